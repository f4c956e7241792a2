/**
 * The name tables checked against a published source in each regional language, so that each table names the source
 * its names follow. For each language and table the record below keeps only the
 * source's forms that differ from the service's, each with its class: the source's error (kept out of the
 * service), a spelling variant both in print (the service keeps the form named in the reason), or a correction the
 * check made to the service's table. The agreeing names are held by a digest of the checked names, so a later edit
 * of any checked name fails here until the check is redone and this record updated; the counts docs/languages.md
 * states ("Name tables and their sources") are recomputed from this record.
 *
 * PyJHora's tables are a target, not the truth: its Telugu and Kannada lists hold misspellings and a shifted run of
 * yogas, and its Tamil and Malayalam month lists name the solar months. The pages' lists were read at the addresses
 * given; only the names that differ are copied here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GRAHAS } from '../../../data/grahas.ts';
import { KARANAS } from '../../../data/karanas.ts';
import { LUNAR_MONTHS, RITUS, SAMVATSARAS } from '../../../data/lunar-calendar.ts';
import { NAKSHATRAS } from '../../../data/nakshatras.ts';
import { SIGNS } from '../../../data/signs.ts';
import { TITHIS } from '../../../data/tithis.ts';
import type { Names } from '../../../data/text.ts';
import { VARAS } from '../../../data/varas.ts';
import { KAAL_SARP_TYPES } from '../../../data/doshas.ts';
import { SUNRISE_LAGNA_NAMES, UPAGRAHA_NAMES } from '../../../data/jaimini-points.ts';
import { CHARA_KARAKAS } from '../../../data/karakas.ts';
import { VARGAS } from '../../../data/vargas.ts';
import { YOGAS } from '../../../data/yogas.ts';

/** The checked tables in their order (a position is the record's place in the table, from 1). */
const TABLES = {
  nakshatras: { rows: NAKSHATRAS, heading: 'nakshatras' },
  tithis: { rows: TITHIS, heading: 'tithis' },
  yogas: { rows: YOGAS, heading: 'yogas' },
  karanas: { rows: KARANAS, heading: 'karanas' },
  varas: { rows: VARAS, heading: 'weekdays' },
  signs: { rows: SIGNS, heading: 'rashis' },
  grahas: { rows: GRAHAS, heading: 'grahas' },
  months: { rows: LUNAR_MONTHS, heading: 'lunar months' },
  samvatsaras: { rows: SAMVATSARAS, heading: 'samvatsaras' },
  ritus: { rows: RITUS, heading: 'ritus' },
  karakas: { rows: CHARA_KARAKAS, heading: 'chara karakas' },
  sunriseLagnas: { rows: SUNRISE_LAGNA_NAMES, heading: 'special lagnas' },
  upagrahas: { rows: UPAGRAHA_NAMES, heading: 'upagrahas' },
  kaalSarp: { rows: KAAL_SARP_TYPES, heading: 'kaal sarp' },
  vargas: { rows: VARGAS, heading: 'vargas' },
} as const satisfies Record<string, { rows: readonly Names[]; heading: string }>;
type TableId = keyof typeof TABLES;

/** The languages checked here (English and Hindi are the catalogues' own). */
const CHECKED_LANGS = ['te', 'kn', 'mr', 'bn', 'gu', 'ta', 'ml'] as const;
type CheckedLang = (typeof CHECKED_LANGS)[number];
const LANGUAGE_NAMES: Record<CheckedLang, string> = {
  te: 'Telugu', kn: 'Kannada', mr: 'Marathi', bn: 'Bengali', gu: 'Gujarati', ta: 'Tamil', ml: 'Malayalam',
};

/** The published sources: PyJHora's language files (naturalstupid/PyJHora) and the pages, by the address read. */
const SOURCES = {
  'pyjhora-te': { label: 'PyJHora `src/jhora/lang/list_values_te.txt`', address: 'https://github.com/naturalstupid/PyJHora/blob/main/src/jhora/lang/list_values_te.txt' },
  'pyjhora-kn': { label: 'PyJHora `src/jhora/lang/list_values_ka.txt`', address: 'https://github.com/naturalstupid/PyJHora/blob/main/src/jhora/lang/list_values_ka.txt' },
  'pyjhora-ta': { label: 'PyJHora `src/jhora/lang/list_values_ta.txt`', address: 'https://github.com/naturalstupid/PyJHora/blob/main/src/jhora/lang/list_values_ta.txt' },
  'pyjhora-ml': { label: 'PyJHora `src/jhora/lang/list_values_ml.txt`', address: 'https://github.com/naturalstupid/PyJHora/blob/main/src/jhora/lang/list_values_ml.txt' },
  'pyjhora-msg-te': { label: 'PyJHora `src/jhora/lang/msg_strings_te.txt` (V3.8.3)', address: 'https://github.com/naturalstupid/PyJHora/blob/06aa5ecd350314ac16746456935ccdb5d32747bb/src/jhora/lang/msg_strings_te.txt' },
  'pyjhora-msg-kn': { label: 'PyJHora `src/jhora/lang/msg_strings_ka.txt` (V3.8.3)', address: 'https://github.com/naturalstupid/PyJHora/blob/06aa5ecd350314ac16746456935ccdb5d32747bb/src/jhora/lang/msg_strings_ka.txt' },
  'pyjhora-msg-ta': { label: 'PyJHora `src/jhora/lang/msg_strings_ta.txt` (V3.8.3)', address: 'https://github.com/naturalstupid/PyJHora/blob/06aa5ecd350314ac16746456935ccdb5d32747bb/src/jhora/lang/msg_strings_ta.txt' },
  'pyjhora-msg-ml': { label: 'PyJHora `src/jhora/lang/msg_strings_ml.txt` (V4.5.8)', address: 'https://github.com/naturalstupid/PyJHora/blob/11f8466ec3add811a2bb9570539bc6d63bd93fc2/src/jhora/lang/msg_strings_ml.txt' },
  'mr-wikipedia-nakshatra': { label: 'Marathi Wikipedia, the nakshatra list of उत्तराषाढा', address: 'https://mr.wikipedia.org/wiki/%E0%A4%89%E0%A4%A4%E0%A5%8D%E0%A4%A4%E0%A4%B0%E0%A4%BE%E0%A4%B7%E0%A4%BE%E0%A4%A2%E0%A4%BE' },
  'webdunia-marathi-tithi-vaar': { label: 'Webdunia Marathi, मराठी तिथी, वार आणि महिने', address: 'https://m-marathi.webdunia.com/marathi-general-knowledge/marathi-tithi-vaar-mahine-123080200012_1.html' },
  'mr-wikipedia-navagraha': { label: 'Marathi Wikipedia, नवग्रह', address: 'https://mr.wikipedia.org/wiki/%E0%A4%A8%E0%A4%B5%E0%A4%97%E0%A5%8D%E0%A4%B0%E0%A4%B9' },
  'mr-wikipedia-panchang': { label: 'Marathi Wikipedia, पंचांग (the karanas, revision 1675791)', address: 'http://mr.m.wikipedia.org/wiki/%E0%A4%B5%E0%A4%BF%E0%A4%B6%E0%A5%87%E0%A4%B7:Diff/1675791' },
  'mr-wikipedia-samvatsar': { label: 'Marathi Wikipedia, संवत्सरांची नावे (the first 13 read)', address: 'https://mr.wikipedia.org/wiki/%E0%A4%B8%E0%A4%82%E0%A4%B5%E0%A4%A4%E0%A5%8D%E0%A4%B8%E0%A4%B0%E0%A4%BE%E0%A4%82%E0%A4%9A%E0%A5%80_%E0%A4%A8%E0%A4%BE%E0%A4%B5%E0%A5%87' },
  'pradnyaastro-27-yoga': { label: 'pradnyaastro.blogspot.com, २७ योग (the 27 yogas in order)', address: 'https://pradnyaastro.blogspot.com/2019/07/blog-post.html' },
  'lokmat-rashi': { label: 'Lokmat, the twelve rashis in order', address: 'https://www.lokmat.com/topics/zodiac-sign' },
  'usingha-bangla-calendar': { label: 'usingha.com Bengali calendar, the daily tithi, nakshatra, karana and yoga', address: 'http://www.usingha.com/sal/261.html' },
  'bn-wikipedia-paksha': { label: 'Bengali Wikipedia, পক্ষ (the tithis of both pakshas)', address: 'https://bn.m.wikipedia.org/wiki/%E0%A6%B6%E0%A7%81%E0%A6%95%E0%A7%8D%E0%A6%B2_%E0%A6%AA%E0%A6%95%E0%A7%8D%E0%A6%B7' },
  'reflectu-rashi': { label: 'reflectu.in, the twelve rashis', address: 'https://reflectu.in/%e0%a6%95%e0%a7%8b%e0%a6%a8-%e0%a6%a6%e0%a6%bf%e0%a6%a8-%e0%a6%9c%e0%a6%a8%e0%a7%8d%e0%a6%ae-%e0%a6%b9%e0%a6%b2%e0%a7%87-%e0%a6%95%e0%a7%80-%e0%a6%b0%e0%a6%be%e0%a6%b6%e0%a6%bf-%e0%a6%b9%e0%a6%af' },
  'souvaggerbondhu-nava-graha': { label: 'souvaggerbondhu.in, নব গ্রহ (the nine grahas)', address: 'https://souvaggerbondhu.in/nine-planet/' },
  'reflectu-bengali-date': { label: 'reflectu.in, the twelve Bengali months', address: 'https://reflectu.in/today-bengali-date' },
  'gu-wikipedia-mahino': { label: 'Gujarati Wikipedia, મહિનો (the Vikram samvat months)', address: 'http://gu.wikipedia.org/wiki/%E0%AA%AE%E0%AA%B9%E0%AA%BF%E0%AA%A8%E0%AB%8B' },
  'jainqq-gujarati-28-nakshatra': { label: 'a Gujarati Jain text at jainqq.org, અઠ્ઠાવીસ નક્ષત્રોનાં નામ (the 28 with Abhijit, which the 27 leave out)', address: 'https://jainqq.org/explore/008965/187' },
  'gu-wikipedia-mangalvar': { label: 'Gujarati Wikipedia, મંગળવાર (the weekdays)', address: 'https://gu.wikipedia.org/wiki/%E0%AA%AE%E0%AA%82%E0%AA%97%E0%AA%B3%E0%AA%B5%E0%AA%BE%E0%AA%B0' },
  'bhrugusanhita-karan': { label: 'bhrugusanhita.com, કરણ (the eleven karanas)', address: 'https://bhrugusanhita.com/2009/03/26/%E0%AA%95%E0%AA%B0%E0%AA%A3/' },
  'gu-wikipedia-yoga': { label: 'Gujarati Wikipedia, યોગ (પંચાંગ) (the first 13 read)', address: 'https://gu.wikipedia.org/wiki/%E0%AA%AF%E0%AB%8B%E0%AA%97_(%E0%AA%AA%E0%AA%82%E0%AA%9A%E0%AA%BE%E0%AA%82%E0%AA%97)' },
  'akilanews-panchang': { label: 'Akila daily panchang, the grahas and their signs', address: 'https://akilanews.com/Panchang/index/12-11-2020' },
} as const;
type SourceId = keyof typeof SOURCES;

