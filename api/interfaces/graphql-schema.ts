/**
 * The GraphQL schema (SDL) of the operations of the catalogue, generated in one step from the zod schemas REST
 * validates and serializes with: each operation is a Query field of its name whose arguments are the top-level
 * properties of its input (`z.toJSONSchema(input, { io: 'input' })`, as a client sends it: query-string numbers
 * are strings) and whose type is its 200 response (`io: 'output'`).
 *
 * JSON Schema → GraphQL:
 * - an object with named properties → an object type (an input object type inside arguments), named by its
 *   `$defs` id (a schema's `.meta({ id })`), else by the operation and the property path; one type per name and
 *   shape (a second shape wanting a taken name gets a number);
 * - an array → a list; string → String, integer → Int, number → Float, boolean → Boolean;
 * - a closed list of words given as an argument (a top-level input property: house system, sign, period, lang…)
 *   → an enum named for the argument, each value's name its word with the characters GraphQL names cannot hold
 *   made `_` (`whole-sign` → `whole_sign`); `enumArguments` maps the names back to the words. Closed lists
 *   elsewhere (inside input objects, in answers) stay String, their words as REST gives them;
 * - `null` in a type list, an `anyOf` or an `enum` → nullable; otherwise non-null only where `required` says so;
 * - anything else → the `JSON` scalar, carrying the value as REST gives it: unions of several types, records
 *   with free keys, tuples, `{}` (what zod cannot represent), and objects with a property name that is not a
 *   GraphQL name. An input that is not an object of such names is one argument `input: JSON`.
 */
import { z } from 'zod';
import type { AnyOperation } from '../shared/operation.ts';
import { interfaceInputSchema } from './input-schema.ts';

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) the generation reads. */
interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly propertyNames?: JsonSchema;
  readonly patternProperties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema | readonly JsonSchema[];
  readonly prefixItems?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
}

type Io = 'input' | 'output';

/** One JSON Schema document (an operation's input or output) with what names its types. */
interface SchemaDocument {
  readonly root: JsonSchema;
  readonly defs: Readonly<Record<string, JsonSchema>>;
  readonly io: Io;
  /** Name parts of the root when it is not a `$ref`. */
  readonly rootPath: readonly string[];
}

/** A GraphQL type reference without its `!`, and whether the value may be null. */
interface TypeRef {
  readonly type: string;
  readonly nullable: boolean;
}

/** How a Query field takes its operation's input. */
export type InputForm = 'arguments' | 'whole';

export interface GeneratedSchema {
  /** The schema in GraphQL SDL. */
  readonly sdl: string;
  /** By operation: `arguments` (one argument per input property) or `whole` (one `input: JSON` argument). */
  readonly inputForms: Readonly<Record<string, InputForm>>;
  /** By operation and argument: the words of an enum argument's value names (a list argument's items alike). */
  readonly enumArguments: Readonly<Record<string, Readonly<Record<string, ReadonlyMap<string, string>>>>>;
}

/** The scalar of anything GraphQL cannot type. */
export const JSON_SCALAR = 'JSON';

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
/** Type names the schema defines itself or GraphQL reserves. */
const RESERVED = new Set(['Query', 'Mutation', 'Subscription', JSON_SCALAR, 'String', 'Int', 'Float', 'Boolean', 'ID']);

/** Whether a property name can be a GraphQL field or argument name (`__` opens introspection names only). */
export function isGraphQLName(name: string): boolean {
  return NAME.test(name) && !name.startsWith('__');
}

/** `['panchanga', 'tithi']` → `PanchangaTithi`; characters GraphQL names cannot hold are dropped. */
function typeNameOf(parts: readonly string[]): string {
  const name = parts
    .flatMap((part) => part.split(/[^_0-9A-Za-z]+/))
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return /^[0-9]/.test(name) || name === '' ? `_${name}` : name.replace(/^__+/, '_');
}

/** A string literal in SDL (GraphQL string escapes are JSON's). */
function described(description: string | undefined, indent: string): string {
  return description ? `${indent}${JSON.stringify(description)}\n` : '';
}

const isNull = (schema: JsonSchema) => schema.type === 'null';

/** The schema with `null` taken out of its type list, `anyOf`/`oneOf` or `enum`, and whether it was there. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (schema.type === 'null') return { schema: {}, nullable: true };
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const rest = schema.type.filter((type) => type !== 'null');
    return { schema: { ...schema, type: rest.length === 1 ? rest[0]! : rest }, nullable: true };
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.some(isNull)) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
    const others = variants.filter((variant) => !isNull(variant));
    return { schema: others.length === 1 ? { ...rest, ...others[0] } : { ...rest, anyOf: others }, nullable: true };
  }
  if (schema.enum?.includes(null)) return { schema: { ...schema, enum: schema.enum.filter((value) => value !== null) }, nullable: true };
  return { schema, nullable: false };
}

/** The scalar every value of a closed list (`enum`, `const`) is, or JSON when they differ. */
function scalarOfValues(values: readonly unknown[]): string {
  if (values.length === 0) return JSON_SCALAR;
  if (values.every((value) => typeof value === 'string')) return 'String';
  if (values.every((value) => typeof value === 'boolean')) return 'Boolean';
  if (values.every((value) => Number.isInteger(value) && Math.abs(value as number) < 2 ** 31)) return 'Int';
  if (values.every((value) => typeof value === 'number')) return 'Float';
  return JSON_SCALAR;
}

