/**
 * The sentences of the Western area, in the service's own words: how a timed event reads, how the synastry
 * score is made, and why a body astrologers use is not offered.
 */

/** Event sentences; `{body}`, `{sign}`, `{degree}`, `{aspect}`, `{other}` are filled by the presenter. */
export const WESTERN_EVENT_WORDS = {
  en: {
    ingress: '{body} enters {sign}',
    ingressRetrograde: '{body} moves back into {sign} (retrograde)',
    stationRetrograde: '{body} stations retrograde at {degree} {sign}',
    stationDirect: '{body} stations direct at {degree} {sign}',
    aspectNatal: 'Transiting {body} {aspect} natal {other} (exact)',
    aspectMutual: '{body} {aspect} {other} (exact)',
  },
  hi: {
    ingress: '{body} का {sign} में प्रवेश',
    ingressRetrograde: '{body} का वक्री गति से {sign} में पुनः प्रवेश',
    stationRetrograde: '{body} {sign} {degree} पर स्थिर होकर वक्री',
    stationDirect: '{body} {sign} {degree} पर स्थिर होकर मार्गी',
    aspectNatal: 'गोचर {body} की जन्म {other} से {aspect} (सटीक)',
    aspectMutual: '{body} और {other} की {aspect} (सटीक)',
  },
} as const;

/** Short phrases of the Western presenters; `{…}` are filled by them. */
export const WESTERN_PHRASES = {
  house: { en: 'house {number}', hi: 'भाव {number}' },
  wheelTitle: { en: 'Natal chart, {system} houses', hi: 'जन्म कुंडली (पाश्चात्य), {system}' },
  biWheelTitle: { en: 'Natal chart (inside) and {outer} (outside), {system} houses', hi: 'जन्म कुंडली (भीतर) और {outer} (बाहर), {system}' },
  mapTitle: { en: 'Astrocartography, {date}', hi: 'ज्योतिषीय मानचित्र (एस्ट्रोकार्टोग्राफी), {date}' },
  mapDescription: {
    en: 'World map with the lines where each body rises (ASC), sets (DSC), culminates (MC) or anti-culminates (IC); the birth place marked at {place}.',
    hi: 'विश्व मानचित्र: जहाँ प्रत्येक ग्रह उदित (ASC), अस्त (DSC), शीर्ष पर (MC) या अधो-शीर्ष पर (IC) है, वे रेखाएँ; जन्म स्थान {place} पर अंकित।',
  },
  paranKey: { en: 'Paran', hi: 'परान' },
  mapParans: {
    en: 'Thin dashed parallels: the parans, the latitudes where two bodies are on angles at the same moment.',
    hi: 'पतली टूटी अक्षांश रेखाएँ: परान, वे अक्षांश जहाँ दो ग्रह एक ही क्षण कोणों पर हैं।',
  },
} as const;

/** The synastry score's rule in one paragraph (data/western-synastry.ts has the numbers). */
export const SYNASTRY_METHOD = {
  en:
    'Each major aspect between the two charts earns tone × weight × closeness: tone +3 trine, +2 sextile, −2 square, ' +
    '−1.5 opposition, +2 conjunction of gentle points or −1 with Mars, Saturn, Uranus, Neptune or Pluto; the attraction ' +
    'contacts Sun–Moon, Venus–Mars, Moon–Venus and Sun–Venus never count against (square and opposition +1, ' +
    'conjunction +3); weight the product of the two points\' weights (Sun, Moon, Venus 3; ascendant, Mars 2.5; ' +
    'Mercury 2; Jupiter, Saturn 1.5; midheaven 1; Uranus, Neptune, Pluto 0.5) ÷ 9; closeness 1 − orb ÷ allowed orb. ' +
    'Score = 100 × harmony ÷ (harmony + tension).',
  hi:
    'दोनों कुंडलियों के बीच हर प्रमुख दृष्टि को स्वर × भार × निकटता अंक मिलते हैं: त्रिकोण +3, सेक्सटाइल +2, केंद्र −2, ' +
    'प्रतियुति −1.5, सौम्य बिंदुओं की युति +2 या मंगल, शनि, अरुण, वरुण, यम के साथ −1; आकर्षण के संपर्क (सूर्य–चंद्र, ' +
    'शुक्र–मंगल, चंद्र–शुक्र, सूर्य–शुक्र) कभी विरुद्ध नहीं गिने जाते (केंद्र और प्रतियुति +1, युति +3); भार दोनों बिंदुओं ' +
    'के भारों का गुणनफल ÷ 9 (सूर्य, चंद्र, शुक्र 3; लग्न, मंगल 2.5; बुध 2; बृहस्पति, शनि 1.5; दशम 1; अरुण, वरुण, यम 0.5); ' +
    'निकटता 1 − ऑर्ब ÷ अनुमत ऑर्ब। अंक = 100 × सामंजस्य ÷ (सामंजस्य + तनाव)।',
} as const;

/** Names of the declination aspects (astro/western/declinations.ts). */
export const DECLINATION_ASPECT_WORDS = {
  parallel: { en: 'Parallel', hi: 'समानांतर (समान क्रांति)' },
  'contra-parallel': { en: 'Contra-parallel', hi: 'प्रति-समानांतर (विपरीत क्रांति)' },
} as const;

/** The second chart of a bi-wheel, as its title names it ({date}: the chart's instant, local date). */
export const OUTER_CHART_WORDS = {
  transits: { en: 'transits of {date}', hi: '{date} का गोचर' },
  progressions: { en: 'secondary progressions for {date}', hi: '{date} के लिए द्वितीयक प्रगति' },
  'solar-return': { en: 'solar return of {date}', hi: '{date} का सौर प्रत्यावर्तन (वर्षफल)' },
  partner: { en: 'partner born {date}', hi: '{date} को जन्मे साथी' },
} as const;
