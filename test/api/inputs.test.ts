/**
 * Inputs as people write them: closed vocabularies in any spelling (query, body, path; REST, tRPC and MCP), a
 * missing field named as missing (with "did you mean" for another endpoint's name of it), zones as clock offsets
 * and abbreviations refused, a date's own offset as the birth's zone, `city=` on every birth endpoint with the
 * city's historical zone, the demo key on every form of the daily horoscope, synastry's `person1`/`person2`, and
 * the warning of a default zone unlike the birth place's.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPERATIONS } from '../../api/operations.ts';
import { toApiError } from '../../api/plugins/errors.ts';
import { type AnyOperation, validatedInput } from '../../api/shared/operation.ts';
import { isClosedWordEnum } from '../../api/shared/params.ts';
import { bearer, TEST_DEMO_KEY, useTestApp } from '../helpers/app.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
/** zod's own wording, which no message may carry. */
const ZOD_WORDING = /Invalid input|expected \w+, received|Too (small|big)|Invalid option|Unrecognized key/;

const DELHI = 'latitude=28.6139&longitude=77.209';
const BIRTH = `date=1990-05-15T10:30:00&${DELHI}`;

/** Every enum a zod schema reaches (object fields, wrappers, pipes, lists, unions, record keys). */
function enumsOf(schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (value: unknown) => (value ? enumsOf(value as z.ZodType, seen) : []);
  switch (def.type) {
    case 'enum':
      return [schema];
    case 'object':
      return Object.values(def.shape as Record<string, z.ZodType>).flatMap(inner);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'array':
      return inner(def.element);
    case 'union':
      return (def.options as z.ZodType[]).flatMap(inner);
    case 'record':
      return [...inner(def.keyType), ...inner(def.valueType)];
    default:
      return inner(def.innerType);
  }
}

/** The message an interface answers a client's input with (as `OperationCaller` does), or null when it validates. */
function messageOf(operation: AnyOperation, input: Record<string, unknown>): string | null {
  try {
    validatedInput(operation, input);
    return null;
  } catch (err) {
    return toApiError(err, input)?.message ?? String(err);
  }
}

