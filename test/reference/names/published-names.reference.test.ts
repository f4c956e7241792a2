/**
 * The name tables checked against a published source in each regional language, so that each table names the source
 * its names follow. For each language and table the record (published-names.json) keeps only the
 * source's forms that differ from the service's, each with its class: the source's error (kept out of the
 * service), a spelling variant both in print (the service keeps the form named in the reason), or a correction the
 * check made to the service's table. The agreeing names are held by a digest of the checked names, so a later edit
 * of any checked name fails here until the check is redone and this record updated; the counts docs/languages.md
 * states ("Name tables and their sources") are recomputed from this record.
 *
 * PyJHora's tables are a target, not the truth: its Telugu and Kannada lists hold misspellings and a shifted run of
 * yogas, and its Tamil and Malayalam month lists name the solar months. The pages' lists were read at the addresses
 * given; only the names that differ are copied here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KOOTAS } from '../../../data/ashtakoot.ts';
import { DASHA_SYSTEMS } from '../../../data/dashas.ts';
import { DOSHAS, KAAL_SARP_TYPES } from '../../../data/doshas.ts';
import { GRAHAS } from '../../../data/grahas.ts';
import { SUNRISE_LAGNA_NAMES, UPAGRAHA_NAMES } from '../../../data/jaimini-points.ts';
import { CHARA_KARAKAS } from '../../../data/karakas.ts';
import { KARANAS } from '../../../data/karanas.ts';
import { LUNAR_MONTHS, RITUS, SAMVATSARAS } from '../../../data/lunar-calendar.ts';
import { NAKSHATRAS } from '../../../data/nakshatras.ts';
import { PORUTHAMS } from '../../../data/porutham.ts';
import { SIGNS } from '../../../data/signs.ts';
import type { Names } from '../../../data/text.ts';
import { TITHIS } from '../../../data/tithis.ts';
import { VARAS } from '../../../data/varas.ts';
import { VARGAS } from '../../../data/vargas.ts';
import { RULE_YOGAS } from '../../../data/yoga-rules.ts';
import { classicalYogaTexts, ruleYogaTexts } from '../../../data/yoga-texts.ts';
import { CLASSICAL_YOGAS } from '../../../data/yogas-classical.ts';
import { YOGAS } from '../../../data/yogas.ts';

/** The chart yogas' names: the classical yogas, then the rule yogas, in their tables' order. */
const CHART_YOGA_NAMES = [
  ...CLASSICAL_YOGAS.map((yoga) => classicalYogaTexts(yoga.id).name),
  ...RULE_YOGAS.map((yoga) => ruleYogaTexts(yoga.id).name),
] as readonly Names[];

/** The checked tables in their order (a position is the record's place in the table, from 1). */
const TABLES = {
  nakshatras: { rows: NAKSHATRAS, heading: 'nakshatras' },
  tithis: { rows: TITHIS, heading: 'tithis' },
  yogas: { rows: YOGAS, heading: 'yogas' },
  karanas: { rows: KARANAS, heading: 'karanas' },
  varas: { rows: VARAS, heading: 'weekdays' },
  signs: { rows: SIGNS, heading: 'rashis' },
  grahas: { rows: GRAHAS, heading: 'grahas' },
  months: { rows: LUNAR_MONTHS, heading: 'lunar months' },
  samvatsaras: { rows: SAMVATSARAS, heading: 'samvatsaras' },
  ritus: { rows: RITUS, heading: 'ritus' },
  karakas: { rows: CHARA_KARAKAS, heading: 'chara karakas' },
  sunriseLagnas: { rows: SUNRISE_LAGNA_NAMES, heading: 'special lagnas' },
  upagrahas: { rows: UPAGRAHA_NAMES, heading: 'upagrahas' },
  kaalSarp: { rows: KAAL_SARP_TYPES, heading: 'kaal sarp' },
  vargas: { rows: VARGAS, heading: 'vargas' },
  kootas: { rows: KOOTAS, heading: 'kootas' },
  poruthams: { rows: PORUTHAMS, heading: 'poruthams' },
  dashaSystems: { rows: DASHA_SYSTEMS, heading: 'dasha systems' },
  doshas: { rows: DOSHAS, heading: 'doshas' },
  chartYogas: { rows: CHART_YOGA_NAMES, heading: 'chart yogas' },
} as const satisfies Record<string, { rows: readonly Names[]; heading: string }>;
type TableId = keyof typeof TABLES;

