/**
 * Classical yogas (planetary combinations) of a birth chart, one record per yoga: its rule in words, the
 * source of the rule, the kind of result and the result itself. The evaluators that test each rule on a chart
 * live in astro/chart/yogas.ts, one per record id (the type system holds the two lists equal).
 *
 * Sources, abbreviated in `source`:
 * - BPHS: Brihat Parashara Hora Shastra, R. Santhanam's translation (Ranjan, 1984); chapter numbers follow
 *   that edition (other editions number differently) and are given to the chapter, not the verse.
 * - Phaladeepika: Mantreswara, Phaladeepika ch. 6 (Yogas), V. Subrahmanya Sastri's translation.
 * - Raman 300: B. V. Raman, Three Hundred Important Combinations (1947); "no. N" is the book's numbering,
 *   given only where it was checked (as quoted in PyJHora's yoga.py docstrings, "BVR-N").
 * - PVR: P. V. R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar, 2000), ch. 11, whose rule
 *   statements are quoted in PyJHora's yoga.py.
 * - Modern: combinations in wide modern use that the classical texts above do not define (Kala Sarpa,
 *   Guru-Chandala, Grahan, Angaraka, Vish); said so in each record.
 *
 * Shared definitions every rule uses (see astro/chart/yogas.ts):
 * - "house" = whole-sign house from the lagna unless the rule says "from the Moon"/"from the Sun";
 * - "with" / "conjoined" = in the same sign; "aspects" = Parashari graha drishti of the seven bodies
 *   (astro/chart/aspects.ts: 7th for all, Mars 4/8, Jupiter 5/9, Saturn 3/10);
 * - "associated" (two lords) = conjoined, in each other's signs (exchange), or aspecting each other;
 * - natural benefics = Jupiter, Venus, Mercury when not in a sign with a natural malefic, and the waxing Moon
 *   (Moon 0°–180° ahead of the Sun); natural malefics = Sun, Mars, Saturn, Rahu, Ketu, the waning Moon and
 *   Mercury in a sign with a natural malefic (BPHS ch. 3);
 * - "strong" (a lord) = not debilitated, not combust and not in the 6th, 8th or 12th house.
 */

export type YogaNature = 'Benefic' | 'Malefic' | 'Mixed';

interface ClassicalYogaRecord {
  readonly id: string;
  readonly name: string;
  readonly type: YogaNature;
  /** The rule as evaluated, in words. */
  readonly rule: string;
  readonly source: string;
  /** What the texts say the yoga gives (paraphrased). */
  readonly result: string;
}