describe('closed vocabularies', () => {
  it('reach every operation only through closedWord, so every one of them reads any spelling', () => {
    let enums = 0;
    for (const [name, operation] of Object.entries(OPERATIONS) as [string, AnyOperation][]) {
      for (const found of enumsOf(operation.input)) {
        enums += 1;
        expect(isClosedWordEnum(found), `${name}: ${JSON.stringify((found as z.ZodEnum).options)}`).toBe(true);
      }
    }
    expect(enums).toBeGreaterThan(40);
  });

  it('read capitals, spaces, underscores and display names as the canonical word, which the typed clients still see', () => {
    const mantra = OPERATIONS.mantra as AnyOperation;
    expect(validatedInput(mantra, { graha: 'Saturn' })).toMatchObject({ graha: 'saturn' });
    expect(validatedInput(mantra, { deity: 'GANESHA' })).toMatchObject({ deity: 'ganesha' });
    const kundali = OPERATIONS.kundali as AnyOperation;
    expect(validatedInput(kundali, { date: '1990-05-15T10:30:00', latitude: 28.6, longitude: 77.2, houseSystem: 'Whole Sign', node: 'TRUE', include: 'Shadbala, ASHTAKAVARGA' }))
      .toMatchObject({ houseSystem: 'whole-sign', node: 'true', include: ['shadbala', 'ashtakavarga'] });
    type Properties = { properties: Record<string, { enum?: string[] }> };
    const document = z.toJSONSchema(mantra.input, { io: 'input', unrepresentable: 'any' }) as Partial<Properties> & { $defs?: Record<string, Properties> };
    const graha = (document.properties ?? document.$defs!.MantraRequest!.properties).graha!;
    expect(graha.enum).toContain('saturn');
    expect(graha.enum).not.toContain('Saturn');
    expect(messageOf(mantra, { graha: 'Pluto' })).toMatch(/^Invalid field 'graha': must be one of sun, moon, /);
  });

  const api = useTestApp();

  it('accept any case on REST in a body, a query, a path and lang', async () => {
    const saturn = await api.post('/v1/remedies/mantra', { graha: 'Saturn' });
    expect(saturn.statusCode, saturn.body).toBe(200);
    expect(saturn.body).toBe((await api.post('/v1/remedies/mantra', { graha: 'saturn' })).body);
    expect((await api.post('/v1/remedies/mantra', { deity: 'Ganesha' })).statusCode).toBe(200);

    const tropical = await api.get('/v1/calculations/horoscope/daily/leo?date=2026-03-19&zodiac=Tropical');
    expect(tropical.statusCode, tropical.body).toBe(200);
    expect(tropical.json().zodiac).toBe('tropical');
    const hindi = await api.get('/v1/calculations/horoscope/daily/Leo?date=2026-03-19&lang=HI');
    expect(hindi.json().prediction).toMatch(DEVANAGARI);
    expect((await api.get('/v1/calculations/horoscope/daily/leo?date=2026-03-19&lang=Hindi')).json().prediction).toMatch(DEVANAGARI);
    expect((await api.get('/v1/recommendations/gemstones/info/Yellow%20Sapphire')).statusCode).toBe(200);
    expect((await api.get("/v1/recommendations/gemstones/info/Cat's%20Eye")).statusCode).toBe(200);
    expect((await api.get('/v1/calculations/dasha/Yogini?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209')).statusCode).toBe(200);
  });

  it('accept any case through tRPC and MCP tools', async () => {
    const trpc = await api.get(`/v1/trpc/mantra?input=${encodeURIComponent(JSON.stringify({ graha: 'Saturn' }))}`);
    expect(trpc.statusCode, trpc.body).toBe(200);
    const mcp = await api.app.inject({
      method: 'POST',
      url: '/v1/mcp',
      headers: { ...bearer(api.key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'dailyHoroscope', arguments: { sign: 'Leo', zodiac: 'Tropical', date: '2026-03-19' } } },
    });
    expect(mcp.statusCode).toBe(200);
    expect(mcp.body).toContain('tropical');
    expect(mcp.body).not.toContain('isError":true');
  });
});

describe('a missing field', () => {
  it('is named as missing in every operation, in plain words, never zod\'s', () => {
    for (const [name, operation] of Object.entries(OPERATIONS) as [string, AnyOperation][]) {
      const message = messageOf(operation, {});
      if (message === null) continue;
      expect(message, name).not.toMatch(ZOD_WORDING);
      expect(message, name).toMatch(/^(Query parameter|Path parameter|Field) '[\w.]+' is required|^Invalid/);
    }
    expect(messageOf(OPERATIONS.kundali as AnyOperation, { latitude: 28.6, longitude: 77.2 })).toBe("Query parameter 'date' is required");
    expect(messageOf(OPERATIONS.matching as AnyOperation, { bride: {} })).toBe("Field 'bride.date' is required");
  });

  const api = useTestApp();

  it("says 'latitude' is required, and asks whether 'lat' meant it (and the natal horoscope the other way round)", async () => {
    const res = await api.get('/v1/calculations/kundali?date=1990-05-15T10:30:00&lat=28.6&lng=77.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'INVALID_PARAMETER',
      message: "Query parameter 'latitude' is required, or give 'city'; did you mean 'latitude' instead of 'lat'?",
      code: 400,
    });
    const natal = await api.get(`/v1/calculations/horoscope/daily?dob=1990-05-15T10:30:00&${DELHI}`);
    expect(natal.json().message).toBe("Query parameter 'lat' is required; did you mean 'lat' instead of 'latitude'?");
    const body = await api.post('/v1/match/kundali', { bride: { date: '1995-03-14T06:40:00', lat: 19, lng: 72 }, groom: { date: '1992-11-02T21:15:00', city: 'new-delhi' } });
    expect(body.json().message).toBe("Invalid field 'bride': has fields this request does not take: 'lat', 'lng'; did you mean 'latitude' instead of 'lat'?");
    const wrong = await api.get('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=north&longitude=77.2');
    expect(wrong.json().message).toBe("Invalid query parameter 'latitude': latitude must be a number");
    const typed = await api.post('/v1/calculations/kundali', { date: 1990, latitude: 28.6, longitude: 77.2 });
    expect(typed.json().message).toBe("Invalid field 'date': must be a string, not a number");
  });
});

