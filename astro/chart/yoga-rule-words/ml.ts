/**
 * The yoga rules' conditions in Malayalam (astro/chart/yoga-rule-words/wording.ts). Malayalam puts its case on
 * the end of a noun, so a graha's or a lord's name takes its locative ("ചന്ദ്രനിൽ നിന്ന്", from the Moon), genitive,
 * dative and the enclitics -ഉം (and) and -ഓ (or) by the ending of the name the tables give (`inflected`);
 * houses are the ordinals of data/dasha-interpretation.ts before ഭാവം.
 */
import { HOUSE_ORDINAL_WORDS } from '../../../data/dasha-interpretation.ts';
import { GRAHA_IDS, grahaById, type GrahaId } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import type { RuleDignity, RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

/** The cases and enclitics a name takes in these rules. */
type Form = 'locative' | 'genitive' | 'dative' | 'and' | 'or';

/**
 * The endings of a name by its last letter: a name in -ൻ (സൂര്യൻ, അധിപൻ) and in -ം (വ്യാഴം) change that letter, a
 * name in -ഉ (രാഹു) glides with വ്, and a name in -ഇ (ശനി) or the inherent -അ (ചൊവ്വ) glides with യ്.
 */
const ENDINGS: readonly { readonly ends: RegExp; readonly drop: number; readonly forms: Readonly<Record<Form, string>> }[] = [
  { ends: /ൻ$/u, drop: 1, forms: { locative: 'നിൽ', genitive: 'ന്റെ', dative: 'ന്', and: 'നും', or: 'നോ' } },
  { ends: /ം$/u, drop: 1, forms: { locative: 'ത്തിൽ', genitive: 'ത്തിന്റെ', dative: 'ത്തിന്', and: 'വും', or: 'മോ' } },
  { ends: /[ുൂ]$/u, drop: 0, forms: { locative: 'വിൽ', genitive: 'വിന്റെ', dative: 'വിന്', and: 'വും', or: 'വോ' } },
  { ends: /[ിീെേൈ]$/u, drop: 0, forms: { locative: 'യിൽ', genitive: 'യുടെ', dative: 'ക്ക്', and: 'യും', or: 'യോ' } },
  { ends: /[\u0D15-\u0D39ാ]$/u, drop: 0, forms: { locative: 'യിൽ', genitive: 'യുടെ', dative: 'യ്ക്ക്', and: 'യും', or: 'യോ' } },
];

/** `name` in `form`; a name with an ending none of ENDINGS knows is an error, not a guess. */
export function inflected(name: string, form: Form): string {
  const ending = ENDINGS.find((e) => e.ends.test(name));
  if (!ending) throw new RangeError(`No Malayalam case ending is known for ${name}`);
  return name.slice(0, name.length - ending.drop) + ending.forms[form];
}

const ordinal = (house: RuleHouse): string => HOUSE_ORDINAL_WORDS.ml[house - 1]!;

function point(p: RulePoint): string {
  if (typeof p === 'string') return grahaById(p).ml;
  if ('lord' in p) return p.lord === 1 ? 'ലഗ്നാധിപൻ' : `${ordinal(p.lord)} ഭാവാധിപൻ`;
  return p.varga === 'd9' ? `${inflected(point(p.dispositor), 'genitive')} നവാംശരാശ്യധിപൻ` : `${inflected(point(p.dispositor), 'genitive')} രാശ്യധിപൻ`;
}

/** "<point>ൽ നിന്ന് " before the houses, or nothing when counted from the lagna. */
function from(reference: RuleReference | undefined): string {
  return reference === undefined || reference === 'lagna' ? '' : `${inflected(point(reference), 'locative')} നിന്ന് `;
}

/** One house or a choice of houses, in the locative: "ഒന്നാം, നാലാം അല്ലെങ്കിൽ ഏഴാം ഭാവത്തിൽ". */
function inHouses(list: readonly RuleHouse[]): string {
  return `${listOf(list.map(ordinal), 'അല്ലെങ്കിൽ')} ഭാവത്തിൽ`;
}

/** Several houses together, in the locative plural: "ആറാം, എട്ടാം, പന്ത്രണ്ടാം ഭാവങ്ങളിൽ". */
function inEachOf(list: readonly RuleHouse[]): string {
  return list.length === 1 ? inHouses(list) : `${list.map(ordinal).join(', ')} ഭാവങ്ങളിൽ`;
}

/** Grahas named one by one, each with the enclitic `form` ("ചൊവ്വയോ ശനിയോ", "ചൊവ്വയും ശനിയും"). */
function named(grahas: readonly GrahaId[], form: Form, last: 'and' | 'or'): string {
  const names = grahas.map((graha) => grahaById(graha).ml);
  if (names.length === 1) return form === 'and' || form === 'or' ? names[0]! : inflected(names[0]!, form);
  const base = form === 'and' || form === 'or' ? (name: string) => name : (name: string) => inflected(name, form);
  return names.map((name) => inflected(base(name), last)).join(' ');
}

const SEVEN = `ഏഴു ഗ്രഹങ്ങൾ (${grahaById(GRAHA_IDS[0]).ml} … ${grahaById(GRAHA_IDS[6]).ml})`;
const SEVEN_OF = `ഏഴു ഗ്രഹങ്ങളുടെ (${grahaById(GRAHA_IDS[0]).ml} … ${grahaById(GRAHA_IDS[6]).ml})`;
const SEVEN_SOME = `ഏഴു ഗ്രഹങ്ങളിൽ (${grahaById(GRAHA_IDS[0]).ml} … ${grahaById(GRAHA_IDS[6]).ml}) ഒന്നെങ്കിലും`;
const STAR_PLANETS: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** Each group as the subject (`one`), in the genitive (`of`), and as "at least one of them" (`some`). */
const GROUPS: Readonly<Record<Exclude<RuleGroup, readonly unknown[]>, { readonly one: string; readonly of: string; readonly some: string }>> = {
  benefics: { one: 'നൈസർഗിക ശുഭഗ്രഹങ്ങൾ', of: 'നൈസർഗിക ശുഭഗ്രഹങ്ങളുടെ', some: 'ഒരു നൈസർഗിക ശുഭഗ്രഹമെങ്കിലും' },
  malefics: { one: 'നൈസർഗിക പാപഗ്രഹങ്ങൾ', of: 'നൈസർഗിക പാപഗ്രഹങ്ങളുടെ', some: 'ഒരു നൈസർഗിക പാപഗ്രഹമെങ്കിലും' },
  seven: { one: SEVEN, of: SEVEN_OF, some: SEVEN_SOME },
  'star-planets': { one: named(STAR_PLANETS, 'or', 'or'), of: named(STAR_PLANETS, 'genitive', 'or'), some: named(STAR_PLANETS, 'or', 'or') },
  grahas: { one: 'ഗ്രഹങ്ങൾ', of: 'ഗ്രഹങ്ങളുടെ', some: 'ഒരു ഗ്രഹമെങ്കിലും' },
};

/** A group as what a house holds: at least one of it ("ഒരു നൈസർഗിക ശുഭഗ്രഹമെങ്കിലും", "ചൊവ്വയോ ശനിയോ"). */
function someOf(g: RuleGroup): string {
  return typeof g === 'string' ? GROUPS[g].some : named(g, 'or', 'or');
}

/** A group as the subject: "നൈസർഗിക ശുഭഗ്രഹങ്ങൾ", "ചൊവ്വയോ ശനിയോ" (or, with `every`, "ചൊവ്വയും ശനിയും"). */
function group(g: RuleGroup, every = false): string {
  if (typeof g === 'string') return g === 'star-planets' && every ? named(STAR_PLANETS, 'and', 'and') : GROUPS[g].one;
  return every ? named(g, 'and', 'and') : named(g, 'or', 'or');
}

/** A group's genitive: "നൈസർഗിക ശുഭഗ്രഹങ്ങളുടെ", "ചൊവ്വയുടെയോ ശനിയുടെയോ". */
function groupOf(g: RuleGroup): string {
  return typeof g === 'string' ? GROUPS[g].of : named(g, 'genitive', 'or');
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'ചരരാശിയിൽ', fixed: 'സ്ഥിരരാശിയിൽ', dual: 'ഉഭയരാശിയിൽ',
  fire: 'അഗ്നിരാശിയിൽ', earth: 'ഭൂരാശിയിൽ', air: 'വായുരാശിയിൽ', water: 'ജലരാശിയിൽ',
  odd: 'ഓജരാശിയിൽ', even: 'യുഗ്മരാശിയിൽ',
};

/** A set of signs in the locative: "ചരരാശിയിൽ", "മേടം അല്ലെങ്കിൽ ചിങ്ങം രാശിയിൽ". */
function inSigns(set: RuleSigns): string {
  return typeof set === 'string' ? SIGN_SETS[set] : `${listOf(set.map((id) => signById(id).ml), 'അല്ലെങ്കിൽ')} രാശിയിൽ`;
}

const DIGNITIES = {
  exalted: 'ഉച്ചത്തിൽ', moolatrikona: 'മൂലത്രികോണത്തിൽ', own: 'സ്വക്ഷേത്രത്തിൽ', friendly: 'മിത്രക്ഷേത്രത്തിൽ',
  neutral: 'സമക്ഷേത്രത്തിൽ', inimical: 'ശത്രുക്ഷേത്രത്തിൽ', debilitated: 'നീചത്തിൽ',
} as const;

/** One dignity, or a choice of them each with the enclitic -ഓ ("ഉച്ചത്തിലോ സ്വക്ഷേത്രത്തിലോ"). */
function dignities(list: readonly RuleDignity[]): string {
  return list.length === 1 ? DIGNITIES[list[0]!] : list.map((d) => DIGNITIES[d].replace(/ൽ$/u, 'ലോ')).join(' ');
}

const NAVAMSA = 'നവാംശത്തിൽ ';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point)} ${from(c.from)}${inHouses(c.houses)}`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'ലഗ്നം' : point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${inSigns(c.signs)}`;
    case 'house-sign':
      return `${ordinal(c.house)} ഭാവം ${inSigns(c.signs)}`;
    case 'dignity':
      return `${point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${dignities(c.dignities)}`;
    case 'together':
      return `${c.points.map((p) => inflected(point(p), 'and')).join(' ')} ഒരേ രാശിയിൽ`;
    case 'exchange':
      return `${inflected(point(c.points[0]), 'and')} ${inflected(point(c.points[1]), 'and')} തമ്മിൽ രാശിപരിവർത്തനം`;
    case 'aspects': {
      const target = typeof c.target === 'object' && 'house' in c.target ? `${ordinal(c.target.house)} ഭാവം` : point(c.target);
      return `${inflected(target, 'dative')} ${inflected(point(c.by), 'genitive')} ദൃഷ്ടി`;
    }
    case 'influenced': {
      const how = c.how === 'joins' ? 'യുതി' : c.how === 'aspects' ? 'ദൃഷ്ടി' : 'യുതിയോ ദൃഷ്ടിയോ';
      return `${inflected(point(c.point), 'dative')} ${groupOf(c.group)} ${how}`;
    }
    case 'house-aspected':
      return `${inflected(`${ordinal(c.house)} ഭാവം`, 'dative')} ${groupOf(c.group)} ദൃഷ്ടി`;
    case 'occupied':
      return c.quantity === 'each'
        ? `${from(c.from)}${inEachOf(c.houses)} ഓരോന്നിലും ${someOf(c.group)}`
        : `${from(c.from)}${inHouses(c.houses)} ${someOf(c.group)}`;
    case 'empty':
      return `${from(c.from)}${inEachOf(c.houses)} ${group(c.group)} ഇല്ല`;
    case 'confined':
      return `${group(c.group, true)} ${typeof c.group !== 'string' && c.group.length === 2 ? 'രണ്ടും' : 'എല്ലാം'} ${from(c.from)}${c.houses.length === 1 ? inHouses(c.houses) : `${c.houses.map(ordinal).join(', ')} ഭാവങ്ങൾക്കുള്ളിൽ`}`;
    case 'sign-count':
      return `ഏഴു ഗ്രഹങ്ങൾ കൃത്യം ${c.count} ${c.count === 1 ? 'രാശിയിൽ' : 'രാശികളിൽ'}`;
    case 'strong':
      return `${point(c.point)} ബലവാൻ (നീചത്തിലോ മൗഢ്യത്തിലോ ${[6, 8, 12].map((h) => ordinal(h as RuleHouse)).join(', ')} ഭാവങ്ങളിലോ അല്ല)`;
    case 'nature':
      return `${point(c.point)} നൈസർഗിക ${c.nature === 'benefic' ? 'ശുഭഗ്രഹം' : 'പാപഗ്രഹം'}`;
    case 'same':
      return `${inflected(point(c.points[0]), 'and')} ${inflected(point(c.points[1]), 'and')} ഒരേ ഗ്രഹം`;
    case 'waxing-moon':
      return `${grahaById('moon').ml} ശുക്ലപക്ഷത്തിൽ`;
    case 'day-birth':
      return 'പകൽ ജനനം';
  }
}

export const ML_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join('; കൂടാതെ '),
  any: (parts) => parts.join('; അല്ലെങ്കിൽ '),
  not: (inner) => `${inner} എന്നല്ല`,
};
