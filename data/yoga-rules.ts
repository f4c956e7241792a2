/**
 * Yogas written as rules in data: each record names the yoga, its source, its conditions in the vocabulary of
 * data/yoga-rule-vocabulary.ts (which the engine evaluates and words; no yoga here has code of its own) and what
 * the texts say it gives. The kundali evaluates them beside the 47 of data/yogas-classical.ts, whose rules are
 * evaluated by code (astro/chart/yoga-rules/); an id is never in both tables (test/astro/yoga-rules.test.ts).
 *
 * Sources, abbreviated in `source`:
 * - Raman 300: B. V. Raman, Three Hundred Important Combinations (1947). "no. N" is the book's number as PyJHora's
 *   yoga.py quotes it ("BVR-N"); a record without a number cites the book's chapter by its name.
 * - BPHS: Brihat Parashara Hora Shastra, R. Santhanam's translation (Ranjan, 1984): ch. 35 Nabhasa yogas, ch. 36
 *   other yogas, ch. 41 Dhana yogas, ch. 42 Daridra yogas.
 *
 * Where a book's rule needs what the engine does not compute (Gulika or Mandi, shashtiamsas, vaiseshikamsas,
 * arudhas, a planet's degree), the record holds the clauses the engine evaluates and its `note` names what is
 * left out; a yoga none of whose clauses can be evaluated is not in the table.
 */
import type { Text } from './text.ts';
import {
  type RuleCondition,
  type RuleHouse,
  DAY_BIRTH,
  DUSTHANAS,
  KENDRAS,
  TRIKONAS,
  WAXING_MOON,
  all,
  any,
  aspects,
  confined,
  dignity,
  dispositorOf,
  empty,
  exchange,
  inHouse,
  inSign,
  influenced,
  lordOf,
  not,
  occupied,
  same,
  signCount,
  strong,
  together,
} from './yoga-rule-vocabulary.ts';

export type RuleYogaNature = 'Benefic' | 'Malefic' | 'Mixed';

export interface RuleYogaRecord {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  readonly type: RuleYogaNature;
  readonly source: string;
  /** The conditions; the yoga holds when they do. */
  readonly when: RuleCondition;
  /** What the texts say the yoga gives (paraphrased). */
  readonly result: Text;
  /** Clauses of the book's rule the engine does not evaluate, when there are any. */
  readonly note?: string;
}

const NABHASA = 'BPHS ch. 35 (Nabhasa yogas); Raman 300 (Nabhasa yogas)';

/** The houses `count` long from house `start`, wrapping after the 12th. */
function span(start: RuleHouse, count: number): RuleHouse[] {
  return Array.from({ length: count }, (_, i) => (((start - 1 + i) % 12) + 1) as RuleHouse);
}

/** The seven grahas fill the seven houses from `start`, one house each at least (Nauka, Malika …). */
function sevenFrom(start: RuleHouse): RuleCondition {
  return all(confined(span(start, 7), 'seven'), occupied(span(start, 7), 'seven', 'each'));
}

/** Three of the four kendras each hold one of `grahas` (Mala with the benefics, Sarpa with the malefics). */
function threeKendras(grahas: readonly ('sun' | 'mars' | 'saturn' | 'mercury' | 'jupiter' | 'venus')[]): RuleCondition {
  return any(occupied([1, 4, 7], grahas, 'each'), occupied([1, 4, 10], grahas, 'each'), occupied([1, 7, 10], grahas, 'each'), occupied([4, 7, 10], grahas, 'each'));
}

const MALIKA_NAMES: readonly (readonly [string, string, string, string])[] = [
  ['lagna-malika', 'Lagna Malika Yoga', 'लग्न मालिका योग', 'Becomes a ruler or a commander; wealthy.'],
  ['dhana-malika', 'Dhana Malika Yoga', 'धन मालिका योग', 'Very wealthy, dutiful, obstinate.'],
  ['vikrama-malika', 'Vikrama Malika Yoga', 'विक्रम मालिका योग', 'A ruler, rich but sickly, surrounded by brave men.'],
  ['sukha-malika', 'Sukha Malika Yoga', 'सुख मालिका योग', 'Generous and charitable, wealthy.'],
  ['putra-malika', 'Putra Malika Yoga', 'पुत्र मालिका योग', 'Religious and famous.'],
  ['satru-malika', 'Satru Malika Yoga', 'शत्रु मालिका योग', 'Greedy, occasionally poor.'],
  ['kalatra-malika', 'Kalatra Malika Yoga', 'कलत्र मालिका योग', 'Coveted by women; influential.'],
  ['randhra-malika', 'Randhra Malika Yoga', 'रंध्र मालिका योग', 'Poor, henpecked.'],
  ['bhagya-malika', 'Bhagya Malika Yoga', 'भाग्य मालिका योग', 'Religious, well-to-do, good.'],
  ['karma-malika', 'Karma Malika Yoga', 'कर्म मालिका योग', 'Respected, virtuous.'],
  ['labha-malika', 'Labha Malika Yoga', 'लाभ मालिका योग', 'Skilful, loved by women.'],
  ['vyaya-malika', 'Vyaya Malika Yoga', 'व्यय मालिका योग', 'Honoured, liberal, but spends much.'],
];
const MALIKA_HI: readonly string[] = [
  'शासक या सेनापति; धनवान।',
  'अत्यंत धनवान, कर्तव्यनिष्ठ, हठी।',
  'शासक, धनी पर रोगी, वीरों से घिरा।',
  'उदार और दानशील, धनवान।',
  'धार्मिक और प्रसिद्ध।',
  'लोभी, कभी-कभी निर्धन।',
  'स्त्रियों का प्रिय; प्रभावशाली।',
  'निर्धन, पत्नी के वश में।',
  'धार्मिक, संपन्न, सज्जन।',
  'सम्मानित, गुणवान।',
  'कुशल, स्त्रियों का प्रिय।',
  'सम्मानित, उदार, पर बहुत व्यय करने वाला।',
];