/** Why a source's form differs: the class follows from the reason. */
const REASONS = {
  // the source's error: the service's form stands
  misspelt: { kind: 'source-error', text: 'misspelt in the source' },
  'cut-short': { kind: 'source-error', text: 'cut short' },
  'month-name': { kind: 'source-error', text: "the lunar month's name in place of the nakshatra's" },
  'nakshatra-name': { kind: 'source-error', text: "the nakshatra's name in place of the month's" },
  'other-word': { kind: 'source-error', text: 'another word: a god, a graha, the word graha, a plural, a word of like sound (Maitra for Matri, Sankalpa for Shankhapala)' },
  'latin-script': { kind: 'source-error', text: 'left in Latin letters, untranslated' },
  'solar-months': { kind: 'source-error', text: 'the solar months of the regional calendar, not the lunar months this table names' },
  shifted: { kind: 'source-error', text: 'out of order: the names of neighbouring positions' },
  'wrong-script': { kind: 'source-error', text: 'written in Telugu letters in the Kannada list' },
  'hindi-form': { kind: 'source-error', text: 'the Hindi name in Kannada letters; Kannada almanacs print Ashvayuja' },
  // a spelling both in print: the service keeps its form, for the reason given
  'ending-mu': { kind: 'variant', text: 'the older Telugu ending -ము; current almanacs print -ం, which the service keeps' },
  'neuter-ending': { kind: 'variant', text: "with or without the neuter ending (-ం, -ம், -ം); the service keeps the almanacs' form" },
  ttha: { kind: 'variant', text: 'ष्ट for ष्ठ, both in print; the service keeps the Sanskrit ष्ठ' },
  'vowel-length': { kind: 'variant', text: 'a long or short vowel the language writes both ways' },
  aspirate: { kind: 'variant', text: 'an aspirate or plain stop (థ/త, ధ/ద) the language writes both ways' },
  'final-consonant': { kind: 'variant', text: 'a final consonant written with a vowel (-ు, -ു) or with the virama' },
  'regional-name': { kind: 'variant', text: "the Sanskrit name where the region's almanacs print their own; the service keeps the regional name" },
  'sanskrit-form': { kind: 'variant', text: 'the fuller Sanskrit form; the service keeps the form the region prints' },
  'other-name': { kind: 'variant', text: "another name of the same thing, also in print; the service keeps the almanacs' name" },
  alias: { kind: 'variant', text: 'Vishti printed with or without its other name Bhadra' },
  grantha: { kind: 'variant', text: 'Grantha letters or a cluster where Tamil almanacs write Tamil letters with a vowel' },
  transliterated: { kind: 'variant', text: 'the Sanskrit name letter for letter with a long final vowel; the service keeps the Tamil almanac form' },
  encoding: { kind: 'variant', text: 'the same letters in the older Malayalam encoding (ര്‍, ര് with the virama)' },
  spacing: { kind: 'variant', text: 'written joined or apart' },
  voicing: { kind: 'variant', text: 'a final voiced or voiceless stop (శరద్, శరత్), both in print' },
  'masculine-ending': { kind: 'variant', text: "with or without the masculine ending of a point or serpent named as a person (-ன், -ుడు, -ువు, -ൻ); the service keeps the almanacs' form" },
  'compound-ending': { kind: 'variant', text: 'the compound written apart and without its ending (ఆత్మ కారక); the service keeps one word with the ending' },
  'vocalic-r': { kind: 'variant', text: 'the vocalic ṛ written ரி or ரு in Tamil letters, both in print; the service keeps ரு' },
  ghati: { kind: 'variant', text: 'Ghati, the short form of Ghatika (one unit); the service keeps Ghatika' },
  'joined-short': { kind: 'variant', text: 'written joined and without the final ā (ભાદ્રપદ); the service keeps two words with the ā, as its Marathi table does' },
  'retroflex-la': { kind: 'variant', text: 'the Sanskrit લ where Gujarati print mostly writes ળ (મૂળ), which the service keeps' },
  gemination: { kind: 'variant', text: 'a doubled consonant written single (ત્ત, க்க, த்த), as much print does' },
  'ordinal-form': { kind: 'variant', text: 'the cardinal form of a varga (Panchamsa, Saptamsa, Ashtamsa) beside the ordinal (Panchamamsa …), both in print; the service keeps the ordinal' },
  sandhi: { kind: 'variant', text: 'the parts joined without the sandhi (Shashtiamsa, Nadi amsha) beside the sandhi form (Shashtyamsa, Nadyamsha), both in print' },
  kumbha: { kind: 'variant', text: 'Vishkumbha, which many almanacs print beside the Sanskrit Vishkambha' },
} as const satisfies Record<string, { kind: 'source-error' | 'variant'; text: string }>;
type ReasonId = keyof typeof REASONS;

/** Why the check corrected the service's form. */
const CORRECTIONS = {
  'ml-anusvara': 'Malayalam writes the nasal conjunct (ന്ദ), not the Devanagari anusvara before a dental (ംദ)',
  'ml-encoding': 'the modern Malayalam spelling: the chillu ർ for ര് with the virama, ൗ for ൌ, ർത്ഥ for ര്ഥ',
  nala: 'Nala with ള/ಳ, as Malayalam and Kannada write the name',
} as const;
type CorrectionId = keyof typeof CORRECTIONS;

/** One check: a language's table against one source, over the positions the source gives. */
interface Check {
  readonly lang: CheckedLang;
  readonly table: TableId;
  readonly source: SourceId;
  /** The positions compared: the whole table, or those the source gives. */
  readonly positions: 'all' | readonly number[];
  /** sha256 (first 16 hex digits) of the service's names at those positions, joined by newlines. */
  readonly digest: string;
  /** [position, the source's form, the service's form, why], for every position where they differ. */
  readonly differences: readonly (readonly [number, string, string, ReasonId])[];
  /** [position, the service's form before the check, its form now, why]. */
  readonly corrections?: readonly (readonly [number, string, string, CorrectionId])[];
}

