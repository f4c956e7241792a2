/**
 * Western charts as responses: bodies, points and cusps with sign and degree, the balance, aspects with both
 * points named, patterns with their reading, synastry with its score's terms, transits with their events in
 * words, returns with their charts, progressions, profections and firdaria with their dates, fixed stars with their conjunctions, astrocartography lines as GeoJSON and a world map. Names from data/western-*.ts in the request's language.
 */
import type { ChartAspect } from '../../../astro/western/aspects.ts';
import { type ChartReading, type SignPosition, signPosition, zodiacPosition } from '../../../astro/western/chart.ts';
import { fixedStar } from '../../../data/fixed-stars.ts';
import type { WesternEvent } from '../../../astro/western/events.ts';
import type { ChartPattern } from '../../../astro/western/patterns.ts';
import { formatLocalDate, formatLocalHHMM, formatLocalHHMMSS, localDateOf, MS_PER_DAY, type Zone } from '../../../astro/time.ts';
import { signName } from '../../../data/signs.ts';
import { VOID_OF_COURSE_SETS } from '../../../data/void-of-course.ts';
import { WESTERN_ASPECTS } from '../../../data/western-aspects.ts';
import { OPTIONAL_BODY_IDS, type OptionalBodyId, WESTERN_BODIES, WESTERN_ELEMENTS, WESTERN_MODALITIES, WESTERN_POINTS } from '../../../data/western-bodies.ts';
import { westernHouseSystem } from '../../../data/western-houses.ts';
import { WESTERN_PATTERNS } from '../../../data/western-patterns.ts';
import { SYNASTRY_BANDS } from '../../../data/western-synastry.ts';
import { FIRDARIA_NODE_NAMES } from '../../../data/western-prediction.ts';
import type { FirdariaLord, FirdariaSubPeriod } from '../../../astro/western/firdaria.ts';
import type { ProfectedSign } from '../../../astro/western/profections.ts';
import { TROPICAL_YEAR_DAYS } from '../../../astro/western/progressions.ts';
import { DECLINATION_ASPECT_WORDS, OUTER_CHART_WORDS, SYNASTRY_METHOD, WESTERN_EVENT_WORDS, WESTERN_PHRASES } from '../../../data/western-words.ts';
import type { DeclinationAspect } from '../../../astro/western/declinations.ts';
import { CHART_MARKS } from '../../../data/chart-labels.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { westernWheelSvg } from '../../svg/wheel.ts';
import { worldMapSvg } from '../../svg/world-map.ts';
import { paranCollection, paranDrawing } from './present-parans.ts';
import { type MapAngle, MAX_LATITUDE_DEG } from '../../../astro/western/astrocartography.ts';
import { degreeText, fillText, isoInstant, localDateTime, zoneLabel } from '../../shared/format.ts';
import { byId, type Lang, named, writtenIn } from '../../shared/lang.ts';
import type { AstrocartographyResult, ChartChoices, OuterChartResult, FirdariaResult, NatalChartResult, ProfectionResult, ProgressionResult, ReturnResult, SynastryResult, TransitResult } from './operations.ts';


/** A body's id, name, glyph and place in its sign: how every list of bodies begins. */
function bodyHead(body: SignPosition & { readonly id: (typeof WESTERN_BODIES)[number]['id'] }, lang: Lang) {
  const record = byId(WESTERN_BODIES, body.id);
  return { id: body.id, name: named(record, lang), glyph: record.glyph, ...signPlace(body, lang) };
}
/** The name of a body or chart point id. */
function pointName(id: string, lang: Lang): string {
  const record = WESTERN_BODIES.find((body) => body.id === id) ?? WESTERN_POINTS.find((point) => point.id === id);
  return record ? named(record, lang) : id;
}

function signPlace(place: SignPosition, lang: Lang) {
  return { longitude: place.longitude, sign: signName(place.sign, lang), signNumber: place.sign, degree: degreeText(place.degreeInSign) };
}

function aspectOf(aspect: ChartAspect, lang: Lang) {
  const record = byId(WESTERN_ASPECTS, aspect.aspect);
  return {
    from: aspect.from,
    fromName: pointName(aspect.from, lang),
    to: aspect.to,
    toName: pointName(aspect.to, lang),
    type: aspect.aspect,
    name: named(record, lang),
    glyph: record.glyph,
    nature: record.nature,
    angle: aspect.angle,
    separation: aspect.separation,
    orb: aspect.orb,
    applying: aspect.applying,
  };
}

