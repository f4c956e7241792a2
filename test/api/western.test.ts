/**
 * The Western endpoints: the natal chart with its options (house systems, aspects and orbs, Part of Fortune),
 * synastry on the shared pair body, transits to a natal chart and of the sky alone with their events, and a
 * 400 naming the field for each bad input (unknown house system, polar Placidus, missing person). The numbers are
 * the engine's (tested against definitions in test/astro/western/ and against published ephemerides and house
 * tables in test/reference/western/); these tests check that responses carry them faithfully.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASPECT_ORBS, DEFAULT_TRANSIT_ORBS, MAJOR_ASPECT_IDS, WESTERN_ASPECT_IDS } from '../../data/western-aspects.ts';
import { CHART_BODY_IDS, WESTERN_BODY_IDS } from '../../data/western-bodies.ts';
import { WESTERN_HOUSE_SYSTEM_IDS } from '../../data/western-houses.ts';
import { FIXED_STAR_IDS } from '../../data/fixed-stars.ts';
import { useTestApp } from '../helpers/app.ts';

/** John Lennon: 9 October 1940, 18:30 BST (UTC+1), Liverpool. */
const LENNON = 'date=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&timezone=1&place=Liverpool';
const PAIR = {
  bride: { name: 'Asha', date: '1995-03-14T06:40:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata', place: 'Mumbai' },
  groom: { name: 'Vikram', date: '1992-11-02T21:15:00', latitude: 28.6139, longitude: 77.209, timezone: 5.5, place: 'New Delhi' },
};

type Body = { id: string; longitude: number; sign: string; signNumber: number; degree: string; house: number; retrograde: boolean | null };
type Aspect = { from: string; to: string; type: string; orb: number; applying: boolean | null };
const expectFieldError = (res: { statusCode: number; json: () => { error: string; message: string } }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatch(/^INVALID_(PARAMETER|DATE)$/);
  expect(res.json().message).toContain(field);
};

