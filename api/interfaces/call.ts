/**
 * Answers operations for tRPC, MCP and GraphQL: the operation's own validation, computation and serialization
 * (api/shared/operation.ts). The key check and the rate limit are the outer HTTP request's (one request counts
 * once, however many operations it calls; the demo key reaches none of the three). An answer that depends on its input alone (REST keeps
 * it by URL: `cacheWhen`) is kept here too, by operation and input, so a stored day read through an interface is
 * as cheap as through REST.
 */
import type { ErrorBody } from '../errors.ts';
import { toApiError } from '../plugins/errors.ts';
import { Lru } from '../shared/lru.ts';
import { type AnyOperation, answerOperation, isKeepable, validatedInput } from '../shared/operation.ts';
import type { Services } from '../shared/services.ts';

/** An answer: its JSON, and the value it parses to (made on first demand). */
export interface Answer {
  readonly json: string;
  value(): unknown;
}

export type CallResult =
  | ({ readonly ok: true } & Answer)
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

export class OperationCaller {
  private readonly kept = new Lru<Answer>(KEPT_BYTES, (answer) => answer.json.length * (1 + PARSED_ALLOWANCE));

  constructor(private readonly services: Services) {}

  /**
   * Calls `operation` with the client's input as sent (typed values; the operation validates them).
   * An API error is returned as REST would answer it; any other failure is thrown.
   */
  async call(operation: AnyOperation, rawInput: unknown): Promise<CallResult> {
    try {
      const { sent, input } = validatedInput(operation, rawInput);
      if (!isKeepable(operation, input)) return { ok: true, ...answerOf(await answerOperation(this.services, operation, input)) };
      const key = `${operation.path} ${JSON.stringify(sent)}`;
      let answer = this.kept.get(key);
      if (!answer) {
        answer = answerOf(await answerOperation(this.services, operation, input));
        this.kept.set(key, answer);
      }
      return { ok: true, json: answer.json, value: answer.value };
    } catch (err) {
      const apiError = toApiError(err);
      if (!apiError) throw err;
      return { ok: false, status: apiError.statusCode, error: apiError.toBody(), headers: apiError.headers };
    }
  }
}
