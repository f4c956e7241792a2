/** Tajika aspects and yogas (astro/tajika/yogas.ts) on constructed charts, each rule of data/tajika.ts TAJIKA_YOGAS. */
import { describe, expect, it } from 'vitest';
import type { Placements } from '../../../astro/chart/placement.ts';
import { panchavargeeyaBala } from '../../../astro/tajika/strength.ts';
import { aspectBetween, aspectKindOf, DEFAULT_TAJIKA_RULES, pairOrbDeg, tajikaAspects, type TajikaRules, tajikaYogas } from '../../../astro/tajika/yogas.ts';
import { GRAHA_IDS, type GrahaId } from '../../../data/grahas.ts';

/** A chart with the given sidereal longitudes (lagna Aries 0° unless given); the rest parked where they aspect nothing named in the test. */
function chartOf(longitudes: Partial<Record<GrahaId, number>>, speeds: Partial<Record<GrahaId, number>> = {}, lagnaLongitude = 0): Placements {
  const parked: Record<GrahaId, number> = { sun: 45, moon: 105, mars: 165, mercury: 225, jupiter: 285, venus: 345, saturn: 15.5, rahu: 0, ketu: 180 };
  const grahas = Object.fromEntries(GRAHA_IDS.map((id) => [id, { longitude: longitudes[id] ?? parked[id], speedDegPerDay: speeds[id] ?? 1, latitude: 0 }]));
  return { lagnaLongitude, grahas: grahas as Placements['grahas'] };
}

const EACH: TajikaRules = DEFAULT_TAJIKA_RULES;
const MOIETIES: TajikaRules = { ...DEFAULT_TAJIKA_RULES, orb: 'moieties' };
const VOID_OF_COURSE: TajikaRules = { ...DEFAULT_TAJIKA_RULES, moonYogas: 'void-of-course' };
const FOUR_KINDS: TajikaRules = { ...DEFAULT_TAJIKA_RULES, aspects: 'without-semi-sextile' };

const found = (chart: Placements, id: string, rules: TajikaRules = EACH) => tajikaYogas(chart, rules).filter((y) => y.id === id).map((y) => y.grahas.join(' '));

