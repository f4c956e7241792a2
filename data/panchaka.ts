/**
 * Panchaka, in its two meanings.
 *
 * (a) The panchak period: the Moon in Dhanishta 3rd pada through Revati, i.e. sidereal Moon in Kumbha and
 *     Meena (300°–360°), about five days a month. It is named by the weekday on which it starts.
 *     Sources: Sunday Roga, Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu; a panchak starting on
 *     Wednesday or Thursday has no special name and carries only the five general prohibitions
 *     (https://bejandaruwalla.com/blogs/astrology/know-what-is-panchak-and-the-types-of-panchak,
 *     https://www.livehindustan.com/astrology/story-know-what-is-panchak-and-its-types-2470816.html; the
 *     Sunday and Tuesday names also at https://kannada.asianetnews.com/amp/gallery/festivals/roga-panchaka-august-2025-health-accident-warning-suh-y1g7hok).
 *     The five works avoided in every panchak (cremation without the remedial rite, travel southward, making a
 *     bed or cot, gathering wood, grass or fuel, roofing or building a house):
 *     https://html.pdfcookie.com/02/2019/11/10/ylj9p9kp3n23/ylj9p9kp3n23.html.
 *
 * (b) Panchaka rahita, the muhurta filter: (tithi + weekday + nakshatra + lagna) mod 9; remainder 1 Mrityu,
 *     2 Agni, 4 Raja, 6 Chora, 8 Roga panchaka are faults, 0, 3, 5, 7 are free of panchaka
 *     (https://jyotishyakaradeepika.com/2019/07/blog-post.html). Counting chosen here, as on that page:
 *     tithi counted from the start of its paksha (1–15, Purnima and Amavasya both 15), weekday Sunday = 1 …
 *     Saturday = 7, nakshatra Ashwini = 1 … Revati = 27, lagna Aries = 1 … Pisces = 12. PyJHora's
 *     `panchaka_rahitha()` uses tithi 1–30 plus one instead, which gives different remainders in Krishna
 *     paksha. When each fault matters follows the verse "rogam chauram tyajed ratrau diva rajagni-panchakam,
 *     ubhayoh sandhyayor mrityum, anyakale na ninditam": Roga and Chora at night, Raja and Agni by day, Mrityu
 *     at both twilights.
 *
 * Hindi (`hi`, `description.hi`): the almanac names (रोग पंचक …) and the same statements in Hindi; `severity`
 * is answered as its id (none, low, medium, high) in every language. The seven other languages likewise (Tamil ரோக பஞ்சகம், Malayalam
 * മൃത്യുപഞ്ചകം …), the stars of the panchak span by each region's names (Tamil அவிட்டம், Telugu ధనిష్ఠ).
 */
import type { WeekdayIndex } from './grahas.ts';
import type { Names, Text } from './text.ts';

export type PanchakaSeverity = 'none' | 'low' | 'medium' | 'high';

/** The five works avoided throughout any panchak period. */
export const PANCHAK_PROHIBITED_WORKS = [
  { id: 'cremation', en: 'Cremation without the panchak remedial rite', hi: 'पंचक शांति विधि के बिना दाह संस्कार', ta: 'பஞ்சக சாந்தி இல்லாமல் தகனம்', te: 'పంచక శాంతి లేకుండా దహన సంస్కారం', kn: 'ಪಂಚಕ ಶಾಂತಿ ಇಲ್ಲದೆ ದಹನ ಸಂಸ್ಕಾರ', ml: 'പഞ്ചകശാന്തി കൂടാതെയുള്ള ദഹനം', mr: 'पंचक शांतीविना अंत्यसंस्कार', bn: 'পঞ্চক শান্তি ছাড়া দাহসংস্কার', gu: 'પંચક શાંતિ વિના અગ્નિસંસ્કાર' },
  { id: 'southward-travel', en: 'Travel towards the south', hi: 'दक्षिण दिशा की यात्रा', ta: 'தெற்கு நோக்கிய பயணம்', te: 'దక్షిణ దిశ ప్రయాణం', kn: 'ದಕ್ಷಿಣ ದಿಕ್ಕಿನ ಪ್ರಯಾಣ', ml: 'തെക്കോട്ടുള്ള യാത്ര', mr: 'दक्षिण दिशेचा प्रवास', bn: 'দক্ষিণ দিকে যাত্রা', gu: 'દક્ષિણ દિશાની યાત્રા' },
  { id: 'bed-making', en: 'Making a bed or cot', hi: 'पलंग या चारपाई बनवाना', ta: 'கட்டில் செய்தல்', te: 'మంచం తయారీ', kn: 'ಮಂಚ ಮಾಡಿಸುವುದು', ml: 'കട്ടിൽ പണിയൽ', mr: 'पलंग किंवा खाट बनवणे', bn: 'খাট বা চৌকি তৈরি', gu: 'પલંગ કે ખાટલો બનાવવો' },
  { id: 'gathering-fuel', en: 'Gathering wood, grass or fuel', hi: 'लकड़ी, घास या ईंधन इकट्ठा करना', ta: 'விறகு, புல், எரிபொருள் சேகரித்தல்', te: 'కట్టెలు, గడ్డి, ఇంధనం సేకరణ', kn: 'ಸೌದೆ, ಹುಲ್ಲು, ಇಂಧನ ಸಂಗ್ರಹ', ml: 'വിറക്, പുല്ല്, ഇന്ധനം ശേഖരിക്കൽ', mr: 'लाकूड, गवत किंवा इंधन गोळा करणे', bn: 'কাঠ, ঘাস বা জ্বালানি সংগ্রহ', gu: 'લાકડાં, ઘાસ કે બળતણ ભેગું કરવું' },
  { id: 'roofing', en: 'Roofing or building a house', hi: 'छत डालना या घर बनवाना', ta: 'கூரை வேய்தல், வீடு கட்டுதல்', te: 'పైకప్పు వేయడం, ఇల్లు కట్టడం', kn: 'ಛಾವಣಿ ಹಾಕುವುದು, ಮನೆ ಕಟ್ಟುವುದು', ml: 'മേൽക്കൂര പണിയലും വീടുപണിയും', mr: 'छप्पर घालणे किंवा घर बांधणे', bn: 'ছাদ ঢালাই বা বাড়ি তৈরি', gu: 'છાપરું નાખવું કે ઘર બાંધવું' },
] as const satisfies readonly ({ id: string } & Names)[];

