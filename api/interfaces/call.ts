/**
 * Answers operations for tRPC, MCP and GraphQL: the operation's own validation, computation and serialization
 * (api/shared/operation.ts). The key check and the rate limit are the outer HTTP request's (one request counts
 * once, however many operations it calls; the demo key reaches none of the three). An answer that depends on its
 * input alone (REST keeps it by URL: `cacheWhen`) is kept here too, by operation and input as sent, so a stored
 * day read through an interface is answered again without validation or computation.
 */
import type { ErrorBody } from '../errors.ts';
import { toApiError } from '../plugins/errors.ts';
import { Lru } from '../shared/lru.ts';
import { type AnyOperation, answerOperation, isKeepable, validatedInput } from '../shared/operation.ts';
import type { Selection } from '../shared/selection.ts';
import type { Services } from '../shared/services.ts';

/** An answer: its JSON, and the value it parses to (made on first demand). */
export interface Answer {
  readonly json: string;
  value(): unknown;
}

export type CallResult =
  /** `kept`: the answer depends on the input alone (the operation's `cacheWhen`), so a response made of it may be kept too. */
  | ({ readonly ok: true; readonly kept: boolean } & Answer)
  | { readonly ok: false; readonly status: number; readonly error: ErrorBody; readonly headers: Record<string, string> };

/** Answers kept for the interfaces: the JSON counts, and room for the parsed value (about three times it). */
const KEPT_BYTES = 32 * 2 ** 20;
const PARSED_ALLOWANCE = 3;

function answerOf(json: string): Answer {
  let parsed: { value: unknown } | undefined;
  return {
    json,
    value: () => (parsed ??= { value: JSON.parse(json) }).value,
  };
}

/**
 * The name of an input as a client sent it (the same input sent alike always has the same answer), or undefined
 * for an operation that keeps no answer (no `cacheWhen`): its calls need no key and no lookup.
 */
const keyOf = (operation: AnyOperation, rawInput: unknown): string | undefined =>
  'compute' in operation.answering && operation.answering.cacheWhen ? `${operation.path} ${JSON.stringify(rawInput)}` : undefined;

export class OperationCaller {
  private readonly kept = new Lru<Answer>(KEPT_BYTES, (answer) => answer.json.length * (1 + PARSED_ALLOWANCE));

  constructor(private readonly services: Services) {}

  /** The kept answer of `operation` to the input as sent, if it was answered before and depends on the input alone. */
  keptAnswer(operation: AnyOperation, rawInput: unknown): Answer | undefined {
    const key = keyOf(operation, rawInput);
    return key === undefined ? undefined : this.kept.get(key);
  }

  /**
   * Calls `operation` with the client's input as sent (typed values; the operation validates them). With
   * `select`, an answer computed in a worker is only its selected part (such answers are never kept; a kept
   * answer is whole). An API error is returned as REST would answer it; any other failure is thrown.
   */
  async call(operation: AnyOperation, rawInput: unknown, select?: Selection): Promise<CallResult> {
    const key = keyOf(operation, rawInput);
    const kept = key === undefined ? undefined : this.kept.get(key);
    if (kept) return { ok: true, kept: true, json: kept.json, value: kept.value };
    try {
      const input = validatedInput(operation, rawInput);
      const answer = answerOf(await answerOperation(this.services, operation, input, select));
      const keepable = isKeepable(operation, input);
      if (keepable && key !== undefined) this.kept.set(key, answer);
      return { ok: true, kept: keepable, json: answer.json, value: answer.value };
    } catch (err) {
      const apiError = toApiError(err, rawInput);
      if (!apiError) throw err;
      return { ok: false, status: apiError.statusCode, error: apiError.toBody(), headers: apiError.headers };
    }
  }
}