describe('Tajika aspects', () => {
  it('kinds by sign distance, without the semi-sextile (the year lord\'s and kuttha\'s aspects): 5/9 and 3/11 friendly, 1/7 and 4/10 inimical, 2/6/8/12 none', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((d) => aspectKindOf(d))).toEqual([
      'inimical-open', null, 'friendly-hidden', 'inimical-hidden', 'friendly-open', null, 'inimical-open', null, 'friendly-open', 'inimical-hidden', 'friendly-hidden', null,
    ]);
  });

  it('the default set adds the neutral semi-sextile of 2 and 12 signs (§28.2 (6)); 6 and 8 stay none; without-semi-sextile leaves it out', () => {
    expect([2, 6, 8, 12].map((d) => aspectKindOf(d, 'with-semi-sextile'))).toEqual(['neutral', null, null, 'neutral']);
    expect(aspectBetween('moon', 10, 'sun', 45, EACH)).toMatchObject({ faster: 'moon', slower: 'sun', distance: 2, kind: 'neutral', gapDeg: 5, withinOrb: true });
    expect(aspectBetween('moon', 10, 'sun', 45, FOUR_KINDS)).toBeNull();
    expect(found(chartOf({ moon: 10, sun: 45 }), 'ithasala')).toContain('moon sun');
    expect(found(chartOf({ moon: 10, sun: 45 }), 'ithasala', FOUR_KINDS)).not.toContain('moon sun');
  });

  it('moieties: the orb is the mean of the two deeptamsas, Sun 15° and Moon 12° give 13.5°, met at 13.5° and missed at 13.6°', () => {
    expect(aspectBetween('sun', 78.5, 'moon', 120 + 5, MOIETIES)).toMatchObject({ faster: 'moon', slower: 'sun', distance: 11, kind: 'friendly-hidden', orbDeg: 13.5, withinOrb: true });
    expect(aspectBetween('sun', 18.5, 'moon', 120 + 5, MOIETIES)!.gapDeg).toBeCloseTo(13.5, 12);
    expect(aspectBetween('sun', 18.6, 'moon', 125, MOIETIES)!.withinOrb).toBe(false);
    expect(aspectBetween('sun', 10, 'moon', 160, MOIETIES)).toBeNull();
  });

  it('each: the orb is the smaller deeptamsa, each graha within the other\'s: Sun and Moon 12°, met at 12° and missed at 12.1°', () => {
    expect(aspectBetween('sun', 78.5, 'moon', 120 + 5, EACH)).toMatchObject({ faster: 'moon', slower: 'sun', orbDeg: 12, withinOrb: false });
    expect(aspectBetween('sun', 17, 'moon', 125, EACH)).toMatchObject({ orbDeg: 12, withinOrb: true });
    expect(aspectBetween('sun', 17.1, 'moon', 125, EACH)!.withinOrb).toBe(false);
    expect(pairOrbDeg('mars', 'jupiter', 'each')).toBe(8);
    expect(pairOrbDeg('mars', 'jupiter', 'moieties')).toBe(8.5);
  });

  it('the book\'s bhavishya example (§29.2.3): Moon at Leo 13°35′, Venus at Libra 21°20′, 7°45′ apart, is within the mean orb (9.5°) but outside Venus\'s 7°', () => {
    const moon = 120 + 13 + 35 / 60;
    const venus = 180 + 21 + 20 / 60;
    expect(aspectBetween('moon', moon, 'venus', venus, EACH)).toMatchObject({ kind: 'friendly-hidden', orbDeg: 7, withinOrb: false });
    expect(aspectBetween('moon', moon, 'venus', venus, MOIETIES)).toMatchObject({ orbDeg: 9.5, withinOrb: true });
    expect(found(chartOf({ moon, venus }), 'ithasala', EACH)).not.toContain('moon venus');
    expect(found(chartOf({ moon, venus }), 'ithasala', MOIETIES)).toContain('moon venus');
    // The book prints Venus "in Le" there, but its sextile and the orb it lays off in Li place it in Libra.
    // Its vartamaana example: Moon at Leo 14°, Venus at Libra 19°, each within the other's deeptamsa: ithasala either way.
    expect(found(chartOf({ moon: 134, venus: 199 }), 'ithasala', EACH)).toContain('moon venus');
    expect(found(chartOf({ moon: 134, venus: 199 }), 'ithasala', MOIETIES)).toContain('moon venus');
  });

  it('lists the aspecting pairs among the seven grahas only', () => {
    const aspects = tajikaAspects(chartOf({ sun: 10, moon: 130 }), EACH);
    expect(aspects.every((a) => a.faster !== ('rahu' as never) && a.slower !== ('ketu' as never))).toBe(true);
    expect(aspects.find((a) => a.faster === 'moon' && a.slower === 'sun')).toMatchObject({ distance: 9, kind: 'friendly-open' });
  });
});

