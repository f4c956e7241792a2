/**
 * The graha avasthas (states) of BPHS ch. 45 (R. Santhanam's translation, Ranjan, 1984), one record per state:
 * its name, the rule that gives it, and what the text says it gives. Four of the chapter's schemes:
 * - baladi (age, vv. 2–3): the degree of the graha in its sign, 6° parts, counted forward in odd signs and
 *   backward in even signs;
 * - jagradadi (alertness, v. 4): the graha's dignity;
 * - deeptadi (mood, vv. 5–7): the graha's dignity, combustion and conjunction with malefics;
 * - lajjitadi (disposition, vv. 17–24): the graha's house, dignity and the grahas joining or aspecting it; a
 *   graha may be in several of these at once, or in none.
 * The engine (astro/chart/avasthas.ts) applies the rules to the seven grahas Sun … Saturn.
 */
import type { Text } from './text.ts';

export const AVASTHA_SCHEMES = ['baladi', 'jagradadi', 'deeptadi', 'lajjitadi'] as const;
export type AvasthaScheme = (typeof AVASTHA_SCHEMES)[number];

export interface AvasthaRecord {
  readonly id: string;
  readonly scheme: AvasthaScheme;
  readonly en: string;
  readonly hi: string;
  /** The rule that gives the state. */
  readonly rule: Text;
  /** What the text says the state gives (paraphrased). */
  readonly result: Text;
}

export const AVASTHA_SOURCE = 'BPHS ch. 45 (Avasthas of the grahas)';

