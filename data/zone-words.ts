/**
 * The words a response uses about the zone a birth was read in: an offset spelled out, and the warning of a birth
 * read at an endpoint's fixed default zone (GET kundali's 5.75 hours) when the zone in force at the birth place
 * gave another offset. Templates fill `{name}` fields (api/shared/format.ts `fillText`); zone names, `UTC` and the
 * parameter to send (`timezone=…`) are ids and stay as they are in every language.
 */
import type { Text } from './text.ts';

/** An offset from UTC: `{hours}` in decimal hours, `{clock}` as `+05:45`. */
export const OFFSET_WORDS: Text = {
  en: '{hours} hours (UTC{clock})', hi: '{hours} घंटे (UTC{clock})', ta: '{hours} மணி நேரம் (UTC{clock})', te: '{hours} గంటలు (UTC{clock})',
  kn: '{hours} ಗಂಟೆ (UTC{clock})', ml: '{hours} മണിക്കൂർ (UTC{clock})', mr: '{hours} तास (UTC{clock})', bn: '{hours} ঘণ্টা (UTC{clock})', gu: '{hours} કલાક (UTC{clock})',
};

/** The warning: `{default}` and `{local}` are `OFFSET_WORDS`, `{zone}` the IANA zone in force at the birth place. */
export const DEFAULT_ZONE_WARNING: Text = {
  en:
    "No timezone was sent, so the birth time was read at this endpoint's default of {default}; the zone in force at the birth place " +
    'then was {zone}, {local}. Send timezone={zone} (or the hours) if the time was local there',
  hi:
    'समय क्षेत्र नहीं भेजा गया, इसलिए जन्म का समय इस सेवा के पूर्वनिर्धारित {default} पर पढ़ा गया; उस समय जन्म स्थान पर लागू समय क्षेत्र ' +
    '{zone}, {local} था। यदि समय वहीं का स्थानीय था तो timezone={zone} (या घंटे) भेजें',
  ta:
    'நேர மண்டலம் அனுப்பப்படவில்லை, எனவே பிறந்த நேரம் இந்தச் சேவையின் இயல்பு மதிப்பின்படி படிக்கப்பட்டது: {default}. அப்போது பிறந்த இடத்தில் ' +
    'நடைமுறையில் இருந்த நேர மண்டலம் {zone}, {local}. நேரம் அங்குள்ள உள்ளூர் நேரம் என்றால் timezone={zone} (அல்லது மணி நேரங்களை) அனுப்புங்கள்',
  te:
    'కాల మండలం పంపలేదు, కాబట్టి జనన సమయాన్ని ఈ సేవ నిర్ణీత విలువ ప్రకారం చదివాము: {default}. అప్పుడు జన్మస్థలంలో అమలులో ఉన్న ' +
    'కాల మండలం {zone}, {local}. సమయం అక్కడి స్థానిక సమయం అయితే timezone={zone} (లేదా గంటలు) పంపండి',
  kn:
    'ಸಮಯ ವಲಯವನ್ನು ಕಳುಹಿಸಿಲ್ಲ, ಆದ್ದರಿಂದ ಜನನ ಸಮಯವನ್ನು ಈ ಸೇವೆಯ ಪೂರ್ವನಿಗದಿತ ಮೌಲ್ಯದಂತೆ ಓದಲಾಗಿದೆ: {default}. ಆಗ ಜನ್ಮಸ್ಥಳದಲ್ಲಿ ಜಾರಿಯಲ್ಲಿದ್ದ ' +
    'ಸಮಯ ವಲಯ {zone}, {local}. ಸಮಯವು ಅಲ್ಲಿನ ಸ್ಥಳೀಯ ಸಮಯವಾಗಿದ್ದರೆ timezone={zone} (ಅಥವಾ ಗಂಟೆಗಳನ್ನು) ಕಳುಹಿಸಿ',
  ml:
    'സമയമേഖല അയച്ചിട്ടില്ല, അതിനാൽ ജനനസമയം ഈ സേവനത്തിന്റെ സ്ഥിരമൂല്യപ്രകാരം വായിച്ചു: {default}. അന്ന് ജന്മസ്ഥലത്ത് നിലവിലുണ്ടായിരുന്ന ' +
    'സമയമേഖല {zone}, {local}. സമയം അവിടത്തെ പ്രാദേശിക സമയമാണെങ്കിൽ timezone={zone} (അല്ലെങ്കിൽ മണിക്കൂറുകൾ) അയയ്ക്കുക',
  mr:
    'वेळ क्षेत्र पाठवले नाही, म्हणून जन्मवेळ या सेवेच्या पूर्वनिर्धारित मूल्यानुसार वाचली: {default}. त्या वेळी जन्मस्थानी लागू असलेले ' +
    'वेळ क्षेत्र {zone}, {local} होते. वेळ तिथली स्थानिक असल्यास timezone={zone} (किंवा तास) पाठवा',
  bn:
    'সময় অঞ্চল পাঠানো হয়নি, তাই জন্মসময় এই পরিষেবার পূর্বনির্ধারিত মান অনুযায়ী পড়া হয়েছে: {default}. তখন জন্মস্থানে প্রচলিত ' +
    'সময় অঞ্চল ছিল {zone}, {local}. সময়টি সেখানকার স্থানীয় হলে timezone={zone} (বা ঘণ্টা) পাঠান',
  gu:
    'સમય ક્ષેત્ર મોકલાયું નથી, તેથી જન્મસમય આ સેવાના પૂર્વનિર્ધારિત મૂલ્ય મુજબ વાંચવામાં આવ્યો: {default}. ત્યારે જન્મસ્થળે લાગુ ' +
    'સમય ક્ષેત્ર {zone}, {local} હતું. સમય ત્યાંનો સ્થાનિક હોય તો timezone={zone} (અથવા કલાક) મોકલો',
};