export const CLASSICAL_YOGAS = [
  // ---- Pancha mahapurusha -------------------------------------------------------------------------------
  {
    id: 'ruchaka', name: 'Ruchaka Yoga', type: 'Benefic',
    rule: 'Mars in a kendra (1st, 4th, 7th or 10th house) in its own sign (Aries, Scorpio) or exaltation (Capricorn).',
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: 'Courage, physical strength, command over others; success through bold action.',
  },
  {
    id: 'bhadra', name: 'Bhadra Yoga', type: 'Benefic',
    rule: 'Mercury in a kendra in its own sign (Gemini, Virgo) or exaltation (Virgo).',
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: 'Intelligence, eloquence, learning and skill in trade.',
  },
  {
    id: 'hamsa', name: 'Hamsa Yoga', type: 'Benefic',
    rule: 'Jupiter in a kendra in its own sign (Sagittarius, Pisces) or exaltation (Cancer).',
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: 'Righteousness, wisdom, respect of the learned and a virtuous life.',
  },
  {
    id: 'malavya', name: 'Malavya Yoga', type: 'Benefic',
    rule: 'Venus in a kendra in its own sign (Taurus, Libra) or exaltation (Pisces).',
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: 'Comforts, vehicles, refinement, artistic taste and a happy family life.',
  },
  {
    id: 'sasa', name: 'Sasa Yoga', type: 'Benefic',
    rule: 'Saturn in a kendra in its own sign (Capricorn, Aquarius) or exaltation (Libra).',
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: 'Authority over many people, organising power, endurance.',
  },
  // ---- Moon yogas -----------------------------------------------------------------------------------------
  {
    id: 'gaja-kesari', name: 'Gaja Kesari Yoga', type: 'Benefic',
    rule: 'Jupiter in a kendra (1st, 4th, 7th or 10th) from the Moon. Weak when Jupiter is debilitated or combust.',
    source: 'BPHS ch. 36; Phaladeepika ch. 6; Raman 300 no. 1',
    result: 'Fame, wealth, intelligence and lasting reputation.',
  },
  {
    id: 'sunapha', name: 'Sunapha Yoga', type: 'Benefic',
    rule: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd from the Moon and none in the 12th from it ' +
      '(the Sun, Rahu and Ketu are not counted).',
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 2',
    result: 'Self-earned wealth, intelligence, a good name.',
  },
  {
    id: 'anapha', name: 'Anapha Yoga', type: 'Benefic',
    rule: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 12th from the Moon and none in the 2nd from it.',
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 3',
    result: 'Good health, a pleasing personality, comforts and renunciation in later life.',
  },
  {
    id: 'durudhara', name: 'Durudhara Yoga', type: 'Benefic',
    rule: 'Grahas other than the Sun, Rahu and Ketu in both the 2nd and the 12th from the Moon.',
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 4',
    result: 'Wealth, vehicles, generosity and many enjoyments.',
  },
  {
    id: 'kemadruma', name: 'Kemadruma Yoga', type: 'Malefic',
    rule: 'No graha other than the Sun, Rahu and Ketu in the 2nd or the 12th from the Moon, and no cancellation (see ' +
      'Kemadruma Bhanga).',
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 5',
    result: 'Struggle, poverty of means or of support; success only through great effort.',
  },
  {
    id: 'kemadruma-bhanga', name: 'Kemadruma Bhanga', type: 'Benefic',
    rule: 'Kemadruma formed (nothing in the 2nd and 12th from the Moon) but cancelled: a graha other than the Sun, ' +
      'Rahu and Ketu is with the Moon, or one of Mars, Mercury, Jupiter, Venus, Saturn is in a kendra from the lagna ' +
      'or from the Moon.',
    source: 'Phaladeepika ch. 6 (cancellation of Kemadruma); Raman 300 no. 5 (notes)',
    result: 'The hardships of Kemadruma are removed or much reduced.',
  },
  {
    id: 'adhi', name: 'Adhi Yoga', type: 'Benefic',
    rule: 'The natural benefics Mercury, Jupiter and Venus all in the 6th, 7th or 8th from the Moon (in any ' +
      'distribution); Moderate when only two of them are there and the third is elsewhere.',
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 7',
    result: 'Leadership: a minister, commander or head of men, with comforts and long life.',
  },
  {
    id: 'chandra-mangala', name: 'Chandra-Mangala Yoga', type: 'Mixed',
    rule: 'The Moon and Mars in the same sign, or in mutual 7th (each aspecting the other).',
    source: 'Phaladeepika ch. 6; Raman 300 no. 6 (conjunction)',
    result: 'Worldly success and earnings, sometimes by hard or questionable means; strained ties with the mother.',
  },
  {
    id: 'amala', name: 'Amala Yoga', type: 'Benefic',
    rule: 'The 10th house from the lagna or from the Moon occupied only by natural benefics (at least one).',
    source: 'BPHS ch. 36; Phaladeepika ch. 6; PVR ch. 11',
    result: 'A spotless reputation, prosperity and a life of good deeds.',
  },
  {
    id: 'vasumati', name: 'Vasumati Yoga', type: 'Benefic',
    rule: 'Mercury, Jupiter and Venus all in upachaya houses (3rd, 6th, 10th, 11th) from the lagna, or all from the Moon.',
    source: 'Phaladeepika ch. 6',
    result: 'Lasting wealth; the native never lacks money.',
  },
  {
    id: 'shakata', name: 'Shakata Yoga', type: 'Malefic',
    rule: 'The Moon in the 6th, 8th or 12th from Jupiter, the Moon not in a kendra from the lagna (which cancels it).',
    source: 'Phaladeepika ch. 6',
    result: 'Fortune that rises and falls like a cart wheel; periods of loss after gain.',
  },
  // ---- Sun yogas ------------------------------------------------------------------------------------------
  {
    id: 'vesi', name: 'Vesi Yoga', type: 'Benefic',
    rule: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd from the Sun and none in the 12th from it ' +
      '(the Moon, Rahu and Ketu are not counted).',
    source: 'BPHS ch. 38 (Surya yogas); Phaladeepika ch. 6',
    result: 'Truthfulness, balance, a comfortable life.',
  },
  {
    id: 'vasi', name: 'Vasi Yoga', type: 'Benefic',
    rule: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 12th from the Sun and none in the 2nd from it.',
    source: 'BPHS ch. 38 (Surya yogas); Phaladeepika ch. 6; Raman 300 no. 17',
    result: 'Prosperity, skill, generosity and the favour of rulers.',
  },
  {
    id: 'ubhayachari', name: 'Ubhayachari Yoga', type: 'Benefic',
    rule: 'Grahas other than the Moon, Rahu and Ketu in both the 2nd and the 12th from the Sun.',
    source: 'BPHS ch. 38 (Surya yogas); Phaladeepika ch. 6; Raman 300 no. 18',
    result: 'Eloquence, a strong body, wealth and the standing of a king.',
  },
  {
    id: 'budhaditya', name: 'Budhaditya Yoga', type: 'Benefic',
    rule: 'The Sun and Mercury in the same sign. Weak when Mercury is combust.',
    source: 'Raman 300 no. 26 (Budha-Aditya, also called Nipuna)',
    result: 'Intelligence, skill in work, reputation and comforts.',
  },
  {
    id: 'nipuna', name: 'Nipuna Yoga', type: 'Benefic',
    rule: 'Budhaditya in which Mercury is not combust (more than 14°, or 12° when retrograde, from the Sun): the ' +
      'reading of Raman 300 no. 26, which says a combust Mercury spoils the yoga.',
    source: 'Raman 300 no. 26',
    result: 'Expertise and cleverness in every undertaking.',
  },
  // ---- Raja, dhana and viparita yogas ---------------------------------------------------------------------
  {
    id: 'raja', name: 'Raja Yoga', type: 'Benefic',
    rule: 'A lord of a kendra (1, 4, 7, 10) and a different lord of a trikona (1, 5, 9) associated: conjoined, in ' +
      'exchange or in mutual aspect.',
    source: 'BPHS ch. 39 (Raja yogas)',
    result: 'Rise in status, power and recognition, especially in the periods of the grahas involved.',
  },
  {
    id: 'dharma-karmadhipati', name: 'Dharma-Karmadhipati Yoga', type: 'Benefic',
    rule: 'The lords of the 9th and 10th houses (different grahas) associated: conjoined, in exchange or in mutual aspect.',
    source: 'BPHS ch. 39 (Raja yogas)',
    result: 'Righteous action that brings high position; fortune through one’s work.',
  },
  {
    id: 'dhana', name: 'Dhana Yoga', type: 'Benefic',
    rule: 'A lord of the 2nd or 11th house associated (conjoined, in exchange or in mutual aspect) with a different ' +
      'lord of the 1st, 5th or 9th house.',
    source: 'BPHS ch. 41 (Dhana yogas)',
    result: 'Accumulation of wealth.',
  },
  {
    id: 'harsha', name: 'Harsha Yoga', type: 'Benefic',
    rule: 'The lord of the 6th house in the 6th, 8th or 12th house (viparita raja yoga).',
    source: 'Phaladeepika ch. 6 (viparita raja yogas)',
    result: 'Happiness, good health, victory over enemies.',
  },
  {
    id: 'sarala', name: 'Sarala Yoga', type: 'Benefic',
    rule: 'The lord of the 8th house in the 6th, 8th or 12th house (viparita raja yoga).',
    source: 'Phaladeepika ch. 6 (viparita raja yogas)',
    result: 'Long life, fearlessness, prosperity and learning.',
  },
  {
    id: 'vimala', name: 'Vimala Yoga', type: 'Benefic',
    rule: 'The lord of the 12th house in the 6th, 8th or 12th house (viparita raja yoga).',
    source: 'Phaladeepika ch. 6 (viparita raja yogas)',
    result: 'Frugality, independence, a good name and happiness.',
  },
  {
    id: 'neecha-bhanga', name: 'Neecha Bhanga Raja Yoga', type: 'Benefic',
    rule: 'A debilitated graha (Sun … Saturn) whose debilitation is cancelled: the lord of the sign it occupies, or the ' +
      'lord of its exaltation sign, or the graha exalted in the sign it occupies, is in a kendra from the lagna or ' +
      'from the Moon.',
    source: 'Phaladeepika ch. 7 (neecha bhanga raja yoga)',
    result: 'Rise after early setbacks; the weakness of the debilitated graha turns into strength.',
  },
  {
    id: 'lakshmi', name: 'Lakshmi Yoga', type: 'Benefic',
    rule: 'The lord of the 9th in its own, moolatrikona or exaltation sign in a kendra or trikona, and the lagna lord ' +
      'strong.',
    source: 'BPHS ch. 36; PVR ch. 11 (kendra only)',
    result: 'Wealth, nobility, learning and a virtuous, famous life.',
  },
  {
    id: 'saraswati', name: 'Saraswati Yoga', type: 'Benefic',
    rule: 'Mercury, Jupiter and Venus each in a kendra, a trikona or the 2nd house, and Jupiter in its own, ' +
      'moolatrikona, exaltation or a friend’s sign.',
    source: 'Phaladeepika ch. 6; PVR ch. 11',
    result: 'Learning, eloquence, skill in poetry and the arts; honour from the learned.',
  },
  {
    id: 'parvata', name: 'Parvata Yoga', type: 'Benefic',
    rule: 'Benefics in the kendras and no malefic in any kendra, and the 8th house empty or holding only benefics.',
    source: 'BPHS ch. 36; PVR ch. 11',
    result: 'Prosperity, generosity, fame and leadership of a town or community.',
  },
  {
    id: 'kahala', name: 'Kahala Yoga', type: 'Benefic',
    rule: 'The lord of the 4th and Jupiter in kendras from each other, and the lagna lord strong.',
    source: 'PVR ch. 11; BPHS ch. 36 (gives the 4th and 9th lords)',
    result: 'Boldness, a stubborn will and command of a small territory or army.',
  },
  {
    id: 'chamara', name: 'Chamara Yoga', type: 'Benefic',
    rule: 'The lagna lord exalted in a kendra and aspected by Jupiter, or two natural benefics together in the 1st, ' +
      '7th, 9th or 10th house.',
    source: 'BPHS ch. 36; PVR ch. 11',
    result: 'Royal favour, eloquence, learning and long life.',
  },
  {
    id: 'pushkala', name: 'Pushkala Yoga', type: 'Benefic',
    rule: 'The lagna lord with the Moon; the Moon’s dispositor in a kendra from the lagna or in the sign of a great ' +
      'friend, and aspecting the lagna; and a graha in the lagna.',
    source: 'PVR ch. 11; Phaladeepika ch. 6',
    result: 'Wealth, honour from rulers, a sweet voice and fame.',
  },
  {
    id: 'kalanidhi', name: 'Kalanidhi Yoga', type: 'Benefic',
    rule: 'Jupiter in the 2nd or 5th house, and both Mercury and Venus with Jupiter or aspecting it.',
    source: 'Phaladeepika ch. 6; PVR ch. 11',
    result: 'Virtue, honour from rulers, wealth and freedom from disease.',
  },
  {
    id: 'chatussagara', name: 'Chatussagara Yoga', type: 'Benefic',
    rule: 'All four kendras (1st, 4th, 7th, 10th) occupied by grahas (the nodes included).',
    source: 'Phaladeepika ch. 6',
    result: 'Fame reaching the four oceans, wealth and a good family.',
  },
  {
    id: 'maha-parivartana', name: 'Maha Parivartana Yoga', type: 'Benefic',
    rule: 'Two grahas each in a sign of the other, both lords of houses among 1, 2, 4, 5, 7, 9, 10, 11.',
    source: 'Phaladeepika ch. 6 (parivartana yogas)',
    result: 'Wealth, status and the good things of both houses.',
  },
  {
    id: 'khala-parivartana', name: 'Khala Parivartana Yoga', type: 'Mixed',
    rule: 'Two grahas each in a sign of the other where one of the signs involved is the 3rd house and neither is the ' +
      '6th, 8th or 12th.',
    source: 'Phaladeepika ch. 6 (parivartana yogas)',
    result: 'Fluctuating fortune; rash words or deeds, later good fortune.',
  },
  {
    id: 'dainya-parivartana', name: 'Dainya Parivartana Yoga', type: 'Malefic',
    rule: 'Two grahas each in a sign of the other where one of the signs involved is the 6th, 8th or 12th house.',
    source: 'Phaladeepika ch. 6 (parivartana yogas)',
    result: 'Troubles, enemies and losses in the matters of the houses involved.',
  },
  {
    id: 'mahabhagya', name: 'Mahabhagya Yoga', type: 'Benefic',
    rule: 'A man born by day with the lagna, the Sun and the Moon in odd signs, or a woman born by night with the ' +
      'lagna, the Sun and the Moon in even signs. Needs the gender and whether the birth was by day.',
    source: 'BPHS ch. 36; Phaladeepika ch. 6',
    result: 'Great fortune, long life, generosity and fame.',
  },
  // ---- Kartari and conjunction yogas ------------------------------------------------------------------------
  {
    id: 'shubha-kartari', name: 'Shubha Kartari Yoga', type: 'Benefic',
    rule: 'The lagna hemmed in by benefics: natural benefics in both the 12th and the 2nd house, and no natural ' +
      'malefic in either.',
    source: 'Phaladeepika ch. 6; PVR ch. 11 (Subha yoga)',
    result: 'Protection, good health and prosperity.',
  },
  {
    id: 'papa-kartari', name: 'Papa Kartari Yoga', type: 'Malefic',
    rule: 'The lagna hemmed in by malefics: natural malefics in both the 12th and the 2nd house, and no natural ' +
      'benefic in either.',
    source: 'Phaladeepika ch. 6; PVR ch. 11 (Asubha yoga)',
    result: 'Obstacles, ill health and dependence on others.',
  },
  {
    id: 'guru-chandala', name: 'Guru-Chandala Yoga', type: 'Malefic',
    rule: 'Jupiter in the same sign as Rahu or Ketu. Modern: not defined in BPHS or Phaladeepika.',
    source: 'Modern usage (almanacs and popular texts)',
    result: 'Unorthodox views, conflict with teachers or tradition.',
  },
  {
    id: 'grahan', name: 'Grahan Yoga', type: 'Malefic',
    rule: 'The Sun or the Moon in the same sign as Rahu or Ketu. Modern: named after eclipses, not a classical yoga.',
    source: 'Modern usage (almanacs and popular texts)',
    result: 'Worry, weakened vitality (Sun) or mind (Moon).',
  },
  {
    id: 'angaraka', name: 'Angaraka Yoga', type: 'Malefic',
    rule: 'Mars in the same sign as Rahu or Ketu. Modern: not a classical yoga.',
    source: 'Modern usage (almanacs and popular texts)',
    result: 'Anger, accidents, rash action.',
  },
  {
    id: 'vish', name: 'Vish Yoga', type: 'Malefic',
    rule: 'The Moon and Saturn in the same sign. Modern: not a classical yoga.',
    source: 'Modern usage (almanacs and popular texts)',
    result: 'Melancholy, delays and a burdened mind.',
  },
  {
    id: 'kala-sarpa', name: 'Kala Sarpa Yoga', type: 'Malefic',
    rule: 'All seven bodies (Sun … Saturn) in the half of the zodiac from Rahu forward to Ketu, or all in the half from ' +
      'Ketu forward to Rahu (by longitude). Modern: not in the classical texts.',
    source: 'Modern usage (almanacs and popular texts)',
    result: 'Struggles and sudden reversals; rise after sustained effort.',
  },
] as const satisfies readonly ClassicalYogaRecord[];

export type ClassicalYoga = (typeof CLASSICAL_YOGAS)[number];
export type ClassicalYogaId = ClassicalYoga['id'];

const YOGA_BY_ID: ReadonlyMap<string, ClassicalYoga> = new Map(CLASSICAL_YOGAS.map((yoga) => [yoga.id, yoga]));

/** The yoga record of an id. */
export function classicalYogaById(id: ClassicalYogaId): ClassicalYoga {
  return YOGA_BY_ID.get(id) as ClassicalYoga;
}