describe('GET /v1/western/natal-chart', () => {
  const api = useTestApp();

  it('answers every body with sign, degree, house and motion, the points, twelve Placidus cusps and the settings', async () => {
    const res = await api.get(`/v1/western/natal-chart?${LENNON}`);
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json();
    expect(chart.birthDetails).toMatchObject({ date: '1940-10-09T17:30:00.000Z', timezone: 1, place: 'Liverpool' });
    expect(chart.settings).toMatchObject({ zodiac: 'tropical', houseSystem: { id: 'placidus', name: 'Placidus' }, aspects: MAJOR_ASPECT_IDS, fortune: 'sect', timezone: 1, timezoneSource: 'request' });
    expect(chart.settings.orbs).toEqual(Object.fromEntries(MAJOR_ASPECT_IDS.map((id) => [id, DEFAULT_ASPECT_ORBS[id]])));
    expect(chart.bodies.map((b: Body) => b.id)).toEqual(CHART_BODY_IDS);
    const sun = chart.bodies.find((b: Body) => b.id === 'sun');
    // Lennon's Sun at 16° Libra, his ascendant at 19° Aries (every astrology book that prints his chart).
    expect(sun).toMatchObject({ sign: 'Libra', signNumber: 7, degree: '16°16′', retrograde: false });
    expect(chart.points.map((p: { id: string }) => p.id)).toEqual(['ascendant', 'midheaven', 'descendant', 'imum-coeli', 'vertex', 'part-of-fortune']);
    expect(chart.points[0]).toMatchObject({ sign: 'Aries', house: 1 });
    expect(chart.houses).toHaveLength(12);
    expect(chart.houses[0].cusp).toBe(chart.points[0].longitude);
    expect(chart.sect).toBe('night');
    expect(chart.settings).toMatchObject({ bodies: [], declinationOrb: 1 });
    for (const body of chart.bodies as Body[]) expect(body.signNumber).toBe(Math.floor(body.longitude / 30) + 1);
  });

  it('adds the optional bodies named, with their aspects, and the parallels within the orb', async () => {
    const res = await api.get(`/v1/western/natal-chart?${LENNON}&bodies=chiron,ceres,pallas,juno,vesta,true-lilith&declinationOrb=1.5&lang=hi`);
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json();
    expect(chart.settings).toMatchObject({ bodies: ['true-lilith', 'chiron', 'ceres', 'pallas', 'juno', 'vesta'], declinationOrb: 1.5 });
    expect(chart.bodies.map((b: Body) => b.id)).toEqual([...CHART_BODY_IDS, 'true-lilith', 'chiron', 'ceres', 'pallas', 'juno', 'vesta']);
    // Lennon's Chiron at 0°34′ Leo (the Swiss Ephemeris: 120.568°), named as Hindi texts write it.
    expect(chart.bodies.find((b: Body) => b.id === 'chiron')).toMatchObject({ name: 'काइरन', signNumber: 5, degree: '0°34′' });
    expect(chart.aspects.some((a: Aspect) => ['chiron', 'ceres', 'pallas', 'juno', 'vesta'].includes(a.from) || ['chiron', 'ceres', 'pallas', 'juno', 'vesta'].includes(a.to))).toBe(true);
    expect(chart.aspects.some((a: Aspect) => a.from === 'true-lilith' || a.to === 'true-lilith')).toBe(false);
    const declination = new Map((chart.bodies as (Body & { declination: number })[]).map((b) => [b.id, b.declination]));
    expect(chart.declinationAspects.length).toBeGreaterThan(0);
    for (const a of chart.declinationAspects as { from: string; to: string; type: string; orb: number; name: string }[]) {
      const [d1, d2] = [declination.get(a.from)!, declination.get(a.to)!];
      expect(a.orb).toBeCloseTo(a.type === 'parallel' ? Math.abs(d1 - d2) : Math.abs(d1 + d2), 12);
      expect(a.orb).toBeLessThanOrEqual(1.5);
      expect(a.name).toBe(a.type === 'parallel' ? 'समानांतर (समान क्रांति)' : 'प्रति-समानांतर (विपरीत क्रांति)');
    }
  });

  it('refuses an unknown body, Chiron or an asteroid outside 1900–2100 and a declination orb beyond 3°, naming the field', async () => {
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&bodies=eris`), 'bodies');
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON.replace('1940-10-09', '1850-10-09')}&bodies=vesta`), 'bodies');
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&declinationOrb=3.5`), 'declinationOrb');
    const lilith = await api.get(`/v1/western/natal-chart?${LENNON.replace('1940-10-09', '1850-10-09')}&bodies=true-lilith`);
    expect(lilith.statusCode, lilith.body).toBe(200);
  });

  it('shows the fixed stars asked for, tropical and sidereal, with their conjunctions within the orb', async () => {
    const none = (await api.get(`/v1/western/natal-chart?${LENNON}`)).json();
    expect(none.fixedStars).toEqual([]);
    expect(none.settings).toMatchObject({ stars: [], starOrb: 1, ayanamsha: null });
    const res = await api.get(`/v1/western/natal-chart?${LENNON}&stars=behenian,Fomalhaut&starOrb=2.5&ayanamsha=lahiri`);
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json();
    expect(chart.settings.stars).toEqual(FIXED_STAR_IDS);
    expect(chart.settings).toMatchObject({ starOrb: 2.5, ayanamsha: { id: 1, name: 'Lahiri' } });
    const regulus = chart.fixedStars.find((s: { id: string }) => s.id === 'regulus');
    expect(regulus).toMatchObject({ name: 'Regulus', designation: 'α Leonis', groups: ['behenian', 'royal'], signNumber: 5 });
    // Regulus in October 1940: its J2000.0 place (149.8283°, test/reference/western/fixed-stars) less 59.72 years of
    // general precession at 50.29″ a year, within an arcminute (nutation and proper motion).
    expect(Math.abs(regulus.longitude - (149.8283 - (59.72 * 50.29) / 3600))).toBeLessThan(1 / 60);
    expect(regulus.sidereal.longitude).toBeCloseTo(regulus.longitude - chart.settings.ayanamsha.degrees, 9);
    const places = new Map<string, number>([...chart.bodies, ...chart.points].map((p: { id: string; longitude: number }) => [p.id, p.longitude]));
    const stars = new Map<string, number>(chart.fixedStars.map((s: { id: string; longitude: number }) => [s.id, s.longitude]));
    let expected = 0;
    for (const [, starLongitude] of stars) {
      for (const [id, longitude] of places) {
        if (['vertex', 'part-of-fortune'].includes(id)) continue;
        if (Math.abs(((starLongitude - longitude + 540) % 360) - 180) <= 2.5) expected++;
      }
    }
    expect(chart.starConjunctions.length).toBe(expected);
    for (const c of chart.starConjunctions as { star: string; point: string; separation: number; orb: number }[]) {
      expect(c.orb).toBeLessThanOrEqual(2.5);
      expect(c.separation).toBeCloseTo(((stars.get(c.star)! - places.get(c.point)! + 540) % 360) - 180, 9);
    }
    const royal = (await api.get(`/v1/western/natal-chart?${LENNON}&stars=royal&lang=hi`)).json();
    expect(royal.fixedStars.map((s: { id: string; name: string }) => `${s.id} ${s.name}`)).toEqual(['aldebaran रोहिणी (एल्डेबरान)', 'regulus मघा (रेगुलस)', 'antares ज्येष्ठा (एंटारेस)', 'fomalhaut फ़ोमलहॉट']);
  });

  it('refuses an unknown star, a star orb beyond 3° and an unknown ayanamsha, naming the field', async () => {
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&stars=betelgeuse`), 'stars');
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&stars=royal&starOrb=4`), 'starOrb');
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&stars=royal&ayanamsha=99`), 'ayanamsha');
  });

  it('reports the balance, the aspects within their orbs and the patterns', async () => {
    const chart = (await api.get(`/v1/western/natal-chart?${LENNON}`)).json();
    const counted = chart.balance.elements.reduce((sum: number, e: { count: number }) => sum + e.count, 0);
    expect(counted).toBe(10);
    expect(chart.balance.dominantElement).toEqual(['earth']);
    const conjunction = chart.aspects.find((a: Aspect) => a.from === 'jupiter' && a.to === 'saturn');
    expect(conjunction).toMatchObject({ type: 'conjunction', name: 'Conjunction', fromName: 'Jupiter', toName: 'Saturn', applying: true });
    for (const aspect of chart.aspects as Aspect[]) expect(aspect.orb).toBeLessThanOrEqual(DEFAULT_ASPECT_ORBS[aspect.type as keyof typeof DEFAULT_ASPECT_ORBS]);
    expect(chart.patterns).toContainEqual(expect.objectContaining({ type: 'stellium', bodies: ['jupiter', 'saturn', 'uranus'], description: expect.stringContaining('Taurus') }));
  });

  it('takes the aspects, their orbs and the Part of Fortune formula from the request', async () => {
    const narrow = (await api.get(`/v1/western/natal-chart?${LENNON}&aspects=conjunction,trine&orbs=conjunction:1,trine:2`)).json();
    expect(narrow.settings.orbs).toEqual({ conjunction: 1, trine: 2 });
    for (const aspect of narrow.aspects as Aspect[]) {
      expect(['conjunction', 'trine']).toContain(aspect.type);
      expect(aspect.orb).toBeLessThanOrEqual(aspect.type === 'conjunction' ? 1 : 2);
    }
    const all = (await api.get(`/v1/western/natal-chart?${LENNON}&aspects=all`)).json();
    expect(all.settings.aspects).toEqual(WESTERN_ASPECT_IDS);
    expect(all.aspects.length).toBeGreaterThan(narrow.aspects.length);
    const sect = (await api.get(`/v1/western/natal-chart?${LENNON}`)).json();
    const day = (await api.get(`/v1/western/natal-chart?${LENNON}&fortune=day`)).json();
    const fortune = (c: { points: { id: string; longitude: number }[] }) => c.points.find((p) => p.id === 'part-of-fortune')!.longitude;
    expect(fortune(sect)).not.toBeCloseTo(fortune(day), 3); // a night chart: the two formulas differ
  });

  it('answers in every house system, and gives cusps that differ between them', async () => {
    const cusps = new Map<string, number[]>();
    for (const system of WESTERN_HOUSE_SYSTEM_IDS) {
      const res = await api.get(`/v1/western/natal-chart?${LENNON}&houseSystem=${system}`);
      expect(res.statusCode, system).toBe(200);
      cusps.set(system, res.json().houses.map((h: { cusp: number }) => h.cusp));
    }
    expect(cusps.get('placidus')![1]).not.toBeCloseTo(cusps.get('koch')![1]!, 2);
    expect(cusps.get('whole-sign')!.every((c) => c % 30 === 0)).toBe(true);
  });

  it('refuses Placidus and Koch beyond the polar circles with a 400 naming houseSystem; the other systems answer there', async () => {
    const tromso = 'date=1990-01-01T12:00:00&latitude=69.65&longitude=18.96';
    for (const system of ['placidus', 'koch']) {
      const res = await api.get(`/v1/western/natal-chart?${tromso}&houseSystem=${system}`);
      expectFieldError(res, 'houseSystem');
      expect(res.json().message).toMatch(/polar circles/);
    }
    expect((await api.get(`/v1/western/natal-chart?${tromso}`)).statusCode).toBe(400); // Placidus is the default
    expect((await api.get(`/v1/western/natal-chart?${tromso}&houseSystem=porphyry`)).statusCode).toBe(200);
  });

  it('names the field of every other bad input', async () => {
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&houseSystem=topocentric`), 'houseSystem');
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&aspects=trine,septile`), 'aspects');
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&orbs=trine:20`), 'orbs');
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&orbs=trine`), 'orbs');
    expectFieldError(await api.get(`/v1/western/natal-chart?${LENNON}&fortune=night`), 'fortune');
    expectFieldError(await api.get('/v1/western/natal-chart?latitude=53.4&longitude=-2.99'), 'date');
    expectFieldError(await api.get('/v1/western/natal-chart?date=1940-10-09T18:30:00&longitude=-2.99'), 'latitude');
  });
});