/** The properties of an object GraphQL can type field by field (named, closed, every name a GraphQL name), or null. */
function typedProperties(schema: JsonSchema): Readonly<Record<string, JsonSchema>> | null {
  if (schema.type !== 'object' || !schema.properties) return null;
  const names = Object.keys(schema.properties);
  const closed = schema.additionalProperties === undefined || schema.additionalProperties === false;
  if (names.length === 0 || !closed || schema.propertyNames || schema.patternProperties) return null;
  return names.every(isGraphQLName) ? schema.properties : null;
}

interface TypeDefinition {
  readonly kind: 'type' | 'input' | 'enum';
  readonly description: string | undefined;
  /** The field lines, or null while a recursive type is being written. */
  fields: string | null;
}

/** The enum value names of closed-list words, or null when two words would share a name or one cannot have one. */
function enumNamesOf(values: readonly unknown[]): Map<string, string> | null {
  if (values.length === 0 || !values.every((value): value is string => typeof value === 'string')) return null;
  const names = new Map(values.map((value) => [/^[0-9]/.test(value) ? `_${value}` : value.replace(/[^_0-9A-Za-z]/g, '_'), value]));
  const valid = [...names.keys()].every((name) => isGraphQLName(name) && !['true', 'false', 'null'].includes(name));
  return valid && names.size === values.length ? names : null;
}

/** Writes the named types of several documents into one schema, each name once. */
class TypeWriter {
  /** The words of each enum argument written, by its path (`<root>.<argument>`): each value name's word. */
  readonly argumentWords = new Map<string, Map<string, string>>();

  private readonly definitions = new Map<string, TypeDefinition>();
  /** The type of each `$defs` entry, by `io:id`: ids are global (zod's registry), so one id is one schema. */
  private readonly defined = new Map<string, TypeRef>();

  /** The GraphQL type of a schema at a property path. */
  typeOf(schema: JsonSchema, document: SchemaDocument, path: readonly string[]): TypeRef {
    const { schema: plain, nullable } = withoutNull(schema);
    const inner = plain.$ref === undefined ? { type: this.plainType(plain, document, path), nullable: false } : this.refType(plain.$ref, document);
    return { type: inner.type, nullable: nullable || inner.nullable };
  }

  /** The field (or argument) lines of an object's properties. */
  fieldLines(properties: Readonly<Record<string, JsonSchema>>, required: readonly string[] | undefined, document: SchemaDocument, path: readonly string[], indent: string): string[] {
    return Object.entries(properties).map(([name, property]) => {
      const { type, nullable } = this.typeOf(property, document, [...path, name]);
      const nonNull = !nullable && (required ?? []).includes(name);
      return `${described(property.description, indent)}${indent}${name}: ${type}${nonNull ? '!' : ''}`;
    });
  }

  /** The object and input types written, in SDL. */
  sdl(): string {
    return [...this.definitions]
      .map(([name, { kind, description, fields }]) => `${described(description, '')}${kind} ${name} {\n${fields}\n}`)
      .join('\n\n');
  }

  private plainType(schema: JsonSchema, document: SchemaDocument, path: readonly string[]): string {
    if (schema.const !== undefined) return scalarOfValues([schema.const]);
    if (schema.enum) {
      // An argument (a top-level input property: the root and its name) whose words can all be value names.
      const names = document.io === 'input' && path.length === 2 ? enumNamesOf(schema.enum) : null;
      if (!names) return scalarOfValues(schema.enum);
      const name = this.define(typeNameOf([path[1]!]), { kind: 'enum', description: undefined, fields: [...names.keys()].map((value) => `  ${value}`).join('\n') });
      this.argumentWords.set(path.join('.'), names);
      return name;
    }
    const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (variants) return variants.length === 1 && !schema.type ? this.typeOf(variants[0]!, document, path).type : JSON_SCALAR;
    switch (schema.type) {
      case 'string': return 'String';
      case 'integer': return 'Int';
      case 'number': return 'Float';
      case 'boolean': return 'Boolean';
      case 'array': {
        if (schema.prefixItems || !schema.items || Array.isArray(schema.items)) return JSON_SCALAR;
        const item = this.typeOf(schema.items as JsonSchema, document, path);
        return `[${item.type}${item.nullable ? '' : '!'}]`;
      }
      case 'object': {
        const properties = typedProperties(schema);
        if (!properties) return JSON_SCALAR;
        const fields = this.fieldLines(properties, schema.required, document, path, '  ').join('\n');
        return this.define(this.wantedName(path, document.io), { kind: this.kindOf(document), description: undefined, fields });
      }
      default: return JSON_SCALAR;
    }
  }

