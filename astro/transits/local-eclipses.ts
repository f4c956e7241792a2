/**
 * Solar and lunar eclipses as seen from one place: each contact with the altitude of the eclipsed body and
 * whether it is above the horizon then, greatest eclipse, magnitude and obscuration, and the stretch of the
 * eclipse that can be seen.
 *
 * Solar: astronomy-engine's `SearchLocalSolarEclipse` (the Moon's shadow cone at the observer, topocentric)
 * gives the contacts C1–C4, the local maximum and the obscuration; the magnitude it lacks is added here from the
 * topocentric semi-diameters and separation at the maximum: (s☉ + s☾ − d) / 2s☉ for a partial eclipse, and,
 * as NASA tabulates an annular or total one, the ratio s☾ / s☉.
 * Lunar: the contacts P1, U1–U4, P4 of `lunar-eclipse-contacts.ts` are the same for every observer; the
 * place decides only which of them the Moon is up for.
 *
 * Horizon: a body is above the horizon when its upper limb is above the refracted horizon (standard
 * refraction, the rise and set of almanacs and of the `observed` sunrise convention); the visible stretch is
 * the part of the eclipse between such a rise and set, each solved by root finding.
 */
import { Astronomy, astroTime, instantOf } from '../engine.ts';
import type { Place } from '../rise-set.ts';
import { findRoot } from '../search.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import { type LunarEclipseEvent, type SolarEclipseEvent, type SolarEclipseKind } from './eclipses.ts';
import { KM_PER_AU, lunarContacts, MOON_RADIUS_KM, SUN_RADIUS_KM } from './lunar-eclipse-contacts.ts';

/** The contacts of a solar eclipse seen from a place: C1 partial begins, C2 total or annular begins, … */
export const SOLAR_CONTACT_IDS = ['c1', 'c2', 'maximum', 'c3', 'c4'] as const;
/** The contacts of a lunar eclipse: P1 penumbral begins, U1 partial begins, U2 total begins, … */
export const LUNAR_CONTACT_IDS = ['p1', 'u1', 'u2', 'maximum', 'u3', 'u4', 'p4'] as const;
export type ContactId = (typeof SOLAR_CONTACT_IDS)[number] | (typeof LUNAR_CONTACT_IDS)[number];

/** Precision of the horizon crossings that bound the visible stretch, ms. */
const HORIZON_TOLERANCE_MS = 500;
/** A local solar eclipse belongs to the global one when its maximum is this close: half a day. */
const SAME_ECLIPSE_MS = MS_PER_DAY / 2;
const DEG = 180 / Math.PI;

/** One contact as seen from the place. */
export interface LocalContact {
  readonly id: ContactId;
  /** ms since 1970-01-01T00:00Z (UT). */
  readonly instant: Instant;
  /** Altitude of the body's centre, degrees, with standard refraction. */
  readonly altitudeDeg: number;
  /** The body's upper limb is above the refracted horizon. */
  readonly aboveHorizon: boolean;
}

/** What of an eclipse the place sees. */
export interface LocalView {
  /** Some of the eclipse happens with the body above the horizon. */
  readonly visible: boolean;
  /** First and last instants of the eclipse with the body above the horizon; null when not visible. */
  readonly visibleFrom: Instant | null;
  readonly visibleUntil: Instant | null;
}

export interface LocalSolarEclipse extends LocalView {
  readonly type: 'solar-eclipse';
  readonly global: SolarEclipseEvent;
  /** The eclipse as seen here; null when the place is outside the Moon's penumbra (no contacts). */
  readonly kind: SolarEclipseKind | null;
  /** Fraction of the Sun's diameter covered at the local maximum (NASA's magnitude); null outside the penumbra. */
  readonly magnitude: number | null;
  /** Fraction of the Sun's disc area covered at the local maximum; null outside the penumbra. */
  readonly obscuration: number | null;
  readonly contacts: readonly LocalContact[];
}

