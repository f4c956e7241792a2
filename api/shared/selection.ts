/**
 * The part of an answer a client selected (a GraphQL query's fields): computing the whole answer is the engine's
 * work, but a client that reads two fields of a chart need not be sent, nor parse, the rest.
 */

/** Selected fields by name: a field's own selection, or `true` for the whole value (a leaf, a JSON scalar). */
export type Selection = { readonly [field: string]: Selection | true };

/**
 * `value` reduced to `selection`: an object keeps only its selected own fields (absent ones stay absent), a list
 * reduces each item alike, anything else is returned as it is.
 */
export function selected(value: unknown, selection: Selection | true): unknown {
  if (selection === true || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => selected(item, selection));
  const picked: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(selection)) {
    if (Object.hasOwn(value, field)) picked[field] = selected((value as Record<string, unknown>)[field], inner);
  }
  return picked;
}
