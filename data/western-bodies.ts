/**
 * The bodies and points of a Western (tropical) chart, one record each: the id the engine and the API use,
 * English and Hindi names, the Unicode glyph astrologers draw, and the kind.
 *
 * Kinds: the two luminaries, the eight planets from Mercury to Pluto (Pluto kept with the planets, as every
 * astrological ephemeris does), the Moon's nodes (mean and true: the Moon's ascending node, the north node;
 * the south node is always opposite) and the mean lunar apogee (Black Moon Lilith). The Part of Fortune is a
 * chart point computed from the ascendant and the luminaries, not an ephemeris body.
 *
 * Optional bodies (`optional: true`), shown when a request names them (`bodies=`): the true (osculating) lunar
 * apogee, the centaur Chiron and the four first asteroids, Ceres, Pallas, Juno and Vesta
 * (astro/western/minor-bodies.ts; the integration seeds are data/minor-bodies.ts).
 *
 * Hindi names: the planets' names as Hindi almanacs print them (अरुण, वरुण, यम are the usual Sanskritised names
 * of Uranus, Neptune and Pluto, with the English name beside them); the nodes and the apogee translated
 * (चंद्रपात, "the Moon's node"; चंद्र-उच्च, "the Moon's apogee"); Chiron and the asteroids transliterated as Hindi
 * astronomy texts write them (काइरन, सेरेस, पैलस, जूनो, वेस्टा).
 *
 * The seven other languages: the Sun to Saturn by the graha names of data/grahas.ts, the node as Rahu and the
 * ascendant as the lagna of data/bhavas.ts, qualified mean or true as the almanacs qualify a mean and a true Rahu;
 * Uranus, Neptune and Pluto as each language's astrology writers name them (Marathi and Gujarati हर्षल / હર્ષલ,
 * Herschel's name, as their almanacs print Uranus; elsewhere transliterated, Tamil யுரேனஸ்), Lilith, Chiron, the
 * asteroids and the vertex transliterated; the angles translated like the Hindi (Tamil நடுவானம், "mid-sky", and
 * பாதாளம் with the house they begin), the Part of Fortune as the Tajika Bhagya saham, the modalities as the
 * rashis' chara, sthira and dvisvabhava (Tamil and Malayalam ubhaya), the elements as each language names them.
 */
import { bhavaByNumber } from './bhavas.ts';
import { GRAHAS, type GrahaId } from './grahas.ts';
import type { Names } from './text.ts';

/** The seven new languages of `LANGS` besides English and Hindi. */
type NewLang = 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu';
type NewNames = Readonly<Record<NewLang, string>>;

/** The seven new languages' forms of a record written in all nine. */
function sevenOf({ ta, te, kn, ml, mr, bn, gu }: NewNames): NewNames {
  return { ta, te, kn, ml, mr, bn, gu };
}

/** A graha's name in the seven new languages, as data/grahas.ts writes it: the bodies both traditions share. */
export function grahaNames(id: GrahaId): NewNames {
  return sevenOf(GRAHAS.find((graha) => graha.id === id)!);
}

/** `names` with `qualifier` in parentheses, in each of the seven languages: the mean or true node and apogee. */
function qualified(names: NewNames, qualifier: NewNames): NewNames {
  return Object.fromEntries(Object.entries(names).map(([lang, name]) => [lang, `${name} (${qualifier[lang as NewLang]})`])) as unknown as NewNames;
}

/** The mean and the true (osculating) point, as each language's almanacs qualify a mean and a true Rahu. */
const MEAN: NewNames = { ta: 'சராசரி', te: 'మధ్యమ', kn: 'ಮಧ್ಯಮ', ml: 'മധ്യമം', mr: 'मध्यम', bn: 'মধ্যম', gu: 'મધ્યમ' };
const TRUE: NewNames = { ta: 'உண்மை', te: 'స్పష్ట', kn: 'ಸ್ಪಷ್ಟ', ml: 'സ്ഫുടം', mr: 'स्पष्ट', bn: 'স্পষ্ট', gu: 'સ્પષ્ટ' };

