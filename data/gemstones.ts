/**
 * The gemstones of jyotish: the nine ratnas of the navagrahas and their upratnas (substitute stones), one record
 * per stone, with the words (en/hi), mineral facts, wearing customs and precautions a recommendation needs; the
 * rules of the recommendation engine (`astro/recommendations/gemstones.ts`) as closed vocabularies with their
 * sources. Everything here is written in this product's own words; nothing is quoted.
 *
 * Sources, abbreviated in `source` fields (`GEMSTONE_SOURCES` spells each out):
 * - GIA: mineral species, Mohs hardness, refractive index (RI) and specific gravity (SG) as tabulated in the GIA
 *   Gem Reference Guide (Gemological Institute of America, 1995) and the GIA gem encyclopedia pages
 *   (gia.edu/<gem>-description); the same ranges are printed in Gems & Gemology (grossular: Manson & Stockton,
 *   Winter 1982) and on the laboratory and trade pages listed under GEMLAB.
 * - GEMLAB: the same mineral data as printed by gemologyproject.com (grossular), navratangemlab.com (pearl,
 *   cat's eye), swdgems.com (corundum), tradeshop.com (coral); chrysoberyl hardness and SG also in M. D.
 *   Rothschild, "A Hand-Book of Precious Stones" (1890).
 * - RRS: the planet of each ratna and their Sanskrit names: Rasa Ratna Samuccaya ch. 4 (Mishra translation,
 *   table of the nine ratnas and grahas); the interface spec's planet table gives the same pairing.
 * - FS: Tilak Raj, "Remedies of Astrological Science", ch. 5 "Gems of planets" (Future Point; printed at
 *   futuresamachar.com/en/book/remedies-of-astrological-science-345/35): the lagna lord's stone is the life stone
 *   (jeevana ratna); trikona lords' stones are auspicious; stones of lords of malefic houses are avoided or worn
 *   only in their own mahadasha.
 * - AB: Arun Bansal, "Ratna Vichar", Future Samachar, January 2016 (futuresamachar.com/en/ratna-vichar-7706):
 *   lagna lord's gem = life stone, 9th lord's = lucky stone, yogakaraka's = karaka gem; stones of inauspicious
 *   grahas are given up; a graha in a trik house (6, 8, 12) or in an enemy or debilitation sign is less auspicious.
 * - UG: "Use of gems", futuresamachar.com/en/use-of-gems-6045: a trikona lord placed in a trik house (6, 8, 12)
 *   should not be strengthened with its ratna (the page says a substitute); gems of evil-house lords increase
 *   difficulties.
 * - AP: astropeep.com/2017/lucky-gemstone-select-gemstone/ (the lagna lord, the 5th and 9th lords and the lagna
 *   lord's friends are the basis; a table of stones per lagna).
 * - MJP: myjewelersplace.com, "Gemstone Conflicts": ruby conflicts with blue sapphire, diamond and cat's eye;
 *   pearl with cat's eye; yellow sapphire with emerald and diamond; emerald with pearl; diamond with ruby and
 *   pearl; blue sapphire with ruby, pearl and red coral; red coral with emerald and blue sapphire.
 * - HZ: herzindagi.com, "Which gemstones should not be worn together" (Pankaj Khanna): hessonite and cat's eye
 *   never together; pearl not with the stones of Rahu and Ketu.
 * - AK: astrokrsna.com/2016/05/25 "Things to remember while wearing gemstone": stones of 6th, 8th and 12th lords
 *   not worn; stones of ascendant and trine lords good; stones of mutually inimical planets not worn together.
 * - TRIAL: vedhoroscope.com "Best gemstone by zodiac sign" (a three-day trial for blue sapphire); ninetreasures.com
 *   (blue sapphire shows its effect within three days); jyotshivirbhagat.com (blue sapphire kept under the pillow
 *   a week first); astrorrachita.blogspot.com 2015/10 (only the stones of Rahu and Ketu, hessonite and cat's eye,
 *   can act adversely, so they are tried first).
 * - TIME: the wearing times printed at astrofocus-india.com/gems/mantra_gem.asp and sunnyk.ca/pages/10963.htm
 *   (in the morning of Shukla paksha, within about an hour of sunrise on the planet's day, in the planet's hora).
 * - WT: minimum weights, in carats (one ratti taken as 0.91 carat), the lower bound the sources below agree on:
 *   ruby 3 (ishwarcenter.org/ruby.htm 2–6 ct; webdunia Gujarati "Ratna vigyan" 3 ratti); pearl 4 (webdunia 2–6
 *   ratti; astrohelpcentre.com 5.25 ratti); red coral 5 (webdunia: above 5 ratti); emerald 3 (pawankaushik.com
 *   3–6 ct; gurukrupagems.com: 3 ct and above for any stone); yellow sapphire 3 (webdunia Hindi Meen rashi page
 *   3–4 ratti; goelgems.com 4–8 ct); diamond 0.1 (earth-essences.net 10–20 cents); blue sapphire 3 (pandit.com
 *   at least 3.5 ratti; thevediccrystals.com 3–6 ct); hessonite 5 and cat's eye 3 (talisman.ro: 6 and 3 units,
 *   read as ratti). No source gives weights for the upratnas; they carry none.
 * - SUB: upratnas: astrohelpcentre.com (ruby: red spinel, pyrope garnet; pearl: moonstone), vedhoroscope.com
 *   (red carnelian for coral; amethyst for blue sapphire), ratnasagarjewels.com (yellow topaz and citrine for
 *   yellow sapphire; iolite for blue sapphire, "milder"), samirupadhyay.com (amethyst), tarotforum.net and
 *   athena523.tripod.com (peridot and green tourmaline for emerald; zircon for diamond; tiger's eye for cat's
 *   eye), bentleyandlo.com (white topaz and zircon for diamond, red spinel for ruby), neelampande.blogspot.com
 *   (clear zircon for diamond), iafaforallergy.com (zircon as gomed), talisman.ro (zircon named with gomed).
 * - EFF: how much an upratna does relative to its ratna. No source found gives a number: iafaforallergy.com
 *   says upratnas have far less efficacy, ratnasagarjewels.com calls the substitutes milder, aajtak.in says they
 *   act for a shorter time; sanskritisarita.com holds they share the ratna's qualities. So every upratna is
 *   `milder`, and no percentage is given.
 */
import type { GrahaId } from './grahas.ts';
import type { Text, TextList } from './text.ts';

/** The sources cited by abbreviation in the records below. */
export const GEMSTONE_SOURCES = {
  GIA: 'GIA Gem Reference Guide (1995) and gia.edu gem encyclopedia; Gems & Gemology 18(4), 1982 (grossular)',
  GEMLAB: 'gemologyproject.com, navratangemlab.com, swdgems.com, tradeshop.com; Rothschild, A Hand-Book of Precious Stones (1890)',
  RRS: 'Rasa Ratna Samuccaya ch. 4 (table of the nine ratnas and grahas)',
  FS: 'Tilak Raj, Remedies of Astrological Science, ch. 5 (futuresamachar.com/en/book/remedies-of-astrological-science-345/35)',
  AB: 'Arun Bansal, "Ratna Vichar", Future Samachar, Jan 2016 (futuresamachar.com/en/ratna-vichar-7706)',
  UG: '"Use of gems", futuresamachar.com/en/use-of-gems-6045',
  AP: 'astropeep.com/2017/lucky-gemstone-select-gemstone/',
  MJP: 'myjewelersplace.com, "Gemstone Conflicts"',
  HZ: 'herzindagi.com, "Which gemstones should not be worn together" (Pankaj Khanna)',
  AK: 'astrokrsna.com/2016/05/25/things-to-remember-while-wearing-gemstone/',
  TRIAL: 'vedhoroscope.com (best gemstone by zodiac sign); ninetreasures.com (blue sapphire); jyotshivirbhagat.com; astrorrachita.blogspot.com 2015/10',
  TIME: 'astrofocus-india.com/gems/mantra_gem.asp; sunnyk.ca/pages/10963.htm',
  WT: 'ishwarcenter.org/ruby.htm; webdunia (Gujarati ratna vigyan, Hindi Meen rashi); astrohelpcentre.com; pawankaushik.com; gurukrupagems.com; goelgems.com; pandit.com; thevediccrystals.com; earth-essences.net; talisman.ro',
  SUB: 'astrohelpcentre.com; vedhoroscope.com; ratnasagarjewels.com; samirupadhyay.com; tarotforum.net; bentleyandlo.com; neelampande.blogspot.com; iafaforallergy.com',
  EFF: 'iafaforallergy.com (upratna); ratnasagarjewels.com; aajtak.in (chaal chakra, 22 Feb 2018); sanskritisarita.com',
} as const;
export type GemstoneSourceId = keyof typeof GEMSTONE_SOURCES;

