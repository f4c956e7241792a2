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
 * yogas, and its Tamil and Malayalam month lists name the solar months. Unicode CLDR's locale data (the continents,
 * the Saka and Hijri months, the exemplar cities of the time zones) is a target in the same way: its Hijri months
 * number the Rabis and Jumadas, and some of its city names are read from the spelling. The pages' lists were read at
 * the addresses given; only the names that differ are copied here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANANDADI_YOGAS } from '../../../data/anandadi.ts';
import { KOOTAS } from '../../../data/ashtakoot.ts';
import { BHAVAS } from '../../../data/bhavas.ts';
import { GRAHA_ABBREVIATIONS } from '../../../data/chart-labels.ts';
import { CHOGHADIYA_TYPES } from '../../../data/choghadiya.ts';
import { CITIES, CONTINENT_NAMES, CONTINENTS, INDIAN_REGION_NAMES } from '../../../data/cities.ts';
import { DASHA_SYSTEMS } from '../../../data/dashas.ts';
import { DOSHAS, KAAL_SARP_TYPES } from '../../../data/doshas.ts';
import { EKADASHIS, FESTIVALS } from '../../../data/festivals.ts';
import { GRAHAS } from '../../../data/grahas.ts';
import { SUNRISE_LAGNA_NAMES, UPAGRAHA_NAMES } from '../../../data/jaimini-points.ts';
import { CHARA_KARAKAS } from '../../../data/karakas.ts';
import { KARANAS } from '../../../data/karanas.ts';
import { LUNAR_MONTHS, RITUS, SAMVATSARAS } from '../../../data/lunar-calendar.ts';
import { MUHURTAS } from '../../../data/muhurtas.ts';
import { NAKSHATRAS } from '../../../data/nakshatras.ts';
import { PORUTHAMS } from '../../../data/porutham.ts';
import { HIJRI_MONTHS, SAKA_MONTHS } from '../../../data/regional-calendars.ts';
import { SAHAMS } from '../../../data/sahams.ts';
import { SIGNS } from '../../../data/signs.ts';
import { OFFICE_BEARERS, TAJIKA_YOGAS } from '../../../data/tajika.ts';
import type { Names } from '../../../data/text.ts';
import { TITHIS } from '../../../data/tithis.ts';
import { VARAS } from '../../../data/varas.ts';
import { VARGAS } from '../../../data/vargas.ts';
import { WESTERN_BODIES } from '../../../data/western-bodies.ts';
import { ECLIPSE_WORDS } from '../../../data/words.ts';
import { RULE_YOGAS } from '../../../data/yoga-rules.ts';
import { classicalYogaTexts, ruleYogaTexts } from '../../../data/yoga-texts.ts';
import { CLASSICAL_YOGAS } from '../../../data/yogas-classical.ts';
import { YOGAS } from '../../../data/yogas.ts';

/** The chart yogas' names: the classical yogas, then the rule yogas, in their tables' order. */
const CHART_YOGA_NAMES = [
  ...CLASSICAL_YOGAS.map((yoga) => classicalYogaTexts(yoga.id).name),
  ...RULE_YOGAS.map((yoga) => ruleYogaTexts(yoga.id).name),
] as readonly Names[];

/** The eclipse kinds: the three solar, then the three lunar, in their table's order. */
const ECLIPSE_KINDS = [...Object.values(ECLIPSE_WORDS.solar), ...Object.values(ECLIPSE_WORDS.lunar)] as readonly Names[];

/** The grahas' abbreviations in chart pictures, the Sun to Ketu. */
const GRAHA_LABELS = Object.values(GRAHA_ABBREVIATIONS) as readonly Names[];

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
  muhurtas: { rows: MUHURTAS, heading: 'muhurtas' },
  anandadi: { rows: ANANDADI_YOGAS, heading: 'anandadi yogas' },
  choghadiya: { rows: CHOGHADIYA_TYPES, heading: 'choghadiya' },
  sahams: { rows: SAHAMS, heading: 'sahams' },
  eclipses: { rows: ECLIPSE_KINDS, heading: 'eclipse kinds' },
  festivals: { rows: FESTIVALS, heading: 'festivals' },
  ekadashis: { rows: EKADASHIS, heading: 'ekadashis' },
  bhavas: { rows: BHAVAS, heading: 'bhavas' },
  continents: { rows: CONTINENTS.map((continent) => CONTINENT_NAMES[continent]), heading: 'continents' },
  sakaMonths: { rows: SAKA_MONTHS, heading: 'Saka months' },
  hijriMonths: { rows: HIJRI_MONTHS, heading: 'Hijri months' },
  indianRegions: { rows: Object.values(INDIAN_REGION_NAMES), heading: 'Indian states' },
  cities: { rows: CITIES.map((city) => city.name), heading: 'cities' },
  westernBodies: { rows: WESTERN_BODIES, heading: 'Western bodies' },
  chartLabels: { rows: GRAHA_LABELS, heading: 'chart labels' },
  tajikaYogas: { rows: TAJIKA_YOGAS, heading: 'Tajika yogas' },
  officeBearers: { rows: OFFICE_BEARERS, heading: 'Tajika office-bearers' },
} as const satisfies Record<string, { rows: readonly Names[]; heading: string }>;
type TableId = keyof typeof TABLES;

