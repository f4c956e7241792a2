/**
 * Reference tables of the South Indian porutham system of marriage matching (dasha-koota, "ten agreements"):
 * the ten factors read from the bride's and the groom's Moons, each graded uttama (good), madhyama
 * (middling, still an agreement) or adhama (no agreement), and the verdict drawn from them.
 *
 * What is read from what:
 * - nakshatra of the Moon: dina, gana, mahendra, stree-deergha, yoni, rajju, vedha (and, for dina, the pada);
 * - sign of the Moon: rasi, rasi-adhipati (the sign lords), vasya; dina also looks at the two signs.
 * Counts are inclusive as jyotish counts them (the star or sign itself is 1) and, unless a table says
 * otherwise, run from the bride's star or sign to the groom's.
 *
 * The nakshatra attributes (gana, yoni animal and sex) are NOT repeated here: they live in the one record per
 * nakshatra of data/nakshatras.ts, and the sworn-enemy yoni pairs in data/ashtakoot.ts (`YONIS`). This file
 * gives the porutham rules. Where published guides differ (they do), the rule chosen is named and the others
 * are written beside it with their source; the sources are web guides of South Indian practice, read as they
 * print their rules, and PyJHora's `compatibility.py` (AGPL, read for comparison only: no code taken over; where
 * its rule is offered as a named alternative, the rule is stated here and its line cited).
 */
import type { Gana, NakshatraId, YoniAnimal } from './nakshatras.ts';
import type { LordViews, SignLordId } from './ashtakoot.ts';
import type { SignId } from './signs.ts';
import type { Names } from './text.ts';

/**
 * The ten poruthams in their customary order (the order of jathakaporutham.com's list of ten), with en/hi
 * names, a one-sentence meaning and whether the factor is essential.
 *
 * Essential factors, whose failure rejects the match whatever the count: rajju and vedha (m.epanchang.com
 * "Rajju Porutham": a match without rajju "is deemed to be not okay" even when all others agree;
 * astroved.com "Vedha Porutham": marriage "is not recommended" between vedha stars), and dina, gana, yoni and
 * rasi (jathakaporutham.com: "at least 6 or 7 poruthams including the 5, Dinam, Ganam, Yoni, Rasi and Rajju
 * must be available"). Other lists differ: prokerala.com ("10 porutham for marriage") names gana, rajju, dina,
 * rasi and yoni as the important five; vanniyarvivaham.com makes dina, mahendra, yoni, rasi and rajju mandatory
 * and leaves gana and vedha to the individual; neither is used.
 */