describe('POST /v1/western/synastry', () => {
  const api = useTestApp();

  it('reads the pair body of matching: both charts, cross aspects, overlays both ways, composite, Davison and the score', async () => {
    const res = await api.post('/v1/western/synastry', PAIR);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.person1).toMatchObject({ name: 'Asha', birthDetails: { date: '1995-03-14T01:10:00.000Z', place: 'Mumbai' } });
    expect(s.person2.name).toBe('Vikram');
    expect(s.aspects.length).toBeGreaterThan(0);
    for (const aspect of s.aspects as Aspect[]) {
      expect(s.person1.bodies.concat(s.person1.points).some((b: Body) => b.id === aspect.from)).toBe(true);
      expect(s.person2.bodies.concat(s.person2.points).some((b: Body) => b.id === aspect.to)).toBe(true);
    }
    expect(s.overlays.person1InPerson2Houses).toHaveLength(CHART_BODY_IDS.length);
    expect(s.overlays.person2InPerson1Houses).toHaveLength(CHART_BODY_IDS.length);
    expect(s.composite.latitude).toBeCloseTo((19.076 + 28.6139) / 2, 9);
    expect(s.composite.bodies.every((b: Body) => b.retrograde === null)).toBe(true);
    expect(s.davison.date).toBe(new Date((Date.UTC(1995, 2, 14, 1, 10) + Date.UTC(1992, 10, 2, 15, 45)) / 2).toISOString().slice(0, 19) + 'Z');
    expect(s.score.score).toBeGreaterThanOrEqual(0);
    expect(s.score.score).toBeLessThanOrEqual(100);
    expect(s.score.score).toBe(Math.round((100 * s.score.harmony) / (s.score.harmony + s.score.tension)));
    expect(s.score.method).toMatch(/tone × weight × closeness/);
  });

  it('says which person is missing or malformed, and which field is wrong', async () => {
    expectFieldError(await api.post('/v1/western/synastry', { bride: PAIR.bride }), 'person2');
    expectFieldError(await api.post('/v1/western/synastry', { groom: PAIR.groom }), 'person1');
    expectFieldError(await api.post('/v1/western/synastry', { ...PAIR, bride: { ...PAIR.bride, latitude: 91 } }), 'bride.latitude');
    expectFieldError(await api.post('/v1/western/synastry', { ...PAIR, houseSystem: 'meridian' }), 'houseSystem');
    expectFieldError(await api.post('/v1/western/synastry', { ...PAIR, orbs: { trine: -1 } }), 'orbs');
    expectFieldError(await api.post('/v1/western/synastry', { ...PAIR, aspects: ['trine', 'novile'] }), 'aspects');
    const polar = { ...PAIR, groom: { ...PAIR.groom, latitude: 78.2, longitude: 15.6, timezone: 1 } };
    expectFieldError(await api.post('/v1/western/synastry', polar), 'houseSystem');
    expect((await api.post('/v1/western/synastry', { ...polar, houseSystem: 'equal' })).statusCode).toBe(200);
  });
});

