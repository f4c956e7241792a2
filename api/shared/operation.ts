/**
 * One declaration per operation. An area declares each of its operations once, with `getOperation` or
 * `postOperation`: its REST method and path, the zod schemas of its input (path parameters, query or JSON body)
 * and of its 200 answer, who may call it (the demo key or not), what it answers (summary and description) and how
 * it is answered (computed on the main thread, kept by URL, or computed whole in a worker). From the declarations:
 * - REST: `registerOperations` makes the Fastify route of each (so the OpenAPI document too);
 * - tRPC, MCP and GraphQL: `api/operations.ts` gathers every area's declarations by name, and each interface
 *   derives its procedures, tools or fields from them and answers a call with `validatedInput` and
 *   `answerOperation`: the same validation, computation and serialization as the REST route, without an HTTP
 *   request in the process (api/interfaces/call.ts).
 *
 * A REST path that only offers another form of an operation (a POST body for a GET query, a second path) stays a
 * plain route of its area; only the operation itself is declared here.
 */
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DemoRule } from '../plugins/auth.ts';
import { cachedResponses, type CachedAnswer } from './response-cache.ts';
import { ErrorBodySchema, errorResponses } from './schemas.ts';
import type { Selection } from './selection.ts';
import type { Services } from './services.ts';
import { JSON_TYPE, JsonAnswer, sendWorkerAnswer, type WorkerAnswer, workerAnswerJson } from './worker-answer.ts';

type ObjectSchema = z.ZodObject;

/** How an operation is answered. */
export type Answering<I> =
  /**
   * On the main thread (or, when it returns a `JsonAnswer`, wherever it chose); with `cacheWhen`, a GET answer whose
   * query says it depends on the URL alone is kept by URL.
   */
  | { readonly compute: (services: Services, input: I) => unknown; readonly cacheWhen?: (input: I) => boolean }
  /** Whole in a worker (operation, presenter and serialization): for the heavy charts. */
  | { readonly worker: WorkerAnswer<I> };

interface Described<O extends z.ZodType> {
  /** The OpenAPI tag (the area). */
  readonly tag: string;
  /** One line: what the operation answers (the OpenAPI summary). */
  readonly summary: string;
  /** What a client reads to choose the operation and fill its input (MCP tool and GraphQL field descriptions). */
  readonly description: string;
  /** What only the REST reference adds: defaults of the REST form, conventions (the OpenAPI description). */
  readonly notes?: string;
  readonly output: O;
  /** The public demo key may call it: always, or the requests a rule admits (plugins/auth.ts). */
  readonly demo?: boolean | DemoRule;
  /** It answers 404 for a name it does not know (a sign, a stone, a dasha system): the error listed in OpenAPI. */
  readonly notFound?: boolean;
  /** Other REST paths answering the same (the external aliases of a path). */
  readonly aliases?: readonly string[];
}

/** A declared operation (see the module's comment): `I` its validated input, `T` its input as sent over REST. */
export interface Operation<I = unknown, O extends z.ZodType = z.ZodType, T = unknown> extends Described<O> {
  readonly method: 'GET' | 'POST';
  /** The REST path under /v1 (and /external/v1), with `:name` path parameters. */
  readonly path: string;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  /** What the other interfaces take: path parameters and query together (GET), or the body (POST). */
  readonly input: z.ZodType<I, T>;
  readonly answering: Answering<I>;
}

/** An operation of any input, as lists of them hold it (the input type is the operation's own). */
export type AnyOperation = Operation<any, z.ZodType, any>;

/** A read value a typed client may send as it is: a number, a boolean, a list. */
type PlainValue<V> = V extends number | boolean | readonly unknown[] ? V : never;

/**
 * What tRPC, MCP and GraphQL clients send for an operation: each field as REST takes it (a GET parameter's text)
 * or as the plain value it is read as (a latitude as a number, a list as an array).
 */
export type InterfaceInput<Op extends AnyOperation> =
  Op extends Operation<infer I, z.ZodType, infer T> ? { [K in keyof T]: T[K] | (K extends keyof I ? PlainValue<I[K]> : never) } : never;

/** Declares a GET operation; its input is the path parameters and the query together. */
export function getOperation<Q extends ObjectSchema, O extends z.ZodType, P extends ObjectSchema | undefined = undefined>(
  declaration: Described<O> & {
    readonly path: string;
    readonly params?: P;
    readonly query: Q;
    readonly answering: Answering<z.output<Q> & (P extends ObjectSchema ? z.output<P> : unknown)>;
  },
): Operation<z.output<Q> & (P extends ObjectSchema ? z.output<P> : unknown), O, z.input<Q> & (P extends ObjectSchema ? z.input<P> : unknown)> {
  const input = declaration.params ? declaration.params.extend(declaration.query.shape) : declaration.query;
  return { ...declaration, method: 'GET', input: input as never };
}

/** Declares a POST operation; its input is the JSON body. */
export function postOperation<B extends z.ZodType, O extends z.ZodType>(
  declaration: Described<O> & { readonly path: string; readonly body: B; readonly answering: Answering<z.output<B>> },
): Operation<z.output<B>, O, z.input<B>> {
  return { ...declaration, method: 'POST', input: declaration.body as never };
}

/**
 * The `cacheWhen` of an answer that depends on the URL alone once `field` is given (an explicit date, year or
 * start); without it the answer is "now" or "this year", which moves on.
 */
export function keptWhenGiven<F extends string>(field: F): (input: Partial<Record<F, unknown>>) => boolean {
  return (input) => input[field] !== undefined;
}

