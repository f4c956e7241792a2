/**
 * GraphQL at /v1/graphql (mercurius): every operation of the registry (`api/operations.ts`) is a Query field of
 * its name, its arguments the operation's typed input (Float, Int, Boolean, enums, `!` where required:
 * `input-schema.ts`) and its type the 200 answer, both generated at start-up from the same zod schemas
 * (`graphql-schema.ts`). A field is answered by the operation itself (`call.ts`): the same validation, result
 * and errors as REST; an API error is a GraphQL error whose `extensions` carry the API's code and the HTTP status. The key check and the rate limit are those of the outer HTTP request, answered as REST
 * answers them (401, 429 with the API's error body); one request counts once however many fields it selects.
 * Limits: a query nests at most `MAX_QUERY_DEPTH` selections and selects at most `MAX_ROOT_FIELDS` operations.
 *
 * A response all of whose fields depend on their arguments alone (each operation's `cacheWhen`; introspection) is
 * kept, as REST keeps its stored reads (api/shared/response-cache.ts): by URL for a GET, answered again by the
 * cached read (api/plugins/cached-reads.ts); by query, operation name and variables for a POST, answered again
 * before GraphQL parses it. Both after the key check and the count.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ExecutionResult, GraphQLError, type GraphQLResolveInfo, GraphQLScalarType, Kind, type SelectionSetNode, type ValidationContext, type ValidationRule, valueFromASTUntyped,
} from 'graphql';
import mercurius from 'mercurius';
import { z } from 'zod';
import { OPERATIONS } from '../operations.ts';
import type { AnyOperation } from '../shared/operation.ts';
import type { Selection } from '../shared/selection.ts';
import { headersSoFar, hijack, KeptCachedResponse, KeptPost, RESPONSE_CACHE_BYTES, ResponseCache, writeCachedResponse } from '../shared/response-cache.ts';
import type { OperationCaller } from './call.ts';
import { graphqlSchemaOf, JSON_SCALAR } from './graphql-schema.ts';

/**
 * Deepest nesting of selections a query may have (mercurius counts each field and inline fragment). The deepest
 * response nests 6; the standard introspection query (GraphiQL, code generators) nests 15 and must pass.
 */
export const MAX_QUERY_DEPTH = 16;
/** Operations one request may select: each is computed, and the outer request counts once. */
export const MAX_ROOT_FIELDS = 5;

const GRAPHQL_PATH = '/v1/graphql';


/** The JSON scalar: any value, passed through as REST gives or takes it. */
const JsonScalar = new GraphQLScalarType({
  name: JSON_SCALAR,
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => valueFromASTUntyped(node, variables),
});

/** The distinct response keys a selection set asks for at the root (fragments expanded; introspection is free). */
function rootFieldKeys(selectionSet: SelectionSetNode, context: ValidationContext, keys: Set<string>, fragments: Set<string>): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__')) keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootFieldKeys(selection.selectionSet, context, keys, fragments);
    } else if (!fragments.has(selection.name.value)) {
      fragments.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) rootFieldKeys(fragment.selectionSet, context, keys, fragments);
    }
  }
  return keys;
}

/** Refuses, before execution, an operation selecting more than `MAX_ROOT_FIELDS` operations. */
const rootFieldLimit: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const count = rootFieldKeys(node.selectionSet, context, new Set(), new Set()).size;
    if (count > MAX_ROOT_FIELDS) {
      context.reportError(
        new GraphQLError(`The query selects ${count} operations; the cost limit is ${MAX_ROOT_FIELDS} operations per request`, {
          nodes: [node],
          extensions: { code: 'QUERY_COST_LIMIT', limit: MAX_ROOT_FIELDS },
        }),
      );
    }
  },
});

/** An enum argument's value as the operation takes it: each value name's word (a list's items alike). */
function wordsOf(value: unknown, words: ReadonlyMap<string, string>): unknown {
  return Array.isArray(value) ? value.map((item) => words.get(item as string) ?? item) : (words.get(value as string) ?? value);
}

/** Requests that answered a field whose answer may change with the moment (or failed): their response is not kept. */
const changing = new WeakSet<FastifyRequest>();

/** Adds `inner` to a field's selection so far (`true`, the whole value, takes in any other). */
function mergedSelection(so: Selection | true | undefined, inner: Selection | true): Selection | true {
  if (so === undefined) return inner;
  if (so === true || inner === true) return true;
  const merged: Record<string, Selection | true> = { ...so };
  for (const [field, more] of Object.entries(inner)) merged[field] = mergedSelection(merged[field], more);
  return merged;
}

