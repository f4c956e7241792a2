/**
 * The gemstone endpoints: the personalized recommendation traced to the chart, every sign's stones and every
 * stone's particulars, and the 404s and 400s naming what was wrong. The rules themselves are pinned on
 * hand-built charts in test/astro/gemstones.test.ts and against published tables in test/reference/gemstones/.
 */
import { describe, expect, it } from 'vitest';
import { GEMSTONE_IDS, GEMSTONES, ratnaOf } from '../../data/gemstones.ts';
import { SIGNS } from '../../data/signs.ts';
import { grahaById } from '../../data/grahas.ts';
import { useTestApp } from '../helpers/app.ts';

// 15 May 1990 10:30 IST at New Delhi: Cancer lagna; its lord the Moon in Sagittarius in the 6th, in an enemy's
// sign. Mars, the yogakaraka, is in the 8th, and Jupiter (9th lord) also rules the 6th: no trikona lord qualifies
// to replace the lagna lord, so the Moon's pearl stays primary.
const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209';

describe('gemstones', () => {
  const api = useTestApp();

  it('gives an afflicted lagna lord\'s stone with the reason traced to the chart and its shadbala, in the spec\'s shape', async () => {
    const res = await api.get(`/v1/recommendations/gemstones?${BIRTH}`);
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json();
    expect(g.birthDetails).toMatchObject({ date: '1990-05-15T05:00:00.000Z', timezone: 5.5 });
    expect(g.settings.timezoneSource).toBe('default');
    expect(g.birthChart).toMatchObject({ ascendant: 'Cancer', moonSign: 'Sagittarius', sunSign: 'Taurus' });
    // The Moon is in an enemy's sign in the 6th, but its shadbala (7.48 rupas against 6) lifts it to moderate.
    expect(g.birthChart.planetaryStrengths.afflicted).toContain('Moon');
    expect(g.birthChart.planetaryStrengths.weak).not.toContain('Moon');
    expect(g.primaryGemstone).toMatchObject({ name: 'Pearl', planet: 'Moon', id: 'pearl', role: 'lagna-lord', weight: expect.stringMatching(/^At least \d+ carats$/) });
    expect(g.primaryGemstone.reason).toContain('Moon is in Sagittarius, house 6 from the lagna');
    expect(g.primaryGemstone.reason).toContain('Moderate');
    expect(g.primaryGemstone.rules).toEqual(expect.arrayContaining(['gem.primary.lagna-lord', 'dignity.enemy', 'shadbala.strong', 'strength.moderate', 'gem.affliction.dusthana']));
    expect(typeof g.primaryGemstone.quality).toBe('string');
    expect(typeof g.primaryGemstone.certification).toBe('string');
    for (const s of g.secondaryGemstones) expect(s).toMatchObject({ name: expect.any(String), planet: expect.any(String), reason: expect.any(String), priority: expect.stringMatching(/^(High|Medium|Low)$/) });
    expect(g.wearingInstructions).toMatchObject({ finger: 'Little finger', day: 'Monday', mantra: expect.stringContaining('ॐ') });
    expect(g.wearingInstructions.prayer).toContain('Varuna');
    expect(g.benefits.length).toBeGreaterThan(0);
    expect(g.precautions).toHaveLength(g.precautionRules.length);
    expect(g.precautionRules).toContain('gem.precaution.dusthana-placement');
    expect(g.alternativeGemstones.map((a: { id: string }) => a.id)).toContain('moonstone');
    // Every rule id the answer names comes with its condition, and only those.
    const named = new Set<string>([...g.primaryGemstone.rules, ...g.precautionRules, ...g.secondaryGemstones.flatMap((s: { rules: string[]; priorityRule: string }) => [...s.rules, s.priorityRule]), ...g.birthChart.strengths.flatMap((s: { afflictions: string[] }) => s.afflictions)]);
    expect(Object.keys(g.ruleConditions).sort()).toEqual([...named].sort());
    expect(g.ruleConditions['gem.primary.lagna-lord']).toBe('The primary stone is that of the lagna lord (the life stone).');
    const hindi = (await api.get(`/v1/recommendations/gemstones?${BIRTH}&lang=hi`)).json();
    expect(Object.keys(hindi.ruleConditions)).toEqual(Object.keys(g.ruleConditions));
    for (const condition of Object.values(hindi.ruleConditions) as string[]) expect(condition).toMatch(/^[^A-Za-z]+$/);
  });

  it.each(SIGNS.map((sign) => [sign.id, sign] as const))('answers the stones of %s: its lord\'s stone first', async (id, sign) => {
    const res = await api.get(`/v1/recommendations/gemstones/zodiac/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const z = res.json();
    expect(z).toMatchObject({ zodiacSign: sign.en, rulingPlanet: grahaById(sign.lord).en, primaryGemstone: { id: ratnaOf(sign.lord).id } });
    expect(z.supportingGemstones).toHaveLength(2);
    expect(Object.values(z.wearingGuide).every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
  });

  it('answers every stone of the planet table and its substitutes', async () => {
    expect(GEMSTONE_IDS.length).toBeGreaterThanOrEqual(9 + 9);
    for (const stone of GEMSTONES) {
      const res = await api.get(`/v1/recommendations/gemstones/info/${stone.id}`);
      expect(res.statusCode, stone.id).toBe(200);
      const info = res.json();
      expect(info).toMatchObject({ id: stone.id, name: stone.en, kind: stone.kind, planet: grahaById(stone.planet).en });
      expect(info.hardnessMohs.min).toBeGreaterThan(0);
      expect(info.mantra.devanagari).toMatch(/^ॐ/);
      if (stone.kind === 'upratna') expect(info.substituteFor.id).toBe(ratnaOf(stone.planet).id);
    }
  });

  it('accepts a sign or stone name in capitals', async () => {
    expect((await api.get('/v1/recommendations/gemstones/zodiac/LEO')).statusCode).toBe(200);
    expect((await api.get('/v1/recommendations/gemstones/info/Yellow-Sapphire')).statusCode).toBe(200);
  });

  it('404 listing the valid names for an unknown sign or stone', async () => {
    const sign = await api.get('/v1/recommendations/gemstones/zodiac/ophiuchus');
    expect(sign.statusCode).toBe(404);
    expect(sign.json()).toMatchObject({ error: 'UNKNOWN_SIGN', code: 404 });
    expect(sign.json().message).toContain('aries, taurus');
    const stone = await api.get('/v1/recommendations/gemstones/info/opal');
    expect(stone.statusCode).toBe(404);
    expect(stone.json()).toMatchObject({ error: 'UNKNOWN_GEMSTONE', code: 404 });
    expect(stone.json().message).toContain('ruby, pearl');
  });

  it.each([
    ['a missing date', 'latitude=28.6&longitude=77.2', 'date'],
    ['a bad date', 'date=1990-13-15T10:30:00&latitude=28.6&longitude=77.2', 'date'],
    ['a latitude out of range', 'date=1990-05-15T10:30:00&latitude=95&longitude=77.2', 'latitude'],
    ['a longitude that is not a number', 'date=1990-05-15T10:30:00&latitude=28.6&longitude=east', 'longitude'],
    ['an unknown timezone', 'date=1990-05-15T10:30:00&latitude=28.6&longitude=77.2&timezone=Mars/Base', 'timezone'],
  ])('400 naming the field for %s', async (_name, query, field) => {
    const res = await api.get(`/v1/recommendations/gemstones?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(`'${field}'`);
  });
});
