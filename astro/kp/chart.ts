/**
 * The KP chart: the twelve Placidus cusps and the nine grahas with their KP lords (sign, star, sub, sub-sub and
 * deeper), the cusp-to-cusp bhava of each graha and the significators; for a natal chart at the birth's own
 * sidereal time, for a horary (prashna) chart at the sidereal time that raises the start of the chosen sub of the
 * 249-sub table on the place's horizon.
 *
 * Frames: graha positions are geocentric, apparent unless the input asks for geometric ones (positions.ts);
 * cusps are the Placidus cusps of the Western houses engine (astro/chart/houses.ts, shared with
 * astro/western/houses.ts) from the apparent sidereal time and the true obliquity; every sidereal longitude is the
 * tropical one minus the TRUE ayanamsha at the instant (so nutation cancels, as Swiss Ephemeris' sidereal mode).
 */
import { Astronomy, astroTime } from '../engine.ts';
import { type AyanamshaId, ayanamshaInUse } from '../ayanamsha.ts';
import type { NodeType } from '../nodes.ts';
import { grahaPositions, type PositionConvention } from '../positions.ts';
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import type { Instant } from '../time.ts';
import { type ChartFrame, chartFrame } from '../chart/chart.ts';
import { ChartError } from '../chart/chart-error.ts';
import { bhavaOfLongitude, midheavenLongitude, placidusCusps } from '../chart/houses.ts';
import { GRAHA_IDS, type GrahaId, type HouseNumber, type Placements } from '../chart/placement.ts';
import { ascendantOfSiderealTime } from '../lagna.ts';
import { KP_SUBS, type KpPoint, kpPoint } from './subs.ts';
import { type KpNodeRule, type KpSignificators, kpSignificators } from './significators.ts';

/** What a KP chart is computed from. */
export interface KpChartInput {
  /** The instant (birth or question), Unix ms UT. */
  readonly instant: Instant;
  /** Geographic latitude, degrees, north positive, strictly inside the polar circles for Placidus. */
  readonly latitude: number;
  /** Geographic longitude, degrees, east positive. */
  readonly longitude: number;
  readonly ayanamshaId: AyanamshaId;
  readonly node: NodeType;
  readonly positions: PositionConvention;
  /** Levels of lords, 3–5 (star, sub, sub-sub; then the two deeper levels). */
  readonly levels: number;
  readonly nodeRule: KpNodeRule;
  /** Horary: the number 1–249 of the sub whose start becomes the lagna; absent for a natal chart. */
  readonly horaryNumber?: number;
}

/** One cusp with its KP lords and what its sub lord signifies. */
export interface KpCusp extends KpPoint {
  readonly house: HouseNumber;
  /** Tropical longitude of the cusp, degrees [0, 360). */
  readonly tropicalLongitude: number;
  /** The houses the cusp's sub lord signifies, strongest first. */
  readonly subLordSignifies: readonly HouseNumber[];
}

/** One graha with its KP lords and its bhava. */
export interface KpGraha extends KpPoint {
  readonly id: GrahaId;
  /** Cusp-to-cusp bhava 1–12. */
  readonly bhava: HouseNumber;
  readonly speedDegPerDay: number;
  readonly retrograde: boolean;
}

export interface KpChart extends ChartFrame {
  readonly positions: PositionConvention;
  readonly levels: number;
  /** The horary number, or null for a natal chart. */
  readonly horaryNumber: number | null;
  /** The sidereal time the cusps are cast for (RAMC), degrees [0, 360): the instant's, or the horary one. */
  readonly ramcDeg: number;
  readonly lagna: KpPoint;
  readonly cusps: readonly KpCusp[];
  readonly grahas: readonly KpGraha[];
  readonly significators: KpSignificators;
}

/** Bisection steps after the 1° bracket: 1° / 2⁴⁰ ≈ 3e-9″ of sidereal time. */
const RAMC_BISECTION_STEPS = 40;

/**
 * The RAMC (degrees [0, 360)) at which tropical longitude `ascendantDeg` rises at latitude `latitudeDeg`: the
 * root of ascendant(RAMC) − λ, bracketed on a 1° grid (the ascendant increases through 360° once per turn of
 * RAMC) and bisected.
 */
