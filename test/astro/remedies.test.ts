/**
 * Remedies and mantras on hand-built charts (no astronomy): each affliction rule where it fires and where it
 * does not, each dosha mapped to its remedies, the completeness of every graha and deity mantra record, and
 * mantraSuggestions for a graha, a deity and a chart. Charts are written as signs and degrees; the comments
 * give the houses.
 */
import { describe, expect, it } from 'vitest';
import { GRAHA_IDS, type GrahaId, type Placements } from '../../astro/chart/placement.ts';
import {
  grahaAfflictions,
  mantraSuggestions,
  remedySuggestions,
  type RemedyDoshas,
} from '../../astro/recommendations/remedies.ts';
import type { KaalSarpResult } from '../../astro/doshas/kaal-sarp.ts';
import type { ManglikResult } from '../../astro/doshas/manglik.ts';
import type { PitraDoshaResult } from '../../astro/doshas/pitra.ts';
import type { SadeSatiResult } from '../../astro/doshas/sade-sati.ts';
import { AFFLICTION_RULES, DOSHA_REMEDIES, REMEDY_KINDS, doshaRemedyIds, type AfflictionRuleId } from '../../data/remedies.ts';
import { MANGLIK_REMEDIES } from '../../data/manglik.ts';
import { type ChartSpec, placementsOf } from '../helpers/placements.ts';
import {
  DEITY_MANTRAS,
  GRAHA_MANTRA_KINDS,
  MANTRA_IDS,
  deityMantra,
  grahaMantraName,
  grahaMantraText,
  japaCount,
} from '../../data/mantras.ts';


/**
 * The base chart, Taurus lagna, no affliction. Mars (5° Capricorn, exalted) and Saturn (20° Capricorn, own) share
 * the 9th, so neither aspects the other; together they aspect Pisces, Aries, Cancer, Leo and Libra, where no
 * graha stands. Sun 10° Taurus (1st), Mercury 20° Gemini (2nd), Moon 10° Virgo (5th), Jupiter 20° Sagittarius
 * (8th; it rules the 8th and 11th, no kendra or trikona), Venus 10° Aquarius (10th), Rahu 10° Gemini, Ketu 10°
 * Sagittarius. No graha is within its combustion orb of the Sun and no two star-planets are within 1°.
 */
const BASE: ChartSpec = {
  lagna: 'ta 15', sun: 'ta 10', moon: 'vi 10', mars: 'cp 5', mercury: 'ge 20',
  jupiter: 'sg 20', venus: 'aq 10', saturn: 'cp 20', rahu: 'ge 10', ketu: 'sg 10',
};

function chart(changes: Partial<ChartSpec> = {}, latitudes: Partial<Record<GrahaId, number>> = {}): Placements {
  return placementsOf(BASE, changes, { directSpeedDegPerDay: 0.7, latitudes });
}

function rulesOf(placements: Placements, graha: GrahaId): AfflictionRuleId[] {
  return (grahaAfflictions(placements)[graha] ?? []).map((finding) => finding.rule as AfflictionRuleId);
}

describe('the base chart', () => {
  it('has no afflicted graha, so no remedies without doshas', () => {
    expect(grahaAfflictions(chart())).toEqual({});
    const result = remedySuggestions({ chart: chart() });
    expect(result.grahas).toEqual([]);
    expect(result.doshas).toEqual([]);
    expect(result.convention).toBe('almanac');
  });
});