/** Raman 300 nos. 32–43: the seven grahas in the seven houses from the 1st … 12th, one house each at least. */
const MALIKA_YOGAS: readonly RuleYogaRecord[] = MALIKA_NAMES.map(([id, en, hi, result], index) => ({
  id, en, hi, type: index === 5 || index === 7 ? 'Malefic' : 'Benefic',
  source: `Raman 300 no. ${32 + index} (Malika yogas)`,
  when: sevenFrom((index + 1) as RuleHouse),
  result: { en: result, hi: MALIKA_HI[index]! },
}));

const SANKHYA: readonly (readonly [string, string, string, number, string, string])[] = [
  ['vallaki', 'Vallaki (Veena) Yoga', 'वल्लकी (वीणा) योग', 7, 'Fond of music, dance and song; many friends; wealthy.', 'संगीत, नृत्य और गायन का प्रेमी; अनेक मित्र; धनवान।'],
  ['dama', 'Dama Yoga', 'दाम योग', 6, 'Helpful to others, rich in cattle and wealth, famous.', 'परोपकारी, पशुधन और धन से संपन्न, प्रसिद्ध।'],
  ['pasa', 'Pasa Yoga', 'पाश योग', 5, 'Works hard, may face confinement; many servants.', 'परिश्रमी, बंधन की आशंका; अनेक सेवक।'],
  ['kedara', 'Kedara Yoga', 'केदार योग', 4, 'Agriculturist, truthful, helpful, wealthy.', 'कृषक, सत्यवादी, सहायक, धनवान।'],
  ['shula', 'Shula Yoga', 'शूल योग', 3, 'Cruel, quarrelsome, poor, wounded in fights.', 'कठोर, झगड़ालू, निर्धन, संघर्ष में आहत।'],
  ['yuga', 'Yuga Yoga', 'युग योग', 2, 'Heretical, poor, unsettled.', 'पाखंडी, निर्धन, अस्थिर।'],
  ['gola', 'Gola Yoga', 'गोल योग', 1, 'Poor, dirty, ignorant, idle.', 'निर्धन, मलिन, अज्ञानी, आलसी।'],
];

/** BPHS ch. 35, the Sankhya yogas: the seven grahas in exactly 7 … 1 signs. */
const SANKHYA_YOGAS: readonly RuleYogaRecord[] = SANKHYA.map(([id, en, hi, count, resultEn, resultHi]) => ({
  id, en, hi, type: count >= 4 ? 'Benefic' : 'Malefic', source: NABHASA, when: signCount(count), result: { en: resultEn, hi: resultHi },
}));

