/**
 * The 30 muhurtas of a Vedic day: 15 day muhurtas (sunrise → sunset, each 1/15 of the day) and 15 night
 * muhurtas (sunset → next sunrise, each 1/15 of the night), one record per muhurta.
 *
 * Sources (where two disagree, the chosen one comes first and the other is written beside it):
 * - Names, order and good/bad quality: the table of the Wikipedia article "Muhurta" (2012 revision, read at
 *   http://the-uncensored-wiki.com:20121/2012-wikipedia_en_all_nopic_01_2012/A/Muhurtas.html, names after
 *   Taittiriya Brahmana usage), the same list at http://sreenivasdesabhatla.wordpress.com/2013/08/01/what-is-brahma-muhurtham/.
 * - Exceptions: that table makes the 8th day muhurta (Vidhi, i.e. Abhijit) bad on Monday and Friday and the
 *   14th (Aryaman) bad on Sunday. For Vidhi this table instead follows the almanac rule that Abhijit is not
 *   used on Wednesday ("The Abhijit muhurat will not prevail on Wednesday", news18.com almanac for
 *   2021-12-08); Aryaman keeps the Sunday rule.
 * - Activities: Muhurta Chintamani's correspondence of each muhurta with the nakshatra of the same presiding
 *   deity (Rudra ↔ Ardra, Ahi ↔ Ashlesha, Mitra ↔ Anuradha …): the works of that nakshatra's nature may be
 *   done in the muhurta (`nakshatra` below; activities from data/nakshatras.ts). The last two night muhurtas
 *   are named Brahma and Samudram in the Wikipedia table but correspond there to Chitra (Tvashtr) and Swati
 *   (Vayu) in the Muhurta Chintamani order, which is what `nakshatra` follows. Vidhi corresponds to Abhijit;
 *   its works are all beginnings except marriage and the sacred thread, and travel southward is avoided
 *   (https://theancientindia.blogspot.com/2012/08/muhurtham-auspicious-time.html).
 * - The 14th night muhurta (29th of the day) is the Brahma muhurta of the following dawn.
 * - Hindi: names as in Hindi almanacs; works from data/nakshatras.ts `activities`; `quality` in Hindi is
 *   data/words.ts `QUALITY_WORDS` (or `auspiciousWord` of the weekday-adjusted flag).
 * - The seven other languages: the Sanskrit names in each script with the language's endings (Telugu and
 *   Malayalam Samudram as a neuter noun, Tamil Samuthiram); Vidhi's Abhijit and the Ashvini muhurta spelled as
 *   data/nakshatras.ts spells those stars (Malayalam Ashvini, not the star's own Ashwathi, for the deity's name).
 */
import type { WeekdayIndex } from './grahas.ts';
import { nakshatraById, natureOfNakshatra, type NakshatraId } from './nakshatras.ts';
import { type Lang, named, type Names, type TextList } from './text.ts';

interface MuhurtaRecord extends Names {
  /** 1-based position in the Vedic day: 1–15 day, 16–30 night. */
  readonly number: number;
  readonly half: 'day' | 'night';
  /** 1-based position within its half (1–15). */
  readonly position: number;
  readonly quality: 'Auspicious' | 'Inauspicious';
  /** Weekdays (0 = Sunday) on which an auspicious muhurta counts as inauspicious. */
  readonly inauspiciousOn: readonly WeekdayIndex[];
  /** Nakshatra of the same presiding deity; null for Vidhi, which corresponds to Abhijit. */
  readonly nakshatra: NakshatraId | null;
}

