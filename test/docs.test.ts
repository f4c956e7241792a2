/**
 * What README.md, TEST.md and docs/*.md state about the service, checked against the code: every relative link
 * reaches a file (and its heading, for an anchor), the configuration table is the configuration schema, the error
 * table is the error vocabulary, and every count the pages state (cities, operations, systems, yogas, …) is the
 * length of the table it counts. A claim whose wording changes fails here until its pattern follows it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AYANAMSHAS } from '../astro/ayanamsha.ts';
import { KP_SUB_COUNT, MAX_KP_LEVELS, MIN_KP_LEVELS } from '../astro/kp/subs.ts';
import { ZODIACS } from '../astro/horoscope/gochara.ts';
import { SUPPORTED_RANGE } from '../astro/time.ts';
import { ConfigSchema, loadConfig } from '../config/config.ts';
import { KOOTAS } from '../data/ashtakoot.ts';
import { ANANDADI_YOGAS } from '../data/anandadi.ts';
import { CITIES, CONTINENTS, DEFAULT_CITY_IDS } from '../data/cities.ts';
import { DASHA_LEVELS, DASHA_SYSTEMS } from '../data/dashas.ts';
import { PITRA_RULES } from '../data/doshas.ts';
import { EKADASHIS } from '../data/festivals.ts';
import { GEMSTONES } from '../data/gemstones.ts';
import { GRAHA_IDS } from '../data/grahas.ts';
import { MANGLIK_CANCELLATIONS } from '../data/manglik.ts';
import { MUHURTA_ACTIVITIES } from '../data/muhurta-activities.ts';
import { PORUTHAMS } from '../data/porutham.ts';
import { SIGNS } from '../data/signs.ts';
import { WESTERN_PLANET_IDS } from '../data/western-bodies.ts';
import { WESTERN_HOUSE_SYSTEMS } from '../data/western-houses.ts';
import { CLASSICAL_YOGAS } from '../data/yogas-classical.ts';
import { GEMSTONE_TIMEZONE_HOURS } from '../api/areas/gemstones/schemas.ts';
import { RESPONSE_CACHE_BYTES } from '../api/shared/response-cache.ts';
import { CONNECT_WAIT_MS } from '../api/plugins/rate-limit.ts';
import { DEFAULT_CACHE_REPORTS } from '../api/sources/horoscopes.ts';
import { STORED_DAYS_CACHED } from '../api/sources/transits.ts';
import { INDIAN_CHART_STYLES } from '../api/svg/indian.ts';
import { ADVANCES_EM, BOLD_WIDTH, LINE_HEIGHT } from '../api/svg/labels.ts';
import { ERROR_CODES } from '../api/errors.ts';
import { OPERATIONS } from '../api/operations.ts';
import { MAX_QUERY_DEPTH, MAX_ROOT_FIELDS } from '../api/interfaces/graphql.ts';
import { LANGS } from '../api/shared/lang.ts';
import { KUNDALI_TIMEZONE_HOURS, PLACELESS_TIMEZONE_HOURS } from '../api/shared/place.ts';
import { PYJHORA_BHAVA_RULES, PYJHORA_KOOTA_AGREEMENT, PYJHORA_PORUTHAM_AGREEMENT, PYJHORA_STRENGTH_ERRORS } from './reference/pyjhora/agreement.ts';
import { CITIES_PER_TASK, TRANSIT_DATES_PER_TASK } from '../pipeline/run.ts';
import { TRANSIT_MARGIN_DAYS } from '../storage/precomputed.ts';
import { NIGHTLY_AHEAD_DAYS, NIGHTLY_BACK_DAYS, STARTUP_AHEAD_DAYS } from '../pipeline/window.ts';
import { PUBLISHED_FESTIVAL_DATES } from './reference/festivals/published.ts';
import { NOT_YET_WRITTEN } from './api/still-english.ts';

const ROOT = join(import.meta.dirname, '..');
/** The pages checked, as paths from the repository root. */
const PAGES = ['README.md', 'TEST.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const read = (page: string) => readFileSync(join(ROOT, page), 'utf8');

/** A page's text without fenced code blocks (links and headings inside them are not markdown). */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The anchors GitHub gives a page's headings: lowercase, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading!.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** The relative link targets of a page (outside code), as written. */
function relativeLinks(text: string): string[] {
  const withoutCode = prose(text).replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** The cells of the rows of the first table after `heading` (header and separator rows left out). */
function tableAfter(text: string, heading: string): string[][] {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `no heading "${heading}"`).toBeGreaterThanOrEqual(0);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split(' | ').map((cell) => cell.trim()));
  }
  return rows;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20,
};

