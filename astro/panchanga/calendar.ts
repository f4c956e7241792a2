/**
 * The lunisolar calendar of an instant: lunar month (amanta and purnimanta, with the adhika flag), paksha,
 * ritu, ayana, Shaka and Vikram samvat years and the samvatsara.
 *
 * Rules (names and tables from data/lunar-calendar.ts):
 * - Amanta month: the lunation from one new moon (elongation 0°) to the next. It is named from the sidereal
 *   sign the Sun occupies at the new moon that opens it: Sun in Pisces → Chaitra, Aries → Vaishakha, …, so a
 *   month is named after the sankranti (solar ingress) that falls inside it. When the Sun is in the same sign at
 *   both new moons, no sankranti falls inside and the month is ADHIKA (intercalary); it carries the name of the
 *   month that follows it. When the Sun changes sign twice inside one lunation (rare, near perihelion in
 *   winter), one name is skipped: a kshaya month. This is the rule of Reingold & Dershowitz, "Calendrical
 *   Calculations" (3rd ed., 2008), ch. 20 "Modern Hindu Calendars", `hindu-lunar-from-fixed`: month =
 *   zodiac(last new moon) + 1, leap when zodiac(last new moon) = zodiac(next new moon). Almanac writers state
 *   it the same way ("when the Surya Sankranti does not take place during the Chandra Maas, that month is
 *   called Adhik Maas", https://veenusastro.freepressjournal.in/blog/all-about-adhik-maas/; "Adhik Maas adopts
 *   the name of the month that follows", http://piglix.com/piglix/Purushottam_Maas). Reingold & Dershowitz
 *   use Surya Siddhanta positions; here the positions are the modern apparent ones, sidereal by the request's
 *   ayanamsha, as drik almanacs do. The published adhika months 2015, 2018, 2023 and 2026 are tests.
 * - Purnimanta month: full moon to full moon. Its Krishna paksha lies in the amanta month before the one of
 *   the same name, so a Krishna-paksha day carries the NEXT amanta month's name; the Shukla paksha keeps the
 *   amanta name. An adhika month runs from new moon to new moon in both systems, so both pakshas of an adhika
 *   amanta month keep its name and adhika flag (North Indian almanacs for 2023: Shravana 4 July – 31 August
 *   with Adhika Shravana 18 July – 16 August inside it,
 *   https://hindi.webdunia.com/religious-stories/2023-adhik-maas-vrat-katha-123070500060_1.html).
 * - Paksha: Shukla for tithis 1–15, Krishna for 16–30.
 * - Years: the Shaka and Vikram (Chaitradi) years change at the start of amanta Chaitra (Chaitra Shukla
 *   Pratipada; the first Chaitra when Chaitra is adhika, as in Reingold & Dershowitz, whose year follows the
 *   solar year of a date 180 days later in Chaitra and Vaishakha). Shaka = CE − 78 from that day to the end of
 *   the CE year and CE − 79 before it; Vikram = Shaka + 135. (The Gujarati Kartikadi Vikram year, which
 *   changes at Kartika, is not computed.)
 * - Samvatsara: the 60-year cycle name of the Shaka year in the South Indian reckoning
 *   (data/lunar-calendar.ts `samvatsaraOfYearBeginning`: Prabhava = Shaka 1909 = 1987 CE).
 * - Ritu: the traditional (vedic) ritu of the lunar month (two months each from Chaitra: Vasanta …
 *   Shishira), and the drik ritu of the TROPICAL Sun (60° seasons, Shishira from 270°).
 * - Ayana: Uttarayana while the Sun is between Makara (270°) and Karka (90°). Both are given: by the
 *   SIDEREAL Sun (from Makara Sankranti, the traditional reckoning drikpanchang calls "Vedic Ayana") and by
 *   the TROPICAL Sun (from the winter solstice, "Drik Ayana").
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import type { Instant } from '../time.ts';
import {
  LUNAR_MONTHS, type AyanaId, type LunarMonth, type Ritu, type Samvatsara, amantaMonthNumberForSunSign, drikRituAtLongitude,
  purnimantaMonthNumber, rituById, samvatsaraOfYearBeginning,
} from '../../data/lunar-calendar.ts';
import type { Paksha } from '../../data/tithis.ts';
import { newMoon, siderealSunDeg, sunSignAt, tithiAt } from './elements.ts';
import { sunLongitude } from '../positions.ts';

/** A lunar month by one of the two reckonings. */
export interface LunarMonthValue {
  /** 1 = Chaitra … 12 = Phalguna. */
  readonly number: number;
  readonly name: string;
  /** True for an adhika (intercalary) month. */
  readonly isAdhika: boolean;
}

/** The amanta lunation holding an instant. */
export interface AmantaMonth extends LunarMonthValue {
  /** The new moon that opens the month (ms, UT). */
  readonly start: Instant;
  /** The new moon that closes it (ms, UT), exclusive. */
  readonly end: Instant;
  /** Sidereal sign of the Sun (1 = Aries … 12 = Pisces) at `start`. */
  readonly sunSignAtStart: number;
  /** Sidereal sign of the Sun at `end`. */
  readonly sunSignAtEnd: number;
  /** True when the Sun moved two signs within the lunation, so the following name was skipped. */
  readonly skipsNextName: boolean;
}

