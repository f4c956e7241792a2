/**
 * The yoga rules' conditions in Bengali (astro/chart/yoga-rule-words/wording.ts): the Sanskrit ordinals before
 * ভাব (data/dasha-interpretation.ts HOUSE_ORDINAL_WORDS), the locative -এ/-তে on the last word of a list
 * (প্রথম, চতুর্থ, সপ্তম বা দশম ভাবে; মেষ বা সিংহ রাশিতে), the genitive -র after a vowel and -এর after a
 * consonant (বৃহস্পতির, চন্দ্রের), থেকে after the point houses are counted from, দ্বারা before a participle
 * (শুভগ্রহ দ্বারা দৃষ্ট), and the dignities as the -স্থ adjectives of the dignity table (তুঙ্গস্থ, নীচস্থ).
 */
import { HOUSE_ORDINAL_WORDS } from '../../../data/dasha-interpretation.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import type { RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

const ORDINALS = HOUSE_ORDINAL_WORDS.bn;

/** The Bengali vowel signs and independent vowels a word may end in. */
const VOWEL_END = /[\u0985-\u0994\u09BE-\u09CC]$/u;

/** The genitive: -র after a vowel (বৃহস্পতির, অধিপতির), -এর after a consonant (চন্দ্রের, ভাবের). */
function genitive(word: string): string {
  return VOWEL_END.test(word) ? `${word}র` : `${word}ের`;
}

function graha(id: GrahaId): string {
  return grahaById(id).bn;
}

function point(p: RulePoint): string {
  if (typeof p === 'string') return graha(p);
  if ('lord' in p) return `${ORDINALS[p.lord - 1]} ভাবের অধিপতি`;
  return p.varga === 'd9' ? `${genitive(point(p.dispositor))} নবাংশ রাশির অধিপতি` : `${genitive(point(p.dispositor))} রাশির অধিপতি`;
}

/** "<point> থেকে " before the houses, or nothing when counted from the lagna. */
function from(reference: RuleReference | undefined): string {
  return reference === undefined || reference === 'lagna' ? '' : `${point(reference)} থেকে `;
}

/** "প্রথম, চতুর্থ বা দশম ভাব" (no plural ending after a list of ordinals). */
function houses(list: readonly RuleHouse[], joiner: 'or' | 'and'): string {
  return `${listOf(list.map((house) => ORDINALS[house - 1]!), joiner === 'or' ? 'বা' : 'ও')} ভাব`;
}

const SEVEN = `সাত গ্রহ (${graha('sun')} … ${graha('saturn')})`;
const STAR_PLANETS: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

const GROUPS: Readonly<Record<Exclude<RuleGroup, readonly unknown[]>, string>> = {
  benefics: 'নৈসর্গিক শুভগ্রহ',
  malefics: 'নৈসর্গিক পাপগ্রহ',
  seven: SEVEN,
  'star-planets': listOf(STAR_PLANETS.map(graha), 'বা'),
  grahas: 'গ্রহ',
};

function group(g: RuleGroup): string {
  return typeof g === 'string' ? GROUPS[g] : listOf(g.map(graha), 'বা');
}

/** One graha of a group, as each of several houses holds: "কোনো নৈসর্গিক শুভগ্রহ", "সাত গ্রহের (…) কোনোটি". */
function oneOf(g: RuleGroup): string {
  if (g === 'seven') return `সাত গ্রহের (${graha('sun')} … ${graha('saturn')}) কোনোটি`;
  return g === 'benefics' || g === 'malefics' || g === 'grahas' ? `কোনো ${GROUPS[g]}` : group(g);
}

