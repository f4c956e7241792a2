/**
 * The chara (movable) karakas of Jaimini astrology, in rank order: the graha with the highest degree in its sign
 * is the atmakaraka, the next the amatyakaraka, and so on. Sources: Jaimini's Upadesa Sutras (first chapter); BPHS,
 * the chapter on the karakas (the eight-karaka scheme with Rahu); P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach" (Sagar, 2000), ch. 8, who follows the eight-karaka scheme.
 *
 * `schemes` says in which schemes a karaka exists: the seven-karaka scheme (Sun to Saturn, as B.V. Raman and
 * K.N. Rao use it) has no pitrikaraka.
 *
 * Names in the seven other languages: the Sanskrit compound in each script, as the regional Jaimini books write
 * it, in the masculine noun form where the language makes one (Tamil Atmakarakan, Telugu Atmakarakudu, Malayalam
 * Atmakarakan); what each signifies in the language's own words.
 */
import type { Names, Text } from './text.ts';

/** The karaka schemes: 8 (Sun to Saturn and Rahu) or 7 (Sun to Saturn). */
export const KARAKA_SCHEMES = [8, 7] as const;
export type KarakaScheme = (typeof KARAKA_SCHEMES)[number];

interface KarakaRecord extends Names {
  readonly id: string;
  readonly signifies: Text;
  readonly schemes: readonly KarakaScheme[];
}

