/**
 * Reference tables of Ashtakoot (ashta-koota, guna milan): the eight kootas of North Indian marriage matching,
 * 36 points in all, scored from the two partners' Moons.
 *
 * What is scored from what:
 * - sign of the Moon (rashi): varna, vashya (with the half of the sign), graha maitri (sign lords), bhakoot;
 * - nakshatra of the Moon: tara, yoni, gana, nadi.
 * The nakshatra attributes (yoni animal and sex, gana, nadi) are NOT repeated here: they live in the one
 * record per nakshatra of data/nakshatras.ts (Muhurta Chintamani ch. 6, checked there against every almanac),
 * and this file gives the vocabularies (with en/hi) and the points between them.
 *
 * Sources, table by table, are in each doc comment. Where conventions differ (they do, and matching responses
 * are to report which one applied), the one chosen here is named and the others are written beside it.
 */
import type { GrahaId, NaturalRelationship } from './grahas.ts';
import type { Gana, Nadi, YoniAnimal } from './nakshatras.ts';
import type { PoruthamGradeId } from './porutham.ts';
import type { SignId } from './signs.ts';
import type { Names } from './text.ts';

/**
 * The eight kootas in their customary order, with their maximum points (1 … 8, 36 in all) and what each is read
 * for, in this product's words (the readings the matching chapters and almanacs give each koota: temperament and
 * work for varna, mutual attraction for vashya, fortune for tara, physical harmony for yoni, friendship of minds
 * for graha maitri, nature for gana, family welfare for bhakoot, health and progeny for nadi).
 */
export const KOOTAS = [
  { id: 'varna', order: 1, en: 'Varna', hi: 'वर्ण', ta: 'வர்ணம்', te: 'వర్ణ', kn: 'ವರ್ಣ', ml: 'വർണം', mr: 'वर्ण', bn: 'বর্ণ', gu: 'વર્ણ', maxPoints: 1,
    meaning: { en: 'Whether the two temperaments and callings sit well together, read from the class of each Moon sign.',
      hi: 'दोनों के स्वभाव और कर्मक्षेत्र आपस में कितने मेल खाते हैं, प्रत्येक चंद्र राशि के वर्ण से।',
      ta: 'இருவரின் இயல்பும் தொழில்நாட்டமும் ஒத்துப்போகின்றனவா என்பது, ஒவ்வொரு சந்திர ராசியின் வர்ணத்தைக் கொண்டு.',
      te: 'ఇద్దరి స్వభావాలు, వృత్తి ధోరణులు ఎంతవరకు కలుస్తాయో, ప్రతి చంద్ర రాశి వర్ణాన్ని బట్టి.',
      kn: 'ಇಬ್ಬರ ಸ್ವಭಾವ ಮತ್ತು ಕಾರ್ಯಕ್ಷೇತ್ರಗಳು ಎಷ್ಟು ಹೊಂದುತ್ತವೆ ಎಂಬುದು, ಪ್ರತಿ ಚಂದ್ರ ರಾಶಿಯ ವರ್ಣದಿಂದ.',
      ml: 'ഇരുവരുടെയും സ്വഭാവവും തൊഴിൽവാസനയും എത്ര ഇണങ്ങുന്നു എന്നത്, ഓരോ ചന്ദ്രരാശിയുടെയും വർണത്തിൽനിന്ന്.',
      mr: 'दोघांचे स्वभाव आणि कार्यक्षेत्र किती जुळतात, प्रत्येक चंद्रराशीच्या वर्णावरून.',
      bn: 'দুজনের স্বভাব ও কর্মপ্রবণতা কতটা মেলে, প্রতিটি চন্দ্ররাশির বর্ণ থেকে.',
      gu: 'બંનેના સ્વભાવ અને કાર્યક્ષેત્ર કેટલાં મેળ ખાય છે, દરેક ચંદ્ર રાશિના વર્ણ પરથી.' } },
  { id: 'vashya', order: 2, en: 'Vashya', hi: 'वश्य', ta: 'வசியம்', te: 'వశ్య', kn: 'ವಶ್ಯ', ml: 'വശ്യം', mr: 'वश्य', bn: 'বশ্য', gu: 'વશ્ય', maxPoints: 2,
    meaning: { en: 'Mutual attraction and the give and take of influence, read from the nature of the two Moon signs.',
      hi: 'परस्पर आकर्षण और एक-दूसरे पर प्रभाव का लेन-देन, दोनों चंद्र राशियों की प्रकृति से।',
      ta: 'பரஸ்பர ஈர்ப்பும் ஒருவர் மீது ஒருவர் செலுத்தும் செல்வாக்கும், இரு சந்திர ராசிகளின் இயல்பைக் கொண்டு.',
      te: 'పరస్పర ఆకర్షణ, ఒకరిపై ఒకరి ప్రభావం, రెండు చంద్ర రాశుల స్వభావాన్ని బట్టి.',
      kn: 'ಪರಸ್ಪರ ಆಕರ್ಷಣೆ ಮತ್ತು ಒಬ್ಬರ ಮೇಲೊಬ್ಬರ ಪ್ರಭಾವ, ಎರಡು ಚಂದ್ರ ರಾಶಿಗಳ ಸ್ವಭಾವದಿಂದ.',
      ml: 'പരസ്പരാകർഷണവും ഒരാൾ മറ്റൊരാളിൽ ചെലുത്തുന്ന സ്വാധീനവും, രണ്ടു ചന്ദ്രരാശികളുടെയും സ്വഭാവത്തിൽനിന്ന്.',
      mr: 'परस्पर आकर्षण आणि एकमेकांवरील प्रभावाची देवाणघेवाण, दोन्ही चंद्रराशींच्या स्वभावावरून.',
      bn: 'পারস্পরিক আকর্ষণ ও একে অপরের উপর প্রভাবের আদানপ্রদান, দুই চন্দ্ররাশির প্রকৃতি থেকে.',
      gu: 'પરસ્પર આકર્ષણ અને એકબીજા પરના પ્રભાવની આપ-લે, બંને ચંદ્ર રાશિઓની પ્રકૃતિ પરથી.' } },
  { id: 'tara', order: 3, en: 'Tara', hi: 'तारा', ta: 'தாரை', te: 'తార', kn: 'ತಾರಾ', ml: 'താര', mr: 'तारा', bn: 'তারা', gu: 'તારા', maxPoints: 3,
    meaning: { en: 'The fortune each brings the other, read from how many stars lie between the two birth stars.',
      hi: 'एक-दूसरे के लिए भाग्य, दोनों जन्म नक्षत्रों के बीच की दूरी से।',
      ta: 'ஒருவர் மற்றவருக்குக் கொண்டுவரும் அதிர்ஷ்டம், இரு ஜன்ம நட்சத்திரங்களுக்கு இடையே எத்தனை நட்சத்திரங்கள் உள்ளன என்பதைக் கொண்டு.',
      te: 'ఒకరు మరొకరికి తెచ్చే అదృష్టం, రెండు జన్మ నక్షత్రాల మధ్య ఎన్ని నక్షత్రాలు ఉన్నాయో దాని బట్టి.',
      kn: 'ಒಬ್ಬರು ಇನ್ನೊಬ್ಬರಿಗೆ ತರುವ ಅದೃಷ್ಟ, ಎರಡು ಜನ್ಮ ನಕ್ಷತ್ರಗಳ ನಡುವೆ ಎಷ್ಟು ನಕ್ಷತ್ರಗಳಿವೆ ಎಂಬುದರಿಂದ.',
      ml: 'ഓരോരുത്തരും മറ്റേയാൾക്കു നൽകുന്ന ഭാഗ്യം, രണ്ടു ജന്മനക്ഷത്രങ്ങൾക്കിടയിൽ എത്ര നക്ഷത്രങ്ങളുണ്ട് എന്നതിൽനിന്ന്.',
      mr: 'प्रत्येक जण दुसऱ्याला देणारे भाग्य, दोन्ही जन्मनक्षत्रांमध्ये किती नक्षत्रे आहेत यावरून.',
      bn: 'একে অপরকে যে ভাগ্য এনে দেন, দুই জন্মনক্ষত্রের মাঝে কতগুলি নক্ষত্র আছে তা থেকে.',
      gu: 'દરેક બીજાને જે ભાગ્ય આપે છે, બંને જન્મ નક્ષત્રો વચ્ચે કેટલાં નક્ષત્રો છે તેના પરથી.' } },
  { id: 'yoni', order: 4, en: 'Yoni', hi: 'योनि', ta: 'யோனி', te: 'యోని', kn: 'ಯೋನಿ', ml: 'യോനി', mr: 'योनी', bn: 'যোনি', gu: 'યોનિ', maxPoints: 4,
    meaning: { en: 'Physical and intimate harmony, read from the animal natures of the two birth stars.',
      hi: 'शारीरिक और अंतरंग सामंजस्य, दोनों जन्म नक्षत्रों की पशु योनि से।',
      ta: 'உடல் மற்றும் அந்தரங்க இணக்கம், இரு ஜன்ம நட்சத்திரங்களின் விலங்கு இயல்பைக் கொண்டு.',
      te: 'శారీరక, అంతరంగిక సామరస్యం, రెండు జన్మ నక్షత్రాల జంతు స్వభావాన్ని బట్టి.',
      kn: 'ದೈಹಿಕ ಮತ್ತು ಆಪ್ತ ಸಾಮರಸ್ಯ, ಎರಡು ಜನ್ಮ ನಕ್ಷತ್ರಗಳ ಪ್ರಾಣಿ ಸ್ವಭಾವದಿಂದ.',
      ml: 'ശാരീരികവും അന്തരംഗവുമായ ഇണക്കം, രണ്ടു ജന്മനക്ഷത്രങ്ങളുടെയും മൃഗസ്വഭാവത്തിൽനിന്ന്.',
      mr: 'शारीरिक आणि जिव्हाळ्याचा सुसंवाद, दोन्ही जन्मनक्षत्रांच्या पशुयोनीवरून.',
      bn: 'শারীরিক ও অন্তরঙ্গ সামঞ্জস্য, দুই জন্মনক্ষত্রের পশু-প্রকৃতি থেকে.',
      gu: 'શારીરિક અને અંતરંગ સુમેળ, બંને જન્મ નક્ષત્રોની પશુ યોનિ પરથી.' } },
  { id: 'grahaMaitri', order: 5, en: 'Graha Maitri', hi: 'ग्रह मैत्री', ta: 'கிரக மைத்திரம்', te: 'గ్రహ మైత్రి', kn: 'ಗ್ರಹ ಮೈತ್ರಿ', ml: 'ഗ്രഹമൈത്രി', mr: 'ग्रह मैत्री', bn: 'গ্রহ মৈত্রী', gu: 'ગ્રહ મૈત્રી', maxPoints: 5,
    meaning: { en: 'Friendship of minds and outlook, read from how the lords of the two Moon signs regard each other.',
      hi: 'विचारों और दृष्टिकोण की मित्रता, दोनों चंद्र राशियों के स्वामियों के आपसी संबंध से।',
      ta: 'மனமும் கண்ணோட்டமும் ஒத்த நட்பு, இரு சந்திர ராசி அதிபதிகள் ஒருவரை ஒருவர் எப்படிக் கருதுகின்றனர் என்பதைக் கொண்டு.',
      te: 'మనసుల, దృక్పథాల మైత్రి, రెండు చంద్ర రాశుల అధిపతులు ఒకరినొకరు ఎలా చూస్తారో దాని బట్టి.',
      kn: 'ಮನಸ್ಸು ಮತ್ತು ದೃಷ್ಟಿಕೋನಗಳ ಮೈತ್ರಿ, ಎರಡು ಚಂದ್ರ ರಾಶಿಗಳ ಅಧಿಪತಿಗಳು ಪರಸ್ಪರ ಹೇಗೆ ಕಾಣುತ್ತಾರೆ ಎಂಬುದರಿಂದ.',
      ml: 'മനസ്സുകളുടെയും കാഴ്ചപ്പാടുകളുടെയും മൈത്രി, രണ്ടു ചന്ദ്രരാശ്യധിപന്മാർ പരസ്പരം എങ്ങനെ കാണുന്നു എന്നതിൽനിന്ന്.',
      mr: 'मन आणि दृष्टिकोनाची मैत्री, दोन्ही चंद्रराशींचे स्वामी एकमेकांकडे कसे पाहतात यावरून.',
      bn: 'মন ও দৃষ্টিভঙ্গির মিত্রতা, দুই চন্দ্ররাশির অধিপতিরা পরস্পরকে কীভাবে দেখেন তা থেকে.',
      gu: 'મન અને દૃષ્ટિકોણની મિત્રતા, બંને ચંદ્ર રાશિઓના સ્વામીઓ એકબીજાને કેવી રીતે જુએ છે તેના પરથી.' } },
  { id: 'gana', order: 6, en: 'Gana', hi: 'गण', ta: 'கணம்', te: 'గణ', kn: 'ಗಣ', ml: 'ഗണം', mr: 'गण', bn: 'গণ', gu: 'ગણ', maxPoints: 6,
    meaning: { en: 'Agreement of basic nature, divine, human or demonic, read from the two birth stars.',
      hi: 'मूल स्वभाव (देव, मनुष्य या राक्षस) का मेल, दोनों जन्म नक्षत्रों से।',
      ta: 'அடிப்படை இயல்பின் (தேவ, மனித அல்லது ராட்சச) ஒற்றுமை, இரு ஜன்ம நட்சத்திரங்களைக் கொண்டு.',
      te: 'మూల స్వభావం (దేవ, మనుష్య లేదా రాక్షస) కలయిక, రెండు జన్మ నక్షత్రాలను బట్టి.',
      kn: 'ಮೂಲ ಸ್ವಭಾವದ (ದೇವ, ಮನುಷ್ಯ ಅಥವಾ ರಾಕ್ಷಸ) ಹೊಂದಾಣಿಕೆ, ಎರಡು ಜನ್ಮ ನಕ್ಷತ್ರಗಳಿಂದ.',
      ml: 'അടിസ്ഥാന സ്വഭാവത്തിന്റെ (ദേവ, മനുഷ്യ അല്ലെങ്കിൽ രാക്ഷസ) പൊരുത്തം, രണ്ടു ജന്മനക്ഷത്രങ്ങളിൽനിന്ന്.',
      mr: 'मूळ स्वभावाचा (देव, मनुष्य किंवा राक्षस) मेळ, दोन्ही जन्मनक्षत्रांवरून.',
      bn: 'মূল স্বভাবের (দেব, মনুষ্য বা রাক্ষস) মিল, দুই জন্মনক্ষত্র থেকে.',
      gu: 'મૂળ સ્વભાવ (દેવ, મનુષ્ય કે રાક્ષસ)નો મેળ, બંને જન્મ નક્ષત્રો પરથી.' } },
  { id: 'bhakoot', order: 7, en: 'Bhakoot', hi: 'भकूट', ta: 'பகூடம்', te: 'భకూట', kn: 'ಭಕೂಟ', ml: 'ഭകൂടം', mr: 'भकूट', bn: 'ভকূট', gu: 'ભકૂટ', maxPoints: 7,
    meaning: { en: 'Welfare of the family, wealth and the couple\'s well-being, read from how far apart the two Moon signs lie.',
      hi: 'परिवार, धन और दंपति का कल्याण, दोनों चंद्र राशियों की आपसी दूरी से।',
      ta: 'குடும்ப நலன், செல்வம், தம்பதியரின் நல்வாழ்வு, இரு சந்திர ராசிகள் ஒன்றுக்கொன்று எவ்வளவு தொலைவில் உள்ளன என்பதைக் கொண்டு.',
      te: 'కుటుంబ క్షేమం, సంపద, దంపతుల శ్రేయస్సు, రెండు చంద్ర రాశులు ఒకదానికొకటి ఎంత దూరంలో ఉన్నాయో దాని బట్టి.',
      kn: 'ಕುಟುಂಬದ ಕ್ಷೇಮ, ಸಂಪತ್ತು ಮತ್ತು ದಂಪತಿಯ ಯೋಗಕ್ಷೇಮ, ಎರಡು ಚಂದ್ರ ರಾಶಿಗಳು ಪರಸ್ಪರ ಎಷ್ಟು ದೂರದಲ್ಲಿವೆ ಎಂಬುದರಿಂದ.',
      ml: 'കുടുംബക്ഷേമം, സമ്പത്ത്, ദമ്പതികളുടെ സുഖം, രണ്ടു ചന്ദ്രരാശികളും തമ്മിൽ എത്ര അകലമുണ്ട് എന്നതിൽനിന്ന്.',
      mr: 'कुटुंबाचे कल्याण, धन आणि दांपत्याचे सुख, दोन्ही चंद्रराशी एकमेकींपासून किती अंतरावर आहेत यावरून.',
      bn: 'পরিবারের কল্যাণ, ধনসম্পদ ও দম্পতির মঙ্গল, দুই চন্দ্ররাশি পরস্পর থেকে কত দূরে তা থেকে.',
      gu: 'પરિવારનું કલ્યાણ, ધન અને દંપતીની સુખાકારી, બંને ચંદ્ર રાશિઓ એકબીજાથી કેટલી દૂર છે તેના પરથી.' } },
  { id: 'nadi', order: 8, en: 'Nadi', hi: 'नाड़ी', ta: 'நாடி', te: 'నాడి', kn: 'ನಾಡಿ', ml: 'നാഡി', mr: 'नाडी', bn: 'নাড়ি', gu: 'નાડી', maxPoints: 8,
    meaning: { en: 'Health and progeny, read from the constitution (nadi) of the two birth stars: the same nadi is a dosha.',
      hi: 'स्वास्थ्य और संतान, दोनों जन्म नक्षत्रों की नाड़ी से: एक ही नाड़ी दोष है।',
      ta: 'உடல்நலமும் மக்கட்பேறும், இரு ஜன்ம நட்சத்திரங்களின் நாடியைக் கொண்டு: ஒரே நாடி ஒரு தோஷம்.',
      te: 'ఆరోగ్యం, సంతానం, రెండు జన్మ నక్షత్రాల నాడిని బట్టి: ఒకే నాడి దోషం.',
      kn: 'ಆರೋಗ್ಯ ಮತ್ತು ಸಂತಾನ, ಎರಡು ಜನ್ಮ ನಕ್ಷತ್ರಗಳ ನಾಡಿಯಿಂದ: ಒಂದೇ ನಾಡಿ ದೋಷ.',
      ml: 'ആരോഗ്യവും സന്താനവും, രണ്ടു ജന്മനക്ഷത്രങ്ങളുടെയും നാഡിയിൽനിന്ന്: ഒരേ നാഡി ദോഷമാണ്.',
      mr: 'आरोग्य आणि संतती, दोन्ही जन्मनक्षत्रांच्या नाडीवरून: एकच नाडी हा दोष आहे.',
      bn: 'স্বাস্থ্য ও সন্তান, দুই জন্মনক্ষত্রের নাড়ি থেকে: একই নাড়ি হলে দোষ.',
      gu: 'આરોગ્ય અને સંતાન, બંને જન્મ નક્ષત્રોની નાડી પરથી: એક જ નાડી દોષ છે.' } },
] as const;
export type Koota = (typeof KOOTAS)[number];
export type KootaId = Koota['id'];

