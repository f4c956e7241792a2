/**
 * The words of a validation failure, for every schema of a request: zod's own wording ("Invalid input: expected
 * string, received undefined") never reaches a client. A schema's own message (`queryNumber`'s "latitude must be a
 * number") is kept; every other failure is written here as a phrase that follows the field's name, which the error
 * handler puts in front ("Query parameter 'latitude' is required", "Invalid field 'node': must be one of mean,
 * true"). Importing the module installs the words (`z.config`); `api/shared/params.ts`, which every request schema
 * uses, imports it.
 */
import { z } from 'zod';

/** The phrase of a field that was not sent; the error handler words a missing field from it. */
export const REQUIRED_PHRASE = 'is required';

/** What a value of each type zod checks for is called. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  bigint: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'null',
};

/** What a client sent, in a word: `a number`, `a list`, `null`. */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'number' && Number.isNaN(input)) return 'not a number';
  return TYPE_WORDS[typeof input] ?? typeof input;
}

/** A value of a closed list as a message shows it: strings bare (`mean`), anything else as JSON. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The unit a size bound counts: characters of a string, items of a list. */
function sizeUnit(origin: string, bound: number | bigint): string {
  const one = bound === 1 || bound === 1n;
  if (origin === 'string') return one ? ' character' : ' characters';
  if (origin === 'array' || origin === 'set') return one ? ' item' : ' items';
  return '';
}

/**
 * The phrase of one validation failure (`z.core.$ZodRawIssue`), or undefined to leave a schema's own message.
 * Installed for every schema by this module.
 */
export function plainPhrase(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return REQUIRED_PHRASE;
      return `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${shown(issue.values[0])}` : `must be one of ${issue.values.map(shown).join(', ')}`;
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
      const has = issue.origin === 'array' || issue.origin === 'set' ? 'must have' : 'must be';
      return `${has} ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}${sizeUnit(issue.origin, issue.minimum)}`;
    }
    case 'too_big': {
      const has = issue.origin === 'array' || issue.origin === 'set' ? 'must have' : 'must be';
      return `${has} ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}${sizeUnit(issue.origin, issue.maximum)}`;
    }
    case 'invalid_format':
      return issue.format === 'regex' ? 'is not in the form this field takes' : `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} this request does not take: ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
    case 'invalid_union':
      return issue.input === undefined ? REQUIRED_PHRASE : 'is not one of the forms this field takes';
    case 'invalid_key':
      return 'has a key this field does not take';
    case 'invalid_element':
      return 'has a value this field does not take';
    default:
      return 'is not valid';
  }
}

z.config({ customError: plainPhrase });
