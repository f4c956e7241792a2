/**
 * The graha dashas whose lords and years come from the chart rather than from a fixed table of the birth star:
 * Naisargika, Karaka, Tara, Moola and Saptarishi Nakshatra (whose lords are stars). One record per system with its rules in words and its source; the rules themselves are
 * computed by `astro/dasha/graha-dasha.ts` and the modules it names.
 *
 * Sources: the books were not available here. The rules are those PyJHora 4.8.5 implements
 * (`horoscope/dhasa/graha/<system>.py`, https://github.com/naturalstupid/PyJHora, which follows Jagannatha Hora),
 * read to understand them; each record names the book PyJHora or JHora gives for the system, and what was checked.
 * Names in the seven other languages: the Sanskrit names in each script, as data/dashas.ts writes its systems.
 */
import type { DashaApplicabilityId } from './dashas.ts';
import type { Names } from './text.ts';

/** The one lord of a graha dasha that is not a graha: the lagna (Naisargika dasha's last 12 years). */
export const LAGNA_DASHA_LORD = {
  id: 'lagna', en: 'Lagna', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం', kn: 'ಲಗ್ನ', ml: 'ലഗ്നം', mr: 'लग्न', bn: 'লগ্ন', gu: 'લગ્ન',
} as const;
export type LagnaDashaLordId = (typeof LAGNA_DASHA_LORD)['id'];

/** Natural (naisargika) years of the grahas and the lagna, in dasha order. */
export const NAISARGIKA_YEARS = [
  { lord: 'moon', years: 1 }, { lord: 'mars', years: 2 }, { lord: 'mercury', years: 9 }, { lord: 'venus', years: 20 },
  { lord: 'jupiter', years: 18 }, { lord: 'sun', years: 20 }, { lord: 'saturn', years: 50 }, { lord: 'lagna', years: 12 },
] as const;

/** Tara dasha's lords and years in order (Sanjay Rath's order, 120 years). */
export const TARA_YEARS = [
  { lord: 'venus', years: 20 }, { lord: 'moon', years: 10 }, { lord: 'ketu', years: 7 }, { lord: 'saturn', years: 19 },
  { lord: 'jupiter', years: 16 }, { lord: 'mercury', years: 17 }, { lord: 'rahu', years: 18 }, { lord: 'mars', years: 7 },
  { lord: 'sun', years: 6 },
] as const;

interface GrahaDashaRecord extends Names {
  readonly id: string;
  readonly kind: 'graha';
  readonly sanskrit: string;
  readonly cycles: number;
  /** Years of one cycle when the same for every chart; null when they depend on the chart. */
  readonly totalYears: number | null;
  readonly startRule: string;
  readonly yearsRule: string;
  readonly antardashaRule: string;
  readonly applicability: { readonly id: DashaApplicabilityId; readonly condition: string } | null;
  readonly source: string;
}