/** The sum of the eight maxima. */
export const ASHTAKOOT_MAX_POINTS = 36;

// ── Varna (1 point) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The four varnas, `rank` 4 (highest) … 1. Which signs have which varna is a convention (`VARNA_CONVENTIONS`).
 *
 * Points: 1 when the groom's varna ranks equal to or higher than the bride's, else 0 (saravali.de's 4 × 4 table
 * and every source of `VARNA_CONVENTIONS` agree on this rule). This koota is NOT symmetric: swapping bride and
 * groom can change it.
 */
export const VARNAS = [
  { id: 'brahmin', en: 'Brahmin', hi: 'ब्राह्मण', ta: 'பிராமணர்', te: 'బ్రాహ్మణ', kn: 'ಬ್ರಾಹ್ಮಣ', ml: 'ബ്രാഹ്മണൻ', mr: 'ब्राह्मण', bn: 'ব্রাহ্মণ', gu: 'બ્રાહ્મણ', rank: 4 },
  { id: 'kshatriya', en: 'Kshatriya', hi: 'क्षत्रिय', ta: 'க்ஷத்திரியர்', te: 'క్షత్రియ', kn: 'ಕ್ಷತ್ರಿಯ', ml: 'ക്ഷത്രിയൻ', mr: 'क्षत्रिय', bn: 'ক্ষত্রিয়', gu: 'ક્ષત્રિય', rank: 3 },
  { id: 'vaishya', en: 'Vaishya', hi: 'वैश्य', ta: 'வைசியர்', te: 'వైశ్య', kn: 'ವೈಶ್ಯ', ml: 'വൈശ്യൻ', mr: 'वैश्य', bn: 'বৈশ্য', gu: 'વૈશ્ય', rank: 2 },
  { id: 'shudra', en: 'Shudra', hi: 'शूद्र', ta: 'சூத்திரர்', te: 'శూద్ర', kn: 'ಶೂದ್ರ', ml: 'ശൂദ്രൻ', mr: 'शूद्र', bn: 'শূদ্র', gu: 'શૂદ્ર', rank: 1 },
] as const satisfies readonly (Names & { readonly id: string; readonly rank: number })[];
export type Varna = (typeof VARNAS)[number];
export type VarnaId = Varna['id'];

