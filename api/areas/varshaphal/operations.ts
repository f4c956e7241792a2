/**
 * The Tajika annual chart (varshaphal) and monthly chart (maasa pravesha) of a birth: the birth resolved from the
 * request, the completed years from `age` or `year`, the place the year is lived, and the chart from the worker
 * pool (compute/tasks.ts `tajikaChartReport`).
 */
import type { TajikaChart } from '../../../astro/tajika/annual.ts';
import { localDateOf, SUPPORTED_RANGE, type Zone } from '../../../astro/time.ts';
import { type City, findCity } from '../../../data/cities.ts';
import { ApiError } from '../../errors.ts';
import { resolveBirth, type ResolvedBirth } from '../../shared/birth.ts';
import { zoneAt } from '../../shared/place.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { BirthChart } from '../../../astro/chart/chart.ts';
import type { TithiPravesha } from '../../../astro/tajika/tithi-pravesha.ts';
import { MAX_AGE_YEARS, type MaasaInput, type TithiPraveshaInput, type VarshaphalInput } from './schemas.ts';

/** Mean sidereal year in ms, to tell whether a year's pravesha falls inside the supported dates. */
const SIDEREAL_YEAR_MS = 365.256363004 * 86_400_000;

export interface YearPlace {
  latitude: number;
  longitude: number;
  city: City | null;
  /** The zone local times of the chart are given in. */
  zone: Zone;
}

export interface VarshaphalResult {
  birth: ResolvedBirth;
  place: YearPlace;
  input: VarshaphalInput | MaasaInput;
  tajika: TajikaChart;
}

/** Completed years of the requested year: `age`, or `year` − the birth's local calendar year; 400 naming the field outside 0–150. */
export function completedYearsOf(input: { year?: number | undefined; age?: number | undefined }, birth: ResolvedBirth): number {
  if (input.age !== undefined) return input.age;
  const birthYear = localDateOf(birth.zone, birth.instant).y;
  const years = input.year! - birthYear;
  if (years < 0) throw new ApiError('INVALID_PARAMETER', `Invalid query parameter 'year': ${input.year} is before the birth year ${birthYear}`);
  if (years > MAX_AGE_YEARS) throw new ApiError('INVALID_PARAMETER', `Invalid query parameter 'year': ${input.year} is more than ${MAX_AGE_YEARS} years after the birth year ${birthYear}`);
  return years;
}

/** `completedYearsOf`, and a 400 naming the field when the year it asks for runs past the supported range. */
function completedYearsInRange(input: { year?: number | undefined; age?: number | undefined }, birth: ResolvedBirth): number {
  const completedYears = completedYearsOf(input, birth);
  if (birth.instant + (completedYears + 1) * SIDEREAL_YEAR_MS >= SUPPORTED_RANGE.endInstant) {
    throw new ApiError('DATE_OUT_OF_RANGE', `Invalid query parameter '${input.age !== undefined ? 'age' : 'year'}': the year runs past ${SUPPORTED_RANGE.last.y}, the last year the service computes`);
  }
  return completedYears;
}

function yearPlaceOf(input: VarshaphalInput | MaasaInput | TithiPraveshaInput, birth: ResolvedBirth): YearPlace {
  if (input.yearCity !== undefined) {
    const city = findCity(input.yearCity)!;
    return { latitude: city.latitude, longitude: city.longitude, city, zone: { kind: 'iana', name: city.timezone } };
  }
  if (input.yearLatitude !== undefined && input.yearLongitude !== undefined) {
    return { latitude: input.yearLatitude, longitude: input.yearLongitude, city: null, zone: zoneAt(undefined, input.yearLatitude, input.yearLongitude).zone };
  }
  return { latitude: birth.latitude, longitude: birth.longitude, city: birth.city, zone: birth.zone };
}

async function tajikaOf(services: ComputeServices, input: VarshaphalInput | MaasaInput, month: number | undefined): Promise<VarshaphalResult> {
  const birth = resolveBirth(input, services.now());
  const completedYears = completedYearsInRange(input, birth);
  const place = yearPlaceOf(input, birth);
  const tajika = await services.pool.run('tajikaChartReport', {
    birthInstant: birth.instant,
    birthLatitude: birth.latitude,
    birthLongitude: birth.longitude,
    latitude: place.latitude,
    longitude: place.longitude,
    ayanamshaId: birth.input.ayanamshaId,
    node: birth.input.node,
    ...(birth.input.positions ? { positions: birth.input.positions } : {}),
    completedYears,
    ...(month === undefined ? {} : { month }),
    sahamRule: input.sahamRule,
    tajikaRules: { orb: input.tajikaOrb, aspects: input.tajikaAspectSet, moonYogas: input.tajikaMoonYogas, grading: input.panchavargeeyaGrading },
    muddaYear: input.muddaYear,
  });
  return { birth, place, input, tajika };
}

/** The annual chart of the year asked for. */
export function varshaphal(services: ComputeServices, input: VarshaphalInput): Promise<VarshaphalResult> {
  return tajikaOf(services, input, undefined);
}

/** The monthly chart of month `input.month` of the year asked for. */
export function maasaPravesha(services: ComputeServices, input: MaasaInput): Promise<VarshaphalResult> {
  return tajikaOf(services, input, input.month);
}

export interface TithiPraveshaResult {
  birth: ResolvedBirth;
  place: YearPlace;
  input: TithiPraveshaInput;
  completedYears: number;
  pravesha: TithiPravesha;
  charts: readonly BirthChart[];
}

/** The tithi pravesha of the year asked for, with the chart of each instant where the year is lived. */
export async function tithiPravesha(services: ComputeServices, input: TithiPraveshaInput): Promise<TithiPraveshaResult> {
  const birth = resolveBirth(input, services.now());
  const completedYears = completedYearsInRange(input, birth);
  const place = yearPlaceOf(input, birth);
  const { pravesha, charts } = await services.pool.run('tithiPraveshaReport', {
    birthInstant: birth.instant,
    ayanamshaId: birth.input.ayanamshaId,
    ...(birth.input.positions ? { positions: birth.input.positions } : {}),
    completedYears,
    definition: input.definition,
    latitude: place.latitude,
    longitude: place.longitude,
    node: birth.input.node,
  });
  return { birth, place, input, completedYears, pravesha, charts };
}