describe('affliction rules', () => {
  const tested = new Set<AfflictionRuleId>();
  const fires = (id: AfflictionRuleId, placements: Placements, graha: GrahaId) => {
    tested.add(id);
    expect(rulesOf(placements, graha), `${id} on ${graha}`).toContain(id);
    return (grahaAfflictions(placements)[graha] ?? []).find((finding) => finding.rule === id);
  };
  const doesNotFire = (id: AfflictionRuleId, placements: Placements, graha: GrahaId) => {
    expect(rulesOf(placements, graha), `${id} on ${graha}`).not.toContain(id);
  };

  it('debilitated: the Moon in Scorpio (7th) fires, in Virgo does not', () => {
    const finding = fires('affliction.debilitated', chart({ moon: 'sc 10' }), 'moon');
    expect(finding?.facts).toEqual({ sign: 8, house: 7 });
    expect(rulesOf(chart({ moon: 'sc 10' }), 'moon')).toEqual(['affliction.debilitated']);
    doesNotFire('affliction.debilitated', chart(), 'moon');
  });

  it('combust: Mercury 5° from the Sun fires, 40° away does not', () => {
    const finding = fires('affliction.combust', chart({ mercury: 'ta 15' }), 'mercury');
    expect(finding?.facts).toEqual({ separationDeg: 5, retrograde: false });
    doesNotFire('affliction.combust', chart(), 'mercury');
  });

  it('war lost: the southern of Venus and Jupiter within 1° loses, the northern does not', () => {
    const war = chart({ jupiter: 'aq 10.5' }, { venus: -1, jupiter: 1 });
    const finding = fires('affliction.war-lost', war, 'venus');
    expect(finding?.facts).toEqual({ winner: 'jupiter', separationDeg: 0.5 });
    doesNotFire('affliction.war-lost', war, 'jupiter');
    doesNotFire('affliction.war-lost', chart({ jupiter: 'aq 13' }, { venus: -1, jupiter: 1 }), 'venus');
  });

  it('lord of a kendra or trikona in a dusthana: the Sun (lord of the 4th) in the 8th fires, in the 1st does not', () => {
    const finding = fires('affliction.good-lord-in-dusthana', chart({ sun: 'sg 25' }), 'sun');
    expect(finding?.facts).toEqual({ house: 8, rulesHouses: [4] });
    doesNotFire('affliction.good-lord-in-dusthana', chart(), 'sun');
    // Jupiter rules the 8th and 11th only: in the 8th it is no kendra or trikona lord in a dusthana.
    doesNotFire('affliction.good-lord-in-dusthana', chart(), 'jupiter');
  });

  it('malefic aspect: Mars and Saturn in Capricorn aspect the Moon in Cancer (their 7th), not in Virgo', () => {
    const finding = fires('affliction.malefic-aspect', chart({ moon: 'cn 10' }), 'moon');
    expect(finding?.facts).toEqual({ sign: 4, aspectedBy: ['mars', 'saturn'] });
    doesNotFire('affliction.malefic-aspect', chart(), 'moon');
  });

  it('every affliction rule in the table is tested', () => {
    expect([...tested].sort()).toEqual(AFFLICTION_RULES.map((rule) => rule.id).sort());
  });

  it('an afflicted graha gets one remedy of each kind, all answering the finding', () => {
    const result = remedySuggestions({ chart: chart({ moon: 'sc 10' }) });
    expect(result.grahas.map((entry) => entry.graha)).toEqual(['moon']);
    const moon = result.grahas[0];
    expect(moon?.remedies.map((remedy) => remedy.kind)).toEqual(REMEDY_KINDS.map((kind) => kind.id));
    expect(moon?.remedies.every((remedy) => remedy.because.includes('affliction.debilitated'))).toBe(true);
    expect(moon?.remedies).toEqual([
      {
        kind: 'mantra', id: 'moon-mantra', mantras: ['moon-beej', 'moon-gayatri'], totalCount: 11000, dailyCount: 108,
        weekday: 1, ownHora: true, dayPart: 'evening', because: ['affliction.debilitated'],
      },
      { kind: 'charity', id: 'moon-charity', weekday: 1, because: ['affliction.debilitated'] },
      { kind: 'fast', id: 'moon-fast', weekday: 1, because: ['affliction.debilitated'] },
      { kind: 'puja', id: 'moon-puja', deity: 'shiva', weekday: 1, because: ['affliction.debilitated'] },
      { kind: 'rudraksha', id: 'moon-rudraksha', mukhi: 2, alternatives: [], because: ['affliction.debilitated'] },
    ]);
    const dashaYears = remedySuggestions({ chart: chart({ moon: 'sc 10' }), convention: 'dasha-years' });
    expect(dashaYears.grahas[0]?.remedies[0]).toMatchObject({ totalCount: 10000 });
  });
});