/** Black Moon Lilith, transliterated as each language's astrology writers spell it. */
const LILITH: NewNames = {
  ta: 'பிளாக் மூன் லிலித்', te: 'బ్లాక్ మూన్ లిలిత్', kn: 'ಬ್ಲ್ಯಾಕ್ ಮೂನ್ ಲಿಲಿತ್', ml: 'ബ്ലാക്ക് മൂൺ ലിലിത്ത്',
  mr: 'ब्लॅक मून लिलिथ', bn: 'ব্ল্যাক মুন লিলিথ', gu: 'બ્લેક મૂન લિલિથ',
};

export type WesternBodyKind = 'luminary' | 'planet' | 'node' | 'apogee' | 'centaur' | 'asteroid';

export const WESTERN_BODIES = [
  { id: 'sun', en: 'Sun', hi: 'सूर्य', ...grahaNames('sun'), glyph: '☉', kind: 'luminary' },
  { id: 'moon', en: 'Moon', hi: 'चंद्र', ...grahaNames('moon'), glyph: '☽', kind: 'luminary' },
  { id: 'mercury', en: 'Mercury', hi: 'बुध', ...grahaNames('mercury'), glyph: '☿', kind: 'planet' },
  { id: 'venus', en: 'Venus', hi: 'शुक्र', ...grahaNames('venus'), glyph: '♀', kind: 'planet' },
  { id: 'mars', en: 'Mars', hi: 'मंगल', ...grahaNames('mars'), glyph: '♂', kind: 'planet' },
  { id: 'jupiter', en: 'Jupiter', hi: 'बृहस्पति', ...grahaNames('jupiter'), glyph: '♃', kind: 'planet' },
  { id: 'saturn', en: 'Saturn', hi: 'शनि', ...grahaNames('saturn'), glyph: '♄', kind: 'planet' },
  { id: 'uranus', en: 'Uranus', hi: 'अरुण (यूरेनस)', ta: 'யுரேனஸ்', te: 'యురేనస్', kn: 'ಯುರೇನಸ್', ml: 'യുറാനസ്', mr: 'हर्षल', bn: 'ইউরেনাস', gu: 'હર્ષલ', glyph: '♅', kind: 'planet' },
  { id: 'neptune', en: 'Neptune', hi: 'वरुण (नेपच्यून)', ta: 'நெப்டியூன்', te: 'నెప్ట్యూన్', kn: 'ನೆಪ್ಚೂನ್', ml: 'നെപ്റ്റ്യൂൺ', mr: 'नेपच्यून', bn: 'নেপচুন', gu: 'નેપ્ચ્યુન', glyph: '♆', kind: 'planet' },
  { id: 'pluto', en: 'Pluto', hi: 'यम (प्लूटो)', ta: 'புளூட்டோ', te: 'ప్లూటో', kn: 'ಪ್ಲೂಟೋ', ml: 'പ്ലൂട്ടോ', mr: 'प्लुटो', bn: 'প্লুটো', gu: 'પ્લુટો', glyph: '♇', kind: 'planet' },
  { id: 'mean-node', en: 'North Node (mean)', hi: 'उत्तर चंद्रपात (मध्यम)', ...qualified(grahaNames('rahu'), MEAN), glyph: '☊', kind: 'node' },
  { id: 'true-node', en: 'North Node (true)', hi: 'उत्तर चंद्रपात (स्पष्ट)', ...qualified(grahaNames('rahu'), TRUE), glyph: '☊', kind: 'node' },
  { id: 'mean-lilith', en: 'Black Moon Lilith (mean)', hi: 'ब्लैक मून लिलिथ (मध्यम चंद्र-उच्च)', ...qualified(LILITH, MEAN), glyph: '⚸', kind: 'apogee' },
  { id: 'true-lilith', en: 'Black Moon Lilith (true)', hi: 'ब्लैक मून लिलिथ (स्पष्ट चंद्र-उच्च)', ...qualified(LILITH, TRUE), glyph: '⚸', kind: 'apogee', optional: true },
  { id: 'chiron', en: 'Chiron', hi: 'काइरन', ta: 'கைரான்', te: 'కైరాన్', kn: 'ಕೈರಾನ್', ml: 'കൈറോൺ', mr: 'कायरन', bn: 'কাইরন', gu: 'કાયરન', glyph: '⚷', kind: 'centaur', optional: true },
  { id: 'ceres', en: 'Ceres', hi: 'सेरेस', ta: 'சீரிஸ்', te: 'సెరెస్', kn: 'ಸೆರೆಸ್', ml: 'സീറീസ്', mr: 'सेरेस', bn: 'সেরেস', gu: 'સીરિસ', glyph: '⚳', kind: 'asteroid', optional: true },
  { id: 'pallas', en: 'Pallas', hi: 'पैलस', ta: 'பல்லாஸ்', te: 'పల్లాస్', kn: 'ಪಲ್ಲಾಸ್', ml: 'പല്ലാസ്', mr: 'पॅलस', bn: 'প্যালাস', gu: 'પેલાસ', glyph: '⚴', kind: 'asteroid', optional: true },
  { id: 'juno', en: 'Juno', hi: 'जूनो', ta: 'ஜூனோ', te: 'జూనో', kn: 'ಜೂನೋ', ml: 'ജൂണോ', mr: 'जूनो', bn: 'জুনো', gu: 'જૂનો', glyph: '⚵', kind: 'asteroid', optional: true },
  { id: 'vesta', en: 'Vesta', hi: 'वेस्टा', ta: 'வெஸ்டா', te: 'వెస్టా', kn: 'ವೆಸ್ಟಾ', ml: 'വെസ്റ്റ', mr: 'वेस्टा', bn: 'ভেস্টা', gu: 'વેસ્ટા', glyph: '⚶', kind: 'asteroid', optional: true },
] as const satisfies readonly ({ id: string; glyph: string; kind: WesternBodyKind; optional?: true } & Names)[];