/** The languages checked here (English and Hindi are the catalogues' own). */
const CHECKED_LANGS = ['te', 'kn', 'mr', 'bn', 'gu', 'ta', 'ml'] as const;
type CheckedLang = (typeof CHECKED_LANGS)[number];
const LANGUAGE_NAMES: Record<CheckedLang, string> = {
  te: 'Telugu', kn: 'Kannada', mr: 'Marathi', bn: 'Bengali', gu: 'Gujarati', ta: 'Tamil', ml: 'Malayalam',
};

/** The published sources: PyJHora's language files (naturalstupid/PyJHora) and the pages, by the address read. */
const SOURCES = {
  'pyjhora-te': { label: 'PyJHora `src/jhora/lang/list_values_te.txt`', address: 'https://github.com/naturalstupid/PyJHora/blob/main/src/jhora/lang/list_values_te.txt' },
  'pyjhora-kn': { label: 'PyJHora `src/jhora/lang/list_values_ka.txt`', address: 'https://github.com/naturalstupid/PyJHora/blob/main/src/jhora/lang/list_values_ka.txt' },
  'pyjhora-ta': { label: 'PyJHora `src/jhora/lang/list_values_ta.txt`', address: 'https://github.com/naturalstupid/PyJHora/blob/main/src/jhora/lang/list_values_ta.txt' },
  'pyjhora-ml': { label: 'PyJHora `src/jhora/lang/list_values_ml.txt`', address: 'https://github.com/naturalstupid/PyJHora/blob/main/src/jhora/lang/list_values_ml.txt' },
  'pyjhora-msg-te': { label: 'PyJHora `src/jhora/lang/msg_strings_te.txt` (V3.8.3)', address: 'https://github.com/naturalstupid/PyJHora/blob/06aa5ecd350314ac16746456935ccdb5d32747bb/src/jhora/lang/msg_strings_te.txt' },
  'pyjhora-msg-kn': { label: 'PyJHora `src/jhora/lang/msg_strings_ka.txt` (V3.8.3)', address: 'https://github.com/naturalstupid/PyJHora/blob/06aa5ecd350314ac16746456935ccdb5d32747bb/src/jhora/lang/msg_strings_ka.txt' },
  'pyjhora-msg-ta': { label: 'PyJHora `src/jhora/lang/msg_strings_ta.txt` (V3.8.3)', address: 'https://github.com/naturalstupid/PyJHora/blob/06aa5ecd350314ac16746456935ccdb5d32747bb/src/jhora/lang/msg_strings_ta.txt' },
  'pyjhora-yoga-te': { label: 'PyJHora `src/jhora/lang/yoga_msgs_te.json` (V4.8.5)', address: 'https://github.com/naturalstupid/PyJHora/blob/fb1ef42d1919234befbbfcc04b4ab312908832b2/src/jhora/lang/yoga_msgs_te.json' },
  'pyjhora-yoga-ml': { label: 'PyJHora `src/jhora/lang/yoga_msgs_ml.json` (V4.8.5)', address: 'https://github.com/naturalstupid/PyJHora/blob/fb1ef42d1919234befbbfcc04b4ab312908832b2/src/jhora/lang/yoga_msgs_ml.json' },
  'pyjhora-yoga-kn': { label: 'PyJHora `src/jhora/lang/yoga_msgs_ka.json` (V4.8.5)', address: 'https://github.com/naturalstupid/PyJHora/blob/fb1ef42d1919234befbbfcc04b4ab312908832b2/src/jhora/lang/yoga_msgs_ka.json' },
  'pyjhora-yoga-ta': { label: 'PyJHora `src/jhora/lang/yoga_msgs_ta.json` (V4.8.5)', address: 'https://github.com/naturalstupid/PyJHora/blob/3b4a9ce17a21745cd74c41c393ca7ae9caa99d5f/src/jhora/lang/yoga_msgs_ta.json' },
  'pyjhora-msg-ml': { label: 'PyJHora `src/jhora/lang/msg_strings_ml.txt` (V4.5.8)', address: 'https://github.com/naturalstupid/PyJHora/blob/11f8466ec3add811a2bb9570539bc6d63bd93fc2/src/jhora/lang/msg_strings_ml.txt' },
  'mr-wikipedia-nakshatra': { label: 'Marathi Wikipedia, the nakshatra list of उत्तराषाढा', address: 'https://mr.wikipedia.org/wiki/%E0%A4%89%E0%A4%A4%E0%A5%8D%E0%A4%A4%E0%A4%B0%E0%A4%BE%E0%A4%B7%E0%A4%BE%E0%A4%A2%E0%A4%BE' },
  'webdunia-marathi-tithi-vaar': { label: 'Webdunia Marathi, मराठी तिथी, वार आणि महिने', address: 'https://m-marathi.webdunia.com/marathi-general-knowledge/marathi-tithi-vaar-mahine-123080200012_1.html' },
  'mr-wikipedia-navagraha': { label: 'Marathi Wikipedia, नवग्रह', address: 'https://mr.wikipedia.org/wiki/%E0%A4%A8%E0%A4%B5%E0%A4%97%E0%A5%8D%E0%A4%B0%E0%A4%B9' },
  'mr-wikipedia-panchang': { label: 'Marathi Wikipedia, पंचांग (the karanas, revision 1675791)', address: 'http://mr.m.wikipedia.org/wiki/%E0%A4%B5%E0%A4%BF%E0%A4%B6%E0%A5%87%E0%A4%B7:Diff/1675791' },
  'mr-wikipedia-samvatsar': { label: 'Marathi Wikipedia, संवत्सरांची नावे (the first 13 read)', address: 'https://mr.wikipedia.org/wiki/%E0%A4%B8%E0%A4%82%E0%A4%B5%E0%A4%A4%E0%A5%8D%E0%A4%B8%E0%A4%B0%E0%A4%BE%E0%A4%82%E0%A4%9A%E0%A5%80_%E0%A4%A8%E0%A4%BE%E0%A4%B5%E0%A5%87' },
  'pradnyaastro-27-yoga': { label: 'pradnyaastro.blogspot.com, २७ योग (the 27 yogas in order)', address: 'https://pradnyaastro.blogspot.com/2019/07/blog-post.html' },
  'lokmat-rashi': { label: 'Lokmat, the twelve rashis in order', address: 'https://www.lokmat.com/topics/zodiac-sign' },
  'usingha-bangla-calendar': { label: 'usingha.com Bengali calendar, the daily tithi, nakshatra, karana and yoga', address: 'http://www.usingha.com/sal/261.html' },
  'bn-wikipedia-paksha': { label: 'Bengali Wikipedia, পক্ষ (the tithis of both pakshas)', address: 'https://bn.m.wikipedia.org/wiki/%E0%A6%B6%E0%A7%81%E0%A6%95%E0%A7%8D%E0%A6%B2_%E0%A6%AA%E0%A6%95%E0%A7%8D%E0%A6%B7' },
  'reflectu-rashi': { label: 'reflectu.in, the twelve rashis', address: 'https://reflectu.in/%e0%a6%95%e0%a7%8b%e0%a6%a8-%e0%a6%a6%e0%a6%bf%e0%a6%a8-%e0%a6%9c%e0%a6%a8%e0%a7%8d%e0%a6%ae-%e0%a6%b9%e0%a6%b2%e0%a7%87-%e0%a6%95%e0%a7%80-%e0%a6%b0%e0%a6%be%e0%a6%b6%e0%a6%bf-%e0%a6%b9%e0%a6%af' },
  'souvaggerbondhu-nava-graha': { label: 'souvaggerbondhu.in, নব গ্রহ (the nine grahas)', address: 'https://souvaggerbondhu.in/nine-planet/' },
  'reflectu-bengali-date': { label: 'reflectu.in, the twelve Bengali months', address: 'https://reflectu.in/today-bengali-date' },
  'gu-wikipedia-mahino': { label: 'Gujarati Wikipedia, મહિનો (the Vikram samvat months)', address: 'http://gu.wikipedia.org/wiki/%E0%AA%AE%E0%AA%B9%E0%AA%BF%E0%AA%A8%E0%AB%8B' },
  'jainqq-gujarati-28-nakshatra': { label: 'a Gujarati Jain text at jainqq.org, અઠ્ઠાવીસ નક્ષત્રોનાં નામ (the 28 with Abhijit, which the 27 leave out)', address: 'https://jainqq.org/explore/008965/187' },
  'gu-wikipedia-mangalvar': { label: 'Gujarati Wikipedia, મંગળવાર (the weekdays)', address: 'https://gu.wikipedia.org/wiki/%E0%AA%AE%E0%AA%82%E0%AA%97%E0%AA%B3%E0%AA%B5%E0%AA%BE%E0%AA%B0' },
  'bhrugusanhita-karan': { label: 'bhrugusanhita.com, કરણ (the eleven karanas)', address: 'https://bhrugusanhita.com/2009/03/26/%E0%AA%95%E0%AA%B0%E0%AA%A3/' },
  'gu-wikipedia-yoga': { label: 'Gujarati Wikipedia, યોગ (પંચાંગ) (the first 13 read)', address: 'https://gu.wikipedia.org/wiki/%E0%AA%AF%E0%AB%8B%E0%AA%97_(%E0%AA%AA%E0%AA%82%E0%AA%9A%E0%AA%BE%E0%AA%82%E0%AA%97)' },
  'akilanews-panchang': { label: 'Akila daily panchang, the grahas and their signs', address: 'https://akilanews.com/Panchang/index/12-11-2020' },
} as const;
type SourceId = keyof typeof SOURCES;

