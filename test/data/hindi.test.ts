/**
 * A Hindi response translates every text field: each record with an English name (`en`) has a Hindi one
 * (`hi`), and each text field (`deity`, `activities` … in the shape of data/text.ts) has its Hindi in
 * Devanagari, with the same shape as its English (a list as long).
 */
import { describe, expect, it } from 'vitest';
import { LANG_SCRIPTS } from '../../data/text.ts';
import { ANGULAR_ASPECTS, type AngularAspectName, type AspectStrength } from '../../astro/chart/aspects.ts';
import type { Dignity } from '../../astro/chart/dignity.ts';
import type { YogaStrength } from '../../astro/chart/yoga-rules/context.ts';
import { DASHA_LEVEL_NAMES } from '../../astro/dasha/types.ts';
import { ANANDADI_YOGAS } from '../../data/anandadi.ts';
import { BHAVAS } from '../../data/bhavas.ts';
import { CHOGHADIYA_TYPES, type ChoghadiyaNature } from '../../data/choghadiya.ts';
import { DASHA_LEVELS, DASHA_SYSTEMS, DASHA_YEARS, YOGINIS, dashaLevelByNumber, dashaMethodsOf, yoginiById } from '../../data/dashas.ts';
import { GRAHAS } from '../../data/grahas.ts';
import { KARANAS } from '../../data/karanas.ts';
import { AYANAS, LUNAR_MONTHS, RITUS, SAMVATSARAS, ayanaById, samvatsaraByNumber } from '../../data/lunar-calendar.ts';
import { ABHIJIT_MUHURTA_WORKS, MUHURTAS, muhurtaActivities } from '../../data/muhurtas.ts';
import { ABHIJIT, NAKSHATRAS, NAKSHATRA_MUKHAS, NAKSHATRA_NATURES } from '../../data/nakshatras.ts';
import {
  NO_PANCHAK, PANCHAKA_REMAINDERS, PANCHAK_BY_WEEKDAY, PANCHAK_PROHIBITED_WORKS, panchakByWeekday,
} from '../../data/panchaka.ts';
import {
  CHANDRA_NIVAS_RELATIONS, DIRECTIONS, DISHA_SHOOL, SHOOL_WAIVER_TEXT, directionById, nivasShoolDescription,
  shoolRecommendation,
} from '../../data/shool.ts';
import { SIGNS } from '../../data/signs.ts';
import { AMAVASYA_ACTIVITIES, TITHIS, TITHI_GROUPS, pakshaName, tithiActivities } from '../../data/tithis.ts';
import { VARAS } from '../../data/varas.ts';
import { VARGAS } from '../../data/vargas.ts';
import { CLASSICAL_YOGAS } from '../../data/yogas-classical.ts';
import { YOGAS } from '../../data/yogas.ts';
import {
  ASPECT_WORDS, DIGNITY_WORDS, MOTION_WORDS, NATURE_WORDS, QUALITY_WORDS, STRENGTH_WORDS,
  auspiciousWord,
} from '../../data/words.ts';
import type { Text } from '../../data/text.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/** True for a non-empty Devanagari text with no Latin letters left untranslated. */
function isHindi(text: unknown): boolean {
  return typeof text === 'string' && text.trim().length > 0 && DEVANAGARI.test(text) && !LATIN.test(text);
}

/**
 * Every record of `table` has a Hindi `hi` beside `en` (or beside `name` where the English name is `name`), and
 * each text field in `fields` (a `Text`, a `TextList` or null) has its Hindi form, of the same shape.
 */
