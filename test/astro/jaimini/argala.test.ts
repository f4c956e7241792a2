/**
 * Argala and virodhargala rule by rule on hand-built charts: the four argala houses and their obstructing houses,
 * the count rule, malefics in the 3rd, Ketu counted backwards; and the arudha exception of each rule.
 */
import { describe, expect, it } from 'vitest';
import { argalasOn, grahaArgalas, houseArgalas } from '../../../astro/jaimini/argala.ts';
import { padaSign } from '../../../astro/jaimini/arudhas.ts';
import { charaKarakas } from '../../../astro/jaimini/karakas.ts';
import { type ChartSpec, placementsOf } from '../../helpers/placements.ts';

// Lagna Aries. Jupiter 2nd (Taurus), Saturn 12th (Pisces): Jupiter's argala on the 1st is obstructed one against
// one. Mars 3rd (Gemini): argala as a malefic, and it obstructs Venus's argala from the 11th (Aquarius).
// Moon and Mercury 4th (Cancer) against Sun 10th (Capricorn): two against one, not obstructed.
const CHART: ChartSpec = {
  lagna: 'ar 10', sun: 'cp 5', moon: 'cn 3', mars: 'ge 20', mercury: 'cn 25', jupiter: 'ta 12', venus: 'aq 8', saturn: 'pi 1',
  rahu: 'li 4', ketu: 'ar 4',
};

describe('argala', () => {
  const placements = placementsOf(CHART, {});
  const onFirst = argalasOn(placements, 1);
  const byHouse = (house: number) => onFirst.find((argala) => argala.house === house);

  it('the 2nd against the 12th: one against one is obstructed', () => {
    expect(byHouse(2)).toMatchObject({ kind: 'primary', sign: 2, causedBy: ['jupiter'], obstructionHouse: 12, obstructedBy: ['saturn'], obstructed: true });
  });

  it('the 4th against the 10th: two against one stands', () => {
    expect(byHouse(4)).toMatchObject({ kind: 'primary', causedBy: ['moon', 'mercury'], obstructedBy: ['sun'], obstructed: false });
  });

  it('the 11th against the 3rd, and a malefic in the 3rd causing argala that nothing obstructs', () => {
    expect(byHouse(11)).toMatchObject({ causedBy: ['venus'], obstructionHouse: 3, obstructedBy: ['mars'], obstructed: true });
    expect(byHouse(3)).toMatchObject({ kind: 'malefic-third', causedBy: ['mars'], obstructionHouse: null, obstructed: false });
  });

  it('no entry for an empty house, and a benefic in the 3rd causes none', () => {
    expect(byHouse(5)).toBeUndefined();
    const benefic = argalasOn(placementsOf(CHART, { mars: 'le 1', venus: 'ge 2' }), 1);
    expect(benefic.find((argala) => argala.house === 3)).toBeUndefined();
  });

  it('argala on Ketu is counted backwards: its 2nd is the sign before it', () => {
    // Ketu in Aries: the 2nd backwards is Pisces (Saturn), the 12th backwards is Taurus (Jupiter).
    expect(grahaArgalas(placements).ketu.find((argala) => argala.house === 2)).toMatchObject({ sign: 12, causedBy: ['saturn'], obstructedBy: ['jupiter'] });
    expect(houseArgalas(placements)[0]!.sign).toBe(1);
  });
});

describe('arudha rules', () => {
  it('bphs moves a pada in its own sign or the 7th from it to the 10th from there; raman keeps it', () => {
    // Lord in the house itself: the pada falls there.
    expect(padaSign(1, 1, 'bphs')).toEqual({ sign: 10, moved: true });
    expect(padaSign(1, 1, 'raman')).toEqual({ sign: 1, moved: false });
    // Lord in the 4th: the pada falls in the 7th.
    expect(padaSign(1, 4, 'bphs')).toEqual({ sign: 4, moved: true });
    expect(padaSign(1, 4, 'raman')).toEqual({ sign: 7, moved: false });
    // Lord in the 2nd: the 3rd, no exception.
    expect(padaSign(1, 2, 'bphs')).toEqual({ sign: 3, moved: false });
  });
});

describe('chara karaka ties', () => {
  it('names grahas within 1″ of each other and keeps them in the order Sun … Rahu', () => {
    const karakas = charaKarakas(placementsOf(CHART, { sun: 'cp 29.5', moon: 'cn 29.5' }), 8);
    expect(karakas.slice(0, 2).map((k) => [k.graha, k.tiedWith])).toEqual([['sun', ['moon']], ['moon', ['sun']]]);
    expect(karakas[2]!.tiedWith).toEqual([]);
  });
});
