/**
 * The yoga rules' conditions in Kannada (astro/chart/yoga-rule-words/wording.ts). Kannada marks a noun's role by
 * its ending, so a point is worded in the four forms the conditions use: as it stands (ಗುರು), in the genitive of
 * the graha that aspects or joins and of a dispositor's owner (ಗುರುವಿನ ದೃಷ್ಟಿ, ಚಂದ್ರನ ರಾಶ್ಯಧಿಪತಿ), in the
 * ablative of "counted from" (ಗುರುವಿನಿಂದ 5ನೇ ಭಾವದಲ್ಲಿ) and in the dative of what is aspected or joined
 * (ಚಂದ್ರನಿಗೆ ಗುರುವಿನ ದೃಷ್ಟಿ, 10ನೇ ಭಾವಕ್ಕೆ). The endings follow the name's last letter as Kannada declines a
 * masculine noun: -ಅ takes ಸೂರ್ಯನ/ಸೂರ್ಯನಿಂದ/ಸೂರ್ಯನಿಗೆ, -ಇ ಶನಿಯ/ಶನಿಯಿಂದ/ಶನಿಗೆ, -ಉ ಗುರುವಿನ/ಗುರುವಿನಿಂದ/ಗುರುವಿಗೆ;
 * a house lord (ಅಧಿಪತಿ) ends in -ಇ. In a list only the last name is declined ("ಗುರು ಅಥವಾ ಬುಧನ ಯುತಿ"). House
 * numbers carry -ನೇ after the last one of a list ("1, 4, 7 ಅಥವಾ 10ನೇ ಭಾವದಲ್ಲಿ"), as the doshas' and the Western
 * chart's Kannada texts write them.
 */