// Dosha results are built with only the fields the remedies read.
const manglik = { effective: true, cancellation: 'partial', strength: { residualLevel: 'medium', residualScore: 40 } } as unknown as ManglikResult;
const kaalSarp = { present: true, status: 'full', type: 'anant', direction: 'rahu-to-ketu' } as unknown as KaalSarpResult;
const sadeSati = { phase: 'peak', saturnHouseFromMoon: 1, dhaiya: { kind: null } } as unknown as SadeSatiResult;
const dhaiya = { phase: null, saturnHouseFromMoon: 8, dhaiya: { kind: 'ashtama' } } as unknown as SadeSatiResult;
const pitra = {
  present: true, fired: ['node-in-ninth'],
  rules: [{ id: 'node-in-ninth', fired: true, grahas: ['rahu'] }, { id: 'sun-with-saturn', fired: false, grahas: [] }],
} as unknown as PitraDoshaResult;

describe('doshas map to their remedies', () => {
  const only = (doshas: RemedyDoshas) => remedySuggestions({ chart: chart(), doshas });

  it('manglik: the remedies of data/manglik.ts, and Mars', () => {
    const result = only({ manglik });
    expect(result.doshas).toHaveLength(1);
    expect(result.doshas[0]).toMatchObject({ dosha: 'manglik', grahas: ['mars'], remedies: MANGLIK_REMEDIES.map((r) => r.id) });
    expect(result.doshas[0]?.finding).toEqual({ rule: 'dosha.manglik', facts: { level: 'medium', score: 40, cancellation: 'partial' } });
    expect(result.grahas.map((entry) => entry.graha)).toEqual(['mars']);
    expect(only({ manglik: { ...manglik, effective: false } }).doshas).toEqual([]);
  });

  it('kaal sarp: its remedies, and Rahu and Ketu', () => {
    const result = only({ kaalSarp });
    expect(result.doshas[0]).toMatchObject({ dosha: 'kaal-sarp', grahas: ['rahu', 'ketu'], remedies: doshaRemedyIds('kaal-sarp') });
    expect(result.grahas.map((entry) => entry.graha)).toEqual(['rahu', 'ketu']);
    expect(only({ kaalSarp: { ...kaalSarp, present: false } }).doshas).toEqual([]);
  });

  it('sade sati now and dhaiya now: the Saturn remedies', () => {
    expect(only({ sadeSati }).doshas.map((d) => [d.dosha, d.grahas])).toEqual([['sade-sati', ['saturn']]]);
    expect(only({ sadeSati: dhaiya }).doshas.map((d) => [d.dosha, d.finding.facts])).toEqual([['dhaiya', { kind: 'ashtama', saturnHouseFromMoon: 8 }]]);
    expect(doshaRemedyIds('sade-sati')).toContain('sade-sati-shani-mantra');
    expect(only({ sadeSati: { ...sadeSati, phase: null } }).doshas).toEqual([]);
  });

  it('pitra: its remedies, the Sun and the grahas of the rules that fired', () => {
    const result = only({ pitra });
    expect(result.doshas[0]).toMatchObject({ dosha: 'pitra', grahas: ['sun', 'rahu'], remedies: doshaRemedyIds('pitra') });
    expect(result.grahas.find((entry) => entry.graha === 'sun')?.findings).toEqual([{ rule: 'dosha.pitra', facts: { fired: ['node-in-ninth'] } }]);
  });

  it('every non-manglik dosha has at least one remedy and every remedy names known mantras', () => {
    for (const dosha of ['kaal-sarp', 'sade-sati', 'dhaiya', 'pitra'] as const) expect(doshaRemedyIds(dosha).length).toBeGreaterThan(0);
    for (const remedy of DOSHA_REMEDIES) for (const id of remedy.mantras) expect(MANTRA_IDS).toContain(id);
  });
});