/**
 * The varna of each sign, two groupings.
 * - `earthVaishya` (the default): Brahmin the water signs, Kshatriya the fire signs, Vaishya the earth signs, Shudra
 *   the air signs. Muhurta Chintamani ch. 6 (vivaha prakarana), the varna verse "dvijā jhaṣāli-karkaṭās tato
 *   nṛpa-viḍ-aṅghrijāḥ" (Pisces, Scorpio, Cancer Brahmin, and the signs after each in turn Kshatriya, Vaishya,
 *   Shudra: Aries/Sagittarius/Leo, Taurus/Capricorn/Virgo, Gemini/Aquarius/Libra); the same grouping is printed
 *   by drikpanchang.com ("Varna Kuta"), astrobix.com ("Varnadi Ashtakoot Milan"), sriramgurujala.com,
 *   microastrology.com and astroswami.in.
 * - `airVaishya`: the air signs Vaishya and the earth signs Shudra, as saravali.de ("Varna Koota", Maitreya) groups
 *   them; PyJHora's varna list follows it (`vasiya_raasi_list`, horoscope/match/compatibility.py:72, read for
 *   varna at :203). It contradicts the verse's order, so it is not the default.
 */
export const VARNA_CONVENTIONS = [
  { id: 'earthVaishya', en: 'Earth signs Vaishya, air signs Shudra (Muhurta Chintamani)', hi: 'पृथ्वी राशियाँ वैश्य, वायु राशियाँ शूद्र (मुहूर्त चिंतामणि)', ta: 'நில ராசிகள் வைசியர், காற்று ராசிகள் சூத்திரர் (முகூர்த்த சிந்தாமணி)', te: 'భూ రాశులు వైశ్య, వాయు రాశులు శూద్ర (ముహూర్త చింతామణి)', kn: 'ಭೂ ರಾಶಿಗಳು ವೈಶ್ಯ, ವಾಯು ರಾಶಿಗಳು ಶೂದ್ರ (ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ)', ml: 'ഭൂരാശികൾ വൈശ്യൻ, വായുരാശികൾ ശൂദ്രൻ (മുഹൂർത്ത ചിന്താമണി)', mr: 'पृथ्वी राशी वैश्य, वायू राशी शूद्र (मुहूर्त चिंतामणी)', bn: 'পৃথিবী রাশি বৈশ্য, বায়ু রাশি শূদ্র (মুহূর্ত চিন্তামণি)', gu: 'પૃથ્વી રાશિઓ વૈશ્ય, વાયુ રાશિઓ શૂદ્ર (મુહૂર્ત ચિંતામણિ)',
    signs: {
      brahmin: ['cancer', 'scorpio', 'pisces'], kshatriya: ['aries', 'leo', 'sagittarius'],
      vaishya: ['taurus', 'virgo', 'capricorn'], shudra: ['gemini', 'libra', 'aquarius'],
    } },
  { id: 'airVaishya', en: 'Air signs Vaishya, earth signs Shudra (saravali.de)', hi: 'वायु राशियाँ वैश्य, पृथ्वी राशियाँ शूद्र', ta: 'காற்று ராசிகள் வைசியர், நில ராசிகள் சூத்திரர்', te: 'వాయు రాశులు వైశ్య, భూ రాశులు శూద్ర', kn: 'ವಾಯು ರಾಶಿಗಳು ವೈಶ್ಯ, ಭೂ ರಾಶಿಗಳು ಶೂದ್ರ', ml: 'വായുരാശികൾ വൈശ്യൻ, ഭൂരാശികൾ ശൂദ്രൻ', mr: 'वायू राशी वैश्य, पृथ्वी राशी शूद्र', bn: 'বায়ু রাশি বৈশ্য, পৃথিবী রাশি শূদ্র', gu: 'વાયુ રાશિઓ વૈશ્ય, પૃથ્વી રાશિઓ શૂદ્ર',
    signs: {
      brahmin: ['cancer', 'scorpio', 'pisces'], kshatriya: ['aries', 'leo', 'sagittarius'],
      vaishya: ['gemini', 'libra', 'aquarius'], shudra: ['taurus', 'virgo', 'capricorn'],
    } },
] as const satisfies readonly (Names & { readonly id: string;
  readonly signs: Readonly<Record<VarnaId, readonly SignId[]>> })[];
export type VarnaConventionId = (typeof VARNA_CONVENTIONS)[number]['id'];

// ── Vashya (2 points) ───────────────────────────────────────────────────────────────────────────────────────

/** The five vashya classes. */
export const VASHYAS = [
  { id: 'chatushpada', en: 'Quadruped', sanskrit: 'Chatushpada', hi: 'चतुष्पद', ta: 'நாற்கால்', te: 'చతుష్పాద', kn: 'ಚತುಷ್ಪಾದ', ml: 'ചതുഷ്പാദം', mr: 'चतुष्पाद', bn: 'চতুষ্পদ', gu: 'ચતુષ્પાદ' },
  { id: 'manava', en: 'Human', sanskrit: 'Manava (Dwipada)', hi: 'मानव (द्विपद)', ta: 'மனிதர் (இருகால்)', te: 'మానవ (ద్విపాద)', kn: 'ಮಾನವ (ದ್ವಿಪಾದ)', ml: 'മനുഷ്യൻ (ദ്വിപാദം)', mr: 'मानव (द्विपाद)', bn: 'মানব (দ্বিপদ)', gu: 'માનવ (દ્વિપાદ)' },
  { id: 'jalachara', en: 'Water-dwelling', sanskrit: 'Jalachara', hi: 'जलचर', ta: 'நீர்வாழ்வன', te: 'జలచర', kn: 'ಜಲಚರ', ml: 'ജലചരം', mr: 'जलचर', bn: 'জলচর', gu: 'જલચર' },
  { id: 'vanachara', en: 'Wild', sanskrit: 'Vanachara', hi: 'वनचर', ta: 'காட்டு விலங்கு', te: 'వనచర', kn: 'ವನಚರ', ml: 'വനചരം', mr: 'वनचर', bn: 'বনচর', gu: 'વનચર' },
  { id: 'keeta', en: 'Insect', sanskrit: 'Keeta', hi: 'कीट', ta: 'பூச்சி', te: 'కీట', kn: 'ಕೀಟ', ml: 'കീടം', mr: 'कीटक', bn: 'কীট', gu: 'કીટ' },
] as const;
export type Vashya = (typeof VASHYAS)[number];
export type VashyaId = Vashya['id'];

/**
 * The vashya class of each sign, by half of the sign: `firstHalf` for 0° ≤ degree in sign < 15°, `secondHalf`
 * for 15° ≤ degree < 30°. Only Sagittarius (human, then quadruped: the archer's man-and-horse body) and
 * Capricorn (quadruped, then water: the goat-fish) change at mid-sign.
 * Sources, checked and agreeing: ranjanadikshit.com ("Kundali Milan": Manava Gemini, Virgo, Libra, the first 15°
 * of Sagittarius, Aquarius; Vanachara Leo; Chatushpada Aries, Taurus, the second 15° of Sagittarius and the
 * first 15° of Capricorn; Jalachara Cancer, Pisces, the second 15° of Capricorn; Keeta Scorpio); vedicguruji.co.in
 * (the same in Hindi); astrobix.com and astroswami.in (the same halves, garbled in print). Some South Indian
 * lists make Cancer keeta; not used. PyJHora reads the halves by the pada of the nakshatra (padas 1–2 the first
 * half, 3–4 the second, horoscope/match/compatibility.py:262–265), which puts parts of both signs in the wrong
 * half (Sagittarius 6°40′–13°20′, Mula's 3rd and 4th padas, counts as quadruped; Capricorn 3°20′–10° as water);
 * its own comment beside it (:249–255) says the half is to be read from the degree (under or over 15°). That is
 * an error, not copied.
 */
export const VASHYA_BY_SIGN = [
  { sign: 'aries', firstHalf: 'chatushpada', secondHalf: 'chatushpada' },
  { sign: 'taurus', firstHalf: 'chatushpada', secondHalf: 'chatushpada' },
  { sign: 'gemini', firstHalf: 'manava', secondHalf: 'manava' },
  { sign: 'cancer', firstHalf: 'jalachara', secondHalf: 'jalachara' },
  { sign: 'leo', firstHalf: 'vanachara', secondHalf: 'vanachara' },
  { sign: 'virgo', firstHalf: 'manava', secondHalf: 'manava' },
  { sign: 'libra', firstHalf: 'manava', secondHalf: 'manava' },
  { sign: 'scorpio', firstHalf: 'keeta', secondHalf: 'keeta' },
  { sign: 'sagittarius', firstHalf: 'manava', secondHalf: 'chatushpada' },
  { sign: 'capricorn', firstHalf: 'chatushpada', secondHalf: 'jalachara' },
  { sign: 'aquarius', firstHalf: 'manava', secondHalf: 'manava' },
  { sign: 'pisces', firstHalf: 'jalachara', secondHalf: 'jalachara' },
] as const satisfies readonly { readonly sign: SignId; readonly firstHalf: VashyaId; readonly secondHalf: VashyaId }[];

/** Degrees into a sign at which its second half (for vashya) begins. */
export const VASHYA_HALF_SIGN_DEG = 15;

