/**
 * The muhurta finder's rules: one record per activity (the nakshatras, tithis, weekdays and lagnas the tradition
 * favours for it, and the vetoes that bar it), the vetoes themselves, the combustion orbs behind two of them and
 * the sarvartha siddhi yoga (a weekday with one of its stars).
 *
 * How the finder reads a record (astro/muhurta/):
 * - `nakshatras` and `tithis` are requirements: a window whose Moon star or tithi is not listed is not offered.
 *   Tithis are numbered within their paksha, 1–15: `shukla` 15 is Purnima, `krishna` 15 is Amavasya.
 * - `weekdays` (0 = Sunday, the Vedic weekday from sunrise) and `lagna.favourable` raise a window's score;
 *   `lagna.avoid` lowers it. A null `lagna` means the sources read name no rising signs for the activity.
 * - `vetoes` are hard: no window may overlap one of them (see `MUHURTA_VETOES`).
 *
 * Sources, per activity (where they disagree, the chosen one is named first and the other beside it):
 * - marriage (vivaha): nakshatras of Muhurta Chintamani ch. 6 (vivaha prakarana) and Brihat Samhita 100.7–8, the
 *   same eleven in every list read (http://reliableastrology.com/vivaham.htm, https://www.astroshastra.com/Muhurta/muhurtakundli.php,
 *   https://vedicfeed.com/shubh-marriage-dates); tithis 2, 3, 5, 7, 10, 11, 13 of either paksha
 *   (https://astrobix.com/engcontent/385-auspicious-muhurat-for-vivah-sanskar.aspx,
 *   https://vedic-astrology.in/muhurtha-for-marriage-in-vedic-astrology); Monday, Wednesday, Thursday, Friday
 *   (vedic-astrology.in; almanacs nevertheless print marriages on every weekday, so the weekday only scores);
 *   lagna Gemini, Virgo, Libra (Kalaprakashika as quoted by B. V. Raman, https://ceylontoday.lk/news/muhurthas-for-marriage).
 *   Vetoes: Harishayana (Chaturmas), Kharmas (Sun in Dhanu or Meena) and Jupiter or Venus combust (astrobix, above).
 * - griha-pravesh (entering a new house): the mridu and dhruva stars of Muhurta Chintamani's vastu chapter, as in
 *   almanac tables (the 2024 table of https://vaastuinternational.com/vaastumuhurta.html shows only these eight;
 *   housing.com adds Pushya, Swati, Dhanishta, Shatabhisha); tithis 2, 3, 5, 7, 10, 11, 12, 13
 *   (https://housing.com/news/griha-pravesh-2018-shubh-muhurat-guide); Monday, Wednesday, Thursday, Friday and a
 *   fixed lagna (https://www.gurumantraa.com/gurumantraa-blogs/griha-pravesh-muhurata; Tamil almanacs take Taurus,
 *   Gemini, Leo, Virgo, Scorpio, https://netrigun.com/?p=251349). No entry in Chaturmas
 *   (https://panchang.astrosage.com/muhurat/griha-pravesh-muhurat?date=2030&language=en&view=amp), in panchak
 *   (roofing and house-building are among the five works barred in panchak, data/panchaka.ts) or while Jupiter or
 *   Venus is combust (https://hindi.webdunia.com/astrology-articles/shukra-tara-ast-120051500053_1.html).
 * - vehicle-purchase: nakshatras, weekdays and lagnas of https://dastaktimes.org/?p=424561; tithis: all but the
 *   rikta tithis (4, 9, 14), Ashtami, Amavasya and Shukla Pratipada, the usual exclusions for beginnings
 *   (https://cafejyotish.com/947-muhurtha-for-the-opening-ceremony-of-shop.html excludes the rikta tithis).
 *   drikpanchang's vehicle list also drops windows after 9 pm
 *   (https://www.drikpanchang.com/shubh-dates/vehicle-buying-auspicious-dates-with-muhurat.html?lang=hi&year=2024);
 *   the finder reports them and leaves that choice to the caller.
 * - namakarana (naming): drikpanchang's rules for a naming not held on the 11th or 12th day
 *   (https://www.drikpanchang.com/shubh-dates/sanskara/namakarana/namakarana-dates-with-muhurat.html): the fixed,
 *   movable, gentle and short stars; tithis 1, 2, 3, 5, 7, 10, 11, 12, 13 of either paksha; Monday, Wednesday,
 *   Thursday and Friday; movable lagnas avoided.
 * - mundan (chudakarana): nakshatras, tithis, weekdays and the lagnas of benefic planets from Nemichandra Shastri,
 *   Bharatiya Jyotish (https://jainqq.org/explore/002676/489) and http://vedastrology.blogspot.com/2011/05/choulam-mundhana-tonsure.html;
 *   not in Harishayana, Kharmas (Pausha and Chaitra are excluded months, the Sun's Dhanu and Meena months;
 *   https://www.indianastrology.com/muhurat/mundan-2022) or Jupiter/Venus combust (webdunia, above;
 *   https://stage.prabhatkhabar.com/rashifal/guru-asta-2025-jupiter-gets-asta-on-june-timing-lucky-zodiacs-effects-in-hindi/amp).
 * - business-start (opening a shop or firm): nakshatras, weekdays and the fixed lagna of
 *   https://vastutapeshwar.com/nain-dukan-kholney-ka-muhurat; tithis from the same page (Amavasya excluded).
 * - travel (yatra): https://astromuhurat.blogspot.com/2014/06/5226-muhurat-for-travelling-journey.html (nakshatras,
 *   tithis with Krishna Pratipada and Shukla Trayodashi, movable and dual lagnas; the panchak stars barred for
 *   travel southward); weekdays https://astrobix.com/articles/Muhurta-for-Journey.aspx. The finder knows no
 *   direction, so panchak bars all travel (the conservative reading); adhika masa does not bar travel.
 *
 * Written in this project's words; PyJHora (AGPL) was read for its combustion orbs only.
 */
import type { WeekdayIndex } from './grahas.ts';
import type { NakshatraId } from './nakshatras.ts';
import type { SignId } from './signs.ts';
import type { Names } from './text.ts';

/**
 * The hard vetoes. `scope`: `sky` vetoes are instants of the Sun, Moon and planets, the same for every place
 * (computed once per range); `place` vetoes depend on the place's sunrise.
 *
 * Definitions (astro/muhurta/vetoes.ts solves them):
 * - bhadra: the Vishti karana (data/karanas.ts: unfit for any auspicious work).
 * - rahu-kaal: the weekday's eighth of the daytime (astro/day-periods.ts).
 * - vyatipata, vaidhriti: the 17th and 27th yogas, to be avoided whole (data/yogas.ts).
 * - adhika-masa: an amanta month without a sankranti (astro/panchanga/calendar.ts); mala masa, barred for
 *   auspicious beginnings ("auspicious works like marriages not done in this time", course notes after
 *   B. V. Raman and K. K. Joshi, https://www.scribd.com/document/797469016/05-Subject-Mahurat).
 * - chaturmas (Harishayana): from the start of the Shukla Ekadashi of the nija (non-adhika) amanta Ashadha,
 *   Devshayani, to the end of the Shukla Ekadashi of the nija Kartika, Prabodhini (Devutthana); both Ekadashis
 *   lie inside ("from 11th of Ashada Shukla to 11th of Kartik Shukla", astrobix, above). Almanacs resume
 *   marriages from the Dwadashi (Delhi 2026: Devutthana Ekadashi 20 November, first date 21 November,
 *   https://www.varanasilive.com/news/detail/auspicious-dates-in-2026-year-2025-12-30/669008).
 * - kharmas: the Sun sidereal in Dhanu or Meena, from sankranti to sankranti (Dhanu sankranti 16 December 2025
 *   04:19 IST to Makara sankranti 14 January 2026 15:06 IST,
 *   https://www.indiatvnews.com/lifestyle/spirituality/dhanu-sankranti-2025-date-significance-punya-kaal-kharmas-2025-12-16-1021852).
 * - jupiter-combust, venus-combust: the planet within its orb of the Sun in ecliptic longitude
 *   (`COMBUSTION_ORBS`).
 * - panchaka: the Moon in sidereal 300°–360° (Dhanishta pada 3 to the end of Revati; data/panchaka.ts).
 */
