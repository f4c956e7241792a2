/**
 * Hand-built charts for rule tests (no astronomy): each position written as a sign and degrees, `'sg 15'`, with
 * ` R` for retrograde (`'cn 10 R'`; the nodes always are).
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
