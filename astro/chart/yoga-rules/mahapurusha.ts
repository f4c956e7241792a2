/**
 * The pancha mahapurusha yogas: Mars, Mercury, Jupiter, Venus or Saturn in a kendra from the lagna, in its own
 * or exaltation sign (Ruchaka, Bhadra, Hamsa, Malavya, Sasa).
 */
import type { ClassicalYogaId } from '../../../data/yogas-classical.ts';
import { grahaById } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import type { GrahaId, SignNumber } from '../placement.ts';
import type { Evaluator } from './context.ts';
import { match } from './match.ts';
import { isKendra } from './relations.ts';
import { placed } from './words.ts';

function isOwnOrExaltationSign(graha: GrahaId, sign: SignNumber): boolean {
  const record = grahaById(graha);
  return signById(record.exaltation.sign).number === sign || record.ownSigns.some((own) => signById(own).number === sign);
}

function mahapurusha(graha: GrahaId): Evaluator {
  return (ctx) => {
    if (!isKendra(ctx.house[graha]) || !isOwnOrExaltationSign(graha, ctx.sign[graha])) return null;
    return match(ctx, [graha], `${placed(ctx, graha)}: a kendra in its own or exaltation sign.`);
  };
}

export const MAHAPURUSHA_YOGAS = {
  ruchaka: mahapurusha('mars'),
  bhadra: mahapurusha('mercury'),
  hamsa: mahapurusha('jupiter'),
  malavya: mahapurusha('venus'),
  sasa: mahapurusha('saturn'),
} as const satisfies Partial<Record<ClassicalYogaId, Evaluator>>;
