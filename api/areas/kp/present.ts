/** KP results → responses in the request's language (names of lords, signs, nakshatras and weekdays from data/). */
import type { z } from 'zod';
import type { KpChart, KpCusp, KpGraha } from '../../../astro/kp/chart.ts';
import type { KpSignificators } from '../../../astro/kp/significators.ts';
import { KP_SUBS, type KpPoint, type KpSub } from '../../../astro/kp/subs.ts';
import { toIsoUtc } from '../../../astro/time.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
import { nakshatraByNumber } from '../../../data/nakshatras.ts';
import { signName } from '../../../data/signs.ts';
import { VARAS } from '../../../data/varas.ts';
import { birthDetailsOf, type ResolvedBirth } from '../../shared/birth.ts';
import { degreeText } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import { type ChosenZone } from '../../shared/place.ts';
import { settingsOf } from '../../shared/settings.ts';
import type { KpChartResult, KpHoraryResult, KpMoment, KpRulingResult } from './operations.ts';
import type {
  KpChartResponseSchema,
  KpHoraryResponseSchema,
  KpPointSchema,
  KpRulingResponseSchema,
  KpSettingsSchema,
  KpSignificatorsResponseSchema,
  KpSignificatorsSchema,
  KpSubSchema,
  KpSubsResponseSchema,
} from './schemas.ts';

const ARCSEC_PER_DEG = 3600;

/** Where the sub table comes from, as the response states it. */
export const KP_SUBS_SOURCE =
  'K.S. Krishnamurti, KP Reader I: each nakshatra divided in the Vimshottari proportions from its own lord; the 243 subs ' +
  'with the 6 that straddle a sign boundary split there, numbered 1–249 from 0° Aries (the horary numbers)';

function lord(id: GrahaId, lang: Lang) {
  return { id, name: named(grahaById(id), lang) };
}

function sign(number: number, lang: Lang) {
  return { number, name: signName(number, lang) };
}

function nakshatra(number: number, lang: Lang) {
  return { number, name: named(nakshatraByNumber(number)!, lang) };
}

function point(value: KpPoint, lang: Lang): z.output<typeof KpPointSchema> {
  const [star, sub, subSub, ...deeper] = value.lords as GrahaId[];
  return {
    longitude: value.longitude,
    sign: sign(value.sign, lang),
    degree: degreeText(value.longitude % 30, 'second'),
    signLord: lord(value.signLord, lang),
    nakshatra: nakshatra(Math.min(27, Math.floor(value.longitude / (360 / 27)) + 1), lang),
    starLord: lord(star!, lang),
    subLord: lord(sub!, lang),
    subSubLord: lord(subSub!, lang),
    deeperLords: deeper.map((id) => lord(id, lang)),
    subNumber: value.subNumber,
  };
}

function cusp(value: KpCusp, lang: Lang) {
  return { house: value.house, ...point(value, lang), tropicalLongitude: value.tropicalLongitude, subLordSignifies: [...value.subLordSignifies] };
}

function planet(value: KpGraha, lang: Lang) {
  return {
    id: value.id,
    name: named(grahaById(value.id), lang),
    ...point(value, lang),
    house: value.bhava,
    speed: value.speedDegPerDay,
    retrograde: value.retrograde,
  };
}

function settings(chart: KpChart, zone: ChosenZone, nodes: KpSignificators['nodeRule']): z.output<typeof KpSettingsSchema> {
  return {
    ...settingsOf({ ayanamshaId: chart.ayanamsha.id, node: chart.node, positions: chart.positions }, zone),
    ayanamsha: { id: chart.ayanamsha.id, name: chart.ayanamsha.name, degrees: chart.ayanamsha.degrees },
    houseSystem: 'placidus',
    levels: chart.levels,
    nodes,
  };
}

function significators(value: KpSignificators, lang: Lang): z.output<typeof KpSignificatorsSchema> {
  const lords = (ids: readonly GrahaId[]) => ids.map((id) => lord(id, lang));
  return {
    houses: value.houses.map((house) => ({
      house: house.house,
      owner: lord(house.owner, lang),
      occupants: lords(house.occupants),
      A: lords(house.levels.A),
      B: lords(house.levels.B),
      C: lords(house.levels.C),
      D: lords(house.levels.D),
    })),
    planets: value.grahas.map((graha) => ({
      id: graha.graha,
      name: named(grahaById(graha.graha), lang),
      houses: graha.houses.map((entry) => ({ house: entry.house, level: entry.level })),
      agents: lords(graha.agents),
    })),
  };
}

function birthZone(birth: ResolvedBirth): ChosenZone {
  return { zone: birth.zone, source: birth.zoneSource };
}

