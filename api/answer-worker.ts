/**
 * The worker module of the answers computed whole in a worker (api/shared/worker-answer.ts): every area's
 * declared answers by id, each run with the engine's tasks called in this thread and the clock of the request
 * that sent it. Loaded by the compute pool in each worker (`ComputePool.runIn`), never on the main thread.
 */
import * as tasks from '../compute/tasks.ts';
import { EngineError, type TaskRunner } from '../compute/pool.ts';
import type { PanchangaDayInput, StoredPanchangaDay } from '../astro/panchanga/day.ts';
import { ApiError } from './errors.ts';
import { type ComputedDay, DaySource } from './sources/panchanga-days.ts';
import { DASHA_ANSWERS } from './areas/dasha/answers.ts';
import { ECLIPSE_ANSWERS } from './areas/eclipses/answers.ts';
import { JAIMINI_ANSWERS } from './areas/jaimini/answers.ts';
import { KP_ANSWERS } from './areas/kp/answers.ts';
import { KUNDALI_ANSWERS } from './areas/kundali/answers.ts';
import { MATCHING_ANSWERS } from './areas/matching/answers.ts';
import { PANCHANGA_ANSWERS } from './areas/panchanga/answers.ts';
import { STRENGTH_ANSWERS } from './areas/strength/answers.ts';
import { VARSHAPHAL_ANSWERS } from './areas/varshaphal/answers.ts';
import { WESTERN_ANSWERS } from './areas/western/answers.ts';
import { PRIMER_KINDS, PRIMERS } from './primers.ts';
import { type Selection, selected } from './shared/selection.ts';
import type { AnsweredInWorker, WorkerAnswer } from './shared/worker-answer.ts';

const ANSWERS = new Map<string, WorkerAnswer<never>>(
  [...DASHA_ANSWERS, ...ECLIPSE_ANSWERS, ...JAIMINI_ANSWERS, ...KP_ANSWERS, ...KUNDALI_ANSWERS, ...MATCHING_ANSWERS, ...PANCHANGA_ANSWERS, ...STRENGTH_ANSWERS, ...VARSHAPHAL_ANSWERS, ...WESTERN_ANSWERS].map((answer) => [answer.id, answer as WorkerAnswer<never>]),
);

/** The engine's tasks, called in this thread; an engine error with a code becomes an `EngineError`, as the pool's. */
const inThread: TaskRunner = {
  run: async (name, input) => {
    try {
      return (tasks[name] as (input: unknown) => never)(input);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (err instanceof Error && typeof code === 'string') throw new EngineError(code, err.message);
      throw err;
    }
  },
};

/** Days a worker keeps while it answers one request: the day and a neighbour at most. */
const REQUEST_DAYS = 2;

/** `inThread`, writing down the panchanga days it computes into `days`. */
function recordingDays(days: ComputedDay[]): TaskRunner {
  return {
    run: (name, input) =>
      inThread.run(name, input).then((output) => {
        if (name === 'panchangaDay') days.push({ input: input as PanchangaDayInput, day: output as StoredPanchangaDay });
        return output;
      }),
  };
}

/**
 * The JSON of an answer for a validated input at a clock (ms since the epoch), computed in this thread: all a
 * worker does for one request (the benchmarks time it alone); with `select`, the selected part of the checked and
 * encoded answer. An `ApiError` of the operation is thrown.
 */
export async function answerInThread<I>(declared: WorkerAnswer<I>, input: I, nowMs: number, select?: Selection, pool: TaskRunner = inThread): Promise<string> {
  const days = new DaySource(pool, null, REQUEST_DAYS);
  const encoded = declared.encode(await declared.answer({ pool, days, now: () => nowMs }, input));
  return JSON.stringify(select === undefined ? encoded : selected(encoded, select));
}

/**
 * The worker task: answers `id` for a validated input at the request's clock (ms since the epoch), with the
 * panchanga days it computed on the way.
 */
export async function answer({ id, input, nowMs, select }: { id: string; input: never; nowMs: number; select?: Selection }): Promise<AnsweredInWorker> {
  const declared = ANSWERS.get(id);
  if (!declared) throw new Error(`No worker answer ${id}`);
  try {
    const days: ComputedDay[] = [];
    const json = await answerInThread(declared, input, nowMs, select, recordingDays(days));
    return days.length > 0 ? { json, days } : { json };
  } catch (err) {
    if (err instanceof ApiError) return { apiError: { error: err.error, message: err.message, headers: err.headers, ...(err.missing ? { missing: err.missing } : {}) } };
    throw err;
  }
}

/**
 * The worker task that primes a worker (`primeWorkers`): answers the primers (api/primers.ts) in turn, unmeasured,
 * for `ms` and each kind at least once, so that V8 has compiled the commonest answers before the first request;
 * returns how many it answered.
 */
export async function prime({ ms }: { ms: number }): Promise<number> {
  const until = performance.now() + ms;
  let answered = 0;
  for (; answered < PRIMER_KINDS || performance.now() < until; answered++) {
    const { answer: primed, input } = PRIMERS[answered % PRIMERS.length]!;
    await answerInThread(primed, input, Date.now());
  }
  return answered;
}