export const PORUTHAMS = [
  { id: 'dina', order: 1, en: 'Dina (Tara)', hi: 'दिन (तारा)', ta: 'தினம்', te: 'దిన (తార)', kn: 'ದಿನ (ತಾರಾ)', ml: 'ദിനം', mr: 'दिन (तारा)', bn: 'দিন (তারা)', gu: 'દિન (તારા)', essential: true,
    meaning: { en: 'Day-to-day harmony, health and freedom from want, read from how far the groom\'s star lies from the bride\'s.',
      hi: 'रोज़मर्रा का सामंजस्य, स्वास्थ्य और अभाव से मुक्ति, वधू के नक्षत्र से वर के नक्षत्र की दूरी से।',
      ta: 'அன்றாட இணக்கம், உடல்நலம், வறுமையின்மை: மணமகளின் நட்சத்திரத்திலிருந்து மணமகனின் நட்சத்திரம் எவ்வளவு தொலைவில் உள்ளது என்பதைக் கொண்டு.',
      te: 'రోజువారీ సామరస్యం, ఆరోగ్యం, లేమి లేకపోవడం: వధువు నక్షత్రం నుండి వరుడి నక్షత్రం ఎంత దూరంలో ఉందో దాని బట్టి.',
      kn: 'ದಿನನಿತ್ಯದ ಸಾಮರಸ್ಯ, ಆರೋಗ್ಯ ಮತ್ತು ಕೊರತೆಯಿಲ್ಲದ ಜೀವನ: ವಧುವಿನ ನಕ್ಷತ್ರದಿಂದ ವರನ ನಕ್ಷತ್ರ ಎಷ್ಟು ದೂರದಲ್ಲಿದೆ ಎಂಬುದರಿಂದ.',
      ml: 'ദിനംപ്രതിയുള്ള ഇണക്കം, ആരോഗ്യം, ദാരിദ്ര്യമില്ലായ്മ: വധുവിന്റെ നക്ഷത്രത്തിൽനിന്ന് വരന്റെ നക്ഷത്രം എത്ര ദൂരെയാണ് എന്നതിൽനിന്ന്.',
      mr: 'रोजचा सुसंवाद, आरोग्य आणि अभावापासून मुक्ती: वधूच्या नक्षत्रापासून वराचे नक्षत्र किती अंतरावर आहे यावरून.',
      bn: 'দৈনন্দিন সামঞ্জস্য, স্বাস্থ্য ও অভাব থেকে মুক্তি: কনের নক্ষত্র থেকে বরের নক্ষত্র কত দূরে, তা থেকে.',
      gu: 'રોજિંદો સુમેળ, આરોગ્ય અને અભાવથી મુક્તિ: કન્યાના નક્ષત્રથી વરનું નક્ષત્ર કેટલું દૂર છે તેના પરથી.' } },
  { id: 'gana', order: 2, en: 'Gana', hi: 'गण', ta: 'கணம்', te: 'గణ', kn: 'ಗಣ', ml: 'ഗണം', mr: 'गण', bn: 'গণ', gu: 'ગણ', essential: true,
    meaning: { en: 'Agreement of temperament between the divine, human and demonic natures of the two stars.',
      hi: 'दोनों नक्षत्रों के देव, मनुष्य और राक्षस स्वभाव में मेल।',
      ta: 'இரு நட்சத்திரங்களின் தேவ, மனித, ராட்சச இயல்புகளுக்கு இடையிலான குண ஒற்றுமை.',
      te: 'రెండు నక్షత్రాల దేవ, మనుష్య, రాక్షస స్వభావాల మధ్య స్వభావ సామ్యం.',
      kn: 'ಎರಡು ನಕ್ಷತ್ರಗಳ ದೇವ, ಮನುಷ್ಯ ಮತ್ತು ರಾಕ್ಷಸ ಸ್ವಭಾವಗಳ ನಡುವಿನ ಸ್ವಭಾವ ಹೊಂದಾಣಿಕೆ.',
      ml: 'രണ്ടു നക്ഷത്രങ്ങളുടെയും ദേവ, മനുഷ്യ, രാക്ഷസ സ്വഭാവങ്ങൾ തമ്മിലുള്ള സ്വഭാവപ്പൊരുത്തം.',
      mr: 'दोन्ही नक्षत्रांच्या देव, मनुष्य आणि राक्षस स्वभावांमधील मेळ.',
      bn: 'দুই নক্ষত্রের দেব, মনুষ্য ও রাক্ষস স্বভাবের মধ্যে মিল.',
      gu: 'બંને નક્ષત્રોના દેવ, મનુષ્ય અને રાક્ષસ સ્વભાવ વચ્ચેનો મેળ.' } },
  { id: 'mahendra', order: 3, en: 'Mahendra', hi: 'माहेन्द्र', ta: 'மகேந்திரம்', te: 'మాహేంద్ర', kn: 'ಮಾಹೇಂದ್ರ', ml: 'മാഹേന്ദ്രം', mr: 'माहेंद्र', bn: 'মাহেন্দ্র', gu: 'માહેન્દ્ર', essential: false,
    meaning: { en: 'Blessing of children and of a household the husband can sustain.',
      hi: 'संतान का सुख और ऐसा घर जिसे पति संभाल सके।',
      ta: 'மக்கட்பேறும், கணவனால் தாங்கக்கூடிய குடும்பமும் என்னும் நலன்.',
      te: 'సంతాన భాగ్యం, భర్త పోషించగలిగే సంసారం.',
      kn: 'ಸಂತಾನ ಭಾಗ್ಯ ಮತ್ತು ಪತಿ ನಿಭಾಯಿಸಬಲ್ಲ ಸಂಸಾರ.',
      ml: 'സന്താനഭാഗ്യവും ഭർത്താവിനു പുലർത്താൻ കഴിയുന്ന കുടുംബവും.',
      mr: 'संततीचे सुख आणि पती सांभाळू शकेल असे घर.',
      bn: 'সন্তানের সুখ এবং এমন সংসার যা স্বামী সামলাতে পারেন.',
      gu: 'સંતાનનું સુખ અને પતિ સંભાળી શકે તેવું ઘર.' } },
  { id: 'streeDeergha', order: 4, en: 'Stree-deergha', hi: 'स्त्री दीर्घ', ta: 'ஸ்திரீ தீர்க்கம்', te: 'స్త్రీ దీర్ఘ', kn: 'ಸ್ತ್ರೀ ದೀರ್ಘ', ml: 'സ്ത്രീദീർഘം', mr: 'स्त्री दीर्घ', bn: 'স্ত্রী দীর্ঘ', gu: 'સ્ત્રી દીર્ઘ', essential: false,
    meaning: { en: 'Long, prosperous married life for the wife, read from how far beyond her star the groom\'s lies.',
      hi: 'पत्नी के लिए दीर्घ और समृद्ध वैवाहिक जीवन, वर का नक्षत्र वधू के नक्षत्र से कितना आगे है इससे।',
      ta: 'மனைவிக்கு நீண்ட, வளமான மண வாழ்க்கை: அவளுடைய நட்சத்திரத்திற்கு அப்பால் மணமகனின் நட்சத்திரம் எவ்வளவு தொலைவில் உள்ளது என்பதைக் கொண்டு.',
      te: 'భార్యకు దీర్ఘమైన, సంపన్నమైన వైవాహిక జీవితం: ఆమె నక్షత్రం కంటే వరుడి నక్షత్రం ఎంత ముందుందో దాని బట్టి.',
      kn: 'ಪತ್ನಿಗೆ ದೀರ್ಘ ಮತ್ತು ಸಮೃದ್ಧ ದಾಂಪತ್ಯ ಜೀವನ: ಅವಳ ನಕ್ಷತ್ರಕ್ಕಿಂತ ವರನ ನಕ್ಷತ್ರ ಎಷ್ಟು ಮುಂದಿದೆ ಎಂಬುದರಿಂದ.',
      ml: 'ഭാര്യയ്ക്കു ദീർഘവും ഐശ്വര്യപൂർണവുമായ ദാമ്പത്യം: അവളുടെ നക്ഷത്രത്തിനപ്പുറം വരന്റെ നക്ഷത്രം എത്ര ദൂരെയാണ് എന്നതിൽനിന്ന്.',
      mr: 'पत्नीला दीर्घ आणि समृद्ध वैवाहिक जीवन: तिच्या नक्षत्रापुढे वराचे नक्षत्र किती अंतरावर आहे यावरून.',
      bn: 'স্ত্রীর দীর্ঘ ও সমৃদ্ধ দাম্পত্য জীবন: তাঁর নক্ষত্র থেকে বরের নক্ষত্র কত দূর এগিয়ে, তা থেকে.',
      gu: 'પત્ની માટે લાંબું અને સમૃદ્ધ દાંપત્ય જીવન: તેના નક્ષત્રથી વરનું નક્ષત્ર કેટલું આગળ છે તેના પરથી.' } },
  { id: 'yoni', order: 5, en: 'Yoni', hi: 'योनि', ta: 'யோனி', te: 'యోని', kn: 'ಯೋನಿ', ml: 'യോനി', mr: 'योनी', bn: 'যোনি', gu: 'યોનિ', essential: true,
    meaning: { en: 'Physical and sexual compatibility, by the animal natures of the two stars.',
      hi: 'दोनों नक्षत्रों की पशु-प्रकृति से शारीरिक और दांपत्य अनुकूलता।',
      ta: 'இரு நட்சத்திரங்களின் விலங்கு இயல்புகளைக் கொண்டு உடல் மற்றும் தாம்பத்தியப் பொருத்தம்.',
      te: 'రెండు నక్షత్రాల జంతు స్వభావాలను బట్టి శారీరక, దాంపత్య అనుకూలత.',
      kn: 'ಎರಡು ನಕ್ಷತ್ರಗಳ ಪ್ರಾಣಿ ಸ್ವಭಾವಗಳಿಂದ ದೈಹಿಕ ಮತ್ತು ದಾಂಪತ್ಯ ಹೊಂದಾಣಿಕೆ.',
      ml: 'രണ്ടു നക്ഷത്രങ്ങളുടെയും മൃഗസ്വഭാവത്തിൽനിന്ന് ശാരീരികവും ദാമ്പത്യപരവുമായ പൊരുത്തം.',
      mr: 'दोन्ही नक्षत्रांच्या पशुस्वभावावरून शारीरिक आणि दांपत्य अनुकूलता.',
      bn: 'দুই নক্ষত্রের পশু-প্রকৃতি থেকে শারীরিক ও দাম্পত্য সামঞ্জস্য.',
      gu: 'બંને નક્ષત્રોની પશુ-પ્રકૃતિ પરથી શારીરિક અને દાંપત્ય અનુકૂળતા.' } },
  { id: 'rasi', order: 6, en: 'Rasi', hi: 'राशि', ta: 'ராசி', te: 'రాశి', kn: 'ರಾಶಿ', ml: 'രാശി', mr: 'राशी', bn: 'রাশি', gu: 'રાશિ', essential: true,
    meaning: { en: 'Harmony and continuity of the family, by the distance between the two Moon signs.',
      hi: 'दोनों चंद्र राशियों की दूरी से परिवार का सामंजस्य और निरंतरता।',
      ta: 'இரு சந்திர ராசிகளுக்கு இடையிலான தொலைவைக் கொண்டு குடும்பத்தின் இணக்கமும் தொடர்ச்சியும்.',
      te: 'రెండు చంద్ర రాశుల మధ్య దూరాన్ని బట్టి కుటుంబ సామరస్యం, వంశ కొనసాగింపు.',
      kn: 'ಎರಡು ಚಂದ್ರ ರಾಶಿಗಳ ನಡುವಿನ ದೂರದಿಂದ ಕುಟುಂಬದ ಸಾಮರಸ್ಯ ಮತ್ತು ಮುಂದುವರಿಕೆ.',
      ml: 'രണ്ടു ചന്ദ്രരാശികൾ തമ്മിലുള്ള ദൂരത്തിൽനിന്ന് കുടുംബത്തിന്റെ ഇണക്കവും തുടർച്ചയും.',
      mr: 'दोन्ही चंद्रराशींमधील अंतरावरून कुटुंबाचा सुसंवाद आणि सातत्य.',
      bn: 'দুই চন্দ্ররাশির দূরত্ব থেকে পরিবারের সামঞ্জস্য ও ধারাবাহিকতা.',
      gu: 'બંને ચંદ્ર રાશિઓ વચ્ચેના અંતર પરથી પરિવારનો સુમેળ અને સાતત્ય.' } },
  { id: 'rasiAdhipati', order: 7, en: 'Rasi-adhipati', hi: 'राशि अधिपति', ta: 'ராசி அதிபதி', te: 'రాశ్యధిపతి', kn: 'ರಾಶ್ಯಧಿಪತಿ', ml: 'രാശ്യധിപൻ', mr: 'राशी अधिपती', bn: 'রাশি অধিপতি', gu: 'રાશિ અધિપતિ', essential: false,
    meaning: { en: 'Understanding between the partners, by the friendship of the lords of their Moon signs.',
      hi: 'दोनों चंद्र राशियों के स्वामियों की मित्रता से आपसी समझ।',
      ta: 'இருவரின் சந்திர ராசி அதிபதிகளின் நட்பைக் கொண்டு தம்பதியருக்கு இடையிலான புரிந்துணர்வு.',
      te: 'ఇద్దరి చంద్ర రాశుల అధిపతుల మైత్రిని బట్టి దంపతుల మధ్య అవగాహన.',
      kn: 'ಇಬ್ಬರ ಚಂದ್ರ ರಾಶಿಗಳ ಅಧಿಪತಿಗಳ ಮೈತ್ರಿಯಿಂದ ದಂಪತಿಗಳ ನಡುವಿನ ತಿಳುವಳಿಕೆ.',
      ml: 'ഇരുവരുടെയും ചന്ദ്രരാശ്യധിപന്മാരുടെ മൈത്രിയിൽനിന്ന് ദമ്പതികൾ തമ്മിലുള്ള ധാരണ.',
      mr: 'दोघांच्या चंद्रराशींच्या स्वामींच्या मैत्रीवरून जोडीदारांमधील समजूत.',
      bn: 'দুজনের চন্দ্ররাশির অধিপতিদের মিত্রতা থেকে দম্পতির পারস্পরিক বোঝাপড়া.',
      gu: 'બંનેની ચંદ્ર રાશિઓના સ્વામીઓની મિત્રતા પરથી સાથીઓ વચ્ચેની સમજ.' } },
  { id: 'vasya', order: 8, en: 'Vasya', hi: 'वश्य', ta: 'வசியம்', te: 'వశ్య', kn: 'ವಶ್ಯ', ml: 'വശ്യം', mr: 'वश्य', bn: 'বশ্য', gu: 'વશ્ય', essential: false,
    meaning: { en: 'Mutual attraction, when one Moon sign is held under the sway of the other.',
      hi: 'आपसी आकर्षण, जब एक चंद्र राशि दूसरी के वश में हो।',
      ta: 'ஒரு சந்திர ராசி மற்றொன்றின் வசத்தில் இருக்கும்போது ஏற்படும் பரஸ்பர ஈர்ப்பு.',
      te: 'ఒక చంద్ర రాశి మరొకదాని వశంలో ఉన్నప్పుడు కలిగే పరస్పర ఆకర్షణ.',
      kn: 'ಒಂದು ಚಂದ್ರ ರಾಶಿ ಇನ್ನೊಂದರ ವಶದಲ್ಲಿದ್ದಾಗ ಉಂಟಾಗುವ ಪರಸ್ಪರ ಆಕರ್ಷಣೆ.',
      ml: 'ഒരു ചന്ദ്രരാശി മറ്റേതിന്റെ വശത്തിലായിരിക്കുമ്പോഴുള്ള പരസ്പരാകർഷണം.',
      mr: 'एक चंद्रराशी दुसरीच्या वशात असते तेव्हाचे परस्पर आकर्षण.',
      bn: 'একটি চন্দ্ররাশি অন্যটির বশে থাকলে পারস্পরিক আকর্ষণ.',
      gu: 'એક ચંદ્ર રાશિ બીજીના વશમાં હોય ત્યારે પરસ્પર આકર્ષણ.' } },
  { id: 'rajju', order: 9, en: 'Rajju', hi: 'रज्जु', ta: 'ரஜ்ஜு', te: 'రజ్జు', kn: 'ರಜ್ಜು', ml: 'രജ്ജു', mr: 'रज्जू', bn: 'রজ্জু', gu: 'રજ્જુ', essential: true,
    meaning: { en: 'The bond of the marriage and the husband\'s long life: the two stars must not share a rajju.',
      hi: 'विवाह का बंधन और पति की दीर्घायु: दोनों नक्षत्र एक ही रज्जु में न हों।',
      ta: 'திருமண பந்தமும் கணவனின் நீண்ட ஆயுளும்: இரு நட்சத்திரங்களும் ஒரே ரஜ்ஜுவில் இருக்கக் கூடாது.',
      te: 'వివాహ బంధం, భర్త దీర్ఘాయువు: రెండు నక్షత్రాలు ఒకే రజ్జులో ఉండకూడదు.',
      kn: 'ವಿವಾಹ ಬಂಧನ ಮತ್ತು ಪತಿಯ ದೀರ್ಘಾಯುಷ್ಯ: ಎರಡು ನಕ್ಷತ್ರಗಳು ಒಂದೇ ರಜ್ಜುವಿನಲ್ಲಿ ಇರಬಾರದು.',
      ml: 'വിവാഹബന്ധവും ഭർത്താവിന്റെ ദീർഘായുസ്സും: രണ്ടു നക്ഷത്രങ്ങളും ഒരേ രജ്ജുവിൽ ആകരുത്.',
      mr: 'विवाहाचे बंधन आणि पतीचे दीर्घायुष्य: दोन्ही नक्षत्रे एकाच रज्जूत नसावीत.',
      bn: 'বিবাহের বন্ধন ও স্বামীর দীর্ঘায়ু: দুটি নক্ষত্র একই রজ্জুতে থাকা চলবে না.',
      gu: 'લગ્નનું બંધન અને પતિનું દીર્ઘાયુ: બંને નક્ષત્રો એક જ રજ્જુમાં ન હોવાં જોઈએ.' } },
  { id: 'vedha', order: 10, en: 'Vedha', hi: 'वेध', ta: 'வேதை', te: 'వేధ', kn: 'ವೇಧ', ml: 'വേധം', mr: 'वेध', bn: 'বেধ', gu: 'વેધ', essential: true,
    meaning: { en: 'Freedom from affliction: the two stars must not be a pair that pierces each other.',
      hi: 'पीड़ा से मुक्ति: दोनों नक्षत्र परस्पर वेध करने वाली जोड़ी न हों।',
      ta: 'துன்பத்திலிருந்து விடுதலை: இரு நட்சத்திரங்களும் ஒன்றையொன்று வேதிக்கும் ஜோடியாக இருக்கக் கூடாது.',
      te: 'బాధల నుండి విముక్తి: రెండు నక్షత్రాలు పరస్పరం వేధించుకునే జంట కాకూడదు.',
      kn: 'ಪೀಡೆಯಿಂದ ಮುಕ್ತಿ: ಎರಡು ನಕ್ಷತ್ರಗಳು ಪರಸ್ಪರ ವೇಧಿಸುವ ಜೋಡಿಯಾಗಿರಬಾರದು.',
      ml: 'ദോഷങ്ങളിൽനിന്നുള്ള മോചനം: രണ്ടു നക്ഷത്രങ്ങളും പരസ്പരം വേധിക്കുന്ന ജോടിയാകരുത്.',
      mr: 'पीडेपासून मुक्ती: दोन्ही नक्षत्रे परस्परांना वेध करणारी जोडी नसावीत.',
      bn: 'পীড়া থেকে মুক্তি: দুটি নক্ষত্র পরস্পরকে বিদ্ধ করা জোড়া হওয়া চলবে না.',
      gu: 'પીડાથી મુક્તિ: બંને નક્ષત્રો એકબીજાને વેધ કરતી જોડી ન હોવાં જોઈએ.' } },
] as const;
export type Porutham = (typeof PORUTHAMS)[number];
export type PoruthamId = Porutham['id'];

