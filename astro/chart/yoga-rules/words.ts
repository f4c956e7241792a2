/** The wording shared by the yoga descriptions: graha and sign names, ordinals, placements and lists. */
import { grahaById } from '../../../data/grahas.ts';
import { signName } from '../../../data/signs.ts';
import { DIGNITY_WORDS } from '../../../data/words.ts';
import type { GrahaId } from '../placement.ts';
import type { Dignity } from '../dignity.ts';
import type { YogaContext } from './context.ts';

/** English name of a graha. */
export const name = (graha: GrahaId): string => grahaById(graha).en;
/** The English wording of each dignity (data/words.ts holds it with the Hindi). */
const dignityWord = (dignity: Dignity): string => DIGNITY_WORDS[dignity].en;

/** "1st", "2nd", "3rd", "4th" … "11th", "12th". */
export function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "Mars in Capricorn (10th house, exalted)". */
export function placed(ctx: YogaContext, graha: GrahaId): string {
  return `${name(graha)} in ${signName(ctx.sign[graha])} (${ordinal(ctx.house[graha])} house, ${dignityWord(ctx.dignity[graha])})`;
}

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
