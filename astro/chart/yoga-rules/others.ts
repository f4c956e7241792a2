/**
 * The yogas of benefics by house or by the lagna: benefics in chosen houses (Saraswati, Parvata, Chamara,
 * Kalanidhi), every kendra occupied (Chatussagara), the lagna hemmed in by benefics or malefics (Shubha and
 * Papa Kartari), and Mahabhagya, which also needs the gender and whether the birth was by day.
 */
import { signName } from '../../../data/signs.ts';
import type { ClassicalYogaId } from '../../../data/yogas-classical.ts';
import { type GrahaId, GRAHA_IDS, KENDRA_HOUSES } from '../placement.ts';
import { aspectsGraha } from '../aspects.ts';
import type { Evaluator } from './context.ts';
import { match } from './match.ts';
import { BENEFIC_TRIO, isKendra, lord } from './relations.ts';
import { list, name, ordinal, placed } from './words.ts';

function kartari(benefic: boolean): Evaluator {
  return (ctx) => {
    const twelfth = GRAHA_IDS.filter((graha) => ctx.house[graha] === 12);
    const second = GRAHA_IDS.filter((graha) => ctx.house[graha] === 2);
    const hems = (occupants: GrahaId[]) =>
      occupants.length > 0 && occupants.every((graha) => ctx.benefic[graha] === benefic);
    if (!hems(twelfth) || !hems(second)) return null;
    const kind = benefic ? 'benefics' : 'malefics';
    return match(
      ctx,
      [...twelfth, ...second],
      `The lagna is hemmed in by ${kind}: ${list(twelfth.map(name))} in the 12th and ${list(second.map(name))} in the 2nd.`,
    );
  };
}

export const OTHER_YOGAS = {
  saraswati: (ctx) => {
    const goodHouses: readonly number[] = [1, 2, 4, 5, 7, 9, 10];
    const jupiterDignified = ['exalted', 'moolatrikona', 'own', 'great-friend', 'friend'].includes(ctx.dignity.jupiter);
    if (!BENEFIC_TRIO.every((graha) => goodHouses.includes(ctx.house[graha])) || !jupiterDignified) return null;
    return match(ctx, BENEFIC_TRIO, `${list(BENEFIC_TRIO.map((graha) => placed(ctx, graha)))}.`);
  },
  parvata: (ctx) => {
    const inKendras = GRAHA_IDS.filter((graha) => isKendra(ctx.house[graha]));
    const eighth = GRAHA_IDS.filter((graha) => ctx.house[graha] === 8);
    if (inKendras.length === 0 || !inKendras.every((graha) => ctx.benefic[graha])) return null;
    if (!eighth.every((graha) => ctx.benefic[graha])) return null;
    return match(ctx, inKendras, `Only benefics (${list(inKendras.map(name))}) in the kendras; the 8th house free of malefics.`);
  },
  chamara: (ctx) => {
    const lagnaLord = lord(ctx, 1);
    if (ctx.dignity[lagnaLord] === 'exalted' && isKendra(ctx.house[lagnaLord]) && aspectsGraha(ctx.placements, 'jupiter', lagnaLord)) {
      return match(ctx, [lagnaLord, 'jupiter'], `Lagna lord ${placed(ctx, lagnaLord)}, aspected by Jupiter.`);
    }
    for (const house of [1, 7, 9, 10]) {
      const benefics = GRAHA_IDS.filter((graha) => ctx.house[graha] === house && ctx.benefic[graha]);
      if (benefics.length >= 2) {
        return match(ctx, benefics, `${list(benefics.map(name))}, natural benefics, together in the ${ordinal(house)} house.`);
      }
    }
    return null;
  },
  kalanidhi: (ctx) => {
    if (ctx.house.jupiter !== 2 && ctx.house.jupiter !== 5) return null;
    const joins = (graha: GrahaId) => ctx.sign[graha] === ctx.sign.jupiter || aspectsGraha(ctx.placements, graha, 'jupiter');
    if (!joins('mercury') || !joins('venus')) return null;
    return match(ctx, ['mercury', 'jupiter', 'venus'], `${placed(ctx, 'jupiter')}, joined or aspected by Mercury and Venus.`);
  },
  chatussagara: (ctx) => {
    const occupants = KENDRA_HOUSES.map((house) => GRAHA_IDS.filter((graha) => ctx.house[graha] === house));
    if (occupants.some((grahas) => grahas.length === 0)) return null;
    const words = KENDRA_HOUSES.map((house, i) => `${ordinal(house)}: ${list((occupants[i] as GrahaId[]).map(name))}`);
    return match(ctx, occupants.flat(), `Every kendra occupied (${words.join('; ')}).`);
  },
  mahabhagya: (ctx) => {
    const { gender, dayBirth } = ctx.options;
    if (gender === undefined || dayBirth === undefined) return null;
    const wanted = gender === 'male' ? 1 : 0;
    if ((gender === 'male') !== dayBirth) return null;
    const signs = [ctx.lagna, ctx.sign.sun, ctx.sign.moon];
    if (!signs.every((sign) => sign % 2 === wanted)) return null;
    const parity = gender === 'male' ? 'odd' : 'even';
    return match(
      ctx,
      ['sun', 'moon'],
      `A ${gender === 'male' ? 'man born by day' : 'woman born by night'} with the lagna (${signName(ctx.lagna)}), the Sun ` +
        `(${signName(ctx.sign.sun)}) and the Moon (${signName(ctx.sign.moon)}) in ${parity} signs.`,
    );
  },
  'shubha-kartari': kartari(true),
  'papa-kartari': kartari(false),
} as const satisfies Partial<Record<ClassicalYogaId, Evaluator>>;