/** BPHS ch. 35: the Ashraya, Dala and Akriti yogas. */
const NABHASA_YOGAS: readonly RuleYogaRecord[] = [
  { id: 'rajju', en: 'Rajju Yoga', hi: 'रज्जु योग', type: 'Mixed', source: NABHASA, when: all(inSign('sun', 'movable'), inSign('moon', 'movable'), inSign('mars', 'movable'), inSign('mercury', 'movable'), inSign('jupiter', 'movable'), inSign('venus', 'movable'), inSign('saturn', 'movable')),
    result: { en: 'Fond of travel, handsome, may settle abroad; cruel or jealous.', hi: 'यात्रा-प्रिय, सुंदर, विदेश में बस सकता है; ईर्ष्यालु।' } },
  { id: 'musala', en: 'Musala Yoga', hi: 'मुसल योग', type: 'Benefic', source: NABHASA, when: all(inSign('sun', 'fixed'), inSign('moon', 'fixed'), inSign('mars', 'fixed'), inSign('mercury', 'fixed'), inSign('jupiter', 'fixed'), inSign('venus', 'fixed'), inSign('saturn', 'fixed')),
    result: { en: 'Proud, learned, wealthy, steady, well known.', hi: 'स्वाभिमानी, विद्वान, धनवान, स्थिर, प्रसिद्ध।' } },
  { id: 'nala', en: 'Nala Yoga', hi: 'नल योग', type: 'Mixed', source: NABHASA, when: all(inSign('sun', 'dual'), inSign('moon', 'dual'), inSign('mars', 'dual'), inSign('mercury', 'dual'), inSign('jupiter', 'dual'), inSign('venus', 'dual'), inSign('saturn', 'dual')),
    result: { en: 'Uneven in body, skilful, helpful to relatives, fond of gathering money.', hi: 'असम शरीर, कुशल, संबंधियों का सहायक, धन-संग्रह का प्रेमी।' } },
  { id: 'mala', en: 'Mala (Srik) Yoga', hi: 'माला (स्रक्) योग', type: 'Benefic', source: NABHASA, when: threeKendras(['mercury', 'jupiter', 'venus']),
    result: { en: 'Always happy, with vehicles, clothes, food and pleasures.', hi: 'सदा सुखी; वाहन, वस्त्र, भोजन और भोग से युक्त।' } },
  { id: 'sarpa', en: 'Sarpa Yoga', hi: 'सर्प योग', type: 'Malefic', source: NABHASA, when: threeKendras(['sun', 'mars', 'saturn']),
    result: { en: 'Crooked, cruel, poor, miserable, dependent on others for food.', hi: 'कुटिल, क्रूर, निर्धन, दुखी, भोजन के लिए दूसरों पर निर्भर।' } },
  { id: 'gada', en: 'Gada Yoga', hi: 'गदा योग', type: 'Benefic', source: NABHASA, when: any(all(confined([1, 4], 'seven'), occupied([1, 4], 'seven', 'each')), all(confined([4, 7], 'seven'), occupied([4, 7], 'seven', 'each')), all(confined([7, 10], 'seven'), occupied([7, 10], 'seven', 'each')), all(confined([10, 1], 'seven'), occupied([10, 1], 'seven', 'each'))),
    result: { en: 'Always striving for wealth, performs sacrifices, skilled in arts and scriptures.', hi: 'धन के लिए सदा प्रयत्नशील, यज्ञ करने वाला, कलाओं और शास्त्रों में निपुण।' } },
  { id: 'nabhasa-sakata', en: 'Sakata Yoga (Nabhasa)', hi: 'शकट योग (नाभस)', type: 'Malefic', source: NABHASA, when: all(confined([1, 7], 'seven'), occupied([1, 7], 'seven', 'each')),
    result: { en: 'Diseased, poor, lives by driving carts; ill-matched marriage.', hi: 'रोगी, निर्धन, गाड़ी चलाकर जीविका; बेमेल विवाह।' } },
  { id: 'vihaga', en: 'Vihaga Yoga', hi: 'विहग योग', type: 'Mixed', source: NABHASA, when: all(confined([4, 10], 'seven'), occupied([4, 10], 'seven', 'each')),
    result: { en: 'Fond of roaming, an envoy or messenger, quarrelsome.', hi: 'घूमने का प्रेमी, दूत या संदेशवाहक, झगड़ालू।' } },
  { id: 'shringataka', en: 'Shringataka Yoga', hi: 'शृंगाटक योग', type: 'Benefic', source: NABHASA, when: all(confined(TRIKONAS, 'seven'), occupied(TRIKONAS, 'seven', 'each')),
    result: { en: 'Fond of quarrels and war, happy, liked by the ruler, a good spouse.', hi: 'युद्धप्रिय, सुखी, शासक का प्रिय, अच्छा जीवनसाथी।' } },
  { id: 'hala', en: 'Hala Yoga', hi: 'हल योग', type: 'Mixed', source: NABHASA, when: any(all(confined([2, 6, 10], 'seven'), occupied([2, 6, 10], 'seven', 'each')), all(confined([3, 7, 11], 'seven'), occupied([3, 7, 11], 'seven', 'each')), all(confined([4, 8, 12], 'seven'), occupied([4, 8, 12], 'seven', 'each'))),
    result: { en: 'Eats much, poor, an agriculturist, troubled, a servant.', hi: 'अधिक खाने वाला, निर्धन, कृषक, दुखी, सेवक।' } },
  { id: 'vajra', en: 'Vajra Yoga', hi: 'वज्र योग', type: 'Mixed', source: NABHASA, when: all(confined([1, 7], ['mercury', 'jupiter', 'venus']), occupied([1, 7], ['mercury', 'jupiter', 'venus'], 'each'), confined([4, 10], ['sun', 'mars', 'saturn']), occupied([4, 10], ['sun', 'mars', 'saturn'], 'each')),
    result: { en: 'Happy at the beginning and end of life, valiant, handsome.', hi: 'जीवन के आरंभ और अंत में सुखी, वीर, सुंदर।' } },
  { id: 'yava', en: 'Yava Yoga', hi: 'यव योग', type: 'Mixed', source: NABHASA, when: all(confined([1, 7], ['sun', 'mars', 'saturn']), occupied([1, 7], ['sun', 'mars', 'saturn'], 'each'), confined([4, 10], ['mercury', 'jupiter', 'venus']), occupied([4, 10], ['mercury', 'jupiter', 'venus'], 'each')),
    result: { en: 'Happy in middle life, given to fasting and good deeds, charitable.', hi: 'मध्य आयु में सुखी, व्रत और सत्कर्म में रत, दानी।' } },
  { id: 'kamala', en: 'Kamala Yoga', hi: 'कमल योग', type: 'Benefic', source: NABHASA, when: all(confined(KENDRAS, 'seven'), occupied(KENDRAS, 'seven', 'each')),
    result: { en: 'Rich, virtuous, long-lived, famous, many good deeds.', hi: 'धनी, गुणवान, दीर्घायु, प्रसिद्ध, अनेक सत्कर्म।' } },
  { id: 'vapi', en: 'Vapi Yoga', hi: 'वापी योग', type: 'Benefic', source: NABHASA, when: any(confined([2, 5, 8, 11], 'seven'), confined([3, 6, 9, 12], 'seven')),
    result: { en: 'Accumulates wealth, enjoys lasting happiness and sons.', hi: 'धन-संचय करने वाला, स्थायी सुख और संतान।' } },
  { id: 'yupa', en: 'Yupa Yoga', hi: 'यूप योग', type: 'Benefic', source: NABHASA, when: all(confined([1, 2, 3, 4], 'seven'), occupied([1, 2, 3, 4], 'seven', 'each')),
    result: { en: 'Given to sacrifices, charitable, spiritual.', hi: 'यज्ञ करने वाला, दानी, आध्यात्मिक।' } },
  { id: 'ishu', en: 'Ishu (Sara) Yoga', hi: 'इषु (शर) योग', type: 'Malefic', source: NABHASA, when: all(confined([4, 5, 6, 7], 'seven'), occupied([4, 5, 6, 7], 'seven', 'each')),
    result: { en: 'Makes arrows, heads prisons, hunts, lives in forests.', hi: 'बाण बनाने वाला, कारागार का अधिकारी, शिकारी, वनवासी।' } },
  { id: 'shakti', en: 'Shakti Yoga', hi: 'शक्ति योग', type: 'Malefic', source: NABHASA, when: all(confined([7, 8, 9, 10], 'seven'), occupied([7, 8, 9, 10], 'seven', 'each')),
    result: { en: 'Poor, unsuccessful, lazy, but long-lived and a good fighter.', hi: 'निर्धन, असफल, आलसी, पर दीर्घायु और अच्छा योद्धा।' } },
  { id: 'danda', en: 'Danda Yoga', hi: 'दंड योग', type: 'Malefic', source: NABHASA, when: all(confined([10, 11, 12, 1], 'seven'), occupied([10, 11, 12, 1], 'seven', 'each')),
    result: { en: 'Loses children and wife, poor, serves mean people.', hi: 'संतान और पत्नी से वियोग, निर्धन, नीच लोगों की सेवा।' } },
  { id: 'nauka', en: 'Nauka Yoga', hi: 'नौका योग', type: 'Mixed', source: NABHASA, when: sevenFrom(1),
    result: { en: 'Lives by water, wealthy, famous, but miserly and fickle.', hi: 'जल से जीविका, धनवान, प्रसिद्ध, पर कृपण और चंचल।' } },
  { id: 'kuta', en: 'Kuta Yoga', hi: 'कूट योग', type: 'Malefic', source: NABHASA, when: sevenFrom(4),
    result: { en: 'A liar, a jailer, poor, cruel, lives in hills.', hi: 'असत्यवादी, कारागार रक्षक, निर्धन, क्रूर, पर्वतवासी।' } },
  { id: 'chhatra', en: 'Chhatra Yoga', hi: 'छत्र योग', type: 'Benefic', source: NABHASA, when: sevenFrom(7),
    result: { en: 'Helps his own people, kind, dear to rulers, happy in first and last parts of life.', hi: 'अपनों का सहायक, दयालु, शासकों का प्रिय, जीवन के आरंभ और अंत में सुखी।' } },
  { id: 'chapa', en: 'Chapa (Karmuka) Yoga', hi: 'चाप (कार्मुक) योग', type: 'Mixed', source: NABHASA, when: sevenFrom(10),
    result: { en: 'A liar, a guardian of secrets, a thief, fond of forests; happy in middle life.', hi: 'असत्यवादी, रहस्यों का रक्षक, वनप्रिय; मध्य आयु में सुखी।' } },
  { id: 'ardha-chandra', en: 'Ardha Chandra Yoga', hi: 'अर्धचंद्र योग', type: 'Benefic', source: NABHASA, when: any(sevenFrom(2), sevenFrom(3), sevenFrom(5), sevenFrom(6), sevenFrom(8), sevenFrom(9), sevenFrom(11), sevenFrom(12)),
    result: { en: 'A leader of an army, handsome, strong, rich in ornaments.', hi: 'सेनानायक, सुंदर, बलवान, आभूषणों से संपन्न।' } },
  { id: 'chakra', en: 'Chakra Yoga', hi: 'चक्र योग', type: 'Benefic', source: NABHASA, when: all(confined([1, 3, 5, 7, 9, 11], 'seven'), occupied([1, 3, 5, 7, 9, 11], 'seven', 'each')),
    result: { en: 'An emperor before whom rulers bow.', hi: 'सम्राट, जिसके आगे शासक झुकते हैं।' } },
  { id: 'samudra', en: 'Samudra Yoga', hi: 'समुद्र योग', type: 'Benefic', source: NABHASA, when: all(confined([2, 4, 6, 8, 10, 12], 'seven'), occupied([2, 4, 6, 8, 10, 12], 'seven', 'each')),
    result: { en: 'Many precious stones and much wealth, enjoys life, good children.', hi: 'अनेक रत्न और बहुत धन, भोगी, अच्छी संतान।' } },
];

