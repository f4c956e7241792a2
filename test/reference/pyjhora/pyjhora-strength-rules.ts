/**
 * PyJHora 4.8.5's shadbala rules where its code departs from Raman's *Graha and Bhava Balas* or from its own
 * comments, restated from its behaviour (horoscope/chart/strength.py, panchanga/drik.py; line numbers of that
 * version) so that a test can count the births each one explains. They are the errors docs/conventions.md names;
 * the service does not compute any of them. Longitudes are sidereal degrees; times are the birth's local clock.
 */
import { RAMAN_MEAN_ELEMENTS, SHADBALA_GRAHAS, type ShadbalaGraha, type TaraGraha } from '../../../data/shadbala.ts';

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
