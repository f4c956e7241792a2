/**
 * Every name and text of the catalogues has the one shape of data/text.ts and a form in English and Hindi, except
 * the gaps listed here; the name tables of `NAMED_IN_EVERY_LANGUAGE` have a form in each of the nine languages;
 * every form written is in its language's script; `named` picks a language and falls back to English.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANG_SCRIPTS, LANGS, named, type Text, type TextList } from '../../data/text.ts';
import { IDS_IN_SENTENCES } from '../helpers/language-walk.ts';

const DATA = new URL('../../data/', import.meta.url);

/** Every module of the reference catalogues (data/*.ts), by file name. */
const CATALOGUES: readonly (readonly [string, Record<string, unknown>])[] = await Promise.all(
  readdirSync(DATA).filter((file) => file.endsWith('.ts')).map(async (file) => [file, await import(new URL(file, DATA).href)] as const),
);

/**
 * The texts that lack a language, as `<file> <export>[*].<field>` (list indices as `*`) → the missing languages.
 * None today: a text written without its Hindi form fails until it is written or listed here with its reason.
 */
const KNOWN_GAPS: Readonly<Record<string, readonly string[]>> = {};

/** A text found in a catalogue: its path and the value keyed by language. */
interface Found {
  readonly path: string;
  readonly text: Readonly<Record<string, unknown>>;
}

/** Every object with an `en` key reachable from `value`: a `Text`, a `TextList`, or a record that is its own name. */
function textsIn(value: unknown, path: string, found: Found[] = [], seen = new Set<object>()): Found[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => textsIn(item, `${path}[${i}]`, found, seen));
    return found;
  }
  const record = value as Readonly<Record<string, unknown>>;
  if ('en' in record) found.push({ path, text: record });
  for (const [key, child] of Object.entries(record)) textsIn(child, `${path}.${key}`, found, seen);
  return found;
}

/**
 * The name tables written in all nine languages, as `<file> <export>`: the name of each of their records (a list's
 * items, an object's values) has a form in each language of `LANGS`; the records' other texts (deities,
 * meanings) may still lack the seven languages besides English and Hindi. Sentences and the other tables are written
 * in English and Hindi and, for the other seven languages, fall back to English until written (docs/languages.md).
 */
const NAMED_IN_EVERY_LANGUAGE: readonly string[] = [
  'nakshatras.ts NAKSHATRAS',
  'tithis.ts TITHIS',
  'yogas.ts YOGAS',
  'karanas.ts KARANAS',
  'varas.ts VARAS',
  'signs.ts SIGNS',
  'grahas.ts GRAHAS',
  'lunar-calendar.ts LUNAR_MONTHS',
  'lunar-calendar.ts SAMVATSARAS',
  'choghadiya.ts CHOGHADIYA_TYPES',
  'muhurta-activities.ts MUHURTA_ACTIVITIES',
  'muhurta-activities.ts MUHURTA_VETOES',
  'bhavas.ts BHAVAS',
  'countries.ts COUNTRY_NAMES',
  'karakas.ts CHARA_KARAKAS',
  'dashas.ts DASHA_SYSTEMS',
  'dashas.ts YOGINIS',
  'dashas.ts DASHA_LEVELS',
  'graha-dashas.ts GRAHA_DASHA_SYSTEMS',
  'muhurtas.ts MUHURTAS',
  'anandadi.ts ANANDADI_YOGAS',
  'lunar-calendar.ts RITUS',
  'lunar-calendar.ts AYANAS',
  'regional-calendars.ts SOLAR_CALENDARS',
  'regional-calendars.ts LUNAR_CALENDARS',
  'regional-calendars.ts ARITHMETIC_CALENDARS',
  'regional-calendars.ts SIGHTED_CALENDARS',
  'regional-calendars.ts TAMIL_YEAR_NAMES',
  'regional-calendars.ts SAKA_MONTHS',
  'regional-calendars.ts HIJRI_MONTHS',
  'jaimini-points.ts SUNRISE_LAGNA_NAMES',
  'jaimini-points.ts UPAGRAHA_NAMES',
];

/**
 * The texts written in all nine languages beyond the names, as `<file> <export>` and a field path (list indices as
 * `[*]`, any key as `.*`): the panchanga's descriptions, the sign and natal horoscopes, the lucky colours and
 * stones, the panchanga's words, the dasha analysis's templates and every rule's condition (docs/languages.md).
 */
const WRITTEN_IN_EVERY_LANGUAGE: readonly string[] = [
  'nakshatras.ts NAKSHATRAS[*].deity',
  'nakshatras.ts NAKSHATRAS[*].symbol',
  'nakshatras.ts NAKSHATRA_MUKHAS[*]',
  'nakshatras.ts NAKSHATRA_MUKHAS[*].activities',
  'nakshatras.ts NAKSHATRA_NATURES[*].quality',
  'nakshatras.ts NAKSHATRA_NATURES[*].activities',
  'karanas.ts KARANAS[*].deity',
  'karanas.ts KARANAS[*].activities',
  'tithis.ts TITHIS[*].deity',
  'tithis.ts TITHIS[*].observance',
  'tithis.ts TITHI_GROUPS[*].activities',
  'tithis.ts AMAVASYA_ACTIVITIES',
  'yogas.ts YOGAS[*].meaning',
  'yogas.ts YOGAS[*].description',
  'words.ts QUALITY_WORDS.*',
  'words.ts NATURE_WORDS.*',
  'horoscope-phrases.ts *',
  'dasha-interpretation.ts *',
  'gemstones.ts GEMSTONE_RULES[*].condition',
  'numerology-name.ts NAME_NUMBER_MEANINGS.*.keywords',
  'natal-horoscope.ts *',
  'lucky.ts *',
  'shool.ts *',
  'panchaka.ts *',
];