/** A record of Raman's book: `no` is its number there. */
function raman(
  id: string, en: string, hi: string, type: RuleYogaNature, no: number, when: RuleCondition, result: Text, note?: string,
): RuleYogaRecord {
  return { id, en, hi, type, source: `Raman 300 no. ${no}`, when, result, ...(note ? { note } : {}) };
}

const L = lordOf;

/** Raman 300: the named yogas (nos. 10–70) and the bhava yogas (nos. 108–299) the vocabulary can state. */
const RAMAN_YOGAS: readonly RuleYogaRecord[] = [
  raman('rajalakshana', 'Rajalakshana Yoga', 'राजलक्षण योग', 'Benefic', 10, all(inHouse('jupiter', KENDRAS), inHouse('venus', KENDRAS), inHouse('mercury', KENDRAS), inHouse('moon', KENDRAS)),
    { en: 'Handsome, with the marks of royalty; good qualities.', hi: 'सुंदर, राजसी लक्षणों वाला; सद्गुणी।' }),
  raman('vanchana-chora-bheethi', 'Vanchana Chora Bheethi Yoga', 'वंचना चोर भीति योग', 'Malefic', 11, together(L(1), 'rahu'),
    { en: 'Fear of thieves and deceit; suspicious nature.', hi: 'चोरों और छल का भय; शंकालु स्वभाव।' },
    'The book also forms it with the lagna lord joining Saturn or Ketu, or with Gulika; the engine evaluates the lagna lord with Rahu only.'),
  raman('sankha', 'Sankha Yoga', 'शंख योग', 'Benefic', 12, any(all(strong(L(1)), inHouse(L(5), KENDRAS, L(6))), all(together(L(1), L(10)), inSign(L(1), 'movable'), strong(L(9)))),
    { en: 'Humane, with a good spouse, children and lands; long-lived, learned.', hi: 'दयालु, अच्छे जीवनसाथी, संतान और भूमि से युक्त; दीर्घायु, विद्वान।' }),
  raman('gauri', 'Gauri Yoga', 'गौरी योग', 'Benefic', 28, all(inHouse(dispositorOf(L(10), 'd9'), [10]), dignity(dispositorOf(L(10), 'd9'), ['exalted']), together(dispositorOf(L(10), 'd9'), L(1))),
    { en: 'From a respectable family, praised by rulers, healthy, virtuous.', hi: 'सम्मानित कुल, शासकों द्वारा प्रशंसित, स्वस्थ, गुणवान।' }),
  raman('bharati', 'Bharati Yoga', 'भारती योग', 'Benefic', 29, any(
    all(dignity(dispositorOf(L(2), 'd9'), ['exalted']), together(dispositorOf(L(2), 'd9'), L(9))),
    all(dignity(dispositorOf(L(5), 'd9'), ['exalted']), together(dispositorOf(L(5), 'd9'), L(9))),
    all(dignity(dispositorOf(L(11), 'd9'), ['exalted']), together(dispositorOf(L(11), 'd9'), L(9)))),
    { en: 'Learned, famous, fond of music, religious.', hi: 'विद्वान, प्रसिद्ध, संगीतप्रेमी, धार्मिक।' }),
  raman('chapa-raman', 'Chapa Yoga', 'चाप योग', 'Benefic', 30, all(exchange(L(4), L(10)), dignity(L(1), ['exalted'])),
    { en: 'Keeps the treasures of a ruler; rich.', hi: 'शासक के कोष का रक्षक; धनवान।' }),
  raman('sreenatha', 'Sreenatha Yoga', 'श्रीनाथ योग', 'Benefic', 31, all(inHouse(L(7), [10]), dignity(L(7), ['exalted']), together(L(10), L(9))),
    { en: 'Honoured by rulers, eloquent, devoted to God, wealthy.', hi: 'शासकों द्वारा सम्मानित, वाक्पटु, ईश्वरभक्त, धनवान।' }),
  ...MALIKA_YOGAS,
  raman('bheri', 'Bheri Yoga', 'भेरी योग', 'Benefic', 45, all(strong(L(9)), any(all(occupied([1, 2, 7, 12], 'grahas', 'each')), all(inHouse('venus', KENDRAS, 'jupiter'), inHouse(L(1), KENDRAS, 'jupiter'), inHouse(L(1), KENDRAS, 'venus')))),
    { en: 'Long-lived, wealthy, free from disease, a ruler, good family.', hi: 'दीर्घायु, धनवान, रोगमुक्त, शासक, अच्छा परिवार।' }),
  raman('parijata', 'Parijata Yoga', 'पारिजात योग', 'Benefic', 47, any(inHouse(dispositorOf(dispositorOf(L(1))), [1, 4, 5, 7, 9, 10]), dignity(dispositorOf(dispositorOf(L(1))), ['exalted', 'own'])),
    { en: 'Happy in middle and later life, respected by rulers, fond of war.', hi: 'मध्य और उत्तर आयु में सुखी, शासकों द्वारा सम्मानित।' },
    'The book also allows the navamsa dispositor of the lagna lord\'s dispositor; the engine reads the rashi dispositors.'),
  raman('gaja', 'Gaja Yoga', 'गज योग', 'Benefic', 48, all(inHouse({ lord: 7 }, [11]), together({ lord: 7 }, 'moon'), aspects(L(11), { lord: 7 })),
    { en: 'Wealthy, with elephants and horses; content.', hi: 'धनवान, हाथी-घोड़ों से युक्त; संतुष्ट।' },
    'The lord of the 9th from the 11th is the lord of the 7th from the lagna.'),
  raman('amsavatara', 'Amsavatara Yoga', 'अंशावतार योग', 'Benefic', 50, all(inSign('lagna', 'movable'), inHouse('jupiter', KENDRAS), inHouse('venus', KENDRAS), inHouse('saturn', KENDRAS), dignity('saturn', ['exalted'])),
    { en: 'Famous, learned, a ruler, master of the senses.', hi: 'प्रसिद्ध, विद्वान, शासक, जितेंद्रिय।' }),
  raman('harihara-brahma', 'Harihara Brahma Yoga', 'हरिहर ब्रह्म योग', 'Benefic', 51, any(
    all(occupied([8], 'benefics', 'some', L(2)), occupied([12], 'benefics', 'some', L(2))),
    all(inHouse('jupiter', [4], L(7)), inHouse('moon', [9], L(7)), inHouse('mercury', [8], L(7))),
    all(inHouse('sun', [4], L(1)), inHouse('venus', [10], L(1)), inHouse('mars', [11], L(1)))),
    { en: 'Learned in scriptures, truthful, happy, kind, conquers enemies.', hi: 'शास्त्रज्ञ, सत्यवादी, सुखी, दयालु, शत्रुजेता।' }),
  raman('kusuma', 'Kusuma Yoga', 'कुसुम योग', 'Benefic', 52, all(inSign('lagna', 'fixed'), inHouse('venus', KENDRAS), inHouse('moon', TRIKONAS), influenced('moon', 'benefics', 'joins'), inHouse('saturn', [10])),
    { en: 'A ruler or equal to one, liberal, learned, happy.', hi: 'शासक या उसके समान, उदार, विद्वान, सुखी।' }),
  raman('matsya', 'Matsya Yoga', 'मत्स्य योग', 'Benefic', 53, all(occupied([1, 9], 'malefics', 'each'), occupied([5], 'benefics'), occupied([5], 'malefics'), occupied([4, 8], 'malefics', 'each'), empty([4, 8], 'benefics')),
    { en: 'An astrologer, kind, strong-minded, famous, learned.', hi: 'ज्योतिषी, दयालु, दृढ़चित्त, प्रसिद्ध, विद्वान।' }),
  raman('kurma', 'Kurma Yoga', 'कूर्म योग', 'Benefic', 54, all(occupied([5, 6, 7], 'benefics', 'each'), confined([5, 6, 7], ['jupiter', 'venus']), dignity('jupiter', ['exalted', 'moolatrikona', 'own', 'friendly']), dignity('venus', ['exalted', 'moolatrikona', 'own', 'friendly'])),
    { en: 'A ruler, virtuous, famous, happy, helpful to others.', hi: 'शासक, गुणवान, प्रसिद्ध, सुखी, परोपकारी।' },
    'The book\'s second clause (1st, 3rd and 11th held by grahas in own or exaltation signs) is not evaluated.'),
  raman('devendra', 'Devendra Yoga', 'देवेंद्र योग', 'Benefic', 55, all(inSign('lagna', 'fixed'), exchange(L(1), L(11)), exchange(L(2), L(10))),
    { en: 'Handsome, romantic, famous, a ruler or legislator.', hi: 'सुंदर, प्रेमी स्वभाव, प्रसिद्ध, शासक या विधायक।' }),
  raman('makuta', 'Makuta Yoga', 'मकुट योग', 'Benefic', 56, all(inHouse('jupiter', [9], L(9)), occupied([9], 'benefics', 'some', 'jupiter'), inHouse('saturn', [10])),
    { en: 'A king or head of a forest tribe; hunter; powerful.', hi: 'राजा या वनवासियों का प्रमुख; शिकारी; शक्तिशाली।' }),
  raman('chandika', 'Chandika Yoga', 'चंडिका योग', 'Benefic', 57, all(inSign('lagna', 'fixed'), aspects(L(6), { house: 1 }), together('sun', dispositorOf(L(6), 'd9'), dispositorOf(L(9), 'd9'))),
    { en: 'Aggressive, charitable, wealthy, long-lived, a minister.', hi: 'आक्रामक, दानी, धनवान, दीर्घायु, मंत्री।' }),
  raman('jaya', 'Jaya Yoga', 'जय योग', 'Benefic', 58, all(dignity(L(10), ['exalted']), dignity(L(6), ['debilitated'])),
    { en: 'Happy, victorious over enemies, successful, long-lived.', hi: 'सुखी, शत्रुओं पर विजयी, सफल, दीर्घायु।' },
    'The book asks for the 10th lord in deep exaltation; the engine accepts any degree of the exaltation sign.'),
  raman('vidyut', 'Vidyut Yoga', 'विद्युत योग', 'Benefic', 59, all(dignity(L(11), ['exalted']), together(L(11), 'venus'), inHouse(L(11), KENDRAS, L(1))),
    { en: 'A controller of wealth, charitable, a ruler.', hi: 'धन का नियंत्रक, दानी, शासक।' },
    'The book asks for deep exaltation; the engine accepts any degree of the exaltation sign.'),
  raman('gandharva', 'Gandharva Yoga', 'गंधर्व योग', 'Benefic', 60, all(inHouse(L(10), [3, 7, 11]), together(L(1), 'jupiter'), dignity('sun', ['exalted']), inHouse('moon', [9])),
    { en: 'Skilled in fine arts, famous, long-lived, strong.', hi: 'ललित कलाओं में निपुण, प्रसिद्ध, दीर्घायु, बलवान।' }),
  raman('siva', 'Siva Yoga', 'शिव योग', 'Benefic', 61, all(inHouse(L(5), [9]), inHouse(L(9), [10]), inHouse(L(10), [5])),
    { en: 'A trader, a conqueror, wise, virtuous.', hi: 'व्यापारी, विजेता, ज्ञानी, गुणवान।' }),
  raman('vishnu', 'Vishnu Yoga', 'विष्णु योग', 'Benefic', 62, all(inHouse(L(9), [2]), inHouse(L(10), [2]), inHouse(dispositorOf(L(9), 'd9'), [2])),
    { en: 'Fortunate, learned, eloquent, long-lived, favoured by rulers.', hi: 'भाग्यशाली, विद्वान, वाक्पटु, दीर्घायु, शासकों का कृपापात्र।' }),
  raman('brahma', 'Brahma Yoga', 'ब्रह्म योग', 'Benefic', 63, all(inHouse('jupiter', KENDRAS, L(9)), inHouse('venus', KENDRAS, L(11)), any(inHouse('mercury', KENDRAS, L(1)), inHouse('mercury', KENDRAS, L(10)))),
    { en: 'Enjoys comforts, learned, long-lived, charitable.', hi: 'सुख भोगने वाला, विद्वान, दीर्घायु, दानी।' }),
  raman('indra', 'Indra Yoga', 'इंद्र योग', 'Benefic', 64, all(exchange(L(5), L(11)), inHouse('moon', [5])),
    { en: 'Famous, a ruler, valiant, eloquent.', hi: 'प्रसिद्ध, शासक, वीर, वाक्पटु।' }),
  raman('ravi', 'Ravi Yoga', 'रवि योग', 'Benefic', 65, all(inHouse('sun', [10]), inHouse(L(10), [3]), together(L(10), 'saturn')),
    { en: 'Respected by rulers, learned in sciences, simple in food.', hi: 'शासकों द्वारा सम्मानित, विज्ञान में निपुण, सादा भोजन।' }),
  raman('garuda', 'Garuda Yoga', 'गरुड़ योग', 'Benefic', 66, all(dignity(dispositorOf('moon', 'd9'), ['exalted']), DAY_BIRTH, WAXING_MOON),
    { en: 'Respected, eloquent, feared by enemies.', hi: 'सम्मानित, वाक्पटु, शत्रु भयभीत।' }),
  raman('go', 'Go Yoga', 'गो योग', 'Benefic', 67, all(dignity('jupiter', ['moolatrikona']), together(L(2), 'jupiter'), dignity(L(1), ['exalted'])),
    { en: 'From a good family, wealthy, a ruler.', hi: 'उत्तम कुल, धनवान, शासक।' }),
  raman('trilochana', 'Trilochana Yoga', 'त्रिलोचन योग', 'Benefic', 69, all(inHouse('moon', TRIKONAS, 'sun'), inHouse('mars', TRIKONAS, 'sun'), inHouse('mars', TRIKONAS, 'moon')),
    { en: 'Wealthy, intelligent, long-lived, feared by enemies.', hi: 'धनवान, बुद्धिमान, दीर्घायु, शत्रु भयभीत।' }),
  raman('kulavardhana', 'Kulavardhana Yoga', 'कुलवर्धन योग', 'Benefic', 70, all(...(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const).map((graha) => any(inHouse(graha, [5]), inHouse(graha, [5], 'moon'), inHouse(graha, [5], 'sun')))),
    { en: 'Healthy, long-lived, wealthy; continues the family line.', hi: 'स्वस्थ, दीर्घायु, धनवान; कुल की वृद्धि करने वाला।' }),
  // ---- Bhava yogas: the body (1st house) ----
  raman('sareera-soukhya', 'Sareera Soukhya Yoga', 'शरीर सौख्य योग', 'Benefic', 108, any(inHouse(L(1), KENDRAS), inHouse('jupiter', KENDRAS), inHouse('venus', KENDRAS)),
    { en: 'Long life, wealth, political favour, bodily happiness.', hi: 'दीर्घायु, धन, राजकृपा, शारीरिक सुख।' }),
  raman('dehapushti', 'Dehapushti Yoga', 'देहपुष्टि योग', 'Benefic', 109, all(inSign(L(1), 'movable'), influenced(L(1), 'benefics', 'aspects')),
    { en: 'A well-built body, happy, rich.', hi: 'सुगठित शरीर, सुखी, धनी।' }),
  raman('dehakashta', 'Dehakashta Yoga', 'देहकष्ट योग', 'Malefic', 110, any(together(L(1), 'sun', 'mars'), together(L(1), 'saturn'), together(L(1), 'rahu'), together(L(1), 'ketu'), inHouse(L(1), [8])),
    { en: 'Little bodily comfort; physical troubles.', hi: 'अल्प शारीरिक सुख; शारीरिक कष्ट।' },
    'The book names the lagna lord joining malefics or in the 8th; the engine reads the malefics as Saturn, Rahu, Ketu, or the Sun with Mars.'),
  raman('rogagrastha', 'Rogagrastha Yoga', 'रोगग्रस्त योग', 'Malefic', 111, any(all(inHouse(L(1), [1]), any(together(L(1), L(6)), together(L(1), L(8)), together(L(1), L(12)))), all(not(strong(L(1))), inHouse(L(1), [1, 4, 5, 7, 9, 10]))),
    { en: 'Sickly constitution.', hi: 'रोगी शरीर।' }),
  raman('krisanga', 'Krisanga Yoga', 'कृशांग योग', 'Malefic', 112, any(inSign(L(1), 'fire'), inSign(L(1), ['aries', 'scorpio', 'leo', 'capricorn', 'aquarius'])),
    { en: 'A thin, emaciated body.', hi: 'दुबला-पतला शरीर।' },
    'Dry signs are read as the fiery signs and the signs of the dry planets (Sun, Mars, Saturn).'),
  raman('dehasthoulya', 'Dehasthoulya Yoga', 'देहस्थौल्य योग', 'Mixed', 114, all(inSign(L(1), 'water'), inSign(dispositorOf(L(1), 'd9'), 'water')),
    { en: 'A stout body.', hi: 'स्थूल शरीर।' }),
  raman('dehasthoulya-jupiter', 'Dehasthoulya Yoga (Jupiter)', 'देहस्थौल्य योग (गुरु)', 'Mixed', 115, any(inHouse('jupiter', [1]), all(aspects('jupiter', { house: 1 }), inSign('jupiter', 'water'))),
    { en: 'A stout body.', hi: 'स्थूल शरीर।' }),
  raman('sada-sanchara', 'Sada Sanchara Yoga', 'सदा संचार योग', 'Mixed', 117, any(inSign(L(1), 'movable'), inSign(dispositorOf(L(1)), 'movable')),
    { en: 'Always wandering, a restless life of travel.', hi: 'सदा भ्रमणशील, यात्रा से भरा अस्थिर जीवन।' }),
  // ---- Wealth (2nd and 11th) ----
  raman('dhana-venus-saturn', 'Dhana Yoga (Venus and Saturn)', 'धन योग (शुक्र और शनि)', 'Benefic', 118, all(inSign({ lord: 5 }, ['taurus', 'libra']), same(L(5), 'venus'), inHouse('venus', [5]), inHouse('saturn', [11])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-mercury', 'Dhana Yoga (Mercury)', 'धन योग (बुध)', 'Benefic', 119, all(inHouse('mercury', [5]), dignity('mercury', ['own', 'moolatrikona']), inHouse('moon', [11]), inHouse('mars', [11])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-saturn', 'Dhana Yoga (Saturn)', 'धन योग (शनि)', 'Benefic', 120, all(inHouse('saturn', [5]), inSign('saturn', ['capricorn', 'aquarius']), inHouse('mercury', [11]), inHouse('mars', [11])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-sun', 'Dhana Yoga (Sun)', 'धन योग (सूर्य)', 'Benefic', 121, all(inHouse('sun', [5]), inSign('sun', ['leo']), inHouse('jupiter', [11]), inHouse('moon', [11])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-jupiter', 'Dhana Yoga (Jupiter)', 'धन योग (गुरु)', 'Benefic', 122, all(inHouse('jupiter', [5]), inSign('jupiter', ['sagittarius', 'pisces']), inHouse('mars', [11]), inHouse('moon', [11])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-leo-lagna', 'Dhana Yoga (Sun in Leo lagna)', 'धन योग (सिंह लग्न में सूर्य)', 'Benefic', 123, all(inHouse('sun', [1]), inSign('sun', ['leo']), influenced('sun', ['mars']), influenced('sun', ['jupiter'])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-cancer-lagna', 'Dhana Yoga (Moon in Cancer lagna)', 'धन योग (कर्क लग्न में चंद्र)', 'Benefic', 124, all(inHouse('moon', [1]), inSign('moon', ['cancer']), aspects('jupiter', 'moon'), aspects('mars', 'moon')),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-mars-lagna', 'Dhana Yoga (Mars in lagna)', 'धन योग (लग्न में मंगल)', 'Benefic', 125, all(inHouse('mars', [1]), inSign('mars', ['aries', 'scorpio']), influenced('mars', ['moon']), influenced('mars', ['venus']), influenced('mars', ['saturn'])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-mercury-lagna', 'Dhana Yoga (Mercury in lagna)', 'धन योग (लग्न में बुध)', 'Benefic', 126, all(inHouse('mercury', [1]), inSign('mercury', ['gemini', 'virgo']), influenced('mercury', ['saturn']), influenced('mercury', ['venus'])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-jupiter-lagna', 'Dhana Yoga (Jupiter in lagna)', 'धन योग (लग्न में गुरु)', 'Benefic', 127, all(inHouse('jupiter', [1]), inSign('jupiter', ['sagittarius', 'pisces']), influenced('jupiter', ['mercury']), influenced('jupiter', ['mars'])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('dhana-venus-lagna', 'Dhana Yoga (Venus in lagna)', 'धन योग (लग्न में शुक्र)', 'Benefic', 128, all(inHouse('venus', [1]), inSign('venus', ['taurus', 'libra']), influenced('venus', ['saturn']), influenced('venus', ['mercury'])),
    { en: 'Great wealth.', hi: 'अपार धन।' }),
  raman('bahudravyarjana', 'Bahudravyarjana Yoga', 'बहुद्रव्यार्जन योग', 'Benefic', 129, all(inHouse(L(1), [2]), inHouse(L(2), [11]), inHouse(L(11), [1])),
    { en: 'Earns much wealth.', hi: 'बहुत धन अर्जित करने वाला।' }),
  raman('swaveeryaddhana', 'Swaveeryaddhana Yoga', 'स्ववीर्याद्धन योग', 'Benefic', 130, all(inHouse(L(1), [2]), strong(L(1))),
    { en: 'Wealth through one\'s own effort.', hi: 'अपने परिश्रम से धन।' },
    'The book reads the lagna lord strong in the 2nd; Raman\'s variants (nos. 131, 132) through vargas are not evaluated.'),
  raman('madhya-vayasi-dhana', 'Madhya Vayasi Dhana Yoga', 'मध्य वयसि धन योग', 'Benefic', 133, all(inHouse(L(2), [10]), strong(L(2))),
    { en: 'Wealth in middle age.', hi: 'मध्य आयु में धन।' },
    'The engine reads the rule as the strong 2nd lord in the 10th house.'),
  raman('balya-dhana', 'Balya Dhana Yoga', 'बाल्य धन योग', 'Benefic', 135, all(together(L(2), L(10)), inHouse(L(2), KENDRAS), aspects(dispositorOf(L(1), 'd9'), L(2))),
    { en: 'Wealth from childhood.', hi: 'बचपन से धन।' }),
  raman('bhratrumooladdhana', 'Bhratrumooladdhana Yoga', 'भ्रातृमूलाद्धन योग', 'Benefic', 136, all(together(L(2), L(3)), inHouse(L(2), KENDRAS), influenced(L(2), 'benefics')),
    { en: 'Wealth through brothers.', hi: 'भाइयों के माध्यम से धन।' }),
  raman('matrumooladdhana', 'Matrumooladdhana Yoga', 'मातृमूलाद्धन योग', 'Benefic', 138, any(together(L(2), L(4)), aspects(L(4), L(2))),
    { en: 'Wealth through the mother.', hi: 'माता के माध्यम से धन।' }),
  raman('putramooladdhana', 'Putramooladdhana Yoga', 'पुत्रमूलाद्धन योग', 'Benefic', 139, all(strong(L(2)), any(together(L(2), L(5)), together(L(2), 'jupiter'))),
    { en: 'Wealth through children.', hi: 'संतान के माध्यम से धन।' },
    'The book\'s condition of the lagna lord in vaiseshikamsa is not evaluated.'),
  raman('shatrumooladdhana', 'Shatrumooladdhana Yoga', 'शत्रुमूलाद्धन योग', 'Benefic', 140, all(strong(L(2)), any(together(L(2), L(6)), together(L(2), 'mars')), strong(L(1))),
    { en: 'Wealth through enemies.', hi: 'शत्रुओं के माध्यम से धन।' },
    'The book asks for the lagna lord in vaiseshikamsa; the engine asks for a strong lagna lord.'),
  raman('kalatramooladdhana', 'Kalatramooladdhana Yoga', 'कलत्रमूलाद्धन योग', 'Benefic', 141, all(strong(L(2)), any(together(L(2), L(7)), aspects(L(7), L(2))), any(together(L(2), 'venus'), aspects('venus', L(2))), strong(L(1))),
    { en: 'Wealth through the spouse.', hi: 'जीवनसाथी के माध्यम से धन।' }),
  raman('ayatnadhanalabha', 'Ayatnadhanalabha Yoga', 'अयत्नधनलाभ योग', 'Benefic', 143, exchange(L(1), L(2)),
    { en: 'Wealth without effort.', hi: 'बिना प्रयत्न के धन।' }),
  raman('daridra-12th-exchange', 'Daridra Yoga (lagna and 12th lords)', 'दरिद्र योग (लग्न और बारहवें भाव के स्वामी)', 'Malefic', 144, all(exchange(L(1), L(12)), any(together(L(1), L(7)), aspects(L(7), L(1)), together(L(12), L(7)), aspects(L(7), L(12)))),
    { en: 'Poverty.', hi: 'दरिद्रता।' }),
  raman('daridra-6th-exchange', 'Daridra Yoga (lagna and 6th lords)', 'दरिद्र योग (लग्न और छठे भाव के स्वामी)', 'Malefic', 145, all(exchange(L(1), L(6)), any(aspects(L(2), 'moon'), aspects(L(7), 'moon'))),
    { en: 'Poverty.', hi: 'दरिद्रता।' }),
  raman('daridra-ketu-moon', 'Daridra Yoga (Ketu and the Moon)', 'दरिद्र योग (केतु और चंद्र)', 'Malefic', 146, all(inHouse('ketu', [1]), inHouse('moon', [1])),
    { en: 'Poverty.', hi: 'दरिद्रता।' }),
  raman('daridra-8th', 'Daridra Yoga (lagna lord in the 8th)', 'दरिद्र योग (आठवें में लग्नेश)', 'Malefic', 147, all(inHouse(L(1), [8]), any(together(L(1), L(2)), aspects(L(2), L(1)), together(L(1), L(7)), aspects(L(7), L(1)))),
    { en: 'Poverty.', hi: 'दरिद्रता।' }),
  raman('daridra-dusthana', 'Daridra Yoga (lagna lord in a dusthana)', 'दरिद्र योग (दुःस्थान में लग्नेश)', 'Malefic', 148, all(inHouse(L(1), DUSTHANAS), influenced(L(1), 'malefics', 'joins'), any(together(L(1), L(2)), aspects(L(2), L(1)), together(L(1), L(7)), aspects(L(7), L(1)))),
    { en: 'Poverty.', hi: 'दरिद्रता।' }),
  raman('daridra-dusthana-lords', 'Daridra Yoga (lagna lord with dusthana lords)', 'दरिद्र योग (दुःस्थानेशों के साथ लग्नेश)', 'Malefic', 149, all(any(together(L(1), L(6)), together(L(1), L(8)), together(L(1), L(12))), influenced(L(1), 'malefics', 'aspects')),
    { en: 'Poverty.', hi: 'दरिद्रता।' }),
  raman('daridra-5th-lord', 'Daridra Yoga (5th lord)', 'दरिद्र योग (पंचमेश)', 'Malefic', 150, all(any(together(L(5), L(6)), together(L(5), L(8)), together(L(5), L(12))), not(influenced(L(5), 'benefics'))),
    { en: 'Poverty.', hi: 'दरिद्रता।' }),
  raman('daridra-5th-in-6th-10th', 'Daridra Yoga (5th lord in the 6th or 10th)', 'दरिद्र योग (छठे या दसवें में पंचमेश)', 'Malefic', 151, all(inHouse(L(5), [6, 10]), any(aspects(L(2), L(5)), aspects(L(6), L(5)), aspects(L(7), L(5)), aspects(L(8), L(5)), aspects(L(12), L(5)))),
    { en: 'Poverty.', hi: 'दरिद्रता।' }),
];

/** Every yoga of this table, in the order of the docs (docs/yogas.md). */
export const RULE_YOGAS: readonly RuleYogaRecord[] = [...NABHASA_YOGAS, ...SANKHYA_YOGAS, ...RAMAN_YOGAS];

/** The record of an id, or null. */
export function ruleYogaById(id: string): RuleYogaRecord | null {
  return RULE_YOGAS.find((record) => record.id === id) ?? null;
}
