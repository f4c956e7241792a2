/**
 * Dashas of a birth chart: the summary of a system for the chart, the period tree to a chosen depth (optionally
 * only around a window of time), the sub-periods of any period on demand, and the chain of periods running at an
 * instant. Systems and their rules are the records of `data/dashas.ts`; nakshatra dashas are built by
 * `nakshatra-dasha.ts`, the graha dashas (Naisargika, Karaka, …) by `graha-dasha.ts`, Char dasha by `char.ts`, Narayana dasha by `narayana.ts`, Shoola dasha by `shoola.ts`, Drig dasha by `drig.ts`,
 * the sign dashas of `sign-plans.ts` (Brahma … Raashiyanka) from their plans (`sign-plan.ts`), Niryana Shoola
 * dasha by `niryana-shoola.ts`, Sudasa by `sudasa.ts`, Kalachakra dasha by `kalachakra.ts` and Sthira dasha by
 * `sthira.ts`; Kaala and Buddhi Gathi by `kaala.ts` and `buddhi-gathi.ts` (through `graha-dasha.ts`), Chakra and Varnada
 * by `chakra.ts` and `varnada.ts` (through `sign-plans.ts`).
 */
import {
  DEFAULT_DASHA_BALANCE_ID, DEFAULT_DASHA_DIGNITY_ID, DEFAULT_DASHA_YEAR_ID, dashaMethodsOf, dashaSystemById, dashaYearById, isDashaSystemId, type DashaSystemId,
  type NakshatraDashaSystem,
} from '../../data/dashas.ts';
import { signByNumber } from '../../data/signs.ts';
import { normalizeDegrees } from '../angles.ts';
import { AstroError } from '../errors.ts';
import type { Instant } from '../time.ts';
import { isApplicable } from './applicability.ts';
import { charDashaScheme } from './char.ts';
import { aayuMethod, grahaDashaScheme } from './graha-dasha.ts';
import { nakshatraDashaScheme } from './nakshatra-dasha.ts';
import { clockBalanceStartDeg } from './part-balance.ts';
import { drigDashaScheme } from './drig.ts';
import { narayanaDashaScheme } from './narayana.ts';
import { SHOOLA_YEARS, shoolaDashaScheme } from './shoola.ts';
import { chainAt, expandTree, type DashaScheme } from './periods.ts';
import { ayurdaya } from './ayurdaya.ts';
import { signPlanScheme } from './sign-plan.ts';
import { isSignPlanSystem, SIGN_PLAN_BUILDERS } from './sign-plans.ts';
import { niryanaShoolaScheme } from './niryana-shoola.ts';
import { sudasaScheme } from './sudasa.ts';
import { kalachakraScheme, kalachakraYears } from './kalachakra.ts';
import { kalachakraBookScheme } from './kalachakra-parashara.ts';
import { sthiraScheme } from './sthira.ts';
import { birthDayPart } from './day-part.ts';
import {
  MAX_DASHA_LEVEL, type DashaBalance, type DashaChart, type DashaLevel, type DashaOptions, type DashaPeriod,
  type DashaSystemSummary, type DashaTree, type DashaTreeOptions,
} from './types.ts';

/** A dasha system name that is not one of `DASHA_SYSTEMS`. */
export class UnknownDashaSystemError extends AstroError<string> {
  readonly code = 'UNKNOWN_DASHA_SYSTEM';

  constructor(value: string) {
    super(`Unknown dasha system "${value}"`, value);
  }
}

/**
 * The system id of a name given at a boundary (case-insensitive; spaces and underscores read as hyphens, so
 * "Chaturashiti Sama" finds `chaturashiti-sama`).
 * @throws UnknownDashaSystemError when the name is not a system
 */
export function parseDashaSystemId(name: string): DashaSystemId {
  const id = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (!isDashaSystemId(id)) throw new UnknownDashaSystemError(name);
  return id;
}

/**
 * The angle a nakshatra dasha counts from, degrees [0, 360): the Moon's sidereal longitude (the birth star); for a
 * yoga dasha the sidereal Sun + Moon (the birth yoga, 13°20′ each); for a tithi or karana dasha Moon − Sun (the birth
 * tithi, 12° each, or karana, 6° each).
 */
