/**
 * The muhurta vetoes that hold for every place at once: intervals of the Sun, the Moon and two planets, solved
 * once per range and shared by every city and activity. Each kind is defined in data/muhurta-activities.ts
 * (`MUHURTA_VETOES`, with its sources); here they are solved:
 *
 * - bhadra, vyatipata, vaidhriti: the occurrences of the Vishti karana and of yogas 17 and 27 (elements.ts, exact
 *   boundaries).
 * - panchaka: the Moon's passages through sidereal 300°–360° (elements.ts `panchakIntervals`).
 * - kharmas: the Sun's occurrences in sidereal Dhanu (9) and Meena (12), sankranti to sankranti.
 * - adhika-masa: the amanta months that hold no sankranti (calendar.ts `amantaMonthAt`), new moon to new moon.
 * - chaturmas: from the START of the Shukla Ekadashi tithi of the nija (non-adhika) amanta Ashadha to the END of
 *   the Shukla Ekadashi tithi of the next nija amanta Kartika. Both Ekadashis are inside the veto, so the first
 *   instant free of it is the start of Kartika Shukla Dwadashi.
 * - jupiter-combust, venus-combust: the planet's apparent tropical longitude within the orb of the Sun's
 *   (`COMBUSTION_ORBS`: the separation is the same in every zodiac, so no ayanamsha enters). The separation is
 *   sampled on a fixed grid of `COMBUSTION_STEP_MS` counted from 1970 (so every range finds the same instants)
 *   and each entry and exit is solved between two samples with the shared root finder (search.ts `findRoot`)
 *   to `COMBUSTION_TOLERANCE_MS`. Venus's retrograde orb applies while its speed in longitude is negative; its
 *   stations fall near 28° from the Sun, far outside both orbs, so the orb never changes inside a bracket.
 *
 * Every interval is returned whole: it may begin before the range asked for and end after it.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import type { TimeWindow } from '../day-periods.ts';
import { InvalidTimeRangeError } from '../errors.ts';
import { bodyLongitude, bodySpeed, sunLongitude } from '../positions.ts';
import { signedDegrees } from '../angles.ts';
import { findRoot } from '../search.ts';
import { type Instant, MS_PER_DAY, MS_PER_HOUR } from '../time.ts';
import { amantaMonthAt, type AmantaMonth } from '../panchanga/calendar.ts';
import { type ElementOccurrence, occurrences, panchakIntervals } from '../panchanga/elements.ts';
import { karanaOfHalfTithi } from '../../data/karanas.ts';
import { COMBUSTION_ORBS, MUHURTA_VETO_KINDS, type CombustionOrb, type MuhurtaVetoKind } from '../../data/muhurta-activities.ts';

/** One veto holding over [start, end). */
export interface VetoInterval {
  readonly kind: MuhurtaVetoKind;
  /** Instant the veto begins (ms, UT); may precede the range asked for. */
  readonly start: Instant;
  /** Instant it ends (ms, UT), exclusive; may follow the range asked for. */
  readonly end: Instant;
}

/**
 * Sampling step of the combustion search: one day. The shortest combustion, Venus retrograde, lasts about ten
 * days (2 × 8° at a relative motion of at most 1.7°/day), so no interval falls between two samples and each
 * bracket holds one boundary.
 */
export const COMBUSTION_STEP_MS = MS_PER_DAY;

/** Precision of the combustion boundaries: one second (the separation changes by under 0.00002° in it). */
export const COMBUSTION_TOLERANCE_MS = 1000;

/** How far to look beyond the range for the ends of a combustion: Jupiter's lasts about 30 days, Venus's up to 90. */
const COMBUSTION_LIMIT_MS = 120 * MS_PER_DAY;

/** Yogas vetoed whole: 17 Vyatipata and 27 Vaidhriti (data/yogas.ts numbers). */
const VETOED_YOGAS = [
  { yoga: 17, kind: 'vyatipata' },
  { yoga: 27, kind: 'vaidhriti' },
] as const satisfies readonly { yoga: number; kind: MuhurtaVetoKind }[];

/** Sidereal signs of the Sun that make kharmas: 9 Dhanu (Sagittarius) and 12 Meena (Pisces). */
const KHARMAS_SUN_SIGNS: readonly number[] = [9, 12];

/** Amanta month numbers (1 = Chaitra) that open and close chaturmas: 4 Ashadha, 8 Kartika. */
const ASHADHA = 4;
const KARTIKA = 8;
/** Tithi of Devshayani and Prabodhini Ekadashi: Shukla Ekadashi, 11. */
const SHUKLA_EKADASHI = 11;
/** Chaturmas lasts about 118 days (148 with an adhika month inside): how far before and after the range to look. */
const CHATURMAS_REACH_MS = 160 * MS_PER_DAY;

