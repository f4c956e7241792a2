/**
 * The yoga rules' conditions in Tamil (astro/chart/yoga-rule-words/wording.ts). Houses take the Tamil ordinals of
 * data/dasha-interpretation.ts (பத்தாம் பாவம்), counted from a point as இடம் after the point in the dative
 * (சந்திரனுக்குப் பத்தாம் இடத்தில்), as Tamil almanacs count from the Moon. A point takes its case by Tamil's own
 * joining rules (`withCase`): the glide ய் after i and ai, வ் after the other vowels, the final consonant's vowel
 * sign after a consonant (சந்திரனுடன், குருவுடன், சனியுடன், செவ்வாயுடன்), and the dative's and the accusative's
 * hard consonant doubled before க, ச, த, ப (சந்திரனைப் பார்த்தல்). Dignities take the almanac words (ஆட்சி, உச்சம்,
 * மூலத்திரிகோணம், நீசம்; நட்பு, சம, பகை வீட்டில்); a condition on a group is worded as one of its grahas (இயற்கைச் சுப
 * கிரகம்), all of them, or none of them; a relation between points as a verbal noun (சேர்ந்திருத்தல், பார்த்தல்).
 */
import { HOUSE_ORDINAL_WORDS } from '../../../data/dasha-interpretation.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import type { RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

const ORDINALS = HOUSE_ORDINAL_WORDS.ta;
const VIRAMA = '\u0BCD';
/** The vowel signs after which Tamil joins a vowel with the glide ய் (i, ii, e, ee, ai); every other takes வ். */
const FRONT_VOWEL_SIGNS = new Set(['\u0BBF', '\u0BC0', '\u0BC6', '\u0BC7', '\u0BC8']);
/** The hard consonants a dative or accusative doubles before. */
const HARD = new Set(['க', 'ச', 'த', 'ப']);

/**
 * `word` with a case or clitic beginning with a vowel: `sign` is that vowel's sign (u ு, ai ை), `rest` what follows
 * it ("சந்திரன்" + ு + "டன்" = "சந்திரனுடன்", "குரு" → "குருவுடன்", "சனி" → "சனியுடன்").
 */
function withCase(word: string, sign: string, rest: string): string {
  if (word.endsWith(VIRAMA)) return `${word.slice(0, -1)}${sign}${rest}`;
  const glide = FRONT_VOWEL_SIGNS.has(word[word.length - 1]!) ? 'ய' : 'வ';
  return `${word}${glide}${sign}${rest}`;
}

/** The dative: -க்கு after i, ai and ய் (சனிக்கு, அதிபதிக்கு, செவ்வாய்க்கு), -உக்கு after the rest (சந்திரனுக்கு, குருவுக்கு). */
function dative(word: string): string {
  const last = word[word.length - 1]!;
  if (last === '\u0BBF' || last === '\u0BC8' || word.endsWith(`ய${VIRAMA}`)) return `${word}க்கு`;
  return withCase(word, '\u0BC1', 'க்கு');
}

const accusative = (word: string): string => withCase(word, '\u0BC8', '');
const sociative = (word: string): string => withCase(word, '\u0BC1', 'டன்');
/** The clitic -உம் ("and", "both"): சந்திரனும், குருவும். */
const also = (word: string): string => withCase(word, '\u0BC1', 'ம்');

/** `word` and `next` with the hard consonant a dative (-கு) or accusative (-ஐ) doubles before க, ச, த, ப. */
function before(word: string, next: string): string {
  const doubles = (word.endsWith('கு') || word.endsWith('\u0BC8')) && HARD.has(next[0]!);
  return `${word}${doubles ? `${next[0]}${VIRAMA}` : ''} ${next}`;
}

function graha(id: GrahaId): string {
  return grahaById(id).ta;
}

function point(p: RulePoint): string {
  if (typeof p === 'string') return graha(p);
  if ('lord' in p) return `${ORDINALS[p.lord - 1]} பாவ அதிபதி`;
  return `${point(p.dispositor)} நிற்கும் ${p.varga === 'd9' ? 'நவாம்ச ' : ''}ராசியின் அதிபதி`;
}