export const MUHURTA_VETOES = [
  { id: 'bhadra', en: 'Bhadra (Vishti karana)', hi: 'भद्रा (विष्टि करण)', ta: 'பத்திரை (விஷ்டி கரணம்)', te: 'భద్ర (విష్టి కరణం)', kn: 'ಭದ್ರಾ (ವಿಷ್ಟಿ ಕರಣ)', ml: 'ഭദ്ര (വിഷ്ടി കരണം)', mr: 'भद्रा (विष्टी करण)', bn: 'ভদ্রা (বিষ্টি করণ)', gu: 'ભદ્રા (વિષ્ટિ કરણ)', scope: 'sky' },
  { id: 'rahu-kaal', en: 'Rahu kaal', hi: 'राहु काल', ta: 'இராகு காலம்', te: 'రాహు కాలం', kn: 'ರಾಹು ಕಾಲ', ml: 'രാഹുകാലം', mr: 'राहू काळ', bn: 'রাহুকাল', gu: 'રાહુ કાળ', scope: 'place' },
  { id: 'vyatipata', en: 'Vyatipata yoga', hi: 'व्यतीपात योग', ta: 'வியதீபாத யோகம்', te: 'వ్యతీపాత యోగం', kn: 'ವ್ಯತೀಪಾತ ಯೋಗ', ml: 'വ്യതീപാത യോഗം', mr: 'व्यतीपात योग', bn: 'ব্যতীপাত যোগ', gu: 'વ્યતીપાત યોગ', scope: 'sky' },
  { id: 'vaidhriti', en: 'Vaidhriti yoga', hi: 'वैधृति योग', ta: 'வைதிருதி யோகம்', te: 'వైధృతి యోగం', kn: 'ವೈಧೃತಿ ಯೋಗ', ml: 'വൈധൃതി യോഗം', mr: 'वैधृती योग', bn: 'বৈধৃতি যোগ', gu: 'વૈધૃતિ યોગ', scope: 'sky' },
  { id: 'adhika-masa', en: 'Adhika masa', hi: 'अधिक मास', ta: 'அதிக மாதம்', te: 'అధిక మాసం', kn: 'ಅಧಿಕ ಮಾಸ', ml: 'അധിമാസം', mr: 'अधिक मास', bn: 'অধিক মাস (মলমাস)', gu: 'અધિક માસ', scope: 'sky' },
  { id: 'chaturmas', en: 'Chaturmas (Harishayana)', hi: 'चातुर्मास (हरिशयन)', ta: 'சாதுர்மாஸ்யம் (ஹரிசயனம்)', te: 'చాతుర్మాస్యం (హరిశయనం)', kn: 'ಚಾತುರ್ಮಾಸ (ಹರಿಶಯನ)', ml: 'ചാതുർമാസ്യം (ഹരിശയനം)', mr: 'चातुर्मास (हरिशयन)', bn: 'চাতুর্মাস্য (হরিশয়ন)', gu: 'ચાતુર્માસ (હરિશયન)', scope: 'sky' },
  { id: 'kharmas', en: 'Kharmas (Sun in Dhanu or Meena)', hi: 'खरमास (धनु या मीन का सूर्य)', ta: 'கரமாசம் (சூரியன் தனுசு அல்லது மீனத்தில்)', te: 'ఖరమాసం (ధనుస్సు లేదా మీనంలో సూర్యుడు)', kn: 'ಖರಮಾಸ (ಧನು ಅಥವಾ ಮೀನದಲ್ಲಿ ಸೂರ್ಯ)', ml: 'ഖരമാസം (ധനുവിലോ മീനത്തിലോ സൂര്യൻ)', mr: 'खरमास (धनु किंवा मीन राशीत सूर्य)', bn: 'খরমাস (ধনু বা মীনে সূর্য)', gu: 'કમુરતાં (ધન કે મીનમાં સૂર્ય)', scope: 'sky' },
  { id: 'jupiter-combust', en: 'Jupiter combust', hi: 'गुरु अस्त', ta: 'குரு அஸ்தமனம்', te: 'గురు మౌఢ్యం', kn: 'ಗುರು ಮೌಢ್ಯ', ml: 'വ്യാഴ മൗഢ്യം', mr: 'गुरू अस्त', bn: 'বৃহস্পতি অস্ত', gu: 'ગુરુ અસ્ત', scope: 'sky' },
  { id: 'venus-combust', en: 'Venus combust', hi: 'शुक्र अस्त', ta: 'சுக்கிர அஸ்தமனம்', te: 'శుక్ర మౌఢ్యం', kn: 'ಶುಕ್ರ ಮೌಢ್ಯ', ml: 'ശുക്ര മൗഢ്യം', mr: 'शुक्र अस्त', bn: 'শুক্র অস্ত', gu: 'શુક્ર અસ્ત', scope: 'sky' },
  { id: 'panchaka', en: 'Panchak', hi: 'पंचक', ta: 'பஞ்சகம்', te: 'పంచకం', kn: 'ಪಂಚಕ', ml: 'പഞ്ചകം', mr: 'पंचक', bn: 'পঞ্চক', gu: 'પંચક', scope: 'sky' },
] as const satisfies readonly (Names & { id: string; scope: 'sky' | 'place' })[];

export type MuhurtaVeto = (typeof MUHURTA_VETOES)[number];
export type MuhurtaVetoKind = MuhurtaVeto['id'];
export const MUHURTA_VETO_KINDS: readonly MuhurtaVetoKind[] = MUHURTA_VETOES.map((veto) => veto.id);

/**
 * Combustion orbs: a planet is combust (asta) while its apparent ecliptic longitude is within `directDeg` of the
 * Sun's, or within `retrogradeDeg` while it moves retrograde. Jupiter 11°, Venus 10° (8° retrograde): the
 * kalamshas of Surya Siddhanta ch. 9 as commonly quoted in degrees of longitude ("when the Sun–Jupiter distance
 * is 11° Jupiter sets, … Sun–Venus 10°", https://www.astrotips.in/2021-guru-shukr-ast-samay-tithi/; the same
 * table with retrograde orbs, https://www.scribd.com/document/461799360/1-5048830860715884679; PyJHora
 * `const.combustion_range_of_planets_from_sun`). Almanacs that compute heliacal visibility instead (drikpanchang
 * and most 2025–26 newspapers) publish shorter periods for Venus: about 6° either side of a superior conjunction
 * (Shukra ast 11 December 2025 to 1 February 2026); see test/astro/muhurta/vetoes.test.ts.
 */
