/**
 * Pitra dosha on hand-built charts (no astronomy): every rule where it fires, with its grahas, and where it does
 * not. The base chart has an Aries lagna (9th house Sagittarius, lord Jupiter), the Moon in Gemini (9th from it
 * Aquarius, lord Saturn) and fires no rule.
 */
import { describe, expect, it } from 'vitest';
import { PITRA_RULES, type PitraRuleId } from '../../../data/doshas.ts';
import { pitraDosha } from '../../../astro/doshas/pitra.ts';
import { GRAHA_IDS, type GrahaId, type Placements } from '../../../astro/chart/placement.ts';

const AR = 0, TA = 30, GE = 60, CN = 90, LE = 120, VI = 150, LI = 180, SC = 210, SG = 240, CP = 270, AQ = 300, PI = 330;

const BASE: Record<GrahaId, number> = {
  sun: TA + 10, moon: GE + 10, mars: CN + 10, mercury: TA + 20, jupiter: LE + 10, venus: GE + 20, saturn: CN + 20,
  rahu: VI + 10, ketu: PI + 10,
};

function placements(changes: Partial<Record<GrahaId, number>> = {}): Placements {
  const longitudes = { ...BASE, ...changes };
  const grahas = Object.fromEntries(
    GRAHA_IDS.map((graha) => [graha, { longitude: longitudes[graha], speedDegPerDay: 1, latitude: 0 }]),
  ) as Placements['grahas'];
  return { lagnaLongitude: AR + 15, grahas };
}

function check(chart: Placements, id: PitraRuleId): { fired: boolean; grahas: readonly GrahaId[] } {
  const rule = pitraDosha(chart).rules.find((entry) => entry.id === id);
  if (rule === undefined) throw new Error(`no rule ${id}`);
  return { fired: rule.fired, grahas: rule.grahas };
}

const CASES: readonly { id: PitraRuleId; fires: Partial<Record<GrahaId, number>>; grahas: GrahaId[]; not: Partial<Record<GrahaId, number>> }[] = [
  { id: 'sun-with-rahu', fires: { rahu: TA + 20, ketu: SC + 20 }, grahas: ['sun', 'rahu'], not: { rahu: GE + 5, ketu: SG + 5 } },
  { id: 'sun-with-ketu', fires: { ketu: TA + 20, rahu: SC + 20 }, grahas: ['sun', 'ketu'], not: { ketu: AR + 5, rahu: LI + 5 } },
  { id: 'sun-with-saturn', fires: { saturn: TA + 25 }, grahas: ['sun', 'saturn'], not: { saturn: GE + 25 } },
  { id: 'node-in-ninth', fires: { rahu: SG + 10, ketu: GE + 10 }, grahas: ['rahu'], not: { rahu: CP + 10, ketu: CN + 10 } },
  { id: 'ninth-lord-with-node', fires: { jupiter: VI + 20 }, grahas: ['jupiter', 'rahu'], not: { jupiter: LI + 20 } },
  { id: 'ninth-from-moon-node', fires: { rahu: CN + 5, ketu: CP + 5 }, grahas: ['saturn', 'rahu'], not: { rahu: LI + 5, ketu: AR + 5 } },
  { id: 'saturn-on-ninth', fires: { saturn: GE + 25 }, grahas: ['saturn'], not: { saturn: LE + 25 } },
  { id: 'sun-in-ninth-with-malefic', fires: { sun: SG + 10, mars: SG + 20 }, grahas: ['sun', 'mars'], not: { sun: SG + 10 } },
  { id: 'lagna-lord-dusthana-rahu-lagna', fires: { rahu: AR + 10, ketu: LI + 10, mars: VI + 10 }, grahas: ['mars', 'rahu'], not: { rahu: AR + 10, ketu: LI + 10 } },
];

describe('pitraDosha', () => {
  it('fires nothing on the base chart', () => {
    expect(pitraDosha(placements())).toEqual({
      present: false,
      fired: [],
      rules: PITRA_RULES.map(({ id }) => ({ id, fired: false, grahas: [] })),
    });
  });

  it('has a case for every rule', () => {
    expect(CASES.map((entry) => entry.id)).toEqual(PITRA_RULES.map((rule) => rule.id));
  });

  describe.each(CASES)('$id', ({ id, fires, grahas, not }) => {
    it('fires, with its grahas', () => {
      expect(check(placements(fires), id)).toEqual({ fired: true, grahas });
      expect(pitraDosha(placements(fires)).fired).toContain(id);
      expect(pitraDosha(placements(fires)).present).toBe(true);
    });
    it('does not fire', () => {
      expect(check(placements(not), id)).toEqual({ fired: false, grahas: [] });
    });
  });

  it('ninth-from-moon-node also fires for a node in the 9th sign from the Moon', () => {
    expect(check(placements({ rahu: AQ + 10, ketu: LE + 10 }), 'ninth-from-moon-node')).toEqual({ fired: true, grahas: ['rahu'] });
  });
});