/**
 * Vashya points between the two classes, 0–2; the table is symmetric (the same whichever partner holds
 * which class). Same class 2; quadruped with human, water or insect 1; human with insect 1; water with wild or
 * insect 1; human with water 0.5; quadruped with wild 0.5; human with wild 0; wild with insect 0.
 *
 * Checked cell by cell. No printed table gives exactly these values and the printed tables disagree with each
 * other; every cell here is given by at least one source, and the disagreements are:
 * - The classical rule (Muhurta Chintamani ch. 6, as ranjanadikshit.com states it: every sign but Leo is vashya
 *   to the human signs and the water signs are their food; every sign but Scorpio is under Leo's sway and the
 *   quadrupeds are its food; same class 2, vashya 1, food 0.5, else 0) agrees on quadruped–human 1,
 *   quadruped–wild 0.5, human–water 0.5, human–insect 1, water–wild 1, wild–insect 0; it gives 0 for
 *   quadruped–water, quadruped–insect and water–insect (here 1) and 1 for human–wild (here 0).
 * - The astroyogi.com table (as transcribed in PyJHora's `VasiyaArray_AstroYogi`, bride by groom) agrees on
 *   quadruped–human, quadruped–water, quadruped–insect, human–wild, human–insect, water–insect and wild–insect
 *   both ways; it gives 1.5 for human–water and for a quadruped bride with a wild groom, and 0 whenever the bride
 *   is wild and the groom is not.
 * - saravali.de (Maitreya, as transcribed in PyJHora's `VasiyaArray`) prints an asymmetric table that differs in
 *   most off-diagonal cells (e.g. quadruped–insect 2 one way, water–insect 2): `VASHYA_CONVENTIONS` `saravali`.
 */
export const VASHYA_POINTS = {
  chatushpada: { chatushpada: 2, manava: 1, jalachara: 1, vanachara: 0.5, keeta: 1 },
  manava: { chatushpada: 1, manava: 2, jalachara: 0.5, vanachara: 0, keeta: 1 },
  jalachara: { chatushpada: 1, manava: 0.5, jalachara: 2, vanachara: 1, keeta: 1 },
  vanachara: { chatushpada: 0.5, manava: 0, jalachara: 1, vanachara: 2, keeta: 0 },
  keeta: { chatushpada: 1, manava: 1, jalachara: 1, vanachara: 0, keeta: 2 },
} as const satisfies Readonly<Record<VashyaId, Readonly<Record<VashyaId, number>>>>;

/**
 * The vashya tables a request can choose (`KOOTA_TABLE_SETS`), each `[bride's class][groom's class]`.
 * - `symmetric` (the default): `VASHYA_POINTS`.
 * - `saravali`: the asymmetric table saravali.de prints ("Vashya Koota", Maitreya), read with the bride's class as
 *   the row as PyJHora transcribes and reads it (`VasiyaArray`, horoscope/match/compatibility.py:119–124, read
 *   `[girl][boy]` at :291). Two classes score 2 with themselves; e.g. a quadruped bride with an insect groom 2
 *   but an insect bride with a quadruped groom 1, a water bride with a wild or insect groom 2.
 */
export const VASHYA_CONVENTIONS = [
  { id: 'symmetric', en: 'Symmetric vashya table', hi: 'सममित वश्य सारणी', ta: 'சமச்சீர் வசிய அட்டவணை', te: 'సౌష్ఠవ వశ్య పట్టిక', kn: 'ಸಮಮಿತ ವಶ್ಯ ಕೋಷ್ಟಕ', ml: 'സമമിത വശ്യപ്പട്ടിക', mr: 'सममित वश्य सारणी', bn: 'প্রতিসম বশ্য সারণি', gu: 'સમમિત વશ્ય કોષ્ટક', points: VASHYA_POINTS },
  { id: 'saravali', en: 'Asymmetric vashya table (saravali.de)', hi: 'असममित वश्य सारणी', ta: 'சமச்சீரற்ற வசிய அட்டவணை', te: 'అసౌష్ఠవ వశ్య పట్టిక', kn: 'ಅಸಮಮಿತ ವಶ್ಯ ಕೋಷ್ಟಕ', ml: 'അസമമിത വശ്യപ്പട്ടിക', mr: 'असममित वश्य सारणी', bn: 'অপ্রতিসম বশ্য সারণি', gu: 'અસમમિત વશ્ય કોષ્ટક',
    points: {
      chatushpada: { chatushpada: 2, manava: 0.5, jalachara: 1, vanachara: 0, keeta: 2 },
      manava: { chatushpada: 0.5, manava: 2, jalachara: 0, vanachara: 0, keeta: 0 },
      jalachara: { chatushpada: 1, manava: 0, jalachara: 2, vanachara: 2, keeta: 2 },
      vanachara: { chatushpada: 0, manava: 0, jalachara: 2, vanachara: 2, keeta: 0 },
      keeta: { chatushpada: 1, manava: 0, jalachara: 1, vanachara: 0, keeta: 2 },
    } },
] as const satisfies readonly (Names & { readonly id: string;
  readonly points: Readonly<Record<VashyaId, Readonly<Record<VashyaId, number>>>> })[];
export type VashyaConventionId = (typeof VASHYA_CONVENTIONS)[number]['id'];

// ── Tara (3 points) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The nine taras of a count of nakshatras (inclusive, 1–27) from one star to another: the count's remainder
 * modulo 9 (0 read as 9) is the tara's `number`. Vipat (3), Pratyari (5) and Vadha (7) are inauspicious.
 * Source: the tara (dina) koota of the matching chapters (Muhurta Chintamani ch. 6) and every almanac; the
 * nine names as listed e.g. by kundalimilan.in (Janma, Sampat, Vipat, Kshema, Pratyari, Sadhaka, Vadha, Mitra,
 * Parama Mitra).
 *
 * Points, the common North Indian rule (`bothWays`): count from the bride's star to the groom's and from the
 * groom's to the bride's; 3 when both counts fall on auspicious taras, 1.5 when one does, 0 when neither.
 * Sources, agreeing: saravali.de ("Dina Koota": 1.5 for each direction whose remainder is not 3, 5 or 7);
 * futuresamachar.com (Future Point, "Horoscope Matching", the tara chapter: 3 for both auspicious, 1.5 for one);
 * astromuhurat.blogspot.com ("Tara Koot"). PyJHora's tara function adds 1.5 for a count whose remainder IS 3, 5 or
 * 7 (horoscope/match/compatibility.py:342 and :350, where a commented-out older test stands beside it), while its
 * own table (`NakshathraConst`, :61–71) gives 3 for two auspicious taras and 1.5 where one is 3, 5 or 7: an error,
 * not copied (it scores 0 the couples whose two taras are both auspicious). The one-way readings are in
 * `TARA_CONVENTIONS`.
 */
