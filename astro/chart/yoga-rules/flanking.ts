/**
 * The yogas of star-planets flanking a luminary, one rule for the Sun (Vesi, Vasi, Ubhayachari) and the Moon
 * (Sunapha, Anapha, Durudhara): grahas in the 2nd sign from it and none in the 12th, in the 12th and none in the
 * 2nd, or in both.
 */
import type { YogaContext, YogaMatch } from './context.ts';
import { match } from './match.ts';
import { flanks } from './relations.ts';
import { list, name } from './words.ts';

/** Which flanks the yoga needs occupied: the 2nd only, the 12th only, or both. */
export type FlankingSide = 'second' | 'twelfth' | 'both';

/** The flanking yoga of `side` around `luminary`, or null when the star-planets around it do not form it. */
export function flankingYoga(ctx: YogaContext, luminary: 'sun' | 'moon', side: FlankingSide): YogaMatch | null {
  const { second, twelfth } = flanks(ctx, luminary);
  const from = `from the ${name(luminary)}`;
  switch (side) {
    case 'second':
      if (second.length === 0 || twelfth.length > 0) return null;
      return match(ctx, [luminary, ...second], `${list(second.map(name))} in the 2nd ${from}; none in the 12th.`);
    case 'twelfth':
      if (twelfth.length === 0 || second.length > 0) return null;
      return match(ctx, [luminary, ...twelfth], `${list(twelfth.map(name))} in the 12th ${from}; none in the 2nd.`);
    case 'both':
      if (second.length === 0 || twelfth.length === 0) return null;
      return match(
        ctx,
        [luminary, ...second, ...twelfth],
        `${list(second.map(name))} in the 2nd and ${list(twelfth.map(name))} in the 12th ${from}.`,
      );
  }
}