export type WesternBodyRecord = (typeof WESTERN_BODIES)[number];
export type WesternBodyId = WesternBodyRecord['id'];

/** Every id, in the order of the table (the order of a chart's body list). */
export const WESTERN_BODY_IDS = WESTERN_BODIES.map((body) => body.id) as readonly WesternBodyId[];

/** The bodies every chart shows: all but the optional ones. */
export const CHART_BODY_IDS = WESTERN_BODIES.filter((body) => !('optional' in body)).map((body) => body.id) as readonly WesternBodyId[];

/** The bodies a request adds by naming them (`bodies=`). */
export const OPTIONAL_BODY_IDS = WESTERN_BODIES.filter((body) => 'optional' in body).map((body) => body.id) as unknown as readonly [OptionalBodyId, ...OptionalBodyId[]];
export type OptionalBodyId = Extract<WesternBodyRecord, { optional: true }>['id'];

/** The ten planets in the astronomical sense of a chart (luminaries and Mercury … Pluto): what aspects and patterns are drawn between by default. */
export const WESTERN_PLANET_IDS = WESTERN_BODY_IDS.filter((id) => {
  const kind = WESTERN_BODIES.find((body) => body.id === id)!.kind;
  return kind === 'luminary' || kind === 'planet';
}) as readonly WesternPlanetId[];
export type WesternPlanetId = Extract<WesternBodyRecord, { kind: 'luminary' | 'planet' }>['id'];

