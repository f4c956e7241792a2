/**
 * PyJHora 4.8.5's shadbala and bhava bala rules where its code departs from Raman's *Graha and Bhava Balas* or from
 * its own comments, restated from its behaviour (horoscope/chart/strength.py, panchanga/drik.py; line numbers of that
 * version) so that a test can count the births each one explains. They are the errors docs/conventions.md names;
 * the service does not compute any of them. Longitudes are sidereal degrees; times are the birth's local clock.
 */
import { RAMAN_MEAN_ELEMENTS, SHADBALA_GRAHAS, type ShadbalaGraha, type TaraGraha } from '../../../data/shadbala.ts';
import { aspectedSigns } from '../../../astro/chart/aspects.ts';
import { type Placements, type SignNumber, degreeInSign, lordOfSign, signOfLongitude } from '../../../astro/chart/placement.ts';
import { signsAspectedBy } from '../../../astro/jaimini/rashi-drishti.ts';
import { drishtiValue } from '../../../astro/strength/shadbala.ts';

/** Julian day of 1 January 1900, 00:00 (PyJHora's epoch of Raman's tables, read on the clock). */
const JD_OF_1900 = 2_415_020.5;

/** PyJHora's planet order, Sun = 0 … Saturn = 6. */
const BY_INDEX: readonly ShadbalaGraha[] = SHADBALA_GRAHAS;

/** Paksha bala with the Sun–Moon arc not folded (:494): |Sun − Moon| ÷ 3, up to 120 for a benefic. */
export function unfoldedPakshaArcDeg(sunDeg: number, moonDeg: number): number {
  return Math.abs(sunDeg - moonDeg);
}

/**
 * The hora lord as PyJHora finds it (:595–606): whole clock hours since the civil date's sunrise, counted from the
 * weekday of the Julian day `ceil(jd + 1) mod 7` (drik.py `_vaara`, which turns at noon), a day back before sunrise.
 */
export function clockHoraLord(jdLocal: number, clockHours: number, sunriseClockHours: number): ShadbalaGraha {
  let weekday = Math.ceil(jdLocal + 1) % 7;
  let hours = clockHours;
  if (hours < sunriseClockHours) {
    weekday = (weekday + 6) % 7;
    hours += 24;
  }
  const HORA_ORDER = [6, 4, 2, 0, 5, 3, 1];
  return BY_INDEX[HORA_ORDER[(Math.floor(hours - sunriseClockHours) + weekday + 1) % 7]!]!;
}

/**
 * Nathonnatha bala as PyJHora computes it (:474–486): the clock hours from its "midnight" (drik.py `midnight`: half
 * the previous sunset's and this sunrise's clock hours, reflected about 12) before 12:00 on the clock, to it after,
 * × 5; the Sun, Jupiter and Venus get that, the Moon, Mars and Saturn 60 less it, Mercury 60.
 */
export function clockNathonnatha(graha: ShadbalaGraha, clockHours: number, sunriseClockHours: number, previousSunsetClockHours: number): number {
  const half = (sunriseClockHours + previousSunsetClockHours) / 2;
  const midnight = half < 12 ? 12 - half : half - 12;
  const fromMidnight = clockHours < 12 ? (clockHours - midnight) * 5 : (24 + midnight - clockHours) * 5;
  if (graha === 'mercury') return 60;
  return graha === 'sun' || graha === 'jupiter' || graha === 'venus' ? fromMidnight : 60 - fromMidnight;
}

/** Dig bala with the arc not folded (:428): |madhya of the powerless house − longitude| ÷ 3, up to 120. */
export function unfoldedDigBala(graha: ShadbalaGraha, longitudeDeg: number, bhavaMadhyas: readonly number[]): number {
  const POWERLESS_HOUSE_INDEX = [3, 9, 3, 6, 6, 9, 0];
  return Math.abs(bhavaMadhyas[POWERLESS_HOUSE_INDEX[BY_INDEX.indexOf(graha)]!]! - longitudeDeg) / 3;
}

/**
 * The lords of the year and month from PyJHora's ahargana (:526–569): days from a base of 174 at the end of 1951,
 * with no leap day before 1952, plus the day of the civil year; year lord at (⌊days ÷ 360⌋ × 3 + 1) mod 7 and month
 * lord at (⌊days ÷ 30⌋ × 2 + 1) mod 7 of the weekdays from Tuesday.
 */
