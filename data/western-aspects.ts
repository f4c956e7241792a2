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
 * names (युति, प्रतियुति, त्रिकोण) and केंद्र for the square; the others transliterated with their angle. The
 * seven other languages the same way, with the names their astrology writers use where they have one: Tamil
 * சேர்க்கை (conjunction) and சமசப்தமம் (opposition, the planets in each other's seventh); Marathi the yogas of
 * its almanacs' predictions, नवपंचम (trine, the fifth and ninth), लाभ योग (sextile), षडाष्टक (quincunx, the sixth
 * and eighth) and द्विर्द्वादश (semi-sextile, the second and twelfth); the half and sesqui squares as half and
 * one-and-a-half kendras (Tamil ஒன்றரை கேந்திரம்).
 */
import type { Names } from './text.ts';

export type AspectNature = 'neutral' | 'harmonious' | 'challenging' | 'creative';
export type AspectFamily = 'major' | 'minor';

export const WESTERN_ASPECTS = [
  { id: 'conjunction', angle: 0, orb: 8, transitOrb: 2, family: 'major', nature: 'neutral', glyph: '☌', en: 'Conjunction', hi: 'युति', ta: 'சேர்க்கை', te: 'యుతి', kn: 'ಯುತಿ', ml: 'യുതി', mr: 'युती', bn: 'যুতি', gu: 'યુતિ' },
  { id: 'opposition', angle: 180, orb: 8, transitOrb: 2, family: 'major', nature: 'challenging', glyph: '☍', en: 'Opposition', hi: 'प्रतियुति', ta: 'சமசப்தமம்', te: 'ప్రతియుతి', kn: 'ಪ್ರತಿಯುತಿ', ml: 'പ്രതിയുതി', mr: 'प्रतियुती', bn: 'প্রতিযুতি', gu: 'પ્રતિયુતિ' },
  { id: 'trine', angle: 120, orb: 7, transitOrb: 2, family: 'major', nature: 'harmonious', glyph: '△', en: 'Trine', hi: 'त्रिकोण', ta: 'திரிகோணம்', te: 'త్రికోణం', kn: 'ತ್ರಿಕೋಣ', ml: 'ത്രികോണം', mr: 'नवपंचम', bn: 'ত্রিকোণ', gu: 'ત્રિકોણ' },
  { id: 'square', angle: 90, orb: 7, transitOrb: 2, family: 'major', nature: 'challenging', glyph: '□', en: 'Square', hi: 'केंद्र (90°)', ta: 'கேந்திரம் (90°)', te: 'కేంద్రం (90°)', kn: 'ಕೇಂದ್ರ (90°)', ml: 'കേന്ദ്രം (90°)', mr: 'केंद्र (90°)', bn: 'কেন্দ্র (90°)', gu: 'કેન્દ્ર (90°)' },
  { id: 'sextile', angle: 60, orb: 5, transitOrb: 1.5, family: 'major', nature: 'harmonious', glyph: '⚹', en: 'Sextile', hi: 'सेक्सटाइल (60°)', ta: 'செக்ஸ்டைல் (60°)', te: 'సెక్స్టైల్ (60°)', kn: 'ಸೆಕ್ಸ್ಟೈಲ್ (60°)', ml: 'സെക്സ്റ്റൈൽ (60°)', mr: 'लाभ योग (60°)', bn: 'সেক্সটাইল (60°)', gu: 'સેક્સટાઇલ (60°)' },
  { id: 'quincunx', angle: 150, orb: 3, transitOrb: 1, family: 'minor', nature: 'challenging', glyph: '⚻', en: 'Quincunx', hi: 'क्विनकंक्स (150°)', ta: 'குவின்கன்க்ஸ் (150°)', te: 'క్విన్కంక్స్ (150°)', kn: 'ಕ್ವಿನ್ಕಂಕ್ಸ್ (150°)', ml: 'ക്വിൻകങ്ക്സ് (150°)', mr: 'षडाष्टक (150°)', bn: 'কুইনকাংক্স (150°)', gu: 'ક્વિનકંક્સ (150°)' },
  { id: 'semisextile', angle: 30, orb: 2, transitOrb: 1, family: 'minor', nature: 'harmonious', glyph: '⚺', en: 'Semi-sextile', hi: 'अर्ध-सेक्सटाइल (30°)', ta: 'அரை செக்ஸ்டைல் (30°)', te: 'అర్ధ సెక్స్టైల్ (30°)', kn: 'ಅರ್ಧ ಸೆಕ್ಸ್ಟೈಲ್ (30°)', ml: 'അർധ സെക്സ്റ്റൈൽ (30°)', mr: 'द्विर्द्वादश (30°)', bn: 'অর্ধ-সেক্সটাইল (30°)', gu: 'અર્ધ-સેક્સટાઇલ (30°)' },
  { id: 'semisquare', angle: 45, orb: 2, transitOrb: 1, family: 'minor', nature: 'challenging', glyph: '∠', en: 'Semi-square', hi: 'अर्ध-केंद्र (45°)', ta: 'அரை கேந்திரம் (45°)', te: 'అర్ధ కేంద్రం (45°)', kn: 'ಅರ್ಧ ಕೇಂದ್ರ (45°)', ml: 'അർധ കേന്ദ്രം (45°)', mr: 'अर्ध-केंद्र (45°)', bn: 'অর্ধ-কেন্দ্র (45°)', gu: 'અર્ધ-કેન્દ્ર (45°)' },
  { id: 'sesquiquadrate', angle: 135, orb: 2, transitOrb: 1, family: 'minor', nature: 'challenging', glyph: '⚼', en: 'Sesquiquadrate', hi: 'सार्ध-केंद्र (135°)', ta: 'ஒன்றரை கேந்திரம் (135°)', te: 'సార్ధ కేంద్రం (135°)', kn: 'ಸಾರ್ಧ ಕೇಂದ್ರ (135°)', ml: 'സാർധ കേന്ദ്രം (135°)', mr: 'सार्ध-केंद्र (135°)', bn: 'সার্ধ-কেন্দ্র (135°)', gu: 'સાર્ધ-કેન્દ્ર (135°)' },
  { id: 'quintile', angle: 72, orb: 2, transitOrb: 1, family: 'minor', nature: 'creative', glyph: 'Q', en: 'Quintile', hi: 'क्विंटाइल (72°)', ta: 'குவின்டைல் (72°)', te: 'క్విన్టైల్ (72°)', kn: 'ಕ್ವಿಂಟೈಲ್ (72°)', ml: 'ക്വിന്റൈൽ (72°)', mr: 'क्विंटाइल (72°)', bn: 'কুইন্টাইল (72°)', gu: 'ક્વિન્ટાઇલ (72°)' },
  { id: 'biquintile', angle: 144, orb: 2, transitOrb: 1, family: 'minor', nature: 'creative', glyph: 'bQ', en: 'Bi-quintile', hi: 'द्वि-क्विंटाइल (144°)', ta: 'இரு குவின்டைல் (144°)', te: 'ద్వి క్విన్టైల్ (144°)', kn: 'ದ್ವಿ ಕ್ವಿಂಟೈಲ್ (144°)', ml: 'ദ്വി ക്വിന്റൈൽ (144°)', mr: 'द्वि-क्विंटाइल (144°)', bn: 'দ্বি-কুইন্টাইল (144°)', gu: 'દ્વિ-ક્વિન્ટાઇલ (144°)' },
] as const satisfies readonly ({
  id: string; angle: number; orb: number; transitOrb: number; family: AspectFamily; nature: AspectNature; glyph: string;
} & Names)[];

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