function declinationAspectOf(aspect: DeclinationAspect, lang: Lang) {
  return {
    from: aspect.from,
    fromName: pointName(aspect.from, lang),
    to: aspect.to,
    toName: pointName(aspect.to, lang),
    type: aspect.type,
    name: named(DECLINATION_ASPECT_WORDS[aspect.type], lang),
    orb: aspect.orb,
  };
}

function patternOf(pattern: ChartPattern, lang: Lang) {
  const record = byId(WESTERN_PATTERNS, pattern.type);
  const list = pattern.bodies.map((id) => pointName(id, lang)).join(', ');
  const where = pattern.stellium
    ? pattern.stellium.by === 'sign'
      ? signName(pattern.stellium.number, lang)
      : fillText(named(WESTERN_PHRASES.house, lang), { number: pattern.stellium.number })
    : '';
  return {
    type: pattern.type,
    name: named(record, lang),
    bodies: [...pattern.bodies],
    apex: pattern.apex,
    stellium: pattern.stellium,
    description: fillText(named(record.text, lang), { bodies: list, apex: pattern.apex ? pointName(pattern.apex, lang) : '', where }),
  };
}

/** The parts every chart (natal, composite, Davison, each person of a synastry) shows. */
function chartCore(chart: ChartReading, lang: Lang) {
  const group = (members: Readonly<Record<string, readonly string[]>>, records: readonly { id: string; en: string; hi: string }[]) =>
    records.map((record) => ({ id: record.id, name: named(record, lang), count: members[record.id]!.length, bodies: [...members[record.id]!] }));
  const dominant = (groups: { id: string; count: number }[]) => {
    const top = Math.max(...groups.map((g) => g.count));
    return groups.filter((g) => g.count === top).map((g) => g.id);
  };
  const elements = group(chart.balance.elements, WESTERN_ELEMENTS);
  const modalities = group(chart.balance.modalities, WESTERN_MODALITIES);
  return {
    sect: chart.sect,
    bodies: chart.bodies.map((body) => ({
      ...bodyHead(body, lang),
      house: body.house,
      latitude: body.latitude,
      declination: body.declination,
      speed: body.speedDegPerDay,
      retrograde: body.retrograde,
    })),
    points: chart.points.map((point) => ({ id: point.id, name: pointName(point.id, lang), ...signPlace(point, lang), house: point.house })),
    houses: chart.houses.cusps.map((cusp, index) => {
      const place = signPlace(signPosition(cusp), lang);
      return { house: index + 1, cusp, sign: place.sign, signNumber: place.signNumber, degree: place.degree };
    }),
    balance: { elements, modalities, dominantElement: dominant(elements), dominantModality: dominant(modalities) },
    aspects: chart.aspects.map((aspect) => aspectOf(aspect, lang)),
    patterns: chart.patterns.map((pattern) => patternOf(pattern, lang)),
  };
}

function settingsOf(choices: Omit<ChartChoices, 'fortune'>, lang: Lang) {
  return {
    zodiac: 'tropical' as const,
    houseSystem: { id: choices.houseSystem, name: named(westernHouseSystem(choices.houseSystem), lang) },
    aspects: [...choices.aspects.aspects],
    orbs: Object.fromEntries(choices.aspects.aspects.map((id) => [id, choices.aspects.orbs[id]])),
  };
}

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

export function synastryResponse(result: SynastryResult, lang: Lang) {
  const { synastry, pair } = result;
  const overlays = (list: readonly { body: string; house: number }[]) => list.map((item) => ({ body: item.body, name: pointName(item.body, lang), house: item.house }));
  const band = byId(SYNASTRY_BANDS, synastry.score.band);
  return {
    settings: { ...settingsOf(result.choices, lang), fortune: result.choices.fortune },
    person1: { name: pair[0].name, birthDetails: birthDetailsOf(pair[0]), ...chartCore(synastry.first, lang) },
    person2: { name: pair[1].name, birthDetails: birthDetailsOf(pair[1]), ...chartCore(synastry.second, lang) },
    aspects: synastry.aspects.map((aspect) => aspectOf(aspect, lang)),
    overlays: { person1InPerson2Houses: overlays(synastry.overlays.firstInSecond), person2InPerson1Houses: overlays(synastry.overlays.secondInFirst) },
    composite: { latitude: synastry.composite.latitude, ...chartCore(synastry.composite, lang) },
    davison: {
      date: isoInstant(synastry.davison.instant),
      latitude: synastry.davison.latitude,
      longitude: synastry.davison.longitude,
      ...chartCore(synastry.davison, lang),
    },
    score: {
      score: synastry.score.score,
      band: { id: band.id, description: named(band, lang) },
      harmony: synastry.score.harmony,
      tension: synastry.score.tension,
      method: named(SYNASTRY_METHOD, lang),
      terms: synastry.score.terms.map((term) => ({
        from: term.aspect.from,
        to: term.aspect.to,
        aspect: term.aspect.aspect,
        orb: term.aspect.orb,
        tone: term.tone,
        weight: term.weight,
        closeness: term.closeness,
        points: term.points,
      })),
    },
  };
}