/** Why a source's form differs: the class follows from the reason. */
const REASONS = {
  // the source's error: the service's form stands
  misspelt: { kind: 'source-error', text: 'misspelt in the source' },
  'cut-short': { kind: 'source-error', text: 'cut short' },
  'month-name': { kind: 'source-error', text: "the lunar month's name in place of the nakshatra's" },
  'nakshatra-name': { kind: 'source-error', text: "the nakshatra's name in place of the month's" },
  'other-word': { kind: 'source-error', text: 'another word: a god, a graha, the word graha, a plural, a word of like sound (Maitra for Matri, Sankalpa for Shankhapala)' },
  'latin-script': { kind: 'source-error', text: 'left in Latin letters, untranslated' },
  'solar-months': { kind: 'source-error', text: 'the solar months of the regional calendar, not the lunar months this table names' },
  shifted: { kind: 'source-error', text: 'out of order: the names of neighbouring positions' },
  'wrong-script': { kind: 'source-error', text: "written in another language's letters (Telugu in the Kannada list, Malayalam in a Telugu name)" },
  'hindi-form': { kind: 'source-error', text: 'the Hindi name in Kannada letters; Kannada almanacs print Ashvayuja' },
  // a spelling both in print: the service keeps its form, for the reason given
  'ending-mu': { kind: 'variant', text: 'the older Telugu ending -ము; current almanacs print -ం, which the service keeps' },
  'neuter-ending': { kind: 'variant', text: "with or without the neuter ending (-ం, -ம், -ം); the service keeps the almanacs' form" },
  ttha: { kind: 'variant', text: 'ष्ट for ष्ठ, both in print; the service keeps the Sanskrit ष्ठ' },
  'vowel-length': { kind: 'variant', text: 'a long or short vowel the language writes both ways' },
  aspirate: { kind: 'variant', text: 'an aspirate or plain stop (థ/త, ధ/ద) the language writes both ways' },
  'final-consonant': { kind: 'variant', text: 'a final consonant written with a vowel (-ు, -ു) or with the virama' },
  'regional-name': { kind: 'variant', text: "the Sanskrit name where the region's almanacs print their own; the service keeps the regional name" },
  'sanskrit-form': { kind: 'variant', text: 'the fuller Sanskrit form; the service keeps the form the region prints' },
  'other-name': { kind: 'variant', text: "another name of the same thing, also in print; the service keeps the almanacs' name" },
  alias: { kind: 'variant', text: 'Vishti printed with or without its other name Bhadra' },
  grantha: { kind: 'variant', text: 'Grantha letters or a cluster where Tamil almanacs write Tamil letters with a vowel' },
  transliterated: { kind: 'variant', text: 'the Sanskrit name letter for letter with a long final vowel; the service keeps the Tamil almanac form' },
  encoding: { kind: 'variant', text: 'the same letters in the older Malayalam encoding (ര്‍, ര് with the virama)' },
  spacing: { kind: 'variant', text: 'written joined or apart' },
  voicing: { kind: 'variant', text: 'a final voiced or voiceless stop (శరద్, శరత్), both in print' },
  'masculine-ending': { kind: 'variant', text: "with or without the masculine ending of a point or serpent named as a person (-ன், -ుడు, -ువు, -ൻ); the service keeps the almanacs' form" },
  'compound-ending': { kind: 'variant', text: 'the compound written apart and without its ending (ఆత్మ కారక); the service keeps one word with the ending' },
  'vocalic-r': { kind: 'variant', text: 'the vocalic ṛ written ரி or ரு in Tamil letters, both in print; the service keeps ரு' },
  ghati: { kind: 'variant', text: 'Ghati, the short form of Ghatika (one unit); the service keeps Ghatika' },
  'joined-short': { kind: 'variant', text: 'written joined and without the final ā (ભાદ્રપદ); the service keeps two words with the ā, as its Marathi table does' },
  'retroflex-la': { kind: 'variant', text: 'the retroflex ળ/ಳ or the dental લ/ಲ for one l, both in print (Gujarati મૂળ and મૂલ, Kannada ಪುಷ್ಕಳ and ಪುಷ್ಕಲ)' },
  gemination: { kind: 'variant', text: 'a doubled consonant written single (ત્ત, க்க, த்த), as much print does' },
  qualified: { kind: 'variant', text: 'the bare name, where the service adds the school that tells two systems of one name apart (Chara (Jaimini))' },
  'ordinal-form': { kind: 'variant', text: 'the cardinal form of a varga (Panchamsa, Saptamsa, Ashtamsa) beside the ordinal (Panchamamsa …), both in print; the service keeps the ordinal' },
  sandhi: { kind: 'variant', text: 'the parts joined without the sandhi (Shashtiamsa, Nadi amsha) beside the sandhi form (Shashtyamsa, Nadyamsha), both in print' },
  kumbha: { kind: 'variant', text: 'Vishkumbha, which many almanacs print beside the Sanskrit Vishkambha' },
} as const satisfies Record<string, { kind: 'source-error' | 'variant'; text: string }>;
type ReasonId = keyof typeof REASONS;

