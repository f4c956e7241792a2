/**
 * Hand-built charts for rule tests (no astronomy): each position written as a sign and degrees, `'sg 15'`, with
 * ` R` for retrograde (`'cn 10 R'`; the nodes always are); or, for tests that move a few grahas, as sign and
 * degree numbers with every other graha in a slot of its own (`placementsBySlot`).
 */
import { GRAHA_IDS, type GrahaId, type Placements } from '../../astro/chart/placement.ts';

const SIGN_NUMBERS = { ar: 1, ta: 2, ge: 3, cn: 4, le: 5, vi: 6, li: 7, sc: 8, sg: 9, cp: 10, aq: 11, pi: 12 } as const;
type SignAbbreviation = keyof typeof SIGN_NUMBERS;
export type Where = `${SignAbbreviation} ${number}` | `${SignAbbreviation} ${number} R`;
export type ChartSpec = Record<'lagna' | GrahaId, Where>;

/** The sidereal longitude of a written position, degrees [0, 360). */
export function longitudeOf(where: Where): number {
  const [sign, degree] = where.split(' ') as [SignAbbreviation, string];
  return (SIGN_NUMBERS[sign] - 1) * 30 + Number(degree);
}

/**
 * `base` with `changes` applied, as Placements. With `ketuFollowsRahu`, a changed Rahu moves Ketu opposite it
 * unless Ketu is given too. Direct grahas move `directSpeedDegPerDay`, retrograde ones −0.05°/day; ecliptic
 * latitudes are 0 unless `latitudes` gives them (planetary war).
 */
export function placementsOf(
  base: ChartSpec,
  changes: Partial<ChartSpec>,
  options: { ketuFollowsRahu?: boolean; directSpeedDegPerDay?: number; latitudes?: Partial<Record<GrahaId, number>> } = {},
): Placements {
  const spec = { ...base, ...changes };
  if (options.ketuFollowsRahu && changes.rahu !== undefined && changes.ketu === undefined) {
    const ketu = (longitudeOf(changes.rahu) + 180) % 360;
    const signs = Object.keys(SIGN_NUMBERS) as SignAbbreviation[];
    spec.ketu = `${signs[Math.floor(ketu / 30)]!} ${ketu % 30}`;
  }
  const grahas = Object.fromEntries(
    GRAHA_IDS.map((graha) => {
      const where = spec[graha];
      const retrograde = where.endsWith(' R') || graha === 'rahu' || graha === 'ketu';
      return [graha, { longitude: longitudeOf(where), speedDegPerDay: retrograde ? -0.05 : (options.directSpeedDegPerDay ?? 1), latitude: options.latitudes?.[graha] ?? 0 }];
    }),
  ) as Placements['grahas'];
  return { lagnaLongitude: longitudeOf(spec.lagna), grahas };
}

/** The sidereal longitude of `degree` in sign `sign` (1 = Aries), degrees. */
export const at = (sign: number, degree: number): number => (sign - 1) * 30 + degree;

/** A graha's sign (1–12) and degree, and optionally its speed (°/day, default 1) and ecliptic latitude (default 0). */
export type SlotWhere = [sign: number, degree: number] | [sign: number, degree: number, speed: number, latitude: number];

/** Lagna at 0° of sign `lagna`; a graha not in `where` at 1° of its own slot (Sun Aries … Ketu Sagittarius). */
export function placementsBySlot(lagna: number, where: Partial<Record<GrahaId, SlotWhere>>): Placements {
  const grahas = Object.fromEntries(
    GRAHA_IDS.map((graha, index) => {
      const [sign, degree, speed, latitude] = where[graha] ?? [index + 1, 1];
      return [graha, { longitude: at(sign, degree), speedDegPerDay: speed ?? 1, latitude: latitude ?? 0 }];
    }),
  ) as Placements['grahas'];
  return { lagnaLongitude: at(lagna, 0), grahas };
}