describe('zones', () => {
  const api = useTestApp();
  const kundali = (query: string) => api.get(`/v1/calculations/kundali?${BIRTH}&${query}`);

  it('take hours, clock offsets in every common form (an unencoded + included) and IANA names, all reading one instant', async () => {
    const expected = (await kundali('timezone=5.5')).json().birthDetails;
    expect(expected).toMatchObject({ date: '1990-05-15T05:00:00.000Z', timezone: 5.5 });
    for (const zone of ['%2B05:30', '+05:30', '05:30', '5:30', '%2B0530', '+0530', 'Asia/Kolkata', 'asia/kolkata']) {
      const res = await kundali(`timezone=${zone}`);
      expect(res.statusCode, `${zone}: ${res.body}`).toBe(200);
      expect(res.json().birthDetails, zone).toEqual(expected);
    }
    const newYork = await api.get(`/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=40.7128&longitude=-74.006&timezone=-04:00`);
    expect(newYork.json().birthDetails).toMatchObject({ date: '1990-05-15T14:30:00.000Z', timezone: -4 });
    expect((await kundali('timezone=-0400')).json().birthDetails.timezone).toBe(-4);
  });

  it('refuse abbreviations, which name several zones, with a 400 listing the forms accepted', async () => {
    for (const zone of ['IST', 'cst', 'BST', 'EST']) {
      const res = await kundali(`timezone=${zone}`);
      expect(res.statusCode, zone).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^Invalid parameter 'timezone': "${zone}" is an abbreviation, and abbreviations name several zones \\(IST is India, Israel or Ireland`));
      expect(res.json().message).toContain('+05:30, -04:00, 5:30, +0530');
    }
    expect((await kundali('timezone=Mars%2FOlympus')).json().message).toMatch(/"Mars\/Olympus" is not a zone: give hours from UTC/);
  });

  it("follow the date's own offset when no timezone is sent: the instant and the echoed zone (GET kundali's 5.75 does not apply)", async () => {
    const utc = await api.get(`/v1/calculations/kundali?date=1990-05-15T05:00:00Z&${DELHI}`);
    expect(utc.json().birthDetails).toMatchObject({ date: '1990-05-15T05:00:00.000Z', timezone: 0 });
    expect(utc.json().settings).toMatchObject({ timezone: 0, timezoneSource: 'date' });
    expect(utc.json().warnings).toEqual([]);
    const minus4 = await api.get(`/v1/calculations/kundali?date=1990-05-15T10:30:00-04:00&latitude=40.7128&longitude=-74.006`);
    expect(minus4.json().birthDetails).toMatchObject({ date: '1990-05-15T14:30:00.000Z', timezone: -4 });
    // An explicit timezone still names the zone the answer is given in; the instant stays the date's.
    const both = await api.get(`/v1/calculations/kundali?date=1990-05-15T05:00:00Z&${DELHI}&timezone=Asia/Kolkata`);
    expect(both.json().birthDetails).toMatchObject({ date: '1990-05-15T05:00:00.000Z', timezone: 5.5 });
  });
});

describe('city= on every birth endpoint', () => {
  const api = useTestApp();
  const GETS = [
    '/v1/calculations/kundali',
    '/v1/calculations/dasha',
    '/v1/calculations/dasha/current',
    '/v1/calculations/dasha/yogini',
    '/v1/mcp/get-divisional-chart',
    '/v1/calculations/doshas',
    '/v1/calculations/manglik',
    '/v1/recommendations/gemstones',
    '/v1/remedies/suggestions',
    '/v1/western/natal-chart',
    '/v1/calculations/shadbala',
    '/v1/calculations/ashtakavarga',
  ];

  it('answers as the city’s coordinates and zone would, by id, name or former name in any case', async () => {
    for (const path of GETS) {
      const byCity = await api.get(`${path}?date=1990-05-15T10:30:00&city=new-delhi`);
      expect(byCity.statusCode, `${path}: ${byCity.body}`).toBe(200);
      const byCoordinates = await api.get(`${path}?date=1990-05-15T10:30:00&${DELHI}&timezone=Asia/Kolkata&place=New%20Delhi`);
      const { settings: citySettings, ...cityAnswer } = byCity.json();
      const { settings: coordinateSettings, ...coordinateAnswer } = byCoordinates.json();
      expect(cityAnswer, path).toEqual(coordinateAnswer);
      if (coordinateSettings === undefined) expect(citySettings, path).toBeUndefined();
      else expect(citySettings, path).toEqual({ ...coordinateSettings, timezoneSource: 'city' });
    }
    for (const city of ['New%20Delhi', 'NEW_DELHI', 'new-delhi']) {
      expect((await api.get(`/v1/calculations/kundali?date=1990-05-15T10:30:00&city=${city}`)).json().birthDetails.latitude).toBe(28.6139);
    }
    expect((await api.get('/v1/calculations/kundali?date=1990-05-15T10:30:00&city=Bombay')).json().birthDetails.place).toBe('Mumbai');
    // The city's name in the request language (data/cities.ts); a place the client sends is echoed as sent.
    expect((await api.get('/v1/calculations/kundali?date=1990-05-15T10:30:00&city=chennai&lang=ta')).json().birthDetails.place).toBe('சென்னை');
    expect((await api.get('/v1/calculations/kundali?date=1990-05-15T10:30:00&city=chennai&lang=ta&place=Madras')).json().birthDetails.place).toBe('Madras');
    expect((await api.get('/v1/calculations/panchanga?date=2026-03-19&city=Troms%C3%B8')).statusCode).toBe(200);
  });

  it("reads the city's historical offset from the IANA database unless timezone is sent (Kolkata kept +06:30 in 1942–45)", async () => {
    // IANA tz database, file `asia`, Zone Asia/Kolkata: "5:30 - IST 1942 Sep", "5:30 1:00 +0630 1945 Oct 15".
    const war = await api.get('/v1/calculations/kundali?date=1943-06-01T12:00:00&city=kolkata');
    expect(war.json().birthDetails).toMatchObject({ date: '1943-06-01T05:30:00.000Z', timezone: 6.5 });
    const sent = await api.get('/v1/calculations/kundali?date=1943-06-01T12:00:00&city=kolkata&timezone=5.5');
    expect(sent.json().birthDetails).toMatchObject({ date: '1943-06-01T06:30:00.000Z', timezone: 5.5 });
  });

  it('takes city in the pair bodies and the JSON body forms, and refuses a city with coordinates or an unknown one', async () => {
    const pair = { bride: { date: '1995-03-14T06:40:00', city: 'mumbai' }, groom: { date: '1992-11-02T21:15:00', city: 'New Delhi' } };
    const match = await api.post('/v1/match/kundali', pair);
    expect(match.statusCode, match.body).toBe(200);
    expect((await api.post('/v1/calculations/kundali', { date: '1990-05-15T10:30:00', city: 'new-delhi' })).statusCode).toBe(200);
    expect((await api.post('/v1/remedies/mantra', { date: '1990-05-15T10:30:00', city: 'new-delhi' })).statusCode).toBe(200);
    const both = await api.get(`/v1/calculations/kundali?date=1990-05-15T10:30:00&city=new-delhi&${DELHI}`);
    expect(both.json().message).toBe("Invalid query parameter 'city': give either city or latitude and longitude, not both");
    const unknown = await api.get('/v1/calculations/kundali?date=1990-05-15T10:30:00&city=atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Invalid query parameter 'city': is not a catalogued city/);
  });
});

describe('the demo key', () => {
  const api = useTestApp();
  const demo = (url: string) => api.get(url, bearer(TEST_DEMO_KEY));

  it('reaches every form of the daily horoscope and no other period', async () => {
    expect((await demo('/v1/calculations/horoscope?sign=leo&period=daily&date=2026-03-19')).statusCode).toBe(200);
    expect((await demo('/v1/calculations/horoscope?sign=leo&date=2026-03-19')).statusCode).toBe(200);
    expect((await demo('/external/v1/calculations/horoscope?sign=leo&period=Daily&date=2026-03-19')).statusCode).toBe(200);
    expect((await demo('/v1/calculations/horoscope/Daily/leo?date=2026-03-19')).statusCode).toBe(200);
    expect((await demo('/v1/calculations/horoscope?sign=leo&period=weekly')).statusCode).toBe(403);
    expect((await demo('/v1/calculations/horoscope/weekly/leo')).statusCode).toBe(403);
  });
});

describe('synastry', () => {
  const api = useTestApp();
  const first = { name: 'Asha', date: '1995-03-14T06:40:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata', place: 'Mumbai' };
  const second = { name: 'Ravi', date: '1992-11-02T21:15:00', city: 'new-delhi' };

  it('names two people person1 and person2, and reads bride and groom as their other names', async () => {
    const persons = await api.post('/v1/western/synastry', { person1: first, person2: second });
    expect(persons.statusCode, persons.body).toBe(200);
    const s = persons.json();
    expect(s.person1.name).toBe('Asha');
    expect(s.person2.name).toBe('Ravi');
    expect(Object.keys(s.overlays)).toEqual(['person1InPerson2Houses', 'person2InPerson1Houses']);
    expect((await api.post('/v1/western/synastry', { bride: first, groom: second })).body).toBe(persons.body);
    expect((await api.post('/v1/western/synastry', { person1: first, groom: second })).body).toBe(persons.body);
    const twice = await api.post('/v1/western/synastry', { person1: first, bride: first, person2: second });
    expect(twice.json().message).toBe("Invalid field 'bride': is another name of person1: send one of the two");
    const none = await api.post('/v1/western/synastry', { person2: second });
    expect(none.json().message).toBe("Field 'person1' is required (or 'bride')");
    const badDate = await api.post('/v1/western/synastry', { person1: { ...first, date: 'soon' }, person2: second });
    expect(badDate.json().message).toMatch(/^Invalid parameter 'person1.date'/);
  });
});

describe('a default zone', () => {
  const api = useTestApp();

  it("is named in warnings when the birth place's own zone gives another offset, and only then", async () => {
    const delhi = await api.get(`/v1/calculations/kundali?${BIRTH}`);
    expect(delhi.json().settings).toMatchObject({ timezone: 5.75, timezoneSource: 'default' });
    expect(delhi.json().warnings).toEqual([
      "No timezone was sent, so the birth time was read at this endpoint's default of 5.75 hours (UTC+05:45); the zone in force at the birth place then was Asia/Kolkata, 5.5 hours (UTC+05:30). Send timezone=Asia/Kolkata (or the hours) if the time was local there",
    ]);
    const hindi = await api.get(`/v1/calculations/kundali?${BIRTH}&lang=hi`);
    expect(hindi.json().warnings).toEqual([
      'समय क्षेत्र नहीं भेजा गया, इसलिए जन्म का समय इस सेवा के पूर्वनिर्धारित 5.75 घंटे (UTC+05:45) पर पढ़ा गया; उस समय जन्म स्थान पर लागू समय क्षेत्र Asia/Kolkata, 5.5 घंटे (UTC+05:30) था। यदि समय वहीं का स्थानीय था तो timezone=Asia/Kolkata (या घंटे) भेजें',
    ]);
    // Kathmandu has kept +05:45 since 1986 (IANA tz database, Zone Asia/Kathmandu).
    expect((await api.get('/v1/calculations/kundali?date=2000-01-01T10:00:00&latitude=27.7172&longitude=85.324')).json().warnings).toEqual([]);
    expect((await api.get(`/v1/calculations/kundali?${BIRTH}&timezone=5.5`)).json().warnings).toEqual([]);
    expect((await api.get(`/v1/calculations/shadbala?${BIRTH}`)).json().warnings).toHaveLength(1);
    expect((await api.get(`/v1/recommendations/gemstones?${BIRTH}`)).json().warnings).toEqual([]);
    expect((await api.get('/v1/recommendations/gemstones?date=1990-05-15T10:30:00&latitude=40.7128&longitude=-74.006')).json().warnings[0]).toContain('America/New_York');
  });
});