/** How many poruthams there are: the count of agreeing factors is reported out of this. */
export const PORUTHAM_COUNT = 10;

/**
 * The three grades of a porutham. Uttama and madhyama are agreements (they count towards the "x of 10");
 * adhama is none. Source of the three terms and of that reading: jathakaporutham.com ("Uthamam – Good,
 * Mathimam – Not bad, Athamam – Bad"). Factors the tradition does not grade are uttama or adhama only.
 */
export const PORUTHAM_GRADES = [
  { id: 'uttama', en: 'Uttama (good)', hi: 'उत्तम', ta: 'உத்தமம்', te: 'ఉత్తమ', kn: 'ಉತ್ತಮ', ml: 'ഉത്തമം', mr: 'उत्तम', bn: 'উত্তম', gu: 'ઉત્તમ', agrees: true },
  { id: 'madhyama', en: 'Madhyama (middling)', hi: 'मध्यम', ta: 'மத்திமம்', te: 'మధ్యమ', kn: 'ಮಧ್ಯಮ', ml: 'മധ്യമം', mr: 'मध्यम', bn: 'মধ্যম', gu: 'મધ્યમ', agrees: true },
  { id: 'adhama', en: 'Adhama (no agreement)', hi: 'अधम', ta: 'அதமம்', te: 'అధమ', kn: 'ಅಧಮ', ml: 'അധമം', mr: 'अधम', bn: 'অধম', gu: 'અધમ', agrees: false },
] as const;
export type PoruthamGrade = (typeof PORUTHAM_GRADES)[number];
export type PoruthamGradeId = PoruthamGrade['id'];

// ── Dina (tara) ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Dina, chosen rule (jathakaporutham.com "Nakshathra porutham for marriage", the same text in the scribd
 * "10 Porutham" guide), on the inclusive count 1–27 from the bride's star to the groom's:
 * - uttama on the counts `uttamaCounts`;
 * - madhyama on 12, 14 and 16 unless the groom's Moon is in the pada named (12th star except its 1st quarter,
 *   14th except its 4th, 16th except its 3rd): `madhyamaCounts`;
 * - the same star (count 1): uttama or madhyama for the stars listed in `sameStar`, adhama for the other 13;
 * - count 27 (the groom's star just before the bride's): an agreement only when both Moons are in one sign,
 *   graded madhyama here (the source admits it without naming a grade);
 * - adhama otherwise, and always when the groom's Moon sign is the 8th from the bride's (`ashtamaSignCount`,
 *   "Ashtama Rashi nakshatras are Athamam").
 *
 * Alternatives: `DINA_RULES` `fromGroom` (below). Not offered: the remainder rule (count modulo 9 in 2, 4, 6, 8, 0,
 * poorvapunya.com), which also admits 17, 22 and 27; tamilhoroscope.in's list (2 … 15, 17, 18, 20, 22, 26, 27, as
 * quoted by ananthakumaran.github.com); the further same-sign rule "the groom's star should precede the bride's"
 * of the chosen source.
 */
export const DINA = {
  id: 'fromBride',
  en: "Counted from the bride's star",
  hi: 'वधू के नक्षत्र से गणना',
  ta: 'மணமகளின் நட்சத்திரத்திலிருந்து எண்ணுதல்',
  te: 'వధువు నక్షత్రం నుండి లెక్కింపు',
  kn: 'ವಧುವಿನ ನಕ್ಷತ್ರದಿಂದ ಎಣಿಕೆ',
  ml: 'വധുവിന്റെ നക്ഷത്രത്തിൽനിന്ന് എണ്ണൽ',
  mr: 'वधूच्या नक्षत्रापासून गणना',
  bn: 'কনের নক্ষত্র থেকে গণনা',
  gu: 'કન્યાના નક્ષત્રથી ગણતરી',
  countFrom: 'bride',
  uttamaCounts: [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26],
  madhyamaCounts: [
    { count: 12, exceptCountedPada: 1 },
    { count: 14, exceptCountedPada: 4 },
    { count: 16, exceptCountedPada: 3 },
  ],
  otherMadhyamaCounts: [],
  sameStar: {
    uttama: ['rohini', 'ardra', 'pushya', 'magha', 'hasta', 'shravana'],
    madhyama: ['ashwini', 'bharani', 'krittika', 'mrigashira', 'punarvasu', 'uttara-phalguni', 'chitra', 'anuradha'],
  },
  lastStarCount: 27,
  ashtamaSignCount: 8,
} as const satisfies DinaRule;