  /** The type of a `$ref`: `#` is the document's root, `#/$defs/<id>` a named schema. */
  private refType(ref: string, document: SchemaDocument): TypeRef {
    if (ref === '#') return this.namedType(`#${document.rootPath.join('.')}`, document.root, document, document.rootPath);
    const id = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
    const schema = id === undefined ? undefined : document.defs[id];
    return schema && id !== undefined ? this.namedType(id, schema, document, [id]) : { type: JSON_SCALAR, nullable: false };
  }

  /** The type of a schema named once for all documents; its name is taken before its fields are written, so it may recur. */
  private namedType(key: string, schema: JsonSchema, document: SchemaDocument, path: readonly string[]): TypeRef {
    const memoKey = `${document.io}:${key}`;
    const known = this.defined.get(memoKey);
    if (known) return known;
    const { schema: plain, nullable } = withoutNull(schema);
    const properties = plain.$ref === undefined ? typedProperties(plain) : null;
    if (!properties) {
      // Not an object type: a scalar, list or JSON; JSON stands in while it is written, should it recur.
      this.defined.set(memoKey, { type: JSON_SCALAR, nullable: true });
      const type = this.typeOf(schema, document, path);
      this.defined.set(memoKey, type);
      return type;
    }
    const definition: TypeDefinition = { kind: this.kindOf(document), description: plain.description, fields: null };
    const name = this.define(this.wantedName(path, document.io), definition);
    const type = { type: name, nullable };
    this.defined.set(memoKey, type);
    definition.fields = this.fieldLines(properties, plain.required, document, path, '  ').join('\n');
    return type;
  }

  /** Adds a type under the wanted name, or the same shape already there, or the wanted name numbered. */
  private define(wanted: string, definition: TypeDefinition): string {
    for (let n = 1; ; n++) {
      const name = n === 1 ? wanted : `${wanted}${n}`;
      if (RESERVED.has(name)) continue;
      const existing = this.definitions.get(name);
      if (!existing) {
        this.definitions.set(name, definition);
        return name;
      }
      if (definition.fields !== null && existing.kind === definition.kind && existing.fields === definition.fields) return name;
    }
  }

  private wantedName(path: readonly string[], io: Io): string {
    return `${typeNameOf(path)}${io === 'input' ? 'Input' : ''}`;
  }

  private kindOf(document: SchemaDocument): 'type' | 'input' {
    return document.io === 'input' ? 'input' : 'type';
  }
}

function documentOf(root: JsonSchema, io: Io, rootPath: readonly string[]): SchemaDocument {
  return { root, defs: root.$defs ?? {}, io, rootPath };
}

/**
 * The GraphQL schema of operations: a Query field per operation (nullable, so one failing field leaves the others'
 * data), described with the operation's description.
 * @param operations by field name; each name must be a GraphQL name
 */
export function graphqlSchemaOf(operations: Readonly<Record<string, AnyOperation>>): GeneratedSchema {
  const writer = new TypeWriter();
  const inputForms: Record<string, InputForm> = {};
  const enumArguments: Record<string, Record<string, ReadonlyMap<string, string>>> = {};
  const fields = Object.entries(operations).map(([name, operation]) => {
    if (!isGraphQLName(name)) throw new Error(`Operation "${name}" is not a GraphQL field name`);
    const base = typeNameOf([name]);
    const input = documentOf(interfaceInputSchema(operation) as JsonSchema, 'input', [base]);
    const inputId = /^#\/\$defs\/(.+)$/.exec(input.root.$ref ?? '')?.[1];
    const inputRoot = withoutNull(inputId === undefined ? input.root : (input.defs[inputId] ?? {})).schema;
    const properties = inputRoot.$ref === undefined ? typedProperties(inputRoot) : null;
    inputForms[name] = properties ? 'arguments' : 'whole';
    const argumentLines = properties
      ? writer.fieldLines(properties, inputRoot.required, input, [inputId ?? base], '    ')
      : [`    ${JSON.stringify('The input, as the REST route takes it')}\n    input: ${JSON_SCALAR}`];
    enumArguments[name] = Object.fromEntries(
      Object.keys(properties ?? {}).flatMap((argument) => {
        const words = writer.argumentWords.get(`${inputId ?? base}.${argument}`);
        return words ? [[argument, words]] : [];
      }),
    );
    const output = documentOf(z.toJSONSchema(operation.output, { io: 'output', unrepresentable: 'any' }) as JsonSchema, 'output', [`${base}Result`]);
    const outputType = writer.typeOf(output.root, output, output.rootPath);
    const args = argumentLines.length > 0 ? `(\n${argumentLines.join('\n')}\n  )` : '';
    return `${described(operation.description, '  ')}  ${name}${args}: ${outputType.type}`;
  });
  const sdl = [
    `${JSON.stringify('Any JSON value, as the REST API gives or takes it (unions, records with free keys, values GraphQL cannot type)')}\nscalar ${JSON_SCALAR}`,
    `type Query {\n${fields.join('\n')}\n}`,
    writer.sdl(),
  ].join('\n\n');
  return { sdl: `${sdl}\n`, inputForms, enumArguments };
}