/** Sidereal longitude, degrees, where the panchak period begins (Dhanishta pada 3 = 0° Aquarius). */
export const PANCHAK_START_DEG = 300;

/** The panchak period named by the weekday (0 = Sunday) on which the Moon enters Aquarius. */
export const PANCHAK_BY_WEEKDAY = [
  { weekday: 0, id: 'roga', en: 'Roga Panchak', hi: 'रोग पंचक', ta: 'ரோக பஞ்சகம்', te: 'రోగ పంచకం', kn: 'ರೋಗ ಪಂಚಕ', ml: 'രോഗപഞ്ചകം', mr: 'रोग पंचक', bn: 'রোগ পঞ্চক', gu: 'રોગ પંચક', isAuspicious: false, severity: 'high',
    description: { en: 'Starts on Sunday: five days of physical and mental ailments; no auspicious work is begun.',
    hi: 'रविवार से आरंभ: पाँच दिन शारीरिक और मानसिक रोगों का भय; कोई शुभ कार्य आरंभ नहीं किया जाता।',
      ta: 'ஞாயிறன்று தொடங்குகிறது: ஐந்து நாட்கள் உடல், மன உபாதைகள்; எந்த நற்காரியமும் தொடங்கப்படுவதில்லை.',
      te: 'ఆదివారం ప్రారంభం: ఐదు రోజులు శారీరక, మానసిక బాధలు; ఏ శుభకార్యమూ ప్రారంభించరు.',
      kn: 'ಭಾನುವಾರ ಆರಂಭ: ಐದು ದಿನ ದೈಹಿಕ ಮತ್ತು ಮಾನಸಿಕ ತೊಂದರೆಗಳು; ಯಾವುದೇ ಶುಭಕಾರ್ಯ ಆರಂಭಿಸುವುದಿಲ್ಲ.',
      ml: 'ഞായറാഴ്ച തുടങ്ങുന്നു: അഞ്ചു ദിവസം ശാരീരികവും മാനസികവുമായ അസ്വസ്ഥതകൾ; ശുഭകാര്യങ്ങളൊന്നും തുടങ്ങാറില്ല.',
      mr: 'रविवारी सुरू: पाच दिवस शारीरिक व मानसिक त्रास; कोणतेही शुभकार्य सुरू केले जात नाही.',
      bn: 'রবিবারে শুরু: পাঁচ দিন শারীরিক ও মানসিক কষ্ট; কোনো শুভকাজ শুরু করা হয় না।',
      gu: 'રવિવારે શરૂ: પાંચ દિવસ શારીરિક અને માનસિક તકલીફ; કોઈ શુભ કાર્ય શરૂ કરાતું નથી.' } },
  { weekday: 1, id: 'raja', en: 'Raja Panchak', hi: 'राज पंचक', ta: 'ராஜ பஞ்சகம்', te: 'రాజ పంచకం', kn: 'ರಾಜ ಪಂಚಕ', ml: 'രാജപഞ്ചകം', mr: 'राज पंचक', bn: 'রাজ পঞ্চক', gu: 'રાજ પંચક', isAuspicious: true, severity: 'low',
    description: { en: 'Starts on Monday: favourable for government work and property dealings; the five panchak prohibitions still apply.',
    hi: 'सोमवार से आरंभ: सरकारी कार्य और संपत्ति के लेन-देन के लिए अनुकूल; पंचक के पाँच निषेध फिर भी लागू रहते हैं।',
      ta: 'திங்களன்று தொடங்குகிறது: அரசு வேலைகளுக்கும் சொத்து விவகாரங்களுக்கும் சாதகம்; பஞ்சகத்தின் ஐந்து தடைகள் இருந்தாலும் பொருந்தும்.',
      te: 'సోమవారం ప్రారంభం: ప్రభుత్వ పనులకు, ఆస్తి వ్యవహారాలకు అనుకూలం; పంచకపు ఐదు నిషేధాలు అయినా వర్తిస్తాయి.',
      kn: 'ಸೋಮವಾರ ಆರಂಭ: ಸರ್ಕಾರಿ ಕೆಲಸ ಮತ್ತು ಆಸ್ತಿ ವ್ಯವಹಾರಗಳಿಗೆ ಅನುಕೂಲ; ಪಂಚಕದ ಐದು ನಿಷೇಧಗಳು ಆದರೂ ಅನ್ವಯಿಸುತ್ತವೆ.',
      ml: 'തിങ്കളാഴ്ച തുടങ്ങുന്നു: സർക്കാർ കാര്യങ്ങൾക്കും വസ്തു ഇടപാടുകൾക്കും അനുകൂലം; പഞ്ചകത്തിന്റെ അഞ്ചു വിലക്കുകൾ എന്നിട്ടും ബാധകം.',
      mr: 'सोमवारी सुरू: सरकारी कामे आणि मालमत्तेच्या व्यवहारांस अनुकूल; तरीही पंचकाचे पाच निषेध लागू.',
      bn: 'সোমবারে শুরু: সরকারি কাজ ও সম্পত্তির লেনদেনের অনুকূল; তবু পঞ্চকের পাঁচ নিষেধ বহাল।',
      gu: 'સોમવારે શરૂ: સરકારી કામ અને મિલકતના વ્યવહાર માટે અનુકૂળ; છતાં પંચકના પાંચ નિષેધ લાગુ.' } },
  { weekday: 2, id: 'agni', en: 'Agni Panchak', hi: 'अग्नि पंचक', ta: 'அக்னி பஞ்சகம்', te: 'అగ్ని పంచకం', kn: 'ಅಗ್ನಿ ಪಂಚಕ', ml: 'അഗ്നിപഞ്ചകം', mr: 'अग्नी पंचक', bn: 'অগ্নি পঞ্চক', gu: 'અગ્નિ પંચક', isAuspicious: false, severity: 'high',
    description: { en: 'Starts on Tuesday: fear of fire; construction and work with tools or machinery are avoided, court matters may be pursued.',
    hi: 'मंगलवार से आरंभ: अग्नि का भय; निर्माण और औजार या मशीनों के कार्य वर्जित, न्यायालय के मामले चलाए जा सकते हैं।',
      ta: 'செவ்வாயன்று தொடங்குகிறது: நெருப்பு பயம்; கட்டுமானமும் கருவி, இயந்திர வேலைகளும் தவிர்க்கப்படும், நீதிமன்ற விவகாரங்களைத் தொடரலாம்.',
      te: 'మంగళవారం ప్రారంభం: అగ్ని భయం; నిర్మాణం, పనిముట్లు లేదా యంత్రాలతో పనులు మానుకుంటారు, కోర్టు వ్యవహారాలు కొనసాగించవచ్చు.',
      kn: 'ಮಂಗಳವಾರ ಆರಂಭ: ಬೆಂಕಿಯ ಭಯ; ನಿರ್ಮಾಣ ಹಾಗೂ ಉಪಕರಣ, ಯಂತ್ರಗಳ ಕೆಲಸ ತಪ್ಪಿಸಲಾಗುತ್ತದೆ, ನ್ಯಾಯಾಲಯದ ವಿಷಯಗಳನ್ನು ಮುಂದುವರಿಸಬಹುದು.',
      ml: 'ചൊവ്വാഴ്ച തുടങ്ങുന്നു: അഗ്നിഭയം; നിർമ്മാണവും ഉപകരണങ്ങളും യന്ത്രങ്ങളുമായുള്ള പണിയും ഒഴിവാക്കുന്നു, കോടതി കാര്യങ്ങൾ തുടരാം.',
      mr: 'मंगळवारी सुरू: अग्निभय; बांधकाम आणि अवजारे किंवा यंत्रांची कामे टाळली जातात, न्यायालयीन कामे करता येतात.',
      bn: 'মঙ্গলবারে শুরু: আগুনের ভয়; নির্মাণ এবং যন্ত্রপাতির কাজ এড়ানো হয়, আদালতের কাজ চালানো যায়।',
      gu: 'મંગળવારે શરૂ: અગ્નિનો ભય; બાંધકામ અને ઓજાર કે મશીનનાં કામ ટાળવામાં આવે છે, કોર્ટની બાબતો આગળ વધારી શકાય.' } },
  { weekday: 3, id: 'panchak', en: 'Panchak', hi: 'पंचक', ta: 'பஞ்சகம்', te: 'పంచకం', kn: 'ಪಂಚಕ', ml: 'പഞ്ചകം', mr: 'पंचक', bn: 'পঞ্চক', gu: 'પંચક', isAuspicious: false, severity: 'low',
    description: { en: 'Starts on Wednesday: no named fault; only the five panchak prohibitions apply.',
    hi: 'बुधवार से आरंभ: कोई विशेष दोष नहीं; केवल पंचक के पाँच निषेध लागू होते हैं।',
      ta: 'புதனன்று தொடங்குகிறது: தனிப் பெயர் கொண்ட தோஷம் இல்லை; பஞ்சகத்தின் ஐந்து தடைகள் மட்டுமே பொருந்தும்.',
      te: 'బుధవారం ప్రారంభం: ప్రత్యేక దోషం లేదు; పంచకపు ఐదు నిషేధాలే వర్తిస్తాయి.',
      kn: 'ಬುಧವಾರ ಆರಂಭ: ಹೆಸರಿನ ದೋಷವಿಲ್ಲ; ಪಂಚಕದ ಐದು ನಿಷೇಧಗಳು ಮಾತ್ರ ಅನ್ವಯಿಸುತ್ತವೆ.',
      ml: 'ബുധനാഴ്ച തുടങ്ങുന്നു: പേരുള്ള ദോഷമില്ല; പഞ്ചകത്തിന്റെ അഞ്ചു വിലക്കുകൾ മാത്രം ബാധകം.',
      mr: 'बुधवारी सुरू: विशेष नावाचा दोष नाही; फक्त पंचकाचे पाच निषेध लागू.',
      bn: 'বুধবারে শুরু: নির্দিষ্ট নামের দোষ নেই; কেবল পঞ্চকের পাঁচ নিষেধ প্রযোজ্য।',
      gu: 'બુધવારે શરૂ: કોઈ નામવાળો દોષ નથી; માત્ર પંચકના પાંચ નિષેધ લાગુ.' } },
  { weekday: 4, id: 'panchak', en: 'Panchak', hi: 'पंचक', ta: 'பஞ்சகம்', te: 'పంచకం', kn: 'ಪಂಚಕ', ml: 'പഞ്ചകം', mr: 'पंचक', bn: 'পঞ্চক', gu: 'પંચક', isAuspicious: false, severity: 'low',
    description: { en: 'Starts on Thursday: no named fault; only the five panchak prohibitions apply.',
    hi: 'गुरुवार से आरंभ: कोई विशेष दोष नहीं; केवल पंचक के पाँच निषेध लागू होते हैं।',
      ta: 'வியாழனன்று தொடங்குகிறது: தனிப் பெயர் கொண்ட தோஷம் இல்லை; பஞ்சகத்தின் ஐந்து தடைகள் மட்டுமே பொருந்தும்.',
      te: 'గురువారం ప్రారంభం: ప్రత్యేక దోషం లేదు; పంచకపు ఐదు నిషేధాలే వర్తిస్తాయి.',
      kn: 'ಗುರುವಾರ ಆರಂಭ: ಹೆಸರಿನ ದೋಷವಿಲ್ಲ; ಪಂಚಕದ ಐದು ನಿಷೇಧಗಳು ಮಾತ್ರ ಅನ್ವಯಿಸುತ್ತವೆ.',
      ml: 'വ്യാഴാഴ്ച തുടങ്ങുന്നു: പേരുള്ള ദോഷമില്ല; പഞ്ചകത്തിന്റെ അഞ്ചു വിലക്കുകൾ മാത്രം ബാധകം.',
      mr: 'गुरुवारी सुरू: विशेष नावाचा दोष नाही; फक्त पंचकाचे पाच निषेध लागू.',
      bn: 'বৃহস্পতিবারে শুরু: নির্দিষ্ট নামের দোষ নেই; কেবল পঞ্চকের পাঁচ নিষেধ প্রযোজ্য।',
      gu: 'ગુરુવારે શરૂ: કોઈ નામવાળો દોષ નથી; માત્ર પંચકના પાંચ નિષેધ લાગુ.' } },
  { weekday: 5, id: 'chora', en: 'Chora Panchak', hi: 'चोर पंचक', ta: 'சோர பஞ்சகம்', te: 'చోర పంచకం', kn: 'ಚೋರ ಪಂಚಕ', ml: 'ചോരപഞ്ചകം', mr: 'चोर पंचक', bn: 'চোর পঞ্চক', gu: 'ચોર પંચક', isAuspicious: false, severity: 'medium',
    description: { en: 'Starts on Friday: travel, transactions and business deals are avoided for fear of loss and theft.',
    hi: 'शुक्रवार से आरंभ: हानि और चोरी के भय से यात्रा, लेन-देन और व्यापारिक सौदे वर्जित।',
      ta: 'வெள்ளியன்று தொடங்குகிறது: இழப்பு, திருட்டு பயத்தால் பயணம், கொடுக்கல் வாங்கல், வணிக ஒப்பந்தங்கள் தவிர்க்கப்படும்.',
      te: 'శుక్రవారం ప్రారంభం: నష్టం, దొంగతనం భయంతో ప్రయాణం, లావాదేవీలు, వ్యాపార ఒప్పందాలు మానుకుంటారు.',
      kn: 'ಶುಕ್ರವಾರ ಆರಂಭ: ನಷ್ಟ ಮತ್ತು ಕಳ್ಳತನದ ಭಯದಿಂದ ಪ್ರಯಾಣ, ವ್ಯವಹಾರ, ವ್ಯಾಪಾರ ಒಪ್ಪಂದಗಳನ್ನು ತಪ್ಪಿಸಲಾಗುತ್ತದೆ.',
      ml: 'വെള്ളിയാഴ്ച തുടങ്ങുന്നു: നഷ്ടവും മോഷണവും ഭയന്ന് യാത്രയും ഇടപാടുകളും വ്യാപാര കരാറുകളും ഒഴിവാക്കുന്നു.',
      mr: 'शुक्रवारी सुरू: नुकसान आणि चोरीच्या भीतीने प्रवास, व्यवहार आणि व्यापारी सौदे टाळले जातात.',
      bn: 'শুক্রবারে শুরু: ক্ষতি ও চুরির ভয়ে যাত্রা, লেনদেন ও ব্যবসায়িক চুক্তি এড়ানো হয়।',
      gu: 'શુક્રવારે શરૂ: નુકસાન અને ચોરીના ભયે પ્રવાસ, લેવડદેવડ અને વેપારી સોદા ટાળવામાં આવે છે.' } },
  { weekday: 6, id: 'mrityu', en: 'Mrityu Panchak', hi: 'मृत्यु पंचक', ta: 'மிருத்யு பஞ்சகம்', te: 'మృత్యు పంచకం', kn: 'ಮೃತ್ಯು ಪಂಚಕ', ml: 'മൃത്യുപഞ്ചകം', mr: 'मृत्यू पंचक', bn: 'মৃত্যু পঞ্চক', gu: 'મૃત્યુ પંચક', isAuspicious: false, severity: 'high',
    description: { en: 'Starts on Saturday: the most troublesome panchak, with danger of injury, accident and dispute; no risky work.',
    hi: 'शनिवार से आरंभ: सबसे कष्टकारी पंचक, चोट, दुर्घटना और विवाद का भय; कोई जोखिम भरा कार्य न करें।',
      ta: 'சனியன்று தொடங்குகிறது: மிகவும் தொல்லை தரும் பஞ்சகம், காயம், விபத்து, தகராறு ஆபத்துடன்; ஆபத்தான வேலைகள் வேண்டாம்.',
      te: 'శనివారం ప్రారంభం: అత్యంత బాధాకరమైన పంచకం, గాయం, ప్రమాదం, వివాదాల భయంతో; ప్రమాదకరమైన పనులు వద్దు.',
      kn: 'ಶನಿವಾರ ಆರಂಭ: ಅತ್ಯಂತ ತೊಂದರೆದಾಯಕ ಪಂಚಕ, ಗಾಯ, ಅಪಘಾತ, ವಿವಾದದ ಅಪಾಯದೊಂದಿಗೆ; ಅಪಾಯದ ಕೆಲಸ ಬೇಡ.',
      ml: 'ശനിയാഴ്ച തുടങ്ങുന്നു: ഏറ്റവും ക്ലേശകരമായ പഞ്ചകം, പരിക്കും അപകടവും തർക്കവും ഭയക്കണം; അപകടസാധ്യതയുള്ള പണികൾ വേണ്ട.',
      mr: 'शनिवारी सुरू: सर्वात त्रासदायक पंचक, इजा, अपघात आणि वादाचा धोका; जोखमीची कामे नकोत.',
      bn: 'শনিবারে শুরু: সবচেয়ে কষ্টদায়ক পঞ্চক, আঘাত, দুর্ঘটনা ও বিবাদের আশঙ্কা; ঝুঁকির কাজ নয়।',
      gu: 'શનિવારે શરૂ: સૌથી કષ્ટદાયક પંચક, ઈજા, અકસ્માત અને વિવાદનું જોખમ; જોખમી કામ નહીં.' } },
] as const satisfies readonly {
  weekday: WeekdayIndex; id: string; en: string; hi: string; ta: string; te: string; kn: string; ml: string; mr: string; bn: string; gu: string; isAuspicious: boolean; severity: PanchakaSeverity;
  description: Text;
}[];

