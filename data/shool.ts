/**
 * Travel directions to avoid (shool) and the Moon's dwelling direction (Chandra nivas / Chandra vasa).
 *
 * Sources (see /work/shared/reference/jyotish-definitions.md, "Nivas and shool"):
 * - Disha (vara) shool: PyJHora `const.disha_shool_map`; Nemichandra Shastri, Bharatiya Jyotish
 *   (https://jainqq.org/pagetext/Bharatiya_Jyotish/002676/493): Monday and Saturday east, Thursday south,
 *   Sunday and Friday west, Tuesday and Wednesday north. Hindi almanacs add corner directions
 *   (https://sanatanpur.blogspot.com/2023/06/blog-post_04.html); only the cardinal ones are kept here.
 * - Remedy when the journey cannot wait (what to eat or do before leaving): the list quoted from Pandit
 *   Nilesh Shastri by Zee News Rajasthan
 *   (http://international.zeenews.com/hindi/india/rajasthan/jaipur/avoid-all-auspicious-work-during-rahu-kaal-attention-on-disha-shool-for-success/898036):
 *   Sunday betel leaf or ghee, Monday look in a mirror or drink milk, Tuesday jaggery, Wednesday coriander or
 *   sesame, Thursday cumin or curd, Friday curd, Saturday ginger or urad. https://www.aboutdays.com/calendar/dishashul-in-hindi-148.html
 *   gives barley for Friday and sesame for Thursday.
 * - Shool is not considered for a journey that returns the same day (https://astrokaushal.com/2013/02/09968550003_8357.html).
 * - Nakshatra shool: Jyeshtha east, Purva Bhadrapada south, Rohini west, Uttara Phalguni north (Bharatiya
 *   Jyotish, same page).
 * - Chandra nivas by the Moon's sidereal sign: fire signs east, earth south, air west, water north
 *   (sanatanpur page above; birthastro.com shows "Moon Nivas: SOUTH" with the Moon in Capricorn on Delhi
 *   2021-12-08). The Moon in front of or to the right of the traveller is auspicious, behind or to the left
 *   adverse (same page); the results follow the yatra verse "sammukhe arthalabhaya dakshine sukhasampadah,
 *   prishthatah prananashaya vame chandre dhanakshayah".
 * - A journey home needs no shool check (Zee News Rajasthan,
 *   https://zeenews.india.com/hindi/india/rajasthan/jaipur/vastu-tip-importance-of-disha-shool-never-travel-in-wrong-direction-on-this-day/1133438).
 * - Hindi (`hi`, `remedy.hi`, the sentences): the same statements in Hindi, directions as almanacs name them; the
 *   seven other languages likewise, each with its own names of the foods (Tamil வெற்றிலை, Telugu మినప్పప్పు).
 */
import type { WeekdayIndex } from './grahas.ts';
import type { NakshatraId } from './nakshatras.ts';
import type { SignElement } from './signs.ts';
import { type Lang, named, type Names, type Text } from './text.ts';

export const DIRECTIONS = [
  { id: 'east', en: 'East', hi: 'पूर्व', ta: 'கிழக்கு', te: 'తూర్పు', kn: 'ಪೂರ್ವ', ml: 'കിഴക്ക്', mr: 'पूर्व', bn: 'পূর্ব', gu: 'પૂર્વ' },
  { id: 'south', en: 'South', hi: 'दक्षिण', ta: 'தெற்கு', te: 'దక్షిణం', kn: 'ದಕ್ಷಿಣ', ml: 'തെക്ക്', mr: 'दक्षिण', bn: 'দক্ষিণ', gu: 'દક્ષિણ' },
  { id: 'west', en: 'West', hi: 'पश्चिम', ta: 'மேற்கு', te: 'పడమర', kn: 'ಪಶ್ಚಿಮ', ml: 'പടിഞ്ഞാറ്', mr: 'पश्चिम', bn: 'পশ্চিম', gu: 'પશ્ચિમ' },
  { id: 'north', en: 'North', hi: 'उत्तर', ta: 'வடக்கு', te: 'ఉత్తరం', kn: 'ಉತ್ತರ', ml: 'വടക്ക്', mr: 'उत्तर', bn: 'উত্তর', gu: 'ઉત્તર' },
] as const;
export type Direction = (typeof DIRECTIONS)[number];
export type DirectionId = Direction['id'];