/** The lunisolar calendar of an instant. */
export interface LunarCalendar {
  readonly amanta: AmantaMonth;
  readonly purnimanta: LunarMonthValue;
  readonly paksha: Paksha;
  /** Traditional ritu of the lunar month. */
  readonly vedicRitu: Ritu['id'];
  /** Ritu of the tropical Sun (drikpanchang's "Drik Ritu"). */
  readonly drikRitu: Ritu['id'];
  /** Ayana by the sidereal Sun (from Makara Sankranti). */
  readonly vedicAyana: AyanaId;
  /** Ayana by the tropical Sun (from the winter solstice). */
  readonly drikAyana: AyanaId;
  /** Shaka samvat year. */
  readonly shakaYear: number;
  /** Vikram samvat year (Chaitradi), Shaka + 135. */
  readonly vikramYear: number;
  /** Samvatsara of the Shaka year (South Indian 60-year count), 1 = Prabhava … 60 = Akshaya. */
  readonly samvatsara: { readonly number: number; readonly name: string };
}

/** Years between the Shaka era and the Vikram era (Vikram = Shaka + 135). */
export const VIKRAM_MINUS_SHAKA_YEARS = 135;
/** CE year − Shaka year after Chaitra Shukla Pratipada (Shaka 1 began in 78 CE). */
export const CE_MINUS_SHAKA_YEARS = 78;

function lunarMonth(number: number): LunarMonth {
  return LUNAR_MONTHS[number - 1] as LunarMonth;
}

/** True for a sidereal or tropical Sun longitude (degrees) in Makara → Karka, i.e. [270°, 360°) ∪ [0°, 90°). */
export function isUttarayana(sunLongitudeDeg: number): boolean {
  return sunLongitudeDeg >= 270 || sunLongitudeDeg < 90;
}

/**
 * The amanta month containing `instant`, with its bounding new moons, by the rule in the module comment.
 * @param ayanamshaId the sidereal zodiac used for the Sun's sign at the new moons (true ayanamsha)
 */
export function amantaMonthAt(instant: Instant, ayanamshaId: AyanamshaId): AmantaMonth {
  const start = newMoon(instant, 'previous');
  const end = newMoon(instant, 'next');
  const sunSignAtStart = sunSignAt(start, ayanamshaId).number;
  const sunSignAtEnd = sunSignAt(end, ayanamshaId).number;
  const number = amantaMonthNumberForSunSign(sunSignAtStart);
  const signsMoved = (sunSignAtEnd - sunSignAtStart + 12) % 12;
  return {
    number,
    name: lunarMonth(number).en,
    isAdhika: signsMoved === 0,
    start,
    end,
    sunSignAtStart,
    sunSignAtEnd,
    skipsNextName: signsMoved >= 2,
  };
}

/**
 * The Shaka year of an amanta month from the civil year of its opening new moon: Chaitra … Margashirsha
 * (1–9) open in the CE year whose Chaitra began the Shaka year; Pausha, Magha and Phalguna (10–12) open from
 * mid-December to mid-March, and those opening in January–June belong to the Shaka year begun the previous CE
 * year. The Sun's sidereal sign at the opening new moon (Pisces for Chaitra) places Chaitra's start between
 * mid-March and mid-April in 1800–2400, so the rule never straddles a Chaitra.
 * @param monthNumber amanta month, 1 = Chaitra … 12 = Phalguna
 * @param monthStart the new moon opening it (ms, UT)
 */
export function shakaYearOfMonth(monthNumber: number, monthStart: Instant): number {
  const opening = new Date(monthStart);
  const ceYear = opening.getUTCFullYear();
  const beforeJuly = opening.getUTCMonth() < 6;
  return ceYear - CE_MINUS_SHAKA_YEARS - (monthNumber >= 10 && beforeJuly ? 1 : 0);
}

/**
 * The lunisolar calendar at `instant` (for a panchanga day, pass its sunrise: the month and paksha of the
 * day are those of the tithi at sunrise).
 * @param ayanamshaId sidereal zodiac for the month names and the vedic ayana (true ayanamsha)
 */
export function lunarCalendarAt(instant: Instant, ayanamshaId: AyanamshaId): LunarCalendar {
  const amanta = amantaMonthAt(instant, ayanamshaId);
  const paksha: Paksha = tithiAt(instant).number <= 15 ? 'shukla' : 'krishna';
  const purnimantaNumber = amanta.isAdhika ? amanta.number : purnimantaMonthNumber(amanta.number, paksha);
  const shakaYear = shakaYearOfMonth(amanta.number, amanta.start);
  const samvatsara: Samvatsara = samvatsaraOfYearBeginning(shakaYear + CE_MINUS_SHAKA_YEARS);
  const tropicalSun = sunLongitude(instant);
  return {
    amanta,
    purnimanta: { number: purnimantaNumber, name: lunarMonth(purnimantaNumber).en, isAdhika: amanta.isAdhika },
    paksha,
    vedicRitu: rituById(lunarMonth(amanta.number).ritu).id,
    drikRitu: drikRituAtLongitude(tropicalSun).id,
    vedicAyana: isUttarayana(siderealSunDeg(instant, ayanamshaId)) ? 'uttarayana' : 'dakshinayana',
    drikAyana: isUttarayana(tropicalSun) ? 'uttarayana' : 'dakshinayana',
    shakaYear,
    vikramYear: shakaYear + VIKRAM_MINUS_SHAKA_YEARS,
    samvatsara: { number: samvatsara.number, name: samvatsara.en },
  };
}