const CHECKS: readonly Check[] = [
  { lang: 'te', table: 'nakshatras', source: 'pyjhora-te', positions: 'all', digest: '0489549e5b70e4c0',
    differences: [
      [6, 'ఆర్ద్ర', 'ఆరుద్ర', 'regional-name'],
      [8, 'పపుష్యమి', 'పుష్యమి', 'misspelt'],
      [10, 'మాఘ', 'మఖ', 'month-name'],
      [11, 'పూర్వ ఫల్గుని', 'పుబ్బ', 'regional-name'],
      [12, 'ఉత్తర ఫల్గుని', 'ఉత్తర', 'regional-name'],
      [17, 'అనురాధ', 'అనూరాధ', 'vowel-length'],
      [18, 'జ్యేష్ట', 'జ్యేష్ఠ', 'ttha'],
      [20, 'పూర్వాషాడ', 'పూర్వాషాఢ', 'misspelt'],
      [21, 'ఉత్తరాషాడ', 'ఉత్తరాషాఢ', 'misspelt'],
      [22, 'శ్రావణ', 'శ్రవణం', 'month-name'],
      [24, 'శతభిష', 'శతభిషం', 'neuter-ending'],
    ],
  },
  { lang: 'te', table: 'tithis', source: 'pyjhora-te', positions: 'all', digest: '43bff03e01bdb5bd',
    differences: [
      [6, 'షష్టి', 'షష్ఠి', 'ttha'],
      [14, 'చతుర్ధశి', 'చతుర్దశి', 'misspelt'],
      [21, 'షష్టి', 'షష్ఠి', 'ttha'],
      [29, 'చతుర్ధశి', 'చతుర్దశి', 'misspelt'],
    ],
  },
  { lang: 'te', table: 'yogas', source: 'pyjhora-te', positions: 'all', digest: '100dd3e2fb0e2856',
    differences: [
      [1, 'విష్కంభ', 'విష్కంభం', 'neuter-ending'],
      [4, 'సౌభాగ్య', 'సౌభాగ్యం', 'neuter-ending'],
      [5, 'శోభన', 'శోభనం', 'neuter-ending'],
      [6, 'అతిగండ', 'అతిగండం', 'neuter-ending'],
      [9, 'సూలా', 'శూలం', 'misspelt'],
      [10, 'గండ', 'గండం', 'neuter-ending'],
      [12, 'ధృవ', 'ధ్రువం', 'misspelt'],
      [13, 'వ్యాఘాత', 'వ్యాఘాతం', 'neuter-ending'],
      [14, 'హర్షనా', 'హర్షణం', 'misspelt'],
      [15, 'వజ్ర', 'వజ్రం', 'neuter-ending'],
      [17, 'వ్యతిపాత', 'వ్యతీపాతం', 'vowel-length'],
      [18, 'వ్రియానా', 'వరీయాన్', 'misspelt'],
      [19, 'పరిఘ', 'పరిఘం', 'neuter-ending'],
      [20, 'శివ', 'శివం', 'neuter-ending'],
      [21, 'సిద్ధ', 'సిద్ధం', 'neuter-ending'],
      [22, 'సాధ్య', 'సాధ్యం', 'neuter-ending'],
      [23, 'శుభ', 'శుభం', 'neuter-ending'],
      [24, 'సుక్లా', 'శుక్లం', 'misspelt'],
      [25, 'బ్రహ్మ', 'బ్రహ్మం', 'neuter-ending'],
      [26, 'ఇంద్రుడు', 'ఇంద్రం', 'other-word'],
    ],
  },
  { lang: 'te', table: 'karanas', source: 'pyjhora-te', positions: 'all', digest: 'f710c505452cd461',
    differences: [
      [1, 'బావ', 'బవ', 'misspelt'],
      [4, 'తైతిల', 'తైతుల', 'vowel-length'],
      [5, 'గార', 'గరజ', 'misspelt'],
      [6, 'వనిజ', 'వణిజ', 'misspelt'],
      [7, 'విష్టి(భద్ర)', 'భద్ర', 'alias'],
      [8, 'శకున', 'శకుని', 'cut-short'],
      [9, 'చతుష్పాద', 'చతుష్పాత్', 'final-consonant'],
      [10, 'నాగ', 'నాగవం', 'other-name'],
      [11, 'కింస్తుగ్న', 'కింస్తుఘ్నం', 'misspelt'],
    ],
  },
  { lang: 'te', table: 'varas', source: 'pyjhora-te', positions: 'all', digest: 'bc6baebda6a2c982',
    differences: [
      [1, 'ఆదివారము', 'ఆదివారం', 'ending-mu'],
      [2, 'సోమవారము', 'సోమవారం', 'ending-mu'],
      [3, 'మంగళవారము', 'మంగళవారం', 'ending-mu'],
      [4, 'బుధవారము', 'బుధవారం', 'ending-mu'],
      [5, 'గురువారము', 'గురువారం', 'ending-mu'],
      [6, 'శుక్రవారము', 'శుక్రవారం', 'ending-mu'],
      [7, 'శనివారము', 'శనివారం', 'ending-mu'],
    ],
  },
  { lang: 'te', table: 'signs', source: 'pyjhora-te', positions: 'all', digest: '8dcb3cf68f324f1e',
    differences: [
      [1, 'మేషము', 'మేషం', 'ending-mu'],
      [2, 'వృషభము', 'వృషభం', 'ending-mu'],
      [3, 'మిథునము', 'మిథునం', 'ending-mu'],
      [4, 'కర్కాటకము', 'కర్కాటకం', 'ending-mu'],
      [5, 'సింహము', 'సింహం', 'ending-mu'],
      [6, 'కన్యా', 'కన్య', 'vowel-length'],
      [8, 'వృశ్చికము', 'వృశ్చికం', 'ending-mu'],
      [9, 'ధనస్సు', 'ధనుస్సు', 'misspelt'],
      [10, 'మకరము', 'మకరం', 'ending-mu'],
      [11, 'కుంభము', 'కుంభం', 'ending-mu'],
      [12, 'మీనము', 'మీనం', 'ending-mu'],
    ],
  },
  { lang: 'te', table: 'grahas', source: 'pyjhora-te', positions: 'all', digest: '483a90e9098d6315',
    differences: [
      [5, 'బృహస్పతి', 'గురువు', 'other-name'],
    ],
  },
  { lang: 'te', table: 'months', source: 'pyjhora-te', positions: 'all', digest: '19f031b917ccc9bb',
    differences: [
      [1, 'చైత్రము', 'చైత్రం', 'ending-mu'],
      [2, 'వైశాఖము', 'వైశాఖం', 'ending-mu'],
      [3, 'జ్యేష్ఠము', 'జ్యేష్ఠం', 'ending-mu'],
      [4, 'ఆషాఢము', 'ఆషాఢం', 'ending-mu'],
      [5, 'శ్రావణము', 'శ్రావణం', 'ending-mu'],
      [6, 'భద్రపదము', 'భాద్రపదం', 'misspelt'],
      [7, 'ఆశ్వయుజము', 'ఆశ్వయుజం', 'ending-mu'],
      [8, 'కార్తికము', 'కార్తీకం', 'vowel-length'],
      [9, 'మార్గశిరము', 'మార్గశిరం', 'ending-mu'],
      [10, 'పుష్యము', 'పుష్యం', 'ending-mu'],
      [11, 'మాఘము', 'మాఘం', 'ending-mu'],
      [12, 'ఫాల్గుణము', 'ఫాల్గుణం', 'ending-mu'],
    ],
  },
  { lang: 'te', table: 'samvatsaras', source: 'pyjhora-te', positions: 'all', digest: 'daeacce974f2d820',
    differences: [
      [4, 'ప్రమోద్యూత', 'ప్రమోదూత', 'vowel-length'],
      [6, 'అంగీరస', 'ఆంగీరస', 'vowel-length'],
      [8, 'భవ', 'భావ', 'vowel-length'],
      [13, 'ప్రమాధి', 'ప్రమాది', 'aspirate'],
      [21, 'సర్వజిత్తు', 'సర్వజిత్', 'final-consonant'],
      [29, 'మన్మధ', 'మన్మథ', 'aspirate'],
      [31, 'హేవళంబి', 'హేవిళంబి', 'vowel-length'],
      [36, 'శుభకృతు', 'శుభకృత్', 'final-consonant'],
      [37, 'శోభకృతు', 'శోభకృత్', 'final-consonant'],
      [45, 'విరోధికృతు', 'విరోధికృత్', 'final-consonant'],
      [46, 'పరిధావి', 'పరీధావి', 'vowel-length'],
      [53, 'సిద్ధార్ది', 'సిద్ధార్థి', 'misspelt'],
    ],
  },
  { lang: 'kn', table: 'nakshatras', source: 'pyjhora-kn', positions: 'all', digest: '9175d8bcc8c52732',
    differences: [
      [5, 'ಮೃಗಶೀರ್ಷ', 'ಮೃಗಶಿರ', 'sanskrit-form'],
      [9, 'ಆಶ್ಲೇಷ', 'ಆಶ್ಲೇಷಾ', 'vowel-length'],
      [10, 'ಮಾಘ', 'ಮಘಾ', 'month-name'],
      [14, 'ಚಿತ್ರ', 'ಚಿತ್ರಾ', 'vowel-length'],
      [16, 'ವಿಶಾಖ', 'ವಿಶಾಖಾ', 'vowel-length'],
      [18, 'ಜ್ಯೇಷ್ಠ', 'ಜ್ಯೇಷ್ಠಾ', 'vowel-length'],
      [22, 'ಶ್ರಾವಣ', 'ಶ್ರವಣ', 'month-name'],
      [23, 'ಧನಿಷ್ಠ', 'ಧನಿಷ್ಠಾ', 'vowel-length'],
      [24, 'ಶತಭಿಷಾ', 'ಶತಭಿಷ', 'vowel-length'],
      [25, 'ಪೂರ್ವಾಭದ್ರ', 'ಪೂರ್ವಾಭಾದ್ರ', 'vowel-length'],
    ],
  },
  { lang: 'kn', table: 'tithis', source: 'pyjhora-kn', positions: 'all', digest: 'be814ceb3c4ae73a',
    differences: [
      [6, 'ಷಷ್ಟಿ', 'ಷಷ್ಠಿ', 'ttha'],
      [21, 'ಷಷ್ಟಿ', 'ಷಷ್ಠಿ', 'ttha'],
    ],
  },
  { lang: 'kn', table: 'yogas', source: 'pyjhora-kn', positions: 'all', digest: '57fa28a85c084cac',
    differences: [
      [1, 'ವಿಷಂಭ', 'ವಿಷ್ಕಂಭ', 'misspelt'],
      [6, 'ಅತಿಗಂದ', 'ಅತಿಗಂಡ', 'misspelt'],
      [9, 'ಸೂಲ', 'ಶೂಲ', 'misspelt'],
      [13, 'ವ್ಯಗತ', 'ವ್ಯಾಘಾತ', 'misspelt'],
      [14, 'ಹರ್ಷ', 'ಹರ್ಷಣ', 'cut-short'],
      [17, 'ವ್ಯತಿಪತ್', 'ವ್ಯತೀಪಾತ', 'misspelt'],
      [18, 'ವಿರಣ', 'ವರೀಯಾನ್', 'misspelt'],
      [23, 'ಬ್ರಹ್ಮ', 'ಶುಭ', 'shifted'],
      [24, 'ಶುಭ', 'ಶುಕ್ಲ', 'shifted'],
      [25, 'ಶುಭ', 'ಬ್ರಹ್ಮ', 'shifted'],
      [26, 'ಶುಭ ಇಂದ್ರ', 'ಇಂದ್ರ', 'shifted'],
      [27, 'ವೈಧರತಿ', 'ವೈಧೃತಿ', 'misspelt'],
    ],
  },
  { lang: 'kn', table: 'karanas', source: 'pyjhora-kn', positions: 'all', digest: '90f59ad55586b47d',
    differences: [
      [2, 'ಬಲವ', 'ಬಾಲವ', 'misspelt'],
      [5, 'ಗರ', 'ಗರಜ', 'other-name'],
      [6, 'ವನಿಜ', 'ವಣಿಜ', 'misspelt'],
      [7, 'ವಿಷ್ಟಿ (ಭದ್ರ)', 'ವಿಷ್ಟಿ', 'alias'],
      [8, 'ಶಕುನ', 'ಶಕುನಿ', 'cut-short'],
      [11, 'ಕಿಮಸ್ತುಗ್ನ', 'ಕಿಂಸ್ತುಘ್ನ', 'misspelt'],
    ],
  },
  { lang: 'kn', table: 'varas', source: 'pyjhora-kn', positions: 'all', digest: '7edc88d88f41f23c',
    differences: [],
  },
  { lang: 'kn', table: 'signs', source: 'pyjhora-kn', positions: 'all', digest: '878301653937c79a',
    differences: [
      [4, 'ಕರ್ಕ', 'ಕರ್ಕಾಟಕ', 'other-name'],
    ],
  },
  { lang: 'kn', table: 'grahas', source: 'pyjhora-kn', positions: 'all', digest: '5bc1c35c42840a80',
    differences: [
      [3, 'ಮಂಗಳ', 'ಕುಜ', 'other-name'],
    ],
  },
  { lang: 'kn', table: 'months', source: 'pyjhora-kn', positions: 'all', digest: 'afcba4d3f3f998d1',
    differences: [
      [5, 'ಶ್ರವಣ', 'ಶ್ರಾವಣ', 'nakshatra-name'],
      [7, 'ಅಶ್ವಿನ್', 'ಆಶ್ವಯುಜ', 'hindi-form'],
      [9, 'ಮಾರ್ಗಶೀರ್ಷ', 'ಮಾರ್ಗಶಿರ', 'sanskrit-form'],
      [10, 'ಪೌಷ', 'ಪುಷ್ಯ', 'sanskrit-form'],
      [12, 'ಫಲ್ಗುಣ', 'ಫಾಲ್ಗುಣ', 'misspelt'],
    ],
  },
  { lang: 'kn', table: 'samvatsaras', source: 'pyjhora-kn', positions: 'all', digest: '56247190afbb50c5',
    differences: [
      [6, 'ಅಂಗೀರಸ', 'ಆಂಗೀರಸ', 'vowel-length'],
      [10, 'ధాత', 'ಧಾತ', 'wrong-script'],
      [36, 'ಶುಭಕೃತ', 'ಶುಭಕೃತ್', 'final-consonant'],
      [37, 'ಶೋಭಕೃತ', 'ಶೋಭಕೃತ್', 'final-consonant'],
      [45, 'ವಿರೋಧಿಕೃತ', 'ವಿರೋಧಿಕೃತ್', 'final-consonant'],
      [46, 'ಪರಿಧಾವಿ', 'ಪರೀಧಾವಿ', 'vowel-length'],
      [47, 'ಪ್ರಮಾದ', 'ಪ್ರಮಾದೀಚ', 'cut-short'],
    ],
    corrections: [
      [50, 'ನಲ', 'ನಳ', 'nala'],
    ],
  },
  { lang: 'mr', table: 'nakshatras', source: 'mr-wikipedia-nakshatra', positions: 'all', digest: '0c724f397e856124',
    differences: [
      [7, 'पुनर्वसु', 'पुनर्वसू', 'vowel-length'],
      [11, 'पूर्वाफाल्गुनी', 'पूर्वा फाल्गुनी', 'spacing'],
      [12, 'उत्तराफाल्गुनी', 'उत्तरा फाल्गुनी', 'spacing'],
      [25, 'पूर्वाभाद्रपदा', 'पूर्वा भाद्रपदा', 'spacing'],
      [26, 'उत्तराभाद्रपदा', 'उत्तरा भाद्रपदा', 'spacing'],
    ],
  },
  { lang: 'mr', table: 'tithis', source: 'webdunia-marathi-tithi-vaar', positions: 'all', digest: '4e8c68977e8e4724',
    differences: [
      [30, 'अमावस्या', 'अमावास्या', 'vowel-length'],
    ],
  },
  { lang: 'mr', table: 'varas', source: 'webdunia-marathi-tithi-vaar', positions: 'all', digest: 'a4665ef688f52581',
    differences: [],
  },
  { lang: 'mr', table: 'signs', source: 'lokmat-rashi', positions: 'all', digest: 'e089b7f1c2c4d332',
    differences: [],
  },
  { lang: 'mr', table: 'grahas', source: 'mr-wikipedia-navagraha', positions: 'all', digest: '0bb4a42418e962d7',
    differences: [
      [1, 'सूर्य', 'रवि', 'other-name'],
      [5, 'बृहस्पति', 'गुरु', 'other-name'],
      [8, 'राहु', 'राहू', 'vowel-length'],
      [9, 'केतु', 'केतू', 'vowel-length'],
    ],
  },
  { lang: 'mr', table: 'months', source: 'webdunia-marathi-tithi-vaar', positions: 'all', digest: '5cc2233e47a6a20c',
    differences: [],
  },
  { lang: 'mr', table: 'karanas', source: 'mr-wikipedia-panchang', positions: 'all', digest: '144d42b7c8da8bd6',
    differences: [
      [1, 'बल', 'बव', 'misspelt'],
      [5, 'गर', 'गरज', 'other-name'],
      [7, 'विष्टी', 'विष्टी (भद्रा)', 'alias'],
    ],
  },
  { lang: 'mr', table: 'samvatsaras', source: 'mr-wikipedia-samvatsar', positions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], digest: 'c6d38185bec6aa11',
    differences: [
      [3, 'प्रमोद', 'शुक्ल', 'shifted'],
      [4, 'शुक्ल', 'प्रमोद', 'shifted'],
      [5, 'प्रजाधीश', 'प्रजापति', 'other-name'],
      [9, 'युव', 'युवा', 'vowel-length'],
      [10, 'धातृ', 'धाता', 'sanskrit-form'],
    ],
  },
  { lang: 'mr', table: 'yogas', source: 'pradnyaastro-27-yoga', positions: 'all', digest: 'a2b363f1610c51db',
    differences: [
      [8, 'धृति', 'धृती', 'vowel-length'],
      [11, 'वृद्धि', 'वृद्धी', 'vowel-length'],
      [12, 'धृव', 'ध्रुव', 'misspelt'],
      [14, 'हर्षद', 'हर्षण', 'misspelt'],
      [16, 'सिद्धि', 'सिद्धी', 'vowel-length'],
      [17, 'व्यतिपात', 'व्यतीपात', 'vowel-length'],
      [18, 'वरियान', 'वरीयान', 'vowel-length'],
      [22, 'साधय', 'साध्य', 'misspelt'],
      [25, 'ब्रह्मा', 'ब्रह्म', 'other-word'],
      [26, 'ऐंद्र', 'इंद्र', 'sanskrit-form'],
      [27, 'वैधृति', 'वैधृती', 'vowel-length'],
    ],
  },
  { lang: 'bn', table: 'nakshatras', source: 'usingha-bangla-calendar', positions: 'all', digest: 'c20020854bff6a93',
    differences: [],
  },
  { lang: 'bn', table: 'tithis', source: 'bn-wikipedia-paksha', positions: 'all', digest: '594c537f1dbd49b0',
    differences: [],
  },
  { lang: 'bn', table: 'yogas', source: 'usingha-bangla-calendar', positions: 'all', digest: '1024684647c573fb',
    differences: [
      [1, 'বিষ্কুম্ভ', 'বিষ্কম্ভ', 'kumbha'],
      [24, 'শুক্র', 'শুক্ল', 'other-word'],
    ],
  },
  { lang: 'bn', table: 'karanas', source: 'usingha-bangla-calendar', positions: 'all', digest: '88d0c1c9cda1e2dd',
    differences: [
      [7, 'বিষ্টি', 'বিষ্টি (ভদ্রা)', 'alias'],
      [9, 'চতুষ্পাদ', 'চতুষ্পদ', 'vowel-length'],
      [11, 'কিন্তুগ্ন', 'কিংস্তুঘ্ন', 'misspelt'],
    ],
  },
  { lang: 'bn', table: 'varas', source: 'usingha-bangla-calendar', positions: 'all', digest: '93915681d4674e44',
    differences: [],
  },
  { lang: 'bn', table: 'signs', source: 'reflectu-rashi', positions: 'all', digest: 'c576f35e7202e581',
    differences: [],
  },
  { lang: 'bn', table: 'grahas', source: 'souvaggerbondhu-nava-graha', positions: 'all', digest: '877eae68ae31e78b',
    differences: [],
  },
  { lang: 'bn', table: 'months', source: 'reflectu-bengali-date', positions: 'all', digest: '8e031f2f7d36cfcf',
    differences: [
      [3, 'জৈষ্ঠ্য', 'জ্যৈষ্ঠ', 'misspelt'],
    ],
  },
  { lang: 'gu', table: 'nakshatras', source: 'jainqq-gujarati-28-nakshatra', positions: 'all', digest: 'ed2211116a708910',
    differences: [
      [3, 'કૃતિકા', 'કૃત્તિકા', 'gemination'],
      [11, 'પૂર્વાફાલ્ગુની', 'પૂર્વા ફાલ્ગુની', 'spacing'],
      [12, 'ઉત્તરાફાલ્ગુની', 'ઉત્તરા ફાલ્ગુની', 'spacing'],
      [19, 'મૂલ', 'મૂળ', 'retroflex-la'],
      [25, 'પૂર્વાભાદ્રપદ', 'પૂર્વા ભાદ્રપદા', 'joined-short'],
      [26, 'ઉત્તરાભાદ્રપદ', 'ઉત્તરા ભાદ્રપદા', 'joined-short'],
    ],
  },
  { lang: 'gu', table: 'varas', source: 'gu-wikipedia-mangalvar', positions: 'all', digest: '50263fdb7972bc74',
    differences: [],
  },
  { lang: 'gu', table: 'signs', source: 'akilanews-panchang', positions: [1, 2, 4, 6, 7, 8, 9, 10, 11, 12], digest: 'e182b22e2261459c',
    differences: [],
  },
  { lang: 'gu', table: 'grahas', source: 'akilanews-panchang', positions: 'all', digest: 'ba02302bb9700b6f',
    differences: [
      [5, 'ગુરૂ', 'ગુરુ', 'vowel-length'],
    ],
  },
  { lang: 'gu', table: 'months', source: 'gu-wikipedia-mahino', positions: 'all', digest: '8d87ac121ddb1849',
    differences: [],
  },
  { lang: 'gu', table: 'yogas', source: 'gu-wikipedia-yoga', positions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], digest: 'e5d8aa4700f47c15',
    differences: [
      [1, 'વિશ્કંભ', 'વિષ્કંભ', 'misspelt'],
      [3, 'આયુશમાન', 'આયુષ્માન', 'misspelt'],
      [7, 'સુકર્મણ', 'સુકર્મા', 'sanskrit-form'],
      [8, 'ધ્રિતિ', 'ધૃતિ', 'misspelt'],
      [9, 'શુળ', 'શૂળ', 'vowel-length'],
      [11, 'વૃદ્ધી', 'વૃદ્ધિ', 'vowel-length'],
      [12, 'ધૃવ', 'ધ્રુવ', 'misspelt'],
    ],
  },
  { lang: 'gu', table: 'karanas', source: 'bhrugusanhita-karan', positions: 'all', digest: '76ddf9e94d3ef105',
    differences: [
      [1, 'બલ', 'બવ', 'misspelt'],
      [7, 'વિષ્ટિ', 'વિષ્ટિ (ભદ્રા)', 'alias'],
      [9, 'ચતુષ્પદ', 'ચતુષ્પાદ', 'vowel-length'],
      [11, 'કિંસ્તુધ્ન', 'કિંસ્તુઘ્ન', 'misspelt'],
    ],
  },
  { lang: 'ta', table: 'nakshatras', source: 'pyjhora-ta', positions: 'all', digest: '9fa8b5ce5c073751',
    differences: [
      [1, 'அஸ்வினி', 'அசுவினி', 'grantha'],
      [3, 'கிருத்திகை', 'கார்த்திகை', 'regional-name'],
      [5, 'மிருகசீஷம்', 'மிருகசீரிடம்', 'misspelt'],
      [13, 'ஹஸ்தம்', 'அஸ்தம்', 'grantha'],
    ],
  },
  { lang: 'ta', table: 'tithis', source: 'pyjhora-ta', positions: 'all', digest: '87978c2eb06f1ba2',
    differences: [
      [2, 'துதியை', 'துவிதியை', 'grantha'],
      [14, 'சதுர்தசி', 'சதுர்த்தசி', 'grantha'],
      [17, 'துதியை', 'துவிதியை', 'grantha'],
      [29, 'சதுர்தசி', 'சதுர்த்தசி', 'grantha'],
    ],
  },
  { lang: 'ta', table: 'yogas', source: 'pyjhora-ta', positions: 'all', digest: 'e3df1c13a996c50c',
    differences: [
      [1, 'விஸ்கம்பா', 'விஷ்கம்பம்', 'transliterated'],
      [2, 'ப்ரிதி', 'பிரீதி', 'transliterated'],
      [4, 'சௌபாக்யா', 'சௌபாக்கியம்', 'transliterated'],
      [5, 'ஷோபனா', 'சோபனம்', 'transliterated'],
      [6, 'அதிகாண்டா', 'அதிகண்டம்', 'transliterated'],
      [7, 'சுகர்மன்', 'சுகர்மம்', 'transliterated'],
      [8, 'த்ரிதி', 'திருதி', 'transliterated'],
      [9, 'ஷுலா', 'சூலம்', 'transliterated'],
      [10, 'காந்தா', 'கண்டம்', 'misspelt'],
      [12, 'துருவா', 'துருவம்', 'transliterated'],
      [13, 'வைகாட்டா', 'வியாகாதம்', 'misspelt'],
      [14, 'ஹர்ஷனா', 'ஹர்ஷணம்', 'transliterated'],
      [15, 'வஜ்ரா', 'வஜ்ரம்', 'transliterated'],
      [17, 'வியதிபாதா', 'வியதீபாதம்', 'transliterated'],
      [18, 'வரிகா', 'வரீயான்', 'misspelt'],
      [19, 'பரிகா', 'பரிகம்', 'transliterated'],
      [20, 'சிவ', 'சிவம்', 'transliterated'],
      [21, 'சித்தா', 'சித்தம்', 'transliterated'],
      [22, 'சத்யா', 'சாத்தியம்', 'transliterated'],
      [23, 'சுபா', 'சுபம்', 'transliterated'],
      [24, 'சுக்லா', 'சுக்லம்', 'transliterated'],
      [25, 'பிரம்மா', 'பிரம்மம்', 'transliterated'],
      [26, 'இந்திரன்', 'இந்திரம்', 'other-word'],
      [27, 'வைத்ரிதி', 'வைதிருதி', 'transliterated'],
    ],
  },
  { lang: 'ta', table: 'karanas', source: 'pyjhora-ta', positions: 'all', digest: '4ff73bf613cea0d4',
    differences: [
      [1, 'பாவா', 'பவம்', 'transliterated'],
      [2, 'பாலவா', 'பாலவம்', 'transliterated'],
      [3, 'கௌலவா', 'கௌலவம்', 'transliterated'],
      [4, 'தைதிலா', 'தைதுலம்', 'transliterated'],
      [5, 'கரா', 'கரசை', 'regional-name'],
      [6, 'வனிஜா', 'வணிசை', 'transliterated'],
      [7, 'விஷ்டி (பத்ரா)', 'பத்திரை', 'regional-name'],
      [8, 'சகுன', 'சகுனி', 'cut-short'],
      [9, 'சதுஷ்பட', 'சதுஷ்பாதம்', 'misspelt'],
      [10, 'நாகா', 'நாகவம்', 'transliterated'],
      [11, 'கிம்ஸ்துக்னா', 'கிம்ஸ்துக்கினம்', 'transliterated'],
    ],
  },
  { lang: 'ta', table: 'varas', source: 'pyjhora-ta', positions: 'all', digest: 'af9270ce8e6d1edd',
    differences: [],
  },
  { lang: 'ta', table: 'signs', source: 'pyjhora-ta', positions: 'all', digest: 'd555f2c3f9d40f00',
    differences: [],
  },
  { lang: 'ta', table: 'grahas', source: 'pyjhora-ta', positions: 'all', digest: '8181f7acf352918b',
    differences: [
      [6, 'சுக்ரன்', 'சுக்கிரன்', 'grantha'],
    ],
  },
  { lang: 'ta', table: 'months', source: 'pyjhora-ta', positions: 'all', digest: '8ec36cb12a4a5a4b',
    differences: [
      [1, 'சித்திரை', 'சைத்ரம்', 'solar-months'],
      [2, 'வைகாசி', 'வைசாகம்', 'solar-months'],
      [3, 'ஆனி', 'ஜ்யேஷ்டம்', 'solar-months'],
      [4, 'ஆடி', 'ஆஷாடம்', 'solar-months'],
      [5, 'ஆவணி', 'ஸ்ராவணம்', 'solar-months'],
      [6, 'புரட்டாசி', 'பாத்ரபதம்', 'solar-months'],
      [7, 'ஐப்பசி', 'ஆஸ்வயுஜம்', 'solar-months'],
      [8, 'கார்த்திகை', 'கார்த்திகம்', 'solar-months'],
      [9, 'மார்கழி', 'மார்கசீர்ஷம்', 'solar-months'],
      [10, 'தை', 'புஷ்யம்', 'solar-months'],
      [11, 'மாசி', 'மாகம்', 'solar-months'],
      [12, 'பங்குனி', 'பால்குனம்', 'solar-months'],
    ],
  },
  { lang: 'ta', table: 'samvatsaras', source: 'pyjhora-ta', positions: 'all', digest: '2fe6dc24518bf1b9',
    differences: [
      [10, 'தாத்ரு', 'தாது', 'grantha'],
      [14, 'விக்ரம', 'விக்கிரம', 'grantha'],
      [16, 'சித்ரபானு', 'சித்திரபானு', 'grantha'],
      [21, 'சர்வஜித்', 'சர்வசித்து', 'grantha'],
      [22, 'ஸர்வதாரி', 'சர்வதாரி', 'grantha'],
      [30, 'துர்முகி', 'துன்முகி', 'grantha'],
      [37, 'சோபக்ருது', 'சோபகிருது', 'grantha'],
      [38, 'க்ரோதி', 'குரோதி', 'grantha'],
      [39, 'விஷ்வாவசு', 'விசுவாவசு', 'grantha'],
      [41, 'ப்லவங்க', 'பிலவங்க', 'grantha'],
      [43, 'சௌம்ய', 'சௌமிய', 'grantha'],
      [46, 'பரிதாவி', 'பரிதாபி', 'grantha'],
      [54, 'ரௌத்ரி', 'ரௌத்திரி', 'grantha'],
      [55, 'துர்மதி', 'துன்மதி', 'grantha'],
      [58, 'ரக்தாக்ஷி', 'ரக்தாட்சி', 'grantha'],
      [59, 'க்ரோதன', 'குரோதன', 'grantha'],
      [60, 'அக்ஷய', 'அட்சய', 'grantha'],
    ],
  },
  { lang: 'ml', table: 'nakshatras', source: 'pyjhora-ml', positions: 'all', digest: 'd6913d2f71514606',
    differences: [
      [15, 'സ്വാതി', 'ചോതി', 'regional-name'],
      [18, 'കേട്ട', 'തൃക്കേട്ട', 'regional-name'],
    ],
  },
  { lang: 'ml', table: 'tithis', source: 'pyjhora-ml', positions: 'all', digest: 'ec917573469faa0b',
    differences: [
      [4, 'ചതുര്‍ത്ഥി', 'ചതുർത്ഥി', 'encoding'],
      [6, 'ഷഷ്ടി', 'ഷഷ്ഠി', 'ttha'],
      [14, 'ചതുര്ദശി', 'ചതുർദശി', 'encoding'],
      [19, 'ചതുര്‍ത്ഥി', 'ചതുർത്ഥി', 'encoding'],
      [21, 'ഷഷ്ടി', 'ഷഷ്ഠി', 'ttha'],
      [29, 'ചതുര്ദശി', 'ചതുർദശി', 'encoding'],
      [30, 'അമാവാസ്യ', 'അമാവാസി', 'sanskrit-form'],
    ],
  },
  { lang: 'ml', table: 'yogas', source: 'pyjhora-ml', positions: 'all', digest: '971db97cceef8b63',
    differences: [
      [1, 'വിഷ്കംഭ', 'വിഷ്കംഭം', 'neuter-ending'],
      [4, 'സൗഭാഗ്യ', 'സൗഭാഗ്യം', 'neuter-ending'],
      [5, 'ശോഭന', 'ശോഭനം', 'neuter-ending'],
      [6, 'അതിഗണ്ട', 'അതിഗണ്ഡം', 'misspelt'],
      [7, 'സുകർമ', 'സുകർമ്മം', 'neuter-ending'],
      [9, 'ശൂല', 'ശൂലം', 'neuter-ending'],
      [10, 'ഗണ്ട', 'ഗണ്ഡം', 'misspelt'],
      [12, 'ധ്രുവ', 'ധ്രുവം', 'neuter-ending'],
      [13, 'വ്യാപത', 'വ്യാഘാതം', 'misspelt'],
      [14, 'ഹർഷണ', 'ഹർഷണം', 'neuter-ending'],
      [15, 'വജ്ര', 'വജ്രം', 'neuter-ending'],
      [17, 'വ്യതിപാത', 'വ്യതീപാതം', 'neuter-ending'],
      [18, 'വൃയാന', 'വരീയാൻ', 'misspelt'],
      [19, 'പരിഘ', 'പരിഘം', 'neuter-ending'],
      [20, 'ശിവ', 'ശിവം', 'neuter-ending'],
      [21, 'സിദ്ധ', 'സിദ്ധം', 'neuter-ending'],
      [22, 'സാധ്യ', 'സാദ്ധ്യം', 'neuter-ending'],
      [23, 'ശുഭ', 'ശുഭം', 'neuter-ending'],
      [24, 'ശുക്ല', 'ശുക്ലം', 'neuter-ending'],
      [25, 'ബ്രഹ്മ', 'ബ്രഹ്മം', 'neuter-ending'],
      [26, 'ഇന്ദ്ര', 'ഇന്ദ്രം', 'neuter-ending'],
    ],
  },
  { lang: 'ml', table: 'karanas', source: 'pyjhora-ml', positions: 'all', digest: 'fe6a30aaad68ad1d',
    differences: [
      [1, 'ബവ', 'ബവം', 'neuter-ending'],
      [2, 'ബാലവ', 'ബാലവം', 'neuter-ending'],
      [3, 'കൗളവ', 'കൗലവം', 'neuter-ending'],
      [4, 'തൈറ്റില', 'തൈതിലം', 'misspelt'],
      [5, 'ഗര', 'ഗരജം', 'other-name'],
      [6, 'വാണിജ', 'വണിജം', 'neuter-ending'],
      [7, 'വിഷ്ടി (ഭദ്ര)', 'വിഷ്ടി', 'alias'],
      [8, 'സകുന', 'ശകുനി', 'misspelt'],
      [9, 'ചതുഷ്പാദ', 'ചതുഷ്പാദം', 'neuter-ending'],
      [10, 'നാഗ', 'നാഗം', 'neuter-ending'],
      [11, 'കിംസ്തുഗ്ന', 'കിംസ്തുഘ്നം', 'misspelt'],
    ],
  },
  { lang: 'ml', table: 'varas', source: 'pyjhora-ml', positions: 'all', digest: '6626ae6cacac80a7',
    differences: [],
  },
  { lang: 'ml', table: 'signs', source: 'pyjhora-ml', positions: 'all', digest: 'ee788cb054ec4124',
    differences: [
      [2, 'ഋഷഭം', 'ഇടവം', 'sanskrit-form'],
      [4, 'കർക്കിടകം', 'കർക്കടകം', 'vowel-length'],
      [5, 'സിംഹം', 'ചിങ്ങം', 'sanskrit-form'],
      [9, 'ധനുസ്സ്', 'ധനു', 'final-consonant'],
      [12, 'മീനങ്ങൾ', 'മീനം', 'other-word'],
    ],
  },
  { lang: 'ml', table: 'grahas', source: 'pyjhora-ml', positions: 'all', digest: '0e03f58486ebdfbb',
    differences: [
      [5, 'ഗ്രഹം', 'വ്യാഴം', 'other-word'],
    ],
  },
  { lang: 'ml', table: 'months', source: 'pyjhora-ml', positions: 'all', digest: '4970046e42eaf7b2',
    differences: [
      [1, 'മേടം', 'ചൈത്രം', 'solar-months'],
      [2, 'ഇടവം', 'വൈശാഖം', 'solar-months'],
      [3, 'മിഥുനം', 'ജ്യേഷ്ഠം', 'solar-months'],
      [4, 'കർക്കിടകം', 'ആഷാഢം', 'solar-months'],
      [5, 'ചിങ്ങം', 'ശ്രാവണം', 'solar-months'],
      [6, 'കന്നി', 'ഭാദ്രപദം', 'solar-months'],
      [7, 'തുലാം', 'ആശ്വിനം', 'solar-months'],
      [8, 'വൃശ്ചികം', 'കാർത്തികം', 'solar-months'],
      [9, 'ധനു', 'മാർഗ്ഗശീർഷം', 'solar-months'],
      [10, 'മകരം', 'പൗഷം', 'solar-months'],
      [11, 'കുംഭം', 'മാഘം', 'solar-months'],
      [12, 'മീനങ്ങൾ', 'ഫാൽഗുനം', 'solar-months'],
    ],
  },
  { lang: 'ml', table: 'samvatsaras', source: 'pyjhora-ml', positions: 'all', digest: '509037f68e0db0ab',
    differences: [
      [5, 'പ്രസോത്പത്തി', 'പ്രജോത്പത്തി', 'misspelt'],
      [8, 'ഭവ', 'ഭാവ', 'vowel-length'],
      [10, 'ധാത്രു', 'ധാത', 'misspelt'],
      [12, 'വൈകുതാന്യ', 'ബഹുധാന്യ', 'misspelt'],
      [13, 'ഭ്രമാദി', 'പ്രമാദി', 'misspelt'],
      [14, 'വിക്രം', 'വിക്രമ', 'misspelt'],
      [15, 'വിഷു', 'വൃഷ', 'other-name'],
      [17, 'സുബാനു', 'സ്വഭാനു', 'misspelt'],
      [18, 'ധാരണ', 'താരണ', 'misspelt'],
      [19, 'പാർത്ഥിബ', 'പാർത്ഥിവ', 'misspelt'],
      [20, 'വ്യ', 'വ്യയ', 'misspelt'],
      [21, 'സര്വജിത്ത്', 'സർവജിത്', 'final-consonant'],
      [22, 'സര്വതാരി', 'സർവധാരി', 'misspelt'],
      [23, 'വിരോതി', 'വിരോധി', 'misspelt'],
      [25, 'കര', 'ഖര', 'misspelt'],
      [26, 'നന്ദനം', 'നന്ദന', 'neuter-ending'],
      [27, 'വിജയ്', 'വിജയ', 'misspelt'],
      [28, 'ജയ്', 'ജയ', 'misspelt'],
      [29, 'മൻമതി', 'മന്മഥ', 'misspelt'],
      [30, 'ധൂർമുകി', 'ദുർമുഖി', 'misspelt'],
      [31, 'ഹേവിലമ്പി', 'ഹേവിളംബി', 'misspelt'],
      [32, 'വിലമ്പി', 'വിളംബി', 'misspelt'],
      [34, 'സാർവരി', 'ശാർവരി', 'misspelt'],
      [35, 'പിലവ', 'പ്ലവ', 'misspelt'],
      [36, 'സുബകൃതു', 'ശുഭകൃത്', 'final-consonant'],
      [37, 'ശോഭകൃതു', 'ശോഭകൃത്', 'final-consonant'],
      [38, 'ക്രോതി', 'ക്രോധി', 'misspelt'],
      [45, 'വിരോധകൃതു', 'വിരോധികൃത്', 'final-consonant'],
      [46, 'പരിതാവി', 'പരീധാവി', 'vowel-length'],
      [47, 'ഭ്രമാദീ', 'പ്രമാദീച', 'misspelt'],
      [49, 'രക്ഷസ', 'രാക്ഷസ', 'misspelt'],
      [51, 'പിങള', 'പിംഗള', 'misspelt'],
      [55, 'ധൂര്മതി', 'ദുർമതി', 'misspelt'],
      [57, 'രുദ്രോത്കരി', 'രുധിരോദ്ഗാരി', 'misspelt'],
      [59, 'ക്രോതന', 'ക്രോധന', 'misspelt'],
    ],
    corrections: [
      [19, 'പാര്ഥിവ', 'പാർത്ഥിവ', 'ml-encoding'],
      [21, 'സര്വജിത്', 'സർവജിത്', 'ml-encoding'],
      [22, 'സര്വധാരി', 'സർവധാരി', 'ml-encoding'],
      [26, 'നംദന', 'നന്ദന', 'ml-anusvara'],
      [30, 'ദുര്മുഖി', 'ദുർമുഖി', 'ml-encoding'],
      [34, 'ശാര്വരി', 'ശാർവരി', 'ml-encoding'],
      [43, 'സൌമ്യ', 'സൗമ്യ', 'ml-encoding'],
      [48, 'ആനംദ', 'ആനന്ദ', 'ml-anusvara'],
      [50, 'നല', 'നള', 'nala'],
      [53, 'സിദ്ധാര്ഥി', 'സിദ്ധാർത്ഥി', 'ml-encoding'],
      [54, 'രൌദ്രി', 'രൗദ്രി', 'ml-encoding'],
      [55, 'ദുര്മതി', 'ദുർമതി', 'ml-encoding'],
      [56, 'ദുംദുഭി', 'ദുന്ദുഭി', 'ml-anusvara'],
    ],
  },
  { lang: 'te', table: 'ritus', source: 'pyjhora-te', positions: 'all', digest: '2011e8ab9025fe08',
    differences: [
      [1, 'వసంత', 'వసంతం', 'neuter-ending'],
      [2, 'గ్రీష్మ', 'గ్రీష్మం', 'neuter-ending'],
      [3, 'వర్ష', 'వర్షం', 'neuter-ending'],
      [4, 'శరద్', 'శరత్', 'voicing'],
      [5, 'హేమంత', 'హేమంతం', 'neuter-ending'],
      [6, 'శిశిర', 'శిశిరం', 'neuter-ending'],
    ],
  },
  { lang: 'kn', table: 'ritus', source: 'pyjhora-kn', positions: 'all', digest: '31cc9f5b27bfcb10',
    differences: [
      [2, 'ಗ್ರೀಷ್ಮಾ', 'ಗ್ರೀಷ್ಮ', 'misspelt'],
    ],
  },
  { lang: 'ta', table: 'ritus', source: 'pyjhora-ta', positions: 'all', digest: '67f0767af0554cea',
    differences: [
      [1, 'இளவேனில்', 'வசந்தம்', 'other-name'],
      [2, 'முதுவேனில்', 'கிரீஷ்மம்', 'other-name'],
      [3, 'கார்', 'வர்ஷம்', 'other-name'],
      [4, 'குளிர்', 'சரத்', 'other-name'],
      [5, 'முன்பனி', 'ஹேமந்தம்', 'other-name'],
      [6, 'பின்பனி', 'சிசிரம்', 'other-name'],
    ],
  },
  { lang: 'ml', table: 'ritus', source: 'pyjhora-ml', positions: 'all', digest: 'e9f58adacf1381c6',
    differences: [],
  },
  { lang: 'ta', table: 'karakas', source: 'pyjhora-msg-ta', positions: 'all', digest: 'eb25e5bd4330eee3',
    differences: [
      [1, 'ஆத்ம காரகன்', 'ஆத்மகாரகன்', 'spacing'],
      [2, 'அமாத்ய காரகன்', 'அமாத்யகாரகன்', 'spacing'],
      [3, 'பிராத்ரி காரகன்', 'பிராத்ருகாரகன்', 'vocalic-r'],
      [4, 'மைத்ர காரகன்', 'மாத்ருகாரகன்', 'other-word'],
      [5, 'பித்ரி காரகன்', 'பித்ருகாரகன்', 'vocalic-r'],
      [6, 'புத்ர காரகன்', 'புத்ரகாரகன்', 'spacing'],
      [7, 'ஞானி காரகன்', 'ஞாதிகாரகன்', 'other-word'],
      [8, 'தத்த காரகன்', 'தாரகாரகன்', 'other-word'],
    ],
  },
  { lang: 'te', table: 'karakas', source: 'pyjhora-msg-te', positions: 'all', digest: '558ee070eca755ac',
    differences: [
      [1, 'ఆత్మ కారక', 'ఆత్మకారకుడు', 'compound-ending'],
      [2, 'అమాత్య కారక', 'అమాత్యకారకుడు', 'compound-ending'],
      [3, 'భ్రాత్రి కారక', 'భ్రాతృకారకుడు', 'misspelt'],
      [4, 'మైత్ర కరక', 'మాతృకారకుడు', 'other-word'],
      [5, 'పిత్రి కారక', 'పితృకారకుడు', 'misspelt'],
      [6, 'పుత్ర కారక', 'పుత్రకారకుడు', 'compound-ending'],
      [7, 'జ్ఞాతి కారక', 'జ్ఞాతికారకుడు', 'compound-ending'],
      [8, 'ధత్త కారక', 'దారకారకుడు', 'other-word'],
    ],
  },
  { lang: 'kn', table: 'karakas', source: 'pyjhora-msg-kn', positions: 'all', digest: '44c10d21c7cdf069',
    differences: [
      [1, 'ಆತ್ಮ ಕಾರಕ', 'ಆತ್ಮಕಾರಕ', 'spacing'],
      [2, 'ಅಮಾತ್ಯ ಕಾರಕ', 'ಅಮಾತ್ಯಕಾರಕ', 'spacing'],
      [3, 'ಭ್ರಾತ್ರಿ ಕಾರಕ', 'ಭ್ರಾತೃಕಾರಕ', 'misspelt'],
      [4, 'ಮೈತ್ರಾ ಕಾರಕ', 'ಮಾತೃಕಾರಕ', 'other-word'],
      [5, 'ಪಿತ್ರಿ ಕರಕ', 'ಪಿತೃಕಾರಕ', 'misspelt'],
      [6, 'ಪುತ್ರ ಕಾರಕ', 'ಪುತ್ರಕಾರಕ', 'spacing'],
      [7, 'ಜ್ಞಾತಿ ಕಾರಕ', 'ಜ್ಞಾತಿಕಾರಕ', 'spacing'],
      [8, 'ಧತ್ತ ಕಾರಕ', 'ದಾರಕಾರಕ', 'other-word'],
    ],
  },
  { lang: 'ml', table: 'karakas', source: 'pyjhora-msg-ml', positions: 'all', digest: '73fbac73df5aee6b',
    differences: [
      [1, 'ആത്മ കരകൻ', 'ആത്മകാരകൻ', 'misspelt'],
      [2, 'അമാത്യ കരകൻ', 'അമാത്യകാരകൻ', 'misspelt'],
      [3, 'ഭാരതി കരകൻ', 'ഭ്രാതൃകാരകൻ', 'other-word'],
      [4, 'മൈത്രി കരകൻ', 'മാതൃകാരകൻ', 'other-word'],
      [5, 'പിതൃ കരകൻ', 'പിതൃകാരകൻ', 'misspelt'],
      [6, 'പുത്ര കരകൻ', 'പുത്രകാരകൻ', 'misspelt'],
      [7, 'ജ്ഞാതി കരകൻ', 'ജ്ഞാതികാരകൻ', 'misspelt'],
      [8, 'ദാതാ കരകൻ', 'ദാരകാരകൻ', 'other-word'],
    ],
  },
  { lang: 'ta', table: 'sunriseLagnas', source: 'pyjhora-msg-ta', positions: 'all', digest: '262e4d3374981572',
    differences: [
      [3, 'கதி லக்னம்', 'கடிகா லக்னம்', 'misspelt'],
      [4, 'விகதி லக்னம்', 'விகடிகா லக்னம்', 'misspelt'],
      [5, 'பிராணபாத லக்னம்', 'பிராணபதம்', 'misspelt'],
    ],
  },
  { lang: 'te', table: 'sunriseLagnas', source: 'pyjhora-msg-te', positions: 'all', digest: '54b0a95ecd119af3',
    differences: [
      [1, 'భావ లగ్న', 'భావ లగ్నం', 'neuter-ending'],
      [2, 'హోరా లగ్న', 'హోరా లగ్నం', 'neuter-ending'],
      [3, 'ఘటి లగ్న', 'ఘటికా లగ్నం', 'ghati'],
      [4, 'విఘటి లగ్నం', 'విఘటికా లగ్నం', 'ghati'],
      [5, 'ప్రాణపాద లగ్న', 'ప్రాణపదం', 'misspelt'],
      [6, 'వర్ణధ లగ్న', 'వర్ణద లగ్నం', 'misspelt'],
    ],
  },
  { lang: 'kn', table: 'sunriseLagnas', source: 'pyjhora-msg-kn', positions: 'all', digest: '6deb98e5aabe0c79',
    differences: [
      [3, 'ಘಟಿ ಲಗ್ನ', 'ಘಟಿಕಾ ಲಗ್ನ', 'ghati'],
      [4, 'ವಿಘಟಿ ಲಗ್ನ', 'ವಿಘಟಿಕಾ ಲಗ್ನ', 'ghati'],
      [5, 'ಪ್ರಾಣಪದ ಲಗ್ನ', 'ಪ್ರಾಣಪದ', 'other-name'],
      [6, 'ವರ್ನಡ ಲಗ್ನ', 'ವರ್ಣದ ಲಗ್ನ', 'misspelt'],
    ],
  },
  { lang: 'ml', table: 'sunriseLagnas', source: 'pyjhora-msg-ml', positions: 'all', digest: '8d39ceca0d43bd32',
    differences: [
      [1, 'ഭാവ ലഗ്ന', 'ഭാവലഗ്നം', 'compound-ending'],
      [2, 'ഹോറ ലഗ്ന', 'ഹോരാലഗ്നം', 'misspelt'],
      [3, 'ഘടിയ ലഗ്ന', 'ഘടികാലഗ്നം', 'misspelt'],
      [4, 'വിവളാതി ലഗ്ന', 'വിഘടികാലഗ്നം', 'misspelt'],
      [5, 'പ്രാണപാദ ലഗ്ന', 'പ്രാണപദം', 'misspelt'],
      [6, 'വർണ്ണാദ ലഗ്ന', 'വർണ്ണദലഗ്നം', 'misspelt'],
    ],
  },
  { lang: 'ta', table: 'upagrahas', source: 'pyjhora-msg-ta', positions: 'all', digest: '93b34765c7bff7ee',
    differences: [
      [1, 'தூமா', 'தூமம்', 'transliterated'],
      [2, 'வ்யாதிப்பாட', 'வியதீபாதம்', 'misspelt'],
      [3, 'பரிவேஷா', 'பரிவேஷம்', 'transliterated'],
      [6, 'கால', 'காலன்', 'masculine-ending'],
      [8, 'அர்த்த பிரபாகரா', 'அர்த்தப்பிரகாரன்', 'misspelt'],
      [9, 'யம கந்தகா', 'எமகண்டன்', 'misspelt'],
      [10, 'குளிகா', 'குளிகன்', 'transliterated'],
    ],
  },
  { lang: 'te', table: 'upagrahas', source: 'pyjhora-msg-te', positions: 'all', digest: '8549d6a5b81d9cbd',
    differences: [
      [1, 'ధుమా', 'ధూమం', 'misspelt'],
      [2, 'వ్యతిపాత', 'వ్యతీపాతం', 'vowel-length'],
      [3, 'పరివేష', 'పరివేషం', 'neuter-ending'],
      [4, 'ఇంద్రచాప', 'ఇంద్రచాపం', 'neuter-ending'],
      [5, 'ఉపకేటు', 'ఉపకేతు', 'misspelt'],
      [6, 'కాల', 'కాలుడు', 'masculine-ending'],
      [7, 'మృత్యు', 'మృత్యువు', 'masculine-ending'],
      [8, 'అర్థ ప్రభాకర', 'అర్ధప్రహరుడు', 'misspelt'],
      [9, 'యమ ఘంటక', 'యమఘంటకుడు', 'compound-ending'],
      [10, 'గుళిక', 'గుళికుడు', 'masculine-ending'],
    ],
  },
  { lang: 'kn', table: 'upagrahas', source: 'pyjhora-msg-kn', positions: 'all', digest: '437d08b472891f5e',
    differences: [
      [1, 'ಧೂಮಾ', 'ಧೂಮ', 'misspelt'],
      [2, 'ವ್ಯತಿಪಥ', 'ವ್ಯತೀಪಾತ', 'misspelt'],
      [3, 'ಪರಿವೇಶ', 'ಪರಿವೇಷ', 'misspelt'],
      [8, 'ಅರ್ಥ ಪ್ರಹಾರಕ', 'ಅರ್ಧಪ್ರಹರ', 'misspelt'],
      [9, 'ಯಮ ಘಂಟಕ', 'ಯಮಘಂಟಕ', 'spacing'],
      [11, 'ಮಾಂಧಿ', 'ಮಾಂದಿ', 'misspelt'],
    ],
  },
  { lang: 'ml', table: 'upagrahas', source: 'pyjhora-msg-ml', positions: 'all', digest: '0938817ecf41a514',
    differences: [
      [1, 'ധൂമ', 'ധൂമം', 'neuter-ending'],
      [2, 'വ്യാതിപാത', 'വ്യതീപാതം', 'misspelt'],
      [3, 'പരിവേഷ', 'പരിവേഷം', 'neuter-ending'],
      [4, 'ഇന്ദ്രചാപ', 'ഇന്ദ്രചാപം', 'neuter-ending'],
      [6, 'കാല', 'കാലൻ', 'masculine-ending'],
      [8, 'അർത്ത പ്രഹാരക', 'അർധപ്രഹരൻ', 'misspelt'],
      [9, 'യമ ഘണ്ടക', 'യമകണ്ടകൻ', 'regional-name'],
      [10, 'ഗുളിക', 'ഗുളികൻ', 'masculine-ending'],
      [11, 'മാണ്ടി', 'മാന്ദി', 'misspelt'],
    ],
  },
  { lang: 'ta', table: 'kaalSarp', source: 'pyjhora-msg-ta', positions: 'all', digest: '890bea7a3b3504af',
    differences: [
      [1, 'அனந்த', 'அனந்தன்', 'masculine-ending'],
      [2, 'குளிகை', 'குளிகன்', 'other-word'],
      [4, 'சங்கல்ப', 'சங்கபாலன்', 'other-word'],
      [5, 'பத்ம', 'பத்மன்', 'masculine-ending'],
      [6, 'மகாபத்ம', 'மகாபத்மன்', 'masculine-ending'],
      [7, 'தக்ஷக', 'தட்சகன்', 'grantha'],
      [8, 'கார்கோடக', 'கார்க்கோடகன்', 'misspelt'],
      [9, 'சங்க சூட', 'சங்கசூடன்', 'compound-ending'],
      [10, 'கடக', 'காதகன்', 'other-word'],
      [11, 'விஷ்தார', 'விஷதரன்', 'misspelt'],
      [12, 'சேஷ நாக', 'சேஷநாகம்', 'compound-ending'],
    ],
  },
  { lang: 'te', table: 'kaalSarp', source: 'pyjhora-msg-te', positions: 'all', digest: 'f068f2c95c56cec5',
    differences: [
      [2, 'కులికై', 'కులిక', 'misspelt'],
      [4, 'సంకల్ప', 'శంఖపాల', 'other-word'],
      [7, 'దక్షక', 'తక్షక', 'misspelt'],
      [8, 'గర్కోటక', 'కర్కోటక', 'misspelt'],
      [9, 'సంసుడు', 'శంఖచూడ', 'misspelt'],
      [10, 'కడక', 'ఘాతక', 'misspelt'],
      [11, 'విష్టర', 'విషధర', 'misspelt'],
      [12, 'శేష నాగ', 'శేషనాగ', 'spacing'],
    ],
  },
  { lang: 'kn', table: 'kaalSarp', source: 'pyjhora-msg-kn', positions: 'all', digest: '237bb71006be30d8',
    differences: [
      [2, 'ಕುಲಿಕೈ', 'ಕುಲಿಕ', 'misspelt'],
      [4, 'ಸಂಕಲ್ಪ', 'ಶಂಖಪಾಲ', 'other-word'],
      [7, 'ದಕ್ಷಕ', 'ತಕ್ಷಕ', 'misspelt'],
      [8, 'ಗರ್ಕೋಟಕ', 'ಕರ್ಕೋಟಕ', 'misspelt'],
      [9, 'ಸಂಸುದ', 'ಶಂಖಚೂಡ', 'misspelt'],
      [10, 'ಕಡಕ', 'ಘಾತಕ', 'misspelt'],
      [11, 'ವಿಷ್ಟರ', 'ವಿಷಧರ', 'misspelt'],
      [12, 'ಶೇಷ ನಾಗ', 'ಶೇಷನಾಗ', 'spacing'],
    ],
  },
  { lang: 'ml', table: 'kaalSarp', source: 'pyjhora-msg-ml', positions: 'all', digest: '9179fa5e4dad949b',
    differences: [
      [1, 'Ananta', 'അനന്തൻ', 'latin-script'],
      [2, 'Kulik', 'കുളികൻ', 'latin-script'],
      [3, 'Vasuki', 'വാസുകി', 'latin-script'],
      [4, 'Shankapal', 'ശംഖപാലൻ', 'latin-script'],
      [5, 'Padma', 'പത്മൻ', 'latin-script'],
      [6, 'Mahapadma', 'മഹാപത്മൻ', 'latin-script'],
      [7, 'Takshak', 'തക്ഷകൻ', 'latin-script'],
      [8, 'Karakotak', 'കാർക്കോടകൻ', 'latin-script'],
      [9, 'Shankachood', 'ശംഖചൂഡൻ', 'latin-script'],
      [10, 'Ghatak', 'ഘാതകൻ', 'latin-script'],
      [11, 'Vishdhar', 'വിഷധരൻ', 'latin-script'],
      [12, 'Sheshang', 'ശേഷനാഗം', 'latin-script'],
    ],
  },
  { lang: 'ta', table: 'vargas', source: 'pyjhora-msg-ta', positions: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23], digest: 'c49b0798fc017f29',
    differences: [
      [2, 'ஹோரா', 'ஹோரை', 'transliterated'],
      [3, 'திரேகாணம்', 'திரேக்காணம்', 'gemination'],
      [4, 'சதுர்தாம்சம்', 'சதுர்த்தாம்சம்', 'gemination'],
      [5, 'பஞ்சாம்சம்', 'பஞ்சமாம்சம்', 'ordinal-form'],
      [6, 'ஷஷ்டாம்சம்', 'சஷ்டாம்சம்', 'grantha'],
      [7, 'சப்தாம்சம்', 'சப்தமாம்சம்', 'ordinal-form'],
      [8, 'அஷ்டாம்சம்', 'அஷ்டமாம்சம்', 'ordinal-form'],
      [12, 'த்வாதம்சம்', 'துவாதசாம்சம்', 'misspelt'],
      [13, 'ஷோதாம்சம்', 'சோடசாம்சம்', 'misspelt'],
      [16, 'நக்ஷத்ராம்சம்', 'பாம்சம்', 'other-name'],
      [17, 'திரிசாம்சம்', 'திரிம்சாம்சம்', 'misspelt'],
      [22, 'அஷ்டோத்தரம்சம்', 'அஷ்டோத்தராம்சம்', 'misspelt'],
      [23, 'த்வாதஸ்-த்வாதசம்சம்', 'துவாதச-துவாதசாம்சம்', 'misspelt'],
    ],
  },
  { lang: 'te', table: 'vargas', source: 'pyjhora-msg-te', positions: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23], digest: '095bb9d89bbe126c',
    differences: [
      [2, 'హోరా', 'హోర', 'vowel-length'],
      [3, 'ధ్రేకనా', 'ద్రేక్కాణం', 'misspelt'],
      [5, 'పంచాంశ', 'పంచమాంశం', 'ordinal-form'],
      [6, 'షష్టాంశ', 'షష్ఠాంశం', 'ttha'],
      [7, 'సప్తాంశ', 'సప్తమాంశం', 'ordinal-form'],
      [8, 'అష్టంస', 'అష్టమాంశం', 'misspelt'],
      [9, 'నవంశం', 'నవాంశం', 'misspelt'],
      [10, 'ధసంస', 'దశాంశం', 'misspelt'],
      [11, 'రుద్రాంశ', 'రుద్రాంశం', 'neuter-ending'],
      [12, 'ధ్వదంసం', 'ద్వాదశాంశం', 'misspelt'],
      [13, 'షోడంస', 'షోడశాంశం', 'misspelt'],
      [14, 'విమ్సంస', 'వింశాంశం', 'misspelt'],
      [15, 'చతుర్వింసంస', 'చతుర్వింశాంశం', 'misspelt'],
      [16, 'నక్షత్రం', 'భాంశం', 'other-word'],
      [17, 'త్రిసంస', 'త్రింశాంశం', 'misspelt'],
      [18, 'ఖవేదంస', 'ఖవేదాంశం', 'misspelt'],
      [19, 'అక్షవేదంస', 'అక్షవేదాంశం', 'misspelt'],
      [20, 'షష్ఠిాంశ', 'షష్ట్యంశం', 'misspelt'],
      [21, 'నవ-నవాంశ', 'నవ-నవాంశం', 'neuter-ending'],
      [22, 'అష్టోత్తరాంశ', 'అష్టోత్తరాంశం', 'neuter-ending'],
      [23, 'ద్వాదశ-ద్వాదశాంశ', 'ద్వాదశ-ద్వాదశాంశం', 'neuter-ending'],
    ],
  },
  { lang: 'kn', table: 'vargas', source: 'pyjhora-msg-kn', positions: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23], digest: '197a41f7ede36c90',
    differences: [
      [3, 'ಧ್ರೇಕಾನ', 'ದ್ರೇಕ್ಕಾಣ', 'misspelt'],
      [5, 'ಪಂಚಮಶ', 'ಪಂಚಮಾಂಶ', 'misspelt'],
      [7, 'ಸಪ್ತಮಶ', 'ಸಪ್ತಮಾಂಶ', 'misspelt'],
      [8, 'ಅಷ್ಟಮಶ', 'ಅಷ್ಟಮಾಂಶ', 'misspelt'],
      [9, 'ನವಂಶ', 'ನವಾಂಶ', 'misspelt'],
      [10, 'ಧಸಂಶ', 'ದಶಾಂಶ', 'misspelt'],
      [12, 'ಧ್ವದಂಶ', 'ದ್ವಾದಶಾಂಶ', 'misspelt'],
      [13, 'ಶೋಡಂಶ', 'ಷೋಡಶಾಂಶ', 'misspelt'],
      [14, 'ವಿಮ್ಸಂಶ', 'ವಿಂಶಾಂಶ', 'misspelt'],
      [15, 'ಚತುರ್ವಿಂಸಂಶ', 'ಚತುರ್ವಿಂಶಾಂಶ', 'misspelt'],
      [16, 'ನಕ್ಷತ್ರಾಂಶ', 'ಭಾಂಶ', 'other-name'],
      [17, 'ತ್ರಿಸಂಶ', 'ತ್ರಿಂಶಾಂಶ', 'misspelt'],
      [18, 'ಖಾವೇದಂಶ', 'ಖವೇದಾಂಶ', 'misspelt'],
      [19, 'ಅಕ್ಷವೇದಂಶ', 'ಅಕ್ಷವೇದಾಂಶ', 'misspelt'],
      [20, 'ಷಷ್ಟಿಯಾಂಶ', 'ಷಷ್ಟ್ಯಂಶ', 'sandhi'],
      [21, 'ನವ ನವಾಂಶ', 'ನವ-ನವಾಂಶ', 'spacing'],
      [23, 'ದ್ವಾದಶ-ದ್ವಾದಶಂಸ', 'ದ್ವಾದಶ-ದ್ವಾದಶಾಂಶ', 'misspelt'],
    ],
  },
  { lang: 'ml', table: 'vargas', source: 'pyjhora-msg-ml', positions: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], digest: 'f3883b51953a278f',
    differences: [
      [2, 'ഹോറ', 'ഹോര', 'misspelt'],
      [3, 'ദ്രേക്കണ', 'ദ്രേക്കാണം', 'misspelt'],
      [4, 'ചതുര്ഥാംശ', 'ചതുർഥാംശം', 'encoding'],
      [5, 'പഞ്ചാംശ', 'പഞ്ചമാംശം', 'ordinal-form'],
      [6, 'ഷഷ്ഠാംശ', 'ഷഷ്ഠാംശം', 'neuter-ending'],
      [7, 'സപ്താംശ', 'സപ്തമാംശം', 'ordinal-form'],
      [8, 'അഷ്ടാംശ', 'അഷ്ടമാംശം', 'ordinal-form'],
      [11, 'രുദ്രാംശ', 'രുദ്രാംശം', 'neuter-ending'],
      [12, 'ദ്വാദശാംശ', 'ദ്വാദശാംശം', 'neuter-ending'],
      [13, 'ഷോഡാംശ', 'ഷോഡശാംശം', 'misspelt'],
      [14, 'വിംസാംശ', 'വിംശാംശം', 'misspelt'],
      [15, 'ചതുർവിംസാംശ', 'ചതുർവിംശാംശം', 'misspelt'],
      [16, 'നക്ഷത്രാംശം', 'ഭാംശം', 'other-name'],
      [17, 'തൃഷാംശം', 'ത്രിംശാംശം', 'misspelt'],
      [18, 'ഖവേഡ്ാംശം', 'ഖവേദാംശം', 'misspelt'],
      [19, 'അക്ഷവേഡ്ാംശം', 'അക്ഷവേദാംശം', 'misspelt'],
      [20, 'ഷഷ്ടിാംശം', 'ഷഷ്ട്യംശം', 'misspelt'],
      [22, 'അഷ്ടോതരാംശം', 'അഷ്ടോത്തരാംശം', 'misspelt'],
      [24, 'നാഡി അംശ', 'നാഡ്യംശം', 'sandhi'],
    ],
  },
];

