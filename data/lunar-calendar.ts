/**
 * Names of the lunisolar calendar: the 12 lunar months, the 6 ritus, the 2 ayanas and the 60 samvatsaras.
 *
 * Sources:
 * - Months and the amanta rule: a lunar month runs new moon → new moon (amanta) and takes its name from the
 *   sidereal sign the Sun is in at the new moon that begins it (Sun in Pisces → Chaitra, Aries → Vaishakha …;
 *   a month with no sankranti is adhika, one holding two is kshaya). Purnimanta months run full moon → full
 *   moon: their Shukla paksha is the amanta month of the same name, their Krishna paksha lies in the previous
 *   amanta month (drikpanchang, "Amanta and Purnimanta calendars"; PyJHora `drik.lunar_month`).
 * - Ritus: two lunar months each from Chaitra (Vasanta … Shishira), the traditional reckoning. Drikpanchang's
 *   "Drik Ritu" instead follows the tropical Sun in 60° steps from Shishira at 270° (the winter solstice);
 *   both are given.
 * - Ayanas: Uttarayana while the Sun moves from Makara to Karka. Traditional almanacs count from the sidereal
 *   Makara Sankranti (sidereal 270°); the drik reckoning from the winter solstice (tropical 270°). Both given.
 * - Samvatsaras: the 60-year Jovian cycle (Prabhava … Akshaya) as used in the South Indian lunisolar year
 *   (Ugadi / Gudi Padwa); the year beginning at Chaitra Shukla Pratipada of 1987 CE was Prabhava, so that of
 *   2024 CE was Krodhi (the 38th). North Indian (Vikram samvat) almanacs name years from the same list but
 *   with a different offset; only the South Indian count is computed here.
 */
import type { SignId } from './signs.ts';
import type { Text } from './text.ts';

export const LUNAR_MONTHS = [
  { number: 1, en: 'Chaitra', hi: 'चैत्र', sunSignAtStart: 'pisces', ritu: 'vasanta' },
  { number: 2, en: 'Vaishakha', hi: 'वैशाख', sunSignAtStart: 'aries', ritu: 'vasanta' },
  { number: 3, en: 'Jyeshtha', hi: 'ज्येष्ठ', sunSignAtStart: 'taurus', ritu: 'grishma' },
  { number: 4, en: 'Ashadha', hi: 'आषाढ़', sunSignAtStart: 'gemini', ritu: 'grishma' },
  { number: 5, en: 'Shravana', hi: 'श्रावण', sunSignAtStart: 'cancer', ritu: 'varsha' },
  { number: 6, en: 'Bhadrapada', hi: 'भाद्रपद', sunSignAtStart: 'leo', ritu: 'varsha' },
  { number: 7, en: 'Ashwin', hi: 'आश्विन', sunSignAtStart: 'virgo', ritu: 'sharad' },
  { number: 8, en: 'Kartika', hi: 'कार्तिक', sunSignAtStart: 'libra', ritu: 'sharad' },
  { number: 9, en: 'Margashirsha', hi: 'मार्गशीर्ष', sunSignAtStart: 'scorpio', ritu: 'hemanta' },
  { number: 10, en: 'Pausha', hi: 'पौष', sunSignAtStart: 'sagittarius', ritu: 'hemanta' },
  { number: 11, en: 'Magha', hi: 'माघ', sunSignAtStart: 'capricorn', ritu: 'shishira' },
  { number: 12, en: 'Phalguna', hi: 'फाल्गुन', sunSignAtStart: 'aquarius', ritu: 'shishira' },
] as const satisfies readonly { number: number; en: string; hi: string; sunSignAtStart: SignId; ritu: string }[];

export type LunarMonth = (typeof LUNAR_MONTHS)[number];

/** The word set before the name of an intercalary month (Adhika Shravana, अधिक श्रावण). */
export const ADHIKA_WORD = { en: 'Adhika', hi: 'अधिक' } as const satisfies Text;

export const RITUS = [
  { id: 'vasanta', en: 'Vasanta', english: 'Spring', hi: 'वसंत', tropicalSunStartDeg: 330 },
  { id: 'grishma', en: 'Grishma', english: 'Summer', hi: 'ग्रीष्म', tropicalSunStartDeg: 30 },
  { id: 'varsha', en: 'Varsha', english: 'Monsoon', hi: 'वर्षा', tropicalSunStartDeg: 90 },
  { id: 'sharad', en: 'Sharad', english: 'Autumn', hi: 'शरद', tropicalSunStartDeg: 150 },
  { id: 'hemanta', en: 'Hemanta', english: 'Pre-winter', hi: 'हेमंत', tropicalSunStartDeg: 210 },
  { id: 'shishira', en: 'Shishira', english: 'Winter', hi: 'शिशिर', tropicalSunStartDeg: 270 },
] as const;