/** The languages checked here (English and Hindi are the catalogues' own). */
const CHECKED_LANGS = ['te', 'kn', 'mr', 'bn', 'gu', 'ta', 'ml'] as const;
type CheckedLang = (typeof CHECKED_LANGS)[number];
const LANGUAGE_NAMES: Record<CheckedLang, string> = {
  te: 'Telugu', kn: 'Kannada', mr: 'Marathi', bn: 'Bengali', gu: 'Gujarati', ta: 'Tamil', ml: 'Malayalam',
};

/** A published source: its name as docs/languages.md prints it and the address read. */
interface Source {
  readonly label: string;
  readonly address: string;
}

/** Why a source's form differs: the source's error (the service's form stands) or a spelling both in print. */
interface Reason {
  readonly kind: 'source-error' | 'variant';
  readonly text: string;
}

/** One check: a language's table against one source, over the positions the source gives. */
interface Check {
  readonly lang: CheckedLang;
  readonly table: TableId;
  readonly source: string;
  /** The positions compared: the whole table, or those the source gives. */
  readonly positions: 'all' | readonly number[];
  /** sha256 (first 16 hex digits) of the service's names at those positions, joined by newlines. */
  readonly digest: string;
  /** [position, the source's form, the service's form, why], for every position where they differ. */
  readonly differences: readonly (readonly [number, string, string, string])[];
  /** [position, the service's form before the check, its form now, why]. */
  readonly corrections?: readonly (readonly [number, string, string, string])[];
}

/**
 * The record (published-names.json, beside this file): the sources by id, the reasons a source's form differs, the
 * reasons of the corrections, and one check per language and table. PyJHora's match labels (`varna_match_str` …) end
 * in the word for koota or porutham (కూట, பொருத்தம்), left out there; one label serves both the koota and the
 * porutham of a factor (its Nakshatra for Tara and Dina).
 */
interface NameRecord {
  readonly sources: Readonly<Record<string, Source>>;
  readonly reasons: Readonly<Record<string, Reason>>;
  readonly corrections: Readonly<Record<string, string>>;
  readonly checks: readonly Check[];
}

const RECORD: NameRecord = JSON.parse(readFileSync(new URL('./published-names.json', import.meta.url), 'utf8'));
const { sources: SOURCES, reasons: REASONS, corrections: CORRECTIONS, checks: CHECKS } = RECORD;

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

/**
 * The docs cell of a language's table, over its checks (one, or several sources for disjoint positions):
 * agreed/checked, then the variants (v), the source's errors (e), the corrections (c).
 */
function cellOf(checks: readonly Check[]): string {
  const checked = checks.reduce((sum, check) => sum + positionsOf(check).length, 0);
  const differences = checks.flatMap((check) => check.differences);
  const variants = differences.filter(([, , , why]) => REASONS[why]!.kind === 'variant').length;
  const errors = differences.length - variants;
  const corrected = checks.reduce((sum, check) => sum + (check.corrections?.length ?? 0), 0);
  const parts = [`${checked - differences.length}/${checked}`];
  if (variants > 0) parts.push(`${variants}v`);
  if (errors > 0) parts.push(`${errors}e`);
  if (corrected > 0) parts.push(`${corrected}c`);
  return parts.join(' ');
}

describe('the name tables against their published sources', () => {
  it('records each language and table once a source, the sources of one table over disjoint positions, for the seven regional languages, with the tables, sources and reasons defined here', () => {
    for (const reason of Object.values(REASONS)) expect(['source-error', 'variant']).toContain(reason.kind);
    const keys = CHECKS.map((check) => `${check.lang} ${check.table} ${check.source}`);
    expect(new Set(keys).size).toBe(keys.length);
    const compared = CHECKS.map((check) => positionsOf(check).map((n) => `${check.lang} ${check.table} ${n}`)).flat();
    expect(new Set(compared).size, 'a position compared against two sources').toBe(compared.length);
    for (const check of CHECKS) {
      expect(CHECKED_LANGS).toContain(check.lang);
      expect(Object.keys(TABLES)).toContain(check.table);
      expect(Object.keys(SOURCES)).toContain(check.source);
      expect(check.digest).toMatch(/^[0-9a-f]{16}$/);
      for (const [n] of check.differences) expect(Number.isInteger(n) && n >= 1, `${check.lang} ${check.table}: a position from 1`).toBe(true);
      for (const [, , , why] of check.differences) expect(Object.keys(REASONS)).toContain(why);
      for (const [, , , why] of check.corrections ?? []) expect(Object.keys(CORRECTIONS)).toContain(why);
    }
  });

  it.each(CHECKS.map((check) => [`${check.lang} ${check.table}`, check] as const))('%s: the service keeps the checked names', (_, check) => {
    for (const [n, source, ours, why] of check.differences) {
      expect(nameAt(check.table, n, check.lang), `${check.table} ${n}: ${REASONS[why]!.text}`).toBe(ours);
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
        const ofTable = checks.filter((c) => c.table === table);
        const tag = sources.length > 1 && ofTable.length > 0 ? ` [${ofTable.map((c) => sources.indexOf(c.source) + 1).join(', ')}]` : '';
        expect(cells[i + 2], `${LANGUAGE_NAMES[lang]} ${table}`).toBe(ofTable.length > 0 ? cellOf(ofTable) + tag : '–');
      }
      const sourceCell = sources.length === 1 ? SOURCES[sources[0]!]!.label : sources.map((id, i) => `[${i + 1}] [${SOURCES[id]!.label}](${SOURCES[id]!.address})`).join('; ');
      expect(cells[1], `${LANGUAGE_NAMES[lang]} sources`).toBe(sourceCell);
    }
  });
});