function assertWindow(from: Instant, to: Instant): void {
  if (!(Number.isFinite(from) && Number.isFinite(to) && from < to)) {
    throw new InvalidTimeRangeError('the window must satisfy from < to with finite instants', { from, to });
  }
}

const overlaps = (interval: TimeWindow, from: Instant, to: Instant): boolean => interval.end > from && interval.start < to;

/** Absolute Sun–planet separation in apparent ecliptic longitude, degrees in [0, 180]. */
export function sunSeparationDeg(graha: CombustionOrb['graha'], instant: Instant): number {
  return Math.abs(signedDegrees(bodyLongitude(graha, instant) - sunLongitude(instant)));
}

/** The orb (degrees) that applies to the planet at `instant`: retrograde when its speed in longitude is negative. */
export function combustionOrbDeg(orb: CombustionOrb, instant: Instant): number {
  if (orb.retrogradeDeg === orb.directDeg) return orb.directDeg;
  return bodySpeed(orb.graha, instant) < 0 ? orb.retrogradeDeg : orb.directDeg;
}

/** True when the planet is combust at `instant` by `orb`. */
export function isCombust(orb: CombustionOrb, instant: Instant): boolean {
  const separation = sunSeparationDeg(orb.graha, instant);
  if (separation >= Math.max(orb.directDeg, orb.retrogradeDeg)) return false;
  if (separation < Math.min(orb.directDeg, orb.retrogradeDeg)) return true;
  return separation < combustionOrbDeg(orb, instant);
}

/**
 * The intervals in which Jupiter or Venus is combust (module comment), each whole, overlapping [from, to), in
 * time order.
 * @param graha 'jupiter' or 'venus'
 * @param from range start (ms, UT), inclusive
 * @param to range end (ms, UT), exclusive
 */
export function combustionIntervals(graha: CombustionOrb['graha'], from: Instant, to: Instant): TimeWindow[] {
  assertWindow(from, to);
  const orb = COMBUSTION_ORBS.find((entry) => entry.graha === graha) as CombustionOrb;
  const step = COMBUSTION_STEP_MS;
  let first = Math.floor(from / step) * step;
  while (isCombust(orb, first) && from - first < COMBUSTION_LIMIT_MS) first -= step;
  let last = Math.ceil(to / step) * step;
  while (isCombust(orb, last) && last - to < COMBUSTION_LIMIT_MS) last += step;

  const boundary = (outside: Instant, inside: Instant): Instant => {
    const orbDeg = combustionOrbDeg(orb, inside);
    const g = (t: Instant) => sunSeparationDeg(graha, t) - orbDeg;
    const [a, b] = outside < inside ? [outside, inside] : [inside, outside];
    const root = findRoot(g, a, b, COMBUSTION_TOLERANCE_MS);
    if (root === null) throw new Error(`No ${graha} combustion boundary between ${a} and ${b}`);
    return root;
  };

  const found: TimeWindow[] = [];
  let previous = isCombust(orb, first);
  let start: Instant | null = previous ? first : null;
  for (let t = first + step; t <= last; t += step) {
    const now = isCombust(orb, t);
    if (now && !previous) start = boundary(t - step, t);
    if (!now && previous && start !== null) {
      found.push({ start, end: boundary(t, t - step) });
      start = null;
    }
    previous = now;
  }
  if (start !== null) found.push({ start, end: last });
  return found.filter((interval) => overlaps(interval, from, to));
}

/**
 * The kharmas intervals (the Sun sidereal in Dhanu or Meena, sankranti to sankranti) overlapping [from, to).
 * @param ayanamshaId the sidereal zodiac of the Sun's sign (true ayanamsha)
 */
export function kharmasIntervals(from: Instant, to: Instant, ayanamshaId: AyanamshaId): TimeWindow[] {
  assertWindow(from, to);
  return occurrences('sunSign', from, to, { ayanamshaId })
    .filter((occurrence) => KHARMAS_SUN_SIGNS.includes(occurrence.index))
    .map(({ start, end }) => ({ start, end }));
}

/**
 * How far into the next month the walk over months steps: one hour. (At the exact instant of a new moon the
 * elongation can read just under 360°, and `amantaMonthAt` then answers the month before; an hour in, it is
 * about half a degree and unambiguous.)
 */
const MONTH_STEP_MS = MS_PER_HOUR;

/** The amanta months (new moon to new moon) overlapping [from, to), in time order. */
export function amantaMonthsBetween(from: Instant, to: Instant, ayanamshaId: AyanamshaId): AmantaMonth[] {
  assertWindow(from, to);
  const months: AmantaMonth[] = [];
  for (let month = amantaMonthAt(from, ayanamshaId); month.start < to; month = amantaMonthAt(month.end + MONTH_STEP_MS, ayanamshaId)) {
    months.push(month);
  }
  return months;
}