type HouseCase = 'nominative' | 'locative' | 'accusative' | 'within';

const HOUSE_FORMS: Readonly<Record<'பாவம்' | 'இடம்', { readonly one: Readonly<Record<HouseCase, string>>; readonly many: Readonly<Record<HouseCase, string>> }>> = {
  பாவம்: {
    one: { nominative: 'பாவம்', locative: 'பாவத்தில்', accusative: 'பாவத்தை', within: 'பாவத்துக்குள்' },
    many: { nominative: 'பாவங்கள்', locative: 'பாவங்களில்', accusative: 'பாவங்களை', within: 'பாவங்களுக்குள்' },
  },
  இடம்: {
    one: { nominative: 'இடம்', locative: 'இடத்தில்', accusative: 'இடத்தை', within: 'இடத்துக்குள்' },
    many: { nominative: 'இடங்கள்', locative: 'இடங்களில்', accusative: 'இடங்களை', within: 'இடங்களுக்குள்' },
  },
};

/**
 * Houses in a case: "முதலாம், நான்காம், ஏழாம் அல்லது பத்தாம் பாவத்தில்"; counted from a point, இடம் after the
 * point in the dative ("சந்திரனுக்குப் பத்தாம் இடத்தில்"). Houses joined by "and" take the plural noun.
 */
function houses(list: readonly RuleHouse[], joiner: 'or' | 'and', houseCase: HouseCase, reference?: RuleReference): string {
  const counted = reference === undefined || reference === 'lagna' ? undefined : reference;
  const noun = counted === undefined ? 'பாவம்' : 'இடம்';
  const number = joiner === 'and' && list.length > 1 ? 'many' : 'one';
  const ordinals = listOf(list.map((house) => ORDINALS[house - 1]!), joiner === 'or' ? 'அல்லது' : 'மற்றும்');
  const text = `${ordinals} ${HOUSE_FORMS[noun][number][houseCase]}`;
  return counted === undefined ? text : before(dative(point(counted)), text);
}

/** A group's three forms: one of its grahas, all of them, and none of them. */
interface GroupWords {
  readonly one: string;
  readonly every: string;
  readonly none: string;
}

function named(ids: readonly GrahaId[]): GroupWords {
  const names = ids.map(graha);
  if (names.length === 1) return { one: names[0]!, every: names[0]!, none: `${names[0]} இல்லை` };
  return { one: listOf(names, 'அல்லது'), every: names.map(also).join(' '), none: `${names.join(', ')} ஆகியவற்றில் எதுவும் இல்லை` };
}

const SEVEN = `ஏழு கிரகங்கள் (${graha('sun')} … ${graha('saturn')})`;
const SEVEN_OF = `ஏழு கிரகங்களில் (${graha('sun')} … ${graha('saturn')})`;

const GROUPS: Readonly<Record<Exclude<RuleGroup, readonly unknown[]>, GroupWords>> = {
  benefics: { one: 'இயற்கைச் சுப கிரகம்', every: 'இயற்கைச் சுப கிரகங்கள் அனைத்தும்', none: 'இயற்கைச் சுப கிரகம் எதுவும் இல்லை' },
  malefics: { one: 'இயற்கைப் பாப கிரகம்', every: 'இயற்கைப் பாப கிரகங்கள் அனைத்தும்', none: 'இயற்கைப் பாப கிரகம் எதுவும் இல்லை' },
  seven: { one: `${SEVEN_OF} ஒன்று`, every: `${SEVEN} அனைத்தும்`, none: `${SEVEN_OF} எதுவும் இல்லை` },
  'star-planets': named(['mars', 'mercury', 'jupiter', 'venus', 'saturn']),
  grahas: { one: 'ஏதேனும் ஒரு கிரகம்', every: 'எல்லாக் கிரகங்களும்', none: 'கிரகம் எதுவும் இல்லை' },
};

