/**
 * The birth chart (kundali): sidereal lagna, the nine grahas with their signs, nakshatras and houses, the
 * twelve whole-sign houses and, on request, Sripati or Placidus bhavas.
 *
 * Frames: graha positions are geocentric, apparent unless the input asks for geometric ones (positions.ts;
 * the lagna, the houses and the nodes are points, the same in both), the lagna is the Meeus ascendant with
 * true obliquity and apparent sidereal time (lagna.ts), the midheaven comes from the same apparent sidereal
 * time and true obliquity (houses.ts). Every sidereal longitude = apparent tropical longitude − the TRUE
 * ayanamsha of `ayanamshaId` at the birth instant (computed once). Houses are whole-sign from the lagna in
 * every case (`houses`, `ChartGraha.house`); `bhavas` and `ChartGraha.bhava` follow `houseSystem`.
 */
import { Astronomy, astroTime } from '../engine.ts';
import { type AyanamshaId, type AyanamshaInUse, ayanamshaInUse } from '../ayanamsha.ts';
import type { NodeType } from '../nodes.ts';
import { ascendantLongitude } from '../lagna.ts';
import { grahaPositions, type PositionConvention } from '../positions.ts';
import { normalizeDegrees } from '../angles.ts';
import type { Instant } from '../time.ts';
import {
  type GrahaId,
  type GrahaPlacement,
  type HouseNumber,
  type Placements,
  type SignNumber,
  GRAHA_IDS,
  degreeInSign,
  houseFromSign,
  lordOfSign,
  nakshatraPada,
  signCounted,
  signOfLongitude,
} from './placement.ts';
import { type HouseSystem, bhavaOfLongitude, midheavenLongitude, placidusCusps, sripatiBhavas } from './houses.ts';

export type { HouseSystem };

/** What a birth chart is computed from. */
export interface BirthChartInput {
  /** Birth instant, Unix ms UT. */
  readonly instant: Instant;
  /** Geographic latitude, degrees, north positive, −90…90. */
  readonly latitude: number;
  /** Geographic longitude, degrees, east positive, −180…180. */
  readonly longitude: number;
  /** Ayanamsha (1 = Lahiri, 3 = Raman …; astro/ayanamsha.ts). */
  readonly ayanamshaId: AyanamshaId;
  /** Rahu/Ketu from the mean or the true node. */
  readonly node: NodeType;
  /** Bhava system for `bhavas` (default 'whole-sign': no bhavas beyond the signs). */
  readonly houseSystem?: HouseSystem;
  /** Apparent (default) or geometric graha positions (positions.ts). */
  readonly positions?: PositionConvention;
}

/** A position described the jyotish way. */
export interface SiderealPoint {
  /** Tropical ecliptic longitude (apparent or geometric, as the input asked), degrees [0, 360), true equinox of date. */
  readonly tropicalLongitude: number;
  /** Sidereal longitude, degrees [0, 360). */
  readonly siderealLongitude: number;
  /** Sign 1–12 of the sidereal longitude. */
  readonly sign: SignNumber;
  /** Degrees inside the sign, [0, 30). */
  readonly degreeInSign: number;
  /** Nakshatra 1–27 (1 = Ashwini). */
  readonly nakshatra: number;
  /** Pada 1–4. */
  readonly pada: 1 | 2 | 3 | 4;
}

/** One graha of the chart. `longitude` is the sidereal longitude, so a chart is also `Placements`. */
export interface ChartGraha extends GrahaPlacement, SiderealPoint {
  readonly id: GrahaId;
  /** Sidereal longitude, degrees [0, 360) (same as `siderealLongitude`). */
  readonly longitude: number;
  /** Geocentric ecliptic latitude, degrees (0 for the nodes). */
  readonly latitude: number;
  /** Geocentric distance, AU (0 for the nodes). */
  readonly distanceAu: number;
  /** Speed in longitude, degrees per day. */
  readonly speedDegPerDay: number;
  /** Speed < 0. */
  readonly retrograde: boolean;
  /** Whole-sign house 1–12 from the lagna. */
  readonly house: HouseNumber;
  /** Bhava 1–12 under the chart's house system (equals `house` for whole-sign). */
  readonly bhava: HouseNumber;
}

/** One whole-sign house. */
export interface ChartHouse {
  readonly number: HouseNumber;
  /** Sign 1–12 of the house. */
  readonly sign: SignNumber;
  /** Lord of the sign. */
  readonly lord: GrahaId;
  /** Grahas in the sign, Sun … Ketu. */
  readonly grahas: readonly GrahaId[];
}

/** One bhava of a Sripati or Placidus division. */
export interface ChartBhava {
  readonly number: HouseNumber;
  /** Start of the bhava (Placidus cusp; Sripati sandhi), tropical and sidereal degrees. */
  readonly startTropical: number;
  readonly startSidereal: number;
  /** Middle of the bhava (Sripati madhya), sidereal degrees; null for Placidus, whose cusps are starts. */
  readonly middleSidereal: number | null;
  /** Grahas whose longitude falls in the bhava, Sun … Ketu. */
  readonly grahas: readonly GrahaId[];
}

/** What a sidereal chart was cast for, as every chart echoes it. */
export interface ChartFrame {
  readonly instant: Instant;
  /** Geographic latitude and east longitude, degrees. */
  readonly latitude: number;
  readonly longitude: number;
  readonly ayanamsha: AyanamshaInUse;
  readonly node: NodeType;
}