/** Why the check corrected the service's form. */
const CORRECTIONS = {
  'ml-anusvara': 'Malayalam writes the nasal conjunct (ന്ദ), not the Devanagari anusvara before a dental (ംദ)',
  'ml-encoding': 'the modern Malayalam spelling: the chillu ർ for ര് with the virama, ൗ for ൌ, ർത്ഥ for ര്ഥ',
  nala: 'Nala with ള/ಳ, as Malayalam and Kannada write the name',
  datrutva: 'Datrutva (दातृत्व, generosity, the yoga\'s result) for Dhatrutva (धातृत्व, of the creator), which had followed the roman spelling of Raman\'s "Dhatrutwa"',
  'ta-cluster': 'Tamil letters with a vowel for the Sanskrit cluster (சக்கர), as the table already wrote Kalachakra (காலசக்கர)',
} as const;
type CorrectionId = keyof typeof CORRECTIONS;

/** One check: a language's table against one source, over the positions the source gives. */
interface Check {
  readonly lang: CheckedLang;
  readonly table: TableId;
  readonly source: SourceId;
  /** The positions compared: the whole table, or those the source gives. */
  readonly positions: 'all' | readonly number[];
  /** sha256 (first 16 hex digits) of the service's names at those positions, joined by newlines. */
  readonly digest: string;
  /** [position, the source's form, the service's form, why], for every position where they differ. */
  readonly differences: readonly (readonly [number, string, string, ReasonId])[];
  /** [position, the service's form before the check, its form now, why]. */
  readonly corrections?: readonly (readonly [number, string, string, CorrectionId])[];
}

