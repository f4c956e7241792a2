/**
 * Names the Western predictive techniques show that no other table holds: the Moon's nodes as firdaria lords
 * (the North and South Node, Rahu and Ketu in Hindi almanacs; the seven other languages name them Rahu and Ketu, as
 * data/grahas.ts writes them).
 */
import type { Names } from './text.ts';
import { grahaNames } from './western-bodies.ts';

export const FIRDARIA_NODE_NAMES: Readonly<Record<'north-node' | 'south-node', Names>> = {
  'north-node': { en: 'North Node', hi: 'उत्तर चंद्रपात (राहु)', ...grahaNames('rahu') },
  'south-node': { en: 'South Node', hi: 'दक्षिण चंद्रपात (केतु)', ...grahaNames('ketu') },
};
