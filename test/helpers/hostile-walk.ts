/**
 * Nothing a client sends can make the service fail: every route of the OpenAPI document, each documented
 * parameter (and each body field) replaced in turn by hostile values, must answer 2xx or 4xx, and every 4xx
 * must be `{ error, message, code }` naming the parameter it rejected. `test/api/robustness.test.ts` draws a
 * fixed-seed sample of the values, `test/api/robustness.slow.test.ts` sends every one.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from './app.ts';
import { type DocumentedOperation, useWalk } from './operations.ts';

/** Query and path values: malformed numbers, dates and text, injection and prototype keys, huge and odd input. */
const HOSTILE = [
  '', ' ', 'abc', 'NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '0x1F', '１２', '9'.repeat(400), '💥', '<script>',
  "' OR 1=1 --", '__proto__', 'constructor', '-0', '2024-02-30', '2024-13-01T00:00:00', '99999-01-01',
  '-000001-01-01T00:00:00Z', '2024-01-01T24:00:00', '%00', 'null', '[]', '{}', 'x'.repeat(5000),
];

/** Body values: every JSON type in the wrong place, extremes and deep nesting. */
const HOSTILE_JSON: unknown[] = [
  null, true, 0, -1, 1e308, -1e308, '', 'abc', '9'.repeat(400), [], [1, 2], {}, { $gt: 1 }, { __proto__: { polluted: 1 } },
  JSON.parse('{"__proto__": {"polluted": 1}}'), '2024-02-30', '99999-01-01', JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`),
];

/** A valid request to start from: a birth in Delhi, a date for the other routes, a sign for the horoscopes, names, a KP horary number. */
const BASE_QUERY: Record<string, string> = {
  date: '2001-05-17T08:30:00', latitude: '28.61', longitude: '77.21', timezone: '5.5', sign: 'leo', dob: '2001-05-17T08:30:00', lat: '28.61', lng: '77.21',
  name: 'John Smith', name1: 'John Smith', date1: '1987-11-29', name2: 'Anna Torres', date2: '1990-05-15',
  birthDate: '2001-05-17T08:30:00', birthTimezone: '5.5', from: '2024-01-01', to: '2024-01-20', orbs: 'trine:3', aspects: 'all',
  activity: 'marriage', number: '120', age: '30', month: '3',
};
/**
 * Parameters whose valid value differs between routes (the dashas' `year` is a kind of year, the festival
 * calendar's a civil year, a regional month's a year of its calendar's era; the Western prediction's `date` is the
 * moment read, not the birth), and those only one route needs.
 */
const QUERY_BY_PATH: Record<string, Record<string, string>> = {
  '/calendar/festivals': { year: '2024' },
  '/calendar/date': { calendar: 'tamil' },
  '/calendar/month': { calendar: 'bengali', year: '1431', month: '1' },
  // The moment a progression, profection or firdaria is read at: years after the birth, whatever zone a hostile
  // `birthTimezone` gives it.
  '/western/progressions': { date: '2024-01-10T00:00:00' },
  '/western/profections': { date: '2024-01-10T00:00:00' },
  '/western/firdaria': { date: '2024-01-10T00:00:00' },
};
const pathQuery = (path: string) => Object.entries(QUERY_BY_PATH).find(([prefix]) => path.includes(prefix))?.[1] ?? {};
const BASE_BODY: Record<string, unknown> = { date: '2001-05-17T08:30:00', latitude: 28.61, longitude: 77.21, timezone: 5.5 };
/** Bodies of routes that take something other than one birth: a couple, a mantra target. */
const PAIR_BODY: Record<string, unknown> = { bride: BASE_BODY, groom: { ...BASE_BODY, date: '1998-02-03T21:10:00' }, exceptions: 'default', system: 'ashtakoot' };
const BASE_BODIES: Record<string, Record<string, unknown>> = {
  '/v1/match/kundali': PAIR_BODY,
  '/v1/compatibility/match': PAIR_BODY,
  '/v1/astrology/match_percentage': PAIR_BODY,
  '/v1/remedies/mantra': { graha: 'saturn', convention: 'almanac' },
  '/v1/western/synastry': { bride: BASE_BODY, groom: { ...BASE_BODY, date: '1998-02-03T21:10:00' }, houseSystem: 'koch', aspects: ['trine'], orbs: { trine: 5 }, fortune: 'day' },
};
const PATH_VALUES: Record<string, string> = { system: 'vimshottari', sign: 'leo', period: 'weekly', gemstone: 'ruby', id: 'diwali' };

/**
 * A valid request of a documented operation: its path with valid path values, the base query's parameters it
 * documents (with `changes`), and for a POST its base body.
 */
export function sampleRequest(op: DocumentedOperation, changes: Record<string, string> = {}, pathValues: Record<string, string> = PATH_VALUES): { url: string; body?: Record<string, unknown> } {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? 'x'));
  const query = { ...BASE_QUERY, ...pathQuery(op.path), ...changes };
  const relevant = Object.entries(query).filter(([name]) => op.query.includes(name) || (!(name in BASE_QUERY) && !(name in pathQuery(op.path))));
  const url = `${path}?${new URLSearchParams(relevant).toString()}`;
  return op.hasBody ? { url, body: BASE_BODIES[op.path] ?? BASE_BODY } : { url };
}

/** Deterministic choice of `n` items (mulberry32 over a fixed seed); all of them when `n` is at least their number. */
function sample<T>(items: readonly T[], n: number, seed: number): T[] {
  if (n >= items.length) return [...items];
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pool = [...items];
  return Array.from({ length: n }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!);
}

/** How many hostile values each parameter and each body field receives. */
export interface HostileWalkSize {
  /** Of the query and path values (`Infinity`: all of them). */
  perParameter: number;
  /** Of the body values (`Infinity`: all of them). */
  perBodyField: number;
}

/**
 * Declares the walk: every route of the OpenAPI document, each documented parameter (and each body field) replaced
 * in turn by hostile values, `size` of them drawn by a fixed seed.
 */
export function hostileInputWalk(size: HostileWalkSize): void {
  describe('hostile input on every route', () => {
    const walk = useWalk();

    const url = (op: DocumentedOperation, changes: Record<string, string> = {}, pathValues: Record<string, string> = PATH_VALUES) =>
      sampleRequest(op, changes, pathValues).url;

    /**
     * What is wrong with a response, or null: it must be a success or a well-formed client error, and a 400
     * rejecting `field` must name it.
     */
    function problemWith(res: { statusCode: number; body: string }, field?: string): string | null {
      if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode < 400) return null;
      const body = JSON.parse(res.body) as { error: unknown; message: unknown; code: unknown };
      const wellFormed = typeof body.error === 'string' && /^[A-Z_]+$/.test(body.error) && typeof body.message === 'string' && body.code === res.statusCode;
      if (!wellFormed || Object.keys(body).length !== 3) return `malformed error body ${res.body.slice(0, 200)}`;
      if (field && res.statusCode === 400 && !(body.message as string).toLowerCase().includes(field.toLowerCase())) {
        return `400 does not name '${field}': ${body.message as string}`;
      }
      return null;
    }

    it('answers 2xx or a named 4xx for each query and path parameter set to hostile values', async () => {
      let requests = 0;
      let parameters = 0;
      const problems: string[] = [];
      for (const [i, op] of walk.operations.filter((o) => o.method === 'GET').entries()) {
        for (const [j, name] of [...op.query, ...op.pathParams].entries()) {
          parameters++;
          for (const value of sample(HOSTILE, size.perParameter, i * 100 + j)) {
            const isPath = op.pathParams.includes(name);
            const target = isPath ? url(op, {}, { ...PATH_VALUES, [name]: value }) : url(op, { [name]: value });
            const problem = problemWith(await walk.app.inject({ url: target, headers: bearer(walk.key) }), isPath ? undefined : name);
            if (problem) problems.push(`GET ${target.slice(0, 160)}: ${problem}`);
            requests++;
          }
        }
        // A parameter sent twice arrives as an array; broken percent-encoding in the query and in the path.
        const raw = [`${url(op)}&latitude=1&date=2001-01-01`, `${url(op)}&latitude=%ZZ&date=%E0%A4%A`];
        if (op.pathParams.length > 0) raw.push(op.path.replace(/\{\w+\}/g, '%E0%A4%A'));
        for (const target of raw) {
          const problem = problemWith(await walk.app.inject({ url: target, headers: bearer(walk.key) }));
          if (problem) problems.push(`GET ${target}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      expect(parameters).toBeGreaterThan(100);
      expect(requests).toBe(parameters * Math.min(size.perParameter, HOSTILE.length));
    });

    it('answers 2xx or a named 4xx for each body field set to hostile JSON, and for hostile whole bodies', async () => {
      const problems: string[] = [];
      const post = async (op: DocumentedOperation, payload: string, what: string) => {
        const res = await walk.app.inject({ method: 'POST', url: url(op, {}), headers: { ...bearer(walk.key), 'content-type': 'application/json' }, payload });
        const problem = problemWith(res);
        if (problem) problems.push(`POST ${op.path} ${what}: ${problem}`);
      };
      for (const [i, op] of walk.operations.filter((o) => o.hasBody).entries()) {
        const base = BASE_BODIES[op.path] ?? BASE_BODY;
        for (const [j, field] of Object.keys(base).entries()) {
          for (const value of sample(HOSTILE_JSON, size.perBodyField, i * 100 + j)) {
            const payload = JSON.stringify({ ...base, [field]: value });
            await post(op, payload, payload.slice(0, 120));
          }
        }
        const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
        for (const payload of ['null', '[]', '"text"', '123', '{', '{"date":', deep, '\u0000']) await post(op, payload, `body ${payload.slice(0, 40)}`);
      }
      expect(problems).toEqual([]);
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('still serves after all of it', async () => {
      const res = await walk.app.inject({ url: `/v1/calculations/panchanga?${new URLSearchParams(BASE_QUERY)}`, headers: bearer(walk.key) });
      expect(res.statusCode).toBe(200);
    });
  });
}