export const COMBUSTION_ORBS = [
  { graha: 'jupiter', veto: 'jupiter-combust', directDeg: 11, retrogradeDeg: 11 },
  { graha: 'venus', veto: 'venus-combust', directDeg: 10, retrogradeDeg: 8 },
] as const satisfies readonly {
  graha: 'jupiter' | 'venus'; veto: MuhurtaVetoKind; directDeg: number; retrogradeDeg: number;
}[];

export type CombustionOrb = (typeof COMBUSTION_ORBS)[number];

/**
 * Sarvartha siddhi yoga: the Moon in one of the weekday's stars (the Vedic weekday, sunrise to sunrise). Muhurta
 * Chintamani ch. 1, the verse "surye 'rkamulottarapushyadasram …", as printed with its Hindi reading at
 * https://karmkandbyanandpathak.com/2023/02/sarvarth-siddhi-yog.html (the same list at
 * http://jyotishtips.blogspot.com/2010_01_27_archive.html). Sunday: Hasta, Mula, the three Uttaras, Pushya,
 * Ashwini …
 */
export const SARVARTHA_SIDDHI = [
  { weekday: 0, nakshatras: ['hasta', 'mula', 'uttara-phalguni', 'uttara-ashadha', 'uttara-bhadrapada', 'pushya', 'ashwini'] },
  { weekday: 1, nakshatras: ['shravana', 'rohini', 'mrigashira', 'pushya', 'anuradha'] },
  { weekday: 2, nakshatras: ['ashwini', 'uttara-bhadrapada', 'krittika', 'ashlesha'] },
  { weekday: 3, nakshatras: ['rohini', 'anuradha', 'hasta', 'krittika', 'mrigashira'] },
  { weekday: 4, nakshatras: ['revati', 'anuradha', 'ashwini', 'punarvasu', 'pushya'] },
  { weekday: 5, nakshatras: ['revati', 'anuradha', 'ashwini', 'punarvasu', 'shravana'] },
  { weekday: 6, nakshatras: ['shravana', 'rohini', 'swati'] },
] as const satisfies readonly { weekday: WeekdayIndex; nakshatras: readonly NakshatraId[] }[];

/** True when the Moon in `nakshatra` on `weekday` makes sarvartha siddhi yoga. */
export function isSarvarthaSiddhi(weekday: WeekdayIndex, nakshatra: NakshatraId): boolean {
  return (SARVARTHA_SIDDHI[weekday].nakshatras as readonly NakshatraId[]).includes(nakshatra);
}

interface MuhurtaActivityRecord extends Names {
  readonly id: string;
  /** The Moon's stars the activity requires. */
  readonly nakshatras: readonly NakshatraId[];
  /** The tithis it requires, 1–15 within each paksha (Shukla 15 = Purnima, Krishna 15 = Amavasya). */
  readonly tithis: { readonly shukla: readonly number[]; readonly krishna: readonly number[] };
  /** Favourable Vedic weekdays, 0 = Sunday. */
  readonly weekdays: readonly WeekdayIndex[];
  /** Favourable and avoided rising signs; null when the sources name none. */
  readonly lagna: { readonly favourable: readonly SignId[]; readonly avoid: readonly SignId[] } | null;
  readonly vetoes: readonly MuhurtaVetoKind[];
  /** Where the rules come from (expanded in the module comment). */
  readonly source: string;
}

const PANCHANGA_VETOES = ['bhadra', 'rahu-kaal', 'vyatipata', 'vaidhriti'] as const satisfies readonly MuhurtaVetoKind[];
const BOTH_PAKSHAS_2_3_5_7_10_11_13 = { shukla: [2, 3, 5, 7, 10, 11, 13], krishna: [2, 3, 5, 7, 10, 11, 13] } as const;

