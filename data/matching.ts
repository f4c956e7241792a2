/**
 * The overall reading of a match: the grade bands of a guna total, the verdicts of a whole compatibility report
 * and the words of its responses. The factor tables are elsewhere: data/ashtakoot.ts (the eight kootas),
 * data/matching-exceptions.ts (their parihara rules), data/porutham.ts (the ten South Indian factors),
 * data/manglik.ts (kuja dosha).
 */

/** The matching systems a request can choose as the headline score. */
export const MATCH_SYSTEMS = [
  { id: 'ashtakoot', en: 'Ashtakoot (36 gunas, North Indian)', hi: 'अष्टकूट (36 गुण, उत्तर भारतीय)' },
  { id: 'dashakoot', en: 'Dashakoot (10 poruthams, South Indian)', hi: 'दशकूट (10 पोरुथम, दक्षिण भारतीय)' },
] as const;
export type MatchSystemId = (typeof MATCH_SYSTEMS)[number]['id'];
export const MATCH_SYSTEM_IDS = MATCH_SYSTEMS.map((system) => system.id) as [MatchSystemId, ...MatchSystemId[]];

/**
 * Grade bands of an Ashtakoot total (after the exceptions applied), lowest first: a total belongs to the last
 * band whose `minPoints` it reaches. Source: the threshold of 18 gunas (half of 36) below which a match is not
 * recommended is the common rule of North Indian practice and software; the bands above it (18–24 average,
 * 25–32 good, 33–36 excellent) are those commonly printed by matching services (e.g. astrosage.com and
 * clickastro.com guides). The bands read the total only: a nadi or bhakoot dosha left standing is reported
 * beside the grade, never hidden by it.
 */
export const GUNA_GRADES = [
  { id: 'not-recommended', minPoints: 0, en: 'Not recommended', hi: 'अनुशंसित नहीं',
    description: { en: 'Fewer than 18 of 36 gunas agree: the charts pull in different directions on most counts.',
      hi: '36 में से 18 से कम गुण मिलते हैं: अधिकांश बातों में दोनों कुंडलियाँ अलग दिशा में खिंचती हैं।' } },
  { id: 'average', minPoints: 18, en: 'Average', hi: 'सामान्य',
    description: { en: 'Between 18 and 24 gunas agree: an acceptable match that asks for understanding on the weaker kootas.',
      hi: '18 से 24 गुण मिलते हैं: स्वीकार्य मिलान, जिसमें कमज़ोर कूटों पर समझदारी चाहिए।' } },
  { id: 'good', minPoints: 25, en: 'Good', hi: 'अच्छा',
    description: { en: 'Between 25 and 32 gunas agree: the temperaments and aims of the two fit well.',
      hi: '25 से 32 गुण मिलते हैं: दोनों के स्वभाव और लक्ष्य अच्छी तरह मेल खाते हैं।' } },
  { id: 'excellent', minPoints: 33, en: 'Excellent', hi: 'उत्तम',
    description: { en: 'At least 33 gunas agree: a rare agreement on nearly every count.',
      hi: 'कम से कम 33 गुण मिलते हैं: लगभग हर बात पर दुर्लभ सामंजस्य।' } },
] as const;
export type GunaGrade = (typeof GUNA_GRADES)[number];

/** The grade band of an Ashtakoot total (0–36, halves allowed). */
export function gunaGradeOf(points: number): GunaGrade {
  let grade: GunaGrade = GUNA_GRADES[0];
  for (const band of GUNA_GRADES) if (points >= band.minPoints) grade = band;
  return grade;
}

/** How one partner's sign lord regards the other's, by natural friendship (graha maitri, rasi-adhipati). */
export const LORD_RELATION_WORDS = {
  friend: { en: 'friend', hi: 'मित्र' },
  neutral: { en: 'neutral', hi: 'सम' },
  enemy: { en: 'enemy', hi: 'शत्रु' },
  self: { en: 'same lord', hi: 'एक ही स्वामी' },
} as const;

/**
 * The overall verdict of a compatibility report, from the headline score and what stands against the couple
 * after every exception. This product's reading, stated as rules (api/areas/matching/present.ts applies them in
 * this order):
 * - `not-recommended`: the headline system rejects the match (fewer than 18 gunas, or an essential porutham
 *   fails);
 * - `caution`: the score passes, but a nadi or bhakoot dosha stands uncancelled (the two doshas most texts treat
 *   as serious on their own: Muhurta Chintamani ch. 6 on nadi and bhakoot), or only one partner is manglik with
 *   nothing to balance it;
 * - `recommended`: otherwise.
 */
export const OVERALL_VERDICTS = [
  { id: 'recommended', en: 'Recommended', hi: 'अनुशंसित',
    description: { en: 'The score passes and no serious dosha stands against the couple.',
      hi: 'अंक पर्याप्त हैं और दंपति के विरुद्ध कोई गंभीर दोष शेष नहीं है।' } },
  { id: 'caution', en: 'Acceptable with care', hi: 'सावधानी के साथ स्वीकार्य',
    description: { en: 'The score passes, but a serious dosha stands uncancelled; look at it before deciding.',
      hi: 'अंक पर्याप्त हैं, पर एक गंभीर दोष भंग नहीं हुआ है; निर्णय से पहले उस पर विचार करें।' } },
  { id: 'not-recommended', en: 'Not recommended', hi: 'अनुशंसित नहीं',
    description: { en: 'The chosen system rejects the match on its own rules.',
      hi: 'चुनी गई पद्धति अपने ही नियमों से इस मिलान को अस्वीकार करती है।' } },
] as const;
export type OverallVerdictId = (typeof OVERALL_VERDICTS)[number]['id'];

/** The one-line reasons an overall verdict gives, with `{name}` filled by the factor's name. */
export const OVERALL_REASONS = {
  gunasBelowThreshold: { en: 'Fewer than 18 of 36 gunas', hi: '36 में से 18 से कम गुण' },
  essentialPoruthamFails: { en: 'An essential porutham fails: {name}', hi: 'एक आवश्यक पोरुथम नहीं मिलता: {name}' },
  doshaStands: { en: '{name} stands uncancelled', hi: '{name} भंग नहीं हुआ' },
  oneManglik: { en: 'Only one partner is manglik and nothing balances it', hi: 'केवल एक साथी मांगलिक है और इसका कोई संतुलन नहीं' },
  manglikCancels: { en: 'Manglik: {name}', hi: 'मांगलिक: {name}' },
  scorePasses: { en: '{name}: {points} of {max}', hi: '{name}: {max} में से {points}' },
} as const;
