/**
 * Firdaria (Persian fardār): the periods of life ruled in turn by the seven planets and the Moon's nodes, 75 years
 * in all, each planet's period cut into seven equal sub-periods (Abu Ma'shar, On the Revolutions of the Years of
 * Nativities; Guido Bonatti, Liber astronomiae, tr. 9).
 *
 * - Day births (the Sun above the horizon, `chart.ts` sect) begin with the Sun: Sun 10 years, Venus 8, Mercury 13,
 *   Moon 9, Saturn 11, Jupiter 12, Mars 7, then the North Node 3 and the South Node 2.
 * - Night births begin with the Moon: Moon 9, Saturn 11, Jupiter 12, Mars 7, then (`nodes`) either
 *   `after-mars` the North Node 3 and the South Node 2 followed by Sun 10, Venus 8, Mercury 13 (the order Abu
 *   Ma'shar and Bonatti give), or `end` the Sun, Venus and Mercury first and the nodes last, as for a day birth
 *   (the order many modern programs use).
 * - Sub-periods: a planet's period divided into seven equal parts, ruled by the period's lord and then the
 *   planets following it in the day order Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars (cyclically). The
 *   nodes' periods have none.
 * - Years are mean tropical years of 365.24219 days (`progressions.ts`), counted from the birth instant.
 */
import { type Instant, MS_PER_DAY } from '../time.ts';
import { TROPICAL_YEAR_DAYS } from './progressions.ts';

export const FIRDARIA_NODE_PLACEMENTS = ['after-mars', 'end'] as const;
export type FirdariaNodePlacement = (typeof FIRDARIA_NODE_PLACEMENTS)[number];

export const FIRDARIA_LORDS = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'north-node', 'south-node'] as const;
export type FirdariaLord = (typeof FIRDARIA_LORDS)[number];

/** Years of each lord's period (Abu Ma'shar). */
export const FIRDARIA_YEARS: Readonly<Record<FirdariaLord, number>> = {
  sun: 10, venus: 8, mercury: 13, moon: 9, saturn: 11, jupiter: 12, mars: 7, 'north-node': 3, 'south-node': 2,
};

/** The seven planets in the order of the day sequence, which the sub-periods follow cyclically. */
const PLANET_ORDER: readonly FirdariaLord[] = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'];

/** The order of the periods for a day or night birth under a node placement. */
export function firdariaSequence(sect: 'day' | 'night', nodes: FirdariaNodePlacement): readonly FirdariaLord[] {
  if (sect === 'day') return ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'north-node', 'south-node'];
  return nodes === 'after-mars'
    ? ['moon', 'saturn', 'jupiter', 'mars', 'north-node', 'south-node', 'sun', 'venus', 'mercury']
    : ['moon', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'north-node', 'south-node'];
}

export interface FirdariaSubPeriod {
  readonly lord: FirdariaLord;
  readonly start: Instant;
  readonly end: Instant;
}

export interface FirdariaPeriod extends FirdariaSubPeriod {
  readonly years: number;
  /** Seven for a planet, none for a node. */
  readonly subPeriods: readonly FirdariaSubPeriod[];
}

const YEAR_MS = TROPICAL_YEAR_DAYS * MS_PER_DAY;

/** The nine periods of the 75 years from `birth` (ms), with their sub-periods. */
export function firdaria(birth: Instant, sect: 'day' | 'night', nodes: FirdariaNodePlacement): FirdariaPeriod[] {
  let years = 0;
  return firdariaSequence(sect, nodes).map((lord): FirdariaPeriod => {
    const start = birth + years * YEAR_MS;
    years += FIRDARIA_YEARS[lord];
    const end = birth + years * YEAR_MS;
    const first = PLANET_ORDER.indexOf(lord);
    const subPeriods =
      first < 0
        ? []
        : PLANET_ORDER.map((_, k) => ({
            lord: PLANET_ORDER[(first + k) % 7]!,
            start: Math.round(start + ((end - start) * k) / 7),
            end: Math.round(start + ((end - start) * (k + 1)) / 7),
          }));
    return { lord, years: FIRDARIA_YEARS[lord], start: Math.round(start), end: Math.round(end), subPeriods };
  });
}