/** One record per weekday (0 = Sunday): the direction to avoid and the traditional remedy. */
export const DISHA_SHOOL = [
  { weekday: 0, direction: 'west', remedy: { en: 'Eat a betel leaf (paan) or a little ghee before setting out.',
    hi: 'यात्रा से पहले पान या थोड़ा घी खाएँ।',
    ta: 'புறப்படும் முன் வெற்றிலை அல்லது சிறிது நெய் உண்ணுங்கள்.',
    te: 'బయలుదేరే ముందు తమలపాకు గానీ కొద్దిగా నెయ్యి గానీ తినండి.',
    kn: 'ಹೊರಡುವ ಮೊದಲು ವೀಳ್ಯದೆಲೆ ಅಥವಾ ಸ್ವಲ್ಪ ತುಪ್ಪ ಸೇವಿಸಿ.',
    ml: 'പുറപ്പെടും മുമ്പ് വെറ്റിലയോ അല്പം നെയ്യോ കഴിക്കുക.',
    mr: 'निघण्यापूर्वी विड्याचे पान किंवा थोडे तूप खा.',
    bn: 'বেরোনোর আগে পান বা একটু ঘি খান।',
    gu: 'નીકળતાં પહેલાં પાન કે થોડું ઘી ખાઓ.' } },
  { weekday: 1, direction: 'east', remedy: { en: 'Look into a mirror or drink milk before setting out.',
    hi: 'यात्रा से पहले दर्पण देखें या दूध पिएँ।',
    ta: 'புறப்படும் முன் கண்ணாடியில் முகம் பாருங்கள் அல்லது பால் அருந்துங்கள்.',
    te: 'బయలుదేరే ముందు అద్దంలో ముఖం చూసుకోండి లేదా పాలు తాగండి.',
    kn: 'ಹೊರಡುವ ಮೊದಲು ಕನ್ನಡಿಯಲ್ಲಿ ಮುಖ ನೋಡಿಕೊಳ್ಳಿ ಅಥವಾ ಹಾಲು ಕುಡಿಯಿರಿ.',
    ml: 'പുറപ്പെടും മുമ്പ് കണ്ണാടിയിൽ മുഖം നോക്കുക അല്ലെങ്കിൽ പാൽ കുടിക്കുക.',
    mr: 'निघण्यापूर्वी आरशात पाहा किंवा दूध प्या.',
    bn: 'বেরোনোর আগে আয়নায় মুখ দেখুন বা দুধ খান।',
    gu: 'નીકળતાં પહેલાં અરીસામાં મોં જુઓ કે દૂધ પીઓ.' } },
  { weekday: 2, direction: 'north', remedy: { en: 'Eat jaggery (gur) before setting out.',
    hi: 'यात्रा से पहले गुड़ खाएँ।',
    ta: 'புறப்படும் முன் வெல்லம் உண்ணுங்கள்.',
    te: 'బయలుదేరే ముందు బెల్లం తినండి.',
    kn: 'ಹೊರಡುವ ಮೊದಲು ಬೆಲ್ಲ ತಿನ್ನಿ.',
    ml: 'പുറപ്പെടും മുമ്പ് ശർക്കര കഴിക്കുക.',
    mr: 'निघण्यापूर्वी गूळ खा.',
    bn: 'বেরোনোর আগে গুড় খান।',
    gu: 'નીકળતાં પહેલાં ગોળ ખાઓ.' } },
  { weekday: 3, direction: 'north', remedy: { en: 'Eat coriander or sesame seeds before setting out.',
    hi: 'यात्रा से पहले धनिया या तिल खाएँ।',
    ta: 'புறப்படும் முன் கொத்தமல்லி அல்லது எள் உண்ணுங்கள்.',
    te: 'బయలుదేరే ముందు ధనియాలు గానీ నువ్వులు గానీ తినండి.',
    kn: 'ಹೊರಡುವ ಮೊದಲು ಕೊತ್ತಂಬರಿ ಅಥವಾ ಎಳ್ಳು ತಿನ್ನಿ.',
    ml: 'പുറപ്പെടും മുമ്പ് മല്ലിയോ എള്ളോ കഴിക്കുക.',
    mr: 'निघण्यापूर्वी धणे किंवा तीळ खा.',
    bn: 'বেরোনোর আগে ধনে বা তিল খান।',
    gu: 'નીકળતાં પહેલાં ધાણા કે તલ ખાઓ.' } },
  { weekday: 4, direction: 'south', remedy: { en: 'Eat cumin or curd before setting out.',
    hi: 'यात्रा से पहले जीरा या दही खाएँ।',
    ta: 'புறப்படும் முன் சீரகம் அல்லது தயிர் உண்ணுங்கள்.',
    te: 'బయలుదేరే ముందు జీలకర్ర గానీ పెరుగు గానీ తినండి.',
    kn: 'ಹೊರಡುವ ಮೊದಲು ಜೀರಿಗೆ ಅಥವಾ ಮೊಸರು ಸೇವಿಸಿ.',
    ml: 'പുറപ്പെടും മുമ്പ് ജീരകമോ തൈരോ കഴിക്കുക.',
    mr: 'निघण्यापूर्वी जिरे किंवा दही खा.',
    bn: 'বেরোনোর আগে জিরে বা দই খান।',
    gu: 'નીકળતાં પહેલાં જીરું કે દહીં ખાઓ.' } },
  { weekday: 5, direction: 'west', remedy: { en: 'Eat curd before setting out.',
    hi: 'यात्रा से पहले दही खाएँ।',
    ta: 'புறப்படும் முன் தயிர் உண்ணுங்கள்.',
    te: 'బయలుదేరే ముందు పెరుగు తినండి.',
    kn: 'ಹೊರಡುವ ಮೊದಲು ಮೊಸರು ಸೇವಿಸಿ.',
    ml: 'പുറപ്പെടും മുമ്പ് തൈര് കഴിക്കുക.',
    mr: 'निघण्यापूर्वी दही खा.',
    bn: 'বেরোনোর আগে দই খান।',
    gu: 'નીકળતાં પહેલાં દહીં ખાઓ.' } },
  { weekday: 6, direction: 'east', remedy: { en: 'Eat ginger or urad dal before setting out.',
    hi: 'यात्रा से पहले अदरक या उड़द की दाल खाएँ।',
    ta: 'புறப்படும் முன் இஞ்சி அல்லது உளுந்து உண்ணுங்கள்.',
    te: 'బయలుదేరే ముందు అల్లం గానీ మినప్పప్పు గానీ తినండి.',
    kn: 'ಹೊರಡುವ ಮೊದಲು ಶುಂಠಿ ಅಥವಾ ಉದ್ದಿನಬೇಳೆ ತಿನ್ನಿ.',
    ml: 'പുറപ്പെടും മുമ്പ് ഇഞ്ചിയോ ഉഴുന്നോ കഴിക്കുക.',
    mr: 'निघण्यापूर्वी आले किंवा उडदाची डाळ खा.',
    bn: 'বেরোনোর আগে আদা বা কলাইয়ের ডাল খান।',
    gu: 'નીકળતાં પહેલાં આદુ કે અડદની દાળ ખાઓ.' } },
] as const satisfies readonly { weekday: WeekdayIndex; direction: DirectionId; remedy: Text }[];
export type DishaShool = (typeof DISHA_SHOOL)[number];