describe('Tajika yogas', () => {
  it('ithasala when the faster is behind (poorna within 1°), eesarpha when ahead', () => {
    expect(tajikaYogas(chartOf({ moon: 124.5, sun: 5 }), EACH).find((y) => y.id === 'ithasala')).toMatchObject({ grahas: ['moon', 'sun'], poorna: true });
    expect(found(chartOf({ moon: 120, sun: 5 }), 'ithasala')).toContain('moon sun');
    expect(found(chartOf({ moon: 130, sun: 5 }), 'eesarpha')).toContain('moon sun');
    expect(found(chartOf({ moon: 130, sun: 5 }), 'ithasala')).not.toContain('moon sun');
  });

  it('nakta (the semi-sextile left out): Jupiter and Saturn in no aspect, the faster Moon behind both in ithasala with each', () => {
    const chart = chartOf({ moon: 1, jupiter: 65, saturn: 96 });
    expect(found(chart, 'nakta', FOUR_KINDS)).toContain('jupiter saturn moon');
    expect(found(chartOf({ moon: 1, jupiter: 65, saturn: 126 }), 'nakta', FOUR_KINDS)).not.toContain('jupiter saturn moon');
  });

  it('yamaya (the semi-sextile left out): Moon and Mercury in no aspect, the slower Saturn ahead of both in ithasala with each', () => {
    const chart = chartOf({ moon: 1, mercury: 32, saturn: 128 });
    expect(found(chart, 'yamaya', FOUR_KINDS)).toEqual(['moon mercury saturn']);
  });

  it('kamboola: Sun–Jupiter ithasala and the Moon in ithasala with Jupiter', () => {
    expect(found(chartOf({ sun: 62, jupiter: 127, moon: 246 }), 'kamboola')).toContain('sun jupiter moon');
  });

  it('gairi-kamboola (void-of-course): the Moon, wherever it stands in its sign, forms ithasala with one of the pair only after entering the next sign', () => {
    const chart = chartOf({ sun: 62, jupiter: 127, moon: 149 });
    expect(found(chart, 'kamboola', VOID_OF_COURSE)).not.toContain('sun jupiter moon');
    expect(found(chart, 'gairi-kamboola', VOID_OF_COURSE)).toContain('sun jupiter moon');
    expect(found(chartOf({ sun: 62, jupiter: 127, moon: 140 }), 'gairi-kamboola', VOID_OF_COURSE)).toContain('sun jupiter moon');
    // Narasimha Rao's reading also wants a strong graha joined from the next sign: neither the Sun in Gemini nor Jupiter in Leo is.
    expect(found(chart, 'gairi-kamboola')).toEqual([]);
  });

  it('gairi-kamboola (narasimha-rao): the book\'s example (§29.2.9), Mars 1° Capricorn and Jupiter 2° Pisces in ithasala, the Moon at Virgo 29°10′ joining Mars and the strong Venus (Libra 3°) from Libra', () => {
    const book = { mars: 271, jupiter: 332, venus: 183, moon: 179 + 10 / 60 };
    expect(found(chartOf(book), 'ithasala')).toContain('mars jupiter');
    expect(found(chartOf(book), 'kamboola')).not.toContain('mars jupiter moon');
    expect(found(chartOf(book), 'gairi-kamboola')).toContain('mars jupiter moon');
    // Not yet in the last degree: no yoga in the book's reading; the void-of-course reading does not ask for it.
    expect(found(chartOf({ ...book, moon: 178.5 }), 'gairi-kamboola')).toEqual([]);
    expect(found(chartOf({ ...book, moon: 178.5 }), 'gairi-kamboola', VOID_OF_COURSE)).toContain('mars jupiter moon');
    // The same at the end of Taurus, the Moon's exaltation sign, and of Scorpio, its debilitation (Mars and Jupiter moved with it).
    expect(found(chartOf({ mars: 271 - 150, jupiter: 332 - 150, venus: 183 - 150, moon: 59 + 10 / 60 }), 'gairi-kamboola')).toEqual([]);
    expect(found(chartOf({ mars: 271 + 30, jupiter: 332 + 30 - 360, venus: 183 + 30, moon: 239 + 10 / 60 }), 'gairi-kamboola')).toEqual([]);
  });

  it('khallasara (narasimha-rao): the book\'s example (§29.2.10), Virgo lagna, the Moon at Aries 1°, the lagna lord Mercury at Taurus 15° and Jupiter at Gemini 29°', () => {
    const book = chartOf({ moon: 1, mercury: 45, jupiter: 89, sun: 40, venus: 345, mars: 165, saturn: 15.5 }, {}, 150);
    expect(found(book, 'khallasara')).toEqual(['moon jupiter mercury']);
    // Mercury past Jupiter (Cancer 10°) is not between them.
    expect(found(chartOf({ moon: 1, mercury: 100, jupiter: 89, sun: 40, venus: 345, mars: 165, saturn: 15.5 }, {}, 150), 'khallasara')).not.toContain('moon jupiter mercury');
    // Mercury at Taurus 5°: by the semi-sextile in ithasala with the Moon (4° behind, within 7°), so none; without it, khallasara.
    const near = chartOf({ moon: 1, mercury: 35, jupiter: 89, sun: 40, venus: 345, mars: 20, saturn: 15.5 }, {}, 150);
    expect(found(near, 'khallasara')).toEqual([]);
    expect(found(near, 'khallasara', FOUR_KINDS)).toEqual(['moon jupiter mercury']);
    // The Moon rules a Cancer lagna: no lagna lord apart from the Moon.
    expect(found(chartOf({ moon: 1, mercury: 45, jupiter: 89 }, {}, 95), 'khallasara')).toEqual([]);
  });

  it('khallasara (void-of-course, the semi-sextile left out): an ithasala while the Moon is within orb of an aspect to no graha', () => {
    const VOID_FOUR_KINDS: TajikaRules = { ...VOID_OF_COURSE, aspects: 'without-semi-sextile' };
    const chart = chartOf({ sun: 62, jupiter: 127, moon: 95, mercury: 228, venus: 350, mars: 170, saturn: 20 });
    expect(tajikaAspects(chart, VOID_FOUR_KINDS).some((a) => (a.faster === 'moon' || a.slower === 'moon') && a.withinOrb)).toBe(false);
    expect(found(chart, 'khallasara', VOID_FOUR_KINDS)).toContain('sun jupiter moon');
    expect(found(chartOf({ sun: 62, jupiter: 127, moon: 95, mercury: 228, venus: 350, mars: 170, saturn: 12 }), 'khallasara', VOID_FOUR_KINDS)).toEqual([]);
    // Saturn 10° from the Moon by square: within the mean orb (10.5°), not within Saturn's own 9°.
    const saturnAt10 = chartOf({ sun: 62, jupiter: 127, moon: 95, mercury: 228, venus: 350, mars: 170, saturn: 15 });
    expect(found(saturnAt10, 'khallasara', { ...VOID_FOUR_KINDS, orb: 'moieties' })).toEqual([]);
    expect(found(saturnAt10, 'khallasara', VOID_FOUR_KINDS)).toContain('sun jupiter moon');
  });

  it('manahoo: Mars in the faster graha\'s sign within its orb spoils an ithasala', () => {
    expect(found(chartOf({ sun: 62, jupiter: 127, mars: 70 }), 'manahoo')).toContain('sun jupiter mars');
    expect(found(chartOf({ sun: 62, jupiter: 127, mars: 89 }), 'manahoo')).not.toContain('sun jupiter mars');
  });

  it('radda: an ithasala one of whose grahas is retrograde', () => {
    expect(found(chartOf({ sun: 62, jupiter: 127 }, { jupiter: -0.1 }), 'radda')).toContain('sun jupiter');
    expect(found(chartOf({ sun: 62, jupiter: 127 }), 'radda')).not.toContain('sun jupiter');
  });

  it('ikkavala: all seven grahas in houses 1, 2, 4, 5, 7, 8, 10, 11; one in the 3rd breaks it; the nodes do not count', () => {
    const placed = { sun: 5, moon: 35, mars: 95, mercury: 125, jupiter: 185, venus: 215, saturn: 275 };
    expect(tajikaYogas(chartOf(placed), EACH).find((y) => y.id === 'ikkavala')).toEqual({ id: 'ikkavala', grahas: [] });
    expect(found(chartOf({ ...placed, saturn: 65 }), 'ikkavala')).toEqual([]);
    expect(found(chartOf(placed), 'induvara')).toEqual([]);
  });

  it('induvara: all seven grahas in houses 3, 6, 9, 12', () => {
    expect(found(chartOf({ sun: 65, moon: 155, mars: 245, mercury: 335, jupiter: 70, venus: 160, saturn: 250 }), 'induvara')).toEqual(['']);
    expect(found(chartOf({ sun: 65, moon: 155, mars: 245, mercury: 335, jupiter: 70, venus: 160, saturn: 5 }), 'induvara')).toEqual([]);
  });

  it('duhphali-kuttha: the Sun exalted (Aries 10°, 14.4 units) applying to Saturn in Cancer 15° (8.0 units); not from Taurus', () => {
    expect(found(chartOf({ sun: 10, saturn: 105 }), 'ithasala')).toContain('sun saturn');
    expect(found(chartOf({ sun: 10, saturn: 105 }), 'duhphali-kuttha')).toContain('sun saturn');
    expect(found(chartOf({ sun: 40, saturn: 105 }), 'ithasala')).toContain('sun saturn');
    expect(found(chartOf({ sun: 40, saturn: 105 }), 'duhphali-kuttha')).not.toContain('sun saturn');
  });

  it('dutthottha-davira: the Sun (Libra 10°, 4.7 units) and Saturn (Aries 11°, 5.9), both debilitated, in ithasala, the Sun also with exalted Jupiter (Cancer 15°, 14.1)', () => {
    const chart = chartOf({ sun: 190, saturn: 11, jupiter: 105 });
    const bala = panchavargeeyaBala(chart, 'neelakanthi');
    expect([bala.sun.total, bala.saturn.total, bala.jupiter.total].map((u) => Math.round(u * 10) / 10)).toEqual([4.7, 5.9, 14.1]);
    expect(found(chart, 'ithasala')).toEqual(expect.arrayContaining(['sun saturn', 'sun jupiter']));
    expect(found(chart, 'dutthottha-davira')).toContain('sun saturn jupiter');
    // Saturn in its own Aquarius (15.4 units) is not weak: the pair is not rescued, it needs no rescue.
    const strongSaturn = chartOf({ sun: 190, saturn: 311, jupiter: 105 });
    expect(Math.round(panchavargeeyaBala(strongSaturn, 'neelakanthi').saturn.total * 10) / 10).toBe(15.4);
    expect(found(strongSaturn, 'ithasala')).toContain('sun saturn');
    expect(found(strongSaturn, 'dutthottha-davira').filter((g) => g.startsWith('sun saturn'))).toEqual([]);
  });

  it('tambira: Venus at Taurus 29°10′ in no ithasala with Mars at Leo 2°, joins it by sextile from Gemini 0° (the book\'s example); not when retrograde, not from 28.5°', () => {
    const chart = chartOf({ mars: 122, venus: 59 + 1 / 6 });
    expect(found(chart, 'ithasala')).not.toContain('venus mars');
    expect(found(chart, 'tambira')).toEqual(['venus mars']);
    expect(found(chartOf({ mars: 122, venus: 59 + 1 / 6 }, { venus: -0.5 }), 'tambira')).toEqual([]);
    expect(found(chartOf({ mars: 122, venus: 58.5 }), 'tambira')).toEqual([]);
  });

  it('kuttha: Taurus lagna, the Sun in it at 21°, aspected by exalted Mercury at Virgo 16° in the 5th (the book\'s example); not from Libra (6th), nor from its own Gemini (2nd, no aspect)', () => {
    expect(found(chartOf({ sun: 51, mercury: 166 }, {}, 40), 'kuttha')).toContain('sun mercury');
    expect(found(chartOf({ sun: 51, mercury: 196 }, {}, 40), 'kuttha')).not.toContain('sun mercury');
    expect(found(chartOf({ sun: 51, mercury: 76 }, {}, 40), 'kuttha')).not.toContain('sun mercury');
  });

  it('durupha: Aries lagna, Mars at Cancer 15° and Saturn at Aries 17°, both debilitated, in ithasala (the book\'s example); in the 6th and 8th as well; not with Saturn in its own Capricorn', () => {
    expect(found(chartOf({ mars: 105, saturn: 17 }), 'durupha')).toContain('mars saturn');
    const dusthanas = chartOf({ mars: 165, saturn: 227 });
    expect(found(dusthanas, 'radda')).not.toContain('mars saturn');
    expect(found(dusthanas, 'durupha')).toContain('mars saturn');
    const saturnOwn = chartOf({ mars: 105, saturn: 287 });
    expect(found(saturnOwn, 'radda')).toContain('mars saturn');
    expect(found(saturnOwn, 'durupha')).not.toContain('mars saturn');
  });
});
