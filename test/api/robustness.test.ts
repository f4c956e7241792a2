/**
 * Hostile values in every parameter and body field of every route (test/helpers/hostile-walk.ts): 1 value per
 * parameter and 3 per body field, drawn with a fixed seed. `robustness.slow.test.ts` sends all of them.
 */
import { hostileInputWalk } from '../helpers/hostile-walk.ts';

hostileInputWalk({ perParameter: 1, perBodyField: 3 });
