/**
 * What every Western chart response shows, presented once: bodies, points and cusps with sign and degree, the
 * balance, aspects with both points named, parallels, patterns with their reading, and the chart settings. Names
 * from data/western-*.ts in the request's language.
 */
import type { ChartAspect } from '../../../astro/western/aspects.ts';
import { type ChartReading, type SignPosition, type WesternChartBody, signPosition } from '../../../astro/western/chart.ts';
import type { DeclinationAspect } from '../../../astro/western/declinations.ts';
import type { ChartPattern } from '../../../astro/western/patterns.ts';
import { signName } from '../../../data/signs.ts';
import { WESTERN_ASPECTS } from '../../../data/western-aspects.ts';
import { WESTERN_BODIES, WESTERN_ELEMENTS, WESTERN_MODALITIES, WESTERN_POINTS } from '../../../data/western-bodies.ts';
import { westernHouseSystem } from '../../../data/western-houses.ts';
import { WESTERN_PATTERNS } from '../../../data/western-patterns.ts';
import { DECLINATION_ASPECT_WORDS, WESTERN_PHRASES } from '../../../data/western-words.ts';
import { degreeText, fillText } from '../../shared/format.ts';
import { byId, type Lang, named } from '../../shared/lang.ts';
import type { ChartChoices } from './operations.ts';

/** A body's id, name, glyph and place in its sign: how every list of bodies begins. */
export function bodyHead(body: SignPosition & { readonly id: (typeof WESTERN_BODIES)[number]['id'] }, lang: Lang) {
  const record = byId(WESTERN_BODIES, body.id);
  return { id: body.id, name: named(record, lang), glyph: record.glyph, ...signPlace(body, lang) };
}

/** A body's motion: declination (degrees), speed in longitude (degrees a day, null without one) and retrograde. */
export function bodyMotion(body: Pick<WesternChartBody, 'declination' | 'speedDegPerDay' | 'retrograde'>) {
  return { declination: body.declination, speed: body.speedDegPerDay, retrograde: body.retrograde };
}
/** The name of a body or chart point id. */
export function pointName(id: string, lang: Lang): string {
  const record = WESTERN_BODIES.find((body) => body.id === id) ?? WESTERN_POINTS.find((point) => point.id === id);
  return record ? named(record, lang) : id;
}

/** A place in its sign: tropical longitude, sign name and number, degrees and minutes within the sign. */
export function signPlace(place: SignPosition, lang: Lang) {
  return { longitude: place.longitude, sign: signName(place.sign, lang), signNumber: place.sign, degree: degreeText(place.degreeInSign) };
}

/** An aspect with both points and the aspect named. */
export function aspectOf(aspect: ChartAspect, lang: Lang) {
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

/** A parallel or contra-parallel with both points named. */
export function declinationAspectOf(aspect: DeclinationAspect, lang: Lang) {
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

/** A chart pattern with its reading, its bodies and the stellium's sign or house named. */
function patternOf(pattern: ChartPattern, lang: Lang) {
  const record = byId(WESTERN_PATTERNS, pattern.type);
  const list = pattern.bodies.map((id) => pointName(id, lang)).join(', ');
  const where = pattern.stellium
    ? pattern.stellium.by === 'sign'
      ? fillText(named(WESTERN_PHRASES.inSign, lang), { sign: signName(pattern.stellium.number, lang) })
      : fillText(named(WESTERN_PHRASES.inHouse, lang), { number: pattern.stellium.number })
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
export function chartCore(chart: ChartReading, lang: Lang) {
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
      ...bodyMotion(body),
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

/** The chart settings every Western response echoes: zodiac, house system, aspects and their orbs. */
export function settingsOf(choices: Omit<ChartChoices, 'fortune'>, lang: Lang) {
  return {
    zodiac: 'tropical' as const,
    houseSystem: { id: choices.houseSystem, name: named(westernHouseSystem(choices.houseSystem), lang) },
    aspects: [...choices.aspects.aspects],
    orbs: Object.fromEntries(choices.aspects.aspects.map((id) => [id, choices.aspects.orbs[id]])),
  };
}
