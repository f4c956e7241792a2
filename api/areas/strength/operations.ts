/**
 * Strength operations: the ashtakavarga of a birth. The tables are pure arithmetic on the chart's signs, so they
 * run here on the birth report the worker pool returns.
 */
import {
  ASHTAKAVARGA_CONTRIBUTORS, ASHTAKAVARGA_GRAHAS, type AshtakavargaInput, type Bhinnashtakavarga, type Sarvashtakavarga, ashtakavargaSignsOf,
  bhinnashtakavarga, reducedAshtakavarga, sarvashtakavarga,
} from '../../../astro/strength/ashtakavarga.ts';
import type { AshtakavargaGraha, AshtakavargaSchool } from '../../../data/ashtakavarga.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import type { Services } from '../../shared/services.ts';
import { type BirthChart, birthChart } from '../kundali/operations.ts';
import type { AshtakavargaQuery } from './schemas.ts';

export interface AshtakavargaResult extends BirthChart {
  school: AshtakavargaSchool;
  input: AshtakavargaInput;
  bhinna: Bhinnashtakavarga[];
  reduced: Partial<Record<AshtakavargaGraha, ReturnType<typeof reducedAshtakavarga>>>;
  sarva: Sarvashtakavarga;
}

/** The ashtakavarga of the query's birth (default zone as the kundali's). */
export async function ashtakavarga(services: Services, query: AshtakavargaQuery): Promise<AshtakavargaResult> {
  const chart = await birthChart(services, query, KUNDALI_TIMEZONE_HOURS);
  const input = ashtakavargaSignsOf(chart.report.chart);
  const school = query.school;
  return {
    ...chart,
    school,
    input,
    bhinna: ASHTAKAVARGA_CONTRIBUTORS.map((target) => bhinnashtakavarga(input, target, school)),
    reduced: Object.fromEntries(ASHTAKAVARGA_GRAHAS.map((graha) => [graha, reducedAshtakavarga(input, graha, school)])),
    sarva: sarvashtakavarga(input, school),
  };
}
