/**
 * The yoga rules' conditions in Marathi (astro/chart/yoga-rule-words/wording.ts). A house is its ordinal of
 * HOUSE_ORDINAL_WORDS before «स्थान» ("दशम स्थानात"); a house lord is the ordinal joined to «ईश» ("दशमेश", the first
 * house's lord «लग्नेश»), as Marathi jyotish writes them. Postpositions join the oblique stem of a name: a name
 * ending in a short «इ»/«उ» lengthens it ("शनीच्या", "गुरूपासून") and one ending in a consonant takes «आ»
 * ("मंगळाच्या", "दशमेशापासून").
 */
import { HOUSE_ORDINAL_WORDS } from '../../../data/dasha-interpretation.ts';
import { grahaById } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import type { GrahaId } from '../../../data/grahas.ts';
import type { RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

const ORDINALS = HOUSE_ORDINAL_WORDS.mr;

function ordinal(house: RuleHouse): string {
  return ORDINALS[house - 1]!;
}

/** The stem a postposition joins: a final short «ि»/«ु» made long, a final consonant given «ा». */
function stemOf(word: string): string {
  const last = word.at(-1)!;
  if (last === 'ि') return `${word.slice(0, -1)}ी`;
  if (last === 'ु') return `${word.slice(0, -1)}ू`;
  if (/[ािीुूेैोौं]$/.test(word)) return word;
  return `${word}ा`;
}

/** The lord of a house: «लग्नेश», «द्वितीयेश» … «द्वादशेश». */
function lordName(house: RuleHouse): string {
  return house === 1 ? 'लग्नेश' : `${ordinal(house)}ेश`;
}

/** A point as the subject of a condition. */
function point(p: RulePoint): string {
  if (typeof p === 'string') return grahaById(p).mr;
  if ('lord' in p) return lordName(p.lord);
  return `${of(p.dispositor)} ${p.varga === 'd9' ? 'नवांश ' : ''}राशीचा स्वामी`;
}

/** A point's stem before a postposition ("चंद्रा", "दशमेशा", "… राशीच्या स्वामी"). */
function stem(p: RulePoint): string {
  if (typeof p === 'string') return stemOf(grahaById(p).mr);
  if ('lord' in p) return stemOf(lordName(p.lord));
  return `${of(p.dispositor)} ${p.varga === 'd9' ? 'नवांश ' : ''}राशीच्या स्वामी`;
}

/** "<point>च्या": the genitive before a noun in the oblique. */
function of(p: RulePoint): string {
  return `${stem(p)}च्या`;
}

/** "<point>पासून " before the houses, or nothing when counted from the lagna. */
function from(reference: RuleReference | undefined): string {
  return reference === undefined || reference === 'lagna' ? '' : `${stem(reference)}पासून `;
}

/** The houses named before a postposition: "प्रथम, चतुर्थ, सप्तम किंवा दशम". */
function ordinals(list: readonly RuleHouse[], joiner: 'or' | 'and'): string {
  return listOf(list.map(ordinal), joiner === 'or' ? 'किंवा' : 'आणि');
}

/** "… स्थानात" (one of them) or "… स्थानांत" (each of several). */
function inHouses(list: readonly RuleHouse[], joiner: 'or' | 'and'): string {
  return `${ordinals(list, joiner)} ${joiner === 'and' && list.length > 1 ? 'स्थानांत' : 'स्थानात'}`;
}

const SEVEN = `${grahaById('sun').mr} ते ${grahaById('saturn').mr}`;
const STAR_PLANETS: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/**
 * A group's words: as a subject (`noun`, "नैसर्गिक शुभ ग्रह"), its stem before a postposition (`stem`,
 * "नैसर्गिक शुभ ग्रहां"), all of it (`all`), at least one of it (`some`) and none of it (`none`).
 */
interface GroupWords {
  readonly noun: string;
  readonly stem: string;
  readonly all: string;
  readonly some: string;
  readonly none: string;
}

function plural(noun: string, stem: string, all: string): GroupWords {
  return { noun, stem, all, some: `${stem}पैकी किमान एक`, none: `${stem}पैकी एकही नाही` };
}

function group(g: RuleGroup): GroupWords {
  if (typeof g !== 'string' || g === 'star-planets') {
    const names = (typeof g === 'string' ? STAR_PLANETS : g).map((graha) => grahaById(graha).mr);
    if (names.length === 1) return { noun: names[0]!, stem: stemOf(names[0]!), all: names[0]!, some: names[0]!, none: `${names[0]} नाही` };
    const any = listOf(names, 'किंवा');
    return plural(any, `${any} यां`, `${listOf(names, 'आणि')} हे ${names.length === 2 ? 'दोघेही' : 'सर्व'}`);
  }
  switch (g) {
    case 'benefics':
      return plural('नैसर्गिक शुभ ग्रह', 'नैसर्गिक शुभ ग्रहां', 'सर्व नैसर्गिक शुभ ग्रह');
    case 'malefics':
      return plural('नैसर्गिक पाप ग्रह', 'नैसर्गिक पाप ग्रहां', 'सर्व नैसर्गिक पाप ग्रह');
    case 'seven':
      return plural(`${SEVEN} हे सात ग्रह`, `${SEVEN} या सात ग्रहां`, `${SEVEN} हे सातही ग्रह`);
    case 'grahas':
      return { noun: 'ग्रह', stem: 'ग्रहां', all: 'सर्व ग्रह', some: 'किमान एक ग्रह', none: 'एकही ग्रह नाही' };
  }
}

/** A set of signs as a noun: "चर राशी", "मेष किंवा वृश्चिक राशी". */
const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'चर', fixed: 'स्थिर', dual: 'द्विस्वभाव',
  fire: 'अग्नितत्त्वाची', earth: 'पृथ्वीतत्त्वाची', air: 'वायुतत्त्वाची', water: 'जलतत्त्वाची',
  odd: 'विषम', even: 'सम',
};

