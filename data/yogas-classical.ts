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
 *
 * `hi`, `rule.hi` and `result.hi` give the name, rule and result in Hindi; `type` in Hindi is data/words.ts
 * `QUALITY_WORDS`. `source` is a bibliographic reference and stays as written.
 */
import type { Text } from './text.ts';

export type YogaNature = 'Benefic' | 'Malefic' | 'Mixed';

interface ClassicalYogaRecord {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  readonly type: YogaNature;
  /** The rule as evaluated, in words. */
  readonly rule: Text;
  readonly source: string;
  /** What the texts say the yoga gives (paraphrased). */
  readonly result: Text;
}

export const CLASSICAL_YOGAS = [
  // ---- Pancha mahapurusha -------------------------------------------------------------------------------
  {
    id: 'ruchaka', en: 'Ruchaka Yoga', hi: 'रुचक योग', type: 'Benefic',
    rule: { en: 'Mars in a kendra (1st, 4th, 7th or 10th house) in its own sign (Aries, Scorpio) or exaltation (Capricorn).', hi: 'मंगल केंद्र (पहले, चौथे, सातवें या दसवें भाव) में अपनी राशि (मेष, वृश्चिक) या उच्च राशि (मकर) में।' },
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: { en: 'Courage, physical strength, command over others; success through bold action.', hi: 'साहस, शारीरिक बल, दूसरों पर प्रभुत्व; साहसिक कार्यों से सफलता।' },
  },
  {
    id: 'bhadra', en: 'Bhadra Yoga', hi: 'भद्र योग', type: 'Benefic',
    rule: { en: 'Mercury in a kendra in its own sign (Gemini, Virgo) or exaltation (Virgo).', hi: 'बुध केंद्र में अपनी राशि (मिथुन, कन्या) या उच्च राशि (कन्या) में।' },
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: { en: 'Intelligence, eloquence, learning and skill in trade.', hi: 'बुद्धि, वाक्पटुता, विद्या और व्यापार में कुशलता।' },
  },
  {
    id: 'hamsa', en: 'Hamsa Yoga', hi: 'हंस योग', type: 'Benefic',
    rule: { en: 'Jupiter in a kendra in its own sign (Sagittarius, Pisces) or exaltation (Cancer).', hi: 'गुरु केंद्र में अपनी राशि (धनु, मीन) या उच्च राशि (कर्क) में।' },
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: { en: 'Righteousness, wisdom, respect of the learned and a virtuous life.', hi: 'धर्मपरायणता, ज्ञान, विद्वानों से सम्मान और सदाचारी जीवन।' },
  },
  {
    id: 'malavya', en: 'Malavya Yoga', hi: 'मालव्य योग', type: 'Benefic',
    rule: { en: 'Venus in a kendra in its own sign (Taurus, Libra) or exaltation (Pisces).', hi: 'शुक्र केंद्र में अपनी राशि (वृषभ, तुला) या उच्च राशि (मीन) में।' },
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: { en: 'Comforts, vehicles, refinement, artistic taste and a happy family life.', hi: 'सुख-सुविधाएँ, वाहन, परिष्कृत रुचि, कलात्मकता और सुखी पारिवारिक जीवन।' },
  },
  {
    id: 'sasa', en: 'Sasa Yoga', hi: 'शश योग', type: 'Benefic',
    rule: { en: 'Saturn in a kendra in its own sign (Capricorn, Aquarius) or exaltation (Libra).', hi: 'शनि केंद्र में अपनी राशि (मकर, कुंभ) या उच्च राशि (तुला) में।' },
    source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6',
    result: { en: 'Authority over many people, organising power, endurance.', hi: 'बहुत से लोगों पर अधिकार, संगठन की क्षमता, सहनशक्ति।' },
  },
  // ---- Moon yogas -----------------------------------------------------------------------------------------
  {
    id: 'gaja-kesari', en: 'Gaja Kesari Yoga', hi: 'गजकेसरी योग', type: 'Benefic',
    rule: { en: 'Jupiter in a kendra (1st, 4th, 7th or 10th) from the Moon. Weak when Jupiter is debilitated or combust.', hi: 'चंद्रमा से केंद्र (पहले, चौथे, सातवें या दसवें) में गुरु। गुरु नीच या अस्त हो तो निर्बल।' },
    source: 'BPHS ch. 36; Phaladeepika ch. 6; Raman 300 no. 1',
    result: { en: 'Fame, wealth, intelligence and lasting reputation.', hi: 'यश, धन, बुद्धि और स्थायी प्रतिष्ठा।' },
  },
  {
    id: 'sunapha', en: 'Sunapha Yoga', hi: 'सुनफा योग', type: 'Benefic',
    rule: { en: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd from the Moon and none in the 12th from it ' +
      '(the Sun, Rahu and Ketu are not counted).', hi: 'चंद्रमा से दूसरे भाव में मंगल, बुध, गुरु, शुक्र, शनि में से एक या अधिक और बारहवें में इनमें से कोई ' +
      'नहीं (सूर्य, राहु और केतु नहीं गिने जाते)।' },
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 2',
    result: { en: 'Self-earned wealth, intelligence, a good name.', hi: 'स्वयं अर्जित धन, बुद्धि, अच्छा नाम।' },
  },
  {
    id: 'anapha', en: 'Anapha Yoga', hi: 'अनफा योग', type: 'Benefic',
    rule: { en: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 12th from the Moon and none in the 2nd from it.', hi: 'चंद्रमा से बारहवें भाव में मंगल, बुध, गुरु, शुक्र, शनि में से एक या अधिक और दूसरे में इनमें से कोई ' +
      'नहीं।' },
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 3',
    result: { en: 'Good health, a pleasing personality, comforts and renunciation in later life.', hi: 'अच्छा स्वास्थ्य, आकर्षक व्यक्तित्व, सुख-सुविधाएँ और उत्तर आयु में वैराग्य।' },
  },
  {
    id: 'durudhara', en: 'Durudhara Yoga', hi: 'दुरुधरा योग', type: 'Benefic',
    rule: { en: 'Grahas other than the Sun, Rahu and Ketu in both the 2nd and the 12th from the Moon.', hi: 'चंद्रमा से दूसरे और बारहवें दोनों भावों में सूर्य, राहु और केतु के अतिरिक्त ग्रह।' },
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 4',
    result: { en: 'Wealth, vehicles, generosity and many enjoyments.', hi: 'धन, वाहन, उदारता और अनेक भोग।' },
  },
  {
    id: 'kemadruma', en: 'Kemadruma Yoga', hi: 'केमद्रुम योग', type: 'Malefic',
    rule: { en: 'No graha other than the Sun, Rahu and Ketu in the 2nd or the 12th from the Moon, and no cancellation (see ' +
      'Kemadruma Bhanga).', hi: 'चंद्रमा से दूसरे या बारहवें भाव में सूर्य, राहु और केतु के अतिरिक्त कोई ग्रह नहीं, और कोई भंग नहीं ' +
      '(केमद्रुम भंग देखें)।' },
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 5',
    result: { en: 'Struggle, poverty of means or of support; success only through great effort.', hi: 'संघर्ष, साधनों या सहारे की कमी; बड़े प्रयास से ही सफलता।' },
  },
  {
    id: 'kemadruma-bhanga', en: 'Kemadruma Bhanga', hi: 'केमद्रुम भंग', type: 'Benefic',
    rule: { en: 'Kemadruma formed (nothing in the 2nd and 12th from the Moon) but cancelled: a graha other than the Sun, ' +
      'Rahu and Ketu is with the Moon, or one of Mars, Mercury, Jupiter, Venus, Saturn is in a kendra from the lagna ' +
      'or from the Moon.', hi: 'केमद्रुम बना हो (चंद्रमा से दूसरे और बारहवें में कोई ग्रह नहीं) पर भंग हो: सूर्य, राहु और केतु के ' +
      'अतिरिक्त कोई ग्रह चंद्रमा के साथ हो, या मंगल, बुध, गुरु, शुक्र, शनि में से कोई लग्न से या चंद्रमा से ' +
      'केंद्र में हो।' },
    source: 'Phaladeepika ch. 6 (cancellation of Kemadruma); Raman 300 no. 5 (notes)',
    result: { en: 'The hardships of Kemadruma are removed or much reduced.', hi: 'केमद्रुम के कष्ट दूर होते हैं या बहुत घट जाते हैं।' },
  },
  {
    id: 'adhi', en: 'Adhi Yoga', hi: 'अधि योग', type: 'Benefic',
    rule: { en: 'The natural benefics Mercury, Jupiter and Venus all in the 6th, 7th or 8th from the Moon (in any ' +
      'distribution); Moderate when only two of them are there and the third is elsewhere.', hi: 'नैसर्गिक शुभ ग्रह बुध, गुरु और शुक्र तीनों चंद्रमा से छठे, सातवें या आठवें भाव में (किसी भी बँटवारे ' +
      'में); इनमें से केवल दो वहाँ हों और तीसरा कहीं और हो तो मध्यम।' },
    source: 'BPHS ch. 37 (Chandra yogas); Phaladeepika ch. 6; Raman 300 no. 7',
    result: { en: 'Leadership: a minister, commander or head of men, with comforts and long life.', hi: 'नेतृत्व: मंत्री, सेनापति या लोगों का मुखिया, सुख-सुविधाओं और दीर्घायु के साथ।' },
  },
  {
    id: 'chandra-mangala', en: 'Chandra-Mangala Yoga', hi: 'चंद्र-मंगल योग', type: 'Mixed',
    rule: { en: 'The Moon and Mars in the same sign, or in mutual 7th (each aspecting the other).', hi: 'चंद्रमा और मंगल एक ही राशि में, या परस्पर सातवें (एक-दूसरे को देखते हुए)।' },
    source: 'Phaladeepika ch. 6; Raman 300 no. 6 (conjunction)',
    result: { en: 'Worldly success and earnings, sometimes by hard or questionable means; strained ties with the mother.', hi: 'सांसारिक सफलता और कमाई, कभी कठिन या संदिग्ध साधनों से; माता से तनावपूर्ण संबंध।' },
  },
  {
    id: 'amala', en: 'Amala Yoga', hi: 'अमला योग', type: 'Benefic',
    rule: { en: 'The 10th house from the lagna or from the Moon occupied only by natural benefics (at least one).', hi: 'लग्न से या चंद्रमा से दसवें भाव में केवल नैसर्गिक शुभ ग्रह (कम से कम एक)।' },
    source: 'BPHS ch. 36; Phaladeepika ch. 6; PVR ch. 11',
    result: { en: 'A spotless reputation, prosperity and a life of good deeds.', hi: 'निष्कलंक प्रतिष्ठा, समृद्धि और सत्कर्मों भरा जीवन।' },
  },
  {
    id: 'vasumati', en: 'Vasumati Yoga', hi: 'वसुमती योग', type: 'Benefic',
    rule: { en: 'Mercury, Jupiter and Venus all in upachaya houses (3rd, 6th, 10th, 11th) from the lagna, or all from the Moon.', hi: 'बुध, गुरु और शुक्र तीनों लग्न से उपचय भावों (तीसरे, छठे, दसवें, ग्यारहवें) में, या तीनों चंद्रमा से।' },
    source: 'Phaladeepika ch. 6',
    result: { en: 'Lasting wealth; the native never lacks money.', hi: 'स्थायी धन; जातक को कभी धन की कमी नहीं होती।' },
  },
  {
    id: 'shakata', en: 'Shakata Yoga', hi: 'शकट योग', type: 'Malefic',
    rule: { en: 'The Moon in the 6th, 8th or 12th from Jupiter, the Moon not in a kendra from the lagna (which cancels it).', hi: 'चंद्रमा गुरु से छठे, आठवें या बारहवें भाव में, और चंद्रमा लग्न से केंद्र में नहीं (केंद्र में हो तो ' +
      'योग भंग होता है)।' },
    source: 'Phaladeepika ch. 6',
    result: { en: 'Fortune that rises and falls like a cart wheel; periods of loss after gain.', hi: 'गाड़ी के पहिये की तरह उठता-गिरता भाग्य; लाभ के बाद हानि के दौर।' },
  },
  // ---- Sun yogas ------------------------------------------------------------------------------------------
  {
    id: 'vesi', en: 'Vesi Yoga', hi: 'वेशि योग', type: 'Benefic',
    rule: { en: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd from the Sun and none in the 12th from it ' +
      '(the Moon, Rahu and Ketu are not counted).', hi: 'सूर्य से दूसरे भाव में मंगल, बुध, गुरु, शुक्र, शनि में से एक या अधिक और बारहवें में इनमें से कोई ' +
      'नहीं (चंद्रमा, राहु और केतु नहीं गिने जाते)।' },
    source: 'BPHS ch. 38 (Surya yogas); Phaladeepika ch. 6',
    result: { en: 'Truthfulness, balance, a comfortable life.', hi: 'सत्यनिष्ठा, संतुलन, सुखी जीवन।' },
  },
  {
    id: 'vasi', en: 'Vasi Yoga', hi: 'वाशि योग', type: 'Benefic',
    rule: { en: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 12th from the Sun and none in the 2nd from it.', hi: 'सूर्य से बारहवें भाव में मंगल, बुध, गुरु, शुक्र, शनि में से एक या अधिक और दूसरे में इनमें से कोई नहीं।' },
    source: 'BPHS ch. 38 (Surya yogas); Phaladeepika ch. 6; Raman 300 no. 17',
    result: { en: 'Prosperity, skill, generosity and the favour of rulers.', hi: 'समृद्धि, कुशलता, उदारता और शासकों की कृपा।' },
  },
  {
    id: 'ubhayachari', en: 'Ubhayachari Yoga', hi: 'उभयचरी योग', type: 'Benefic',
    rule: { en: 'Grahas other than the Moon, Rahu and Ketu in both the 2nd and the 12th from the Sun.', hi: 'सूर्य से दूसरे और बारहवें दोनों भावों में चंद्रमा, राहु और केतु के अतिरिक्त ग्रह।' },
    source: 'BPHS ch. 38 (Surya yogas); Phaladeepika ch. 6; Raman 300 no. 18',
    result: { en: 'Eloquence, a strong body, wealth and the standing of a king.', hi: 'वाक्पटुता, सुदृढ़ शरीर, धन और राजा जैसी प्रतिष्ठा।' },
  },
  {
    id: 'budhaditya', en: 'Budhaditya Yoga', hi: 'बुधादित्य योग', type: 'Benefic',
    rule: { en: 'The Sun and Mercury in the same sign. Weak when Mercury is combust.', hi: 'सूर्य और बुध एक ही राशि में। बुध अस्त हो तो निर्बल।' },
    source: 'Raman 300 no. 26 (Budha-Aditya, also called Nipuna)',
    result: { en: 'Intelligence, skill in work, reputation and comforts.', hi: 'बुद्धि, कार्यकुशलता, प्रतिष्ठा और सुख-सुविधाएँ।' },
  },
  {
    id: 'nipuna', en: 'Nipuna Yoga', hi: 'निपुण योग', type: 'Benefic',
    rule: { en: 'Budhaditya in which Mercury is not combust (more than 14°, or 12° when retrograde, from the Sun): the ' +
      'reading of Raman 300 no. 26, which says a combust Mercury spoils the yoga.', hi: 'ऐसा बुधादित्य जिसमें बुध अस्त न हो (सूर्य से 14° से अधिक दूर, वक्री हो तो 12° से अधिक): रमन के "300 ' +
      'महत्वपूर्ण योग" के क्रमांक 26 का पाठ, जिसके अनुसार अस्त बुध योग को बिगाड़ देता है।' },
    source: 'Raman 300 no. 26',
    result: { en: 'Expertise and cleverness in every undertaking.', hi: 'हर कार्य में दक्षता और चतुराई।' },
  },
  // ---- Raja, dhana and viparita yogas ---------------------------------------------------------------------
  {
    id: 'raja', en: 'Raja Yoga', hi: 'राज योग', type: 'Benefic',
    rule: { en: 'A lord of a kendra (1, 4, 7, 10) and a different lord of a trikona (1, 5, 9) associated: conjoined, in ' +
      'exchange or in mutual aspect.', hi: 'किसी केंद्र (1, 4, 7, 10) का स्वामी और किसी त्रिकोण (1, 5, 9) का भिन्न स्वामी परस्पर संबंधित: युति, ' +
      'परिवर्तन या परस्पर दृष्टि से।' },
    source: 'BPHS ch. 39 (Raja yogas)',
    result: { en: 'Rise in status, power and recognition, especially in the periods of the grahas involved.', hi: 'पद, शक्ति और मान्यता में वृद्धि, विशेषकर संबंधित ग्रहों की दशाओं में।' },
  },
  {
    id: 'dharma-karmadhipati', en: 'Dharma-Karmadhipati Yoga', hi: 'धर्म-कर्माधिपति योग', type: 'Benefic',
    rule: { en: 'The lords of the 9th and 10th houses (different grahas) associated: conjoined, in exchange or in mutual aspect.', hi: 'नवम और दशम भाव के स्वामी (भिन्न ग्रह) परस्पर संबंधित: युति, परिवर्तन या परस्पर दृष्टि से।' },
    source: 'BPHS ch. 39 (Raja yogas)',
    result: { en: 'Righteous action that brings high position; fortune through one’s work.', hi: 'धर्मसम्मत कर्म जो ऊँचा पद दिलाए; अपने कार्य से भाग्योदय।' },
  },
  {
    id: 'dhana', en: 'Dhana Yoga', hi: 'धन योग', type: 'Benefic',
    rule: { en: 'A lord of the 2nd or 11th house associated (conjoined, in exchange or in mutual aspect) with a different ' +
      'lord of the 1st, 5th or 9th house.', hi: 'दूसरे या ग्यारहवें भाव का स्वामी पहले, पाँचवें या नौवें भाव के किसी भिन्न स्वामी से संबंधित (युति, ' +
      'परिवर्तन या परस्पर दृष्टि से)।' },
    source: 'BPHS ch. 41 (Dhana yogas)',
    result: { en: 'Accumulation of wealth.', hi: 'धन का संचय।' },
  },
  {
    id: 'harsha', en: 'Harsha Yoga', hi: 'हर्ष योग', type: 'Benefic',
    rule: { en: 'The lord of the 6th house in the 6th, 8th or 12th house (viparita raja yoga).', hi: 'छठे भाव का स्वामी छठे, आठवें या बारहवें भाव में (विपरीत राज योग)।' },
    source: 'Phaladeepika ch. 6 (viparita raja yogas)',
    result: { en: 'Happiness, good health, victory over enemies.', hi: 'सुख, अच्छा स्वास्थ्य, शत्रुओं पर विजय।' },
  },
  {
    id: 'sarala', en: 'Sarala Yoga', hi: 'सरल योग', type: 'Benefic',
    rule: { en: 'The lord of the 8th house in the 6th, 8th or 12th house (viparita raja yoga).', hi: 'आठवें भाव का स्वामी छठे, आठवें या बारहवें भाव में (विपरीत राज योग)।' },
    source: 'Phaladeepika ch. 6 (viparita raja yogas)',
    result: { en: 'Long life, fearlessness, prosperity and learning.', hi: 'दीर्घायु, निर्भयता, समृद्धि और विद्या।' },
  },
  {
    id: 'vimala', en: 'Vimala Yoga', hi: 'विमल योग', type: 'Benefic',
    rule: { en: 'The lord of the 12th house in the 6th, 8th or 12th house (viparita raja yoga).', hi: 'बारहवें भाव का स्वामी छठे, आठवें या बारहवें भाव में (विपरीत राज योग)।' },
    source: 'Phaladeepika ch. 6 (viparita raja yogas)',
    result: { en: 'Frugality, independence, a good name and happiness.', hi: 'मितव्ययिता, स्वतंत्रता, अच्छा नाम और सुख।' },
  },
  {
    id: 'neecha-bhanga', en: 'Neecha Bhanga Raja Yoga', hi: 'नीचभंग राज योग', type: 'Benefic',
    rule: { en: 'A debilitated graha (Sun … Saturn) whose debilitation is cancelled: the lord of the sign it occupies, or the ' +
      'lord of its exaltation sign, or the graha exalted in the sign it occupies, is in a kendra from the lagna or ' +
      'from the Moon.', hi: 'नीच ग्रह (सूर्य … शनि) जिसका नीचत्व भंग हो: जिस राशि में वह है उसका स्वामी, या उसकी उच्च राशि का ' +
      'स्वामी, या उस राशि में उच्च होने वाला ग्रह लग्न से या चंद्रमा से केंद्र में हो।' },
    source: 'Phaladeepika ch. 7 (neecha bhanga raja yoga)',
    result: { en: 'Rise after early setbacks; the weakness of the debilitated graha turns into strength.', hi: 'आरंभिक बाधाओं के बाद उन्नति; नीच ग्रह की दुर्बलता बल में बदल जाती है।' },
  },
  {
    id: 'lakshmi', en: 'Lakshmi Yoga', hi: 'लक्ष्मी योग', type: 'Benefic',
    rule: { en: 'The lord of the 9th in its own, moolatrikona or exaltation sign in a kendra or trikona, and the lagna lord ' +
      'strong.', hi: 'नवम भाव का स्वामी अपनी, मूलत्रिकोण या उच्च राशि में केंद्र या त्रिकोण में हो, और लग्नेश बलवान हो।' },
    source: 'BPHS ch. 36; PVR ch. 11 (kendra only)',
    result: { en: 'Wealth, nobility, learning and a virtuous, famous life.', hi: 'धन, कुलीनता, विद्या और सदाचारी, यशस्वी जीवन।' },
  },
  {
    id: 'saraswati', en: 'Saraswati Yoga', hi: 'सरस्वती योग', type: 'Benefic',
    rule: { en: 'Mercury, Jupiter and Venus each in a kendra, a trikona or the 2nd house, and Jupiter in its own, ' +
      'moolatrikona, exaltation or a friend’s sign.', hi: 'बुध, गुरु और शुक्र प्रत्येक केंद्र, त्रिकोण या दूसरे भाव में, और गुरु अपनी, मूलत्रिकोण, उच्च या ' +
      'मित्र की राशि में।' },
    source: 'Phaladeepika ch. 6; PVR ch. 11',
    result: { en: 'Learning, eloquence, skill in poetry and the arts; honour from the learned.', hi: 'विद्या, वाक्पटुता, काव्य और कलाओं में निपुणता; विद्वानों से सम्मान।' },
  },
  {
    id: 'parvata', en: 'Parvata Yoga', hi: 'पर्वत योग', type: 'Benefic',
    rule: { en: 'Benefics in the kendras and no malefic in any kendra, and the 8th house empty or holding only benefics.', hi: 'केंद्रों में शुभ ग्रह और किसी केंद्र में पाप ग्रह नहीं, तथा आठवाँ भाव खाली या केवल शुभ ग्रहों से युक्त।' },
    source: 'BPHS ch. 36; PVR ch. 11',
    result: { en: 'Prosperity, generosity, fame and leadership of a town or community.', hi: 'समृद्धि, उदारता, यश और किसी नगर या समुदाय का नेतृत्व।' },
  },
  {
    id: 'kahala', en: 'Kahala Yoga', hi: 'काहल योग', type: 'Benefic',
    rule: { en: 'The lord of the 4th and Jupiter in kendras from each other, and the lagna lord strong.', hi: 'चतुर्थ भाव का स्वामी और गुरु एक-दूसरे से केंद्र में, और लग्नेश बलवान।' },
    source: 'PVR ch. 11; BPHS ch. 36 (gives the 4th and 9th lords)',
    result: { en: 'Boldness, a stubborn will and command of a small territory or army.', hi: 'साहस, हठीली इच्छाशक्ति और किसी छोटे क्षेत्र या सेना पर अधिकार।' },
  },
  {
    id: 'chamara', en: 'Chamara Yoga', hi: 'चामर योग', type: 'Benefic',
    rule: { en: 'The lagna lord exalted in a kendra and aspected by Jupiter, or two natural benefics together in the 1st, ' +
      '7th, 9th or 10th house.', hi: 'लग्नेश केंद्र में उच्च का होकर गुरु से दृष्ट हो, या दो नैसर्गिक शुभ ग्रह एक साथ पहले, सातवें, नौवें ' +
      'या दसवें भाव में।' },
    source: 'BPHS ch. 36; PVR ch. 11',
    result: { en: 'Royal favour, eloquence, learning and long life.', hi: 'राजकृपा, वाक्पटुता, विद्या और दीर्घायु।' },
  },
  {
    id: 'pushkala', en: 'Pushkala Yoga', hi: 'पुष्कल योग', type: 'Benefic',
    rule: { en: 'The lagna lord with the Moon; the Moon’s dispositor in a kendra from the lagna or in the sign of a great ' +
      'friend, and aspecting the lagna; and a graha in the lagna.', hi: 'लग्नेश चंद्रमा के साथ; चंद्रमा की राशि का स्वामी लग्न से केंद्र में या अधिमित्र की राशि में हो और ' +
      'लग्न को देखे; तथा लग्न में कोई ग्रह हो।' },
    source: 'PVR ch. 11; Phaladeepika ch. 6',
    result: { en: 'Wealth, honour from rulers, a sweet voice and fame.', hi: 'धन, शासकों से सम्मान, मधुर वाणी और यश।' },
  },
  {
    id: 'kalanidhi', en: 'Kalanidhi Yoga', hi: 'कलानिधि योग', type: 'Benefic',
    rule: { en: 'Jupiter in the 2nd or 5th house, and both Mercury and Venus with Jupiter or aspecting it.', hi: 'गुरु दूसरे या पाँचवें भाव में, और बुध तथा शुक्र दोनों गुरु के साथ हों या उसे देखें।' },
    source: 'Phaladeepika ch. 6; PVR ch. 11',
    result: { en: 'Virtue, honour from rulers, wealth and freedom from disease.', hi: 'सद्गुण, शासकों से सम्मान, धन और रोगों से मुक्ति।' },
  },
  {
    id: 'chatussagara', en: 'Chatussagara Yoga', hi: 'चतुःसागर योग', type: 'Benefic',
    rule: { en: 'All four kendras (1st, 4th, 7th, 10th) occupied by grahas (the nodes included).', hi: 'चारों केंद्र (पहला, चौथा, सातवाँ, दसवाँ भाव) ग्रहों से युक्त (राहु और केतु सहित)।' },
    source: 'Phaladeepika ch. 6',
    result: { en: 'Fame reaching the four oceans, wealth and a good family.', hi: 'चारों समुद्रों तक फैला यश, धन और अच्छा परिवार।' },
  },
  {
    id: 'maha-parivartana', en: 'Maha Parivartana Yoga', hi: 'महा परिवर्तन योग', type: 'Benefic',
    rule: { en: 'Two grahas each in a sign of the other, both lords of houses among 1, 2, 4, 5, 7, 9, 10, 11.', hi: 'दो ग्रह एक-दूसरे की राशि में, दोनों 1, 2, 4, 5, 7, 9, 10, 11 में से भावों के स्वामी।' },
    source: 'Phaladeepika ch. 6 (parivartana yogas)',
    result: { en: 'Wealth, status and the good things of both houses.', hi: 'धन, पद और दोनों भावों के शुभ फल।' },
  },
  {
    id: 'khala-parivartana', en: 'Khala Parivartana Yoga', hi: 'खल परिवर्तन योग', type: 'Mixed',
    rule: { en: 'Two grahas each in a sign of the other where one of the signs involved is the 3rd house and neither is the ' +
      '6th, 8th or 12th.', hi: 'दो ग्रह एक-दूसरे की राशि में, जहाँ संबंधित राशियों में से एक तीसरा भाव हो और कोई भी छठा, आठवाँ या ' +
      'बारहवाँ न हो।' },
    source: 'Phaladeepika ch. 6 (parivartana yogas)',
    result: { en: 'Fluctuating fortune; rash words or deeds, later good fortune.', hi: 'उतार-चढ़ाव वाला भाग्य; उतावली वाणी या कर्म, बाद में सौभाग्य।' },
  },
  {
    id: 'dainya-parivartana', en: 'Dainya Parivartana Yoga', hi: 'दैन्य परिवर्तन योग', type: 'Malefic',
    rule: { en: 'Two grahas each in a sign of the other where one of the signs involved is the 6th, 8th or 12th house.', hi: 'दो ग्रह एक-दूसरे की राशि में, जहाँ संबंधित राशियों में से एक छठा, आठवाँ या बारहवाँ भाव हो।' },
    source: 'Phaladeepika ch. 6 (parivartana yogas)',
    result: { en: 'Troubles, enemies and losses in the matters of the houses involved.', hi: 'संबंधित भावों के विषयों में कष्ट, शत्रु और हानि।' },
  },
  {
    id: 'mahabhagya', en: 'Mahabhagya Yoga', hi: 'महाभाग्य योग', type: 'Benefic',
    rule: { en: 'A man born by day with the lagna, the Sun and the Moon in odd signs, or a woman born by night with the ' +
      'lagna, the Sun and the Moon in even signs. Needs the gender and whether the birth was by day.', hi: 'दिन में जन्मे पुरुष के लग्न, सूर्य और चंद्रमा विषम राशियों में, या रात में जन्मी स्त्री के लग्न, ' +
      'सूर्य और चंद्रमा सम राशियों में। इसके लिए लिंग और जन्म दिन में हुआ या रात में, यह जानना आवश्यक है।' },
    source: 'BPHS ch. 36; Phaladeepika ch. 6',
    result: { en: 'Great fortune, long life, generosity and fame.', hi: 'महान भाग्य, दीर्घायु, उदारता और यश।' },
  },
  // ---- Kartari and conjunction yogas ------------------------------------------------------------------------
  {
    id: 'shubha-kartari', en: 'Shubha Kartari Yoga', hi: 'शुभ कर्तरी योग', type: 'Benefic',
    rule: { en: 'The lagna hemmed in by benefics: natural benefics in both the 12th and the 2nd house, and no natural ' +
      'malefic in either.', hi: 'लग्न शुभ ग्रहों से घिरा: बारहवें और दूसरे दोनों भावों में नैसर्गिक शुभ ग्रह, और किसी में भी नैसर्गिक ' +
      'पाप ग्रह नहीं।' },
    source: 'Phaladeepika ch. 6; PVR ch. 11 (Subha yoga)',
    result: { en: 'Protection, good health and prosperity.', hi: 'रक्षा, अच्छा स्वास्थ्य और समृद्धि।' },
  },
  {
    id: 'papa-kartari', en: 'Papa Kartari Yoga', hi: 'पाप कर्तरी योग', type: 'Malefic',
    rule: { en: 'The lagna hemmed in by malefics: natural malefics in both the 12th and the 2nd house, and no natural ' +
      'benefic in either.', hi: 'लग्न पाप ग्रहों से घिरा: बारहवें और दूसरे दोनों भावों में नैसर्गिक पाप ग्रह, और किसी में भी नैसर्गिक ' +
      'शुभ ग्रह नहीं।' },
    source: 'Phaladeepika ch. 6; PVR ch. 11 (Asubha yoga)',
    result: { en: 'Obstacles, ill health and dependence on others.', hi: 'बाधाएँ, अस्वस्थता और दूसरों पर निर्भरता।' },
  },
  {
    id: 'guru-chandala', en: 'Guru-Chandala Yoga', hi: 'गुरु-चांडाल योग', type: 'Malefic',
    rule: { en: 'Jupiter in the same sign as Rahu or Ketu. Modern: not defined in BPHS or Phaladeepika.', hi: 'गुरु राहु या केतु के साथ एक ही राशि में। आधुनिक: बृहत् पाराशर होरा शास्त्र या फलदीपिका में परिभाषित ' +
      'नहीं।' },
    source: 'Modern usage (almanacs and popular texts)',
    result: { en: 'Unorthodox views, conflict with teachers or tradition.', hi: 'अपरंपरागत विचार, गुरुओं या परंपरा से टकराव।' },
  },
  {
    id: 'grahan', en: 'Grahan Yoga', hi: 'ग्रहण योग', type: 'Malefic',
    rule: { en: 'The Sun or the Moon in the same sign as Rahu or Ketu. Modern: named after eclipses, not a classical yoga.', hi: 'सूर्य या चंद्रमा राहु या केतु के साथ एक ही राशि में। आधुनिक: ग्रहण के नाम पर रखा गया, शास्त्रीय योग ' +
      'नहीं।' },
    source: 'Modern usage (almanacs and popular texts)',
    result: { en: 'Worry, weakened vitality (Sun) or mind (Moon).', hi: 'चिंता, जीवनशक्ति (सूर्य) या मन (चंद्रमा) की दुर्बलता।' },
  },
  {
    id: 'angaraka', en: 'Angaraka Yoga', hi: 'अंगारक योग', type: 'Malefic',
    rule: { en: 'Mars in the same sign as Rahu or Ketu. Modern: not a classical yoga.', hi: 'मंगल राहु या केतु के साथ एक ही राशि में। आधुनिक: शास्त्रीय योग नहीं।' },
    source: 'Modern usage (almanacs and popular texts)',
    result: { en: 'Anger, accidents, rash action.', hi: 'क्रोध, दुर्घटनाएँ, उतावले कार्य।' },
  },
  {
    id: 'vish', en: 'Vish Yoga', hi: 'विष योग', type: 'Malefic',
    rule: { en: 'The Moon and Saturn in the same sign. Modern: not a classical yoga.', hi: 'चंद्रमा और शनि एक ही राशि में। आधुनिक: शास्त्रीय योग नहीं।' },
    source: 'Modern usage (almanacs and popular texts)',
    result: { en: 'Melancholy, delays and a burdened mind.', hi: 'उदासी, विलंब और बोझिल मन।' },
  },
  {
    id: 'kala-sarpa', en: 'Kala Sarpa Yoga', hi: 'कालसर्प योग', type: 'Malefic',
    rule: { en: 'All seven bodies (Sun … Saturn) in the half of the zodiac from Rahu forward to Ketu, or all in the half from ' +
      'Ketu forward to Rahu (by longitude). Modern: not in the classical texts.', hi: 'सातों ग्रह (सूर्य … शनि) राहु से आगे केतु तक के आधे राशिचक्र में, या सभी केतु से आगे राहु तक के आधे ' +
      'राशिचक्र में (भोगांश के अनुसार)। आधुनिक: शास्त्रीय ग्रंथों में नहीं।' },
    source: 'Modern usage (almanacs and popular texts)',
    result: { en: 'Struggles and sudden reversals; rise after sustained effort.', hi: 'संघर्ष और अचानक उलटफेर; निरंतर प्रयास के बाद उन्नति।' },
  },
] as const satisfies readonly ClassicalYogaRecord[];

export type ClassicalYoga = (typeof CLASSICAL_YOGAS)[number];
export type ClassicalYogaId = ClassicalYoga['id'];
