/** Every hostile value in every parameter and body field of every route (test/helpers/hostile-walk.ts). */
import { hostileInputWalk } from '../helpers/hostile-walk.ts';

hostileInputWalk({ perParameter: Infinity, perBodyField: Infinity });