export const MUHURTA_ACTIVITIES = [
  {
    id: 'marriage', en: 'Marriage', hi: 'विवाह', ta: 'திருமணம்', te: 'వివాహం', kn: 'ವಿವಾಹ', ml: 'വിവാഹം', mr: 'विवाह', bn: 'বিবাহ', gu: 'લગ્ન',
    nakshatras: ['rohini', 'mrigashira', 'magha', 'uttara-phalguni', 'hasta', 'swati', 'anuradha', 'mula', 'uttara-ashadha',
      'uttara-bhadrapada', 'revati'],
    tithis: BOTH_PAKSHAS_2_3_5_7_10_11_13,
    weekdays: [1, 3, 4, 5],
    lagna: { favourable: ['gemini', 'virgo', 'libra'], avoid: [] },
    vetoes: [...PANCHANGA_VETOES, 'adhika-masa', 'chaturmas', 'kharmas', 'jupiter-combust', 'venus-combust'],
    source: 'Muhurta Chintamani ch. 6; Brihat Samhita 100.7–8; astrobix.com and vedic-astrology.in (tithis, vetoes); Kalaprakashika (lagna)',
  },
  {
    id: 'griha-pravesh', en: 'Entering a new house (griha pravesh)', hi: 'गृह प्रवेश', ta: 'கிரகப் பிரவேசம்', te: 'గృహ ప్రవేశం', kn: 'ಗೃಹ ಪ್ರವೇಶ', ml: 'ഗൃഹപ്രവേശം', mr: 'गृहप्रवेश', bn: 'গৃহপ্রবেশ', gu: 'ગૃહપ્રવેશ',
    nakshatras: ['rohini', 'mrigashira', 'uttara-phalguni', 'chitra', 'anuradha', 'uttara-ashadha', 'uttara-bhadrapada', 'revati'],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 12, 13], krishna: [2, 3, 5, 7, 10, 11, 12, 13] },
    weekdays: [1, 3, 4, 5],
    lagna: { favourable: ['taurus', 'leo', 'scorpio', 'aquarius'], avoid: [] },
    vetoes: [...PANCHANGA_VETOES, 'adhika-masa', 'chaturmas', 'kharmas', 'jupiter-combust', 'venus-combust', 'panchaka'],
    source: 'Muhurta Chintamani, vastu prakarana (mridu and dhruva stars); housing.com (tithis); gurumantraa.com (weekdays, fixed lagna)',
  },
  {
    id: 'vehicle-purchase', en: 'Buying a vehicle', hi: 'वाहन क्रय', ta: 'வாகனம் வாங்குதல்', te: 'వాహన కొనుగోలు', kn: 'ವಾಹನ ಖರೀದಿ', ml: 'വാഹനം വാങ്ങൽ', mr: 'वाहन खरेदी', bn: 'যানবাহন ক্রয়', gu: 'વાહન ખરીદી',
    nakshatras: ['ashwini', 'mrigashira', 'punarvasu', 'pushya', 'hasta', 'chitra', 'swati', 'shravana', 'dhanishta', 'shatabhisha',
      'revati'],
    tithis: { shukla: [2, 3, 5, 6, 7, 10, 11, 12, 13, 15], krishna: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13] },
    weekdays: [1, 3, 4, 5],
    lagna: { favourable: ['taurus', 'gemini', 'cancer', 'libra', 'sagittarius', 'pisces'], avoid: [] },
    vetoes: [...PANCHANGA_VETOES, 'adhika-masa'],
    source: 'dastaktimes.org (nakshatras, weekdays, lagnas); tithis: all but rikta, Ashtami, Amavasya and Shukla Pratipada',
  },
  {
    id: 'namakarana', en: 'Naming ceremony (namakarana)', hi: 'नामकरण', ta: 'பெயர் சூட்டுதல் (நாமகரணம்)', te: 'నామకరణం', kn: 'ನಾಮಕರಣ', ml: 'നാമകരണം', mr: 'नामकरण', bn: 'নামকরণ', gu: 'નામકરણ',
    nakshatras: ['ashwini', 'rohini', 'mrigashira', 'punarvasu', 'pushya', 'uttara-phalguni', 'hasta', 'chitra', 'swati', 'anuradha',
      'uttara-ashadha', 'shravana', 'dhanishta', 'shatabhisha', 'uttara-bhadrapada', 'revati'],
    tithis: { shukla: [1, 2, 3, 5, 7, 10, 11, 12, 13], krishna: [1, 2, 3, 5, 7, 10, 11, 12, 13] },
    weekdays: [1, 3, 4, 5],
    lagna: { favourable: [], avoid: ['aries', 'cancer', 'libra', 'capricorn'] },
    vetoes: [...PANCHANGA_VETOES, 'adhika-masa'],
    source: 'drikpanchang.com, namakarana muhurat rules',
  },
  {
    id: 'mundan', en: 'First haircut (mundan, chudakarana)', hi: 'मुंडन (चूड़ाकर्म)', ta: 'முதல் முடி இறக்குதல் (சௌளம்)', te: 'పుట్టు వెంట్రుకలు (చూడాకర్మ)', kn: 'ಚೌಲ (ಮುಂಡನ)', ml: 'ചൗളം (ആദ്യ മുടിയെടുക്കൽ)', mr: 'मुंडन (चौलकर्म)', bn: 'মুণ্ডন (চূড়াকরণ)', gu: 'બાબરી (મુંડન)',
    nakshatras: ['ashwini', 'mrigashira', 'punarvasu', 'pushya', 'hasta', 'chitra', 'swati', 'jyeshtha', 'shravana', 'dhanishta',
      'shatabhisha', 'revati'],
    tithis: BOTH_PAKSHAS_2_3_5_7_10_11_13,
    weekdays: [1, 3, 4, 5],
    lagna: { favourable: ['taurus', 'gemini', 'cancer', 'virgo', 'libra', 'sagittarius', 'pisces'], avoid: [] },
    vetoes: [...PANCHANGA_VETOES, 'adhika-masa', 'chaturmas', 'kharmas', 'jupiter-combust', 'venus-combust'],
    source: 'Nemichandra Shastri, Bharatiya Jyotish (chudakarma muhurta); vedastrology.blogspot.com; indianastrology.com',
  },
  {
    id: 'business-start', en: 'Starting a business or shop', hi: 'व्यापार आरंभ', ta: 'வணிகம் அல்லது கடை தொடக்கம்', te: 'వ్యాపార ప్రారంభం', kn: 'ವ್ಯಾಪಾರ ಆರಂಭ', ml: 'വ്യാപാര ആരംഭം', mr: 'व्यवसाय आरंभ', bn: 'ব্যবসা আরম্ভ', gu: 'વ્યવસાય આરંભ',
    nakshatras: ['ashwini', 'rohini', 'mrigashira', 'pushya', 'uttara-phalguni', 'hasta', 'chitra', 'anuradha', 'uttara-ashadha',
      'uttara-bhadrapada', 'revati'],
    tithis: { shukla: [1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 15], krishna: [1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13] },
    weekdays: [0, 1, 3, 4, 5],
    lagna: { favourable: ['taurus', 'leo', 'scorpio', 'aquarius'], avoid: [] },
    vetoes: [...PANCHANGA_VETOES, 'adhika-masa'],
    source: 'vastutapeshwar.com, new shop muhurat; cafejyotish.com (rikta tithis excluded)',
  },
  {
    id: 'travel', en: 'Starting a journey (yatra)', hi: 'यात्रा', ta: 'பயணம் தொடங்குதல் (யாத்திரை)', te: 'ప్రయాణ ప్రారంభం (యాత్ర)', kn: 'ಪ್ರಯಾಣ ಆರಂಭ (ಯಾತ್ರೆ)', ml: 'യാത്രാരംഭം', mr: 'प्रवास (यात्रा)', bn: 'যাত্রা', gu: 'પ્રવાસ (યાત્રા)',
    nakshatras: ['ashwini', 'mrigashira', 'punarvasu', 'pushya', 'hasta', 'anuradha', 'shravana', 'dhanishta', 'revati'],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 13], krishna: [1, 2, 3, 5, 7, 10, 11] },
    weekdays: [1, 3, 4, 5],
    lagna: { favourable: ['aries', 'gemini', 'cancer', 'virgo', 'libra', 'sagittarius', 'capricorn', 'pisces'], avoid: [] },
    vetoes: [...PANCHANGA_VETOES, 'panchaka'],
    source: 'astromuhurat.blogspot.com, yatra muhurat; astrobix.com (weekdays)',
  },
] as const satisfies readonly MuhurtaActivityRecord[];

export type MuhurtaActivity = (typeof MUHURTA_ACTIVITIES)[number];
export type MuhurtaActivityId = MuhurtaActivity['id'];
export const MUHURTA_ACTIVITY_IDS: readonly MuhurtaActivityId[] = MUHURTA_ACTIVITIES.map((activity) => activity.id);

/** The activity records as their common shape (for code that reads any of them). */
export type MuhurtaActivityRule = MuhurtaActivityRecord & { readonly id: MuhurtaActivityId };

const ACTIVITY_BY_ID: ReadonlyMap<string, MuhurtaActivityRule> = new Map(MUHURTA_ACTIVITIES.map((activity) => [activity.id, activity]));

/** True when `value` is one of the activity ids. */
export function isMuhurtaActivityId(value: string): value is MuhurtaActivityId {
  return ACTIVITY_BY_ID.has(value);
}

/** The rule record of an activity. */
export function muhurtaActivityById(id: MuhurtaActivityId): MuhurtaActivityRule {
  return ACTIVITY_BY_ID.get(id) as MuhurtaActivityRule;
}

/**
 * True when the activity admits the tithi.
 * @param tithi 1–30 (1 = Shukla Pratipada … 15 = Purnima, 16 = Krishna Pratipada … 30 = Amavasya)
 */
export function activityAdmitsTithi(activity: MuhurtaActivityRule, tithi: number): boolean {
  return tithi <= 15 ? activity.tithis.shukla.includes(tithi) : activity.tithis.krishna.includes(tithi - 15);
}