function group(g: RuleGroup): GroupWords {
  return typeof g === 'string' ? GROUPS[g] : named(g);
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'சர', fixed: 'ஸ்திர', dual: 'உபய',
  fire: 'நெருப்பு', earth: 'நில', air: 'காற்று', water: 'நீர்',
  odd: 'ஒற்றைப்படை', even: 'இரட்டைப்படை',
};

/** "சர ராசியில்", "மேஷம் அல்லது விருச்சிகம் ராசியில்". */
function inSigns(set: RuleSigns): string {
  const kind = typeof set === 'string' ? SIGN_SETS[set] : listOf(set.map((id) => signById(id).ta), 'அல்லது');
  return `${kind} ராசியில்`;
}

const DIGNITIES = {
  exalted: 'உச்சம்', moolatrikona: 'மூலத்திரிகோணம்', own: 'ஆட்சி', friendly: 'நட்பு வீட்டில்',
  neutral: 'சம வீட்டில்', inimical: 'பகை வீட்டில்', debilitated: 'நீசம்',
} as const;

const NAVAMSA = 'நவாம்சத்தில் ';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point)} ${houses(c.houses, 'or', 'locative', c.from)}`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'லக்னம்' : point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${inSigns(c.signs)}`;
    case 'house-sign':
      return `${houses([c.house], 'or', 'nominative')} ${inSigns(c.signs)}`;
    case 'dignity':
      return `${point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${listOf(c.dignities.map((d) => DIGNITIES[d]), 'அல்லது')}`;
    case 'together':
      return `${c.points.map((p) => also(point(p))).join(' ')} ஒரே ராசியில்`;
    case 'exchange':
      return `${also(point(c.points[0]))} ${also(point(c.points[1]))} பரிவர்த்தனை (ஒன்றின் ராசியில் மற்றொன்று)`;
    case 'aspects': {
      const target = typeof c.target === 'object' && 'house' in c.target ? houses([c.target.house], 'or', 'accusative') : accusative(point(c.target));
      return `${point(c.by)} ${before(target, 'பார்த்தல்')}`;
    }
    case 'influenced': {
      const one = group(c.group).one;
      const joins = `${sociative(point(c.point))} ${one} சேர்ந்திருத்தல்`;
      const aspects = before(accusative(point(c.point)), 'பார்த்தல்');
      if (c.how === 'joins') return joins;
      if (c.how === 'aspects') return `${one} ${aspects}`;
      return `${joins} அல்லது ${aspects}`;
    }
    case 'house-aspected':
      return `${group(c.group).one} ${before(houses([c.house], 'or', 'accusative'), 'பார்த்தல்')}`;
    case 'occupied':
      return c.quantity === 'each' && c.houses.length > 1
        ? `${houses(c.houses, 'and', 'nominative', c.from)} ஒவ்வொன்றிலும் ${group(c.group).one}`
        : `${houses(c.houses, 'or', 'locative', c.from)} ${group(c.group).one}`;
    case 'empty':
      return `${houses(c.houses, 'and', 'locative', c.from)} ${group(c.group).none}`;
    case 'confined':
      return `${group(c.group).every} ${houses(c.houses, 'and', 'within', c.from)}`;
    case 'sign-count':
      return `${SEVEN} சரியாக ${c.count} ${c.count === 1 ? 'ராசியில்' : 'ராசிகளில்'}`;
    case 'strong':
      return `${point(c.point)} பலம் பெற்றிருத்தல் (நீசம், அஸ்தங்கம் இல்லை; ${houses([6, 8, 12], 'and', 'locative')} இல்லை)`;
    case 'nature':
      return `${point(c.point)} ${c.nature === 'benefic' ? 'இயற்கைச் சுப கிரகம்' : 'இயற்கைப் பாப கிரகம்'}`;
    case 'same':
      return `${also(point(c.points[0]))} ${also(point(c.points[1]))} ஒரே கிரகம்`;
    case 'waxing-moon':
      return `வளர்பிறைச் ${graha('moon')}`;
    case 'day-birth':
      return 'பகலில் பிறப்பு';
  }
}

export const TA_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join('; மேலும் '),
  any: (parts) => parts.join('; அல்லது '),
  not: (inner) => `${inner} என்ற நிலை இல்லை`,
};