export const CHARA_KARAKAS = [
  { id: 'atma', en: 'Atmakaraka', hi: 'आत्मकारक', ta: 'ஆத்மகாரகன்', te: 'ఆత్మకారకుడు', kn: 'ಆತ್ಮಕಾರಕ', ml: 'ആത്മകാരകൻ', mr: 'आत्मकारक', bn: 'আত্মকারক', gu: 'આત્મકારક',
    signifies: { en: 'the self', hi: 'आत्मा', ta: 'ஆன்மா', te: 'ఆత్మ', kn: 'ಆತ್ಮ', ml: 'ആത്മാവ്', mr: 'आत्मा', bn: 'আত্মা', gu: 'આત્મા' }, schemes: [8, 7] },
  { id: 'amatya', en: 'Amatyakaraka', hi: 'अमात्यकारक', ta: 'அமாத்யகாரகன்', te: 'అమాత్యకారకుడు', kn: 'ಅಮಾತ್ಯಕಾರಕ', ml: 'അമാത്യകാരകൻ', mr: 'अमात्यकारक', bn: 'অমাত্যকারক', gu: 'અમાત્યકારક',
    signifies: { en: 'minister, career', hi: 'मंत्री, आजीविका', ta: 'அமைச்சர், தொழில்', te: 'మంత్రి, వృత్తి', kn: 'ಮಂತ್ರಿ, ವೃತ್ತಿ', ml: 'മന്ത്രി, തൊഴിൽ', mr: 'मंत्री, व्यवसाय', bn: 'মন্ত্রী, পেশা', gu: 'મંત્રી, વ્યવસાય' }, schemes: [8, 7] },
  { id: 'bhratri', en: 'Bhratrikaraka', hi: 'भ्रातृकारक', ta: 'பிராத்ருகாரகன்', te: 'భ్రాతృకారకుడు', kn: 'ಭ್ರಾತೃಕಾರಕ', ml: 'ഭ്രാതൃകാരകൻ', mr: 'भ्रातृकारक', bn: 'ভ্রাতৃকারক', gu: 'ભ્રાતૃકારક',
    signifies: { en: 'siblings', hi: 'भाई-बहन', ta: 'உடன்பிறந்தோர்', te: 'తోబుట్టువులు', kn: 'ಒಡಹುಟ್ಟಿದವರು', ml: 'സഹോദരങ്ങൾ', mr: 'भावंडे', bn: 'ভাইবোন', gu: 'ભાઈ-બહેન' }, schemes: [8, 7] },
  { id: 'matri', en: 'Matrikaraka', hi: 'मातृकारक', ta: 'மாத்ருகாரகன்', te: 'మాతృకారకుడు', kn: 'ಮಾತೃಕಾರಕ', ml: 'മാതൃകാരകൻ', mr: 'मातृकारक', bn: 'মাতৃকারক', gu: 'માતૃકારક',
    signifies: { en: 'mother', hi: 'माता', ta: 'தாய்', te: 'తల్లి', kn: 'ತಾಯಿ', ml: 'അമ്മ', mr: 'आई', bn: 'মাতা', gu: 'માતા' }, schemes: [8, 7] },
  { id: 'pitri', en: 'Pitrikaraka', hi: 'पितृकारक', ta: 'பித்ருகாரகன்', te: 'పితృకారకుడు', kn: 'ಪಿತೃಕಾರಕ', ml: 'പിതൃകാരകൻ', mr: 'पितृकारक', bn: 'পিতৃকারক', gu: 'પિતૃકારક',
    signifies: { en: 'father', hi: 'पिता', ta: 'தந்தை', te: 'తండ్రి', kn: 'ತಂದೆ', ml: 'അച്ഛൻ', mr: 'वडील', bn: 'পিতা', gu: 'પિતા' }, schemes: [8] },
  { id: 'putra', en: 'Putrakaraka', hi: 'पुत्रकारक', ta: 'புத்ரகாரகன்', te: 'పుత్రకారకుడు', kn: 'ಪುತ್ರಕಾರಕ', ml: 'പുത്രകാരകൻ', mr: 'पुत्रकारक', bn: 'পুত্রকারক', gu: 'પુત્રકારક',
    signifies: { en: 'children', hi: 'संतान', ta: 'பிள்ளைகள்', te: 'సంతానం', kn: 'ಮಕ್ಕಳು', ml: 'മക്കൾ', mr: 'संतती', bn: 'সন্তান', gu: 'સંતાન' }, schemes: [8, 7] },
  { id: 'gnati', en: 'Gnatikaraka', hi: 'ज्ञातिकारक', ta: 'ஞாதிகாரகன்', te: 'జ్ఞాతికారకుడు', kn: 'ಜ್ಞಾತಿಕಾರಕ', ml: 'ജ്ഞാതികാരകൻ', mr: 'ज्ञातिकारक', bn: 'জ্ঞাতিকারক', gu: 'જ્ઞાતિકારક',
    signifies: { en: 'relatives, rivals, disease', hi: 'कुटुंबी, शत्रु, रोग', ta: 'உறவினர், பகைவர், நோய்', te: 'జ్ఞాతులు, శత్రువులు, రోగం', kn: 'ದಾಯಾದಿಗಳು, ಶತ್ರುಗಳು, ರೋಗ', ml: 'ബന്ധുക്കൾ, ശത്രുക്കൾ, രോഗം', mr: 'नातेवाईक, शत्रू, रोग', bn: 'জ্ঞাতি, শত্রু, রোগ', gu: 'સગાં, શત્રુ, રોગ' }, schemes: [8, 7] },
  { id: 'dara', en: 'Darakaraka', hi: 'दारकारक', ta: 'தாரகாரகன்', te: 'దారకారకుడు', kn: 'ದಾರಕಾರಕ', ml: 'ദാരകാരകൻ', mr: 'दारकारक', bn: 'দারকারক', gu: 'દારકારક',
    signifies: { en: 'spouse', hi: 'जीवनसाथी', ta: 'வாழ்க்கைத் துணை', te: 'జీవిత భాగస్వామి', kn: 'ಬಾಳಸಂಗಾತಿ', ml: 'ജീവിതപങ്കാളി', mr: 'जोडीदार', bn: 'জীবনসঙ্গী', gu: 'જીવનસાથી' }, schemes: [8, 7] },
] as const satisfies readonly KarakaRecord[];

export type CharaKaraka = (typeof CHARA_KARAKAS)[number];
export type CharaKarakaId = CharaKaraka['id'];

/** The karakas of a scheme in rank order (8: atma … dara; 7: the same without pitri). */
export function karakasOfScheme(scheme: KarakaScheme): readonly CharaKaraka[] {
  return CHARA_KARAKAS.filter((karaka) => (karaka.schemes as readonly KarakaScheme[]).includes(scheme));
}
