import { describe, expect, it } from 'vitest';
import {
  CHALDEAN_ORDER, GRAHAS, GRAHA_IDS, HORA_ORDER, VIMSHOTTARI_ORDER, VIMSHOTTARI_TOTAL_YEARS, WEEKDAY_LORDS,
  grahaById, naturalRelationship, type GrahaId,
} from '../../data/grahas.ts';
import { SIGNS, signCountedFrom } from '../../data/signs.ts';
import { VARAS } from '../../data/varas.ts';

describe('grahas table', () => {
  it('has the nine grahas in the order Sun … Ketu with the spec English names', () => {
    expect(GRAHAS.map((graha) => graha.id)).toEqual([...GRAHA_IDS]);
    expect(GRAHAS.map((graha) => graha.en)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn',
      'Rahu', 'Ketu']);
    expect(GRAHAS.map((graha) => graha.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('has the Vimshottari years and gemstones of the spec tables', () => {
    const years = Object.fromEntries(GRAHAS.map((graha) => [graha.en, graha.vimshottariYears]));
    expect(years).toEqual({ Sun: 6, Moon: 10, Mars: 7, Mercury: 17, Jupiter: 16, Venus: 20, Saturn: 19, Rahu: 18, Ketu: 7 });
    expect(GRAHAS.reduce((sum, graha) => sum + graha.vimshottariYears, 0)).toBe(VIMSHOTTARI_TOTAL_YEARS);
    const gems = Object.fromEntries(GRAHAS.map((graha) => [graha.en, graha.gemstone]));
    expect(gems).toEqual({ Sun: 'Ruby', Moon: 'Pearl', Mars: 'Red Coral', Mercury: 'Emerald',
      Jupiter: 'Yellow Sapphire', Saturn: 'Blue Sapphire', Rahu: 'Hessonite', Ketu: "Cat's Eye", Venus: 'Diamond' });
    expect(new Set(VIMSHOTTARI_ORDER).size).toBe(9);
  });

  it('puts debilitation in the 7th sign from exaltation at the same degree', () => {
    for (const graha of GRAHAS) {
      expect(signCountedFrom(graha.exaltation.sign, 7).id).toBe(graha.debilitation.sign);
      expect(graha.debilitation.degree).toBe(graha.exaltation.degree);
    }
  });

  it('gives the seven visible grahas exactly the signs the signs table says they rule', () => {
    for (const graha of GRAHAS.slice(0, 7)) {
      const ruled = SIGNS.filter((sign) => sign.lord === graha.id).map((sign) => sign.id);
      expect([...graha.ownSigns].sort()).toEqual(ruled.sort());
      expect([...graha.ownSigns, graha.exaltation.sign]).toContain(graha.moolatrikona?.sign);
    }
    for (const node of ['rahu', 'ketu'] as const) {
      const coRuled = SIGNS.filter((sign) => sign.coLord === node).map((sign) => sign.id);
      expect([...grahaById(node).ownSigns]).toEqual(coRuled);
    }
  });

  it('splits the other grahas into friends, neutrals and enemies without overlap', () => {
    for (const graha of GRAHAS) {
      const listed: GrahaId[] = [...graha.friends, ...graha.neutrals, ...graha.enemies];
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed).not.toContain(graha.id);
      const expected = graha.index < 7 ? GRAHA_IDS.slice(0, 7) : GRAHA_IDS;
      expect([...listed].sort()).toEqual(expected.filter((id) => id !== graha.id).sort());
    }
    expect(naturalRelationship('sun', 'saturn')).toBe('enemy');
    expect(naturalRelationship('saturn', 'venus')).toBe('friend');
    expect(naturalRelationship('moon', 'mars')).toBe('neutral');
    expect(naturalRelationship('moon', 'moon')).toBe('self');
  });

  it('derives each weekday lord from the previous one by 24 horas in Chaldean order (Surya Siddhanta rule)', () => {
    expect(HORA_ORDER).toEqual([...CHALDEAN_ORDER.slice(3), ...CHALDEAN_ORDER.slice(0, 3)]);
    for (let day = 0; day < 7; day += 1) {
      const lord = WEEKDAY_LORDS[day] as (typeof WEEKDAY_LORDS)[number];
      const next = HORA_ORDER[(HORA_ORDER.indexOf(lord) + 24) % 7];
      expect(next).toBe(WEEKDAY_LORDS[(day + 1) % 7]);
      expect(VARAS[day]?.lord).toBe(lord);
      expect(grahaById(lord).weekday).toBe(day);
    }
  });
});