/**
 * The record, one check per language and table (published-names.json, beside this file). PyJHora's match labels
 * (`varna_match_str` …) end in the word for koota or porutham (కూట, பொருத்தம்), left out there; one label serves
 * both the koota and the porutham of a factor (its Nakshatra for Tara and Dina).
 */
const CHECKS: readonly Check[] = JSON.parse(readFileSync(new URL('./published-names.json', import.meta.url), 'utf8'));

/** The service's form at a position of a table. */
function nameAt(table: TableId, n: number, lang: CheckedLang): string {
  const row = (TABLES[table].rows as readonly Names[])[n - 1];
  if (row === undefined) throw new Error(`${table} has no position ${n}`);
  return row[lang];
}

function positionsOf(check: Check): readonly number[] {
  return check.positions === 'all' ? TABLES[check.table].rows.map((_, i) => i + 1) : check.positions;
}

function digestOf(check: Check): string {
  const names = positionsOf(check).map((n) => nameAt(check.table, n, check.lang));
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/** The docs cell of a check: agreed/checked, then the variants (v), the source's errors (e), the corrections (c). */
function cellOf(check: Check): string {
  const checked = positionsOf(check).length;
  const variants = check.differences.filter(([, , , why]) => REASONS[why].kind === 'variant').length;
  const errors = check.differences.length - variants;
  const corrected = check.corrections?.length ?? 0;
  const parts = [`${checked - check.differences.length}/${checked}`];
  if (variants > 0) parts.push(`${variants}v`);
  if (errors > 0) parts.push(`${errors}e`);
  if (corrected > 0) parts.push(`${corrected}c`);
  return parts.join(' ');
}

describe('the name tables against their published sources', () => {
  it('records each language and table once, for the seven regional languages, with the tables, sources and reasons defined here', () => {
    const keys = CHECKS.map((check) => `${check.lang} ${check.table}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const check of CHECKS) {
      expect(CHECKED_LANGS).toContain(check.lang);
      expect(Object.keys(TABLES)).toContain(check.table);
      expect(Object.keys(SOURCES)).toContain(check.source);
      expect(check.digest).toMatch(/^[0-9a-f]{16}$/);
      for (const [, , , why] of check.differences) expect(Object.keys(REASONS)).toContain(why);
      for (const [, , , why] of check.corrections ?? []) expect(Object.keys(CORRECTIONS)).toContain(why);
    }
  });

  it.each(CHECKS.map((check) => [`${check.lang} ${check.table}`, check] as const))('%s: the service keeps the checked names', (_, check) => {
    for (const [n, source, ours, why] of check.differences) {
      expect(nameAt(check.table, n, check.lang), `${check.table} ${n}: ${REASONS[why].text}`).toBe(ours);
      expect(source).not.toBe(ours);
      expect(positionsOf(check)).toContain(n);
    }
    for (const [n, was, now] of check.corrections ?? []) {
      expect(nameAt(check.table, n, check.lang), `${check.table} ${n} was corrected from ${was}`).toBe(now);
      expect(was).not.toBe(now);
    }
    expect(digestOf(check), 'a checked name changed: check it against the source again and update this record').toBe(check.digest);
  });

  it('uses every reason, correction reason and source it defines', () => {
    const reasons = new Set(CHECKS.flatMap((check) => check.differences.map(([, , , why]) => why)));
    expect([...reasons].sort()).toEqual(Object.keys(REASONS).sort());
    const corrections = new Set(CHECKS.flatMap((check) => (check.corrections ?? []).map(([, , , why]) => why)));
    expect([...corrections].sort()).toEqual(Object.keys(CORRECTIONS).sort());
    expect([...new Set(CHECKS.map((check) => check.source))].sort()).toEqual(Object.keys(SOURCES).sort());
  });

  it('TEST.md states how many checks the record holds', () => {
    const page = readFileSync(new URL('../../../TEST.md', import.meta.url), 'utf8');
    expect(page).toContain(`(${CHECKS.length} checks in \`published-names.json\`)`);
  });

  it('docs/languages.md states the counts and sources of this record', () => {
    const page = readFileSync(new URL('../../../docs/languages.md', import.meta.url), 'utf8');
    const start = page.indexOf('| language | source |');
    expect(start, 'the table of checks in docs/languages.md').toBeGreaterThan(-1);
    const lines = page.slice(start).split('\n');
    const rows = lines.slice(2, lines.findIndex((line) => !line.startsWith('|')));
    const headings = ['language', 'source', ...Object.values(TABLES).map((table) => table.heading)];
    expect(lines[0]).toBe(`| ${headings.join(' | ')} |`);
    expect(rows).toHaveLength(CHECKED_LANGS.length);
    for (const lang of CHECKED_LANGS) {
      const row = rows.find((line) => line.startsWith(`| ${LANGUAGE_NAMES[lang]} |`));
      expect(row, LANGUAGE_NAMES[lang]).toBeDefined();
      const cells = row!.split('|').slice(1, -1).map((cell) => cell.trim());
      const checks = CHECKS.filter((check) => check.lang === lang);
      const sources = [...new Set(checks.map((check) => check.source))];
      for (const [i, table] of (Object.keys(TABLES) as TableId[]).entries()) {
        const check = checks.find((c) => c.table === table);
        const tag = sources.length > 1 && check ? ` [${sources.indexOf(check.source) + 1}]` : '';
        expect(cells[i + 2], `${LANGUAGE_NAMES[lang]} ${table}`).toBe(check ? cellOf(check) + tag : '–');
      }
      const sourceCell = sources.length === 1 ? SOURCES[sources[0]!].label : sources.map((id, i) => `[${i + 1}] [${SOURCES[id].label}](${SOURCES[id].address})`).join('; ');
      expect(cells[1], `${LANGUAGE_NAMES[lang]} sources`).toBe(sourceCell);
    }
  });
});
