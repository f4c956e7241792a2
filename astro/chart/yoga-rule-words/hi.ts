/** The yoga rules' conditions in Hindi (astro/chart/yoga-rule-words/wording.ts). */
import { grahaById } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import type { RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

function point(p: RulePoint): string {
  if (typeof p === 'string') return grahaById(p).hi;
  if ('lord' in p) return `${p.lord}वें भाव का स्वामी`;
  return p.varga === 'd9' ? `${point(p.dispositor)} की नवांश राशि का स्वामी` : `${point(p.dispositor)} का राशि स्वामी`;
}

/** "<point> से " before the houses, or nothing when counted from the lagna. */
function from(reference: RuleReference | undefined): string {
  return reference === undefined || reference === 'lagna' ? '' : `${point(reference)} से `;
}

function houses(list: readonly RuleHouse[], joiner: 'or' | 'and'): string {
  return `${listOf(list.map(String), joiner === 'or' ? 'या' : 'और')} भाव`;
}

const GROUPS: Readonly<Record<Exclude<RuleGroup, readonly unknown[]>, string>> = {
  benefics: 'नैसर्गिक शुभ ग्रह',
  malefics: 'नैसर्गिक पाप ग्रह',
  seven: 'सात ग्रह (सूर्य … शनि)',
  'star-planets': 'मंगल, बुध, गुरु, शुक्र या शनि',
  grahas: 'ग्रह',
};

function group(g: RuleGroup): string {
  return typeof g === 'string' ? GROUPS[g] : listOf(g.map((graha) => grahaById(graha).hi), 'या');
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'चर राशि', fixed: 'स्थिर राशि', dual: 'द्विस्वभाव राशि',
  fire: 'अग्नि तत्व राशि', earth: 'पृथ्वी तत्व राशि', air: 'वायु तत्व राशि', water: 'जल तत्व राशि',
  odd: 'विषम राशि', even: 'सम राशि',
};

function signs(set: RuleSigns): string {
  return typeof set === 'string' ? SIGN_SETS[set] : listOf(set.map((id) => signById(id).hi), 'या');
}

const DIGNITIES = {
  exalted: 'उच्च', moolatrikona: 'मूलत्रिकोण में', own: 'स्वराशि में', friendly: 'मित्र राशि में',
  neutral: 'सम राशि में', inimical: 'शत्रु राशि में', debilitated: 'नीच',
} as const;

const NAVAMSA = 'नवांश में ';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point)} ${from(c.from)}${houses(c.houses, 'or')} में`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'लग्न' : point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${signs(c.signs)} में`;
    case 'house-sign':
      return `${houses([c.house], 'or')} ${signs(c.signs)} में`;
    case 'dignity':
      return `${point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${c.dignities.map((d) => DIGNITIES[d]).join(' या ')}`;
    case 'together':
      return `${listOf(c.points.map(point), 'और')} एक राशि में`;
    case 'exchange':
      return `${point(c.points[0])} और ${point(c.points[1])} का राशि परिवर्तन`;
    case 'aspects':
      return `${point(c.by)} की ${typeof c.target === 'object' && 'house' in c.target ? houses([c.target.house], 'or') : point(c.target)} पर दृष्टि`;
    case 'influenced': {
      const how = c.how === 'joins' ? 'की युति' : c.how === 'aspects' ? 'की दृष्टि' : 'की युति या दृष्टि';
      return `${point(c.point)} पर ${group(c.group)} ${how}`;
    }
    case 'house-aspected':
      return `${houses([c.house], 'or')} पर ${group(c.group)} की दृष्टि`;
    case 'occupied':
      return c.quantity === 'each'
        ? `${from(c.from)}${houses(c.houses, 'and')} में से प्रत्येक में ${group(c.group)}`
        : `${from(c.from)}${houses(c.houses, 'or')} में ${group(c.group)}`;
    case 'empty':
      return `${from(c.from)}${houses(c.houses, 'or')} में कोई ${group(c.group)} नहीं`;
    case 'confined':
      return `सभी ${group(c.group)} ${from(c.from)}${houses(c.houses, 'and')} के भीतर`;
    case 'sign-count':
      return `सात ग्रह ठीक ${c.count} राशियों में`;
    case 'strong':
      return `${point(c.point)} बली (न नीच, न अस्त, न छठे, आठवें या बारहवें में)`;
    case 'nature':
      return `${point(c.point)} नैसर्गिक ${c.nature === 'benefic' ? 'शुभ' : 'पाप'}`;
    case 'same':
      return `${point(c.points[0])} ही ${point(c.points[1])} है`;
    case 'waxing-moon':
      return 'शुक्ल पक्ष का चंद्रमा';
    case 'day-birth':
      return 'दिन का जन्म';
  }
}

export const HI_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join('; और '),
  any: (parts) => parts.join('; या '),
  not: (inner) => `ऐसा नहीं कि ${inner}`,
};
