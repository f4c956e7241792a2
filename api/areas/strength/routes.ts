/** Strength: the shadbala (with bhava and vimshopaka bala) and the ashtakavarga of a birth, computed in a worker. */
import { getOperation, operationsPlugin } from '../../shared/operation.ts';
import { ashtakavargaAnswer, shadbalaAnswer } from './answers.ts';
import { AshtakavargaQuerySchema, AshtakavargaResponseSchema, ShadbalaQuerySchema, ShadbalaResponseSchema } from './schemas.ts';

export const strengthOperations = {
  shadbala: getOperation({
    tag: 'kundali',
    path: '/calculations/shadbala',
    summary: 'Shadbala of the seven grahas with every component, ishta and kashta phala, vimshopaka bala, and the bhava bala of the twelve bhavas',
    description:
      'The shadbala of a birth: every component for the seven grahas (sthana, dig, kala, cheshta, naisargika, drik) in virupas, rupas against the required minimum, ishta and kashta phala, vimshopaka bala, and the bhava bala of the twelve bhavas.',
    query: ShadbalaQuerySchema,
    output: ShadbalaResponseSchema,
    answering: { worker: shadbalaAnswer },
  }),
  ashtakavarga: getOperation({
    tag: 'kundali',
    path: '/calculations/ashtakavarga',
    summary:
      'Ashtakavarga of a birth: the bhinnashtakavarga of the seven grahas and the lagna with the prastara, the sarvashtakavarga by sign and house, the shodhanas and shodhya pindas',
    description:
      'The ashtakavarga of a birth: bindus of the seven grahas and the lagna by sign and house, the sarvashtakavarga (337), the shodhanas and shodhya pindas.',
    query: AshtakavargaQuerySchema,
    output: AshtakavargaResponseSchema,
    answering: { worker: ashtakavargaAnswer },
  }),
};

export default operationsPlugin(strengthOperations);