/** A dina rule: which partner's star the count runs from and what each count gives. */
export interface DinaRule extends Names {
  readonly id: string;
  /** The partner whose star is the first of the count (1–27) to the other's. */
  readonly countFrom: 'bride' | 'groom';
  readonly uttamaCounts: readonly number[];
  /** Madhyama unless the counted star's Moon (the other partner's) is in the pada named. */
  readonly madhyamaCounts: readonly { readonly count: number; readonly exceptCountedPada: 1 | 2 | 3 | 4 }[];
  /** Counts a source admits without naming a grade: madhyama. */
  readonly otherMadhyamaCounts: readonly number[];
  /** The same star (count 1): uttama or madhyama for these stars, adhama for the others. */
  readonly sameStar: { readonly uttama: readonly NakshatraId[]; readonly madhyama: readonly NakshatraId[] };
  /** Count 27 agrees (madhyama) only when both Moons are in one sign. */
  readonly lastStarCount: number;
  /** The groom's sign counted from the bride's (1–12) that makes dina adhama whatever the star count; null: none. */
  readonly ashtamaSignCount: number | null;
}

/**
 * The dina rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `fromBride` (`DINA`, the default).
 * - `fromGroom`: counted from the groom's star to the bride's, as the Tamil almanac reckons it (PyJHora's
 *   `dina_porutham_south`, horoscope/match/compatibility.py:315: "ProKerala reads from Girl - whereas Tamil
 *   Panchangam says count from boy star"), admitting also 17, 21 and 25 ("extra in Tamil Panchangam", :316; graded
 *   madhyama here, the source names no grade); 12, 14 and 16 with the same pada exceptions, read on the bride's
 *   star, the counted one; the same-star lists of vysyamala.com (uttama Rohini, Ardra, Magha, Vishakha, Shravana,
 *   Hasta, Revati; madhyama Ashwini, Bharani, Mrigashira, Krittika, Punarvasu, Uttara Ashadha, Chitra, Anuradha, as
 *   PyJHora's docstring quotes them, :303–306); 27 only within one sign (:309–310); no 8th-sign rule.
 *   PyJHora's code departs from its own docstring in four ways, errors not copied (docs/conventions.md counts
 *   them): it tests the pada exceptions on the bride's star NUMBER being 12, 14 or 16 instead of the count
 *   (:317–319); its same-star list is another one (:321); it passes any couple in one sign whose groom's star
 *   number is lower, turning the docstring's condition into a pass (:325); it passes twelve count-22 pairs that
 *   its docstring calls Vinashika, "not compatible" (:311–313, :327–328).
 */
export const DINA_RULES = [
  DINA,
  {
    id: 'fromGroom',
    en: "Counted from the groom's star (Tamil almanac)",
    hi: 'वर के नक्षत्र से गणना (तमिल पंचांग)',
    ta: 'மணமகனின் நட்சத்திரத்திலிருந்து எண்ணுதல் (தமிழ்ப் பஞ்சாங்கம்)',
    te: 'వరుడి నక్షత్రం నుండి లెక్కింపు (తమిళ పంచాంగం)',
    kn: 'ವರನ ನಕ್ಷತ್ರದಿಂದ ಎಣಿಕೆ (ತಮಿಳು ಪಂಚಾಂಗ)',
    ml: 'വരന്റെ നക്ഷത്രത്തിൽനിന്ന് എണ്ണൽ (തമിഴ് പഞ്ചാംഗം)',
    mr: 'वराच्या नक्षत्रापासून गणना (तमिळ पंचांग)',
    bn: 'বরের নক্ষত্র থেকে গণনা (তামিল পঞ্জিকা)',
    gu: 'વરના નક્ષત્રથી ગણતરી (તમિલ પંચાંગ)',
    countFrom: 'groom',
    uttamaCounts: [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26],
    madhyamaCounts: [
      { count: 12, exceptCountedPada: 1 },
      { count: 14, exceptCountedPada: 4 },
      { count: 16, exceptCountedPada: 3 },
    ],
    otherMadhyamaCounts: [17, 21, 25],
    sameStar: {
      uttama: ['rohini', 'ardra', 'magha', 'vishakha', 'shravana', 'hasta', 'revati'],
      madhyama: ['ashwini', 'bharani', 'mrigashira', 'krittika', 'punarvasu', 'uttara-ashadha', 'chitra', 'anuradha'],
    },
    lastStarCount: 27,
    ashtamaSignCount: null,
  },
] as const satisfies readonly DinaRule[];
export type DinaRuleId = (typeof DINA_RULES)[number]['id'];

// ── Gana ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Gana grade by the bride's gana (outer key) and the groom's (inner key). Chosen rule (poorvapunya.com "Ten
 * matches"): the same gana agrees fully; a Deva or Manushya groom "should not marry a Rakshasa girl", while a
 * Rakshasa groom with a Deva or Manushya bride "is possible" (madhyama here); Deva with Manushya either way is
 * madhyama (the middling grade of the same tradition's gana koota). Not symmetric.
 * Alternatives: `GANA_RULES` `rakshasaApart` (below). Not offered: marriage-matching-astrology.blogspot.com
 * admits Manushya with Rakshasa and rejects Deva with Rakshasa either way; the parihara "Rakshasa gana is
 * cancelled when the bride's star is beyond the 14th from the groom's" (pdfcoffee.com "Marriage & matching") and
 * the rule that two Rakshasa stars fail when the groom's is within 13 of the bride's (babynames.india-biz.in
 * "Gana porutham") are not applied. PyJHora applies a form of the last with the bride's star NUMBER (two Rakshasa
 * stars agree only when hers exceeds 14, horoscope/match/compatibility.py:360–361 with `gana_threshold_south`,
 * const.py:662) where the rule counts from her star: an error, not copied.
 */
export const GANA_GRADES = {
  Deva: { Deva: 'uttama', Manushya: 'madhyama', Rakshasa: 'madhyama' },
  Manushya: { Deva: 'madhyama', Manushya: 'uttama', Rakshasa: 'madhyama' },
  Rakshasa: { Deva: 'adhama', Manushya: 'adhama', Rakshasa: 'uttama' },
} as const satisfies Readonly<Record<Gana, Readonly<Record<Gana, PoruthamGradeId>>>>;

/**
 * The gana rules a request can choose (`PORUTHAM_RULE_SETS`), `[bride's gana][groom's gana]`.
 * - `rakshasaGroomAccepted` (`GANA_GRADES`, the default).
 * - `rakshasaApart`: Rakshasa agrees with Rakshasa only, whoever is the groom; Deva with Manushya agrees either
 *   way (madhyama). The reading PyJHora's South gana gives (horoscope/match/compatibility.py:356–361), which its
 *   docstring attributes to prokerala.com ("Gana Porutham", :366).
 */
export const GANA_RULES = [
  { id: 'rakshasaGroomAccepted', en: 'A Rakshasa groom accepted with any bride', hi: 'राक्षस गण वर किसी भी वधू के साथ स्वीकार्य', ta: 'ராட்சச கண மணமகன் எந்த மணமகளுடனும் ஏற்கத்தக்கவர்', te: 'రాక్షస గణ వరుడు ఏ వధువుతోనైనా అంగీకారమే', kn: 'ರಾಕ್ಷಸ ಗಣದ ವರ ಯಾವ ವಧುವಿನೊಂದಿಗೂ ಸ್ವೀಕಾರಾರ್ಹ', ml: 'രാക്ഷസഗണ വരൻ ഏതു വധുവിനോടും സ്വീകാര്യൻ', mr: 'राक्षस गणाचा वर कोणत्याही वधूसोबत स्वीकारार्ह', bn: 'রাক্ষস গণের বর যেকোনো কনের সঙ্গে গ্রহণযোগ্য', gu: 'રાક્ષસ ગણનો વર કોઈ પણ કન્યા સાથે સ્વીકાર્ય',
    grades: GANA_GRADES },
  { id: 'rakshasaApart', en: 'Rakshasa only with Rakshasa', hi: 'राक्षस गण केवल राक्षस गण के साथ', ta: 'ராட்சச கணம் ராட்சச கணத்துடன் மட்டும்', te: 'రాక్షస గణం రాక్షస గణంతో మాత్రమే', kn: 'ರಾಕ್ಷಸ ಗಣ ರಾಕ್ಷಸ ಗಣದೊಂದಿಗೆ ಮಾತ್ರ', ml: 'രാക്ഷസഗണം രാക്ഷസഗണത്തോടു മാത്രം', mr: 'राक्षस गण फक्त राक्षस गणासोबत', bn: 'রাক্ষস গণ কেবল রাক্ষস গণের সঙ্গে', gu: 'રાક્ષસ ગણ ફક્ત રાક્ષસ ગણ સાથે',
    grades: {
      Deva: { Deva: 'uttama', Manushya: 'madhyama', Rakshasa: 'adhama' },
      Manushya: { Deva: 'madhyama', Manushya: 'uttama', Rakshasa: 'adhama' },
      Rakshasa: { Deva: 'adhama', Manushya: 'adhama', Rakshasa: 'uttama' },
    } },
] as const satisfies readonly (Names & { readonly id: string;
  readonly grades: Readonly<Record<Gana, Readonly<Record<Gana, PoruthamGradeId>>>> })[];