export function ramcRaising(ascendantDeg: number, obliquityDeg: number, latitudeDeg: number): number {
  const gap = (ramc: number) => signedDegrees(ascendantOfSiderealTime(ramc, obliquityDeg, latitudeDeg) - ascendantDeg);
  let low = 0;
  let lowGap = gap(0);
  for (let step = 1; step <= 360; step++) {
    const high = step;
    const highGap = gap(high);
    // A sign change from below to above the root (not the ±180° wrap on the far side).
    if (lowGap <= 0 && highGap > 0 && highGap - lowGap < 180) {
      let a = low;
      let b = high;
      for (let i = 0; i < RAMC_BISECTION_STEPS; i++) {
        const middle = (a + b) / 2;
        if (gap(middle) <= 0) a = middle;
        else b = middle;
      }
      return normalizeDegrees((a + b) / 2);
    }
    low = high;
    lowGap = highGap;
  }
  throw new Error(`No sidereal time raises ${ascendantDeg}° at latitude ${latitudeDeg}°`);
}

/**
 * The KP chart (see the module comment). Throws `ChartError` HOUSE_SYSTEM_UNDEFINED inside the polar circles
 * (|latitude| ≥ 90° − ε), where Placidus is undefined.
 */
export function kpChart(input: KpChartInput): KpChart {
  const time = astroTime(input.instant);
  const obliquityDeg = Astronomy.e_tilt(time).tobl;
  const ayanamsha = ayanamshaInUse(input.ayanamshaId, input.instant);
  const ayanamshaDeg = ayanamsha.degrees;
  const horary = input.horaryNumber === undefined ? undefined : KP_SUBS[input.horaryNumber - 1];
  // Inside the polar circles some degrees never rise: no sidereal time raises a horary lagna there, and Placidus fails.
  if (Math.abs(input.latitude) >= 90 - obliquityDeg) {
    throw new ChartError(
      'HOUSE_SYSTEM_UNDEFINED',
      input.latitude,
      `Placidus houses are undefined at latitude ${input.latitude}°: inside the polar circles some ecliptic points never rise or set`,
    );
  }
  const ramcDeg =
    horary === undefined
      ? normalizeDegrees(Astronomy.SiderealTime(time) * 15 + input.longitude)
      : ramcRaising(normalizeDegrees(horary.startArcsec / 3600 + ayanamshaDeg), obliquityDeg, input.latitude);
  const ascendantTropical = ascendantOfSiderealTime(ramcDeg, obliquityDeg, input.latitude);
  const midheavenTropical = normalizeDegrees(midheavenLongitude(ramcDeg, obliquityDeg));
  const cuspsTropical = placidusCusps(ramcDeg, obliquityDeg, input.latitude, ascendantTropical, midheavenTropical);
  const sidereal = (tropical: number) => normalizeDegrees(tropical - ayanamshaDeg);
  // The horary lagna is the sub's start itself, not its round trip through the sidereal time.
  const cuspLongitudes = cuspsTropical.map((tropical, i) => (i === 0 && horary ? horary.startArcsec / 3600 : sidereal(tropical)));

  const positions = grahaPositions(input.instant, { node: input.node, positions: input.positions });
  const grahas = GRAHA_IDS.map((id): KpGraha => {
    const position = positions[id];
    const longitude = sidereal(position.longitude);
    return {
      id,
      ...kpPoint(longitude, input.levels),
      bhava: bhavaOfLongitude(longitude, cuspLongitudes),
      speedDegPerDay: position.speedDegPerDay,
      retrograde: position.speedDegPerDay < 0,
    };
  });
  const byId = <T>(value: (graha: KpGraha) => T) => Object.fromEntries(grahas.map((graha) => [graha.id, value(graha)])) as Record<GrahaId, T>;
  const placements: Placements = {
    lagnaLongitude: cuspLongitudes[0] as number,
    grahas: byId((graha) => ({ longitude: graha.longitude, speedDegPerDay: graha.speedDegPerDay, latitude: positions[graha.id].latitude })),
  };
  const significators = kpSignificators({
    cuspLongitudes,
    placements,
    bhavaOf: byId((graha) => graha.bhava),
    starLordOf: byId((graha) => graha.lords[0] as GrahaId),
    nodeRule: input.nodeRule,
  });
  const signifiedBy = (graha: GrahaId) => significators.grahas.find((entry) => entry.graha === graha)?.houses.map((h) => h.house) ?? [];
  const cusps = cuspLongitudes.map((longitude, i): KpCusp => {
    const point = kpPoint(longitude, input.levels);
    return {
      house: (i + 1) as HouseNumber,
      tropicalLongitude: normalizeDegrees(cuspsTropical[i] as number),
      ...point,
      subLordSignifies: signifiedBy(point.lords[1] as GrahaId),
    };
  });
  return {
    ...chartFrame(input, ayanamsha),
    positions: input.positions,
    levels: input.levels,
    horaryNumber: horary ? horary.number : null,
    ramcDeg,
    lagna: kpPoint(cuspLongitudes[0] as number, input.levels),
    cusps,
    grahas,
    significators,
  };
}