/** A closed range of a physical quantity (min = max when sources give one value). */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** Ratna: the principal stone of a graha; upratna: a substitute stone. */
export type GemstoneKind = 'ratna' | 'upratna';

/**
 * How much an upratna does relative to its ratna (see EFF in the header): `full` for the ratna itself, `milder`
 * for every substitute. No source gives a percentage, so none is stated.
 */
export const GEMSTONE_EFFECTIVENESS = [
  {
    id: 'full', en: 'Full strength: the principal stone of the planet', hi: 'पूर्ण प्रभाव: ग्रह का मुख्य रत्न',
    source: 'RRS',
  },
  {
    id: 'milder', en: 'Milder and slower than the principal stone', hi: 'मुख्य रत्न से हल्का और धीमा प्रभाव',
    source: 'EFF',
  },
] as const satisfies readonly (Text & { readonly id: string; readonly source: string })[];
export type GemstoneEffectivenessId = (typeof GEMSTONE_EFFECTIVENESS)[number]['id'];

/** How to tell a genuine stone: RI and SG ranges (GIA) and what to look for, in words. */
interface Verification {
  /** Refractive index range; null for organic or aggregate material read only as a spot value elsewhere. */
  readonly refractiveIndex: Range | null;
  readonly specificGravity: Range;
  /** Inclusions, optical behaviour and common imitations, one or two sentences. */
  readonly signs: Text;
}

interface GemstoneBase {
  /** Lowercase, url-safe: the API path value. */
  readonly id: string;
  readonly kind: GemstoneKind;
  readonly en: string;
  readonly hi: string;
  /** The Sanskrit (or classical) name; null for a substitute with no traditional name. */
  readonly sanskrit: string | null;
  readonly planet: GrahaId;
  /** Mineral species (and variety) or organic material. */
  readonly mineral: Text;
  readonly hardnessMohs: Range;
  readonly colours: TextList;
  /** What the stone is said to strengthen, one sentence. */
  readonly properties: Text;
  readonly verification: Verification;
  readonly effectiveness: GemstoneEffectivenessId;
  readonly source: string;
}

interface RatnaRecord extends GemstoneBase {
  readonly kind: 'ratna';
  /** Upratna ids, closest substitute first. */
  readonly substitutes: readonly string[];
  /** Three short benefits (the zodiac response's `benefits`). */
  readonly benefits: TextList;
  /** Smallest weight commonly prescribed, carats (WT). */
  readonly minimumCarats: number;
  /** Days to wear or keep the stone on trial before wearing it for good; null when no trial is customary. */
  readonly trialDays: number | null;
}

interface UpratnaRecord extends GemstoneBase {
  readonly kind: 'upratna';
  /** The ratna it stands in for. */
  readonly substituteFor: string;
}

