/**
 * The yoga rules' conditions in Gujarati (astro/chart/yoga-rule-words/wording.ts). Gujarati joins its
 * postpositions to the word (ચંદ્રથી, ગુરુની, ભાવમાં), and a "lord of" phrase takes its oblique form before one
 * (દશમ ભાવનો સ્વામી, દશમ ભાવના સ્વામીથી), so a point is worded either alone or with the postposition it carries.
 * Houses are the Sanskrit ordinals of jyotish before ભાવ, as the dasha readings write them.
 */
import { grahaById } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import { HOUSE_ORDINAL_WORDS } from '../../../data/dasha-interpretation.ts';
import type { GrahaId } from '../../../data/grahas.ts';
import type { RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

const ORDINALS = HOUSE_ORDINAL_WORDS.gu;
const ordinal = (house: RuleHouse): string => ORDINALS[house - 1]!;
const name = (id: GrahaId): string => grahaById(id).gu;

/** A point followed by a postposition joined to it ("ગુરુથી", "દશમ ભાવના સ્વામીની"). */
function pointWith(p: RulePoint, postposition: string): string {
  if (typeof p === 'string') return `${name(p)}${postposition}`;
  if ('lord' in p) return `${ordinal(p.lord)} ભાવના સ્વામી${postposition}`;
  const sign = p.varga === 'd9' ? 'નવાંશ રાશિના' : 'રાશિના';
  return `${pointWith(p.dispositor, 'ની')} ${sign} સ્વામી${postposition}`;
}

/** A point standing alone, as the subject of a condition ("દશમ ભાવનો સ્વામી"). */
function point(p: RulePoint): string {
  if (typeof p === 'string') return name(p);
  if ('lord' in p) return `${ordinal(p.lord)} ભાવનો સ્વામી`;
  const sign = p.varga === 'd9' ? 'નવાંશ રાશિનો' : 'રાશિનો';
  return `${pointWith(p.dispositor, 'ની')} ${sign} સ્વામી`;
}

/** "<point>થી " before the houses, or nothing when counted from the lagna. */
function from(reference: RuleReference | undefined): string {
  return reference === undefined || reference === 'lagna' ? '' : `${pointWith(reference, 'થી')} `;
}

function houses(list: readonly RuleHouse[], joiner: 'or' | 'and'): string {
  return `${listOf(list.map(ordinal), joiner === 'or' ? 'કે' : 'અને')} ભાવ`;
}

/** A group as one of its members ("નૈસર્ગિક શુભ ગ્રહ") and as all of them ("નૈસર્ગિક શુભ ગ્રહો"). */
interface GroupWords {
  readonly one: string;
  readonly every: string;
}

const SEVEN = `(${name('sun')} … ${name('saturn')})`;
const STAR_PLANETS = listOf((['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const).map(name), 'કે');

const GROUPS: Readonly<Record<Exclude<RuleGroup, readonly unknown[]>, GroupWords>> = {
  benefics: { one: 'નૈસર્ગિક શુભ ગ્રહ', every: 'નૈસર્ગિક શુભ ગ્રહો' },
  malefics: { one: 'નૈસર્ગિક પાપ ગ્રહ', every: 'નૈસર્ગિક પાપ ગ્રહો' },
  seven: { one: `સાત ગ્રહો ${SEVEN} પૈકી કોઈ ગ્રહ`, every: `સાત ગ્રહો ${SEVEN}` },
  'star-planets': { one: STAR_PLANETS, every: STAR_PLANETS },
  grahas: { one: 'ગ્રહ', every: 'ગ્રહો' },
};

function group(g: RuleGroup, form: keyof GroupWords): string {
  return typeof g === 'string' ? GROUPS[g][form] : listOf(g.map(name), 'કે');
}

/** All of a group, as the subject of "within": "સાતેય ગ્રહો", "બધા નૈસર્ગિક શુભ ગ્રહો", "ગુરુ અને શુક્ર બંને". */
function everyOf(g: RuleGroup): string {
  if (g === 'seven') return `સાતેય ગ્રહો ${SEVEN}`;
  if (typeof g === 'string') return `બધા ${GROUPS[g].every}`;
  return `${listOf(g.map(name), 'અને')} ${g.length === 2 ? 'બંને' : 'બધા'}`;
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'ચર રાશિ', fixed: 'સ્થિર રાશિ', dual: 'દ્વિસ્વભાવ રાશિ',
  fire: 'અગ્નિ તત્ત્વની રાશિ', earth: 'પૃથ્વી તત્ત્વની રાશિ', air: 'વાયુ તત્ત્વની રાશિ', water: 'જળ તત્ત્વની રાશિ',
  odd: 'વિષમ રાશિ', even: 'સમ રાશિ',
};

/** The signs, ending in રાશિ so that the postposition joins to it. */
function signs(set: RuleSigns): string {
  return typeof set === 'string' ? SIGN_SETS[set] : `${listOf(set.map((id) => signById(id).gu), 'કે')} રાશિ`;
}

const DIGNITIES = {
  exalted: 'ઉચ્ચનો', moolatrikona: 'મૂળત્રિકોણ રાશિમાં', own: 'સ્વરાશિમાં', friendly: 'મિત્રની રાશિમાં',
  neutral: 'સમ ગ્રહની રાશિમાં', inimical: 'શત્રુની રાશિમાં', debilitated: 'નીચનો',
} as const;

const NAVAMSA = 'નવાંશમાં ';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point)} ${from(c.from)}${houses(c.houses, 'or')}માં`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'લગ્ન' : point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${signs(c.signs)}માં`;
    case 'house-sign':
      return `${houses([c.house], 'or')} ${signs(c.signs)}માં`;
    case 'dignity':
      return `${point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${c.dignities.map((d) => DIGNITIES[d]).join(' કે ')}`;
    case 'together':
      return `${listOf(c.points.map(point), 'અને')} એક જ રાશિમાં`;
    case 'exchange':
      return `${pointWith(c.points[0], '')} અને ${pointWith(c.points[1], '')} વચ્ચે રાશિ પરિવર્તન`;
    case 'aspects': {
      const target = typeof c.target === 'object' && 'house' in c.target ? `${houses([c.target.house], 'or')} પર` : pointWith(c.target, ' પર');
      return `${target} ${pointWith(c.by, 'ની')} દૃષ્ટિ`;
    }
    case 'influenced': {
      const how = c.how === 'joins' ? 'યુત' : c.how === 'aspects' ? 'દૃષ્ટ' : 'યુત કે દૃષ્ટ';
      return `${point(c.point)} ${group(c.group, 'every')}થી ${how}`;
    }
    case 'house-aspected':
      return `${houses([c.house], 'or')} પર ${group(c.group, 'every')}ની દૃષ્ટિ`;
    case 'occupied':
      return c.quantity === 'each'
        ? `${from(c.from)}${listOf(c.houses.map(ordinal), 'અને')} એ દરેક ભાવમાં ${group(c.group, 'one')}`
        : `${from(c.from)}${houses(c.houses, 'or')}માં ${group(c.group, 'one')}`;
    case 'empty':
      return `${from(c.from)}${houses(c.houses, 'or')}માં એક પણ ${group(c.group, 'one')} નહીં`;
    case 'confined':
      return `${everyOf(c.group)} ${from(c.from)}${houses(c.houses, 'and')}ની અંદર`;
    case 'sign-count':
      return `સાત ગ્રહો બરાબર ${c.count} ${c.count === 1 ? 'રાશિમાં' : 'રાશિઓમાં'}`;
    case 'strong':
      return `${point(c.point)} બળવાન (નીચનો નહીં, અસ્ત નહીં, ${houses([6, 8, 12], 'or')}માં નહીં)`;
    case 'nature':
      return `${point(c.point)} નૈસર્ગિક ${c.nature === 'benefic' ? 'શુભ' : 'પાપ'} ગ્રહ`;
    case 'same':
      return `${point(c.points[0])} ${point(c.points[1])} જ`;
    case 'waxing-moon':
      return `શુક્લ પક્ષનો ${name('moon')}`;
    case 'day-birth':
      return 'દિવસનો જન્મ';
  }
}

export const GU_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join('; અને '),
  any: (parts) => parts.join('; અથવા '),
  not: (inner) => `એવું નહીં કે ${inner}`,
};