export function aharganaLords(jdLocal: number, year: number): { abda: ShadbalaGraha; masa: ShadbalaGraha } {
  let leapDays = 0;
  for (let y = 1952; y <= year - 1; y++) if ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) leapDays++;
  const jdOfJanuaryFirst = Date.UTC(year, 0, 1) / 86_400_000 + 2_440_587.5;
  const days = 174 + (year - 1 - 1951) * 365 + leapDays + Math.trunc(jdLocal - jdOfJanuaryFirst + 1);
  const FROM_TUESDAY = [2, 3, 4, 5, 6, 0, 1];
  const lordAt = (count: number) => BY_INDEX[FROM_TUESDAY[(((count % 7) + 7) % 7)]!]!;
  return { abda: lordAt(Math.floor(days / 360) * 3 + 1), masa: lordAt(Math.floor(days / 30) * 2 + 1) };
}

/**
 * Ayana bala as PyJHora computes it (drik.py:1748–1785, strength.py:607–614): the sayana longitude (sidereal +
 * `ayanamshaDeg`, which PyJHora takes from swe.get_ayanamsa, the mean ayanamsha without nutation: drik.py:1757, 1762)
 * never reduced below 360°, so a graha in the last degrees of Pisces reads as south; its bhuja
 * (rounded to 0.01°) turned into a declination by the Lagrange polynomial through Raman's kranti table (0′, 362′,
 * 703′, 1002′, 1238′, 1388′, 1440′ at 0°, 15° … 90°); the sign + for the Sun, Mars, Jupiter and Venus north and for the
 * Moon and Saturn south, + always for Mercury; (24 + declination) × 1.25, the Sun's doubled.
 */
export function sayanaAyanaBala(graha: ShadbalaGraha, siderealDeg: number, ayanamshaDeg: number): number {
  const sayana = siderealDeg + ayanamshaDeg;
  const north = sayana >= 0 && sayana < 180;
  const positive = graha === 'mercury' || (north ? ['sun', 'mars', 'jupiter', 'venus'].includes(graha) : graha === 'moon' || graha === 'saturn');
  let bhuja = sayana % 360;
  if (sayana > 90 && sayana < 180) bhuja = 180 - sayana;
  else if (sayana > 180 && sayana < 270) bhuja = sayana - 180;
  else if (sayana > 270 && sayana < 360) bhuja = 360 - sayana;
  bhuja = Math.round(bhuja * 100) / 100;
  const KRANTI_DEG = [0, 362, 703, 1002, 1238, 1388, 1440].map((minutes) => minutes / 60);
  const AT_DEG = [0, 15, 30, 45, 60, 75, 90];
  let declination = 0;
  for (let i = 0; i < 7; i++) {
    let term = KRANTI_DEG[i]!;
    for (let j = 0; j < 7; j++) if (j !== i) term *= (bhuja - AT_DEG[j]!) / (AT_DEG[i]! - AT_DEG[j]!);
    declination += term;
  }
  const bala = Math.round((24 + (positive ? 1 : -1) * declination) * 1.25 * 100) / 100;
  return graha === 'sun' ? bala * 2 : bala;
}

/**
 * The war PyJHora fights (:612–619): the two grahas of the seven with the least linear difference of longitude,
 * however far apart; none when one of them is the Sun or the Moon. Their names, or [] for no war.
 */
export function closestPairWar(longitudes: readonly number[]): ShadbalaGraha[] {
  let pair = { a: 0, b: 0, arc: Infinity };
  for (let a = 0; a < 7; a++) for (let b = a + 1; b < 7; b++) {
    const arc = Math.abs(longitudes[a]! - longitudes[b]!);
    if (arc < pair.arc) pair = { a, b, arc };
  }
  return pair.a > 1 ? [BY_INDEX[pair.a]!, BY_INDEX[pair.b]!] : [];
}

/**
 * Cheshta bala as PyJHora computes it (strength.py:1110–1186, which shad_bala calls at :980): the cheshta kendra
 * from Raman's tables with this engine's elements (data/shadbala.ts `RAMAN_MEAN_ELEMENTS`, the daily motions of the
 * tables' rows PyJHora reads), but at a day count from the birth's clock time taken as local mean time
 * (`jd_local` − 1 January 1900 + (76° − longitude) ÷ 360°, :32); for Mars without the day count's units digit (its
 * table has no column for tens, and :1144–1146 take the tens digit's units figure × 10 for both); the kendra
 * |seeghrochcha − (true + mean) ÷ 2| not folded to 0–180° (:1183). The year of the corrections is the civil year.
 */