/** The disha shool record of a weekday (0 = Sunday). */
export function dishaShoolByWeekday(weekday: WeekdayIndex): DishaShool {
  return DISHA_SHOOL[weekday];
}

/** Nakshatras during which travel in one direction is avoided. */
export const NAKSHATRA_SHOOL = [
  { nakshatra: 'jyeshtha', direction: 'east' },
  { nakshatra: 'purva-bhadrapada', direction: 'south' },
  { nakshatra: 'rohini', direction: 'west' },
  { nakshatra: 'uttara-phalguni', direction: 'north' },
] as const satisfies readonly { nakshatra: NakshatraId; direction: DirectionId }[];

/** The direction the Moon dwells in, by the element of its sidereal sign. */
export const CHANDRA_NIVAS = [
  { element: 'fire', direction: 'east' },
  { element: 'earth', direction: 'south' },
  { element: 'air', direction: 'west' },
  { element: 'water', direction: 'north' },
] as const satisfies readonly { element: SignElement; direction: DirectionId }[];

/**
 * How the Moon's dwelling direction sits for a traveller, and whether that is auspicious. Each sentence names
 * the traveller once (`the traveller`, `यात्री`), where `nivasShoolDescription` writes in the heading; the seven
 * other languages name the traveller with the heading direction `{shool}` in the sentence itself.
 */