export function nakshatraDashaStartDeg(system: NakshatraDashaSystem, chart: DashaChart): number {
  if (!('startPoint' in system)) return chart.moonSiderealDeg;
  const sun = chart.planets.sun.siderealDeg;
  return normalizeDegrees(system.startPoint === 'yoga' ? sun + chart.moonSiderealDeg : chart.moonSiderealDeg - sun);
}

/** The systems that read the part of the day or night of birth (`day-part.ts`), which their summary states. */
const DAY_READING_SYSTEMS: ReadonlySet<DashaSystemId> = new Set(['kaala', 'chakra', 'varnada']);

interface PreparedScheme {
  readonly scheme: DashaScheme;
  readonly summary: DashaSystemSummary;
}

/** The schemes prepared so far, by chart, then by the system and the options that shape a scheme. */
const preparedSchemes = new WeakMap<DashaChart, Map<string, PreparedScheme>>();

/**
 * The scheme and summary of a system for a chart, built once per chart object and options: a dasha report asks for
 * the tree and then for the periods running now, and a sign dasha's scheme (its years, its signs' strengths) is
 * most of the work.
 */
function prepare(systemId: DashaSystemId, chart: DashaChart, options: DashaOptions): PreparedScheme {
  const key = `${systemId} ${options.year ?? ''} ${options.dignities ?? ''} ${options.method ?? ''} ${options.balance ?? ''}`;
  let byOptions = preparedSchemes.get(chart);
  if (byOptions === undefined) preparedSchemes.set(chart, (byOptions = new Map()));
  let found = byOptions.get(key);
  if (found === undefined) byOptions.set(key, (found = prepareScheme(systemId, chart, options)));
  return found;
}

function prepareScheme(systemId: DashaSystemId, chart: DashaChart, options: DashaOptions): PreparedScheme {
  const system = dashaSystemById(systemId);
  const year = dashaYearById(options.year ?? DEFAULT_DASHA_YEAR_ID);
  const dignities = options.dignities ?? DEFAULT_DASHA_DIGNITY_ID;
  const methods = dashaMethodsOf(systemId);
  const method = methods.length === 0 ? null : (methods.find((m) => m.id === options.method) ?? methods[0]!).id;
  let built: DashaScheme & { readonly balance: DashaBalance };
  let cycleYears: number;
  const balanceBy = system.kind === 'nakshatra' ? (options.balance ?? DEFAULT_DASHA_BALANCE_ID) : null;
  let kalachakra: DashaSystemSummary['kalachakra'] = null;
  if (system.kind === 'nakshatra') {
    const startDeg = balanceBy === 'clock'
      ? clockBalanceStartDeg('startPoint' in system ? system.startPoint : 'nakshatra', chart)
      : nakshatraDashaStartDeg(system, chart);
    built = nakshatraDashaScheme(system, chart.birth, startDeg, year.days);
    cycleYears = system.totalYears;
  } else if (system.kind === 'graha') {
    const graha = grahaDashaScheme(system, chart, year.days, method);
    built = graha;
    cycleYears = graha.cycleYears;
  } else if (isSignPlanSystem(system.id)) {
    const planned = signPlanScheme(chart, SIGN_PLAN_BUILDERS[system.id](chart, dignities, method), year.days);
    built = planned;
    cycleYears = planned.cycleYears;
  } else if (system.id === 'drig') {
    const drig = drigDashaScheme(chart, year.days, dignities);
    built = drig;
    cycleYears = drig.signs.reduce((sum, entry) => sum + entry.years, 0);
  } else if (system.id === 'shoola') {
    built = shoolaDashaScheme(chart, year.days, dignities);
    cycleYears = 12 * SHOOLA_YEARS;
  } else if (system.id === 'narayana') {
    const narayana = narayanaDashaScheme(chart, year.days, dignities);
    built = narayana;
    cycleYears = narayana.plan.signs.reduce((sum, entry) => sum + entry.years, 0);
  } else if (system.id === 'niryana-shoola') {
    const niryana = niryanaShoolaScheme(chart, year.days, dignities);
    built = niryana;
    cycleYears = niryana.plan.signs.reduce((sum, entry) => sum + entry.years, 0);
  } else if (system.id === 'sudasa') {
    const sudasa = sudasaScheme(chart, year.days, dignities);
    built = sudasa;
    cycleYears = sudasa.plan.signs.reduce((sum, entry) => sum + entry.years, 0);
  } else if (system.id === 'kalachakra') {
    const book = method === 'raghavacharya' ? null : kalachakraBookScheme(chart, year.days);
    if (book !== null) {
      built = book;
      cycleYears = book.plan.dashas.reduce((sum, entry) => sum + entry.years, 0);
      const { birthPada, paramayush, padaElapsed, deha, jeeva } = book.plan;
      kalachakra = {
        nakshatra: birthPada.nakshatra, pada: birthPada.pada, group: birthPada.group, direction: birthPada.direction,
        deha: signByNumber(deha)!.id, jeeva: signByNumber(jeeva)!.id, paramayush, padaElapsed,
      };
    } else {
      const scheme = kalachakraScheme(chart, year.days);
      built = scheme;
      cycleYears = scheme.plan.dashas.reduce((sum, entry) => sum + entry.years, 0);
      const birthPada = scheme.plan.birthPada;
      kalachakra = {
        nakshatra: birthPada.nakshatra, pada: birthPada.pada, group: birthPada.group, direction: birthPada.direction,
        deha: signByNumber(birthPada.deha)!.id, jeeva: signByNumber(birthPada.jeeva)!.id,
        paramayush: birthPada.cycle.reduce((sum, sign) => sum + kalachakraYears(sign), 0),
        padaElapsed: 1 - scheme.plan.firstFractionLeft,
      };
    }
  } else if (system.id === 'sthira') {
    const sthira = sthiraScheme(chart, year.days, dignities);
    built = sthira;
    cycleYears = sthira.signs.reduce((sum, entry) => sum + entry.years, 0);
  } else {
    const char = charDashaScheme(chart, year.days, method === 'kn-rao-lagna-order' ? 'lagna-order' : 'rotating', dignities);
    built = char;
    cycleYears = char.plan.signs.reduce((sum, entry) => sum + entry.years, 0);
  }
  const applicability = system.applicability;
  const birthDay = DAY_READING_SYSTEMS.has(system.id) ? birthDayPart(chart) : null;
  const summary: DashaSystemSummary = {
    id: system.id,
    name: system.en,
    variant: system.kind === 'sign' ? system.variant.en : null,
    method,
    dignities: system.kind === 'sign' ? dignities : null,
    year: { id: year.id, days: year.days },
    balanceBy,
    applicable: applicability === null ? true : isApplicable(applicability.id, chart),
    condition: applicability === null ? null : applicability.condition.en,
    startRule: system.startRule.en,
    cycleYears,
    cycles: system.cycles,
    balance: built.balance,
    kalachakra,
    birthDay,
    ayurdaya: system.id === 'aayu' ? ayurdaya(chart, aayuMethod(method)) : null,
  };
  return { scheme: built, summary };
}

