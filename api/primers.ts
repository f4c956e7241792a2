/**
 * The requests a worker answers before the server listens (`primeWorkers`, api/shared/worker-answer.ts): V8
 * compiles a worker's engine over its first thousands of answers (a fresh thread answered the full kundali in
 * 3.8 ms at first and in 0.7 ms from about its 1,300th answer on, 2026-11-28), and under load its compiler and its
 * first collections share the cores with the answers, so a server that took requests at once answered the full
 * kundali at a tenth to two thirds of its steady rate over its first 10–15 s. The primers are the commonest
 * on-demand requests, whose code most other answers share (the birth chart, its vargas, yogas and dashas; the
 * panchanga day): the full kundali, kundali matching, the Western natal chart and the panchanga of an uncatalogued
 * place, each over births from 1950 to 2030 at places from 8° to 52° north. Loaded by api/answer-worker.ts only.
 */
import { kundaliQueryAnswer } from './areas/kundali/answers.ts';
import { KundaliQuerySchema } from './areas/kundali/schemas.ts';
import { kundaliMatchAnswer } from './areas/matching/answers.ts';
import { MatchBodySchema } from './areas/matching/schemas.ts';
import { PANCHANGA_READINGS } from './areas/panchanga/answers.ts';
import { MoonPlaceQuerySchema } from './areas/panchanga/schemas.ts';
import { natalChartAnswer } from './areas/western/answers.ts';
import { NatalChartQuerySchema } from './areas/western/schemas-natal.ts';
import type { WorkerAnswer } from './shared/worker-answer.ts';

/** One request a worker answers to prime itself: the answer and its validated input. */
export interface Primer {
  readonly answer: WorkerAnswer<never>;
  readonly input: never;
}

/** Births of the primers: 64, about 457 days apart from 1950 on. */
const BIRTHS = 64;
const BIRTH_STEP_MS = 39_500_000_000;

/** The `i`th birth's instant (ISO, UT) and place (north latitude and east longitude, as a query gives them). */
function birth(i: number): { date: string; latitude: string; longitude: string } {
  return {
    date: new Date(Date.UTC(1950, 0, 1) + i * BIRTH_STEP_MS).toISOString(),
    latitude: String(8 + ((i * 7) % 45)),
    longitude: String(68 + ((i * 5) % 30)),
  };
}

/** The `i`th birth as a body gives a person: local time at 5.5 hours east, numbers as numbers. */
function person(i: number): { date: string; latitude: number; longitude: number; timezone: number } {
  const { date, latitude, longitude } = birth(i);
  return { date: date.slice(0, 19), latitude: Number(latitude), longitude: Number(longitude), timezone: 5.5 };
}

function primer<I>(answer: WorkerAnswer<I>, input: unknown): Primer {
  return { answer: answer as WorkerAnswer<never>, input: input as never };
}

/** The primers, one of each kind in turn, so that any four in a row answer every kind once. */
export const PRIMERS: readonly Primer[] = Array.from({ length: BIRTHS }, (_, i) => {
  const one = birth(i);
  const zoned = { ...one, timezone: '5.5' };
  return [
    primer(kundaliQueryAnswer, KundaliQuerySchema.parse(one)),
    primer(kundaliMatchAnswer, MatchBodySchema.parse({ bride: person(i), groom: person((i * 7 + 3) % BIRTHS) })),
    primer(natalChartAnswer, NatalChartQuerySchema.parse(one)),
    primer(PANCHANGA_READINGS.panchanga.worker, MoonPlaceQuerySchema.parse({ ...zoned, date: one.date.slice(0, 10) })),
  ];
}).flat();

/** How many kinds of request the primers hold: the first this many primers are one of each. */
export const PRIMER_KINDS = PRIMERS.length / BIRTHS;