export type GanaRuleId = (typeof GANA_RULES)[number]['id'];

// ── Mahendra ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Inclusive counts 1–27 from the bride's star to the groom's that give mahendra (uttama); any other count is
 * adhama. The same in every source read: rahasyavedicastrology.com ("Mahendra", with worked examples),
 * poorvapunya.com, marriage-matching-astrology.blogspot.com, astrosiva.in, PyJHora.
 */
export const MAHENDRA_COUNTS = [4, 7, 10, 13, 16, 19, 22, 25] as const;

// ── Stree-deergha ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Stree-deergha on the inclusive count 1–27 from the bride's star to the groom's. Chosen rule (poorvapunya.com):
 * beyond 13 (14–27) uttama; "more than 7" up to 13 (8–13) madhyama (the source's "less than 13" leaves 13
 * itself ungraded; it is put with the middling counts here); 7 or less adhama.
 * Alternatives not used: marriage-matching-astrology.blogspot.com (agreement only beyond 13, no middle grade);
 * PyJHora (beyond 13 in its North setting, beyond 7 in its South setting); some guides use 9.
 */
export const STREE_DEERGHA = { uttamaFromCount: 14, madhyamaFromCount: 8 } as const;

// ── Yoni ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Yoni grade. Chosen rule: sworn-enemy animals (data/ashtakoot.ts `YONIS[].enemy`: horse–buffalo,
 * elephant–lion, sheep–monkey, serpent–mongoose, dog–deer, cat–rat, cow–tiger) are adhama, the only
 * disagreement (diamondtamil.com "யோனிப் பொருத்தம்": only enemy animals fail); otherwise a male-yoni groom with
 * a female-yoni bride is uttama and every other pairing madhyama (tirumanaporutham.blogspot.com "Yoni
 * porutham": male groom with female bride is the best match).
 * Alternatives: `YONI_RULES` `serpentRatEnemies` (below). Not offered: tirumanaporutham.blogspot.com makes only
 * two male yonis madhyama and every other non-enemy pairing adhama.
 */
export const YONI_GRADES = {
  enemies: 'adhama',
  maleGroomFemaleBride: 'uttama',
  otherwise: 'madhyama',
} as const satisfies Readonly<Record<string, PoruthamGradeId>>;

/**
 * The yoni rules a request can choose (`PORUTHAM_RULE_SETS`): which animal pairs are enemies (adhama).
 * - `sevenEnemies` (the default): the seven sworn-enemy pairs of `YONIS` (data/ashtakoot.ts).
 * - `serpentRatEnemies`: those and the serpent with the rat, as South Indian tables count them (PyJHora:
 *   "In South India yoni - Snake/Rat are enemies. In North India they are not", horoscope/match/compatibility.py:75–76).
 */
export const YONI_RULES = [
  { id: 'sevenEnemies', en: 'The seven sworn-enemy pairs', hi: 'सात शत्रु योनि जोड़े', ta: 'ஏழு ஜன்மப் பகை யோனி ஜோடிகள்', te: 'ఏడు బద్ధ శత్రు యోని జంటలు', kn: 'ಏಳು ಬದ್ಧ ವೈರಿ ಯೋನಿ ಜೋಡಿಗಳು', ml: 'ഏഴു ജന്മശത്രു യോനി ജോടികൾ', mr: 'सात कट्टर शत्रू योनी जोड्या', bn: 'সাতটি চিরশত্রু যোনি জোড়া', gu: 'સાત કટ્ટર શત્રુ યોનિ જોડીઓ', extraEnemies: [] },
  { id: 'serpentRatEnemies', en: 'The seven pairs and serpent–rat', hi: 'सात जोड़े और सर्प–मूषक', ta: 'ஏழு ஜோடிகளும் பாம்பு–எலியும்', te: 'ఏడు జంటలు, సర్పం–మూషికం', kn: 'ಏಳು ಜೋಡಿಗಳು ಮತ್ತು ಸರ್ಪ–ಮೂಷಿಕ', ml: 'ഏഴു ജോടികളും സർപ്പം–മൂഷികവും', mr: 'सात जोड्या आणि सर्प–मूषक', bn: 'সাতটি জোড়া এবং সর্প–মূষিক', gu: 'સાત જોડીઓ અને સર્પ–મૂષક',
    extraEnemies: [['Serpent', 'Rat']] },
] as const satisfies readonly (Names & { readonly id: string;
  readonly extraEnemies: readonly (readonly [YoniAnimal, YoniAnimal])[] })[];
export type YoniRuleId = (typeof YONI_RULES)[number]['id'];

// ── Rasi ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Rasi grade by the inclusive count 1–12 from the bride's Moon sign to the groom's. Chosen rule (raajayogam.com
 * "Raasi porutham"): signs 6th, 8th or 12th from each other do not agree (counts 2, 6, 8, 12); the 7th
 * (samasaptama) is the best (uttama) except for the pairs in `RASI_SAMASAPTAMA_EXCEPTIONS`; the same sign
 * and counts 3, 4, 5, 9, 10, 11 agree (madhyama here; the source calls them "also matching"). The source's
 * further conditions on the same sign are not applied.
 * Alternatives: `RASI_RULES` `beyondSixth` (below). Not offered: ibcbakthi.com ("ராசி பொருத்தம்": 7, 9, 10, 11
 * uttama; 1, 3, 5, 12 madhyama; 2, 6, 8 adhama).
 */
export const RASI_GRADE_BY_COUNT = [
  { count: 1, grade: 'madhyama' },
  { count: 2, grade: 'adhama' },
  { count: 3, grade: 'madhyama' },
  { count: 4, grade: 'madhyama' },
  { count: 5, grade: 'madhyama' },
  { count: 6, grade: 'adhama' },
  { count: 7, grade: 'uttama' },
  { count: 8, grade: 'adhama' },
  { count: 9, grade: 'madhyama' },
  { count: 10, grade: 'madhyama' },
  { count: 11, grade: 'madhyama' },
  { count: 12, grade: 'adhama' },
] as const satisfies readonly { readonly count: number; readonly grade: PoruthamGradeId }[];

/** Sign pairs 7th from each other that do NOT agree for rasi (raajayogam.com): Cancer–Capricorn, Leo–Aquarius. */
export const RASI_SAMASAPTAMA_EXCEPTIONS = [
  ['cancer', 'capricorn'],
  ['leo', 'aquarius'],
] as const satisfies readonly (readonly [SignId, SignId])[];

/**
 * The rasi rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `signDistance` (`RASI_GRADE_BY_COUNT` with `RASI_SAMASAPTAMA_EXCEPTIONS`, the default).
 * - `beyondSixth`: the groom's Moon sign beyond the 6th from the bride's (counts 7–12) agrees (uttama), any other
 *   does not: the South rasi rule of PyJHora (`raasi_porutham_south`, horoscope/match/compatibility.py:412–413 with
 *   `raasi_threshold_south` = 6, const.py:661); the same line as the stree-deergha count, read on signs.
 */
export const RASI_RULES = [
  { id: 'signDistance', en: 'By the distance of the two signs', hi: 'दोनों राशियों की दूरी से', ta: 'இரு ராசிகளின் தொலைவைக் கொண்டு', te: 'రెండు రాశుల దూరాన్ని బట్టి', kn: 'ಎರಡು ರಾಶಿಗಳ ದೂರದಿಂದ', ml: 'രണ്ടു രാശികളുടെ ദൂരത്തിൽനിന്ന്', mr: 'दोन्ही राशींमधील अंतरावरून', bn: 'দুই রাশির দূরত্ব থেকে', gu: 'બંને રાશિઓના અંતર પરથી', agreesFromCount: null },
  { id: 'beyondSixth', en: "The groom's sign beyond the 6th from the bride's", hi: 'वर की राशि वधू की राशि से छठी के आगे', ta: 'மணமகளின் ராசியிலிருந்து 6-ஆம் ராசிக்கு அப்பால் மணமகனின் ராசி', te: 'వధువు రాశి నుండి 6వ రాశి దాటి వరుడి రాశి', kn: 'ವಧುವಿನ ರಾಶಿಯಿಂದ 6ನೇ ರಾಶಿಯ ಆಚೆ ವರನ ರಾಶಿ', ml: 'വധുവിന്റെ രാശിയിൽനിന്ന് 6-ാം രാശിക്കപ്പുറം വരന്റെ രാശി', mr: 'वधूच्या राशीपासून 6व्या राशीपलीकडे वराची राशी', bn: 'কনের রাশি থেকে 6ষ্ঠ রাশির পরে বরের রাশি', gu: 'કન્યાની રાશિથી 6ઠ્ઠી રાશિની પેલે પાર વરની રાશિ',
    agreesFromCount: 7 },
] as const satisfies readonly (Names & { readonly id: string;
  readonly agreesFromCount: number | null })[];