const DEVANAGARI = /^[\p{Script=Devanagari}\s।॥ऽ]+$/u;
const LATIN = /^[\p{Script=Latin}\s,'-]+$/u;

describe('mantra records are complete', () => {
  it.each(GRAHA_IDS)('%s: beej, gayatri and stotra in Devanagari and Latin, with sources and counts', (graha) => {
    for (const kind of GRAHA_MANTRA_KINDS) {
      const text = grahaMantraText(graha, kind);
      expect(text.devanagari, `${graha} ${kind}`).toMatch(DEVANAGARI);
      expect(text.transliteration, `${graha} ${kind}`).toMatch(LATIN);
      expect(text.source.length).toBeGreaterThan(0);
    }
    expect(japaCount(graha, 'almanac')).toBeGreaterThan(0);
    expect(japaCount(graha, 'dasha-years')).toBeGreaterThan(0);
  });

  it.each(DEITY_MANTRAS.map((record) => record.id))('%s: mantra in Devanagari and Latin, with a source', (deity) => {
    const record = deityMantra(deity);
    expect(record.mantra.devanagari).toMatch(DEVANAGARI);
    expect(record.mantra.transliteration).toMatch(LATIN);
    expect(record.mantra.source.length).toBeGreaterThan(0);
    expect(record.timingSource.length).toBeGreaterThan(0);
    expect(record.japaCount === null || record.japaCount > 0).toBe(true);
    expect(record.id).toMatch(/^[a-z0-9-]+$/);
  });

  it('a graha mantra is named by the graha stem in Telugu and Malayalam, by its name elsewhere', () => {
    expect(grahaMantraName('mars', 'gayatri', 'te')).toBe('కుజ గాయత్రి');
    expect(grahaMantraName('sun', 'beej', 'te')).toBe('సూర్య బీజ మంత్రం');
    expect(grahaMantraName('jupiter', 'beej', 'ml')).toBe('ഗുരു ബീജമന്ത്രം');
    expect(grahaMantraName('mars', 'gayatri', 'ta')).toBe('செவ்வாய் காயத்ரி');
    expect(grahaMantraName('saturn', 'stotra', 'en')).toBe('Saturn Navagraha stotra verse');
  });

  it('mantra ids are unique and url-safe', () => {
    expect(new Set(MANTRA_IDS).size).toBe(MANTRA_IDS.length);
    for (const id of MANTRA_IDS) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('the counts of the two conventions: almanac and a thousand per dasha year', () => {
    expect(GRAHA_IDS.map((graha) => japaCount(graha))).toEqual([7000, 11000, 10000, 9000, 19000, 16000, 23000, 18000, 17000]);
    expect(GRAHA_IDS.map((graha) => japaCount(graha, 'dasha-years'))).toEqual([6000, 10000, 7000, 17000, 16000, 20000, 19000, 18000, 7000]);
  });
});

describe('mantraSuggestions', () => {
  it('a graha: beej and gayatri with counts and timing', () => {
    const [suggestion] = mantraSuggestions({ kind: 'graha', graha: 'sun' });
    expect(suggestion).toMatchObject({ target: 'graha', graha: 'sun', findings: [] });
    expect(suggestion?.mantras).toEqual([
      { id: 'sun-beej', totalCount: 7000, dailyCount: 108, weekday: 0, ownHora: true, dayPart: 'sunrise' },
      { id: 'sun-gayatri', totalCount: 7000, dailyCount: 108, weekday: 0, ownHora: true, dayPart: 'sunrise' },
    ]);
    const [rahu] = mantraSuggestions({ kind: 'graha', graha: 'rahu' });
    expect(rahu?.mantras[0]).toMatchObject({ weekday: 6, ownHora: false, dayPart: null });
  });

  it('a deity: its mantra', () => {
    expect(mantraSuggestions({ kind: 'deity', deity: 'shiva' })).toEqual([
      {
        target: 'deity', deity: 'shiva', findings: [],
        mantras: [{ id: 'shiva-mahamrityunjaya', totalCount: 125000, dailyCount: 108, weekday: 1, ownHora: false, dayPart: null }],
      },
    ]);
  });

  it('a chart: the afflicted grahas and the running dasha lords, Sun … Ketu', () => {
    const suggestions = mantraSuggestions({
      kind: 'chart', chart: chart({ moon: 'sc 10' }),
      dashaLords: [{ graha: 'venus', level: 1 }, { graha: 'moon', level: 2 }, { graha: 'venus', level: 3 }],
    });
    expect(suggestions.map((s) => s.target === 'graha' && [s.graha, s.findings.map((f) => f.rule)])).toEqual([
      ['moon', ['affliction.debilitated', 'dasha.running-lord']],
      ['venus', ['dasha.running-lord']],
    ]);
    expect(suggestions[1]?.findings[0]?.facts).toEqual({ levels: [1, 3] });
    expect(suggestions[1]?.mantras.map((m) => m.id)).toEqual(['venus-beej', 'venus-gayatri']);
    expect(mantraSuggestions({ kind: 'chart', chart: chart() })).toEqual([]);
  });
});
