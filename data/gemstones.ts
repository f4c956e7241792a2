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
import type { Names, Text, TextList } from './text.ts';

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
    id: 'full', en: 'Full strength: the principal stone of the planet', hi: 'पूर्ण प्रभाव: ग्रह का मुख्य रत्न', ta: 'முழு வலிமை: கிரகத்தின் முதன்மை ரத்தினம்', te: 'పూర్తి బలం: గ్రహానికి ప్రధాన రత్నం', kn: 'ಪೂರ್ಣ ಬಲ: ಗ್ರಹದ ಪ್ರಧಾನ ರತ್ನ', ml: 'പൂർണ ശക്തി: ഗ്രഹത്തിന്റെ പ്രധാന രത്നം', mr: 'पूर्ण प्रभाव: ग्रहाचे मुख्य रत्न', bn: 'পূর্ণ প্রভাব: গ্রহের প্রধান রত্ন', gu: 'પૂર્ણ પ્રભાવ: ગ્રહનું મુખ્ય રત્ન',
    source: 'RRS',
  },
  {
    id: 'milder', en: 'Milder and slower than the principal stone', hi: 'मुख्य रत्न से हल्का और धीमा प्रभाव', ta: 'முதன்மை ரத்தினத்தை விட மென்மையானது, மெதுவானது', te: 'ప్రధాన రత్నం కంటే సౌమ్యం, నెమ్మది', kn: 'ಪ್ರಧಾನ ರತ್ನಕ್ಕಿಂತ ಸೌಮ್ಯ ಮತ್ತು ನಿಧಾನ', ml: 'പ്രധാന രത്നത്തെക്കാൾ സൗമ്യവും മന്ദവും', mr: 'मुख्य रत्नापेक्षा सौम्य आणि सावकाश', bn: 'প্রধান রত্নের চেয়ে মৃদু ও ধীর', gu: 'મુખ્ય રત્ન કરતાં હળવો અને ધીમો પ્રભાવ',
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

interface GemstoneBase extends Names {
  /** Lowercase, url-safe: the API path value. */
  readonly id: string;
  readonly kind: GemstoneKind;
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
    id: 'ruby', kind: 'ratna', en: 'Ruby', hi: 'माणिक्य', ta: 'மாணிக்கம்', te: 'కెంపు', kn: 'ಮಾಣಿಕ್ಯ', ml: 'മാണിക്യം', mr: 'माणिक', bn: 'চুনি', gu: 'માણેક', sanskrit: 'Manikya', planet: 'sun',
    mineral: { en: 'Corundum (red variety)', hi: 'कोरंडम (लाल किस्म)', ta: 'கொருண்டம் (சிவப்பு வகை)', te: 'కొరండం (ఎరుపు రకం)', kn: 'ಕೊರಂಡಮ್ (ಕೆಂಪು ಬಗೆ)', ml: 'കൊറണ്ടം (ചുവപ്പ് ഇനം)', mr: 'कुरुंद (लाल प्रकार)', bn: 'কোরান্ডাম (লাল প্রকার)', gu: 'કોરન્ડમ (લાલ પ્રકાર)' },
    hardnessMohs: { min: 9, max: 9 },
    colours: { en: ['red', 'pinkish red', 'purplish red'], hi: ['लाल', 'गुलाबी लाल', 'बैंगनी लाल'], ta: ['சிவப்பு', 'இளஞ்சிவப்பு கலந்த சிவப்பு', 'ஊதா கலந்த சிவப்பு'], te: ['ఎరుపు', 'గులాబీ ఎరుపు', 'ఊదా ఎరుపు'], kn: ['ಕೆಂಪು', 'ಗುಲಾಬಿ ಕೆಂಪು', 'ನೇರಳೆ ಕೆಂಪು'], ml: ['ചുവപ്പ്', 'പിങ്ക് കലർന്ന ചുവപ്പ്', 'പർപ്പിൾ കലർന്ന ചുവപ്പ്'], mr: ['लाल', 'गुलाबी लाल', 'जांभळट लाल'], bn: ['লাল', 'গোলাপি লাল', 'বেগুনি লাল'], gu: ['લાલ', 'ગુલાબી લાલ', 'જાંબલી લાલ'] },
    properties: {
      en: 'Said to strengthen the Sun: self-confidence, authority and vitality.',
      hi: 'सूर्य को बल देने वाला माना जाता है: आत्मविश्वास, अधिकार और जीवनशक्ति।',
      ta: 'சூரியனுக்கு வலு சேர்க்கும் எனக் கருதப்படுகிறது: தன்னம்பிக்கை, அதிகாரம், உயிர்ச்சக்தி.',
      te: 'సూర్యుడికి బలం చేకూరుస్తుందని నమ్మకం: ఆత్మవిశ్వాసం, అధికారం, జీవశక్తి.',
      kn: 'ಸೂರ್ಯನಿಗೆ ಬಲ ನೀಡುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ಆತ್ಮವಿಶ್ವಾಸ, ಅಧಿಕಾರ ಮತ್ತು ಜೀವಶಕ್ತಿ.',
      ml: 'സൂര്യനു ബലം നൽകുമെന്നു കരുതപ്പെടുന്നു: ആത്മവിശ്വാസം, അധികാരം, ജീവശക്തി.',
      mr: 'रवीला बळ देणारे मानले जाते: आत्मविश्वास, अधिकार आणि चैतन्य.',
      bn: 'রবিকে বল দেয় বলে মানা হয়: আত্মবিশ্বাস, কর্তৃত্ব ও প্রাণশক্তি.',
      gu: 'સૂર્યને બળ આપનાર મનાય છે: આત્મવિશ્વાસ, અધિકાર અને જીવનશક્તિ.',
    },
    benefits: {
      en: ['Confidence and leadership', 'Recognition from superiors and the state', 'Energy and good circulation'],
      hi: ['आत्मविश्वास और नेतृत्व', 'अधिकारियों और शासन से मान', 'ऊर्जा और अच्छा रक्तसंचार'],
      ta: ['தன்னம்பிக்கையும் தலைமைப் பண்பும்', 'மேலதிகாரிகள், அரசிடமிருந்து அங்கீகாரம்', 'ஆற்றலும் நல்ல இரத்த ஓட்டமும்'],
      te: ['ఆత్మవిశ్వాసం, నాయకత్వం', 'పై అధికారులు, ప్రభుత్వం నుండి గుర్తింపు', 'శక్తి, మంచి రక్తప్రసరణ'],
      kn: ['ಆತ್ಮವಿಶ್ವಾಸ ಮತ್ತು ನಾಯಕತ್ವ', 'ಮೇಲಧಿಕಾರಿಗಳು ಮತ್ತು ಸರ್ಕಾರದಿಂದ ಮನ್ನಣೆ', 'ಶಕ್ತಿ ಮತ್ತು ಉತ್ತಮ ರಕ್ತಸಂಚಾರ'],
      ml: ['ആത്മവിശ്വാസവും നേതൃത്വവും', 'മേലധികാരികളിൽനിന്നും ഭരണകൂടത്തിൽനിന്നും അംഗീകാരം', 'ഊർജവും നല്ല രക്തചംക്രമണവും'],
      mr: ['आत्मविश्वास आणि नेतृत्व', 'वरिष्ठ आणि शासनाकडून मान्यता', 'ऊर्जा आणि चांगले रक्ताभिसरण'],
      bn: ['আত্মবিশ্বাস ও নেতৃত্ব', 'ঊর্ধ্বতন ও রাষ্ট্রের স্বীকৃতি', 'শক্তি ও ভালো রক্তসঞ্চালন'],
      gu: ['આત્મવિશ્વાસ અને નેતૃત્વ', 'ઉપરીઓ અને શાસન તરફથી માન', 'ઊર્જા અને સારું રક્તપરિભ્રમણ'],
    },
    verification: {
      refractiveIndex: { min: 1.762, max: 1.770 }, specificGravity: { min: 3.97, max: 4.05 },
      signs: {
        en: 'Doubly refractive; fine rutile "silk", fingerprints and crystals inside; red garnet and spinel are singly refractive, glass shows round bubbles.',
        hi: 'द्विअपवर्तक; भीतर महीन रूटाइल "रेशम", अंगुलि-छाप जैसे निशान और क्रिस्टल; लाल गार्नेट और स्पिनेल एकल अपवर्तक होते हैं, काँच में गोल बुलबुले दिखते हैं।',
        ta: 'இரட்டை ஒளிவிலகல் உடையது; உள்ளே மெல்லிய ரூட்டைல் "பட்டு", விரல்ரேகை போன்ற அடையாளங்கள், படிகங்கள்; சிவப்பு கார்னெட்டும் ஸ்பினலும் ஒற்றை ஒளிவிலகல் உடையவை, கண்ணாடியில் உருண்டைக் குமிழ்கள் தெரியும்.',
        te: 'ద్వివక్రీభవనం; లోపల సన్నని రూటైల్ "పట్టు", వేలిముద్రల వంటి గుర్తులు, స్ఫటికాలు; ఎర్ర గార్నెట్, స్పినెల్ ఏకవక్రీభవనం కలవి, గాజులో గుండ్రని బుడగలు కనిపిస్తాయి.',
        kn: 'ದ್ವಿವಕ್ರೀಭವನ; ಒಳಗೆ ಸೂಕ್ಷ್ಮ ರೂಟೈಲ್ "ರೇಷ್ಮೆ", ಬೆರಳಚ್ಚಿನಂಥ ಗುರುತುಗಳು ಮತ್ತು ಸ್ಫಟಿಕಗಳು; ಕೆಂಪು ಗಾರ್ನೆಟ್ ಮತ್ತು ಸ್ಪಿನೆಲ್ ಏಕವಕ್ರೀಭವನದವು, ಗಾಜಿನಲ್ಲಿ ದುಂಡನೆಯ ಗುಳ್ಳೆಗಳು ಕಾಣುತ್ತವೆ.',
        ml: 'ദ്വി അപവർത്തനം; ഉള്ളിൽ നേർത്ത റൂട്ടൈൽ "പട്ട്", വിരലടയാളം പോലുള്ള പാടുകൾ, പരലുകൾ; ചുവന്ന ഗാർനെറ്റും സ്പിനലും ഏക അപവർത്തനമുള്ളവ, ഗ്ലാസിൽ ഉരുണ്ട കുമിളകൾ കാണാം.',
        mr: 'द्विअपवर्तनी; आत बारीक रुटाइल "रेशीम", बोटांच्या ठशांसारख्या खुणा आणि स्फटिक; लाल गार्नेट आणि स्पिनेल एकअपवर्तनी असतात, काचेत गोल बुडबुडे दिसतात.',
        bn: 'দ্বি-প্রতিসারী; ভেতরে সূক্ষ্ম রুটাইল "রেশম", আঙুলের ছাপের মতো দাগ ও স্ফটিক; লাল গারনেট ও স্পিনেল এক-প্রতিসারী, কাচে গোল বুদবুদ দেখা যায়.',
        gu: 'દ્વિવક્રીભવનવાળું; અંદર બારીક રુટાઇલ "રેશમ", આંગળાંની છાપ જેવાં નિશાન અને સ્ફટિક; લાલ ગાર્નેટ અને સ્પિનલ એકવક્રીભવનવાળા હોય છે, કાચમાં ગોળ પરપોટા દેખાય છે.',
      },
    },
    substitutes: ['red-spinel', 'garnet'], minimumCarats: 3, trialDays: null, effectiveness: 'full',
    source: 'RRS; GIA; WT; SUB',
  },
  {
    id: 'pearl', kind: 'ratna', en: 'Pearl', hi: 'मोती', ta: 'முத்து', te: 'ముత్యం', kn: 'ಮುತ್ತು', ml: 'മുത്ത്', mr: 'मोती', bn: 'মুক্তা', gu: 'મોતી', sanskrit: 'Mukta', planet: 'moon',
    mineral: { en: 'Organic: nacre (aragonite and conchiolin)', hi: 'जैविक: सीप की परत (एरागोनाइट और कोंकियोलिन)', ta: 'உயிரியல்: சிப்பியின் முத்துப்படலம் (அரகோனைட், காங்கியோலின்)', te: 'సేంద్రియం: ముత్యపు పొర (అరగొనైట్, కాంకియోలిన్)', kn: 'ಸಾವಯವ: ಮುತ್ತಿನ ಪದರ (ಅರಗೊನೈಟ್ ಮತ್ತು ಕಾಂಕಿಯೊಲಿನ್)', ml: 'ജൈവം: മുത്തുച്ചിപ്പിയുടെ പാളി (അരഗണൈറ്റ്, കോൺകിയോലിൻ)', mr: 'सेंद्रिय: शिंपल्याचा थर (अरॅगोनाइट आणि कॉन्किओलिन)', bn: 'জৈব: ঝিনুকের স্তর (অ্যারাগোনাইট ও কনকিওলিন)', gu: 'જૈવિક: છીપનું પડ (એરાગોનાઇટ અને કોન્કિયોલિન)' },
    hardnessMohs: { min: 2.5, max: 4.5 },
    colours: { en: ['white', 'cream', 'silvery white'], hi: ['सफ़ेद', 'क्रीम', 'चाँदी जैसा सफ़ेद'], ta: ['வெள்ளை', 'வெளிர் மஞ்சள்', 'வெள்ளி போன்ற வெண்மை'], te: ['తెలుపు', 'మీగడ రంగు', 'వెండి తెలుపు'], kn: ['ಬಿಳಿ', 'ಕೆನೆ ಬಣ್ಣ', 'ಬೆಳ್ಳಿ ಬಿಳಿ'], ml: ['വെളുപ്പ്', 'ക്രീം നിറം', 'വെള്ളിനിറമുള്ള വെളുപ്പ്'], mr: ['पांढरा', 'मलईसारखा', 'चांदीसारखा पांढरा'], bn: ['সাদা', 'ঘিয়ে', 'রুপালি সাদা'], gu: ['સફેદ', 'મલાઈ જેવો', 'ચાંદી જેવો સફેદ'] },
    properties: {
      en: 'Said to strengthen the Moon: a calm mind, emotional balance and good sleep.',
      hi: 'चंद्रमा को बल देने वाला माना जाता है: शांत मन, भावनात्मक संतुलन और अच्छी नींद।',
      ta: 'சந்திரனுக்கு வலு சேர்க்கும் எனக் கருதப்படுகிறது: அமைதியான மனம், உணர்ச்சிச் சமநிலை, நல்ல உறக்கம்.',
      te: 'చంద్రుడికి బలం చేకూరుస్తుందని నమ్మకం: ప్రశాంత మనస్సు, భావోద్వేగ సమతుల్యం, మంచి నిద్ర.',
      kn: 'ಚಂದ್ರನಿಗೆ ಬಲ ನೀಡುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ಶಾಂತ ಮನಸ್ಸು, ಭಾವನಾತ್ಮಕ ಸಮತೋಲನ ಮತ್ತು ಒಳ್ಳೆಯ ನಿದ್ರೆ.',
      ml: 'ചന്ദ്രനു ബലം നൽകുമെന്നു കരുതപ്പെടുന്നു: ശാന്തമായ മനസ്സ്, വൈകാരിക സന്തുലനം, നല്ല ഉറക്കം.',
      mr: 'चंद्राला बळ देणारे मानले जाते: शांत मन, भावनिक समतोल आणि चांगली झोप.',
      bn: 'চন্দ্রকে বল দেয় বলে মানা হয়: শান্ত মন, আবেগের ভারসাম্য ও ভালো ঘুম.',
      gu: 'ચંદ્રને બળ આપનાર મનાય છે: શાંત મન, ભાવનાત્મક સંતુલન અને સારી ઊંઘ.',
    },
    benefits: {
      en: ['Calm and steady emotions', 'Better relations with the mother and the public', 'Restful sleep'],
      hi: ['शांत और स्थिर भावनाएँ', 'माता और जनता से अच्छे संबंध', 'गहरी नींद'],
      ta: ['அமைதியான, நிலையான உணர்வுகள்', 'தாயுடனும் பொதுமக்களுடனும் நல்லுறவு', 'நிம்மதியான உறக்கம்'],
      te: ['ప్రశాంతమైన, స్థిరమైన భావోద్వేగాలు', 'తల్లితో, ప్రజలతో మెరుగైన సంబంధాలు', 'విశ్రాంతికరమైన నిద్ర'],
      kn: ['ಶಾಂತ ಮತ್ತು ಸ್ಥಿರ ಭಾವನೆಗಳು', 'ತಾಯಿ ಮತ್ತು ಸಾರ್ವಜನಿಕರೊಂದಿಗೆ ಉತ್ತಮ ಸಂಬಂಧ', 'ವಿಶ್ರಾಂತಿಯ ನಿದ್ರೆ'],
      ml: ['ശാന്തവും സ്ഥിരവുമായ വികാരങ്ങൾ', 'അമ്മയുമായും പൊതുജനങ്ങളുമായും മെച്ചപ്പെട്ട ബന്ധം', 'സ്വസ്ഥമായ ഉറക്കം'],
      mr: ['शांत आणि स्थिर भावना', 'आई आणि लोकांशी चांगले संबंध', 'शांत झोप'],
      bn: ['শান্ত ও স্থির আবেগ', 'মা ও জনসাধারণের সঙ্গে ভালো সম্পর্ক', 'প্রশান্ত ঘুম'],
      gu: ['શાંત અને સ્થિર લાગણીઓ', 'માતા અને લોકો સાથે સારા સંબંધ', 'શાંત ઊંઘ'],
    },
    verification: {
      refractiveIndex: { min: 1.52, max: 1.69 }, specificGravity: { min: 2.60, max: 2.78 },
      signs: {
        en: 'Feels gritty when rubbed gently on a tooth (overlapping nacre platelets); imitations feel smooth; an X-ray shows a bead nucleus in a cultured pearl.',
        hi: 'दाँत पर हल्के से रगड़ने पर खुरदुरा लगता है (परतदार सीप); नकली मोती चिकना लगता है; एक्स-रे से कल्चर्ड मोती के भीतर का मनका दिखता है।',
        ta: 'பல்லில் மெதுவாகத் தேய்த்தால் சொரசொரப்பாக இருக்கும் (ஒன்றன்மேல் ஒன்றான முத்துப்படலத் தகடுகள்); போலிகள் வழவழப்பாக இருக்கும்; வளர்ப்பு முத்தில் உள்ள மணிக்கருவை எக்ஸ்-கதிர் காட்டும்.',
        te: 'పంటిపై మెల్లగా రుద్దితే గరుకుగా అనిపిస్తుంది (ఒకదానిపై ఒకటి ఉన్న ముత్యపు పొరలు); నకిలీలు నునుపుగా ఉంటాయి; సాగు ముత్యంలోని పూస కేంద్రాన్ని ఎక్స్-రే చూపిస్తుంది.',
        kn: 'ಹಲ್ಲಿನ ಮೇಲೆ ಮೆಲ್ಲಗೆ ಉಜ್ಜಿದರೆ ಒರಟಾಗಿ ತೋರುತ್ತದೆ (ಒಂದರ ಮೇಲೊಂದು ಮುತ್ತಿನ ಪದರಗಳು); ನಕಲಿಗಳು ನಯವಾಗಿರುತ್ತವೆ; ಸಾಕಿದ ಮುತ್ತಿನಲ್ಲಿನ ಮಣಿ ಕೇಂದ್ರವನ್ನು ಎಕ್ಸ್-ರೇ ತೋರಿಸುತ್ತದೆ.',
        ml: 'പല്ലിൽ മെല്ലെ ഉരസിയാൽ തരുതരുപ്പ് തോന്നും (ഒന്നിനുമേൽ ഒന്നായ മുത്തുപാളികൾ); വ്യാജങ്ങൾ മിനുസമുള്ളവ; കൃഷി ചെയ്ത മുത്തിലെ മണിക്കാമ്പ് എക്സ്-റേ കാണിക്കും.',
        mr: 'दातावर हलके घासल्यास खरखरीत लागतो (एकावर एक असलेले मोत्याचे थर); नकली मोती गुळगुळीत लागतात; संवर्धित मोत्यातील मण्याचा गाभा क्ष-किरणात दिसतो.',
        bn: 'দাঁতে আলতো ঘষলে খসখসে লাগে (একের ওপর এক মুক্তার স্তর); নকল মুক্তা মসৃণ লাগে; চাষের মুক্তার ভেতরের পুঁতির কেন্দ্র এক্স-রেতে দেখা যায়.',
        gu: 'દાંત પર હળવેથી ઘસતાં ખરબચડું લાગે છે (એક પર એક મોતીનાં પડ); નકલી મોતી લીસાં લાગે છે; ઉછેરેલા મોતીની અંદરનો મણકાનો ગર્ભ એક્સ-રેમાં દેખાય છે.',
      },
    },
    substitutes: ['moonstone'], minimumCarats: 4, trialDays: null, effectiveness: 'full',
    source: 'RRS; GEMLAB; WT; SUB',
  },
  {
    id: 'red-coral', kind: 'ratna', en: 'Red Coral', hi: 'मूंगा', ta: 'பவளம்', te: 'పగడం', kn: 'ಹವಳ', ml: 'പവിഴം', mr: 'पोवळे', bn: 'প্রবাল', gu: 'પરવાળું', sanskrit: 'Pravala (Vidruma)', planet: 'mars',
    mineral: { en: 'Organic: calcite skeleton of precious coral (Corallium)', hi: 'जैविक: मूंगे (कोरालियम) का कैल्साइट कंकाल', ta: 'உயிரியல்: பவளப் பூச்சியின் கால்சைட் எலும்புக்கூடு', te: 'సేంద్రియం: పగడపు జీవి కాల్సైట్ అస్థిపంజరం', kn: 'ಸಾವಯವ: ಹವಳ ಜೀವಿಯ ಕ್ಯಾಲ್ಸೈಟ್ ಅಸ್ಥಿಪಂಜರ', ml: 'ജൈവം: പവിഴജീവിയുടെ കാൽസൈറ്റ് അസ്ഥികൂടം', mr: 'सेंद्रिय: प्रवाळाचा कॅल्साइट सांगाडा', bn: 'জৈব: প্রবালের ক্যালসাইট কঙ্কাল', gu: 'જૈવિક: પરવાળાનું કેલ્સાઇટ હાડપિંજર' },
    hardnessMohs: { min: 3, max: 4 },
    colours: { en: ['red', 'orange red', 'deep red'], hi: ['लाल', 'नारंगी लाल', 'गहरा लाल'], ta: ['சிவப்பு', 'ஆரஞ்சு கலந்த சிவப்பு', 'அடர் சிவப்பு'], te: ['ఎరుపు', 'నారింజ ఎరుపు', 'ముదురు ఎరుపు'], kn: ['ಕೆಂಪು', 'ಕಿತ್ತಳೆ ಕೆಂಪು', 'ಗಾಢ ಕೆಂಪು'], ml: ['ചുവപ്പ്', 'ഓറഞ്ച് കലർന്ന ചുവപ്പ്', 'കടുംചുവപ്പ്'], mr: ['लाल', 'नारिंगी लाल', 'गडद लाल'], bn: ['লাল', 'কমলা লাল', 'গাঢ় লাল'], gu: ['લાલ', 'નારંગી લાલ', 'ઘેરો લાલ'] },
    properties: {
      en: 'Said to strengthen Mars: courage, stamina and decisive action.',
      hi: 'मंगल को बल देने वाला माना जाता है: साहस, सहनशक्ति और निर्णायक कर्म।',
      ta: 'செவ்வாய்க்கு வலு சேர்க்கும் எனக் கருதப்படுகிறது: துணிவு, தாங்குதிறன், உறுதியான செயல்.',
      te: 'కుజుడికి బలం చేకూరుస్తుందని నమ్మకం: ధైర్యం, సహనశక్తి, నిర్ణయాత్మక చర్య.',
      kn: 'ಕುಜನಿಗೆ ಬಲ ನೀಡುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ಧೈರ್ಯ, ಸಹನಶಕ್ತಿ ಮತ್ತು ದೃಢ ಕ್ರಿಯೆ.',
      ml: 'ചൊവ്വയ്ക്കു ബലം നൽകുമെന്നു കരുതപ്പെടുന്നു: ധൈര്യം, സഹനശക്തി, നിശ്ചയദാർഢ്യമുള്ള പ്രവൃത്തി.',
      mr: 'मंगळाला बळ देणारे मानले जाते: धैर्य, सहनशक्ती आणि निर्णायक कृती.',
      bn: 'মঙ্গলকে বল দেয় বলে মানা হয়: সাহস, সহনশক্তি ও দৃঢ় কর্ম.',
      gu: 'મંગળને બળ આપનાર મનાય છે: હિંમત, સહનશક્તિ અને નિર્ણાયક કર્મ.',
    },
    benefits: {
      en: ['Courage and initiative', 'Physical stamina', 'Help with property and siblings'],
      hi: ['साहस और पहल', 'शारीरिक सहनशक्ति', 'भूमि-संपत्ति और भाई-बहनों में सहायता'],
      ta: ['துணிவும் முன்முயற்சியும்', 'உடல் தாங்குதிறன்', 'சொத்து, உடன்பிறந்தோர் விஷயங்களில் உதவி'],
      te: ['ధైర్యం, చొరవ', 'శారీరక సహనశక్తి', 'ఆస్తి, తోబుట్టువుల విషయంలో సహాయం'],
      kn: ['ಧೈರ್ಯ ಮತ್ತು ಉಪಕ್ರಮ', 'ದೈಹಿಕ ಸಹನಶಕ್ತಿ', 'ಆಸ್ತಿ ಮತ್ತು ಒಡಹುಟ್ಟಿದವರ ವಿಷಯದಲ್ಲಿ ನೆರವು'],
      ml: ['ധൈര്യവും മുൻകൈയും', 'ശാരീരിക സഹനശക്തി', 'സ്വത്തിലും സഹോദരങ്ങളുടെ കാര്യത്തിലും സഹായം'],
      mr: ['धैर्य आणि पुढाकार', 'शारीरिक सहनशक्ती', 'मालमत्ता आणि भावंडांच्या बाबतीत साहाय्य'],
      bn: ['সাহস ও উদ্যোগ', 'শারীরিক সহনশক্তি', 'সম্পত্তি ও ভাইবোনের বিষয়ে সহায়তা'],
      gu: ['હિંમત અને પહેલ', 'શારીરિક સહનશક્તિ', 'મિલકત અને ભાઈ-બહેનોની બાબતમાં સહાય'],
    },
    verification: {
      refractiveIndex: { min: 1.486, max: 1.658 }, specificGravity: { min: 2.60, max: 2.70 },
      signs: {
        en: 'Fine parallel growth lines like wood grain and a waxy lustre; dyed bamboo coral and plastic show colour in cracks or no grain.',
        hi: 'लकड़ी के रेशे जैसी महीन समानांतर रेखाएँ और मोम जैसी चमक; रंगा हुआ बाँस-मूंगा और प्लास्टिक में दरारों में रंग या रेखाओं का अभाव दिखता है।',
        ta: 'மரத்தின் வரிகள் போன்ற மெல்லிய இணை வளர்ச்சிக் கோடுகளும் மெழுகு போன்ற பளபளப்பும்; சாயமிட்ட மூங்கில் பவளத்திலும் பிளாஸ்டிக்கிலும் விரிசல்களில் நிறம் தேங்கியிருக்கும் அல்லது வரிகளே இருக்காது.',
        te: 'చెక్క నారల వంటి సన్నని సమాంతర పెరుగుదల గీతలు, మైనపు మెరుపు; రంగు వేసిన వెదురు పగడంలో, ప్లాస్టిక్‌లో పగుళ్లలో రంగు కనిపిస్తుంది లేదా గీతలే ఉండవు.',
        kn: 'ಮರದ ನಾರಿನಂಥ ಸೂಕ್ಷ್ಮ ಸಮಾಂತರ ಬೆಳವಣಿಗೆಯ ಗೆರೆಗಳು ಮತ್ತು ಮೇಣದಂಥ ಹೊಳಪು; ಬಣ್ಣ ಹಾಕಿದ ಬಿದಿರು ಹವಳ ಮತ್ತು ಪ್ಲಾಸ್ಟಿಕ್‌ನಲ್ಲಿ ಬಿರುಕುಗಳಲ್ಲಿ ಬಣ್ಣ ಕಾಣುತ್ತದೆ ಅಥವಾ ಗೆರೆಗಳೇ ಇರುವುದಿಲ್ಲ.',
        ml: 'തടിയുടെ നാരുകൾ പോലുള്ള നേർത്ത സമാന്തര വളർച്ചാരേഖകളും മെഴുകുപോലുള്ള തിളക്കവും; ചായം പൂശിയ മുള പവിഴത്തിലും പ്ലാസ്റ്റിക്കിലും വിള്ളലുകളിൽ നിറം കാണാം, അല്ലെങ്കിൽ രേഖകളേ ഇല്ല.',
        mr: 'लाकडाच्या रेषांसारख्या बारीक समांतर वाढरेषा आणि मेणासारखी चमक; रंगवलेल्या बांबू प्रवाळात आणि प्लास्टिकमध्ये भेगांत रंग दिसतो किंवा रेषाच नसतात.',
        bn: 'কাঠের আঁশের মতো সূক্ষ্ম সমান্তরাল বৃদ্ধিরেখা ও মোমের মতো দীপ্তি; রং করা বাঁশ প্রবাল ও প্লাস্টিকে ফাটলে রং জমে থাকে বা রেখাই থাকে না.',
        gu: 'લાકડાના રેસા જેવી બારીક સમાંતર વૃદ્ધિરેખાઓ અને મીણ જેવી ચમક; રંગેલા વાંસ પરવાળા અને પ્લાસ્ટિકમાં તિરાડોમાં રંગ દેખાય છે અથવા રેખાઓ જ હોતી નથી.',
      },
    },
    substitutes: ['carnelian'], minimumCarats: 5, trialDays: null, effectiveness: 'full',
    source: 'RRS; GEMLAB; WT; SUB',
  },
  {
    id: 'emerald', kind: 'ratna', en: 'Emerald', hi: 'पन्ना', ta: 'மரகதம்', te: 'పచ్చ', kn: 'ಪಚ್ಚೆ', ml: 'മരതകം', mr: 'पाचू', bn: 'পান্না', gu: 'પન્ના', sanskrit: 'Marakata', planet: 'mercury',
    mineral: { en: 'Beryl (green variety)', hi: 'बेरिल (हरी किस्म)', ta: 'பெரில் (பச்சை வகை)', te: 'బెరిల్ (ఆకుపచ్చ రకం)', kn: 'ಬೆರಿಲ್ (ಹಸಿರು ಬಗೆ)', ml: 'ബെറിൽ (പച്ച ഇനം)', mr: 'बेरिल (हिरवा प्रकार)', bn: 'বেরিল (সবুজ প্রকার)', gu: 'બેરિલ (લીલો પ્રકાર)' },
    hardnessMohs: { min: 7.5, max: 8 },
    colours: { en: ['green', 'bluish green'], hi: ['हरा', 'नीलापन लिए हरा'], ta: ['பச்சை', 'நீலம் கலந்த பச்சை'], te: ['ఆకుపచ్చ', 'నీలి ఆకుపచ్చ'], kn: ['ಹಸಿರು', 'ನೀಲಿ ಹಸಿರು'], ml: ['പച്ച', 'നീല കലർന്ന പച്ച'], mr: ['हिरवा', 'निळसर हिरवा'], bn: ['সবুজ', 'নীলচে সবুজ'], gu: ['લીલો', 'વાદળી ઝાંયવાળો લીલો'] },
    properties: {
      en: 'Said to strengthen Mercury: intellect, speech and skill in trade.',
      hi: 'बुध को बल देने वाला माना जाता है: बुद्धि, वाणी और व्यापार-कौशल।',
      ta: 'புதனுக்கு வலு சேர்க்கும் எனக் கருதப்படுகிறது: அறிவு, பேச்சு, வணிகத் திறன்.',
      te: 'బుధుడికి బలం చేకూరుస్తుందని నమ్మకం: బుద్ధి, వాక్కు, వ్యాపార నైపుణ్యం.',
      kn: 'ಬುಧನಿಗೆ ಬಲ ನೀಡುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ಬುದ್ಧಿ, ಮಾತು ಮತ್ತು ವ್ಯಾಪಾರ ಕೌಶಲ.',
      ml: 'ബുധനു ബലം നൽകുമെന്നു കരുതപ്പെടുന്നു: ബുദ്ധി, വാക്ക്, വ്യാപാരനൈപുണ്യം.',
      mr: 'बुधाला बळ देणारे मानले जाते: बुद्धी, वाणी आणि व्यापारकौशल्य.',
      bn: 'বুধকে বল দেয় বলে মানা হয়: বুদ্ধি, বাক্য ও ব্যবসার দক্ষতা.',
      gu: 'બુધને બળ આપનાર મનાય છે: બુદ્ધિ, વાણી અને વેપાર-કૌશલ.',
    },
    benefits: {
      en: ['Clear thinking and memory', 'Persuasive speech', 'Success in commerce and study'],
      hi: ['स्पष्ट चिंतन और स्मरणशक्ति', 'प्रभावी वाणी', 'व्यापार और अध्ययन में सफलता'],
      ta: ['தெளிவான சிந்தனையும் நினைவாற்றலும்', 'ஈர்க்கும் பேச்சு', 'வணிகத்திலும் கல்வியிலும் வெற்றி'],
      te: ['స్పష్టమైన ఆలోచన, జ్ఞాపకశక్తి', 'ఒప్పించే వాక్చాతుర్యం', 'వ్యాపారంలో, చదువులో విజయం'],
      kn: ['ಸ್ಪಷ್ಟ ಚಿಂತನೆ ಮತ್ತು ನೆನಪಿನ ಶಕ್ತಿ', 'ಮನವೊಲಿಸುವ ಮಾತು', 'ವ್ಯಾಪಾರ ಮತ್ತು ಅಧ್ಯಯನದಲ್ಲಿ ಯಶಸ್ಸು'],
      ml: ['വ്യക്തമായ ചിന്തയും ഓർമശക്തിയും', 'ബോധ്യപ്പെടുത്തുന്ന സംസാരം', 'വ്യാപാരത്തിലും പഠനത്തിലും വിജയം'],
      mr: ['स्पष्ट विचार आणि स्मरणशक्ती', 'प्रभावी वाणी', 'व्यापार आणि अभ्यासात यश'],
      bn: ['স্বচ্ছ চিন্তা ও স্মৃতিশক্তি', 'প্রভাবশালী বাক্য', 'ব্যবসা ও পড়াশোনায় সাফল্য'],
      gu: ['સ્પષ્ટ વિચાર અને સ્મરણશક્તિ', 'પ્રભાવશાળી વાણી', 'વેપાર અને અભ્યાસમાં સફળતા'],
    },
    verification: {
      refractiveIndex: { min: 1.565, max: 1.602 }, specificGravity: { min: 2.67, max: 2.78 },
      signs: {
        en: 'Natural stones carry a "garden" of inclusions, often three-phase (liquid, gas, crystal); fractures are commonly filled with oil or resin; green glass and doublets lack them.',
        hi: 'प्राकृतिक पन्ने में समावेशों का "बगीचा" होता है, अक्सर तीन-अवस्था वाले (द्रव, गैस, क्रिस्टल); दरारें प्रायः तेल या राल से भरी जाती हैं; हरे काँच और डबलेट में ये नहीं होते।',
        ta: 'இயற்கைக் கற்களில் உள்ளடக்கங்களின் "தோட்டம்" இருக்கும், பெரும்பாலும் மூன்று நிலை (திரவம், வாயு, படிகம்); விரிசல்கள் பொதுவாக எண்ணெய் அல்லது பிசினால் நிரப்பப்படும்; பச்சைக் கண்ணாடியிலும் இரட்டை ஒட்டுக்கற்களிலும் இவை இருக்காது.',
        te: 'సహజ రత్నాల్లో అంతర్నిక్షేపాల "తోట" ఉంటుంది, తరచుగా మూడు దశలవి (ద్రవం, వాయువు, స్ఫటికం); పగుళ్లను సాధారణంగా నూనె లేదా రెసిన్‌తో నింపుతారు; ఆకుపచ్చ గాజులో, అతుకు రాళ్లలో ఇవి ఉండవు.',
        kn: 'ನೈಸರ್ಗಿಕ ರತ್ನಗಳಲ್ಲಿ ಒಳಸೇರ್ಪಡೆಗಳ "ತೋಟ" ಇರುತ್ತದೆ, ಅನೇಕ ಬಾರಿ ಮೂರು ಸ್ಥಿತಿಯವು (ದ್ರವ, ಅನಿಲ, ಸ್ಫಟಿಕ); ಬಿರುಕುಗಳನ್ನು ಸಾಮಾನ್ಯವಾಗಿ ಎಣ್ಣೆ ಅಥವಾ ರಾಳದಿಂದ ತುಂಬಲಾಗುತ್ತದೆ; ಹಸಿರು ಗಾಜು ಮತ್ತು ಜೋಡಿ ಕಲ್ಲುಗಳಲ್ಲಿ ಇವು ಇರುವುದಿಲ್ಲ.',
        ml: 'പ്രകൃതിദത്ത കല്ലുകളിൽ ഉൾപ്പെടലുകളുടെ ഒരു "തോട്ടം" ഉണ്ടാകും, പലപ്പോഴും മൂന്നവസ്ഥയുള്ളവ (ദ്രാവകം, വാതകം, പരൽ); വിള്ളലുകൾ സാധാരണ എണ്ണയോ റെസിനോ കൊണ്ടു നിറയ്ക്കുന്നു; പച്ച ഗ്ലാസിലും ഒട്ടിച്ച ഇരട്ടക്കല്ലുകളിലും ഇവ ഇല്ല.',
        mr: 'नैसर्गिक रत्नांत अंतर्वेशांची "बाग" असते, अनेकदा त्रिअवस्था (द्रव, वायू, स्फटिक); भेगा सहसा तेल किंवा राळेने भरलेल्या असतात; हिरव्या काचेत आणि जोडरत्नांत त्या नसतात.',
        bn: 'প্রাকৃতিক পাথরে অন্তর্ভুক্তির একটি "বাগান" থাকে, প্রায়ই তিন-দশার (তরল, গ্যাস, স্ফটিক); ফাটল সাধারণত তেল বা রজনে ভরা থাকে; সবুজ কাচ ও জোড়া পাথরে এগুলি থাকে না.',
        gu: 'કુદરતી પથ્થરોમાં સમાવેશોનો "બગીચો" હોય છે, ઘણી વાર ત્રણ અવસ્થાવાળા (પ્રવાહી, વાયુ, સ્ફટિક); તિરાડો સામાન્ય રીતે તેલ કે રાળથી ભરાય છે; લીલા કાચ અને જોડેલા પથ્થરોમાં તે હોતા નથી.',
      },
    },
    substitutes: ['peridot', 'green-tourmaline'], minimumCarats: 3, trialDays: null, effectiveness: 'full',
    source: 'RRS; GIA; WT; SUB',
  },
  {
    id: 'yellow-sapphire', kind: 'ratna', en: 'Yellow Sapphire', hi: 'पुखराज', ta: 'புஷ்பராகம்', te: 'కనక పుష్యరాగం', kn: 'ಪುಷ್ಯರಾಗ', ml: 'പുഷ്യരാഗം', mr: 'पुष्कराज', bn: 'পোখরাজ', gu: 'પોખરાજ', sanskrit: 'Pushparaga', planet: 'jupiter',
    mineral: { en: 'Corundum (yellow variety)', hi: 'कोरंडम (पीली किस्म)', ta: 'கொருண்டம் (மஞ்சள் வகை)', te: 'కొరండం (పసుపు రకం)', kn: 'ಕೊರಂಡಮ್ (ಹಳದಿ ಬಗೆ)', ml: 'കൊറണ്ടം (മഞ്ഞ ഇനം)', mr: 'कुरुंद (पिवळा प्रकार)', bn: 'কোরান্ডাম (হলুদ প্রকার)', gu: 'કોરન્ડમ (પીળો પ્રકાર)' },
    hardnessMohs: { min: 9, max: 9 },
    colours: { en: ['yellow', 'golden yellow', 'canary yellow'], hi: ['पीला', 'सुनहरा पीला', 'हल्का पीला'], ta: ['மஞ்சள்', 'பொன் மஞ்சள்', 'வெளிர் மஞ்சள்'], te: ['పసుపు', 'బంగారు పసుపు', 'లేత పసుపు'], kn: ['ಹಳದಿ', 'ಚಿನ್ನದ ಹಳದಿ', 'ತಿಳಿ ಹಳದಿ'], ml: ['മഞ്ഞ', 'സ്വർണമഞ്ഞ', 'ഇളംമഞ്ഞ'], mr: ['पिवळा', 'सोनेरी पिवळा', 'फिकट पिवळा'], bn: ['হলুদ', 'সোনালি হলুদ', 'হালকা হলুদ'], gu: ['પીળો', 'સોનેરી પીળો', 'આછો પીળો'] },
    properties: {
      en: 'Said to strengthen Jupiter: wisdom, good fortune and blessings of teachers and children.',
      hi: 'बृहस्पति को बल देने वाला माना जाता है: ज्ञान, सौभाग्य और गुरु व संतान का आशीर्वाद।',
      ta: 'குருவுக்கு வலு சேர்க்கும் எனக் கருதப்படுகிறது: ஞானம், நல்லதிர்ஷ்டம், ஆசிரியர்கள் மற்றும் பிள்ளைகளின் ஆசி.',
      te: 'గురువుకు బలం చేకూరుస్తుందని నమ్మకం: జ్ఞానం, అదృష్టం, గురువుల, సంతానం ఆశీస్సులు.',
      kn: 'ಗುರುವಿಗೆ ಬಲ ನೀಡುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ಜ್ಞಾನ, ಸೌಭಾಗ್ಯ ಮತ್ತು ಗುರುಗಳ ಹಾಗೂ ಮಕ್ಕಳ ಆಶೀರ್ವಾದ.',
      ml: 'വ്യാഴത്തിനു ബലം നൽകുമെന്നു കരുതപ്പെടുന്നു: ജ്ഞാനം, സൗഭാഗ്യം, ഗുരുക്കന്മാരുടെയും മക്കളുടെയും അനുഗ്രഹം.',
      mr: 'गुरूला बळ देणारे मानले जाते: ज्ञान, सौभाग्य आणि गुरू व संततीचा आशीर्वाद.',
      bn: 'বৃহস্পতিকে বল দেয় বলে মানা হয়: জ্ঞান, সৌভাগ্য এবং গুরু ও সন্তানের আশীর্বাদ.',
      gu: 'ગુરુને બળ આપનાર મનાય છે: જ્ઞાન, સૌભાગ્ય અને ગુરુ તથા સંતાનના આશીર્વાદ.',
    },
    benefits: {
      en: ['Wisdom and sound judgement', 'Prosperity and good fortune', 'Support for marriage and children'],
      hi: ['ज्ञान और सही निर्णय', 'समृद्धि और सौभाग्य', 'विवाह और संतान में सहायता'],
      ta: ['ஞானமும் சரியான முடிவெடுக்கும் திறனும்', 'செழிப்பும் நல்லதிர்ஷ்டமும்', 'திருமணத்துக்கும் பிள்ளைப்பேற்றுக்கும் துணை'],
      te: ['జ్ఞానం, సరైన విచక్షణ', 'సమృద్ధి, అదృష్టం', 'వివాహం, సంతానానికి తోడ్పాటు'],
      kn: ['ಜ್ಞಾನ ಮತ್ತು ಸರಿಯಾದ ವಿವೇಚನೆ', 'ಸಮೃದ್ಧಿ ಮತ್ತು ಸೌಭಾಗ್ಯ', 'ವಿವಾಹ ಮತ್ತು ಮಕ್ಕಳಿಗೆ ಬೆಂಬಲ'],
      ml: ['ജ്ഞാനവും ശരിയായ വിവേചനവും', 'സമൃദ്ധിയും സൗഭാഗ്യവും', 'വിവാഹത്തിനും സന്താനത്തിനും പിന്തുണ'],
      mr: ['ज्ञान आणि योग्य निर्णयक्षमता', 'समृद्धी आणि सौभाग्य', 'विवाह आणि संततीसाठी साहाय्य'],
      bn: ['জ্ঞান ও সঠিক বিচারবুদ্ধি', 'সমৃদ্ধি ও সৌভাগ্য', 'বিবাহ ও সন্তানের সহায়তা'],
      gu: ['જ્ઞાન અને સાચો નિર્ણય', 'સમૃદ્ધિ અને સૌભાગ્ય', 'લગ્ન અને સંતાનમાં સહાય'],
    },
    verification: {
      refractiveIndex: { min: 1.762, max: 1.770 }, specificGravity: { min: 3.97, max: 4.05 },
      signs: {
        en: 'Doubly refractive with straight colour zoning and fine silk; yellow topaz (SG 3.53) and citrine (SG 2.65) are lighter in the hand and by heavy liquids.',
        hi: 'द्विअपवर्तक, सीधी रंग-पट्टियाँ और महीन रेशम; पीला टोपाज़ (आपेक्षिक घनत्व 3.53) और सुनैला (2.65) हल्के होते हैं।',
        ta: 'நேரான நிறப் பட்டைகளும் மெல்லிய பட்டும் கொண்ட இரட்டை ஒளிவிலகல்; மஞ்சள் டோபாஸ் (ஒப்படர்த்தி 3.53), சிட்ரின் (ஒப்படர்த்தி 2.65) இரண்டும் கையிலும் கன திரவச் சோதனையிலும் இலேசானவை.',
        te: 'నేరైన రంగు పట్టీలు, సన్నని పట్టుతో ద్వివక్రీభవనం; పసుపు టోపాజ్ (విశిష్ట గురుత్వం 3.53), సిట్రిన్ (విశిష్ట గురుత్వం 2.65) చేతిలోనూ భార ద్రవాల పరీక్షలోనూ తేలికగా ఉంటాయి.',
        kn: 'ನೇರ ಬಣ್ಣದ ಪಟ್ಟಿಗಳು ಮತ್ತು ಸೂಕ್ಷ್ಮ ರೇಷ್ಮೆಯೊಂದಿಗೆ ದ್ವಿವಕ್ರೀಭವನ; ಹಳದಿ ಟೋಪಾಜ್ (ವಿಶಿಷ್ಟ ಗುರುತ್ವ 3.53) ಮತ್ತು ಸಿಟ್ರಿನ್ (ವಿಶಿಷ್ಟ ಗುರುತ್ವ 2.65) ಕೈಯಲ್ಲೂ ಭಾರ ದ್ರವಗಳ ಪರೀಕ್ಷೆಯಲ್ಲೂ ಹಗುರ.',
        ml: 'നേർരേഖയിലുള്ള നിറപ്പട്ടകളും നേർത്ത പട്ടുമുള്ള ദ്വി അപവർത്തനം; മഞ്ഞ ടോപ്പാസും (ആപേക്ഷിക സാന്ദ്രത 3.53) സിട്രിനും (ആപേക്ഷിക സാന്ദ്രത 2.65) കൈയിലും ഭാരദ്രാവക പരിശോധനയിലും ഭാരം കുറഞ്ഞവ.',
        mr: 'सरळ रंगपट्टे आणि बारीक रेशीम असलेले द्विअपवर्तनी; पिवळा टोपाझ (विशिष्ट गुरुत्व 3.53) आणि सुनेला (विशिष्ट गुरुत्व 2.65) हातात आणि जड द्रवांच्या चाचणीत हलके असतात.',
        bn: 'সোজা রঙের পট্টি ও সূক্ষ্ম রেশমসহ দ্বি-প্রতিসারী; হলুদ টোপাজ (আপেক্ষিক গুরুত্ব 3.53) ও সিট্রিন (আপেক্ষিক গুরুত্ব 2.65) হাতে ও ভারী তরলের পরীক্ষায় হালকা.',
        gu: 'સીધા રંગપટ્ટા અને બારીક રેશમ સાથે દ્વિવક્રીભવનવાળું; પીળો ટોપાઝ (વિશિષ્ટ ગુરુત્વ 3.53) અને સુનેલા (વિશિષ્ટ ગુરુત્વ 2.65) હાથમાં અને ભારે પ્રવાહીની કસોટીમાં હળવા હોય છે.',
      },
    },
    substitutes: ['yellow-topaz', 'citrine'], minimumCarats: 3, trialDays: null, effectiveness: 'full',
    source: 'RRS; GIA; WT; SUB',
  },
  {
    id: 'diamond', kind: 'ratna', en: 'Diamond', hi: 'हीरा', ta: 'வைரம்', te: 'వజ్రం', kn: 'ವಜ್ರ', ml: 'വജ്രം', mr: 'हिरा', bn: 'হীরা', gu: 'હીરો', sanskrit: 'Vajra', planet: 'venus',
    mineral: { en: 'Diamond (crystalline carbon)', hi: 'हीरा (क्रिस्टलीय कार्बन)', ta: 'வைரம் (படிகக் கார்பன்)', te: 'వజ్రం (స్ఫటిక కార్బన్)', kn: 'ವಜ್ರ (ಸ್ಫಟಿಕ ಇಂಗಾಲ)', ml: 'വജ്രം (പരൽ കാർബൺ)', mr: 'हिरा (स्फटिकरूप कार्बन)', bn: 'হীরা (স্ফটিক কার্বন)', gu: 'હીરો (સ્ફટિક કાર્બન)' },
    hardnessMohs: { min: 10, max: 10 },
    colours: { en: ['colourless', 'near colourless'], hi: ['रंगहीन', 'लगभग रंगहीन'], ta: ['நிறமற்றது', 'ஏறக்குறைய நிறமற்றது'], te: ['రంగులేనిది', 'దాదాపు రంగులేనిది'], kn: ['ಬಣ್ಣರಹಿತ', 'ಬಹುತೇಕ ಬಣ್ಣರಹಿತ'], ml: ['നിറമില്ലാത്തത്', 'ഏറെക്കുറെ നിറമില്ലാത്തത്'], mr: ['रंगहीन', 'जवळजवळ रंगहीन'], bn: ['বর্ণহীন', 'প্রায় বর্ণহীন'], gu: ['રંગહીન', 'લગભગ રંગહીન'] },
    properties: {
      en: 'Said to strengthen Venus: harmony in marriage, comfort and artistic sense.',
      hi: 'शुक्र को बल देने वाला माना जाता है: दांपत्य में सामंजस्य, सुख-सुविधा और कलात्मक रुचि।',
      ta: 'சுக்கிரனுக்கு வலு சேர்க்கும் எனக் கருதப்படுகிறது: மண வாழ்வில் இணக்கம், சுகம், கலையுணர்வு.',
      te: 'శుక్రుడికి బలం చేకూరుస్తుందని నమ్మకం: దాంపత్య సామరస్యం, సుఖం, కళాభిరుచి.',
      kn: 'ಶುಕ್ರನಿಗೆ ಬಲ ನೀಡುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ದಾಂಪತ್ಯದಲ್ಲಿ ಸಾಮರಸ್ಯ, ಸುಖ ಮತ್ತು ಕಲಾಭಿರುಚಿ.',
      ml: 'ശുക്രനു ബലം നൽകുമെന്നു കരുതപ്പെടുന്നു: ദാമ്പത്യത്തിൽ ഇണക്കം, സുഖം, കലാബോധം.',
      mr: 'शुक्राला बळ देणारे मानले जाते: वैवाहिक सुसंवाद, सुखसोयी आणि कलात्मक अभिरुची.',
      bn: 'শুক্রকে বল দেয় বলে মানা হয়: দাম্পত্যে সামঞ্জস্য, স্বাচ্ছন্দ্য ও শিল্পবোধ.',
      gu: 'શુક્રને બળ આપનાર મનાય છે: દાંપત્યમાં સુમેળ, સુખ-સગવડ અને કલાત્મક રુચિ.',
    },
    benefits: {
      en: ['Harmony in love and marriage', 'Comfort, vehicles and luxuries', 'Creativity and refinement'],
      hi: ['प्रेम और विवाह में सामंजस्य', 'सुख-सुविधा, वाहन और वैभव', 'रचनात्मकता और परिष्कार'],
      ta: ['காதலிலும் திருமணத்திலும் இணக்கம்', 'சுகம், வாகனம், ஆடம்பரம்', 'படைப்பாற்றலும் நுட்பமும்'],
      te: ['ప్రేమలో, వివాహంలో సామరస్యం', 'సుఖం, వాహనాలు, విలాసాలు', 'సృజనాత్మకత, సొగసు'],
      kn: ['ಪ್ರೀತಿ ಮತ್ತು ವಿವಾಹದಲ್ಲಿ ಸಾಮರಸ್ಯ', 'ಸುಖ, ವಾಹನ ಮತ್ತು ವೈಭೋಗ', 'ಸೃಜನಶೀಲತೆ ಮತ್ತು ಪರಿಷ್ಕಾರ'],
      ml: ['പ്രണയത്തിലും വിവാഹത്തിലും ഇണക്കം', 'സുഖം, വാഹനങ്ങൾ, ആഡംബരം', 'സർഗാത്മകതയും സംസ്കാരവും'],
      mr: ['प्रेम आणि विवाहात सुसंवाद', 'सुखसोयी, वाहने आणि वैभव', 'सर्जनशीलता आणि अभिरुची'],
      bn: ['প্রেম ও বিবাহে সামঞ্জস্য', 'স্বাচ্ছন্দ্য, যানবাহন ও বিলাস', 'সৃজনশীলতা ও রুচি'],
      gu: ['પ્રેમ અને લગ્નમાં સુમેળ', 'સુખ-સગવડ, વાહનો અને વૈભવ', 'સર્જનાત્મકતા અને રુચિ'],
    },
    verification: {
      refractiveIndex: { min: 2.417, max: 2.419 }, specificGravity: { min: 3.50, max: 3.53 },
      signs: {
        en: 'Singly refractive and conducts heat strongly (thermal tester); cubic zirconia is much heavier (SG about 5.8) and moissanite shows doubled facet edges.',
        hi: 'एकल अपवर्तक और ताप का तीव्र चालक (थर्मल टेस्टर); क्यूबिक ज़िरकोनिया बहुत भारी (आपेक्षिक घनत्व लगभग 5.8) होता है और मोइसानाइट में फलकों के किनारे दोहरे दिखते हैं।',
        ta: 'ஒற்றை ஒளிவிலகல் உடையது, வெப்பத்தை வலுவாகக் கடத்தும் (வெப்பச் சோதனைக் கருவி); கியூபிக் சிர்கோனியா மிகக் கனமானது (ஒப்படர்த்தி ஏறக்குறைய 5.8), மொய்சனைட்டில் பட்டை விளிம்புகள் இரட்டையாகத் தெரியும்.',
        te: 'ఏకవక్రీభవనం, వేడిని బలంగా ప్రసరిస్తుంది (ఉష్ణ పరీక్షకం); క్యూబిక్ జిర్కోనియా చాలా బరువైనది (విశిష్ట గురుత్వం సుమారు 5.8), మొయిసనైట్‌లో ముఖాల అంచులు రెట్టింపుగా కనిపిస్తాయి.',
        kn: 'ಏಕವಕ್ರೀಭವನ ಮತ್ತು ಶಾಖವನ್ನು ಬಲವಾಗಿ ವಾಹಿಸುತ್ತದೆ (ಉಷ್ಣ ಪರೀಕ್ಷಕ); ಕ್ಯೂಬಿಕ್ ಜಿರ್ಕೋನಿಯಾ ತುಂಬಾ ಭಾರ (ವಿಶಿಷ್ಟ ಗುರುತ್ವ ಸುಮಾರು 5.8), ಮೊಯಿಸನೈಟ್‌ನಲ್ಲಿ ಮುಖಗಳ ಅಂಚುಗಳು ಜೋಡಿಯಾಗಿ ಕಾಣುತ್ತವೆ.',
        ml: 'ഏക അപവർത്തനം, താപം ശക്തമായി കടത്തിവിടുന്നു (താപ പരിശോധിനി); ക്യൂബിക് സിർക്കോണിയ വളരെ ഭാരമുള്ളത് (ആപേക്ഷിക സാന്ദ്രത ഏകദേശം 5.8), മൊയ്സനൈറ്റിൽ മുഖങ്ങളുടെ അരികുകൾ ഇരട്ടിച്ചു കാണാം.',
        mr: 'एकअपवर्तनी आणि उष्णतेचे उत्तम वाहक (उष्णता परीक्षक); क्युबिक झिरकोनिया खूप जड असते (विशिष्ट गुरुत्व सुमारे 5.8) आणि मॉइसनाइटमध्ये पैलूंच्या कडा दुहेरी दिसतात.',
        bn: 'এক-প্রতিসারী এবং তাপ জোরালোভাবে পরিবহন করে (তাপ পরীক্ষক); কিউবিক জারকোনিয়া অনেক ভারী (আপেক্ষিক গুরুত্ব প্রায় 5.8) এবং ময়সানাইটে তলের কিনারা দ্বিগুণ দেখায়.',
        gu: 'એકવક્રીભવનવાળું અને ગરમીનું પ્રબળ વાહક (ઉષ્મા પરીક્ષક); ક્યુબિક ઝિરકોનિયા ઘણું ભારે (વિશિષ્ટ ગુરુત્વ આશરે 5.8) અને મોઇસાનાઇટમાં પાસાંની કિનારીઓ બેવડી દેખાય છે.',
      },
    },
    substitutes: ['white-sapphire', 'white-zircon', 'white-topaz'], minimumCarats: 0.1, trialDays: null,
    effectiveness: 'full', source: 'RRS; GIA; WT; SUB',
  },
  {
    id: 'blue-sapphire', kind: 'ratna', en: 'Blue Sapphire', hi: 'नीलम', ta: 'நீலக்கல்', te: 'నీలం', kn: 'ನೀಲ', ml: 'ഇന്ദ്രനീലം', mr: 'नीलम', bn: 'নীলা', gu: 'નીલમ', sanskrit: 'Indranila', planet: 'saturn',
    mineral: { en: 'Corundum (blue variety)', hi: 'कोरंडम (नीली किस्म)', ta: 'கொருண்டம் (நீல வகை)', te: 'కొరండం (నీలి రకం)', kn: 'ಕೊರಂಡಮ್ (ನೀಲಿ ಬಗೆ)', ml: 'കൊറണ്ടം (നീല ഇനം)', mr: 'कुरुंद (निळा प्रकार)', bn: 'কোরান্ডাম (নীল প্রকার)', gu: 'કોરન્ડમ (વાદળી પ્રકાર)' },
    hardnessMohs: { min: 9, max: 9 },
    colours: { en: ['blue', 'violet blue', 'deep blue'], hi: ['नीला', 'बैंगनी नीला', 'गहरा नीला'], ta: ['நீலம்', 'ஊதா கலந்த நீலம்', 'அடர் நீலம்'], te: ['నీలం', 'ఊదా నీలం', 'ముదురు నీలం'], kn: ['ನೀಲಿ', 'ನೇರಳೆ ನೀಲಿ', 'ಗಾಢ ನೀಲಿ'], ml: ['നീല', 'വയലറ്റ് കലർന്ന നീല', 'കടുംനീല'], mr: ['निळा', 'जांभळट निळा', 'गडद निळा'], bn: ['নীল', 'বেগুনি নীল', 'গাঢ় নীল'], gu: ['વાદળી', 'જાંબલી વાદળી', 'ઘેરો વાદળી'] },
    properties: {
      en: 'Said to strengthen Saturn: discipline, endurance and steady gains from long work.',
      hi: 'शनि को बल देने वाला माना जाता है: अनुशासन, धैर्य और लंबे परिश्रम से स्थिर लाभ।',
      ta: 'சனிக்கு வலு சேர்க்கும் எனக் கருதப்படுகிறது: ஒழுக்கம், பொறுமை, நீண்ட உழைப்பால் நிலையான லாபம்.',
      te: 'శనికి బలం చేకూరుస్తుందని నమ్మకం: క్రమశిక్షణ, ఓర్పు, దీర్ఘ శ్రమతో స్థిరమైన లాభం.',
      kn: 'ಶನಿಗೆ ಬಲ ನೀಡುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ಶಿಸ್ತು, ಸಹನೆ ಮತ್ತು ದೀರ್ಘ ದುಡಿಮೆಯಿಂದ ಸ್ಥಿರ ಲಾಭ.',
      ml: 'ശനിക്കു ബലം നൽകുമെന്നു കരുതപ്പെടുന്നു: അച്ചടക്കം, സഹനശക്തി, ദീർഘാധ്വാനത്തിൽനിന്നു സ്ഥിരമായ നേട്ടം.',
      mr: 'शनीला बळ देणारे मानले जाते: शिस्त, सहनशीलता आणि दीर्घ परिश्रमातून स्थिर लाभ.',
      bn: 'শনিকে বল দেয় বলে মানা হয়: শৃঙ্খলা, সহনশীলতা ও দীর্ঘ পরিশ্রমে স্থির লাভ.',
      gu: 'શનિને બળ આપનાર મનાય છે: શિસ્ત, ધીરજ અને લાંબા પરિશ્રમથી સ્થિર લાભ.',
    },
    benefits: {
      en: ['Discipline and focus', 'Steady progress in career', 'Relief in Saturn periods when it suits'],
      hi: ['अनुशासन और एकाग्रता', 'कार्यक्षेत्र में स्थिर प्रगति', 'अनुकूल होने पर शनि की दशा में राहत'],
      ta: ['ஒழுக்கமும் கவனக்குவிப்பும்', 'தொழிலில் நிலையான முன்னேற்றம்', 'பொருந்தும்போது சனி காலங்களில் நிவாரணம்'],
      te: ['క్రమశిక్షణ, ఏకాగ్రత', 'వృత్తిలో స్థిరమైన ప్రగతి', 'అనుకూలమైనప్పుడు శని కాలాల్లో ఉపశమనం'],
      kn: ['ಶಿಸ್ತು ಮತ್ತು ಏಕಾಗ್ರತೆ', 'ವೃತ್ತಿಯಲ್ಲಿ ಸ್ಥಿರ ಪ್ರಗತಿ', 'ಹೊಂದಿದಾಗ ಶನಿಯ ಅವಧಿಗಳಲ್ಲಿ ಉಪಶಮನ'],
      ml: ['അച്ചടക്കവും ഏകാഗ്രതയും', 'തൊഴിലിൽ സ്ഥിരമായ പുരോഗതി', 'യോജിക്കുമ്പോൾ ശനിയുടെ കാലങ്ങളിൽ ആശ്വാസം'],
      mr: ['शिस्त आणि एकाग्रता', 'कारकिर्दीत स्थिर प्रगती', 'अनुकूल असल्यास शनीच्या काळात दिलासा'],
      bn: ['শৃঙ্খলা ও মনোযোগ', 'কর্মজীবনে স্থির অগ্রগতি', 'মানানসই হলে শনির কালে স্বস্তি'],
      gu: ['શિસ્ત અને એકાગ્રતા', 'કારકિર્દીમાં સ્થિર પ્રગતિ', 'અનુકૂળ હોય ત્યારે શનિના સમયગાળામાં રાહત'],
    },
    verification: {
      refractiveIndex: { min: 1.762, max: 1.770 }, specificGravity: { min: 3.97, max: 4.05 },
      signs: {
        en: 'Doubly refractive and dichroic (violet-blue and greenish blue); hexagonal colour zoning and silk; iolite is lighter (SG 2.6) and blue glass singly refractive.',
        hi: 'द्विअपवर्तक और द्विवर्णी (बैंगनी-नीला और हरापन लिए नीला); षट्कोणीय रंग-पट्टियाँ और रेशम; आयोलाइट हल्का (2.6) होता है और नीला काँच एकल अपवर्तक।',
        ta: 'இரட்டை ஒளிவிலகலும் இருநிறத் தன்மையும் (ஊதா-நீலம், பச்சை கலந்த நீலம்) உடையது; அறுகோண நிறப் பட்டைகளும் பட்டும்; ஐயோலைட் இலேசானது (ஒப்படர்த்தி 2.6), நீலக் கண்ணாடி ஒற்றை ஒளிவிலகல் உடையது.',
        te: 'ద్వివక్రీభవనం, ద్విరంగత (ఊదా-నీలం, పచ్చని నీలం); షడ్భుజ రంగు పట్టీలు, పట్టు; అయోలైట్ తేలికైనది (విశిష్ట గురుత్వం 2.6), నీలి గాజు ఏకవక్రీభవనం కలది.',
        kn: 'ದ್ವಿವಕ್ರೀಭವನ ಮತ್ತು ದ್ವಿವರ್ಣತೆ (ನೇರಳೆ-ನೀಲಿ ಮತ್ತು ಹಸಿರು ನೀಲಿ); ಷಡ್ಭುಜಾಕಾರದ ಬಣ್ಣದ ಪಟ್ಟಿಗಳು ಮತ್ತು ರೇಷ್ಮೆ; ಐಯೊಲೈಟ್ ಹಗುರ (ವಿಶಿಷ್ಟ ಗುರುತ್ವ 2.6), ನೀಲಿ ಗಾಜು ಏಕವಕ್ರೀಭವನದ್ದು.',
        ml: 'ദ്വി അപവർത്തനവും ദ്വിവർണതയും (വയലറ്റ്-നീല, പച്ച കലർന്ന നീല); ഷഡ്ഭുജ നിറപ്പട്ടകളും പട്ടും; അയോലൈറ്റ് ഭാരം കുറഞ്ഞത് (ആപേക്ഷിക സാന്ദ്രത 2.6), നീല ഗ്ലാസ് ഏക അപവർത്തനമുള്ളത്.',
        mr: 'द्विअपवर्तनी आणि द्विवर्णी (जांभळट निळा आणि हिरवट निळा); षटकोनी रंगपट्टे आणि रेशीम; आयोलाइट हलका असतो (विशिष्ट गुरुत्व 2.6) आणि निळी काच एकअपवर्तनी.',
        bn: 'দ্বি-প্রতিসারী ও দ্বিবর্ণী (বেগুনি-নীল ও সবুজাভ নীল); ষড়ভুজ রঙের পট্টি ও রেশম; আয়োলাইট হালকা (আপেক্ষিক গুরুত্ব 2.6) এবং নীল কাচ এক-প্রতিসারী.',
        gu: 'દ્વિવક્રીભવનવાળું અને દ્વિરંગી (જાંબલી-વાદળી અને લીલાશ પડતું વાદળી); ષટ્કોણ રંગપટ્ટા અને રેશમ; આયોલાઇટ હળવો (વિશિષ્ટ ગુરુત્વ 2.6) અને વાદળી કાચ એકવક્રીભવનવાળો.',
      },
    },
    substitutes: ['amethyst', 'iolite', 'blue-spinel'], minimumCarats: 3, trialDays: 3, effectiveness: 'full',
    source: 'RRS; GIA; WT; SUB; TRIAL',
  },
  {
    id: 'hessonite', kind: 'ratna', en: 'Hessonite', hi: 'गोमेद', ta: 'கோமேதகம்', te: 'గోమేధికం', kn: 'ಗೋಮೇಧಿಕ', ml: 'ഗോമേദകം', mr: 'गोमेद', bn: 'গোমেদ', gu: 'ગોમેદ', sanskrit: 'Gomedaka', planet: 'rahu',
    mineral: { en: 'Grossular garnet (hessonite variety)', hi: 'ग्रॉसुलर गार्नेट (हेसोनाइट किस्म)', ta: 'குரோசுலர் கார்னெட் (கோமேதக வகை)', te: 'గ్రాస్యులర్ గార్నెట్ (గోమేధిక రకం)', kn: 'ಗ್ರಾಸ್ಯುಲರ್ ಗಾರ್ನೆಟ್ (ಗೋಮೇಧಿಕ ಬಗೆ)', ml: 'ഗ്രോസ്സുലാർ ഗാർനെറ്റ് (ഗോമേദക ഇനം)', mr: 'ग्रॉस्युलर गार्नेट (गोमेद प्रकार)', bn: 'গ্রসুলার গারনেট (গোমেদ প্রকার)', gu: 'ગ્રોસ્યુલર ગાર્નેટ (ગોમેદ પ્રકાર)' },
    hardnessMohs: { min: 7, max: 7.5 },
    colours: { en: ['honey brown', 'cinnamon orange', 'brownish red'], hi: ['शहद जैसा भूरा', 'दालचीनी जैसा नारंगी', 'भूरापन लिए लाल'], ta: ['தேன் பழுப்பு', 'இலவங்கப்பட்டை ஆரஞ்சு', 'பழுப்பு கலந்த சிவப்பு'], te: ['తేనె గోధుమ', 'దాల్చిన నారింజ', 'గోధుమ ఎరుపు'], kn: ['ಜೇನು ಕಂದು', 'ದಾಲ್ಚಿನ್ನಿ ಕಿತ್ತಳೆ', 'ಕಂದು ಕೆಂಪು'], ml: ['തേൻതവിട്ട്', 'കറുവപ്പട്ട ഓറഞ്ച്', 'തവിട്ടു കലർന്ന ചുവപ്പ്'], mr: ['मधासारखा तपकिरी', 'दालचिनीसारखा नारिंगी', 'तपकिरी लाल'], bn: ['মধু-বাদামি', 'দারুচিনি কমলা', 'বাদামি লাল'], gu: ['મધ જેવો કથ્થાઈ', 'તજ જેવો નારંગી', 'કથ્થાઈ લાલ'] },
    properties: {
      en: 'Said to pacify and harness Rahu: clarity in confusion and protection from sudden setbacks.',
      hi: 'राहु को शांत और अनुकूल करने वाला माना जाता है: भ्रम में स्पष्टता और अचानक बाधाओं से रक्षा।',
      ta: 'ராகுவைச் சாந்தப்படுத்தி அனுகூலமாக்கும் எனக் கருதப்படுகிறது: குழப்பத்தில் தெளிவு, திடீர்ப் பின்னடைவுகளிலிருந்து பாதுகாப்பு.',
      te: 'రాహువును శాంతింపజేసి అనుకూలంగా మారుస్తుందని నమ్మకం: అయోమయంలో స్పష్టత, ఆకస్మిక ఆటంకాల నుండి రక్షణ.',
      kn: 'ರಾಹುವನ್ನು ಶಾಂತಗೊಳಿಸಿ ಅನುಕೂಲಗೊಳಿಸುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ಗೊಂದಲದಲ್ಲಿ ಸ್ಪಷ್ಟತೆ ಮತ್ತು ಹಠಾತ್ ಹಿನ್ನಡೆಗಳಿಂದ ರಕ್ಷಣೆ.',
      ml: 'രാഹുവിനെ ശാന്തമാക്കി അനുകൂലമാക്കുമെന്നു കരുതപ്പെടുന്നു: ആശയക്കുഴപ്പത്തിൽ വ്യക്തത, പെട്ടെന്നുള്ള തിരിച്ചടികളിൽനിന്നു സംരക്ഷണം.',
      mr: 'राहूला शांत करून अनुकूल करणारे मानले जाते: गोंधळात स्पष्टता आणि अचानक अडथळ्यांपासून संरक्षण.',
      bn: 'রাহুকে শান্ত ও অনুকূল করে বলে মানা হয়: বিভ্রান্তিতে স্পষ্টতা ও হঠাৎ বিপত্তি থেকে রক্ষা.',
      gu: 'રાહુને શાંત અને અનુકૂળ કરનાર મનાય છે: મૂંઝવણમાં સ્પષ્ટતા અને અચાનક અડચણોથી રક્ષણ.',
    },
    benefits: {
      en: ['Clarity when confused or misled', 'Protection from hidden opposition', 'Success in politics and foreign dealings'],
      hi: ['भ्रम या बहकावे में स्पष्टता', 'छिपे विरोध से रक्षा', 'राजनीति और विदेशी व्यवहार में सफलता'],
      ta: ['குழப்பத்திலும் தவறான வழிகாட்டலிலும் தெளிவு', 'மறைமுக எதிர்ப்பிலிருந்து பாதுகாப்பு', 'அரசியலிலும் வெளிநாட்டுத் தொடர்புகளிலும் வெற்றி'],
      te: ['అయోమయంలో, తప్పుదారి పట్టినప్పుడు స్పష్టత', 'దాగిన వ్యతిరేకత నుండి రక్షణ', 'రాజకీయాల్లో, విదేశీ వ్యవహారాల్లో విజయం'],
      kn: ['ಗೊಂದಲ ಅಥವಾ ದಾರಿತಪ್ಪಿದಾಗ ಸ್ಪಷ್ಟತೆ', 'ಗುಪ್ತ ವಿರೋಧದಿಂದ ರಕ್ಷಣೆ', 'ರಾಜಕೀಯ ಮತ್ತು ವಿದೇಶಿ ವ್ಯವಹಾರಗಳಲ್ಲಿ ಯಶಸ್ಸು'],
      ml: ['ആശയക്കുഴപ്പത്തിലും വഴിതെറ്റുമ്പോഴും വ്യക്തത', 'മറഞ്ഞിരിക്കുന്ന എതിർപ്പിൽനിന്നു സംരക്ഷണം', 'രാഷ്ട്രീയത്തിലും വിദേശ ഇടപാടുകളിലും വിജയം'],
      mr: ['गोंधळ किंवा दिशाभूल झाल्यावर स्पष्टता', 'छुप्या विरोधापासून संरक्षण', 'राजकारण आणि परदेशी व्यवहारांत यश'],
      bn: ['বিভ্রান্ত বা বিপথে চালিত হলে স্পষ্টতা', 'গোপন বিরোধিতা থেকে রক্ষা', 'রাজনীতি ও বিদেশি লেনদেনে সাফল্য'],
      gu: ['મૂંઝવણ કે ગેરમાર્ગે દોરાતાં સ્પષ્ટતા', 'છૂપા વિરોધથી રક્ષણ', 'રાજકારણ અને વિદેશી વ્યવહારમાં સફળતા'],
    },
    verification: {
      refractiveIndex: { min: 1.73, max: 1.76 }, specificGravity: { min: 3.57, max: 3.73 },
      signs: {
        en: 'Singly refractive; a swirled, "treacle" look from many small rounded crystals; glass shows bubbles and zircon strong doubling.',
        hi: 'एकल अपवर्तक; अनेक छोटे गोल क्रिस्टलों से भीतर "शीरे" जैसी लहरदार बनावट; काँच में बुलबुले और ज़िरकॉन में तीव्र दोहरापन दिखता है।',
        ta: 'ஒற்றை ஒளிவிலகல் உடையது; பல சிறிய உருண்டைப் படிகங்களால் சுழன்ற "வெல்லப்பாகு" போன்ற தோற்றம்; கண்ணாடியில் குமிழ்களும் சிர்கானில் வலுவான இரட்டிப்பும் தெரியும்.',
        te: 'ఏకవక్రీభవనం; అనేక చిన్న గుండ్రని స్ఫటికాల వల్ల సుడులు తిరిగే "పాకం" వంటి రూపం; గాజులో బుడగలు, జిర్కాన్‌లో బలమైన రెట్టింపు కనిపిస్తాయి.',
        kn: 'ಏಕವಕ್ರೀಭವನ; ಅನೇಕ ಸಣ್ಣ ದುಂಡನೆಯ ಸ್ಫಟಿಕಗಳಿಂದ ಸುಳಿಯಂಥ "ಪಾಕ"ದ ನೋಟ; ಗಾಜಿನಲ್ಲಿ ಗುಳ್ಳೆಗಳು ಮತ್ತು ಜಿರ್ಕಾನ್‌ನಲ್ಲಿ ಬಲವಾದ ಜೋಡಿ ಬಿಂಬ ಕಾಣುತ್ತವೆ.',
        ml: 'ഏക അപവർത്തനം; അനേകം ചെറിയ ഉരുണ്ട പരലുകൾ കൊണ്ട് ചുഴിഞ്ഞ "ശർക്കരപ്പാനി" പോലുള്ള കാഴ്ച; ഗ്ലാസിൽ കുമിളകളും സിർക്കോണിൽ ശക്തമായ ഇരട്ടിപ്പും കാണാം.',
        mr: 'एकअपवर्तनी; अनेक लहान गोल स्फटिकांमुळे भोवऱ्यासारखे "पाका"सारखे रूप; काचेत बुडबुडे आणि झिरकॉनमध्ये तीव्र दुहेरीपणा दिसतो.',
        bn: 'এক-প্রতিসারী; অনেক ছোট গোল স্ফটিকে ঘূর্ণির মতো "গুড়ের রস"-এর চেহারা; কাচে বুদবুদ ও জারকনে প্রবল দ্বিত্ব দেখা যায়.',
        gu: 'એકવક્રીભવનવાળું; અનેક નાના ગોળ સ્ફટિકોથી વમળ જેવો "ચાસણી" જેવો દેખાવ; કાચમાં પરપોટા અને ઝિરકોનમાં તીવ્ર બેવડાપણું દેખાય છે.',
      },
    },
    substitutes: ['hyacinth-zircon'], minimumCarats: 5, trialDays: 3, effectiveness: 'full',
    source: 'RRS; GIA; GEMLAB; WT; SUB; TRIAL',
  },
  {
    id: 'cats-eye', kind: 'ratna', en: "Cat's Eye", hi: 'लहसुनिया', ta: 'வைடூரியம்', te: 'వైఢూర్యం', kn: 'ವೈಡೂರ್ಯ', ml: 'വൈഡൂര്യം', mr: 'लसण्या', bn: 'বৈদূর্য', gu: 'લસણિયો', sanskrit: 'Vaidurya', planet: 'ketu',
    mineral: { en: 'Chrysoberyl (chatoyant variety, cymophane)', hi: 'क्राइसोबेरिल (चटोयंट किस्म)', ta: 'கிரைசோபெரில் (ஒளிக்கோடு உடைய வகை)', te: 'క్రైసోబెరిల్ (కాంతి రేఖ గల రకం)', kn: 'ಕ್ರೈಸೊಬೆರಿಲ್ (ಬೆಳಕಿನ ಗೆರೆಯ ಬಗೆ)', ml: 'ക്രൈസോബെറിൽ (പ്രകാശരേഖയുള്ള ഇനം)', mr: 'क्रायसोबेरिल (प्रकाशरेषा असलेला प्रकार)', bn: 'ক্রাইসোবেরিল (আলোর রেখাযুক্ত প্রকার)', gu: 'ક્રાયસોબેરિલ (પ્રકાશરેખાવાળો પ્રકાર)' },
    hardnessMohs: { min: 8.5, max: 8.5 },
    colours: { en: ['honey yellow', 'greenish yellow', 'greyish green'], hi: ['शहद जैसा पीला', 'हरापन लिए पीला', 'स्लेटी हरा'], ta: ['தேன் மஞ்சள்', 'பச்சை கலந்த மஞ்சள்', 'சாம்பல் கலந்த பச்சை'], te: ['తేనె పసుపు', 'ఆకుపచ్చ పసుపు', 'బూడిద ఆకుపచ్చ'], kn: ['ಜೇನು ಹಳದಿ', 'ಹಸಿರು ಹಳದಿ', 'ಬೂದು ಹಸಿರು'], ml: ['തേൻമഞ്ഞ', 'പച്ച കലർന്ന മഞ്ഞ', 'ചാരനിറം കലർന്ന പച്ച'], mr: ['मधासारखा पिवळा', 'हिरवट पिवळा', 'राखाडी हिरवा'], bn: ['মধু-হলুদ', 'সবুজাভ হলুদ', 'ধূসর সবুজ'], gu: ['મધ જેવો પીળો', 'લીલાશ પડતો પીળો', 'રાખોડી લીલો'] },
    properties: {
      en: 'Said to pacify and harness Ketu: insight, detachment and protection from unseen harm.',
      hi: 'केतु को शांत और अनुकूल करने वाला माना जाता है: अंतर्दृष्टि, वैराग्य और अदृश्य हानि से रक्षा।',
      ta: 'கேதுவைச் சாந்தப்படுத்தி அனுகூலமாக்கும் எனக் கருதப்படுகிறது: உள்ளுணர்வு, பற்றின்மை, கண்ணுக்குத் தெரியாத தீங்கிலிருந்து பாதுகாப்பு.',
      te: 'కేతువును శాంతింపజేసి అనుకూలంగా మారుస్తుందని నమ్మకం: అంతర్దృష్టి, వైరాగ్యం, కనిపించని హాని నుండి రక్షణ.',
      kn: 'ಕೇತುವನ್ನು ಶಾಂತಗೊಳಿಸಿ ಅನುಕೂಲಗೊಳಿಸುತ್ತದೆ ಎಂದು ನಂಬಲಾಗಿದೆ: ಒಳನೋಟ, ವೈರಾಗ್ಯ ಮತ್ತು ಕಾಣದ ಹಾನಿಯಿಂದ ರಕ್ಷಣೆ.',
      ml: 'കേതുവിനെ ശാന്തമാക്കി അനുകൂലമാക്കുമെന്നു കരുതപ്പെടുന്നു: ഉൾക്കാഴ്ച, വൈരാഗ്യം, കാണാത്ത ദോഷങ്ങളിൽനിന്നു സംരക്ഷണം.',
      mr: 'केतूला शांत करून अनुकूल करणारे मानले जाते: अंतर्दृष्टी, वैराग्य आणि अदृश्य हानीपासून संरक्षण.',
      bn: 'কেতুকে শান্ত ও অনুকূল করে বলে মানা হয়: অন্তর্দৃষ্টি, বৈরাগ্য ও অদৃশ্য ক্ষতি থেকে রক্ষা.',
      gu: 'કેતુને શાંત અને અનુકૂળ કરનાર મનાય છે: અંતર્દૃષ્ટિ, વૈરાગ્ય અને અદૃશ્ય હાનિથી રક્ષણ.',
    },
    benefits: {
      en: ['Intuition and insight', 'Protection from hidden enemies and accidents', 'Support in spiritual practice'],
      hi: ['अंतर्ज्ञान और अंतर्दृष्टि', 'छिपे शत्रुओं और दुर्घटनाओं से रक्षा', 'आध्यात्मिक साधना में सहायता'],
      ta: ['உள்ளுணர்வும் உள்நோக்கும்', 'மறைமுக எதிரிகள், விபத்துகளிலிருந்து பாதுகாப்பு', 'ஆன்மிகச் சாதனைக்குத் துணை'],
      te: ['అంతర్బుద్ధి, అంతర్దృష్టి', 'దాగిన శత్రువులు, ప్రమాదాల నుండి రక్షణ', 'ఆధ్యాత్మిక సాధనలో తోడ్పాటు'],
      kn: ['ಅಂತಃಪ್ರಜ್ಞೆ ಮತ್ತು ಒಳನೋಟ', 'ಗುಪ್ತ ಶತ್ರುಗಳು ಮತ್ತು ಅಪಘಾತಗಳಿಂದ ರಕ್ಷಣೆ', 'ಆಧ್ಯಾತ್ಮಿಕ ಸಾಧನೆಗೆ ಬೆಂಬಲ'],
      ml: ['അന്തർജ്ഞാനവും ഉൾക്കാഴ്ചയും', 'മറഞ്ഞിരിക്കുന്ന ശത്രുക്കളിൽനിന്നും അപകടങ്ങളിൽനിന്നും സംരക്ഷണം', 'ആത്മീയസാധനയ്ക്കു പിന്തുണ'],
      mr: ['अंतर्ज्ञान आणि अंतर्दृष्टी', 'छुपे शत्रू आणि अपघातांपासून संरक्षण', 'आध्यात्मिक साधनेत साहाय्य'],
      bn: ['স্বজ্ঞা ও অন্তর্দৃষ্টি', 'গোপন শত্রু ও দুর্ঘটনা থেকে রক্ষা', 'আধ্যাত্মিক সাধনায় সহায়তা'],
      gu: ['અંતર્જ્ઞાન અને અંતર્દૃષ્ટિ', 'છૂપા શત્રુઓ અને અકસ્માતોથી રક્ષણ', 'આધ્યાત્મિક સાધનામાં સહાય'],
    },
    verification: {
      refractiveIndex: { min: 1.746, max: 1.755 }, specificGravity: { min: 3.70, max: 3.78 },
      signs: {
        en: 'A single sharp band of light across the cabochon from parallel needles; quartz cat\'s eye is much lighter (SG 2.65) and fibre-optic glass shows a honeycomb pattern from the side.',
        hi: 'समानांतर सुइयों से कैबोशन पर प्रकाश की एक तीक्ष्ण रेखा; क्वार्ट्ज़ लहसुनिया बहुत हल्का (2.65) होता है और फाइबर-ऑप्टिक काँच में बगल से मधुमक्खी-छत्ते जैसा जाल दिखता है।',
        ta: 'இணையான ஊசிகளால் குவிமுகக் கல்லின் குறுக்கே ஒரே கூர்மையான ஒளிக்கோடு; குவார்ட்ஸ் வைடூரியம் மிக இலேசானது (ஒப்படர்த்தி 2.65), இழை-ஒளிக் கண்ணாடியில் பக்கவாட்டில் தேன்கூட்டு வடிவம் தெரியும்.',
        te: 'సమాంతర సూదుల వల్ల గుండ్రని రాయి మీదుగా ఒకే పదునైన కాంతి రేఖ; క్వార్ట్జ్ వైఢూర్యం చాలా తేలికైనది (విశిష్ట గురుత్వం 2.65), ఫైబర్ ఆప్టిక్ గాజులో పక్కనుంచి తేనెపట్టు నమూనా కనిపిస్తుంది.',
        kn: 'ಸಮಾಂತರ ಸೂಜಿಗಳಿಂದ ಗುಮ್ಮಟಾಕಾರದ ಕಲ್ಲಿನ ಮೇಲೆ ಒಂದೇ ತೀಕ್ಷ್ಣ ಬೆಳಕಿನ ಗೆರೆ; ಕ್ವಾರ್ಟ್ಜ್ ವೈಡೂರ್ಯ ತುಂಬಾ ಹಗುರ (ವಿಶಿಷ್ಟ ಗುರುತ್ವ 2.65), ಫೈಬರ್ ಆಪ್ಟಿಕ್ ಗಾಜಿನಲ್ಲಿ ಬದಿಯಿಂದ ಜೇನುಗೂಡಿನ ಮಾದರಿ ಕಾಣುತ್ತದೆ.',
        ml: 'സമാന്തര സൂചികൾ കാരണം ഉരുണ്ട കല്ലിനു കുറുകെ ഒരൊറ്റ മൂർച്ചയുള്ള പ്രകാശരേഖ; ക്വാർട്സ് വൈഡൂര്യം വളരെ ഭാരം കുറഞ്ഞത് (ആപേക്ഷിക സാന്ദ്രത 2.65), ഫൈബർ ഒപ്റ്റിക് ഗ്ലാസിൽ വശത്തുനിന്ന് തേനീച്ചക്കൂടിന്റെ മാതൃക കാണാം.',
        mr: 'समांतर सुयांमुळे घुमटाकार रत्नावर आडवी एकच तीक्ष्ण प्रकाशरेषा; क्वार्ट्झ लसण्या खूप हलका असतो (विशिष्ट गुरुत्व 2.65) आणि फायबर-ऑप्टिक काचेत बाजूने मधमाशांच्या पोळ्यासारखी रचना दिसते.',
        bn: 'সমান্তরাল সূঁচের জন্য গম্বুজাকার পাথরের ওপর একটিমাত্র তীক্ষ্ণ আলোর রেখা; কোয়ার্টজ বৈদূর্য অনেক হালকা (আপেক্ষিক গুরুত্ব 2.65) এবং ফাইবার-অপটিক কাচে পাশ থেকে মৌচাকের নকশা দেখা যায়.',
        gu: 'સમાંતર સોયને કારણે ઘુમ્મટ આકારના પથ્થર પર એક જ તીક્ષ્ણ પ્રકાશરેખા; ક્વાર્ટ્ઝ લસણિયો ઘણો હળવો (વિશિષ્ટ ગુરુત્વ 2.65) અને ફાઇબર-ઓપ્ટિક કાચમાં બાજુથી મધપૂડા જેવી ભાત દેખાય છે.',
      },
    },
    substitutes: ['tigers-eye'], minimumCarats: 3, trialDays: 3, effectiveness: 'full',
    source: 'RRS; GIA; GEMLAB; WT; SUB; TRIAL',
  },

  // ── Upratnas ──────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'red-spinel', kind: 'upratna', substituteFor: 'ruby', en: 'Red Spinel', hi: 'लाल स्पिनेल', ta: 'சிவப்பு ஸ்பினல்', te: 'ఎర్ర స్పినెల్', kn: 'ಕೆಂಪು ಸ್ಪಿನೆಲ್', ml: 'ചുവന്ന സ്പിനൽ', mr: 'लाल स्पिनेल', bn: 'লাল স্পিনেল', gu: 'લાલ સ્પિનલ', sanskrit: null,
    planet: 'sun', mineral: { en: 'Spinel', hi: 'स्पिनेल', ta: 'ஸ்பினல்', te: 'స్పినెల్', kn: 'ಸ್ಪಿನೆಲ್', ml: 'സ്പിനൽ', mr: 'स्पिनेल', bn: 'স্পিনেল', gu: 'સ્પિનલ' }, hardnessMohs: { min: 8, max: 8 },
    colours: { en: ['red', 'pinkish red'], hi: ['लाल', 'गुलाबी लाल'], ta: ['சிவப்பு', 'இளஞ்சிவப்பு கலந்த சிவப்பு'], te: ['ఎరుపు', 'గులాబీ ఎరుపు'], kn: ['ಕೆಂಪು', 'ಗುಲಾಬಿ ಕೆಂಪು'], ml: ['ചുവപ്പ്', 'പിങ്ക് കലർന്ന ചുവപ്പ്'], mr: ['लाल', 'गुलाबी लाल'], bn: ['লাল', 'গোলাপি লাল'], gu: ['લાલ', 'ગુલાબી લાલ'] },
    properties: {
      en: 'A milder stone for the Sun, for confidence and vitality.',
      hi: 'सूर्य का हल्का रत्न, आत्मविश्वास और जीवनशक्ति के लिए।',
      ta: 'சூரியனுக்கான மென்மையான ரத்தினம், தன்னம்பிக்கைக்கும் உயிர்ச்சக்திக்கும்.',
      te: 'సూర్యుడికి సౌమ్యమైన రత్నం, ఆత్మవిశ్వాసం, జీవశక్తి కోసం.',
      kn: 'ಸೂರ್ಯನಿಗೆ ಸೌಮ್ಯ ರತ್ನ, ಆತ್ಮವಿಶ್ವಾಸ ಮತ್ತು ಜೀವಶಕ್ತಿಗಾಗಿ.',
      ml: 'സൂര്യനുള്ള സൗമ്യമായ രത്നം, ആത്മവിശ്വാസത്തിനും ജീവശക്തിക്കും.',
      mr: 'रवीसाठी सौम्य रत्न, आत्मविश्वास आणि चैतन्यासाठी.',
      bn: 'রবির জন্য মৃদু রত্ন, আত্মবিশ্বাস ও প্রাণশক্তির জন্য.',
      gu: 'સૂર્ય માટે હળવું રત્ન, આત્મવિશ્વાસ અને જીવનશક્તિ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.712, max: 1.736 }, specificGravity: { min: 3.57, max: 3.63 },
      signs: {
        en: 'Singly refractive (ruby is doubly refractive); small octahedral crystal inclusions.',
        hi: 'एकल अपवर्तक (माणिक्य द्विअपवर्तक है); छोटे अष्टफलकीय क्रिस्टल समावेश।',
        ta: 'ஒற்றை ஒளிவிலகல் உடையது (மாணிக்கம் இரட்டை ஒளிவிலகல் உடையது); சிறிய எண்முகப் படிக உள்ளடக்கங்கள்.',
        te: 'ఏకవక్రీభవనం (కెంపు ద్వివక్రీభవనం కలది); చిన్న అష్టముఖ స్ఫటిక అంతర్నిక్షేపాలు.',
        kn: 'ಏಕವಕ್ರೀಭವನ (ಮಾಣಿಕ್ಯ ದ್ವಿವಕ್ರೀಭವನದ್ದು); ಸಣ್ಣ ಅಷ್ಟಮುಖ ಸ್ಫಟಿಕ ಒಳಸೇರ್ಪಡೆಗಳು.',
        ml: 'ഏക അപവർത്തനം (മാണിക്യം ദ്വി അപവർത്തനമുള്ളത്); ചെറിയ അഷ്ടമുഖ പരൽ ഉൾപ്പെടലുകൾ.',
        mr: 'एकअपवर्तनी (माणिक द्विअपवर्तनी असतो); लहान अष्टफलकी स्फटिक अंतर्वेश.',
        bn: 'এক-প্রতিসারী (চুনি দ্বি-প্রতিসারী); ছোট অষ্টতলক স্ফটিকের অন্তর্ভুক্তি.',
        gu: 'એકવક્રીભવનવાળું (માણેક દ્વિવક્રીભવનવાળું છે); નાના અષ્ટફલકીય સ્ફટિક સમાવેશો.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'garnet', kind: 'upratna', substituteFor: 'ruby', en: 'Red Garnet', hi: 'तामड़ा (लाल गार्नेट)', ta: 'சிவப்பு கார்னெட்', te: 'ఎర్ర గార్నెట్', kn: 'ಕೆಂಪು ಗಾರ್ನೆಟ್', ml: 'ചുവന്ന ഗാർനെറ്റ്', mr: 'लाल गार्नेट', bn: 'লাল গারনেট', gu: 'લાલ ગાર્નેટ', sanskrit: null,
    planet: 'sun', mineral: { en: 'Pyrope–almandine garnet', hi: 'पायरोप–अल्मांडीन गार्नेट', ta: 'பைரோப்–அல்மண்டைன் கார்னெட்', te: 'పైరోప్–అల్మండైన్ గార్నెట్', kn: 'ಪೈರೋಪ್–ಅಲ್ಮಂಡೈನ್ ಗಾರ್ನೆಟ್', ml: 'പൈറോപ്–അൽമൻഡൈൻ ഗാർനെറ്റ്', mr: 'पायरोप–अल्मंडाइन गार्नेट', bn: 'পাইরোপ–অ্যালম্যান্ডিন গারনেট', gu: 'પાયરોપ–અલ્મેન્ડાઇન ગાર્નેટ' }, hardnessMohs: { min: 7, max: 7.5 },
    colours: { en: ['dark red', 'purplish red'], hi: ['गहरा लाल', 'बैंगनी लाल'], ta: ['கருஞ்சிவப்பு', 'ஊதா கலந்த சிவப்பு'], te: ['ముదురు ఎరుపు', 'ఊదా ఎరుపు'], kn: ['ಕಡು ಕೆಂಪು', 'ನೇರಳೆ ಕೆಂಪು'], ml: ['ഇരുണ്ട ചുവപ്പ്', 'പർപ്പിൾ കലർന്ന ചുവപ്പ്'], mr: ['गडद लाल', 'जांभळट लाल'], bn: ['গাঢ় লাল', 'বেগুনি লাল'], gu: ['ઘેરો લાલ', 'જાંબલી લાલ'] },
    properties: {
      en: 'An affordable stone for the Sun, for energy and steadiness.',
      hi: 'सूर्य का सुलभ रत्न, ऊर्जा और स्थिरता के लिए।',
      ta: 'சூரியனுக்கான மலிவான ரத்தினம், ஆற்றலுக்கும் நிலைத்தன்மைக்கும்.',
      te: 'సూర్యుడికి అందుబాటు ధర రత్నం, శక్తి, స్థిరత్వం కోసం.',
      kn: 'ಸೂರ್ಯನಿಗೆ ಕೈಗೆಟಕುವ ರತ್ನ, ಶಕ್ತಿ ಮತ್ತು ಸ್ಥಿರತೆಗಾಗಿ.',
      ml: 'സൂര്യനുള്ള വിലകുറഞ്ഞ രത്നം, ഊർജത്തിനും സ്ഥിരതയ്ക്കും.',
      mr: 'रवीसाठी परवडणारे रत्न, ऊर्जा आणि स्थैर्यासाठी.',
      bn: 'রবির জন্য সাশ্রয়ী রত্ন, শক্তি ও স্থিরতার জন্য.',
      gu: 'સૂર્ય માટે પરવડે તેવું રત્ન, ઊર્જા અને સ્થિરતા માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.714, max: 1.830 }, specificGravity: { min: 3.62, max: 4.20 },
      signs: {
        en: 'Singly refractive; fine needles crossing at angles; no dichroism, unlike ruby.',
        hi: 'एकल अपवर्तक; कोण पर काटती महीन सुइयाँ; माणिक्य के विपरीत द्विवर्णता नहीं।',
        ta: 'ஒற்றை ஒளிவிலகல் உடையது; கோணங்களில் ஒன்றையொன்று வெட்டும் மெல்லிய ஊசிகள்; மாணிக்கம் போலன்றி இருநிறத் தன்மை இல்லை.',
        te: 'ఏకవక్రీభవనం; కోణాల్లో ఒకదాన్నొకటి ఖండించే సన్నని సూదులు; కెంపులా కాకుండా ద్విరంగత ఉండదు.',
        kn: 'ಏಕವಕ್ರೀಭವನ; ಕೋನಗಳಲ್ಲಿ ಪರಸ್ಪರ ಕತ್ತರಿಸುವ ಸೂಕ್ಷ್ಮ ಸೂಜಿಗಳು; ಮಾಣಿಕ್ಯದಂತೆ ದ್ವಿವರ್ಣತೆ ಇಲ್ಲ.',
        ml: 'ഏക അപവർത്തനം; കോണുകളിൽ പരസ്പരം മുറിച്ചുകടക്കുന്ന നേർത്ത സൂചികൾ; മാണിക്യത്തിൽനിന്നു വ്യത്യസ്തമായി ദ്വിവർണതയില്ല.',
        mr: 'एकअपवर्तनी; कोनात एकमेकांना छेदणाऱ्या बारीक सुया; माणकाप्रमाणे द्विवर्णता नसते.',
        bn: 'এক-প্রতিসারী; কোণে পরস্পরকে ছেদ করা সূক্ষ্ম সূঁচ; চুনির মতো দ্বিবর্ণতা নেই.',
        gu: 'એકવક્રીભવનવાળું; ખૂણે એકબીજાને કાપતી બારીક સોય; માણેકની જેમ દ્વિરંગિતા નથી.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'moonstone', kind: 'upratna', substituteFor: 'pearl', en: 'Moonstone', hi: 'चंद्रकांत मणि', ta: 'சந்திரகாந்தக் கல்', te: 'చంద్రకాంత మణి', kn: 'ಚಂದ್ರಕಾಂತ ಶಿಲೆ', ml: 'ചന്ദ്രകാന്തം', mr: 'चंद्रकांत मणी', bn: 'চন্দ্রকান্তমণি', gu: 'ચંદ્રકાંત મણિ', sanskrit: 'Chandrakanta',
    planet: 'moon', mineral: { en: 'Feldspar (orthoclase, adularia)', hi: 'फेल्डस्पार (ऑर्थोक्लेज़, एड्यूलेरिया)', ta: 'ஃபெல்ட்ஸ்பார் (ஆர்த்தோகிளேஸ், அடுலாரியா)', te: 'ఫెల్డ్‌స్పార్ (ఆర్థోక్లేస్, అడ్యులేరియా)', kn: 'ಫೆಲ್ಡ್‌ಸ್ಪಾರ್ (ಆರ್ಥೋಕ್ಲೇಸ್, ಅಡ್ಯುಲೇರಿಯಾ)', ml: 'ഫെൽഡ്സ്പാർ (ഓർത്തോക്ലേസ്, അഡുലേറിയ)', mr: 'फेल्डस्पार (ऑर्थोक्लेज, अ‍ॅड्युलेरिया)', bn: 'ফেল্ডস্পার (অর্থোক্লেজ, অ্যাডুলারিয়া)', gu: 'ફેલ્ડસ્પાર (ઓર્થોક્લેઝ, એડ્યુલેરિયા)' },
    hardnessMohs: { min: 6, max: 6.5 },
    colours: { en: ['colourless with blue sheen', 'milky white'], hi: ['नीली आभा वाला रंगहीन', 'दूधिया सफ़ेद'], ta: ['நீல ஒளிர்வுடன் நிறமற்றது', 'பால் வெண்மை'], te: ['నీలి మెరుపుతో రంగులేనిది', 'పాల తెలుపు'], kn: ['ನೀಲಿ ಹೊಳಪಿನ ಬಣ್ಣರಹಿತ', 'ಹಾಲು ಬಿಳಿ'], ml: ['നീലത്തിളക്കമുള്ള നിറമില്ലാത്തത്', 'പാൽവെളുപ്പ്'], mr: ['निळ्या झळाळीसह रंगहीन', 'दुधाळ पांढरा'], bn: ['নীল আভাসহ বর্ণহীন', 'দুধসাদা'], gu: ['વાદળી ઝાંયવાળો રંગહીન', 'દૂધિયો સફેદ'] },
    properties: {
      en: 'A gentle stone for the Moon, for calm and emotional balance.',
      hi: 'चंद्रमा का सौम्य रत्न, शांति और भावनात्मक संतुलन के लिए।',
      ta: 'சந்திரனுக்கான மென்மையான ரத்தினம், அமைதிக்கும் உணர்ச்சிச் சமநிலைக்கும்.',
      te: 'చంద్రుడికి సున్నితమైన రత్నం, ప్రశాంతత, భావోద్వేగ సమతుల్యం కోసం.',
      kn: 'ಚಂದ್ರನಿಗೆ ಮೃದು ರತ್ನ, ಶಾಂತಿ ಮತ್ತು ಭಾವನಾತ್ಮಕ ಸಮತೋಲನಕ್ಕಾಗಿ.',
      ml: 'ചന്ദ്രനുള്ള മൃദുവായ രത്നം, ശാന്തിക്കും വൈകാരിക സന്തുലനത്തിനും.',
      mr: 'चंद्रासाठी सौम्य रत्न, शांती आणि भावनिक समतोलासाठी.',
      bn: 'চন্দ্রের জন্য কোমল রত্ন, শান্তি ও আবেগের ভারসাম্যের জন্য.',
      gu: 'ચંદ્ર માટે સૌમ્ય રત્ન, શાંતિ અને ભાવનાત્મક સંતુલન માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.518, max: 1.526 }, specificGravity: { min: 2.56, max: 2.59 },
      signs: {
        en: 'A floating blue or white sheen (adularescence) and small "centipede" cleavage inclusions; glass imitations glow evenly.',
        hi: 'तैरती नीली या सफ़ेद आभा और छोटे "कनखजूरे" जैसे समावेश; काँच की नकल एक समान चमकती है।',
        ta: 'மிதப்பது போன்ற நீல அல்லது வெள்ளை ஒளிர்வும் சிறிய "பூரான்" போன்ற பிளவு உள்ளடக்கங்களும்; கண்ணாடிப் போலிகள் சீராக ஒளிரும்.',
        te: 'తేలియాడే నీలి లేదా తెల్లని మెరుపు, చిన్న "జెర్రి" వంటి చీలిక అంతర్నిక్షేపాలు; గాజు నకిలీలు సమానంగా మెరుస్తాయి.',
        kn: 'ತೇಲುವಂಥ ನೀಲಿ ಅಥವಾ ಬಿಳಿ ಹೊಳಪು ಮತ್ತು ಸಣ್ಣ "ಶತಪದಿ"ಯಂಥ ಸೀಳು ಒಳಸೇರ್ಪಡೆಗಳು; ಗಾಜಿನ ನಕಲಿಗಳು ಸಮವಾಗಿ ಹೊಳೆಯುತ್ತವೆ.',
        ml: 'ഒഴുകിനടക്കുന്നതുപോലുള്ള നീലയോ വെള്ളയോ തിളക്കവും ചെറിയ "പഴുതാര" പോലുള്ള പിളർപ്പ് ഉൾപ്പെടലുകളും; ഗ്ലാസ് വ്യാജങ്ങൾ ഒരേപോലെ തിളങ്ങുന്നു.',
        mr: 'तरंगणारी निळी किंवा पांढरी झळाळी आणि लहान "गोम"सारखे विदलन अंतर्वेश; काचेच्या नकला सारख्याच चमकतात.',
        bn: 'ভেসে থাকা নীল বা সাদা আভা ও ছোট "কেন্নো"র মতো বিদারণ-অন্তর্ভুক্তি; কাচের নকল সমানভাবে জ্বলে.',
        gu: 'તરતી વાદળી કે સફેદ આભા અને નાના "કાનખજૂરા" જેવા વિદલન સમાવેશો; કાચની નકલ એકસરખી ચમકે છે.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'carnelian', kind: 'upratna', substituteFor: 'red-coral', en: 'Carnelian', hi: 'लाल अकीक', ta: 'கார்னீலியன்', te: 'కార్నీలియన్', kn: 'ಕಾರ್ನೀಲಿಯನ್', ml: 'കാർണീലിയൻ', mr: 'लाल अकीक', bn: 'লাল আকিক', gu: 'લાલ અકીક', sanskrit: null,
    planet: 'mars', mineral: { en: 'Chalcedony (microcrystalline quartz)', hi: 'कैल्सेडनी (सूक्ष्मक्रिस्टलीय क्वार्ट्ज़)', ta: 'கால்சிடோனி (நுண்படிகக் குவார்ட்ஸ்)', te: 'కాల్సెడోనీ (సూక్ష్మ స్ఫటిక క్వార్ట్జ్)', kn: 'ಕ್ಯಾಲ್ಸೆಡೊನಿ (ಸೂಕ್ಷ್ಮ ಸ್ಫಟಿಕ ಕ್ವಾರ್ಟ್ಜ್)', ml: 'കാൽസിഡണി (സൂക്ഷ്മപരൽ ക്വാർട്സ്)', mr: 'कॅल्सेडनी (सूक्ष्मस्फटिक क्वार्ट्झ)', bn: 'ক্যালসেডনি (সূক্ষ্ম স্ফটিক কোয়ার্টজ)', gu: 'કેલ્સેડની (સૂક્ષ્મ સ્ફટિક ક્વાર્ટ્ઝ)' },
    hardnessMohs: { min: 6.5, max: 7 },
    colours: { en: ['orange red', 'reddish brown'], hi: ['नारंगी लाल', 'लाल-भूरा'], ta: ['ஆரஞ்சு கலந்த சிவப்பு', 'சிவப்பு கலந்த பழுப்பு'], te: ['నారింజ ఎరుపు', 'ఎర్రటి గోధుమ'], kn: ['ಕಿತ್ತಳೆ ಕೆಂಪು', 'ಕೆಂಪು ಕಂದು'], ml: ['ഓറഞ്ച് കലർന്ന ചുവപ്പ്', 'ചുവപ്പു കലർന്ന തവിട്ട്'], mr: ['नारिंगी लाल', 'लालसर तपकिरी'], bn: ['কমলা লাল', 'লালচে বাদামি'], gu: ['નારંગી લાલ', 'લાલાશ પડતો કથ્થાઈ'] },
    properties: {
      en: 'A milder stone for Mars, for courage and drive.',
      hi: 'मंगल का हल्का रत्न, साहस और उत्साह के लिए।',
      ta: 'செவ்வாய்க்கான மென்மையான ரத்தினம், துணிவுக்கும் உந்துதலுக்கும்.',
      te: 'కుజుడికి సౌమ్యమైన రత్నం, ధైర్యం, ఉత్సాహం కోసం.',
      kn: 'ಕುಜನಿಗೆ ಸೌಮ್ಯ ರತ್ನ, ಧೈರ್ಯ ಮತ್ತು ಉತ್ಸಾಹಕ್ಕಾಗಿ.',
      ml: 'ചൊവ്വയ്ക്കുള്ള സൗമ്യമായ രത്നം, ധൈര്യത്തിനും ഉത്സാഹത്തിനും.',
      mr: 'मंगळासाठी सौम्य रत्न, धैर्य आणि उत्साहासाठी.',
      bn: 'মঙ্গলের জন্য মৃদু রত্ন, সাহস ও উদ্যমের জন্য.',
      gu: 'મંગળ માટે હળવું રત્ન, હિંમત અને ઉત્સાહ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.535, max: 1.539 }, specificGravity: { min: 2.58, max: 2.64 },
      signs: {
        en: 'Translucent with cloudy colour patches; dyed agate shows straight bands.',
        hi: 'पारभासी, बादल जैसे रंग-धब्बे; रंगे हुए अकीक में सीधी पट्टियाँ दिखती हैं।',
        ta: 'ஒளி ஊடுருவும், மேகம் போன்ற நிறத் திட்டுகள்; சாயமிட்ட அகேட்டில் நேரான பட்டைகள் தெரியும்.',
        te: 'పాక్షిక పారదర్శకం, మేఘాల వంటి రంగు మచ్చలు; రంగు వేసిన అగేట్‌లో నేరైన పట్టీలు కనిపిస్తాయి.',
        kn: 'ಅರೆಪಾರದರ್ಶಕ, ಮೋಡದಂಥ ಬಣ್ಣದ ತೇಪೆಗಳು; ಬಣ್ಣ ಹಾಕಿದ ಅಗೇಟ್‌ನಲ್ಲಿ ನೇರ ಪಟ್ಟಿಗಳು ಕಾಣುತ್ತವೆ.',
        ml: 'അർധസുതാര്യം, മേഘംപോലുള്ള നിറപ്പാടുകൾ; ചായം പൂശിയ അഗേറ്റിൽ നേർപ്പട്ടകൾ കാണാം.',
        mr: 'पारभासी, ढगांसारखे रंगाचे ठिपके; रंगवलेल्या अकीकात सरळ पट्टे दिसतात.',
        bn: 'আধা-স্বচ্ছ, মেঘের মতো রঙের ছোপ; রং করা আকিকে সোজা পট্টি দেখা যায়.',
        gu: 'અર્ધપારદર્શક, વાદળ જેવા રંગના ધબ્બા; રંગેલા અકીકમાં સીધા પટ્ટા દેખાય છે.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'peridot', kind: 'upratna', substituteFor: 'emerald', en: 'Peridot', hi: 'ज़बरजद (पेरिडॉट)', ta: 'பெரிடாட்', te: 'పెరిడాట్', kn: 'ಪೆರಿಡಾಟ್', ml: 'പെരിഡോട്ട്', mr: 'पेरिडॉट', bn: 'পেরিডট', gu: 'પેરિડોટ', sanskrit: null,
    planet: 'mercury', mineral: { en: 'Olivine (forsterite)', hi: 'ओलिवीन (फ़ोर्सटेराइट)', ta: 'ஒலிவின் (ஃபோர்ஸ்டரைட்)', te: 'ఆలివిన్ (ఫార్స్టరైట్)', kn: 'ಆಲಿವಿನ್ (ಫೋರ್ಸ್ಟರೈಟ್)', ml: 'ഒലിവിൻ (ഫോർസ്റ്ററൈറ്റ്)', mr: 'ऑलिव्हिन (फॉर्स्टेराइट)', bn: 'অলিভিন (ফরস্টেরাইট)', gu: 'ઓલિવિન (ફોર્સ્ટેરાઇટ)' }, hardnessMohs: { min: 6.5, max: 7 },
    colours: { en: ['yellowish green', 'olive green'], hi: ['पीलापन लिए हरा', 'जैतूनी हरा'], ta: ['மஞ்சள் கலந்த பச்சை', 'ஆலிவ் பச்சை'], te: ['పసుపు ఆకుపచ్చ', 'ఆలివ్ ఆకుపచ్చ'], kn: ['ಹಳದಿ ಹಸಿರು', 'ಆಲಿವ್ ಹಸಿರು'], ml: ['മഞ്ഞ കലർന്ന പച്ച', 'ഒലിവ് പച്ച'], mr: ['पिवळसर हिरवा', 'ऑलिव्ह हिरवा'], bn: ['হলদে সবুজ', 'জলপাই সবুজ'], gu: ['પીળાશ પડતો લીલો', 'જૈતૂની લીલો'] },
    properties: {
      en: 'A milder stone for Mercury, for clear thinking and speech.',
      hi: 'बुध का हल्का रत्न, स्पष्ट चिंतन और वाणी के लिए।',
      ta: 'புதனுக்கான மென்மையான ரத்தினம், தெளிவான சிந்தனைக்கும் பேச்சுக்கும்.',
      te: 'బుధుడికి సౌమ్యమైన రత్నం, స్పష్టమైన ఆలోచన, వాక్కు కోసం.',
      kn: 'ಬುಧನಿಗೆ ಸೌಮ್ಯ ರತ್ನ, ಸ್ಪಷ್ಟ ಚಿಂತನೆ ಮತ್ತು ಮಾತಿಗಾಗಿ.',
      ml: 'ബുധനുള്ള സൗമ്യമായ രത്നം, വ്യക്തമായ ചിന്തയ്ക്കും വാക്കിനും.',
      mr: 'बुधासाठी सौम्य रत्न, स्पष्ट विचार आणि वाणीसाठी.',
      bn: 'বুধের জন্য মৃদু রত্ন, স্বচ্ছ চিন্তা ও বাক্যের জন্য.',
      gu: 'બુધ માટે હળવું રત્ન, સ્પષ્ટ વિચાર અને વાણી માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.654, max: 1.690 }, specificGravity: { min: 3.32, max: 3.37 },
      signs: {
        en: 'Strong doubling of the back facets; disc-like "lily pad" inclusions.',
        hi: 'पिछले फलकों का स्पष्ट दोहरापन; तश्तरी जैसे "कमल-पत्र" समावेश।',
        ta: 'பின்பக்கப் பட்டைகளின் வலுவான இரட்டிப்பு; தட்டு போன்ற "அல்லி இலை" உள்ளடக்கங்கள்.',
        te: 'వెనుక ముఖాల బలమైన రెట్టింపు; పళ్లెం వంటి "కలువ ఆకు" అంతర్నిక్షేపాలు.',
        kn: 'ಹಿಂದಿನ ಮುಖಗಳ ಬಲವಾದ ಜೋಡಿ ಬಿಂಬ; ತಟ್ಟೆಯಂಥ "ನೈದಿಲೆ ಎಲೆ" ಒಳಸೇರ್ಪಡೆಗಳು.',
        ml: 'പിൻമുഖങ്ങളുടെ ശക്തമായ ഇരട്ടിപ്പ്; തളികപോലുള്ള "ആമ്പലില" ഉൾപ്പെടലുകൾ.',
        mr: 'मागच्या पैलूंचा तीव्र दुहेरीपणा; तबकडीसारखे "कमळपान" अंतर्वेश.',
        bn: 'পেছনের তলগুলির প্রবল দ্বিত্ব; চাকতির মতো "শাপলা পাতা" অন্তর্ভুক্তি.',
        gu: 'પાછલાં પાસાંનું તીવ્ર બેવડાપણું; તાસક જેવા "કમળપત્ર" સમાવેશો.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'green-tourmaline', kind: 'upratna', substituteFor: 'emerald', en: 'Green Tourmaline', hi: 'हरा तुरमली', ta: 'பச்சை டூர்மலைன்', te: 'ఆకుపచ్చ టూర్మలీన్', kn: 'ಹಸಿರು ಟೂರ್ಮಲಿನ್', ml: 'പച്ച ടൂർമലിൻ', mr: 'हिरवा टूर्मलीन', bn: 'সবুজ টুরমালিন', gu: 'લીલો ટુર્મલીન', sanskrit: null,
    planet: 'mercury', mineral: { en: 'Tourmaline (elbaite)', hi: 'टूर्मलीन (एल्बाइट)', ta: 'டூர்மலைன் (எல்பைட்)', te: 'టూర్మలీన్ (ఎల్బైట్)', kn: 'ಟೂರ್ಮಲಿನ್ (ಎಲ್ಬೈಟ್)', ml: 'ടൂർമലിൻ (എൽബൈറ്റ്)', mr: 'टूर्मलीन (एल्बाइट)', bn: 'টুরমালিন (এলবাইট)', gu: 'ટુર્મલીન (એલ્બાઇટ)' }, hardnessMohs: { min: 7, max: 7.5 },
    colours: { en: ['green', 'bluish green'], hi: ['हरा', 'नीलापन लिए हरा'], ta: ['பச்சை', 'நீலம் கலந்த பச்சை'], te: ['ఆకుపచ్చ', 'నీలి ఆకుపచ్చ'], kn: ['ಹಸಿರು', 'ನೀಲಿ ಹಸಿರು'], ml: ['പച്ച', 'നീല കലർന്ന പച്ച'], mr: ['हिरवा', 'निळसर हिरवा'], bn: ['সবুজ', 'নীলচে সবুজ'], gu: ['લીલો', 'વાદળી ઝાંયવાળો લીલો'] },
    properties: {
      en: 'An affordable stone for Mercury, for learning and trade.',
      hi: 'बुध का सुलभ रत्न, अध्ययन और व्यापार के लिए।',
      ta: 'புதனுக்கான மலிவான ரத்தினம், கல்விக்கும் வணிகத்துக்கும்.',
      te: 'బుధుడికి అందుబాటు ధర రత్నం, విద్య, వ్యాపారం కోసం.',
      kn: 'ಬುಧನಿಗೆ ಕೈಗೆಟಕುವ ರತ್ನ, ವಿದ್ಯೆ ಮತ್ತು ವ್ಯಾಪಾರಕ್ಕಾಗಿ.',
      ml: 'ബുധനുള്ള വിലകുറഞ്ഞ രത്നം, പഠനത്തിനും വ്യാപാരത്തിനും.',
      mr: 'बुधासाठी परवडणारे रत्न, अभ्यास आणि व्यापारासाठी.',
      bn: 'বুধের জন্য সাশ্রয়ী রত্ন, শিক্ষা ও ব্যবসার জন্য.',
      gu: 'બુધ માટે પરવડે તેવું રત્ન, અભ્યાસ અને વેપાર માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.624, max: 1.644 }, specificGravity: { min: 3.02, max: 3.10 },
      signs: {
        en: 'Strongly pleochroic (darker along the length of the crystal); thread-like growth tubes.',
        hi: 'तीव्र बहुवर्णी (क्रिस्टल की लंबाई में गहरा); धागे जैसी वृद्धि-नलिकाएँ।',
        ta: 'வலுவான பலநிறத் தன்மை (படிகத்தின் நீளவாக்கில் அடர்ந்த நிறம்); நூல் போன்ற வளர்ச்சிக் குழாய்கள்.',
        te: 'బలమైన బహువర్ణత (స్ఫటిక పొడవు వెంట ముదురు రంగు); దారం వంటి పెరుగుదల నాళాలు.',
        kn: 'ಬಲವಾದ ಬಹುವರ್ಣತೆ (ಸ್ಫಟಿಕದ ಉದ್ದಕ್ಕೂ ಗಾಢ ಬಣ್ಣ); ದಾರದಂಥ ಬೆಳವಣಿಗೆಯ ನಾಳಗಳು.',
        ml: 'ശക്തമായ ബഹുവർണത (പരലിന്റെ നീളത്തിൽ ഇരുണ്ട നിറം); നൂലുപോലുള്ള വളർച്ചാക്കുഴലുകൾ.',
        mr: 'तीव्र बहुवर्णता (स्फटिकाच्या लांबीच्या दिशेने गडद); धाग्यासारख्या वाढनलिका.',
        bn: 'প্রবল বহুবর্ণতা (স্ফটিকের দৈর্ঘ্য বরাবর গাঢ়); সুতোর মতো বৃদ্ধিনালি.',
        gu: 'તીવ્ર બહુરંગિતા (સ્ફટિકની લંબાઈની દિશામાં ઘેરો); દોરા જેવી વૃદ્ધિનળીઓ.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'yellow-topaz', kind: 'upratna', substituteFor: 'yellow-sapphire', en: 'Yellow Topaz', hi: 'पीला टोपाज़', ta: 'மஞ்சள் டோபாஸ்', te: 'పసుపు టోపాజ్', kn: 'ಹಳದಿ ಟೋಪಾಜ್', ml: 'മഞ്ഞ ടോപ്പാസ്', mr: 'पिवळा टोपाझ', bn: 'হলুদ টোপাজ', gu: 'પીળો ટોપાઝ', sanskrit: null,
    planet: 'jupiter', mineral: { en: 'Topaz', hi: 'टोपाज़', ta: 'டோபாஸ்', te: 'టోపాజ్', kn: 'ಟೋಪಾಜ್', ml: 'ടോപ്പാസ്', mr: 'टोपाझ', bn: 'টোপাজ', gu: 'ટોપાઝ' }, hardnessMohs: { min: 8, max: 8 },
    colours: { en: ['yellow', 'golden brown'], hi: ['पीला', 'सुनहरा भूरा'], ta: ['மஞ்சள்', 'பொன் பழுப்பு'], te: ['పసుపు', 'బంగారు గోధుమ'], kn: ['ಹಳದಿ', 'ಚಿನ್ನದ ಕಂದು'], ml: ['മഞ്ഞ', 'സ്വർണത്തവിട്ട്'], mr: ['पिवळा', 'सोनेरी तपकिरी'], bn: ['হলুদ', 'সোনালি বাদামি'], gu: ['પીળો', 'સોનેરી કથ્થાઈ'] },
    properties: {
      en: 'The closest substitute for Jupiter, for wisdom and fortune.',
      hi: 'बृहस्पति का निकटतम उपरत्न, ज्ञान और सौभाग्य के लिए।',
      ta: 'குருவுக்கு மிக நெருக்கமான மாற்று ரத்தினம், ஞானத்துக்கும் அதிர்ஷ்டத்துக்கும்.',
      te: 'గురువుకు అత్యంత సమీప ఉపరత్నం, జ్ఞానం, అదృష్టం కోసం.',
      kn: 'ಗುರುವಿಗೆ ಅತ್ಯಂತ ಹತ್ತಿರದ ಉಪರತ್ನ, ಜ್ಞಾನ ಮತ್ತು ಸೌಭಾಗ್ಯಕ್ಕಾಗಿ.',
      ml: 'വ്യാഴത്തിന് ഏറ്റവും അടുത്ത ഉപരത്നം, ജ്ഞാനത്തിനും ഭാഗ്യത്തിനും.',
      mr: 'गुरूसाठी सर्वांत जवळचे उपरत्न, ज्ञान आणि सौभाग्यासाठी.',
      bn: 'বৃহস্পতির নিকটতম উপরত্ন, জ্ঞান ও সৌভাগ্যের জন্য.',
      gu: 'ગુરુ માટે સૌથી નજીકનું ઉપરત્ન, જ્ઞાન અને સૌભાગ્ય માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.609, max: 1.643 }, specificGravity: { min: 3.49, max: 3.57 },
      signs: {
        en: 'Perfect cleavage across the length (flat breaks); slippery feel; lighter than yellow sapphire.',
        hi: 'लंबाई के आर-पार पूर्ण विदलन (सपाट टूट); चिकना स्पर्श; पुखराज से हल्का।',
        ta: 'நீளத்துக்குக் குறுக்கே முழுமையான பிளவு (தட்டையான உடைவுகள்); வழுக்கும் தொடுவுணர்வு; புஷ்பராகத்தை விட இலேசானது.',
        te: 'పొడవుకు అడ్డంగా సంపూర్ణ చీలిక (చదునైన విరుపులు); జారే స్పర్శ; కనక పుష్యరాగం కంటే తేలిక.',
        kn: 'ಉದ್ದಕ್ಕೆ ಅಡ್ಡಲಾಗಿ ಪೂರ್ಣ ಸೀಳು (ಚಪ್ಪಟೆ ಮುರಿತಗಳು); ಜಾರುವ ಸ್ಪರ್ಶ; ಪುಷ್ಯರಾಗಕ್ಕಿಂತ ಹಗುರ.',
        ml: 'നീളത്തിനു കുറുകെ പൂർണമായ പിളർപ്പ് (പരന്ന ഒടിവുകൾ); വഴുവഴുപ്പുള്ള സ്പർശം; പുഷ്യരാഗത്തെക്കാൾ ഭാരം കുറവ്.',
        mr: 'लांबीला आडवे पूर्ण विदलन (सपाट तुटणे); निसरडा स्पर्श; पुष्कराजापेक्षा हलका.',
        bn: 'দৈর্ঘ্যের আড়াআড়ি নিখুঁত বিদারণ (সমতল ভাঙন); পিচ্ছিল স্পর্শ; পোখরাজের চেয়ে হালকা.',
        gu: 'લંબાઈની આરપાર પૂર્ણ વિદલન (સપાટ તૂટ); લપસણો સ્પર્શ; પોખરાજ કરતાં હળવો.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'citrine', kind: 'upratna', substituteFor: 'yellow-sapphire', en: 'Citrine', hi: 'सुनैला', ta: 'சிட்ரின்', te: 'సిట్రిన్', kn: 'ಸಿಟ್ರಿನ್', ml: 'സിട്രിൻ', mr: 'सुनेला', bn: 'সিট্রিন', gu: 'સુનેલા', sanskrit: null,
    planet: 'jupiter', mineral: { en: 'Quartz (yellow variety)', hi: 'क्वार्ट्ज़ (पीली किस्म)', ta: 'குவார்ட்ஸ் (மஞ்சள் வகை)', te: 'క్వార్ట్జ్ (పసుపు రకం)', kn: 'ಕ್ವಾರ್ಟ್ಜ್ (ಹಳದಿ ಬಗೆ)', ml: 'ക്വാർട്സ് (മഞ്ഞ ഇനം)', mr: 'क्वार्ट्झ (पिवळा प्रकार)', bn: 'কোয়ার্টজ (হলুদ প্রকার)', gu: 'ક્વાર્ટ્ઝ (પીળો પ્રકાર)' }, hardnessMohs: { min: 7, max: 7 },
    colours: { en: ['pale yellow', 'golden orange'], hi: ['हल्का पीला', 'सुनहरा नारंगी'], ta: ['வெளிர் மஞ்சள்', 'பொன் ஆரஞ்சு'], te: ['లేత పసుపు', 'బంగారు నారింజ'], kn: ['ತಿಳಿ ಹಳದಿ', 'ಚಿನ್ನದ ಕಿತ್ತಳೆ'], ml: ['ഇളംമഞ്ഞ', 'സ്വർണ ഓറഞ്ച്'], mr: ['फिकट पिवळा', 'सोनेरी नारिंगी'], bn: ['ফিকে হলুদ', 'সোনালি কমলা'], gu: ['આછો પીળો', 'સોનેરી નારંગી'] },
    properties: {
      en: 'An affordable stone for Jupiter, for optimism and prosperity.',
      hi: 'बृहस्पति का सुलभ रत्न, आशा और समृद्धि के लिए।',
      ta: 'குருவுக்கான மலிவான ரத்தினம், நம்பிக்கைக்கும் செழிப்புக்கும்.',
      te: 'గురువుకు అందుబాటు ధర రత్నం, ఆశావాదం, సమృద్ధి కోసం.',
      kn: 'ಗುರುವಿಗೆ ಕೈಗೆಟಕುವ ರತ್ನ, ಆಶಾವಾದ ಮತ್ತು ಸಮೃದ್ಧಿಗಾಗಿ.',
      ml: 'വ്യാഴത്തിനുള്ള വിലകുറഞ്ഞ രത്നം, ശുഭാപ്തിക്കും സമൃദ്ധിക്കും.',
      mr: 'गुरूसाठी परवडणारे रत्न, आशावाद आणि समृद्धीसाठी.',
      bn: 'বৃহস্পতির জন্য সাশ্রয়ী রত্ন, আশাবাদ ও সমৃদ্ধির জন্য.',
      gu: 'ગુરુ માટે પરવડે તેવું રત્ન, આશાવાદ અને સમૃદ્ધિ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.544, max: 1.553 }, specificGravity: { min: 2.65, max: 2.66 },
      signs: {
        en: 'Light in the hand; much citrine is heated amethyst with reddish tones and colour zoning.',
        hi: 'हाथ में हल्का; अधिकांश सुनैला गर्म किया गया कटैला होता है, जिसमें लालिमा और रंग-पट्टियाँ होती हैं।',
        ta: 'கையில் இலேசானது; பெரும்பாலான சிட்ரின் சூடாக்கப்பட்ட செவ்வந்திக் கல்; அதில் சிவப்புச் சாயலும் நிறப் பட்டைகளும் இருக்கும்.',
        te: 'చేతిలో తేలిక; చాలా సిట్రిన్ వేడి చేసిన జమునియా, ఎర్రటి ఛాయలు, రంగు పట్టీలతో ఉంటుంది.',
        kn: 'ಕೈಯಲ್ಲಿ ಹಗುರ; ಬಹುಪಾಲು ಸಿಟ್ರಿನ್ ಕಾಯಿಸಿದ ಜಮುನಿಯಾ, ಅದರಲ್ಲಿ ಕೆಂಪು ಛಾಯೆ ಮತ್ತು ಬಣ್ಣದ ಪಟ್ಟಿಗಳಿರುತ್ತವೆ.',
        ml: 'കൈയിൽ ഭാരം കുറവ്; മിക്ക സിട്രിനും ചൂടാക്കിയ അമേതിസ്റ്റാണ്, ചുവപ്പുരാശിയും നിറപ്പട്ടകളുമുള്ളത്.',
        mr: 'हातात हलका; बहुतेक सुनेला हा तापवलेला कटेला असतो, ज्यात लालसर छटा आणि रंगपट्टे असतात.',
        bn: 'হাতে হালকা; অধিকাংশ সিট্রিন আসলে তাপ দেওয়া কটেলা, যাতে লালচে আভা ও রঙের পট্টি থাকে.',
        gu: 'હાથમાં હળવો; મોટા ભાગનો સુનેલા ગરમ કરેલો કટેલા હોય છે, જેમાં લાલાશ અને રંગપટ્ટા હોય છે.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'white-sapphire', kind: 'upratna', substituteFor: 'diamond', en: 'White Sapphire', hi: 'सफ़ेद पुखराज', ta: 'வெள்ளை புஷ்பராகம்', te: 'తెల్ల పుష్యరాగం', kn: 'ಬಿಳಿ ಪುಷ್ಯರಾಗ', ml: 'വെള്ള പുഷ്യരാഗം', mr: 'पांढरा पुष्कराज', bn: 'সাদা পোখরাজ', gu: 'સફેદ પોખરાજ', sanskrit: null,
    planet: 'venus', mineral: { en: 'Corundum (colourless variety)', hi: 'कोरंडम (रंगहीन किस्म)', ta: 'கொருண்டம் (நிறமற்ற வகை)', te: 'కొరండం (రంగులేని రకం)', kn: 'ಕೊರಂಡಮ್ (ಬಣ್ಣರಹಿತ ಬಗೆ)', ml: 'കൊറണ്ടം (നിറമില്ലാത്ത ഇനം)', mr: 'कुरुंद (रंगहीन प्रकार)', bn: 'কোরান্ডাম (বর্ণহীন প্রকার)', gu: 'કોરન્ડમ (રંગહીન પ્રકાર)' }, hardnessMohs: { min: 9, max: 9 },
    colours: { en: ['colourless'], hi: ['रंगहीन'], ta: ['நிறமற்றது'], te: ['రంగులేనిది'], kn: ['ಬಣ್ಣರಹಿತ'], ml: ['നിറമില്ലാത്തത്'], mr: ['रंगहीन'], bn: ['বর্ণহীন'], gu: ['રંગહીન'] },
    properties: {
      en: 'The hardest substitute for Venus, for harmony and comfort.',
      hi: 'शुक्र का सबसे कठोर उपरत्न, सामंजस्य और सुख के लिए।',
      ta: 'சுக்கிரனுக்கான மிகக் கடினமான மாற்று ரத்தினம், இணக்கத்துக்கும் சுகத்துக்கும்.',
      te: 'శుక్రుడికి అత్యంత కఠినమైన ఉపరత్నం, సామరస్యం, సుఖం కోసం.',
      kn: 'ಶುಕ್ರನಿಗೆ ಅತ್ಯಂತ ಗಟ್ಟಿಯಾದ ಉಪರತ್ನ, ಸಾಮರಸ್ಯ ಮತ್ತು ಸುಖಕ್ಕಾಗಿ.',
      ml: 'ശുക്രന് ഏറ്റവും കടുപ്പമുള്ള ഉപരത്നം, ഇണക്കത്തിനും സുഖത്തിനും.',
      mr: 'शुक्रासाठी सर्वांत कठीण उपरत्न, सुसंवाद आणि सुखासाठी.',
      bn: 'শুক্রের সবচেয়ে কঠিন উপরত্ন, সামঞ্জস্য ও স্বাচ্ছন্দ্যের জন্য.',
      gu: 'શુક્ર માટે સૌથી કઠણ ઉપરત્ન, સુમેળ અને સુખ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.762, max: 1.770 }, specificGravity: { min: 3.97, max: 4.05 },
      signs: {
        en: 'Doubly refractive with little fire; heavier than diamond (SG 4.0 against 3.52).',
        hi: 'द्विअपवर्तक, कम चमक-बिखराव; हीरे से भारी (4.0 बनाम 3.52)।',
        ta: 'குறைந்த ஒளிச்சிதறல் கொண்ட இரட்டை ஒளிவிலகல்; வைரத்தை விடக் கனமானது (ஒப்படர்த்தி 4.0, வைரம் 3.52).',
        te: 'తక్కువ కాంతి విక్షేపణతో ద్వివక్రీభవనం; వజ్రం కంటే బరువైనది (విశిష్ట గురుత్వం 4.0, వజ్రం 3.52).',
        kn: 'ಕಡಿಮೆ ಬೆಳಕಿನ ಚದುರುವಿಕೆಯೊಂದಿಗೆ ದ್ವಿವಕ್ರೀಭವನ; ವಜ್ರಕ್ಕಿಂತ ಭಾರ (ವಿಶಿಷ್ಟ ಗುರುತ್ವ 4.0, ವಜ್ರ 3.52).',
        ml: 'കുറഞ്ഞ പ്രകാശവിസരണമുള്ള ദ്വി അപവർത്തനം; വജ്രത്തെക്കാൾ ഭാരമുള്ളത് (ആപേക്ഷിക സാന്ദ്രത 4.0, വജ്രം 3.52).',
        mr: 'कमी प्रकाशविखुरण असलेले द्विअपवर्तनी; हिऱ्यापेक्षा जड (विशिष्ट गुरुत्व 4.0, हिरा 3.52).',
        bn: 'কম আলো-বিচ্ছুরণসহ দ্বি-প্রতিসারী; হীরার চেয়ে ভারী (আপেক্ষিক গুরুত্ব 4.0, হীরা 3.52).',
        gu: 'ઓછા પ્રકાશ-વિખેરણ સાથે દ્વિવક્રીભવનવાળું; હીરા કરતાં ભારે (વિશિષ્ટ ગુરુત્વ 4.0, હીરો 3.52).',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'white-zircon', kind: 'upratna', substituteFor: 'diamond', en: 'White Zircon', hi: 'सफ़ेद जरकन', ta: 'வெள்ளை சிர்கான்', te: 'తెల్ల జిర్కాన్', kn: 'ಬಿಳಿ ಜಿರ್ಕಾನ್', ml: 'വെള്ള സിർക്കോൺ', mr: 'पांढरा जरकन', bn: 'সাদা জারকন', gu: 'સફેદ જરકન', sanskrit: null,
    planet: 'venus', mineral: { en: 'Zircon (colourless, high type)', hi: 'ज़िरकॉन (रंगहीन)', ta: 'சிர்கான் (நிறமற்றது, உயர் வகை)', te: 'జిర్కాన్ (రంగులేనిది, ఉన్నత రకం)', kn: 'ಜಿರ್ಕಾನ್ (ಬಣ್ಣರಹಿತ, ಉನ್ನತ ಬಗೆ)', ml: 'സിർക്കോൺ (നിറമില്ലാത്തത്, ഉയർന്ന ഇനം)', mr: 'झिरकॉन (रंगहीन, उच्च प्रकार)', bn: 'জারকন (বর্ণহীন, উচ্চ প্রকার)', gu: 'ઝિરકોન (રંગહીન, ઉચ્ચ પ્રકાર)' }, hardnessMohs: { min: 6.5, max: 7.5 },
    colours: { en: ['colourless'], hi: ['रंगहीन'], ta: ['நிறமற்றது'], te: ['రంగులేనిది'], kn: ['ಬಣ್ಣರಹಿತ'], ml: ['നിറമില്ലാത്തത്'], mr: ['रंगहीन'], bn: ['বর্ণহীন'], gu: ['રંગહીન'] },
    properties: {
      en: 'A brilliant substitute for Venus, for beauty and ease.',
      hi: 'शुक्र का चमकीला उपरत्न, सौंदर्य और सुख के लिए।',
      ta: 'சுக்கிரனுக்கான ஒளிரும் மாற்று ரத்தினம், அழகுக்கும் சுகத்துக்கும்.',
      te: 'శుక్రుడికి మెరిసే ఉపరత్నం, అందం, సౌఖ్యం కోసం.',
      kn: 'ಶುಕ್ರನಿಗೆ ಹೊಳೆಯುವ ಉಪರತ್ನ, ಸೌಂದರ್ಯ ಮತ್ತು ಸುಖಕ್ಕಾಗಿ.',
      ml: 'ശുക്രനുള്ള തിളക്കമുള്ള ഉപരത്നം, സൗന്ദര്യത്തിനും സുഖത്തിനും.',
      mr: 'शुक्रासाठी तेजस्वी उपरत्न, सौंदर्य आणि सुखासाठी.',
      bn: 'শুক্রের উজ্জ্বল উপরত্ন, সৌন্দর্য ও স্বাচ্ছন্দ্যের জন্য.',
      gu: 'શુક્ર માટે ચમકદાર ઉપરત્ન, સૌંદર્ય અને સુખ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.925, max: 1.984 }, specificGravity: { min: 4.60, max: 4.80 },
      signs: {
        en: 'Strong doubling of facet edges seen through the table; worn, chipped facet edges (brittle).',
        hi: 'ऊपरी फलक से देखने पर किनारों का तीव्र दोहरापन; घिसे और टूटे किनारे (भंगुर)।',
        ta: 'மேல் பட்டை வழியாகப் பார்க்கும்போது பட்டை விளிம்புகளின் வலுவான இரட்டிப்பு; தேய்ந்த, சிதைந்த விளிம்புகள் (எளிதில் உடையும்).',
        te: 'పై ముఖం గుండా చూస్తే ముఖాల అంచుల బలమైన రెట్టింపు; అరిగిన, పెచ్చులూడిన అంచులు (పెళుసు).',
        kn: 'ಮೇಲಿನ ಮುಖದ ಮೂಲಕ ನೋಡಿದಾಗ ಮುಖಗಳ ಅಂಚುಗಳ ಬಲವಾದ ಜೋಡಿ ಬಿಂಬ; ಸವೆದ, ಚಕ್ಕೆ ಎದ್ದ ಅಂಚುಗಳು (ಭಂಗುರ).',
        ml: 'മുകൾമുഖത്തിലൂടെ നോക്കുമ്പോൾ മുഖങ്ങളുടെ അരികുകളുടെ ശക്തമായ ഇരട്ടിപ്പ്; തേഞ്ഞതും അടർന്നതുമായ അരികുകൾ (എളുപ്പം പൊട്ടുന്നത്).',
        mr: 'वरच्या पैलूतून पाहता पैलूंच्या कडांचा तीव्र दुहेरीपणा; झिजलेल्या, ढलपे उडालेल्या कडा (ठिसूळ).',
        bn: 'ওপরের তল দিয়ে দেখলে তলের কিনারার প্রবল দ্বিত্ব; ক্ষয়ে যাওয়া, চটা ওঠা কিনারা (ভঙ্গুর).',
        gu: 'ઉપરના પાસામાંથી જોતાં પાસાંની કિનારીઓનું તીવ્ર બેવડાપણું; ઘસાયેલી, તૂટેલી કિનારીઓ (બરડ).',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'white-topaz', kind: 'upratna', substituteFor: 'diamond', en: 'White Topaz', hi: 'सफ़ेद टोपाज़', ta: 'வெள்ளை டோபாஸ்', te: 'తెల్ల టోపాజ్', kn: 'ಬಿಳಿ ಟೋಪಾಜ್', ml: 'വെള്ള ടോപ്പാസ്', mr: 'पांढरा टोपाझ', bn: 'সাদা টোপাজ', gu: 'સફેદ ટોપાઝ', sanskrit: null,
    planet: 'venus', mineral: { en: 'Topaz (colourless)', hi: 'टोपाज़ (रंगहीन)', ta: 'டோபாஸ் (நிறமற்றது)', te: 'టోపాజ్ (రంగులేనిది)', kn: 'ಟೋಪಾಜ್ (ಬಣ್ಣರಹಿತ)', ml: 'ടോപ്പാസ് (നിറമില്ലാത്തത്)', mr: 'टोपाझ (रंगहीन)', bn: 'টোপাজ (বর্ণহীন)', gu: 'ટોપાઝ (રંગહીન)' }, hardnessMohs: { min: 8, max: 8 },
    colours: { en: ['colourless'], hi: ['रंगहीन'], ta: ['நிறமற்றது'], te: ['రంగులేనిది'], kn: ['ಬಣ್ಣರಹಿತ'], ml: ['നിറമില്ലാത്തത്'], mr: ['रंगहीन'], bn: ['বর্ণহীন'], gu: ['રંગહીન'] },
    properties: {
      en: 'An affordable substitute for Venus, for harmony in relationships.',
      hi: 'शुक्र का सुलभ उपरत्न, संबंधों में सामंजस्य के लिए।',
      ta: 'சுக்கிரனுக்கான மலிவான மாற்று ரத்தினம், உறவுகளில் இணக்கத்துக்கு.',
      te: 'శుక్రుడికి అందుబాటు ధర ఉపరత్నం, సంబంధాల్లో సామరస్యం కోసం.',
      kn: 'ಶುಕ್ರನಿಗೆ ಕೈಗೆಟಕುವ ಉಪರತ್ನ, ಸಂಬಂಧಗಳಲ್ಲಿ ಸಾಮರಸ್ಯಕ್ಕಾಗಿ.',
      ml: 'ശുക്രനുള്ള വിലകുറഞ്ഞ ഉപരത്നം, ബന്ധങ്ങളിലെ ഇണക്കത്തിന്.',
      mr: 'शुक्रासाठी परवडणारे उपरत्न, नात्यांतील सुसंवादासाठी.',
      bn: 'শুক্রের সাশ্রয়ী উপরত্ন, সম্পর্কে সামঞ্জস্যের জন্য.',
      gu: 'શુક્ર માટે પરવડે તેવું ઉપરત્ન, સંબંધોમાં સુમેળ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.609, max: 1.643 }, specificGravity: { min: 3.49, max: 3.57 },
      signs: {
        en: 'Little fire compared with diamond; cleavage cracks parallel to the base.',
        hi: 'हीरे की तुलना में कम चमक-बिखराव; आधार के समानांतर विदलन दरारें।',
        ta: 'வைரத்துடன் ஒப்பிடும்போது குறைந்த ஒளிச்சிதறல்; அடிப்பகுதிக்கு இணையான பிளவு விரிசல்கள்.',
        te: 'వజ్రంతో పోలిస్తే తక్కువ కాంతి విక్షేపణ; అడుగు భాగానికి సమాంతరంగా చీలిక పగుళ్లు.',
        kn: 'ವಜ್ರಕ್ಕೆ ಹೋಲಿಸಿದರೆ ಕಡಿಮೆ ಬೆಳಕಿನ ಚದುರುವಿಕೆ; ತಳಕ್ಕೆ ಸಮಾಂತರವಾದ ಸೀಳು ಬಿರುಕುಗಳು.',
        ml: 'വജ്രവുമായി താരതമ്യം ചെയ്യുമ്പോൾ കുറഞ്ഞ പ്രകാശവിസരണം; അടിഭാഗത്തിനു സമാന്തരമായ പിളർപ്പുവിള്ളലുകൾ.',
        mr: 'हिऱ्याच्या तुलनेत कमी प्रकाशविखुरण; तळाला समांतर विदलन भेगा.',
        bn: 'হীরার তুলনায় কম আলো-বিচ্ছুরণ; তলার সমান্তরাল বিদারণ-ফাটল.',
        gu: 'હીરાની સરખામણીમાં ઓછું પ્રકાશ-વિખેરણ; તળિયાને સમાંતર વિદલન તિરાડો.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'amethyst', kind: 'upratna', substituteFor: 'blue-sapphire', en: 'Amethyst', hi: 'कटैला (जामुनिया)', ta: 'செவ்வந்திக் கல்', te: 'జమునియా', kn: 'ಜಮುನಿಯಾ', ml: 'അമേതിസ്റ്റ്', mr: 'कटेला', bn: 'কটেলা', gu: 'કટેલા', sanskrit: null,
    planet: 'saturn', mineral: { en: 'Quartz (violet variety)', hi: 'क्वार्ट्ज़ (बैंगनी किस्म)', ta: 'குவார்ட்ஸ் (ஊதா வகை)', te: 'క్వార్ట్జ్ (ఊదా రకం)', kn: 'ಕ್ವಾರ್ಟ್ಜ್ (ನೇರಳೆ ಬಗೆ)', ml: 'ക്വാർട്സ് (വയലറ്റ് ഇനം)', mr: 'क्वार्ट्झ (जांभळा प्रकार)', bn: 'কোয়ার্টজ (বেগুনি প্রকার)', gu: 'ક્વાર્ટ્ઝ (જાંબલી પ્રકાર)' }, hardnessMohs: { min: 7, max: 7 },
    colours: { en: ['violet', 'purple'], hi: ['बैंगनी', 'जामुनी'], ta: ['ஊதா', 'கருஞ்சிவப்பு ஊதா'], te: ['ఊదా', 'ముదురు ఊదా'], kn: ['ನೇರಳೆ', 'ಕಡು ನೇರಳೆ'], ml: ['വയലറ്റ്', 'പർപ്പിൾ'], mr: ['जांभळा', 'गडद जांभळा'], bn: ['বেগুনি', 'গাঢ় বেগুনি'], gu: ['જાંબલી', 'ઘેરો જાંબલી'] },
    properties: {
      en: 'The customary gentle stone for Saturn, worn first to see how Saturn responds.',
      hi: 'शनि का प्रचलित सौम्य रत्न, यह देखने के लिए पहले पहना जाता है कि शनि कैसा फल देता है।',
      ta: 'சனிக்கான வழக்கமான மென்மையான ரத்தினம்; சனி எப்படிப் பலன் தருகிறது என்று பார்க்க முதலில் அணியப்படுவது.',
      te: 'శనికి సంప్రదాయ సౌమ్య రత్నం; శని ఎలా స్పందిస్తాడో చూడటానికి ముందుగా ధరిస్తారు.',
      kn: 'ಶನಿಗೆ ರೂಢಿಯ ಸೌಮ್ಯ ರತ್ನ; ಶನಿ ಹೇಗೆ ಸ್ಪಂದಿಸುತ್ತಾನೆ ಎಂದು ನೋಡಲು ಮೊದಲು ಧರಿಸಲಾಗುತ್ತದೆ.',
      ml: 'ശനിക്കുള്ള പതിവു സൗമ്യരത്നം; ശനി എങ്ങനെ പ്രതികരിക്കുന്നു എന്നറിയാൻ ആദ്യം ധരിക്കുന്നത്.',
      mr: 'शनीसाठी प्रचलित सौम्य रत्न; शनी कसा प्रतिसाद देतो ते पाहण्यासाठी आधी घातले जाते.',
      bn: 'শনির প্রচলিত মৃদু রত্ন; শনি কেমন সাড়া দেয় দেখতে প্রথমে পরা হয়.',
      gu: 'શનિ માટે પ્રચલિત સૌમ્ય રત્ન; શનિ કેવો પ્રતિભાવ આપે છે તે જોવા પહેલાં પહેરાય છે.',
    },
    verification: {
      refractiveIndex: { min: 1.544, max: 1.553 }, specificGravity: { min: 2.65, max: 2.66 },
      signs: {
        en: 'Angular colour zoning and "tiger stripe" fingerprints; synthetic amethyst lacks the zoning.',
        hi: 'कोणीय रंग-पट्टियाँ और "बाघ-धारी" जैसे निशान; कृत्रिम कटैले में ये पट्टियाँ नहीं होतीं।',
        ta: 'கோண வடிவ நிறப் பட்டைகளும் "புலிக் கோடு" போன்ற விரல்ரேகை அடையாளங்களும்; செயற்கைச் செவ்வந்திக் கல்லில் நிறப் பட்டைகள் இருக்காது.',
        te: 'కోణాకార రంగు పట్టీలు, "పులి చారల" వంటి వేలిముద్ర గుర్తులు; కృత్రిమ జమునియాలో రంగు పట్టీలు ఉండవు.',
        kn: 'ಕೋನಾಕಾರದ ಬಣ್ಣದ ಪಟ್ಟಿಗಳು ಮತ್ತು "ಹುಲಿ ಪಟ್ಟೆ"ಯಂಥ ಬೆರಳಚ್ಚು ಗುರುತುಗಳು; ಕೃತಕ ಜಮುನಿಯಾದಲ್ಲಿ ಬಣ್ಣದ ಪಟ್ಟಿಗಳಿರುವುದಿಲ್ಲ.',
        ml: 'കോണാകൃതിയിലുള്ള നിറപ്പട്ടകളും "പുലിവര" പോലുള്ള വിരലടയാളപ്പാടുകളും; കൃത്രിമ അമേതിസ്റ്റിൽ നിറപ്പട്ടകളില്ല.',
        mr: 'कोनीय रंगपट्टे आणि "वाघाच्या पट्ट्यां"सारख्या ठशांच्या खुणा; कृत्रिम कटेल्यात रंगपट्टे नसतात.',
        bn: 'কৌণিক রঙের পট্টি ও "বাঘের ডোরা"র মতো আঙুলছাপ দাগ; কৃত্রিম কটেলায় রঙের পট্টি থাকে না.',
        gu: 'ખૂણાદાર રંગપટ્ટા અને "વાઘના પટ્ટા" જેવી છાપનાં નિશાન; કૃત્રિમ કટેલામાં રંગપટ્ટા હોતા નથી.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'iolite', kind: 'upratna', substituteFor: 'blue-sapphire', en: 'Iolite', hi: 'नीली (आयोलाइट)', ta: 'ஐயோலைட்', te: 'అయోలైట్', kn: 'ಐಯೊಲೈಟ್', ml: 'അയോലൈറ്റ്', mr: 'आयोलाइट', bn: 'আয়োলাইট', gu: 'આયોલાઇટ', sanskrit: null,
    planet: 'saturn', mineral: { en: 'Cordierite', hi: 'कॉर्डिएराइट', ta: 'கார்டியரைட்', te: 'కార్డియరైట్', kn: 'ಕಾರ್ಡಿಯರೈಟ್', ml: 'കോർഡിയറൈറ്റ്', mr: 'कॉर्डिएराइट', bn: 'কর্ডিয়েরাইট', gu: 'કોર્ડિએરાઇટ' }, hardnessMohs: { min: 7, max: 7.5 },
    colours: { en: ['violet blue'], hi: ['बैंगनी नीला'], ta: ['ஊதா கலந்த நீலம்'], te: ['ఊదా నీలం'], kn: ['ನೇರಳೆ ನೀಲಿ'], ml: ['വയലറ്റ് കലർന്ന നീല'], mr: ['जांभळट निळा'], bn: ['বেগুনি নীল'], gu: ['જાંબલી વાદળી'] },
    properties: {
      en: 'A milder stone for Saturn, for patience and steady work.',
      hi: 'शनि का हल्का रत्न, धैर्य और स्थिर परिश्रम के लिए।',
      ta: 'சனிக்கான மென்மையான ரத்தினம், பொறுமைக்கும் நிலையான உழைப்புக்கும்.',
      te: 'శనికి సౌమ్యమైన రత్నం, ఓర్పు, స్థిరమైన శ్రమ కోసం.',
      kn: 'ಶನಿಗೆ ಸೌಮ್ಯ ರತ್ನ, ತಾಳ್ಮೆ ಮತ್ತು ಸ್ಥಿರ ದುಡಿಮೆಗಾಗಿ.',
      ml: 'ശനിക്കുള്ള സൗമ്യമായ രത്നം, ക്ഷമയ്ക്കും സ്ഥിരമായ അധ്വാനത്തിനും.',
      mr: 'शनीसाठी सौम्य रत्न, धैर्य आणि स्थिर परिश्रमासाठी.',
      bn: 'শনির জন্য মৃদু রত্ন, ধৈর্য ও স্থির পরিশ্রমের জন্য.',
      gu: 'શનિ માટે હળવું રત્ન, ધીરજ અને સ્થિર પરિશ્રમ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.542, max: 1.551 }, specificGravity: { min: 2.58, max: 2.61 },
      signs: {
        en: 'Very strong pleochroism: violet blue one way, pale yellowish grey another.',
        hi: 'अत्यंत तीव्र बहुवर्णता: एक ओर से बैंगनी नीला, दूसरी ओर से हल्का पीला-स्लेटी।',
        ta: 'மிக வலுவான பலநிறத் தன்மை: ஒரு திசையில் ஊதா கலந்த நீலம், மற்றொரு திசையில் வெளிர் மஞ்சள் கலந்த சாம்பல்.',
        te: 'చాలా బలమైన బహువర్ణత: ఒక వైపు నుండి ఊదా నీలం, మరో వైపు నుండి లేత పసుపు బూడిద.',
        kn: 'ಅತಿ ಬಲವಾದ ಬಹುವರ್ಣತೆ: ಒಂದು ದಿಕ್ಕಿನಿಂದ ನೇರಳೆ ನೀಲಿ, ಇನ್ನೊಂದರಿಂದ ತಿಳಿ ಹಳದಿ ಬೂದು.',
        ml: 'വളരെ ശക്തമായ ബഹുവർണത: ഒരു ദിശയിൽനിന്ന് വയലറ്റ് കലർന്ന നീല, മറ്റൊന്നിൽനിന്ന് ഇളംമഞ്ഞ കലർന്ന ചാരനിറം.',
        mr: 'अतिशय तीव्र बहुवर्णता: एका बाजूने जांभळट निळा, दुसरीकडून फिकट पिवळसर राखाडी.',
        bn: 'অত্যন্ত প্রবল বহুবর্ণতা: এক দিক থেকে বেগুনি নীল, অন্য দিক থেকে ফিকে হলদে ধূসর.',
        gu: 'અતિ તીવ્ર બહુરંગિતા: એક બાજુથી જાંબલી વાદળી, બીજી બાજુથી આછો પીળાશ પડતો રાખોડી.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'blue-spinel', kind: 'upratna', substituteFor: 'blue-sapphire', en: 'Blue Spinel', hi: 'नीला स्पिनेल', ta: 'நீல ஸ்பினல்', te: 'నీలి స్పినెల్', kn: 'ನೀಲಿ ಸ್ಪಿನೆಲ್', ml: 'നീല സ്പിനൽ', mr: 'निळा स्पिनेल', bn: 'নীল স্পিনেল', gu: 'વાદળી સ્પિનલ', sanskrit: null,
    planet: 'saturn', mineral: { en: 'Spinel (blue variety)', hi: 'स्पिनेल (नीली किस्म)', ta: 'ஸ்பினல் (நீல வகை)', te: 'స్పినెల్ (నీలి రకం)', kn: 'ಸ್ಪಿನೆಲ್ (ನೀಲಿ ಬಗೆ)', ml: 'സ്പിനൽ (നീല ഇനം)', mr: 'स्पिनेल (निळा प्रकार)', bn: 'স্পিনেল (নীল প্রকার)', gu: 'સ્પિનલ (વાદળી પ્રકાર)' }, hardnessMohs: { min: 8, max: 8 },
    colours: { en: ['greyish blue', 'cobalt blue'], hi: ['स्लेटी नीला', 'कोबाल्ट नीला'], ta: ['சாம்பல் கலந்த நீலம்', 'கோபால்ட் நீலம்'], te: ['బూడిద నీలం', 'కోబాల్ట్ నీలం'], kn: ['ಬೂದು ನೀಲಿ', 'ಕೋಬಾಲ್ಟ್ ನೀಲಿ'], ml: ['ചാരനിറം കലർന്ന നീല', 'കോബാൾട്ട് നീല'], mr: ['राखाडी निळा', 'कोबाल्ट निळा'], bn: ['ধূসর নীল', 'কোবাল্ট নীল'], gu: ['રાખોડી વાદળી', 'કોબાલ્ટ વાદળી'] },
    properties: {
      en: 'A durable substitute for Saturn, for endurance.',
      hi: 'शनि का टिकाऊ उपरत्न, सहनशक्ति के लिए।',
      ta: 'சனிக்கான நீடித்து உழைக்கும் மாற்று ரத்தினம், தாங்குதிறனுக்கு.',
      te: 'శనికి మన్నికైన ఉపరత్నం, సహనశక్తి కోసం.',
      kn: 'ಶನಿಗೆ ಬಾಳಿಕೆಯ ಉಪರತ್ನ, ಸಹನಶಕ್ತಿಗಾಗಿ.',
      ml: 'ശനിക്കുള്ള ഈടുറ്റ ഉപരത്നം, സഹനശക്തിക്ക്.',
      mr: 'शनीसाठी टिकाऊ उपरत्न, सहनशक्तीसाठी.',
      bn: 'শনির টেকসই উপরত্ন, সহনশক্তির জন্য.',
      gu: 'શનિ માટે ટકાઉ ઉપરત્ન, સહનશક્તિ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.712, max: 1.747 }, specificGravity: { min: 3.57, max: 3.65 },
      signs: {
        en: 'Singly refractive, so no dichroism (blue sapphire is dichroic); octahedral crystal inclusions.',
        hi: 'एकल अपवर्तक, इसलिए द्विवर्णता नहीं (नीलम द्विवर्णी है); अष्टफलकीय क्रिस्टल समावेश।',
        ta: 'ஒற்றை ஒளிவிலகல் உடையது, எனவே இருநிறத் தன்மை இல்லை (நீலக்கல் இருநிறத் தன்மை உடையது); எண்முகப் படிக உள்ளடக்கங்கள்.',
        te: 'ఏకవక్రీభవనం, కాబట్టి ద్విరంగత ఉండదు (నీలం ద్విరంగత కలది); అష్టముఖ స్ఫటిక అంతర్నిక్షేపాలు.',
        kn: 'ಏಕವಕ್ರೀಭವನ, ಆದ್ದರಿಂದ ದ್ವಿವರ್ಣತೆ ಇಲ್ಲ (ನೀಲ ದ್ವಿವರ್ಣತೆಯದು); ಅಷ್ಟಮುಖ ಸ್ಫಟಿಕ ಒಳಸೇರ್ಪಡೆಗಳು.',
        ml: 'ഏക അപവർത്തനം, അതിനാൽ ദ്വിവർണതയില്ല (ഇന്ദ്രനീലം ദ്വിവർണതയുള്ളത്); അഷ്ടമുഖ പരൽ ഉൾപ്പെടലുകൾ.',
        mr: 'एकअपवर्तनी, म्हणून द्विवर्णता नाही (नीलम द्विवर्णी असतो); अष्टफलकी स्फटिक अंतर्वेश.',
        bn: 'এক-প্রতিসারী, তাই দ্বিবর্ণতা নেই (নীলা দ্বিবর্ণী); অষ্টতলক স্ফটিকের অন্তর্ভুক্তি.',
        gu: 'એકવક્રીભવનવાળું, તેથી દ્વિરંગિતા નથી (નીલમ દ્વિરંગી છે); અષ્ટફલકીય સ્ફટિક સમાવેશો.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'hyacinth-zircon', kind: 'upratna', substituteFor: 'hessonite', en: 'Hyacinth Zircon', hi: 'नारंगी जरकन', ta: 'ஆரஞ்சு சிர்கான்', te: 'నారింజ జిర్కాన్', kn: 'ಕಿತ್ತಳೆ ಜಿರ್ಕಾನ್', ml: 'ഓറഞ്ച് സിർക്കോൺ', mr: 'नारिंगी जरकन', bn: 'কমলা জারকন', gu: 'નારંગી જરકન', sanskrit: null,
    planet: 'rahu', mineral: { en: 'Zircon (orange-brown variety)', hi: 'ज़िरकॉन (नारंगी-भूरी किस्म)', ta: 'சிர்கான் (ஆரஞ்சு-பழுப்பு வகை)', te: 'జిర్కాన్ (నారింజ-గోధుమ రకం)', kn: 'ಜಿರ್ಕಾನ್ (ಕಿತ್ತಳೆ-ಕಂದು ಬಗೆ)', ml: 'സിർക്കോൺ (ഓറഞ്ച്-തവിട്ട് ഇനം)', mr: 'झिरकॉन (नारिंगी-तपकिरी प्रकार)', bn: 'জারকন (কমলা-বাদামি প্রকার)', gu: 'ઝિરકોન (નારંગી-કથ્થાઈ પ્રકાર)' }, hardnessMohs: { min: 6.5, max: 7.5 },
    colours: { en: ['orange brown', 'reddish orange'], hi: ['नारंगी भूरा', 'लालिमा लिए नारंगी'], ta: ['ஆரஞ்சு பழுப்பு', 'சிவப்பு கலந்த ஆரஞ்சு'], te: ['నారింజ గోధుమ', 'ఎర్రటి నారింజ'], kn: ['ಕಿತ್ತಳೆ ಕಂದು', 'ಕೆಂಪು ಕಿತ್ತಳೆ'], ml: ['ഓറഞ്ച് തവിട്ട്', 'ചുവപ്പു കലർന്ന ഓറഞ്ച്'], mr: ['नारिंगी तपकिरी', 'लालसर नारिंगी'], bn: ['কমলা বাদামি', 'লালচে কমলা'], gu: ['નારંગી કથ્થાઈ', 'લાલાશ પડતો નારંગી'] },
    properties: {
      en: 'A milder stone for Rahu, for clarity and protection.',
      hi: 'राहु का हल्का रत्न, स्पष्टता और रक्षा के लिए।',
      ta: 'ராகுவுக்கான மென்மையான ரத்தினம், தெளிவுக்கும் பாதுகாப்புக்கும்.',
      te: 'రాహువుకు సౌమ్యమైన రత్నం, స్పష్టత, రక్షణ కోసం.',
      kn: 'ರಾಹುವಿಗೆ ಸೌಮ್ಯ ರತ್ನ, ಸ್ಪಷ್ಟತೆ ಮತ್ತು ರಕ್ಷಣೆಗಾಗಿ.',
      ml: 'രാഹുവിനുള്ള സൗമ്യമായ രത്നം, വ്യക്തതയ്ക്കും സംരക്ഷണത്തിനും.',
      mr: 'राहूसाठी सौम्य रत्न, स्पष्टता आणि संरक्षणासाठी.',
      bn: 'রাহুর জন্য মৃদু রত্ন, স্পষ্টতা ও রক্ষার জন্য.',
      gu: 'રાહુ માટે હળવું રત્ન, સ્પષ્ટતા અને રક્ષણ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.925, max: 1.984 }, specificGravity: { min: 4.60, max: 4.80 },
      signs: {
        en: 'Strong doubling of facet edges and high lustre; hessonite is singly refractive and lighter.',
        hi: 'फलकों के किनारों का तीव्र दोहरापन और तेज़ चमक; गोमेद एकल अपवर्तक और हल्का होता है।',
        ta: 'பட்டை விளிம்புகளின் வலுவான இரட்டிப்பும் அதிகப் பளபளப்பும்; கோமேதகம் ஒற்றை ஒளிவிலகல் உடையது, இலேசானது.',
        te: 'ముఖాల అంచుల బలమైన రెట్టింపు, అధిక మెరుపు; గోమేధికం ఏకవక్రీభవనం కలది, తేలికైనది.',
        kn: 'ಮುಖಗಳ ಅಂಚುಗಳ ಬಲವಾದ ಜೋಡಿ ಬಿಂಬ ಮತ್ತು ಹೆಚ್ಚಿನ ಹೊಳಪು; ಗೋಮೇಧಿಕ ಏಕವಕ್ರೀಭವನದ್ದು ಮತ್ತು ಹಗುರ.',
        ml: 'മുഖങ്ങളുടെ അരികുകളുടെ ശക്തമായ ഇരട്ടിപ്പും ഉയർന്ന തിളക്കവും; ഗോമേദകം ഏക അപവർത്തനമുള്ളതും ഭാരം കുറഞ്ഞതും.',
        mr: 'पैलूंच्या कडांचा तीव्र दुहेरीपणा आणि तेजस्वी चमक; गोमेद एकअपवर्तनी आणि हलका असतो.',
        bn: 'তলের কিনারার প্রবল দ্বিত্ব ও উজ্জ্বল দীপ্তি; গোমেদ এক-প্রতিসারী ও হালকা.',
        gu: 'પાસાંની કિનારીઓનું તીવ્ર બેવડાપણું અને તેજ ચમક; ગોમેદ એકવક્રીભવનવાળો અને હળવો હોય છે.',
      },
    },
    effectiveness: 'milder', source: 'GIA; SUB; EFF',
  },
  {
    id: 'tigers-eye', kind: 'upratna', substituteFor: 'cats-eye', en: "Tiger's Eye", hi: 'टाइगर आई', ta: 'புலிக்கண் கல்', te: 'పులి కన్ను రాయి', kn: 'ಹುಲಿಗಣ್ಣು ಕಲ್ಲು', ml: 'പുലിക്കണ്ണ് കല്ല്', mr: 'व्याघ्राक्ष', bn: 'বাঘচোখ পাথর', gu: 'વાઘ-નેત્ર પથ્થર', sanskrit: null,
    planet: 'ketu', mineral: { en: 'Quartz replacing crocidolite fibres', hi: 'क्रोसिडोलाइट रेशों की जगह बना क्वार्ट्ज़', ta: 'குரோசிடோலைட் இழைகளுக்குப் பதிலாக உருவான குவார்ட்ஸ்', te: 'క్రోసిడొలైట్ పీచుల స్థానంలో ఏర్పడిన క్వార్ట్జ్', kn: 'ಕ್ರೊಸಿಡೊಲೈಟ್ ನಾರುಗಳ ಜಾಗದಲ್ಲಿ ರೂಪುಗೊಂಡ ಕ್ವಾರ್ಟ್ಜ್', ml: 'ക്രോസിഡോലൈറ്റ് നാരുകൾക്കു പകരം രൂപപ്പെട്ട ക്വാർട്സ്', mr: 'क्रोसिडोलाइट तंतूंच्या जागी बनलेले क्वार्ट्झ', bn: 'ক্রোসিডোলাইট তন্তুর জায়গায় গঠিত কোয়ার্টজ', gu: 'ક્રોસિડોલાઇટ રેસાની જગ્યાએ બનેલું ક્વાર્ટ્ઝ' },
    hardnessMohs: { min: 6.5, max: 7 },
    colours: { en: ['golden brown', 'yellowish brown'], hi: ['सुनहरा भूरा', 'पीलापन लिए भूरा'], ta: ['பொன் பழுப்பு', 'மஞ்சள் கலந்த பழுப்பு'], te: ['బంగారు గోధుమ', 'పసుపు గోధుమ'], kn: ['ಚಿನ್ನದ ಕಂದು', 'ಹಳದಿ ಕಂದು'], ml: ['സ്വർണത്തവിട്ട്', 'മഞ്ഞ കലർന്ന തവിട്ട്'], mr: ['सोनेरी तपकिरी', 'पिवळसर तपकिरी'], bn: ['সোনালি বাদামি', 'হলদে বাদামি'], gu: ['સોનેરી કથ્થાઈ', 'પીળાશ પડતો કથ્થાઈ'] },
    properties: {
      en: 'An affordable stone for Ketu, for focus and protection.',
      hi: 'केतु का सुलभ रत्न, एकाग्रता और रक्षा के लिए।',
      ta: 'கேதுவுக்கான மலிவான ரத்தினம், கவனக்குவிப்புக்கும் பாதுகாப்புக்கும்.',
      te: 'కేతువుకు అందుబాటు ధర రత్నం, ఏకాగ్రత, రక్షణ కోసం.',
      kn: 'ಕೇತುವಿಗೆ ಕೈಗೆಟಕುವ ರತ್ನ, ಏಕಾಗ್ರತೆ ಮತ್ತು ರಕ್ಷಣೆಗಾಗಿ.',
      ml: 'കേതുവിനുള്ള വിലകുറഞ്ഞ രത്നം, ഏകാഗ്രതയ്ക്കും സംരക്ഷണത്തിനും.',
      mr: 'केतूसाठी परवडणारे रत्न, एकाग्रता आणि संरक्षणासाठी.',
      bn: 'কেতুর জন্য সাশ্রয়ী রত্ন, মনোযোগ ও রক্ষার জন্য.',
      gu: 'કેતુ માટે પરવડે તેવું રત્ન, એકાગ્રતા અને રક્ષણ માટે.',
    },
    verification: {
      refractiveIndex: { min: 1.544, max: 1.553 }, specificGravity: { min: 2.64, max: 2.71 },
      signs: {
        en: 'Broad silky bands that roll across the surface rather than one sharp eye; fibrous structure.',
        hi: 'एक तीक्ष्ण रेखा के बजाय सतह पर लुढ़कती चौड़ी रेशमी पट्टियाँ; रेशेदार बनावट।',
        ta: 'ஒரே கூர்மையான கண்ணுக்குப் பதிலாக மேற்பரப்பில் உருண்டோடும் அகன்ற பட்டுப் பட்டைகள்; இழை அமைப்பு.',
        te: 'ఒకే పదునైన కన్ను కాకుండా ఉపరితలం మీద దొర్లే వెడల్పాటి పట్టు పట్టీలు; పీచు నిర్మాణం.',
        kn: 'ಒಂದೇ ತೀಕ್ಷ್ಣ ಕಣ್ಣಿನ ಬದಲು ಮೇಲ್ಮೈ ಮೇಲೆ ಉರುಳುವ ಅಗಲವಾದ ರೇಷ್ಮೆ ಪಟ್ಟಿಗಳು; ನಾರಿನ ರಚನೆ.',
        ml: 'ഒരൊറ്റ മൂർച്ചയുള്ള കണ്ണിനു പകരം ഉപരിതലത്തിലൂടെ ഉരുണ്ടുനീങ്ങുന്ന വീതിയുള്ള പട്ടുപട്ടകൾ; നാരുഘടന.',
        mr: 'एका तीक्ष्ण डोळ्याऐवजी पृष्ठभागावरून सरकणारे रुंद रेशमी पट्टे; तंतुमय रचना.',
        bn: 'একটি তীক্ষ্ণ চোখের বদলে পৃষ্ঠ জুড়ে গড়িয়ে চলা চওড়া রেশমি পট্টি; আঁশযুক্ত গঠন.',
        gu: 'એક તીક્ષ્ણ આંખને બદલે સપાટી પર સરકતા પહોળા રેશમી પટ્ટા; રેસાદાર રચના.',
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
 * The finger words of data/grahas.ts (`finger`) in the other languages, keyed by the English text there; the record
 * type makes a new finger text in grahas.ts a compile error here. Each language's own name of the finger (Tamil
 * மோதிர விரல், Telugu ఉంగరపు వేలు, Marathi करंगळी); Hindi, Bengali and Gujarati the Sanskrit names gem guides use.
 */
export const FINGER_WORDS = {
  'Ring finger': { hi: 'अनामिका', ta: 'மோதிர விரல்', te: 'ఉంగరపు వేలు', kn: 'ಉಂಗುರದ ಬೆರಳು', ml: 'മോതിരവിരൽ', mr: 'अनामिका', bn: 'অনামিকা', gu: 'અનામિકા' },
  'Little finger': { hi: 'कनिष्ठिका', ta: 'சுண்டு விரல்', te: 'చిటికెన వేలు', kn: 'ಕಿರುಬೆರಳು', ml: 'ചെറുവിരൽ', mr: 'करंगळी', bn: 'কনিষ্ঠা', gu: 'ટચલી આંગળી' },
  'Index finger': { hi: 'तर्जनी', ta: 'ஆள்காட்டி விரல்', te: 'చూపుడు వేలు', kn: 'ತೋರುಬೆರಳು', ml: 'ചൂണ്ടുവിരൽ', mr: 'तर्जनी', bn: 'তর্জনী', gu: 'તર્જની' },
  'Middle finger': { hi: 'मध्यमा', ta: 'நடு விரல்', te: 'మధ్య వేలు', kn: 'ಮಧ್ಯದ ಬೆರಳು', ml: 'നടുവിരൽ', mr: 'मध्यमा', bn: 'মধ্যমা', gu: 'મધ્યમા' },
} as const satisfies Record<string, Omit<Names, 'en'>>;

/** The metal words of data/grahas.ts (`metal`) in the other languages, keyed by the English text there. */
export const METAL_WORDS = {
  'Gold (or copper)': { hi: 'सोना (या तांबा)', ta: 'தங்கம் (அல்லது செம்பு)', te: 'బంగారం (లేదా రాగి)', kn: 'ಚಿನ್ನ (ಅಥವಾ ತಾಮ್ರ)', ml: 'സ്വർണം (അല്ലെങ്കിൽ ചെമ്പ്)', mr: 'सोने (किंवा तांबे)', bn: 'সোনা (বা তামা)', gu: 'સોનું (અથવા તાંબું)' },
  'Silver': { hi: 'चाँदी', ta: 'வெள்ளி', te: 'వెండి', kn: 'ಬೆಳ್ಳಿ', ml: 'വെള്ളി', mr: 'चांदी', bn: 'রুপো', gu: 'ચાંદી' },
  'Gold': { hi: 'सोना', ta: 'தங்கம்', te: 'బంగారం', kn: 'ಚಿನ್ನ', ml: 'സ്വർണം', mr: 'सोने', bn: 'সোনা', gu: 'સોનું' },
  'Silver (or platinum)': { hi: 'चाँदी (या प्लैटिनम)', ta: 'வெள்ளி (அல்லது பிளாட்டினம்)', te: 'వెండి (లేదా ప్లాటినం)', kn: 'ಬೆಳ್ಳಿ (ಅಥವಾ ಪ್ಲಾಟಿನಂ)', ml: 'വെള്ളി (അല്ലെങ്കിൽ പ്ലാറ്റിനം)', mr: 'चांदी (किंवा प्लॅटिनम)', bn: 'রুপো (বা প্ল্যাটিনাম)', gu: 'ચાંદી (અથવા પ્લેટિનમ)' },
  'Silver (or panchadhatu)': { hi: 'चाँदी (या पंचधातु)', ta: 'வெள்ளி (அல்லது பஞ்சலோகம்)', te: 'వెండి (లేదా పంచలోహం)', kn: 'ಬೆಳ್ಳಿ (ಅಥವಾ ಪಂಚಲೋಹ)', ml: 'വെള്ളി (അല്ലെങ്കിൽ പഞ്ചലോഹം)', mr: 'चांदी (किंवा पंचधातू)', bn: 'রুপো (বা পঞ্চধাতু)', gu: 'ચાંદી (અથવા પંચધાતુ)' },
  'Silver (or ashtadhatu)': { hi: 'चाँदी (या अष्टधातु)', ta: 'வெள்ளி (அல்லது அஷ்டதாது)', te: 'వెండి (లేదా అష్టధాతువు)', kn: 'ಬೆಳ್ಳಿ (ಅಥವಾ ಅಷ್ಟಧಾತು)', ml: 'വെള്ളി (അല്ലെങ്കിൽ അഷ്ടധാതു)', mr: 'चांदी (किंवा अष्टधातू)', bn: 'রুপো (বা অষ্টধাতু)', gu: 'ચાંદી (અથવા અષ્ટધાતુ)' },
} as const satisfies Record<string, Omit<Names, 'en'>>;

/**
 * When a stone is first put on (TIME): on its day (the graha's weekday; for Rahu and Ketu, which rule none, the
 * day of their remedies in data/dasha-interpretation.ts `GRAHA_REMEDIES`), in Shukla paksha, within the first
 * hora after sunrise, which the weekday's lord rules.
 */
export const WEARING_TIME = {
  en: 'In Shukla paksha (the waxing fortnight), within the first hour after sunrise, the hora of the day\'s lord',
  hi: 'शुक्ल पक्ष में, सूर्योदय के बाद पहले घंटे में, जो दिन के स्वामी की होरा होती है',
  ta: 'வளர்பிறையில், சூரிய உதயத்துக்குப் பின் முதல் ஒரு மணி நேரத்துக்குள், அந்நாளின் அதிபதியின் ஹோரையில்',
  te: 'శుక్ల పక్షంలో, సూర్యోదయం తర్వాత మొదటి గంటలో, ఆ రోజు అధిపతి హోరలో',
  kn: 'ಶುಕ್ಲ ಪಕ್ಷದಲ್ಲಿ, ಸೂರ್ಯೋದಯದ ನಂತರದ ಮೊದಲ ಗಂಟೆಯೊಳಗೆ, ಆ ದಿನದ ಅಧಿಪತಿಯ ಹೋರೆಯಲ್ಲಿ',
  ml: 'വെളുത്ത പക്ഷത്തിൽ, സൂര്യോദയത്തിനു ശേഷമുള്ള ആദ്യ മണിക്കൂറിനുള്ളിൽ, ആ ദിവസത്തിന്റെ അധിപന്റെ ഹോരയിൽ',
  mr: 'शुक्ल पक्षात, सूर्योदयानंतरच्या पहिल्या तासात, त्या दिवसाच्या स्वामीच्या होरेत',
  bn: 'শুক্লপক্ষে, সূর্যোদয়ের পর প্রথম ঘণ্টার মধ্যে, সেই দিনের অধিপতির হোরায়',
  gu: 'શુક્લ પક્ષમાં, સૂર્યોદય પછીના પહેલા કલાકમાં, તે દિવસના સ્વામીની હોરામાં',
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
    ta: 'இயற்கையானது, பதப்படுத்தப்படாதது, கண்ணுக்குத் தெளிவானது, நல்ல நிறமுடையது, விரிசலோ கரும்புள்ளியோ இல்லாதது',
    te: 'సహజమైనది, శుద్ధి చేయనిది, కంటికి స్వచ్ఛంగా, మంచి రంగుతో, పగుళ్లు లేదా నల్ల మచ్చలు లేనిది',
    kn: 'ನೈಸರ್ಗಿಕ ಮತ್ತು ಸಂಸ್ಕರಿಸದ, ಕಣ್ಣಿಗೆ ಸ್ವಚ್ಛ, ಒಳ್ಳೆಯ ಬಣ್ಣದ, ಬಿರುಕು ಅಥವಾ ಕಪ್ಪು ಕಲೆಗಳಿಲ್ಲದ',
    ml: 'പ്രകൃതിദത്തവും സംസ്കരിക്കാത്തതും, കണ്ണിനു തെളിഞ്ഞതും, നല്ല നിറമുള്ളതും, വിള്ളലോ കറുത്ത പാടോ ഇല്ലാത്തതും',
    mr: 'नैसर्गिक आणि प्रक्रिया न केलेले, डोळ्यांना स्वच्छ, चांगल्या रंगाचे, भेगा किंवा काळे डाग नसलेले',
    bn: 'প্রাকৃতিক ও অপরিশোধিত, চোখে পরিষ্কার, ভালো রঙের, ফাটল বা কালো দাগহীন',
    gu: 'કુદરતી અને પ્રક્રિયા વિનાનું, આંખે સ્વચ્છ, સારા રંગનું, તિરાડ કે કાળા ડાઘ વિનાનું',
  },
  certification: {
    en: 'A report from an independent gemological laboratory stating the species, natural origin and any treatment',
    hi: 'किसी स्वतंत्र रत्न-प्रयोगशाला की रिपोर्ट, जिसमें प्रजाति, प्राकृतिक उत्पत्ति और कोई उपचार हो तो उसका उल्लेख हो',
    ta: 'இனம், இயற்கைத் தோற்றம், செய்யப்பட்ட சிகிச்சை ஏதேனும் இருந்தால் அதையும் குறிப்பிடும் சுதந்திர ரத்தின ஆய்வகத்தின் அறிக்கை',
    te: 'జాతి, సహజ మూలం, ఏదైనా శుద్ధి జరిగితే దానిని తెలిపే స్వతంత్ర రత్న ప్రయోగశాల నివేదిక',
    kn: 'ಪ್ರಭೇದ, ನೈಸರ್ಗಿಕ ಮೂಲ ಮತ್ತು ಯಾವುದೇ ಸಂಸ್ಕರಣೆಯನ್ನು ತಿಳಿಸುವ ಸ್ವತಂತ್ರ ರತ್ನ ಪ್ರಯೋಗಾಲಯದ ವರದಿ',
    ml: 'ഇനം, പ്രകൃതിദത്ത ഉത്ഭവം, എന്തെങ്കിലും സംസ്കരണം എന്നിവ വ്യക്തമാക്കുന്ന സ്വതന്ത്ര രത്നപരിശോധനാ ലാബിന്റെ റിപ്പോർട്ട്',
    mr: 'प्रजाती, नैसर्गिक उगम आणि केलेली कोणतीही प्रक्रिया नमूद करणारा स्वतंत्र रत्न प्रयोगशाळेचा अहवाल',
    bn: 'প্রজাতি, প্রাকৃতিক উৎস ও কোনো পরিশোধন হলে তার উল্লেখসহ স্বাধীন রত্ন-পরীক্ষাগারের প্রতিবেদন',
    gu: 'પ્રજાતિ, કુદરતી ઉત્પત્તિ અને કોઈ પ્રક્રિયા થઈ હોય તો તેનો ઉલ્લેખ કરતો સ્વતંત્ર રત્ન પ્રયોગશાળાનો અહેવાલ',
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
  readonly condition: Text;
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
    condition: { en: 'The primary stone is that of the lagna lord (the life stone).', hi: 'प्रधान रत्न लग्नेश का रत्न है (जीवन रत्न)।', ta: 'முதன்மை ரத்தினம் லக்னாதிபதியின் ரத்தினம் (ஜீவ ரத்தினம்).', te: 'ప్రధాన రత్నం లగ్నాధిపతి రత్నమే (జీవన రత్నం).', kn: 'ಮುಖ್ಯ ರತ್ನ ಲಗ್ನಾಧಿಪತಿಯ ರತ್ನವೇ ಆಗಿದೆ (ಜೀವ ರತ್ನ).', ml: 'പ്രധാന രത്നം ലഗ്നാധിപന്റെ രത്നമാണ് (ജീവരത്നം).', mr: 'मुख्य रत्न हे लग्नेशाचे रत्न असते (जीवनरत्न).', bn: 'প্রধান রত্ন হল লগ্নপতির রত্ন (জীবনরত্ন)।', gu: 'મુખ્ય રત્ન લગ્નેશનું રત્ન છે (જીવન રત્ન).' },
    en: 'The lagna lord governs body, health and personality; its stone is the life stone.',
    hi: 'लग्नेश शरीर, स्वास्थ्य और व्यक्तित्व का स्वामी है; उसका रत्न जीवन रत्न है।',
    ta: 'லக்னாதிபதி உடல், உடல்நலம், ஆளுமையை ஆள்கிறார்; அவருடைய ரத்தினமே ஜீவ ரத்தினம்.',
    te: 'లగ్నాధిపతి శరీరం, ఆరోగ్యం, వ్యక్తిత్వాన్ని పాలిస్తాడు; అతని రత్నమే జీవ రత్నం.',
    kn: 'ಲಗ್ನಾಧಿಪತಿ ದೇಹ, ಆರೋಗ್ಯ ಮತ್ತು ವ್ಯಕ್ತಿತ್ವವನ್ನು ಆಳುತ್ತಾನೆ; ಅವನ ರತ್ನವೇ ಜೀವ ರತ್ನ.',
    ml: 'ലഗ്നാധിപൻ ശരീരം, ആരോഗ്യം, വ്യക്തിത്വം എന്നിവ ഭരിക്കുന്നു; അതിന്റെ രത്നമാണ് ജീവരത്നം.',
    mr: 'लग्नेश शरीर, आरोग्य आणि व्यक्तिमत्त्वाचा स्वामी आहे; त्याचे रत्न हे जीवनरत्न आहे.',
    bn: 'লগ্নেশ দেহ, স্বাস্থ্য ও ব্যক্তিত্বের অধিপতি; তার রত্নই জীবনরত্ন.',
    gu: 'લગ્નેશ શરીર, આરોગ્ય અને વ્યક્તિત્વનો સ્વામી છે; તેનું રત્ન જીવન રત્ન છે.',
  },
  {
    id: 'gem.primary.trikona-lord', source: 'UG; AB',
    condition: { en: 'The lagna lord sits in the 6th, 8th or 12th house and a functionally favorable 9th or 5th lord outside those houses exists: that trikona lord\'s stone becomes primary.', hi: 'लग्नेश षष्ठ, अष्टम या द्वादश भाव में स्थित है और इन भावों से बाहर कोई कार्यात्मक रूप से शुभ नवमेश या पंचमेश है: तब उसी त्रिकोणेश का रत्न प्रधान रत्न बनता है।', ta: 'லக்னாதிபதி ஆறாம், எட்டாம் அல்லது பன்னிரண்டாம் பாவத்தில் உள்ளது, அந்தப் பாவங்களுக்கு வெளியே ஆதிபத்திய ரீதியில் சாதகமான ஒன்பதாம் அல்லது ஐந்தாம் பாவ அதிபதி உள்ளது: அந்தத் திரிகோணாதிபதியின் ரத்தினமே முதன்மை ரத்தினம் ஆகிறது.', te: 'లగ్నాధిపతి 6వ, 8వ లేదా 12వ భావంలో ఉన్నాడు, ఆ భావాలకు బయట ఉన్న ఆధిపత్యరీత్యా శుభుడైన 9వ లేదా 5వ భావాధిపతి ఉన్నాడు: ఆ త్రికోణాధిపతి రత్నమే ప్రధాన రత్నం అవుతుంది.', kn: 'ಲಗ್ನಾಧಿಪತಿ 6, 8 ಅಥವಾ 12ನೇ ಭಾವದಲ್ಲಿದೆ ಮತ್ತು ಆ ಭಾವಗಳ ಹೊರಗೆ ಆಧಿಪತ್ಯದಿಂದ ಅನುಕೂಲವಾದ 9ನೇ ಅಥವಾ 5ನೇ ಅಧಿಪತಿ ಇದೆ: ಆ ತ್ರಿಕೋಣಾಧಿಪತಿಯ ರತ್ನವೇ ಮುಖ್ಯ ರತ್ನವಾಗುತ್ತದೆ.', ml: 'ലഗ്നാധിപൻ ആറാം, എട്ടാം അല്ലെങ്കിൽ പന്ത്രണ്ടാം ഭാവത്തിൽ നിൽക്കുന്നു, ആ ഭാവങ്ങൾക്കു പുറത്ത് ആധിപത്യപ്രകാരം അനുകൂലനായ ഒമ്പതാം ഭാവാധിപനോ അഞ്ചാം ഭാവാധിപനോ ഉണ്ട്: ആ ത്രികോണാധിപന്റെ രത്നം പ്രധാന രത്നമാകുന്നു.', mr: 'लग्नेश षष्ठ, अष्टम किंवा द्वादश स्थानात आहे आणि या स्थानांबाहेर कार्यात्मकदृष्ट्या शुभ असा नवमेश किंवा पंचमेश आहे: तेव्हा त्या त्रिकोणेशाचे रत्न मुख्य रत्न ठरते.', bn: 'লগ্নপতি ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবে অবস্থিত এবং এই ভাবগুলির বাইরে কার্যগতভাবে শুভ কোনো নবমপতি বা পঞ্চমপতি আছে: তখন সেই ত্রিকোণপতির রত্নই প্রধান রত্ন হয়।', gu: 'લગ્નેશ ષષ્ઠ, અષ્ટમ કે દ્વાદશ ભાવમાં બેઠો છે અને આ ભાવોની બહાર રહેલો, કાર્યાત્મક રીતે શુભ નવમ કે પંચમ ભાવનો સ્વામી હાજર છે: તે ત્રિકોણેશનું રત્ન મુખ્ય રત્ન બને છે.' },
    en: 'The lagna lord sits in a house of loss, where its stone would feed that house; the stone of a well-placed trikona lord is preferred.',
    hi: 'लग्नेश त्रिक भाव में है, जहाँ उसका रत्न उसी भाव को बल देगा; इसलिए शुभ स्थित त्रिकोणेश का रत्न चुना गया है।',
    ta: 'லக்னாதிபதி இழப்பின் பாவத்தில் உள்ளார்; அவருடைய ரத்தினம் அந்தப் பாவத்தையே வலுப்படுத்தும்; எனவே நன்கு அமைந்த திரிகோணாதிபதியின் ரத்தினம் தேர்ந்தெடுக்கப்படுகிறது.',
    te: 'లగ్నాధిపతి నష్ట స్థానంలో ఉన్నాడు, అతని రత్నం ఆ స్థానాన్నే బలపరుస్తుంది; కాబట్టి బాగా ఉన్న త్రికోణాధిపతి రత్నాన్ని ఎంచుకుంటారు.',
    kn: 'ಲಗ್ನಾಧಿಪತಿ ನಷ್ಟದ ಭಾವದಲ್ಲಿದ್ದಾನೆ, ಅವನ ರತ್ನ ಆ ಭಾವವನ್ನೇ ಬಲಪಡಿಸುತ್ತದೆ; ಆದ್ದರಿಂದ ಚೆನ್ನಾಗಿ ಸ್ಥಿತನಾದ ತ್ರಿಕೋಣಾಧಿಪತಿಯ ರತ್ನವನ್ನು ಆರಿಸಲಾಗಿದೆ.',
    ml: 'ലഗ്നാധിപൻ നഷ്ടഭാവത്തിലാണ്; അതിന്റെ രത്നം ആ ഭാവത്തെത്തന്നെ ബലപ്പെടുത്തും; അതിനാൽ നന്നായി നിൽക്കുന്ന ത്രികോണാധിപന്റെ രത്നം തിരഞ്ഞെടുക്കുന്നു.',
    mr: 'लग्नेश हानीच्या स्थानात आहे, जिथे त्याचे रत्न त्याच स्थानाला बळ देईल; म्हणून शुभ स्थितीतील त्रिकोणेशाचे रत्न निवडले आहे.',
    bn: 'লগ্নেশ ক্ষতির ভাবে আছে, যেখানে তার রত্ন সেই ভাবকেই বল দেবে; তাই ভালো অবস্থানের ত্রিকোণেশের রত্ন বেছে নেওয়া হয়েছে.',
    gu: 'લગ્નેશ હાનિના ભાવમાં છે, જ્યાં તેનું રત્ન તે જ ભાવને બળ આપશે; તેથી સારી સ્થિતિના ત્રિકોણેશનું રત્ન પસંદ કરાયું છે.',
  },
  {
    id: 'gem.secondary.yogakaraka', source: 'AB; AP',
    condition: { en: 'A graha owning a kendra and a trikona (a yogakaraka) other than the primary planet.', hi: 'प्रधान ग्रह के अतिरिक्त कोई ग्रह एक केंद्र और एक त्रिकोण का स्वामी (योगकारक) है।', ta: 'முதன்மைக் கிரகம் அல்லாத, ஒரு கேந்திரத்துக்கும் ஒரு திரிகோணத்துக்கும் அதிபதியான கிரகம் (யோககாரகர்).', te: 'ప్రధాన గ్రహం కాకుండా, ఒక కేంద్రానికీ ఒక త్రికోణానికీ అధిపతి అయిన గ్రహం (యోగకారకుడు).', kn: 'ಗ್ರಹ ಒಂದು ಕೇಂದ್ರಕ್ಕೂ ಒಂದು ತ್ರಿಕೋಣಕ್ಕೂ ಅಧಿಪತಿಯಾದ ಯೋಗಕಾರಕವಾಗಿದ್ದು ಮುಖ್ಯ ಗ್ರಹವಲ್ಲ.', ml: 'പ്രധാന ഗ്രഹമല്ലാത്ത, ഒരു കേന്ദ്രത്തിന്റെയും ഒരു ത്രികോണത്തിന്റെയും അധിപനായ ഗ്രഹം (യോഗകാരകൻ).', mr: 'मुख्य ग्रहाव्यतिरिक्त एखादा ग्रह एका केंद्राचा आणि एका त्रिकोणाचा स्वामी (योगकारक) आहे.', bn: 'প্রধান গ্রহ ছাড়া অন্য কোনো গ্রহ একটি কেন্দ্র ও একটি ত্রিকোণের অধিপতি (যোগকারক)।', gu: 'મુખ્ય ગ્રહ સિવાયનો એવો ગ્રહ, જે એક કેન્દ્ર અને એક ત્રિકોણ બંનેનો સ્વામી છે (યોગકારક).' },
    en: 'The yogakaraka owns an angle and a trine; its stone is the karaka stone.',
    hi: 'योगकारक ग्रह केंद्र और त्रिकोण दोनों का स्वामी है; उसका रत्न कारक रत्न है।',
    ta: 'யோககாரகன் ஒரு கேந்திரத்துக்கும் ஒரு திரிகோணத்துக்கும் அதிபதி; அவருடைய ரத்தினமே காரக ரத்தினம்.',
    te: 'యోగకారకుడు ఒక కేంద్రానికీ ఒక త్రికోణానికీ అధిపతి; అతని రత్నమే కారక రత్నం.',
    kn: 'ಯೋಗಕಾರಕ ಒಂದು ಕೇಂದ್ರ ಮತ್ತು ಒಂದು ತ್ರಿಕೋಣದ ಅಧಿಪತಿ; ಅವನ ರತ್ನವೇ ಕಾರಕ ರತ್ನ.',
    ml: 'യോഗകാരകൻ ഒരു കേന്ദ്രത്തിന്റെയും ഒരു ത്രികോണത്തിന്റെയും അധിപനാണ്; അതിന്റെ രത്നമാണ് കാരകരത്നം.',
    mr: 'योगकारक एका केंद्राचा आणि एका त्रिकोणाचा स्वामी आहे; त्याचे रत्न हे कारक रत्न आहे.',
    bn: 'যোগকারক একটি কেন্দ্র ও একটি ত্রিকোণের অধিপতি; তার রত্নই কারক রত্ন.',
    gu: 'યોગકારક એક કેન્દ્ર અને એક ત્રિકોણનો સ્વામી છે; તેનું રત્ન કારક રત્ન છે.',
  },
  {
    id: 'gem.secondary.ninth-lord', source: 'AB; FS; AP',
    condition: { en: 'The 9th lord, when functionally favorable and not the primary planet.', hi: 'नवमेश कार्यात्मक रूप से शुभ है और प्रधान ग्रह नहीं है।', ta: 'ஒன்பதாம் பாவ அதிபதி, அது ஆதிபத்திய ரீதியில் சாதகமாகவும் முதன்மைக் கிரகம் அல்லாததாகவும் இருக்கும்போது.', te: '9వ భావాధిపతి, అతడు ఆధిపత్యరీత్యా శుభుడై ప్రధాన గ్రహం కానప్పుడు.', kn: 'ಗ್ರಹ 9ನೇ ಅಧಿಪತಿಯಾಗಿದ್ದು ಆಧಿಪತ್ಯದಿಂದ ಅನುಕೂಲವಾಗಿದೆ ಮತ್ತು ಮುಖ್ಯ ಗ್ರಹವಲ್ಲ.', ml: 'ഒമ്പതാം ഭാവാധിപൻ, ആധിപത്യപ്രകാരം അനുകൂലനും പ്രധാന ഗ്രഹമല്ലാത്തതുമാണെങ്കിൽ.', mr: 'नवमेश कार्यात्मकदृष्ट्या शुभ आहे आणि तो मुख्य ग्रह नाही.', bn: 'নবমপতি কার্যগতভাবে শুভ এবং প্রধান গ্রহ নয়।', gu: 'નવમ ભાવનો સ્વામી, જ્યારે તે કાર્યાત્મક રીતે શુભ હોય અને મુખ્ય ગ્રહ ન હોય.' },
    en: 'The 9th lord rules fortune and dharma; its stone is the stone of luck.',
    hi: 'नवमेश भाग्य और धर्म का स्वामी है; उसका रत्न भाग्य रत्न है।',
    ta: '9-ஆம் அதிபதி பாக்கியத்தையும் தர்மத்தையும் ஆள்கிறார்; அவருடைய ரத்தினமே பாக்கிய ரத்தினம்.',
    te: '9వ అధిపతి భాగ్యం, ధర్మాన్ని పాలిస్తాడు; అతని రత్నమే భాగ్య రత్నం.',
    kn: '9ನೇ ಅಧಿಪತಿ ಭಾಗ್ಯ ಮತ್ತು ಧರ್ಮವನ್ನು ಆಳುತ್ತಾನೆ; ಅವನ ರತ್ನವೇ ಭಾಗ್ಯ ರತ್ನ.',
    ml: '9-ാം ഭാവാധിപൻ ഭാഗ്യവും ധർമവും ഭരിക്കുന്നു; അതിന്റെ രത്നമാണ് ഭാഗ്യരത്നം.',
    mr: 'नवमेश भाग्य आणि धर्माचा स्वामी आहे; त्याचे रत्न हे भाग्यरत्न आहे.',
    bn: 'নবমেশ ভাগ্য ও ধর্মের অধিপতি; তার রত্নই ভাগ্যরত্ন.',
    gu: 'નવમેશ ભાગ્ય અને ધર્મનો સ્વામી છે; તેનું રત્ન ભાગ્ય રત્ન છે.',
  },
  {
    id: 'gem.secondary.fifth-lord', source: 'FS; AP; AK',
    condition: { en: 'The 5th lord, when functionally favorable and not the primary planet.', hi: 'पंचमेश कार्यात्मक रूप से शुभ है और प्रधान ग्रह नहीं है।', ta: 'ஐந்தாம் பாவ அதிபதி, அது ஆதிபத்திய ரீதியில் சாதகமாகவும் முதன்மைக் கிரகம் அல்லாததாகவும் இருக்கும்போது.', te: '5వ భావాధిపతి, అతడు ఆధిపత్యరీత్యా శుభుడై ప్రధాన గ్రహం కానప్పుడు.', kn: 'ಗ್ರಹ 5ನೇ ಅಧಿಪತಿಯಾಗಿದ್ದು ಆಧಿಪತ್ಯದಿಂದ ಅನುಕೂಲವಾಗಿದೆ ಮತ್ತು ಮುಖ್ಯ ಗ್ರಹವಲ್ಲ.', ml: 'അഞ്ചാം ഭാവാധിപൻ, ആധിപത്യപ്രകാരം അനുകൂലനും പ്രധാന ഗ്രഹമല്ലാത്തതുമാണെങ്കിൽ.', mr: 'पंचमेश कार्यात्मकदृष्ट्या शुभ आहे आणि तो मुख्य ग्रह नाही.', bn: 'পঞ্চমপতি কার্যগতভাবে শুভ এবং প্রধান গ্রহ নয়।', gu: 'પંચમ ભાવનો સ્વામી, જ્યારે તે કાર્યાત્મક રીતે શુભ હોય અને મુખ્ય ગ્રહ ન હોય.' },
    en: 'The 5th lord rules intelligence, children and merit; its stone supports them.',
    hi: 'पंचमेश बुद्धि, संतान और पुण्य का स्वामी है; उसका रत्न इन्हें बल देता है।',
    ta: '5-ஆம் அதிபதி அறிவு, பிள்ளைகள், புண்ணியத்தை ஆள்கிறார்; அவருடைய ரத்தினம் அவற்றுக்குத் துணை நிற்கிறது.',
    te: '5వ అధిపతి బుద్ధి, సంతానం, పుణ్యాన్ని పాలిస్తాడు; అతని రత్నం వాటికి తోడ్పడుతుంది.',
    kn: '5ನೇ ಅಧಿಪತಿ ಬುದ್ಧಿ, ಮಕ್ಕಳು ಮತ್ತು ಪುಣ್ಯವನ್ನು ಆಳುತ್ತಾನೆ; ಅವನ ರತ್ನ ಅವುಗಳಿಗೆ ಬೆಂಬಲ ನೀಡುತ್ತದೆ.',
    ml: '5-ാം ഭാവാധിപൻ ബുദ്ധി, മക്കൾ, പുണ്യം എന്നിവ ഭരിക്കുന്നു; അതിന്റെ രത്നം അവയെ പിന്തുണയ്ക്കുന്നു.',
    mr: 'पंचमेश बुद्धी, संतती आणि पुण्याचा स्वामी आहे; त्याचे रत्न त्यांना बळ देते.',
    bn: 'পঞ্চমেশ বুদ্ধি, সন্তান ও পুণ্যের অধিপতি; তার রত্ন এগুলিকে সহায়তা করে.',
    gu: 'પંચમેશ બુદ્ધિ, સંતાન અને પુણ્યનો સ્વામી છે; તેનું રત્ન તેમને બળ આપે છે.',
  },
  {
    id: 'gem.secondary.lagna-lord', source: 'FS; UG',
    condition: { en: 'The lagna lord, when a trikona lord took the primary place: its stone is still listed, with the dusthana precaution.', hi: 'प्रधान स्थान किसी त्रिकोणेश को मिला है: तब भी लग्नेश का रत्न दुःस्थान संबंधी सावधानी के साथ सूची में रहता है।', ta: 'ஒரு திரிகோணாதிபதி முதன்மை இடத்தைப் பெற்றபோது லக்னாதிபதி: அதன் ரத்தினமும் துஸ்தான எச்சரிக்கையுடன் பட்டியலில் இடம்பெறும்.', te: 'ప్రధాన స్థానాన్ని ఒక త్రికోణాధిపతి పొందినప్పుడు లగ్నాధిపతి: అతని రత్నం దుస్థాన జాగ్రత్తతో పాటు జాబితాలో ఇప్పటికీ ఉంటుంది.', kn: 'ತ್ರಿಕೋಣಾಧಿಪತಿಯ ರತ್ನ ಮುಖ್ಯ ಸ್ಥಾನ ಪಡೆದಿದೆ: ಆದರೂ ಲಗ್ನಾಧಿಪತಿಯ ರತ್ನವನ್ನು ದುಸ್ಥಾನದ ಮುನ್ನೆಚ್ಚರಿಕೆಯೊಂದಿಗೆ ಪಟ್ಟಿ ಮಾಡಲಾಗುತ್ತದೆ.', ml: 'ഒരു ത്രികോണാധിപൻ പ്രധാന സ്ഥാനം നേടിയപ്പോൾ ലഗ്നാധിപൻ: അതിന്റെ രത്നവും ദുഃസ്ഥാന മുന്നറിയിപ്പോടെ പട്ടികയിൽ ചേർക്കുന്നു.', mr: 'मुख्य स्थान एखाद्या त्रिकोणेशाला मिळाले आहे: तरीही लग्नेशाचे रत्न दुःस्थानाबाबतच्या सावधगिरीसह यादीत दिले जाते.', bn: 'প্রধান স্থানটি কোনো ত্রিকোণপতি পেয়েছে: তবু লগ্নপতির রত্ন দুঃস্থান সংক্রান্ত সতর্কতা সহ তালিকায় থাকে।', gu: 'લગ્નેશ, જ્યારે મુખ્ય સ્થાન કોઈ ત્રિકોણેશને મળ્યું હોય: તેનું રત્ન દુઃસ્થાન અંગેની સાવચેતી સાથે છતાં સૂચિમાં દર્શાવાય છે.' },
    en: 'The lagna lord\'s stone remains useful, but only after a full chart review because of its placement.',
    hi: 'लग्नेश का रत्न उपयोगी रहता है, पर उसकी स्थिति के कारण पूरी कुंडली देखकर ही।',
    ta: 'லக்னாதிபதியின் ரத்தினம் பயனுள்ளதே, ஆனால் அதன் அமைவின் காரணமாக முழு ஜாதகத்தையும் ஆய்ந்த பின்னரே.',
    te: 'లగ్నాధిపతి రత్నం ఉపయోగకరమే, కానీ అతని స్థితి కారణంగా పూర్తి జాతక పరిశీలన తర్వాతే.',
    kn: 'ಲಗ್ನಾಧಿಪತಿಯ ರತ್ನ ಉಪಯುಕ್ತವೇ, ಆದರೆ ಅವನ ಸ್ಥಿತಿಯ ಕಾರಣ ಪೂರ್ಣ ಜಾತಕ ಪರಿಶೀಲನೆಯ ನಂತರವೇ.',
    ml: 'ലഗ്നാധിപന്റെ രത്നം ഉപയോഗപ്രദമാണ്, എന്നാൽ അതിന്റെ സ്ഥാനം കാരണം ജാതകം മുഴുവൻ പരിശോധിച്ചശേഷം മാത്രം.',
    mr: 'लग्नेशाचे रत्न उपयुक्त राहते, पण त्याच्या स्थितीमुळे संपूर्ण कुंडली पाहिल्यानंतरच.',
    bn: 'লগ্নেশের রত্ন কাজের থাকে, তবে তার অবস্থানের কারণে পুরো কোষ্ঠী দেখার পরেই.',
    gu: 'લગ્નેશનું રત્ન ઉપયોગી રહે છે, પણ તેની સ્થિતિને કારણે આખી કુંડળી જોયા પછી જ.',
  },
  {
    id: 'gem.priority.high', source: 'AB',
    condition: { en: 'A favorable graha that is Weak or afflicted, or a yogakaraka that is not Strong: strengthening it matters most.', hi: 'ग्रह शुभ है पर निर्बल या पीड़ित है, अथवा योगकारक है पर प्रबल नहीं है: उसे बल देना सबसे अधिक आवश्यक है।', ta: 'பலவீனமானதாகவோ பாதிப்புக்கு உள்ளானதாகவோ இருக்கும் சாதகமான கிரகம், அல்லது பலமானதாக இல்லாத யோககாரகர்: அதை வலுப்படுத்துவதே மிக முக்கியம்.', te: 'బలహీనమైనదిగా ఉన్న లేదా పీడితుడైన ఆధిపత్యరీత్యా శుభగ్రహం, లేదా బలమైనది కాని యోగకారకుడు: అతనికి బలం చేకూర్చడం అన్నిటికంటే ముఖ్యం.', kn: 'ಅನುಕೂಲ ಗ್ರಹ ದುರ್ಬಲವಾಗಿದೆ ಅಥವಾ ಪೀಡಿತವಾಗಿದೆ, ಇಲ್ಲವೇ ಯೋಗಕಾರಕ ಪ್ರಬಲವಾಗಿಲ್ಲ: ಅದನ್ನು ಬಲಪಡಿಸುವುದು ಅತ್ಯಂತ ಮುಖ್ಯ.', ml: 'ബലം ദുർബലമായതോ ദോഷബാധിതമായതോ ആയ അനുകൂല ഗ്രഹം, അല്ലെങ്കിൽ ബലം ശക്തമല്ലാത്ത യോഗകാരകൻ: ഇതിനെ ബലപ്പെടുത്തുന്നതാണ് ഏറ്റവും പ്രധാനം.', mr: 'ग्रह शुभ आहे पण दुर्बळ किंवा पीडित आहे, अथवा योगकारक आहे पण प्रबळ नाही: त्याला बळ देणे सर्वांत महत्त्वाचे आहे.', bn: 'গ্রহটি শুভ কিন্তু দুর্বল বা পীড়িত, অথবা যোগকারক কিন্তু প্রবল নয়: একে বল দেওয়াই সবচেয়ে জরুরি।', gu: 'નિર્બળ કે પીડિત અનુકૂળ ગ્રહ, અથવા પ્રબળ ન હોય એવો યોગકારક: તેને બળ આપવું સૌથી વધુ મહત્ત્વનું છે.' },
    en: 'A favorable planet that needs strength: high priority.',
    hi: 'शुभ ग्रह जिसे बल की आवश्यकता है: उच्च प्राथमिकता।',
    ta: 'வலு தேவைப்படும் சுப கிரகம்: உயர் முன்னுரிமை.',
    te: 'బలం అవసరమైన అనుకూల గ్రహం: అధిక ప్రాధాన్యం.',
    kn: 'ಬಲ ಬೇಕಿರುವ ಅನುಕೂಲ ಗ್ರಹ: ಹೆಚ್ಚಿನ ಆದ್ಯತೆ.',
    ml: 'ബലം ആവശ്യമുള്ള അനുകൂല ഗ്രഹം: ഉയർന്ന മുൻഗണന.',
    mr: 'बळाची गरज असलेला अनुकूल ग्रह: उच्च प्राधान्य.',
    bn: 'বলের প্রয়োজন এমন অনুকূল গ্রহ: উচ্চ অগ্রাধিকার.',
    gu: 'બળની જરૂર હોય એવો અનુકૂળ ગ્રહ: ઊંચી પ્રાથમિકતા.',
  },
  {
    id: 'gem.priority.medium', source: 'AB',
    condition: { en: 'A trikona lord of Moderate strength and unafflicted, or a Strong unafflicted yogakaraka.', hi: 'ग्रह मध्यम बल वाला और अपीड़ित त्रिकोणेश है, अथवा प्रबल और अपीड़ित योगकारक है।', ta: 'மிதமான பலம் கொண்ட, பாதிப்பு இல்லாத திரிகோணாதிபதி, அல்லது பலமானதாக உள்ள, பாதிப்பு இல்லாத யோககாரகர்.', te: 'మధ్యస్థ బలం గల, పీడన లేని త్రికోణాధిపతి, లేదా బలమైనదిగా ఉన్న, పీడన లేని యోగకారకుడు.', kn: 'ತ್ರಿಕೋಣಾಧಿಪತಿ ಮಧ್ಯಮ ಬಲ ಹೊಂದಿದ್ದು ಪೀಡಿತವಾಗಿಲ್ಲ, ಇಲ್ಲವೇ ಯೋಗಕಾರಕ ಪ್ರಬಲವಾಗಿದ್ದು ಪೀಡಿತವಾಗಿಲ್ಲ.', ml: 'ബലം മധ്യമമായ, ദോഷബാധയില്ലാത്ത ത്രികോണാധിപൻ, അല്ലെങ്കിൽ ബലം ശക്തമായ, ദോഷബാധയില്ലാത്ത യോഗകാരകൻ.', mr: 'ग्रह मध्यम बलाचा आणि अपीडित त्रिकोणेश आहे, अथवा प्रबळ आणि अपीडित योगकारक आहे.', bn: 'গ্রহটি মধ্যম বলের অপীড়িত ত্রিকোণপতি, অথবা প্রবল ও অপীড়িত যোগকারক।', gu: 'મધ્યમ બળનો અને અપીડિત ત્રિકોણેશ, અથવા પ્રબળ અને અપીડિત યોગકારક.' },
    en: 'A favorable planet of middling strength: medium priority.',
    hi: 'मध्यम बल वाला शुभ ग्रह: मध्यम प्राथमिकता।',
    ta: 'நடுத்தர வலுவுள்ள சுப கிரகம்: நடுத்தர முன்னுரிமை.',
    te: 'మధ్యస్థ బలం గల అనుకూల గ్రహం: మధ్యస్థ ప్రాధాన్యం.',
    kn: 'ಮಧ್ಯಮ ಬಲದ ಅನುಕೂಲ ಗ್ರಹ: ಮಧ್ಯಮ ಆದ್ಯತೆ.',
    ml: 'ഇടത്തരം ബലമുള്ള അനുകൂല ഗ്രഹം: ഇടത്തരം മുൻഗണന.',
    mr: 'मध्यम बळाचा अनुकूल ग्रह: मध्यम प्राधान्य.',
    bn: 'মাঝারি বলের অনুকূল গ্রহ: মাঝারি অগ্রাধিকার.',
    gu: 'મધ્યમ બળવાળો અનુકૂળ ગ્રહ: મધ્યમ પ્રાથમિકતા.',
  },
  {
    id: 'gem.priority.low', source: 'AB; remedy.gemstone-not-needed (data/dasha-interpretation.ts)',
    condition: { en: 'A trikona lord that is already Strong and unafflicted: its stone adds little.', hi: 'ग्रह ऐसा त्रिकोणेश है जो पहले से प्रबल और अपीड़ित है: उसका रत्न थोड़ा ही लाभ जोड़ता है।', ta: 'ஏற்கெனவே பலமானதாகவும் பாதிப்பு இல்லாததாகவும் உள்ள திரிகோணாதிபதி: அதன் ரத்தினம் சேர்ப்பது சிறிதே.', te: 'ఇప్పటికే బలమైనదిగా ఉన్న, పీడన లేని త్రికోణాధిపతి: అతని రత్నం చేకూర్చే ప్రయోజనం తక్కువ.', kn: 'ತ್ರಿಕೋಣಾಧಿಪತಿ ಈಗಾಗಲೇ ಪ್ರಬಲವಾಗಿದ್ದು ಪೀಡಿತವಾಗಿಲ್ಲ: ಅದರ ರತ್ನದಿಂದ ಸಿಗುವ ಲಾಭ ಕಡಿಮೆ.', ml: 'ഇതിനകം ബലം ശക്തമായ, ദോഷബാധയില്ലാത്ത ത്രികോണാധിപൻ: അതിന്റെ രത്നം കാര്യമായ ഗുണമൊന്നും കൂട്ടിച്ചേർക്കുന്നില്ല.', mr: 'ग्रह आधीच प्रबळ आणि अपीडित असलेला त्रिकोणेश आहे: त्याचे रत्न फारसा लाभ वाढवत नाही.', bn: 'গ্রহটি এমন ত্রিকোণপতি যা আগে থেকেই প্রবল ও অপীড়িত: এর রত্ন সামান্যই যোগ করে।', gu: 'પહેલેથી પ્રબળ અને અપીડિત ત્રિકોણેશ: તેનું રત્ન બહુ ઓછું ઉમેરે છે.' },
    en: 'A favorable planet that is already strong: low priority.',
    hi: 'पहले से बलवान शुभ ग्रह: निम्न प्राथमिकता।',
    ta: 'ஏற்கனவே வலுவான சுப கிரகம்: குறைந்த முன்னுரிமை.',
    te: 'ఇప్పటికే బలంగా ఉన్న అనుకూల గ్రహం: తక్కువ ప్రాధాన్యం.',
    kn: 'ಈಗಾಗಲೇ ಬಲಿಷ್ಠವಾಗಿರುವ ಅನುಕೂಲ ಗ್ರಹ: ಕಡಿಮೆ ಆದ್ಯತೆ.',
    ml: 'ഇതിനകം ബലവാനായ അനുകൂല ഗ്രഹം: കുറഞ്ഞ മുൻഗണന.',
    mr: 'आधीच बलवान असलेला अनुकूल ग्रह: कमी प्राधान्य.',
    bn: 'ইতিমধ্যে বলবান অনুকূল গ্রহ: নিম্ন অগ্রাধিকার.',
    gu: 'પહેલેથી બળવાન અનુકૂળ ગ્રહ: નીચી પ્રાથમિકતા.',
  },
  {
    id: 'gem.precaution.incompatible', source: 'MJP; HZ; AK',
    condition: { en: 'A stone whose planet is at enmity with the planet of a recommended stone (natural enmity, and the stones of the nodes that clash with it).', hi: 'रत्न का ग्रह किसी अनुशंसित रत्न के ग्रह का शत्रु है (नैसर्गिक शत्रुता के अनुसार; साथ ही छाया ग्रहों के वे रत्न जो उस ग्रह से टकराते हैं)।', ta: 'பரிந்துரைக்கப்பட்ட ரத்தினத்தின் கிரகத்துக்குப் பகையான கிரகத்தின் ரத்தினம் (இயற்கைப் பகை; அதனுடன் முரண்படும் சாயா கிரகங்களின் ரத்தினங்களும்).', te: 'సిఫార్సు చేసిన రత్నపు గ్రహంతో శత్రుత్వం ఉన్న గ్రహపు రత్నం (నైసర్గిక శత్రుత్వం, అలాగే ఆ గ్రహంతో విరోధించే ఛాయా గ్రహాల రత్నాలు).', kn: 'ಈ ರತ್ನದ ಗ್ರಹ ಶಿಫಾರಸು ಮಾಡಿದ ರತ್ನದ ಗ್ರಹಕ್ಕೆ ಶತ್ರುವಾಗಿದೆ (ನೈಸರ್ಗಿಕ ಶತ್ರುತ್ವ; ಅದರೊಂದಿಗೆ ಹೊಂದಿಕೆಯಾಗದ ಛಾಯಾ ಗ್ರಹಗಳ ರತ್ನಗಳೂ ಇದರಲ್ಲಿ ಸೇರುತ್ತವೆ).', ml: 'ശുപാർശ ചെയ്ത ഒരു രത്നത്തിന്റെ ഗ്രഹവുമായി ശത്രുതയുള്ള ഗ്രഹത്തിന്റെ രത്നം (നൈസർഗിക ശത്രുത; ഒപ്പം ആ ഗ്രഹവുമായി ഇടയുന്ന ഛായാഗ്രഹങ്ങളുടെ രത്നങ്ങളും).', mr: 'रत्नाचा ग्रह एखाद्या सुचवलेल्या रत्नाच्या ग्रहाचा शत्रू आहे (नैसर्गिक शत्रुत्वानुसार; तसेच त्या ग्रहाशी विरोध असलेली छाया ग्रहांची रत्ने).', bn: 'রত্নটির গ্রহ কোনো সুপারিশকৃত রত্নের গ্রহের শত্রু (নৈসর্গিক শত্রুতা অনুযায়ী; সেই সঙ্গে ছায়াগ্রহদের যে রত্ন ওই গ্রহের সঙ্গে বিরোধ করে)।', gu: 'એવું રત્ન, જેનો ગ્રહ સૂચવેલા રત્નના ગ્રહ સાથે શત્રુતા ધરાવે છે (નૈસર્ગિક શત્રુતા, અને તેની સાથે ટકરાતાં છાયા ગ્રહોનાં રત્નો).' },
    en: 'Do not wear this stone together with the recommended one: their planets are enemies.',
    hi: 'इस रत्न को अनुशंसित रत्न के साथ न पहनें: दोनों के ग्रह परस्पर शत्रु हैं।',
    ta: 'இந்த ரத்தினத்தைப் பரிந்துரைக்கப்பட்டதுடன் சேர்த்து அணிய வேண்டாம்: இவற்றின் கிரகங்கள் பகைவர்கள்.',
    te: 'ఈ రత్నాన్ని సిఫార్సు చేసిన రత్నంతో కలిపి ధరించవద్దు: వాటి గ్రహాలు శత్రువులు.',
    kn: 'ಈ ರತ್ನವನ್ನು ಶಿಫಾರಸು ಮಾಡಿದ ರತ್ನದೊಂದಿಗೆ ಧರಿಸಬೇಡಿ: ಅವುಗಳ ಗ್ರಹಗಳು ಶತ್ರುಗಳು.',
    ml: 'ഈ രത്നം ശുപാർശ ചെയ്ത രത്നത്തോടൊപ്പം ധരിക്കരുത്: അവയുടെ ഗ്രഹങ്ങൾ ശത്രുക്കളാണ്.',
    mr: 'हे रत्न शिफारस केलेल्या रत्नासोबत घालू नका: त्यांचे ग्रह परस्पर शत्रू आहेत.',
    bn: 'এই রত্ন সুপারিশ করা রত্নের সঙ্গে পরবেন না: তাদের গ্রহেরা শত্রু.',
    gu: 'આ રત્ન ભલામણ કરેલા રત્ન સાથે ન પહેરો: તેમના ગ્રહો પરસ્પર શત્રુ છે.',
  },
  {
    id: 'gem.precaution.functional-malefic', source: 'AK; AB; UG',
    condition: { en: 'The stone of a functional malefic for the lagna.', hi: 'रत्न ऐसे ग्रह का है जो इस लग्न के लिए कार्यात्मक अशुभ ग्रह है।', ta: 'இந்த லக்னத்துக்கு ஆதிபத்திய பாபக் கிரகமாக உள்ள கிரகத்தின் ரத்தினம்.', te: 'ఆ లగ్నానికి ఆధిపత్యరీత్యా పాపగ్రహమైన గ్రహపు రత్నం.', kn: 'ಈ ರತ್ನದ ಗ್ರಹ ಈ ಲಗ್ನಕ್ಕೆ ಆಧಿಪತ್ಯದಿಂದ ಪಾಪ ಗ್ರಹವಾಗಿದೆ.', ml: 'ഈ ലഗ്നത്തിന് ആധിപത്യപ്രകാരം പാപഗ്രഹമായ ഗ്രഹത്തിന്റെ രത്നം.', mr: 'रत्न अशा ग्रहाचे आहे जो या लग्नासाठी कार्यात्मक पाप ग्रह आहे.', bn: 'রত্নটি এমন গ্রহের, যা এই লগ্নের জন্য কার্যগত পাপ গ্রহ।', gu: 'લગ્ન માટે કાર્યાત્મક પાપ ગ્રહ હોય એવા ગ્રહનું રત્ન.' },
    en: 'Avoid this stone: its planet is a functional malefic for this lagna and the stone would strengthen its harm.',
    hi: 'यह रत्न न पहनें: इसका ग्रह इस लग्न के लिए अशुभ है और रत्न उसकी हानि को बढ़ाएगा।',
    ta: 'இந்த ரத்தினத்தைத் தவிர்க்கவும்: இதன் கிரகம் இந்த லக்னத்துக்குப் பாபர்; ரத்தினம் அதன் தீங்கை வலுப்படுத்தும்.',
    te: 'ఈ రత్నాన్ని వద్దు: దీని గ్రహం ఈ లగ్నానికి పాపి, రత్నం దాని హానిని పెంచుతుంది.',
    kn: 'ಈ ರತ್ನವನ್ನು ತಪ್ಪಿಸಿ: ಇದರ ಗ್ರಹ ಈ ಲಗ್ನಕ್ಕೆ ಪಾಪಿ, ರತ್ನ ಅದರ ಹಾನಿಯನ್ನು ಹೆಚ್ಚಿಸುತ್ತದೆ.',
    ml: 'ഈ രത്നം ഒഴിവാക്കുക: ഇതിന്റെ ഗ്രഹം ഈ ലഗ്നത്തിനു പാപനാണ്; രത്നം അതിന്റെ ദോഷം വർധിപ്പിക്കും.',
    mr: 'हे रत्न टाळा: त्याचा ग्रह या लग्नासाठी अशुभ आहे आणि रत्न त्याची हानी वाढवेल.',
    bn: 'এই রত্ন এড়িয়ে চলুন: এর গ্রহ এই লগ্নের জন্য অশুভ, রত্ন তার ক্ষতি বাড়াবে.',
    gu: 'આ રત્ન ટાળો: તેનો ગ્રહ આ લગ્ન માટે અશુભ છે અને રત્ન તેની હાનિ વધારશે.',
  },
  {
    id: 'gem.precaution.trial', source: 'TRIAL',
    condition: { en: 'A recommended stone to be worn on trial first (blue sapphire, hessonite, cat\'s eye).', hi: 'अनुशंसित रत्न ऐसा है जिसे पहले परीक्षण के तौर पर पहनना चाहिए (नीलम, गोमेद, लहसुनिया)।', ta: 'முதலில் சோதனையாக அணிய வேண்டிய பரிந்துரைக்கப்பட்ட ரத்தினம் (நீலக்கல், கோமேதகம், வைடூரியம்).', te: 'ముందుగా పరీక్షార్థం ధరించి చూడవలసిన సిఫార్సు రత్నం (నీలం, గోమేధికం, వైఢూర్యం).', kn: 'ಶಿಫಾರಸು ಮಾಡಿದ ಈ ರತ್ನವನ್ನು ಮೊದಲು ಪರೀಕ್ಷೆಗಾಗಿ ಧರಿಸಬೇಕು (ನೀಲ, ಗೋಮೇಧಿಕ, ವೈಡೂರ್ಯ).', ml: 'ആദ്യം പരീക്ഷണാർഥം ധരിക്കേണ്ട ശുപാർശിത രത്നം (ഇന്ദ്രനീലം, ഗോമേദകം, വൈഡൂര്യം).', mr: 'सुचवलेले रत्न असे आहे जे आधी चाचणीसाठी धारण करावे (नीलम, गोमेद, लसण्या).', bn: 'সুপারিশকৃত রত্নটি প্রথমে পরীক্ষামূলকভাবে ধারণ করতে হয় (নীলা, গোমেদ, বৈদূর্য)।', gu: 'સૂચવેલું એવું રત્ન, જે પહેલાં અજમાયશ તરીકે ધારણ કરવું જોઈએ (નીલમ, ગોમેદ, લસણિયો).' },
    en: 'Wear or keep this stone on trial for a few days first and stop at once if things turn worse.',
    hi: 'पहले कुछ दिन इस रत्न को परीक्षण के लिए पहनें या पास रखें, और स्थिति बिगड़े तो तुरंत उतार दें।',
    ta: 'முதலில் சில நாட்கள் இந்த ரத்தினத்தைச் சோதனையாக அணியவும் அல்லது வைத்திருக்கவும்; நிலைமை மோசமானால் உடனே நிறுத்தவும்.',
    te: 'ముందుగా కొన్ని రోజులు ఈ రత్నాన్ని పరీక్షగా ధరించండి లేదా దగ్గర ఉంచుకోండి; పరిస్థితి దిగజారితే వెంటనే ఆపండి.',
    kn: 'ಮೊದಲು ಕೆಲವು ದಿನ ಈ ರತ್ನವನ್ನು ಪರೀಕ್ಷೆಗಾಗಿ ಧರಿಸಿ ಅಥವಾ ಇಟ್ಟುಕೊಳ್ಳಿ; ಪರಿಸ್ಥಿತಿ ಹದಗೆಟ್ಟರೆ ತಕ್ಷಣ ನಿಲ್ಲಿಸಿ.',
    ml: 'ആദ്യം കുറച്ചു ദിവസം ഈ രത്നം പരീക്ഷണമായി ധരിക്കുകയോ കൈവശം വയ്ക്കുകയോ ചെയ്യുക; സ്ഥിതി മോശമായാൽ ഉടൻ നിർത്തുക.',
    mr: 'आधी काही दिवस हे रत्न चाचणीसाठी घाला किंवा जवळ ठेवा, आणि परिस्थिती बिघडल्यास लगेच काढा.',
    bn: 'প্রথমে কয়েক দিন এই রত্ন পরীক্ষা হিসেবে পরুন বা কাছে রাখুন, আর অবস্থা খারাপ হলে সঙ্গে সঙ্গে খুলে ফেলুন.',
    gu: 'પહેલાં થોડા દિવસ આ રત્ન કસોટી માટે પહેરો કે પાસે રાખો, અને સ્થિતિ બગડે તો તરત ઉતારી દો.',
  },
  {
    id: 'gem.precaution.dusthana-placement', source: 'UG; AB',
    condition: { en: 'A recommended stone whose planet sits in the 6th, 8th or 12th house.', hi: 'अनुशंसित रत्न का ग्रह षष्ठ, अष्टम या द्वादश भाव में स्थित है।', ta: 'பரிந்துரைக்கப்பட்ட ரத்தினத்தின் கிரகம் ஆறாம், எட்டாம் அல்லது பன்னிரண்டாம் பாவத்தில் உள்ளது.', te: 'సిఫార్సు చేసిన రత్నం, దాని గ్రహం 6వ, 8వ లేదా 12వ భావంలో ఉన్నప్పుడు.', kn: 'ಶಿಫಾರಸು ಮಾಡಿದ ರತ್ನದ ಗ್ರಹ 6, 8 ಅಥವಾ 12ನೇ ಭಾವದಲ್ಲಿದೆ.', ml: 'ഗ്രഹം ആറാം, എട്ടാം അല്ലെങ്കിൽ പന്ത്രണ്ടാം ഭാവത്തിൽ നിൽക്കുന്ന ശുപാർശിത രത്നം.', mr: 'सुचवलेल्या रत्नाचा ग्रह षष्ठ, अष्टम किंवा द्वादश स्थानात आहे.', bn: 'সুপারিশকৃত রত্নের গ্রহ ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবে অবস্থিত।', gu: 'સૂચવેલું એવું રત્ન, જેનો ગ્રહ ષષ્ઠ, અષ્ટમ કે દ્વાદશ ભાવમાં બેઠો છે.' },
    en: 'Its planet sits in a house of loss; have the chart reviewed before wearing the stone.',
    hi: 'इसका ग्रह त्रिक भाव में है; रत्न पहनने से पहले कुंडली की समीक्षा कराएँ।',
    ta: 'இதன் கிரகம் இழப்பின் பாவத்தில் உள்ளது; ரத்தினம் அணியும் முன் ஜாதகத்தை ஆய்வு செய்யுங்கள்.',
    te: 'దీని గ్రహం నష్ట స్థానంలో ఉంది; రత్నం ధరించే ముందు జాతకాన్ని పరిశీలించుకోండి.',
    kn: 'ಇದರ ಗ್ರಹ ನಷ್ಟದ ಭಾವದಲ್ಲಿದೆ; ರತ್ನ ಧರಿಸುವ ಮೊದಲು ಜಾತಕ ಪರಿಶೀಲಿಸಿ.',
    ml: 'ഇതിന്റെ ഗ്രഹം നഷ്ടഭാവത്തിലാണ്; രത്നം ധരിക്കുന്നതിനു മുമ്പ് ജാതകം പരിശോധിപ്പിക്കുക.',
    mr: 'याचा ग्रह हानीच्या स्थानात आहे; रत्न घालण्यापूर्वी कुंडली तपासून घ्या.',
    bn: 'এর গ্রহ ক্ষতির ভাবে আছে; রত্ন পরার আগে কোষ্ঠী পরীক্ষা করান.',
    gu: 'તેનો ગ્રહ હાનિના ભાવમાં છે; રત્ન પહેરતાં પહેલાં કુંડળી તપાસાવો.',
  },
  {
    id: 'gem.affliction.combust', source: 'AB',
    condition: { en: 'The graha is combust.', hi: 'ग्रह अस्त है।', ta: 'கிரகம் அஸ்தங்கம் அடைந்துள்ளது.', te: 'గ్రహం అస్తంగతమై ఉంది.', kn: 'ಗ್ರಹ ಅಸ್ತಂಗತವಾಗಿದೆ.', ml: 'ഗ്രഹം മൗഢ്യത്തിലാണ്.', mr: 'ग्रह अस्त आहे.', bn: 'গ্রহটি অস্তমিত।', gu: 'ગ્રહ અસ્ત છે.' },
    en: 'Combust: too close to the Sun to show its results.',
    hi: 'अस्त: सूर्य के अति निकट होने से अपना फल नहीं दिखा पाता।',
    ta: 'அஸ்தங்கம்: சூரியனுக்கு மிக அருகில் இருப்பதால் பலன் காட்ட இயலாது.',
    te: 'అస్తంగతం: సూర్యుడికి అతి సమీపంలో ఉండటంతో ఫలితాలు చూపలేదు.',
    kn: 'ಅಸ್ತಂಗತ: ಸೂರ್ಯನಿಗೆ ಅತಿ ಸಮೀಪವಿರುವುದರಿಂದ ಫಲ ತೋರಿಸಲಾರದು.',
    ml: 'മൗഢ്യം: സൂര്യനോട് വളരെ അടുത്തായതിനാൽ ഫലം കാണിക്കാനാവില്ല.',
    mr: 'अस्त: रवीच्या अति जवळ असल्याने आपली फळे दाखवू शकत नाही.',
    bn: 'অস্তমিত: রবির খুব কাছে থাকায় নিজের ফল দেখাতে পারে না.',
    gu: 'અસ્ત: સૂર્યની અતિ નજીક હોવાથી પોતાનાં ફળ બતાવી શકતો નથી.',
  },
  {
    id: 'gem.affliction.war-lost', source: 'AB',
    condition: { en: 'The graha lost a planetary war.', hi: 'ग्रह ग्रहयुद्ध में पराजित हुआ है।', ta: 'கிரகம் கிரக யுத்தத்தில் தோற்றது.', te: 'గ్రహం గ్రహయుద్ధంలో ఓడిపోయింది.', kn: 'ಗ್ರಹ ಗ್ರಹಯುದ್ಧದಲ್ಲಿ ಸೋತಿದೆ.', ml: 'ഗ്രഹം ഗ്രഹയുദ്ധത്തിൽ തോറ്റു.', mr: 'ग्रह ग्रहयुद्धात पराभूत झाला आहे.', bn: 'গ্রহটি গ্রহযুদ্ধে পরাজিত হয়েছে।', gu: 'ગ્રહ ગ્રહયુદ્ધમાં પરાજિત થયો છે.' },
    en: 'Defeated in a planetary war.',
    hi: 'ग्रह-युद्ध में पराजित।',
    ta: 'கிரக யுத்தத்தில் தோல்வி.',
    te: 'గ్రహ యుద్ధంలో ఓడిపోయింది.',
    kn: 'ಗ್ರಹ ಯುದ್ಧದಲ್ಲಿ ಸೋತಿದೆ.',
    ml: 'ഗ്രഹയുദ്ധത്തിൽ പരാജിതം.',
    mr: 'ग्रहयुद्धात पराभूत.',
    bn: 'গ্রহযুদ্ধে পরাজিত.',
    gu: 'ગ્રહયુદ્ધમાં પરાજિત.',
  },
  {
    id: 'gem.affliction.debilitated', source: 'AB',
    condition: { en: 'The graha is in its sign of debilitation.', hi: 'ग्रह अपनी नीच राशि में है।', ta: 'கிரகம் தன் நீச ராசியில் உள்ளது.', te: 'గ్రహం తన నీచ రాశిలో ఉంది.', kn: 'ಗ್ರಹ ತನ್ನ ನೀಚ ರಾಶಿಯಲ್ಲಿದೆ.', ml: 'ഗ്രഹം തന്റെ നീചരാശിയിൽ നിൽക്കുന്നു.', mr: 'ग्रह आपल्या नीच राशीत आहे.', bn: 'গ্রহটি নিজের নীচ রাশিতে আছে (নীচস্থ)।', gu: 'ગ્રહ પોતાની નીચ રાશિમાં છે.' },
    en: 'Debilitated.',
    hi: 'नीच राशि में।',
    ta: 'நீசம்.',
    te: 'నీచలో ఉంది.',
    kn: 'ನೀಚದಲ್ಲಿದೆ.',
    ml: 'നീചത്തിൽ.',
    mr: 'नीच राशीत.',
    bn: 'নীচ রাশিতে.',
    gu: 'નીચ રાશિમાં.',
  },
  {
    id: 'gem.affliction.dusthana', source: 'AB; UG',
    condition: { en: 'The graha occupies the 6th, 8th or 12th house from the lagna.', hi: 'ग्रह लग्न से षष्ठ, अष्टम या द्वादश भाव में स्थित है।', ta: 'கிரகம் லக்னத்திலிருந்து ஆறாம், எட்டாம் அல்லது பன்னிரண்டாம் பாவத்தில் உள்ளது.', te: 'గ్రహం లగ్నం నుండి 6వ, 8వ లేదా 12వ భావంలో ఉంది.', kn: 'ಗ್ರಹ ಲಗ್ನದಿಂದ 6, 8 ಅಥವಾ 12ನೇ ಭಾವದಲ್ಲಿದೆ.', ml: 'ഗ്രഹം ലഗ്നത്തിൽ നിന്ന് ആറാം, എട്ടാം അല്ലെങ്കിൽ പന്ത്രണ്ടാം ഭാവത്തിൽ നിൽക്കുന്നു.', mr: 'ग्रह लग्नापासून षष्ठ, अष्टम किंवा द्वादश स्थानात आहे.', bn: 'গ্রহটি লগ্ন থেকে ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবে অবস্থিত।', gu: 'ગ્રહ લગ્નથી ષષ્ઠ, અષ્ટમ કે દ્વાદશ ભાવમાં સ્થિત છે.' },
    en: 'Placed in a house of loss (6th, 8th or 12th).',
    hi: 'त्रिक भाव (छठे, आठवें या बारहवें) में स्थित।',
    ta: 'இழப்பின் பாவத்தில் (6, 8 அல்லது 12) உள்ளது.',
    te: 'నష్ట స్థానంలో (6, 8 లేదా 12) ఉంది.',
    kn: 'ನಷ್ಟದ ಭಾವದಲ್ಲಿ (6, 8 ಅಥವಾ 12) ಇದೆ.',
    ml: 'നഷ്ടഭാവത്തിൽ (6, 8 അല്ലെങ്കിൽ 12) സ്ഥിതി ചെയ്യുന്നു.',
    mr: 'हानीच्या स्थानात (सहावे, आठवे किंवा बारावे) स्थित.',
    bn: 'ক্ষতির ভাবে (ষষ্ঠ, অষ্টম বা দ্বাদশ) অবস্থিত.',
    gu: 'હાનિના ભાવમાં (છઠ્ઠા, આઠમા કે બારમા) સ્થિત.',
  },
] as const satisfies readonly GemstoneRule[];
export type GemstoneRuleId = (typeof GEMSTONE_RULES)[number]['id'];

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
    ta: 'அறிவு, கல்வி, பிள்ளைகள், படைப்புப் பணி (5-ஆம் அதிபதி)',
    te: 'బుద్ధి, విద్య, సంతానం, సృజనాత్మక పని (5వ అధిపతి)',
    kn: 'ಬುದ್ಧಿ, ವಿದ್ಯೆ, ಮಕ್ಕಳು ಮತ್ತು ಸೃಜನಶೀಲ ಕೆಲಸ (5ನೇ ಅಧಿಪತಿ)',
    ml: 'ബുദ്ധി, പഠനം, മക്കൾ, സർഗാത്മക പ്രവൃത്തി (5-ാം ഭാവാധിപൻ)',
    mr: 'बुद्धी, विद्या, संतती आणि सर्जनशील कार्य (पंचमेश)',
    bn: 'বুদ্ধি, বিদ্যা, সন্তান ও সৃজনশীল কাজ (পঞ্চমেশ)',
    gu: 'બુદ્ધિ, વિદ્યા, સંતાન અને સર્જનાત્મક કાર્ય (પંચમેશ)',
  },
  {
    id: 'ninth-lord', house: 9,
    en: 'Fortune, dharma, teachers and long journeys (lord of the 9th)',
    hi: 'भाग्य, धर्म, गुरु और लंबी यात्राएँ (नवमेश)',
    ta: 'பாக்கியம், தர்மம், ஆசிரியர்கள், நீண்ட பயணங்கள் (9-ஆம் அதிபதி)',
    te: 'భాగ్యం, ధర్మం, గురువులు, దూర ప్రయాణాలు (9వ అధిపతి)',
    kn: 'ಭಾಗ್ಯ, ಧರ್ಮ, ಗುರುಗಳು ಮತ್ತು ದೀರ್ಘ ಪ್ರಯಾಣಗಳು (9ನೇ ಅಧಿಪತಿ)',
    ml: 'ഭാഗ്യം, ധർമം, ഗുരുക്കന്മാർ, ദീർഘയാത്രകൾ (9-ാം ഭാവാധിപൻ)',
    mr: 'भाग्य, धर्म, गुरू आणि लांबचे प्रवास (नवमेश)',
    bn: 'ভাগ্য, ধর্ম, গুরু ও দূরযাত্রা (নবমেশ)',
    gu: 'ભાગ્ય, ધર્મ, ગુરુ અને લાંબી યાત્રાઓ (નવમેશ)',
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
    ta: 'ஜன்ம ஜாதகத்தில் இந்தக் கிரகம் பலவீனமாக இருக்கும்போது, அல்லது இதன் மகாதசை அல்லது அந்தர்தசையில்',
    te: 'జన్మ జాతకంలో ఈ గ్రహం బలహీనంగా ఉన్నప్పుడు, లేదా దీని మహాదశ లేదా అంతర్దశలో',
    kn: 'ಜನ್ಮ ಜಾತಕದಲ್ಲಿ ಈ ಗ್ರಹ ದುರ್ಬಲವಾಗಿದ್ದಾಗ, ಅಥವಾ ಇದರ ಮಹಾದಶೆ ಅಥವಾ ಅಂತರ್ದಶೆಯಲ್ಲಿ',
    ml: 'ജന്മജാതകത്തിൽ ഈ ഗ്രഹം ദുർബലമാകുമ്പോൾ, അല്ലെങ്കിൽ ഇതിന്റെ മഹാദശയിലോ അന്തർദശയിലോ',
    mr: 'जन्मकुंडलीत हा ग्रह निर्बल असताना, किंवा त्याच्या महादशेत किंवा अंतर्दशेत',
    bn: 'জন্মকোষ্ঠীতে এই গ্রহ দুর্বল হলে, অথবা এর মহাদশা বা অন্তর্দশায়',
    gu: 'જન્મકુંડળીમાં આ ગ્રહ નિર્બળ હોય ત્યારે, અથવા તેની મહાદશા કે અંતર્દશામાં',
  },
  {
    id: 'in-own-dasha-only',
    en: 'Only during its own mahadasha or antardasha and after a chart review, as it also rules a difficult house',
    hi: 'केवल इसकी अपनी महादशा या अंतर्दशा में और कुंडली देखकर, क्योंकि यह एक कठिन भाव का भी स्वामी है',
    ta: 'இதன் சொந்த மகாதசை அல்லது அந்தர்தசையில் மட்டும், ஜாதக ஆய்வுக்குப் பின்; ஏனெனில் இது ஒரு கடினமான பாவத்துக்கும் அதிபதி',
    te: 'దీని సొంత మహాదశ లేదా అంతర్దశలో మాత్రమే, జాతక పరిశీలన తర్వాత; ఎందుకంటే ఇది ఒక కష్టమైన స్థానానికీ అధిపతి',
    kn: 'ಇದರ ಸ್ವಂತ ಮಹಾದಶೆ ಅಥವಾ ಅಂತರ್ದಶೆಯಲ್ಲಿ ಮಾತ್ರ, ಜಾತಕ ಪರಿಶೀಲನೆಯ ನಂತರ; ಏಕೆಂದರೆ ಇದು ಒಂದು ಕಠಿಣ ಭಾವದ ಅಧಿಪತಿಯೂ ಹೌದು',
    ml: 'ഇതിന്റെ സ്വന്തം മഹാദശയിലോ അന്തർദശയിലോ മാത്രം, ജാതകപരിശോധനയ്ക്കു ശേഷം; കാരണം ഇത് ഒരു ദുഷ്കര ഭാവത്തിന്റെയും അധിപനാണ്',
    mr: 'फक्त त्याच्या स्वतःच्या महादशेत किंवा अंतर्दशेत आणि कुंडली पाहिल्यानंतर, कारण तो एका कठीण स्थानाचाही स्वामी आहे',
    bn: 'কেবল এর নিজের মহাদশা বা অন্তর্দশায় এবং কোষ্ঠী দেখার পরে, কারণ এটি একটি কঠিন ভাবেরও অধিপতি',
    gu: 'ફક્ત તેની પોતાની મહાદશા કે અંતર્દશામાં અને કુંડળી જોયા પછી, કારણ કે તે એક કઠિન ભાવનો પણ સ્વામી છે',
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
    ta: '{planet} {sign} ராசியில், லக்னத்திலிருந்து {house}-ஆம் பாவத்தில் உள்ளார் (நிலை: {dignity}); பல நிலை: {level} ({score}/100).',
    te: '{planet} {sign} రాశిలో, లగ్నం నుంచి {house}వ భావంలో ఉన్నాడు (స్థితి: {dignity}); బలం: {level} ({score}/100).',
    kn: '{planet} {sign} ರಾಶಿಯಲ್ಲಿ, ಲಗ್ನದಿಂದ {house}ನೇ ಭಾವದಲ್ಲಿ ಇದ್ದಾನೆ (ಸ್ಥಿತಿ: {dignity}); ಬಲ: {level} ({score}/100).',
    ml: '{planet} {sign} രാശിയിൽ, ലഗ്നത്തിൽ നിന്ന് {house}-ാം ഭാവത്തിൽ നിൽക്കുന്നു (സ്ഥിതി: {dignity}); ബലം: {level} ({score}/100).',
    mr: '{planet} {sign} राशीत, लग्नापासून स्थान क्रमांक {house} मध्ये आहे (स्थिती: {dignity}); बल: {level} ({score}/100).',
    bn: '{planet} {sign} রাশিতে, লগ্ন থেকে {house} নম্বর ঘরে আছে (অবস্থা: {dignity}); বল: {level} ({score}/100)।',
    gu: '{planet} {sign} રાશિમાં, લગ્નથી ભાવ {house}માં છે (સ્થિતિ: {dignity}); બળ: {level} ({score}/100).',
  },
  weight: { en: 'At least {carats} carats', hi: 'कम से कम {carats} कैरेट', ta: 'குறைந்தது {carats} காரட்', te: 'కనీసం {carats} క్యారెట్లు', kn: 'ಕನಿಷ್ಠ {carats} ಕ್ಯಾರೆಟ್', ml: 'കുറഞ്ഞത് {carats} കാരറ്റ്', mr: 'किमान {carats} कॅरेट', bn: 'অন্তত {carats} ক্যারেট', gu: 'ઓછામાં ઓછા {carats} કેરેટ' },
  prayer: {
    en: 'Before putting it on, worship {deity} and recite the mantra {count} times (one mala), facing east.',
    hi: 'पहनने से पहले {deity} की पूजा करें और पूर्व की ओर मुख करके मंत्र का {count} बार (एक माला) जप करें।',
    ta: 'அணிவதற்கு முன் {deity} வழிபாடு செய்து, கிழக்கு நோக்கி அமர்ந்து மந்திரத்தை {count} முறை (ஒரு மாலை) ஜபியுங்கள்.',
    te: 'ధరించే ముందు ఈ దైవాన్ని పూజించండి: {deity}; తర్వాత తూర్పు వైపు తిరిగి మంత్రాన్ని {count} సార్లు (ఒక మాల) జపించండి.',
    kn: 'ಧರಿಸುವ ಮೊದಲು {deity} ಪೂಜೆ ಮಾಡಿ, ಪೂರ್ವಾಭಿಮುಖವಾಗಿ ಕುಳಿತು ಮಂತ್ರವನ್ನು {count} ಬಾರಿ (ಒಂದು ಮಾಲೆ) ಜಪಿಸಿ.',
    ml: 'ധരിക്കുന്നതിനു മുമ്പ് ഈ ദേവതയെ ആരാധിക്കുക: {deity}; തുടർന്ന് കിഴക്കോട്ടു തിരിഞ്ഞിരുന്ന് മന്ത്രം {count} തവണ (ഒരു മാല) ജപിക്കുക.',
    mr: 'धारण करण्यापूर्वी {deity} यांची पूजा करा आणि पूर्वेकडे तोंड करून मंत्राचा {count} वेळा (एक माळ) जप करा.',
    bn: 'পরার আগে {deity} পূজা করুন এবং পূর্বমুখী হয়ে মন্ত্রটি {count} বার (এক মালা) জপ করুন.',
    gu: 'પહેરતાં પહેલાં {deity}ની પૂજા કરો અને પૂર્વ તરફ મુખ રાખીને મંત્રનો {count} વાર (એક માળા) જાપ કરો.',
  },
  substitute: { en: 'A substitute for {stone}: {properties}', hi: '{stone} का उपरत्न: {properties}', ta: '{stone} ரத்தினத்துக்கான மாற்று: {properties}', te: '{stone} రత్నానికి ఉపరత్నం: {properties}', kn: '{stone} ರತ್ನದ ಉಪರತ್ನ: {properties}', ml: '{stone} രത്നത്തിനുള്ള ഉപരത്നം: {properties}', mr: '{stone} रत्नाचे उपरत्न: {properties}', bn: '{stone}-এর উপরত্ন: {properties}', gu: '{stone} રત્નનું ઉપરત્ન: {properties}' },
  trialDays: { en: '{stone}: {rule} ({days} days)', hi: '{stone}: {rule} ({days} दिन)', ta: '{stone}: {rule} ({days} நாட்கள்)', te: '{stone}: {rule} ({days} రోజులు)', kn: '{stone}: {rule} ({days} ದಿನಗಳು)', ml: '{stone}: {rule} ({days} ദിവസം)', mr: '{stone}: {rule} ({days} दिवस)', bn: '{stone}: {rule} ({days} দিন)', gu: '{stone}: {rule} ({days} દિવસ)' },
  stoneRule: { en: '{stone}: {rule}', hi: '{stone}: {rule}', ta: '{stone}: {rule}', te: '{stone}: {rule}', kn: '{stone}: {rule}', ml: '{stone}: {rule}', mr: '{stone}: {rule}', bn: '{stone}: {rule}', gu: '{stone}: {rule}' },
  conflict: { en: '{stone} with {other}: {rule}', hi: '{stone} के साथ {other}: {rule}', ta: '{stone}, {other} உடன்: {rule}', te: '{other}తో {stone}: {rule}', kn: '{other} ಜೊತೆ {stone}: {rule}', ml: '{other} ഒപ്പം {stone}: {rule}', mr: '{other} सोबत {stone}: {rule}', bn: '{other}-এর সঙ্গে {stone}: {rule}', gu: '{other} સાથે {stone}: {rule}' },
} as const;