function expectHindi(table: readonly object[], fields: readonly string[] = []): void {
  expect(table.length).toBeGreaterThan(0);
  for (const record of table as readonly Record<string, unknown>[]) {
    const label = JSON.stringify(record.id ?? record.number ?? record.en ?? record.name);
    if ('en' in record || 'name' in record) expect(isHindi(record.hi), `hi of ${label}`).toBe(true);
    for (const field of fields) {
      const text = record[field] as { readonly en: unknown; readonly hi?: unknown } | null;
      if (text === null) continue;
      const { en, hi } = text;
      if (Array.isArray(en)) {
        expect(Array.isArray(hi), `${field}.hi of ${label}`).toBe(true);
        expect((hi as unknown[]).length, `${field}.hi of ${label}`).toBe(en.length);
        for (const item of hi as unknown[]) expect(isHindi(item), `${field}.hi of ${label}: ${String(item)}`).toBe(true);
      } else {
        expect(typeof en, `${field}.en of ${label}`).toBe('string');
        expect(isHindi(hi), `${field}.hi of ${label}: ${String(hi)}`).toBe(true);
      }
    }
  }
}

/** Every word of a vocabulary has both forms, the Hindi in Devanagari. */
function expectWords(words: Readonly<Record<string, Text>>): void {
  const entries = Object.values(words);
  expect(entries.length).toBeGreaterThan(0);
  for (const word of entries) {
    expect(word.en.length).toBeGreaterThan(0);
    expect(isHindi(word.hi), `hi of ${word.en}`).toBe(true);
  }
}

describe('panchanga tables in Hindi', () => {
  it('tithis: names, deities, observances, group works and paksha names', () => {
    expectHindi(TITHIS, ['deity', 'observance']);
    expectHindi(TITHI_GROUPS, ['activities']);
    for (const paksha of ['shukla', 'krishna'] as const) expect(isHindi(pakshaName(paksha).hi)).toBe(true);
    for (const t of TITHIS) {
      const hi = tithiActivities(t, 'hi');
      expect(hi).toHaveLength(tithiActivities(t).length);
      for (const text of hi) expect(isHindi(text), text).toBe(true);
    }
    expect(tithiActivities(TITHIS[29], 'hi')).toEqual(AMAVASYA_ACTIVITIES.hi);
    expect(AMAVASYA_ACTIVITIES.hi).toHaveLength(AMAVASYA_ACTIVITIES.en.length);
  });

  it('nakshatras: names, deities, symbols, mukha and nature with their works, Abhijit', () => {
    expectHindi(NAKSHATRAS, ['deity', 'symbol']);
    expectHindi(NAKSHATRA_MUKHAS, ['activities']);
    expectHindi(NAKSHATRA_NATURES, ['activities']);
    expectHindi([ABHIJIT], ['deity', 'symbol']);
  });

  it('yogas, karanas, varas: names, meanings, descriptions, deities and works', () => {
    expectHindi(YOGAS, ['meaning', 'description']);
    expectHindi(KARANAS, ['deity', 'activities']);
    expectHindi(VARAS);
  });

  it('muhurtas and choghadiya: names, works and meanings', () => {
    expectHindi(MUHURTAS);
    for (const m of MUHURTAS) {
      const hi = muhurtaActivities(m, 'hi');
      expect(hi).toHaveLength(muhurtaActivities(m).length);
      for (const text of hi) expect(isHindi(text), text).toBe(true);
    }
    expect(muhurtaActivities(MUHURTAS[7], 'hi')).toEqual(ABHIJIT_MUHURTA_WORKS.hi);
    expectHindi(CHOGHADIYA_TYPES, ['activities', 'meaning']);
  });

  it('anandadi yogas, panchak periods, panchaka remainders, the no-panchak answer and the prohibited works', () => {
    expectHindi(ANANDADI_YOGAS, ['description']);
    expectHindi(PANCHAK_BY_WEEKDAY, ['description']);
    expectHindi(PANCHAKA_REMAINDERS, ['description']);
    expectHindi([NO_PANCHAK], ['description']);
    expectHindi(PANCHAK_PROHIBITED_WORKS);
    expect(panchakByWeekday(0).hi).toBe('रोग पंचक');
  });

  it('shool: directions, remedies, Moon relations and the waiver', () => {
    expectHindi(DIRECTIONS);
    expectHindi(DISHA_SHOOL, ['remedy']);
    expectHindi(CHANDRA_NIVAS_RELATIONS);
    expect(isHindi(SHOOL_WAIVER_TEXT.hi)).toBe(true);
    for (const relation of CHANDRA_NIVAS_RELATIONS) {
      expect(relation.en).toContain('the traveller');
      expect(relation.hi).toContain('यात्री');
    }
  });

  it('calendar: lunar months, ritus, ayanas with their meaning, samvatsaras', () => {
    expectHindi(LUNAR_MONTHS);
    expectHindi(RITUS);
    expectHindi(AYANAS, ['meaning']);
    expectHindi(SAMVATSARAS);
    expect(ayanaById('dakshinayana').hi).toBe('दक्षिणायन');
    expect(samvatsaraByNumber(38)?.en).toBe('Krodhi');
    expect(samvatsaraByNumber(61)).toBeNull();
  });
});