/** The remainders without a fault (0, 3, 5 and 7): one record, the same at each. */
const RAHITA = { id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', ta: 'பஞ்சக ரஹிதம்', te: 'పంచక రహితం', kn: 'ಪಂಚಕ ರಹಿತ', ml: 'പഞ്ചകരഹിതം', mr: 'पंचक रहित', bn: 'পঞ্চকরহিত', gu: 'પંચક રહિત', isAuspicious: true, severity: 'none',
    avoidAt: null, description: { en: 'Free of panchaka: the time is fit for the work in hand.',
    hi: 'पंचक दोष से मुक्त: समय हाथ में लिए कार्य के योग्य है।',
      ta: 'பஞ்சகம் இல்லை: மேற்கொள்ளும் வேலைக்கு நேரம் ஏற்றது.',
      te: 'పంచకం లేదు: చేపట్టిన పనికి సమయం తగినది.',
      kn: 'ಪಂಚಕ ಇಲ್ಲ: ಕೈಗೊಂಡ ಕೆಲಸಕ್ಕೆ ಸಮಯ ಸೂಕ್ತ.',
      ml: 'പഞ്ചകമില്ല: ഏറ്റെടുത്ത കാര്യത്തിന് സമയം അനുയോജ്യം.',
      mr: 'पंचक नाही: हाती घेतलेल्या कामासाठी वेळ योग्य आहे.',
      bn: 'পঞ্চক নেই: হাতের কাজের জন্য সময় উপযুক্ত।',
      gu: 'પંચક નથી: હાથ પરના કામ માટે સમય યોગ્ય છે.' } } as const;