/** `YYYY-MM-DD HH:MM` at the zone. */
function localText(zone: Zone, instant: number): string {
  return `${formatLocalDate(localDateOf(zone, instant))} ${formatLocalHHMM(zone, instant)}`;
}

function describeEvent(event: WesternEvent, lang: Lang): string {
  const words = named(WESTERN_EVENT_WORDS, lang);
  const body = pointName(event.body, lang);
  switch (event.type) {
    case 'ingress':
      return fillText(event.retrograde ? words.ingressRetrograde : words.ingress, { body, sign: signName(event.toSign, lang) });
    case 'station': {
      const place = signPlace(signPosition(event.longitude), lang);
      return fillText(event.direction === 'retrograde' ? words.stationRetrograde : words.stationDirect, { body, degree: place.degree, sign: place.sign });
    }
    case 'aspect':
      return fillText(event.natal ? words.aspectNatal : words.aspectMutual, {
        body,
        aspect: (lang === 'en' ? undefined : writtenIn(byId(WESTERN_ASPECTS, event.aspect), lang)) ?? byId(WESTERN_ASPECTS, event.aspect).en.toLowerCase(),
        other: pointName(event.to, lang),
      });
  }
}

function eventOf(event: WesternEvent, zone: Zone, lang: Lang) {
  const common = { type: event.type, instant: isoInstant(event.instant), local: localText(zone, event.instant), body: event.body, bodyName: pointName(event.body, lang), description: describeEvent(event, lang) };
  switch (event.type) {
    case 'ingress':
      return { ...common, fromSign: event.fromSign, toSign: event.toSign, retrograde: event.retrograde };
    case 'station':
      return { ...common, direction: event.direction, longitude: event.longitude };
    case 'aspect':
      return { ...common, aspect: event.aspect, to: event.to, natal: event.natal, longitude: event.longitude, retrograde: event.retrograde };
  }
}

export function westernTransitResponse(result: TransitResult, lang: Lang) {
  const { transits, birth, zone } = result;
  const natal = transits.natal;
  const point = (id: 'ascendant' | 'midheaven') => {
    const found = natal!.points.find((p) => p.id === id)!;
    return { id, name: pointName(id, lang), ...signPlace(found, lang), house: found.house };
  };
  const items = transits.events.map((event) => eventOf(event, zone.zone, lang));
  return {
    date: isoInstant(result.instant),
    settings: { ...settingsOf(result.choices, lang), declinationOrb: transits.declinationOrb, voidOfCourse: result.voidOfCourse ?? 'none', timezone: zoneLabel(zone.zone), timezoneSource: zone.source },
    natal: natal && birth ? { birthDetails: birthDetailsOf(birth), ascendant: point('ascendant'), midheaven: point('midheaven') } : null,
    bodies: transits.bodies.map((body) => ({
      ...bodyHead(body, lang),
      declination: body.declination,
      speed: body.speedDegPerDay,
      retrograde: body.retrograde,
      natalHouse: body.natalHouse,
    })),
    aspects: transits.aspects.map((aspect) => aspectOf(aspect, lang)),
    declinationAspects: transits.declinationAspects.map((aspect) => declinationAspectOf(aspect, lang)),
    events: { from: isoInstant(result.from), to: isoInstant(result.to), count: items.length, items },
    voidOfCourseMoon: voidOfCourseOf(result, lang),
  };
}

