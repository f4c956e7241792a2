/**
 * The 36 sahams (sensitive points) of the Tajika annual chart, one record per saham.
 *
 * Source: P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach* (Sagar Publications, 2000; free 2010
 * edition §28.8, Table 74 "Sahams"), table of sahams (numbered 1–36 in the book's order, which `SAHAMS` keeps), after Neelakantha's *Tajika
 * Neelakanthi* (Samjna Tantra). Each saham is A − B + C: the arc from B forward to A laid off from C. The
 * formula is the day formula; at night A and B change places unless `night` says the formula is the same, or
 * gives its own terms (karyasiddhi). The book's worked example 121 (artha, samartha, vanika) is a reference test.
 *
 * A term is a graha, the lagna, another saham, the cusp of a whole-sign house counted as the lagna's degree in
 * that house (`house`), the lord of a house (`lordOfHouse`), the lord of the sign a graha occupies
 * (`lordOfSignOf`), or a fixed sidereal longitude in degrees (`longitude`: jalapatana's Cancer 15°).
 *
 * Names and meanings in all nine languages: the Sanskrit name in each script with the language's ending (Tamil,
 * Telugu and Malayalam neuter nouns: Punniyam, Punyam; Rajyam), the meaning in the language's own words.
 */
import type { GrahaId } from './grahas.ts';
import { type SignId, signById } from './signs.ts';
import { LANGS, type Names, type Text } from './text.ts';

export type SahamTerm =
  | { readonly kind: 'lagna' }
  | { readonly kind: 'graha'; readonly graha: Exclude<GrahaId, 'rahu' | 'ketu'> }
  | { readonly kind: 'saham'; readonly saham: ComponentSahamId }
  | { readonly kind: 'house'; readonly house: number }
  | { readonly kind: 'lordOfHouse'; readonly house: number }
  | { readonly kind: 'lordOfSignOf'; readonly graha: 'sun' | 'moon' }
  | { readonly kind: 'longitude'; readonly degrees: number; readonly name: Text };

/** The sahams other sahams are built from (computed first: they come earlier in `SAHAMS`). */
export type ComponentSahamId = 'punya' | 'sastra';

/** A − B + C. */
export type SahamFormula = readonly [a: SahamTerm, b: SahamTerm, c: SahamTerm];

const L: SahamTerm = { kind: 'lagna' };
const g = (graha: Exclude<GrahaId, 'rahu' | 'ketu'>): SahamTerm => ({ kind: 'graha', graha });
const s = (saham: ComponentSahamId): SahamTerm => ({ kind: 'saham', saham });
const h = (house: number): SahamTerm => ({ kind: 'house', house });
const lord = (house: number): SahamTerm => ({ kind: 'lordOfHouse', house });

/** A degree of a sign, named in each language by the sign's name (data/signs.ts) and the degree: "Cancer 15°". */
function signDegreeName(sign: SignId, degree: number): Names {
  const record = signById(sign);
  return Object.fromEntries(LANGS.map((lang) => [lang, `${record[lang]} ${degree}°`])) as Record<keyof Names, string>;
}

interface SahamRecord extends Names {
  readonly id: string;
  readonly meaning: Names;
  readonly day: SahamFormula;
  /** 'reversed': A and B change places at night; 'same': one formula day and night; or the night's own formula. */
  readonly night: 'reversed' | 'same' | SahamFormula;
  /** False where the book applies no +30° correction (roga: C is A itself). */
  readonly correction?: false;
  /** Samartha: when Mars owns the lagna, Jupiter takes the lagna lord's place and Mars the place of A (Jupiter − Mars + Lagna). */
  readonly marsOwnsLagna?: 'jupiter-for-lagna-lord';
}

