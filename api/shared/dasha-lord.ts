/** The name of a dasha lord in the response language: what the dasha and horoscope presenters show for a period. */
import { YOGINIS } from '../../data/dashas.ts';
import { LAGNA_DASHA_LORD } from '../../data/graha-dashas.ts';
import { grahaById, isGrahaId } from '../../data/grahas.ts';
import { NAKSHATRAS } from '../../data/nakshatras.ts';
import { isSignId, signById } from '../../data/signs.ts';
import { type Lang, named } from './lang.ts';

const YOGINI_BY_ID = new Map<string, (typeof YOGINIS)[number]>(YOGINIS.map((y) => [y.id, y]));
const NAKSHATRA_BY_ID = new Map<string, (typeof NAKSHATRAS)[number]>(NAKSHATRAS.map((n) => [n.id, n]));

/** The display name of a dasha lord (a graha, a yogini, a sign, the lagna or a star); an unknown id is returned as it is. */
export function lordName(lord: string, lang: Lang): string {
  if (isGrahaId(lord)) return named(grahaById(lord), lang);
  const yogini = YOGINI_BY_ID.get(lord);
  if (yogini) return named(yogini, lang);
  if (isSignId(lord)) return named(signById(lord), lang);
  if (lord === LAGNA_DASHA_LORD.id) return named(LAGNA_DASHA_LORD, lang);
  const nakshatra = NAKSHATRA_BY_ID.get(lord);
  if (nakshatra) return named(nakshatra, lang);
  return lord;
}
