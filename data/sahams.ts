/**
 * The 36 sahams (sensitive points) of the Tajika annual chart, one record per saham.
 *
 * Source: P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach* (Sagar Publications, 2000; free 2010
 * edition §28.8, Table 74 "Sahams"), table of sahams (numbered 1–36 in the book's order, which `SAHAMS` keeps), after Neelakantha's *Tajika
 * Neelakanthi* (Samjna Tantra). Each saham is A − B + C: the arc from B forward to A laid off from C. The
 * formula is the day formula; at night A and B change places unless `night` says the formula is the same, or
 * gives its own terms (karyasiddhi). The book's worked example 121 (artha, samartha, vanika) is a reference test.
 *
 * A term is a graha, the lagna, another saham, the cusp of a whole-sign house counted as the lagna's degree in
 * that house (`house`), the lord of a house (`lordOfHouse`), the lord of the sign a graha occupies
 * (`lordOfSignOf`), or a fixed sidereal longitude in degrees (`longitude`: jalapatana's Cancer 15°).
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

export type SahamTerm =
  | { readonly kind: 'lagna' }
  | { readonly kind: 'graha'; readonly graha: Exclude<GrahaId, 'rahu' | 'ketu'> }
  | { readonly kind: 'saham'; readonly saham: ComponentSahamId }
  | { readonly kind: 'house'; readonly house: number }
  | { readonly kind: 'lordOfHouse'; readonly house: number }
  | { readonly kind: 'lordOfSignOf'; readonly graha: 'sun' | 'moon' }
  | { readonly kind: 'longitude'; readonly degrees: number; readonly name: Text };

/** The sahams other sahams are built from (computed first: they come earlier in `SAHAMS`). */
export type ComponentSahamId = 'punya' | 'sastra';

/** A − B + C. */
export type SahamFormula = readonly [a: SahamTerm, b: SahamTerm, c: SahamTerm];

const L: SahamTerm = { kind: 'lagna' };
const g = (graha: Exclude<GrahaId, 'rahu' | 'ketu'>): SahamTerm => ({ kind: 'graha', graha });
const s = (saham: ComponentSahamId): SahamTerm => ({ kind: 'saham', saham });
const h = (house: number): SahamTerm => ({ kind: 'house', house });
const lord = (house: number): SahamTerm => ({ kind: 'lordOfHouse', house });

interface SahamRecord {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  readonly meaning: Text;
  readonly day: SahamFormula;
  /** 'reversed': A and B change places at night; 'same': one formula day and night; or the night's own formula. */
  readonly night: 'reversed' | 'same' | SahamFormula;
  /** False where the book applies no +30° correction (roga: C is A itself). */
  readonly correction?: false;
  /** Samartha: when Mars owns the lagna, Jupiter takes the lagna lord's place and Mars the place of A (Jupiter − Mars + Lagna). */
  readonly marsOwnsLagna?: 'jupiter-for-lagna-lord';
}