function signWords(set: RuleSigns): string {
  return typeof set === 'string' ? SIGN_SETS[set] : listOf(set.map((id) => signById(id).mr), 'किंवा');
}

/** "… राशी" as a noun. */
function signs(set: RuleSigns): string {
  return `${signWords(set)} राशी`;
}

/** "… राशीत", the adjective of an element taking its oblique («अग्नितत्त्वाच्या राशीत»). */
function inSigns(set: RuleSigns): string {
  return `${signWords(set).replace(/ची$/, 'च्या')} राशीत`;
}

const DIGNITIES = {
  exalted: 'उच्चीचा', moolatrikona: 'मूलत्रिकोण राशीत', own: 'स्वराशीत', friendly: 'मित्राच्या राशीत',
  neutral: 'सम ग्रहाच्या राशीत', inimical: 'शत्रूच्या राशीत', debilitated: 'नीचीचा',
} as const;

const NAVAMSA = 'नवांशात ';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point)} ${from(c.from)}${inHouses(c.houses, 'or')}`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'लग्न' : point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${inSigns(c.signs)}`;
    case 'house-sign':
      return `${inHouses([c.house], 'or')} ${signs(c.signs)}`;
    case 'dignity':
      return `${point(c.point)} ${c.varga === 'd9' ? NAVAMSA : ''}${listOf(c.dignities.map((d) => DIGNITIES[d]), 'किंवा')}`;
    case 'together':
      return `${listOf(c.points.map(point), 'आणि')} एकाच राशीत`;
    case 'exchange':
      return `${point(c.points[0])} आणि ${point(c.points[1])} एकमेकांच्या राशीत`;
    case 'aspects': {
      const target = typeof c.target === 'object' && 'house' in c.target ? `${ordinal(c.target.house)} स्थाना` : stem(c.target);
      return `${stem(c.by)}ची ${target}वर दृष्टी`;
    }
    case 'influenced': {
      const by = group(c.group).stem;
      if (c.how === 'joins') return `${stem(c.point)}शी ${by}ची युती`;
      if (c.how === 'aspects') return `${stem(c.point)}वर ${by}ची दृष्टी`;
      return `${stem(c.point)}शी ${by}ची युती किंवा ${stem(c.point)}वर ${by}ची दृष्टी`;
    }
    case 'house-aspected':
      return `${ordinal(c.house)} स्थानावर ${group(c.group).stem}ची दृष्टी`;
    case 'occupied':
      return c.quantity === 'each'
        ? `${from(c.from)}${ordinals(c.houses, 'and')} या प्रत्येक स्थानात ${group(c.group).some}`
        : `${from(c.from)}${inHouses(c.houses, 'or')} ${group(c.group).noun}`;
    case 'empty':
      return `${from(c.from)}${inHouses(c.houses, 'or')} ${group(c.group).none}`;
    case 'confined':
      return `${group(c.group).all} ${from(c.from)}${ordinals(c.houses, 'and')} या स्थानांतच`;
    case 'sign-count':
      return `${SEVEN} हे सात ग्रह नेमके ${c.count} ${c.count === 1 ? 'राशीत' : 'राशींत'}`;
    case 'strong':
      return `${point(c.point)} बलवान (नीचीचा नाही, अस्तंगत नाही आणि षष्ठ, अष्टम किंवा द्वादश स्थानात नाही)`;
    case 'nature':
      return `${point(c.point)} नैसर्गिक ${c.nature === 'benefic' ? 'शुभ' : 'पाप'} ग्रह`;
    case 'same':
      return `${point(c.points[0])} हाच ${point(c.points[1])}`;
    case 'waxing-moon':
      return `${grahaById('moon').mr} शुक्ल पक्षातील`;
    case 'day-birth':
      return 'दिवसा जन्म';
  }
}

export const MR_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join('; आणि '),
  any: (parts) => parts.join('; किंवा '),
  not: (inner) => `असे नाही की ${inner}`,
};