/** A number as the pages write it: digits (with thousands commas or a decimal point) or a word. */
function numberOf(written: string): number {
  const word = NUMBER_WORDS[written.toLowerCase()];
  return word ?? Number(written.replace(/,/g, ''));
}

/** A number a page states: every match of `pattern` on `page`, each group the value of `values` at its index. */
interface Claim {
  page: string;
  /** The pattern as written in the claim, for the test's name. */
  source: string;
  pattern: RegExp;
  values: readonly number[];
}

/** A written number: digits (thousands commas, a decimal point) or a word. */
const NUMBER = String.raw`(\d[\d,.]*\d|\d|${Object.keys(NUMBER_WORDS).join('|')})`;

/**
 * A claim whose pattern is `source` (a regular expression) with `#` for each number and any run of spaces, line
 * breaks and quote marks (`>` of a box) between words matched by one space.
 */
function claim(page: string, source: string, values: readonly number[]): Claim {
  const pattern = source.replace(/ /g, String.raw`[\s>]+`).replace(/#/g, NUMBER);
  return { page, source, pattern: new RegExp(pattern, 'gim'), values };
}

const INDIAN_CITIES = CITIES.filter((city) => city.country === 'IN').length;
const COUNTRIES = new Set(CITIES.map((city) => city.country)).size;
const RATNAS = GEMSTONES.filter((stone) => stone.kind === 'ratna').length;
const NIGHTLY_DATES = NIGHTLY_BACK_DAYS + NIGHTLY_AHEAD_DAYS + 1;
const HOROSCOPES_PER_PERIOD = SIGNS.length * LANGS.length * ZODIACS.length;
const DERIVED_MIGRATIONS = readdirSync(join(ROOT, 'migrations/derived')).filter((name) => name.endsWith('.sql'));
/** The numbers of the questions docs/analysts.md answers (`**1. …`), in page order. */
const ANALYST_QUESTION_NUMBERS = [...read('docs/analysts.md').matchAll(/^\*\*(\d+)\. /gm)].map((match) => Number(match[1]));
const ANALYST_QUESTIONS = ANALYST_QUESTION_NUMBERS.length;

const CLAIMS: Claim[] = [
  claim('docs/pictures.md', String.raw`digits # em, narrow letters and marks # em, capitals # em, M W m w # em, other letters # em, a Devanagari letter # em and a vowel sign beside it # em, symbols # em; bold labels # % wider; a line # em high`, [...Object.values(ADVANCES_EM), Math.round((BOLD_WIDTH - 1) * 100), LINE_HEIGHT]),
  claim('README.md', String.raw`positions of the # grahas`, [GRAHA_IDS.length]),
  claim('docs/ayanamshas.md', String.raw`every ayanamsha Swiss Ephemeris defines, #`, [Object.keys(AYANAMSHAS).length]),
  claim('docs/ayanamshas.md', String.raw`\"count\": #`, [Object.keys(AYANAMSHAS).length]),
  claim('docs/ayanamshas.md', String.raw`\*\*Epoch\*\* \(# of them\)`, [Object.values(AYANAMSHAS).filter((record) => record.kind === 'epoch').length]),
  claim('docs/ayanamshas.md', String.raw`\*\*Star\*\* \(#\)`, [Object.values(AYANAMSHAS).filter((record) => record.kind === 'star').length]),
  claim('README.md', String.raw`to # levels`, [DASHA_LEVELS.length]),
  claim('README.md', String.raw`the # kootas`, [KOOTAS.length]),
  claim('README.md', String.raw`free plan: # requests an hour`, [loadConfig({}).RATE_LIMIT_FREE_PER_HOUR]),
  claim('README.md', String.raw`\*\*#\*\* hours, as the interface specifies`, [KUNDALI_TIMEZONE_HOURS]),
  claim('README.md', String.raw`gemstones\` → #`, [GEMSTONE_TIMEZONE_HOURS]),
  claim('README.md', String.raw`\*\*no place\*\* \(transits\) → \*\*#\*\*`, [PLACELESS_TIMEZONE_HOURS]),
  claim('README.md', String.raw`Supported: #-01-01 to #-12-31`, [SUPPORTED_RANGE.first.y, SUPPORTED_RANGE.last.y]),
  claim('docs/requests.md', String.raw`\| # hours, as the interface specification`, [KUNDALI_TIMEZONE_HOURS]),
  claim('docs/requests.md', String.raw`gemstones\` \| # hours`, [GEMSTONE_TIMEZONE_HOURS]),
  claim('docs/requests.md', String.raw`\| # hours, Indian Standard Time`, [PLACELESS_TIMEZONE_HOURS]),
  claim('docs/requests.md', String.raw`Supported: #-01-01 to #-12-31`, [SUPPORTED_RANGE.first.y, SUPPORTED_RANGE.last.y]),
  claim('docs/panchanga.md', String.raw`Supported: #-01-01 to #-12-31`, [SUPPORTED_RANGE.first.y, SUPPORTED_RANGE.last.y]),
  claim('docs/cities.md', String.raw`catalogue holds # places: # in India and # in # other countries`, [CITIES.length, INDIAN_CITIES, CITIES.length - INDIAN_CITIES, COUNTRIES - 1]),
  claim('docs/cities.md', String.raw`the # cities precomputed on first start`, [DEFAULT_CITY_IDS.length]),
  claim('docs/data-dictionary.md', String.raw`holds # cities: # in India and # elsewhere`, [CITIES.length, INDIAN_CITIES, CITIES.length - INDIAN_CITIES]),
  claim('docs/data-dictionary.md', String.raw`all # cities\*\* over \[today − #, today \+ #\] \(\*\*# local dates`, [CITIES.length, NIGHTLY_BACK_DAYS, NIGHTLY_AHEAD_DAYS, NIGHTLY_DATES]),
  claim('docs/data-dictionary.md', String.raw`window is # cities × # days`, [CITIES.length, NIGHTLY_DATES]),
  claim('docs/data-dictionary.md', String.raw`calendars of # cities ×`, [CITIES.length]),
  claim('docs/data-dictionary.md', String.raw`A period's # rows \(# signs`, [HOROSCOPES_PER_PERIOD, SIGNS.length]),
  claim('docs/panchanga.md', String.raw`# cities, see`, [CITIES.length]),
  claim('docs/panchanga.md', String.raw`# yogas counted from the weekday`, [ANANDADI_YOGAS.length]),
  claim('docs/operations.md', String.raw`the # default cities`, [DEFAULT_CITY_IDS.length]),
  claim('docs/operations.md', String.raw`\(# days back to # ahead\)`, [NIGHTLY_BACK_DAYS, STARTUP_AHEAD_DAYS]),
  claim('docs/operations.md', String.raw`\(# days wider each way`, [TRANSIT_MARGIN_DAYS]),
  claim('docs/operations.md', String.raw`for all # cities from # days back to # ahead`, [CITIES.length, NIGHTLY_BACK_DAYS, NIGHTLY_AHEAD_DAYS]),
  claim('docs/operations.md', String.raw`from # days back to # ahead \(stations`, [NIGHTLY_BACK_DAYS + TRANSIT_MARGIN_DAYS, NIGHTLY_AHEAD_DAYS + TRANSIT_MARGIN_DAYS]),
  claim('docs/operations.md', String.raw`# signs × # languages \(en, hi, ta, te, kn, ml, mr, bn, gu\) × # zodiacs \(sidereal, tropical\) = # a period`, [SIGNS.length, LANGS.length, ZODIACS.length, HOROSCOPES_PER_PERIOD]),
  claim('docs/operations.md', String.raw`the # horoscopes of one`, [HOROSCOPES_PER_PERIOD]),
  claim('docs/languages.md', String.raw`\| # each \|`, [NOT_YET_WRITTEN.length]),
  claim('docs/operations.md', String.raw`# activities`, [MUHURTA_ACTIVITIES.length]),
  claim('docs/operations.md', String.raw`for # cities × 2 years`, [CITIES.length]),
  claim('docs/operations.md', String.raw`\(# MB per area`, [RESPONSE_CACHE_BYTES / 2 ** 20]),
  claim('docs/operations.md', String.raw`kept decoded in memory \(# dates\)`, [STORED_DAYS_CACHED]),
  claim('docs/operations.md', String.raw`kept in memory \(# of them`, [DEFAULT_CACHE_REPORTS]),
  claim('docs/operations.md', String.raw`up to # city-days`, [CITIES_PER_TASK]),
  claim('docs/operations.md', String.raw`up to # UTC dates of transits`, [TRANSIT_DATES_PER_TASK]),
  claim('docs/data-dictionary.md', String.raw`one local date for up to # cities`, [CITIES_PER_TASK]),
  claim('docs/data-dictionary.md', String.raw`one task is up to # UTC dates`, [TRANSIT_DATES_PER_TASK]),
  claim('docs/operations.md', String.raw`waits up to # s for Redis`, [CONNECT_WAIT_MS / 1000]),
  claim('docs/analysts.md', String.raw`the # default cities`, [DEFAULT_CITY_IDS.length]),
  claim('docs/analysts.md', String.raw`default cities from # days back to # ahead`, [NIGHTLY_BACK_DAYS, STARTUP_AHEAD_DAYS]),
  claim('docs/analysts.md', String.raw`current from # days back to # ahead`, [NIGHTLY_BACK_DAYS, NIGHTLY_AHEAD_DAYS]),
  claim('docs/analysts.md', String.raw`# days wider than the panchanga`, [TRANSIT_MARGIN_DAYS]),
  claim('docs/analysts.md', String.raw`# activities`, [MUHURTA_ACTIVITIES.length]),
  claim('docs/muhurta.md', String.raw`# activities`, [MUHURTA_ACTIVITIES.length]),
  claim('docs/interfaces.md', String.raw`All three name the # operations of the registry`, [Object.keys(OPERATIONS).length]),
  claim('docs/interfaces.md', String.raw`select at most # operations and nest at most # levels`, [MAX_ROOT_FIELDS, MAX_QUERY_DEPTH]),
  claim('docs/dashas.md', String.raw`# systems, any of them to # levels`, [DASHA_SYSTEMS.length, DASHA_LEVELS.length]),
  claim('docs/dashas.md', String.raw`\`levels\` 1–#`, [DASHA_LEVELS.length]),
  claim('docs/kundali.md', String.raw`# classical yogas`, [CLASSICAL_YOGAS.length]),
  claim('docs/festivals.md', String.raw`The # named Ekadashis`, [EKADASHIS.length]),
  claim('docs/festivals.md', String.raw`holds # rows read from public pages`, [PUBLISHED_FESTIVAL_DATES.length]),
  claim('docs/matching.md', String.raw`the # kootas`, [KOOTAS.length]),
  claim('docs/matching.md', String.raw`# (?:South Indian )?poruthams`, [PORUTHAMS.length]),
  claim('docs/matching.md', String.raw`Cancellations\*\*: # named rules`, [MANGLIK_CANCELLATIONS.length]),
  claim('docs/matching.md', String.raw`Pitra dosha\*\*: # rules`, [PITRA_RULES.length]),
  claim('docs/recommendations.md', String.raw`the # ratnas and # upratnas`, [RATNAS, GEMSTONES.length - RATNAS]),
  claim('docs/western.md', String.raw`# systems, \`houseSystem=\``, [WESTERN_HOUSE_SYSTEMS.length]),
  claim('docs/western.md', String.raw`the # planets`, [WESTERN_PLANET_IDS.length]),
  claim('docs/transits.md', String.raw`of the # grahas`, [GRAHA_IDS.length]),
  claim('docs/horoscopes.md', String.raw`Positions of the # grahas`, [GRAHA_IDS.length]),
  claim('docs/kundali.md', String.raw`the # grahas of`, [GRAHA_IDS.length]),
  claim('docs/data-dictionary.md', String.raw`the # grahas`, [GRAHA_IDS.length]),
  claim('docs/data-dictionary.md', String.raw`have been applied \(# at present`, [DERIVED_MIGRATIONS.length]),
  claim('docs/pictures.md', String.raw`The # Indian styles`, [INDIAN_CHART_STYLES.length]),
  claim('TEST.md', String.raw`the # Indian styles`, [INDIAN_CHART_STYLES.length]),
  claim('docs/cities.md', String.raw`the # continents`, [CONTINENTS.length]),
  claim('docs/analysts.md', String.raw`answers # questions`, [ANALYST_QUESTIONS]),
  claim('docs/kp.md', String.raw`become the \*\*#\*\* of the classical table`, [KP_SUB_COUNT]),
  claim('docs/kp.md', String.raw`\| \`levels\` \| # to # \|`, [MIN_KP_LEVELS, MAX_KP_LEVELS]),
  claim('docs/kp.md', String.raw`the # grahas and the twelve cusps: # points`, [GRAHA_IDS.length, 120 * (1 + GRAHA_IDS.length + 12)]),
  claim('docs/analysts.md', String.raw`^\x23\x23 # questions$`, [ANALYST_QUESTIONS]),
  claim('TEST.md', String.raw`the # sqlite3 questions`, [ANALYST_QUESTIONS]),
];

describe('the pages', () => {
  it.each(PAGES)('%s: every relative link reaches a file, and its anchor a heading there', (page) => {
    const broken: string[] = [];
    for (const target of relativeLinks(read(page))) {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path === '' ? page : relative(ROOT, join(ROOT, dirname(page), decodeURI(path)));
      if (!existsSync(join(ROOT, file))) {
        broken.push(`${target}: no file ${file}`);
        continue;
      }
      if (anchor !== undefined && file.endsWith('.md') && !anchors(read(file)).has(anchor)) broken.push(`${target}: no heading #${anchor} in ${file}`);
    }
    expect(broken).toEqual([]);
  });

  it.each(CLAIMS.map((claim) => [claim.page, claim.source, claim] as const))('%s states "%s" as the code has it', (_page, _source, claim) => {
    const matches = [...read(claim.page).matchAll(claim.pattern)];
    expect(matches.length, `no match in ${claim.page}`).toBeGreaterThan(0);
    for (const match of matches) expect(match.slice(1).map(numberOf), match[0]).toEqual(claim.values);
  });
});

describe('docs/operations.md', () => {
  const page = read('docs/operations.md');

  it('lists every variable of the configuration schema with its default, as .env.example does', () => {
    const rows = tableAfter(page, '## Configuration');
    const defaults = loadConfig({}) as Record<string, unknown>;
    const variables = Object.keys(ConfigSchema.shape);
    expect(rows.map(([name]) => name!.replace(/`/g, '')).sort()).toEqual([...variables].sort());
    for (const [name, written] of rows) {
      const variable = name!.replace(/`/g, '');
      const value = defaults[variable];
      expect(written, variable).toBe(value === undefined || value === '' ? 'empty' : `\`${String(value)}\``);
    }
    const example = [...read('.env.example').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(example.sort()).toEqual([...variables].sort());
  });

  it('states the default limit of each plan', () => {
    const config = loadConfig({});
    const rows = Object.fromEntries(tableAfter(page, '### Rate limits').map(([plan, limit]) => [plan!, limit!]));
    expect(numberOf(rows['`free`']!)).toBe(config.RATE_LIMIT_FREE_PER_HOUR);
    expect(numberOf(rows['`pro`']!)).toBe(config.RATE_LIMIT_PRO_PER_HOUR);
    expect(numberOf(rows['demo key']!.split(',')[0]!)).toBe(config.RATE_LIMIT_DEMO_PER_HOUR);
  });
});

describe('the errors table of docs/requests.md', () => {
  it('names every error code with its status', () => {
    const rows = tableAfter(read('docs/requests.md'), '## Errors');
    const documented = rows.flatMap(([status, codes]) => [...codes!.matchAll(/`([A-Z_]+)`/g)].map((match) => [match[1]!, Number(status)] as const));
    expect(Object.fromEntries(documented)).toEqual(ERROR_CODES);
    expect(documented).toHaveLength(Object.keys(ERROR_CODES).length);
  });
});

describe('docs/interfaces.md', () => {
  it('names every operation of the registry', () => {
    const page = read('docs/interfaces.md');
    const list = page.slice(page.indexOf('All three name'), page.indexOf('are REST only'));
    expect([...list.matchAll(/`([a-zA-Z]+)`/g)].map((match) => match[1]).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });
});

describe('docs/analysts.md', () => {
  it('numbers its questions 1, 2, 3 …', () => {
    expect(ANALYST_QUESTION_NUMBERS).toEqual(ANALYST_QUESTION_NUMBERS.map((_, i) => i + 1));
  });
});

describe('the ayanamsha lists', () => {
  it('docs/ayanamshas.md has a row for every ayanamsha, with its id, key and name', () => {
    const rows = tableAfter(read('docs/ayanamshas.md'), '## The 47');
    expect(rows.map((cells) => [Number(cells[0]), cells[1]!.replace(/`/g, ''), cells[2]])).toEqual(
      Object.values(AYANAMSHAS).map((record) => [record.id, record.key, record.name]),
    );
  });

  it.each(['docs/conventions.md', 'docs/panchanga.md'])('%s lists every ayanamsha id', (page) => {
    const row = read(page).split('\n').find((line) => line.startsWith('| `ayanamsha` |'))!;
    const ids = [...row.matchAll(/(\d+) [A-Z]/g)].map((match) => Number(match[1]));
    expect(ids.sort((a, b) => a - b)).toEqual(Object.keys(AYANAMSHAS).map(Number).sort((a, b) => a - b));
  });
});

describe('docs/conventions.md, the agreement with PyJHora', () => {
  /** Rows `| \`id\` | default agree | set agree | the error … | touched | agree of the rest |`, by the id in the first cell. */
  function agreementRows(heading: string): Map<string, number[]> {
    return new Map(tableAfter(read('docs/conventions.md'), heading).map((cells) => [
      cells[0]!.replace(/`/g, ''),
      [cells[1]!, cells[2]!, cells[4]!, cells[5]!.split(' of ')[0]!].map(numberOf),
    ]));
  }

  it.each([
    ['### Ashtakoot, 200 couples', PYJHORA_KOOTA_AGREEMENT.standard, PYJHORA_KOOTA_AGREEMENT.saravali],
    ['### Porutham, 200 couples', PYJHORA_PORUTHAM_AGREEMENT.standard, PYJHORA_PORUTHAM_AGREEMENT.tamil],
  ] as const)('states what the reference test measures under "%s"', (heading, standard, set) => {
    const rows = agreementRows(heading);
    expect([...rows.keys()].sort()).toEqual(Object.keys(set).sort());
    for (const [id, figures] of rows) {
      const [byDefault, withSet] = [standard[id as keyof typeof standard], set[id as keyof typeof set]];
      expect(figures, id).toEqual([byDefault.agree, withSet.agree, withSet.pyjhoraErrors, withSet.agreeWithoutErrors]);
    }
  });
});

describe("docs/conventions.md, the births PyJHora's shadbala errors explain", () => {
  it.each(Object.entries(PYJHORA_STRENGTH_ERRORS))('%s: the births differing and explained', (component, { differ, explained }) => {
    const row = read('docs/conventions.md').split('\n').find((line) => line.startsWith(`| ${component} | `) && /\| (recomputed|condition)/.test(line));
    const cells = row!.split('|').map((cell) => cell.trim());
    expect([Number(cells[3]), Number(cells[4])]).toEqual([differ, explained]);
  });

  it.each(Object.entries(PYJHORA_BHAVA_RULES))('bhava bala rule %s: the births it changes', (rule, births) => {
    const row = tableAfter(read('docs/conventions.md'), '| rule | what PyJHora does | class | births it changes |').find((cells) => cells[0] === rule);
    expect(Number(row![3])).toBe(births);
  });
});