describe('kundali and dasha tables in Hindi', () => {
  it('grahas, signs, bhavas with what they signify, vargas with what they signify and their rule', () => {
    expectHindi(GRAHAS);
    expectHindi(SIGNS);
    expectHindi(BHAVAS, ['signifies']);
    expectHindi(VARGAS, ['signifies', 'ruleText']);
    expectHindi(VARGAS.flatMap((varga) => ('alternatives' in varga ? varga.alternatives : [])), ['ruleText']);
  });

  it('classical yogas: name, rule and result', () => {
    expectHindi(CLASSICAL_YOGAS, ['rule', 'result']);
  });

  it('dasha systems, year lengths, yoginis and levels', () => {
    expectHindi(DASHA_SYSTEMS, ['startRule']);
    expectHindi(DASHA_SYSTEMS.filter((system) => system.kind === 'sign'), ['variant']);
    expectHindi(DASHA_SYSTEMS.flatMap((system) => (system.applicability === null ? [] : [system.applicability])), ['condition']);
    expectHindi(DASHA_SYSTEMS.flatMap((system) => dashaMethodsOf(system.id)), ['rule']);
    expectHindi(DASHA_YEARS);
    expectHindi(YOGINIS);
    expectHindi(DASHA_LEVELS);
  });
});

describe('shared vocabularies (data/words.ts)', () => {
  it('give every word in both languages', () => {
    for (const words of [QUALITY_WORDS, NATURE_WORDS, DIGNITY_WORDS, ASPECT_WORDS,
      STRENGTH_WORDS, MOTION_WORDS]) {
      expectWords(words);
    }
    expect(auspiciousWord(false)).toBe(QUALITY_WORDS.Inauspicious);
  });

  it('cover every value the tables and the engine produce', () => {
    // Compile-time: each vocabulary is complete for the type whose values it names.
    const dignity: Readonly<Record<Dignity, Text>> = DIGNITY_WORDS;
    const aspect: Readonly<Record<AngularAspectName, Text>> = ASPECT_WORDS;
    const aspectStrength: Readonly<Record<AspectStrength, Text>> = STRENGTH_WORDS;
    const yogaStrength: Readonly<Record<YogaStrength, Text>> = STRENGTH_WORDS;
    const nature: Readonly<Record<ChoghadiyaNature, Text>> = NATURE_WORDS;
    expect([dignity, aspect, aspectStrength, yogaStrength, nature].every((words) => words !== undefined)).toBe(true);
    // Runtime: every quality a table holds has its word.
    const qualities = [
      ...TITHIS.map((t) => t.quality), ...YOGAS.map((y) => y.quality), ...KARANAS.map((k) => k.quality),
      ...MUHURTAS.map((m) => m.quality), ...YOGINIS.map((y) => y.nature), ...CLASSICAL_YOGAS.map((y) => y.type),
    ];
    for (const quality of qualities) expect(QUALITY_WORDS[quality].en).toBe(quality);
    for (const { name } of ANGULAR_ASPECTS) expect(ASPECT_WORDS[name].en).toBe(name);
  });
});