export type Ritu = (typeof RITUS)[number];
export type RituId = Ritu['id'];

/**
 * Uttarayana and Dakshinayana. `startDeg` is the Sun's longitude where each begins: sidereal for the
 * traditional sankranti reckoning, tropical for the drik (solstice) reckoning; the value is 270° / 90° in both.
 */
export const AYANAS = [
  { id: 'uttarayana', en: 'Uttarayana', hi: 'उत्तरायण', startDeg: 270, meaning: { en: 'Northward course of the Sun',
    hi: 'सूर्य की उत्तर की ओर गति' } },
  { id: 'dakshinayana', en: 'Dakshinayana', hi: 'दक्षिणायन', startDeg: 90, meaning: { en: 'Southward course of the Sun',
    hi: 'सूर्य की दक्षिण की ओर गति' } },
] as const;

export type Ayana = (typeof AYANAS)[number];
export type AyanaId = Ayana['id'];

/** The 60 samvatsaras in order, 1 = Prabhava … 60 = Akshaya. */
export const SAMVATSARAS = [
  { number: 1, en: 'Prabhava', hi: 'प्रभव' },
  { number: 2, en: 'Vibhava', hi: 'विभव' },
  { number: 3, en: 'Shukla', hi: 'शुक्ल' },
  { number: 4, en: 'Pramoda', hi: 'प्रमोद' },
  { number: 5, en: 'Prajapati', hi: 'प्रजापति' },
  { number: 6, en: 'Angirasa', hi: 'अंगिरा' },
  { number: 7, en: 'Shrimukha', hi: 'श्रीमुख' },
  { number: 8, en: 'Bhava', hi: 'भाव' },
  { number: 9, en: 'Yuva', hi: 'युवा' },
  { number: 10, en: 'Dhatri', hi: 'धाता' },
  { number: 11, en: 'Ishvara', hi: 'ईश्वर' },
  { number: 12, en: 'Bahudhanya', hi: 'बहुधान्य' },
  { number: 13, en: 'Pramathi', hi: 'प्रमाथी' },
  { number: 14, en: 'Vikrama', hi: 'विक्रम' },
  { number: 15, en: 'Vrisha', hi: 'वृष' },
  { number: 16, en: 'Chitrabhanu', hi: 'चित्रभानु' },
  { number: 17, en: 'Subhanu', hi: 'सुभानु' },
  { number: 18, en: 'Tarana', hi: 'तारण' },
  { number: 19, en: 'Parthiva', hi: 'पार्थिव' },
  { number: 20, en: 'Vyaya', hi: 'व्यय' },
  { number: 21, en: 'Sarvajit', hi: 'सर्वजित' },
  { number: 22, en: 'Sarvadhari', hi: 'सर्वधारी' },
  { number: 23, en: 'Virodhi', hi: 'विरोधी' },
  { number: 24, en: 'Vikriti', hi: 'विकृति' },
  { number: 25, en: 'Khara', hi: 'खर' },
  { number: 26, en: 'Nandana', hi: 'नंदन' },
  { number: 27, en: 'Vijaya', hi: 'विजय' },
  { number: 28, en: 'Jaya', hi: 'जय' },
  { number: 29, en: 'Manmatha', hi: 'मन्मथ' },
  { number: 30, en: 'Durmukhi', hi: 'दुर्मुखी' },
  { number: 31, en: 'Hevilambi', hi: 'हेमलंबी' },
  { number: 32, en: 'Vilambi', hi: 'विलंबी' },
  { number: 33, en: 'Vikari', hi: 'विकारी' },
  { number: 34, en: 'Sharvari', hi: 'शार्वरी' },
  { number: 35, en: 'Plava', hi: 'प्लव' },
  { number: 36, en: 'Shubhakrit', hi: 'शुभकृत' },
  { number: 37, en: 'Shobhakrit', hi: 'शोभकृत' },
  { number: 38, en: 'Krodhi', hi: 'क्रोधी' },
  { number: 39, en: 'Vishvavasu', hi: 'विश्वावसु' },
  { number: 40, en: 'Parabhava', hi: 'पराभव' },
  { number: 41, en: 'Plavanga', hi: 'प्लवंग' },
  { number: 42, en: 'Kilaka', hi: 'कीलक' },
  { number: 43, en: 'Saumya', hi: 'सौम्य' },
  { number: 44, en: 'Sadharana', hi: 'साधारण' },
  { number: 45, en: 'Virodhikrit', hi: 'विरोधकृत' },
  { number: 46, en: 'Paridhavi', hi: 'परिधावी' },
  { number: 47, en: 'Pramadi', hi: 'प्रमादी' },
  { number: 48, en: 'Ananda', hi: 'आनंद' },
  { number: 49, en: 'Rakshasa', hi: 'राक्षस' },
  { number: 50, en: 'Nala', hi: 'नल' },
  { number: 51, en: 'Pingala', hi: 'पिंगल' },
  { number: 52, en: 'Kalayukta', hi: 'कालयुक्त' },
  { number: 53, en: 'Siddharthi', hi: 'सिद्धार्थी' },
  { number: 54, en: 'Raudra', hi: 'रौद्र' },
  { number: 55, en: 'Durmati', hi: 'दुर्मति' },
  { number: 56, en: 'Dundubhi', hi: 'दुंदुभि' },
  { number: 57, en: 'Rudhirodgari', hi: 'रुधिरोद्गारी' },
  { number: 58, en: 'Raktakshi', hi: 'रक्ताक्षी' },
  { number: 59, en: 'Krodhana', hi: 'क्रोधन' },
  { number: 60, en: 'Akshaya', hi: 'अक्षय' },
] as const;