export const MUHURTAS = [
  { number: 1, half: 'day', position: 1, en: 'Rudra', hi: 'रुद्र', ta: 'ருத்ர', te: 'రుద్ర', kn: 'ರುದ್ರ', ml: 'രുദ്ര', mr: 'रुद्र', bn: 'রুদ্র', gu: 'રુદ્ર', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'ardra' },
  { number: 2, half: 'day', position: 2, en: 'Ahi', hi: 'आहि', ta: 'ஆஹி', te: 'ఆహి', kn: 'ಆಹಿ', ml: 'ആഹി', mr: 'आहि', bn: 'আহি', gu: 'આહિ', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'ashlesha' },
  { number: 3, half: 'day', position: 3, en: 'Mitra', hi: 'मित्र', ta: 'மித்ர', te: 'మిత్ర', kn: 'ಮಿತ್ರ', ml: 'മിത്ര', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'anuradha' },
  { number: 4, half: 'day', position: 4, en: 'Pitri', hi: 'पितृ', ta: 'பித்ரு', te: 'పితృ', kn: 'ಪಿತೃ', ml: 'പിതൃ', mr: 'पितृ', bn: 'পিতৃ', gu: 'પિતૃ', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'magha' },
  { number: 5, half: 'day', position: 5, en: 'Vasu', hi: 'वसु', ta: 'வசு', te: 'వసు', kn: 'ವಸು', ml: 'വസു', mr: 'वसु', bn: 'বসু', gu: 'વસુ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'dhanishta' },
  { number: 6, half: 'day', position: 6, en: 'Varaha', hi: 'वाराह', ta: 'வராஹ', te: 'వారాహ', kn: 'ವಾರಾಹ', ml: 'വാരാഹ', mr: 'वाराह', bn: 'বারাহ', gu: 'વારાહ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'purva-ashadha' },
  { number: 7, half: 'day', position: 7, en: 'Vishvedeva', hi: 'विश्वेदेवा', ta: 'விஸ்வேதேவ', te: 'విశ్వేదేవ', kn: 'ವಿಶ್ವೇದೇವಾ', ml: 'വിശ്വേദേവ', mr: 'विश्वेदेवा', bn: 'বিশ্বেদেবা', gu: 'વિશ્વેદેવા', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'uttara-ashadha' },
  { number: 8, half: 'day', position: 8, en: 'Vidhi (Abhijit)', hi: 'विधि (अभिजित)', ta: 'விதி (அபிஜித்)', te: 'విధి (అభిజిత్)', kn: 'ವಿಧಿ (ಅಭಿಜಿತ್)', ml: 'വിധി (അഭിജിത്ത്)', mr: 'विधि (अभिजित)', bn: 'বিধি (অভিজিৎ)', gu: 'વિધિ (અભિજિત)', quality: 'Auspicious', inauspiciousOn: [3], nakshatra: null },
  { number: 9, half: 'day', position: 9, en: 'Satamukhi', hi: 'सतमुखी', ta: 'சதமுகி', te: 'సతముఖి', kn: 'ಸತಮುಖಿ', ml: 'സതമുഖി', mr: 'सतमुखी', bn: 'সতমুখী', gu: 'સતમુખી', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'rohini' },
  { number: 10, half: 'day', position: 10, en: 'Puruhuta', hi: 'पुरुहूत', ta: 'புருஹூத', te: 'పురుహూత', kn: 'ಪುರುಹೂತ', ml: 'പുരുഹൂത', mr: 'पुरुहूत', bn: 'পুরুহূত', gu: 'પુરુહૂત', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'jyeshtha' },
  { number: 11, half: 'day', position: 11, en: 'Vahini', hi: 'वाहिनी', ta: 'வாஹினி', te: 'వాహిని', kn: 'ವಾಹಿನಿ', ml: 'വാഹിനി', mr: 'वाहिनी', bn: 'বাহিনী', gu: 'વાહિની', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'vishakha' },
  { number: 12, half: 'day', position: 12, en: 'Naktanakara', hi: 'नक्तनकरा', ta: 'நக்தனகரா', te: 'నక్తనకర', kn: 'ನಕ್ತನಕರಾ', ml: 'നക്തനകര', mr: 'नक्तनकरा', bn: 'নক্তনকরা', gu: 'નક્તનકરા', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'mula' },
  { number: 13, half: 'day', position: 13, en: 'Varuna', hi: 'वरुण', ta: 'வருண', te: 'వరుణ', kn: 'ವರುಣ', ml: 'വരുണ', mr: 'वरुण', bn: 'বরুণ', gu: 'વરુણ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'shatabhisha' },
  { number: 14, half: 'day', position: 14, en: 'Aryaman', hi: 'अर्यमा', ta: 'அர்யமா', te: 'అర్యమ', kn: 'ಅರ್ಯಮಾ', ml: 'അർയമ', mr: 'अर्यमा', bn: 'অর্যমা', gu: 'અર્યમા', quality: 'Auspicious', inauspiciousOn: [0], nakshatra: 'uttara-phalguni' },
  { number: 15, half: 'day', position: 15, en: 'Bhaga', hi: 'भग', ta: 'பக', te: 'భగ', kn: 'ಭಗ', ml: 'ഭഗ', mr: 'भग', bn: 'ভগ', gu: 'ભગ', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'purva-phalguni' },
  { number: 16, half: 'night', position: 1, en: 'Girisha', hi: 'गिरीश', ta: 'கிரீச', te: 'గిరీశ', kn: 'ಗಿರೀಶ', ml: 'ഗിരീശ', mr: 'गिरीश', bn: 'গিরীশ', gu: 'ગિરીશ', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'ardra' },
  { number: 17, half: 'night', position: 2, en: 'Ajapada', hi: 'अजपाद', ta: 'அஜபாத', te: 'అజపాద', kn: 'ಅಜಪಾದ', ml: 'അജപാദ', mr: 'अजपाद', bn: 'অজপাদ', gu: 'અજપાદ', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'purva-bhadrapada' },
  { number: 18, half: 'night', position: 3, en: 'Ahirbudhnya', hi: 'अहिर्बुध्न्य', ta: 'அஹிர்புத்ன்ய', te: 'అహిర్బుధ్న్య', kn: 'ಅಹಿರ್ಬುಧ್ನ್ಯ', ml: 'അഹിർബുധ്ന്യ', mr: 'अहिर्बुध्न्य', bn: 'অহির্বুধ্ন্য', gu: 'અહિર્બુધ્ન્ય', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'uttara-bhadrapada' },
  { number: 19, half: 'night', position: 4, en: 'Pusha', hi: 'पूषा', ta: 'பூஷா', te: 'పూష', kn: 'ಪೂಷಾ', ml: 'പൂഷ', mr: 'पूषा', bn: 'পূষা', gu: 'પૂષા', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'revati' },
  { number: 20, half: 'night', position: 5, en: 'Ashvini', hi: 'अश्विनी', ta: 'அசுவினி', te: 'అశ్విని', kn: 'ಅಶ್ವಿನಿ', ml: 'അശ്വിനി', mr: 'अश्विनी', bn: 'অশ্বিনী', gu: 'અશ્વિની', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'ashwini' },
  { number: 21, half: 'night', position: 6, en: 'Yama', hi: 'यम', ta: 'யம', te: 'యమ', kn: 'ಯಮ', ml: 'യമ', mr: 'यम', bn: 'যম', gu: 'યમ', quality: 'Inauspicious', inauspiciousOn: [], nakshatra: 'bharani' },
  { number: 22, half: 'night', position: 7, en: 'Agni', hi: 'अग्नि', ta: 'அக்னி', te: 'అగ్ని', kn: 'ಅಗ್ನಿ', ml: 'അഗ്നി', mr: 'अग्नि', bn: 'অগ্নি', gu: 'અગ્નિ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'krittika' },
  { number: 23, half: 'night', position: 8, en: 'Vidhatri', hi: 'विधातृ', ta: 'விதாத்ரு', te: 'విధాతృ', kn: 'ವಿಧಾತೃ', ml: 'വിധാതൃ', mr: 'विधातृ', bn: 'বিধাতৃ', gu: 'વિધાતૃ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'rohini' },
  { number: 24, half: 'night', position: 9, en: 'Kanda', hi: 'कण्ड', ta: 'கண்ட', te: 'కండ', kn: 'ಕಂಡ', ml: 'കണ്ഡ', mr: 'कण्ड', bn: 'কণ্ড', gu: 'કંડ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'mrigashira' },
  { number: 25, half: 'night', position: 10, en: 'Aditi', hi: 'अदिति', ta: 'அதிதி', te: 'అదితి', kn: 'ಅದಿತಿ', ml: 'അദിതി', mr: 'अदिति', bn: 'অদিতি', gu: 'અદિતિ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'punarvasu' },
  { number: 26, half: 'night', position: 11, en: 'Jiva (Amrita)', hi: 'जीव (अमृत)', ta: 'ஜீவ (அமிர்த)', te: 'జీవ (అమృత)', kn: 'ಜೀವ (ಅಮೃತ)', ml: 'ജീവ (അമൃത)', mr: 'जीव (अमृत)', bn: 'জীব (অমৃত)', gu: 'જીવ (અમૃત)', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'pushya' },
  { number: 27, half: 'night', position: 12, en: 'Vishnu', hi: 'विष्णु', ta: 'விஷ்ணு', te: 'విష్ణు', kn: 'ವಿಷ್ಣು', ml: 'വിഷ്ണു', mr: 'विष्णु', bn: 'বিষ্ণু', gu: 'વિષ્ણુ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'shravana' },
  { number: 28, half: 'night', position: 13, en: 'Dyumadgadyuti', hi: 'द्युमद्गद्युति', ta: 'த்யுமத்கத்யுதி', te: 'ద్యుమద్గద్యుతి', kn: 'ದ್ಯುಮದ್ಗದ್ಯುತಿ', ml: 'ദ്യുമദ്ഗദ്യുതി', mr: 'द्युमद्गद्युति', bn: 'দ্যুমদ্গদ্যুতি', gu: 'દ્યુમદ્ગદ્યુતિ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'hasta' },
  { number: 29, half: 'night', position: 14, en: 'Brahma', hi: 'ब्रह्म', ta: 'பிரம்ம', te: 'బ్రహ్మ', kn: 'ಬ್ರಹ್ಮ', ml: 'ബ്രഹ്മ', mr: 'ब्रह्म', bn: 'ব্রহ্ম', gu: 'બ્રહ્મ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'chitra' },
  { number: 30, half: 'night', position: 15, en: 'Samudram', hi: 'समुद्रम', ta: 'சமுத்திரம்', te: 'సముద్రం', kn: 'ಸಮುದ್ರಂ', ml: 'സമുദ്രം', mr: 'समुद्रम', bn: 'সমুদ্রম', gu: 'સમુદ્રમ', quality: 'Auspicious', inauspiciousOn: [], nakshatra: 'swati' },
] as const satisfies readonly MuhurtaRecord[];

export type Muhurta = (typeof MUHURTAS)[number];

/** The muhurta of a 1-based number in the Vedic day (1–15 day, 16–30 night); `null` outside 1–30. */
export function muhurtaByNumber(n: number): Muhurta | null {
  return Number.isInteger(n) && n >= 1 && n <= 30 ? (MUHURTAS[n - 1] as Muhurta) : null;
}

/** Works proper to Vidhi (Abhijit), the 8th day muhurta, in all nine languages. */
export const ABHIJIT_MUHURTA_WORKS = {
  en: [
    'Any important beginning except marriage and the sacred thread ceremony',
    'Urgent work when no other good time is available',
    'Avoid setting out southward',
  ],
  hi: [
    'विवाह और यज्ञोपवीत को छोड़कर कोई भी महत्वपूर्ण आरंभ',
    'कोई अन्य शुभ समय उपलब्ध न हो तो आवश्यक कार्य',
    'दक्षिण दिशा की यात्रा न करें',
  ],
  ta: ['திருமணம், உபநயனம் தவிர எந்த முக்கியத் தொடக்கமும்', 'வேறு நல்ல நேரம் கிடைக்காதபோது அவசரப் பணி', 'தெற்கு நோக்கிப் பயணம் தொடங்க வேண்டாம்'],
  te: ['వివాహం, ఉపనయనం తప్ప ఏ ముఖ్యమైన ప్రారంభమైనా', 'వేరే మంచి సమయం దొరకనప్పుడు అత్యవసర పని', 'దక్షిణ దిశగా ప్రయాణం ప్రారంభించవద్దు'],
  kn: ['ವಿವಾಹ ಮತ್ತು ಉಪನಯನ ಹೊರತುಪಡಿಸಿ ಯಾವುದೇ ಮುಖ್ಯ ಆರಂಭ', 'ಬೇರೆ ಶುಭ ಸಮಯ ಸಿಗದಿದ್ದಾಗ ತುರ್ತು ಕೆಲಸ', 'ದಕ್ಷಿಣ ದಿಕ್ಕಿಗೆ ಪ್ರಯಾಣ ಹೊರಡಬೇಡಿ'],
  ml: ['വിവാഹവും ഉപനയനവും ഒഴികെ ഏതു പ്രധാന ആരംഭവും', 'മറ്റൊരു നല്ല സമയം കിട്ടാത്തപ്പോൾ അടിയന്തര കാര്യം', 'തെക്കോട്ടുള്ള യാത്ര പുറപ്പെടരുത്'],
  mr: ['विवाह आणि उपनयन सोडून कोणताही महत्त्वाचा आरंभ', 'दुसरी शुभ वेळ न मिळाल्यास तातडीचे काम', 'दक्षिण दिशेला प्रवासाला निघू नका'],
  bn: ['বিবাহ ও উপনয়ন ছাড়া যেকোনো গুরুত্বপূর্ণ আরম্ভ', 'অন্য শুভ সময় না পেলে জরুরি কাজ', 'দক্ষিণ দিকে যাত্রা শুরু করবেন না'],
  gu: ['લગ્ન અને જનોઈ સિવાય કોઈ પણ મહત્ત્વનો આરંભ', 'બીજો શુભ સમય ન મળે તો તાત્કાલિક કામ', 'દક્ષિણ દિશામાં પ્રવાસે ન નીકળો'],
} as const satisfies TextList;

/**
 * The works a muhurta suits: those of its corresponding nakshatra's nature (Abhijit's own for Vidhi).
 * @param lang language of the texts; English by default
 */
export function muhurtaActivities(muhurta: Muhurta, lang: Lang = 'en'): readonly string[] {
  if (muhurta.nakshatra === null) return named(ABHIJIT_MUHURTA_WORKS, lang);
  return named(natureOfNakshatra(nakshatraById(muhurta.nakshatra)).activities, lang);
}

/** Whether a muhurta is auspicious on a weekday (0 = Sunday), applying its weekday exceptions. */
export function isMuhurtaAuspiciousOn(muhurta: Muhurta, weekday: WeekdayIndex): boolean {
  return muhurta.quality === 'Auspicious' && !(muhurta.inauspiciousOn as readonly WeekdayIndex[]).includes(weekday);
}
