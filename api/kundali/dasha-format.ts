/** Formatting dasha periods for responses: lord names by system, dates, remaining time, nested trees. */
import type { DashaPeriod } from '../../astro/dasha/types.ts';
import { DASHA_LEVEL_NAMES } from '../../astro/dasha/types.ts';
import { type Instant, toIsoUtc } from '../../astro/time.ts';
import { YOGINIS } from '../../data/dashas.ts';
import { grahaById, isGrahaId } from '../../data/grahas.ts';
import { isSignId, signById } from '../../data/signs.ts';
import { remainingWords } from './present.ts';
import { type Lang, named } from '../schemas/place.ts';

const YOGINI_BY_ID = new Map<string, (typeof YOGINIS)[number]>(YOGINIS.map((y) => [y.id, y]));

/** The display name of a dasha lord: a graha, a yogini (with its planet) or a sign. */
export function lordName(lord: string, lang: Lang): string {
  if (isGrahaId(lord)) return named(grahaById(lord), lang);
  const yogini = YOGINI_BY_ID.get(lord);
  if (yogini) return named(yogini, lang);
  if (isSignId(lord)) return named(signById(lord), lang);
  return lord;
}

export interface FormattedPeriod {
  planet: string;
  lord: string;
  level: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  children?: FormattedPeriod[];
}

/** One period without its sub-periods. */
export function formatPeriod(period: DashaPeriod, lang: Lang): FormattedPeriod {
  return {
    planet: lordName(period.lord, lang),
    lord: period.lord,
    level: DASHA_LEVEL_NAMES[period.level - 1]!,
    startDate: toIsoUtc(period.start).slice(0, 10),
    endDate: toIsoUtc(period.end).slice(0, 10),
    startTime: toIsoUtc(period.start),
    endTime: toIsoUtc(period.end),
  };
}

/** A period and (when generated) its sub-periods. */
export function formatTree(period: DashaPeriod, lang: Lang): FormattedPeriod {
  const flat = formatPeriod(period, lang);
  return period.children ? { ...flat, children: period.children.map((c) => formatTree(c, lang)) } : flat;
}

/** The chain maha → prana running at `now`, keyed by level name, each with the time remaining. */
export function formatChain(chain: readonly DashaPeriod[], now: Instant, lang: Lang) {
  return Object.fromEntries(
    chain.map((p) => [DASHA_LEVEL_NAMES[p.level - 1]!, { ...formatPeriod(p, lang), remaining: remainingWords(now, p.end) }]),
  );
}
