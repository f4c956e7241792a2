/** Formatting a birth report as the spec's kundali response and its relatives (birth details, planets). */
import type { BirthReport } from '../../astro/reports/birth-report.ts';
import type { DashaPeriod } from '../../astro/dasha/types.ts';
import { type Instant, toIsoUtc } from '../../astro/time.ts';
import { bhavaByNumber } from '../../data/bhavas.ts';
import { GRAHA_IDS, grahaById, type GrahaId } from '../../data/grahas.ts';
import { nakshatraByNumber } from '../../data/nakshatras.ts';
import { signByNumber } from '../../data/signs.ts';
import type { ResolvedBirth } from './birth.ts';
import { type Lang, named } from '../schemas/place.ts';

const grahaName = (id: GrahaId, lang: Lang) => named(grahaById(id), lang);
const signName = (n: number, lang: Lang) => named(signByNumber(n)!, lang);

/** Degrees and minutes within a sign: `23°07′`. */
export function degreeText(degreeInSign: number): string {
  const totalMinutes = Math.floor(degreeInSign * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
}

const MS_PER_YEAR = 365.25 * 86_400_000;
const MS_PER_MONTH = MS_PER_YEAR / 12;

/** Time left until `end` in words, to the month: "3 years 4 months", "11 months", "less than a month". */
export function remainingWords(now: Instant, end: Instant): string {
  const months = Math.floor((end - now) / MS_PER_MONTH);
  if (months <= 0) return 'less than a month';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} year${years === 1 ? '' : 's'}`);
  if (rest > 0) parts.push(`${rest} month${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

const dateOnly = (t: Instant) => toIsoUtc(t).slice(0, 10);

/** A dasha period as the spec shows it inside the kundali. */
export function periodOf(period: DashaPeriod, now: Instant, lang: Lang) {
  return {
    planet: grahaName(period.lord as GrahaId, lang),
    startDate: dateOnly(period.start),
    endDate: dateOnly(period.end),
    remaining: remainingWords(now, period.end),
    startTime: toIsoUtc(period.start),
    endTime: toIsoUtc(period.end),
  };
}

export function birthDetailsOf(birth: ResolvedBirth, latitude: number, longitude: number, place: string | undefined) {
  return {
    date: toIsoUtc(birth.instant),
    latitude,
    longitude,
    timezone: birth.offsetHours,
    place: place ?? `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`,
  };
}

export function planetsOf(report: BirthReport, lang: Lang) {
  const { chart, conditions } = report;
  return GRAHA_IDS.map((id) => {
    const g = chart.grahas[id];
    const sign = signByNumber(g.sign)!;
    const nakshatra = nakshatraByNumber(g.nakshatra)!;
    const c = conditions[id];
    return {
      name: grahaName(id, lang),
      id,
      longitude: g.longitude,
      latitude: g.latitude,
      distance: g.distanceAu,
      speed: g.speedDegPerDay,
      rashi: named(sign, lang),
      rashiLord: grahaName(sign.lord, lang),
      nakshatra: named(nakshatra, lang),
      nakshatraLord: grahaName(nakshatra.lord, lang),
      nakshatraPada: g.pada,
      house: g.house,
      bhava: g.bhava,
      degree: degreeText(g.degreeInSign),
      retrograde: g.retrograde,
      tropicalLongitude: g.tropicalLongitude,
      dignity: c.dignity,
      combust: c.combust,
      planetaryWar: c.war ? { with: grahaName(c.war.winner === id ? c.war.loser : c.war.winner, lang), won: c.war.winner === id } : null,
    };
  });
}

export function housesOf(report: BirthReport, lang: Lang) {
  const { chart } = report;
  return chart.houses.map((h) => {
    const bhava = report.chart.bhavas?.[h.number - 1] ?? null;
    // Whole-sign: the lagna's degree in every sign (equal houses from the lagna); otherwise the bhava's start.
    const cusp = bhava ? bhava.startSidereal % 30 : chart.lagna.degreeInSign;
    return {
      number: h.number,
      name: bhavaByNumber(h.number).name,
      sign: signName(h.sign, lang),
      signLord: grahaName(h.lord, lang),
      degree: degreeText(cusp),
      planets: h.grahas.map((id) => grahaName(id, lang)),
      bhavaPlanets: bhava ? bhava.grahas.map((id) => grahaName(id, lang)) : null,
    };
  });
}

export function aspectsOf(report: BirthReport, lang: Lang) {
  return report.aspects.map((a) => ({
    planet1: grahaName(a.planet1, lang),
    planet2: grahaName(a.planet2, lang),
    aspect: a.aspect,
    orb: Math.round(a.orbDeg * 100) / 100,
    strength: a.strength,
  }));
}

export function drishtiOf(report: BirthReport, lang: Lang) {
  return report.drishti.map((d) => ({
    planet: grahaName(d.from, lang),
    house: d.house,
    sign: signName(d.sign, lang),
    aspects: d.aspected.map((id) => grahaName(id, lang)),
  }));
}

export function yogasOf(report: BirthReport, lang: Lang) {
  return report.yogas.map((y) => ({
    name: y.name,
    type: y.type,
    planets: y.planets.map((id) => grahaName(id, lang)),
    strength: y.strength,
    description: `${y.description} ${y.result}`,
    rule: y.rule,
    source: y.source,
  }));
}

export function settingsOf(report: BirthReport) {
  const { chart } = report;
  return {
    ayanamsha: { id: chart.ayanamsha.id, name: chart.ayanamsha.name },
    node: chart.node,
    houseSystem: chart.houseSystem,
    dashaYear: { id: report.vimshottari.summary.year.id, days: report.vimshottari.summary.year.days },
  };
}

export function lagnaOf(report: BirthReport, lang: Lang) {
  const l = report.chart.lagna;
  const nakshatra = nakshatraByNumber(l.nakshatra)!;
  return {
    longitude: l.siderealLongitude,
    rashi: signName(l.sign, lang),
    rashiLord: grahaName(signByNumber(l.sign)!.lord, lang),
    degree: degreeText(l.degreeInSign),
    nakshatra: named(nakshatra, lang),
    nakshatraLord: grahaName(nakshatra.lord, lang),
    nakshatraPada: l.pada,
  };
}

/** The spec's kundali response. */
export function kundaliResponse(report: BirthReport, birth: ResolvedBirth, request: { latitude: number; longitude: number; place?: string | undefined }, now: Instant, lang: Lang) {
  const current = report.vimshottari.current;
  return {
    birthDetails: birthDetailsOf(birth, request.latitude, request.longitude, request.place),
    ayanamsha: { value: report.chart.ayanamsha.degrees, system: report.chart.ayanamsha.name, id: report.chart.ayanamsha.id },
    settings: settingsOf(report),
    lagna: lagnaOf(report, lang),
    planets: planetsOf(report, lang),
    houses: housesOf(report, lang),
    aspects: aspectsOf(report, lang),
    grahaDrishti: drishtiOf(report, lang),
    yogas: yogasOf(report, lang),
    currentDasha: current
      ? { mahadasha: periodOf(current[0]!, now, lang), antardasha: periodOf(current[1]!, now, lang), asOf: toIsoUtc(now) }
      : null,
  };
}
