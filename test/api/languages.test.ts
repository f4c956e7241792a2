/**
 * With `lang=hi` a response translates every text field: every third request of the endpoints and `ENDPOINTS` in
 * Hindi (every one at the wide sample), the shape and numbers the English ones (test/helpers/language-walk.ts; every
 * request in all eight languages, Tamil and the other new ones, in test/api/languages.slow.test.ts), the event
 * sentences, the spans of time.
 */
import { describe, expect, it } from 'vitest';
import { TRANSIT_EVENT_TYPES } from '../../astro/transits/events.ts';
import { useTestApp } from '../helpers/app.ts';
import { BIRTH, DELHI, EVENTS, kindOf, languageWalk, NOT_TEXT, type Request } from '../helpers/language-walk.ts';
import { bySample, SAMPLE } from '../helpers/sample.ts';

describe('what a string of an answer is, as the walks read it', () => {
  it('takes a sentence ending in a danda as written in Bengali or Gujarati, and any Devanagari letter in them as the wrong script', () => {
    expect(kindOf('আজ শুভ দিন।', 'bn')).toBe('written');
    expect(kindOf('આજે શુભ દિવસ છે।', 'gu')).toBe('written');
    expect(kindOf('আজ শুভ দিন, शुभ।', 'bn')).toBe('wrong-script');
    expect(kindOf('இன்று நல்ல நாள்', 'ta')).toBe('written');
    expect(kindOf('Today is good', 'ta')).toBe('english');
    expect(kindOf('இன்று good', 'ta')).toBe('english');
    expect(kindOf('2026-11-27', 'ta')).toBe('not-words');
  });
});

/** The `NOT_TEXT` entries some response showed: each must be (the last test). */
const used = new Set<string>();

describe('lang=hi translates every text field', () => {
  const api = useTestApp();

  const fetchBoth = async (request: Request) => {
    const [en, hi] = await Promise.all(
      typeof request === 'string'
        ? [api.get(request), api.get(`${request}${request.includes('?') ? '&' : '?'}lang=hi`)]
        : [api.post(request.url, request.body), api.post(request.url, { ...request.body, lang: 'hi' })],
    );
    expect(en.statusCode, en.body).toBe(200);
    expect(hi.statusCode, hi.body).toBe(200);
    return { en: en.json() as unknown, hi: hi.json() as unknown };
  };

  it('covers every event sentence: the range holds each event type and a retrograde ingress', async () => {
    const { events } = (await api.get(`/v1/transit/events?${EVENTS}&lang=hi`)).json() as {
      events: { type: string; motion?: string; description: string }[];
    };
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(TRANSIT_EVENT_TYPES));
    const retrograde = events.find((e) => e.type === 'sign-ingress' && e.motion === 'retrograde');
    expect(retrograde?.description).toBe('बुध का मेष से मीन राशि में प्रवेश (वक्री)');
  });

  it('gives each span of time in Hindi words with the numbers of the English one', async () => {
    const HINDI_SPAN = /^(एक (महीने|दिन) से कम|\d+ (वर्ष|महीना|महीने|दिन|घंटा|घंटे|मिनट)( \d+ (वर्ष|महीना|महीने|दिन|घंटा|घंटे|मिनट))*)$/;
    const numbers = (span: string) => span.match(/\d+/g) ?? [];
    const field = (body: unknown, path: string) =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body) as string;
    const spans: [url: string, paths: string[]][] = [
      [`/v1/calculations/panchanga?${DELHI}`, ['times.rahuKaal.duration']],
      [`/v1/calculations/kundali?${BIRTH}`, ['currentDasha.mahadasha.remaining', 'currentDasha.antardasha.remaining']],
      [`/v1/calculations/dasha/current?${BIRTH}`, ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana'].map((level) => `current.${level}.remaining`)],
    ];
    for (const [url, paths] of spans) {
      const { en, hi } = await fetchBoth(url);
      for (const path of paths) {
        expect(field(hi, path), path).toMatch(HINDI_SPAN);
        expect(numbers(field(hi, path)), path).toEqual(numbers(field(en, path)));
      }
    }
  });

});


describe('the language of a response', () => {
  const api = useTestApp();

  it('is read from its code or name in any case, English for anything else, and named in Content-Language', async () => {
    for (const [sent, used] of [['TA', 'ta'], ['Tamil', 'ta'], ['தமிழ்', 'ta'], ['bangla', 'bn'], ['Marathi', 'mr'], ['fr', 'en'], ['', 'en']] as const) {
      const res = await api.get(`/v1/panchanga/daily?${DELHI}&lang=${encodeURIComponent(sent)}`);
      expect(res.statusCode, sent).toBe(200);
      expect(res.headers['content-language'], sent).toBe(used);
    }
  });

  it('is named on an answer read again from the cache, and the cached bytes are the language\'s', async () => {
    const url = `/v1/panchanga/daily?${DELHI}&lang=ml`;
    const [first, second] = [await api.get(url), await api.get(url)];
    expect([first.headers['content-language'], second.headers['content-language']]).toEqual(['ml', 'ml']);
    expect(second.body).toBe(first.body);
    expect((second.json() as { vara: { name: string } }).vara.name).toBe('ബുധനാഴ്ച');
  });
});

// Every third request here; the slower tier walks every one in all eight languages, Hindi among them
// (languages.slow.test.ts), and checks there that each `NOT_TEXT` entry is one a response shows.
languageWalk(['hi'], used, bySample({ quick: 3, wide: 1 }));

describe.skipIf(SAMPLE === 'quick')('the lists of fields', () => {
  it('keep the untranslated fields to those a response shows', () => {
    expect(Object.keys(NOT_TEXT).filter((entry) => !used.has(entry))).toEqual([]);
  });
});
