/**
 * Eclipses through the API: the eclipses of 2018 seen from New Delhi, with the lunar eclipse of 2018-01-31
 * rising eclipsed (its sutak counted from moonrise, its end at the U4 that Drik Panchang prints), the solar
 * eclipses of 2018 not seen there and without sutak, the filter by type, Hindi, and each bad input a 400 naming
 * its field. The contacts themselves are tested against NASA in test/reference/eclipses.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

interface Contact { id: string; name: string; time: string; localTime: string; altitude: number; aboveHorizon: boolean }
interface Eclipse {
  type: 'solar' | 'lunar';
  kind: string;
  name: string;
  greatestEclipse: string;
  localKind: string | null;
  magnitude: number | null;
  visible: boolean;
  visibleFrom: string | null;
  visibleUntil: string | null;
  contacts: Contact[];
  sutak: { start: string; end: string; startLocal: string; endLocal: string; hoursBefore: number; firstSeen: string } | null;
}
interface Eclipses { settings: Record<string, unknown>; sutakRule: { name: string; rule: string; source: string }; eclipses: Eclipse[] }

const HOUR_MS = 3_600_000;

describe('GET /v1/eclipses', () => {
  const api = useTestApp();
  const eclipses = async (query: string) => {
    const res = await api.get(`/v1/eclipses?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json() as Eclipses;
  };

  it('lists the five eclipses of 2018 at New Delhi: two lunar seen with their sutak, three solar not seen', async () => {
    const body = await eclipses('city=new-delhi&from=2018-01-01&to=2019-01-01');
    expect(body.settings).toMatchObject({ horizon: 'upper-limb-refracted', lunarShadow: 'danjon', sutakRule: 'almanac-hours', timezoneSource: 'city' });
    expect(body.eclipses.map((e) => `${e.type} ${e.greatestEclipse.slice(0, 10)} ${e.kind}`)).toEqual([
      'lunar 2018-01-31 total',
      'solar 2018-02-15 partial',
      'solar 2018-07-13 partial',
      'lunar 2018-07-27 total',
      'solar 2018-08-11 partial',
    ]);
    for (const solar of body.eclipses.filter((e) => e.type === 'solar')) {
      expect(solar.visible).toBe(false);
      expect(solar.sutak).toBeNull();
    }

    const january = body.eclipses[0]!;
    expect(january.contacts.map((c) => c.id)).toEqual(['p1', 'u1', 'u2', 'maximum', 'u3', 'u4', 'p4']);
    const u1 = january.contacts[1]!;
    const u4 = january.contacts[5]!;
    // U1 happens with the Moon below the horizon at Delhi: the eclipse is first seen at moonrise.
    expect(u1.aboveHorizon).toBe(false);
    expect(u4.aboveHorizon).toBe(true);
    expect(Date.parse(january.sutak!.firstSeen)).toBeGreaterThan(Date.parse(u1.time));
    expect(january.sutak!.firstSeen).toBe(january.visibleFrom);
    expect(Date.parse(january.sutak!.firstSeen) - Date.parse(january.sutak!.start)).toBe(9 * HOUR_MS);
    expect(january.sutak!.end).toBe(u4.time);
    // Drik Panchang (quoted by Zee News, 2018-01-31) prints the eclipse's end at Delhi as 20:41:10.
    expect(Math.abs(Date.parse(u4.localTime) - Date.parse('2018-01-31T20:41:10+05:30'))).toBeLessThanOrEqual(10_000);

    const july = body.eclipses[3]!;
    expect(july.contacts.every((c) => c.id === 'p4' || c.aboveHorizon)).toBe(true);
    expect(july.sutak!.firstSeen).toBe(july.contacts.find((c) => c.id === 'u1')!.time);
    expect(july.sutak!.hoursBefore).toBe(9);
  });

  it('gives a solar eclipse seen from the place its local contacts, magnitude and a 12-hour sutak', async () => {
    // The annular eclipse of 2019-12-26 was seen in south India as annular at Kannur and partial at Bengaluru.
    const body = await eclipses('city=bengaluru&from=2019-12-20&to=2019-12-31&type=solar');
    expect(body.eclipses).toHaveLength(1);
    const solar = body.eclipses[0]!;
    expect(solar).toMatchObject({ type: 'solar', kind: 'annular', localKind: 'partial', visible: true });
    expect(solar.contacts.map((c) => c.id)).toEqual(['c1', 'maximum', 'c4']);
    expect(solar.magnitude).toBeGreaterThan(0.85);
    expect(solar.magnitude).toBeLessThan(1);
    expect(Date.parse(solar.sutak!.firstSeen) - Date.parse(solar.sutak!.start)).toBe(12 * HOUR_MS);
    expect(solar.sutak!.end).toBe(solar.contacts[2]!.time);
  });

  it('names the eclipses, the contacts and the sutak in Hindi', async () => {
    const body = await eclipses('city=new-delhi&from=2018-01-01&to=2018-03-01&type=lunar&lang=hi');
    expect(body.eclipses[0]!.name).toBe('खग्रास चंद्र ग्रहण');
    expect(body.eclipses[0]!.contacts[1]!.name).toMatch(/स्पर्श/);
    expect(body.sutakRule.name).toBe('सूतक');
  });

  it('refuses each bad input with a 400 naming its field', async () => {
    for (const [query, field] of [
      ['from=2018-01-01&to=2019-01-01', /latitude|city/],
      ['city=new-delhi&from=2018-01-01&to=2022-01-01', /'to'/],
      ['city=new-delhi&from=2018-01-01&to=2017-01-01', /'to'/],
      ['city=new-delhi&from=yesterday', /from/],
      ['city=new-delhi&from=2018-01-01&type=annular', /type/],
      ['latitude=95&longitude=77&from=2018-01-01', /latitude/],
    ] as const) {
      const res = await api.get(`/v1/eclipses?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(field);
    }
  });
});