export const TARAS = [
  { number: 1, id: 'janma', en: 'Janma (birth)', hi: 'जन्म', ta: 'ஜன்மம்', te: 'జన్మ', kn: 'ಜನ್ಮ', ml: 'ജന്മം', mr: 'जन्म', bn: 'জন্ম', gu: 'જન્મ', auspicious: true },
  { number: 2, id: 'sampat', en: 'Sampat (wealth)', hi: 'सम्पत्', ta: 'சம்பத்து', te: 'సంపత్', kn: 'ಸಂಪತ್', ml: 'സമ്പത്ത്', mr: 'संपत्', bn: 'সম্পৎ', gu: 'સંપત્', auspicious: true },
  { number: 3, id: 'vipat', en: 'Vipat (danger)', hi: 'विपत्', ta: 'விபத்து', te: 'విపత్', kn: 'ವಿಪತ್', ml: 'വിപത്ത്', mr: 'विपत्', bn: 'বিপৎ', gu: 'વિપત્', auspicious: false },
  { number: 4, id: 'kshema', en: 'Kshema (well-being)', hi: 'क्षेम', ta: 'க்ஷேமம்', te: 'క్షేమ', kn: 'ಕ್ಷೇಮ', ml: 'ക്ഷേമം', mr: 'क्षेम', bn: 'ক্ষেম', gu: 'ક્ષેમ', auspicious: true },
  { number: 5, id: 'pratyari', en: 'Pratyari (obstacle)', hi: 'प्रत्यरि', ta: 'பிரத்யக்', te: 'ప్రత్యక్', kn: 'ಪ್ರತ್ಯಕ್', ml: 'പ്രത്യക്', mr: 'प्रत्यरी', bn: 'প্রত্যরি', gu: 'પ્રત્યરિ', auspicious: false },
  { number: 6, id: 'sadhaka', en: 'Sadhaka (achievement)', hi: 'साधक', ta: 'சாதகம்', te: 'సాధక', kn: 'ಸಾಧಕ', ml: 'സാധകം', mr: 'साधक', bn: 'সাধক', gu: 'સાધક', auspicious: true },
  { number: 7, id: 'vadha', en: 'Vadha (death)', hi: 'वध', ta: 'வதம்', te: 'వధ', kn: 'ವಧ', ml: 'വധം', mr: 'वध', bn: 'বধ', gu: 'વધ', auspicious: false },
  { number: 8, id: 'mitra', en: 'Mitra (friend)', hi: 'मित्र', ta: 'மித்ரம்', te: 'మిత్ర', kn: 'ಮಿತ್ರ', ml: 'മിത്രം', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર', auspicious: true },
  { number: 9, id: 'paramaMitra', en: 'Parama Mitra (great friend)', hi: 'परम मित्र', ta: 'பரம மித்ரம்', te: 'పరమ మిత్ర', kn: 'ಪರಮ ಮಿತ್ರ', ml: 'പരമമിത്രം', mr: 'परम मित्र', bn: 'পরম মিত্র', gu: 'પરમ મિત્ર', auspicious: true },
] as const;
export type Tara = (typeof TARAS)[number];
export type TaraId = Tara['id'];

/** Tara points by how many of the two counts fall on an auspicious tara (0, 1 or 2). */
export const TARA_POINTS_BY_AUSPICIOUS_COUNT = { 0: 0, 1: 1.5, 2: 3 } as const;

/**
 * The ways of counting tara that matching responses report side by side (`conventions.tara`). `bothWays` is
 * applied. The one-way readings count from one partner's star only, as the South Indian dina porutham counts
 * from the bride's (data/porutham.ts) and some almanac texts from the groom's (astromuhurat.blogspot.com counts
 * from the boy's star first); a one-way count scores the koota's full 3 when its tara is auspicious and 0 when
 * not (`TARA_ONE_WAY_POINTS`), this product's reading of "agrees / does not agree" on the 3-point scale.
 */
export const TARA_CONVENTIONS = [
  { id: 'bothWays', en: 'Counted both ways', hi: 'दोनों ओर से गणना', ta: 'இரு திசையிலும் எண்ணுதல்', te: 'రెండు వైపుల నుండి లెక్కింపు', kn: 'ಎರಡೂ ಕಡೆಯಿಂದ ಎಣಿಕೆ', ml: 'ഇരുവശത്തുനിന്നും എണ്ണൽ', mr: 'दोन्ही बाजूंनी गणना', bn: 'দুই দিক থেকে গণনা', gu: 'બંને બાજુથી ગણતરી' },
  { id: 'fromBride', en: "Counted from the bride's star only", hi: 'केवल वधू के नक्षत्र से गणना', ta: 'மணமகளின் நட்சத்திரத்திலிருந்து மட்டும் எண்ணுதல்', te: 'వధువు నక్షత్రం నుండి మాత్రమే లెక్కింపు', kn: 'ವಧುವಿನ ನಕ್ಷತ್ರದಿಂದ ಮಾತ್ರ ಎಣಿಕೆ', ml: 'വധുവിന്റെ നക്ഷത്രത്തിൽനിന്നു മാത്രം എണ്ണൽ', mr: 'फक्त वधूच्या नक्षत्रापासून गणना', bn: 'কেবল কনের নক্ষত্র থেকে গণনা', gu: 'ફક્ત કન્યાના નક્ષત્રથી ગણતરી' },
  { id: 'fromGroom', en: "Counted from the groom's star only", hi: 'केवल वर के नक्षत्र से गणना', ta: 'மணமகனின் நட்சத்திரத்திலிருந்து மட்டும் எண்ணுதல்', te: 'వరుడి నక్షత్రం నుండి మాత్రమే లెక్కింపు', kn: 'ವರನ ನಕ್ಷತ್ರದಿಂದ ಮಾತ್ರ ಎಣಿಕೆ', ml: 'വരന്റെ നക്ഷത്രത്തിൽനിന്നു മാത്രം എണ്ണൽ', mr: 'फक्त वराच्या नक्षत्रापासून गणना', bn: 'কেবল বরের নক্ষত্র থেকে গণনা', gu: 'ફક્ત વરના નક્ષત્રથી ગણતરી' },
] as const;
export type TaraConventionId = (typeof TARA_CONVENTIONS)[number]['id'];

/** Points of a one-way tara count: auspicious 3, inauspicious 0. */
export const TARA_ONE_WAY_POINTS = { auspicious: 3, inauspicious: 0 } as const;

// ── Yoni (4 points) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The fourteen yoni animals and each one's sworn enemy (the 0-point pair). Names: Muhurta Chintamani ch. 6
 * (ashva, gaja, mesha, sarpa, shvana, marjara, mushaka, go, mahisha, vyaghra, mriga, vanara, nakula, simha);
 * enemies as printed with the nakshatra pairs by freehoroscopesonline.in ("The Yoni Koota") and saravali.de
 * (Maitreya's yoni table).
 */
export const YONIS = [
  { id: 'Horse', en: 'Horse', sanskrit: 'Ashva', hi: 'अश्व', ta: 'குதிரை', te: 'గుర్రం', kn: 'ಕುದುರೆ', ml: 'കുതിര', mr: 'घोडा', bn: 'ঘোড়া', gu: 'ઘોડો', enemy: 'Buffalo' },
  { id: 'Elephant', en: 'Elephant', sanskrit: 'Gaja', hi: 'गज', ta: 'யானை', te: 'ఏనుగు', kn: 'ಆನೆ', ml: 'ആന', mr: 'हत्ती', bn: 'হাতি', gu: 'હાથી', enemy: 'Lion' },
  { id: 'Sheep', en: 'Sheep', sanskrit: 'Mesha', hi: 'मेष', ta: 'ஆடு', te: 'మేక', kn: 'ಆಡು', ml: 'ആട്', mr: 'मेंढा', bn: 'ভেড়া', gu: 'ઘેટું', enemy: 'Monkey' },
  { id: 'Serpent', en: 'Serpent', sanskrit: 'Sarpa', hi: 'सर्प', ta: 'பாம்பு', te: 'పాము', kn: 'ಹಾವು', ml: 'പാമ്പ്', mr: 'साप', bn: 'সাপ', gu: 'સાપ', enemy: 'Mongoose' },
  { id: 'Dog', en: 'Dog', sanskrit: 'Shvana', hi: 'श्वान', ta: 'நாய்', te: 'కుక్క', kn: 'ನಾಯಿ', ml: 'നായ', mr: 'कुत्रा', bn: 'কুকুর', gu: 'કૂતરો', enemy: 'Deer' },
  { id: 'Cat', en: 'Cat', sanskrit: 'Marjara', hi: 'मार्जार', ta: 'பூனை', te: 'పిల్లి', kn: 'ಬೆಕ್ಕು', ml: 'പൂച്ച', mr: 'मांजर', bn: 'বিড়াল', gu: 'બિલાડી', enemy: 'Rat' },
  { id: 'Rat', en: 'Rat', sanskrit: 'Mushaka', hi: 'मूषक', ta: 'எலி', te: 'ఎలుక', kn: 'ಇಲಿ', ml: 'എലി', mr: 'उंदीर', bn: 'ইঁদুর', gu: 'ઉંદર', enemy: 'Cat' },
  { id: 'Cow', en: 'Cow', sanskrit: 'Go', hi: 'गौ', ta: 'பசு', te: 'ఆవు', kn: 'ಹಸು', ml: 'പശു', mr: 'गाय', bn: 'গরু', gu: 'ગાય', enemy: 'Tiger' },
  { id: 'Buffalo', en: 'Buffalo', sanskrit: 'Mahisha', hi: 'महिष', ta: 'எருமை', te: 'గేదె', kn: 'ಎಮ್ಮೆ', ml: 'പോത്ത്', mr: 'म्हैस', bn: 'মহিষ', gu: 'ભેંસ', enemy: 'Horse' },
  { id: 'Tiger', en: 'Tiger', sanskrit: 'Vyaghra', hi: 'व्याघ्र', ta: 'புலி', te: 'పులి', kn: 'ಹುಲಿ', ml: 'പുലി', mr: 'वाघ', bn: 'বাঘ', gu: 'વાઘ', enemy: 'Cow' },
  { id: 'Deer', en: 'Deer', sanskrit: 'Mriga', hi: 'मृग', ta: 'மான்', te: 'జింక', kn: 'ಜಿಂಕೆ', ml: 'മാൻ', mr: 'हरीण', bn: 'হরিণ', gu: 'હરણ', enemy: 'Dog' },
  { id: 'Monkey', en: 'Monkey', sanskrit: 'Vanara', hi: 'वानर', ta: 'குரங்கு', te: 'కోతి', kn: 'ಕೋತಿ', ml: 'കുരങ്ങ്', mr: 'माकड', bn: 'বানর', gu: 'વાંદરો', enemy: 'Sheep' },
  { id: 'Mongoose', en: 'Mongoose', sanskrit: 'Nakula', hi: 'नकुल', ta: 'கீரி', te: 'ముంగిస', kn: 'ಮುಂಗುಸಿ', ml: 'കീരി', mr: 'मुंगूस', bn: 'বেজি', gu: 'નોળિયો', enemy: 'Serpent' },
  { id: 'Lion', en: 'Lion', sanskrit: 'Simha', hi: 'सिंह', ta: 'சிங்கம்', te: 'సింహం', kn: 'ಸಿಂಹ', ml: 'സിംഹം', mr: 'सिंह', bn: 'সিংহ', gu: 'સિંહ', enemy: 'Elephant' },
] as const satisfies readonly (Names & { readonly id: YoniAnimal; readonly sanskrit: string; readonly enemy: YoniAnimal })[];
export type Yoni = (typeof YONIS)[number];

/** The sex of a yoni, with its Hindi. */
export const YONI_SEXES = [
  { id: 'male', en: 'Male', hi: 'पुरुष', ta: 'ஆண்', te: 'పురుష', kn: 'ಪುರುಷ', ml: 'പുരുഷൻ', mr: 'पुरुष', bn: 'পুরুষ', gu: 'પુરુષ' },
  { id: 'female', en: 'Female', hi: 'स्त्री', ta: 'பெண்', te: 'స్త్రీ', kn: 'ಸ್ತ್ರೀ', ml: 'സ്ത്രീ', mr: 'स्त्री', bn: 'স্ত্রী', gu: 'સ્ત્રી' },
] as const;

/**
 * Yoni points between two animals: 4 same animal, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn enemies.
 * Source: the 14 × 14 yoni table printed by saravali.de ("Yoni Koota", the table Maitreya implements, bride by
 * groom). That printing is symmetric except in two cells (its Deer row gives Horse 1 where its Horse row gives
 * Deer 3; its Lion row gives Buffalo 2 where its Buffalo row gives Lion 1); this table is symmetric and keeps
 * the Horse and Buffalo rows' values (Horse–Deer 3, Buffalo–Lion 1). Checked against PyJHora's `YoniArray`
 * (read for comparison): every cell agrees except Horse–Deer, which PyJHora makes 1 both ways (the Deer row's
 * value; offered as the `deerRow` convention, `YONI_DEER_ROW`). The seven
 * sworn-enemy pairs agree with freehoroscopesonline.in and with the enemies of `YONIS`. The sex of the yoni does
 * not change the points here; the South Indian yoni porutham grades it (`YONI_CONVENTIONS`).
 */
export const YONI_POINTS = {
  Horse: { Horse: 4, Elephant: 2, Sheep: 2, Serpent: 3, Dog: 2, Cat: 2, Rat: 2, Cow: 1, Buffalo: 0, Tiger: 1, Deer: 3, Monkey: 3, Mongoose: 2, Lion: 1 },
  Elephant: { Horse: 2, Elephant: 4, Sheep: 3, Serpent: 3, Dog: 2, Cat: 2, Rat: 2, Cow: 2, Buffalo: 3, Tiger: 1, Deer: 2, Monkey: 3, Mongoose: 2, Lion: 0 },
  Sheep: { Horse: 2, Elephant: 3, Sheep: 4, Serpent: 2, Dog: 1, Cat: 2, Rat: 1, Cow: 3, Buffalo: 3, Tiger: 1, Deer: 2, Monkey: 0, Mongoose: 3, Lion: 1 },
  Serpent: { Horse: 3, Elephant: 3, Sheep: 2, Serpent: 4, Dog: 2, Cat: 1, Rat: 1, Cow: 1, Buffalo: 1, Tiger: 2, Deer: 2, Monkey: 2, Mongoose: 0, Lion: 2 },
  Dog: { Horse: 2, Elephant: 2, Sheep: 1, Serpent: 2, Dog: 4, Cat: 2, Rat: 1, Cow: 2, Buffalo: 2, Tiger: 1, Deer: 0, Monkey: 2, Mongoose: 1, Lion: 1 },
  Cat: { Horse: 2, Elephant: 2, Sheep: 2, Serpent: 1, Dog: 2, Cat: 4, Rat: 0, Cow: 2, Buffalo: 2, Tiger: 1, Deer: 3, Monkey: 3, Mongoose: 2, Lion: 1 },
  Rat: { Horse: 2, Elephant: 2, Sheep: 1, Serpent: 1, Dog: 1, Cat: 0, Rat: 4, Cow: 2, Buffalo: 2, Tiger: 2, Deer: 2, Monkey: 2, Mongoose: 1, Lion: 2 },
  Cow: { Horse: 1, Elephant: 2, Sheep: 3, Serpent: 1, Dog: 2, Cat: 2, Rat: 2, Cow: 4, Buffalo: 3, Tiger: 0, Deer: 3, Monkey: 2, Mongoose: 2, Lion: 1 },
  Buffalo: { Horse: 0, Elephant: 3, Sheep: 3, Serpent: 1, Dog: 2, Cat: 2, Rat: 2, Cow: 3, Buffalo: 4, Tiger: 1, Deer: 2, Monkey: 2, Mongoose: 2, Lion: 1 },
  Tiger: { Horse: 1, Elephant: 1, Sheep: 1, Serpent: 2, Dog: 1, Cat: 1, Rat: 2, Cow: 0, Buffalo: 1, Tiger: 4, Deer: 1, Monkey: 1, Mongoose: 2, Lion: 1 },
  Deer: { Horse: 3, Elephant: 2, Sheep: 2, Serpent: 2, Dog: 0, Cat: 3, Rat: 2, Cow: 3, Buffalo: 2, Tiger: 1, Deer: 4, Monkey: 2, Mongoose: 2, Lion: 1 },
  Monkey: { Horse: 3, Elephant: 3, Sheep: 0, Serpent: 2, Dog: 2, Cat: 3, Rat: 2, Cow: 2, Buffalo: 2, Tiger: 1, Deer: 2, Monkey: 4, Mongoose: 3, Lion: 2 },
  Mongoose: { Horse: 2, Elephant: 2, Sheep: 3, Serpent: 0, Dog: 1, Cat: 2, Rat: 1, Cow: 2, Buffalo: 2, Tiger: 2, Deer: 2, Monkey: 3, Mongoose: 4, Lion: 2 },
  Lion: { Horse: 1, Elephant: 0, Sheep: 1, Serpent: 2, Dog: 1, Cat: 1, Rat: 2, Cow: 1, Buffalo: 1, Tiger: 1, Deer: 1, Monkey: 2, Mongoose: 2, Lion: 4 },
} as const satisfies Readonly<Record<YoniAnimal, Readonly<Record<YoniAnimal, number>>>>;

/**
 * The yoni readings that matching responses report side by side (`conventions.yoni`); the table set of the request
 * (`KOOTA_TABLE_SETS`) chooses the applied one among `northTable` and `deerRow`. `northTable`: the points of
 * `YONI_POINTS` (the default). `deerRow`: the same table with Horse–Deer 1 both ways, as saravali.de's Deer row
 * prints it (`YONI_DEER_ROW`). `southGrade` is the South Indian yoni porutham grade of the same pair
 * (data/porutham.ts `YONI_GRADES`: sworn enemies adhama, a male-yoni groom with a female-yoni bride uttama, else
 * madhyama) put on the koota's 4-point scale by `YONI_SOUTH_GRADE_POINTS` (uttama the full 4, madhyama half, adhama
 * 0), this product's scale: the porutham sources grade, they do not score; it is reported, never applied.
 */
export const YONI_CONVENTIONS = [
  { id: 'northTable', en: 'North Indian yoni table', hi: 'उत्तर भारतीय योनि सारणी', ta: 'வட இந்திய யோனி அட்டவணை', te: 'ఉత్తర భారత యోని పట్టిక', kn: 'ಉತ್ತರ ಭಾರತೀಯ ಯೋನಿ ಕೋಷ್ಟಕ', ml: 'ഉത്തരേന്ത്യൻ യോനിപ്പട്ടിക', mr: 'उत्तर भारतीय योनी सारणी', bn: 'উত্তর ভারতীয় যোনি সারণি', gu: 'ઉત્તર ભારતીય યોનિ કોષ્ટક' },
  { id: 'deerRow', en: 'North Indian yoni table, Horse–Deer 1', hi: 'उत्तर भारतीय योनि सारणी, अश्व–मृग 1', ta: 'வட இந்திய யோனி அட்டவணை, குதிரை–மான் 1', te: 'ఉత్తర భారత యోని పట్టిక, అశ్వం–మృగం 1', kn: 'ಉತ್ತರ ಭಾರತೀಯ ಯೋನಿ ಕೋಷ್ಟಕ, ಅಶ್ವ–ಮೃಗ 1', ml: 'ഉത്തരേന്ത്യൻ യോനിപ്പട്ടിക, അശ്വം–മൃഗം 1', mr: 'उत्तर भारतीय योनी सारणी, अश्व–मृग 1', bn: 'উত্তর ভারতীয় যোনি সারণি, অশ্ব–মৃগ 1', gu: 'ઉત્તર ભારતીય યોનિ કોષ્ટક, અશ્વ–મૃગ 1' },
  { id: 'southGrade', en: 'South Indian yoni porutham grade', hi: 'दक्षिण भारतीय योनि पोरुथम श्रेणी', ta: 'தென்னிந்திய யோனிப் பொருத்தத் தரம்', te: 'దక్షిణ భారత యోని పొంతన శ్రేణి', kn: 'ದಕ್ಷಿಣ ಭಾರತೀಯ ಯೋನಿ ಕೂಟದ ಶ್ರೇಣಿ', ml: 'ദക്ഷിണേന്ത്യൻ യോനിപ്പൊരുത്തത്തിന്റെ ഗ്രേഡ്', mr: 'दक्षिण भारतीय योनी पोरुथम श्रेणी', bn: 'দক্ষিণ ভারতীয় যোনি পোরুথমের শ্রেণি', gu: 'દક્ષિણ ભારતીય યોનિ પોરુથમ શ્રેણી' },
] as const;
export type YoniConventionId = (typeof YONI_CONVENTIONS)[number]['id'];

/**
 * The one cell in which the `deerRow` reading differs from `YONI_POINTS`: Horse with Deer (either way) 1, the
 * value of saravali.de's Deer row ("Yoni Koota"; its Horse row prints 3), and of PyJHora's `YoniArray` both ways
 * (horoscope/match/compatibility.py:78 and :88).
 */
export const YONI_DEER_ROW = { animals: ['Horse', 'Deer'], points: 1 } as const satisfies {
  readonly animals: readonly [YoniAnimal, YoniAnimal]; readonly points: number };

/** Yoni points, 0–4, of each South Indian porutham grade. */
export const YONI_SOUTH_GRADE_POINTS = {
  uttama: 4, madhyama: 2, adhama: 0,
} as const satisfies Readonly<Record<PoruthamGradeId, number>>;

// ── Graha maitri (5 points) ─────────────────────────────────────────────────────────────────────────────────

/** How one sign lord regards the other, by natural (naisargika) friendship. */
export type LordRelation = Exclude<NaturalRelationship, 'self'>;

/**
 * Graha maitri points from the two sign lords' natural friendships, read both ways (each lord's view of the
 * other, data/grahas.ts `friends`/`neutrals`/`enemies`, BPHS ch. 3). Same lord 5; both friends 5; friend and
 * neutral 4; both neutral 3; friend and enemy 1; neutral and enemy 0.5; both enemies 0. Sources, checked and agreeing:
 * futuresamachar.com (Future Point, "Horoscope Matching", the graha maitri guna table: friends to each other 5,
 * one neutral one friend 4, one friend one enemy 1, both neutral 3, one neutral one enemy 0.5, enemies 0, the same
 * lord 5; its friendship table is BPHS's); PyJHora's 7 × 7 table gives the same values from the same friendships
 * (Sun–Moon 5, Sun–Mercury 4, Moon–Mercury 1, Mars–Venus 3, Moon–Venus 0.5, Sun–Saturn 0 …). The key is the two
 * relations sorted friend < neutral < enemy (`lordViews`).
 */
export const GRAHA_MAITRI_POINTS = {
  same: 5,
  'friend+friend': 5,
  'friend+neutral': 4,
  'neutral+neutral': 3,
  'friend+enemy': 1,
  'neutral+enemy': 0.5,
  'enemy+enemy': 0,
} as const;

/** Two sign lords' views of each other as one key: `same` for one lord, else the two relations sorted. */
export type LordViews = keyof typeof GRAHA_MAITRI_POINTS;

const RELATION_ORDER: Readonly<Record<LordRelation, number>> = { friend: 0, neutral: 1, enemy: 2 };

/**
 * The key of `GRAHA_MAITRI_POINTS` (and of data/porutham.ts `RASI_ADHIPATI_GRADES`) for the views of the bride's
 * and the groom's sign lords of each other, in either order: `same` when one lord rules both signs (a view of
 * `self`), else the two relations sorted friend < neutral < enemy and joined with `+`.
 */
export function lordViews(bride: NaturalRelationship, groom: NaturalRelationship): LordViews {
  if (bride === 'self' || groom === 'self') return 'same';
  const [first, second] = RELATION_ORDER[bride] <= RELATION_ORDER[groom] ? [bride, groom] : [groom, bride];
  return `${first}+${second}` as LordViews;
}

/** The seven sign lords (the nodes rule no sign in this koota). */
export type SignLordId = Extract<GrahaId, 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn'>;

// ── Gana (6 points) ─────────────────────────────────────────────────────────────────────────────────────────

/** The three ganas, with en/hi; which nakshatra has which is in data/nakshatras.ts (`gana`). */
export const GANAS = [
  { id: 'Deva', en: 'Deva (divine)', hi: 'देव', ta: 'தேவ கணம்', te: 'దేవ గణ', kn: 'ದೇವ ಗಣ', ml: 'ദേവഗണം', mr: 'देव गण', bn: 'দেব গণ', gu: 'દેવ ગણ' },
  { id: 'Manushya', en: 'Manushya (human)', hi: 'मनुष्य', ta: 'மனுஷ்ய கணம்', te: 'మనుష్య గణ', kn: 'ಮನುಷ್ಯ ಗಣ', ml: 'മനുഷ്യഗണം', mr: 'मनुष्य गण', bn: 'মনুষ্য গণ', gu: 'મનુષ્ય ગણ' },
  { id: 'Rakshasa', en: 'Rakshasa (demonic)', hi: 'राक्षस', ta: 'ராட்சச கணம்', te: 'రాక్షస గణ', kn: 'ರಾಕ್ಷಸ ಗಣ', ml: 'രാക്ഷസഗണം', mr: 'राक्षस गण', bn: 'রাক্ষস গণ', gu: 'રાક્ષસ ગણ' },
] as const satisfies readonly (Names & { readonly id: Gana })[];

/**
 * Gana points, `[groom's gana][bride's gana]`, 0–6: the same gana 6; a Deva groom with a Manushya bride 6, a
 * Manushya groom with a Deva bride 5; a Rakshasa groom with a Deva bride 1, a Deva groom with a Rakshasa bride 0;
 * Manushya with Rakshasa 0 either way. Not symmetric.
 * Sources, agreeing cell for cell: transliteral.org (a Marathi almanac text on vivaha: "वराचा देवगण व वधूचा
 * मनुष्यगण यांचे देखील सहा गुण; वराचा मनुष्यगण आणि वधूचा देवगण असेल तर पांच गुण; वराचा राक्षसगण व वधूचा देवगण
 * असेल तर एक गुण; वराचा देवगण आणि वधूचा राक्षसगण असेल तर शून्य"); astropankajseth.co.in ("Gana Matching").
 * Differs in one cell: futuresamachar.com (Future Point, "Horoscope Matching", guna table of gana) gives a Deva
 * groom with a Rakshasa bride 1. Other readings are in `GANA_CONVENTIONS`. The grading behind all of them is
 * Muhurta Chintamani ch. 6 (the same gana best, deva–manushya middling, deva–rakshasa enmity, manushya–rakshasa
 * death).
 */
export const GANA_POINTS = {
  Deva: { Deva: 6, Manushya: 6, Rakshasa: 0 },
  Manushya: { Deva: 5, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Deva: 1, Manushya: 0, Rakshasa: 6 },
} as const satisfies Readonly<Record<Gana, Readonly<Record<Gana, number>>>>;

/**
 * The gana tables that matching responses report side by side (`conventions.gana`), each `[groom][bride]`.
 * The table set of the request (`KOOTA_TABLE_SETS`) chooses the applied one among `groomBride` and `brideGroom`.
 * `groomBride` (`GANA_POINTS`, the default). `brideGroom`: the same table read with the bride's gana as the row, so
 * a Manushya groom with a Deva bride scores 6 and a Deva groom with a Manushya bride 5, a Deva groom with a
 * Rakshasa bride 1 and a Rakshasa groom with a Deva bride 0; PyJHora reads it so since its V3.1.1
 * (`gana_array`, "Based on saravali.de (Maitri) Transposed in V3.1.1", horoscope/match/compatibility.py:133, read
 * `[girl][boy]` at :373); the printed sources named at `GANA_POINTS` read it by the groom's gana. `futurePoint`: the
 * default but a Deva groom with a Rakshasa bride 1 (futuresamachar.com, above). `symmetric`: the reading that
 * ignores who is whose, Deva–Manushya 5, Manushya–Rakshasa 1, Deva–Rakshasa 0 either way, as the "Gana, Nadi,
 * Bhakuta" notes at pl.scribd.com/document/268021076 print it. The last two are reported, never applied.
 */
export const GANA_CONVENTIONS = [
  { id: 'groomBride', en: "By groom's and bride's gana (almanac table)", hi: 'वर और वधू के गण से (पंचांग सारणी)', ta: 'மணமகன், மணமகளின் கணத்தைக் கொண்டு (பஞ்சாங்க அட்டவணை)', te: 'వరుడి, వధువు గణాలను బట్టి (పంచాంగ పట్టిక)', kn: 'ವರ ಮತ್ತು ವಧುವಿನ ಗಣದಿಂದ (ಪಂಚಾಂಗ ಕೋಷ್ಟಕ)', ml: 'വരന്റെയും വധുവിന്റെയും ഗണത്തിൽനിന്ന് (പഞ്ചാംഗപ്പട്ടിക)', mr: 'वर आणि वधूच्या गणावरून (पंचांग सारणी)', bn: 'বর ও কনের গণ থেকে (পঞ্জিকার সারণি)', gu: 'વર અને કન્યાના ગણ પરથી (પંચાંગ કોષ્ટક)',
    points: GANA_POINTS },
  { id: 'brideGroom', en: "The almanac table read by bride's and groom's gana", hi: 'पंचांग सारणी, वधू और वर के गण से', ta: 'மணமகள், மணமகனின் கணத்தைக் கொண்டு படிக்கும் பஞ்சாங்க அட்டவணை', te: 'వధువు, వరుడి గణాలను బట్టి చదివే పంచాంగ పట్టిక', kn: 'ವಧು ಮತ್ತು ವರನ ಗಣದಿಂದ ಓದುವ ಪಂಚಾಂಗ ಕೋಷ್ಟಕ', ml: 'വധുവിന്റെയും വരന്റെയും ഗണത്തിൽനിന്നു വായിക്കുന്ന പഞ്ചാംഗപ്പട്ടിക', mr: 'वधू आणि वराच्या गणावरून वाचलेली पंचांग सारणी', bn: 'কনে ও বরের গণ থেকে পড়া পঞ্জিকার সারণি', gu: 'કન્યા અને વરના ગણ પરથી વાંચેલું પંચાંગ કોષ્ટક',
    points: {
      Deva: { Deva: 6, Manushya: 5, Rakshasa: 1 },
      Manushya: { Deva: 6, Manushya: 6, Rakshasa: 0 },
      Rakshasa: { Deva: 0, Manushya: 0, Rakshasa: 6 },
    } },
  { id: 'futurePoint', en: 'Almanac table, Deva groom with Rakshasa bride 1', hi: 'पंचांग सारणी, देव वर और राक्षस वधू 1', ta: 'பஞ்சாங்க அட்டவணை, தேவ கண மணமகன், ராட்சச கண மணமகள் 1', te: 'పంచాంగ పట్టిక, దేవ గణ వరుడు, రాక్షస గణ వధువు 1', kn: 'ಪಂಚಾಂಗ ಕೋಷ್ಟಕ, ದೇವ ಗಣದ ವರ, ರಾಕ್ಷಸ ಗಣದ ವಧು 1', ml: 'പഞ്ചാംഗപ്പട്ടിക, ദേവഗണ വരനും രാക്ഷസഗണ വധുവും 1', mr: 'पंचांग सारणी, देव गणाचा वर आणि राक्षस गणाची वधू 1', bn: 'পঞ্জিকার সারণি, দেব গণের বর ও রাক্ষস গণের কনে 1', gu: 'પંચાંગ કોષ્ટક, દેવ ગણનો વર અને રાક્ષસ ગણની કન્યા 1',
    points: {
      Deva: { Deva: 6, Manushya: 6, Rakshasa: 1 },
      Manushya: { Deva: 5, Manushya: 6, Rakshasa: 0 },
      Rakshasa: { Deva: 1, Manushya: 0, Rakshasa: 6 },
    } },
  { id: 'symmetric', en: 'Symmetric (either partner)', hi: 'सममित (कोई भी साथी)', ta: 'சமச்சீர் (இருவரில் யாராயினும்)', te: 'సౌష్ఠవం (ఇద్దరిలో ఎవరైనా)', kn: 'ಸಮಮಿತ (ಇಬ್ಬರಲ್ಲಿ ಯಾರಾದರೂ)', ml: 'സമമിതം (ഇരുവരിൽ ആരായാലും)', mr: 'सममित (कोणताही जोडीदार)', bn: 'প্রতিসম (যেকোনো একজন)', gu: 'સમમિત (કોઈ પણ સાથી)',
    points: {
      Deva: { Deva: 6, Manushya: 5, Rakshasa: 0 },
      Manushya: { Deva: 5, Manushya: 6, Rakshasa: 1 },
      Rakshasa: { Deva: 0, Manushya: 1, Rakshasa: 6 },
    } },
] as const satisfies readonly (Names & { readonly id: string;
  readonly points: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> })[];
export type GanaConventionId = (typeof GANA_CONVENTIONS)[number]['id'];

// ── Bhakoot (7 points) ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Bhakoot (rashi koota) by the inclusive count of signs from one Moon sign to the other, 1–12 (same sign 1).
 * The count one way and the count the other way form a pair (2/12, 3/11, 4/10, 5/9, 6/8, 7/7, 1/1); the pairs
 * 2/12 (dwirdwadash), 5/9 (navapancham) and 6/8 (shadashtak) give 0, every other pair 7. Source: the rule of
 * the North Indian tables as saravali.de states Maitreya's ("if the relationship is 5/9, 6/8 or 2/12 they get
 * no points else they get 7", its "Rasi Koota" page). The same three pairs are the bad ones of Muhurta Chintamani
 * ch. 6 ("mṛtyuḥ ṣaḍaṣṭake jñeyo 'patyahānir navātmaje / dvirdvādaśe nirdhanatvaṃ dvayor anyatra saukhyakṛt", as
 * merojyotish.com quotes it), of futuresamachar.com ("Bhakoot Dosha & Married Life") and of piosastro.com.
 * PyJHora's 12 × 12 table (`raasi_array`, horoscope/match/compatibility.py:158–171, read `[girl][boy]`) gives the
 * same in 143 of its 144 cells; its Aquarius row (:169) gives a Cancer groom 7 although Cancer is the 6th sign from
 * Aquarius (its own Cancer row gives an Aquarius groom, the 8th, 0): an error, not copied. Readings that excuse some of these pairs (the same or friendly sign
 * lords, odd-sign 6/8) are parihara rules in data/matching-exceptions.ts, not points here.
 */
export const BHAKOOT_BY_COUNT = [
  { count: 1, pair: 'samasaptak-1', en: 'Same sign (1/1)', hi: 'एक राशि (1/1)', ta: 'ஒரே ராசி (1/1)', te: 'ఒకే రాశి (1/1)', kn: 'ಒಂದೇ ರಾಶಿ (1/1)', ml: 'ഒരേ രാശി (1/1)', mr: 'एकच राशी (1/1)', bn: 'একই রাশি (1/1)', gu: 'એક જ રાશિ (1/1)', points: 7 },
  { count: 2, pair: 'dwirdwadash', en: '2/12 (dwirdwadash)', hi: 'द्विर्द्वादश (2/12)', ta: 'த்விர்த்வாதசம் (2/12)', te: 'ద్విర్ద్వాదశ (2/12)', kn: 'ದ್ವಿರ್ದ್ವಾದಶ (2/12)', ml: 'ദ്വിർദ്വാദശം (2/12)', mr: 'द्विर्द्वादश (2/12)', bn: 'দ্বির্দ্বাদশ (2/12)', gu: 'દ્વિર્દ્વાદશ (2/12)', points: 0 },
  { count: 3, pair: 'tritiya-ekadash', en: '3/11', hi: 'तृतीय-एकादश (3/11)', ta: 'திரிதீய-ஏகாதசம் (3/11)', te: 'తృతీయ-ఏకాదశ (3/11)', kn: 'ತೃತೀಯ-ಏಕಾದಶ (3/11)', ml: 'തൃതീയ-ഏകാദശം (3/11)', mr: 'तृतीय-एकादश (3/11)', bn: 'তৃতীয়-একাদশ (3/11)', gu: 'તૃતીય-એકાદશ (3/11)', points: 7 },
  { count: 4, pair: 'chaturtha-dasham', en: '4/10', hi: 'चतुर्थ-दशम (4/10)', ta: 'சதுர்த்த-தசமம் (4/10)', te: 'చతుర్థ-దశమ (4/10)', kn: 'ಚತುರ್ಥ-ದಶಮ (4/10)', ml: 'ചതുർഥ-ദശമം (4/10)', mr: 'चतुर्थ-दशम (4/10)', bn: 'চতুর্থ-দশম (4/10)', gu: 'ચતુર્થ-દશમ (4/10)', points: 7 },
  { count: 5, pair: 'navapancham', en: '5/9 (navapancham)', hi: 'नवपंचम (5/9)', ta: 'நவபஞ்சமம் (5/9)', te: 'నవపంచమ (5/9)', kn: 'ನವಪಂಚಮ (5/9)', ml: 'നവപഞ്ചമം (5/9)', mr: 'नवपंचम (5/9)', bn: 'নবপঞ্চম (5/9)', gu: 'નવપંચમ (5/9)', points: 0 },
  { count: 6, pair: 'shadashtak', en: '6/8 (shadashtak)', hi: 'षडाष्टक (6/8)', ta: 'சஷ்டாஷ்டகம் (6/8)', te: 'షడష్టక (6/8)', kn: 'ಷಡಷ್ಟಕ (6/8)', ml: 'ഷഡഷ്ടകം (6/8)', mr: 'षडाष्टक (6/8)', bn: 'ষড়াষ্টক (6/8)', gu: 'ષડાષ્ટક (6/8)', points: 0 },
  { count: 7, pair: 'samasaptak', en: '7/7 (samasaptak)', hi: 'समसप्तक (7/7)', ta: 'சமசப்தமம் (7/7)', te: 'సమసప్తక (7/7)', kn: 'ಸಮಸಪ್ತಕ (7/7)', ml: 'സമസപ്തകം (7/7)', mr: 'समसप्तक (7/7)', bn: 'সমসপ্তক (7/7)', gu: 'સમસપ્તક (7/7)', points: 7 },
  { count: 8, pair: 'shadashtak', en: '6/8 (shadashtak)', hi: 'षडाष्टक (6/8)', ta: 'சஷ்டாஷ்டகம் (6/8)', te: 'షడష్టక (6/8)', kn: 'ಷಡಷ್ಟಕ (6/8)', ml: 'ഷഡഷ്ടകം (6/8)', mr: 'षडाष्टक (6/8)', bn: 'ষড়াষ্টক (6/8)', gu: 'ષડાષ્ટક (6/8)', points: 0 },
  { count: 9, pair: 'navapancham', en: '5/9 (navapancham)', hi: 'नवपंचम (5/9)', ta: 'நவபஞ்சமம் (5/9)', te: 'నవపంచమ (5/9)', kn: 'ನವಪಂಚಮ (5/9)', ml: 'നവപഞ്ചമം (5/9)', mr: 'नवपंचम (5/9)', bn: 'নবপঞ্চম (5/9)', gu: 'નવપંચમ (5/9)', points: 0 },
  { count: 10, pair: 'chaturtha-dasham', en: '4/10', hi: 'चतुर्थ-दशम (4/10)', ta: 'சதுர்த்த-தசமம் (4/10)', te: 'చతుర్థ-దశమ (4/10)', kn: 'ಚತುರ್ಥ-ದಶಮ (4/10)', ml: 'ചതുർഥ-ദശമം (4/10)', mr: 'चतुर्थ-दशम (4/10)', bn: 'চতুর্থ-দশম (4/10)', gu: 'ચતુર્થ-દશમ (4/10)', points: 7 },
  { count: 11, pair: 'tritiya-ekadash', en: '3/11', hi: 'तृतीय-एकादश (3/11)', ta: 'திரிதீய-ஏகாதசம் (3/11)', te: 'తృతీయ-ఏకాదశ (3/11)', kn: 'ತೃತೀಯ-ಏಕಾದಶ (3/11)', ml: 'തൃതീയ-ഏകാദശം (3/11)', mr: 'तृतीय-एकादश (3/11)', bn: 'তৃতীয়-একাদশ (3/11)', gu: 'તૃતીય-એકાદશ (3/11)', points: 7 },
  { count: 12, pair: 'dwirdwadash', en: '2/12 (dwirdwadash)', hi: 'द्विर्द्वादश (2/12)', ta: 'த்விர்த்வாதசம் (2/12)', te: 'ద్విర్ద్వాదశ (2/12)', kn: 'ದ್ವಿರ್ದ್ವಾದಶ (2/12)', ml: 'ദ്വിർദ്വാദശം (2/12)', mr: 'द्विर्द्वादश (2/12)', bn: 'দ্বির্দ্বাদশ (2/12)', gu: 'દ્વિર્દ્વાદશ (2/12)', points: 0 },
] as const;
export type BhakootCount = (typeof BHAKOOT_BY_COUNT)[number];

// ── Nadi (8 points) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The three nadis, with en/hi; which nakshatra has which is in data/nakshatras.ts (`nadi`). Points: the same
 * nadi 0 (nadi dosha), different nadis 8. Source: Muhurta Chintamani ch. 6 and every North Indian table
 * (saravali.de, futuresamachar.com, astrologerpanditji.com "Nadi Dosh"; PyJHora's table agrees).
 */
export const NADIS = [
  { id: 'Adi', en: 'Adi (Vata)', hi: 'आदि', ta: 'ஆதி நாடி (வாதம்)', te: 'ఆది (వాత)', kn: 'ಆದಿ (ವಾತ)', ml: 'ആദി (വാതം)', mr: 'आद्य (वात)', bn: 'আদি (বাত)', gu: 'આદ્ય (વાત)' },
  { id: 'Madhya', en: 'Madhya (Pitta)', hi: 'मध्य', ta: 'மத்திய நாடி (பித்தம்)', te: 'మధ్య (పిత్త)', kn: 'ಮಧ್ಯ (ಪಿತ್ತ)', ml: 'മധ്യ (പിത്തം)', mr: 'मध्य (पित्त)', bn: 'মধ্য (পিত্ত)', gu: 'મધ્ય (પિત્ત)' },
  { id: 'Antya', en: 'Antya (Kapha)', hi: 'अन्त्य', ta: 'அந்திய நாடி (கபம்)', te: 'అంత్య (కఫ)', kn: 'ಅಂತ್ಯ (ಕಫ)', ml: 'അന്ത്യ (കഫം)', mr: 'अंत्य (कफ)', bn: 'অন্ত্য (কফ)', gu: 'અંત્ય (કફ)' },
] as const satisfies readonly (Names & { readonly id: Nadi })[];

/** Nadi points: the same nadi 0, different nadis 8. */
export const NADI_POINTS = { same: 0, different: 8 } as const;

// ── Table sets ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The named sets of koota tables a request chooses (`kootaTables`): for each koota whose table differs between
 * sources, which reading is applied. The readings, their sources and their points are above (`VARNA_CONVENTIONS`,
 * `VASHYA_CONVENTIONS`, `YONI_CONVENTIONS`, `GANA_CONVENTIONS`); tara, graha maitri, bhakoot and nadi are the same
 * in every set.
 * - `standard` (the default): the groupings and tables of the almanac sources (Muhurta Chintamani's varnas, the
 *   symmetric vashya table, the yoni table with Horse–Deer 3, gana read by the groom's gana).
 * - `saravali`: the tables saravali.de prints (Maitreya's): the air signs Vaishya, the asymmetric vashya table read
 *   bride by groom, Horse–Deer 1, and gana read by the bride's gana (the reading of its table PyJHora adopted in
 *   V3.1.1). With it this engine reproduces PyJHora's koota conventions (docs/conventions.md).
 */
export const KOOTA_TABLE_SETS = [
  { id: 'standard', en: 'Almanac tables', hi: 'पंचांग सारणियाँ', ta: 'பஞ்சாங்க அட்டவணைகள்', te: 'పంచాంగ పట్టికలు', kn: 'ಪಂಚಾಂಗ ಕೋಷ್ಟಕಗಳು', ml: 'പഞ്ചാംഗപ്പട്ടികകൾ', mr: 'पंचांग सारण्या', bn: 'পঞ্জিকার সারণি', gu: 'પંચાંગ કોષ્ટકો',
    varna: 'earthVaishya', vashya: 'symmetric', yoni: 'northTable', gana: 'groomBride' },
  { id: 'saravali', en: 'saravali.de tables', hi: 'सारावली डॉट डीई की सारणियाँ', ta: 'சாராவளி இணையதள அட்டவணைகள்', te: 'సారావళి వెబ్‌సైట్ పట్టికలు', kn: 'ಸಾರಾವಳಿ ಜಾಲತಾಣದ ಕೋಷ್ಟಕಗಳು', ml: 'സാരാവലി വെബ്സൈറ്റിലെ പട്ടികകൾ', mr: 'सारावली संकेतस्थळाच्या सारण्या', bn: 'সারাবলী ওয়েবসাইটের সারণি', gu: 'સારાવલી વેબસાઇટનાં કોષ્ટકો',
    varna: 'airVaishya', vashya: 'saravali', yoni: 'deerRow', gana: 'brideGroom' },
] as const satisfies readonly (Names & { readonly id: string;
  readonly varna: VarnaConventionId; readonly vashya: VashyaConventionId;
  readonly yoni: Exclude<YoniConventionId, 'southGrade'>; readonly gana: 'groomBride' | 'brideGroom' })[];
export type KootaTableSetId = (typeof KOOTA_TABLE_SETS)[number]['id'];
export const KOOTA_TABLE_SET_IDS = KOOTA_TABLE_SETS.map((set) => set.id) as [KootaTableSetId, ...KootaTableSetId[]];