export function clockTableCheshtaBala(graha: TaraGraha, trueLongitudeDeg: number, jdLocal: number, longitudeDeg: number, year: number): number {
  const days = jdLocal - JD_OF_1900 + (76 - longitudeDeg) / 360;
  const meanAt = (body: 'sun' | TaraGraha, count: number) => {
    const { epochDeg, dailyDeg, correction } = RAMAN_MEAN_ELEMENTS[body];
    return ((((epochDeg + dailyDeg * count + correction[0] + correction[1] * (year - 1900)) % 360) + 360) % 360);
  };
  const meanSun = meanAt('sun', days);
  const own = meanAt(graha, graha === 'mars' ? days - (Math.trunc(days) % 10) : days);
  const inferior = graha === 'mercury' || graha === 'venus';
  const seeghrochcha = inferior ? own : meanSun;
  const madhya = inferior ? meanSun : own;
  return Math.abs(seeghrochcha - (trueLongitudeDeg + madhya) / 2) / 3;
}

/**
 * The lords whose shadbala totals PyJHora gives the twelve bhavas as their bhavadhipati bala (strength.py:996–1004):
 * the lords of the signs counted from the one its bhava chart gives the lagna (charts.py:402–414), which is where the
 * 1st bhava begins on equal bhavas from 15° before the lagna, so the sign before the lagna's when the lagna is in the
 * first 15° of its sign. Index 0 = the 1st bhava.
 */
export function bhavaStartLords(lagnaDeg: number): ShadbalaGraha[] {
  const lagnaSign = signOfLongitude(lagnaDeg);
  const first = degreeInSign(lagnaDeg) < 15 ? lagnaSign + 11 : lagnaSign;
  return Array.from({ length: 12 }, (_, index) => lordOfSign((((first - 1 + index) % 12) + 1) as SignNumber) as ShadbalaGraha);
}

/**
 * Bhava drishti bala as PyJHora computes it (strength.py:1014–1093), for the twelve bhavas: the drishti (this
 * engine's `drishtiValue`, the same arcs, of the arc rounded to 0.01°) of a graha on the Placidus cusp (drik.py
 * `bhaava_madhya` with its default method, :1074), counted only when the graha's graha or rasi drishti reaches the
 * house after the bhava (the houses counted from 0 at the lagna's sign, tested against the bhava's number from 1:
 * :1078), so never on the 12th; each graha's value a quarter, rounded to 0.01, but Mercury's and Jupiter's whole
 * (:1044–1045); the Moon, Mercury, Jupiter and Venus added whatever their phase or company (:1055); in the 1st, 3rd and
 * 7th bhavas every graha's value taken away, in the others none (the house tested against the malefics' ids: :1090);
 * the sum divided by 4 again and rounded to 0.01 (:1092).
 */
export function nextHouseBhavaDrishti(chart: Placements, placidusCuspsDeg: readonly number[]): number[] {
  const round = (value: number) => Math.round(value * 100) / 100;
  const lagnaSign = signOfLongitude(chart.lagnaLongitude);
  const longitudes = Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, chart.grahas[g].longitude])) as Record<ShadbalaGraha, number>;
  const houseOf = (sign: SignNumber) => (sign - lagnaSign + 12) % 12;
  const reaches = (graha: ShadbalaGraha, house: number) => {
    const sign = signOfLongitude(longitudes[graha]);
    return [...aspectedSigns(chart, graha), ...signsAspectedBy(sign)].some((aspected) => houseOf(aspected) === house);
  };
  return placidusCuspsDeg.map((cusp, index) => {
    let added = 0;
    let taken = 0;
    for (const graha of SHADBALA_GRAHAS) {
      if (!reaches(graha, index + 1)) continue;
      const whole = drishtiValue(graha, 0, round((((cusp - longitudes[graha]) % 360) + 360) % 360));
      const value = graha === 'mercury' || graha === 'jupiter' ? whole : round(whole / 4);
      if (graha === 'moon' || graha === 'mercury' || graha === 'jupiter' || graha === 'venus') added += value;
      if (index === 0 || index === 2 || index === 6) taken += value;
    }
    return round((added - taken) / 4);
  });
}
