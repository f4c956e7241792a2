/**
 * Every endpoint in each of the eight languages besides English (test/helpers/language-walk.ts), and every
 * `NOT_TEXT` entry is one a response shows.
 */
import { describe, expect, it } from 'vitest';
import { languageWalk, NOT_TEXT } from '../helpers/language-walk.ts';
import { OTHER_LANGS } from './still-english.ts';

/** The `NOT_TEXT` entries some response showed: each must be (the last test). */
const used = new Set<string>();

languageWalk(OTHER_LANGS, used);

describe('the lists of fields', () => {
  it('keep the untranslated fields to those a response shows', () => {
    expect(Object.keys(NOT_TEXT).filter((entry) => !used.has(entry))).toEqual([]);
  });
});
