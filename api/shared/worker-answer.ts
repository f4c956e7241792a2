/**
 * Answers computed whole where the engine runs. A heavy on-demand operation (a chart, a pair of charts, the
 * strengths) spent most of its main-thread time presenting and serializing a large result; declared as a
 * `WorkerAnswer`, its operation, presenter and response serialization (the route's own zod schema, encoded as
 * Fastify's serializer encodes it) run in a worker, and the main thread only writes the JSON it gets back. A
 * GraphQL field asks for the part of the answer its query selects (api/shared/selection.ts), so the main thread
 * neither receives nor parses the rest.
 *
 * An area declares its answers in its `answers.ts`; `api/answer-worker.ts` is the worker module that runs them
 * (it gathers every area's answers by id). Inside a worker an operation gets `ComputeServices` whose `pool` calls
 * the engine's tasks in the same thread, so the operation is the one the REST route would run.
 */
import type { FastifyReply } from 'fastify';
import type { ComputePool } from '../../compute/pool.ts';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../data/text.ts';
import type { ComputedDay } from '../sources/panchanga-days.ts';
import { ApiError, type ErrorCode, type MissingField } from '../errors.ts';
import type { Selection } from './selection.ts';
import type { ComputeServices, Services } from './services.ts';

/** An operation answered in a worker: its id (`<area>.<operation>`), the answer itself and its serializer. */
export interface WorkerAnswer<I> {
  readonly id: string;
  /** The response object of a validated input: the operation, then its presenter. */
  readonly answer: (services: ComputeServices, input: I) => Promise<unknown>;
  /**
   * A response checked against the route's response schema and encoded, as Fastify's serializer does before it
   * writes the JSON (fastify-type-provider-zod's `serializerCompiler`: `safeEncode`, then `JSON.stringify`).
   * @throws ResponseSerializationError when the response does not fit the schema
   */
  readonly encode: (response: unknown) => unknown;
}

/** Declares an answer computed in a worker, encoded with the route's response schema (`response`). */
export function workerAnswer<I>(id: string, response: z.ZodType, answer: (services: ComputeServices, input: I) => Promise<unknown>): WorkerAnswer<I> {
  const encode = (value: unknown): unknown => {
    const result = z.safeEncode(response, value);
    if (result.error) throw new ResponseSerializationError('worker', id, { cause: result.error });
    return result.data;
  };
  return { id, answer, encode };
}

/** Declares the usual answer: the operation's result, presented in the input's `lang`. */
export function presentedAnswer<I extends { readonly lang: Lang }, R>(
  id: string,
  response: z.ZodType,
  operation: (services: ComputeServices, input: I) => Promise<R>,
  present: (result: R, lang: Lang) => unknown,
): WorkerAnswer<I> {
  return workerAnswer(id, response, async (services, input: I) => present(await operation(services, input), input.lang));
}

/**
 * What crosses back from the worker: the serialized response, with the panchanga days the worker computed on its
 * way (for the main thread to keep), or the API error the operation raised.
 */
export type AnsweredInWorker = { json: string; days?: readonly ComputedDay[] } | { apiError: { error: ErrorCode; message: string; headers: Record<string, string>; missing?: MissingField } };

/** The content type of a JSON answer. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The worker module that runs the answers (loaded by the pool in each worker). */
const ANSWER_MODULE = new URL('../answer-worker.ts', import.meta.url).href;

/**
 * Runs an answer in the pool and returns its JSON (with `select`, only the selected part of it); an API error
 * raised in the worker is thrown here.
 */
export async function workerAnswerJson<I>(services: Services, answer: WorkerAnswer<I>, input: I, select?: Selection): Promise<string> {
  const result = await services.pool.runIn<AnsweredInWorker>(ANSWER_MODULE, 'answer', { id: answer.id, input, nowMs: services.now(), select });
  if ('apiError' in result) throw new ApiError(result.apiError.error, result.apiError.message, result.apiError.headers, result.apiError.missing);
  if (result.days) for (const day of result.days) services.days.learn(day);
  return result.json;
}

/** How long one priming task runs at most, ms: well under any sensible `COMPUTE_TIMEOUT_MS`. */
const PRIME_TASK_MS = 250;

/**
 * Primes every worker of the pool for about `ms` (api/primers.ts says why): rounds of one priming task per worker at
 * once, each at most `PRIME_TASK_MS`, so that no task nears the pool's time limit and each worker is handed one
 * (the API's tasks have a time limit, and piscina never hands such a task to a busy worker). Resolves with how
 * many requests the workers answered; with `ms` 0, at once with 0.
 */
export async function primeWorkers(pool: Pick<ComputePool, 'runIn' | 'size'>, ms: number): Promise<number> {
  let answered = 0;
  for (let left = ms; left > 0; left -= PRIME_TASK_MS) {
    const round = Array.from({ length: pool.size }, () => pool.runIn<number>(ANSWER_MODULE, 'prime', { ms: Math.min(left, PRIME_TASK_MS) }));
    for (const count of await Promise.all(round)) answered += count;
  }
  return answered;
}

/** An answer already serialized (a worker's JSON): routes and interfaces send it as it is. */
export class JsonAnswer {
  constructor(readonly json: string) {}
}

/** Runs an answer in the pool and sends its JSON, resolving once the reply is written (`workerAnswerJson`). */
export async function sendWorkerAnswer<I>(services: Services, reply: FastifyReply, answer: WorkerAnswer<I>, input: I): Promise<void> {
  await reply.type(JSON_TYPE).send(await workerAnswerJson(services, answer, input));
}
