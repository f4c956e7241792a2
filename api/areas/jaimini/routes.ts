/** Jaimini: chara karakas, karakamsa and swamsa, arudhas, argala, special lagnas, upagrahas and rashi drishti of a birth. */
import { getOperation, operationsPlugin } from '../../shared/operation.ts';
import { jaiminiQueryAnswer } from './answers.ts';
import { JaiminiQuerySchema, JaiminiResponseSchema } from './schemas.ts';

export const jaiminiOperations = {
  jaimini: getOperation({
    tag: 'kundali',
    path: '/calculations/jaimini',
    summary: 'Jaimini points of a birth: chara karakas (karakas=8|7), karakamsa and swamsa, arudhas A1–A12 and graha arudhas in any varga (arudhaRule=bphs|raman), argala and virodhargala, special lagnas (sree, indu, kunda, bhrigu bindu; bhava, hora, ghati, vighati, pranapada and varnada from sunrise), upagrahas (dhuma group; kaala, mrityu, artha prahara, yama ghantaka, gulika and mandi with gulika=gulika-start|gulika-middle), rashi drishti',
    description:
      'The Jaimini points of a birth: the chara karakas ranked by degree in sign (8-karaka scheme with Rahu, or 7), the karakamsa and swamsa (the navamsha sign of the atmakaraka), the bhava arudhas A1 (arudha lagna) to A12 (upapada) and the arudhas of the nine grahas counted in D1 or any varga (`varga=D9`), the argala and virodhargala on every house and graha with who causes and who obstructs each, the sree, indu and kunda lagnas and the bhrigu bindu, the lagnas counted from the birth\'s sunrise (bhava, hora, ghati, vighati, pranapada) and the varnada lagna, the eleven upagrahas (the dhuma group from the Sun; kaala, mrityu, artha prahara, yama ghantaka, gulika and mandi, the lagna at their part of the day or night) with sign, nakshatra and house, the birth\'s Vedic day (sunrise by `sunrise=hindu|observed`), and the rashi drishti (sign aspects) of every sign and graha. Needs the birth date, time and place.',
    query: JaiminiQuerySchema,
    output: JaiminiResponseSchema,
    answering: { worker: jaiminiQueryAnswer },
  }),
};

export default operationsPlugin(jaiminiOperations);
