/**
 * The chara (movable) karakas of Jaimini astrology, in rank order: the graha with the highest degree in its sign
 * is the atmakaraka, the next the amatyakaraka, and so on. Sources: Jaimini's Upadesa Sutras (first chapter); BPHS,
 * the chapter on the karakas (the eight-karaka scheme with Rahu); P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach" (Sagar, 2000), ch. 8, who follows the eight-karaka scheme.
 *
 * `schemes` says in which schemes a karaka exists: the seven-karaka scheme (Sun to Saturn, as B.V. Raman and
 * K.N. Rao use it) has no pitrikaraka.
 */
import type { Text } from './text.ts';

/** The karaka schemes: 8 (Sun to Saturn and Rahu) or 7 (Sun to Saturn). */
export const KARAKA_SCHEMES = [8, 7] as const;
export type KarakaScheme = (typeof KARAKA_SCHEMES)[number];

interface KarakaRecord {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  readonly signifies: Text;
  readonly schemes: readonly KarakaScheme[];
}

export const CHARA_KARAKAS = [
  { id: 'atma', en: 'Atmakaraka', hi: 'आत्मकारक', signifies: { en: 'the self', hi: 'आत्मा' }, schemes: [8, 7] },
  { id: 'amatya', en: 'Amatyakaraka', hi: 'अमात्यकारक', signifies: { en: 'minister, career', hi: 'मंत्री, आजीविका' }, schemes: [8, 7] },
  { id: 'bhratri', en: 'Bhratrikaraka', hi: 'भ्रातृकारक', signifies: { en: 'siblings', hi: 'भाई-बहन' }, schemes: [8, 7] },
  { id: 'matri', en: 'Matrikaraka', hi: 'मातृकारक', signifies: { en: 'mother', hi: 'माता' }, schemes: [8, 7] },
  { id: 'pitri', en: 'Pitrikaraka', hi: 'पितृकारक', signifies: { en: 'father', hi: 'पिता' }, schemes: [8] },
  { id: 'putra', en: 'Putrakaraka', hi: 'पुत्रकारक', signifies: { en: 'children', hi: 'संतान' }, schemes: [8, 7] },
  { id: 'gnati', en: 'Gnatikaraka', hi: 'ज्ञातिकारक', signifies: { en: 'relatives, rivals, disease', hi: 'कुटुंबी, शत्रु, रोग' }, schemes: [8, 7] },
  { id: 'dara', en: 'Darakaraka', hi: 'दारकारक', signifies: { en: 'spouse', hi: 'जीवनसाथी' }, schemes: [8, 7] },
] as const satisfies readonly KarakaRecord[];

export type CharaKaraka = (typeof CHARA_KARAKAS)[number];
export type CharaKarakaId = CharaKaraka['id'];

/** The karakas of a scheme in rank order (8: atma … dara; 7: the same without pitri). */
export function karakasOfScheme(scheme: KarakaScheme): readonly CharaKaraka[] {
  return CHARA_KARAKAS.filter((karaka) => (karaka.schemes as readonly KarakaScheme[]).includes(scheme));
}