/** The service's form at a position of a table. */
function nameAt(table: TableId, n: number, lang: CheckedLang): string {
  const row = (TABLES[table].rows as readonly Names[])[n - 1];
  if (row === undefined) throw new Error(`${table} has no position ${n}`);
  return row[lang];
}

function positionsOf(check: Check): readonly number[] {
  return check.positions === 'all' ? TABLES[check.table].rows.map((_, i) => i + 1) : check.positions;
}

function digestOf(check: Check): string {
  const names = positionsOf(check).map((n) => nameAt(check.table, n, check.lang));
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/** The docs cell of a check: agreed/checked, then the variants (v), the source's errors (e), the corrections (c). */
function cellOf(check: Check): string {
  const checked = positionsOf(check).length;
  const variants = check.differences.filter(([, , , why]) => REASONS[why].kind === 'variant').length;
  const errors = check.differences.length - variants;
  const corrected = check.corrections?.length ?? 0;
  const parts = [`${checked - check.differences.length}/${checked}`];
  if (variants > 0) parts.push(`${variants}v`);
  if (errors > 0) parts.push(`${errors}e`);
  if (corrected > 0) parts.push(`${corrected}c`);
  return parts.join(' ');
}

describe('the name tables against their published sources', () => {
  it('records each language and table once, for the seven regional languages', () => {
    const keys = CHECKS.map((check) => `${check.lang} ${check.table}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const check of CHECKS) expect(CHECKED_LANGS).toContain(check.lang);
  });

  it.each(CHECKS.map((check) => [`${check.lang} ${check.table}`, check] as const))('%s: the service keeps the checked names', (_, check) => {
    for (const [n, source, ours, why] of check.differences) {
      expect(nameAt(check.table, n, check.lang), `${check.table} ${n}: ${REASONS[why].text}`).toBe(ours);
      expect(source).not.toBe(ours);
      expect(positionsOf(check)).toContain(n);
    }
    for (const [n, was, now] of check.corrections ?? []) {
      expect(nameAt(check.table, n, check.lang), `${check.table} ${n} was corrected from ${was}`).toBe(now);
      expect(was).not.toBe(now);
    }
    expect(digestOf(check), 'a checked name changed: check it against the source again and update this record').toBe(check.digest);
  });

  it('uses every reason, correction reason and source it defines', () => {
    const reasons = new Set(CHECKS.flatMap((check) => check.differences.map(([, , , why]) => why)));
    expect([...reasons].sort()).toEqual(Object.keys(REASONS).sort());
    const corrections = new Set(CHECKS.flatMap((check) => (check.corrections ?? []).map(([, , , why]) => why)));
    expect([...corrections].sort()).toEqual(Object.keys(CORRECTIONS).sort());
    expect([...new Set(CHECKS.map((check) => check.source))].sort()).toEqual(Object.keys(SOURCES).sort());
  });

  it('docs/languages.md states the counts and sources of this record', () => {
    const page = readFileSync(new URL('../../../docs/languages.md', import.meta.url), 'utf8');
    const start = page.indexOf('| language | source |');
    expect(start, 'the table of checks in docs/languages.md').toBeGreaterThan(-1);
    const lines = page.slice(start).split('\n');
    const rows = lines.slice(2, lines.findIndex((line) => !line.startsWith('|')));
    const headings = ['language', 'source', ...Object.values(TABLES).map((table) => table.heading)];
    expect(lines[0]).toBe(`| ${headings.join(' | ')} |`);
    expect(rows).toHaveLength(CHECKED_LANGS.length);
    for (const lang of CHECKED_LANGS) {
      const row = rows.find((line) => line.startsWith(`| ${LANGUAGE_NAMES[lang]} |`));
      expect(row, LANGUAGE_NAMES[lang]).toBeDefined();
      const cells = row!.split('|').slice(1, -1).map((cell) => cell.trim());
      const checks = CHECKS.filter((check) => check.lang === lang);
      const sources = [...new Set(checks.map((check) => check.source))];
      for (const [i, table] of (Object.keys(TABLES) as TableId[]).entries()) {
        const check = checks.find((c) => c.table === table);
        const tag = sources.length > 1 && check ? ` [${sources.indexOf(check.source) + 1}]` : '';
        expect(cells[i + 2], `${LANGUAGE_NAMES[lang]} ${table}`).toBe(check ? cellOf(check) + tag : '–');
      }
      const sourceCell = sources.length === 1 ? SOURCES[sources[0]!].label : sources.map((id, i) => `[${i + 1}] [${SOURCES[id].label}](${SOURCES[id].address})`).join('; ');
      expect(cells[1], `${LANGUAGE_NAMES[lang]} sources`).toBe(sourceCell);
    }
  });
});