/** The frame of a chart cast for `cast` with `ayanamsha`. */
export function chartFrame(cast: Omit<ChartFrame, 'ayanamsha'>, ayanamsha: AyanamshaInUse): ChartFrame {
  return { instant: cast.instant, latitude: cast.latitude, longitude: cast.longitude, ayanamsha, node: cast.node };
}

export interface BirthChart extends Placements, ChartFrame {
  readonly houseSystem: HouseSystem;
  /** Local apparent sidereal time (RAMC), degrees [0, 360). */
  readonly siderealTimeDeg: number;
  /** True obliquity of the ecliptic, degrees. */
  readonly obliquityDeg: number;
  /** Sidereal longitude of the lagna, degrees (same as `lagna.siderealLongitude`). */
  readonly lagnaLongitude: number;
  readonly lagna: SiderealPoint;
  readonly midheaven: { readonly tropicalLongitude: number; readonly siderealLongitude: number };
  readonly grahas: Readonly<Record<GrahaId, ChartGraha>>;
  /** Whole-sign houses 1–12. */
  readonly houses: readonly ChartHouse[];
  /** Sripati or Placidus bhavas 1–12; null for whole-sign. */
  readonly bhavas: readonly ChartBhava[] | null;
}

function siderealPoint(tropicalLongitude: number, ayanamshaDeg: number): SiderealPoint {
  const siderealLongitude = normalizeDegrees(tropicalLongitude - ayanamshaDeg);
  const { nakshatra, pada } = nakshatraPada(siderealLongitude);
  return {
    tropicalLongitude: normalizeDegrees(tropicalLongitude),
    siderealLongitude,
    sign: signOfLongitude(siderealLongitude),
    degreeInSign: degreeInSign(siderealLongitude),
    nakshatra,
    pada,
  };
}

/**
 * The birth chart for an instant and place. Throws `ChartError` HOUSE_SYSTEM_UNDEFINED when Placidus is asked
 * for inside a polar circle (|latitude| ≥ 90° − ε); whole-sign and Sripati work at every latitude short of
 * the poles.
 */
export function birthChart(input: BirthChartInput): BirthChart {
  const houseSystem = input.houseSystem ?? 'whole-sign';
  const time = astroTime(input.instant);
  const siderealTimeDeg = normalizeDegrees(Astronomy.SiderealTime(time) * 15 + input.longitude);
  const obliquityDeg = Astronomy.e_tilt(time).tobl;
  const ayanamsha = ayanamshaInUse(input.ayanamshaId, input.instant);
  const ayanamshaDeg = ayanamsha.degrees;

  const ascendantTropical = ascendantLongitude(input.instant, input.latitude, input.longitude);
  const midheavenTropical = midheavenLongitude(siderealTimeDeg, obliquityDeg);
  const lagna = siderealPoint(ascendantTropical, ayanamshaDeg);

  let bhavaStartsTropical: number[] | null = null;
  let bhavaMiddlesTropical: readonly number[] | null = null;
  if (houseSystem === 'placidus') {
    bhavaStartsTropical = placidusCusps(siderealTimeDeg, obliquityDeg, input.latitude, ascendantTropical, midheavenTropical);
  } else if (houseSystem === 'sripati') {
    const sripati = sripatiBhavas(ascendantTropical, midheavenTropical);
    bhavaStartsTropical = [...sripati.sandhi];
    bhavaMiddlesTropical = sripati.madhya;
  }

  const positions = grahaPositions(input.instant, { node: input.node, ...(input.positions ? { positions: input.positions } : {}) });
  const grahaEntries = GRAHA_IDS.map((id): [GrahaId, ChartGraha] => {
    const position = positions[id];
    const point = siderealPoint(position.longitude, ayanamshaDeg);
    const house = houseFromSign(lagna.sign, point.sign);
    return [
      id,
      {
        id,
        ...point,
        longitude: point.siderealLongitude,
        latitude: position.latitude,
        distanceAu: position.distanceAu,
        speedDegPerDay: position.speedDegPerDay,
        retrograde: position.speedDegPerDay < 0,
        house,
        bhava: bhavaStartsTropical === null ? house : bhavaOfLongitude(point.tropicalLongitude, bhavaStartsTropical),
      },
    ];
  });
  const grahas = Object.fromEntries(grahaEntries) as Record<GrahaId, ChartGraha>;

  const houses = Array.from({ length: 12 }, (_, i): ChartHouse => {
    const number = (i + 1) as HouseNumber;
    const sign = signCounted(lagna.sign, number);
    return { number, sign, lord: lordOfSign(sign), grahas: GRAHA_IDS.filter((id) => grahas[id].sign === sign) };
  });

  const bhavas =
    bhavaStartsTropical === null
      ? null
      : bhavaStartsTropical.map((startTropical, i): ChartBhava => {
          const number = (i + 1) as HouseNumber;
          const middle = bhavaMiddlesTropical?.[i];
          return {
            number,
            startTropical,
            startSidereal: normalizeDegrees(startTropical - ayanamshaDeg),
            middleSidereal: middle === undefined ? null : normalizeDegrees(middle - ayanamshaDeg),
            grahas: GRAHA_IDS.filter((id) => grahas[id].bhava === number),
          };
        });

  return {
    ...chartFrame(input, ayanamsha),
    houseSystem,
    siderealTimeDeg,
    obliquityDeg,
    lagnaLongitude: lagna.siderealLongitude,
    lagna,
    midheaven: { tropicalLongitude: midheavenTropical, siderealLongitude: normalizeDegrees(midheavenTropical - ayanamshaDeg) },
    grahas,
    houses,
    bhavas,
  };
}
