/** 200 generated bad requests over every route, fixed seed (test/helpers/generated-input.ts); the slow tier sends 4,000. */
import { generatedInputWalk } from '../helpers/generated-input.ts';

generatedInputWalk(200);