export const SAHAMS = [
  { id: 'punya', en: 'Punya', hi: 'पुण्य', meaning: { en: 'Fortune, good deeds', hi: 'भाग्य, पुण्य कर्म' }, day: [g('moon'), g('sun'), L], night: 'reversed' },
  { id: 'vidya', en: 'Vidya', hi: 'विद्या', meaning: { en: 'Education', hi: 'शिक्षा' }, day: [g('sun'), g('moon'), L], night: 'reversed' },
  { id: 'yasas', en: 'Yasas', hi: 'यश', meaning: { en: 'Fame', hi: 'कीर्ति' }, day: [g('jupiter'), s('punya'), L], night: 'reversed' },
  { id: 'mitra', en: 'Mitra', hi: 'मित्र', meaning: { en: 'Friends', hi: 'मित्र' }, day: [g('jupiter'), s('punya'), g('venus')], night: 'reversed' },
  { id: 'mahatmya', en: 'Mahatmya', hi: 'माहात्म्य', meaning: { en: 'Greatness', hi: 'महानता' }, day: [s('punya'), g('mars'), L], night: 'reversed' },
  { id: 'asha', en: 'Asha', hi: 'आशा', meaning: { en: 'Desires', hi: 'इच्छाएँ' }, day: [g('saturn'), g('mars'), L], night: 'reversed' },
  {
    id: 'samartha', en: 'Samartha', hi: 'सामर्थ्य', meaning: { en: 'Enterprise, ability', hi: 'उद्यम, क्षमता' },
    day: [g('mars'), lord(1), L], night: 'reversed', marsOwnsLagna: 'jupiter-for-lagna-lord',
  },
  { id: 'bhratri', en: 'Bhratri', hi: 'भ्रातृ', meaning: { en: 'Brothers', hi: 'भाई' }, day: [g('jupiter'), g('saturn'), L], night: 'same' },
  { id: 'gaurava', en: 'Gaurava', hi: 'गौरव', meaning: { en: 'Respect, regard', hi: 'सम्मान' }, day: [g('jupiter'), g('moon'), g('sun')], night: 'reversed' },
  { id: 'pitri', en: 'Pitri', hi: 'पितृ', meaning: { en: 'Father', hi: 'पिता' }, day: [g('saturn'), g('sun'), L], night: 'reversed' },
  { id: 'rajya', en: 'Rajya', hi: 'राज्य', meaning: { en: 'Kingdom, power', hi: 'राज्य, सत्ता' }, day: [g('saturn'), g('sun'), L], night: 'reversed' },
  { id: 'matri', en: 'Matri', hi: 'मातृ', meaning: { en: 'Mother', hi: 'माता' }, day: [g('moon'), g('venus'), L], night: 'reversed' },
  { id: 'putra', en: 'Putra', hi: 'पुत्र', meaning: { en: 'Children', hi: 'संतान' }, day: [g('jupiter'), g('moon'), L], night: 'reversed' },
  { id: 'jeeva', en: 'Jeeva', hi: 'जीव', meaning: { en: 'Life', hi: 'जीवन' }, day: [g('saturn'), g('jupiter'), L], night: 'reversed' },
  { id: 'karma', en: 'Karma', hi: 'कर्म', meaning: { en: 'Action, work', hi: 'कार्य' }, day: [g('mars'), g('mercury'), L], night: 'reversed' },
  { id: 'roga', en: 'Roga', hi: 'रोग', meaning: { en: 'Disease', hi: 'रोग' }, day: [L, g('moon'), L], night: 'same', correction: false },
  { id: 'kali', en: 'Kali', hi: 'कलि', meaning: { en: 'Great misfortune', hi: 'महान विपत्ति' }, day: [g('jupiter'), g('mars'), L], night: 'reversed' },
  { id: 'sastra', en: 'Sastra', hi: 'शास्त्र', meaning: { en: 'Sciences', hi: 'शास्त्र' }, day: [g('jupiter'), g('saturn'), g('mercury')], night: 'reversed' },
  { id: 'bandhu', en: 'Bandhu', hi: 'बन्धु', meaning: { en: 'Relatives', hi: 'सम्बन्धी' }, day: [g('mercury'), g('moon'), L], night: 'reversed' },
  { id: 'mrityu', en: 'Mrityu', hi: 'मृत्यु', meaning: { en: 'Death', hi: 'मृत्यु' }, day: [h(8), g('moon'), L], night: 'same' },
  { id: 'paradesa', en: 'Paradesa', hi: 'परदेश', meaning: { en: 'Foreign countries', hi: 'विदेश' }, day: [h(9), lord(9), L], night: 'same' },
  { id: 'artha', en: 'Artha', hi: 'अर्थ', meaning: { en: 'Money', hi: 'धन' }, day: [h(2), lord(2), L], night: 'same' },
  { id: 'paradara', en: 'Paradara', hi: 'परदारा', meaning: { en: 'Adultery', hi: 'परस्त्रीगमन' }, day: [g('venus'), g('sun'), L], night: 'reversed' },
  { id: 'vanik', en: 'Vanik', hi: 'वणिक्', meaning: { en: 'Commerce', hi: 'वाणिज्य' }, day: [g('moon'), g('mercury'), L], night: 'reversed' },
  {
    id: 'karyasiddhi', en: 'Karyasiddhi', hi: 'कार्यसिद्धि', meaning: { en: 'Success in endeavours', hi: 'कार्य में सफलता' },
    day: [g('saturn'), g('sun'), { kind: 'lordOfSignOf', graha: 'sun' }],
    night: [g('saturn'), g('moon'), { kind: 'lordOfSignOf', graha: 'moon' }],
  },
  { id: 'vivaha', en: 'Vivaha', hi: 'विवाह', meaning: { en: 'Marriage', hi: 'विवाह' }, day: [g('venus'), g('saturn'), L], night: 'reversed' },
  { id: 'santapa', en: 'Santapa', hi: 'सन्ताप', meaning: { en: 'Sadness', hi: 'दुःख' }, day: [g('saturn'), g('moon'), h(6)], night: 'reversed' },
  { id: 'sraddha', en: 'Sraddha', hi: 'श्रद्धा', meaning: { en: 'Devotion, sincerity', hi: 'भक्ति, निष्ठा' }, day: [g('venus'), g('mars'), L], night: 'reversed' },
  { id: 'preeti', en: 'Preeti', hi: 'प्रीति', meaning: { en: 'Love, attachment', hi: 'प्रेम, लगाव' }, day: [s('sastra'), s('punya'), L], night: 'reversed' },
  { id: 'jadya', en: 'Jadya', hi: 'जाड्य', meaning: { en: 'Chronic disease', hi: 'जीर्ण रोग' }, day: [g('mars'), g('saturn'), g('mercury')], night: 'reversed' },
  { id: 'vyapara', en: 'Vyapara', hi: 'व्यापार', meaning: { en: 'Business', hi: 'व्यापार' }, day: [g('mars'), g('saturn'), L], night: 'same' },
  { id: 'satru', en: 'Satru', hi: 'शत्रु', meaning: { en: 'Enemies', hi: 'शत्रु' }, day: [g('mars'), g('saturn'), L], night: 'reversed' },
  {
    id: 'jalapatana', en: 'Jalapatana', hi: 'जलपतन', meaning: { en: 'Crossing an ocean', hi: 'समुद्र यात्रा' },
    day: [{ kind: 'longitude', degrees: 105, name: { en: 'Cancer 15°', hi: 'कर्क 15°' } }, g('saturn'), L], night: 'reversed',
  },
  { id: 'bandhana', en: 'Bandhana', hi: 'बन्धन', meaning: { en: 'Imprisonment', hi: 'कारावास' }, day: [s('punya'), g('saturn'), L], night: 'reversed' },
  { id: 'apamrityu', en: 'Apamrityu', hi: 'अपमृत्यु', meaning: { en: 'Untimely death', hi: 'अकाल मृत्यु' }, day: [h(8), g('mars'), L], night: 'reversed' },
  { id: 'labha', en: 'Labha', hi: 'लाभ', meaning: { en: 'Material gains', hi: 'भौतिक लाभ' }, day: [h(11), lord(11), L], night: 'same' },
] as const satisfies readonly SahamRecord[];

export type SahamId = (typeof SAHAMS)[number]['id'];
export type Saham = SahamRecord & { readonly id: SahamId };