/** Remainders 0–8 of the panchaka rahita sum, each with its fault (or none). */
export const PANCHAKA_REMAINDERS = [
  { remainder: 0, ...RAHITA },
  { remainder: 1, id: 'mrityu', en: 'Mrityu Panchaka', hi: 'मृत्यु पंचक', ta: 'மிருத்யு பஞ்சகம்', te: 'మృత్యు పంచకం', kn: 'ಮೃತ್ಯು ಪಂಚಕ', ml: 'മൃത്യുപഞ്ചകം', mr: 'मृत्यू पंचक', bn: 'মৃত্যু পঞ্চক', gu: 'મૃત્યુ પંચક', isAuspicious: false, severity: 'high',
    avoidAt: 'twilights', description: { en: 'Danger to life; most to be avoided at dawn and dusk twilight.',
    hi: 'प्राणों को संकट; प्रातः और सायं संध्या में विशेष रूप से त्याज्य।',
      ta: 'உயிருக்கு ஆபத்து; விடியல், அந்தி சந்தி வேளைகளில் மிகவும் தவிர்க்கப்பட வேண்டும்.',
      te: 'ప్రాణాపాయం; ఉదయ, సాయం సంధ్యల్లో ముఖ్యంగా మానుకోవాలి.',
      kn: 'ಪ್ರಾಣಾಪಾಯ; ಮುಂಜಾನೆ ಮತ್ತು ಮುಸ್ಸಂಜೆಯ ಸಂಧ್ಯಾಕಾಲದಲ್ಲಿ ವಿಶೇಷವಾಗಿ ತಪ್ಪಿಸಬೇಕು.',
      ml: 'ജീവന് അപകടം; പ്രഭാത, സായാഹ്ന സന്ധ്യകളിൽ പ്രത്യേകം ഒഴിവാക്കണം.',
      mr: 'प्राणांना धोका; पहाटे आणि सायंकाळच्या संधिकाळात विशेषतः टाळावे.',
      bn: 'প্রাণের আশঙ্কা; ভোর ও সন্ধ্যার সন্ধিক্ষণে বিশেষভাবে এড়ানো উচিত।',
      gu: 'પ્રાણનું જોખમ; સવાર-સાંજના સંધ્યાકાળે ખાસ ટાળવું.' } },
  { remainder: 2, id: 'agni', en: 'Agni Panchaka', hi: 'अग्नि पंचक', ta: 'அக்னி பஞ்சகம்', te: 'అగ్ని పంచకం', kn: 'ಅಗ್ನಿ ಪಂಚಕ', ml: 'അഗ്നിപഞ്ചകം', mr: 'अग्नी पंचक', bn: 'অগ্নি পঞ্চক', gu: 'અગ્નિ પંચક', isAuspicious: false, severity: 'high',
    avoidAt: 'day', description: { en: 'Danger from fire; most to be avoided by day.',
    hi: 'अग्नि से संकट; दिन में विशेष रूप से त्याज्य।',
      ta: 'நெருப்பால் ஆபத்து; பகலில் மிகவும் தவிர்க்கப்பட வேண்டும்.',
      te: 'అగ్ని ప్రమాదం; పగటిపూట ముఖ్యంగా మానుకోవాలి.',
      kn: 'ಬೆಂಕಿಯ ಅಪಾಯ; ಹಗಲಿನಲ್ಲಿ ವಿಶೇಷವಾಗಿ ತಪ್ಪಿಸಬೇಕು.',
      ml: 'അഗ്നിഭയം; പകൽ പ്രത്യേകം ഒഴിവാക്കണം.',
      mr: 'अग्नीचा धोका; दिवसा विशेषतः टाळावे.',
      bn: 'আগুনের আশঙ্কা; দিনের বেলায় বিশেষভাবে এড়ানো উচিত।',
      gu: 'અગ્નિનું જોખમ; દિવસે ખાસ ટાળવું.' } },
  { remainder: 3, ...RAHITA },
  { remainder: 4, id: 'raja', en: 'Raja Panchaka', hi: 'राज पंचक', ta: 'ராஜ பஞ்சகம்', te: 'రాజ పంచకం', kn: 'ರಾಜ ಪಂಚಕ', ml: 'രാജപഞ്ചകം', mr: 'राज पंचक', bn: 'রাজ পঞ্চক', gu: 'રાજ પંચક', isAuspicious: false, severity: 'medium',
    avoidAt: 'day', description: { en: 'Trouble from authorities; most to be avoided by day.',
    hi: 'शासन और अधिकारियों से कष्ट; दिन में विशेष रूप से त्याज्य।',
      ta: 'அதிகாரிகளால் தொல்லை; பகலில் மிகவும் தவிர்க்கப்பட வேண்டும்.',
      te: 'అధికారుల వల్ల ఇబ్బంది; పగటిపూట ముఖ్యంగా మానుకోవాలి.',
      kn: 'ಅಧಿಕಾರಿಗಳಿಂದ ತೊಂದರೆ; ಹಗಲಿನಲ್ಲಿ ವಿಶೇಷವಾಗಿ ತಪ್ಪಿಸಬೇಕು.',
      ml: 'അധികാരികളിൽ നിന്ന് ശല്യം; പകൽ പ്രത്യേകം ഒഴിവാക്കണം.',
      mr: 'अधिकाऱ्यांकडून त्रास; दिवसा विशेषतः टाळावे.',
      bn: 'কর্তৃপক্ষের দিক থেকে ঝামেলা; দিনের বেলায় বিশেষভাবে এড়ানো উচিত।',
      gu: 'અધિકારીઓ તરફથી મુશ્કેલી; દિવસે ખાસ ટાળવું.' } },
  { remainder: 5, ...RAHITA },
  { remainder: 6, id: 'chora', en: 'Chora Panchaka', hi: 'चोर पंचक', ta: 'சோர பஞ்சகம்', te: 'చోర పంచకం', kn: 'ಚೋರ ಪಂಚಕ', ml: 'ചോരപഞ്ചകം', mr: 'चोर पंचक', bn: 'চোর পঞ্চক', gu: 'ચોર પંચક', isAuspicious: false, severity: 'medium',
    avoidAt: 'night', description: { en: 'Danger of theft and loss; most to be avoided at night.',
    hi: 'चोरी और हानि का भय; रात्रि में विशेष रूप से त्याज्य।',
      ta: 'திருட்டு, இழப்பு ஆபத்து; இரவில் மிகவும் தவிர்க்கப்பட வேண்டும்.',
      te: 'దొంగతనం, నష్టం భయం; రాత్రిపూట ముఖ్యంగా మానుకోవాలి.',
      kn: 'ಕಳ್ಳತನ ಮತ್ತು ನಷ್ಟದ ಅಪಾಯ; ರಾತ್ರಿಯಲ್ಲಿ ವಿಶೇಷವಾಗಿ ತಪ್ಪಿಸಬೇಕು.',
      ml: 'മോഷണത്തിനും നഷ്ടത്തിനും സാധ്യത; രാത്രി പ്രത്യേകം ഒഴിവാക്കണം.',
      mr: 'चोरी आणि नुकसानीचा धोका; रात्री विशेषतः टाळावे.',
      bn: 'চুরি ও ক্ষতির আশঙ্কা; রাতে বিশেষভাবে এড়ানো উচিত।',
      gu: 'ચોરી અને નુકસાનનું જોખમ; રાત્રે ખાસ ટાળવું.' } },
  { remainder: 7, ...RAHITA },
  { remainder: 8, id: 'roga', en: 'Roga Panchaka', hi: 'रोग पंचक', ta: 'ரோக பஞ்சகம்', te: 'రోగ పంచకం', kn: 'ರೋಗ ಪಂಚಕ', ml: 'രോഗപഞ്ചകം', mr: 'रोग पंचक', bn: 'রোগ পঞ্চক', gu: 'રોગ પંચક', isAuspicious: false, severity: 'medium',
    avoidAt: 'night', description: { en: 'Danger of illness; most to be avoided at night.',
    hi: 'रोग का भय; रात्रि में विशेष रूप से त्याज्य।',
      ta: 'நோய் ஆபத்து; இரவில் மிகவும் தவிர்க்கப்பட வேண்டும்.',
      te: 'అనారోగ్య భయం; రాత్రిపూట ముఖ్యంగా మానుకోవాలి.',
      kn: 'ರೋಗದ ಅಪಾಯ; ರಾತ್ರಿಯಲ್ಲಿ ವಿಶೇಷವಾಗಿ ತಪ್ಪಿಸಬೇಕು.',
      ml: 'രോഗസാധ്യത; രാത്രി പ്രത്യേകം ഒഴിവാക്കണം.',
      mr: 'आजाराचा धोका; रात्री विशेषतः टाळावे.',
      bn: 'রোগের আশঙ্কা; রাতে বিশেষভাবে এড়ানো উচিত।',
      gu: 'રોગનું જોખમ; રાત્રે ખાસ ટાળવું.' } },
] as const satisfies readonly {
  remainder: number; id: string; en: string; hi: string; ta: string; te: string; kn: string; ml: string; mr: string; bn: string; gu: string; isAuspicious: boolean; severity: PanchakaSeverity;
  avoidAt: 'day' | 'night' | 'twilights' | null; description: Text;
}[];

