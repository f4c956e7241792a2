/**
 * The JSON Schema of an operation's input as tRPC, MCP and GraphQL clients send it: typed values. A JSON body
 * already is (its numbers are numbers). A GET operation's query arrives as text over REST, so each of its
 * parameters is described by the type it is read as (`io: 'output'`: a latitude a number, a list of words an array
 * of those words, a closed vocabulary its values) wherever that type is a plain JSON value, and by its text form
 * otherwise (a date, a timezone that is hours or a zone name). `answerOperation` turns typed values back into the
 * text REST reads, so either form validates alike.
 */
import { z } from 'zod';
import type { AnyOperation } from '../shared/operation.ts';

/** The part of JSON Schema this module reads and writes. */
export interface JsonSchemaObject {
  readonly type?: string | readonly string[];
  readonly description?: string;
  readonly properties?: Readonly<Record<string, Record<string, unknown>>>;
  readonly required?: readonly string[];
  readonly [keyword: string]: unknown;
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchemaObject {
  const { $schema: _schema, ...document } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return document as JsonSchemaObject;
}

/** Whether a parameter's read type is a plain JSON value a client can send as it is. */
function isPlainValue(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  if (Array.isArray(schema.enum)) return true;
  if (schema.type === 'number' || schema.type === 'integer' || schema.type === 'boolean') return true;
  if (schema.type === 'array') return isPlainValue(schema.items as Record<string, unknown> | undefined);
  return false;
}

/** Each operation's schema as derived, kept by the operation: MCP and GraphQL read it, and every app built in a process. */
const derived = new WeakMap<AnyOperation, JsonSchemaObject>();

/** The input schema of an operation for typed clients (see the module's comment). Shared: never change it. */
export function interfaceInputSchema(operation: AnyOperation): JsonSchemaObject {
  let schema = derived.get(operation);
  if (schema === undefined) {
    schema = typedInputSchema(operation);
    derived.set(operation, schema);
  }
  return schema;
}

function typedInputSchema(operation: AnyOperation): JsonSchemaObject {
  const sent = jsonSchemaOf(operation.input, 'input');
  if (operation.method !== 'GET' || !sent.properties) return sent;
  const read = jsonSchemaOf(operation.input, 'output').properties ?? {};
  const properties = Object.fromEntries(
    Object.entries(sent.properties).map(([name, text]) => {
      const typed = read[name];
      return [name, isPlainValue(typed) ? { ...typed, ...(text.description ? { description: text.description } : {}) } : text];
    }),
  );
  return { ...sent, properties };
}