/** The adhika (intercalary) amanta months overlapping [from, to), new moon to new moon. */
export function adhikaMasaIntervals(from: Instant, to: Instant, ayanamshaId: AyanamshaId): TimeWindow[] {
  return amantaMonthsBetween(from, to, ayanamshaId)
    .filter((month) => month.isAdhika)
    .map(({ start, end }) => ({ start, end }));
}

/** The Shukla Ekadashi tithi of an amanta month (it falls 10 to 11 days after the opening new moon). */
function shuklaEkadashi(month: AmantaMonth, ayanamshaId: AyanamshaId): ElementOccurrence {
  const tithis = occurrences('tithi', month.start, month.start + 15 * MS_PER_DAY, { ayanamshaId });
  return tithis.find((tithi) => tithi.index === SHUKLA_EKADASHI) as ElementOccurrence;
}

/**
 * The chaturmas intervals overlapping [from, to): from the start of the nija Ashadha's Shukla Ekadashi
 * (Devshayani) to the end of the next nija Kartika's Shukla Ekadashi (Prabodhini).
 * @param ayanamshaId the sidereal zodiac that names the months (true ayanamsha)
 */
export function chaturmasIntervals(from: Instant, to: Instant, ayanamshaId: AyanamshaId): TimeWindow[] {
  assertWindow(from, to);
  const months = amantaMonthsBetween(from - CHATURMAS_REACH_MS, to + CHATURMAS_REACH_MS, ayanamshaId);
  const found: TimeWindow[] = [];
  months.forEach((month, i) => {
    if (month.number !== ASHADHA || month.isAdhika) return;
    const kartika = months.slice(i + 1).find((later) => later.number === KARTIKA && !later.isAdhika);
    if (kartika === undefined) return;
    found.push({ start: shuklaEkadashi(month, ayanamshaId).start, end: shuklaEkadashi(kartika, ayanamshaId).end });
  });
  return found.filter((interval) => overlaps(interval, from, to));
}

const KIND_ORDER: ReadonlyMap<MuhurtaVetoKind, number> = new Map(MUHURTA_VETO_KINDS.map((kind, i) => [kind, i]));

/** Vetoes in time order (start, then the order of `MUHURTA_VETO_KINDS`). */
export function sortVetoes(vetoes: VetoInterval[]): VetoInterval[] {
  return vetoes.sort((a, b) => a.start - b.start || (KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)!));
}

/**
 * The place-independent vetoes overlapping [from, to), built from element occurrences the caller already holds
 * (`karanas` and `yogas` must cover [from, to)); see `muhurtaVetoes`.
 */
export function skyVetoes(
  from: Instant,
  to: Instant,
  ayanamshaId: AyanamshaId,
  elements: { readonly karanas: readonly ElementOccurrence[]; readonly yogas: readonly ElementOccurrence[] },
): VetoInterval[] {
  assertWindow(from, to);
  const as = (kind: MuhurtaVetoKind) => (interval: TimeWindow): VetoInterval => ({ kind, start: interval.start, end: interval.end });
  const vetoes: VetoInterval[] = [
    ...elements.karanas.filter((karana) => karanaOfHalfTithi(karana.index)?.id === 'vishti').map(as('bhadra')),
    ...VETOED_YOGAS.flatMap(({ yoga, kind }) => elements.yogas.filter((occurrence) => occurrence.index === yoga).map(as(kind))),
    ...adhikaMasaIntervals(from, to, ayanamshaId).map(as('adhika-masa')),
    ...chaturmasIntervals(from, to, ayanamshaId).map(as('chaturmas')),
    ...kharmasIntervals(from, to, ayanamshaId).map(as('kharmas')),
    ...COMBUSTION_ORBS.flatMap((orb) => combustionIntervals(orb.graha, from, to).map(as(orb.veto))),
    ...panchakIntervals(from, to, ayanamshaId).filter((interval) => interval.index === 1).map(as('panchaka')),
  ];
  return sortVetoes(vetoes.filter((veto) => overlaps(veto, from, to)));
}

/**
 * Every place-independent veto (all kinds of `MUHURTA_VETOES` with scope `sky`: bhadra, vyatipata, vaidhriti,
 * adhika-masa, chaturmas, kharmas, jupiter-combust, venus-combust, panchaka) overlapping [from, to), each whole,
 * in time order. The same for every place: compute it once and reuse it across cities.
 * @param from range start (ms, UT), inclusive
 * @param to range end (ms, UT), exclusive; must exceed `from`
 * @param ayanamshaId sidereal zodiac of the Sun's and Moon's signs, yogas and month names (true ayanamsha)
 */
export function muhurtaVetoes(from: Instant, to: Instant, ayanamshaId: AyanamshaId): VetoInterval[] {
  assertWindow(from, to);
  return skyVetoes(from, to, ayanamshaId, {
    karanas: occurrences('karana', from, to, { ayanamshaId }),
    yogas: occurrences('yoga', from, to, { ayanamshaId }),
  });
}
