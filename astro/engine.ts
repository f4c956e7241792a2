/**
 * The one door to astronomy-engine. Importing this module installs the service's ΔT model
 * (`delta-t.ts`) before any position is computed; every astro module imports `Astronomy` from here and
 * never from 'astronomy-engine' directly, so no computation can run with the library's default ΔT.
 *
 * Note: astronomy-engine ships separate CommonJS and ESM builds with separate module state. The service is
 * ESM throughout (`import`), which resolves to the ESM build; a `require('astronomy-engine')` elsewhere would
 * load a second copy without this ΔT model.
 */
import * as Astronomy from 'astronomy-engine';
import { installDeltaT } from './delta-t.ts';
import { type Instant, daysSinceJ2000, instantFromDaysSinceJ2000 } from './time.ts';

installDeltaT();

export { Astronomy };

/** astronomy-engine's time object for an instant (UT); its `tt` uses the installed ΔT. */
export function astroTime(instant: Instant): Astronomy.AstroTime {
  return new Astronomy.AstroTime(daysSinceJ2000(instant));
}

/** The instant of an astronomy-engine time (keeps sub-millisecond precision). */
export function instantOf(time: Astronomy.AstroTime): Instant {
  return instantFromDaysSinceJ2000(time.ut);
}

/** A time no computation of the service comes near (about 27,000 years before J2000). */
const FAR_TIME = new Astronomy.AstroTime(-1e7);

/**
 * astronomy-engine keeps the last nutation and obliquity it computed (`e_tilt`) and answers any time within
 * 10⁻⁶ day (86 ms) of it with those, so a value computed at a time depends, by up to 10⁻¹⁰°, on what was computed
 * just before. Called before a value that is kept and shared (the Sun's and the Moon's hourly places and
 * longitudes, hourly.ts), this makes the value the same whatever came before it: the next time asked is
 * computed afresh.
 */
export function forgetLastTilt(): void {
  Astronomy.e_tilt(FAR_TIME);
}