export const CHANDRA_NIVAS_RELATIONS = [
  { id: 'front', isAuspicious: true, en: 'The Moon is ahead of the traveller: gain of wealth.',
    hi: 'चंद्रमा यात्री के सामने है: धन लाभ।',
    ta: '{shool} திசை நோக்கிச் செல்பவருக்குச் சந்திரன் எதிரே இருக்கிறார்: தன லாபம்.',
    te: '{shool} వైపు వెళ్లేవారికి చంద్రుడు ఎదురుగా ఉన్నాడు: ధనలాభం.',
    kn: '{shool} ದಿಕ್ಕಿಗೆ ಹೋಗುವವರಿಗೆ ಚಂದ್ರ ಎದುರಿಗಿದ್ದಾನೆ: ಧನಲಾಭ.',
    ml: '{shool} ദിശയിലേക്ക് പോകുന്നയാൾക്ക് ചന്ദ്രൻ മുന്നിലാണ്: ധനലാഭം.',
    mr: '{shool} दिशेला जाणाऱ्या प्रवाशाच्या समोर चंद्र आहे: धनलाभ.',
    bn: '{shool} দিকে যাওয়া যাত্রীর সামনে চন্দ্র: ধনলাভ।',
    gu: '{shool} દિશામાં જનાર યાત્રીની સામે ચંદ્ર છે: ધનલાભ.' },
  { id: 'right', isAuspicious: true, en: 'The Moon is on the right of the traveller: happiness and prosperity.',
    hi: 'चंद्रमा यात्री के दाईं ओर है: सुख और समृद्धि।',
    ta: '{shool} திசை நோக்கிச் செல்பவருக்குச் சந்திரன் வலப்பக்கம் இருக்கிறார்: சுகமும் வளமும்.',
    te: '{shool} వైపు వెళ్లేవారికి చంద్రుడు కుడివైపు ఉన్నాడు: సుఖం, సంపద.',
    kn: '{shool} ದಿಕ್ಕಿಗೆ ಹೋಗುವವರಿಗೆ ಚಂದ್ರ ಬಲಭಾಗದಲ್ಲಿದ್ದಾನೆ: ಸುಖ ಮತ್ತು ಸಮೃದ್ಧಿ.',
    ml: '{shool} ദിശയിലേക്ക് പോകുന്നയാൾക്ക് ചന്ദ്രൻ വലതുവശത്താണ്: സുഖവും ഐശ്വര്യവും.',
    mr: '{shool} दिशेला जाणाऱ्या प्रवाशाच्या उजव्या बाजूला चंद्र आहे: सुख आणि समृद्धी.',
    bn: '{shool} দিকে যাওয়া যাত্রীর ডান দিকে চন্দ্র: সুখ ও সমৃদ্ধি।',
    gu: '{shool} દિશામાં જનાર યાત્રીની જમણી બાજુ ચંદ્ર છે: સુખ અને સમૃદ્ધિ.' },
  { id: 'behind', isAuspicious: false, en: 'The Moon is behind the traveller: danger to life.',
    hi: 'चंद्रमा यात्री के पीछे है: प्राणों को संकट।',
    ta: '{shool} திசை நோக்கிச் செல்பவருக்குச் சந்திரன் பின்னால் இருக்கிறார்: உயிருக்கு ஆபத்து.',
    te: '{shool} వైపు వెళ్లేవారికి చంద్రుడు వెనుక ఉన్నాడు: ప్రాణాపాయం.',
    kn: '{shool} ದಿಕ್ಕಿಗೆ ಹೋಗುವವರಿಗೆ ಚಂದ್ರ ಹಿಂದೆ ಇದ್ದಾನೆ: ಪ್ರಾಣಾಪಾಯ.',
    ml: '{shool} ദിശയിലേക്ക് പോകുന്നയാൾക്ക് ചന്ദ്രൻ പിന്നിലാണ്: ജീവന് അപകടം.',
    mr: '{shool} दिशेला जाणाऱ्या प्रवाशाच्या मागे चंद्र आहे: प्राणांना धोका.',
    bn: '{shool} দিকে যাওয়া যাত্রীর পেছনে চন্দ্র: প্রাণের আশঙ্কা।',
    gu: '{shool} દિશામાં જનાર યાત્રીની પાછળ ચંદ્ર છે: પ્રાણનું જોખમ.' },
  { id: 'left', isAuspicious: false, en: 'The Moon is on the left of the traveller: loss of money.',
    hi: 'चंद्रमा यात्री के बाईं ओर है: धन हानि।',
    ta: '{shool} திசை நோக்கிச் செல்பவருக்குச் சந்திரன் இடப்பக்கம் இருக்கிறார்: பண இழப்பு.',
    te: '{shool} వైపు వెళ్లేవారికి చంద్రుడు ఎడమవైపు ఉన్నాడు: ధననష్టం.',
    kn: '{shool} ದಿಕ್ಕಿಗೆ ಹೋಗುವವರಿಗೆ ಚಂದ್ರ ಎಡಭಾಗದಲ್ಲಿದ್ದಾನೆ: ಧನನಷ್ಟ.',
    ml: '{shool} ദിശയിലേക്ക് പോകുന്നയാൾക്ക് ചന്ദ്രൻ ഇടതുവശത്താണ്: ധനനഷ്ടം.',
    mr: '{shool} दिशेला जाणाऱ्या प्रवाशाच्या डाव्या बाजूला चंद्र आहे: धनहानी.',
    bn: '{shool} দিকে যাওয়া যাত্রীর বাঁ দিকে চন্দ্র: অর্থহানি।',
    gu: '{shool} દિશામાં જનાર યાત્રીની ડાબી બાજુ ચંદ્ર છે: ધનહાનિ.' },
] as const;
export type ChandraNivasRelation = (typeof CHANDRA_NIVAS_RELATIONS)[number];