export const SAHAMS = [
  { id: 'punya', en: 'Punya', hi: 'पुण्य', ta: 'புண்ணியம்', te: 'పుణ్యం', kn: 'ಪುಣ್ಯ', ml: 'പുണ്യം', mr: 'पुण्य', bn: 'পুণ্য', gu: 'પુણ્ય', meaning: { en: 'Fortune, good deeds', hi: 'भाग्य, पुण्य कर्म', ta: 'பாக்கியம், நற்செயல்கள்', te: 'భాగ్యం, పుణ్య కర్మలు', kn: 'ಭಾಗ್ಯ, ಪುಣ್ಯ ಕರ್ಮಗಳು', ml: 'ഭാഗ്യം, സൽകർമ്മങ്ങൾ', mr: 'भाग्य, पुण्यकर्म', bn: 'ভাগ্য, পুণ্য কর্ম', gu: 'ભાગ્ય, પુણ્ય કર્મ' }, day: [g('moon'), g('sun'), L], night: 'reversed' },
  { id: 'vidya', en: 'Vidya', hi: 'विद्या', ta: 'வித்யா', te: 'విద్య', kn: 'ವಿದ್ಯಾ', ml: 'വിദ്യ', mr: 'विद्या', bn: 'বিদ্যা', gu: 'વિદ્યા', meaning: { en: 'Education', hi: 'शिक्षा', ta: 'கல்வி', te: 'విద్యాభ్యాసం', kn: 'ಶಿಕ್ಷಣ', ml: 'വിദ്യാഭ്യാസം', mr: 'शिक्षण', bn: 'শিক্ষা', gu: 'શિક્ષણ' }, day: [g('sun'), g('moon'), L], night: 'reversed' },
  { id: 'yasas', en: 'Yasas', hi: 'यश', ta: 'யசஸ்', te: 'యశస్సు', kn: 'ಯಶಸ್ಸು', ml: 'യശസ്സ്', mr: 'यश', bn: 'যশ', gu: 'યશ', meaning: { en: 'Fame', hi: 'कीर्ति', ta: 'புகழ்', te: 'కీర్తి', kn: 'ಕೀರ್ತಿ', ml: 'കീർത്തി', mr: 'कीर्ती', bn: 'খ্যাতি', gu: 'કીર્તિ' }, day: [g('jupiter'), s('punya'), L], night: 'reversed' },
  { id: 'mitra', en: 'Mitra', hi: 'मित्र', ta: 'மித்ர', te: 'మిత్ర', kn: 'ಮಿತ್ರ', ml: 'മിത്രം', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર', meaning: { en: 'Friends', hi: 'मित्र', ta: 'நண்பர்கள்', te: 'స్నేహితులు', kn: 'ಸ್ನೇಹಿತರು', ml: 'സുഹൃത്തുക്കൾ', mr: 'मित्र', bn: 'বন্ধু', gu: 'મિત્રો' }, day: [g('jupiter'), s('punya'), g('venus')], night: 'reversed' },
  { id: 'mahatmya', en: 'Mahatmya', hi: 'माहात्म्य', ta: 'மகாத்மியம்', te: 'మాహాత్మ్యం', kn: 'ಮಾಹಾತ್ಮ್ಯ', ml: 'മാഹാത്മ്യം', mr: 'माहात्म्य', bn: 'মাহাত্ম্য', gu: 'માહાત્મ્ય', meaning: { en: 'Greatness', hi: 'महानता', ta: 'பெருமை', te: 'గొప్పతనం', kn: 'ಹಿರಿಮೆ', ml: 'മഹത്വം', mr: 'मोठेपणा', bn: 'মহত্ত্ব', gu: 'મહાનતા' }, day: [s('punya'), g('mars'), L], night: 'reversed' },
  { id: 'asha', en: 'Asha', hi: 'आशा', ta: 'ஆசா', te: 'ఆశ', kn: 'ಆಶಾ', ml: 'ആശ', mr: 'आशा', bn: 'আশা', gu: 'આશા', meaning: { en: 'Desires', hi: 'इच्छाएँ', ta: 'ஆசைகள்', te: 'కోరికలు', kn: 'ಆಸೆಗಳು', ml: 'ആഗ്രഹങ്ങൾ', mr: 'इच्छा', bn: 'ইচ্ছা', gu: 'ઇચ્છાઓ' }, day: [g('saturn'), g('mars'), L], night: 'reversed' },
  {
    id: 'samartha', en: 'Samartha', hi: 'सामर्थ्य', ta: 'சாமர்த்தியம்', te: 'సామర్థ్యం', kn: 'ಸಾಮರ್ಥ್ಯ', ml: 'സാമർത്ഥ്യം', mr: 'सामर्थ्य', bn: 'সামর্থ্য', gu: 'સામર્થ્ય', meaning: { en: 'Enterprise, ability', hi: 'उद्यम, क्षमता', ta: 'முயற்சி, திறமை', te: 'కృషి, సామర్థ్యం', kn: 'ಉದ್ಯಮ, ಸಾಮರ್ಥ್ಯ', ml: 'ഉദ്യമം, കഴിവ്', mr: 'उद्यम, क्षमता', bn: 'উদ্যম, সক্ষমতা', gu: 'ઉદ્યમ, ક્ષમતા' },
    day: [g('mars'), lord(1), L], night: 'reversed', marsOwnsLagna: 'jupiter-for-lagna-lord',
  },
  { id: 'bhratri', en: 'Bhratri', hi: 'भ्रातृ', ta: 'பிராத்ரு', te: 'భ్రాతృ', kn: 'ಭ್ರಾತೃ', ml: 'ഭ്രാതൃ', mr: 'भ्रातृ', bn: 'ভ্রাতৃ', gu: 'ભ્રાતૃ', meaning: { en: 'Brothers', hi: 'भाई', ta: 'சகோதரர்கள்', te: 'సోదరులు', kn: 'ಸಹೋದರರು', ml: 'സഹോദരന്മാർ', mr: 'भाऊ', bn: 'ভাই', gu: 'ભાઈઓ' }, day: [g('jupiter'), g('saturn'), L], night: 'same' },
  { id: 'gaurava', en: 'Gaurava', hi: 'गौरव', ta: 'கௌரவம்', te: 'గౌరవం', kn: 'ಗೌರವ', ml: 'ഗൗരവം', mr: 'गौरव', bn: 'গৌরব', gu: 'ગૌરવ', meaning: { en: 'Respect, regard', hi: 'सम्मान', ta: 'மரியாதை', te: 'గౌరవ మర్యాదలు', kn: 'ಮಾನ, ಮರ್ಯಾದೆ', ml: 'ബഹുമാനം', mr: 'सन्मान', bn: 'সম্মান', gu: 'સન્માન' }, day: [g('jupiter'), g('moon'), g('sun')], night: 'reversed' },
  { id: 'pitri', en: 'Pitri', hi: 'पितृ', ta: 'பித்ரு', te: 'పితృ', kn: 'ಪಿತೃ', ml: 'പിതൃ', mr: 'पितृ', bn: 'পিতৃ', gu: 'પિતૃ', meaning: { en: 'Father', hi: 'पिता', ta: 'தந்தை', te: 'తండ్రి', kn: 'ತಂದೆ', ml: 'പിതാവ്', mr: 'वडील', bn: 'পিতা', gu: 'પિતા' }, day: [g('saturn'), g('sun'), L], night: 'reversed' },
  { id: 'rajya', en: 'Rajya', hi: 'राज्य', ta: 'ராஜ்யம்', te: 'రాజ్యం', kn: 'ರಾಜ್ಯ', ml: 'രാജ്യം', mr: 'राज्य', bn: 'রাজ্য', gu: 'રાજ્ય', meaning: { en: 'Kingdom, power', hi: 'राज्य, सत्ता', ta: 'ராஜ்யம், அதிகாரம்', te: 'రాజ్యం, అధికారం', kn: 'ರಾಜ್ಯ, ಅಧಿಕಾರ', ml: 'രാജ്യം, അധികാരം', mr: 'राज्य, सत्ता', bn: 'রাজ্য, ক্ষমতা', gu: 'રાજ્ય, સત્તા' }, day: [g('saturn'), g('sun'), L], night: 'reversed' },
  { id: 'matri', en: 'Matri', hi: 'मातृ', ta: 'மாத்ரு', te: 'మాతృ', kn: 'ಮಾತೃ', ml: 'മാതൃ', mr: 'मातृ', bn: 'মাতৃ', gu: 'માતૃ', meaning: { en: 'Mother', hi: 'माता', ta: 'தாய்', te: 'తల్లి', kn: 'ತಾಯಿ', ml: 'മാതാവ്', mr: 'आई', bn: 'মাতা', gu: 'માતા' }, day: [g('moon'), g('venus'), L], night: 'reversed' },
  { id: 'putra', en: 'Putra', hi: 'पुत्र', ta: 'புத்திர', te: 'పుత్ర', kn: 'ಪುತ್ರ', ml: 'പുത്ര', mr: 'पुत्र', bn: 'পুত্র', gu: 'પુત્ર', meaning: { en: 'Children', hi: 'संतान', ta: 'குழந்தைகள்', te: 'సంతానం', kn: 'ಸಂತಾನ', ml: 'സന്താനങ്ങൾ', mr: 'संतती', bn: 'সন্তান', gu: 'સંતાન' }, day: [g('jupiter'), g('moon'), L], night: 'reversed' },
  { id: 'jeeva', en: 'Jeeva', hi: 'जीव', ta: 'ஜீவ', te: 'జీవ', kn: 'ಜೀವ', ml: 'ജീവ', mr: 'जीव', bn: 'জীব', gu: 'જીવ', meaning: { en: 'Life', hi: 'जीवन', ta: 'வாழ்க்கை', te: 'జీవితం', kn: 'ಜೀವನ', ml: 'ജീവിതം', mr: 'जीवन', bn: 'জীবন', gu: 'જીવન' }, day: [g('saturn'), g('jupiter'), L], night: 'reversed' },
  { id: 'karma', en: 'Karma', hi: 'कर्म', ta: 'கர்மம்', te: 'కర్మ', kn: 'ಕರ್ಮ', ml: 'കർമ്മം', mr: 'कर्म', bn: 'কর্ম', gu: 'કર્મ', meaning: { en: 'Action, work', hi: 'कार्य', ta: 'செயல், தொழில்', te: 'కార్యం, వృత్తి', kn: 'ಕಾರ್ಯ, ಕೆಲಸ', ml: 'പ്രവൃത്തി, തൊഴിൽ', mr: 'कार्य, काम', bn: 'কার্য, কাজ', gu: 'કાર્ય, કામ' }, day: [g('mars'), g('mercury'), L], night: 'reversed' },
  { id: 'roga', en: 'Roga', hi: 'रोग', ta: 'ரோகம்', te: 'రోగం', kn: 'ರೋಗ', ml: 'രോഗം', mr: 'रोग', bn: 'রোগ', gu: 'રોગ', meaning: { en: 'Disease', hi: 'रोग', ta: 'நோய்', te: 'వ్యాధి', kn: 'ರೋಗ', ml: 'രോഗം', mr: 'रोग', bn: 'রোগ', gu: 'રોગ' }, day: [L, g('moon'), L], night: 'same', correction: false },
  { id: 'kali', en: 'Kali', hi: 'कलि', ta: 'கலி', te: 'కలి', kn: 'ಕಲಿ', ml: 'കലി', mr: 'कली', bn: 'কলি', gu: 'કલિ', meaning: { en: 'Great misfortune', hi: 'महान विपत्ति', ta: 'பெரும் துன்பம்', te: 'మహా విపత్తు', kn: 'ಮಹಾ ವಿಪತ್ತು', ml: 'വലിയ വിപത്ത്', mr: 'मोठे संकट', bn: 'মহাবিপদ', gu: 'મોટી વિપત્તિ' }, day: [g('jupiter'), g('mars'), L], night: 'reversed' },
  { id: 'sastra', en: 'Sastra', hi: 'शास्त्र', ta: 'சாஸ்திரம்', te: 'శాస్త్రం', kn: 'ಶಾಸ್ತ್ರ', ml: 'ശാസ്ത്രം', mr: 'शास्त्र', bn: 'শাস্ত্র', gu: 'શાસ્ત્ર', meaning: { en: 'Sciences', hi: 'शास्त्र', ta: 'சாஸ்திரங்கள்', te: 'శాస్త్రాలు', kn: 'ಶಾಸ್ತ್ರಗಳು', ml: 'ശാസ്ത്രങ്ങൾ', mr: 'शास्त्रे', bn: 'শাস্ত্রসমূহ', gu: 'શાસ્ત્રો' }, day: [g('jupiter'), g('saturn'), g('mercury')], night: 'reversed' },
  { id: 'bandhu', en: 'Bandhu', hi: 'बन्धु', ta: 'பந்து', te: 'బంధు', kn: 'ಬಂಧು', ml: 'ബന്ധു', mr: 'बंधू', bn: 'বন্ধু', gu: 'બંધુ', meaning: { en: 'Relatives', hi: 'सम्बन्धी', ta: 'உறவினர்', te: 'బంధువులు', kn: 'ಬಂಧುಗಳು', ml: 'ബന്ധുക്കൾ', mr: 'नातेवाईक', bn: 'আত্মীয়স্বজন', gu: 'સગાંસંબંધી' }, day: [g('mercury'), g('moon'), L], night: 'reversed' },
  { id: 'mrityu', en: 'Mrityu', hi: 'मृत्यु', ta: 'மிருத்யு', te: 'మృత్యువు', kn: 'ಮೃತ್ಯು', ml: 'മൃത്യു', mr: 'मृत्यू', bn: 'মৃত্যু', gu: 'મૃત્યુ', meaning: { en: 'Death', hi: 'मृत्यु', ta: 'மரணம்', te: 'మరణం', kn: 'ಮರಣ', ml: 'മരണം', mr: 'मृत्यू', bn: 'মৃত্যু', gu: 'મૃત્યુ' }, day: [h(8), g('moon'), L], night: 'same' },
  { id: 'paradesa', en: 'Paradesa', hi: 'परदेश', ta: 'பரதேசம்', te: 'పరదేశం', kn: 'ಪರದೇಶ', ml: 'പരദേശം', mr: 'परदेश', bn: 'পরদেশ', gu: 'પરદેશ', meaning: { en: 'Foreign countries', hi: 'विदेश', ta: 'வெளிநாடு', te: 'విదేశాలు', kn: 'ವಿದೇಶ', ml: 'വിദേശം', mr: 'परदेश', bn: 'বিদেশ', gu: 'વિદેશ' }, day: [h(9), lord(9), L], night: 'same' },
  { id: 'artha', en: 'Artha', hi: 'अर्थ', ta: 'அர்த்தம்', te: 'అర్థం', kn: 'ಅರ್ಥ', ml: 'അർത്ഥം', mr: 'अर्थ', bn: 'অর্থ', gu: 'અર્થ', meaning: { en: 'Money', hi: 'धन', ta: 'பணம்', te: 'ధనం', kn: 'ಹಣ', ml: 'ധനം', mr: 'धन', bn: 'ধন', gu: 'ધન' }, day: [h(2), lord(2), L], night: 'same' },
  { id: 'paradara', en: 'Paradara', hi: 'परदारा', ta: 'பரதாரம்', te: 'పరదార', kn: 'ಪರದಾರ', ml: 'പരദാരം', mr: 'परदारा', bn: 'পরদারা', gu: 'પરદારા', meaning: { en: 'Adultery', hi: 'परस्त्रीगमन', ta: 'பிறன்மனை நாடல்', te: 'పరస్త్రీ సంబంధం', kn: 'ಪರಸ್ತ್ರೀ ಸಂಗ', ml: 'പരസ്ത്രീബന്ധം', mr: 'परस्त्रीगमन', bn: 'পরস্ত্রীগমন', gu: 'પરસ્ત્રીગમન' }, day: [g('venus'), g('sun'), L], night: 'reversed' },
  { id: 'vanik', en: 'Vanik', hi: 'वणिक्', ta: 'வணிக்', te: 'వణిక్', kn: 'ವಣಿಕ್', ml: 'വണിക്', mr: 'वणिक', bn: 'বণিক', gu: 'વણિક', meaning: { en: 'Commerce', hi: 'वाणिज्य', ta: 'வாணிகம்', te: 'వాణిజ్యం', kn: 'ವಾಣಿಜ್ಯ', ml: 'വാണിജ്യം', mr: 'वाणिज्य', bn: 'বাণিজ্য', gu: 'વાણિજ્ય' }, day: [g('moon'), g('mercury'), L], night: 'reversed' },
  {
    id: 'karyasiddhi', en: 'Karyasiddhi', hi: 'कार्यसिद्धि', ta: 'காரியசித்தி', te: 'కార్యసిద్ధి', kn: 'ಕಾರ್ಯಸಿದ್ಧಿ', ml: 'കാര്യസിദ്ധി', mr: 'कार्यसिद्धी', bn: 'কার্যসিদ্ধি', gu: 'કાર્યસિદ્ધિ', meaning: { en: 'Success in endeavours', hi: 'कार्य में सफलता', ta: 'முயற்சிகளில் வெற்றி', te: 'ప్రయత్నాల్లో విజయం', kn: 'ಪ್ರಯತ್ನಗಳಲ್ಲಿ ಯಶಸ್ಸು', ml: 'ഉദ്യമങ്ങളിൽ വിജയം', mr: 'कार्यात यश', bn: 'কাজে সাফল্য', gu: 'કાર્યમાં સફળતા' },
    day: [g('saturn'), g('sun'), { kind: 'lordOfSignOf', graha: 'sun' }],
    night: [g('saturn'), g('moon'), { kind: 'lordOfSignOf', graha: 'moon' }],
  },
  { id: 'vivaha', en: 'Vivaha', hi: 'विवाह', ta: 'விவாகம்', te: 'వివాహం', kn: 'ವಿವಾಹ', ml: 'വിവാഹം', mr: 'विवाह', bn: 'বিবাহ', gu: 'વિવાહ', meaning: { en: 'Marriage', hi: 'विवाह', ta: 'திருமணம்', te: 'వివాహం', kn: 'ಮದುವೆ', ml: 'വിവാഹം', mr: 'विवाह', bn: 'বিবাহ', gu: 'લગ્ન' }, day: [g('venus'), g('saturn'), L], night: 'reversed' },
  { id: 'santapa', en: 'Santapa', hi: 'सन्ताप', ta: 'சந்தாபம்', te: 'సంతాపం', kn: 'ಸಂತಾಪ', ml: 'സന്താപം', mr: 'संताप', bn: 'সন্তাপ', gu: 'સંતાપ', meaning: { en: 'Sadness', hi: 'दुःख', ta: 'துக்கம்', te: 'దుఃఖం', kn: 'ದುಃಖ', ml: 'ദുഃഖം', mr: 'दुःख', bn: 'দুঃখ', gu: 'દુઃખ' }, day: [g('saturn'), g('moon'), h(6)], night: 'reversed' },
  { id: 'sraddha', en: 'Sraddha', hi: 'श्रद्धा', ta: 'சிரத்தை', te: 'శ్రద్ధ', kn: 'ಶ್ರದ್ಧಾ', ml: 'ശ്രദ്ധ', mr: 'श्रद्धा', bn: 'শ্রদ্ধা', gu: 'શ્રદ્ધા', meaning: { en: 'Devotion, sincerity', hi: 'भक्ति, निष्ठा', ta: 'பக்தி, நேர்மை', te: 'భక్తి, నిష్ఠ', kn: 'ಭಕ್ತಿ, ನಿಷ್ಠೆ', ml: 'ഭക്തി, നിഷ്ഠ', mr: 'भक्ती, निष्ठा', bn: 'ভক্তি, নিষ্ঠা', gu: 'ભક્તિ, નિષ્ઠા' }, day: [g('venus'), g('mars'), L], night: 'reversed' },
  { id: 'preeti', en: 'Preeti', hi: 'प्रीति', ta: 'பிரீதி', te: 'ప్రీతి', kn: 'ಪ್ರೀತಿ', ml: 'പ്രീതി', mr: 'प्रीती', bn: 'প্রীতি', gu: 'પ્રીતિ', meaning: { en: 'Love, attachment', hi: 'प्रेम, लगाव', ta: 'அன்பு, பற்று', te: 'ప్రేమ, అనుబంధం', kn: 'ಪ್ರೇಮ, ಬಾಂಧವ್ಯ', ml: 'സ്നേഹം, അടുപ്പം', mr: 'प्रेम, ओढ', bn: 'প্রেম, আসক্তি', gu: 'પ્રેમ, લગાવ' }, day: [s('sastra'), s('punya'), L], night: 'reversed' },
  { id: 'jadya', en: 'Jadya', hi: 'जाड्य', ta: 'ஜாட்யம்', te: 'జాడ్యం', kn: 'ಜಾಡ್ಯ', ml: 'ജാഡ്യം', mr: 'जाड्य', bn: 'জাড্য', gu: 'જાડ્ય', meaning: { en: 'Chronic disease', hi: 'जीर्ण रोग', ta: 'நாள்பட்ட நோய்', te: 'దీర్ఘకాల వ్యాధి', kn: 'ದೀರ್ಘಕಾಲದ ರೋಗ', ml: 'ദീർഘകാല രോഗം', mr: 'जुनाट रोग', bn: 'দীর্ঘস্থায়ী রোগ', gu: 'જીર્ણ રોગ' }, day: [g('mars'), g('saturn'), g('mercury')], night: 'reversed' },
  { id: 'vyapara', en: 'Vyapara', hi: 'व्यापार', ta: 'வியாபாரம்', te: 'వ్యాపారం', kn: 'ವ್ಯಾಪಾರ', ml: 'വ്യാപാരം', mr: 'व्यापार', bn: 'ব্যাপার', gu: 'વ્યાપાર', meaning: { en: 'Business', hi: 'व्यापार', ta: 'தொழில், வணிகம்', te: 'వ్యాపారం', kn: 'ವ್ಯವಹಾರ', ml: 'വ്യാപാരം', mr: 'व्यवसाय', bn: 'ব্যবসা', gu: 'વેપાર' }, day: [g('mars'), g('saturn'), L], night: 'same' },
  { id: 'satru', en: 'Satru', hi: 'शत्रु', ta: 'சத்ரு', te: 'శత్రు', kn: 'ಶತ್ರು', ml: 'ശത്രു', mr: 'शत्रू', bn: 'শত্রু', gu: 'શત્રુ', meaning: { en: 'Enemies', hi: 'शत्रु', ta: 'பகைவர்கள்', te: 'శత్రువులు', kn: 'ಶತ್ರುಗಳು', ml: 'ശത്രുക്കൾ', mr: 'शत्रू', bn: 'শত্রু', gu: 'શત્રુઓ' }, day: [g('mars'), g('saturn'), L], night: 'reversed' },
  {
    id: 'jalapatana', en: 'Jalapatana', hi: 'जलपतन', ta: 'ஜலபதனம்', te: 'జలపతనం', kn: 'ಜಲಪತನ', ml: 'ജലപതനം', mr: 'जलपतन', bn: 'জলপতন', gu: 'જળપતન', meaning: { en: 'Crossing an ocean', hi: 'समुद्र यात्रा', ta: 'கடல் பயணம்', te: 'సముద్ర యానం', kn: 'ಸಮುದ್ರ ಯಾನ', ml: 'കടൽയാത്ര', mr: 'समुद्र प्रवास', bn: 'সমুদ্রযাত্রা', gu: 'સમુદ્રયાત્રા' },
    day: [{ kind: 'longitude', degrees: 105, name: signDegreeName('cancer', 15) }, g('saturn'), L], night: 'reversed',
  },
  { id: 'bandhana', en: 'Bandhana', hi: 'बन्धन', ta: 'பந்தனம்', te: 'బంధనం', kn: 'ಬಂಧನ', ml: 'ബന്ധനം', mr: 'बंधन', bn: 'বন্ধন', gu: 'બંધન', meaning: { en: 'Imprisonment', hi: 'कारावास', ta: 'சிறைவாசம்', te: 'కారాగారవాసం', kn: 'ಸೆರೆವಾಸ', ml: 'കാരാഗൃഹവാസം', mr: 'कारावास', bn: 'কারাবাস', gu: 'કારાવાસ' }, day: [s('punya'), g('saturn'), L], night: 'reversed' },
  { id: 'apamrityu', en: 'Apamrityu', hi: 'अपमृत्यु', ta: 'அபமிருத்யு', te: 'అపమృత్యువు', kn: 'ಅಪಮೃತ್ಯು', ml: 'അപമൃത്യു', mr: 'अपमृत्यू', bn: 'অপমৃত্যু', gu: 'અપમૃત્યુ', meaning: { en: 'Untimely death', hi: 'अकाल मृत्यु', ta: 'அகால மரணம்', te: 'అకాల మరణం', kn: 'ಅಕಾಲ ಮರಣ', ml: 'അകാലമരണം', mr: 'अकाली मृत्यू', bn: 'অকালমৃত্যু', gu: 'અકાળ મૃત્યુ' }, day: [h(8), g('mars'), L], night: 'reversed' },
  { id: 'labha', en: 'Labha', hi: 'लाभ', ta: 'லாபம்', te: 'లాభం', kn: 'ಲಾಭ', ml: 'ലാഭം', mr: 'लाभ', bn: 'লাভ', gu: 'લાભ', meaning: { en: 'Material gains', hi: 'भौतिक लाभ', ta: 'பொருள் லாபம்', te: 'భౌతిక లాభాలు', kn: 'ಭೌತಿಕ ಲಾಭ', ml: 'ഭൗതിക നേട്ടങ്ങൾ', mr: 'भौतिक लाभ', bn: 'বৈষয়িক লাভ', gu: 'ભૌતિક લાભ' }, day: [h(11), lord(11), L], night: 'same' },
] as const satisfies readonly SahamRecord[];

export type SahamId = (typeof SAHAMS)[number]['id'];
export type Saham = SahamRecord & { readonly id: SahamId };