/** Whether a path (indices written out) is one that `pattern` of `WRITTEN_IN_EVERY_LANGUAGE` names: the pattern compiled once. */
function writtenPaths(pattern: string): (path: string) => boolean {
  const source = pattern
    .replace(/[.[\]]/g, '\\$&')
    .replace(/\\\[\*\\\]/g, '\\[\\d+\\]')
    .replace(/\\\.\*/g, '\\.[\\w-]+')
    .replace(/ \*$/, ' .*');
  const written = new RegExp(`^${source}$`);
  return (path) => written.test(path);
}

/** The languages of `langs` that `text` has no form in, or whose form differs in kind from its English. */
function missingLanguages(text: Readonly<Record<string, unknown>>, langs: readonly string[] = ['en', 'hi']): string[] {
  const en = text.en;
  return langs.filter((lang): boolean => {
    const form = text[lang];
    if (form === undefined) return true;
    if (Array.isArray(en)) return !Array.isArray(form) || form.length !== en.length;
    return typeof form !== typeof en || (typeof form === 'string' && form.trim() === '');
  });
}

const texts = CATALOGUES.flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => textsIn(value, `${file} ${name}`)),
);

describe('catalogue texts', () => {
  it('are found in the catalogues (the walk reaches the tables)', () => {
    expect(texts.length).toBeGreaterThan(2000);
    expect(texts.some((found) => found.path === 'nakshatras.ts NAKSHATRAS[0].deity')).toBe(true);
  });

  it('have a form in English and Hindi, except the listed gaps', () => {
    const gaps: Record<string, string[]> = {};
    for (const { path, text } of texts) {
      const missing = missingLanguages(text);
      if (missing.length > 0) gaps[path.replace(/\[\d+\]/g, '[*]')] = missing;
    }
    expect(gaps).toEqual(KNOWN_GAPS);
  });

  /** The texts each pattern names (at least one each) that lack a form in one of the nine languages. */
  const gapsInEveryLanguage = (patterns: readonly string[], matcherOf: (pattern: string) => (path: string) => boolean): string[] => {
    const gaps: string[] = [];
    for (const pattern of patterns) {
      const names = matcherOf(pattern);
      const found = texts.filter((text) => names(text.path));
      expect(found.length, pattern).toBeGreaterThan(0);
      for (const { path, text } of found) {
        const missing = missingLanguages(text, LANGS);
        if (missing.length > 0) gaps.push(`${path}: ${missing.join(' ')}`);
      }
    }
    return gaps;
  };

  it('of the name tables have a form in each of the nine languages', () => {
    const ownPaths = (table: string) => {
      const own = new RegExp(`^${table.replace(/[.*]/g, '\\$&')}(\\[\\d+\\]|\\.[\\w-]+)$`);
      return (path: string) => own.test(path);
    };
    expect(gapsInEveryLanguage(NAMED_IN_EVERY_LANGUAGE, ownPaths)).toEqual([]);
  });

  it('of the panchanga descriptions, the horoscopes and the panchanga words have a form in each of the nine languages', () => {
    expect(gapsInEveryLanguage(WRITTEN_IN_EVERY_LANGUAGE, writtenPaths)).toEqual([]);
  });

  it('are written in the script of their language wherever a form is written', () => {
    const wrong: string[] = [];
    for (const { path, text } of texts) {
      for (const [lang, script] of Object.entries(LANG_SCRIPTS)) {
        const form = text[lang];
        if (form === undefined) continue;
        for (const value of Array.isArray(form) ? form : [form]) {
          // A template's `{slot}` names stay Latin, and so do the ids a sentence may carry (`IDS_IN_SENTENCES`: UTC,
          // the `timezone=` to send).
          if (typeof value !== 'string') continue;
          const words = value.replace(/\{\w+\}/g, '').replace(IDS_IN_SENTENCES, '');
          if (!/\p{L}/u.test(words)) continue;
          if (!script.test(words) || (lang !== 'hi' && /[A-Za-z]/.test(words))) wrong.push(`${path}.${lang}: ${value}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('named', () => {
  const text: Text = { en: 'Joy', hi: 'आनंद' };
  const list: TextList = { en: ['Marriage', 'Travel'], hi: ['विवाह', 'यात्रा'] };

  it('picks the form of the language', () => {
    expect(named(text, 'en')).toBe('Joy');
    expect(named(text, 'hi')).toBe('आनंद');
    expect(named(list, 'hi')).toEqual(['विवाह', 'यात्रा']);
  });

  it('falls back to English when the text has no form in the language', () => {
    expect(named({ en: 'London' }, 'hi')).toBe('London');
    expect(named({ en: ['Travel'] }, 'hi')).toEqual(['Travel']);
  });

  it('reads a record whose name is its own text', () => {
    expect(named({ id: 'ashwini', en: 'Ashwini', hi: 'अश्विनी', lord: 'ketu' }, 'hi')).toBe('अश्विनी');
  });
});
