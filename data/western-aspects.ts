/**
 * The aspects of Western astrology: angular separations in ecliptic longitude that a chart reports, with the
 * orb (largest distance from exact) allowed by default. Orbs are the service's defaults, chosen inside the
 * range modern textbooks give (conjunction and opposition 8–10°, trine and square 6–8°, sextile 4–6°, the
 * minor aspects 1–3°); `transitOrb` is the narrower orb of a transit to a natal chart (a transit is felt when
 * close: 1–2°). Every request may set its own orb per aspect.
 *
 * `nature`: harmonious (flowing), challenging (tense), neutral (the conjunction, whose tone is that of the
 * bodies joined) or creative (the quintile family). `family`: major (the Ptolemaic five) or minor.
 * Glyphs: the usual ones (the quintiles as Q and bQ, which have no Unicode glyph). Hindi: the three classical
 * names (युति, प्रतियुति, त्रिकोण) and केंद्र for the square; the others transliterated with their angle.
 */

export type AspectNature = 'neutral' | 'harmonious' | 'challenging' | 'creative';
export type AspectFamily = 'major' | 'minor';

export const WESTERN_ASPECTS = [
  { id: 'conjunction', angle: 0, orb: 8, transitOrb: 2, family: 'major', nature: 'neutral', glyph: '☌', en: 'Conjunction', hi: 'युति' },
  { id: 'opposition', angle: 180, orb: 8, transitOrb: 2, family: 'major', nature: 'challenging', glyph: '☍', en: 'Opposition', hi: 'प्रतियुति' },
  { id: 'trine', angle: 120, orb: 7, transitOrb: 2, family: 'major', nature: 'harmonious', glyph: '△', en: 'Trine', hi: 'त्रिकोण' },
  { id: 'square', angle: 90, orb: 7, transitOrb: 2, family: 'major', nature: 'challenging', glyph: '□', en: 'Square', hi: 'केंद्र (90°)' },
  { id: 'sextile', angle: 60, orb: 5, transitOrb: 1.5, family: 'major', nature: 'harmonious', glyph: '⚹', en: 'Sextile', hi: 'सेक्सटाइल (60°)' },
  { id: 'quincunx', angle: 150, orb: 3, transitOrb: 1, family: 'minor', nature: 'challenging', glyph: '⚻', en: 'Quincunx', hi: 'क्विनकंक्स (150°)' },
  { id: 'semisextile', angle: 30, orb: 2, transitOrb: 1, family: 'minor', nature: 'harmonious', glyph: '⚺', en: 'Semi-sextile', hi: 'अर्ध-सेक्सटाइल (30°)' },
  { id: 'semisquare', angle: 45, orb: 2, transitOrb: 1, family: 'minor', nature: 'challenging', glyph: '∠', en: 'Semi-square', hi: 'अर्ध-केंद्र (45°)' },
  { id: 'sesquiquadrate', angle: 135, orb: 2, transitOrb: 1, family: 'minor', nature: 'challenging', glyph: '⚼', en: 'Sesquiquadrate', hi: 'सार्ध-केंद्र (135°)' },
  { id: 'quintile', angle: 72, orb: 2, transitOrb: 1, family: 'minor', nature: 'creative', glyph: 'Q', en: 'Quintile', hi: 'क्विंटाइल (72°)' },
  { id: 'biquintile', angle: 144, orb: 2, transitOrb: 1, family: 'minor', nature: 'creative', glyph: 'bQ', en: 'Bi-quintile', hi: 'द्वि-क्विंटाइल (144°)' },
] as const satisfies readonly {
  id: string; angle: number; orb: number; transitOrb: number; family: AspectFamily; nature: AspectNature; glyph: string; en: string; hi: string;
}[];

export type WesternAspectRecord = (typeof WESTERN_ASPECTS)[number];
export type WesternAspectId = WesternAspectRecord['id'];

export const WESTERN_ASPECT_IDS = WESTERN_ASPECTS.map((aspect) => aspect.id) as readonly WesternAspectId[];

/** The Ptolemaic five, the default set of a chart's aspects. */
export const MAJOR_ASPECT_IDS = WESTERN_ASPECTS.filter((aspect) => aspect.family === 'major').map((aspect) => aspect.id) as readonly WesternAspectId[];

/** Default orb of each aspect in degrees. */
export const DEFAULT_ASPECT_ORBS: Readonly<Record<WesternAspectId, number>> = Object.fromEntries(
  WESTERN_ASPECTS.map((aspect) => [aspect.id, aspect.orb]),
) as Record<WesternAspectId, number>;

/** Default orb of each aspect of a transit to a natal point, degrees. */
export const DEFAULT_TRANSIT_ORBS: Readonly<Record<WesternAspectId, number>> = Object.fromEntries(
  WESTERN_ASPECTS.map((aspect) => [aspect.id, aspect.transitOrb]),
) as Record<WesternAspectId, number>;
