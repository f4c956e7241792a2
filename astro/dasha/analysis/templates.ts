/**
 * The text machinery every reading shares: filling a template's fields, sentences, ordinals, lists, UTC dates and
 * durations in words. Nothing here knows of grahas or houses.
 */
import { type Instant, toIsoUtc } from '../../time.ts';
import { DashaAnalysisError } from './error.ts';

/**
 * Fills the template fields `{name}` of `template` from `values`.
 * @throws DashaAnalysisError when a field has no value, so no unfilled field ever reaches a text
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new DashaAnalysisError(`Template key {${key}} has no value in "${template}"`, key);
    return value;
  });
}

/** First letter upper-case, one closing full stop. */
export function sentence(text: string): string {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return capitalised.endsWith('.') ? capitalised : `${capitalised}.`;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "a", "a and b", "a, b and c"; "" for none. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The UTC calendar date of an instant (ms UT), `YYYY-MM-DD`. */
export function utcDate(instant: Instant): string {
  return toIsoUtc(instant).slice(0, 10);
}

export { durationWords } from '../../duration-words.ts';
