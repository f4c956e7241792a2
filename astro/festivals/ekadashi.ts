/**
 * The Ekadashi fast: the day Smartas and Vaishnavas keep it, and the parana (the window to break it) the next
 * morning.
 *
 * Rules (as almanacs state them, e.g. the Ekadashi notes printed with drikpanchang's times by the Hindu Council of
 * Australia, December 2022; the Vaishnava rule from the Hari Bhakti Vilasa as commonly quoted):
 * - Smarta: the day at whose sunrise Ekadashi prevails. When two sunrises fall inside the Ekadashi (it "spans two
 *   days"), householders (Smartas) keep the first; the second, the "alternate" day, is the Vaishnava one. When no
 *   sunrise falls inside it (a kshaya Ekadashi), the fast is kept on the day it begins. When the Dwadashi that
 *   follows ends before the sunrise after the fast day (a kshaya Dwadashi, so the fast could not be broken in
 *   Dwadashi), Smartas fast on the day before, the day the Ekadashi began (Devutthana Ekadashi 2025 in Delhi:
 *   Ekadashi 1 November 09:11 to 2 November 07:31, Dwadashi ending 3 November 05:07; almanacs printed the fast
 *   on 1 November, the Vaishnava "Gauna" Ekadashi on 2 November).
 * - Vaishnava: an Ekadashi touched by Dashami at arunodaya (the 4 ghatikas, 96 minutes, before sunrise) is never
 *   kept: the fast is on the first day whose arunodaya and sunrise both lie inside the Ekadashi; when no day
 *   qualifies, it moves to the next day (Dwadashi).
 * - Parana: the day after the fast, after sunrise, within Dwadashi (unless Dwadashi ended before that sunrise),
 *   never during Hari Vasara (the first quarter of Dwadashi), preferably in pratahkal (the first three muhurtas of
 *   the day), never in madhyahna (muhurtas 7–9). The window given is from the later of sunrise and the end of
 *   Hari Vasara to the earlier of the end of Dwadashi and the end of pratahkal; when Hari Vasara outlasts
 *   pratahkal, from the later of its end and the end of madhyahna to the end of aparahna (muhurta 12) or of
 *   Dwadashi (Delhi, 2 November 2025: Hari Vasara to 12:55, parana printed 13:11 to 15:23); when Dwadashi has
 *   ended before sunrise, it is pratahkal.
 */
import type { DayBounds, TimeWindow } from '../day-periods.ts';

/** Arunodaya: four ghatikas (of 24 minutes) before sunrise. */
export const ARUNODAYA_MS = 96 * 60_000;

export interface EkadashiObservance {
  /** Indices into the days given. */
  readonly smarta: number;
  readonly vaishnava: number;
  /** No sunrise falls inside the Ekadashi. */
  readonly kshaya: boolean;
  /** Two sunrises fall inside it. */
  readonly spansTwoSunrises: boolean;
  /** The Smarta fast moved to the day before because the Dwadashi ends before the sunrise after the Ekadashi's. */
  readonly dwadashiKshaya: boolean;
  /** The window to break each fast, the morning after it. */
  readonly parana: { readonly smarta: TimeWindow; readonly vaishnava: TimeWindow };
}

/** Pratahkal: the first three of the fifteen muhurtas of the daytime. */
function pratahkal(bounds: DayBounds): TimeWindow {
  return { start: bounds.sunrise, end: bounds.sunrise + ((bounds.sunset - bounds.sunrise) * 3) / 15 };
}

/** The parana window on `day` (the day after a fast) for a Dwadashi occurrence, by the rule above. */
export function paranaWindow(day: DayBounds, dwadashi: TimeWindow): TimeWindow {
  const morning = pratahkal(day);
  if (dwadashi.end <= day.sunrise) return morning;
  const hariVasaraEnd = dwadashi.start + (dwadashi.end - dwadashi.start) / 4;
  if (hariVasaraEnd < morning.end) return { start: Math.max(day.sunrise, hariVasaraEnd), end: Math.min(dwadashi.end, morning.end) };
  const muhurta = (day.sunset - day.sunrise) / 15;
  const start = Math.max(hariVasaraEnd, day.sunrise + 9 * muhurta);
  return { start, end: Math.max(start, Math.min(dwadashi.end, day.sunrise + 12 * muhurta)) };
}

/**
 * The fast days and paranas of one Ekadashi. `days` are consecutive Vedic days from the one in which the
 * Ekadashi begins to at least two days after it ends (for the parana); `dwadashi` is the Dwadashi that follows it.
 */
export function ekadashiObservance(ekadashi: TimeWindow, dwadashi: TimeWindow, days: readonly DayBounds[]): EkadashiObservance {
  const sunriseInside = days.flatMap((bounds, i) => (bounds.sunrise >= ekadashi.start && bounds.sunrise < ekadashi.end ? [i] : []));
  const begins = days.findIndex((bounds) => ekadashi.start >= bounds.sunrise && ekadashi.start < bounds.nextSunrise);
  if (begins < 0) throw new RangeError('the days given do not hold the start of the Ekadashi');
  const udaya = sunriseInside[0] ?? begins;
  const dwadashiKshaya = days[udaya + 1] !== undefined && dwadashi.end <= days[udaya + 1]!.sunrise;
  const smarta = dwadashiKshaya && udaya > begins ? udaya - 1 : udaya;
  const pure = sunriseInside.filter((i) => days[i]!.sunrise - ARUNODAYA_MS >= ekadashi.start);
  const vaishnava = sunriseInside.length >= 2 ? (pure.at(-1) ?? sunriseInside.at(-1)!) : (pure[0] ?? smarta + 1);
  const next = (i: number): DayBounds => {
    const bounds = days[i + 1];
    if (!bounds) throw new RangeError('the days given end before the parana');
    return bounds;
  };
  return {
    smarta,
    vaishnava,
    kshaya: sunriseInside.length === 0,
    spansTwoSunrises: sunriseInside.length >= 2,
    dwadashiKshaya: smarta !== udaya,
    parana: { smarta: paranaWindow(next(smarta), dwadashi), vaishnava: paranaWindow(next(vaishnava), dwadashi) },
  };
}