/** The REST route schema of an operation (what the OpenAPI document shows). */
export function routeSchema(operation: AnyOperation) {
  return {
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.notes ? `${operation.description}\n\n${operation.notes}` : operation.description,
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    response: { 200: operation.output, ...errorResponses, ...(operation.notFound ? { 404: ErrorBodySchema } : {}) },
  };
}

/** The REST route schema of another form of an operation: a JSON body (`body`) for its GET query, the same answers. */
export function bodyFormSchema<B extends z.ZodType>(operation: AnyOperation, summary: string, body: B) {
  const { tags, description, response } = routeSchema(operation);
  return { tags, summary, description, body, response };
}

/**
 * Registers the REST route of each operation on `app` (an area's plugin instance). With `cacheBytes`, the routes
 * of the operations, under both prefixes, share one response cache of at most that many bytes, which keeps the
 * answers of the operations answered with `cacheWhen`; it is returned for the area's other forms of those operations.
 */
export function registerOperations(
  app: FastifyInstance,
  services: Services,
  operations: Readonly<Record<string, AnyOperation>>,
  cacheBytes = 0,
): CachedAnswer | undefined {
  const cached = cacheBytes > 0 ? cachedResponses(app, operations, cacheBytes) : undefined;
  for (const operation of Object.values(operations)) {
    const { answering } = operation;
    const schema = routeSchema(operation);
    for (const url of [operation.path, ...(operation.aliases ?? [])]) {
      app.route({
        method: operation.method,
        url,
        schema,
        ...(operation.demo ? { config: { demo: operation.demo } } : {}),
        handler: async (request, reply) => {
          const input = operation.method === 'POST' ? request.body : operation.params ? { ...(request.params as object), ...(request.query as object) } : request.query;
          if ('worker' in answering) return sendWorkerAnswer(services, reply, answering.worker, input);
          if (answering.cacheWhen && cached) return cached(request, reply, async () => answering.compute(services, input), answering.cacheWhen(input));
          const answer = await answering.compute(services, input);
          return answer instanceof JsonAnswer ? reply.type(JSON_TYPE).send(answer.json) : answer;
        },
      });
    }
  }
  return cached;
}

/**
 * The plugin of an area that serves its operations and nothing else (`registerOperations`; with `cacheBytes`, its
 * kept answers' cache).
 */
export function operationsPlugin(operations: Readonly<Record<string, AnyOperation>>, cacheBytes = 0) {
  return async (app: FastifyInstance, services: Services): Promise<void> => {
    registerOperations(app, services, operations, cacheBytes);
  };
}

/** A value of an input as a query string carries it: lists comma-joined, everything else as text. */
function queryValue(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(',') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * The input of a GET operation as its query string would carry it (numbers, booleans and lists as text; null and
 * absent values left out), in name order, so that the other interfaces, which take typed values, validate as
 * REST does, and one input has one form.
 */
export function asQuery(raw: unknown): Record<string, string> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const fields = Object.entries(raw).flatMap(([name, value]): [string, string][] => (value === undefined || value === null ? [] : [[name, queryValue(value)]]));
  return Object.fromEntries(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A validation failure as Fastify raises it, so the error handler's `toApiError` answers it as for REST. */
function validationFailure(error: unknown, context: 'querystring' | 'body'): Error {
  return Object.assign(new Error('The input is not valid'), { validation: error, validationContext: context, statusCode: 400 });
}

type Validator = (data: unknown) => { value?: unknown; error?: unknown };

/** Each operation's validator, made on its first call. */
const validators = new WeakMap<AnyOperation, Validator>();

/**
 * A client's input of another interface validated with the operation's schema, as REST validates it (a GET
 * operation's values as its query string would carry them); throws the validation failure REST would answer 400.
 */
export function validatedInput(operation: AnyOperation, raw: unknown): unknown {
  const context = operation.method === 'GET' ? 'querystring' : 'body';
  const sent = operation.method === 'GET' ? asQuery(raw) : raw;
  let validate = validators.get(operation);
  if (!validate) {
    validate = validatorCompiler({ schema: operation.input, method: operation.method, url: operation.path, httpPart: context }) as Validator;
    validators.set(operation, validate);
  }
  const validated = validate(sent);
  if (validated.error) throw validationFailure(validated.error, context);
  return validated.value;
}

const serializers = new WeakMap<z.ZodType, (value: unknown) => string>();

/** The 200 answer of an operation as REST serializes it (the response schema's own serializer; a `JsonAnswer` as it is). */
function serialized(operation: AnyOperation, value: unknown): string {
  if (value instanceof JsonAnswer) return value.json;
  let serialize = serializers.get(operation.output);
  if (!serialize) {
    serialize = serializerCompiler({ schema: operation.output, method: operation.method, url: operation.path }) as (value: unknown) => string;
    serializers.set(operation.output, serialize);
  }
  return serialize(value);
}

/**
 * Answers a validated input (`validatedInput`) for another interface as the REST route does: computed, or whole in
 * a worker; returns the JSON REST would send. With `select`, an answer computed in a worker is only the selected
 * part of it (an answer computed here is whole). Throws what the REST route would (an `ApiError`, a pool error).
 */
export async function answerOperation(services: Services, operation: AnyOperation, input: unknown, select?: Selection): Promise<string> {
  const { answering } = operation;
  if ('worker' in answering) return workerAnswerJson(services, answering.worker, input, select);
  return serialized(operation, await answering.compute(services, input));
}

/** Whether the answer to a validated input depends on the input alone, so it may be kept (`cacheWhen`). */
export function isKeepable(operation: AnyOperation, input: unknown): boolean {
  return 'compute' in operation.answering && operation.answering.cacheWhen !== undefined && operation.answering.cacheWhen(input);
}