/** The graha dashas, one record each. */
export const GRAHA_DASHA_SYSTEMS = [
  {
    id: 'naisargika', kind: 'graha', en: 'Naisargika', hi: 'नैसर्गिक', ta: 'நைசர்கிக', te: 'నైసర్గిక', kn: 'ನೈಸರ್ಗಿಕ', ml: 'നൈസർഗിക', mr: 'नैसर्गिक', bn: 'নৈসর্গিক', gu: 'નૈસર્ગિક', sanskrit: 'Naisargika', cycles: 1, totalYears: 132,
    startRule: 'The natural ages in order, the first from birth: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, '
      + 'Sun 20, Saturn 50 years (120), then the lagna 12 years.',
    yearsRule: 'Fixed: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50, lagna 12 (132 years).',
    antardashaRule: 'The grahas Sun … Saturn (no nodes) in the houses counted from the sign of the dasha lord (the lagna '
      + 'sign for the lagna\'s dasha) in the order 1, 4, 7, 10 (kendras), 2, 5, 8, 11 (panapharas), 3, 6, 9, 12 '
      + '(apoklimas), within a house Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn; the dasha lord itself left '
      + 'out; equal parts. Deeper levels repeat the rule from the sub-period\'s lord.',
    applicability: null,
    source: 'Natural ages of BPHS (Moon 1 … Saturn 50), with the lagna\'s 12 years and the kendradi antardashas of '
      + 'Jagannatha Hora as PyJHora naisargika.py implements them (its defaults); not checked against a book.',
  },
  {
    id: 'karaka', kind: 'graha', en: 'Karaka', hi: 'कारक', ta: 'காரக', te: 'కారక', kn: 'ಕಾರಕ', ml: 'കാരക', mr: 'कारक', bn: 'কারক', gu: 'કારક', sanskrit: 'Kāraka', cycles: 1, totalYears: null,
    startRule: 'The eight chara karakas in rank order from the atmakaraka (Sun … Saturn and Rahu by degrees travelled '
      + 'in their sign, Rahu by 30° less its degree), the first from birth.',
    yearsRule: 'A karaka\'s years are the signs from the lagna to its sign less one (0 for a karaka in the lagna '
      + 'sign, 11 for one in the 12th); a karaka of 0 years has no dasha (nor sub-period).',
    antardashaRule: 'The eight karakas from the one after the dasha lord in rank order, ending with the dasha lord, '
      + 'each in proportion to its own years. Deeper levels repeat the rule.',
    applicability: null,
    source: 'Jaimini Karaka dasha as PyJHora karaka.py implements it; not checked against a book.',
  },
  {
    id: 'tara', kind: 'graha', en: 'Tara', hi: 'तारा', ta: 'தாரா', te: 'తార', kn: 'ತಾರಾ', ml: 'താര', mr: 'तारा', bn: 'তারা', gu: 'તારા', sanskrit: 'Tārā', cycles: 1, totalYears: 120,
    startRule: 'The first lord is the strongest graha in a kendra from the lagna (the stronger of two by, in turn, more '
      + 'grahas conjoined; more of Jupiter, Mercury and its dispositor conjoining or rasi-aspecting it; exaltation; dual '
      + '> fixed > movable sign; more degrees travelled in the sign), the grahas taken from the most occupied kendra '
      + 'first; Venus when no graha is in a kendra. The first dasha is shortened by the elapsed part of the Moon\'s birth '
      + 'star, as Vimshottari.',
    yearsRule: 'Venus 20, Moon 10, Ketu 7, Saturn 19, Jupiter 16, Mercury 17, Rahu 18, Mars 7, Sun 6 years (120), in '
      + 'this order from the first lord.',
    antardashaRule: 'From the period\'s own lord in the same order, in proportion to the lords\' years. Deeper levels '
      + 'repeat the rule.',
    applicability: {
      id: 'all-kendras-occupied',
      condition: 'Every kendra from the lagna (the 1st, 4th, 7th and 10th signs) holds at least one of the nine grahas.',
    },
    source: 'Sanjay Rath\'s Tara dasha as PyJHora tara.py implements it (order, years, first lord, balance; its '
      + 'default method); the strength of two grahas by P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, '
      + '§15.5.1; not checked against a book.',
  },
  {
    id: 'moola', kind: 'graha', en: 'Moola (Lagna Kendradi Graha)', hi: 'मूल', ta: 'மூல', te: 'మూల', kn: 'ಮೂಲ', ml: 'മൂല', mr: 'मूल', bn: 'মূল', gu: 'મૂલ', sanskrit: 'Mūla', cycles: 2, totalYears: 120,
    startRule: 'The grahas in the kendras from the lagna, then in the panapharas, then in the apoklimas, each group '
      + 'strongest first (the strength rules of Tara dasha); the order turned to begin with the strongest graha in a '
      + 'kendra from the lagna, the Moon or the Sun. The first dasha starts at birth.',
    yearsRule: 'First cycle: the graha\'s Vimshottari years less the signs counted forward from its sign to its '
      + 'moolatrikona sign (Rahu Aquarius, Ketu Scorpio), 12 less when it stands in it; +1 exalted, −1 debilitated; at '
      + 'least 1. Second cycle: its Vimshottari years less the first (the two make 120).',
    antardashaRule: 'From the period\'s own lord in the dasha order, in proportion to the first-cycle years. Deeper '
      + 'levels repeat the rule.',
    applicability: null,
    source: 'Moola dasha (Lagna Kendradi Graha dasha of Jaimini) as PyJHora moola.py implements Jagannatha Hora\'s '
      + 'defaults (12 years less in the moolatrikona sign); strength: Narasimha Rao §15.5.1; not checked against a book.',
  },
  {
    id: 'saptarishi-nakshatra', kind: 'graha', en: 'Saptarishi Nakshatra', hi: 'सप्तर्षि नक्षत्र', ta: 'சப்தரிஷி நட்சத்திர', te: 'సప్తర్షి నక్షత్ర', kn: 'ಸಪ್ತರ್ಷಿ ನಕ್ಷತ್ರ', ml: 'സപ്തർഷി നക്ഷത്ര', mr: 'सप्तर्षि नक्षत्र', bn: 'সপ্তর্ষি নক্ষত্র', gu: 'સપ્તર્ષિ નક્ષત્ર', sanskrit: 'Saptarṣi-nakṣatra',
    cycles: 1, totalYears: 100,
    startRule: 'The lords are stars: the birth star (of the Moon) and the nine stars before it, counted backward, the '
      + 'first from birth.',
    yearsRule: 'Ten years each: 100 years.',
    antardashaRule: 'The period\'s own star and the nine before it, backward, in equal parts. Deeper levels repeat the '
      + 'rule.',
    applicability: null,
    source: 'Saptarishi Nakshatra dasha as PyJHora saptharishi_nakshathra.py implements it (its defaults: from the '
      + 'Moon, no balance); not checked against a book.',
  },
] as const satisfies readonly GrahaDashaRecord[];