export type RasiRuleId = (typeof RASI_RULES)[number]['id'];

// ── Rasi-adhipati ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Rasi-adhipati grade from the natural friendships of the two sign lords read both ways (data/grahas.ts,
 * BPHS ch. 3); the key is the two relations sorted friend < neutral < enemy. Chosen rule
 * (tirumanaporutham.blogspot.com "Raasi Athipathi Porutham"): mutual friends uttama; friend and neutral, or both
 * neutral, madhyama ("moderately matching"); friend and enemy, or neutral and enemy, no agreement; both enemies
 * no agreement. The same lord (both Moons in signs of one graha) is not stated there; graded uttama here.
 * Alternative: `RASI_ADHIPATI_RULES` `acceptedLords` (below).
 */
export const RASI_ADHIPATI_GRADES = {
  same: 'uttama',
  'friend+friend': 'uttama',
  'friend+neutral': 'madhyama',
  'neutral+neutral': 'madhyama',
  'friend+enemy': 'adhama',
  'neutral+enemy': 'adhama',
  'enemy+enemy': 'adhama',
} as const satisfies Readonly<Record<LordViews, PoruthamGradeId>>;

/**
 * The rasi-adhipati rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `friendship` (`RASI_ADHIPATI_GRADES`, the default).
 * - `acceptedLords`: for the lord of the bride's Moon sign, the lords of the groom's sign that agree (uttama), any
 *   other adhama; the same lord does not agree. The list of PyJHora's South table
 *   (`raasi_adhipathi_array_south`, horoscope/match/compatibility.py:148–155, read bride's lord by groom's at :401),
 *   which names no source: the Sun accepts Jupiter; the Moon Mercury and Jupiter; Mars Mercury and Venus; Mercury
 *   all but the Sun; Jupiter all but Mars; Venus all but the Sun and Moon; Saturn Mercury, Jupiter and Venus.
 */
export const RASI_ADHIPATI_RULES = [
  { id: 'friendship', en: 'By the natural friendship of the two lords', hi: 'दोनों स्वामियों की नैसर्गिक मित्रता से', ta: 'இரு அதிபதிகளின் இயற்கை நட்பைக் கொண்டு', te: 'ఇద్దరు అధిపతుల నైసర్గిక మైత్రిని బట్టి', kn: 'ಇಬ್ಬರು ಅಧಿಪತಿಗಳ ನೈಸರ್ಗಿಕ ಮೈತ್ರಿಯಿಂದ', ml: 'രണ്ട് അധിപന്മാരുടെ നൈസർഗിക മൈത്രിയിൽനിന്ന്', mr: 'दोन्ही स्वामींच्या नैसर्गिक मैत्रीवरून', bn: 'দুই অধিপতির নৈসর্গিক মিত্রতা থেকে', gu: 'બંને સ્વામીઓની નૈસર્ગિક મિત્રતા પરથી', accepted: null },
  { id: 'acceptedLords', en: "The lords each bride's lord accepts", hi: 'वधू की राशि के स्वामी द्वारा स्वीकार्य स्वामी', ta: 'மணமகளின் ராசி அதிபதி ஏற்கும் அதிபதிகள்', te: 'వధువు రాశ్యధిపతి అంగీకరించే అధిపతులు', kn: 'ವಧುವಿನ ರಾಶ್ಯಧಿಪತಿ ಒಪ್ಪುವ ಅಧಿಪತಿಗಳು', ml: 'വധുവിന്റെ രാശ്യധിപൻ സ്വീകരിക്കുന്ന അധിപന്മാർ', mr: 'वधूच्या राशिस्वामीला मान्य असलेले स्वामी', bn: 'কনের রাশির অধিপতি যাঁদের গ্রহণ করেন সেই অধিপতি', gu: 'કન્યાની રાશિના સ્વામીને માન્ય સ્વામીઓ',
    accepted: {
      sun: ['jupiter'],
      moon: ['mercury', 'jupiter'],
      mars: ['mercury', 'venus'],
      mercury: ['moon', 'mars', 'jupiter', 'venus', 'saturn'],
      jupiter: ['sun', 'moon', 'mercury', 'venus', 'saturn'],
      venus: ['mars', 'mercury', 'jupiter', 'saturn'],
      saturn: ['mercury', 'jupiter', 'venus'],
    } },
] as const satisfies readonly (Names & { readonly id: string;
  readonly accepted: Readonly<Record<SignLordId, readonly SignLordId[]>> | null })[];
export type RasiAdhipatiRuleId = (typeof RASI_ADHIPATI_RULES)[number]['id'];

// ── Vasya ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * For each sign, the signs under its sway (vasya). Source: the classical vasya list used by South Indian
 * porutham tables, as PyJHora transcribes it (`vasiya_porutham_south`: Aries holds Leo and Scorpio, Taurus
 * Cancer and Libra, … Pisces Capricorn); not re-checked against a printed page in this change. Chosen rule:
 * vasya agrees (uttama) when either partner's sign holds the other's, adhama otherwise. Alternative:
 * `VASYA_RULES` `brideHoldsGroom` (below).
 */
export const VASYA_SIGNS = {
  aries: ['leo', 'scorpio'],
  taurus: ['cancer', 'libra'],
  gemini: ['virgo'],
  cancer: ['scorpio', 'sagittarius'],
  leo: ['libra'],
  virgo: ['gemini', 'pisces'],
  libra: ['virgo', 'capricorn'],
  scorpio: ['cancer'],
  sagittarius: ['pisces'],
  capricorn: ['aries', 'aquarius'],
  aquarius: ['aries'],
  pisces: ['capricorn'],
} as const satisfies Readonly<Record<SignId, readonly SignId[]>>;

/**
 * The vasya rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `eitherWay` (the default): either sign holds the other.
 * - `brideHoldsGroom`: only the bride's sign holding the groom's agrees, as PyJHora reads the list
 *   (`vasiya_porutham_south`, horoscope/match/compatibility.py:244–247).
 */
export const VASYA_RULES = [
  { id: 'eitherWay', en: 'Either sign holds the other', hi: 'कोई भी राशि दूसरी को वश में रखे', ta: 'எந்த ராசியும் மற்றதை வசப்படுத்தலாம்', te: 'ఏ రాశైనా మరొకదాన్ని వశంలో ఉంచవచ్చు', kn: 'ಯಾವ ರಾಶಿಯಾದರೂ ಇನ್ನೊಂದನ್ನು ವಶದಲ್ಲಿಡಬಹುದು', ml: 'ഏതു രാശിയും മറ്റേതിനെ വശത്താക്കാം', mr: 'कोणतीही राशी दुसरीला वशात ठेवू शकते', bn: 'যেকোনো রাশি অন্যটিকে বশে রাখতে পারে', gu: 'કોઈ પણ રાશિ બીજીને વશમાં રાખી શકે' },
  { id: 'brideHoldsGroom', en: "The bride's sign holds the groom's", hi: 'वधू की राशि वर की राशि को वश में रखे', ta: 'மணமகளின் ராசி மணமகனின் ராசியை வசப்படுத்துகிறது', te: 'వధువు రాశి వరుడి రాశిని వశంలో ఉంచుతుంది', kn: 'ವಧುವಿನ ರಾಶಿ ವರನ ರಾಶಿಯನ್ನು ವಶದಲ್ಲಿಡುತ್ತದೆ', ml: 'വധുവിന്റെ രാശി വരന്റെ രാശിയെ വശത്താക്കുന്നു', mr: 'वधूची राशी वराच्या राशीला वशात ठेवते', bn: 'কনের রাশি বরের রাশিকে বশে রাখে', gu: 'કન્યાની રાશિ વરની રાશિને વશમાં રાખે' },
] as const;
export type VasyaRuleId = (typeof VASYA_RULES)[number]['id'];

// ── Rajju ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The five rajjus (parts of the body) and their stars, foot to head. Source: jathagamporutham.com ("Rajju
 * porutham in tamil") and m.epanchang.com ("Rajju Porutham"), which print the same groups (also PyJHora's).
 * Chosen rule: the two stars in the same rajju are adhama (rajju dosha), different rajjus uttama.
 * `ascending` (aroha) and `descending` (avaroha): the two halves of each rajju but the head's, as
 * neerkondar.blogspot.com ("ரஜ்ஜுப் பொருத்தம்", 2013/06) lists them, read by `RAJJU_RULES` `arohaAvaroha`.
 */