/** Every graha of a group: "সব নৈসর্গিক শুভগ্রহ", or a named list as "বৃহস্পতি ও শুক্র দুজনেই" ("… সকলেই" for more). */
function everyOf(g: RuleGroup): string {
  if (typeof g === 'string') return `সব ${GROUPS[g]}`;
  return `${listOf(g.map(graha), 'ও')} ${g.length === 2 ? 'দুজনেই' : 'সকলেই'}`;
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'চর রাশি', fixed: 'স্থির রাশি', dual: 'দ্বিস্বভাব রাশি',
  fire: 'অগ্নি রাশি', earth: 'পৃথ্বী রাশি', air: 'বায়ু রাশি', water: 'জল রাশি',
  odd: 'বিষম রাশি', even: 'সম রাশি',
};

/** A set of signs ending in রাশি, to which the locative -তে is joined. */
function signs(set: RuleSigns): string {
  return typeof set === 'string' ? SIGN_SETS[set] : `${listOf(set.map((id) => signById(id).bn), 'বা')} রাশি`;
}

const DIGNITIES = {
  exalted: 'তুঙ্গস্থ', moolatrikona: 'মূলত্রিকোণস্থ', own: 'স্বক্ষেত্রস্থ', friendly: 'মিত্রক্ষেত্রস্থ',
  neutral: 'সমক্ষেত্রস্থ', inimical: 'শত্রুক্ষেত্রস্থ', debilitated: 'নীচস্থ',
} as const;

const NAVAMSA = 'নবাংশে ';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point)} ${from(c.from)}${houses(c.houses, 'or')}ে`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'লগ্ন' : point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${signs(c.signs)}তে`;
    case 'house-sign':
      return `${houses([c.house], 'or')} ${signs(c.signs)}তে`;
    case 'dignity':
      return `${point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${listOf(c.dignities.map((d) => DIGNITIES[d]), 'বা')}`;
    case 'together':
      return `${listOf(c.points.map(point), 'ও')} একই রাশিতে`;
    case 'exchange':
      return `${point(c.points[0])} ও ${point(c.points[1])} পরস্পরের রাশিতে`;
    case 'aspects':
      return `${genitive(point(c.by))} দৃষ্টি ${genitive(typeof c.target === 'object' && 'house' in c.target ? houses([c.target.house], 'or') : point(c.target))} উপর`;
    case 'influenced': {
      const how = c.how === 'joins' ? 'যুক্ত' : c.how === 'aspects' ? 'দৃষ্ট' : 'যুক্ত বা দৃষ্ট';
      return `${point(c.point)} ${c.group === 'grahas' ? 'অন্য গ্রহ' : group(c.group)} দ্বারা ${how}`;
    }
    case 'house-aspected':
      return `${houses([c.house], 'or')} ${group(c.group)} দ্বারা দৃষ্ট`;
    case 'occupied':
      return c.quantity === 'each'
        ? `${from(c.from)}${houses(c.houses, 'and')}ের প্রতিটিতে ${oneOf(c.group)}`
        : `${from(c.from)}${houses(c.houses, 'or')}ে ${group(c.group)}`;
    case 'empty':
      return `${from(c.from)}${houses(c.houses, 'or')}ে কোনো ${group(c.group)} নেই`;
    case 'confined':
      return `${everyOf(c.group)} ${from(c.from)}${houses(c.houses, 'and')}ের মধ্যে`;
    case 'sign-count':
      return `সাত গ্রহ ঠিক ${c.count}টি রাশিতে`;
    case 'strong':
      return `${point(c.point)} বলবান (নীচস্থ নয়, অস্তমিত নয়, ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবেও নয়)`;
    case 'nature':
      return `${point(c.point)} নৈসর্গিক ${c.nature === 'benefic' ? 'শুভগ্রহ' : 'পাপগ্রহ'}`;
    case 'same':
      return `${point(c.points[0])} ও ${point(c.points[1])} একই গ্রহ`;
    case 'waxing-moon':
      return `${graha('moon')} শুক্লপক্ষে`;
    case 'day-birth':
      return 'দিনে জন্ম';
  }
}

export const BN_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join('; এবং '),
  any: (parts) => parts.join('; অথবা '),
  not: (inner) => `এমন নয় যে ${inner}`,
};