export const AVASTHAS = [
  // ---- Baladi: the five ages ------------------------------------------------------------------------------
  { id: 'bala', scheme: 'baladi', en: 'Bala (infant)', hi: 'बाल',
    rule: { en: '0°–6° of an odd sign or 24°–30° of an even sign', hi: 'विषम राशि में 0°–6° या सम राशि में 24°–30°' },
    result: { en: 'A quarter of its results.', hi: 'अपने फल का चौथाई।' } },
  { id: 'kumara', scheme: 'baladi', en: 'Kumara (youth)', hi: 'कुमार',
    rule: { en: '6°–12° of an odd sign or 18°–24° of an even sign', hi: 'विषम राशि में 6°–12° या सम राशि में 18°–24°' },
    result: { en: 'Half of its results.', hi: 'अपने फल का आधा।' } },
  { id: 'yuva', scheme: 'baladi', en: 'Yuva (adult)', hi: 'युवा',
    rule: { en: '12°–18° of any sign', hi: 'किसी भी राशि में 12°–18°' },
    result: { en: 'Its full results.', hi: 'अपना पूर्ण फल।' } },
  { id: 'vriddha', scheme: 'baladi', en: 'Vriddha (old)', hi: 'वृद्ध',
    rule: { en: '18°–24° of an odd sign or 6°–12° of an even sign', hi: 'विषम राशि में 18°–24° या सम राशि में 6°–12°' },
    result: { en: 'Very little of its results.', hi: 'अपने फल का बहुत थोड़ा अंश।' } },
  { id: 'mrita', scheme: 'baladi', en: 'Mrita (dead)', hi: 'मृत',
    rule: { en: '24°–30° of an odd sign or 0°–6° of an even sign', hi: 'विषम राशि में 24°–30° या सम राशि में 0°–6°' },
    result: { en: 'No results.', hi: 'कोई फल नहीं।' } },
  // ---- Jagradadi: awake, dreaming, asleep ---------------------------------------------------------------
  { id: 'jagrat', scheme: 'jagradadi', en: 'Jagrat (awake)', hi: 'जाग्रत',
    rule: { en: 'in its exaltation, moolatrikona or own sign', hi: 'उच्च, मूलत्रिकोण या स्वराशि में' },
    result: { en: 'Its full results.', hi: 'अपना पूर्ण फल।' } },
  { id: 'swapna', scheme: 'jagradadi', en: 'Swapna (dreaming)', hi: 'स्वप्न',
    rule: { en: 'in the sign of a friend or a neutral', hi: 'मित्र या सम राशि में' },
    result: { en: 'Middling results.', hi: 'मध्यम फल।' } },
  { id: 'sushupti', scheme: 'jagradadi', en: 'Sushupti (asleep)', hi: 'सुषुप्ति',
    rule: { en: 'in the sign of an enemy or debilitated', hi: 'शत्रु राशि में या नीच' },
    result: { en: 'No results.', hi: 'कोई फल नहीं।' } },
  // ---- Deeptadi: the nine moods -------------------------------------------------------------------------
  { id: 'kopa', scheme: 'deeptadi', en: 'Kopa (angry)', hi: 'कोप',
    rule: { en: 'combust (eclipsed by the Sun)', hi: 'अस्त (सूर्य से आच्छादित)' },
    result: { en: 'Sorrow, loss of wealth.', hi: 'दुःख, धन-हानि।' } },
  { id: 'vikala', scheme: 'deeptadi', en: 'Vikala (crippled)', hi: 'विकल',
    rule: { en: 'in one sign with a natural malefic (not combust)', hi: 'किसी नैसर्गिक पाप ग्रह के साथ एक राशि में (अस्त नहीं)' },
    result: { en: 'Misfortune, restlessness.', hi: 'दुर्भाग्य, अशांति।' } },
  { id: 'deepta', scheme: 'deeptadi', en: 'Deepta (blazing)', hi: 'दीप्त',
    rule: { en: 'exalted', hi: 'उच्च' },
    result: { en: 'Valour, wealth, success.', hi: 'पराक्रम, धन, सफलता।' } },
  { id: 'swastha', scheme: 'deeptadi', en: 'Swastha (at ease)', hi: 'स्वस्थ',
    rule: { en: 'in its moolatrikona or own sign', hi: 'मूलत्रिकोण या स्वराशि में' },
    result: { en: 'Health, happiness, fame.', hi: 'स्वास्थ्य, सुख, यश।' } },
  { id: 'mudita', scheme: 'deeptadi', en: 'Mudita (delighted)', hi: 'मुदित',
    rule: { en: 'in the sign of a great friend', hi: 'अधिमित्र की राशि में' },
    result: { en: 'Joy, comforts, good company.', hi: 'आनंद, सुख-सुविधा, अच्छी संगति।' } },
  { id: 'shanta', scheme: 'deeptadi', en: 'Shanta (calm)', hi: 'शांत',
    rule: { en: 'in the sign of a friend', hi: 'मित्र की राशि में' },
    result: { en: 'Peace, comforts, helpful friends.', hi: 'शांति, सुख, सहायक मित्र।' } },
  { id: 'deena', scheme: 'deeptadi', en: 'Deena (depressed)', hi: 'दीन',
    rule: { en: 'in the sign of a neutral', hi: 'सम ग्रह की राशि में' },
    result: { en: 'Dependence on others, want.', hi: 'दूसरों पर निर्भरता, अभाव।' } },
  { id: 'dukhita', scheme: 'deeptadi', en: 'Dukhita (distressed)', hi: 'दुःखित',
    rule: { en: 'in the sign of an enemy or a great enemy', hi: 'शत्रु या अधिशत्रु की राशि में' },
    result: { en: 'Distress, quarrels, separation.', hi: 'दुःख, कलह, वियोग।' } },
  { id: 'khala', scheme: 'deeptadi', en: 'Khala (mean)', hi: 'खल',
    rule: { en: 'debilitated', hi: 'नीच' },
    result: { en: 'Loss, poverty, quarrels.', hi: 'हानि, निर्धनता, कलह।' } },
  // ---- Lajjitadi: the six dispositions ------------------------------------------------------------------
  { id: 'lajjita', scheme: 'lajjitadi', en: 'Lajjita (ashamed)', hi: 'लज्जित',
    rule: { en: 'in the 5th house with Rahu, Ketu, the Sun, Mars or Saturn', hi: 'पाँचवें भाव में राहु, केतु, सूर्य, मंगल या शनि के साथ' },
    result: { en: 'Troubles through children, loss of interest in good things.', hi: 'संतान से कष्ट, शुभ कार्यों में अरुचि।' } },
  { id: 'garvita', scheme: 'lajjitadi', en: 'Garvita (proud)', hi: 'गर्वित',
    rule: { en: 'exalted or in its moolatrikona', hi: 'उच्च या मूलत्रिकोण में' },
    result: { en: 'New houses and gardens, royal favour, gains.', hi: 'नए घर और उपवन, राजकृपा, लाभ।' } },
  { id: 'kshudhita', scheme: 'lajjitadi', en: 'Kshudhita (hungry)', hi: 'क्षुधित',
    rule: { en: 'in an enemy\'s sign, or joined or aspected by an enemy, or with Saturn', hi: 'शत्रु राशि में, या शत्रु की युति या दृष्टि में, या शनि के साथ' },
    result: { en: 'Grief, loss of strength, want.', hi: 'शोक, बल-हानि, अभाव।' } },
  { id: 'trishita', scheme: 'lajjitadi', en: 'Trishita (thirsty)', hi: 'तृषित',
    rule: { en: 'in a watery sign, aspected by a malefic and by no benefic', hi: 'जल राशि में, पाप ग्रह की दृष्टि में और किसी शुभ ग्रह की दृष्टि नहीं' },
    result: { en: 'Illness, troubles from women, loss.', hi: 'रोग, स्त्रियों से कष्ट, हानि।' } },
  { id: 'mudita-lajjitadi', scheme: 'lajjitadi', en: 'Mudita (delighted)', hi: 'मुदित',
    rule: { en: 'in a friend\'s sign, or joined or aspected by a friend, or with Jupiter', hi: 'मित्र राशि में, या मित्र की युति या दृष्टि में, या गुरु के साथ' },
    result: { en: 'Houses, clothes, ornaments, happiness.', hi: 'घर, वस्त्र, आभूषण, सुख।' } },
  { id: 'kshobhita', scheme: 'lajjitadi', en: 'Kshobhita (agitated)', hi: 'क्षोभित',
    rule: { en: 'with the Sun, and aspected by a malefic or an enemy', hi: 'सूर्य के साथ, और पाप ग्रह या शत्रु की दृष्टि में' },
    result: { en: 'Poverty, troubled mind, loss.', hi: 'निर्धनता, व्याकुल मन, हानि।' } },
] as const satisfies readonly AvasthaRecord[];

export type AvasthaId = (typeof AVASTHAS)[number]['id'];

/** The record of a state. */
export function avasthaById(id: AvasthaId): AvasthaRecord {
  return AVASTHAS.find((record) => record.id === id)!;
}
