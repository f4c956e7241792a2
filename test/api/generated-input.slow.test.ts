/** 4,000 generated bad requests over every route, fixed seed (test/helpers/generated-input.ts). */
import { generatedInputWalk } from '../helpers/generated-input.ts';

generatedInputWalk(4_000);
