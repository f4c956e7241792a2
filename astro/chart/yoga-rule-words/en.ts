/** The yoga rules' conditions in English (astro/chart/yoga-rule-words/wording.ts). */
import { grahaById } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import type { RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

function ordinal(n: number): string {
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

function point(p: RulePoint): string {
  if (typeof p === 'string') return grahaById(p).en;
  if ('lord' in p) return `the ${ordinal(p.lord)} lord`;
  return p.varga === 'd9' ? `the lord of ${point(p.dispositor)}'s navamsa sign` : `the dispositor of ${point(p.dispositor)}`;
}

function from(reference: RuleReference | undefined): string {
  return reference === undefined || reference === 'lagna' ? '' : ` from ${point(reference)}`;
}

function houses(list: readonly RuleHouse[], joiner: 'or' | 'and'): string {
  return `the ${listOf(list.map(ordinal), joiner)} house${list.length > 1 && joiner === 'and' ? 's' : ''}`;
}

const GROUPS: Readonly<Record<Exclude<RuleGroup, readonly unknown[]>, string>> = {
  benefics: 'natural benefics',
  malefics: 'natural malefics',
  seven: 'the seven grahas (Sun … Saturn)',
  'star-planets': 'Mars, Mercury, Jupiter, Venus or Saturn',
  grahas: 'grahas',
};

function group(g: RuleGroup): string {
  return typeof g === 'string' ? GROUPS[g] : listOf(g.map((graha) => grahaById(graha).en), 'or');
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'a movable sign', fixed: 'a fixed sign', dual: 'a dual sign',
  fire: 'a fiery sign', earth: 'an earthy sign', air: 'an airy sign', water: 'a watery sign',
  odd: 'an odd sign', even: 'an even sign',
};

function signs(set: RuleSigns): string {
  return typeof set === 'string' ? SIGN_SETS[set] : listOf(set.map((id) => signById(id).en), 'or');
}

const DIGNITIES = {
  exalted: 'exalted', moolatrikona: 'in moolatrikona', own: 'in its own sign', friendly: 'in a friend\'s sign',
  neutral: 'in a neutral sign', inimical: 'in an enemy\'s sign', debilitated: 'debilitated',
} as const;

const NAVAMSA = ' in the navamsa';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point)} in ${houses(c.houses, 'or')}${from(c.from)}`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'the lagna' : point(c.point)} in ${signs(c.signs)}${c.varga === 'd9' ? NAVAMSA : ''}`;
    case 'house-sign':
      return `${houses([c.house], 'or')} in ${signs(c.signs)}`;
    case 'dignity':
      return `${point(c.point)} ${c.dignities.map((d) => DIGNITIES[d]).join(' or ')}${c.varga === 'd9' ? NAVAMSA : ''}`;
    case 'together':
      return `${listOf(c.points.map(point), 'and')} in one sign`;
    case 'exchange':
      return `${point(c.points[0])} and ${point(c.points[1])} in each other's signs`;
    case 'aspects':
      return `${point(c.by)} aspects ${typeof c.target === 'object' && 'house' in c.target ? houses([c.target.house], 'or') : point(c.target)}`;
    case 'influenced': {
      const how = c.how === 'joins' ? 'joined by' : c.how === 'aspects' ? 'aspected by' : 'joined or aspected by';
      return `${point(c.point)} ${how} ${group(c.group)}`;
    }
    case 'house-aspected':
      return `${group(c.group)} aspect ${houses([c.house], 'or')}`;
    case 'occupied':
      return c.quantity === 'each'
        ? `each of ${houses(c.houses, 'and')}${from(c.from)} holds ${group(c.group)}`
        : `${group(c.group)} in ${houses(c.houses, 'or')}${from(c.from)}`;
    case 'empty':
      return `no ${group(c.group)} in ${houses(c.houses, 'or')}${from(c.from)}`;
    case 'confined':
      return `all of ${group(c.group)} within ${houses(c.houses, 'and')}${from(c.from)}`;
    case 'sign-count':
      return `the seven grahas occupy exactly ${c.count} sign${c.count === 1 ? '' : 's'}`;
    case 'strong':
      return `${point(c.point)} strong (not debilitated, combust or in the 6th, 8th or 12th)`;
    case 'nature':
      return `${point(c.point)} a natural ${c.nature}`;
    case 'same':
      return `${point(c.points[0])} is ${point(c.points[1])}`;
    case 'waxing-moon':
      return 'the Moon waxing';
    case 'day-birth':
      return 'birth by day';
  }
}

export const EN_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join('; and '),
  any: (parts) => parts.join('; or '),
  not: (inner) => `not: ${inner}`,
};