export const RAJJUS = [
  { id: 'pada', en: 'Pada (foot)', hi: 'पाद रज्जु', ta: 'பாத ரஜ்ஜு', te: 'పాద రజ్జు', kn: 'ಪಾದ ರಜ್ಜು', ml: 'പാദരജ്ജു', mr: 'पाद रज्जू', bn: 'পাদ রজ্জু', gu: 'પાદ રજ્જુ',
    stars: ['ashwini', 'ashlesha', 'magha', 'jyeshtha', 'mula', 'revati'],
    ascending: ['ashwini', 'magha', 'mula'], descending: ['ashlesha', 'jyeshtha', 'revati'] },
  { id: 'kati', en: 'Kati (waist)', hi: 'कटि रज्जु', ta: 'கடி ரஜ்ஜு', te: 'కటి రజ్జు', kn: 'ಕಟಿ ರಜ್ಜು', ml: 'കടിരജ്ജു', mr: 'कटी रज्जू', bn: 'কটি রজ্জু', gu: 'કટિ રજ્જુ',
    stars: ['bharani', 'pushya', 'purva-phalguni', 'anuradha', 'purva-ashadha', 'uttara-bhadrapada'],
    ascending: ['bharani', 'purva-phalguni', 'purva-ashadha'], descending: ['pushya', 'anuradha', 'uttara-bhadrapada'] },
  { id: 'nabhi', en: 'Nabhi (navel)', hi: 'नाभि रज्जु', ta: 'நாபி ரஜ்ஜு', te: 'నాభి రజ్జు', kn: 'ನಾಭಿ ರಜ್ಜು', ml: 'നാഭിരജ്ജു', mr: 'नाभी रज्जू', bn: 'নাভি রজ্জু', gu: 'નાભિ રજ્જુ',
    stars: ['krittika', 'punarvasu', 'uttara-phalguni', 'vishakha', 'uttara-ashadha', 'purva-bhadrapada'],
    ascending: ['krittika', 'uttara-phalguni', 'uttara-ashadha'], descending: ['punarvasu', 'vishakha', 'purva-bhadrapada'] },
  { id: 'kanta', en: 'Kanta (neck)', hi: 'कण्ठ रज्जु', ta: 'கண்ட ரஜ்ஜு', te: 'కంఠ రజ్జు', kn: 'ಕಂಠ ರಜ್ಜು', ml: 'കണ്ഠരജ്ജു', mr: 'कंठ रज्जू', bn: 'কণ্ঠ রজ্জু', gu: 'કંઠ રજ્જુ',
    stars: ['rohini', 'ardra', 'hasta', 'swati', 'shravana', 'shatabhisha'],
    ascending: ['rohini', 'hasta', 'shravana'], descending: ['ardra', 'swati', 'shatabhisha'] },
  { id: 'siro', en: 'Siro (head)', hi: 'शिरो रज्जु', ta: 'சிரோ ரஜ்ஜு', te: 'శిరో రజ్జు', kn: 'ಶಿರೋ ರಜ್ಜು', ml: 'ശിരോരജ്ജു', mr: 'शिरो रज्जू', bn: 'শিরো রজ্জু', gu: 'શિરો રજ્જુ',
    stars: ['mrigashira', 'chitra', 'dhanishta'], ascending: [], descending: [] },
] as const satisfies readonly (Names & { readonly id: string;
  readonly stars: readonly NakshatraId[]; readonly ascending: readonly NakshatraId[]; readonly descending: readonly NakshatraId[] })[];
export type Rajju = (typeof RAJJUS)[number];
export type RajjuId = Rajju['id'];

/**
 * The rajju rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `sameRajju` (the default): two stars of one rajju fail.
 * - `arohaAvaroha`: two stars of one rajju fail only when both ascend or both descend (or both are of the head
 *   rajju, which has no halves); one ascending and one descending agree (neerkondar.blogspot.com: "ஒன்று
 *   ஆரோகத்திலும், ஒன்று அவரோகத்திலும் … ஒரே ரஜ்ஜுவாக இருந்தாலும் … பொருத்தம் உண்டு"). PyJHora's South rajju
 *   computes this reading (horoscope/match/compatibility.py:470–481), though the docstring above its lists
 *   (:103) states the reverse; its neck list `[413,22]` (:105) lost a comma, so Rohini and Hasta count as
 *   descending there: an error, not copied.
 */
export const RAJJU_RULES = [
  { id: 'sameRajju', en: 'Two stars of one rajju fail', hi: 'एक ही रज्जु के दो नक्षत्र असफल', ta: 'ஒரே ரஜ்ஜுவின் இரு நட்சத்திரங்கள் பொருந்தாது', te: 'ఒకే రజ్జులోని రెండు నక్షత్రాలు కుదరవు', kn: 'ಒಂದೇ ರಜ್ಜುವಿನ ಎರಡು ನಕ್ಷತ್ರಗಳು ಹೊಂದುವುದಿಲ್ಲ', ml: 'ഒരേ രജ്ജുവിലെ രണ്ടു നക്ഷത്രങ്ങൾ ചേരില്ല', mr: 'एकाच रज्जूची दोन नक्षत्रे जुळत नाहीत', bn: 'একই রজ্জুর দুটি নক্ষত্র মেলে না', gu: 'એક જ રજ્જુનાં બે નક્ષત્રો મળતાં નથી' },
  { id: 'arohaAvaroha', en: 'One rajju fails only in the same direction', hi: 'एक ही रज्जु केवल एक ही दिशा में असफल', ta: 'ஒரே ரஜ்ஜு ஒரே திசையில் இருந்தால் மட்டுமே பொருந்தாது', te: 'ఒకే రజ్జు ఒకే దిశలో ఉన్నప్పుడు మాత్రమే కుదరదు', kn: 'ಒಂದೇ ರಜ್ಜು ಒಂದೇ ದಿಕ್ಕಿನಲ್ಲಿದ್ದಾಗ ಮಾತ್ರ ಹೊಂದುವುದಿಲ್ಲ', ml: 'ഒരേ രജ്ജു ഒരേ ദിശയിലാകുമ്പോൾ മാത്രം ചേരില്ല', mr: 'एकच रज्जू फक्त एकाच दिशेत असल्यास जुळत नाही', bn: 'একই রজ্জু কেবল একই দিকে হলে মেলে না', gu: 'એક જ રજ્જુ ફક્ત એક જ દિશામાં હોય ત્યારે જ મળતું નથી' },
] as const;
export type RajjuRuleId = (typeof RAJJU_RULES)[number]['id'];

// ── Vedha ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The thirteen vedha (mutually piercing) star pairs; a bride and groom on the two stars of a pair are adhama,
 * any other pair uttama. Source: pdfcoffee.com "Marriage & matching" ("Prohibited pairs": Ashwini–Jyeshtha …
 * Mrigashira–Dhanishta); the same pairs, in another order, on astroved.com ("Vedha Porutham").
 * Chitra belongs to no pair here. Alternative not offered: a three-way Mrigashira–Chitra–Dhanishta vedha printed
 * by some Tamil guides. PyJHora fails every couple whose star numbers add up to 19, 28 or 37
 * (horoscope/match/compatibility.py:97 and :450), which holds these thirteen pairs and fifteen more (Ardra–Hasta,
 * Ashwini–Revati, Jyeshtha–Mula, Chitra with itself …); the thirteen pairs are its own list in the line above
 * (:96, commented out): an error, not copied.
 */
export const VEDHA_PAIRS = [
  ['ashwini', 'jyeshtha'],
  ['bharani', 'anuradha'],
  ['krittika', 'vishakha'],
  ['rohini', 'swati'],
  ['ardra', 'shravana'],
  ['punarvasu', 'uttara-ashadha'],
  ['pushya', 'purva-ashadha'],
  ['ashlesha', 'mula'],
  ['magha', 'revati'],
  ['purva-phalguni', 'uttara-bhadrapada'],
  ['uttara-phalguni', 'purva-bhadrapada'],
  ['hasta', 'shatabhisha'],
  ['mrigashira', 'dhanishta'],
] as const satisfies readonly (readonly [NakshatraId, NakshatraId])[];

// ── Verdict ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Verdicts of a porutham match. Chosen rule (jathakaporutham.com): any essential porutham failing
 * (`PORUTHAMS[].essential`) rejects the match; otherwise 8 or more agreeing poruthams of 10 is excellent
 * (`minAgreeing`), fewer is acceptable (the source's "6 or 7 … is Madhyamam"; with the six essentials
 * agreeing the count is at least 6). No weighted score is computed: the sources read give none.
 */
