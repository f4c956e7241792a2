/**
 * Varjyam (tyajyam, vish-ghati) and amrit kaal (amrita ghatika) start points for each nakshatra.
 *
 * Unit: ghatis of a 60-ghati nakshatra. The nakshatra's actual duration (start → end, root-found from the
 * Moon's longitude) is divided into 60 equal ghatis; a window starts `startGhati` ghatis after the nakshatra
 * starts and lasts `WINDOW_GHATIS` = 4 ghatis (1/15 of the nakshatra). A window can run past the end of its
 * nakshatra into the next one, and a civil day can hold windows of two nakshatras.
 *
 * Sources (see /work/shared/reference/jyotish-definitions.md, "Varjyam and amrita gadiya"):
 * - PyJHora `const.amrita_gadiya_varjyam_star_map` (values in 24ths of a nakshatra, ×2.5 = ghatis of 60),
 *   used by `drik.varjyam()` / `drik.amrita_gadiya()`; duration 1.6/24 of the nakshatra = 4 ghatis.
 * - The varjyam values match the vish-ghati table at https://jyotishkishore.blogspot.com/2018/01/blog-post_17.html
 *   (which does not list Dhanishta) and the 4-ghati length at
 *   https://teluguone.com/toneastrology/astrologysingle.php?catid=480&pcat=466.
 * - Mula has two varjyam windows (20 and 56).
 * - Naming: this "amrit kaal" is drikpanchang's "Amrit Kalam" (nakshatra based), not PyJHora's
 *   `amrit_kaalam()`, which returns the Amrit choghadiya slots.
 */
import type { NakshatraId } from './nakshatras.ts';

/** Length of a varjyam or amrit kaal window, in ghatis of a 60-ghati nakshatra. */
export const WINDOW_GHATIS = 4;
/** Ghatis in one nakshatra for these tables. */
export const GHATIS_PER_NAKSHATRA = 60;

export const NAKSHATRA_GHATI_TABLE = [
  { nakshatra: 'ashwini', varjyamStartGhatis: [50], amritStartGhati: 42 },
  { nakshatra: 'bharani', varjyamStartGhatis: [24], amritStartGhati: 48 },
  { nakshatra: 'krittika', varjyamStartGhatis: [30], amritStartGhati: 54 },
  { nakshatra: 'rohini', varjyamStartGhatis: [40], amritStartGhati: 52 },
  { nakshatra: 'mrigashira', varjyamStartGhatis: [14], amritStartGhati: 38 },
  { nakshatra: 'ardra', varjyamStartGhatis: [21], amritStartGhati: 35 },
  { nakshatra: 'punarvasu', varjyamStartGhatis: [30], amritStartGhati: 54 },
  { nakshatra: 'pushya', varjyamStartGhatis: [20], amritStartGhati: 44 },
  { nakshatra: 'ashlesha', varjyamStartGhatis: [32], amritStartGhati: 56 },
  { nakshatra: 'magha', varjyamStartGhatis: [30], amritStartGhati: 54 },
  { nakshatra: 'purva-phalguni', varjyamStartGhatis: [20], amritStartGhati: 44 },
  { nakshatra: 'uttara-phalguni', varjyamStartGhatis: [18], amritStartGhati: 42 },
  { nakshatra: 'hasta', varjyamStartGhatis: [21], amritStartGhati: 45 },
  { nakshatra: 'chitra', varjyamStartGhatis: [20], amritStartGhati: 44 },
  { nakshatra: 'swati', varjyamStartGhatis: [14], amritStartGhati: 38 },
  { nakshatra: 'vishakha', varjyamStartGhatis: [14], amritStartGhati: 38 },
  { nakshatra: 'anuradha', varjyamStartGhatis: [10], amritStartGhati: 34 },
  { nakshatra: 'jyeshtha', varjyamStartGhatis: [14], amritStartGhati: 38 },
  { nakshatra: 'mula', varjyamStartGhatis: [20, 56], amritStartGhati: 44 },
  { nakshatra: 'purva-ashadha', varjyamStartGhatis: [24], amritStartGhati: 48 },
  { nakshatra: 'uttara-ashadha', varjyamStartGhatis: [20], amritStartGhati: 44 },
  { nakshatra: 'shravana', varjyamStartGhatis: [10], amritStartGhati: 34 },
  { nakshatra: 'dhanishta', varjyamStartGhatis: [10], amritStartGhati: 34 },
  { nakshatra: 'shatabhisha', varjyamStartGhatis: [18], amritStartGhati: 42 },
  { nakshatra: 'purva-bhadrapada', varjyamStartGhatis: [16], amritStartGhati: 40 },
  { nakshatra: 'uttara-bhadrapada', varjyamStartGhatis: [24], amritStartGhati: 48 },
  { nakshatra: 'revati', varjyamStartGhatis: [30], amritStartGhati: 54 },
] as const satisfies readonly {
  nakshatra: NakshatraId;
  varjyamStartGhatis: readonly number[];
  amritStartGhati: number;
}[];

export type NakshatraGhatiEntry = (typeof NAKSHATRA_GHATI_TABLE)[number];

/** The varjyam and amrit kaal start ghatis of a nakshatra. */
export function ghatiEntryOf(nakshatra: NakshatraId): NakshatraGhatiEntry {
  return NAKSHATRA_GHATI_TABLE.find((entry) => entry.nakshatra === nakshatra) as NakshatraGhatiEntry;
}