/**
 * The answer's fields a selection set reads, by name (aliases read the same field; inline fragments and named
 * fragments expanded; directives ignored, so a field that `@skip` leaves out is still selected); a field without
 * a selection set is taken whole.
 */
function selectionOf(selectionSet: SelectionSetNode | undefined, fragments: GraphQLResolveInfo['fragments']): Selection | true {
  if (selectionSet === undefined) return true;
  let selection: Selection = {};
  for (const node of selectionSet.selections) {
    const inner =
      node.kind === Kind.FIELD
        ? node.name.value.startsWith('__') ? {} : { [node.name.value]: selectionOf(node.selectionSet, fragments) }
        : selectionOf(node.kind === Kind.INLINE_FRAGMENT ? node.selectionSet : fragments[node.name.value]?.selectionSet, fragments);
    selection = mergedSelection(selection, inner) as Selection;
  }
  return selection;
}

/** The resolver of an operation's field: the operation itself, asked for the part of its answer the query selects. */
function resolverOf(operations: OperationCaller, operation: AnyOperation, wholeInput: boolean, enums: Readonly<Record<string, ReadonlyMap<string, string>>>) {
  return async (_root: unknown, args: Record<string, unknown>, context: mercurius.MercuriusContext, info: GraphQLResolveInfo): Promise<unknown> => {
    // An argument given as null is an argument not given: REST has no null for an optional parameter.
    const input = wholeInput
      ? args.input
      : Object.fromEntries(Object.entries(args).flatMap(([name, value]) => (value === null ? [] : [[name, enums[name] ? wordsOf(value, enums[name]) : value]])));
    const selection = info.fieldNodes.reduce<Selection | true>((so, node) => mergedSelection(so, selectionOf(node.selectionSet, info.fragments)), {});
    const result = await operations.call(operation, input, selection === true ? undefined : selection);
    if (!result.ok || !result.kept) changing.add(context.reply.request);
    if (result.ok) return result.value();
    throw new mercurius.ErrorWithProps(result.error.message, { code: result.error.error, status: result.status });
  };
}

/**
 * The request shapes of mercurius's routes, in zod: the app compiles route schemas with zod, and mercurius
 * declares them in JSON Schema.
 */
const RequestFields = { query: z.string().optional(), operationName: z.string().nullish() };
const PostBodySchema = z.looseObject({ ...RequestFields, variables: z.record(z.string(), z.unknown()).nullish(), extensions: z.record(z.string(), z.unknown()).optional() });
const GetQuerySchema = z.looseObject({ ...RequestFields, variables: z.string().optional(), extensions: z.string().optional() });

/**
 * The name of a POST request's whole response: its query, operation name and variables (a request with
 * extensions, such as a persisted query, is not kept).
 */
function postKey(body: unknown): string | undefined {
  // Not yet validated: anything JSON can be (null, a list) is left to validation.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { query, operationName, variables, extensions } = body as Partial<z.infer<typeof PostBodySchema>>;
  if (extensions !== undefined || query === undefined) return undefined;
  return `POST ${JSON.stringify([query, operationName ?? null, variables ?? null])}`;
}

/**
 * Keeps the responses whose every field may be kept: by URL for a GET (the cached read answers it next time), by
 * `postKey` for a POST (answered here, before GraphQL, next time).
 */
function keepResponses(scope: FastifyInstance): void {
  const responses = new ResponseCache(RESPONSE_CACHE_BYTES);
  const keys = new WeakMap<FastifyRequest, string>();
  // A POST's kept response, answered by the cached read before the body parser (api/plugins/cached-reads.ts).
  const keptPost = new KeptPost((body) => {
    const key = postKey(body);
    const cached = key === undefined ? undefined : responses.get(key);
    return cached && new KeptCachedResponse(cached);
  });
  scope.keptAnswers.addCache(responses);
  scope.keptAnswers.addPost(GRAPHQL_PATH, keptPost);
  // Before validation: a kept key names a body that passed it (`postKey` reads every field validation checks).
  scope.addHook('preValidation', (request, reply, done) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return done();
    const key = request.method === 'POST' ? postKey(request.body) : request.method === 'GET' ? request.url : undefined;
    if (key === undefined) return done();
    const cached = responses.get(key);
    if (cached === undefined) {
      keys.set(request, key);
      return done();
    }
    // Written at once; not calling `done` ends the request here.
    writeCachedResponse(request.headers, hijack(reply), cached, headersSoFar(reply));
  });
  scope.addHook('onSend', (request, reply, payload, done) => {
    const key = keys.get(request);
    if (key !== undefined && reply.statusCode === 200 && typeof payload === 'string' && !changing.has(request)) responses.set(key, Buffer.from(payload));
    done();
  });
}

