/**
 * The upagrahas (BPHS ch. 3 v. 61–70; Kalidasa, Uttara Kalamrita ch. 4; P.V.R. Narasimha Rao, "Vedic Astrology:
 * An Integrated Approach", ch. 5). SIDEREAL longitudes in degrees [0, 360).
 *
 * The dhuma group, from the Sun's longitude at birth (BPHS ch. 3 v. 61–64): dhuma = Sun + 133°20′; vyatipata =
 * 360° − dhuma; parivesha = vyatipata + 180°; indrachapa = 360° − parivesha; upaketu = indrachapa + 16°40′ (which
 * is Sun − 30°).
 *
 * The upagrahas of the parts of the day (BPHS ch. 3 v. 65–70): the day (sunrise to sunset) of a birth by day, or
 * the night (sunset to the next sunrise) of a birth by night, is cut into eight equal parts. By day the first part
 * is ruled by the weekday's lord and the next ones by the following weekday lords (Sun, Moon, Mars, Mercury,
 * Jupiter, Venus, Saturn, then the Sun again); by night the first by the fifth lord from the weekday's lord. One
 * part has no lord: the eighth (BPHS ch. 3 v. 66–67, and the common yamaganda and gulika kaal tables, which are
 * Jupiter's and Saturn's parts: yamaganda on Friday is the 7th part of the day, on Saturday the 6th), or, as
 * PyJHora's tables have it, the part after Saturn's (`LORDLESS_PARTS`). Kaala is the lagna rising at the middle of the Sun's part, mrityu of Mars's, artha prahara of Mercury's,
 * yama ghantaka of Jupiter's. Saturn's part gives two points, gulika and mandi: the lagna at its start and at its
 * middle, which of the two is called gulika being a convention (`GULIKA_CONVENTIONS`).
 */
import { WEEKDAY_LORDS } from '../../data/grahas.ts';
import { normalizeDegrees } from '../angles.ts';
import type { DayBounds } from '../day-periods.ts';
import type { Instant } from '../time.ts';

export const DHUMA_GROUP = ['dhuma', 'vyatipata', 'parivesha', 'indrachapa', 'upaketu'] as const;
export type DhumaGroupId = (typeof DHUMA_GROUP)[number];

/** The dhuma group from the Sun's sidereal longitude, degrees [0, 360). */
export function dhumaGroup(sun: number): Record<DhumaGroupId, number> {
  const dhuma = normalizeDegrees(sun + 133 + 20 / 60);
  const vyatipata = normalizeDegrees(360 - dhuma);
  const parivesha = normalizeDegrees(vyatipata + 180);
  const indrachapa = normalizeDegrees(360 - parivesha);
  return { dhuma, vyatipata, parivesha, indrachapa, upaketu: normalizeDegrees(indrachapa + 16 + 40 / 60) };
}

/**
 * Which point of Saturn's part each of gulika and mandi is:
 * - `gulika-start`: gulika at the start, mandi at the middle (BPHS ch. 3 v. 68 as K.S. Charak reads it, PyJHora);
 * - `gulika-middle`: gulika at the middle, mandi at the start (Narasimha Rao's book, as PyJHora's notes report it).
 */
export const GULIKA_CONVENTIONS = ['gulika-start', 'gulika-middle'] as const;
export type GulikaConvention = (typeof GULIKA_CONVENTIONS)[number];

export const PART_UPAGRAHAS = ['kaala', 'mrityu', 'arthaPrahara', 'yamaGhantaka', 'gulika', 'mandi'] as const;
export type PartUpagrahaId = (typeof PART_UPAGRAHAS)[number];

/** The lord of each part upagraha's part, and where in the part it rises under each gulika convention. */
const PART_OF = {
  kaala: { lord: 'sun', at: { 'gulika-start': 'middle', 'gulika-middle': 'middle' } },
  mrityu: { lord: 'mars', at: { 'gulika-start': 'middle', 'gulika-middle': 'middle' } },
  arthaPrahara: { lord: 'mercury', at: { 'gulika-start': 'middle', 'gulika-middle': 'middle' } },
  yamaGhantaka: { lord: 'jupiter', at: { 'gulika-start': 'middle', 'gulika-middle': 'middle' } },
  gulika: { lord: 'saturn', at: { 'gulika-start': 'start', 'gulika-middle': 'middle' } },
  mandi: { lord: 'saturn', at: { 'gulika-start': 'middle', 'gulika-middle': 'start' } },
} as const satisfies Record<PartUpagrahaId, { lord: (typeof WEEKDAY_LORDS)[number]; at: Record<GulikaConvention, 'start' | 'middle'> }>;

/**
 * Which of the eight parts has no lord: `eighth` (BPHS ch. 3 v. 66–67; default) or `after-saturn` (the part that
 * follows Saturn's, the lords running Sun … Saturn, none, Sun …: PyJHora's `day_rulers` and `night_rulers`).
 */
export const LORDLESS_PARTS = ['eighth', 'after-saturn'] as const;
export type LordlessPart = (typeof LORDLESS_PARTS)[number];

/**
 * The part (0-based, 0–7) ruled by `lord` in the day or the night of a weekday (0 = Sunday).
 */
export function partOfLord(lord: (typeof WEEKDAY_LORDS)[number], weekday: number, byNight: boolean, lordless: LordlessPart): number {
  const first = (weekday + (byNight ? 4 : 0)) % 7;
  const slots = lordless === 'eighth' ? 7 : 8;
  return (WEEKDAY_LORDS.indexOf(lord) - first + slots) % slots;
}

/**
 * The instants at which the part upagrahas rise for a birth at `instant` in the Vedic day `day`: the lagna at
 * each of these instants is the upagraha's longitude.
 */
export function partUpagrahaInstants(
  day: DayBounds,
  instant: Instant,
  convention: GulikaConvention,
  lordless: LordlessPart,
): Record<PartUpagrahaId, Instant> {
  const byNight = instant >= day.sunset;
  const start = byNight ? day.sunset : day.sunrise;
  const eighth = ((byNight ? day.nextSunrise : day.sunset) - start) / 8;
  const at = (id: PartUpagrahaId) => {
    const part = partOfLord(PART_OF[id].lord, day.weekday, byNight, lordless);
    return start + eighth * (part + (PART_OF[id].at[convention] === 'middle' ? 0.5 : 0));
  };
  return { kaala: at('kaala'), mrityu: at('mrityu'), arthaPrahara: at('arthaPrahara'), yamaGhantaka: at('yamaGhantaka'), gulika: at('gulika'), mandi: at('mandi') };
}