/** GET /kp/chart. */
export function kpChartResponse(result: KpChartResult, lang: Lang): z.output<typeof KpChartResponseSchema> {
  const { chart } = result;
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: settings(chart, birthZone(result.birth), chart.significators.nodeRule),
    lagna: point(chart.lagna, lang),
    cusps: chart.cusps.map((value) => cusp(value, lang)),
    planets: chart.grahas.map((value) => planet(value, lang)),
  };
}

/** GET /kp/significators. */
export function kpSignificatorsResponse(result: KpChartResult, lang: Lang): z.output<typeof KpSignificatorsResponseSchema> {
  const { chart } = result;
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: settings(chart, birthZone(result.birth), chart.significators.nodeRule),
    ...significators(chart.significators, lang),
  };
}

function question(moment: KpMoment, lang: Lang) {
  const { location } = moment;
  return {
    date: toIsoUtc(moment.instant),
    latitude: location.latitude,
    longitude: location.longitude,
    place: location.city ? named(location.city.name, lang) : null,
  };
}

function locationZone(moment: KpMoment): ChosenZone {
  return { zone: moment.location.zone, source: moment.location.zoneSource };
}

/** One row of the sub table. */
export function kpSubRow(row: KpSub, lang: Lang): z.output<typeof KpSubSchema> {
  const endInSign = row.endArcsec - (row.sign - 1) * 30 * ARCSEC_PER_DEG;
  return {
    number: row.number,
    sign: sign(row.sign, lang),
    signLord: lord(row.signLord, lang),
    nakshatra: nakshatra(row.nakshatra, lang),
    starLord: lord(row.starLord, lang),
    subLord: lord(row.subLord, lang),
    start: { longitude: row.startArcsec / ARCSEC_PER_DEG, degree: degreeText((row.startArcsec / ARCSEC_PER_DEG) % 30, 'second') },
    end: { longitude: row.endArcsec / ARCSEC_PER_DEG, degree: arcsecText(endInSign) },
  };
}

/** Whole arcseconds within a sign (0–108,000, the end of a sign included) as D°MM′SS″. */
function arcsecText(arcsec: number): string {
  const d = Math.floor(arcsec / 3600);
  const m = String(Math.floor((arcsec % 3600) / 60)).padStart(2, '0');
  return `${d}°${m}′${String(arcsec % 60).padStart(2, '0')}″`;
}

/** GET /kp/subs. */
export function kpSubsResponse(lang: Lang): z.output<typeof KpSubsResponseSchema> {
  return { count: KP_SUBS.length, source: KP_SUBS_SOURCE, subs: KP_SUBS.map((row) => kpSubRow(row, lang)) };
}

/** GET /kp/ruling-planets. */
export function kpRulingResponse(result: KpRulingResult, lang: Lang): z.output<typeof KpRulingResponseSchema> {
  const { ruling } = result;
  const { node: _node, ...base } = settingsOf({ ayanamshaId: ruling.ayanamsha.id, node: 'mean', positions: ruling.positions }, locationZone(result));
  const rulingPoint = (value: KpPoint) => ({
    sign: sign(value.sign, lang),
    signLord: lord(value.signLord, lang),
    starLord: lord(value.lords[0] as GrahaId, lang),
    subLord: lord(value.lords[1] as GrahaId, lang),
    degree: degreeText(value.longitude % 30, 'second'),
    longitude: value.longitude,
  });
  return {
    moment: question(result, lang),
    settings: { ...base, ayanamsha: { ...ruling.ayanamsha }, sunrise: ruling.sunrise },
    day: {
      start: ruling.dayStart === null ? null : toIsoUtc(ruling.dayStart),
      weekday: named(VARAS[ruling.weekday as 0]!, lang),
      lord: lord(ruling.dayLord, lang),
    },
    lagna: rulingPoint(ruling.lagna),
    moon: rulingPoint(ruling.moon),
    rulers: ruling.rulers.map((id) => lord(id, lang)),
  };
}

/** GET /kp/horary. */
export function kpHoraryResponse(result: KpHoraryResult, lang: Lang): z.output<typeof KpHoraryResponseSchema> {
  const { chart } = result;
  const number = chart.horaryNumber as number;
  return {
    question: question(result, lang),
    number,
    sub: kpSubRow(KP_SUBS[number - 1] as KpSub, lang),
    settings: settings(chart, locationZone(result), chart.significators.nodeRule),
    siderealTime: chart.ramcDeg,
    lagna: point(chart.lagna, lang),
    cusps: chart.cusps.map((value) => cusp(value, lang)),
    planets: chart.grahas.map((value) => planet(value, lang)),
    significators: significators(chart.significators, lang),
  };
}