export const PORUTHAM_VERDICTS = [
  { id: 'rejected', en: 'Not recommended', hi: 'अनुशंसित नहीं', ta: 'பரிந்துரைக்கப்படவில்லை', te: 'సిఫార్సు చేయబడదు', kn: 'ಶಿಫಾರಸು ಮಾಡುವುದಿಲ್ಲ', ml: 'ശുപാർശ ചെയ്യുന്നില്ല', mr: 'शिफारस नाही', bn: 'সুপারিশ করা হয় না', gu: 'ભલામણ નથી', minAgreeing: null,
    description: { en: 'An essential porutham fails, which rejects the match whatever the others show.',
      hi: 'एक आवश्यक पोरुथम नहीं मिलता, जिससे बाकी चाहे जो दिखाएँ, मिलान अस्वीकार होता है।',
      ta: 'ஓர் அவசியமான பொருத்தம் இல்லை; மற்றவை எப்படி இருந்தாலும் இது திருமணப் பொருத்தத்தை நிராகரிக்கிறது.',
      te: 'ఒక ముఖ్యమైన పొంతన కుదరలేదు; మిగిలినవి ఏమి చూపినా ఇది జోడీని తిరస్కరిస్తుంది.',
      kn: 'ಒಂದು ಅಗತ್ಯ ಕೂಟ ಹೊಂದುವುದಿಲ್ಲ; ಉಳಿದವು ಏನೇ ತೋರಿಸಿದರೂ ಇದು ಹೊಂದಾಣಿಕೆಯನ್ನು ತಿರಸ್ಕರಿಸುತ್ತದೆ.',
      ml: 'ഒരു അനിവാര്യ പൊരുത്തം ഇല്ല; മറ്റുള്ളവ എന്തു കാണിച്ചാലും ഇത് പൊരുത്തത്തെ തള്ളുന്നു.',
      mr: 'एक आवश्यक पोरुथम जुळत नाही; बाकीचे काहीही दाखवोत, त्यामुळे ही जुळणी नाकारली जाते.',
      bn: 'একটি আবশ্যিক পোরুথম মেলে না; বাকিগুলি যা-ই দেখাক, এতে মিলটি প্রত্যাখ্যাত হয়.',
      gu: 'એક આવશ્યક પોરુથમ મળતું નથી; બાકીનાં ગમે તે બતાવે, તેનાથી મેળ નકારાય છે.' } },
  { id: 'madhyama', en: 'Acceptable', hi: 'मध्यम', ta: 'ஏற்கத்தக்கது', te: 'అంగీకారయోగ్యం', kn: 'ಸ್ವೀಕಾರಾರ್ಹ', ml: 'സ്വീകാര്യം', mr: 'स्वीकारार्ह', bn: 'গ্রহণযোগ্য', gu: 'સ્વીકાર્ય', minAgreeing: 6,
    description: { en: 'Every essential porutham agrees, with six or seven of the ten in all.',
      hi: 'सभी आवश्यक पोरुथम मिलते हैं, कुल दस में से छह या सात।',
      ta: 'அவசியமான பொருத்தங்கள் அனைத்தும் உள்ளன; பத்தில் மொத்தம் ஆறு அல்லது ஏழு பொருந்துகின்றன.',
      te: 'ముఖ్యమైన పొంతనలన్నీ కుదిరాయి; మొత్తం పదింటిలో ఆరు లేదా ఏడు.',
      kn: 'ಎಲ್ಲ ಅಗತ್ಯ ಕೂಟಗಳೂ ಹೊಂದುತ್ತವೆ; ಒಟ್ಟು ಹತ್ತರಲ್ಲಿ ಆರು ಅಥವಾ ಏಳು.',
      ml: 'അനിവാര്യ പൊരുത്തങ്ങളെല്ലാം ഉണ്ട്; ആകെ പത്തിൽ ആറോ ഏഴോ.',
      mr: 'सर्व आवश्यक पोरुथम जुळतात; एकूण दहापैकी सहा किंवा सात.',
      bn: 'সব আবশ্যিক পোরুথম মেলে; মোট দশটির মধ্যে ছয় বা সাতটি.',
      gu: 'બધાં આવશ્યક પોરુથમ મળે છે; કુલ દસમાંથી છ કે સાત.' } },
  { id: 'uttama', en: 'Excellent', hi: 'उत्तम', ta: 'மிகச் சிறந்தது', te: 'అత్యుత్తమం', kn: 'ಅತ್ಯುತ್ತಮ', ml: 'അത്യുത്തമം', mr: 'उत्तम', bn: 'উত্তম', gu: 'ઉત્તમ', minAgreeing: 8,
    description: { en: 'Every essential porutham agrees, with at least eight of the ten in all.',
      hi: 'सभी आवश्यक पोरुथम मिलते हैं, कुल दस में से कम से कम आठ।',
      ta: 'அவசியமான பொருத்தங்கள் அனைத்தும் உள்ளன; பத்தில் மொத்தம் குறைந்தது எட்டு பொருந்துகின்றன.',
      te: 'ముఖ్యమైన పొంతనలన్నీ కుదిరాయి; మొత్తం పదింటిలో కనీసం ఎనిమిది.',
      kn: 'ಎಲ್ಲ ಅಗತ್ಯ ಕೂಟಗಳೂ ಹೊಂದುತ್ತವೆ; ಒಟ್ಟು ಹತ್ತರಲ್ಲಿ ಕನಿಷ್ಠ ಎಂಟು.',
      ml: 'അനിവാര്യ പൊരുത്തങ്ങളെല്ലാം ഉണ്ട്; ആകെ പത്തിൽ കുറഞ്ഞത് എട്ട്.',
      mr: 'सर्व आवश्यक पोरुथम जुळतात; एकूण दहापैकी किमान आठ.',
      bn: 'সব আবশ্যিক পোরুথম মেলে; মোট দশটির মধ্যে অন্তত আটটি.',
      gu: 'બધાં આવશ્યક પોરુથમ મળે છે; કુલ દસમાંથી ઓછામાં ઓછાં આઠ.' } },
] as const;
export type PoruthamVerdict = (typeof PORUTHAM_VERDICTS)[number];
export type PoruthamVerdictId = PoruthamVerdict['id'];

// ── Rule sets ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The named sets of porutham rules a request chooses (`poruthamRules`): for each porutham whose rule differs
 * between sources, which one is applied (the rules, their sources and grades are above). Mahendra,
 * stree-deergha and vedha are the same in every set.
 * - `standard` (the default): the rules chosen above (the counts from the bride's star, …).
 * - `tamil`: the Tamil almanac's readings: dina counted from the groom's star, Rakshasa only with Rakshasa, the
 *   serpent and the rat enemies, rasi beyond the 6th sign, the accepted-lords table, vasya held by the bride's
 *   sign, rajju by aroha and avaroha. With it this engine reproduces PyJHora's South conventions
 *   (docs/conventions.md).
 */
export const PORUTHAM_RULE_SETS = [
  { id: 'standard', en: 'Standard porutham rules', hi: 'मानक पोरुथम नियम', ta: 'பொதுவான பொருத்த விதிகள்', te: 'ప్రామాణిక పొంతన నియమాలు', kn: 'ಪ್ರಮಾಣಿತ ಕೂಟ ನಿಯಮಗಳು', ml: 'സാധാരണ പൊരുത്ത നിയമങ്ങൾ', mr: 'प्रमाणित पोरुथम नियम', bn: 'প্রমিত পোরুথম নিয়ম', gu: 'પ્રમાણભૂત પોરુથમ નિયમો',
    dina: 'fromBride', gana: 'rakshasaGroomAccepted', yoni: 'sevenEnemies', rasi: 'signDistance',
    rasiAdhipati: 'friendship', vasya: 'eitherWay', rajju: 'sameRajju' },
  { id: 'tamil', en: 'Tamil almanac rules', hi: 'तमिल पंचांग नियम', ta: 'தமிழ்ப் பஞ்சாங்க விதிகள்', te: 'తమిళ పంచాంగ నియమాలు', kn: 'ತಮಿಳು ಪಂಚಾಂಗ ನಿಯಮಗಳು', ml: 'തമിഴ് പഞ്ചാംഗ നിയമങ്ങൾ', mr: 'तमिळ पंचांग नियम', bn: 'তামিল পঞ্জিকার নিয়ম', gu: 'તમિલ પંચાંગ નિયમો',
    dina: 'fromGroom', gana: 'rakshasaApart', yoni: 'serpentRatEnemies', rasi: 'beyondSixth',
    rasiAdhipati: 'acceptedLords', vasya: 'brideHoldsGroom', rajju: 'arohaAvaroha' },
] as const satisfies readonly (Names & { readonly id: string;
  readonly dina: DinaRuleId; readonly gana: GanaRuleId; readonly yoni: YoniRuleId; readonly rasi: RasiRuleId;
  readonly rasiAdhipati: RasiAdhipatiRuleId; readonly vasya: VasyaRuleId; readonly rajju: RajjuRuleId })[];
export type PoruthamRuleSetId = (typeof PORUTHAM_RULE_SETS)[number]['id'];
export const PORUTHAM_RULE_SET_IDS = PORUTHAM_RULE_SETS.map((set) => set.id) as [PoruthamRuleSetId, ...PoruthamRuleSetId[]];
