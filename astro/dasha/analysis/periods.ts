/**
 * The periods the analysis reads: the graha each dasha lord stands for, and the running, next and coming periods
 * picked from a dasha tree.
 */
import type { GrahaId } from '../../chart/placement.ts';
import { type Instant, MS_PER_DAY } from '../../time.ts';
import type { DashaPeriod } from '../types.ts';
import { type DashaLordId, YOGINIS } from '../../../data/dashas.ts';
import { isGrahaId } from '../../../data/grahas.ts';
import { isSignId, signById } from '../../../data/signs.ts';
import { DashaAnalysisError } from './error.ts';
import type { AnalysisPeriods, ComingPeriod } from './types.ts';

/** The span of "next year": 365.25 days (one Julian year), ms. */
export const NEXT_YEAR_MS = 365.25 * MS_PER_DAY;

/**
 * The graha a dasha lord stands for: a graha itself; a yogini's classical planet (PyJHora `yogini.py`, see
 * data/dashas.ts — Mangala = Moon, Dhanya = Jupiter, Siddha = Venus); a sign's lord (Char dasha).
 */
export function dashaLordGraha(lord: DashaLordId): GrahaId {
  if (isGrahaId(lord)) return lord;
  if (isSignId(lord)) return signById(lord).lord;
  const yogini = YOGINIS.find((record) => record.id === lord);
  if (yogini === undefined) throw new DashaAnalysisError(`Unknown dasha lord "${lord}"`, lord);
  return yogini.classicalPlanet;
}

function containing(periods: readonly DashaPeriod[] | undefined, instant: Instant, level: string): DashaPeriod | null {
  if (periods === undefined) throw new DashaAnalysisError(`The dasha tree has no ${level} level`, level);
  return periods.find((period) => period.start <= instant && instant < period.end) ?? null;
}

/**
 * The periods of `DashaAnalysisInput` from a tree of at least three levels (`dashaTree(system, chart,
 * { levels: 3, from: now })` is enough: it keeps every period ending after `now`).
 * @param mahadashas the mahadashas with antardasha and pratyantardasha children
 * @param now ms UT
 * @param horizonMs length of the "coming" window after `now`, ms (default one Julian year)
 * @returns null when no mahadasha contains `now`
 * @throws DashaAnalysisError when the tree stops above the pratyantardasha level
 */
export function analysisPeriods(
  mahadashas: readonly DashaPeriod[],
  now: Instant,
  horizonMs: number = NEXT_YEAR_MS,
): AnalysisPeriods | null {
  const maha = containing(mahadashas, now, 'mahadasha');
  if (maha === null) return null;
  const antar = containing(maha.children, now, 'antardasha');
  const pratyantar = antar === null ? null : containing(antar.children, now, 'pratyantardasha');
  if (antar === null || pratyantar === null) return null;
  const mahaIndex = mahadashas.indexOf(maha);
  const nextMaha = mahadashas[mahaIndex + 1] ?? null;
  const siblings = maha.children ?? [];
  const nextAntar = siblings[siblings.indexOf(antar) + 1] ?? nextMaha?.children?.[0] ?? null;

  const inWindow = (period: DashaPeriod): boolean => period.start > now && period.start <= now + horizonMs;
  const coming: ComingPeriod[] = [];
  for (const m of mahadashas) {
    for (const a of m.children ?? []) {
      if (inWindow(a)) coming.push({ period: a, parentLord: m.lord });
      for (const p of a.children ?? []) if (inWindow(p)) coming.push({ period: p, parentLord: a.lord });
    }
  }
  coming.sort((x, y) => x.period.start - y.period.start || x.period.level - y.period.level);
  return { maha, antar, pratyantar, nextAntar, nextMaha, coming };
}