/** What the service should state about a system applied to a chart (applicability, year, balance). */
export function dashaSummary(system: DashaSystemId, chart: DashaChart, options: DashaOptions = {}): DashaSystemSummary {
  return prepare(system, chart, options).summary;
}

/**
 * The periods of a system down to `options.levels`. With `from`/`to`, only periods overlapping [from, to) are
 * kept at every level (so a 5-level tree around "now" stays small); without them the whole span is built
 * (Vimshottari: 9 mahadashas, 81 antardashas, 729 pratyantardashas at 3 levels).
 */
export function dashaTree(system: DashaSystemId, chart: DashaChart, options: DashaTreeOptions): DashaTree {
  const { scheme, summary } = prepare(system, chart, options);
  const periods = expandTree(scheme, options.levels, options.from ?? -Infinity, options.to ?? Infinity);
  return { ...summary, levels: options.levels, periods };
}

/** The sub-periods (one level deeper) of a period of this system and chart; [] below the prana level. */
export function subPeriods(
  system: DashaSystemId,
  chart: DashaChart,
  period: DashaPeriod,
  options: DashaOptions = {},
): readonly DashaPeriod[] {
  if (period.level >= MAX_DASHA_LEVEL) return [];
  return prepare(system, chart, options).scheme.childrenOf(period);
}

/**
 * The chain mahadasha, antardasha, pratyantardasha, sookshma, prana (the first `levels` of them) running at
 * `instant`; null when the instant is outside the span of the mahadashas (before the first starts or at or after
 * the last ends).
 */
export function currentPeriods(
  system: DashaSystemId,
  chart: DashaChart,
  instant: Instant,
  levels: DashaLevel,
  options: DashaOptions = {},
): readonly DashaPeriod[] | null {
  return chainAt(prepare(system, chart, options).scheme, instant, levels);
}