/** Rule that waives shool, stated with every shool answer, in both languages. */
export const SHOOL_WAIVER_TEXT = {
  en: 'Shool is not considered for a journey that returns home the same day; a journey home is never restricted.',
  hi: 'उसी दिन घर लौट आने वाली यात्रा में शूल का विचार नहीं किया जाता; घर लौटने की यात्रा पर कोई रोक नहीं होती।',
  ta: 'அதே நாளில் வீடு திரும்பும் பயணத்துக்குச் சூலம் பார்க்கப்படுவதில்லை; வீடு திரும்பும் பயணத்துக்கு எப்போதும் தடை இல்லை.',
  te: 'అదే రోజు ఇంటికి తిరిగివచ్చే ప్రయాణానికి శూల చూడరు; ఇంటికి తిరిగి వెళ్లే ప్రయాణానికి ఎప్పుడూ నిషేధం లేదు.',
  kn: 'ಅದೇ ದಿನ ಮನೆಗೆ ಮರಳುವ ಪ್ರಯಾಣಕ್ಕೆ ಶೂಲವನ್ನು ಪರಿಗಣಿಸುವುದಿಲ್ಲ; ಮನೆಗೆ ಮರಳುವ ಪ್ರಯಾಣಕ್ಕೆ ಎಂದಿಗೂ ನಿರ್ಬಂಧವಿಲ್ಲ.',
  ml: 'അതേ ദിവസം വീട്ടിലേക്ക് മടങ്ങുന്ന യാത്രയ്ക്ക് ശൂലം നോക്കാറില്ല; വീട്ടിലേക്കുള്ള മടക്കയാത്രയ്ക്ക് ഒരിക്കലും വിലക്കില്ല.',
  mr: 'त्याच दिवशी घरी परतणाऱ्या प्रवासासाठी शूल पाहिला जात नाही; घरी परतण्याच्या प्रवासाला कधीच बंधन नसते.',
  bn: 'একই দিনে বাড়ি ফেরার যাত্রায় শূল বিচার করা হয় না; বাড়ি ফেরার যাত্রায় কখনও বাধা নেই।',
  gu: 'એ જ દિવસે ઘરે પાછા ફરવાની યાત્રામાં શૂળ જોવાતું નથી; ઘરે પાછા ફરવાની યાત્રા પર ક્યારેય પ્રતિબંધ નથી.',
} as const satisfies Text;

/** What the nivas-shool sentence is made of; every name comes in the nine languages. */
export interface NivasShoolParts {
  /** The day's disha shool direction. */
  readonly shool: Direction;
  /** The day's vara (its names in the nine languages). */
  readonly vara: Names;
  /** Chandra nivas: the direction the Moon dwells in. */
  readonly moonNivas: Direction;
  /** The Moon's sidereal sign (its names in the nine languages). */
  readonly moonSign: Names;
  /** Where the Moon sits for a traveller heading towards the shool direction. */
  readonly relation: ChandraNivasRelation;
}

/**
 * The disha shool and the Moon's dwelling in the seven languages besides English and Hindi: `{day}` the vara,
 * `{shool}` the barred direction, `{nivas}` the Moon's direction, `{sign}` its sign, each where the plain name
 * needs no ending (Telugu names the sign after a colon). The relation to the traveller follows, from
 * `CHANDRA_NIVAS_RELATIONS` (its `{shool}` the barred direction).
 */