export interface LocalLunarEclipse extends LocalView {
  readonly type: 'lunar-eclipse';
  readonly global: LunarEclipseEvent;
  /** Fraction of the Moon's diameter inside the umbra at greatest eclipse (negative for a penumbral eclipse). */
  readonly umbralMagnitude: number;
  /** Fraction of the Moon's diameter inside the penumbra at greatest eclipse. */
  readonly penumbralMagnitude: number;
  readonly contacts: readonly LocalContact[];
  /** The umbral phase (U1–U4) is partly above the horizon: the eclipse the almanacs count; false for a penumbral one. */
  readonly umbralVisible: boolean;
  readonly umbralVisibleFrom: Instant | null;
  readonly umbralVisibleUntil: Instant | null;
}

export type LocalEclipse = LocalSolarEclipse | LocalLunarEclipse;

function observerOf(place: Place): Astronomy.Observer {
  return new Astronomy.Observer(place.latitude, place.longitude, place.elevationMeters);
}

/** Refracted altitude of the centre and angular semi-diameter of `body` seen from `observer`, degrees. */
function altitudeAndRadius(body: 'sun' | 'moon', observer: Astronomy.Observer, instant: Instant): { altitudeDeg: number; radiusDeg: number } {
  const time = astroTime(instant);
  const which = body === 'sun' ? Astronomy.Body.Sun : Astronomy.Body.Moon;
  const equator = Astronomy.Equator(which, time, observer, true, true);
  const horizon = Astronomy.Horizon(time, observer, equator.ra, equator.dec, 'normal');
  const radiusKm = body === 'sun' ? SUN_RADIUS_KM : MOON_RADIUS_KM;
  return { altitudeDeg: horizon.altitude, radiusDeg: Math.asin(radiusKm / (equator.dist * KM_PER_AU)) * DEG };
}

/** Height of the upper limb above the refracted horizon, degrees: positive = up. */
function upperLimbHeight(body: 'sun' | 'moon', observer: Astronomy.Observer, instant: Instant): number {
  const { altitudeDeg, radiusDeg } = altitudeAndRadius(body, observer, instant);
  return altitudeDeg + radiusDeg;
}

function contactAt(id: ContactId, instant: Instant, body: 'sun' | 'moon', observer: Astronomy.Observer): LocalContact {
  const { altitudeDeg, radiusDeg } = altitudeAndRadius(body, observer, instant);
  return { id, instant: Math.round(instant), altitudeDeg, aboveHorizon: altitudeDeg + radiusDeg > 0 };
}

/**
 * The part of [start, end] with the body's upper limb above the refracted horizon. An eclipse lasts at most
 * a few hours, so the body rises or sets at most once within it except near the poles; the stretch is taken
 * from the first to the last up-instant among the ends and the horizon crossings found between samples.
 */
function visibleStretch(body: 'sun' | 'moon', observer: Astronomy.Observer, start: Instant, end: Instant): LocalView {
  const steps = Math.max(2, Math.ceil((end - start) / (15 * 60_000)));
  const height = (t: Instant) => upperLimbHeight(body, observer, t);
  let first: Instant | null = null;
  let last: Instant | null = null;
  let previous = start;
  let previousHeight = height(start);
  if (previousHeight > 0) first = start;
  for (let i = 1; i <= steps; i++) {
    const t = start + ((end - start) * i) / steps;
    const h = height(t);
    if ((h > 0) !== (previousHeight > 0)) {
      const crossing = findRoot(height, previous, t, HORIZON_TOLERANCE_MS, { ga: previousHeight, gb: h }) ?? t;
      if (h > 0 && first === null) first = crossing;
      if (h <= 0) last = crossing;
    }
    if (h > 0) last = t;
    previous = t;
    previousHeight = h;
  }
  if (first === null || last === null) return { visible: false, visibleFrom: null, visibleUntil: null };
  return { visible: true, visibleFrom: Math.round(first), visibleUntil: Math.round(last) };
}