/** One record per stone: the nine ratnas (Sun … Ketu) then the upratnas, grouped by ratna. */
export const GEMSTONES = [
  // ── Ratnas ────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'ruby', kind: 'ratna', en: 'Ruby', hi: 'माणिक्य', sanskrit: 'Manikya', planet: 'sun',
    mineral: { en: 'Corundum (red variety)', hi: 'कोरंडम (लाल किस्म)' },
    hardnessMohs: { min: 9, max: 9 },
    colours: { en: ['red', 'pinkish red', 'purplish red'], hi: ['लाल', 'गुलाबी लाल', 'बैंगनी लाल'] },
    properties: {
      en: 'Said to strengthen the Sun: self-confidence, authority and vitality.',
      hi: 'सूर्य को बल देने वाला माना जाता है: आत्मविश्वास, अधिकार और जीवनशक्ति।',
    },
    benefits: {
      en: ['Confidence and leadership', 'Recognition from superiors and the state', 'Energy and good circulation'],
      hi: ['आत्मविश्वास और नेतृत्व', 'अधिकारियों और शासन से मान', 'ऊर्जा और अच्छा रक्तसंचार'],
    },
    verification: {
      refractiveIndex: { min: 1.762, max: 1.770 }, specificGravity: { min: 3.97, max: 4.05 },
      signs: {
        en: 'Doubly refractive; fine rutile "silk", fingerprints and crystals inside; red garnet and spinel are singly refractive, glass shows round bubbles.',
        hi: 'द्विअपवर्तक; भीतर महीन रूटाइल "रेशम", अंगुलि-छाप जैसे निशान और क्रिस्टल; लाल गार्नेट और स्पिनेल एकल अपवर्तक होते हैं, काँच में गोल बुलबुले दिखते हैं।',
      },
    },
    substitutes: ['red-spinel', 'garnet'], minimumCarats: 3, trialDays: null, effectiveness: 'full',
    source: 'RRS; GIA; WT; SUB',
  },
  {
    id: 'pearl', kind: 'ratna', en: 'Pearl', hi: 'मोती', sanskrit: 'Mukta', planet: 'moon',
    mineral: { en: 'Organic: nacre (aragonite and conchiolin)', hi: 'जैविक: सीप की परत (एरागोनाइट और कोंकियोलिन)' },
    hardnessMohs: { min: 2.5, max: 4.5 },
    colours: { en: ['white', 'cream', 'silvery white'], hi: ['सफ़ेद', 'क्रीम', 'चाँदी जैसा सफ़ेद'] },
    properties: {
      en: 'Said to strengthen the Moon: a calm mind, emotional balance and good sleep.',
      hi: 'चंद्रमा को बल देने वाला माना जाता है: शांत मन, भावनात्मक संतुलन और अच्छी नींद।',
    },
    benefits: {
      en: ['Calm and steady emotions', 'Better relations with the mother and the public', 'Restful sleep'],
      hi: ['शांत और स्थिर भावनाएँ', 'माता और जनता से अच्छे संबंध', 'गहरी नींद'],
    },
    verification: {
      refractiveIndex: { min: 1.52, max: 1.69 }, specificGravity: { min: 2.60, max: 2.78 },
      signs: {
        en: 'Feels gritty when rubbed gently on a tooth (overlapping nacre platelets); imitations feel smooth; an X-ray shows a bead nucleus in a cultured pearl.',
        hi: 'दाँत पर हल्के से रगड़ने पर खुरदुरा लगता है (परतदार सीप); नकली मोती चिकना लगता है; एक्स-रे से कल्चर्ड मोती के भीतर का मनका दिखता है।',
      },
    },
    substitutes: ['moonstone'], minimumCarats: 4, trialDays: null, effectiveness: 'full',
    source: 'RRS; GEMLAB; WT; SUB',
  },
  {
    id: 'red-coral', kind: 'ratna', en: 'Red Coral', hi: 'मूंगा', sanskrit: 'Pravala (Vidruma)', planet: 'mars',
    mineral: { en: 'Organic: calcite skeleton of precious coral (Corallium)', hi: 'जैविक: मूंगे (कोरालियम) का कैल्साइट कंकाल' },
    hardnessMohs: { min: 3, max: 4 },
    colours: { en: ['red', 'orange red', 'deep red'], hi: ['लाल', 'नारंगी लाल', 'गहरा लाल'] },
    properties: {
      en: 'Said to strengthen Mars: courage, stamina and decisive action.',
      hi: 'मंगल को बल देने वाला माना जाता है: साहस, सहनशक्ति और निर्णायक कर्म।',
    },
    benefits: {
      en: ['Courage and initiative', 'Physical stamina', 'Help with property and siblings'],
      hi: ['साहस और पहल', 'शारीरिक सहनशक्ति', 'भूमि-संपत्ति और भाई-बहनों में सहायता'],
    },
    verification: {
      refractiveIndex: { min: 1.486, max: 1.658 }, specificGravity: { min: 2.60, max: 2.70 },
      signs: {
        en: 'Fine parallel growth lines like wood grain and a waxy lustre; dyed bamboo coral and plastic show colour in cracks or no grain.',
        hi: 'लकड़ी के रेशे जैसी महीन समानांतर रेखाएँ और मोम जैसी चमक; रंगा हुआ बाँस-मूंगा और प्लास्टिक में दरारों में रंग या रेखाओं का अभाव दिखता है।',
      },
    },
    substitutes: ['carnelian'], minimumCarats: 5, trialDays: null, effectiveness: 'full',
    source: 'RRS; GEMLAB; WT; SUB',
  },
  {
    id: 'emerald', kind: 'ratna', en: 'Emerald', hi: 'पन्ना', sanskrit: 'Marakata', planet: 'mercury',
    mineral: { en: 'Beryl (green variety)', hi: 'बेरिल (हरी किस्म)' },
    hardnessMohs: { min: 7.5, max: 8 },
    colours: { en: ['green', 'bluish green'], hi: ['हरा', 'नीलापन लिए हरा'] },
    properties: {
      en: 'Said to strengthen Mercury: intellect, speech and skill in trade.',
      hi: 'बुध को बल देने वाला माना जाता है: बुद्धि, वाणी और व्यापार-कौशल।',
    },
    benefits: {
      en: ['Clear thinking and memory', 'Persuasive speech', 'Success in commerce and study'],
      hi: ['स्पष्ट चिंतन और स्मरणशक्ति', 'प्रभावी वाणी', 'व्यापार और अध्ययन में सफलता'],
    },
    verification: {
      refractiveIndex: { min: 1.565, max: 1.602 }, specificGravity: { min: 2.67, max: 2.78 },
      signs: {
        en: 'Natural stones carry a "garden" of inclusions, often three-phase (liquid, gas, crystal); fractures are commonly filled with oil or resin; green glass and doublets lack them.',
        hi: 'प्राकृतिक पन्ने में समावेशों का "बगीचा" होता है, अक्सर तीन-अवस्था वाले (द्रव, गैस, क्रिस्टल); दरारें प्रायः तेल या राल से भरी जाती हैं; हरे काँच और डबलेट में ये नहीं होते।',
      },
    },
    substitutes: ['peridot', 'green-tourmaline'], minimumCarats: 3, trialDays: null, effectiveness: 'full',
    source: 'RRS; GIA; WT; SUB',
  },
  {
    id: 'yellow-sapphire', kind: 'ratna', en: 'Yellow Sapphire', hi: 'पुखराज', sanskrit: 'Pushparaga', planet: 'jupiter',
    mineral: { en: 'Corundum (yellow variety)', hi: 'कोरंडम (पीली किस्म)' },
    hardnessMohs: { min: 9, max: 9 },
    colours: { en: ['yellow', 'golden yellow', 'canary yellow'], hi: ['पीला', 'सुनहरा पीला', 'हल्का पीला'] },
    properties: {
      en: 'Said to strengthen Jupiter: wisdom, good fortune and blessings of teachers and children.',
      hi: 'बृहस्पति को बल देने वाला माना जाता है: ज्ञान, सौभाग्य और गुरु व संतान का आशीर्वाद।',
    },
    benefits: {
      en: ['Wisdom and sound judgement', 'Prosperity and good fortune', 'Support for marriage and children'],
      hi: ['ज्ञान और सही निर्णय', 'समृद्धि और सौभाग्य', 'विवाह और संतान में सहायता'],
    },
    verification: {
      refractiveIndex: { min: 1.762, max: 1.770 }, specificGravity: { min: 3.97, max: 4.05 },
      signs: {
        en: 'Doubly refractive with straight colour zoning and fine silk; yellow topaz (SG 3.53) and citrine (SG 2.65) are lighter in the hand and by heavy liquids.',
        hi: 'द्विअपवर्तक, सीधी रंग-पट्टियाँ और महीन रेशम; पीला टोपाज़ (आपेक्षिक घनत्व 3.53) और सुनैला (2.65) हल्के होते हैं।',
      },
    },
    substitutes: ['yellow-topaz', 'citrine'], minimumCarats: 3, trialDays: null, effectiveness: 'full',
    source: 'RRS; GIA; WT; SUB',
  },
  {
    id: 'diamond', kind: 'ratna', en: 'Diamond', hi: 'हीरा', sanskrit: 'Vajra', planet: 'venus',
    mineral: { en: 'Diamond (crystalline carbon)', hi: 'हीरा (क्रिस्टलीय कार्बन)' },
    hardnessMohs: { min: 10, max: 10 },
    colours: { en: ['colourless', 'near colourless'], hi: ['रंगहीन', 'लगभग रंगहीन'] },
    properties: {
      en: 'Said to strengthen Venus: harmony in marriage, comfort and artistic sense.',
      hi: 'शुक्र को बल देने वाला माना जाता है: दांपत्य में सामंजस्य, सुख-सुविधा और कलात्मक रुचि।',
    },
    benefits: {
      en: ['Harmony in love and marriage', 'Comfort, vehicles and luxuries', 'Creativity and refinement'],
      hi: ['प्रेम और विवाह में सामंजस्य', 'सुख-सुविधा, वाहन और वैभव', 'रचनात्मकता और परिष्कार'],
    },
    verification: {
      refractiveIndex: { min: 2.417, max: 2.419 }, specificGravity: { min: 3.50, max: 3.53 },
      signs: {
        en: 'Singly refractive and conducts heat strongly (thermal tester); cubic zirconia is much heavier (SG about 5.8) and moissanite shows doubled facet edges.',
        hi: 'एकल अपवर्तक और ताप का तीव्र चालक (थर्मल टेस्टर); क्यूबिक ज़िरकोनिया बहुत भारी (आपेक्षिक घनत्व लगभग 5.8) होता है और मोइसानाइट में फलकों के किनारे दोहरे दिखते हैं।',
      },
    },
    substitutes: ['white-sapphire', 'white-zircon', 'white-topaz'], minimumCarats: 0.1, trialDays: null,
    effectiveness: 'full', source: 'RRS; GIA; WT; SUB',
  },
  {
    id: 'blue-sapphire', kind: 'ratna', en: 'Blue Sapphire', hi: 'नीलम', sanskrit: 'Indranila', planet: 'saturn',
    mineral: { en: 'Corundum (blue variety)', hi: 'कोरंडम (नीली किस्म)' },
    hardnessMohs: { min: 9, max: 9 },
    colours: { en: ['blue', 'violet blue', 'deep blue'], hi: ['नीला', 'बैंगनी नीला', 'गहरा नीला'] },
    properties: {
      en: 'Said to strengthen Saturn: discipline, endurance and steady gains from long work.',
      hi: 'शनि को बल देने वाला माना जाता है: अनुशासन, धैर्य और लंबे परिश्रम से स्थिर लाभ।',
    },
    benefits: {
      en: ['Discipline and focus', 'Steady progress in career', 'Relief in Saturn periods when it suits'],
      hi: ['अनुशासन और एकाग्रता', 'कार्यक्षेत्र में स्थिर प्रगति', 'अनुकूल होने पर शनि की दशा में राहत'],
    },
    verification: {
      refractiveIndex: { min: 1.762, max: 1.770 }, specificGravity: { min: 3.97, max: 4.05 },
      signs: {
        en: 'Doubly refractive and dichroic (violet-blue and greenish blue); hexagonal colour zoning and silk; iolite is lighter (SG 2.6) and blue glass singly refractive.',
        hi: 'द्विअपवर्तक और द्विवर्णी (बैंगनी-नीला और हरापन लिए नीला); षट्कोणीय रंग-पट्टियाँ और रेशम; आयोलाइट हल्का (2.6) होता है और नीला काँच एकल अपवर्तक।',
      },
    },
    substitutes: ['amethyst', 'iolite', 'blue-spinel'], minimumCarats: 3, trialDays: 3, effectiveness: 'full',
    source: 'RRS; GIA; WT; SUB; TRIAL',
  },
  {
    id: 'hessonite', kind: 'ratna', en: 'Hessonite', hi: 'गोमेद', sanskrit: 'Gomedaka', planet: 'rahu',
    mineral: { en: 'Grossular garnet (hessonite variety)', hi: 'ग्रॉसुलर गार्नेट (हेसोनाइट किस्म)' },
    hardnessMohs: { min: 7, max: 7.5 },
    colours: { en: ['honey brown', 'cinnamon orange', 'brownish red'], hi: ['शहद जैसा भूरा', 'दालचीनी जैसा नारंगी', 'भूरापन लिए लाल'] },
    properties: {
      en: 'Said to pacify and harness Rahu: clarity in confusion and protection from sudden setbacks.',
      hi: 'राहु को शांत और अनुकूल करने वाला माना जाता है: भ्रम में स्पष्टता और अचानक बाधाओं से रक्षा।',
    },
    benefits: {
      en: ['Clarity when confused or misled', 'Protection from hidden opposition', 'Success in politics and foreign dealings'],
      hi: ['भ्रम या बहकावे में स्पष्टता', 'छिपे विरोध से रक्षा', 'राजनीति और विदेशी व्यवहार में सफलता'],
    },
    verification: {
      refractiveIndex: { min: 1.73, max: 1.76 }, specificGravity: { min: 3.57, max: 3.73 },
      signs: {
        en: 'Singly refractive; a swirled, "treacle" look from many small rounded crystals; glass shows bubbles and zircon strong doubling.',
        hi: 'एकल अपवर्तक; अनेक छोटे गोल क्रिस्टलों से भीतर "शीरे" जैसी लहरदार बनावट; काँच में बुलबुले और ज़िरकॉन में तीव्र दोहरापन दिखता है।',
      },
    },
    substitutes: ['hyacinth-zircon'], minimumCarats: 5, trialDays: 3, effectiveness: 'full',
    source: 'RRS; GIA; GEMLAB; WT; SUB; TRIAL',
  },
  {
    id: 'cats-eye', kind: 'ratna', en: "Cat's Eye", hi: 'लहसुनिया', sanskrit: 'Vaidurya', planet: 'ketu',
    mineral: { en: 'Chrysoberyl (chatoyant variety, cymophane)', hi: 'क्राइसोबेरिल (चटोयंट किस्म)' },
    hardnessMohs: { min: 8.5, max: 8.5 },
    colours: { en: ['honey yellow', 'greenish yellow', 'greyish green'], hi: ['शहद जैसा पीला', 'हरापन लिए पीला', 'स्लेटी हरा'] },
    properties: {
      en: 'Said to pacify and harness Ketu: insight, detachment and protection from unseen harm.',
      hi: 'केतु को शांत और अनुकूल करने वाला माना जाता है: अंतर्दृष्टि, वैराग्य और अदृश्य हानि से रक्षा।',
    },
    benefits: {
      en: ['Intuition and insight', 'Protection from hidden enemies and accidents', 'Support in spiritual practice'],
      hi: ['अंतर्ज्ञान और अंतर्दृष्टि', 'छिपे शत्रुओं और दुर्घटनाओं से रक्षा', 'आध्यात्मिक साधना में सहायता'],
    },
    verification: {
      refractiveIndex: { min: 1.746, max: 1.755 }, specificGravity: { min: 3.70, max: 3.78 },
      signs: {
        en: 'A single sharp band of light across the cabochon from parallel needles; quartz cat\'s eye is much lighter (SG 2.65) and fibre-optic glass shows a honeycomb pattern from the side.',
        hi: 'समानांतर सुइयों से कैबोशन पर प्रकाश की एक तीक्ष्ण रेखा; क्वार्ट्ज़ लहसुनिया बहुत हल्का (2.65) होता है और फाइबर-ऑप्टिक काँच में बगल से मधुमक्खी-छत्ते जैसा जाल दिखता है।',
      },
    },
    substitutes: ['tigers-eye'], minimumCarats: 3, trialDays: 3, effectiveness: 'full',
    source: 'RRS; GIA; GEMLAB; WT; SUB; TRIAL',
  },

  // ── Upratnas ──────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'red-spinel', kind: 'upratna', substituteFor: 'ruby', en: 'Red Spinel', hi: 'लाल स्पिनेल', sanskrit: null,
    planet: 'sun', mineral: { en: 'Spinel', hi: 'स्पिनेल' }, hardnessMohs: { min: 8, max: 8 },
    colours: { en: ['red', 'pinkish red'], hi: ['लाल', 'गुलाबी लाल'] },
    properties: {
      en: 'A milder stone for the Sun, for confidence and vitality.',
      hi: 'सूर्य का हल्का रत्न, आत्मविश्वास और जीवनशक्ति के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.712, max: 1.736 }, specificGravity: { min: 3.57, max: 3.63 },
      signs: {
        en: 'Singly refractive (ruby is doubly refractive); small octahedral crystal inclusions.',
        hi: 'एकल अपवर्तक (माणिक्य द्विअपवर्तक है); छोटे अष्टफलकीय क्रिस्टल समावेश।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'garnet', kind: 'upratna', substituteFor: 'ruby', en: 'Red Garnet', hi: 'तामड़ा (लाल गार्नेट)', sanskrit: null,
    planet: 'sun', mineral: { en: 'Pyrope–almandine garnet', hi: 'पायरोप–अल्मांडीन गार्नेट' }, hardnessMohs: { min: 7, max: 7.5 },
    colours: { en: ['dark red', 'purplish red'], hi: ['गहरा लाल', 'बैंगनी लाल'] },
    properties: {
      en: 'An affordable stone for the Sun, for energy and steadiness.',
      hi: 'सूर्य का सुलभ रत्न, ऊर्जा और स्थिरता के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.714, max: 1.830 }, specificGravity: { min: 3.62, max: 4.20 },
      signs: {
        en: 'Singly refractive; fine needles crossing at angles; no dichroism, unlike ruby.',
        hi: 'एकल अपवर्तक; कोण पर काटती महीन सुइयाँ; माणिक्य के विपरीत द्विवर्णता नहीं।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'moonstone', kind: 'upratna', substituteFor: 'pearl', en: 'Moonstone', hi: 'चंद्रकांत मणि', sanskrit: 'Chandrakanta',
    planet: 'moon', mineral: { en: 'Feldspar (orthoclase, adularia)', hi: 'फेल्डस्पार (ऑर्थोक्लेज़, एड्यूलेरिया)' },
    hardnessMohs: { min: 6, max: 6.5 },
    colours: { en: ['colourless with blue sheen', 'milky white'], hi: ['नीली आभा वाला रंगहीन', 'दूधिया सफ़ेद'] },
    properties: {
      en: 'A gentle stone for the Moon, for calm and emotional balance.',
      hi: 'चंद्रमा का सौम्य रत्न, शांति और भावनात्मक संतुलन के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.518, max: 1.526 }, specificGravity: { min: 2.56, max: 2.59 },
      signs: {
        en: 'A floating blue or white sheen (adularescence) and small "centipede" cleavage inclusions; glass imitations glow evenly.',
        hi: 'तैरती नीली या सफ़ेद आभा और छोटे "कनखजूरे" जैसे समावेश; काँच की नकल एक समान चमकती है।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'carnelian', kind: 'upratna', substituteFor: 'red-coral', en: 'Carnelian', hi: 'लाल अकीक', sanskrit: null,
    planet: 'mars', mineral: { en: 'Chalcedony (microcrystalline quartz)', hi: 'कैल्सेडनी (सूक्ष्मक्रिस्टलीय क्वार्ट्ज़)' },
    hardnessMohs: { min: 6.5, max: 7 },
    colours: { en: ['orange red', 'reddish brown'], hi: ['नारंगी लाल', 'लाल-भूरा'] },
    properties: {
      en: 'A milder stone for Mars, for courage and drive.',
      hi: 'मंगल का हल्का रत्न, साहस और उत्साह के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.535, max: 1.539 }, specificGravity: { min: 2.58, max: 2.64 },
      signs: {
        en: 'Translucent with cloudy colour patches; dyed agate shows straight bands.',
        hi: 'पारभासी, बादल जैसे रंग-धब्बे; रंगे हुए अकीक में सीधी पट्टियाँ दिखती हैं।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'peridot', kind: 'upratna', substituteFor: 'emerald', en: 'Peridot', hi: 'ज़बरजद (पेरिडॉट)', sanskrit: null,
    planet: 'mercury', mineral: { en: 'Olivine (forsterite)', hi: 'ओलिवीन (फ़ोर्सटेराइट)' }, hardnessMohs: { min: 6.5, max: 7 },
    colours: { en: ['yellowish green', 'olive green'], hi: ['पीलापन लिए हरा', 'जैतूनी हरा'] },
    properties: {
      en: 'A milder stone for Mercury, for clear thinking and speech.',
      hi: 'बुध का हल्का रत्न, स्पष्ट चिंतन और वाणी के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.654, max: 1.690 }, specificGravity: { min: 3.32, max: 3.37 },
      signs: {
        en: 'Strong doubling of the back facets; disc-like "lily pad" inclusions.',
        hi: 'पिछले फलकों का स्पष्ट दोहरापन; तश्तरी जैसे "कमल-पत्र" समावेश।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'green-tourmaline', kind: 'upratna', substituteFor: 'emerald', en: 'Green Tourmaline', hi: 'हरा तुरमली', sanskrit: null,
    planet: 'mercury', mineral: { en: 'Tourmaline (elbaite)', hi: 'टूर्मलीन (एल्बाइट)' }, hardnessMohs: { min: 7, max: 7.5 },
    colours: { en: ['green', 'bluish green'], hi: ['हरा', 'नीलापन लिए हरा'] },
    properties: {
      en: 'An affordable stone for Mercury, for learning and trade.',
      hi: 'बुध का सुलभ रत्न, अध्ययन और व्यापार के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.624, max: 1.644 }, specificGravity: { min: 3.02, max: 3.10 },
      signs: {
        en: 'Strongly pleochroic (darker along the length of the crystal); thread-like growth tubes.',
        hi: 'तीव्र बहुवर्णी (क्रिस्टल की लंबाई में गहरा); धागे जैसी वृद्धि-नलिकाएँ।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'yellow-topaz', kind: 'upratna', substituteFor: 'yellow-sapphire', en: 'Yellow Topaz', hi: 'पीला टोपाज़', sanskrit: null,
    planet: 'jupiter', mineral: { en: 'Topaz', hi: 'टोपाज़' }, hardnessMohs: { min: 8, max: 8 },
    colours: { en: ['yellow', 'golden brown'], hi: ['पीला', 'सुनहरा भूरा'] },
    properties: {
      en: 'The closest substitute for Jupiter, for wisdom and fortune.',
      hi: 'बृहस्पति का निकटतम उपरत्न, ज्ञान और सौभाग्य के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.609, max: 1.643 }, specificGravity: { min: 3.49, max: 3.57 },
      signs: {
        en: 'Perfect cleavage across the length (flat breaks); slippery feel; lighter than yellow sapphire.',
        hi: 'लंबाई के आर-पार पूर्ण विदलन (सपाट टूट); चिकना स्पर्श; पुखराज से हल्का।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'citrine', kind: 'upratna', substituteFor: 'yellow-sapphire', en: 'Citrine', hi: 'सुनैला', sanskrit: null,
    planet: 'jupiter', mineral: { en: 'Quartz (yellow variety)', hi: 'क्वार्ट्ज़ (पीली किस्म)' }, hardnessMohs: { min: 7, max: 7 },
    colours: { en: ['pale yellow', 'golden orange'], hi: ['हल्का पीला', 'सुनहरा नारंगी'] },
    properties: {
      en: 'An affordable stone for Jupiter, for optimism and prosperity.',
      hi: 'बृहस्पति का सुलभ रत्न, आशा और समृद्धि के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.544, max: 1.553 }, specificGravity: { min: 2.65, max: 2.66 },
      signs: {
        en: 'Light in the hand; much citrine is heated amethyst with reddish tones and colour zoning.',
        hi: 'हाथ में हल्का; अधिकांश सुनैला गर्म किया गया कटैला होता है, जिसमें लालिमा और रंग-पट्टियाँ होती हैं।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'white-sapphire', kind: 'upratna', substituteFor: 'diamond', en: 'White Sapphire', hi: 'सफ़ेद पुखराज', sanskrit: null,
    planet: 'venus', mineral: { en: 'Corundum (colourless variety)', hi: 'कोरंडम (रंगहीन किस्म)' }, hardnessMohs: { min: 9, max: 9 },
    colours: { en: ['colourless'], hi: ['रंगहीन'] },
    properties: {
      en: 'The hardest substitute for Venus, for harmony and comfort.',
      hi: 'शुक्र का सबसे कठोर उपरत्न, सामंजस्य और सुख के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.762, max: 1.770 }, specificGravity: { min: 3.97, max: 4.05 },
      signs: {
        en: 'Doubly refractive with little fire; heavier than diamond (SG 4.0 against 3.52).',
        hi: 'द्विअपवर्तक, कम चमक-बिखराव; हीरे से भारी (4.0 बनाम 3.52)।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'white-zircon', kind: 'upratna', substituteFor: 'diamond', en: 'White Zircon', hi: 'सफ़ेद जरकन', sanskrit: null,
    planet: 'venus', mineral: { en: 'Zircon (colourless, high type)', hi: 'ज़िरकॉन (रंगहीन)' }, hardnessMohs: { min: 6.5, max: 7.5 },
    colours: { en: ['colourless'], hi: ['रंगहीन'] },
    properties: {
      en: 'A brilliant substitute for Venus, for beauty and ease.',
      hi: 'शुक्र का चमकीला उपरत्न, सौंदर्य और सुख के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.925, max: 1.984 }, specificGravity: { min: 4.60, max: 4.80 },
      signs: {
        en: 'Strong doubling of facet edges seen through the table; worn, chipped facet edges (brittle).',
        hi: 'ऊपरी फलक से देखने पर किनारों का तीव्र दोहरापन; घिसे और टूटे किनारे (भंगुर)।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'white-topaz', kind: 'upratna', substituteFor: 'diamond', en: 'White Topaz', hi: 'सफ़ेद टोपाज़', sanskrit: null,
    planet: 'venus', mineral: { en: 'Topaz (colourless)', hi: 'टोपाज़ (रंगहीन)' }, hardnessMohs: { min: 8, max: 8 },
    colours: { en: ['colourless'], hi: ['रंगहीन'] },
    properties: {
      en: 'An affordable substitute for Venus, for harmony in relationships.',
      hi: 'शुक्र का सुलभ उपरत्न, संबंधों में सामंजस्य के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.609, max: 1.643 }, specificGravity: { min: 3.49, max: 3.57 },
      signs: {
        en: 'Little fire compared with diamond; cleavage cracks parallel to the base.',
        hi: 'हीरे की तुलना में कम चमक-बिखराव; आधार के समानांतर विदलन दरारें।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'amethyst', kind: 'upratna', substituteFor: 'blue-sapphire', en: 'Amethyst', hi: 'कटैला (जामुनिया)', sanskrit: null,
    planet: 'saturn', mineral: { en: 'Quartz (violet variety)', hi: 'क्वार्ट्ज़ (बैंगनी किस्म)' }, hardnessMohs: { min: 7, max: 7 },
    colours: { en: ['violet', 'purple'], hi: ['बैंगनी', 'जामुनी'] },
    properties: {
      en: 'The customary gentle stone for Saturn, worn first to see how Saturn responds.',
      hi: 'शनि का प्रचलित सौम्य रत्न, यह देखने के लिए पहले पहना जाता है कि शनि कैसा फल देता है।',
    },
    verification: {
      refractiveIndex: { min: 1.544, max: 1.553 }, specificGravity: { min: 2.65, max: 2.66 },
      signs: {
        en: 'Angular colour zoning and "tiger stripe" fingerprints; synthetic amethyst lacks the zoning.',
        hi: 'कोणीय रंग-पट्टियाँ और "बाघ-धारी" जैसे निशान; कृत्रिम कटैले में ये पट्टियाँ नहीं होतीं।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'iolite', kind: 'upratna', substituteFor: 'blue-sapphire', en: 'Iolite', hi: 'नीली (आयोलाइट)', sanskrit: null,
    planet: 'saturn', mineral: { en: 'Cordierite', hi: 'कॉर्डिएराइट' }, hardnessMohs: { min: 7, max: 7.5 },
    colours: { en: ['violet blue'], hi: ['बैंगनी नीला'] },
    properties: {
      en: 'A milder stone for Saturn, for patience and steady work.',
      hi: 'शनि का हल्का रत्न, धैर्य और स्थिर परिश्रम के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.542, max: 1.551 }, specificGravity: { min: 2.58, max: 2.61 },
      signs: {
        en: 'Very strong pleochroism: violet blue one way, pale yellowish grey another.',
        hi: 'अत्यंत तीव्र बहुवर्णता: एक ओर से बैंगनी नीला, दूसरी ओर से हल्का पीला-स्लेटी।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'blue-spinel', kind: 'upratna', substituteFor: 'blue-sapphire', en: 'Blue Spinel', hi: 'नीला स्पिनेल', sanskrit: null,
    planet: 'saturn', mineral: { en: 'Spinel (blue variety)', hi: 'स्पिनेल (नीली किस्म)' }, hardnessMohs: { min: 8, max: 8 },
    colours: { en: ['greyish blue', 'cobalt blue'], hi: ['स्लेटी नीला', 'कोबाल्ट नीला'] },
    properties: {
      en: 'A durable substitute for Saturn, for endurance.',
      hi: 'शनि का टिकाऊ उपरत्न, सहनशक्ति के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.712, max: 1.747 }, specificGravity: { min: 3.57, max: 3.65 },
      signs: {
        en: 'Singly refractive, so no dichroism (blue sapphire is dichroic); octahedral crystal inclusions.',
        hi: 'एकल अपवर्तक, इसलिए द्विवर्णता नहीं (नीलम द्विवर्णी है); अष्टफलकीय क्रिस्टल समावेश।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'hyacinth-zircon', kind: 'upratna', substituteFor: 'hessonite', en: 'Hyacinth Zircon', hi: 'नारंगी जरकन', sanskrit: null,
    planet: 'rahu', mineral: { en: 'Zircon (orange-brown variety)', hi: 'ज़िरकॉन (नारंगी-भूरी किस्म)' }, hardnessMohs: { min: 6.5, max: 7.5 },
    colours: { en: ['orange brown', 'reddish orange'], hi: ['नारंगी भूरा', 'लालिमा लिए नारंगी'] },
    properties: {
      en: 'A milder stone for Rahu, for clarity and protection.',
      hi: 'राहु का हल्का रत्न, स्पष्टता और रक्षा के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.925, max: 1.984 }, specificGravity: { min: 4.60, max: 4.80 },
      signs: {
        en: 'Strong doubling of facet edges and high lustre; hessonite is singly refractive and lighter.',
        hi: 'फलकों के किनारों का तीव्र दोहरापन और तेज़ चमक; गोमेद एकल अपवर्तक और हल्का होता है।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'tigers-eye', kind: 'upratna', substituteFor: 'cats-eye', en: "Tiger's Eye", hi: 'टाइगर आई', sanskrit: null,
    planet: 'ketu', mineral: { en: 'Quartz replacing crocidolite fibres', hi: 'क्रोसिडोलाइट रेशों की जगह बना क्वार्ट्ज़' },
    hardnessMohs: { min: 6.5, max: 7 },
    colours: { en: ['golden brown', 'yellowish brown'], hi: ['सुनहरा भूरा', 'पीलापन लिए भूरा'] },
    properties: {
      en: 'An affordable stone for Ketu, for focus and protection.',
      hi: 'केतु का सुलभ रत्न, एकाग्रता और रक्षा के लिए।',
    },
    verification: {
      refractiveIndex: { min: 1.544, max: 1.553 }, specificGravity: { min: 2.64, max: 2.71 },
      signs: {
        en: 'Broad silky bands that roll across the surface rather than one sharp eye; fibrous structure.',
        hi: 'एक तीक्ष्ण रेखा के बजाय सतह पर लुढ़कती चौड़ी रेशमी पट्टियाँ; रेशेदार बनावट।',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
] as const satisfies readonly (RatnaRecord | UpratnaRecord)[];

export type Gemstone = (typeof GEMSTONES)[number];
/** Lowercase, url-safe gemstone id ('ruby', 'yellow-sapphire', 'cats-eye' …). */
export type GemstoneId = Gemstone['id'];
export type Ratna = Extract<Gemstone, { kind: 'ratna' }>;
export type Upratna = Extract<Gemstone, { kind: 'upratna' }>;
export type RatnaId = Ratna['id'];

/** Gemstone ids in table order (ratnas Sun … Ketu, then upratnas). */
export const GEMSTONE_IDS: readonly GemstoneId[] = GEMSTONES.map((stone) => stone.id);

const GEMSTONE_BY_ID: ReadonlyMap<string, Gemstone> = new Map(GEMSTONES.map((stone) => [stone.id, stone]));

/** True when `value` is a gemstone id (use at boundaries to narrow a path value). */
export function isGemstoneId(value: string): value is GemstoneId {
  return GEMSTONE_BY_ID.has(value);
}

/** The record of a gemstone id. */
export function gemstoneById(id: GemstoneId): Gemstone {
  return GEMSTONE_BY_ID.get(id) as Gemstone;
}

/** The ratna of a graha (the spec's planet table: Sun Ruby … Ketu Cat's Eye). */
export function ratnaOf(planet: GrahaId): Ratna {
  return GEMSTONES.find((stone) => stone.kind === 'ratna' && stone.planet === planet) as Ratna;
}

/** The upratnas of a ratna, closest first (the ratna's `substitutes` order). */
export function upratnasOf(ratna: RatnaId): Upratna[] {
  const record = gemstoneById(ratna) as Ratna;
  return record.substitutes.map((id) => gemstoneById(id as GemstoneId) as Upratna);
}

// ── Wearing ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Hindi of the finger words of data/grahas.ts (`finger`), keyed by the English text there; the record type makes
 * a new finger text in grahas.ts a compile error here.
 */
export const FINGER_WORDS = {
  'Ring finger': 'अनामिका',
  'Little finger': 'कनिष्ठिका',
  'Index finger': 'तर्जनी',
  'Middle finger': 'मध्यमा',
} as const satisfies Record<string, string>;

/** Hindi of the metal words of data/grahas.ts (`metal`), keyed by the English text there. */
export const METAL_WORDS = {
  'Gold (or copper)': 'सोना (या तांबा)',
  'Silver': 'चाँदी',
  'Gold': 'सोना',
  'Silver (or platinum)': 'चाँदी (या प्लैटिनम)',
  'Silver (or panchadhatu)': 'चाँदी (या पंचधातु)',
  'Silver (or ashtadhatu)': 'चाँदी (या अष्टधातु)',
} as const satisfies Record<string, string>;

/**
 * When a stone is first put on (TIME): on its day (the graha's weekday; for Rahu and Ketu, which rule none, the
 * day of their remedies in data/dasha-interpretation.ts `GRAHA_REMEDIES`), in Shukla paksha, within the first
 * hora after sunrise, which the weekday's lord rules.
 */
export const WEARING_TIME = {
  en: 'In Shukla paksha (the waxing fortnight), within the first hour after sunrise, the hora of the day\'s lord',
  hi: 'शुक्ल पक्ष में, सूर्योदय के बाद पहले घंटे में, जो दिन के स्वामी की होरा होती है',
  source: 'TIME',
} as const;

/**
 * Buying advice the personalized answer gives with the primary stone (`quality`, `certification`), in this
 * product's words.
 */
export const GEMSTONE_BUYING_ADVICE = {
  quality: {
    en: 'Natural and untreated, clean to the eye, of good colour and without cracks or black spots',
    hi: 'प्राकृतिक और बिना उपचार का, आँख से साफ़, अच्छे रंग का, दरार और काले धब्बों से रहित',
  },
  certification: {
    en: 'A report from an independent gemological laboratory stating the species, natural origin and any treatment',
    hi: 'किसी स्वतंत्र रत्न-प्रयोगशाला की रिपोर्ट, जिसमें प्रजाति, प्राकृतिक उत्पत्ति और कोई उपचार हो तो उसका उल्लेख हो',
  },
} as const;

// ── Incompatible stones ─────────────────────────────────────────────────────────────────────────────────

/**
 * Pairs of grahas whose stones are not worn together beyond the seven's natural enmity. Among the seven grahas
 * with bodies, the conflicts MJP lists are exactly the pairs in which either graha counts the other a natural
 * enemy (BPHS ch. 3, data/grahas.ts): Sun–Venus, Sun–Saturn, Moon–Mercury, Moon–Venus, Moon–Saturn,
 * Mars–Mercury, Mars–Saturn, Jupiter–Mercury, Jupiter–Venus; the engine derives those. The nodes' conflicts do
 * not follow their (PyJHora) friendships and are listed here as the sources give them: ruby with cat's eye and
 * (by MJP's planet list) with the stone of Rahu, pearl with cat's eye (MJP) and with hessonite (HZ), hessonite
 * with cat's eye (HZ).
 */
export const NODE_STONE_CONFLICTS = [
  { grahas: ['sun', 'rahu'], source: 'MJP' },
  { grahas: ['sun', 'ketu'], source: 'MJP' },
  { grahas: ['moon', 'rahu'], source: 'HZ' },
  { grahas: ['moon', 'ketu'], source: 'MJP; HZ' },
  { grahas: ['rahu', 'ketu'], source: 'HZ' },
] as const satisfies readonly { readonly grahas: readonly [GrahaId, GrahaId]; readonly source: string }[];

// ── Rules of the recommendation ─────────────────────────────────────────────────────────────────────────

interface GemstoneRule extends Text {
  readonly id: string;
  /** When the rule applies, in words. */
  readonly condition: string;
  readonly source: string;
}

/**
 * The rules the personalized recommendation reports beside each pick, precaution and strength verdict, with a
 * one-sentence explanation (en/hi) the API shows. Strength itself is the dasha analysis's scale
 * (data/dasha-interpretation.ts: DIGNITY_RULES, HOUSE_GROUP_RULES, CONDITION_RULES, STRENGTH_LEVEL_RULES) and
 * functional nature its FUNCTIONAL_NATURE_RULES; their ids are reported as they are.
 */
export const GEMSTONE_RULES = [
  {
    id: 'gem.primary.lagna-lord', source: 'FS; AB; AP',
    condition: 'The primary stone is that of the lagna lord (the life stone).',
    en: 'The lagna lord governs body, health and personality; its stone is the life stone.',
    hi: 'लग्नेश शरीर, स्वास्थ्य और व्यक्तित्व का स्वामी है; उसका रत्न जीवन रत्न है।',
  },
  {
    id: 'gem.primary.trikona-lord', source: 'UG; AB',
    condition: 'The lagna lord sits in the 6th, 8th or 12th house and a functionally favorable 9th or 5th lord outside those houses exists: that trikona lord\'s stone becomes primary.',
    en: 'The lagna lord sits in a house of loss, where its stone would feed that house; the stone of a well-placed trikona lord is preferred.',
    hi: 'लग्नेश त्रिक भाव में है, जहाँ उसका रत्न उसी भाव को बल देगा; इसलिए शुभ स्थित त्रिकोणेश का रत्न चुना गया है।',
  },
  {
    id: 'gem.secondary.yogakaraka', source: 'AB; AP',
    condition: 'A graha owning a kendra and a trikona (functional.yogakaraka) other than the primary planet.',
    en: 'The yogakaraka owns an angle and a trine; its stone is the karaka stone.',
    hi: 'योगकारक ग्रह केंद्र और त्रिकोण दोनों का स्वामी है; उसका रत्न कारक रत्न है।',
  },
  {
    id: 'gem.secondary.ninth-lord', source: 'AB; FS; AP',
    condition: 'The 9th lord, when functionally favorable and not the primary planet.',
    en: 'The 9th lord rules fortune and dharma; its stone is the stone of luck.',
    hi: 'नवमेश भाग्य और धर्म का स्वामी है; उसका रत्न भाग्य रत्न है।',
  },
  {
    id: 'gem.secondary.fifth-lord', source: 'FS; AP; AK',
    condition: 'The 5th lord, when functionally favorable and not the primary planet.',
    en: 'The 5th lord rules intelligence, children and merit; its stone supports them.',
    hi: 'पंचमेश बुद्धि, संतान और पुण्य का स्वामी है; उसका रत्न इन्हें बल देता है।',
  },
  {
    id: 'gem.secondary.lagna-lord', source: 'FS; UG',
    condition: 'The lagna lord, when a trikona lord took the primary place: its stone is still listed, with the dusthana precaution.',
    en: 'The lagna lord\'s stone remains useful, but only after a full chart review because of its placement.',
    hi: 'लग्नेश का रत्न उपयोगी रहता है, पर उसकी स्थिति के कारण पूरी कुंडली देखकर ही।',
  },
  {
    id: 'gem.priority.high', source: 'AB',
    condition: 'A favorable graha that is Weak or afflicted, or a yogakaraka that is not Strong: strengthening it matters most.',
    en: 'A favorable planet that needs strength: high priority.',
    hi: 'शुभ ग्रह जिसे बल की आवश्यकता है: उच्च प्राथमिकता।',
  },
  {
    id: 'gem.priority.medium', source: 'AB',
    condition: 'A trikona lord of Moderate strength and unafflicted, or a Strong unafflicted yogakaraka.',
    en: 'A favorable planet of middling strength: medium priority.',
    hi: 'मध्यम बल वाला शुभ ग्रह: मध्यम प्राथमिकता।',
  },
  {
    id: 'gem.priority.low', source: 'AB; remedy.gemstone-not-needed (data/dasha-interpretation.ts)',
    condition: 'A trikona lord that is already Strong and unafflicted: its stone adds little.',
    en: 'A favorable planet that is already strong: low priority.',
    hi: 'पहले से बलवान शुभ ग्रह: निम्न प्राथमिकता।',
  },
  {
    id: 'gem.precaution.incompatible', source: 'MJP; HZ; AK',
    condition: 'A stone whose planet is at enmity with the planet of a recommended stone (NODE_STONE_CONFLICTS and natural enmity).',
    en: 'Do not wear this stone together with the recommended one: their planets are enemies.',
    hi: 'इस रत्न को अनुशंसित रत्न के साथ न पहनें: दोनों के ग्रह परस्पर शत्रु हैं।',
  },
  {
    id: 'gem.precaution.functional-malefic', source: 'AK; AB; UG',
    condition: 'The stone of a functional malefic for the lagna (FUNCTIONAL_NATURE_RULES nature challenging).',
    en: 'Avoid this stone: its planet is a functional malefic for this lagna and the stone would strengthen its harm.',
    hi: 'यह रत्न न पहनें: इसका ग्रह इस लग्न के लिए अशुभ है और रत्न उसकी हानि को बढ़ाएगा।',
  },
  {
    id: 'gem.precaution.trial', source: 'TRIAL',
    condition: 'A recommended stone with `trialDays` (blue sapphire, hessonite, cat\'s eye).',
    en: 'Wear or keep this stone on trial for a few days first and stop at once if things turn worse.',
    hi: 'पहले कुछ दिन इस रत्न को परीक्षण के लिए पहनें या पास रखें, और स्थिति बिगड़े तो तुरंत उतार दें।',
  },
  {
    id: 'gem.precaution.dusthana-placement', source: 'UG; AB',
    condition: 'A recommended stone whose planet sits in the 6th, 8th or 12th house.',
    en: 'Its planet sits in a house of loss; have the chart reviewed before wearing the stone.',
    hi: 'इसका ग्रह त्रिक भाव में है; रत्न पहनने से पहले कुंडली की समीक्षा कराएँ।',
  },
  {
    id: 'gem.affliction.combust', source: 'AB',
    condition: 'The graha is combust (astro/chart/dignity.ts).',
    en: 'Combust: too close to the Sun to show its results.',
    hi: 'अस्त: सूर्य के अति निकट होने से अपना फल नहीं दिखा पाता।',
  },
  {
    id: 'gem.affliction.war-lost', source: 'AB',
    condition: 'The graha lost a planetary war.',
    en: 'Defeated in a planetary war.',
    hi: 'ग्रह-युद्ध में पराजित।',
  },
  {
    id: 'gem.affliction.debilitated', source: 'AB',
    condition: 'The graha is in its sign of debilitation.',
    en: 'Debilitated.',
    hi: 'नीच राशि में।',
  },
  {
    id: 'gem.affliction.dusthana', source: 'AB; UG',
    condition: 'The graha occupies the 6th, 8th or 12th house from the lagna.',
    en: 'Placed in a house of loss (6th, 8th or 12th).',
    hi: 'त्रिक भाव (छठे, आठवें या बारहवें) में स्थित।',
  },
] as const satisfies readonly GemstoneRule[];
export type GemstoneRuleId = (typeof GEMSTONE_RULES)[number]['id'];

/** The record of a gemstone rule id. */
export function gemstoneRule(id: GemstoneRuleId): (typeof GEMSTONE_RULES)[number] {
  return GEMSTONE_RULES.find((rule) => rule.id === id) as (typeof GEMSTONE_RULES)[number];
}

// ── Zodiac answer ───────────────────────────────────────────────────────────────────────────────────────

/**
 * What a supporting stone of a sign is for: the lords of the 5th and 9th signs counted from it, the trikona
 * lords (FS, AP).
 */
export const SUPPORTING_ROLES = [
  {
    id: 'fifth-lord', house: 5,
    en: 'Intelligence, learning, children and creative work (lord of the 5th)',
    hi: 'बुद्धि, विद्या, संतान और रचनात्मक कार्य (पंचमेश)',
  },
  {
    id: 'ninth-lord', house: 9,
    en: 'Fortune, dharma, teachers and long journeys (lord of the 9th)',
    hi: 'भाग्य, धर्म, गुरु और लंबी यात्राएँ (नवमेश)',
  },
] as const satisfies readonly (Text & { readonly id: string; readonly house: 5 | 9 })[];
export type SupportingRoleId = (typeof SUPPORTING_ROLES)[number]['id'];

/**
 * When to use a supporting stone (FS): a trikona lord owning no malefic house (3, 6, 8, 11) may be worn when it
 * is weak in the birth chart or during its dasha; one that also owns such a house only during its own
 * mahadasha or antardasha, after a chart review.
 */
export const WHEN_TO_USE = [
  {
    id: 'when-weak-or-in-dasha',
    en: 'When this planet is weak in the birth chart, or during its mahadasha or antardasha',
    hi: 'जब यह ग्रह जन्मकुंडली में निर्बल हो, या इसकी महादशा या अंतर्दशा में',
  },
  {
    id: 'in-own-dasha-only',
    en: 'Only during its own mahadasha or antardasha and after a chart review, as it also rules a difficult house',
    hi: 'केवल इसकी अपनी महादशा या अंतर्दशा में और कुंडली देखकर, क्योंकि यह एक कठिन भाव का भी स्वामी है',
  },
] as const satisfies readonly (Text & { readonly id: string })[];
export type WhenToUseId = (typeof WHEN_TO_USE)[number]['id'];

/** The houses whose co-lordship restricts a trikona lord's stone to its own dasha (FS): 3, 6, 8, 11. */
export const MALEFIC_LORDSHIP_HOUSES = [3, 6, 8, 11] as const;

// ── Sentences of the personalized answer ────────────────────────────────────────────────────────────────

/**
 * The sentences the personalized answer is written in, with `{name}` slots the API fills from the chart and
 * the tables above; this product's words.
 */
export const GEMSTONE_SENTENCES = {
  state: {
    en: '{planet} is in {sign}, house {house} from the lagna, in {dignity}; strength {level} ({score}/100).',
    hi: '{planet} {sign} में, लग्न से भाव {house} में, {dignity} में है; बल {level} ({score}/100)।',
  },
  weight: { en: 'At least {carats} carats', hi: 'कम से कम {carats} कैरेट' },
  prayer: {
    en: 'Before putting it on, worship {deity} and recite the mantra {count} times (one mala), facing east.',
    hi: 'पहनने से पहले {deity} की पूजा करें और पूर्व की ओर मुख करके मंत्र का {count} बार (एक माला) जप करें।',
  },
  substitute: { en: 'A substitute for {stone}: {properties}', hi: '{stone} का उपरत्न: {properties}' },
  trialDays: { en: '{stone}: {rule} ({days} days)', hi: '{stone}: {rule} ({days} दिन)' },
  stoneRule: { en: '{stone}: {rule}', hi: '{stone}: {rule}' },
  conflict: { en: '{stone} with {other}: {rule}', hi: '{stone} के साथ {other}: {rule}' },
} as const;