describe('sentences built from the tables', () => {
  /** Setting out north on a Wednesday with the Moon in Capricorn, dwelling in the south. */
  const parts = {
    shool: directionById('north'),
    vara: VARAS[3],
    moonNivas: directionById('south'),
    moonSign: SIGNS[9],
    relation: CHANDRA_NIVAS_RELATIONS[2],
  };

  it('nivas shool: the English wording the panchanga response has always had, and its Hindi', () => {
    expect(nivasShoolDescription(parts, 'en')).toBe(
      'Disha shool: setting out towards the North on Wednesday is inauspicious. ' +
      'The Moon dwells in the South (Chandra nivas, Moon in Capricorn). ' +
      'The Moon is behind a traveller heading north: danger to life.');
    expect(nivasShoolDescription(parts, 'hi')).toBe(
      'दिशा शूल: बुधवार को उत्तर दिशा की यात्रा अशुभ है। ' +
      'चंद्रमा का निवास दक्षिण दिशा में है (चंद्र निवास, चंद्रमा मकर राशि में)। ' +
      'चंद्रमा उत्तर की ओर जाने वाले यात्री के पीछे है: प्राणों को संकट।');
  });

  it('nivas shool in Tamil reads with the Tamil names, and in each of the seven languages is whole and in its script', () => {
    expect(nivasShoolDescription(parts, 'ta')).toBe(
      'திசை சூலம்: புதன்கிழமை அன்று வடக்கு திசையில் பயணம் தொடங்குவது அசுபம். ' +
      'சந்திரன் தெற்கு திசையில் வசிக்கிறார் (சந்திர நிவாசம், சந்திரன் மகரம் ராசியில்). ' +
      'வடக்கு திசை நோக்கிச் செல்பவருக்குச் சந்திரன் பின்னால் இருக்கிறார்: உயிருக்கு ஆபத்து.');
    for (const lang of ['ta', 'te', 'kn', 'ml', 'mr', 'bn', 'gu'] as const) {
      const text = nivasShoolDescription(parts, lang);
      expect(text, lang).not.toMatch(/[{}A-Za-z]/);
      expect(LANG_SCRIPTS[lang].test(text), lang).toBe(true);
      for (const name of [VARAS[3][lang], SIGNS[9][lang], directionById('north')[lang], directionById('south')[lang]]) expect(text, lang).toContain(name);
      expect(shoolRecommendation(5, lang)).toBe(`${DISHA_SHOOL[5].remedy[lang]} ${SHOOL_WAIVER_TEXT[lang]}`);
    }
  });

  it('shool recommendation: the remedy of the weekday, then the waiver', () => {
    expect(shoolRecommendation(5, 'en')).toBe(`${DISHA_SHOOL[5].remedy.en} ${SHOOL_WAIVER_TEXT.en}`);
    expect(shoolRecommendation(5, 'hi')).toBe(`${DISHA_SHOOL[5].remedy.hi} ${SHOOL_WAIVER_TEXT.hi}`);
    expect(isHindi(shoolRecommendation(0, 'hi'))).toBe(true);
  });
});

describe('one name for each yogini and each dasha level', () => {
  it('names each yogini by its id: the sixth is Ulka (उल्का), the spec spelling Ulpukta only an alias', () => {
    for (const yogini of YOGINIS) expect(yogini.id).toBe(yogini.en.toLowerCase());
    expect(yoginiById('ulka')).toMatchObject({ en: 'Ulka', hi: 'उल्का' });
    expect(yoginiById('ulka').aliases).toContain('Ulpukta');
  });

  it('keys the dasha levels as the engine does, 1 = mahadasha … 5 = prana', () => {
    expect(DASHA_LEVELS.map((level) => level.id)).toEqual([...DASHA_LEVEL_NAMES]);
    expect(dashaLevelByNumber(2)?.hi).toBe('अंतर्दशा');
    expect(dashaLevelByNumber(6)).toBeNull();
  });
});