describe('GET /v1/western/transits', () => {
  const api = useTestApp();
  const NATAL = 'birthDate=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&birthTimezone=1';

  it('gives the sky now by default, with the aspects among the transiting planets and a 30-day window of events', async () => {
    const res = await api.get('/v1/western/transits');
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json();
    expect(t.date).toBe('2026-06-15T12:00:00Z'); // the test clock
    expect(t.natal).toBeNull();
    expect(t.bodies.map((b: Body) => b.id)).toEqual(CHART_BODY_IDS);
    expect(t.bodies.every((b: { natalHouse: number | null }) => b.natalHouse === null)).toBe(true);
    expect(t.events).toMatchObject({ from: '2026-06-15T12:00:00Z', to: '2026-07-15T12:00:00Z' });
    expect(t.events.count).toBe(t.events.items.length);
    expect(t.settings).toMatchObject({ timezone: 5.5, timezoneSource: 'default' });
  });

  it('reads transits against a natal chart: natal houses, aspects with transit orbs, and timed aspects to natal points', async () => {
    const res = await api.get(`/v1/western/transits?date=2024-04-01T00:00:00Z&${NATAL}`);
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json();
    expect(t.natal.ascendant).toMatchObject({ sign: 'Aries' });
    expect(t.settings.timezone).toBe('Europe/London'); // the zone at the birth place
    expect(t.bodies.every((b: { natalHouse: number | null }) => b.natalHouse !== null)).toBe(true);
    for (const aspect of t.aspects as Aspect[]) expect(aspect.orb).toBeLessThanOrEqual(DEFAULT_TRANSIT_ORBS[aspect.type as keyof typeof DEFAULT_TRANSIT_ORBS]);
    const natalAspects = t.events.items.filter((e: { type: string }) => e.type === 'aspect');
    expect(natalAspects.length).toBeGreaterThan(0);
    expect(natalAspects.every((e: { natal: boolean; description: string }) => e.natal && e.description.startsWith('Transiting'))).toBe(true);
  });

  it('times ingresses, stations and aspects in a window, filtered by type and body', async () => {
    const res = await api.get('/v1/western/transits?date=2024-03-01T00:00:00Z&to=2024-05-01T00:00:00Z&events=station,ingress&bodies=sun,mercury');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().events.items as { type: string; body: string; description: string; instant: string; local: string }[];
    expect(new Set(items.map((e) => e.type))).toEqual(new Set(['station', 'ingress']));
    expect(new Set(items.map((e) => e.body))).toEqual(new Set(['sun', 'mercury']));
    // The March equinox 2024 at 03:06 UT; Mercury stationary retrograde on 1 April (published times: test/reference/western/).
    expect(items.find((e) => e.body === 'sun' && e.description === 'Sun enters Aries')!.instant).toMatch(/^2024-03-20T03:06/);
    expect(items.find((e) => e.description.startsWith('Mercury stations retrograde'))!.instant).toMatch(/^2024-04-01T22:1/);
    expect(items[0]!.local).toMatch(/^2024-03-\d\d \d\d:\d\d$/);
  });

  it('shows the optional bodies named in the sky and the natal chart, with parallels from the transiting to the natal planets', async () => {
    const res = await api.get(`/v1/western/transits?${NATAL}&date=2024-03-01T12:00:00&bodies=sun,chiron,true-lilith&events=ingress,station&to=2024-03-20T00:00:00`);
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json();
    expect(t.bodies.map((b: Body) => b.id)).toEqual([...CHART_BODY_IDS, 'chiron', 'true-lilith'].sort((a, b) => WESTERN_BODY_IDS.indexOf(a as never) - WESTERN_BODY_IDS.indexOf(b as never)));
    expect(t.settings.declinationOrb).toBe(1);
    for (const a of t.declinationAspects as { orb: number }[]) expect(a.orb).toBeLessThanOrEqual(1);
    expect(t.events.items.every((e: { body: string }) => e.body !== 'true-lilith')).toBe(true);
  });

  it('gives the void-of-course Moon periods of the window by the modern planets, the traditional ones on request, none when refused', async () => {
    const window = 'date=2015-02-09T00:00:00Z&to=2015-02-13T00:00:00Z&events=ingress&bodies=moon';
    const modern = (await api.get(`/v1/western/transits?${window}`)).json();
    expect(modern.settings.voidOfCourse).toBe('modern');
    expect(modern.voidOfCourseMoon.planets).toBe('modern');
    // atlasastrology.com's table for the week of 2015-02-09: void at 11:58 UT after the trine to the Sun, Moon in
    // Scorpio at 07:05 UT; void again at 05:32 UT on the 12th after the trine to Mars (test/astro/western/void-of-course.test.ts).
    expect(modern.voidOfCourseMoon.periods[0]).toMatchObject({ sign: 'Libra', nextSign: 'Scorpio', lastAspect: { aspect: 'trine', planet: 'sun', planetName: 'Sun' } });
    expect(modern.voidOfCourseMoon.periods[0].start).toMatch(/^2015-02-09T11:58/);
    expect(modern.voidOfCourseMoon.periods[0].end).toMatch(/^2015-02-10T07:05/);
    const traditional = (await api.get(`/v1/western/transits?${window}&voidOfCourse=traditional`)).json();
    expect(traditional.settings.voidOfCourse).toBe('traditional');
    expect(traditional.voidOfCourseMoon.periods.length).toBe(modern.voidOfCourseMoon.periods.length);
    const hindi = (await api.get(`/v1/western/transits?${window}&lang=hi`)).json();
    expect(hindi.voidOfCourseMoon.name).toMatch(/प्लूटो/);
    expect(hindi.voidOfCourseMoon.periods[0].lastAspect.planetName).not.toBe('Sun');
    const none = (await api.get(`/v1/western/transits?${window}&voidOfCourse=none`)).json();
    expect(none.voidOfCourseMoon).toBeNull();
    expect(none.settings.voidOfCourse).toBe('none');
  });

  it('names the field of every bad input', async () => {
    expectFieldError(await api.get('/v1/western/transits?birthDate=1940-10-09T18:30:00&latitude=53.4'), 'longitude');
    expectFieldError(await api.get('/v1/western/transits?voidOfCourse=hellenistic'), 'voidOfCourse');
    expectFieldError(await api.get('/v1/western/transits?latitude=53.4&longitude=-2.99'), 'birthDate');
    expectFieldError(await api.get(`/v1/western/transits?${NATAL.replace('1940-10-09', '1940-13-09')}`), 'birthDate');
    expectFieldError(await api.get('/v1/western/transits?from=2024-01-01&to=2023-12-01'), 'to');
    expectFieldError(await api.get('/v1/western/transits?from=2024-01-01&to=2025-12-01'), 'to');
    expectFieldError(await api.get('/v1/western/transits?events=eclipse'), 'events');
    expectFieldError(await api.get('/v1/western/transits?bodies=eris'), 'bodies');
    expectFieldError(await api.get('/v1/western/transits?date=1890-01-01T00:00:00&bodies=chiron'), 'bodies');
    expectFieldError(await api.get('/v1/western/transits?declinationOrb=4'), 'declinationOrb');
    expectFieldError(await api.get('/v1/western/transits?date=yesterday'), 'date');
    expectFieldError(await api.get('/v1/western/transits?birthDate=1990-01-01T12:00:00&latitude=69.65&longitude=18.96'), 'houseSystem');
  });
});
