/**
 * The yoga rules' conditions in Telugu (astro/chart/yoga-rule-words/wording.ts). Houses by the Sanskrit ordinals
 * of jyotish before భావం (దశమ భావం, as data/dasha-interpretation.ts writes them), a list of them taking one case
 * ending at its end (ప్రథమ, చతుర్థ లేదా సప్తమ భావంలో). A graha takes its case endings on its oblique stem, made from
 * the table's name: a name in -డు drops it for -ని (సూర్యుడు → సూర్యుని నుండి, చంద్రునికి), every other name and a
 * house lord (…అధిపతి) takes the ending as it stands (గురువుపై, శనితో). The dignities by the almanac words
 * (స్వక్షేత్రం, మిత్రక్షేత్రం, ఉచ్చ, నీచ స్థితి); the grahas masculine (బలవంతుడు).
 */
import { grahaById } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import { HOUSE_ORDINAL_WORDS } from '../../../data/dasha-interpretation.ts';
import type { RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

const ORDINALS = HOUSE_ORDINAL_WORDS.te;

function ordinal(house: RuleHouse): string {
  return ORDINALS[house - 1]!;
}

/** A point as the subject of a clause (సూర్యుడు, దశమ భావాధిపతి). */
function point(p: RulePoint): string {
  if (typeof p === 'string') return grahaById(p).te;
  if ('lord' in p) return `${ordinal(p.lord)} భావాధిపతి`;
  return p.varga === 'd9' ? `${point(p.dispositor)} ఉన్న నవాంశ రాశికి అధిపతి` : `${point(p.dispositor)} ఉన్న రాశికి అధిపతి`;
}

/** A point's oblique stem, to which a case ending or a following noun is joined (సూర్యుని, గురువు, అధిపతి). */
function oblique(p: RulePoint): string {
  return point(p).replace(/డు$/, 'ని');
}

/** A point with the dative ending: -కు after a stem in -ు (గురువుకు), -కి otherwise (సూర్యునికి, శనికి). */
function dative(p: RulePoint): string {
  const stem = oblique(p);
  return stem.endsWith('ు') ? `${stem}కు` : `${stem}కి`;
}

/** "<point> నుండి " before the houses, or nothing when counted from the lagna. */
function from(reference: RuleReference | undefined): string {
  return reference === undefined || reference === 'lagna' ? '' : `${oblique(reference)} నుండి `;
}

/** One house or a list joined by "or" (singular noun), as a stem that takes the case ending (…భావం / …భావంలో). */
function housesOr(list: readonly RuleHouse[]): string {
  return `${listOf(list.map(ordinal), 'లేదా')} భావం`;
}

/** Several houses taken together, the plural with its ending: భావాలు, భావాల (of), భావాల్లో (in). */
function housesAnd(list: readonly RuleHouse[], ending: 'లు' | 'ల' | 'ల్లో'): string {
  return `${list.map(ordinal).join(', ')} భావా${ending}`;
}

const SEVEN = `(${grahaById('sun').te} … ${grahaById('saturn').te})`;
const STAR_PLANETS = listOf((['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const).map((id) => grahaById(id).te), 'లేదా');

/** The groups as a plural subject, as one of them (in each house …) and as the genitive before దృష్టి or యుతి. */
const GROUPS: Readonly<Record<Exclude<RuleGroup, readonly unknown[]>, { readonly subject: string; readonly one: string; readonly of: string }>> = {
  benefics: { subject: 'నైసర్గిక శుభగ్రహాలు', one: 'ఒక నైసర్గిక శుభగ్రహం', of: 'నైసర్గిక శుభగ్రహాల' },
  malefics: { subject: 'నైసర్గిక పాపగ్రహాలు', one: 'ఒక నైసర్గిక పాపగ్రహం', of: 'నైసర్గిక పాపగ్రహాల' },
  seven: { subject: `ఏడు గ్రహాలు ${SEVEN}`, one: `ఏడు గ్రహాల్లో ${SEVEN} ఒకటి`, of: `ఏడు గ్రహాల ${SEVEN}` },
  'star-planets': { subject: STAR_PLANETS, one: STAR_PLANETS, of: `${STAR_PLANETS} గ్రహాల` },
  grahas: { subject: 'గ్రహాలు', one: 'ఒక గ్రహం', of: 'గ్రహాల' },
};

/** The group as the subject of "are in the houses": a named list joined by "or" (గురువు లేదా శుక్రుడు). */
function group(g: RuleGroup): string {
  return typeof g === 'string' ? GROUPS[g].subject : listOf(g.map((graha) => grahaById(graha).te), 'లేదా');
}

/** One graha of the group, as each house of a list holds it. */
function oneOf(g: RuleGroup): string {
  return typeof g === 'string' ? GROUPS[g].one : listOf(g.map((graha) => grahaById(graha).te), 'లేదా');
}

/** Every graha of the group together (ఏడు గ్రహాలు అన్నీ; గురువు, శుక్రుడు ఇద్దరూ; సూర్యుడు, కుజుడు, శని అందరూ). */
function everyOf(g: RuleGroup): string {
  if (typeof g === 'string') return `${GROUPS[g].subject} అన్నీ`;
  return `${g.map((graha) => grahaById(graha).te).join(', ')} ${g.length === 2 ? 'ఇద్దరూ' : 'అందరూ'}`;
}

/** The group's genitive: a named list puts the oblique stem on its last graha (గురువు లేదా శుక్రుని). */
function groupOf(g: RuleGroup): string {
  if (typeof g === 'string') return GROUPS[g].of;
  return listOf(g.map((graha, index) => (index === g.length - 1 ? oblique(graha) : grahaById(graha).te)), 'లేదా');
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'చర రాశి', fixed: 'స్థిర రాశి', dual: 'ద్విస్వభావ రాశి',
  fire: 'అగ్ని తత్త్వ రాశి', earth: 'భూ తత్త్వ రాశి', air: 'వాయు తత్త్వ రాశి', water: 'జల తత్త్వ రాశి',
  odd: 'బేసి రాశి', even: 'సరి రాశి',
};

/**
 * A set of signs as a noun that takes the case ending (చర రాశి; మేష లేదా వృశ్చిక రాశి): a named sign before రాశి
 * by its stem, the table's name without its final -ం (మేషం → మేష రాశి; కన్య, తుల, ధనుస్సు as they stand).
 */
function signs(set: RuleSigns): string {
  return typeof set === 'string' ? SIGN_SETS[set] : `${listOf(set.map((id) => signById(id).te.replace(/ం$/, '')), 'లేదా')} రాశి`;
}

const DIGNITIES = {
  exalted: 'ఉచ్చ స్థితిలో', moolatrikona: 'మూలత్రికోణంలో', own: 'స్వక్షేత్రంలో', friendly: 'మిత్రక్షేత్రంలో',
  neutral: 'సమక్షేత్రంలో', inimical: 'శత్రుక్షేత్రంలో', debilitated: 'నీచ స్థితిలో',
} as const;

const NAVAMSA = 'నవాంశలో ';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point)} ${from(c.from)}${housesOr(c.houses)}లో`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'లగ్నం' : point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${signs(c.signs)}లో`;
    case 'house-sign':
      return `${housesOr([c.house])} ${signs(c.signs)}`;
    case 'dignity':
      return `${point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${c.dignities.map((d) => DIGNITIES[d]).join(' లేదా ')}`;
    case 'together':
      return `${c.points.map(point).join(', ')} ఒకే రాశిలో`;
    case 'exchange':
      return `${point(c.points[0])}, ${point(c.points[1])} పరస్పర రాశి పరివర్తనలో`;
    case 'aspects':
      return `${typeof c.target === 'object' && 'house' in c.target ? housesOr([c.target.house]) : oblique(c.target)}పై ${oblique(c.by)} దృష్టి`;
    case 'influenced': {
      const how = c.how === 'joins' ? 'యుతి' : c.how === 'aspects' ? 'దృష్టి' : 'యుతి లేదా దృష్టి';
      return `${dative(c.point)} ${groupOf(c.group)} ${how}`;
    }
    case 'house-aspected':
      return `${housesOr([c.house])}పై ${groupOf(c.group)} దృష్టి`;
    case 'occupied':
      return c.quantity === 'each'
        ? `${from(c.from)}${housesAnd(c.houses, 'ల్లో')} ప్రతి దానిలోనూ ${oneOf(c.group)}`
        : `${from(c.from)}${housesOr(c.houses)}లో ${group(c.group)}`;
    case 'empty':
      return `${from(c.from)}${housesOr(c.houses)}లో ${group(c.group)} ఏవీ లేవు`;
    case 'confined':
      return `${everyOf(c.group)} ${from(c.from)}${housesAnd(c.houses, 'ల')} పరిధిలోనే`;
    case 'sign-count':
      return `ఏడు గ్రహాలు సరిగ్గా ${c.count} ${c.count === 1 ? 'రాశిలో' : 'రాశుల్లో'}`;
    case 'strong':
      return `${point(c.point)} బలవంతుడు (నీచ స్థితిలో లేడు, అస్తంగతుడు కాడు, షష్ఠ, అష్టమ, ద్వాదశ భావాల్లో లేడు)`;
    case 'nature':
      return `${point(c.point)} నైసర్గిక ${c.nature === 'benefic' ? 'శుభగ్రహం' : 'పాపగ్రహం'}`;
    case 'same':
      return `${point(c.points[0])}, ${point(c.points[1])} ఒకే గ్రహం`;
    case 'waxing-moon':
      return `శుక్ల పక్ష ${grahaById('moon').te}`;
    case 'day-birth':
      return 'పగటి జననం';
  }
}

export const TE_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join('; మరియు '),
  any: (parts) => parts.join('; లేదా '),
  not: (inner) => `ఈ స్థితి లేదు: ${inner}`,
};
