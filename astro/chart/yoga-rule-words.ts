/**
 * The words of a yoga rule's conditions (data/yoga-rule-vocabulary.ts) in English and Hindi, composed from the
 * condition tree, so a rule's text is never written twice and cannot drift from what is evaluated.
 */
import { grahaById } from '../../data/grahas.ts';
import { signById } from '../../data/signs.ts';
import type { Lang } from '../../data/text.ts';
import type { RuleCondition, RuleGroup, RuleHouse, RulePoint, RuleReference, RuleSigns } from '../../data/yoga-rule-vocabulary.ts';

type Words = { readonly en: string; readonly hi: string };

function ordinalEn(n: number): string {
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

function listOf(items: readonly string[], joiner: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

function point(p: RulePoint): Words {
  if (typeof p === 'string') {
    const graha = grahaById(p);
    return { en: graha.en, hi: graha.hi };
  }
  if ('lord' in p) return { en: `the ${ordinalEn(p.lord)} lord`, hi: `${p.lord}वें भाव का स्वामी` };
  const inner = point(p.dispositor);
  return p.varga === 'd9'
    ? { en: `the lord of ${inner.en}'s navamsa sign`, hi: `${inner.hi} की नवांश राशि का स्वामी` }
    : { en: `the dispositor of ${inner.en}`, hi: `${inner.hi} का राशि स्वामी` };
}

function from(reference: RuleReference | undefined): Words {
  if (reference === undefined || reference === 'lagna') return { en: '', hi: '' };
  const words = point(reference);
  return { en: ` from ${words.en}`, hi: `${words.hi} से ` };
}

function houses(list: readonly RuleHouse[], joiner: 'or' | 'and'): Words {
  const en = listOf(list.map(ordinalEn), joiner);
  const hi = listOf(list.map(String), joiner === 'or' ? 'या' : 'और');
  return { en: `the ${en} house${list.length > 1 && joiner === 'and' ? 's' : ''}`, hi: `${hi} भाव` };
}

const GROUP: Readonly<Record<Exclude<RuleGroup, readonly unknown[]>, Words>> = {
  benefics: { en: 'natural benefics', hi: 'नैसर्गिक शुभ ग्रह' },
  malefics: { en: 'natural malefics', hi: 'नैसर्गिक पाप ग्रह' },
  seven: { en: 'the seven grahas (Sun … Saturn)', hi: 'सात ग्रह (सूर्य … शनि)' },
  'star-planets': { en: 'Mars, Mercury, Jupiter, Venus or Saturn', hi: 'मंगल, बुध, गुरु, शुक्र या शनि' },
  grahas: { en: 'grahas', hi: 'ग्रह' },
};

function group(g: RuleGroup): Words {
  if (typeof g === 'string') return GROUP[g];
  const names = g.map((graha) => grahaById(graha));
  return { en: listOf(names.map((n) => n.en), 'or'), hi: listOf(names.map((n) => n.hi), 'या') };
}

const SIGN_SETS: Readonly<Record<Exclude<RuleSigns, readonly unknown[]>, Words>> = {
  movable: { en: 'a movable sign', hi: 'चर राशि' },
  fixed: { en: 'a fixed sign', hi: 'स्थिर राशि' },
  dual: { en: 'a dual sign', hi: 'द्विस्वभाव राशि' },
  fire: { en: 'a fiery sign', hi: 'अग्नि तत्व राशि' },
  earth: { en: 'an earthy sign', hi: 'पृथ्वी तत्व राशि' },
  air: { en: 'an airy sign', hi: 'वायु तत्व राशि' },
  water: { en: 'a watery sign', hi: 'जल तत्व राशि' },
  odd: { en: 'an odd sign', hi: 'विषम राशि' },
  even: { en: 'an even sign', hi: 'सम राशि' },
};

function signs(set: RuleSigns): Words {
  if (typeof set === 'string') return SIGN_SETS[set];
  const records = set.map((id) => signById(id));
  return { en: listOf(records.map((r) => r.en), 'or'), hi: listOf(records.map((r) => r.hi), 'या') };
}

const DIGNITY: Readonly<Record<string, Words>> = {
  exalted: { en: 'exalted', hi: 'उच्च' },
  moolatrikona: { en: 'in moolatrikona', hi: 'मूलत्रिकोण में' },
  own: { en: 'in its own sign', hi: 'स्वराशि में' },
  friendly: { en: 'in a friend\'s sign', hi: 'मित्र राशि में' },
  neutral: { en: 'in a neutral sign', hi: 'सम राशि में' },
  inimical: { en: 'in an enemy\'s sign', hi: 'शत्रु राशि में' },
  debilitated: { en: 'debilitated', hi: 'नीच' },
};

const NAVAMSA: Words = { en: ' in the navamsa', hi: 'नवांश में ' };

function join(parts: readonly Words[], en: string, hi: string): Words {
  return { en: parts.map((w) => w.en).join(en), hi: parts.map((w) => w.hi).join(hi) };
}

/** The words of a condition in both languages. */
export function conditionWords(c: RuleCondition): Words {
  switch (c.is) {
    case 'all':
      return join(c.of.map((part) => bracket(part)), '; and ', '; और ');
    case 'any':
      return join(c.of.map((part) => bracket(part)), '; or ', '; या ');
    case 'not': {
      const inner = bracket(c.of);
      return { en: `not: ${inner.en}`, hi: `ऐसा नहीं कि ${inner.hi}` };
    }
    case 'in-house': {
      const p = point(c.point);
      const h = houses(c.houses, 'or');
      const f = from(c.from);
      return { en: `${p.en} in ${h.en}${f.en}`, hi: `${p.hi} ${f.hi}${h.hi} में` };
    }
    case 'in-sign': {
      const p = c.point === 'lagna' ? { en: 'the lagna', hi: 'लग्न' } : point(c.point);
      const s = signs(c.signs);
      const v = c.varga === 'd9' ? NAVAMSA : { en: '', hi: '' };
      return { en: `${p.en} in ${s.en}${v.en}`, hi: `${p.hi} ${v.hi}${s.hi} में` };
    }
    case 'house-sign': {
      const h = houses([c.house], 'or');
      const s = signs(c.signs);
      return { en: `${h.en} in ${s.en}`, hi: `${h.hi} ${s.hi} में` };
    }
    case 'dignity': {
      const p = point(c.point);
      const d = join(c.dignities.map((word) => DIGNITY[word]!), ' or ', ' या ');
      const v = c.varga === 'd9' ? NAVAMSA : { en: '', hi: '' };
      return { en: `${p.en} ${d.en}${v.en}`, hi: `${p.hi} ${v.hi}${d.hi}` };
    }
    case 'together': {
      const ps = c.points.map(point);
      return { en: `${listOf(ps.map((w) => w.en), 'and')} in one sign`, hi: `${listOf(ps.map((w) => w.hi), 'और')} एक राशि में` };
    }
    case 'exchange': {
      const [a, b] = c.points.map(point) as [Words, Words];
      return { en: `${a.en} and ${b.en} in each other's signs`, hi: `${a.hi} और ${b.hi} का राशि परिवर्तन` };
    }
    case 'aspects': {
      const by = point(c.by);
      const target = typeof c.target === 'object' && 'house' in c.target ? houses([c.target.house], 'or') : point(c.target);
      return { en: `${by.en} aspects ${target.en}`, hi: `${by.hi} की ${target.hi} पर दृष्टि` };
    }
    case 'influenced': {
      const p = point(c.point);
      const g = group(c.group);
      const how = c.how === 'joins' ? { en: 'joined by', hi: 'की युति' } : c.how === 'aspects' ? { en: 'aspected by', hi: 'की दृष्टि' } : { en: 'joined or aspected by', hi: 'की युति या दृष्टि' };
      return { en: `${p.en} ${how.en} ${g.en}`, hi: `${p.hi} पर ${g.hi} ${how.hi}` };
    }
    case 'house-aspected': {
      const g = group(c.group);
      const h = houses([c.house], 'or');
      return { en: `${g.en} aspect ${h.en}`, hi: `${h.hi} पर ${g.hi} की दृष्टि` };
    }
    case 'occupied': {
      const g = group(c.group);
      const f = from(c.from);
      const h = houses(c.houses, c.quantity === 'each' ? 'and' : 'or');
      return c.quantity === 'each'
        ? { en: `each of ${h.en}${f.en} holds ${g.en}`, hi: `${f.hi}${h.hi} में से प्रत्येक में ${g.hi}` }
        : { en: `${g.en} in ${h.en}${f.en}`, hi: `${f.hi}${h.hi} में ${g.hi}` };
    }
    case 'empty': {
      const g = group(c.group);
      const f = from(c.from);
      const h = houses(c.houses, 'or');
      return { en: `no ${g.en} in ${h.en}${f.en}`, hi: `${f.hi}${h.hi} में कोई ${g.hi} नहीं` };
    }
    case 'confined': {
      const g = group(c.group);
      const f = from(c.from);
      const h = houses(c.houses, 'and');
      return { en: `all of ${g.en} within ${h.en}${f.en}`, hi: `सभी ${g.hi} ${f.hi}${h.hi} के भीतर` };
    }
    case 'sign-count':
      return { en: `the seven grahas occupy exactly ${c.count} sign${c.count === 1 ? '' : 's'}`, hi: `सात ग्रह ठीक ${c.count} राशियों में` };
    case 'strong': {
      const p = point(c.point);
      return { en: `${p.en} strong (not debilitated, combust or in the 6th, 8th or 12th)`, hi: `${p.hi} बली (न नीच, न अस्त, न छठे, आठवें या बारहवें में)` };
    }
    case 'nature': {
      const p = point(c.point);
      return c.nature === 'benefic' ? { en: `${p.en} a natural benefic`, hi: `${p.hi} नैसर्गिक शुभ` } : { en: `${p.en} a natural malefic`, hi: `${p.hi} नैसर्गिक पाप` };
    }
    case 'same': {
      const [a, b] = c.points.map(point) as [Words, Words];
      return { en: `${a.en} is ${b.en}`, hi: `${a.hi} ही ${b.hi} है` };
    }
    case 'waxing-moon':
      return { en: 'the Moon waxing', hi: 'शुक्ल पक्ष का चंद्रमा' };
    case 'day-birth':
      return { en: 'birth by day', hi: 'दिन का जन्म' };
  }
}

/** A part's words, in parentheses when it is itself a list. */
function bracket(c: RuleCondition): Words {
  const words = conditionWords(c);
  return c.is === 'all' || c.is === 'any' ? { en: `(${words.en})`, hi: `(${words.hi})` } : words;
}

/** A condition's words in one language. */
export function conditionText(condition: RuleCondition, lang: Lang): string {
  const words = conditionWords(condition);
  return lang === 'hi' ? words.hi : words.en;
}
