/**
 * The sutak before an eclipse, by the rule of data/eclipses.ts (`SUTAK_RULE`): from a fixed number of hours
 * before the eclipse is first seen at the place until the eclipse ends.
 *
 * "First seen": the first contact (C1; U1 for a lunar eclipse) when the body is up then, else the moment it
 * rises eclipsed. "Ends": the last contact (C4; U4), the moksha the almanacs print, also when the body sets
 * before it. No sutak where the eclipse is not seen, nor for a penumbral lunar eclipse.
 */
import { SUTAK_RULE } from '../../data/eclipses.ts';
import { type Instant, MS_PER_HOUR } from '../time.ts';
import type { LocalEclipse } from './local-eclipses.ts';

/** A sutak period, ms (UT). */
export interface SutakWindow {
  readonly start: Instant;
  readonly end: Instant;
  /** Hours counted back from `firstSeen`. */
  readonly hoursBefore: number;
  /** The instant the eclipse is first seen at the place, from which the hours are counted. */
  readonly firstSeen: Instant;
}

/** The sutak of an eclipse seen from a place, or null when none is kept there. */
export function sutakOf(eclipse: LocalEclipse): SutakWindow | null {
  if (eclipse.type === 'solar-eclipse') {
    const last = eclipse.contacts.find((c) => c.id === 'c4');
    if (!eclipse.visible || eclipse.visibleFrom === null || last === undefined) return null;
    return window(eclipse.visibleFrom, last.instant, SUTAK_RULE.solarHoursBefore);
  }
  const last = eclipse.contacts.find((c) => c.id === 'u4');
  if (!eclipse.umbralVisible || eclipse.umbralVisibleFrom === null || last === undefined) return null;
  return window(eclipse.umbralVisibleFrom, last.instant, SUTAK_RULE.lunarHoursBefore);
}

function window(firstSeen: Instant, end: Instant, hoursBefore: number): SutakWindow {
  return { start: firstSeen - hoursBefore * MS_PER_HOUR, end, hoursBefore, firstSeen };
}