/** What a response says when no panchak period holds: the Moon is outside sidereal 300°–360°. */
export const NO_PANCHAK = {
  id: 'none', en: 'No Panchak', hi: 'पंचक नहीं', ta: 'பஞ்சகம் இல்லை', te: 'పంచకం లేదు', kn: 'ಪಂಚಕ ಇಲ್ಲ', ml: 'പഞ്ചകമില്ല', mr: 'पंचक नाही', bn: 'পঞ্চক নেই', gu: 'પંચક નથી', isAuspicious: true, severity: 'none',
  description: { en: 'The Moon is outside Dhanishta 3rd pada to Revati (sidereal 300°–360°): no panchak restrictions apply.',
  hi: 'चंद्रमा धनिष्ठा के तीसरे चरण से रेवती तक (निरयन 300°–360°) के क्षेत्र से बाहर है: पंचक का कोई निषेध लागू नहीं।',
      ta: 'சந்திரன் அவிட்டம் 3-ஆம் பாதம் முதல் ரேவதி வரையிலான பகுதிக்கு (நிராயன 300°–360°) வெளியே இருக்கிறார்: பஞ்சகத் தடைகள் எதுவும் இல்லை.',
      te: 'చంద్రుడు ధనిష్ఠ 3వ పాదం నుంచి రేవతి వరకు (నిరయన 300°–360°) బయట ఉన్నాడు: పంచక నిషేధాలేవీ వర్తించవు.',
      kn: 'ಚಂದ್ರ ಧನಿಷ್ಠಾ 3ನೇ ಪಾದದಿಂದ ರೇವತಿವರೆಗಿನ (ನಿರಯನ 300°–360°) ಭಾಗದ ಹೊರಗಿದ್ದಾನೆ: ಯಾವುದೇ ಪಂಚಕ ನಿರ್ಬಂಧ ಅನ್ವಯಿಸುವುದಿಲ್ಲ.',
      ml: 'ചന്ദ്രൻ അവിട്ടം 3-ാം പാദം മുതൽ രേവതി വരെയുള്ള (നിരയന 300°–360°) ഭാഗത്തിന് പുറത്താണ്: പഞ്ചക വിലക്കുകളൊന്നും ബാധകമല്ല.',
      mr: 'चंद्र धनिष्ठा 3रा चरण ते रेवती (निरयन 300°–360°) या भागाबाहेर आहे: पंचकाचे कोणतेही निर्बंध लागू नाहीत.',
      bn: 'চন্দ্র ধনিষ্ঠার 3য় পাদ থেকে রেবতী (নিরয়ণ 300°–360°) অংশের বাইরে: পঞ্চকের কোনো নিষেধ প্রযোজ্য নয়।',
      gu: 'ચંદ્ર ધનિષ્ઠા 3જા ચરણથી રેવતી (નિરયન 300°–360°) સુધીના ભાગની બહાર છે: પંચકનો કોઈ પ્રતિબંધ લાગુ નથી.' },
} as const satisfies {
  id: string; en: string; hi: string; ta: string; te: string; kn: string; ml: string; mr: string; bn: string; gu: string; isAuspicious: boolean; severity: PanchakaSeverity; description: Text;
};

export type PanchakByWeekday = (typeof PANCHAK_BY_WEEKDAY)[number];
export type PanchakaRemainder = (typeof PANCHAKA_REMAINDERS)[number];

/** The named panchak period of the weekday (0 = Sunday) on which the Moon entered Aquarius. */
export function panchakByWeekday(weekday: WeekdayIndex): PanchakByWeekday {
  return PANCHAK_BY_WEEKDAY[weekday];
}
