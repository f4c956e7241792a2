/** The ashtakavarga as a response in the request's language. */
import { figuresByHouse } from '../../../astro/strength/ashtakavarga.ts';
import { grahaById } from '../../../data/grahas.ts';
import { SIGNS } from '../../../data/signs.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { AshtakavargaResult } from './operations.ts';

const LAGNA_NAME = { en: 'Lagna', hi: 'लग्न' } as const;

export function ashtakavargaResponse(result: AshtakavargaResult, lang: Lang) {
  const lagna = result.input.signs.lagna;
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: { ...chartSettingsOf(result.birth), school: result.school },
    signs: SIGNS.map((sign) => named(sign, lang)),
    bhinnashtakavarga: result.bhinna.map(({ target, bindus, prastara }) => {
      const reduced = target === 'lagna' ? undefined : result.reduced[target];
      return {
        id: target,
        name: target === 'lagna' ? LAGNA_NAME[lang] : named(grahaById(target), lang),
        total: bindus.reduce((sum, n) => sum + n, 0),
        bySign: [...bindus],
        byHouse: figuresByHouse(bindus, lagna),
        prastara: Object.fromEntries(Object.entries(prastara).map(([contributor, row]) => [contributor, [...row]])),
        reduced: reduced
          ? { afterTrikona: [...reduced.afterTrikona], afterEkadhipatya: [...reduced.afterEkadhipatya], ...reduced.pinda }
          : null,
      };
    }),
    sarvashtakavarga: { total: result.sarva.bySign.reduce((sum, n) => sum + n, 0), bySign: [...result.sarva.bySign], byHouse: [...result.sarva.byHouse] },
  };
}