/**
 * The words of a muhurta window's reasons, by factor and verdict. Placeholders: {value} (the factor's value in
 * words: "Shukla Dwitiya", "Rohini", "Gemini", the tara's name, the count of signs) and {activity}. English and Hindi
 * say "for {activity}"; the seven other languages open the sentence with the activity as its heading ("{activity}: …"),
 * so that its name stands as the activity table gives it, with no case ending to add, and put each value before the
 * noun that takes the case (Tamil "{value} நட்சத்திரத்தில்", Marathi "{value} नक्षत्रात"); the count of signs takes each
 * language's ordinal suffix after the digits (Tamil 5-ஆம், Telugu 5వ, Kannada 5ನೇ, Malayalam 5-ാം, Marathi 5व्या, Gujarati
 * 5મી; Bengali counts "5 নম্বর").
 */
export const MUHURTA_WORDS = {
  reasons: {
    tithi: {
      favourable: { en: '{value} is a tithi the rules admit for {activity}.', hi: '{value} तिथि {activity} के लिए ग्राह्य है।',
        ta: '{activity}: {value} விதிகள் ஏற்கும் திதி.', te: '{activity}: {value} నియమాలు అంగీకరించే తిథి.', kn: '{activity}: {value} ನಿಯಮಗಳು ಒಪ್ಪುವ ತಿಥಿ.', ml: '{activity}: {value} നിയമങ്ങൾ അനുവദിക്കുന്ന തിഥിയാണ്.', mr: '{activity}: {value} ही नियमांनी ग्राह्य तिथी आहे.', bn: '{activity}: {value} নিয়মে গ্রাহ্য তিথি।', gu: '{activity}: {value} નિયમો મુજબ ગ્રાહ્ય તિથિ છે.' },
      neutral: { en: '{value}.', hi: '{value}।',
        ta: '{value}.', te: '{value}.', kn: '{value}.', ml: '{value}.', mr: '{value}.', bn: '{value}।', gu: '{value}.' },
      unfavourable: { en: '{value} is a tithi the rules bar for {activity}.', hi: '{value} तिथि {activity} के लिए वर्जित है।',
        ta: '{activity}: {value} விதிகள் விலக்கும் திதி.', te: '{activity}: {value} నియమాలు నిషేధించే తిథి.', kn: '{activity}: {value} ನಿಯಮಗಳು ನಿಷೇಧಿಸುವ ತಿಥಿ.', ml: '{activity}: {value} നിയമങ്ങൾ വിലക്കുന്ന തിഥിയാണ്.', mr: '{activity}: {value} ही नियमांनी वर्ज्य तिथी आहे.', bn: '{activity}: {value} নিয়মে বর্জিত তিথি।', gu: '{activity}: {value} નિયમો મુજબ વર્જિત તિથિ છે.' },
    },
    nakshatra: {
      favourable: { en: 'The Moon is in {value}, a nakshatra the rules admit for {activity}.', hi: 'चंद्रमा {value} नक्षत्र में है, जो {activity} के लिए ग्राह्य है।',
        ta: '{activity}: சந்திரன் {value} நட்சத்திரத்தில் உள்ளார்; இது விதிகள் ஏற்கும் நட்சத்திரம்.', te: '{activity}: చంద్రుడు {value} నక్షత్రంలో ఉన్నాడు; ఇది నియమాలు అంగీకరించే నక్షత్రం.', kn: '{activity}: ಚಂದ್ರನು {value} ನಕ್ಷತ್ರದಲ್ಲಿದ್ದಾನೆ; ಇದು ನಿಯಮಗಳು ಒಪ್ಪುವ ನಕ್ಷತ್ರ.', ml: '{activity}: ചന്ദ്രൻ {value} നക്ഷത്രത്തിലാണ്; ഇത് നിയമങ്ങൾ അനുവദിക്കുന്ന നക്ഷത്രമാണ്.', mr: '{activity}: चंद्र {value} नक्षत्रात आहे; हे नियमांनी ग्राह्य नक्षत्र आहे.', bn: '{activity}: চন্দ্র {value} নক্ষত্রে আছে; এটি নিয়মে গ্রাহ্য নক্ষত্র।', gu: '{activity}: ચંદ્ર {value} નક્ષત્રમાં છે; આ નિયમો મુજબ ગ્રાહ્ય નક્ષત્ર છે.' },
      neutral: { en: 'The Moon is in {value}.', hi: 'चंद्रमा {value} नक्षत्र में है।',
        ta: 'சந்திரன் {value} நட்சத்திரத்தில் உள்ளார்.', te: 'చంద్రుడు {value} నక్షత్రంలో ఉన్నాడు.', kn: 'ಚಂದ್ರನು {value} ನಕ್ಷತ್ರದಲ್ಲಿದ್ದಾನೆ.', ml: 'ചന്ദ്രൻ {value} നക്ഷത്രത്തിലാണ്.', mr: 'चंद्र {value} नक्षत्रात आहे.', bn: 'চন্দ্র {value} নক্ষত্রে আছে।', gu: 'ચંદ્ર {value} નક્ષત્રમાં છે.' },
      unfavourable: { en: 'The Moon is in {value}, a nakshatra the rules bar for {activity}.', hi: 'चंद्रमा {value} नक्षत्र में है, जो {activity} के लिए वर्जित है।',
        ta: '{activity}: சந்திரன் {value} நட்சத்திரத்தில் உள்ளார்; இது விதிகள் விலக்கும் நட்சத்திரம்.', te: '{activity}: చంద్రుడు {value} నక్షత్రంలో ఉన్నాడు; ఇది నియమాలు నిషేధించే నక్షత్రం.', kn: '{activity}: ಚಂದ್ರನು {value} ನಕ್ಷತ್ರದಲ್ಲಿದ್ದಾನೆ; ಇದು ನಿಯಮಗಳು ನಿಷೇಧಿಸುವ ನಕ್ಷತ್ರ.', ml: '{activity}: ചന്ദ്രൻ {value} നക്ഷത്രത്തിലാണ്; ഇത് നിയമങ്ങൾ വിലക്കുന്ന നക്ഷത്രമാണ്.', mr: '{activity}: चंद्र {value} नक्षत्रात आहे; हे नियमांनी वर्ज्य नक्षत्र आहे.', bn: '{activity}: চন্দ্র {value} নক্ষত্রে আছে; এটি নিয়মে বর্জিত নক্ষত্র।', gu: '{activity}: ચંદ્ર {value} નક્ષત્રમાં છે; આ નિયમો મુજબ વર્જિત નક્ષત્ર છે.' },
    },
    weekday: {
      favourable: { en: '{value} is a weekday favoured for {activity}.', hi: '{value} {activity} के लिए शुभ वार है।',
        ta: '{activity}: {value} உகந்த கிழமை.', te: '{activity}: {value} అనుకూలమైన వారం.', kn: '{activity}: {value} ಅನುಕೂಲವಾದ ವಾರ.', ml: '{activity}: {value} അനുകൂലമായ ആഴ്ചദിവസമാണ്.', mr: '{activity}: {value} हा शुभ वार आहे.', bn: '{activity}: {value} শুভ বার।', gu: '{activity}: {value} શુભ વાર છે.' },
      neutral: { en: '{value} is neither favoured nor barred for {activity}.', hi: '{value} {activity} के लिए न शुभ है न वर्जित।',
        ta: '{activity}: {value} உகந்ததும் அல்ல, விலக்கப்பட்டதும் அல்ல.', te: '{activity}: {value} అనుకూలమూ కాదు, నిషిద్ధమూ కాదు.', kn: '{activity}: {value} ಅನುಕೂಲವೂ ಅಲ್ಲ, ನಿಷಿದ್ಧವೂ ಅಲ್ಲ.', ml: '{activity}: {value} അനുകൂലവുമല്ല, വിലക്കപ്പെട്ടതുമല്ല.', mr: '{activity}: {value} शुभही नाही आणि वर्ज्यही नाही.', bn: '{activity}: {value} শুভও নয়, বর্জিতও নয়।', gu: '{activity}: {value} શુભ પણ નથી અને વર્જિત પણ નથી.' },
      unfavourable: { en: '{value} is a weekday to avoid for {activity}.', hi: '{value} {activity} के लिए वर्जित वार है।',
        ta: '{activity}: {value} தவிர்க்க வேண்டிய கிழமை.', te: '{activity}: {value} విడువదగిన వారం.', kn: '{activity}: {value} ಬಿಡಬೇಕಾದ ವಾರ.', ml: '{activity}: {value} ഒഴിവാക്കേണ്ട ആഴ്ചദിവസമാണ്.', mr: '{activity}: {value} हा टाळावा असा वार आहे.', bn: '{activity}: {value} বর্জনীয় বার।', gu: '{activity}: {value} ટાળવા જેવો વાર છે.' },
    },
    yoga: {
      favourable: { en: '{value} yoga is auspicious.', hi: '{value} योग शुभ है।',
        ta: '{value} யோகம் சுபமானது.', te: '{value} యోగం శుభం.', kn: '{value} ಯೋಗ ಶುಭ.', ml: '{value} യോഗം ശുഭമാണ്.', mr: '{value} योग शुभ आहे.', bn: '{value} যোগ শুভ।', gu: '{value} યોગ શુભ છે.' },
      neutral: { en: '{value} yoga.', hi: '{value} योग।',
        ta: '{value} யோகம்.', te: '{value} యోగం.', kn: '{value} ಯೋಗ.', ml: '{value} യോഗം.', mr: '{value} योग.', bn: '{value} যোগ।', gu: '{value} યોગ.' },
      unfavourable: { en: '{value} yoga is inauspicious and lowers the score.', hi: '{value} योग अशुभ है और अंक घटाता है।',
        ta: '{value} யோகம் அசுபமானது; இது இந்த நேரத்தின் மதிப்பைக் குறைக்கிறது.', te: '{value} యోగం అశుభం; ఇది ఈ సమయపు విలువను తగ్గిస్తుంది.', kn: '{value} ಯೋಗ ಅಶುಭ; ಇದು ಈ ಸಮಯದ ಮೌಲ್ಯವನ್ನು ಕಡಿಮೆ ಮಾಡುತ್ತದೆ.', ml: '{value} യോഗം അശുഭമാണ്; ഇത് ഈ സമയത്തിന്റെ മൂല്യം കുറയ്ക്കുന്നു.', mr: '{value} योग अशुभ आहे आणि गुण कमी करतो.', bn: '{value} যোগ অশুভ এবং এই সময়ের মান কমায়।', gu: '{value} યોગ અશુભ છે અને આ સમયનું મૂલ્ય ઘટાડે છે.' },
    },
    karana: {
      favourable: { en: '{value} karana is auspicious.', hi: '{value} करण शुभ है।',
        ta: '{value} கரணம் சுபமானது.', te: '{value} కరణం శుభం.', kn: '{value} ಕರಣ ಶುಭ.', ml: '{value} കരണം ശുഭമാണ്.', mr: '{value} करण शुभ आहे.', bn: '{value} করণ শুভ।', gu: '{value} કરણ શુભ છે.' },
      neutral: { en: '{value} karana.', hi: '{value} करण।',
        ta: '{value} கரணம்.', te: '{value} కరణం.', kn: '{value} ಕರಣ.', ml: '{value} കരണം.', mr: '{value} करण.', bn: '{value} করণ।', gu: '{value} કરણ.' },
      unfavourable: { en: '{value} is a fixed karana that counts against the window.', hi: '{value} स्थिर करण है, जो अंक घटाता है।',
        ta: '{value} ஸ்திர கரணம்; இது இந்த நேரத்தின் மதிப்பைக் குறைக்கிறது.', te: '{value} స్థిర కరణం; ఇది ఈ సమయపు విలువను తగ్గిస్తుంది.', kn: '{value} ಸ್ಥಿರ ಕರಣ; ಇದು ಈ ಸಮಯದ ಮೌಲ್ಯವನ್ನು ಕಡಿಮೆ ಮಾಡುತ್ತದೆ.', ml: '{value} സ്ഥിര കരണമാണ്; ഇത് ഈ സമയത്തിന്റെ മൂല്യം കുറയ്ക്കുന്നു.', mr: '{value} हे स्थिर करण आहे, जे गुण कमी करते.', bn: '{value} স্থির করণ, যা এই সময়ের মান কমায়।', gu: '{value} સ્થિર કરણ છે, જે આ સમયનું મૂલ્ય ઘટાડે છે.' },
    },
    lagna: {
      favourable: { en: '{value} rises, a lagna favoured for {activity}.', hi: '{value} लग्न उदित है, जो {activity} के लिए शुभ है।',
        ta: '{activity}: {value} லக்னம் உதயமாகிறது; இது உகந்த லக்னம்.', te: '{activity}: {value} లగ్నం ఉదయిస్తోంది; ఇది అనుకూలమైన లగ్నం.', kn: '{activity}: {value} ಲಗ್ನ ಉದಯಿಸುತ್ತಿದೆ; ಇದು ಅನುಕೂಲವಾದ ಲಗ್ನ.', ml: '{activity}: {value} ലഗ്നം ഉദിക്കുന്നു; ഇത് അനുകൂലമായ ലഗ്നമാണ്.', mr: '{activity}: {value} लग्न उदित आहे; हे शुभ लग्न आहे.', bn: '{activity}: {value} লগ্ন উদিত; এটি শুভ লগ্ন।', gu: '{activity}: {value} લગ્ન ઉદિત છે; આ શુભ લગ્ન છે.' },
      neutral: { en: '{value} rises; the rules neither favour nor bar it.', hi: '{value} लग्न उदित है; नियम इसे न शुभ कहते हैं न वर्जित।',
        ta: '{value} லக்னம் உதயமாகிறது; விதிகள் இதை ஏற்கவும் இல்லை, விலக்கவும் இல்லை.', te: '{value} లగ్నం ఉదయిస్తోంది; నియమాలు దీనిని అనుకూలమనీ నిషిద్ధమనీ చెప్పవు.', kn: '{value} ಲಗ್ನ ಉದಯಿಸುತ್ತಿದೆ; ನಿಯಮಗಳು ಇದನ್ನು ಒಪ್ಪುವುದೂ ಇಲ್ಲ, ನಿಷೇಧಿಸುವುದೂ ಇಲ್ಲ.', ml: '{value} ലഗ്നം ഉദിക്കുന്നു; നിയമങ്ങൾ ഇതിനെ അനുകൂലിക്കുന്നുമില്ല, വിലക്കുന്നുമില്ല.', mr: '{value} लग्न उदित आहे; नियम याला शुभही म्हणत नाहीत आणि वर्ज्यही नाही.', bn: '{value} লগ্ন উদিত; নিয়মে এটি শুভও নয়, বর্জিতও নয়।', gu: '{value} લગ્ન ઉદિત છે; નિયમો તેને શુભ પણ કહેતા નથી અને વર્જિત પણ નહીં.' },
      unfavourable: { en: '{value} rises, a lagna to avoid for {activity}.', hi: '{value} लग्न उदित है, जो {activity} के लिए वर्जित है।',
        ta: '{activity}: {value} லக்னம் உதயமாகிறது; இது தவிர்க்க வேண்டிய லக்னம்.', te: '{activity}: {value} లగ్నం ఉదయిస్తోంది; ఇది విడువదగిన లగ్నం.', kn: '{activity}: {value} ಲಗ್ನ ಉದಯಿಸುತ್ತಿದೆ; ಇದು ಬಿಡಬೇಕಾದ ಲಗ್ನ.', ml: '{activity}: {value} ലഗ്നം ഉദിക്കുന്നു; ഇത് ഒഴിവാക്കേണ്ട ലഗ്നമാണ്.', mr: '{activity}: {value} लग्न उदित आहे; हे टाळावे असे लग्न आहे.', bn: '{activity}: {value} লগ্ন উদিত; এটি বর্জনীয় লগ্ন।', gu: '{activity}: {value} લગ્ન ઉદિત છે; આ ટાળવા જેવું લગ્ન છે.' },
    },
    abhijit: {
      favourable: { en: 'Inside the abhijit muhurta, the midday muhurta good for beginnings.', hi: 'अभिजित मुहूर्त में, जो आरंभ के लिए शुभ है।',
        ta: 'அபிஜித் முகூர்த்தத்தில்; தொடக்கங்களுக்கு உகந்த நண்பகல் முகூர்த்தம்.', te: 'అభిజిత్ ముహూర్తంలో; ప్రారంభాలకు శుభమైన మధ్యాహ్న ముహూర్తం.', kn: 'ಅಭಿಜಿತ್ ಮುಹೂರ್ತದಲ್ಲಿ; ಆರಂಭಗಳಿಗೆ ಶುಭವಾದ ಮಧ್ಯಾಹ್ನದ ಮುಹೂರ್ತ.', ml: 'അഭിജിത് മുഹൂർത്തത്തിൽ; ആരംഭങ്ങൾക്ക് ശുഭമായ മധ്യാഹ്ന മുഹൂർത്തം.', mr: 'अभिजित मुहूर्तात; आरंभासाठी शुभ असा मध्याह्नीचा मुहूर्त.', bn: 'অভিজিৎ মুহূর্তে; আরম্ভের জন্য শুভ মধ্যাহ্নের মুহূর্ত।', gu: 'અભિજિત મુહૂર્તમાં; આરંભ માટે શુભ એવું મધ્યાહ્નનું મુહૂર્ત.' },
      neutral: { en: 'Inside the abhijit muhurta.', hi: 'अभिजित मुहूर्त में।',
        ta: 'அபிஜித் முகூர்த்தத்தில்.', te: 'అభిజిత్ ముహూర్తంలో.', kn: 'ಅಭಿಜಿತ್ ಮುಹೂರ್ತದಲ್ಲಿ.', ml: 'അഭിജിത് മുഹൂർത്തത്തിൽ.', mr: 'अभिजित मुहूर्तात.', bn: 'অভিজিৎ মুহূর্তে।', gu: 'અભિજિત મુહૂર્તમાં.' },
      unfavourable: { en: 'Inside the abhijit muhurta, which does not count on Wednesday.', hi: 'अभिजित मुहूर्त में, जो बुधवार को मान्य नहीं।',
        ta: 'அபிஜித் முகூர்த்தத்தில்; புதன்கிழமை இது கணக்கில் கொள்ளப்படாது.', te: 'అభిజిత్ ముహూర్తంలో; బుధవారం ఇది లెక్కలోకి రాదు.', kn: 'ಅಭಿಜಿತ್ ಮುಹೂರ್ತದಲ್ಲಿ; ಬುಧವಾರ ಇದು ಲೆಕ್ಕಕ್ಕೆ ಬರುವುದಿಲ್ಲ.', ml: 'അഭിജിത് മുഹൂർത്തത്തിൽ; ബുധനാഴ്ച ഇത് കണക്കാക്കില്ല.', mr: 'अभिजित मुहूर्तात; बुधवारी हा ग्राह्य नाही.', bn: 'অভিজিৎ মুহূর্তে; বুধবারে এটি গ্রাহ্য নয়।', gu: 'અભિજિત મુહૂર્તમાં; બુધવારે તે માન્ય નથી.' },
    },
    'sarvartha-siddhi': {
      favourable: { en: 'Sarvartha siddhi yoga: this weekday and nakshatra together favour every undertaking.', hi: 'सर्वार्थ सिद्धि योग: यह वार और नक्षत्र मिलकर हर कार्य के लिए शुभ हैं।',
        ta: 'சர்வார்த்த சித்தி யோகம்: இந்தக் கிழமையும் நட்சத்திரமும் சேர்ந்து எல்லாச் செயல்களுக்கும் உகந்தவை.', te: 'సర్వార్థ సిద్ధి యోగం: ఈ వారం, నక్షత్రం కలిసి అన్ని పనులకూ శుభం.', kn: 'ಸರ್ವಾರ್ಥ ಸಿದ್ಧಿ ಯೋಗ: ಈ ವಾರ ಮತ್ತು ನಕ್ಷತ್ರ ಸೇರಿ ಎಲ್ಲ ಕಾರ್ಯಗಳಿಗೂ ಶುಭ.', ml: 'സർവാർത്ഥ സിദ്ധി യോഗം: ഈ ആഴ്ചദിവസവും നക്ഷത്രവും ചേർന്ന് എല്ലാ കാര്യങ്ങൾക്കും ശുഭം.', mr: 'सर्वार्थसिद्धी योग: हा वार आणि नक्षत्र मिळून प्रत्येक कार्यासाठी शुभ आहेत.', bn: 'সর্বার্থসিদ্ধি যোগ: এই বার ও নক্ষত্র মিলে সব কাজের জন্য শুভ।', gu: 'સર્વાર્થ સિદ્ધિ યોગ: આ વાર અને નક્ષત્ર મળીને દરેક કાર્ય માટે શુભ છે.' },
      neutral: { en: 'Sarvartha siddhi yoga.', hi: 'सर्वार्थ सिद्धि योग।',
        ta: 'சர்வார்த்த சித்தி யோகம்.', te: 'సర్వార్థ సిద్ధి యోగం.', kn: 'ಸರ್ವಾರ್ಥ ಸಿದ್ಧಿ ಯೋಗ.', ml: 'സർവാർത്ഥ സിദ്ധി യോഗം.', mr: 'सर्वार्थसिद्धी योग.', bn: 'সর্বার্থসিদ্ধি যোগ।', gu: 'સર્વાર્થ સિદ્ધિ યોગ.' },
      unfavourable: { en: 'Sarvartha siddhi yoga does not hold.', hi: 'सर्वार्थ सिद्धि योग नहीं है।',
        ta: 'சர்வார்த்த சித்தி யோகம் இல்லை.', te: 'సర్వార్థ సిద్ధి యోగం లేదు.', kn: 'ಸರ್ವಾರ್ಥ ಸಿದ್ಧಿ ಯೋಗ ಇಲ್ಲ.', ml: 'സർവാർത്ഥ സിദ്ധി യോഗം ഇല്ല.', mr: 'सर्वार्थसिद्धी योग नाही.', bn: 'সর্বার্থসিদ্ধি যোগ নেই।', gu: 'સર્વાર્થ સિદ્ધિ યોગ નથી.' },
    },
    'tara-bala': {
      favourable: { en: 'Tara bala: the nakshatra is the {value} tara from the birth nakshatra.', hi: 'तारा बल: यह नक्षत्र जन्म नक्षत्र से {value} तारा है।',
        ta: 'தாரா பலம்: இந்த நட்சத்திரம் ஜன்ம நட்சத்திரத்திலிருந்து {value} தாரை.', te: 'తారా బలం: ఈ నక్షత్రం జన్మ నక్షత్రం నుండి {value} తార.', kn: 'ತಾರಾ ಬಲ: ಈ ನಕ್ಷತ್ರ ಜನ್ಮ ನಕ್ಷತ್ರದಿಂದ {value} ತಾರೆ.', ml: 'താരാബലം: ഈ നക്ഷത്രം ജന്മനക്ഷത്രത്തിൽ നിന്ന് {value} താരയാണ്.', mr: 'ताराबल: हे नक्षत्र जन्मनक्षत्रापासून {value} तारा आहे.', bn: 'তারাবল: এই নক্ষত্র জন্মনক্ষত্র থেকে {value} তারা।', gu: 'તારાબળ: આ નક્ષત્ર જન્મનક્ષત્રથી {value} તારા છે.' },
      neutral: { en: 'Tara: {value}.', hi: 'तारा: {value}।',
        ta: 'தாரை: {value}.', te: 'తార: {value}.', kn: 'ತಾರೆ: {value}.', ml: 'താര: {value}.', mr: 'तारा: {value}.', bn: 'তারা: {value}।', gu: 'તારા: {value}.' },
      unfavourable: { en: 'Tara bala fails: the nakshatra is the {value} tara from the birth nakshatra.', hi: 'तारा बल नहीं: यह नक्षत्र जन्म नक्षत्र से {value} तारा है।',
        ta: 'தாரா பலம் இல்லை: இந்த நட்சத்திரம் ஜன்ம நட்சத்திரத்திலிருந்து {value} தாரை.', te: 'తారా బలం లేదు: ఈ నక్షత్రం జన్మ నక్షత్రం నుండి {value} తార.', kn: 'ತಾರಾ ಬಲ ಇಲ್ಲ: ಈ ನಕ್ಷತ್ರ ಜನ್ಮ ನಕ್ಷತ್ರದಿಂದ {value} ತಾರೆ.', ml: 'താരാബലം ഇല്ല: ഈ നക്ഷത്രം ജന്മനക്ഷത്രത്തിൽ നിന്ന് {value} താരയാണ്.', mr: 'ताराबल नाही: हे नक्षत्र जन्मनक्षत्रापासून {value} तारा आहे.', bn: 'তারাবল নেই: এই নক্ষত্র জন্মনক্ষত্র থেকে {value} তারা।', gu: 'તારાબળ નથી: આ નક્ષત્ર જન્મનક્ષત્રથી {value} તારા છે.' },
    },
    'chandra-bala': {
      favourable: { en: 'Chandra bala: the Moon is in sign {value} counted from the birth Moon sign.', hi: 'चंद्र बल: चंद्रमा जन्म राशि से {value}वीं राशि में है।',
        ta: 'சந்திர பலம்: சந்திரன் ஜன்ம ராசியிலிருந்து {value}-ஆம் ராசியில் உள்ளார்.', te: 'చంద్ర బలం: చంద్రుడు జన్మ రాశి నుండి {value}వ రాశిలో ఉన్నాడు.', kn: 'ಚಂದ್ರ ಬಲ: ಚಂದ್ರನು ಜನ್ಮ ರಾಶಿಯಿಂದ {value}ನೇ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ.', ml: 'ചന്ദ്രബലം: ചന്ദ്രൻ ജന്മരാശിയിൽ നിന്ന് {value}-ാം രാശിയിലാണ്.', mr: 'चंद्रबल: चंद्र जन्मराशीपासून {value}व्या राशीत आहे.', bn: 'চন্দ্রবল: চন্দ্র জন্মরাশি থেকে গুনে {value} নম্বর রাশিতে আছে।', gu: 'ચંદ્રબળ: ચંદ્ર જન્મરાશિથી {value}મી રાશિમાં છે.' },
      neutral: { en: 'The Moon is in sign {value} counted from the birth Moon sign.', hi: 'चंद्रमा जन्म राशि से {value}वीं राशि में है।',
        ta: 'சந்திரன் ஜன்ம ராசியிலிருந்து {value}-ஆம் ராசியில் உள்ளார்.', te: 'చంద్రుడు జన్మ రాశి నుండి {value}వ రాశిలో ఉన్నాడు.', kn: 'ಚಂದ್ರನು ಜನ್ಮ ರಾಶಿಯಿಂದ {value}ನೇ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ.', ml: 'ചന്ദ്രൻ ജന്മരാശിയിൽ നിന്ന് {value}-ാം രാശിയിലാണ്.', mr: 'चंद्र जन्मराशीपासून {value}व्या राशीत आहे.', bn: 'চন্দ্র জন্মরাশি থেকে গুনে {value} নম্বর রাশিতে আছে।', gu: 'ચંદ્ર જન્મરાશિથી {value}મી રાશિમાં છે.' },
      unfavourable: { en: 'Chandra bala fails: the Moon is in sign {value} counted from the birth Moon sign.', hi: 'चंद्र बल नहीं: चंद्रमा जन्म राशि से {value}वीं राशि में है।',
        ta: 'சந்திர பலம் இல்லை: சந்திரன் ஜன்ம ராசியிலிருந்து {value}-ஆம் ராசியில் உள்ளார்.', te: 'చంద్ర బలం లేదు: చంద్రుడు జన్మ రాశి నుండి {value}వ రాశిలో ఉన్నాడు.', kn: 'ಚಂದ್ರ ಬಲ ಇಲ್ಲ: ಚಂದ್ರನು ಜನ್ಮ ರಾಶಿಯಿಂದ {value}ನೇ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ.', ml: 'ചന്ദ്രബലം ഇല്ല: ചന്ദ്രൻ ജന്മരാശിയിൽ നിന്ന് {value}-ാം രാശിയിലാണ്.', mr: 'चंद्रबल नाही: चंद्र जन्मराशीपासून {value}व्या राशीत आहे.', bn: 'চন্দ্রবল নেই: চন্দ্র জন্মরাশি থেকে গুনে {value} নম্বর রাশিতে আছে।', gu: 'ચંદ્રબળ નથી: ચંદ્ર જન્મરાશિથી {value}મી રાશિમાં છે.' },
    },
  },
} as const satisfies { reasons: Record<string, Record<'favourable' | 'neutral' | 'unfavourable', Names>> };