/** The void-of-course periods of the window, by the set asked for. */
function voidOfCourseOf(result: TransitResult, lang: Lang) {
  const periods = result.transits.voidOfCourse;
  const set = result.voidOfCourse;
  if (periods === null || set === null) return null;
  const zone = result.zone.zone;
  const record = VOID_OF_COURSE_SETS[set];
  return {
    planets: set,
    name: named(record.name, lang),
    source: record.source,
    periods: periods.map((period) => ({
      start: isoInstant(period.start),
      end: isoInstant(period.end),
      startLocal: localDateTime(zone, period.start),
      endLocal: localDateTime(zone, period.end),
      durationMinutes: Math.round((period.end - period.start) / 60_000),
      sign: signName(period.sign, lang),
      nextSign: signName(period.nextSign, lang),
      lastAspect: period.lastAspect && {
        aspect: period.lastAspect.aspect,
        aspectName: named(byId(WESTERN_ASPECTS, period.lastAspect.aspect), lang),
        planet: period.lastAspect.planet,
        planetName: pointName(period.lastAspect.planet, lang),
      },
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

/** Days in a Julian year, for ages. */
const DAYS_PER_YEAR = 365.25;

/** The returns of a body, each with its chart. */
export function returnResponse(result: ReturnResult, lang: Lang) {
  const { report, birth, zone } = result;
  return {
    birthDetails: birthDetailsOf(birth),
    settings: {
      ...settingsOf(result.choices, lang),
      zodiac: report.zodiac,
      body: report.body,
      fortune: result.choices.fortune,
      timezone: zoneLabel(zone.zone),
      timezoneSource: zone.source,
    },
    natal: { body: report.body, name: pointName(report.body, lang), ...signPlace(signPosition(report.natalLongitude), lang) },
    location: { ...result.location },
    window: {
      after: result.window.after === null ? null : isoInstant(result.window.after),
      before: result.window.before === null ? null : isoInstant(result.window.before),
      year: result.window.year,
      count: result.window.count,
    },
    returns: report.returns.map((each) => ({
      date: isoInstant(each.instant),
      local: `${formatLocalDate(localDateOf(zone.zone, each.instant))} ${formatLocalHHMMSS(zone.zone, each.instant)}`,
      ageYears: (each.instant - birth.instant) / MS_PER_DAY / DAYS_PER_YEAR,
      retrograde: each.retrograde,
      ...signPlace(signPosition(each.longitude), lang),
      chart: chartCore(each.chart, lang),
    })),
  };
}

/** The progressed chart, its aspects to the natal chart and its events. */
export function progressionResponse(result: ProgressionResult, lang: Lang) {
  const { progression, zone } = result;
  const items = progression.events.map((event) => eventOf(event, zone.zone, lang));
  return {
    birthDetails: birthDetailsOf(result.birth),
    date: isoInstant(result.instant),
    settings: {
      ...settingsOf(result.choices, lang),
      fortune: result.choices.fortune,
      method: result.progression.method,
      angles: result.angles,
      timezone: zoneLabel(zone.zone),
      timezoneSource: zone.source,
    },
    progressedDate: isoInstant(progression.progressedInstant),
    ageYears: progression.ageYears,
    solarArc: progression.solarArcDeg,
    ...chartCore(progression.chart, lang),
    natalAspects: progression.aspects.map((aspect) => aspectOf(aspect, lang)),
    events: { from: isoInstant(result.from), to: isoInstant(result.to), count: items.length, items },
  };
}

function profectedSignOf(profected: ProfectedSign & { start: number; end: number }, lang: Lang) {
  return {
    sign: signName(profected.sign, lang),
    signNumber: profected.sign,
    house: profected.house,
    lord: profected.lord,
    lordName: pointName(profected.lord, lang),
    start: isoInstant(profected.start),
    end: isoInstant(profected.end),
  };
}

/** The annual and monthly profections. */
export function profectionResponse(result: ProfectionResult, lang: Lang) {
  const { profection, zone } = result;
  return {
    birthDetails: birthDetailsOf(result.birth),
    date: isoInstant(result.instant),
    settings: { months: result.months, houses: 'whole-sign' as const, yearStart: 'solar-return' as const, timezone: zoneLabel(zone.zone), timezoneSource: zone.source },
    ascendant: signPlace(signPosition(profection.natal.houses.ascendant), lang),
    age: profection.age,
    year: profectedSignOf(profection.year, lang),
    month: { month: profection.month.month, ...profectedSignOf(profection.month, lang) },
    months: profection.months.map((month) => ({ month: month.month, ...profectedSignOf(month, lang) })),
    planetsInSign: profection.planetsInSign.map((id) => ({ id, name: pointName(id, lang) })),
  };
}

function firdariaLordName(lord: FirdariaLord, lang: Lang): string {
  return lord === 'north-node' || lord === 'south-node' ? named(FIRDARIA_NODE_NAMES[lord], lang) : pointName(lord, lang);
}

function firdariaPeriodOf(period: FirdariaSubPeriod, lang: Lang) {
  return { lord: period.lord, name: firdariaLordName(period.lord, lang), start: isoInstant(period.start), end: isoInstant(period.end) };
}

/** The firdaria periods and sub-periods, and those holding the moment asked about. */
export function firdariaResponse(result: FirdariaResult, lang: Lang) {
  const holding = <T extends FirdariaSubPeriod>(list: readonly T[]) => list.find((p) => result.instant >= p.start && result.instant < p.end) ?? null;
  const period = holding(result.periods);
  const subPeriod = period ? holding(period.subPeriods) : null;
  return {
    birthDetails: birthDetailsOf(result.birth),
    date: isoInstant(result.instant),
    settings: { nodePlacement: result.nodePlacement, yearDays: TROPICAL_YEAR_DAYS, timezone: zoneLabel(result.zone.zone), timezoneSource: result.zone.source },
    sect: result.sect,
    periods: result.periods.map((p) => ({ ...firdariaPeriodOf(p, lang), years: p.years, subPeriods: p.subPeriods.map((sub) => firdariaPeriodOf(sub, lang)) })),
    current: period ? { period: firdariaPeriodOf(period, lang), subPeriod: subPeriod ? firdariaPeriodOf(subPeriod, lang) : null } : null,
  };
}

/** The chart point named by each map angle. */
const MAP_ANGLE_POINTS: Readonly<Record<MapAngle, (typeof WESTERN_POINTS)[number]['id']>> = { mc: 'midheaven', ic: 'imum-coeli', asc: 'ascendant', dsc: 'descendant' };

/** The astrocartography lines as GeoJSON, with each body's equatorial place and polar limit. */
export function astrocartographyResponse(result: AstrocartographyResult, lang: Lang) {
  const { map, birth } = result;
  return {
    birthDetails: birthDetailsOf(birth),
    settings: {
      positions: 'in-mundo' as const,
      horizon: 'geometric' as const,
      step: map.stepDeg,
      maxLatitude: MAX_LATITUDE_DEG,
      parans: map.parans !== null,
      paranStars: result.paranStars,
      timezone: zoneLabel(birth.zone),
      timezoneSource: birth.zoneSource,
    },
    siderealTime: map.siderealTimeDeg,
    bodies: map.bodies.map((body) => {
      const record = byId(WESTERN_BODIES, body.id);
      return {
        id: body.id,
        name: named(record, lang),
        glyph: record.glyph,
        rightAscension: body.rightAscension,
        declination: body.declination,
        mcLongitude: body.mcLongitude,
        polarLimit: body.polarLimitDeg,
      };
    }),
    map: {
      type: 'FeatureCollection' as const,
      features: map.lines.map((line) => ({
        type: 'Feature' as const,
        properties: { body: line.body, bodyName: pointName(line.body, lang), angle: line.angle, angleName: pointName(MAP_ANGLE_POINTS[line.angle], lang) },
        geometry:
          line.segments.length === 1
            ? { type: 'LineString' as const, coordinates: line.segments[0]!.map((point) => [...point]) }
            : { type: 'MultiLineString' as const, coordinates: line.segments.map((segment) => segment.map((point) => [...point])) },
      })),
    },
    parans: paranCollection(map.parans, lang, { body: (id) => pointName(id, lang), angle: (angle) => pointName(MAP_ANGLE_POINTS[angle], lang) }),
  };
}

/** The short labels of the map's angles, as the world map's key and the parans' tooltips print them. */
const MAP_ANGLE_LABELS: Readonly<Record<MapAngle, string>> = { mc: 'MC', ic: 'IC', asc: 'ASC', dsc: 'DSC' };

/** The astrocartography lines (and the parans asked for) on an equirectangular world map. */
export function astrocartographyPicture(result: AstrocartographyResult, size: number, lang: Lang): string {
  const { map, birth } = result;
  const glyphOf = (body: string) => byId(WESTERN_BODIES, body).glyph;
  const title = fillText(named(WESTERN_PHRASES.mapTitle, lang), { date: isoInstant(birth.instant) });
  const place = `${birth.latitude.toFixed(2)}°, ${birth.longitude.toFixed(2)}°`;
  return worldMapSvg(
    {
      title,
      description: `${title}. ${fillText(named(WESTERN_PHRASES.mapDescription, lang), { place })}${map.parans ? ` ${named(WESTERN_PHRASES.mapParans, lang)}` : ''}`,
      lines: map.lines.map((line) => ({ body: line.body, glyph: glyphOf(line.body), angle: line.angle, segments: line.segments })),
      place: [birth.longitude, birth.latitude],
      angleLabels: MAP_ANGLE_LABELS,
      ...(map.parans ? { parans: { lines: paranDrawing(map.parans, lang, glyphOf, MAP_ANGLE_LABELS), key: named(WESTERN_PHRASES.paranKey, lang) } } : {}),
      lang,
    },
    size,
  ).svg;
}