import { grahaById } from '../../../data/grahas.ts';
import { signById } from '../../../data/signs.ts';
import type { RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../../data/yoga-rule-vocabulary.ts';
import { listOf, type RuleLeaf, type RuleWording } from './wording.ts';

/** A noun in the forms the conditions put it in. */
interface Forms {
  readonly nom: string;
  readonly gen: string;
  readonly abl: string;
  readonly dat: string;
}

/** The stem a masculine noun takes its endings on: ಸೂರ್ಯನ-, ಶನಿಯ-, ಗುರುವ-. */
function stem(nom: string): string {
  return nom.endsWith('ು') ? `${nom}ವ` : nom.endsWith('ಿ') ? `${nom}ಯ` : `${nom}ನ`;
}

/**
 * A masculine noun's genitive (ಸೂರ್ಯನ, ಶನಿಯ, ಗುರುವಿನ), ablative (ಸೂರ್ಯನಿಂದ, ಶನಿಯಿಂದ, ಗುರುವಿನಿಂದ) and dative
 * (ಸೂರ್ಯನಿಗೆ, ಶನಿಗೆ, ಗುರುವಿಗೆ).
 */
function declined(nom: string): Forms {
  const gen = nom.endsWith('ು') ? `${stem(nom)}ಿನ` : stem(nom);
  const dat = nom.endsWith('ು') ? `${stem(nom)}ಿಗೆ` : nom.endsWith('ಿ') ? `${nom}ಗೆ` : `${stem(nom)}ಿಗೆ`;
  return { nom, gen, abl: `${gen}ಿಂದ`, dat };
}

const OR = 'ಅಥವಾ';
const AND = 'ಮತ್ತು';

function point(p: RulePoint): Forms {
  if (typeof p === 'string') return declined(grahaById(p).kn);
  if ('lord' in p) return declined(`${p.lord}ನೇ ಭಾವದ ಅಧಿಪತಿ`);
  return declined(p.varga === 'd9' ? `${point(p.dispositor).gen} ನವಾಂಶ ರಾಶಿಯ ಅಧಿಪತಿ` : `${point(p.dispositor).gen} ರಾಶ್ಯಧಿಪತಿ`);
}

/** "<point>ದಿಂದ " before the houses, or nothing when counted from the lagna. */
function from(reference: RuleReference | undefined): string {
  return reference === undefined || reference === 'lagna' ? '' : `${point(reference).abl} `;
}

/** The houses as a list of numbers, the last one with -ನೇ: "1, 4, 7 ಅಥವಾ 10ನೇ". */
function numbers(list: readonly RuleHouse[], joiner: string): string {
  return `${listOf(list.map(String), joiner)}ನೇ`;
}

/** Houses in the locative: one, or any of several ("…ನೇ ಭಾವದಲ್ಲಿ"), or all of several ("…ನೇ ಭಾವಗಳಲ್ಲಿ"). */
function inHouses(list: readonly RuleHouse[], joiner: 'or' | 'and'): string {
  return joiner === 'and' && list.length > 1 ? `${numbers(list, AND)} ಭಾವಗಳಲ್ಲಿ` : `${numbers(list, OR)} ಭಾವದಲ್ಲಿ`;
}

/** One house in the dative, as what an aspect falls on ("10ನೇ ಭಾವಕ್ಕೆ"). */
function toHouse(house: RuleHouse): string {
  return `${numbers([house], OR)} ಭಾವಕ್ಕೆ`;
}

/** A group of grahas: the plural, one of them, the genitive plural, "every one of them" and "none of them". */
interface GroupForms {
  readonly many: string;
  readonly one: string;
  readonly gen: string;
  readonly every: string;
  readonly none: string;
}

function named(ids: readonly Parameters<typeof grahaById>[0][]): GroupForms {
  const names = ids.map((id) => grahaById(id).kn);
  const last = declined(names[names.length - 1]!);
  const list = listOf(names, OR);
  return {
    many: list,
    one: list,
    gen: listOf([...names.slice(0, -1), last.gen], OR),
    every: names.length === 1 ? names[0]! : `${listOf(names, AND)} ಎಲ್ಲರೂ`,
    /** "ಕುಜನಾಗಲೀ ಶನಿಯಾಗಲೀ ಇಲ್ಲ": neither the one nor the other. */
    none: names.length === 1 ? `${names[0]} ಇಲ್ಲ` : `${names.map((name) => `${stem(name)}ಾಗಲೀ`).join(' ')} ಇಲ್ಲ`,
  };
}

function kinds(plural: string, one: string): GroupForms {
  return { many: `${plural}ಗಳು`, one, gen: `${plural}ಗಳ`, every: `ಎಲ್ಲ ${plural}ಗಳು`, none: `ಯಾವುದೇ ${one} ಇಲ್ಲ` };
}

const SEVEN = `${grahaById('sun').kn} … ${grahaById('saturn').kn}`;

function group(g: RuleGroup): GroupForms {
  if (typeof g !== 'string') return named(g);
  switch (g) {
    case 'benefics':
      return kinds('ನೈಸರ್ಗಿಕ ಶುಭ ಗ್ರಹ', 'ನೈಸರ್ಗಿಕ ಶುಭ ಗ್ರಹ');
    case 'malefics':
      return kinds('ನೈಸರ್ಗಿಕ ಪಾಪ ಗ್ರಹ', 'ನೈಸರ್ಗಿಕ ಪಾಪ ಗ್ರಹ');
    case 'seven':
      return { many: `ಏಳು ಗ್ರಹಗಳು (${SEVEN})`, one: `ಏಳು ಗ್ರಹಗಳಲ್ಲಿ (${SEVEN}) ಒಂದು`, gen: `ಏಳು ಗ್ರಹಗಳ (${SEVEN})`, every: `ಏಳು ಗ್ರಹಗಳೂ (${SEVEN})`, none: `ಏಳು ಗ್ರಹಗಳಲ್ಲಿ (${SEVEN}) ಯಾವುದೂ ಇಲ್ಲ` };
    case 'star-planets':
      return named(['mars', 'mercury', 'jupiter', 'venus', 'saturn']);
    case 'grahas':
      return kinds('ಗ್ರಹ', 'ಗ್ರಹ');
  }
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, string>> = {
  movable: 'ಚರ', fixed: 'ಸ್ಥಿರ', dual: 'ದ್ವಿಸ್ವಭಾವ',
  fire: 'ಅಗ್ನಿತತ್ತ್ವದ', earth: 'ಪೃಥ್ವೀತತ್ತ್ವದ', air: 'ವಾಯುತತ್ತ್ವದ', water: 'ಜಲತತ್ತ್ವದ',
  odd: 'ಬೆಸ', even: 'ಸಮ',
};

/** The signs before ರಾಶಿಯಲ್ಲಿ: a kind ("ಚರ") or names ("ಮೇಷ ಅಥವಾ ಸಿಂಹ"). */
function signs(set: RuleSigns): string {
  return typeof set === 'string' ? SIGN_SETS[set] : listOf(set.map((id) => signById(id).kn), OR);
}

const DIGNITIES = {
  exalted: 'ಉಚ್ಚ ಸ್ಥಾನದಲ್ಲಿ', moolatrikona: 'ಮೂಲತ್ರಿಕೋಣದಲ್ಲಿ', own: 'ಸ್ವಕ್ಷೇತ್ರದಲ್ಲಿ', friendly: 'ಮಿತ್ರಕ್ಷೇತ್ರದಲ್ಲಿ',
  neutral: 'ಸಮಕ್ಷೇತ್ರದಲ್ಲಿ', inimical: 'ಶತ್ರುಕ್ಷೇತ್ರದಲ್ಲಿ', debilitated: 'ನೀಚ ಸ್ಥಾನದಲ್ಲಿ',
} as const;

const NAVAMSA = 'ನವಾಂಶದಲ್ಲಿ ';

function leaf(c: RuleLeaf): string {
  switch (c.is) {
    case 'in-house':
      return `${point(c.point).nom} ${from(c.from)}${inHouses(c.houses, 'or')}`;
    case 'in-sign':
      return `${c.point === 'lagna' ? 'ಲಗ್ನ' : point(c.point).nom} ${c.varga === 'd9' ? NAVAMSA : ''}${signs(c.signs)} ರಾಶಿಯಲ್ಲಿ`;
    case 'house-sign':
      return `${numbers([c.house], OR)} ಭಾವ ${signs(c.signs)} ರಾಶಿಯಲ್ಲಿ`;
    case 'dignity':
      return `${point(c.point).nom} ${c.varga === 'd9' ? NAVAMSA : ''}${c.dignities.map((d) => DIGNITIES[d]).join(` ${OR} `)}`;
    case 'together':
      return `${listOf(c.points.map((p) => point(p).nom), AND)} ಒಂದೇ ರಾಶಿಯಲ್ಲಿ`;
    case 'exchange':
      return `${point(c.points[0]).nom} ${AND} ${point(c.points[1]).nom} ಪರಸ್ಪರರ ರಾಶಿಗಳಲ್ಲಿ`;
    case 'aspects':
      return `${typeof c.target === 'object' && 'house' in c.target ? toHouse(c.target.house) : point(c.target).dat} ${point(c.by).gen} ದೃಷ್ಟಿ`;
    case 'influenced': {
      const how = c.how === 'joins' ? 'ಯುತಿ' : c.how === 'aspects' ? 'ದೃಷ್ಟಿ' : `ಯುತಿ ${OR} ದೃಷ್ಟಿ`;
      return `${point(c.point).dat} ${group(c.group).gen} ${how}`;
    }
    case 'house-aspected':
      return `${toHouse(c.house)} ${group(c.group).gen} ದೃಷ್ಟಿ`;
    case 'occupied':
      return c.quantity === 'each'
        ? `${from(c.from)}${numbers(c.houses, AND)} ಭಾವಗಳ ಪ್ರತಿಯೊಂದರಲ್ಲೂ ${group(c.group).one}`
        : `${from(c.from)}${inHouses(c.houses, 'or')} ${group(c.group).many}`;
    case 'empty':
      return `${from(c.from)}${inHouses(c.houses, 'and')} ${group(c.group).none}`;
    case 'confined':
      return `${group(c.group).every} ${from(c.from)}${numbers(c.houses, AND)} ಭಾವಗಳಲ್ಲೇ`;
    case 'sign-count':
      return `ಏಳು ಗ್ರಹಗಳು ನಿಖರವಾಗಿ ${c.count} ${c.count === 1 ? 'ರಾಶಿಯಲ್ಲಿ' : 'ರಾಶಿಗಳಲ್ಲಿ'}`;
    case 'strong':
      return `${point(c.point).nom} ಬಲಿಷ್ಠ (ನೀಚ ಸ್ಥಾನದಲ್ಲಿಲ್ಲ, ಅಸ್ತಂಗತನಲ್ಲ, 6, 8 ${OR} 12ನೇ ಭಾವದಲ್ಲಿಲ್ಲ)`;
    case 'nature':
      return `${point(c.point).nom} ನೈಸರ್ಗಿಕ ${c.nature === 'benefic' ? 'ಶುಭ' : 'ಪಾಪ'} ಗ್ರಹ`;
    case 'same':
      return `${point(c.points[0]).nom} ${AND} ${point(c.points[1]).nom} ಒಂದೇ ಗ್ರಹ`;
    case 'waxing-moon':
      return `ಶುಕ್ಲ ಪಕ್ಷದ ${grahaById('moon').kn}`;
    case 'day-birth':
      return 'ಹಗಲಿನ ಜನನ';
  }
}

export const KN_RULE_WORDING: RuleWording = {
  leaf,
  all: (parts) => parts.join(`; ${AND} `),
  any: (parts) => parts.join(`; ${OR} `),
  not: (inner) => `ಹೀಗಿರಬಾರದು: ${inner}`,
};
