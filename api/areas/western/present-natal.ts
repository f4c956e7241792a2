/**
 * The natal chart as a response (with its optional bodies, parallels, fixed stars and their conjunctions) and as a
 * wheel, alone or with a second chart outside (a bi-wheel).
 */
import { type ChartReading, signPosition, zodiacPosition } from '../../../astro/western/chart.ts';
import { formatLocalDate, localDateOf } from '../../../astro/time.ts';
import { CHART_MARKS } from '../../../data/chart-labels.ts';
import { fixedStar } from '../../../data/fixed-stars.ts';
import { signName } from '../../../data/signs.ts';
import { WESTERN_ASPECTS } from '../../../data/western-aspects.ts';
import { OPTIONAL_BODY_IDS, type OptionalBodyId, WESTERN_BODIES } from '../../../data/western-bodies.ts';
import { westernHouseSystem } from '../../../data/western-houses.ts';
import { OUTER_CHART_WORDS, WESTERN_PHRASES } from '../../../data/western-words.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { degreeText, fillText, zoneLabel } from '../../shared/format.ts';
import { byId, type Lang, named } from '../../shared/lang.ts';
import { westernWheelSvg } from '../../svg/wheel.ts';
import type { NatalChartResult, OuterChartResult } from './operations.ts';
import { chartCore, declinationAspectOf, pointName, settingsOf, signPlace } from './present-chart.ts';

/** The natal chart with its settings, parallels, the fixed stars asked for and their conjunctions. */
export function natalChartResponse(result: NatalChartResult, lang: Lang) {
  const stars = result.chart.fixedStars;
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: {
      ...settingsOf(result.choices, lang),
      fortune: result.choices.fortune,
      bodies: result.chart.bodies.map((body) => body.id).filter((id) => (OPTIONAL_BODY_IDS as readonly string[]).includes(id)) as OptionalBodyId[],
      declinationOrb: result.chart.declinationOrb,
      stars: stars?.stars.map((star) => star.id) ?? [],
      starOrb: result.starOrb,
      ayanamsha: stars ? { ...stars.ayanamsha } : null,
      timezone: zoneLabel(result.birth.zone),
      timezoneSource: result.birth.zoneSource,
    },
    ...chartCore(result.chart, lang),
    declinationAspects: result.chart.declinationAspects.map((aspect) => declinationAspectOf(aspect, lang)),
    fixedStars: (stars?.stars ?? []).map((star) => {
      const record = fixedStar(star.id);
      const sidereal = signPlace(signPosition(star.siderealLongitude), lang);
      return {
        id: star.id,
        name: named(record, lang),
        designation: record.designation,
        groups: [...record.groups],
        magnitude: star.magnitude,
        ...signPlace(signPosition(star.longitude), lang),
        house: zodiacPosition(star.longitude, result.chart.houses.cusps).house,
        latitude: star.latitude,
        declination: star.declination,
        sidereal: { longitude: sidereal.longitude, sign: sidereal.sign, signNumber: sidereal.signNumber, degree: sidereal.degree },
      };
    }),
    starConjunctions: (stars?.conjunctions ?? []).map((conjunction) => ({
      star: conjunction.star,
      starName: named(fixedStar(conjunction.star), lang),
      point: conjunction.point,
      pointName: pointName(conjunction.point, lang),
      separation: conjunction.separation,
      orb: Math.abs(conjunction.separation),
    })),
  };
}

/** The bodies a wheel draws: the ten planets and the true node. */
const WHEEL_BODIES: readonly string[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true-node'];

/** The wheel's marks of a body of a chart: glyph, longitude, whole degree in sign, retrograde (never for the node). */
function wheelBodyOf(body: ChartReading['bodies'][number]) {
  return {
    id: body.id,
    glyph: byId(WESTERN_BODIES, body.id).glyph,
    longitude: body.longitude,
    degree: `${Math.floor(body.degreeInSign)}°`,
    retrograde: body.retrograde === true && body.id !== 'true-node',
  };
}

/**
 * The natal chart as a wheel: cusps, glyphs with degrees and retrograde marks, and the aspects among the planets;
 * with `outer`, a bi-wheel: the second chart's bodies in a ring outside the zodiac, named in the title.
 */
export function natalChartPicture(result: NatalChartResult, size: number, lang: Lang, outer: OuterChartResult | null = null): string {
  const { chart } = result;
  const bodies = chart.bodies.filter((body) => WHEEL_BODIES.includes(body.id));
  const outerBodies = outer ? outer.chart.bodies.filter((body) => WHEEL_BODIES.includes(body.id)) : [];
  const system = named(westernHouseSystem(result.choices.houseSystem), lang);
  const title = outer
    ? fillText(named(WESTERN_PHRASES.biWheelTitle, lang), { system, outer: fillText(named(OUTER_CHART_WORDS[outer.kind], lang), { date: formatLocalDate(localDateOf(outer.zone.zone, outer.instant)) }) })
    : fillText(named(WESTERN_PHRASES.wheelTitle, lang), { system });
  const placed = [...bodies, ...outerBodies].map((body) => `${pointName(body.id, lang)} ${signName(body.sign, lang)} ${degreeText(body.degreeInSign)}`);
  return westernWheelSvg(
    {
      title,
      description: `${title}. ${pointName('ascendant', lang)} ${signName(signPosition(chart.houses.ascendant).sign, lang)}; ${placed.join('; ')}.`,
      cusps: chart.houses.cusps,
      ascendant: chart.houses.ascendant,
      midheaven: chart.houses.midheaven,
      angleLabels: { ascendant: named(CHART_MARKS.ascendant, lang), midheaven: named(CHART_MARKS.midheaven, lang) },
      bodies: bodies.map(wheelBodyOf),
      ...(outer ? { outer: outerBodies.map(wheelBodyOf) } : {}),
      aspects: chart.aspects
        .filter((aspect) => WHEEL_BODIES.includes(aspect.from) && WHEEL_BODIES.includes(aspect.to))
        .map((aspect) => ({ from: aspect.from, to: aspect.to, nature: byId(WESTERN_ASPECTS, aspect.aspect).nature })),
      lang,
    },
    size,
  ).svg;
}
