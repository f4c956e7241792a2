/** KP (Krishnamurti Paddhati): the chart with sub lords, the significators, the ruling planets, horary charts and the 249-sub table. */
import { getOperation, operationsPlugin } from '../../shared/operation.ts';
import { kpChartAnswer, kpHoraryAnswer, kpRulingAnswer, kpSignificatorsAnswer } from './answers.ts';
import { kpSubsResponse } from './present.ts';
import {
  KpChartQuerySchema,
  KpChartResponseSchema,
  KpHoraryQuerySchema,
  KpHoraryResponseSchema,
  KpRulingQuerySchema,
  KpRulingResponseSchema,
  KpSignificatorsResponseSchema,
  KpSubsQuerySchema,
  KpSubsResponseSchema,
} from './schemas.ts';

/** Serialized sub tables kept in memory: one per language and encoding, about 100 KB each. */
const RESPONSE_CACHE_BYTES = 2 ** 20;

export const kpOperations = {
  kpChart: getOperation({
    tag: 'kp',
    path: '/kp/chart',
    summary:
      'KP chart of a birth: the 12 Placidus cusps and the nine grahas with sign, star, sub and sub-sub lords (to 5 levels), sub number, bhava, retrograde, and what each cuspal sub lord signifies',
    description:
      'The Krishnamurti Paddhati chart of a birth: Placidus cusps and grahas with their sign, star (nakshatra), sub and sub-sub lords and deeper levels, the number of the sub (1–249), the cusp-to-cusp house of each graha, and the houses each cusp\'s sub lord signifies. KP ayanamsha by default.',
    query: KpChartQuerySchema,
    output: KpChartResponseSchema,
    answering: { worker: kpChartAnswer },
  }),
  kpSignificators: getOperation({
    tag: 'kp',
    path: '/kp/significators',
    summary: 'KP significators of a birth: for each house the four levels A–D, for each graha the houses it signifies strongest first, with the node rule named',
    description:
      'KP significators of a birth: for each of the 12 houses the grahas at levels A (in the star of occupants), B (occupants), C (in the star of the owner) and D (owner); for each graha the houses it signifies, strongest first. `nodes` chooses how Rahu and Ketu signify.',
    query: KpChartQuerySchema,
    output: KpSignificatorsResponseSchema,
    answering: { worker: kpSignificatorsAnswer },
  }),
  kpRulingPlanets: getOperation({
    tag: 'kp',
    path: '/kp/ruling-planets',
    summary: 'KP ruling planets at a moment and place (now by default): the day lord and the sign, star and sub lords of the lagna and the Moon',
    description:
      'The KP ruling planets at a moment (now by default) and a place (`city` or latitude/longitude): the lord of the Vedic day, the sign, star and sub lords of the lagna and of the Moon, and the rulers strongest first.',
    query: KpRulingQuerySchema,
    output: KpRulingResponseSchema,
    answering: { worker: kpRulingAnswer },
  }),
  kpHorary: getOperation({
    tag: 'kp',
    path: '/kp/horary',
    summary: 'KP horary (prashna) chart of a number 1–249: the lagna at the start of that sub, Placidus cusps for the sidereal time that raises it, grahas of the moment, lords and significators',
    description:
      'The KP horary chart for a number 1–249 the querent names, at a moment (now by default) and place: the lagna is the start of that sub of the 249-sub table, the other cusps are Placidus cusps for the sidereal time at which it rises there; grahas at the moment, with lords and significators as the natal chart.',
    query: KpHoraryQuerySchema,
    output: KpHoraryResponseSchema,
    answering: { worker: kpHoraryAnswer },
  }),
  kpSubs: getOperation({
    tag: 'kp',
    path: '/kp/subs',
    summary: 'The classical table of 249 KP subs: number, sign, star lord, sub lord, start and end to the arcsecond',
    description: 'The 249 KP subs (243 Vimshottari divisions of the nakshatras, 6 of them split at sign boundaries): number, sign and its lord, nakshatra and star lord, sub lord, start and end longitude.',
    query: KpSubsQuerySchema,
    output: KpSubsResponseSchema,
    demo: true,
    answering: { compute: (_services, query) => kpSubsResponse(query.lang), cacheWhen: () => true },
  }),
};

export default operationsPlugin(kpOperations, RESPONSE_CACHE_BYTES);
