/**
 * The classical 249-sub table (astro/kp/subs.ts) against its published values and its definition: the checks
 * quoted from KP horary tables (README.md), every row's width equal to its lord's Vimshottari share of 13°20′ or
 * a piece of it cut at a sign boundary, and the lords of every longitude down to the sub agreeing with the table.
 */
import { describe, expect, it } from 'vitest';
import { KP_SUBS, kpLordChain, kpPoint, kpSubAt } from '../../../astro/kp/subs.ts';
import { grahaById } from '../../../data/grahas.ts';

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

/** Sign name and D°MM′SS″ within it of a longitude in whole arcseconds, as the tables print a start. */
function printed(arcsec: number): string {
  const sign = Math.floor(arcsec / 108_000);
  const inSign = arcsec - sign * 108_000;
  const mm = String(Math.floor((inSign % 3600) / 60)).padStart(2, '0');
  const ss = String(inSign % 60).padStart(2, '0');
  return `${SIGNS[sign]} ${Math.floor(inSign / 3600)}°${mm}′${ss}″`;
}

/** Published rows: number, start as printed, star lord, sub lord. */
const PUBLISHED: [number, string, string, string][] = [
  // Ashwini's subs: Ketu 0°00′–0°46′40″, Venus to 3°00′, Sun to 3°40′, Moon to 4°46′40″.
  [1, 'Aries 0°00′00″', 'ketu', 'ketu'],
  [2, 'Aries 0°46′40″', 'ketu', 'venus'],
  [3, 'Aries 3°00′00″', 'ketu', 'sun'],
  [4, 'Aries 3°40′00″', 'ketu', 'moon'],
  [5, 'Aries 4°46′40″', 'ketu', 'mars'],
  [120, 'Virgo 22°40′00″', 'moon', 'sun'],
  [175, 'Sagittarius 11°26′40″', 'ketu', 'mercury'],
];

describe('the 249-sub table', () => {
  it.each(PUBLISHED)('sub %i starts at %s, star lord %s, sub lord %s', (number, start, star, sub) => {
    const row = KP_SUBS[number - 1]!;
    expect([row.number, printed(row.startArcsec), row.starLord, row.subLord]).toEqual([number, start, star, sub]);
  });

  it('covers the circle without gap: 249 rows from 0° to 360°, each the next one\'s start', () => {
    expect(KP_SUBS).toHaveLength(249);
    expect(KP_SUBS[0]!.startArcsec).toBe(0);
    expect(KP_SUBS[248]!.endArcsec).toBe(1_296_000);
    for (let i = 1; i < KP_SUBS.length; i++) expect(KP_SUBS[i]!.startArcsec).toBe(KP_SUBS[i - 1]!.endArcsec);
  });

  it('has each sub as wide as 400″ × its lord\'s years, but the six split at a sign boundary, whose two pieces add up to it', () => {
    const split: number[] = [];
    for (let i = 0; i < KP_SUBS.length; i++) {
      const row = KP_SUBS[i]!;
      const full = 400 * grahaById(row.subLord).vimshottariYears;
      const width = row.endArcsec - row.startArcsec;
      if (width === full) continue;
      const next = KP_SUBS[i + 1]!;
      expect(row.endArcsec % 108_000, `sub ${row.number} ends at a sign boundary`).toBe(0);
      expect([next.subLord, next.starLord, width + next.endArcsec - next.startArcsec]).toEqual([row.subLord, row.starLord, full]);
      split.push(row.number);
      i++;
    }
    // Worked by hand from the definition (README.md): Krittika's Rahu sub (Aries/Taurus), Punarvasu's Moon sub
    // (Gemini/Cancer), and the same two stars' subs a third and two thirds of the circle on.
    expect(split.map((n) => `${n} ${printed(KP_SUBS[n - 1]!.startArcsec)}`)).toEqual([
      '22 Aries 29°13′20″', '62 Gemini 29°26′40″', '105 Leo 29°13′20″', '145 Libra 29°26′40″', '188 Sagittarius 29°13′20″', '228 Aquarius 29°26′40″',
    ]);
  });

  it('gives, at every row\'s start and middle, the star and sub lords of the row and its number', () => {
    for (const row of KP_SUBS) {
      for (const arcsec of [row.startArcsec, (row.startArcsec + row.endArcsec) / 2]) {
        const longitude = arcsec / 3600;
        expect(kpLordChain(longitude, 2), `${row.number} at ${arcsec}″`).toEqual([row.starLord, row.subLord]);
        expect(kpSubAt(longitude).number).toBe(row.number);
        expect(kpPoint(longitude, 3).signLord).toBe(row.signLord);
      }
    }
  });
});