/** The chart points that are not bodies: the four angles, the vertex and the Part of Fortune. */
export const WESTERN_POINTS = [
  { id: 'ascendant', en: 'Ascendant', hi: 'लग्न', ...sevenOf(bhavaByNumber(1)), glyph: 'Asc' },
  { id: 'midheaven', en: 'Midheaven', hi: 'मध्य आकाश (दशम)', ta: 'நடுவானம் (பத்தாம் பாவம்)', te: 'మధ్యాకాశం (దశమం)', kn: 'ಮಧ್ಯಾಕಾಶ (ದಶಮ)', ml: 'മധ്യാകാശം (ദശമം)', mr: 'मध्याकाश (दशम)', bn: 'মধ্যগগন (দশম)', gu: 'મધ્યાકાશ (દશમ)', glyph: 'MC' },
  { id: 'descendant', en: 'Descendant', hi: 'सप्तम बिंदु', ta: 'ஏழாம் பாவ முனை', te: 'సప్తమ బిందువు', kn: 'ಸಪ್ತಮ ಬಿಂದು', ml: 'സപ്തമ ബിന്ദു', mr: 'सप्तम बिंदू', bn: 'সপ্তম বিন্দু', gu: 'સપ્તમ બિંદુ', glyph: 'Dsc' },
  { id: 'imum-coeli', en: 'Imum Coeli', hi: 'पाताल (चतुर्थ)', ta: 'பாதாளம் (நான்காம் பாவம்)', te: 'పాతాళం (చతుర్థం)', kn: 'ಪಾತಾಳ (ಚತುರ್ಥ)', ml: 'പാതാളം (ചതുർഥം)', mr: 'पाताळ (चतुर्थ)', bn: 'পাতাল (চতুর্থ)', gu: 'પાતાળ (ચતુર્થ)', glyph: 'IC' },
  { id: 'vertex', en: 'Vertex', hi: 'वर्टेक्स', ta: 'வெர்டெக்ஸ்', te: 'వర్టెక్స్', kn: 'ವರ್ಟೆಕ್ಸ್', ml: 'വെർടെക്സ്', mr: 'व्हर्टेक्स', bn: 'ভার্টেক্স', gu: 'વર્ટેક્સ', glyph: 'Vx' },
  { id: 'part-of-fortune', en: 'Part of Fortune', hi: 'भाग्य सहम', ta: 'பாக்கிய சகம்', te: 'భాగ్య సహమ్', kn: 'ಭಾಗ್ಯ ಸಹಮ', ml: 'ഭാഗ്യ സഹമം', mr: 'भाग्य सहम', bn: 'ভাগ্য সহম', gu: 'ભાગ્ય સહમ', glyph: '⊗' },
] as const satisfies readonly ({ id: string; glyph: string } & Names)[];

export type WesternPointId = (typeof WESTERN_POINTS)[number]['id'];

/** Western names of the three modalities (the sign table's movable, fixed, dual). */
export const WESTERN_MODALITIES = [
  { id: 'cardinal', signModality: 'movable', en: 'Cardinal', hi: 'चर', ta: 'சரம்', te: 'చర', kn: 'ಚರ', ml: 'ചരം', mr: 'चर', bn: 'চর', gu: 'ચર' },
  { id: 'fixed', signModality: 'fixed', en: 'Fixed', hi: 'स्थिर', ta: 'ஸ்திரம்', te: 'స్థిర', kn: 'ಸ್ಥಿರ', ml: 'സ്ഥിരം', mr: 'स्थिर', bn: 'স্থির', gu: 'સ્થિર' },
  { id: 'mutable', signModality: 'dual', en: 'Mutable', hi: 'द्विस्वभाव', ta: 'உபயம்', te: 'ద్విస్వభావ', kn: 'ದ್ವಿಸ್ವಭಾವ', ml: 'ഉഭയം', mr: 'द्विस्वभाव', bn: 'দ্বিস্বভাব', gu: 'દ્વિસ્વભાવ' },
] as const satisfies readonly ({ id: string; signModality: string } & Names)[];
export type WesternModality = (typeof WESTERN_MODALITIES)[number]['id'];

/** The four elements in their Western order. */
export const WESTERN_ELEMENTS = [
  { id: 'fire', en: 'Fire', hi: 'अग्नि', ta: 'நெருப்பு', te: 'అగ్ని', kn: 'ಅಗ್ನಿ', ml: 'അഗ്നി', mr: 'अग्नी', bn: 'অগ্নি', gu: 'અગ્નિ' },
  { id: 'earth', en: 'Earth', hi: 'पृथ्वी', ta: 'நிலம்', te: 'భూమి', kn: 'ಭೂಮಿ', ml: 'ഭൂമി', mr: 'पृथ्वी', bn: 'পৃথিবী', gu: 'પૃથ્વી' },
  { id: 'air', en: 'Air', hi: 'वायु', ta: 'காற்று', te: 'వాయువు', kn: 'ವಾಯು', ml: 'വായു', mr: 'वायू', bn: 'বায়ু', gu: 'વાયુ' },
  { id: 'water', en: 'Water', hi: 'जल', ta: 'நீர்', te: 'జలం', kn: 'ಜಲ', ml: 'ജലം', mr: 'जल', bn: 'জল', gu: 'જળ' },
] as const satisfies readonly ({ id: string } & Names)[];
export type WesternElement = (typeof WESTERN_ELEMENTS)[number]['id'];