/** Fraction of the Sun's diameter covered, seen from `observer` at `instant`. */
function solarMagnitude(observer: Astronomy.Observer, instant: Instant, central: boolean): number {
  const time = astroTime(instant);
  const sun = Astronomy.Equator(Astronomy.Body.Sun, time, observer, true, true);
  const moon = Astronomy.Equator(Astronomy.Body.Moon, time, observer, true, true);
  const sunRadius = Math.asin(SUN_RADIUS_KM / (sun.dist * KM_PER_AU)) * DEG;
  const moonRadius = Math.asin(MOON_RADIUS_KM / (moon.dist * KM_PER_AU)) * DEG;
  if (central) return moonRadius / sunRadius;
  const separation = Astronomy.AngleBetween(sun.vec, moon.vec);
  return (sunRadius + moonRadius - separation) / (2 * sunRadius);
}

const LOCAL_KIND: Record<string, SolarEclipseKind> = {
  [Astronomy.EclipseKind.Partial]: 'partial',
  [Astronomy.EclipseKind.Annular]: 'annular',
  [Astronomy.EclipseKind.Total]: 'total',
};

/** The solar eclipse `global` as seen from `place` (contacts, magnitude, obscuration, what is visible). */
export function localSolarEclipse(global: SolarEclipseEvent, place: Place): LocalSolarEclipse {
  const observer = observerOf(place);
  const info = Astronomy.SearchLocalSolarEclipse(astroTime(global.instant - SAME_ECLIPSE_MS), observer);
  const peak = instantOf(info.peak.time);
  if (Math.abs(peak - global.instant) > SAME_ECLIPSE_MS) {
    return { type: 'solar-eclipse', global, kind: null, magnitude: null, obscuration: null, contacts: [], visible: false, visibleFrom: null, visibleUntil: null };
  }
  const kind = LOCAL_KIND[info.kind] ?? 'partial';
  const contacts: LocalContact[] = [contactAt('c1', instantOf(info.partial_begin.time), 'sun', observer)];
  if (info.total_begin) contacts.push(contactAt('c2', instantOf(info.total_begin.time), 'sun', observer));
  contacts.push(contactAt('maximum', peak, 'sun', observer));
  if (info.total_end) contacts.push(contactAt('c3', instantOf(info.total_end.time), 'sun', observer));
  contacts.push(contactAt('c4', instantOf(info.partial_end.time), 'sun', observer));
  const view = visibleStretch('sun', observer, contacts[0]!.instant, contacts[contacts.length - 1]!.instant);
  return {
    type: 'solar-eclipse',
    global,
    kind,
    magnitude: solarMagnitude(observer, peak, kind !== 'partial'),
    obscuration: info.obscuration,
    contacts,
    ...view,
  };
}

/** The lunar eclipse `global` as seen from `place`: its contacts, the Moon's altitude at each, what is visible. */
export function localLunarEclipse(global: LunarEclipseEvent, place: Place): LocalLunarEclipse | null {
  const found = lunarContacts(global.instant);
  if (found === null) return null;
  const observer = observerOf(place);
  const ordered: [ContactId, Instant | null][] = [
    ['p1', found.p1], ['u1', found.u1], ['u2', found.u2], ['maximum', found.greatest], ['u3', found.u3], ['u4', found.u4], ['p4', found.p4],
  ];
  const contacts = ordered.filter((pair): pair is [ContactId, Instant] => pair[1] !== null).map(([id, t]) => contactAt(id, t, 'moon', observer));
  const view = visibleStretch('moon', observer, found.p1, found.p4);
  const umbral = found.u1 !== null && found.u4 !== null ? visibleStretch('moon', observer, found.u1, found.u4) : null;
  return {
    type: 'lunar-eclipse',
    global,
    umbralMagnitude: found.umbralMagnitude,
    penumbralMagnitude: found.penumbralMagnitude,
    contacts,
    ...view,
    umbralVisible: umbral?.visible ?? false,
    umbralVisibleFrom: umbral?.visibleFrom ?? null,
    umbralVisibleUntil: umbral?.visibleUntil ?? null,
  };
}
