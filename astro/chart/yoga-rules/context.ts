/**
 * The types every yoga rule shares: the facts about a chart the rules look up (`YogaContext`, built once per
 * chart by `yogaContext` in ../yogas.ts) and what a rule returns when it holds (`YogaMatch`).
 */
import type { Dignity } from '../dignity.ts';
import type { GrahaId, HouseNumber, Placements, SignNumber } from '../placement.ts';

export type Gender = 'male' | 'female';
export type YogaStrength = 'Strong' | 'Moderate' | 'Weak';

/** Facts about the birth that the chart itself does not hold; yogas that need them are skipped without them. */
export interface YogaOptions {
  readonly gender?: Gender;
  /** True when born between sunrise and sunset. */
  readonly dayBirth?: boolean;
}

/** What an evaluator returns when its rule holds. */
export interface YogaMatch {
  /** The grahas that form the yoga, Sun … Ketu order, no repeats. */
  readonly planets: readonly GrahaId[];
  readonly strength: YogaStrength;
  /** The specific configuration found, in words. */
  readonly description: string;
}

/** Everything the evaluators look up, computed once per chart. */
export interface YogaContext {
  readonly placements: Placements;
  readonly options: YogaOptions;
  readonly lagna: SignNumber;
  readonly sign: Readonly<Record<GrahaId, SignNumber>>;
  /** House from the lagna. */
  readonly house: Readonly<Record<GrahaId, HouseNumber>>;
  readonly dignity: Readonly<Record<GrahaId, Dignity>>;
  readonly combust: Readonly<Record<GrahaId, boolean>>;
  readonly benefic: Readonly<Record<GrahaId, boolean>>;
}

/** One yoga's rule: the match when it holds in the chart, null when it does not. */
export type Evaluator = (ctx: YogaContext) => YogaMatch | null;