export type Samvatsara = (typeof SAMVATSARAS)[number];

/** CE year whose Chaitra Shukla Pratipada began Prabhava in the South Indian count. */
export const PRABHAVA_EPOCH_CE_YEAR = 1987;

/** The lunar month of a 1-based number (1 = Chaitra … 12 = Phalguna); `null` outside 1–12. */
export function lunarMonthByNumber(n: number): LunarMonth | null {
  return Number.isInteger(n) && n >= 1 && n <= 12 ? (LUNAR_MONTHS[n - 1] as LunarMonth) : null;
}

/**
 * The amanta month that begins with the Sun in a given sidereal sign at the new moon.
 * @param sunSignNumber sidereal sign of the Sun at the opening new moon, 1 = Aries … 12 = Pisces
 * @returns month number 1 = Chaitra … 12 = Phalguna
 */
export function amantaMonthNumberForSunSign(sunSignNumber: number): number {
  return ((((sunSignNumber % 12) + 12) % 12)) + 1;
}

/**
 * The purnimanta month name of a day, from its amanta month and paksha: the Shukla paksha keeps the amanta
 * name, the Krishna paksha takes the next month's name.
 * @param amantaMonthNumber 1 = Chaitra … 12 = Phalguna
 * @returns 1 = Chaitra … 12 = Phalguna
 */
export function purnimantaMonthNumber(amantaMonthNumber: number, paksha: 'shukla' | 'krishna'): number {
  return paksha === 'shukla' ? amantaMonthNumber : (amantaMonthNumber % 12) + 1;
}

/** The ayana record of an id. */
export function ayanaById(id: AyanaId): Ayana {
  return AYANAS.find((ayana) => ayana.id === id) as Ayana;
}

/** The samvatsara of a 1-based number (1 = Prabhava … 60 = Akshaya); `null` outside 1–60. */
export function samvatsaraByNumber(n: number): Samvatsara | null {
  return Number.isInteger(n) && n >= 1 && n <= 60 ? (SAMVATSARAS[n - 1] as Samvatsara) : null;
}

/** The ritu record of an id. */
export function rituById(id: RituId): Ritu {
  return RITUS.find((ritu) => ritu.id === id) as Ritu;
}

/**
 * The drik ritu of the Sun's tropical longitude: 60° seasons, Shishira from 270°, Vasanta from 330°.
 * @param tropicalSunLongitudeDeg degrees, reduced modulo 360
 */
export function drikRituAtLongitude(tropicalSunLongitudeDeg: number): Ritu {
  const remainder = tropicalSunLongitudeDeg % 360;
  const reduced = remainder < 0 ? remainder + 360 : remainder;
  const sinceVasantaDeg = (reduced - 330 + 360) % 360;
  return RITUS[Math.floor(sinceVasantaDeg / 60)] as Ritu;
}

/**
 * The samvatsara of the South Indian lunisolar year that begins at Chaitra Shukla Pratipada of a CE year
 * (the year runs to the next Ugadi; a date in January–March belongs to the year begun in the previous CE
 * year, which the caller decides).
 * @param ceYear proleptic Gregorian year in which the lunisolar year began
 */
export function samvatsaraOfYearBeginning(ceYear: number): Samvatsara {
  const index = (((ceYear - PRABHAVA_EPOCH_CE_YEAR) % 60) + 60) % 60;
  return SAMVATSARAS[index] as Samvatsara;
}
