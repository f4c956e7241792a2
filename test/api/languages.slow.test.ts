/** Every endpoint in each of the eight languages besides English (test/helpers/language-walk.ts). */
import { languageWalk } from '../helpers/language-walk.ts';
import { OTHER_LANGS } from './still-english.ts';

languageWalk(OTHER_LANGS, new Set<string>());