/** Mercurius's formatter reads its logger from here: its own line (every error at info, with its stack) is left out. */
const UNLOGGED = { app: { log: { info: () => undefined } } } as unknown as mercurius.MercuriusContext;

/**
 * The answer to a request with errors, as mercurius shapes it (its default formatter), logged as the service logs:
 * a client's mistake (a query that does not parse or validate, a limit, an API error under 500) at info, one line
 * with each error's message, code and place in the query and no stack; any other error at error level with it.
 */
function formatErrors(execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>, context: mercurius.MercuriusContext) {
  const log = context.reply?.log ?? context.app.log;
  const errors = execution.errors.flatMap((error) => {
    const listed = (error.originalError as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(listed) ? (listed as GraphQLError[]) : [error];
  });
  const failures = errors.filter((error) => !isClientError(error));
  for (const error of failures) log.error({ err: error.originalError ?? error, path: error.path }, 'GraphQL field failed');
  const refused = errors.filter(isClientError);
  if (refused.length > 0) {
    log.info(
      { graphqlErrors: refused.map((error) => ({ message: error.message, code: error.extensions?.code, locations: error.locations, path: error.path })) },
      'GraphQL request refused',
    );
  }
  return mercurius.defaultErrorFormatter(execution, UNLOGGED);
}

/**
 * The client's mistake: an error graphql-js reports about the query (no error behind it), a request refused by
 * mercurius or a limit with a 4xx, or an API error under 500 from a field.
 */
function isClientError(error: GraphQLError): boolean {
  const cause = error.originalError as (Error & { statusCode?: unknown; extensions?: { status?: unknown } }) | undefined;
  if (cause === undefined || cause instanceof GraphQLError) return true;
  const status = typeof cause.extensions?.status === 'number' ? cause.extensions.status : cause.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A failure of the GraphQL request itself (syntax, validation, limits), answered in GraphQL's shape. */
function isGraphQLFailure(error: unknown): boolean {
  const code = (error as Partial<FastifyError> | null)?.code;
  return error instanceof GraphQLError || (typeof code === 'string' && code.startsWith('MER_ERR_'));
}

/** The schema of the registry's operations, generated once per process (it depends on nothing else). */
let generated: ReturnType<typeof graphqlSchemaOf> | undefined;

/**
 * Serves GraphQL at /v1/graphql (POST, and GET with the query in the URL), kept out of the OpenAPI document,
 * which describes REST.
 * @param options.graphiql serve the GraphiQL page at /graphiql (outside the key-checked prefix; it sends the key
 *   the user enters in its headers)
 */
export async function graphqlRoutes(app: FastifyInstance, operations: OperationCaller, options: { graphiql: boolean }): Promise<void> {
  const { sdl, inputForms, enumArguments } = (generated ??= graphqlSchemaOf(OPERATIONS));
  const fields = Object.fromEntries(
    Object.entries(OPERATIONS).map(([name, operation]: [string, AnyOperation]) => [name, resolverOf(operations, operation, inputForms[name] === 'whole', enumArguments[name] ?? {})]),
  );
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      route.schema = {
        hide: true,
        ...(schema.body ? { body: PostBodySchema } : {}),
        ...(schema.querystring ? { querystring: GetQuerySchema } : {}),
      };
    });
    keepResponses(scope);
    await scope.register(mercurius, {
      schema: sdl,
      resolvers: { [JSON_SCALAR]: JsonScalar, Query: fields } as unknown as mercurius.IResolvers,
      path: GRAPHQL_PATH,
      graphiql: options.graphiql,
      queryDepth: MAX_QUERY_DEPTH,
      validationRules: [rootFieldLimit],
      // Errors before GraphQL (no key, over the limit, a body that is not JSON) leave as REST's: the app's handler.
      errorHandler: (error: Error, _request: FastifyRequest, reply: FastifyReply): void => {
        if (!isGraphQLFailure(error)) throw error;
        const graphqlError = error instanceof GraphQLError ? error : new GraphQLError(error.message, { originalError: error });
        const { statusCode, response } = formatErrors({ errors: [graphqlError] }, { reply, app } as mercurius.MercuriusContext);
        void reply.code(statusCode).send(response);
      },
      errorFormatter: formatErrors,
    });
  });
}