export const NIVAS_SHOOL_SENTENCES: Readonly<Record<Exclude<Lang, 'en' | 'hi'>, string>> = {
  ta: 'திசை சூலம்: {day} அன்று {shool} திசையில் பயணம் தொடங்குவது அசுபம். சந்திரன் {nivas} திசையில் வசிக்கிறார் (சந்திர நிவாசம், சந்திரன் {sign} ராசியில்).',
  te: 'దిశా శూల: {day} నాడు {shool} వైపు ప్రయాణం ప్రారంభించడం అశుభం. చంద్రుడు {nivas} వైపు నివసిస్తున్నాడు (చంద్ర నివాసం; చంద్ర రాశి: {sign}).',
  kn: 'ದಿಶಾ ಶೂಲ: {day} ದಿನ {shool} ದಿಕ್ಕಿಗೆ ಪ್ರಯಾಣ ಹೊರಡುವುದು ಅಶುಭ. ಚಂದ್ರ {nivas} ದಿಕ್ಕಿನಲ್ಲಿ ವಾಸಿಸುತ್ತಾನೆ (ಚಂದ್ರ ನಿವಾಸ, ಚಂದ್ರ {sign} ರಾಶಿಯಲ್ಲಿ).',
  ml: 'ദിശാശൂലം: {day} {shool} ദിശയിലേക്ക് യാത്ര പുറപ്പെടുന്നത് അശുഭമാണ്. ചന്ദ്രൻ {nivas} ദിശയിൽ വസിക്കുന്നു (ചന്ദ്രനിവാസം, ചന്ദ്രൻ {sign} രാശിയിൽ).',
  mr: 'दिशाशूल: {day} रोजी {shool} दिशेला प्रवासाला निघणे अशुभ आहे. चंद्राचा निवास {nivas} दिशेला आहे (चंद्र निवास, चंद्र {sign} राशीत).',
  bn: 'দিকশূল: {day} {shool} দিকে যাত্রা শুরু করা অশুভ। চন্দ্রের নিবাস {nivas} দিকে (চন্দ্র নিবাস, চন্দ্র {sign} রাশিতে)।',
  gu: 'દિશાશૂળ: વાર {day}, {shool} દિશામાં પ્રવાસે નીકળવું અશુભ છે. ચંદ્રનો નિવાસ {nivas} દિશામાં છે (ચંદ્ર નિવાસ, ચંદ્ર {sign} રાશિમાં).',
};

/**
 * The disha shool, the Moon's dwelling and what it means for a traveller heading towards the barred
 * direction, as one description: "Disha shool: setting out towards the North on Wednesday is inauspicious. The
 * Moon dwells in the South (Chandra nivas, Moon in Capricorn). The Moon is behind a traveller heading north:
 * danger to life."
 */
export function nivasShoolDescription(parts: NivasShoolParts, lang: Lang): string {
  const { shool, vara, moonNivas, moonSign, relation } = parts;
  if (lang === 'hi') {
    return `दिशा शूल: ${vara.hi} को ${shool.hi} दिशा की यात्रा अशुभ है। ` +
      `चंद्रमा का निवास ${moonNivas.hi} दिशा में है (चंद्र निवास, चंद्रमा ${moonSign.hi} राशि में)। ` +
      relation.hi.replace('यात्री', `${shool.hi} की ओर जाने वाले यात्री`);
  }
  if (lang !== 'en') {
    const values: Readonly<Record<string, string>> = { day: vara[lang], shool: shool[lang], nivas: moonNivas[lang], sign: moonSign[lang] };
    const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);
    return `${fill(NIVAS_SHOOL_SENTENCES[lang])} ${fill(relation[lang])}`;
  }
  return `Disha shool: setting out towards the ${shool.en} on ${vara.en} is inauspicious. ` +
    `The Moon dwells in the ${moonNivas.en} (Chandra nivas, Moon in ${moonSign.en}). ` +
    relation.en.replace('the traveller', `a traveller heading ${shool.en.toLowerCase()}`);
}

/** The remedy of a weekday's disha shool followed by the waiver rule. */
export function shoolRecommendation(weekday: WeekdayIndex, lang: Lang): string {
  const record = dishaShoolByWeekday(weekday);
  return `${named(record.remedy, lang)} ${named(SHOOL_WAIVER_TEXT, lang)}`;
}

export function directionById(id: DirectionId): Direction {
  return DIRECTIONS.find((direction) => direction.id === id) as Direction;
}
