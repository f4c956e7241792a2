/**
 * Annual and monthly profections (Vettius Valens, Anthology IV.11–12): the ascendant's sign advanced one sign for
 * each year of life, the lord of that sign being the lord of the year, and within the year one sign more for each
 * month.
 *
 * - The year of life begins at each solar return (`returns.ts`, tropical): age n is the number of solar returns
 *   since birth, the profected sign is the ascendant's sign + n, its house n mod 12 + 1 counted by whole signs
 *   from the ascendant (Valens counts the signs, not the quadrant houses).
 * - Months (`months`): `solar` (default), month k (0–11) begins when the Sun is 30°·k past its natal longitude
 *   (the Sun's own twelfths of the year, from the solar return); `equal`, twelve equal parts of the time between
 *   the two solar returns. The monthly sign is the annual sign + k.
 * - The lord of a sign is its domicile lord, the same seven in Hellenistic and Indian practice (Ptolemy,
 *   Tetrabiblos I.17; data/signs.ts).
 */
import { type GrahaId } from '../../data/grahas.ts';
import { SIGNS } from '../../data/signs.ts';
import { WESTERN_PLANET_IDS } from '../../data/western-bodies.ts';
import { normalizeDegrees } from '../angles.ts';
import type { Instant } from '../time.ts';
import { westernBodyLongitude } from './bodies.ts';
import { type WesternChart, type WesternChartInput, westernNatalChart } from './chart.ts';
import { nearestReturns, returnsBetween } from './returns.ts';

export const PROFECTION_MONTHS = ['solar', 'equal'] as const;
export type ProfectionMonths = (typeof PROFECTION_MONTHS)[number];

/** A profected sign: the sign 1–12, its lord and its whole-sign house from the ascendant (1–12). */
export interface ProfectedSign {
  readonly sign: number;
  readonly lord: GrahaId;
  readonly house: number;
}

export interface ProfectionMonth extends ProfectedSign {
  /** 1–12 within the year. */
  readonly month: number;
  readonly start: Instant;
  readonly end: Instant;
}

export interface Profection {
  readonly natal: WesternChart;
  /** Completed years of life: solar returns since birth. */
  readonly age: number;
  readonly year: ProfectedSign & { readonly start: Instant; readonly end: Instant };
  readonly months: readonly ProfectionMonth[];
  /** The month holding the instant asked about. */
  readonly month: ProfectionMonth;
  /** Natal planets (the ten) standing in the profected sign of the year. */
  readonly planetsInSign: readonly string[];
}

export interface ProfectionInput {
  readonly natal: WesternChartInput;
  readonly instant: Instant;
  readonly months: ProfectionMonths;
  /** The instant searches stop at (the engine's range end), ms. */
  readonly rangeEnd: Instant;
}

function profected(ascendantSign: number, steps: number): ProfectedSign {
  const sign = ((ascendantSign - 1 + steps) % 12) + 1;
  return { sign, lord: SIGNS[sign - 1]!.lord, house: (steps % 12) + 1 };
}

/** The profections of the year and month holding `input.instant` (at or after the birth). */
export function profection(input: ProfectionInput): Profection {
  const natal = westernNatalChart(input.natal);
  const birth = input.natal.instant;
  const sunNatal = westernBodyLongitude('sun', birth);
  const target = { body: 'sun' as const, birthInstant: birth, natalLongitude: sunNatal, zodiac: 'tropical' as const };
  // Solar returns after the birth up to the instant: their count is the age; the last one starts the year.
  const passed = returnsBetween(target, birth + 1, input.instant + 1);
  const age = passed.length;
  const start = age === 0 ? birth : passed[age - 1]!.instant;
  const end = nearestReturns(target, input.instant + 1, 'after', 1, input.rangeEnd)[0]?.instant ?? input.rangeEnd;
  const ascendantSign = Math.floor(normalizeDegrees(natal.houses.ascendant) / 30) + 1;
  const year = { ...profected(ascendantSign, age), start, end };
  const bounds: Instant[] = [start];
  for (let k = 1; k < 12; k++) {
    if (input.months === 'equal') bounds.push(start + ((end - start) * k) / 12);
    else bounds.push(nearestReturns({ ...target, natalLongitude: normalizeDegrees(sunNatal + 30 * k) }, bounds[k - 1]! + 1, 'after', 1, input.rangeEnd)[0]!.instant);
  }
  bounds.push(end);
  const months = bounds.slice(0, 12).map((monthStart, k): ProfectionMonth => ({ month: k + 1, ...profected(ascendantSign, age + k), start: Math.round(monthStart), end: Math.round(bounds[k + 1]!) }));
  const month = months.find((m) => input.instant >= m.start && input.instant < m.end) ?? months[months.length - 1]!;
  const planetsInSign = natal.bodies.filter((body) => body.sign === year.sign && (WESTERN_PLANET_IDS as readonly string[]).includes(body.id)).map((body) => body.id);
  return { natal, age, year, months, month, planetsInSign };
}
