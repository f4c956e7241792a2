/**
 * Names the Western predictive techniques show that no other table holds: the Moon's nodes as firdaria lords
 * (the North and South Node, Rahu and Ketu in Hindi almanacs).
 */
import type { Text } from './text.ts';

export const FIRDARIA_NODE_NAMES: Readonly<Record<'north-node' | 'south-node', Text>> = {
  'north-node': { en: 'North Node', hi: 'उत्तर चंद्रपात (राहु)' },
  'south-node': { en: 'South Node', hi: 'दक्षिण चंद्रपात (केतु)' },
};
