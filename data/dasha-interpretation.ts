/**
 * Rules and phrase templates of the dasha analysis (`astro/dasha/analysis.ts`): one typed record per rule, each
 * with the id the analysis reports beside the text it produced, the condition in words and the template it fills.
 * Placeholders are `{name}`; the analysis fills every one or throws.
 *
 * Languages: every template and phrase is a `Text`, written in English and in each language of `ANALYSIS_LANGS`
 * (astro/dasha/analysis.ts); a reading is composed whole in one of them (`analysisLang`), never a sentence of one
 * language filled with words of another. Each Hindi
 * template is its own sentence in Hindi word order (verb last, postpositions after the filled phrase), not a
 * word-for-word frame: the grahas are masculine (यह … देता है), the dasha levels feminine (… की अंतर्दशा देती है),
 * houses take the Sanskrit ordinals of jyotish (दशम भाव), which do not decline, and several houses the oblique
 * plural (द्वितीय और एकादश भावों), as every Hindi template puts a postposition after {houses} and {matters}. The
 * metals, fingers and gemstones in Hindi are those of data/gemstones.ts, the beej mantras in Devanagari.
 * The other languages are written the same way, each in its own order, and put the names of the tables (grahas,
 * signs, levels, weekdays, deities, stones, metals, fingers) where the name needs no case ending: the graha as a
 * subject, the sign before the language's word for rashi, a list of houses after a colon or inside parentheses, the
 * matters before a word that takes a whole list; the house ordinals of HOUSE_ORDINAL_WORDS stand before the house
 * noun and do not decline, and the beej mantra is printed in the reader's script letter for letter from the
 * Devanagari (astro/indic-script.ts). Tamil: the Tamil ordinals (முதலாம் … பன்னிரண்டாம்) before பாவம், and before
 * இடம் when counted from the Moon; the dignities by the almanac words (ஆட்சி, உச்சம், நட்பு, சமம், பகை, நீசம்); the
 * functional benefic and malefic as ஆதிபத்திய சுபக் கிரகம் and பாபக் கிரகம் (benefic or malefic by lordship); the
 * levels as தசை, புக்தி, அந்தரம்; the phases of Sade Sati as Tamil almanacs name them (விரயச் சனி, ஜன்மச் சனி,
 * பாதச் சனி) and Kantaka Shani as அர்த்தாஷ்டமச் சனி. Telugu: the Sanskrit ordinals of jyotish before భావం (స్థానం
 * from the Moon); the dignities as స్వక్షేత్రం, మిత్రక్షేత్రం, శత్రుక్షేత్రం, ఉచ్చ and నీచ స్థితి; benefics and
 * malefics by lordship (ఆధిపత్యరీత్యా శుభగ్రహం, పాపగ్రహం); the grahas masculine (ఇస్తాడు), so the neuter strength
 * words stand as a label (బలం: బలమైనది); a period as its level and lord (మహాదశ: చంద్రుడు); Sade Sati as ఏలినాటి శని
 * and Kantaka Shani as అర్ధాష్టమ శని.
 * Kannada: the grahas by their stems, so that they take the case and compounds as nouns do (ಸೂರ್ಯ ಗ್ರಹದ, ಚಂದ್ರ
 * ಮಹಾದಶೆಯಲ್ಲಿ ಸೂರ್ಯ ಅಂತರ್ದಶೆ), with neuter verbs; the Sanskrit ordinals before ಭಾವ (ಸ್ಥಾನ from the Moon); benefics
 * and malefics by lordship (ಆಧಿಪತ್ಯದಿಂದ ಶುಭ ಗ್ರಹ); Sade Sati as ಸಾಡೇಸಾತಿ, Kantaka Shani as ಕಂಟಕ ಶನಿ.
 * Malayalam: a period by its level and lord (ദശ: ചന്ദ്രൻ), so that the level needs no case ending; its own ordinals
 * before ഭാവം (പത്താം ഭാവം) and lists with commas, as its prose writes them; combust as മൗഢ്യം; Sade Sati as ഏഴരശ്ശനി,
 * Kantaka Shani as കണ്ടകശനി.
 * Marathi: the Sanskrit ordinals before स्थान (दशम स्थानात); a dasha's lord as the compound महादशास्वामी; a name's
 * genitive with याचा after it (शनि याच्या), so that the name keeps its plain form; the dignities as उच्चीचा, नीचीचा,
 * स्वराशीत; benefics and malefics as कार्यात्मक शुभ and पाप ग्रह, the grahas masculine (देतो); Sade Sati's phases as
 * its टप्पे.
 * Bengali: the Sanskrit ordinals before ভাব (স্থান from the Moon), houses after a numeral without a plural ending
 * (চতুর্থ ও একাদশ ভাব); the dignities as -স্থ adjectives (তুঙ্গস্থ, স্বক্ষেত্রস্থ, নীচস্থ); a graha's genitive as a
 * compound with গ্রহের; a deity before পূজা; the danda closes each sentence.
 * Gujarati: the postpositions joined to the names, as the language writes them (ચંદ્રની મહાદશામાં સૂર્યની
 * અંતર્દશા; ભાવનો સ્વામી after the ordinals); the Sanskrit ordinals before ભાવ (સ્થાન from the Moon); the grahas
 * masculine (ગોચર કરી રહ્યો છે); Sade Sati as સાડાસાતી with its તબક્કા.
 *
 * Sources (the tradition of each family is written beside it as well):
 * - House significations: Brihat Parashara Hora Shastra (BPHS) ch. 11 ("Judgement of houses", Santhanam
 *   translation), condensed to a few words per house.
 * - Kendra, trikona, dusthana and upachaya groups: BPHS ch. 7 and 11; that natural malefics do well in the
 *   upachayas 3, 6, 10, 11 is the house-effects rule of Phaladeepika ch. 8.
 * - Dignity order exalted > moolatrikona > own > friend > neutral > enemy > debilitated: BPHS ch. 3.
 *   Retrograde grahas have full cheshta bala: BPHS ch. 27. Combust grahas count as weak throughout the classics;
 *   the loser of a planetary war is weakened (Surya Siddhanta ch. 7, as astro/chart/dignity.ts). The numbers (the points of each rule and the thresholds of Strong/Moderate/Weak) are
 *   this service's own scale over those orders, not a classical shadbala; they are stated here so that a
 *   reader can recount any verdict.
 * - Functional benefics and malefics for the lagna: Laghu Parashari (Jataka Chandrika) ch. 1–2 and BPHS ch. 34
 *   ("Yoga karakas"): trikona lords are auspicious, lords of 3, 6 and 11 inauspicious, natural benefics owning
 *   kendras lose their beneficence and natural malefics their maleficence, 2nd and 12th lords give results by
 *   association, the 8th lord is inauspicious unless it also owns the lagna (the Sun and Moon are exempt from
 *   the blemish of 8th lordship), a graha owning a kendra and a trikona is a yogakaraka, the lords of the 2nd
 *   and 7th are marakas, and Rahu and Ketu give the results of the sign lord they occupy and of their house.
 * - Antardasha lord counted from the mahadasha lord: the BPHS chapters on the effects of antardashas (one per
 *   mahadasha lord, Santhanam vol. 2) judge a sub-lord in a kendra or trikona from the dasha lord favorable and one
 *   in the 6th, 8th or 12th from it adverse; the 2nd, 3rd and 11th are read here as neither.
 * - Transits (gochara) counted from the natal Moon sign: Phaladeepika ch. 26. Favorable houses: Jupiter 2, 5, 7,
 *   9, 11; Saturn, Rahu and Ketu 3, 6, 11. Sade Sati (Saturn in the 12th, 1st and 2nd from the Moon), Ashtama
 *   Shani (8th) and Kantaka/Ardhashtama Shani (4th) are the names of the almanac tradition built on it. Vedha
 *   (obstruction) points are not applied.
 * - Remedies: beej mantras, gemstones, metals, fingers and deities are those of data/grahas.ts; charity (daana)
 *   items and fast days are the graha-shanti practice printed in Hindi almanacs and remedy manuals (Rahu's fast
 *   on Saturday and Ketu's on Tuesday, the common choice; some manuals give Saturday for both). That a gemstone
 *   must not be worn for a functional malefic is the standing caution of the ratna-dharana tradition.
 */
import type { GrahaId } from './grahas.ts';
import type { Lang, Text } from './text.ts';

/** The functional nature of a graha for a lagna. */
export type FunctionalNature = 'favorable' | 'neutral' | 'challenging';
/** The spec's strength words. */
export type DashaStrength = 'Strong' | 'Moderate' | 'Weak';
/** How a life area, a period or a transit reads: from the nature and strength of the graha behind it. */
export type Tone = 'supportive' | 'mixed' | 'testing';
/** The five areas of `predictions.currentPeriod`. */
export type LifeAreaId = 'career' | 'finance' | 'health' | 'relationships' | 'spiritual';
/** House number 1–12 counted from the lagna (or, for transits, from the Moon). */
type House = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** Every rule: the id reported with the text, and its condition in words. */
interface RuleRecord {
  readonly id: string;
  readonly condition: string;
}

interface HouseMeaning {
  readonly house: House;
  readonly sanskrit: string;
  /** A few words for what the house signifies (BPHS ch. 11). */
  readonly themes: Text;
}

/** What each house signifies, BPHS ch. 11, condensed. */
export const HOUSE_MEANINGS = [
  { house: 1, sanskrit: 'Tanu', themes: { en: 'health and personal standing', hi: 'स्वास्थ्य और निजी प्रतिष्ठा', ta: 'உடல்நலம், சுய மதிப்பு', te: 'ఆరోగ్యం, వ్యక్తిగత ప్రతిష్ఠ', kn: 'ಆರೋಗ್ಯ, ವೈಯಕ್ತಿಕ ಪ್ರತಿಷ್ಠೆ', ml: 'ആരോഗ്യം, വ്യക്തിപരമായ നില', mr: 'आरोग्य, वैयक्तिक प्रतिष्ठा', bn: 'স্বাস্থ্য ও ব্যক্তিগত মর্যাদা', gu: 'આરોગ્ય અને અંગત પ્રતિષ્ઠા' } },
  { house: 2, sanskrit: 'Dhana', themes: { en: 'family wealth and speech', hi: 'पारिवारिक धन और वाणी', ta: 'குடும்பச் செல்வம், பேச்சு', te: 'కుటుంబ ధనం, వాక్కు', kn: 'ಕುಟುಂಬದ ಸಂಪತ್ತು, ವಾಕ್ಕು', ml: 'കുടുംബസ്വത്ത്, വാക്ക്', mr: 'कौटुंबिक धन, वाणी', bn: 'পারিবারিক সম্পদ ও বাণী', gu: 'કૌટુંબિક ધન અને વાણી' } },
  { house: 3, sanskrit: 'Sahaja', themes: { en: 'courage, siblings and own initiatives', hi: 'साहस, भाई-बहन और अपने प्रयास', ta: 'துணிவு, உடன்பிறந்தோர், சொந்த முயற்சிகள்', te: 'ధైర్యం, తోబుట్టువులు, సొంత ప్రయత్నాలు', kn: 'ಧೈರ್ಯ, ಒಡಹುಟ್ಟಿದವರು, ಸ್ವಂತ ಪ್ರಯತ್ನಗಳು', ml: 'ധൈര്യം, സഹോദരങ്ങൾ, സ്വന്തം സംരംഭങ്ങൾ', mr: 'धैर्य, भावंडे, स्वतःचे प्रयत्न', bn: 'সাহস, ভাইবোন ও নিজের উদ্যোগ', gu: 'સાહસ, ભાઈ-બહેન અને પોતાના પ્રયત્નો' } },
  { house: 4, sanskrit: 'Sukha', themes: { en: 'home, property and mother', hi: 'घर, संपत्ति और माता', ta: 'வீடு, சொத்து, தாய்', te: 'ఇల్లు, ఆస్తి, తల్లి', kn: 'ಮನೆ, ಆಸ್ತಿ, ತಾಯಿ', ml: 'വീട്, സ്വത്ത്, അമ്മ', mr: 'घर, मालमत्ता, आई', bn: 'গৃহ, সম্পত্তি ও মা', gu: 'ઘર, સંપત્તિ અને માતા' } },
  { house: 5, sanskrit: 'Putra', themes: { en: 'children, learning and creativity', hi: 'संतान, विद्या और सृजनशीलता', ta: 'குழந்தைகள், கல்வி, படைப்பாற்றல்', te: 'సంతానం, విద్య, సృజనాత్మకత', kn: 'ಮಕ್ಕಳು, ವಿದ್ಯೆ, ಸೃಜನಶೀಲತೆ', ml: 'മക്കൾ, വിദ്യ, സർഗശേഷി', mr: 'संतती, विद्या, सर्जनशीलता', bn: 'সন্তান, বিদ্যা ও সৃজনশীলতা', gu: 'સંતાન, વિદ્યા અને સર્જનશીલતા' } },
  { house: 6, sanskrit: 'Ari', themes: { en: 'debts, disease and rivals', hi: 'ऋण, रोग और प्रतिद्वंद्वी', ta: 'கடன், நோய், எதிரிகள்', te: 'అప్పులు, రోగాలు, శత్రువులు', kn: 'ಸಾಲ, ರೋಗ, ಶತ್ರುಗಳು', ml: 'കടം, രോഗം, ശത്രുക്കൾ', mr: 'कर्ज, रोग, शत्रू', bn: 'ঋণ, রোগ ও প্রতিপক্ষ', gu: 'દેવું, રોગ અને શત્રુઓ' } },
  { house: 7, sanskrit: 'Kalatra', themes: { en: 'marriage and partnerships', hi: 'विवाह और साझेदारी', ta: 'திருமணம், கூட்டாண்மை', te: 'వివాహం, భాగస్వామ్యాలు', kn: 'ವಿವಾಹ, ಪಾಲುದಾರಿಕೆ', ml: 'വിവാഹം, പങ്കാളിത്തം', mr: 'विवाह, भागीदारी', bn: 'বিবাহ ও অংশীদারি', gu: 'લગ્ન અને ભાગીદારી' } },
  { house: 8, sanskrit: 'Randhra', themes: { en: 'longevity, sudden change and inheritance', hi: 'आयु, अचानक परिवर्तन और विरासत', ta: 'ஆயுள், திடீர் மாற்றம், பரம்பரைச் சொத்து', te: 'ఆయుష్షు, ఆకస్మిక మార్పులు, వారసత్వం', kn: 'ಆಯುಷ್ಯ, ಹಠಾತ್ ಬದಲಾವಣೆ, ಪಿತ್ರಾರ್ಜಿತ ಆಸ್ತಿ', ml: 'ആയുസ്സ്, പെട്ടെന്നുള്ള മാറ്റം, പാരമ്പര്യസ്വത്ത്', mr: 'आयुष्य, अचानक बदल, वारसा', bn: 'আয়ু, আকস্মিক পরিবর্তন ও উত্তরাধিকার', gu: 'આયુષ્ય, અચાનક પરિવર્તન અને વારસો' } },
  { house: 9, sanskrit: 'Dharma', themes: { en: 'fortune, dharma and teachers', hi: 'भाग्य, धर्म और गुरु', ta: 'பாக்கியம், தர்மம், குருமார்கள்', te: 'భాగ్యం, ధర్మం, గురువులు', kn: 'ಭಾಗ್ಯ, ಧರ್ಮ, ಗುರುಗಳು', ml: 'ഭാഗ്യം, ധർമ്മം, ഗുരുക്കന്മാർ', mr: 'भाग्य, धर्म, गुरू', bn: 'ভাগ্য, ধর্ম ও গুরু', gu: 'ભાગ્ય, ધર્મ અને ગુરુ' } },
  { house: 10, sanskrit: 'Karma', themes: { en: 'career and public standing', hi: 'करियर और सार्वजनिक प्रतिष्ठा', ta: 'தொழில், சமூக அந்தஸ்து', te: 'వృత్తి, సామాజిక ప్రతిష్ఠ', kn: 'ವೃತ್ತಿ, ಸಾಮಾಜಿಕ ಪ್ರತಿಷ್ಠೆ', ml: 'തൊഴിൽ, സാമൂഹിക നില', mr: 'कारकीर्द, सामाजिक प्रतिष्ठा', bn: 'কর্মজীবন ও সামাজিক মর্যাদা', gu: 'કારકિર્દી અને સામાજિક પ્રતિષ્ઠા' } },
  { house: 11, sanskrit: 'Labha', themes: { en: 'income and gains', hi: 'आय और लाभ', ta: 'வருமானம், லாபம்', te: 'ఆదాయం, లాభాలు', kn: 'ಆದಾಯ, ಲಾಭ', ml: 'വരുമാനം, ലാഭം', mr: 'उत्पन्न, लाभ', bn: 'আয় ও লাভ', gu: 'આવક અને લાભ' } },
  { house: 12, sanskrit: 'Vyaya', themes: { en: 'expenses, foreign lands and retreat', hi: 'व्यय, विदेश और एकांत', ta: 'செலவு, வெளிநாடு, ஏகாந்தம்', te: 'ఖర్చులు, విదేశాలు, ఏకాంతం', kn: 'ಖರ್ಚು, ವಿದೇಶ, ಏಕಾಂತ', ml: 'ചെലവ്, വിദേശം, ഏകാന്തത', mr: 'खर्च, परदेश, एकांत', bn: 'ব্যয়, বিদেশ ও নির্জনতা', gu: 'ખર્ચ, વિદેશ અને એકાંત' } },
] as const satisfies readonly HouseMeaning[];

/**
 * Houses inside a sentence: one ("the 10th house") or several ("the 2nd and 11th houses"; {houses} the ordinals
 * joined). Hindi writes the oblique plural (द्वितीय और एकादश भावों), as every Hindi template puts a postposition
 * after it; the other languages the plain form, which their templates put after a colon or inside parentheses.
 */
export const HOUSES_PHRASES = {
  one: { en: 'the {house} house', hi: '{house} भाव', ta: '{house} பாவம்', te: '{house} భావం', kn: '{house} ಭಾವ', ml: '{house} ഭാവം', mr: '{house} स्थान', bn: '{house} ভাব', gu: '{house} ભાવ' },
  many: { en: 'the {houses} houses', hi: '{houses} भावों', ta: '{houses} பாவங்கள்', te: '{houses} భావాలు', kn: '{houses} ಭಾವಗಳು', ml: '{houses} ഭാവങ്ങൾ', mr: '{houses} स्थाने', bn: '{houses} ভাব', gu: '{houses} ભાવ' },
} as const satisfies Record<string, Text>;

/**
 * The ordinals of houses 1–12 in the languages that write them as words rather than as English does (1st …
 * 12th), none of which declines: Hindi the Sanskrit ordinals of jyotish (प्रथम भाव … द्वादश भाव), Tamil
 * and Malayalam their own adjectival ordinals (பத்தாம் பாவம், പത്താം ഭാവം), Telugu and Kannada the Sanskrit ordinals
 * (దశమ భావం, ದಶಮ ಭಾವ), Marathi and Bengali the same before स्थान and ভাব.
 */
export const HOUSE_ORDINAL_WORDS: Readonly<Record<Exclude<Lang, 'en'>, readonly string[]>> = {
  hi: ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम', 'एकादश', 'द्वादश'],
  ta: ['முதலாம்', 'இரண்டாம்', 'மூன்றாம்', 'நான்காம்', 'ஐந்தாம்', 'ஆறாம்', 'ஏழாம்', 'எட்டாம்', 'ஒன்பதாம்', 'பத்தாம்', 'பதினொன்றாம்', 'பன்னிரண்டாம்'],
  te: ['ప్రథమ', 'ద్వితీయ', 'తృతీయ', 'చతుర్థ', 'పంచమ', 'షష్ఠ', 'సప్తమ', 'అష్టమ', 'నవమ', 'దశమ', 'ఏకాదశ', 'ద్వాదశ'],
  kn: ['ಪ್ರಥಮ', 'ದ್ವಿತೀಯ', 'ತೃತೀಯ', 'ಚತುರ್ಥ', 'ಪಂಚಮ', 'ಷಷ್ಠ', 'ಸಪ್ತಮ', 'ಅಷ್ಟಮ', 'ನವಮ', 'ದಶಮ', 'ಏಕಾದಶ', 'ದ್ವಾದಶ'],
  ml: ['ഒന്നാം', 'രണ്ടാം', 'മൂന്നാം', 'നാലാം', 'അഞ്ചാം', 'ആറാം', 'ഏഴാം', 'എട്ടാം', 'ഒമ്പതാം', 'പത്താം', 'പതിനൊന്നാം', 'പന്ത്രണ്ടാം'],
  mr: ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम', 'एकादश', 'द्वादश'],
  bn: ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম', 'নবম', 'দশম', 'একাদশ', 'দ্বাদশ'],
  gu: ['પ્રથમ', 'દ્વિતીય', 'તૃતીય', 'ચતુર્થ', 'પંચમ', 'ષષ્ઠ', 'સપ્તમ', 'અષ્ટમ', 'નવમ', 'દશમ', 'એકાદશ', 'દ્વાદશ'],
};

/** How a list ends ("a, b and c") and a sentence closes, in each language the texts are written in. */
export const SENTENCE_WORDS = {
  and: { en: ' and ', hi: ' और ', ta: ' மற்றும் ', te: ' మరియు ', kn: ' ಮತ್ತು ', ml: ', ', mr: ' आणि ', bn: ' ও ', gu: ' અને ' },
  stop: { en: '.', hi: '।', ta: '.', te: '.', kn: '.', ml: '.', mr: '.', bn: '।', gu: '.' },
} as const satisfies Record<string, Text>;

interface HouseGroupRule extends RuleRecord {
  readonly houses: readonly House[];
  /** Points added to the strength of a natural benefic / natural malefic placed there. */
  readonly pointsBenefic: number;
  readonly pointsMalefic: number;
  /** Words for the group in the influence sentence. */
  readonly label: Text;
}

/** House groups counted from the lagna (BPHS ch. 7, 11; malefics in upachayas: Phaladeepika ch. 8). */
export const HOUSE_GROUP_RULES = [
  {
    id: 'house.lagna', houses: [1], pointsBenefic: 1, pointsMalefic: 1, label: { en: 'the lagna, both kendra and trikona', hi: 'लग्न, जो केंद्र भी है और त्रिकोण भी', ta: 'லக்னம், கேந்திரமும் திரிகோணமும் ஆனது', te: 'లగ్నం, కేంద్రమూ త్రికోణమూ అయినది', kn: 'ಲಗ್ನ, ಕೇಂದ್ರವೂ ತ್ರಿಕೋಣವೂ ಆದದ್ದು', ml: 'ലഗ്നം, കേന്ദ്രവും ത്രികോണവും', mr: 'लग्न, जे केंद्रही आहे आणि त्रिकोणही', bn: 'লগ্ন, যা কেন্দ্রও আবার ত্রিকোণও', gu: 'લગ્ન, જે કેન્દ્ર પણ છે અને ત્રિકોણ પણ' },
    condition: 'The graha occupies the 1st house, which is both a kendra and a trikona.',
  },
  {
    id: 'house.kendra', houses: [4, 7, 10], pointsBenefic: 1, pointsMalefic: 1, label: { en: 'a kendra', hi: 'केंद्र', ta: 'கேந்திரம்', te: 'కేంద్రం', kn: 'ಕೇಂದ್ರ', ml: 'കേന്ദ്രം', mr: 'केंद्र', bn: 'কেন্দ্র', gu: 'કેન્દ્ર' },
    condition: 'The graha occupies the 4th, 7th or 10th house (an angle).',
  },
  {
    id: 'house.trikona', houses: [5, 9], pointsBenefic: 1, pointsMalefic: 1, label: { en: 'a trikona', hi: 'त्रिकोण', ta: 'திரிகோணம்', te: 'త్రికోణం', kn: 'ತ್ರಿಕೋಣ', ml: 'ത്രികോണം', mr: 'त्रिकोण', bn: 'ত্রিকোণ', gu: 'ત્રિકોણ' },
    condition: 'The graha occupies the 5th or 9th house (a trine).',
  },
  {
    id: 'house.dusthana', houses: [6, 8, 12], pointsBenefic: -1, pointsMalefic: -1, label: { en: 'a dusthana', hi: 'दुःस्थान', ta: 'துஸ்தானம்', te: 'దుస్థానం', kn: 'ದುಸ್ಥಾನ', ml: 'ദുഃസ്ഥാനം', mr: 'दुःस्थान', bn: 'দুঃস্থান', gu: 'દુઃસ્થાન' },
    condition: 'The graha occupies the 6th, 8th or 12th house (a house of loss).',
  },
  {
    id: 'house.upachaya', houses: [3, 6, 10, 11], pointsBenefic: 0, pointsMalefic: 1, label: { en: 'an upachaya', hi: 'उपचय', ta: 'உபசயம்', te: 'ఉపచయం', kn: 'ಉಪಚಯ', ml: 'ഉപചയം', mr: 'उपचय', bn: 'উপচয়', gu: 'ઉપચય' },
    condition: 'The graha occupies the 3rd, 6th, 10th or 11th house (a house of growth); a natural malefic gains there.',
  },
] as const satisfies readonly HouseGroupRule[];

interface DignityRule extends RuleRecord {
  readonly dignity: string;
  readonly points: number;
  /** How the placement is written; {sign} is the sign's English name. */
  readonly template: Text;
}

/** Dignity by sign (astro/chart/dignity.ts, BPHS ch. 3) with this service's points. */
export const DIGNITY_RULES = [
  { id: 'dignity.exalted', dignity: 'exalted', points: 3, template: { en: 'exalted in {sign}', hi: '{sign} राशि में उच्च', ta: '{sign} ராசியில் உச்சம்', te: '{sign} రాశిలో ఉచ్చస్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ಉಚ್ಚ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ ഉച്ചം', mr: '{sign} राशीत उच्चीचा', bn: '{sign} রাশিতে তুঙ্গস্থ', gu: '{sign} રાશિમાં ઉચ્ચનો' }, condition: 'The graha is in its sign of exaltation.' },
  { id: 'dignity.moolatrikona', dignity: 'moolatrikona', points: 2, template: { en: 'in its moolatrikona sign {sign}', hi: 'अपनी मूलत्रिकोण राशि {sign} में', ta: '{sign} ராசியில் மூலத்திரிகோணம்', te: '{sign} రాశిలో మూలత్రికోణ స్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ಮೂಲತ್ರಿಕೋಣ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ മൂലത്രികോണം', mr: '{sign} या मूलत्रिकोण राशीत', bn: '{sign} রাশিতে মূলত্রিকোণস্থ', gu: 'પોતાની મૂળત્રિકોણ રાશિ {sign}માં' }, condition: 'The graha is in the moolatrikona range of its sign.' },
  { id: 'dignity.own', dignity: 'own', points: 2, template: { en: 'in its own sign {sign}', hi: 'अपनी स्वराशि {sign} में', ta: '{sign} ராசியில் ஆட்சி', te: '{sign} రాశిలో స్వక్షేత్ర స్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ಸ್ವಕ್ಷೇತ್ರ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ സ്വക്ഷേത്രം', mr: '{sign} या स्वराशीत', bn: '{sign} রাশিতে স্বক্ষেত্রস্থ', gu: 'પોતાની રાશિ {sign}માં' }, condition: 'The graha is in a sign it rules.' },
  { id: 'dignity.great-friend', dignity: 'great-friend', points: 1, template: { en: "in a great friend's sign, {sign}", hi: 'अधिमित्र की राशि {sign} में', ta: '{sign} ராசியில் அதிநட்பு', te: '{sign} రాశిలో అధిమిత్రక్షేత్ర స్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ಅಧಿಮಿತ್ರಕ್ಷೇತ್ರ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ അതിമിത്രക്ഷേത്രം', mr: '{sign} या अधिमित्राच्या राशीत', bn: '{sign} রাশিতে অধিমিত্রক্ষেত্রস্থ', gu: 'અધિમિત્રની રાશિ {sign}માં' }, condition: 'The sign lord is a great friend of the graha (compound relationship).' },
  { id: 'dignity.friend', dignity: 'friend', points: 1, template: { en: "in a friend's sign, {sign}", hi: 'मित्र की राशि {sign} में', ta: '{sign} ராசியில் நட்பு', te: '{sign} రాశిలో మిత్రక్షేత్ర స్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ಮಿತ್ರಕ್ಷೇತ್ರ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ മിത്രക്ഷേത്രം', mr: '{sign} या मित्राच्या राशीत', bn: '{sign} রাশিতে মিত্রক্ষেত্রস্থ', gu: 'મિત્રની રાશિ {sign}માં' }, condition: 'The sign lord is a friend of the graha (compound relationship).' },
  { id: 'dignity.neutral', dignity: 'neutral', points: 0, template: { en: 'in a neutral sign, {sign}', hi: 'सम ग्रह की राशि {sign} में', ta: '{sign} ராசியில் சமம்', te: '{sign} రాశిలో సమక్షేత్ర స్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ಸಮಕ್ಷೇತ್ರ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ സമക്ഷേത്രം', mr: '{sign} या सम ग्रहाच्या राशीत', bn: '{sign} রাশিতে সমক্ষেত্রস্থ', gu: 'સમ ગ્રહની રાશિ {sign}માં' }, condition: 'The sign lord is neutral to the graha (compound relationship).' },
  { id: 'dignity.enemy', dignity: 'enemy', points: -1, template: { en: "in an enemy's sign, {sign}", hi: 'शत्रु की राशि {sign} में', ta: '{sign} ராசியில் பகை', te: '{sign} రాశిలో శత్రుక్షేత్ర స్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ಶತ್ರುಕ್ಷೇತ್ರ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ ശത്രുക്ഷേത്രം', mr: '{sign} या शत्रूच्या राशीत', bn: '{sign} রাশিতে শত্রুক্ষেত্রস্থ', gu: 'શત્રુની રાશિ {sign}માં' }, condition: 'The sign lord is an enemy of the graha (compound relationship).' },
  { id: 'dignity.great-enemy', dignity: 'great-enemy', points: -2, template: { en: "in a great enemy's sign, {sign}", hi: 'अधिशत्रु की राशि {sign} में', ta: '{sign} ராசியில் அதிபகை', te: '{sign} రాశిలో అధిశత్రుక్షేత్ర స్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ಅಧಿಶತ್ರುಕ್ಷೇತ್ರ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ അതിശത്രുക്ഷേത്രം', mr: '{sign} या अधिशत्रूच्या राशीत', bn: '{sign} রাশিতে অধিশত্রুক্ষেত্রস্থ', gu: 'અધિશત્રુની રાશિ {sign}માં' }, condition: 'The sign lord is a great enemy of the graha (compound relationship).' },
  { id: 'dignity.debilitated', dignity: 'debilitated', points: -3, template: { en: 'debilitated in {sign}', hi: '{sign} राशि में नीच', ta: '{sign} ராசியில் நீசம்', te: '{sign} రాశిలో నీచస్థితి', kn: '{sign} ರಾಶಿಯಲ್ಲಿ ನೀಚ ಸ್ಥಿತಿ', ml: '{sign} രാശിയിൽ നീചം', mr: '{sign} राशीत नीचीचा', bn: '{sign} রাশিতে নীচস্থ', gu: '{sign} રાશિમાં નીચનો' }, condition: 'The graha is in its sign of debilitation.' },
] as const satisfies readonly DignityRule[];

interface ConditionRule extends RuleRecord {
  readonly points: number;
  /** Clause appended to the influence sentence; starts with its own punctuation. */
  readonly template: Text;
}

/** Conditions beyond the sign (retrograde cheshta bala: BPHS ch. 27; war: Surya Siddhanta ch. 7). */
export const CONDITION_RULES = [
  {
    id: 'condition.combust', points: -2, template: { en: ', though combust within {separation}° of the Sun it cannot show them fully', hi: ', किंतु सूर्य से {separation}° के भीतर अस्त होने से यह इन्हें पूरी तरह प्रकट नहीं कर पाता', ta: ', ஆனால் சூரியனிலிருந்து {separation}°-க்குள் அஸ்தங்கம் அடைந்திருப்பதால் இவற்றை முழுமையாக வெளிப்படுத்த இயலாது', te: ', కానీ సూర్యుని నుండి {separation}° లోపల అస్తంగతుడు కావడం వల్ల వీటిని పూర్తిగా చూపలేడు', kn: ', ಆದರೆ ಸೂರ್ಯನಿಂದ {separation}° ಒಳಗೆ ಅಸ್ತಂಗತವಾಗಿರುವುದರಿಂದ ಇವುಗಳನ್ನು ಪೂರ್ಣವಾಗಿ ತೋರಿಸಲಾರದು', ml: ', എന്നാൽ സൂര്യനിൽ നിന്ന് {separation}°-നുള്ളിൽ മൗഢ്യത്തിലായതിനാൽ ഇവ പൂർണമായി പ്രകടിപ്പിക്കാൻ കഴിയില്ല', mr: ', परंतु सूर्यापासून {separation}° च्या आत अस्त असल्याने तो ही फळे पूर्णपणे देऊ शकत नाही', bn: ', কিন্তু সূর্য থেকে {separation}°-এর মধ্যে অস্তমিত হওয়ায় এগুলি পুরোপুরি প্রকাশ করতে পারে না', gu: ', પરંતુ સૂર્યથી {separation}°ની અંદર અસ્ત હોવાથી તે આ ફળ પૂરેપૂરાં પ્રગટ કરી શકતો નથી' },
    condition: 'The graha is within its combustion orb of the Sun (astro/chart/dignity.ts).',
  },
  {
    id: 'condition.retrograde', points: 1, template: { en: ', and being retrograde it returns to unfinished matters first', hi: ', और वक्री होने से यह पहले अधूरे कामों की ओर लौटता है', ta: ', மேலும் வக்ர கதியில் இருப்பதால் முடிக்காமல் விட்ட விஷயங்களுக்கு முதலில் திரும்பும்', te: ', అలాగే వక్రగతిలో ఉండటం వల్ల ముందుగా అసంపూర్ణ విషయాల వైపు మళ్లుతాడు', kn: ', ಜೊತೆಗೆ ವಕ್ರಗತಿಯಲ್ಲಿರುವುದರಿಂದ ಮೊದಲು ಅಪೂರ್ಣ ಕೆಲಸಗಳತ್ತ ಮರಳುತ್ತದೆ', ml: ', കൂടാതെ വക്രഗതിയിലായതിനാൽ ആദ്യം പൂർത്തിയാകാത്ത കാര്യങ്ങളിലേക്ക് മടങ്ങുന്നു', mr: ', आणि वक्री असल्याने तो आधी अपूर्ण कामांकडे वळतो', bn: ', এবং বক্রী হওয়ায় আগে অসমাপ্ত কাজের দিকে ফেরে', gu: ', અને વક્રી હોવાથી તે પહેલાં અધૂરાં કામો તરફ પાછો વળે છે' },
    condition: 'A graha other than Rahu and Ketu moves retrograde at birth (the nodes always do and are not counted).',
  },
  {
    id: 'condition.war-lost', points: -1, template: { en: ', and having lost a planetary war to {winner} it is overshadowed', hi: ', और ग्रहयुद्ध में {winner} से पराजित होने से यह दबा रहता है', ta: ', மேலும் கிரக யுத்தத்தில் தோற்றதால் (வென்ற கிரகம்: {winner}) ஒளி மங்கி இருக்கும்', te: ', అలాగే గ్రహయుద్ధంలో ఓడిపోవడం వల్ల (గెలిచిన గ్రహం: {winner}) కాంతి తగ్గి ఉంటాడు', kn: ', ಜೊತೆಗೆ ಗ್ರಹಯುದ್ಧದಲ್ಲಿ ಸೋತಿರುವುದರಿಂದ (ಗೆದ್ದ ಗ್ರಹ: {winner}) ಮಂಕಾಗಿರುತ್ತದೆ', ml: ', കൂടാതെ ഗ്രഹയുദ്ധത്തിൽ തോറ്റതിനാൽ (ജയിച്ച ഗ്രഹം: {winner}) മങ്ങിയ നിലയിലാണ്', mr: ', आणि ग्रहयुद्धात पराभूत झाल्याने (विजयी ग्रह: {winner}) तो झाकोळलेला राहतो', bn: ', এবং গ্রহযুদ্ধে পরাজিত হওয়ায় (বিজয়ী গ্রহ: {winner}) ম্লান থাকে', gu: ', અને ગ્રહયુદ્ધમાં {winner}થી પરાજિત હોવાથી તે દબાયેલો રહે છે' },
    condition: 'The graha lost a planetary war (within 1° of another star-planet, further south).',
  },
] as const satisfies readonly ConditionRule[];

/**
 * How a graha's placement and conditions read inside a reason ("exalted in Libra, in the 1st house, combust"):
 * {placement} (a dignity template) and {house} (ordinal), then the words of each condition that holds.
 */
export const CONDITION_WORDS = {
  placement: { en: '{placement}, in the {house} house', hi: '{placement}, {house} भाव में', ta: '{placement}, {house} பாவத்தில்', te: '{placement}, {house} భావంలో', kn: '{placement}, {house} ಭಾವದಲ್ಲಿ', ml: '{placement}, {house} ഭാവത്തിൽ', mr: '{placement}, {house} स्थानात', bn: '{placement}, {house} ভাবে', gu: '{placement}, {house} ભાવમાં' },
  combust: { en: 'combust', hi: 'अस्त', ta: 'அஸ்தங்கம்', te: 'అస్తంగతం', kn: 'ಅಸ್ತಂಗತ', ml: 'മൗഢ്യം', mr: 'अस्त', bn: 'অস্তমিত', gu: 'અસ્ત' },
  retrograde: { en: 'retrograde', hi: 'वक्री', ta: 'வக்ரம்', te: 'వక్రం', kn: 'ವಕ್ರ', ml: 'വക്രം', mr: 'वक्री', bn: 'বক্রী', gu: 'વક્રી' },
  warLost: { en: 'defeated by {winner} in a planetary war', hi: 'ग्रहयुद्ध में {winner} से पराजित', ta: 'கிரக யுத்தத்தில் தோல்வி (வென்ற கிரகம்: {winner})', te: 'గ్రహయుద్ధంలో ఓటమి (గెలిచిన గ్రహం: {winner})', kn: 'ಗ್ರಹಯುದ್ಧದಲ್ಲಿ ಸೋಲು (ಗೆದ್ದ ಗ್ರಹ: {winner})', ml: 'ഗ്രഹയുദ്ധത്തിൽ പരാജയം (ജയിച്ച ഗ്രഹം: {winner})', mr: 'ग्रहयुद्धात पराभूत (विजयी ग्रह: {winner})', bn: 'গ্রহযুদ্ধে পরাজিত (বিজয়ী গ্রহ: {winner})', gu: 'ગ્રહયુદ્ધમાં {winner}થી પરાજિત' },
} as const satisfies Record<string, Text>;

/**
 * The graha's shadbala against the minimum BPHS ch. 27 requires of it (astro/strength/shadbala.ts, Raman's reading
 * with its default methods): at or above it the graha is strong by the six measures, below it weak. The Sun … Saturn
 * only (the nodes have no shadbala), and only where the birth's day has a sunrise (not inside the polar circles).
 */
export const SHADBALA_RULES = [
  {
    id: 'shadbala.strong', points: 1, template: { en: ', and with a shadbala of {rupas} rupas against the {required} it needs it has the strength to deliver', hi: ', और आवश्यक {required} रूपों के सामने {rupas} रूपों का षड्बल होने से इसमें फल देने की शक्ति है', ta: ', மேலும் தேவையான {required} ரூபத்துக்கு {rupas} ரூப ஷட்பலம் இருப்பதால் பலன் தரும் வலிமை உண்டு', te: ', అలాగే అవసరమైన {required} రూపాలకు గాను {rupas} రూపాల షడ్బలం ఉండటం వల్ల ఫలితాలు ఇవ్వగల బలం ఉంది', kn: ', ಜೊತೆಗೆ {rupas} ರೂಪಗಳ ಷಡ್ಬಲ (ಅಗತ್ಯ: {required} ರೂಪ) ಇರುವುದರಿಂದ ಫಲ ನೀಡುವ ಶಕ್ತಿ ಇದೆ', ml: ', കൂടാതെ {rupas} രൂപ ഷഡ്ബലം (ആവശ്യം: {required} രൂപ) ഉള്ളതിനാൽ ഫലം നൽകാനുള്ള ശക്തിയുണ്ട്', mr: ', आणि आवश्यक {required} रूपांच्या तुलनेत {rupas} रूपांचे षड्बल असल्याने त्याच्यात फळ देण्याचे सामर्थ्य आहे', bn: ', এবং {rupas} রূপ ষড়বল (প্রয়োজন: {required} রূপ) থাকায় ফল দেওয়ার শক্তি আছে', gu: ', અને જરૂરી {required} રૂપની સામે {rupas} રૂપનું ષડ્બળ હોવાથી તેનામાં ફળ આપવાની શક્તિ છે' },
    condition: 'The shadbala is at or above the required minimum (ratio ≥ 1).',
  },
  {
    id: 'shadbala.weak', points: -1, template: { en: ', though its shadbala of {rupas} rupas falls short of the {required} it needs', hi: ', किंतु इसका {rupas} रूपों का षड्बल आवश्यक {required} रूपों से कम है', ta: ', ஆனால் இதன் ஷட்பலம் {rupas} ரூபம், தேவையான {required} ரூபத்தை விடக் குறைவு', te: ', కానీ ఈ గ్రహ షడ్బలం {rupas} రూపాలు, అవసరమైన {required} రూపాల కంటే తక్కువ', kn: ', ಆದರೆ ಇದರ ಷಡ್ಬಲ {rupas} ರೂಪ, ಅಗತ್ಯವಾದ {required} ರೂಪಗಳಿಗಿಂತ ಕಡಿಮೆ', ml: ', എന്നാൽ ഇതിന്റെ ഷഡ്ബലം {rupas} രൂപ മാത്രം, ആവശ്യമായ {required} രൂപയിലും കുറവ്', mr: ', परंतु त्याचे {rupas} रूपांचे षड्बल आवश्यक {required} रूपांपेक्षा कमी आहे', bn: ', কিন্তু এর ষড়বল {rupas} রূপ, প্রয়োজনীয় {required} রূপের চেয়ে কম', gu: ', પરંતુ તેનું {rupas} રૂપનું ષડ્બળ જરૂરી {required} રૂપથી ઓછું છે' },
    condition: 'The shadbala is below the required minimum (ratio < 1).',
  },
] as const satisfies readonly ConditionRule[];

interface StrengthLevelRule extends RuleRecord {
  readonly strength: DashaStrength;
  /** The smallest total of points that earns this level. */
  readonly minPoints: number;
}

/** Levels of the summed points of the dignity, house and condition rules, strongest first. */
export const STRENGTH_LEVEL_RULES = [
  { id: 'strength.strong', strength: 'Strong', minPoints: 2, condition: 'Dignity, house, condition and shadbala points sum to 2 or more.' },
  { id: 'strength.moderate', strength: 'Moderate', minPoints: -1, condition: 'The points sum to −1, 0 or 1.' },
  { id: 'strength.weak', strength: 'Weak', minPoints: -Infinity, condition: 'The points sum to −2 or less.' },
] as const satisfies readonly StrengthLevelRule[];

interface FunctionalNatureRule extends RuleRecord {
  /** null: the class is that of the graha's dispositor (nodes only). */
  readonly nature: FunctionalNature | null;
  /** Why, in the words the texts put after "for {lagna} lagna". */
  readonly label: Text;
}

/**
 * Functional nature for the lagna, Laghu Parashari ch. 1–2 and BPHS ch. 34; the first rule that holds decides.
 * "Owns" means whole-sign lordship from the lagna (the Sun and Moon own one sign, the others two).
 */
export const FUNCTIONAL_NATURE_RULES = [
  {
    id: 'functional.lagna-lord', nature: 'favorable', label: { en: 'the lagna lord', hi: 'लग्नेश', ta: 'லக்னாதிபதி', te: 'లగ్నాధిపతి', kn: 'ಲಗ್ನಾಧಿಪತಿ', ml: 'ലഗ്നാധിപൻ', mr: 'लग्नेश', bn: 'লগ্নপতি', gu: 'લગ્નેશ' },
    condition: 'Owns the 1st house: the lagna lord is auspicious whatever else it owns, even the 8th.',
  },
  {
    id: 'functional.yogakaraka', nature: 'favorable', label: { en: 'yogakaraka', hi: 'योगकारक', ta: 'யோககாரகர்', te: 'యోగకారకుడు', kn: 'ಯೋಗಕಾರಕ', ml: 'യോഗകാരകൻ', mr: 'योगकारक', bn: 'যোগকারক', gu: 'યોગકારક' },
    condition: 'Owns a kendra (4th, 7th or 10th) and a trikona (5th or 9th).',
  },
  {
    id: 'functional.trikona-mixed', nature: 'neutral', label: { en: 'lord of a trikona and of a malefic house', hi: 'त्रिकोण और पाप भाव का स्वामी', ta: 'திரிகோணத்துக்கும் ஒரு பாப பாவத்துக்கும் அதிபதி', te: 'త్రికోణానికీ ఒక పాప భావానికీ అధిపతి', kn: 'ತ್ರಿಕೋಣಕ್ಕೂ ಒಂದು ಪಾಪ ಭಾವಕ್ಕೂ ಅಧಿಪತಿ', ml: 'ത്രികോണത്തിന്റെയും ഒരു പാപഭാവത്തിന്റെയും അധിപൻ', mr: 'त्रिकोणाचा आणि पापस्थानाचा स्वामी', bn: 'ত্রিকোণ ও একটি পাপ ভাবের অধিপতি', gu: 'ત્રિકોણ અને પાપ ભાવનો સ્વામી' },
    condition: 'Owns the 5th or 9th and also the 3rd, 6th, 11th or (unless the Sun or Moon) the 8th.',
  },
  {
    id: 'functional.trikona', nature: 'favorable', label: { en: 'lord of a trikona', hi: 'त्रिकोण का स्वामी', ta: 'திரிகோணாதிபதி', te: 'త్రికోణాధిపతి', kn: 'ತ್ರಿಕೋಣಾಧಿಪತಿ', ml: 'ത്രികോണാധിപൻ', mr: 'त्रिकोणेश', bn: 'ত্রিকোণপতি', gu: 'ત્રિકોણેશ' },
    condition: 'Owns the 5th or 9th house (trikona lords are always auspicious).',
  },
  {
    id: 'functional.eighth', nature: 'challenging', label: { en: 'lord of the 8th', hi: 'अष्टमेश', ta: 'அஷ்டமாதிபதி', te: 'అష్టమాధిపతి', kn: 'ಅಷ್ಟಮಾಧಿಪತಿ', ml: 'അഷ്ടമാധിപൻ', mr: 'अष्टमेश', bn: 'অষ্টমপতি', gu: 'અષ્ટમેશ' },
    condition: 'Owns the 8th house and is not the lagna lord, the Sun or the Moon.',
  },
  {
    id: 'functional.trishadaya', nature: 'challenging', label: { en: 'lord of a trishadaya house', hi: 'त्रिषडाय भाव का स्वामी', ta: 'திரிஷடாய பாவ அதிபதி', te: 'త్రిషడాయ భావాధిపతి', kn: 'ತ್ರಿಷಡಾಯ ಭಾವಾಧಿಪತಿ', ml: 'ത്രിഷഡായ ഭാവാധിപൻ', mr: 'त्रिषडाय स्थानाचा स्वामी', bn: 'ত্রিষড়ায় ভাবের অধিপতি', gu: 'ત્રિષડાય ભાવનો સ્વામી' },
    condition: 'Owns the 3rd, 6th or 11th house.',
  },
  {
    id: 'functional.maraka', nature: 'challenging', label: { en: 'lord of both maraka houses', hi: 'दोनों मारक भावों का स्वामी', ta: 'இரண்டு மாரக பாவங்களுக்கும் அதிபதி', te: 'రెండు మారక భావాలకూ అధిపతి', kn: 'ಎರಡೂ ಮಾರಕ ಭಾವಗಳ ಅಧಿಪತಿ', ml: 'രണ്ട് മാരകഭാവങ്ങളുടെയും അധിപൻ', mr: 'दोन्ही मारक स्थानांचा स्वामी', bn: 'দুই মারক ভাবেরই অধিপতি', gu: 'બંને મારક ભાવોનો સ્વામી' },
    condition: 'Owns both the 2nd and the 7th house, the two marakas.',
  },
  {
    id: 'functional.kendra-benefic', nature: 'neutral', label: { en: 'a natural benefic owning a kendra (kendradhipati dosha)', hi: 'केंद्र का स्वामी नैसर्गिक शुभ ग्रह (केंद्राधिपति दोष)', ta: 'கேந்திரத்துக்கு அதிபதியான இயற்கைச் சுபர் (கேந்திராதிபத்திய தோஷம்)', te: 'కేంద్రాధిపతి అయిన సహజ శుభగ్రహం (కేంద్రాధిపత్య దోషం)', kn: 'ಕೇಂದ್ರಾಧಿಪತಿಯಾದ ನೈಸರ್ಗಿಕ ಶುಭ ಗ್ರಹ (ಕೇಂದ್ರಾಧಿಪತ್ಯ ದೋಷ)', ml: 'കേന്ദ്രാധിപനായ സ്വാഭാവിക ശുഭഗ്രഹം (കേന്ദ്രാധിപത്യ ദോഷം)', mr: 'केंद्राचा स्वामी असलेला नैसर्गिक शुभ ग्रह (केंद्राधिपती दोष)', bn: 'কেন্দ্রের অধিপতি নৈসর্গিক শুভ গ্রহ (কেন্দ্রাধিপত্য দোষ)', gu: 'કેન્દ્રનો સ્વામી નૈસર્ગિક શુભ ગ્રહ (કેન્દ્રાધિપતિ દોષ)' },
    condition: 'A natural benefic that owns a kendra (4th, 7th or 10th) and no trikona loses its beneficence.',
  },
  {
    id: 'functional.kendra-malefic', nature: 'neutral', label: { en: 'a natural malefic owning a kendra', hi: 'केंद्र का स्वामी नैसर्गिक पाप ग्रह', ta: 'கேந்திரத்துக்கு அதிபதியான இயற்கைப் பாபர்', te: 'కేంద్రాధిపతి అయిన సహజ పాపగ్రహం', kn: 'ಕೇಂದ್ರಾಧಿಪತಿಯಾದ ನೈಸರ್ಗಿಕ ಪಾಪ ಗ್ರಹ', ml: 'കേന്ദ്രാധിപനായ സ്വാഭാവിക പാപഗ്രഹം', mr: 'केंद्राचा स्वामी असलेला नैसर्गिक पाप ग्रह', bn: 'কেন্দ্রের অধিপতি নৈসর্গিক পাপ গ্রহ', gu: 'કેન્દ્રનો સ્વામી નૈસર્ગિક પાપ ગ્રહ' },
    condition: 'A natural malefic that owns a kendra (4th, 7th or 10th) and no trikona loses its maleficence.',
  },
  {
    id: 'functional.luminary-eighth', nature: 'neutral', label: { en: 'lord of the 8th, whose blemish a luminary does not take', hi: 'अष्टमेश, पर ज्योति ग्रह होने से अष्टमेश के दोष से मुक्त', ta: 'அஷ்டமாதிபதி, ஆனால் ஒளிக்கிரகம் என்பதால் அஷ்டமாதிபத்திய தோஷம் இல்லை', te: 'అష్టమాధిపతి, కానీ జ్యోతి గ్రహం కావడం వల్ల అష్టమాధిపత్య దోషం లేదు', kn: 'ಅಷ್ಟಮಾಧಿಪತಿ, ಆದರೆ ಜ್ಯೋತಿ ಗ್ರಹವಾದ್ದರಿಂದ ಅಷ್ಟಮಾಧಿಪತ್ಯ ದೋಷವಿಲ್ಲ', ml: 'അഷ്ടമാധിപൻ, എന്നാൽ ജ്യോതിർഗ്രഹമായതിനാൽ അഷ്ടമാധിപത്യ ദോഷമില്ല', mr: 'अष्टमेश, पण ज्योतिर्ग्रह असल्याने अष्टमेशत्वाच्या दोषापासून मुक्त', bn: 'অষ্টমপতি, তবে জ্যোতিষ্ক বলে অষ্টমাধিপত্যের দোষ নেই', gu: 'અષ્ટમેશ, પણ જ્યોતિ ગ્રહ હોવાથી અષ્ટમેશના દોષથી મુક્ત' },
    condition: 'The Sun or Moon owns only the 8th house; the luminaries are exempt from the blemish of 8th lordship.',
  },
  {
    id: 'functional.second-twelfth', nature: 'neutral', label: { en: 'lord of a house that acts by association', hi: 'संगति से फल देने वाले भाव का स्वामी', ta: 'சேர்க்கைக்கு ஏற்பப் பலன் தரும் பாவத்தின் அதிபதி', te: 'సాహచర్యాన్ని బట్టి ఫలితమిచ్చే భావానికి అధిపతి', kn: 'ಸಹವಾಸಕ್ಕೆ ತಕ್ಕಂತೆ ಫಲ ನೀಡುವ ಭಾವದ ಅಧಿಪತಿ', ml: 'സഹവാസമനുസരിച്ച് ഫലം നൽകുന്ന ഭാവത്തിന്റെ അധിപൻ', mr: 'सहवासानुसार फळ देणाऱ्या स्थानाचा स्वामी', bn: 'সংসর্গ অনুযায়ী ফল দেয় এমন ভাবের অধিপতি', gu: 'સંગત પ્રમાણે ફળ આપતા ભાવનો સ્વામી' },
    condition: 'Owns only the 2nd and/or 12th house, which give results by association.',
  },
  {
    id: 'functional.node-dusthana', nature: 'challenging', label: { en: 'a node in a dusthana', hi: 'दुःस्थान में स्थित छाया ग्रह', ta: 'துஸ்தானத்தில் உள்ள சாயா கிரகம்', te: 'దుస్థానంలో ఉన్న ఛాయా గ్రహం', kn: 'ದುಸ್ಥಾನದಲ್ಲಿರುವ ಛಾಯಾ ಗ್ರಹ', ml: 'ദുഃസ്ഥാനത്തുള്ള ഛായാഗ്രഹം', mr: 'दुःस्थानातील छाया ग्रह', bn: 'দুঃস্থানে থাকা ছায়াগ্রহ', gu: 'દુઃસ્થાનમાં રહેલો છાયા ગ્રહ' },
    condition: 'Rahu or Ketu occupies the 6th, 8th or 12th house.',
  },
  {
    id: 'functional.node-dispositor', nature: null, label: { en: 'a node acting for its dispositor', hi: 'अपनी राशि के स्वामी के लिए कार्य करने वाला छाया ग्रह', ta: 'தான் நிற்கும் ராசியின் அதிபதிக்காகச் செயல்படும் சாயா கிரகம்', te: 'తాను ఉన్న రాశి అధిపతి తరఫున పనిచేసే ఛాయా గ్రహం', kn: 'ತಾನಿರುವ ರಾಶಿಯ ಅಧಿಪತಿಯ ಪರವಾಗಿ ಕೆಲಸ ಮಾಡುವ ಛಾಯಾ ಗ್ರಹ', ml: 'താൻ നിൽക്കുന്ന രാശിയുടെ അധിപനുവേണ്ടി പ്രവർത്തിക്കുന്ന ഛായാഗ്രഹം', mr: 'आपल्या राशीच्या स्वामीसाठी काम करणारा छाया ग्रह', bn: 'নিজের রাশির অধিপতির হয়ে কাজ করা ছায়াগ্রহ', gu: 'પોતાની રાશિના સ્વામી માટે કાર્ય કરતો છાયા ગ્રહ' },
    condition: 'Rahu or Ketu elsewhere takes the functional nature of the lord of the sign it occupies.',
  },
] as const satisfies readonly FunctionalNatureRule[];

/**
 * How a functional verdict is written: {label} of the rule; {houses} ("the 4th and 5th houses"); for a node
 * {house} (ordinal), {sign} and {dispositor}.
 */
export const FUNCTIONAL_TEMPLATES = {
  lord: { en: '{label}, ruling {houses}', hi: '{label}, {houses} का स्वामी', ta: '{label}; ஆதிபத்தியம்: {houses}', te: '{label}; ఆధిపత్యం: {houses}', kn: '{label}; ಆಧಿಪತ್ಯ: {houses}', ml: '{label}; ആധിപത്യം: {houses}', mr: '{label}; स्वामित्व: {houses}', bn: '{label}; আধিপত্য: {houses}', gu: '{label}, {houses}નો સ્વામી' },
  node: { en: '{label}, in the {house} house in {sign} ruled by {dispositor}', hi: '{label}, {dispositor} की राशि {sign} में {house} भाव में', ta: '{label}; {dispositor} ஆளும் {sign} ராசியில், {house} பாவத்தில்', te: '{label}; {dispositor} ఏలే {sign} రాశిలో, {house} భావంలో', kn: '{label}; {dispositor} ಆಳುವ {sign} ರಾಶಿಯಲ್ಲಿ, {house} ಭಾವದಲ್ಲಿ', ml: '{label}; {dispositor} ഭരിക്കുന്ന {sign} രാശിയിൽ, {house} ഭാവത്തിൽ', mr: '{label}; {dispositor} याच्या {sign} राशीत, {house} स्थानात', bn: '{label}; {dispositor} শাসিত {sign} রাশিতে, {house} ভাবে', gu: '{label}, {dispositor}ની રાશિ {sign}માં {house} ભાવમાં' },
} as const;

export type FunctionalNatureRuleId = (typeof FUNCTIONAL_NATURE_RULES)[number]['id'];

/** The words for a functional nature inside a sentence. */
export const FUNCTIONAL_NATURE_WORDS = {
  favorable: { en: 'functional benefic', hi: 'कार्यात्मक शुभ ग्रह', ta: 'ஆதிபத்திய சுபக் கிரகம்', te: 'ఆధిపత్యరీత్యా శుభగ్రహం', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಶುಭ ಗ್ರಹ', ml: 'ആധിപത്യപ്രകാരം ശുഭഗ്രഹം', mr: 'कार्यात्मक शुभ ग्रह', bn: 'কার্যগত শুভ গ্রহ', gu: 'કાર્યાત્મક શુભ ગ્રહ' },
  neutral: { en: 'functionally neutral planet', hi: 'कार्यात्मक रूप से सम ग्रह', ta: 'ஆதிபத்திய ரீதியில் சமமான கிரகம்', te: 'ఆధిపత్యరీత్యా సమగ్రహం', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಸಮ ಗ್ರಹ', ml: 'ആധിപത്യപ്രകാരം സമഗ്രഹം', mr: 'कार्यात्मक सम ग्रह', bn: 'কার্যগত সম গ্রহ', gu: 'કાર્યાત્મક સમ ગ્રહ' },
  challenging: { en: 'functional malefic', hi: 'कार्यात्मक अशुभ ग्रह', ta: 'ஆதிபத்திய பாபக் கிரகம்', te: 'ఆధిపత్యరీత్యా పాపగ్రహం', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಪಾಪ ಗ್ರಹ', ml: 'ആധിപത്യപ്രകാരം പാപഗ്രഹം', mr: 'कार्यात्मक पाप ग्रह', bn: 'কার্যগত পাপ গ্রহ', gu: 'કાર્યાત્મક પાપ ગ્રહ' },
} as const satisfies Record<FunctionalNature, Text>;

interface ToneRule extends RuleRecord {
  readonly tone: Tone;
  readonly cases: readonly (readonly [FunctionalNature, DashaStrength])[];
}

/** How a graha's functional nature and strength combine into the tone of a text. */
export const TONE_RULES = [
  {
    id: 'tone.supportive', tone: 'supportive',
    cases: [['favorable', 'Strong'], ['favorable', 'Moderate'], ['neutral', 'Strong']],
    condition: 'A functional benefic that is not Weak, or a functionally neutral graha that is Strong.',
  },
  {
    id: 'tone.mixed', tone: 'mixed',
    cases: [['favorable', 'Weak'], ['neutral', 'Moderate'], ['challenging', 'Strong']],
    condition: 'A Weak functional benefic, a Moderate neutral graha or a Strong functional malefic.',
  },
  {
    id: 'tone.testing', tone: 'testing',
    cases: [['neutral', 'Weak'], ['challenging', 'Moderate'], ['challenging', 'Weak']],
    condition: 'A Weak neutral graha or a functional malefic that is not Strong.',
  },
] as const satisfies readonly ToneRule[];

interface InfluenceOutcomeRule extends RuleRecord {
  readonly nature: FunctionalNature;
  readonly strength: DashaStrength;
  /** {matters}: the houses the graha rules (or, for a node, occupies) with their themes. */
  readonly template: Text;
}

/** The closing clause of an influence sentence, by functional nature and strength. */
export const INFLUENCE_OUTCOME_RULES = [
  {
    id: 'influence.favorable-strong', nature: 'favorable', strength: 'Strong',
    template: { en: 'as a Strong functional benefic it brings {matters} to fruition', hi: 'प्रबल कार्यात्मक शुभ ग्रह के रूप में यह {matters} के विषयों को फलीभूत करता है', ta: 'பலமான ஆதிபத்திய சுபக் கிரகமாக {matters} தொடர்பான விஷயங்களை நிறைவேற்றும்', te: 'బలమైన ఆధిపత్యరీత్యా శుభగ్రహంగా {matters} సంబంధిత విషయాలను ఫలింపజేస్తాడు', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಶುಭ ಗ್ರಹವಾಗಿದ್ದು ಪ್ರಬಲವಾಗಿರುವುದರಿಂದ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳನ್ನು ಫಲಪ್ರದಗೊಳಿಸುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം ശുഭഗ്രഹവും ബലവാനുമായതിനാൽ {matters} സംബന്ധമായ കാര്യങ്ങൾ ഫലപ്രാപ്തിയിലെത്തിക്കുന്നു', mr: 'प्रबळ कार्यात्मक शुभ ग्रह म्हणून तो {matters} संबंधित बाबी फलद्रूप करतो', bn: 'প্রবল কার্যগত শুভ গ্রহ হিসেবে এটি {matters} সংক্রান্ত বিষয়গুলিকে সফল করে', gu: 'પ્રબળ કાર્યાત્મક શુભ ગ્રહ તરીકે તે {matters} સંબંધિત વિષયોને ફળીભૂત કરે છે' },
    condition: 'Functional benefic, Strong.',
  },
  {
    id: 'influence.favorable-moderate', nature: 'favorable', strength: 'Moderate',
    template: { en: 'as a functional benefic of Moderate strength it supports {matters}, with results that follow steady effort', hi: 'मध्यम बल के कार्यात्मक शुभ ग्रह के रूप में यह {matters} के विषयों में सहायक है, और फल निरंतर प्रयास से मिलते हैं', ta: 'மிதமான பலம் கொண்ட ஆதிபத்திய சுபக் கிரகமாக {matters} தொடர்பான விஷயங்களுக்குத் துணை நிற்கும்; தொடர்ந்த முயற்சிக்கு ஏற்பப் பலன் கிடைக்கும்', te: 'మధ్యస్థ బలం గల ఆధిపత్యరీత్యా శుభగ్రహంగా {matters} సంబంధిత విషయాలకు తోడ్పడతాడు; నిరంతర కృషికి తగిన ఫలితాలు వస్తాయి', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಶುಭ ಗ್ರಹವಾಗಿದ್ದು ಮಧ್ಯಮ ಬಲ ಹೊಂದಿರುವುದರಿಂದ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳಿಗೆ ನೆರವಾಗುತ್ತದೆ; ನಿರಂತರ ಪ್ರಯತ್ನಕ್ಕೆ ತಕ್ಕ ಫಲ ಸಿಗುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം ശുഭഗ്രഹവും മധ്യമബലമുള്ളതുമായതിനാൽ {matters} സംബന്ധമായ കാര്യങ്ങളെ പിന്തുണയ്ക്കുന്നു; സ്ഥിരമായ പരിശ്രമത്തിനനുസരിച്ച് ഫലം ലഭിക്കും', mr: 'मध्यम बलाचा कार्यात्मक शुभ ग्रह म्हणून तो {matters} संबंधित बाबींना साहाय्य करतो, आणि फळे सातत्यपूर्ण प्रयत्नांनंतर मिळतात', bn: 'মধ্যম বলের কার্যগত শুভ গ্রহ হিসেবে এটি {matters} সংক্রান্ত বিষয়ে সহায়তা করে, আর ফল আসে নিরন্তর চেষ্টায়', gu: 'મધ્યમ બળના કાર્યાત્મક શુભ ગ્રહ તરીકે તે {matters} સંબંધિત વિષયોમાં સહાયક છે, અને ફળ સતત પ્રયત્નથી મળે છે' },
    condition: 'Functional benefic, Moderate.',
  },
  {
    id: 'influence.favorable-weak', nature: 'favorable', strength: 'Weak',
    template: { en: 'as a Weak functional benefic it promises {matters} but delivers them late or in part', hi: 'निर्बल कार्यात्मक शुभ ग्रह के रूप में यह {matters} के विषयों में फल का वचन देता है, पर फल देर से या अधूरे मिलते हैं', ta: 'பலவீனமான ஆதிபத்திய சுபக் கிரகமாக {matters} தொடர்பான விஷயங்களில் பலனை வாக்களிக்கும், ஆனால் தாமதமாகவோ பகுதியாகவோதான் தரும்', te: 'బలహీనమైన ఆధిపత్యరీత్యా శుభగ్రహంగా {matters} సంబంధిత విషయాలలో ఫలితాన్ని వాగ్దానం చేస్తాడు, కానీ ఆలస్యంగా లేదా పాక్షికంగా ఇస్తాడు', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಶುಭ ಗ್ರಹವಾದರೂ ದುರ್ಬಲವಾಗಿರುವುದರಿಂದ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳಲ್ಲಿ ಫಲದ ಭರವಸೆ ನೀಡುತ್ತದೆ, ಆದರೆ ತಡವಾಗಿ ಅಥವಾ ಭಾಗಶಃ ನೀಡುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം ശുഭഗ്രഹമെങ്കിലും ദുർബലമായതിനാൽ {matters} സംബന്ധമായ കാര്യങ്ങളിൽ ഫലം വാഗ്ദാനം ചെയ്യുന്നു, പക്ഷേ വൈകിയോ ഭാഗികമായോ മാത്രം നൽകുന്നു', mr: 'दुर्बळ कार्यात्मक शुभ ग्रह म्हणून तो {matters} संबंधित बाबींमध्ये फळाचे आश्वासन देतो, पण फळे उशिरा किंवा अर्धवट मिळतात', bn: 'দুর্বল কার্যগত শুভ গ্রহ হিসেবে এটি {matters} সংক্রান্ত বিষয়ে ফলের প্রতিশ্রুতি দেয়, কিন্তু ফল আসে দেরিতে বা আংশিকভাবে', gu: 'નિર્બળ કાર્યાત્મક શુભ ગ્રહ તરીકે તે {matters} સંબંધિત વિષયોમાં ફળનું વચન આપે છે, પણ ફળ મોડાં કે અધૂરાં મળે છે' },
    condition: 'Functional benefic, Weak.',
  },
  {
    id: 'influence.neutral-strong', nature: 'neutral', strength: 'Strong',
    template: { en: 'functionally neutral but Strong, it gives good results for {matters} through the grahas it joins and aspects', hi: 'कार्यात्मक रूप से सम पर प्रबल होने से यह अपने साथ बैठे और अपनी दृष्टि में आए ग्रहों के माध्यम से {matters} के विषयों में अच्छे फल देता है', ta: 'ஆதிபத்திய ரீதியில் சமமானதாயினும் பலமாக இருப்பதால், தன்னுடன் சேர்ந்த கிரகங்கள், தான் பார்க்கும் கிரகங்கள் வழியாக {matters} தொடர்பான விஷயங்களில் நல்ல பலன் தரும்', te: 'ఆధిపత్యరీత్యా సముడైనా బలంగా ఉండటం వల్ల, తనతో కలిసిన గ్రహాల ద్వారా, తాను చూసే గ్రహాల ద్వారా {matters} సంబంధిత విషయాలలో మంచి ఫలితాలు ఇస్తాడు', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಸಮ ಗ್ರಹವಾದರೂ ಪ್ರಬಲವಾಗಿರುವುದರಿಂದ, ತನ್ನೊಡನೆ ಸೇರಿದ ಮತ್ತು ತಾನು ನೋಡುವ ಗ್ರಹಗಳ ಮೂಲಕ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳಲ್ಲಿ ಒಳ್ಳೆಯ ಫಲ ನೀಡುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം സമഗ്രഹമെങ്കിലും ബലവാനായതിനാൽ, ഒപ്പം ചേർന്ന ഗ്രഹങ്ങളിലൂടെയും താൻ ദൃഷ്ടി ചെയ്യുന്ന ഗ്രഹങ്ങളിലൂടെയും {matters} സംബന്ധമായ കാര്യങ്ങളിൽ നല്ല ഫലം നൽകുന്നു', mr: 'कार्यात्मकदृष्ट्या सम पण प्रबळ असल्याने तो आपल्यासोबतच्या आणि आपल्या दृष्टीतील ग्रहांद्वारे {matters} संबंधित बाबींमध्ये चांगली फळे देतो', bn: 'কার্যগতভাবে সম হলেও প্রবল হওয়ায় এটি সঙ্গী গ্রহ ও নিজের দৃষ্টিতে থাকা গ্রহদের মাধ্যমে {matters} সংক্রান্ত বিষয়ে ভালো ফল দেয়', gu: 'કાર્યાત્મક રીતે સમ પણ પ્રબળ હોવાથી તે પોતાની સાથે રહેલા અને પોતાની દૃષ્ટિમાં આવતા ગ્રહો દ્વારા {matters} સંબંધિત વિષયોમાં સારાં ફળ આપે છે' },
    condition: 'Functionally neutral, Strong.',
  },
  {
    id: 'influence.neutral-moderate', nature: 'neutral', strength: 'Moderate',
    template: { en: 'functionally neutral and of Moderate strength, it gives mixed results for {matters}', hi: 'कार्यात्मक रूप से सम और मध्यम बल का होने से यह {matters} के विषयों में मिश्रित फल देता है', ta: 'ஆதிபத்திய ரீதியில் சமமானதும் மிதமான பலம் கொண்டதுமாக இருப்பதால் {matters} தொடர்பான விஷயங்களில் கலவையான பலன் தரும்', te: 'ఆధిపత్యరీత్యా సముడు, మధ్యస్థ బలం గలవాడు కావడం వల్ల {matters} సంబంధిత విషయాలలో మిశ్రమ ఫలితాలు ఇస్తాడు', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಸಮ ಗ್ರಹವಾಗಿದ್ದು ಮಧ್ಯಮ ಬಲ ಹೊಂದಿರುವುದರಿಂದ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳಲ್ಲಿ ಮಿಶ್ರ ಫಲ ನೀಡುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം സമഗ്രഹവും മധ്യമബലമുള്ളതുമായതിനാൽ {matters} സംബന്ധമായ കാര്യങ്ങളിൽ സമ്മിശ്ര ഫലം നൽകുന്നു', mr: 'कार्यात्मकदृष्ट्या सम आणि मध्यम बलाचा असल्याने तो {matters} संबंधित बाबींमध्ये संमिश्र फळे देतो', bn: 'কার্যগতভাবে সম ও মধ্যম বলের হওয়ায় এটি {matters} সংক্রান্ত বিষয়ে মিশ্র ফল দেয়', gu: 'કાર્યાત્મક રીતે સમ અને મધ્યમ બળનો હોવાથી તે {matters} સંબંધિત વિષયોમાં મિશ્ર ફળ આપે છે' },
    condition: 'Functionally neutral, Moderate.',
  },
  {
    id: 'influence.neutral-weak', nature: 'neutral', strength: 'Weak',
    template: { en: 'functionally neutral and Weak, it leaves {matters} unsettled', hi: 'कार्यात्मक रूप से सम और निर्बल होने से यह {matters} के विषयों को अनिश्चित छोड़ देता है', ta: 'ஆதிபத்திய ரீதியில் சமமானதும் பலவீனமானதுமாக இருப்பதால் {matters} தொடர்பான விஷயங்களை முடிவில்லாமல் விட்டுவிடும்', te: 'ఆధిపత్యరీత్యా సముడు, బలహీనుడు కావడం వల్ల {matters} సంబంధిత విషయాలను అనిశ్చితంగా వదిలేస్తాడు', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಸಮ ಗ್ರಹವಾಗಿದ್ದು ದುರ್ಬಲವಾಗಿರುವುದರಿಂದ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳನ್ನು ಅನಿಶ್ಚಿತವಾಗಿ ಬಿಡುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം സമഗ്രഹവും ദുർബലവുമായതിനാൽ {matters} സംബന്ധമായ കാര്യങ്ങൾ അനിശ്ചിതത്വത്തിൽ വിടുന്നു', mr: 'कार्यात्मकदृष्ट्या सम आणि दुर्बळ असल्याने तो {matters} संबंधित बाबी अनिश्चित ठेवतो', bn: 'কার্যগতভাবে সম ও দুর্বল হওয়ায় এটি {matters} সংক্রান্ত বিষয়গুলিকে অনিশ্চিত রেখে দেয়', gu: 'કાર્યાત્મક રીતે સમ અને નિર્બળ હોવાથી તે {matters} સંબંધિત વિષયોને અનિશ્ચિત છોડી દે છે' },
    condition: 'Functionally neutral, Weak.',
  },
  {
    id: 'influence.challenging-strong', nature: 'challenging', strength: 'Strong',
    template: { en: 'as a Strong functional malefic it brings {matters} forcefully, with gains won through struggle', hi: 'प्रबल कार्यात्मक अशुभ ग्रह के रूप में यह {matters} के विषयों को ज़ोर से सामने लाता है, और लाभ संघर्ष से मिलते हैं', ta: 'பலமான ஆதிபத்திய பாபக் கிரகமாக {matters} தொடர்பான விஷயங்களை வேகமாக முன்கொண்டு வரும்; போராட்டத்தின் மூலமே லாபம் கிடைக்கும்', te: 'బలమైన ఆధిపత్యరీత్యా పాపగ్రహంగా {matters} సంబంధిత విషయాలను బలంగా ముందుకు తెస్తాడు; పోరాటం ద్వారానే లాభాలు వస్తాయి', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಪಾಪ ಗ್ರಹವಾಗಿದ್ದು ಪ್ರಬಲವಾಗಿರುವುದರಿಂದ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳನ್ನು ಬಲವಾಗಿ ಮುಂದೆ ತರುತ್ತದೆ; ಲಾಭ ಹೋರಾಟದಿಂದಲೇ ಸಿಗುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം പാപഗ്രഹവും ബലവാനുമായതിനാൽ {matters} സംബന്ധമായ കാര്യങ്ങൾ ശക്തമായി മുന്നോട്ടു കൊണ്ടുവരുന്നു; നേട്ടം പോരാട്ടത്തിലൂടെ മാത്രം', mr: 'प्रबळ कार्यात्मक पाप ग्रह म्हणून तो {matters} संबंधित बाबी जोरदारपणे पुढे आणतो, आणि लाभ संघर्षातूनच मिळतात', bn: 'প্রবল কার্যগত পাপ গ্রহ হিসেবে এটি {matters} সংক্রান্ত বিষয়গুলিকে জোরের সঙ্গে সামনে আনে, আর লাভ আসে সংগ্রামের মধ্য দিয়ে', gu: 'પ્રબળ કાર્યાત્મક પાપ ગ્રહ તરીકે તે {matters} સંબંધિત વિષયોને જોરથી સામે લાવે છે, અને લાભ સંઘર્ષથી મળે છે' },
    condition: 'Functional malefic, Strong.',
  },
  {
    id: 'influence.challenging-moderate', nature: 'challenging', strength: 'Moderate',
    template: { en: 'as a functional malefic of Moderate strength it brings obstacles in {matters}', hi: 'मध्यम बल के कार्यात्मक अशुभ ग्रह के रूप में यह {matters} के विषयों में बाधाएँ लाता है', ta: 'மிதமான பலம் கொண்ட ஆதிபத்திய பாபக் கிரகமாக {matters} தொடர்பான விஷயங்களில் தடைகளைத் தரும்', te: 'మధ్యస్థ బలం గల ఆధిపత్యరీత్యా పాపగ్రహంగా {matters} సంబంధిత విషయాలలో ఆటంకాలు కలిగిస్తాడు', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಪಾಪ ಗ್ರಹವಾಗಿದ್ದು ಮಧ್ಯಮ ಬಲ ಹೊಂದಿರುವುದರಿಂದ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳಲ್ಲಿ ಅಡೆತಡೆಗಳನ್ನು ತರುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം പാപഗ്രഹവും മധ്യമബലമുള്ളതുമായതിനാൽ {matters} സംബന്ധമായ കാര്യങ്ങളിൽ തടസ്സങ്ങൾ ഉണ്ടാക്കുന്നു', mr: 'मध्यम बलाचा कार्यात्मक पाप ग्रह म्हणून तो {matters} संबंधित बाबींमध्ये अडथळे आणतो', bn: 'মধ্যম বলের কার্যগত পাপ গ্রহ হিসেবে এটি {matters} সংক্রান্ত বিষয়ে বাধা আনে', gu: 'મધ્યમ બળના કાર્યાત્મક પાપ ગ્રહ તરીકે તે {matters} સંબંધિત વિષયોમાં અવરોધો લાવે છે' },
    condition: 'Functional malefic, Moderate.',
  },
  {
    id: 'influence.challenging-weak', nature: 'challenging', strength: 'Weak',
    template: { en: 'as a Weak functional malefic it brings losses and delays in {matters}', hi: 'निर्बल कार्यात्मक अशुभ ग्रह के रूप में यह {matters} के विषयों में हानि और विलंब लाता है', ta: 'பலவீனமான ஆதிபத்திய பாபக் கிரகமாக {matters} தொடர்பான விஷயங்களில் இழப்பும் தாமதமும் தரும்', te: 'బలహీనమైన ఆధిపత్యరీత్యా పాపగ్రహంగా {matters} సంబంధిత విషయాలలో నష్టాలు, ఆలస్యాలు కలిగిస్తాడు', kn: 'ಆಧಿಪತ್ಯದಿಂದ ಪಾಪ ಗ್ರಹವಾಗಿದ್ದು ದುರ್ಬಲವಾಗಿರುವುದರಿಂದ {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳಲ್ಲಿ ನಷ್ಟ ಮತ್ತು ವಿಳಂಬ ತರುತ್ತದೆ', ml: 'ആധിപത്യപ്രകാരം പാപഗ്രഹവും ദുർബലവുമായതിനാൽ {matters} സംബന്ധമായ കാര്യങ്ങളിൽ നഷ്ടവും കാലതാമസവും ഉണ്ടാക്കുന്നു', mr: 'दुर्बळ कार्यात्मक पाप ग्रह म्हणून तो {matters} संबंधित बाबींमध्ये हानी आणि विलंब आणतो', bn: 'দুর্বল কার্যগত পাপ গ্রহ হিসেবে এটি {matters} সংক্রান্ত বিষয়ে ক্ষতি ও বিলম্ব আনে', gu: 'નિર્બળ કાર્યાત્મક પાપ ગ્રહ તરીકે તે {matters} સંબંધિત વિષયોમાં નુકસાન અને વિલંબ લાવે છે' },
    condition: 'Functional malefic, Weak.',
  },
] as const satisfies readonly InfluenceOutcomeRule[];

/**
 * The influence sentence. {planet}, {level} (mahadasha …), {placement} (a dignity template), {house} (ordinal),
 * {lagna} (sign name), {houseGroup} (" (a kendra)" or empty), {lordship}, {outcome}, {conditions} and
 * {relation} (clauses with their own punctuation, or empty).
 */
export const INFLUENCE_TEMPLATE: Text = {
  en: '{planet} ({level} lord) is {placement}, in the {house} house from the {lagna} lagna{houseGroup}, and {lordship}; ' +
    '{outcome}{conditions}{relation}.',
  hi: '{planet} ({level} का स्वामी) {placement} है और {lagna} लग्न से {house} भाव में{houseGroup} स्थित है; यह {lordship}; ' +
    '{outcome}{conditions}{relation}।',
  ta: '{planet} ({level} அதிபதி): {placement}, {lagna} லக்னத்திலிருந்து {house} பாவத்தில்{houseGroup}; {lordship}; ' +
    '{outcome}{conditions}{relation}.',
  te: '{planet} ({level} అధిపతి): {placement}, {lagna} లగ్నం నుండి {house} భావంలో{houseGroup}; {lordship}; ' +
    '{outcome}{conditions}{relation}.',
  kn: '{planet} ({level}ಯ ಅಧಿಪತಿ): {placement}, {lagna} ಲಗ್ನದಿಂದ {house} ಭಾವದಲ್ಲಿ{houseGroup}; {lordship}; ' +
    '{outcome}{conditions}{relation}.',
  ml: '{level}: {planet}; {placement}, {lagna} ലഗ്നത്തിൽ നിന്ന് {house} ഭാവത്തിൽ{houseGroup}; {lordship}; ' +
    '{outcome}{conditions}{relation}.',
  mr: '{planet} ({level}स्वामी) {placement} असून {lagna} लग्नापासून {house} स्थानात{houseGroup} आहे; {lordship}; ' +
    '{outcome}{conditions}{relation}.',
  bn: '{planet} ({level}র অধিপতি) {placement}, {lagna} লগ্ন থেকে {house} ভাবে{houseGroup} অবস্থিত; {lordship}; ' +
    '{outcome}{conditions}{relation}।',
  gu: '{planet} ({level}નો સ્વામી) {placement} છે અને {lagna} લગ્નથી {house} ભાવમાં{houseGroup} સ્થિત છે; તે {lordship}; ' +
    '{outcome}{conditions}{relation}.',
};

/** The lordship clause: {houses} such as "the 4th and 5th houses"; {dispositor} a graha name. */
export const LORDSHIP_TEMPLATES = {
  rules: { en: 'rules {houses}', hi: '{houses} का स्वामी है', ta: 'ஆதிபத்தியம்: {houses}', te: 'ఆధిపత్యం: {houses}', kn: 'ಆಧಿಪತ್ಯ: {houses}', ml: 'ആധിപത്യം: {houses}', mr: 'स्वामित्व: {houses}', bn: 'আধিপত্য: {houses}', gu: '{houses}નો સ્વામી છે' },
  node: { en: 'rules no sign but acts for its dispositor, {dispositor}', hi: 'किसी राशि का स्वामी नहीं है, पर अपनी राशि के स्वामी {dispositor} के लिए कार्य करता है', ta: 'எந்த ராசிக்கும் அதிபதி அல்ல; தான் நிற்கும் ராசியின் அதிபதியான {dispositor} சார்பாகச் செயல்படும்', te: 'ఏ రాశికీ అధిపతి కాడు; తాను ఉన్న రాశి అధిపతి అయిన {dispositor} తరఫున పనిచేస్తాడు', kn: 'ಯಾವ ರಾಶಿಗೂ ಅಧಿಪತಿಯಲ್ಲ; ತಾನಿರುವ ರಾಶಿಯ ಅಧಿಪತಿ {dispositor} ಗ್ರಹದ ಪರವಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತದೆ', ml: 'ഒരു രാശിയുടെയും അധിപനല്ല; താൻ നിൽക്കുന്ന രാശിയുടെ അധിപനായ {dispositor} എന്ന ഗ്രഹത്തിനുവേണ്ടി പ്രവർത്തിക്കുന്നു', mr: 'तो कोणत्याही राशीचा स्वामी नाही, पण ज्या राशीत आहे तिचा स्वामी {dispositor} याच्यासाठी काम करतो', bn: 'এটি কোনো রাশির অধিপতি নয়, তবে যে রাশিতে আছে তার অধিপতি {dispositor} গ্রহের হয়ে কাজ করে', gu: 'કોઈ રાશિનો સ્વામી નથી, પણ પોતાની રાશિના સ્વામી {dispositor} માટે કાર્ય કરે છે' },
} as const;

/** The "matters" a graha's period is about: {house} ordinal, {themes} from HOUSE_MEANINGS. */
export const MATTER_TEMPLATE = { en: 'the {house} house ({themes})', hi: '{house} भाव ({themes})', ta: '{house} பாவம் ({themes})', te: '{house} భావం ({themes})', kn: '{house} ಭಾವ ({themes})', ml: '{house} ഭാവം ({themes})', mr: '{house} स्थान ({themes})', bn: '{house} ভাব ({themes})', gu: '{house} ભાવ ({themes})' };

interface RelationRule extends RuleRecord {
  /** Houses of the sub-lord counted from the sign of the parent lord. */
  readonly houses: readonly House[];
  readonly template: Text;
}

/**
 * The sub-period lord counted from the parent period's lord (BPHS antardasha chapters). {house} ordinal, {parent}
 * graha name, {parentLevel} mahadasha/antardasha. The same graha ruling both is `relation.same-lord`.
 */
export const RELATION_RULES = [
  {
    id: 'relation.same-lord', houses: [],
    template: { en: '; as lord of the {parentLevel} as well, it gives its own results undiluted', hi: '; {parentLevel} का स्वामी भी यही होने से यह अपने फल बिना किसी मिलावट के देता है', ta: '; {parentLevel} அதிபதியும் இதுவே என்பதால் தன் பலன்களைக் கலப்பின்றித் தரும்', te: '; {parentLevel} అధిపతి కూడా ఇతడే కావడం వల్ల తన ఫలితాలను కల్తీ లేకుండా ఇస్తాడు', kn: '; {parentLevel}ಯ ಅಧಿಪತಿಯೂ ಇದೇ ಆಗಿರುವುದರಿಂದ ತನ್ನ ಫಲವನ್ನು ಬೆರಕೆಯಿಲ್ಲದೆ ನೀಡುತ್ತದೆ', ml: '; {parentLevel} എന്ന കാലത്തിന്റെ നാഥനും ഇതേ ഗ്രഹമായതിനാൽ സ്വന്തം ഫലങ്ങൾ കലർപ്പില്ലാതെ നൽകുന്നു', mr: '; {parentLevel}स्वामीही हाच असल्याने तो आपली फळे कोणत्याही मिसळीशिवाय देतो', bn: '; {parentLevel}র অধিপতিও এটিই হওয়ায় এটি নিজের ফল অবিমিশ্রভাবে দেয়', gu: '; {parentLevel}નો સ્વામી પણ આ જ હોવાથી તે પોતાનાં ફળ કોઈ ભેળસેળ વિના આપે છે' },
    condition: 'The sub-period lord is the parent period lord.',
  },
  {
    id: 'relation.kendra-trikona', houses: [1, 4, 5, 7, 9, 10],
    template: { en: '; placed in the {house} from {parent}, the {parentLevel} lord, a kendra or trikona from it, it works in harmony with it', hi: '; {parentLevel} के स्वामी {parent} से {house} भाव में, अर्थात उससे केंद्र या त्रिकोण में, स्थित होने से यह उसके साथ तालमेल से काम करता है', ta: '; {parentLevel} அதிபதி {parent} நிற்கும் ராசியிலிருந்து {house} இடத்தில், அதாவது அதற்குக் கேந்திரத்தில் அல்லது திரிகோணத்தில் இருப்பதால், அதனுடன் இணக்கமாகச் செயல்படும்', te: '; {parentLevel} అధిపతి {parent} ఉన్న రాశి నుండి {house} స్థానంలో, అంటే కేంద్రంలో లేదా త్రికోణంలో ఉండటం వల్ల అతనితో సామరస్యంగా పనిచేస్తాడు', kn: '; {parentLevel}ಯ ಅಧಿಪತಿ {parent} ಇರುವ ರಾಶಿಯಿಂದ {house} ಸ್ಥಾನದಲ್ಲಿ, ಅಂದರೆ ಕೇಂದ್ರ ಅಥವಾ ತ್ರಿಕೋಣದಲ್ಲಿ ಇರುವುದರಿಂದ ಅದರೊಂದಿಗೆ ಹೊಂದಿಕೊಂಡು ಕೆಲಸ ಮಾಡುತ್ತದೆ', ml: '; {parent} ({parentLevel}) നിൽക്കുന്ന രാശിയിൽ നിന്ന് {house} ഭാവത്തിൽ, അതായത് അതിന് കേന്ദ്രത്തിലോ ത്രികോണത്തിലോ നിൽക്കുന്നതിനാൽ അതുമായി ഇണങ്ങി പ്രവർത്തിക്കുന്നു', mr: '; {parentLevel}स्वामी {parent} ज्या राशीत आहे तिथून {house} स्थानात, म्हणजे केंद्रात किंवा त्रिकोणात असल्याने तो त्याच्याशी सुसंगतपणे काम करतो', bn: '; {parentLevel}র অধিপতি {parent} যে রাশিতে আছে সেখান থেকে {house} স্থানে, অর্থাৎ তার কেন্দ্রে বা ত্রিকোণে থাকায় এটি তার সঙ্গে সামঞ্জস্য রেখে কাজ করে', gu: '; {parentLevel}ના સ્વામી {parent}થી {house} સ્થાનમાં, એટલે કે તેનાથી કેન્દ્ર કે ત્રિકોણમાં સ્થિત હોવાથી તે તેની સાથે તાલમેલથી કાર્ય કરે છે' },
    condition: 'The sub-period lord is in a kendra or trikona (1, 4, 5, 7, 9, 10) counted from the parent lord.',
  },
  {
    id: 'relation.dusthana', houses: [6, 8, 12],
    template: { en: '; placed in the {house} from {parent}, the {parentLevel} lord, it works at cross purposes with it', hi: '; {parentLevel} के स्वामी {parent} से {house} भाव में स्थित होने से यह उसके विरुद्ध दिशा में काम करता है', ta: '; {parentLevel} அதிபதி {parent} நிற்கும் ராசியிலிருந்து {house} இடத்தில் இருப்பதால், அதற்கு எதிர்த் திசையில் செயல்படும்', te: '; {parentLevel} అధిపతి {parent} ఉన్న రాశి నుండి {house} స్థానంలో ఉండటం వల్ల అతనికి వ్యతిరేక దిశలో పనిచేస్తాడు', kn: '; {parentLevel}ಯ ಅಧಿಪತಿ {parent} ಇರುವ ರಾಶಿಯಿಂದ {house} ಸ್ಥಾನದಲ್ಲಿ ಇರುವುದರಿಂದ ಅದಕ್ಕೆ ವಿರುದ್ಧ ದಿಕ್ಕಿನಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತದೆ', ml: '; {parent} ({parentLevel}) നിൽക്കുന്ന രാശിയിൽ നിന്ന് {house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ അതിന് വിപരീതമായി പ്രവർത്തിക്കുന്നു', mr: '; {parentLevel}स्वामी {parent} ज्या राशीत आहे तिथून {house} स्थानात असल्याने तो त्याच्या विरुद्ध दिशेने काम करतो', bn: '; {parentLevel}র অধিপতি {parent} যে রাশিতে আছে সেখান থেকে {house} স্থানে থাকায় এটি তার বিপরীত দিকে কাজ করে', gu: '; {parentLevel}ના સ્વામી {parent}થી {house} સ્થાનમાં સ્થિત હોવાથી તે તેની વિરુદ્ધ દિશામાં કાર્ય કરે છે' },
    condition: 'The sub-period lord is in the 6th, 8th or 12th counted from the parent lord.',
  },
  {
    id: 'relation.other', houses: [2, 3, 11],
    template: { en: '; placed in the {house} from {parent}, the {parentLevel} lord, it neither helps nor hinders it', hi: '; {parentLevel} के स्वामी {parent} से {house} भाव में स्थित होने से यह न उसकी सहायता करता है, न उसमें बाधा डालता है', ta: '; {parentLevel} அதிபதி {parent} நிற்கும் ராசியிலிருந்து {house} இடத்தில் இருப்பதால், அதற்கு உதவவும் செய்யாது, தடையாகவும் இருக்காது', te: '; {parentLevel} అధిపతి {parent} ఉన్న రాశి నుండి {house} స్థానంలో ఉండటం వల్ల అతనికి సహాయమూ చేయడు, ఆటంకమూ కలిగించడు', kn: '; {parentLevel}ಯ ಅಧಿಪತಿ {parent} ಇರುವ ರಾಶಿಯಿಂದ {house} ಸ್ಥಾನದಲ್ಲಿ ಇರುವುದರಿಂದ ಅದಕ್ಕೆ ನೆರವೂ ನೀಡುವುದಿಲ್ಲ, ಅಡ್ಡಿಯೂ ಮಾಡುವುದಿಲ್ಲ', ml: '; {parent} ({parentLevel}) നിൽക്കുന്ന രാശിയിൽ നിന്ന് {house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ അതിനെ സഹായിക്കുകയോ തടസ്സപ്പെടുത്തുകയോ ചെയ്യുന്നില്ല', mr: '; {parentLevel}स्वामी {parent} ज्या राशीत आहे तिथून {house} स्थानात असल्याने तो त्याला ना साहाय्य करतो, ना अडथळा आणतो', bn: '; {parentLevel}র অধিপতি {parent} যে রাশিতে আছে সেখান থেকে {house} স্থানে থাকায় এটি তাকে সাহায্যও করে না, বাধাও দেয় না', gu: '; {parentLevel}ના સ્વામી {parent}થી {house} સ્થાનમાં સ્થિત હોવાથી તે ન તો તેને સહાય કરે છે, ન અવરોધ કરે છે' },
    condition: 'The sub-period lord is in the 2nd, 3rd or 11th counted from the parent lord.',
  },
] as const satisfies readonly RelationRule[];

interface LifeArea {
  readonly id: LifeAreaId;
  /** Houses from the lagna the area is read from; the first is the one whose lord speaks when no dasha lord links. */
  readonly houses: readonly House[];
  readonly name: string;
  readonly tones: Readonly<Record<Tone, Text>>;
}

/** The five areas of `predictions.currentPeriod`, with what each tone means there. */
export const LIFE_AREAS = [
  {
    id: 'career', houses: [10], name: 'career',
    tones: {
      supportive: { en: 'so this period favors promotion, authority and recognition for sustained work', hi: 'इसलिए यह अवधि पदोन्नति, अधिकार और लगातार परिश्रम के सम्मान के अनुकूल है', ta: 'எனவே இக்காலம் பதவி உயர்வு, அதிகாரம், தொடர்ந்த உழைப்புக்கான அங்கீகாரம் ஆகியவற்றுக்குச் சாதகமானது', te: 'కాబట్టి ఈ కాలం పదోన్నతికి, అధికారానికి, నిరంతర కృషికి గుర్తింపుకు అనుకూలం', kn: 'ಆದ್ದರಿಂದ ಈ ಅವಧಿ ಬಡ್ತಿ, ಅಧಿಕಾರ ಮತ್ತು ನಿರಂತರ ದುಡಿಮೆಗೆ ಮನ್ನಣೆಗೆ ಅನುಕೂಲ', ml: 'അതിനാൽ ഈ കാലം സ്ഥാനക്കയറ്റത്തിനും അധികാരത്തിനും സ്ഥിരമായ അധ്വാനത്തിനുള്ള അംഗീകാരത്തിനും അനുകൂലം', mr: 'म्हणून हा काळ पदोन्नती, अधिकार आणि सातत्यपूर्ण कष्टांच्या सन्मानासाठी अनुकूल आहे', bn: 'তাই এই সময় পদোন্নতি, কর্তৃত্ব ও নিরন্তর পরিশ্রমের স্বীকৃতির অনুকূল', gu: 'તેથી આ સમયગાળો બઢતી, અધિકાર અને સતત પરિશ્રમની કદર માટે અનુકૂળ છે' },
      mixed: { en: 'so work brings recognition only with extra effort and some changes of direction', hi: 'इसलिए काम में मान्यता अतिरिक्त प्रयास से और दिशा के कुछ बदलावों के बाद ही मिलती है', ta: 'எனவே கூடுதல் முயற்சியாலும் திசையில் சில மாற்றங்களுக்குப் பின்னுமே பணியில் அங்கீகாரம் கிடைக்கும்', te: 'కాబట్టి అదనపు కృషితో, దిశలో కొన్ని మార్పుల తర్వాతే పనిలో గుర్తింపు లభిస్తుంది', kn: 'ಆದ್ದರಿಂದ ಹೆಚ್ಚಿನ ಪ್ರಯತ್ನ ಮತ್ತು ದಿಕ್ಕಿನ ಕೆಲವು ಬದಲಾವಣೆಗಳ ನಂತರವೇ ಕೆಲಸದಲ್ಲಿ ಮನ್ನಣೆ ಸಿಗುತ್ತದೆ', ml: 'അതിനാൽ അധികപരിശ്രമത്തിലൂടെയും ദിശയിലെ ചില മാറ്റങ്ങൾക്കു ശേഷവും മാത്രമേ ജോലിയിൽ അംഗീകാരം ലഭിക്കൂ', mr: 'म्हणून जादा प्रयत्नांनी आणि दिशेतील काही बदलांनंतरच कामात मान्यता मिळते', bn: 'তাই বাড়তি চেষ্টা ও দিক কিছুটা বদলের পরেই কাজে স্বীকৃতি মেলে', gu: 'તેથી કામમાં માન્યતા વધારાના પ્રયત્ન અને દિશામાં થોડા ફેરફાર પછી જ મળે છે' },
      testing: { en: 'so expect pressure at work, friction with superiors or a forced change of role', hi: 'इसलिए काम में दबाव, वरिष्ठों से टकराव या भूमिका में विवश बदलाव की आशंका है', ta: 'எனவே பணியில் அழுத்தம், மேலதிகாரிகளுடன் உரசல் அல்லது கட்டாயப் பணி மாற்றம் ஏற்படலாம்', te: 'కాబట్టి పనిలో ఒత్తిడి, పై అధికారులతో ఘర్షణ లేదా బలవంతపు బాధ్యతల మార్పు ఎదురుకావచ్చు', kn: 'ಆದ್ದರಿಂದ ಕೆಲಸದಲ್ಲಿ ಒತ್ತಡ, ಮೇಲಧಿಕಾರಿಗಳೊಂದಿಗೆ ಘರ್ಷಣೆ ಅಥವಾ ಬಲವಂತದ ಹುದ್ದೆ ಬದಲಾವಣೆ ಎದುರಾಗಬಹುದು', ml: 'അതിനാൽ ജോലിയിൽ സമ്മർദ്ദം, മേലധികാരികളുമായി ഉരസൽ, അല്ലെങ്കിൽ നിർബന്ധിത സ്ഥാനമാറ്റം പ്രതീക്ഷിക്കാം', mr: 'म्हणून कामात दडपण, वरिष्ठांशी खटके किंवा भूमिकेत सक्तीचा बदल संभवतो', bn: 'তাই কাজে চাপ, ঊর্ধ্বতনদের সঙ্গে সংঘাত বা বাধ্য হয়ে ভূমিকা বদলের আশঙ্কা আছে', gu: 'તેથી કામમાં દબાણ, ઉપરીઓ સાથે ઘર્ષણ કે ભૂમિકામાં ફરજિયાત ફેરફારની શક્યતા છે' },
    },
  },
  {
    id: 'finance', houses: [2, 11], name: 'finances',
    tones: {
      supportive: { en: 'so savings and income grow and past efforts pay', hi: 'इसलिए बचत और आय बढ़ती है और पिछले प्रयासों का फल मिलता है', ta: 'எனவே சேமிப்பும் வருமானமும் பெருகும், கடந்த கால முயற்சிகள் பலன் தரும்', te: 'కాబట్టి పొదుపు, ఆదాయం పెరుగుతాయి, గత ప్రయత్నాలు ఫలిస్తాయి', kn: 'ಆದ್ದರಿಂದ ಉಳಿತಾಯ ಮತ್ತು ಆದಾಯ ಹೆಚ್ಚುತ್ತವೆ, ಹಿಂದಿನ ಪ್ರಯತ್ನಗಳು ಫಲ ನೀಡುತ್ತವೆ', ml: 'അതിനാൽ സമ്പാദ്യവും വരുമാനവും വളരും, മുൻകാല പരിശ്രമങ്ങൾ ഫലം തരും', mr: 'म्हणून बचत आणि उत्पन्न वाढते आणि पूर्वीच्या प्रयत्नांचे फळ मिळते', bn: 'তাই সঞ্চয় ও আয় বাড়ে, অতীতের চেষ্টার ফল মেলে', gu: 'તેથી બચત અને આવક વધે છે અને જૂના પ્રયત્નોનું ફળ મળે છે' },
      mixed: { en: 'so income comes in but is matched by expenses, which calls for a careful budget', hi: 'इसलिए आय तो आती है पर उतना ही ख़र्च भी होता है, जिससे सावधानी से बजट बनाना आवश्यक है', ta: 'எனவே வருமானம் வந்தாலும் அதற்கு இணையாகச் செலவும் இருக்கும்; கவனமான வரவு-செலவுத் திட்டம் தேவை', te: 'కాబట్టి ఆదాయం వచ్చినా దానికి సమానంగా ఖర్చులూ ఉంటాయి; జాగ్రత్తగా బడ్జెట్ వేసుకోవాలి', kn: 'ಆದ್ದರಿಂದ ಆದಾಯ ಬಂದರೂ ಅಷ್ಟೇ ಖರ್ಚೂ ಇರುತ್ತದೆ; ಎಚ್ಚರಿಕೆಯ ಬಜೆಟ್ ಅಗತ್ಯ', ml: 'അതിനാൽ വരുമാനം വന്നാലും അത്രതന്നെ ചെലവുമുണ്ടാകും; ശ്രദ്ധയോടെയുള്ള ബജറ്റ് ആവശ്യം', mr: 'म्हणून उत्पन्न येते, पण तितकाच खर्चही होतो; काळजीपूर्वक अंदाजपत्रक आवश्यक आहे', bn: 'তাই আয় আসে, কিন্তু ততটাই ব্যয়ও হয়; সাবধানে বাজেট করা দরকার', gu: 'તેથી આવક તો આવે છે પણ એટલો જ ખર્ચ પણ થાય છે, એટલે સાવચેતીથી બજેટ બનાવવું જરૂરી છે' },
      testing: { en: 'so guard savings, avoid speculation and expect irregular income', hi: 'इसलिए बचत की रक्षा करें, सट्टे से बचें और आय अनियमित रहने की आशंका रखें', ta: 'எனவே சேமிப்பைக் காத்துக்கொள்ளுங்கள், ஊக வணிகத்தைத் தவிருங்கள்; வருமானம் சீரற்றதாக இருக்கலாம்', te: 'కాబట్టి పొదుపును కాపాడుకోండి, ఊహాజనిత పెట్టుబడులకు దూరంగా ఉండండి; ఆదాయం క్రమం తప్పవచ్చు', kn: 'ಆದ್ದರಿಂದ ಉಳಿತಾಯವನ್ನು ಕಾಪಾಡಿಕೊಳ್ಳಿ, ಊಹಾಪೋಹದ ಹೂಡಿಕೆಯಿಂದ ದೂರವಿರಿ; ಆದಾಯ ಅನಿಯಮಿತವಾಗಿರಬಹುದು', ml: 'അതിനാൽ സമ്പാദ്യം സൂക്ഷിക്കുക, ഊഹക്കച്ചവടം ഒഴിവാക്കുക; വരുമാനം ക്രമരഹിതമാകാം', mr: 'म्हणून बचत जपा, सट्टा टाळा; उत्पन्न अनियमित राहण्याची शक्यता आहे', bn: 'তাই সঞ্চয় রক্ষা করুন, ফাটকা এড়িয়ে চলুন; আয় অনিয়মিত হতে পারে', gu: 'તેથી બચત સાચવો, સટ્ટાથી દૂર રહો; આવક અનિયમિત રહેવાની શક્યતા છે' },
    },
  },
  {
    id: 'health', houses: [1, 6, 8], name: 'health',
    tones: {
      supportive: { en: 'so vitality is good and ailments recover quickly', hi: 'इसलिए जीवनशक्ति अच्छी रहती है और रोग जल्दी ठीक होते हैं', ta: 'எனவே உடல் உற்சாகம் நன்றாக இருக்கும், நோய்கள் விரைவில் குணமாகும்', te: 'కాబట్టి శరీర శక్తి బాగుంటుంది, అనారోగ్యాలు త్వరగా నయమవుతాయి', kn: 'ಆದ್ದರಿಂದ ಚೈತನ್ಯ ಚೆನ್ನಾಗಿರುತ್ತದೆ, ಕಾಯಿಲೆಗಳು ಬೇಗ ವಾಸಿಯಾಗುತ್ತವೆ', ml: 'അതിനാൽ ഓജസ്സ് നല്ലതായിരിക്കും, രോഗങ്ങൾ വേഗം ഭേദമാകും', mr: 'म्हणून चैतन्य चांगले राहते आणि आजार लवकर बरे होतात', bn: 'তাই প্রাণশক্তি ভালো থাকে, রোগ দ্রুত সারে', gu: 'તેથી સ્ફૂર્તિ સારી રહે છે અને રોગ ઝડપથી મટે છે' },
      mixed: { en: 'so health holds steady but needs a regular routine and rest', hi: 'इसलिए स्वास्थ्य स्थिर रहता है, पर नियमित दिनचर्या और विश्राम आवश्यक है', ta: 'எனவே உடல்நலம் சீராக இருக்கும், ஆனால் ஒழுங்கான தினசரி முறையும் ஓய்வும் தேவை', te: 'కాబట్టి ఆరోగ్యం స్థిరంగా ఉంటుంది, కానీ క్రమమైన దినచర్య, విశ్రాంతి అవసరం', kn: 'ಆದ್ದರಿಂದ ಆರೋಗ್ಯ ಸ್ಥಿರವಾಗಿರುತ್ತದೆ, ಆದರೆ ನಿಯಮಿತ ದಿನಚರಿ ಮತ್ತು ವಿಶ್ರಾಂತಿ ಅಗತ್ಯ', ml: 'അതിനാൽ ആരോഗ്യം സ്ഥിരമായിരിക്കും, എങ്കിലും ചിട്ടയായ ദിനചര്യയും വിശ്രമവും ആവശ്യം', mr: 'म्हणून आरोग्य स्थिर राहते, पण नियमित दिनक्रम आणि विश्रांती आवश्यक आहे', bn: 'তাই স্বাস্থ্য স্থির থাকে, তবে নিয়মিত দিনচর্যা ও বিশ্রাম দরকার', gu: 'તેથી આરોગ્ય સ્થિર રહે છે, પણ નિયમિત દિનચર્યા અને આરામ જરૂરી છે' },
      testing: { en: 'so watch for fatigue, chronic complaints and accidents, and do not postpone check-ups', hi: 'इसलिए थकान, पुराने रोगों और दुर्घटनाओं से सावधान रहें और जाँच को न टालें', ta: 'எனவே சோர்வு, நாள்பட்ட உபாதைகள், விபத்துகள் குறித்து எச்சரிக்கையாக இருங்கள்; மருத்துவப் பரிசோதனைகளைத் தள்ளிப்போடாதீர்கள்', te: 'కాబట్టి అలసట, దీర్ఘకాలిక రుగ్మతలు, ప్రమాదాల పట్ల జాగ్రత్తగా ఉండండి; వైద్య పరీక్షలను వాయిదా వేయకండి', kn: 'ಆದ್ದರಿಂದ ಆಯಾಸ, ದೀರ್ಘಕಾಲದ ತೊಂದರೆಗಳು ಮತ್ತು ಅಪಘಾತಗಳ ಬಗ್ಗೆ ಎಚ್ಚರವಿರಲಿ; ವೈದ್ಯಕೀಯ ತಪಾಸಣೆಯನ್ನು ಮುಂದೂಡಬೇಡಿ', ml: 'അതിനാൽ ക്ഷീണം, വിട്ടുമാറാത്ത അസുഖങ്ങൾ, അപകടങ്ങൾ എന്നിവയിൽ ശ്രദ്ധിക്കുക; വൈദ്യപരിശോധനകൾ നീട്ടിവയ്ക്കരുത്', mr: 'म्हणून थकवा, जुनी दुखणी आणि अपघात यांबाबत सावध राहा; तपासण्या पुढे ढकलू नका', bn: 'তাই ক্লান্তি, পুরোনো অসুখ ও দুর্ঘটনা সম্পর্কে সতর্ক থাকুন; স্বাস্থ্য পরীক্ষা পিছিয়ে দেবেন না', gu: 'તેથી થાક, જૂની તકલીફો અને અકસ્માતોથી સાવધ રહો; તબીબી તપાસ ટાળશો નહીં' },
    },
  },
  {
    id: 'relationships', houses: [7], name: 'relationships',
    tones: {
      supportive: { en: 'so partnerships and marriage are harmonious and new alliances form', hi: 'इसलिए साझेदारी और विवाह में सामंजस्य रहता है और नए संबंध बनते हैं', ta: 'எனவே கூட்டாண்மையிலும் திருமணத்திலும் இணக்கம் நிலவும், புதிய உறவுகள் உருவாகும்', te: 'కాబట్టి భాగస్వామ్యాలు, వివాహం సామరస్యంగా ఉంటాయి, కొత్త సంబంధాలు ఏర్పడతాయి', kn: 'ಆದ್ದರಿಂದ ಪಾಲುದಾರಿಕೆ ಮತ್ತು ದಾಂಪತ್ಯದಲ್ಲಿ ಸಾಮರಸ್ಯ ಇರುತ್ತದೆ, ಹೊಸ ಸಂಬಂಧಗಳು ರೂಪುಗೊಳ್ಳುತ್ತವೆ', ml: 'അതിനാൽ പങ്കാളിത്തങ്ങളിലും ദാമ്പത്യത്തിലും ഐക്യമുണ്ടാകും, പുതിയ ബന്ധങ്ങൾ രൂപപ്പെടും', mr: 'म्हणून भागीदारी आणि वैवाहिक जीवनात सुसंवाद राहतो आणि नवे संबंध जुळतात', bn: 'তাই অংশীদারি ও দাম্পত্যে সম্প্রীতি থাকে, নতুন সম্পর্ক গড়ে ওঠে', gu: 'તેથી ભાગીદારી અને દાંપત્યમાં સુમેળ રહે છે અને નવા સંબંધો બંધાય છે' },
      mixed: { en: 'so relationships need patience and honest talk to stay in balance', hi: 'इसलिए संबंधों का संतुलन बनाए रखने के लिए धैर्य और खुली बातचीत आवश्यक है', ta: 'எனவே உறவுகள் சமநிலையில் இருக்கப் பொறுமையும் வெளிப்படையான பேச்சும் தேவை', te: 'కాబట్టి సంబంధాలు సమతుల్యంగా ఉండాలంటే ఓర్పు, నిజాయితీతో కూడిన మాటలు అవసరం', kn: 'ಆದ್ದರಿಂದ ಸಂಬಂಧಗಳ ಸಮತೋಲನಕ್ಕೆ ತಾಳ್ಮೆ ಮತ್ತು ಪ್ರಾಮಾಣಿಕ ಮಾತುಕತೆ ಅಗತ್ಯ', ml: 'അതിനാൽ ബന്ധങ്ങളുടെ സന്തുലനത്തിന് ക്ഷമയും തുറന്ന സംസാരവും ആവശ്യം', mr: 'म्हणून नात्यांचा समतोल राखण्यासाठी संयम आणि मोकळा संवाद आवश्यक आहे', bn: 'তাই সম্পর্কের ভারসাম্য রাখতে ধৈর্য ও খোলামেলা কথাবার্তা দরকার', gu: 'તેથી સંબંધોનું સંતુલન જાળવવા ધીરજ અને ખુલ્લી વાતચીત જરૂરી છે' },
      testing: { en: 'so expect friction, distance or misunderstanding with the spouse or partners', hi: 'इसलिए जीवनसाथी या साझेदारों से टकराव, दूरी या ग़लतफ़हमी की आशंका है', ta: 'எனவே வாழ்க்கைத்துணை அல்லது கூட்டாளிகளுடன் உரசல், இடைவெளி அல்லது தவறான புரிதல் ஏற்படலாம்', te: 'కాబట్టి జీవిత భాగస్వామితో లేదా భాగస్వాములతో ఘర్షణ, దూరం లేదా అపార్థాలు ఎదురుకావచ్చు', kn: 'ಆದ್ದರಿಂದ ಸಂಗಾತಿ ಅಥವಾ ಪಾಲುದಾರರೊಂದಿಗೆ ಘರ್ಷಣೆ, ಅಂತರ ಅಥವಾ ತಪ್ಪುತಿಳುವಳಿಕೆ ಉಂಟಾಗಬಹುದು', ml: 'അതിനാൽ ജീവിതപങ്കാളിയുമായോ പങ്കാളികളുമായോ ഉരസൽ, അകൽച്ച, തെറ്റിദ്ധാരണ എന്നിവ ഉണ്ടാകാം', mr: 'म्हणून जोडीदाराशी किंवा भागीदारांशी खटके, दुरावा किंवा गैरसमज संभवतात', bn: 'তাই জীবনসঙ্গী বা অংশীদারদের সঙ্গে সংঘাত, দূরত্ব বা ভুল বোঝাবুঝির আশঙ্কা আছে', gu: 'તેથી જીવનસાથી કે ભાગીદારો સાથે ઘર્ષણ, અંતર કે ગેરસમજની શક્યતા છે' },
    },
  },
  {
    id: 'spiritual', houses: [9, 12], name: 'spiritual life',
    tones: {
      supportive: { en: 'so study, pilgrimage, guidance from teachers and meditation bear fruit', hi: 'इसलिए अध्ययन, तीर्थयात्रा, गुरुओं का मार्गदर्शन और ध्यान फलदायी होते हैं', ta: 'எனவே கல்வி, தீர்த்த யாத்திரை, குருவின் வழிகாட்டல், தியானம் ஆகியவை பலன் தரும்', te: 'కాబట్టి అధ్యయనం, తీర్థయాత్ర, గురువుల మార్గదర్శనం, ధ్యానం ఫలిస్తాయి', kn: 'ಆದ್ದರಿಂದ ಅಧ್ಯಯನ, ತೀರ್ಥಯಾತ್ರೆ, ಗುರುಗಳ ಮಾರ್ಗದರ್ಶನ ಮತ್ತು ಧ್ಯಾನ ಫಲ ನೀಡುತ್ತವೆ', ml: 'അതിനാൽ പഠനം, തീർഥയാത്ര, ഗുരുക്കന്മാരുടെ മാർഗനിർദേശം, ധ്യാനം എന്നിവ ഫലം തരും', mr: 'म्हणून अभ्यास, तीर्थयात्रा, गुरूंचे मार्गदर्शन आणि ध्यान फलदायी ठरतात', bn: 'তাই অধ্যয়ন, তীর্থযাত্রা, গুরুর পথনির্দেশ ও ধ্যান ফলপ্রসূ হয়', gu: 'તેથી અભ્યાસ, તીર્થયાત્રા, ગુરુઓનું માર્ગદર્શન અને ધ્યાન ફળદાયી બને છે' },
      mixed: { en: 'so spiritual practice runs in phases of fervor and doubt', hi: 'इसलिए आध्यात्मिक साधना में उत्साह और संशय के दौर बारी-बारी से आते हैं', ta: 'எனவே ஆன்மிகச் சாதனையில் ஆர்வமும் ஐயமும் மாறி மாறி வரும்', te: 'కాబట్టి ఆధ్యాత్మిక సాధనలో ఉత్సాహం, సందేహం మార్చి మార్చి వస్తాయి', kn: 'ಆದ್ದರಿಂದ ಆಧ್ಯಾತ್ಮಿಕ ಸಾಧನೆಯಲ್ಲಿ ಉತ್ಸಾಹ ಮತ್ತು ಸಂಶಯ ಸರದಿಯಂತೆ ಬರುತ್ತವೆ', ml: 'അതിനാൽ ആത്മീയ സാധനയിൽ ആവേശവും സംശയവും മാറിമാറി വരും', mr: 'म्हणून आध्यात्मिक साधनेत उत्साह आणि संशय आलटून पालटून येतात', bn: 'তাই আধ্যাত্মিক সাধনায় উৎসাহ ও সংশয় পালা করে আসে', gu: 'તેથી આધ્યાત્મિક સાધનામાં ઉત્સાહ અને સંશય વારાફરતી આવે છે' },
      testing: { en: 'so faith is tested and guidance is hard to find, and a simple daily practice steadies it', hi: 'इसलिए आस्था की परीक्षा होती है और मार्गदर्शन कठिनाई से मिलता है; एक सरल दैनिक साधना इसे स्थिर रखती है', ta: 'எனவே நம்பிக்கை சோதிக்கப்படும், வழிகாட்டல் கிடைப்பது கடினம்; எளிய தினசரி வழிபாடு அதை நிலைப்படுத்தும்', te: 'కాబట్టి విశ్వాసానికి పరీక్ష ఎదురవుతుంది, మార్గదర్శనం దొరకడం కష్టం; సరళమైన రోజువారీ సాధన దాన్ని స్థిరపరుస్తుంది', kn: 'ಆದ್ದರಿಂದ ನಂಬಿಕೆಗೆ ಪರೀಕ್ಷೆ ಎದುರಾಗುತ್ತದೆ, ಮಾರ್ಗದರ್ಶನ ಸಿಗುವುದು ಕಷ್ಟ; ಸರಳ ದೈನಂದಿನ ಸಾಧನೆ ಅದನ್ನು ಸ್ಥಿರಗೊಳಿಸುತ್ತದೆ', ml: 'അതിനാൽ വിശ്വാസം പരീക്ഷിക്കപ്പെടും, മാർഗനിർദേശം കിട്ടാൻ പ്രയാസമാകും; ലളിതമായ ദൈനംദിന സാധന അതിനെ സ്ഥിരപ്പെടുത്തും', mr: 'म्हणून श्रद्धेची परीक्षा होते आणि मार्गदर्शन मिळणे कठीण जाते; एखादी साधी दैनंदिन साधना तिला स्थिर ठेवते', bn: 'তাই বিশ্বাসের পরীক্ষা হয়, পথনির্দেশ পাওয়া কঠিন হয়; একটি সরল দৈনিক সাধনা তাকে স্থির রাখে', gu: 'તેથી શ્રદ્ધાની કસોટી થાય છે અને માર્ગદર્શન મુશ્કેલીથી મળે છે; એક સરળ દૈનિક સાધના તેને સ્થિર રાખે છે' },
    },
  },
] as const satisfies readonly LifeArea[];

interface LinkRule extends RuleRecord {
  readonly link: 'rules' | 'occupies' | 'aspects';
  readonly verb: Text;
}

/** How a dasha lord reaches the houses of an area (whole-sign lordship, occupation, graha drishti BPHS ch. 26). */
export const LINK_RULES = [
  { id: 'link.rules', link: 'rules', verb: { en: 'rules', hi: 'स्वामित्व', ta: 'ஆதிபத்தியம்', te: 'ఆధిపత్యం', kn: 'ಆಧಿಪತ್ಯ', ml: 'ആധിപത്യം', mr: 'स्वामित्व', bn: 'আধিপত্য', gu: 'સ્વામિત્વ' }, condition: 'The dasha lord owns one of the area\'s houses.' },
  { id: 'link.occupies', link: 'occupies', verb: { en: 'occupies', hi: 'स्थिति', ta: 'இருப்பு', te: 'స్థితి', kn: 'ಸ್ಥಿತಿ', ml: 'സ്ഥിതി', mr: 'स्थिती', bn: 'অবস্থান', gu: 'સ્થિતિ' }, condition: 'The dasha lord stands in one of the area\'s houses.' },
  { id: 'link.aspects', link: 'aspects', verb: { en: 'aspects', hi: 'दृष्टि', ta: 'பார்வை', te: 'దృష్టి', kn: 'ದೃಷ್ಟಿ', ml: 'ദൃഷ്ടി', mr: 'दृष्टी', bn: 'দৃষ্টি', gu: 'દૃષ્ટિ' }, condition: 'The dasha lord casts a graha drishti on one of the area\'s houses.' },
] as const satisfies readonly LinkRule[];

/** One link: {verbs} such as "rules and occupies", {houses} such as "the 2nd and 11th houses". */
export const LINK_TEMPLATE = { en: '{verbs} {houses}', hi: '{houses} से {verbs} द्वारा जुड़ा है', ta: '{verbs} ({houses})', te: '{verbs} ({houses})', kn: '{verbs} ({houses})', ml: '{verbs} ({houses})', mr: '{verbs} ({houses})', bn: '{verbs} ({houses})', gu: '{houses} સાથે {verbs} દ્વારા જોડાયેલો છે' };

/**
 * Templates of an area sentence. {planet}, {level}, {strength}, {nature} (FUNCTIONAL_NATURE_WORDS), {links}
 * (LINK_RULES joined), {tone} (the area's tone phrase), {houses}, {houseLord}, {firstHouse}, {maha}, {antar}.
 */
export const AREA_RULES = [
  {
    id: 'area.primary-mahadasha', template: { en: '{planet}, the {level} lord ({strength}, {nature}), {links}, {tone}', hi: '{level} का स्वामी {planet} ({strength}, {nature}) {links}, {tone}', ta: '{level} அதிபதி {planet} ({strength}, {nature}) இத்துறையுடன் தொடர்புடையது: {links}; {tone}', te: '{level} అధిపతి {planet} ({strength}, {nature}) ఈ రంగంతో సంబంధం కలిగి ఉన్నాడు: {links}; {tone}', kn: '{level}ಯ ಅಧಿಪತಿ {planet} ({strength}, {nature}) ಈ ಕ್ಷೇತ್ರಕ್ಕೆ ಸಂಬಂಧಿಸಿದೆ: {links}; {tone}', ml: '{planet} ({level}; {strength}, {nature}) ഈ മേഖലയുമായി ബന്ധപ്പെട്ടിരിക്കുന്നു: {links}; {tone}', mr: '{level}स्वामी {planet} ({strength}, {nature}) या क्षेत्राशी संबंधित आहे: {links}; {tone}', bn: '{level}র অধিপতি {planet} ({strength}, {nature}) এই ক্ষেত্রের সঙ্গে যুক্ত: {links}; {tone}', gu: '{level}નો સ્વામી {planet} ({strength}, {nature}) {links}, {tone}' },
    condition: 'The mahadasha lord rules, occupies or aspects a house of the area: it speaks for the area.',
  },
  {
    id: 'area.primary-antardasha', template: { en: '{planet}, the {level} lord ({strength}, {nature}), {links}, {tone}', hi: '{level} का स्वामी {planet} ({strength}, {nature}) {links}, {tone}', ta: '{level} அதிபதி {planet} ({strength}, {nature}) இத்துறையுடன் தொடர்புடையது: {links}; {tone}', te: '{level} అధిపతి {planet} ({strength}, {nature}) ఈ రంగంతో సంబంధం కలిగి ఉన్నాడు: {links}; {tone}', kn: '{level}ಯ ಅಧಿಪತಿ {planet} ({strength}, {nature}) ಈ ಕ್ಷೇತ್ರಕ್ಕೆ ಸಂಬಂಧಿಸಿದೆ: {links}; {tone}', ml: '{planet} ({level}; {strength}, {nature}) ഈ മേഖലയുമായി ബന്ധപ്പെട്ടിരിക്കുന്നു: {links}; {tone}', mr: '{level}स्वामी {planet} ({strength}, {nature}) या क्षेत्राशी संबंधित आहे: {links}; {tone}', bn: '{level}র অধিপতি {planet} ({strength}, {nature}) এই ক্ষেত্রের সঙ্গে যুক্ত: {links}; {tone}', gu: '{level}નો સ્વામી {planet} ({strength}, {nature}) {links}, {tone}' },
    condition: 'Only the antardasha lord rules, occupies or aspects a house of the area: it speaks for the area.',
  },
  {
    id: 'area.unlinked',
    template: { en: 'Neither {maha} nor {antar} rules, occupies or aspects {houses}, leaving the area to {houseLord}, lord of the {firstHouse} ({strength}, {nature}), {tone}', hi: 'न तो {maha} और न ही {antar} {houses} से स्वामित्व, स्थिति या दृष्टि द्वारा जुड़ा है; इस क्षेत्र का फल {firstHouse} भाव का स्वामी {houseLord} ({strength}, {nature}) देता है, {tone}', ta: '{maha}, {antar} ஆகிய இரண்டு கிரகங்களுக்கும் இத்துறையின் பாவங்களுடன் ({houses}) ஆதிபத்தியம், இருப்பு, பார்வை என எந்தத் தொடர்பும் இல்லை; இத்துறையின் பலனை {firstHouse} பாவ அதிபதி {houseLord} ({strength}, {nature}) தரும்; {tone}', te: '{maha}, {antar} ఇద్దరికీ ఈ రంగ భావాలతో ({houses}) ఆధిపత్యం, స్థితి, దృష్టి వంటి ఏ సంబంధమూ లేదు; ఈ రంగ ఫలితాన్ని {firstHouse} భావాధిపతి {houseLord} ({strength}, {nature}) ఇస్తాడు; {tone}', kn: '{maha} ಮತ್ತು {antar} ಎರಡೂ ಗ್ರಹಗಳಿಗೆ ಈ ಕ್ಷೇತ್ರದ ಭಾವಗಳೊಂದಿಗೆ ({houses}) ಆಧಿಪತ್ಯ, ಸ್ಥಿತಿ, ದೃಷ್ಟಿ ಯಾವುದೇ ಸಂಬಂಧವಿಲ್ಲ; ಈ ಕ್ಷೇತ್ರದ ಫಲವನ್ನು {firstHouse} ಭಾವಾಧಿಪತಿ {houseLord} ({strength}, {nature}) ನೀಡುತ್ತದೆ; {tone}', ml: '{maha}, {antar} എന്നീ രണ്ടു ഗ്രഹങ്ങൾക്കും ഈ മേഖലയുടെ ഭാവങ്ങളുമായി ({houses}) ആധിപത്യമോ സ്ഥിതിയോ ദൃഷ്ടിയോ വഴി ഒരു ബന്ധവുമില്ല; ഈ മേഖലയുടെ ഫലം {firstHouse} ഭാവാധിപനായ {houseLord} ({strength}, {nature}) നൽകുന്നു; {tone}', mr: '{maha} आणि {antar} या दोघांचाही या क्षेत्राच्या स्थानांशी ({houses}) स्वामित्व, स्थिती किंवा दृष्टी यांपैकी कोणताही संबंध नाही; या क्षेत्राचे फळ {firstHouse} स्थानाचा स्वामी {houseLord} ({strength}, {nature}) देतो; {tone}', bn: '{maha} ও {antar}, এই দুই গ্রহের কোনোটিরই এই ক্ষেত্রের ভাবগুলির ({houses}) সঙ্গে আধিপত্য, অবস্থান বা দৃষ্টির কোনো সম্পর্ক নেই; এই ক্ষেত্রের ফল দেয় {firstHouse} ভাবের অধিপতি {houseLord} ({strength}, {nature}); {tone}', gu: 'ન તો {maha} કે ન {antar} {houses} સાથે સ્વામિત્વ, સ્થિતિ કે દૃષ્ટિ દ્વારા જોડાયેલો છે; આ ક્ષેત્રનું ફળ {firstHouse} ભાવનો સ્વામી {houseLord} ({strength}, {nature}) આપે છે, {tone}' },
    condition: 'Neither running lord reaches the area: the lord of its first house speaks for it.',
  },
  {
    id: 'area.unlinked-one-lord',
    template: { en: '{maha}, lord of both the mahadasha and the antardasha, neither rules, occupies nor aspects {houses}, leaving the area to {houseLord}, lord of the {firstHouse} ({strength}, {nature}), {tone}', hi: 'महादशा और अंतर्दशा दोनों का स्वामी {maha} {houses} से स्वामित्व, स्थिति या दृष्टि द्वारा नहीं जुड़ा है; इस क्षेत्र का फल {firstHouse} भाव का स्वामी {houseLord} ({strength}, {nature}) देता है, {tone}', ta: 'தசை, புக்தி இரண்டுக்கும் அதிபதியான {maha} இத்துறையின் பாவங்களுடன் ({houses}) ஆதிபத்தியம், இருப்பு, பார்வை என எந்தத் தொடர்பும் கொள்ளவில்லை; இத்துறையின் பலனை {firstHouse} பாவ அதிபதி {houseLord} ({strength}, {nature}) தரும்; {tone}', te: 'మహాదశ, అంతర్దశ రెండింటికీ అధిపతి {maha}; ఇతనికి ఈ రంగ భావాలతో ({houses}) ఆధిపత్యం, స్థితి, దృష్టి వంటి ఏ సంబంధమూ లేదు; ఈ రంగ ఫలితాన్ని {firstHouse} భావాధిపతి {houseLord} ({strength}, {nature}) ఇస్తాడు; {tone}', kn: 'ಮಹಾದಶೆ ಮತ್ತು ಅಂತರ್ದಶೆ ಎರಡಕ್ಕೂ ಅಧಿಪತಿ {maha}; ಈ ಗ್ರಹಕ್ಕೆ ಈ ಕ್ಷೇತ್ರದ ಭಾವಗಳೊಂದಿಗೆ ({houses}) ಆಧಿಪತ್ಯ, ಸ್ಥಿತಿ, ದೃಷ್ಟಿ ಯಾವುದೇ ಸಂಬಂಧವಿಲ್ಲ; ಈ ಕ್ಷೇತ್ರದ ಫಲವನ್ನು {firstHouse} ಭಾವಾಧಿಪತಿ {houseLord} ({strength}, {nature}) ನೀಡುತ್ತದೆ; {tone}', ml: 'ദശയുടെയും അപഹാരത്തിന്റെയും നാഥനായ {maha} എന്ന ഗ്രഹത്തിന് ഈ മേഖലയുടെ ഭാവങ്ങളുമായി ({houses}) ആധിപത്യമോ സ്ഥിതിയോ ദൃഷ്ടിയോ വഴി ഒരു ബന്ധവുമില്ല; ഈ മേഖലയുടെ ഫലം {firstHouse} ഭാവാധിപനായ {houseLord} ({strength}, {nature}) നൽകുന്നു; {tone}', mr: 'महादशा आणि अंतर्दशा या दोन्हींचा स्वामी {maha} याचा या क्षेत्राच्या स्थानांशी ({houses}) स्वामित्व, स्थिती किंवा दृष्टी यांपैकी कोणताही संबंध नाही; या क्षेत्राचे फळ {firstHouse} स्थानाचा स्वामी {houseLord} ({strength}, {nature}) देतो; {tone}', bn: 'মহাদশা ও অন্তর্দশা দুয়েরই অধিপতি {maha}; এই গ্রহের সঙ্গে এই ক্ষেত্রের ভাবগুলির ({houses}) আধিপত্য, অবস্থান বা দৃষ্টির কোনো সম্পর্ক নেই; এই ক্ষেত্রের ফল দেয় {firstHouse} ভাবের অধিপতি {houseLord} ({strength}, {nature}); {tone}', gu: 'મહાદશા અને અંતર્દશા બંનેનો સ્વામી {maha} {houses} સાથે સ્વામિત્વ, સ્થિતિ કે દૃષ્ટિ દ્વારા જોડાયેલો નથી; આ ક્ષેત્રનું ફળ {firstHouse} ભાવનો સ્વામી {houseLord} ({strength}, {nature}) આપે છે, {tone}' },
    condition: 'One graha rules both running periods and does not reach the area: the lord of its first house speaks for it.',
  },
  {
    id: 'area.antar-agrees', template: { en: '; the antardasha lord {planet}, which also {links}, confirms this', hi: '; अंतर्दशा का स्वामी {planet}, जो स्वयं भी {links}, इसकी पुष्टि करता है', ta: '; புக்தி அதிபதி {planet} கூட இத்துறையுடன் தொடர்புடையது ({links}); அது இதை உறுதிப்படுத்தும்', te: '; అంతర్దశ అధిపతి {planet} కూడా ఈ రంగంతో సంబంధం కలిగి ఉండి ({links}) దీన్ని ధృవీకరిస్తాడు', kn: '; ಅಂತರ್ದಶೆಯ ಅಧಿಪತಿ {planet} ಕೂಡ ಈ ಕ್ಷೇತ್ರಕ್ಕೆ ಸಂಬಂಧಿಸಿದ್ದು ({links}) ಇದನ್ನು ದೃಢಪಡಿಸುತ್ತದೆ', ml: '; അപഹാരനാഥനായ {planet} കൂടി ഈ മേഖലയുമായി ബന്ധപ്പെട്ടിരിക്കുന്നു ({links}); അത് ഇതിനെ ഉറപ്പിക്കുന്നു', mr: '; अंतर्दशास्वामी {planet} हाही या क्षेत्राशी संबंधित असून ({links}) तो याला दुजोरा देतो', bn: '; অন্তর্দশার অধিপতি {planet} নিজেও এই ক্ষেত্রের সঙ্গে যুক্ত ({links}) এবং এটিকে সমর্থন করে', gu: '; અંતર્દશાનો સ્વામી {planet}, જે પોતે પણ {links}, આની પુષ્ટિ કરે છે' },
    condition: 'Both lords reach the area and the antardasha lord has the same tone.',
  },
  {
    id: 'area.antar-softens', template: { en: '; the antardasha lord {planet}, which also {links}, softens this', hi: '; अंतर्दशा का स्वामी {planet}, जो स्वयं भी {links}, इसे नरम करता है', ta: '; புக்தி அதிபதி {planet} கூட இத்துறையுடன் தொடர்புடையது ({links}); அது இதை மென்மையாக்கும்', te: '; అంతర్దశ అధిపతి {planet} కూడా ఈ రంగంతో సంబంధం కలిగి ఉండి ({links}) దీన్ని మృదువు చేస్తాడు', kn: '; ಅಂತರ್ದಶೆಯ ಅಧಿಪತಿ {planet} ಕೂಡ ಈ ಕ್ಷೇತ್ರಕ್ಕೆ ಸಂಬಂಧಿಸಿದ್ದು ({links}) ಇದನ್ನು ಮೃದುಗೊಳಿಸುತ್ತದೆ', ml: '; അപഹാരനാഥനായ {planet} കൂടി ഈ മേഖലയുമായി ബന്ധപ്പെട്ടിരിക്കുന്നു ({links}); അത് ഇതിനെ മയപ്പെടുത്തുന്നു', mr: '; अंतर्दशास्वामी {planet} हाही या क्षेत्राशी संबंधित असून ({links}) तो याची तीव्रता कमी करतो', bn: '; অন্তর্দশার অধিপতি {planet} নিজেও এই ক্ষেত্রের সঙ্গে যুক্ত ({links}) এবং এটিকে নরম করে', gu: '; અંતર્દશાનો સ્વામી {planet}, જે પોતે પણ {links}, આને હળવું કરે છે' },
    condition: 'Both lords reach the area and the antardasha lord has a better tone.',
  },
  {
    id: 'area.antar-complicates', template: { en: '; the antardasha lord {planet}, which also {links}, complicates this', hi: '; अंतर्दशा का स्वामी {planet}, जो स्वयं भी {links}, इसे जटिल बनाता है', ta: '; புக்தி அதிபதி {planet} கூட இத்துறையுடன் தொடர்புடையது ({links}); அது இதைச் சிக்கலாக்கும்', te: '; అంతర్దశ అధిపతి {planet} కూడా ఈ రంగంతో సంబంధం కలిగి ఉండి ({links}) దీన్ని క్లిష్టం చేస్తాడు', kn: '; ಅಂತರ್ದಶೆಯ ಅಧಿಪತಿ {planet} ಕೂಡ ಈ ಕ್ಷೇತ್ರಕ್ಕೆ ಸಂಬಂಧಿಸಿದ್ದು ({links}) ಇದನ್ನು ಜಟಿಲಗೊಳಿಸುತ್ತದೆ', ml: '; അപഹാരനാഥനായ {planet} കൂടി ഈ മേഖലയുമായി ബന്ധപ്പെട്ടിരിക്കുന്നു ({links}); അത് ഇതിനെ സങ്കീർണമാക്കുന്നു', mr: '; अंतर्दशास्वामी {planet} हाही या क्षेत्राशी संबंधित असून ({links}) तो हे गुंतागुंतीचे करतो', bn: '; অন্তর্দশার অধিপতি {planet} নিজেও এই ক্ষেত্রের সঙ্গে যুক্ত ({links}) এবং এটিকে জটিল করে', gu: '; અંતર્દશાનો સ્વામી {planet}, જે પોતે પણ {links}, આને જટિલ બનાવે છે' },
    condition: 'Both lords reach the area and the antardasha lord has a worse tone.',
  },
] as const satisfies readonly (RuleRecord & { readonly template: Text })[];

export type AreaRuleId = (typeof AREA_RULES)[number]['id'];

/**
 * Next-year items. Periods: {start}, {end} (UTC dates), {planetName}, {level}, {parentName}, {parentLevel},
 * {strength}, {nature}, {matters}. Transits: {date}, {planet}, {sign}, {motion}, {moonHouse}, {lagnaHouse},
 * {gochara}, {themes}, {until}.
 */
export const NEXT_YEAR_RULES = [
  {
    id: 'next-year.period-supportive',
    template: { en: '{start} to {end}: the {planetName} {level} within the {parentName} {parentLevel} ({strength}, {nature}) favors {matters}', hi: '{start} से {end} तक: {parentName} की {parentLevel} में {planetName} की {level} ({strength}, {nature}) {matters} के विषयों के अनुकूल है', ta: '{start} முதல் {end} வரை: {parentName} {parentLevel} – {planetName} {level} ({strength}, {nature}) {matters} தொடர்பான விஷயங்களுக்குச் சாதகமானது', te: '{start} నుండి {end} వరకు ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} సంబంధిత విషయాలకు అనుకూలం', kn: '{start} ರಿಂದ {end} ರವರೆಗೆ: {parentName} {parentLevel}ಯಲ್ಲಿ {planetName} {level} ({strength}, {nature}) {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳಿಗೆ ಅನುಕೂಲ', ml: '{start} മുതൽ {end} വരെ ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} സംബന്ധമായ കാര്യങ്ങൾക്ക് അനുകൂലം', mr: '{start} ते {end}: {parentName} {parentLevel} – {planetName} {level} ({strength}, {nature}); {matters} संबंधित बाबींसाठी अनुकूल काळ', bn: '{start} থেকে {end} ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} সংক্রান্ত বিষয়ের অনুকূল', gu: '{start}થી {end} સુધી: {parentName}ની {parentLevel}માં {planetName}ની {level} ({strength}, {nature}) {matters} સંબંધિત વિષયો માટે અનુકૂળ છે' },
    condition: 'An antardasha or pratyantardasha starting within the year whose lord has the supportive tone.',
  },
  {
    id: 'next-year.period-mixed',
    template: { en: '{start} to {end}: the {planetName} {level} within the {parentName} {parentLevel} ({strength}, {nature}) gives mixed results for {matters}', hi: '{start} से {end} तक: {parentName} की {parentLevel} में {planetName} की {level} ({strength}, {nature}) {matters} के विषयों में मिश्रित फल देती है', ta: '{start} முதல் {end} வரை: {parentName} {parentLevel} – {planetName} {level} ({strength}, {nature}) {matters} தொடர்பான விஷயங்களில் கலவையான பலன் தரும்', te: '{start} నుండి {end} వరకు ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} సంబంధిత విషయాలలో మిశ్రమ ఫలితాలు', kn: '{start} ರಿಂದ {end} ರವರೆಗೆ: {parentName} {parentLevel}ಯಲ್ಲಿ {planetName} {level} ({strength}, {nature}) {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳಲ್ಲಿ ಮಿಶ್ರ ಫಲ ನೀಡುತ್ತದೆ', ml: '{start} മുതൽ {end} വരെ ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} സംബന്ധമായ കാര്യങ്ങളിൽ സമ്മിശ്ര ഫലം', mr: '{start} ते {end}: {parentName} {parentLevel} – {planetName} {level} ({strength}, {nature}); {matters} संबंधित बाबींमध्ये संमिश्र फळांचा काळ', bn: '{start} থেকে {end} ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} সংক্রান্ত বিষয়ে মিশ্র ফল', gu: '{start}થી {end} સુધી: {parentName}ની {parentLevel}માં {planetName}ની {level} ({strength}, {nature}) {matters} સંબંધિત વિષયોમાં મિશ્ર ફળ આપે છે' },
    condition: 'An antardasha starting within the year whose lord has the mixed tone (listed with the highlights when the lord is not a functional malefic, else with the challenges); mixed pratyantardashas are not listed.',
  },
  {
    id: 'next-year.period-testing',
    template: { en: '{start} to {end}: the {planetName} {level} within the {parentName} {parentLevel} ({strength}, {nature}) tests {matters}', hi: '{start} से {end} तक: {parentName} की {parentLevel} में {planetName} की {level} ({strength}, {nature}) {matters} के विषयों की परीक्षा लेती है', ta: '{start} முதல் {end} வரை: {parentName} {parentLevel} – {planetName} {level} ({strength}, {nature}) {matters} தொடர்பான விஷயங்களைச் சோதிக்கும்', te: '{start} నుండి {end} వరకు ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} సంబంధిత విషయాలకు పరీక్షా కాలం', kn: '{start} ರಿಂದ {end} ರವರೆಗೆ: {parentName} {parentLevel}ಯಲ್ಲಿ {planetName} {level} ({strength}, {nature}) {matters} ಸಂಬಂಧಿತ ವಿಷಯಗಳನ್ನು ಪರೀಕ್ಷಿಸುತ್ತದೆ', ml: '{start} മുതൽ {end} വരെ ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} സംബന്ധമായ കാര്യങ്ങൾക്ക് പരീക്ഷണകാലം', mr: '{start} ते {end}: {parentName} {parentLevel} – {planetName} {level} ({strength}, {nature}); {matters} संबंधित बाबींच्या परीक्षेचा काळ', bn: '{start} থেকে {end} ({parentLevel}: {parentName}; {level}: {planetName}; {strength}, {nature}): {matters} সংক্রান্ত বিষয়ের পরীক্ষার সময়', gu: '{start}થી {end} સુધી: {parentName}ની {parentLevel}માં {planetName}ની {level} ({strength}, {nature}) {matters} સંબંધિત વિષયોની કસોટી કરે છે' },
    condition: 'An antardasha or pratyantardasha starting within the year whose lord has the testing tone.',
  },
  {
    id: 'next-year.ingress',
    template: { en: 'On {date} {planet} enters {sign}{motion}, the {moonHouse} from the natal Moon ({gochara}) and the {lagnaHouse} from the lagna ({themes})', hi: '{date} को {planet}{motion} {sign} राशि में प्रवेश करेगा, जो जन्म चंद्र से {moonHouse} भाव ({gochara}) और लग्न से {lagnaHouse} भाव ({themes}) है', ta: '{date} அன்று {planet}{motion} {sign} ராசிக்குப் பெயர்ச்சி ஆகும்; இது ஜன்ம சந்திரனிலிருந்து {moonHouse} இடம் ({gochara}), லக்னத்திலிருந்து {lagnaHouse} பாவம் ({themes})', te: '{date} న {planet}{motion} {sign} రాశిలోకి ప్రవేశిస్తాడు; ఇది జన్మ చంద్రుని నుండి {moonHouse} స్థానం ({gochara}), లగ్నం నుండి {lagnaHouse} భావం ({themes})', kn: '{date} ರಂದು {planet}{motion} {sign} ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸುತ್ತದೆ; ಇದು ಜನ್ಮ ಚಂದ್ರನಿಂದ {moonHouse} ಸ್ಥಾನ ({gochara}), ಲಗ್ನದಿಂದ {lagnaHouse} ಭಾವ ({themes})', ml: '{date}-ന് {planet}{motion} {sign} രാശിയിൽ പ്രവേശിക്കും; ഇത് ജന്മചന്ദ്രനിൽ നിന്ന് {moonHouse} ഭാവം ({gochara}), ലഗ്നത്തിൽ നിന്ന് {lagnaHouse} ഭാവം ({themes})', mr: '{date} रोजी {planet}{motion} {sign} राशीत प्रवेश करेल; हे जन्मचंद्रापासून {moonHouse} स्थान ({gochara}) आणि लग्नापासून {lagnaHouse} स्थान ({themes}) आहे', bn: '{date} তারিখে {planet}{motion} {sign} রাশিতে প্রবেশ করবে; এটি জন্মচন্দ্র থেকে {moonHouse} স্থান ({gochara}) এবং লগ্ন থেকে {lagnaHouse} ভাব ({themes})', gu: '{date}ના રોજ {planet}{motion} {sign} રાશિમાં પ્રવેશ કરશે, જે જન્મ ચંદ્રથી {moonHouse} સ્થાન ({gochara}) અને લગ્નથી {lagnaHouse} ભાવ ({themes}) છે' },
    condition: 'Saturn, Jupiter or Rahu changes sign within the year: favorable gochara goes to the highlights, the rest to the challenges.',
  },
  {
    id: 'next-year.stays',
    template: { en: '{planet} stays in {sign} until at least {until}, the {moonHouse} from the natal Moon ({gochara}) and the {lagnaHouse} from the lagna ({themes})', hi: '{planet} कम से कम {until} तक {sign} राशि में रहेगा, जो जन्म चंद्र से {moonHouse} भाव ({gochara}) और लग्न से {lagnaHouse} भाव ({themes}) है', ta: '{planet} குறைந்தது {until} வரை {sign} ராசியில் இருக்கும்; இது ஜன்ம சந்திரனிலிருந்து {moonHouse} இடம் ({gochara}), லக்னத்திலிருந்து {lagnaHouse} பாவம் ({themes})', te: '{planet} కనీసం {until} వరకు {sign} రాశిలోనే ఉంటాడు; ఇది జన్మ చంద్రుని నుండి {moonHouse} స్థానం ({gochara}), లగ్నం నుండి {lagnaHouse} భావం ({themes})', kn: '{planet} ಕನಿಷ್ಠ {until} ರವರೆಗೆ {sign} ರಾಶಿಯಲ್ಲೇ ಇರುತ್ತದೆ; ಇದು ಜನ್ಮ ಚಂದ್ರನಿಂದ {moonHouse} ಸ್ಥಾನ ({gochara}), ಲಗ್ನದಿಂದ {lagnaHouse} ಭಾವ ({themes})', ml: '{planet} കുറഞ്ഞത് {until} വരെ {sign} രാശിയിൽ തുടരും; ഇത് ജന്മചന്ദ്രനിൽ നിന്ന് {moonHouse} ഭാവം ({gochara}), ലഗ്നത്തിൽ നിന്ന് {lagnaHouse} ഭാവം ({themes})', mr: '{planet} किमान {until} पर्यंत {sign} राशीत राहील; हे जन्मचंद्रापासून {moonHouse} स्थान ({gochara}) आणि लग्नापासून {lagnaHouse} स्थान ({themes}) आहे', bn: '{planet} অন্তত {until} পর্যন্ত {sign} রাশিতে থাকবে; এটি জন্মচন্দ্র থেকে {moonHouse} স্থান ({gochara}) এবং লগ্ন থেকে {lagnaHouse} ভাব ({themes})', gu: '{planet} ઓછામાં ઓછું {until} સુધી {sign} રાશિમાં રહેશે, જે જન્મ ચંદ્રથી {moonHouse} સ્થાન ({gochara}) અને લગ્નથી {lagnaHouse} ભાવ ({themes}) છે' },
    condition: 'Saturn, Jupiter or Rahu does not change sign within the year.',
  },
] as const satisfies readonly (RuleRecord & { readonly template: Text })[];

/** The most pratyantardasha items listed in each of highlights and challenges (the earliest first). */
export const MAX_PRATYANTAR_ITEMS = 6;

/** The slow grahas whose transits are read. */
export const SLOW_TRANSIT_GRAHAS = ['saturn', 'jupiter', 'rahu'] as const satisfies readonly GrahaId[];
export type SlowTransitGraha = (typeof SLOW_TRANSIT_GRAHAS)[number];

interface GocharaRule extends RuleRecord {
  /** House of the transiting graha counted from the natal Moon sign. */
  readonly house: House;
  readonly favorable: boolean;
  readonly phrase: Text;
}

/** Gochara results from the natal Moon, Phaladeepika ch. 26 (Sade Sati and Shani names: almanac tradition). */
export const GOCHARA_RULES = {
  saturn: [
    { id: 'gochara.saturn.sade-sati-peak', house: 1, favorable: false, phrase: { en: 'the peak of Sade Sati, pressing on health, mind and personal standing', hi: 'साढ़ेसाती का चरम, जो स्वास्थ्य, मन और निजी प्रतिष्ठा पर दबाव डालता है', ta: 'ஏழரைச் சனியின் நடுப்பகுதியான ஜன்மச் சனி; உடல்நலம், மனம், சுய மதிப்பு ஆகியவற்றுக்கு அழுத்தம்', te: 'ఏలినాటి శని మధ్యభాగం (జన్మ శని); ఆరోగ్యం, మనస్సు, వ్యక్తిగత ప్రతిష్ఠలపై ఒత్తిడి', kn: 'ಸಾಡೇಸಾತಿಯ ಮಧ್ಯ ಹಂತ (ಜನ್ಮ ಶನಿ); ಆರೋಗ್ಯ, ಮನಸ್ಸು, ವೈಯಕ್ತಿಕ ಪ್ರತಿಷ್ಠೆಯ ಮೇಲೆ ಒತ್ತಡ', ml: 'ഏഴരശ്ശനിയുടെ മധ്യഘട്ടം, ജന്മശനി; ആരോഗ്യം, മനസ്സ്, വ്യക്തിപരമായ നില എന്നിവയിൽ സമ്മർദ്ദം', mr: 'साडेसातीचा मध्य टप्पा; आरोग्य, मन आणि वैयक्तिक प्रतिष्ठेवर दडपण', bn: 'সাড়েসাতির মধ্য পর্ব; স্বাস্থ্য, মন ও ব্যক্তিগত মর্যাদার ওপর চাপ', gu: 'સાડાસાતીનો મધ્ય તબક્કો; આરોગ્ય, મન અને અંગત પ્રતિષ્ઠા પર દબાણ' }, condition: 'Saturn in the Moon sign: the middle phase of Sade Sati.' },
    { id: 'gochara.saturn.sade-sati-setting', house: 2, favorable: false, phrase: { en: 'the setting phase of Sade Sati, straining family and savings', hi: 'साढ़ेसाती का अंतिम चरण, जो परिवार और बचत पर भार डालता है', ta: 'ஏழரைச் சனியின் இறுதிப் பகுதியான பாதச் சனி; குடும்பத்துக்கும் சேமிப்புக்கும் சுமை', te: 'ఏలినాటి శని చివరి భాగం; కుటుంబం, పొదుపులపై భారం', kn: 'ಸಾಡೇಸಾತಿಯ ಕೊನೆಯ ಹಂತ; ಕುಟುಂಬ ಮತ್ತು ಉಳಿತಾಯದ ಮೇಲೆ ಭಾರ', ml: 'ഏഴരശ്ശനിയുടെ അവസാനഘട്ടം; കുടുംബത്തിനും സമ്പാദ്യത്തിനും ഭാരം', mr: 'साडेसातीचा शेवटचा टप्पा; कुटुंब आणि बचतीवर ताण', bn: 'সাড়েসাতির শেষ পর্ব; পরিবার ও সঞ্চয়ের ওপর ভার', gu: 'સાડાસાતીનો અંતિમ તબક્કો; પરિવાર અને બચત પર ભાર' }, condition: 'Saturn in the 2nd from the Moon: the last phase of Sade Sati.' },
    { id: 'gochara.saturn.3', house: 3, favorable: true, phrase: { en: 'favorable in gochara, bringing courage, helpers and gains', hi: 'गोचर में शुभ, जो साहस, सहायक और लाभ देता है', ta: 'கோசாரத்தில் சாதகம்; துணிவு, உதவியாளர்கள், லாபம்', te: 'గోచారంలో శుభం; ధైర్యం, సహాయకులు, లాభాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಧೈರ್ಯ, ಸಹಾಯಕರು, ಲಾಭ', ml: 'ഗോചരത്തിൽ ശുഭം; ധൈര്യം, സഹായികൾ, ലാഭം', mr: 'गोचरात शुभ; धैर्य, मदतनीस आणि लाभ', bn: 'গোচরে শুভ; সাহস, সহায় ও লাভ', gu: 'ગોચરમાં શુભ; સાહસ, મદદગાર અને લાભ' }, condition: 'Saturn in the 3rd from the Moon.' },
    { id: 'gochara.saturn.kantaka', house: 4, favorable: false, phrase: { en: 'Kantaka (Ardhashtama) Shani, unsettling home and peace of mind', hi: 'कंटक (अर्धाष्टम) शनि, जो घर और मन की शांति को अस्थिर करता है', ta: 'அர்த்தாஷ்டமச் சனி (கண்டகச் சனி); வீட்டிலும் மன அமைதியிலும் நிலையின்மை', te: 'అర్ధాష్టమ శని (కంటక శని); ఇంటిలో, మనశ్శాంతిలో అస్థిరత', kn: 'ಕಂಟಕ ಶನಿ (ಅರ್ಧಾಷ್ಟಮ ಶನಿ); ಮನೆಯಲ್ಲಿ ಮತ್ತು ಮನಶ್ಶಾಂತಿಯಲ್ಲಿ ಅಸ್ಥಿರತೆ', ml: 'കണ്ടകശനി, അർധാഷ്ടമശനി; വീട്ടിലും മനസ്സമാധാനത്തിലും അസ്ഥിരത', mr: 'कंटक, अर्धाष्टम शनि; घर आणि मनःशांती अस्थिर', bn: 'কণ্টক বা অর্ধাষ্টম শনি; গৃহে ও মনের শান্তিতে অস্থিরতা', gu: 'કંટક કે અર્ધાષ્ટમ શનિ; ઘર અને મનની શાંતિમાં અસ્થિરતા' }, condition: 'Saturn in the 4th from the Moon.' },
    { id: 'gochara.saturn.5', house: 5, favorable: false, phrase: { en: 'unfavorable in gochara, bringing worry over children and clouded judgement', hi: 'गोचर में अशुभ, जो संतान की चिंता और निर्णय में भ्रम देता है', ta: 'கோசாரத்தில் பாதகம்; குழந்தைகள் பற்றிய கவலை, தெளிவற்ற முடிவுகள்', te: 'గోచారంలో అశుభం; సంతానం గురించి చింత, నిర్ణయాల్లో అస్పష్టత', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಮಕ್ಕಳ ಬಗ್ಗೆ ಚಿಂತೆ, ನಿರ್ಧಾರಗಳಲ್ಲಿ ಗೊಂದಲ', ml: 'ഗോചരത്തിൽ അശുഭം; മക്കളെക്കുറിച്ചുള്ള ആകുലത, തീരുമാനങ്ങളിൽ അവ്യക്തത', mr: 'गोचरात अशुभ; संततीची चिंता आणि निर्णयात गोंधळ', bn: 'গোচরে অশুভ; সন্তানের চিন্তা ও বিচারে অস্পষ্টতা', gu: 'ગોચરમાં અશુભ; સંતાનની ચિંતા અને નિર્ણયમાં ગૂંચવણ' }, condition: 'Saturn in the 5th from the Moon.' },
    { id: 'gochara.saturn.6', house: 6, favorable: true, phrase: { en: 'favorable in gochara, giving victory over rivals and recovery from illness', hi: 'गोचर में शुभ, जो प्रतिद्वंद्वियों पर विजय और रोग से मुक्ति देता है', ta: 'கோசாரத்தில் சாதகம்; எதிரிகள் மீது வெற்றி, நோயிலிருந்து மீட்சி', te: 'గోచారంలో శుభం; శత్రువులపై విజయం, అనారోగ్యం నుండి ఉపశమనం', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಶತ್ರುಗಳ ಮೇಲೆ ಜಯ, ರೋಗದಿಂದ ಚೇತರಿಕೆ', ml: 'ഗോചരത്തിൽ ശുഭം; ശത്രുക്കളുടെമേൽ ജയം, രോഗശമനം', mr: 'गोचरात शुभ; शत्रूंवर विजय आणि आजारातून मुक्ती', bn: 'গোচরে শুভ; প্রতিপক্ষের ওপর জয় ও রোগমুক্তি', gu: 'ગોચરમાં શુભ; શત્રુઓ પર વિજય અને રોગમાંથી મુક્તિ' }, condition: 'Saturn in the 6th from the Moon.' },
    { id: 'gochara.saturn.7', house: 7, favorable: false, phrase: { en: 'unfavorable in gochara, straining the marriage and tiring journeys', hi: 'गोचर में अशुभ, जो दांपत्य पर भार और थकाने वाली यात्राएँ देता है', ta: 'கோசாரத்தில் பாதகம்; மண வாழ்வில் சுமை, களைப்பூட்டும் பயணங்கள்', te: 'గోచారంలో అశుభం; దాంపత్యంపై భారం, అలసటనిచ్చే ప్రయాణాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ದಾಂಪತ್ಯದ ಮೇಲೆ ಭಾರ, ದಣಿಸುವ ಪ್ರಯಾಣಗಳು', ml: 'ഗോചരത്തിൽ അശുഭം; ദാമ്പത്യത്തിൽ ഭാരം, ക്ഷീണിപ്പിക്കുന്ന യാത്രകൾ', mr: 'गोचरात अशुभ; वैवाहिक जीवनावर ताण आणि थकवणारे प्रवास', bn: 'গোচরে অশুভ; দাম্পত্যে ভার ও ক্লান্তিকর যাত্রা', gu: 'ગોચરમાં અશુભ; દાંપત્ય પર ભાર અને થકવી નાખતી મુસાફરી' }, condition: 'Saturn in the 7th from the Moon.' },
    { id: 'gochara.saturn.ashtama', house: 8, favorable: false, phrase: { en: 'Ashtama Shani, bringing obstacles, delays and a need for caution over health', hi: 'अष्टम शनि, जो बाधाएँ और विलंब देता है और स्वास्थ्य के प्रति सावधानी माँगता है', ta: 'அஷ்டமச் சனி; தடைகள், தாமதங்கள், உடல்நலத்தில் எச்சரிக்கை தேவை', te: 'అష్టమ శని; ఆటంకాలు, ఆలస్యాలు, ఆరోగ్యం పట్ల జాగ్రత్త అవసరం', kn: 'ಅಷ್ಟಮ ಶನಿ; ಅಡೆತಡೆ, ವಿಳಂಬ, ಆರೋಗ್ಯದ ಬಗ್ಗೆ ಎಚ್ಚರಿಕೆ ಅಗತ್ಯ', ml: 'അഷ്ടമശനി; തടസ്സങ്ങൾ, കാലതാമസം, ആരോഗ്യത്തിൽ ജാഗ്രത ആവശ്യം', mr: 'अष्टम शनि; अडथळे, विलंब आणि आरोग्याबाबत सावधगिरीची गरज', bn: 'অষ্টম শনি; বাধা, বিলম্ব ও স্বাস্থ্যের ব্যাপারে সতর্কতার প্রয়োজন', gu: 'અષ્ટમ શનિ; અવરોધો, વિલંબ અને આરોગ્ય અંગે સાવચેતીની જરૂર' }, condition: 'Saturn in the 8th from the Moon.' },
    { id: 'gochara.saturn.9', house: 9, favorable: false, phrase: { en: 'unfavorable in gochara, obstructing fortune and the support of elders', hi: 'गोचर में अशुभ, जो भाग्य और बड़ों के सहयोग में रुकावट डालता है', ta: 'கோசாரத்தில் பாதகம்; பாக்கியத்துக்கும் பெரியோரின் ஆதரவுக்கும் தடை', te: 'గోచారంలో అశుభం; భాగ్యానికి, పెద్దల మద్దతుకు అడ్డంకి', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಅದೃಷ್ಟಕ್ಕೆ ಮತ್ತು ಹಿರಿಯರ ಬೆಂಬಲಕ್ಕೆ ಅಡ್ಡಿ', ml: 'ഗോചരത്തിൽ അശുഭം; ഭാഗ്യത്തിനും മുതിർന്നവരുടെ പിന്തുണയ്ക്കും തടസ്സം', mr: 'गोचरात अशुभ; भाग्य आणि वडीलधाऱ्यांच्या पाठिंब्यात अडथळा', bn: 'গোচরে অশুভ; ভাগ্য ও গুরুজনের সমর্থনে বাধা', gu: 'ગોચરમાં અશુભ; ભાગ્ય અને વડીલોના સહકારમાં અવરોધ' }, condition: 'Saturn in the 9th from the Moon.' },
    { id: 'gochara.saturn.10', house: 10, favorable: false, phrase: { en: 'unfavorable in gochara, bringing heavy duties and changes at work', hi: 'गोचर में अशुभ, जो भारी ज़िम्मेदारियाँ और काम में बदलाव देता है', ta: 'கோசாரத்தில் பாதகம்; கனமான பொறுப்புகள், பணியில் மாற்றங்கள்', te: 'గోచారంలో అశుభం; భారమైన బాధ్యతలు, పనిలో మార్పులు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಭಾರವಾದ ಜವಾಬ್ದಾರಿಗಳು, ಕೆಲಸದಲ್ಲಿ ಬದಲಾವಣೆಗಳು', ml: 'ഗോചരത്തിൽ അശുഭം; ഭാരിച്ച ചുമതലകൾ, ജോലിയിൽ മാറ്റങ്ങൾ', mr: 'गोचरात अशुभ; जड जबाबदाऱ्या आणि कामात बदल', bn: 'গোচরে অশুভ; ভারী দায়িত্ব ও কাজে বদল', gu: 'ગોચરમાં અશુભ; ભારે જવાબદારીઓ અને કામમાં ફેરફાર' }, condition: 'Saturn in the 10th from the Moon.' },
    { id: 'gochara.saturn.11', house: 11, favorable: true, phrase: { en: 'favorable in gochara, bringing steady gains and fulfilled aims', hi: 'गोचर में शुभ, जो स्थिर लाभ और पूरे होते लक्ष्य देता है', ta: 'கோசாரத்தில் சாதகம்; நிலையான லாபம், நிறைவேறும் இலக்குகள்', te: 'గోచారంలో శుభం; స్థిరమైన లాభాలు, నెరవేరే లక్ష్యాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಸ್ಥಿರ ಲಾಭ, ಈಡೇರುವ ಗುರಿಗಳು', ml: 'ഗോചരത്തിൽ ശുഭം; സ്ഥിരമായ ലാഭം, സഫലമാകുന്ന ലക്ഷ്യങ്ങൾ', mr: 'गोचरात शुभ; स्थिर लाभ आणि पूर्ण होणारी उद्दिष्टे', bn: 'গোচরে শুভ; স্থির লাভ ও পূর্ণ হওয়া লক্ষ্য', gu: 'ગોચરમાં શુભ; સ્થિર લાભ અને પૂરાં થતાં લક્ષ્યો' }, condition: 'Saturn in the 11th from the Moon.' },
    { id: 'gochara.saturn.sade-sati-rising', house: 12, favorable: false, phrase: { en: 'the rising phase of Sade Sati, bringing expenses, poor sleep and a sense of isolation', hi: 'साढ़ेसाती का आरंभिक चरण, जो व्यय, कच्ची नींद और अकेलेपन का भाव देता है', ta: 'ஏழரைச் சனியின் தொடக்கப் பகுதியான விரயச் சனி; செலவு, தூக்கமின்மை, தனிமை உணர்வு', te: 'ఏలినాటి శని ప్రారంభ భాగం; ఖర్చులు, నిద్రలేమి, ఒంటరితనపు భావన', kn: 'ಸಾಡೇಸಾತಿಯ ಆರಂಭಿಕ ಹಂತ; ಖರ್ಚು, ನಿದ್ರಾಹೀನತೆ, ಏಕಾಂಗಿತನದ ಭಾವ', ml: 'ഏഴരശ്ശനിയുടെ ആരംഭഘട്ടം; ചെലവ്, ഉറക്കക്കുറവ്, ഒറ്റപ്പെടൽ', mr: 'साडेसातीचा पहिला टप्पा; खर्च, अपुरी झोप आणि एकटेपणाची भावना', bn: 'সাড়েসাতির প্রথম পর্ব; ব্যয়, অনিদ্রা ও নিঃসঙ্গতার বোধ', gu: 'સાડાસાતીનો પ્રારંભિક તબક્કો; ખર્ચ, અધૂરી ઊંઘ અને એકલતાની લાગણી' }, condition: 'Saturn in the 12th from the Moon: the first phase of Sade Sati.' },
  ],
  jupiter: [
    { id: 'gochara.jupiter.janma', house: 1, favorable: false, phrase: { en: 'Janma Guru, unfavorable in gochara, bringing displacement and needless expense', hi: 'जन्म गुरु, गोचर में अशुभ, जो स्थान-परिवर्तन और व्यर्थ व्यय देता है', ta: 'ஜன்ம குரு, கோசாரத்தில் பாதகம்; இட மாற்றம், தேவையற்ற செலவு', te: 'జన్మ గురువు, గోచారంలో అశుభం; స్థానచలనం, అనవసర ఖర్చు', kn: 'ಜನ್ಮ ಗುರು, ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಸ್ಥಳ ಬದಲಾವಣೆ, ಅನಗತ್ಯ ಖರ್ಚು', ml: 'ജന്മഗുരു, ഗോചരത്തിൽ അശുഭം; സ്ഥാനചലനം, അനാവശ്യ ചെലവ്', mr: 'जन्मगुरु, गोचरात अशुभ; स्थानबदल आणि अनावश्यक खर्च', bn: 'জন্ম বৃহস্পতি, গোচরে অশুভ; স্থানচ্যুতি ও অকারণ ব্যয়', gu: 'જન્મ ગુરુ, ગોચરમાં અશુભ; સ્થાનફેર અને નકામો ખર્ચ' }, condition: 'Jupiter in the Moon sign.' },
    { id: 'gochara.jupiter.2', house: 2, favorable: true, phrase: { en: 'favorable in gochara, bringing wealth, family happiness and persuasive speech', hi: 'गोचर में शुभ, जो धन, पारिवारिक सुख और प्रभावशाली वाणी देता है', ta: 'கோசாரத்தில் சாதகம்; செல்வம், குடும்ப மகிழ்ச்சி, வசீகரமான பேச்சு', te: 'గోచారంలో శుభం; ధనం, కుటుంబ సౌఖ్యం, ప్రభావవంతమైన మాట', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಧನ, ಕುಟುಂಬ ಸುಖ, ಪ್ರಭಾವಶಾಲಿ ಮಾತು', ml: 'ഗോചരത്തിൽ ശുഭം; ധനം, കുടുംബസുഖം, ആകർഷകമായ വാക്ക്', mr: 'गोचरात शुभ; धन, कौटुंबिक सुख आणि प्रभावी वाणी', bn: 'গোচরে শুভ; ধন, পারিবারিক সুখ ও প্রভাবশালী বাণী', gu: 'ગોચરમાં શુભ; ધન, પારિવારિક સુખ અને પ્રભાવશાળી વાણી' }, condition: 'Jupiter in the 2nd from the Moon.' },
    { id: 'gochara.jupiter.3', house: 3, favorable: false, phrase: { en: 'unfavorable in gochara, bringing obstacles in work and changes of position', hi: 'गोचर में अशुभ, जो काम में बाधाएँ और पद में बदलाव देता है', ta: 'கோசாரத்தில் பாதகம்; பணியில் தடைகள், பதவியில் மாற்றங்கள்', te: 'గోచారంలో అశుభం; పనిలో ఆటంకాలు, పదవిలో మార్పులు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಕೆಲಸದಲ್ಲಿ ಅಡೆತಡೆ, ಹುದ್ದೆಯಲ್ಲಿ ಬದಲಾವಣೆ', ml: 'ഗോചരത്തിൽ അശുഭം; ജോലിയിൽ തടസ്സങ്ങൾ, സ്ഥാനമാറ്റങ്ങൾ', mr: 'गोचरात अशुभ; कामात अडथळे आणि पदात बदल', bn: 'গোচরে অশুভ; কাজে বাধা ও পদে বদল', gu: 'ગોચરમાં અશુભ; કામમાં અવરોધો અને પદમાં ફેરફાર' }, condition: 'Jupiter in the 3rd from the Moon.' },
    { id: 'gochara.jupiter.4', house: 4, favorable: false, phrase: { en: 'unfavorable in gochara, bringing troubles through relatives and at home', hi: 'गोचर में अशुभ, जो संबंधियों से और घर में कष्ट देता है', ta: 'கோசாரத்தில் பாதகம்; உறவினர்களாலும் வீட்டிலும் சிக்கல்கள்', te: 'గోచారంలో అశుభం; బంధువుల వల్ల, ఇంటిలో ఇబ్బందులు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಸಂಬಂಧಿಕರಿಂದ ಮತ್ತು ಮನೆಯಲ್ಲಿ ತೊಂದರೆ', ml: 'ഗോചരത്തിൽ അശുഭം; ബന്ധുക്കളിലൂടെയും വീട്ടിലും പ്രശ്നങ്ങൾ', mr: 'गोचरात अशुभ; नातेवाइकांमुळे आणि घरात त्रास', bn: 'গোচরে অশুভ; আত্মীয়দের কারণে ও গৃহে কষ্ট', gu: 'ગોચરમાં અશુભ; સગાંઓ દ્વારા અને ઘરમાં તકલીફ' }, condition: 'Jupiter in the 4th from the Moon.' },
    { id: 'gochara.jupiter.5', house: 5, favorable: true, phrase: { en: 'favorable in gochara, bringing good counsel, children\'s joys and favor from superiors', hi: 'गोचर में शुभ, जो अच्छी सलाह, संतान का सुख और वरिष्ठों की कृपा देता है', ta: 'கோசாரத்தில் சாதகம்; நல்ல ஆலோசனை, குழந்தைகளால் மகிழ்ச்சி, மேலதிகாரிகளின் ஆதரவு', te: 'గోచారంలో శుభం; మంచి సలహా, సంతాన సౌఖ్యం, పై అధికారుల అనుగ్రహం', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಒಳ್ಳೆಯ ಸಲಹೆ, ಮಕ್ಕಳಿಂದ ಸಂತೋಷ, ಮೇಲಧಿಕಾರಿಗಳ ಕೃಪೆ', ml: 'ഗോചരത്തിൽ ശുഭം; നല്ല ഉപദേശം, മക്കളാലുള്ള സന്തോഷം, മേലധികാരികളുടെ പ്രീതി', mr: 'गोचरात शुभ; चांगला सल्ला, संततिसुख आणि वरिष्ठांची मर्जी', bn: 'গোচরে শুভ; সুপরামর্শ, সন্তানসুখ ও ঊর্ধ্বতনদের অনুগ্রহ', gu: 'ગોચરમાં શુભ; સારી સલાહ, સંતાનસુખ અને ઉપરીઓની કૃપા' }, condition: 'Jupiter in the 5th from the Moon.' },
    { id: 'gochara.jupiter.6', house: 6, favorable: false, phrase: { en: 'unfavorable in gochara, stirring rivals and minor illness', hi: 'गोचर में अशुभ, जो प्रतिद्वंद्वियों को सक्रिय करता है और छोटे रोग देता है', ta: 'கோசாரத்தில் பாதகம்; எதிரிகளின் தொல்லை, சிறு உபாதைகள்', te: 'గోచారంలో అశుభం; శత్రువుల కదలిక, చిన్న అనారోగ్యాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಶತ್ರುಗಳ ಚಟುವಟಿಕೆ, ಸಣ್ಣ ಕಾಯಿಲೆಗಳು', ml: 'ഗോചരത്തിൽ അശുഭം; ശത്രുക്കളുടെ ഇളക്കം, ചെറിയ രോഗങ്ങൾ', mr: 'गोचरात अशुभ; शत्रूंच्या कारवाया आणि किरकोळ आजार', bn: 'গোচরে অশুভ; প্রতিপক্ষের তৎপরতা ও ছোটখাটো অসুখ', gu: 'ગોચરમાં અશુભ; શત્રુઓની સક્રિયતા અને નાના રોગ' }, condition: 'Jupiter in the 6th from the Moon.' },
    { id: 'gochara.jupiter.7', house: 7, favorable: true, phrase: { en: 'favorable in gochara, bringing marriage, partnerships and successful journeys', hi: 'गोचर में शुभ, जो विवाह, साझेदारी और सफल यात्राएँ देता है', ta: 'கோசாரத்தில் சாதகம்; திருமணம், கூட்டாண்மை, வெற்றிகரமான பயணங்கள்', te: 'గోచారంలో శుభం; వివాహం, భాగస్వామ్యాలు, విజయవంతమైన ప్రయాణాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ವಿವಾಹ, ಪಾಲುದಾರಿಕೆ, ಯಶಸ್ವಿ ಪ್ರಯಾಣಗಳು', ml: 'ഗോചരത്തിൽ ശുഭം; വിവാഹം, പങ്കാളിത്തം, വിജയകരമായ യാത്രകൾ', mr: 'गोचरात शुभ; विवाह, भागीदारी आणि यशस्वी प्रवास', bn: 'গোচরে শুভ; বিবাহ, অংশীদারি ও সফল যাত্রা', gu: 'ગોચરમાં શુભ; લગ્ન, ભાગીદારી અને સફળ મુસાફરી' }, condition: 'Jupiter in the 7th from the Moon.' },
    { id: 'gochara.jupiter.8', house: 8, favorable: false, phrase: { en: 'unfavorable in gochara, bringing hardship, fatigue and loss', hi: 'गोचर में अशुभ, जो कठिनाई, थकान और हानि देता है', ta: 'கோசாரத்தில் பாதகம்; கஷ்டம், சோர்வு, இழப்பு', te: 'గోచారంలో అశుభం; కష్టం, అలసట, నష్టం', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಕಷ್ಟ, ಆಯಾಸ, ನಷ್ಟ', ml: 'ഗോചരത്തിൽ അശുഭം; കഷ്ടപ്പാട്, ക്ഷീണം, നഷ്ടം', mr: 'गोचरात अशुभ; कष्ट, थकवा आणि हानी', bn: 'গোচরে অশুভ; কষ্ট, ক্লান্তি ও ক্ষতি', gu: 'ગોચરમાં અશુભ; મુશ્કેલી, થાક અને નુકસાન' }, condition: 'Jupiter in the 8th from the Moon.' },
    { id: 'gochara.jupiter.9', house: 9, favorable: true, phrase: { en: 'favorable in gochara, bringing fortune, success and righteous deeds', hi: 'गोचर में शुभ, जो भाग्य, सफलता और धर्म के कार्य देता है', ta: 'கோசாரத்தில் சாதகம்; பாக்கியம், வெற்றி, அறச்செயல்கள்', te: 'గోచారంలో శుభం; భాగ్యం, విజయం, ధర్మకార్యాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಅದೃಷ್ಟ, ಯಶಸ್ಸು, ಧರ್ಮಕಾರ್ಯಗಳು', ml: 'ഗോചരത്തിൽ ശുഭം; ഭാഗ്യം, വിജയം, ധർമ്മകർമ്മങ്ങൾ', mr: 'गोचरात शुभ; भाग्य, यश आणि धर्मकार्ये', bn: 'গোচরে শুভ; ভাগ্য, সাফল্য ও ধর্মকর্ম', gu: 'ગોચરમાં શુભ; ભાગ્ય, સફળતા અને ધર્મકાર્ય' }, condition: 'Jupiter in the 9th from the Moon.' },
    { id: 'gochara.jupiter.10', house: 10, favorable: false, phrase: { en: 'unfavorable in gochara, bringing setbacks in position and wealth', hi: 'गोचर में अशुभ, जो पद और धन में झटके देता है', ta: 'கோசாரத்தில் பாதகம்; பதவியிலும் செல்வத்திலும் பின்னடைவு', te: 'గోచారంలో అశుభం; పదవిలో, ధనంలో ఎదురుదెబ్బలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಹುದ್ದೆ ಮತ್ತು ಧನದಲ್ಲಿ ಹಿನ್ನಡೆ', ml: 'ഗോചരത്തിൽ അശുഭം; പദവിയിലും ധനത്തിലും തിരിച്ചടി', mr: 'गोचरात अशुभ; पद आणि धन यांत पीछेहाट', bn: 'গোচরে অশুভ; পদে ও ধনে ধাক্কা', gu: 'ગોચરમાં અશુભ; પદ અને ધનમાં પીછેહઠ' }, condition: 'Jupiter in the 10th from the Moon.' },
    { id: 'gochara.jupiter.11', house: 11, favorable: true, phrase: { en: 'favorable in gochara, bringing gains and restored position and health', hi: 'गोचर में शुभ, जो लाभ देता है और पद व स्वास्थ्य को फिर से सँवारता है', ta: 'கோசாரத்தில் சாதகம்; லாபம், மீண்டும் சீரடையும் பதவியும் உடல்நலமும்', te: 'గోచారంలో శుభం; లాభాలు, తిరిగి నిలదొక్కుకునే పదవి, ఆరోగ్యం', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಲಾಭ, ಮರಳಿ ಸುಧಾರಿಸುವ ಹುದ್ದೆ ಮತ್ತು ಆರೋಗ್ಯ', ml: 'ഗോചരത്തിൽ ശുഭം; ലാഭം, വീണ്ടെടുക്കുന്ന പദവിയും ആരോഗ്യവും', mr: 'गोचरात शुभ; लाभ आणि पुन्हा सावरणारे पद व आरोग्य', bn: 'গোচরে শুভ; লাভ, ফিরে পাওয়া পদ ও স্বাস্থ্য', gu: 'ગોચરમાં શુભ; લાભ અને ફરી સુધરતાં પદ અને આરોગ્ય' }, condition: 'Jupiter in the 11th from the Moon.' },
    { id: 'gochara.jupiter.12', house: 12, favorable: false, phrase: { en: 'unfavorable in gochara, bringing expenses and sorrow', hi: 'गोचर में अशुभ, जो व्यय और दुःख देता है', ta: 'கோசாரத்தில் பாதகம்; செலவு, துயரம்', te: 'గోచారంలో అశుభం; ఖర్చులు, దుఃఖం', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಖರ್ಚು, ದುಃಖ', ml: 'ഗോചരത്തിൽ അശുഭം; ചെലവ്, ദുഃഖം', mr: 'गोचरात अशुभ; खर्च आणि दुःख', bn: 'গোচরে অশুভ; ব্যয় ও দুঃখ', gu: 'ગોચરમાં અશુભ; ખર્ચ અને દુઃખ' }, condition: 'Jupiter in the 12th from the Moon.' },
  ],
  rahu: [
    { id: 'gochara.rahu.1', house: 1, favorable: false, phrase: { en: 'unfavorable in gochara, bringing confusion and strain on health', hi: 'गोचर में अशुभ, जो भ्रम और स्वास्थ्य पर दबाव देता है', ta: 'கோசாரத்தில் பாதகம்; குழப்பம், உடல்நலத்தில் அழுத்தம்', te: 'గోచారంలో అశుభం; గందరగోళం, ఆరోగ్యంపై ఒత్తిడి', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಗೊಂದಲ, ಆರೋಗ್ಯದ ಮೇಲೆ ಒತ್ತಡ', ml: 'ഗോചരത്തിൽ അശുഭം; ആശയക്കുഴപ്പം, ആരോഗ്യത്തിൽ സമ്മർദ്ദം', mr: 'गोचरात अशुभ; गोंधळ आणि आरोग्यावर ताण', bn: 'গোচরে অশুভ; বিভ্রান্তি ও স্বাস্থ্যের ওপর চাপ', gu: 'ગોચરમાં અશુભ; ગૂંચવણ અને આરોગ્ય પર દબાણ' }, condition: 'Rahu in the Moon sign.' },
    { id: 'gochara.rahu.2', house: 2, favorable: false, phrase: { en: 'unfavorable in gochara, bringing family disputes and losses', hi: 'गोचर में अशुभ, जो पारिवारिक विवाद और हानि देता है', ta: 'கோசாரத்தில் பாதகம்; குடும்பச் சச்சரவுகள், இழப்புகள்', te: 'గోచారంలో అశుభం; కుటుంబ కలహాలు, నష్టాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಕುಟುಂಬ ಕಲಹ, ನಷ್ಟ', ml: 'ഗോചരത്തിൽ അശുഭം; കുടുംബ കലഹം, നഷ്ടം', mr: 'गोचरात अशुभ; कौटुंबिक वाद आणि हानी', bn: 'গোচরে অশুভ; পারিবারিক বিবাদ ও ক্ষতি', gu: 'ગોચરમાં અશુભ; કૌટુંબિક વિવાદ અને નુકસાન' }, condition: 'Rahu in the 2nd from the Moon.' },
    { id: 'gochara.rahu.3', house: 3, favorable: true, phrase: { en: 'favorable in gochara, bringing bold initiatives that succeed', hi: 'गोचर में शुभ, जो साहसी और सफल पहल देता है', ta: 'கோசாரத்தில் சாதகம்; வெற்றி தரும் துணிச்சலான முயற்சிகள்', te: 'గోచారంలో శుభం; విజయవంతమయ్యే సాహసోపేత ప్రయత్నాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಯಶಸ್ವಿಯಾಗುವ ಧೈರ್ಯದ ಪ್ರಯತ್ನಗಳು', ml: 'ഗോചരത്തിൽ ശുഭം; വിജയിക്കുന്ന ധീരമായ സംരംഭങ്ങൾ', mr: 'गोचरात शुभ; यशस्वी होणारे धाडसी उपक्रम', bn: 'গোচরে শুভ; সফল সাহসী উদ্যোগ', gu: 'ગોચરમાં શુભ; સફળ થતી સાહસિક પહેલ' }, condition: 'Rahu in the 3rd from the Moon.' },
    { id: 'gochara.rahu.4', house: 4, favorable: false, phrase: { en: 'unfavorable in gochara, bringing unrest at home', hi: 'गोचर में अशुभ, जो घर में अशांति देता है', ta: 'கோசாரத்தில் பாதகம்; வீட்டில் அமைதியின்மை', te: 'గోచారంలో అశుభం; ఇంటిలో అశాంతి', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಮನೆಯಲ್ಲಿ ಅಶಾಂತಿ', ml: 'ഗോചരത്തിൽ അശുഭം; വീട്ടിൽ അസ്വസ്ഥത', mr: 'गोचरात अशुभ; घरात अशांतता', bn: 'গোচরে অশুভ; গৃহে অশান্তি', gu: 'ગોચરમાં અશુભ; ઘરમાં અશાંતિ' }, condition: 'Rahu in the 4th from the Moon.' },
    { id: 'gochara.rahu.5', house: 5, favorable: false, phrase: { en: 'unfavorable in gochara, bringing anxiety over children and speculative losses', hi: 'गोचर में अशुभ, जो संतान की चिंता और सट्टे में हानि देता है', ta: 'கோசாரத்தில் பாதகம்; குழந்தைகள் பற்றிய கவலை, ஊக வணிகத்தில் இழப்பு', te: 'గోచారంలో అశుభం; సంతానం గురించి ఆందోళన, ఊహాజనిత పెట్టుబడుల్లో నష్టం', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಮಕ್ಕಳ ಬಗ್ಗೆ ಆತಂಕ, ಊಹಾಪೋಹದ ಹೂಡಿಕೆಯಲ್ಲಿ ನಷ್ಟ', ml: 'ഗോചരത്തിൽ അശുഭം; മക്കളെക്കുറിച്ചുള്ള ആധി, ഊഹക്കച്ചവടത്തിൽ നഷ്ടം', mr: 'गोचरात अशुभ; संततीची काळजी आणि सट्ट्यात हानी', bn: 'গোচরে অশুভ; সন্তানের জন্য উদ্বেগ ও ফাটকায় ক্ষতি', gu: 'ગોચરમાં અશુભ; સંતાનની ચિંતા અને સટ્ટામાં નુકસાન' }, condition: 'Rahu in the 5th from the Moon.' },
    { id: 'gochara.rahu.6', house: 6, favorable: true, phrase: { en: 'favorable in gochara, giving victory over rivals and debts', hi: 'गोचर में शुभ, जो प्रतिद्वंद्वियों और ऋण पर विजय देता है', ta: 'கோசாரத்தில் சாதகம்; எதிரிகள் மீதும் கடன் மீதும் வெற்றி', te: 'గోచారంలో శుభం; శత్రువులపై, అప్పులపై విజయం', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಶತ್ರುಗಳ ಮೇಲೆ ಮತ್ತು ಸಾಲದ ಮೇಲೆ ಜಯ', ml: 'ഗോചരത്തിൽ ശുഭം; ശത്രുക്കളുടെയും കടത്തിന്റെയും മേൽ ജയം', mr: 'गोचरात शुभ; शत्रू आणि कर्ज यांवर विजय', bn: 'গোচরে শুভ; প্রতিপক্ষ ও ঋণের ওপর জয়', gu: 'ગોચરમાં શુભ; શત્રુઓ અને દેવા પર વિજય' }, condition: 'Rahu in the 6th from the Moon.' },
    { id: 'gochara.rahu.7', house: 7, favorable: false, phrase: { en: 'unfavorable in gochara, bringing confusion with partners', hi: 'गोचर में अशुभ, जो साझेदारों के साथ भ्रम की स्थिति देता है', ta: 'கோசாரத்தில் பாதகம்; கூட்டாளிகளுடன் குழப்பம்', te: 'గోచారంలో అశుభం; భాగస్వాములతో గందరగోళం', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಪಾಲುದಾರರೊಂದಿಗೆ ಗೊಂದಲ', ml: 'ഗോചരത്തിൽ അശുഭം; പങ്കാളികളുമായി ആശയക്കുഴപ്പം', mr: 'गोचरात अशुभ; भागीदारांशी गोंधळ', bn: 'গোচরে অশুভ; অংশীদারদের সঙ্গে বিভ্রান্তি', gu: 'ગોચરમાં અશુભ; ભાગીદારો સાથે ગૂંચવણ' }, condition: 'Rahu in the 7th from the Moon.' },
    { id: 'gochara.rahu.8', house: 8, favorable: false, phrase: { en: 'unfavorable in gochara, bringing sudden upheavals', hi: 'गोचर में अशुभ, जो अचानक उथल-पुथल देता है', ta: 'கோசாரத்தில் பாதகம்; திடீர்க் கொந்தளிப்புகள்', te: 'గోచారంలో అశుభం; ఆకస్మిక కల్లోలాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಹಠಾತ್ ಏರುಪೇರುಗಳು', ml: 'ഗോചരത്തിൽ അശുഭം; പെട്ടെന്നുള്ള ഉലച്ചിലുകൾ', mr: 'गोचरात अशुभ; अचानक उलथापालथ', bn: 'গোচরে অশুভ; আকস্মিক উথালপাথাল', gu: 'ગોચરમાં અશુભ; અચાનક ઊથલપાથલ' }, condition: 'Rahu in the 8th from the Moon.' },
    { id: 'gochara.rahu.9', house: 9, favorable: false, phrase: { en: 'unfavorable in gochara, bringing doubts about faith and friction with elders', hi: 'गोचर में अशुभ, जो आस्था पर संदेह और बड़ों से टकराव देता है', ta: 'கோசாரத்தில் பாதகம்; நம்பிக்கையில் ஐயம், பெரியோருடன் உரசல்', te: 'గోచారంలో అశుభం; విశ్వాసంపై సందేహాలు, పెద్దలతో ఘర్షణ', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ನಂಬಿಕೆಯ ಬಗ್ಗೆ ಸಂಶಯ, ಹಿರಿಯರೊಂದಿಗೆ ಘರ್ಷಣೆ', ml: 'ഗോചരത്തിൽ അശുഭം; വിശ്വാസത്തിൽ സംശയം, മുതിർന്നവരുമായി ഉരസൽ', mr: 'गोचरात अशुभ; श्रद्धेबद्दल शंका आणि वडीलधाऱ्यांशी खटके', bn: 'গোচরে অশুভ; বিশ্বাসে সংশয় ও গুরুজনের সঙ্গে সংঘাত', gu: 'ગોચરમાં અશુભ; શ્રદ્ધા પર શંકા અને વડીલો સાથે ઘર્ષણ' }, condition: 'Rahu in the 9th from the Moon.' },
    { id: 'gochara.rahu.10', house: 10, favorable: false, phrase: { en: 'unfavorable in gochara, bringing restless, unconventional career moves', hi: 'गोचर में अशुभ, जो करियर में बेचैन और लीक से हटकर कदम दिलाता है', ta: 'கோசாரத்தில் பாதகம்; தொழிலில் அமைதியற்ற, வழக்கத்துக்கு மாறான நகர்வுகள்', te: 'గోచారంలో అశుభం; వృత్తిలో అశాంతితో కూడిన, సంప్రదాయేతర అడుగులు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ವೃತ್ತಿಯಲ್ಲಿ ಚಡಪಡಿಕೆಯ, ಸಾಂಪ್ರದಾಯಿಕವಲ್ಲದ ನಡೆಗಳು', ml: 'ഗോചരത്തിൽ അശുഭം; തൊഴിലിൽ അസ്വസ്ഥവും പതിവുവിട്ടതുമായ നീക്കങ്ങൾ', mr: 'गोचरात अशुभ; कारकिर्दीत अस्वस्थ, चाकोरीबाहेरची पावले', bn: 'গোচরে অশুভ; কর্মজীবনে অস্থির, প্রথাবিরুদ্ধ পদক্ষেপ', gu: 'ગોચરમાં અશુભ; કારકિર્દીમાં બેચેન, ચીલાચાલુથી હટીને લેવાતાં પગલાં' }, condition: 'Rahu in the 10th from the Moon.' },
    { id: 'gochara.rahu.11', house: 11, favorable: true, phrase: { en: 'favorable in gochara, bringing sudden gains', hi: 'गोचर में शुभ, जो अचानक लाभ देता है', ta: 'கோசாரத்தில் சாதகம்; திடீர் லாபம்', te: 'గోచారంలో శుభం; ఆకస్మిక లాభాలు', kn: 'ಗೋಚಾರದಲ್ಲಿ ಶುಭ; ಹಠಾತ್ ಲಾಭ', ml: 'ഗോചരത്തിൽ ശുഭം; പെട്ടെന്നുള്ള ലാഭം', mr: 'गोचरात शुभ; अचानक लाभ', bn: 'গোচরে শুভ; আকস্মিক লাভ', gu: 'ગોચરમાં શુભ; અચાનક લાભ' }, condition: 'Rahu in the 11th from the Moon.' },
    { id: 'gochara.rahu.12', house: 12, favorable: false, phrase: { en: 'unfavorable in gochara, bringing expenses, foreign travel and poor sleep', hi: 'गोचर में अशुभ, जो व्यय, विदेश यात्रा और कच्ची नींद देता है', ta: 'கோசாரத்தில் பாதகம்; செலவு, வெளிநாட்டுப் பயணம், தூக்கமின்மை', te: 'గోచారంలో అశుభం; ఖర్చులు, విదేశీ ప్రయాణం, నిద్రలేమి', kn: 'ಗೋಚಾರದಲ್ಲಿ ಅಶುಭ; ಖರ್ಚು, ವಿದೇಶ ಪ್ರಯಾಣ, ನಿದ್ರಾಹೀನತೆ', ml: 'ഗോചരത്തിൽ അശുഭം; ചെലവ്, വിദേശയാത്ര, ഉറക്കക്കുറവ്', mr: 'गोचरात अशुभ; खर्च, परदेश प्रवास आणि अपुरी झोप', bn: 'গোচরে অশুভ; ব্যয়, বিদেশযাত্রা ও অনিদ্রা', gu: 'ગોચરમાં અશુભ; ખર્ચ, વિદેશયાત્રા અને અધૂરી ઊંઘ' }, condition: 'Rahu in the 12th from the Moon.' },
  ],
} as const satisfies Readonly<Record<SlowTransitGraha, readonly GocharaRule[]>>;

/**
 * The current-transit sentence: {planet}, {sign}, {degree} (whole degrees in the sign), {motion}, {moonHouse},
 * {moonSign}, {gochara}, {lagnaHouse}, {lagna}, {themes}.
 */
export const TRANSIT_TEMPLATE: Text = {
  en: '{planet} transits {sign} at {degree}°{motion}, the {moonHouse} from the natal Moon in {moonSign} ({gochara}), ' +
    'and the {lagnaHouse} from the {lagna} lagna, touching {themes}.',
  hi: '{planet} {sign} राशि में {degree}° पर{motion} गोचर कर रहा है, जो {moonSign} राशि के जन्म चंद्र से {moonHouse} भाव ' +
    '({gochara}) और {lagna} लग्न से {lagnaHouse} भाव है; इसका प्रभाव {themes} पर पड़ता है।',
  ta: '{planet} {sign} ராசியில் {degree}°-இல்{motion} சஞ்சரிக்கிறது; இது {moonSign} ராசியில் உள்ள ஜன்ம சந்திரனிலிருந்து ' +
    '{moonHouse} இடம் ({gochara}), {lagna} லக்னத்திலிருந்து {lagnaHouse} பாவம்; இதன் தாக்கம் {themes} தொடர்பான விஷயங்களில் இருக்கும்.',
  te: '{planet} {sign} రాశిలో {degree}° వద్ద{motion} గోచరిస్తున్నాడు; ఇది {moonSign} రాశిలోని జన్మ చంద్రుని నుండి ' +
    '{moonHouse} స్థానం ({gochara}), {lagna} లగ్నం నుండి {lagnaHouse} భావం; దీని ప్రభావం {themes} సంబంధిత విషయాలపై ఉంటుంది.',
  kn: '{planet} {sign} ರಾಶಿಯಲ್ಲಿ {degree}° ಅಂಶದಲ್ಲಿ{motion} ಗೋಚರಿಸುತ್ತಿದೆ; ಇದು {moonSign} ರಾಶಿಯಲ್ಲಿರುವ ಜನ್ಮ ಚಂದ್ರನಿಂದ ' +
    '{moonHouse} ಸ್ಥಾನ ({gochara}), {lagna} ಲಗ್ನದಿಂದ {lagnaHouse} ಭಾವ; ಇದರ ಪ್ರಭಾವ {themes} ಸಂಬಂಧಿತ ವಿಷಯಗಳ ಮೇಲೆ ಇರುತ್ತದೆ.',
  ml: '{planet} {sign} രാശിയിൽ {degree}° സ്ഥാനത്ത്{motion} സഞ്ചരിക്കുന്നു; ഇത് {moonSign} രാശിയിലെ ജന്മചന്ദ്രനിൽ നിന്ന് ' +
    '{moonHouse} ഭാവം ({gochara}), {lagna} ലഗ്നത്തിൽ നിന്ന് {lagnaHouse} ഭാവം; ഇതിന്റെ സ്വാധീനം {themes} സംബന്ധമായ കാര്യങ്ങളിൽ ഉണ്ടാകും.',
  mr: '{planet} {sign} राशीत {degree}° वर{motion} भ्रमण करत आहे; हे {moonSign} राशीतील जन्मचंद्रापासून {moonHouse} स्थान ' +
    '({gochara}) आणि {lagna} लग्नापासून {lagnaHouse} स्थान आहे; याचा प्रभाव {themes} संबंधित बाबींवर पडतो.',
  bn: '{planet} {sign} রাশিতে {degree}°-এ{motion} গোচর করছে; এটি {moonSign} রাশির জন্মচন্দ্র থেকে {moonHouse} স্থান ' +
    '({gochara}) এবং {lagna} লগ্ন থেকে {lagnaHouse} ভাব; এর প্রভাব পড়ে {themes} সংক্রান্ত বিষয়ে।',
  gu: '{planet} {sign} રાશિમાં {degree}° પર{motion} ગોચર કરી રહ્યો છે, જે {moonSign} રાશિના જન્મ ચંદ્રથી {moonHouse} સ્થાન ' +
    '({gochara}) અને {lagna} લગ્નથી {lagnaHouse} ભાવ છે; તેનો પ્રભાવ {themes} સંબંધિત વિષયો પર પડે છે.',
};

/** The motion of a slow graha moving retrograde (Rahu, always retrograde, is not named so): at `now` and at an ingress. */
export const RETROGRADE_CLAUSES = {
  transit: { en: ' (retrograde)', hi: ' (वक्री)', ta: ' (வக்ரம்)', te: ' (వక్రం)', kn: ' (ವಕ್ರ)', ml: ' (വക്രം)', mr: ' (वक्री)', bn: ' (বক্রী)', gu: ' (વક્રી)' },
  ingress: { en: ' moving retrograde', hi: ' वक्री होकर', ta: ' வக்ர கதியில்', te: ' వక్రగతిలో', kn: ' ವಕ್ರಗತಿಯಲ್ಲಿ', ml: ' വക്രഗതിയിൽ', mr: ' वक्री होऊन', bn: ' বক্রী অবস্থায়', gu: ' વક્રી થઈને' },
} as const satisfies Record<string, Text>;

/** The rule id reported with the lagna half of a transit sentence. */
export const TRANSIT_LAGNA_RULE = {
  id: 'transit.house-from-lagna',
  condition: 'The sign transited is counted from the lagna and its house themes (BPHS ch. 11) are named.',
} as const;

interface RemedyRecord {
  readonly graha: GrahaId;
  /** Charity (daana) items. */
  readonly charity: Text;
  /** Weekday of the fast, 0 = Sunday. */
  readonly fastDay: 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** Charity items and fast day of each graha (graha-shanti practice of Hindi almanacs and remedy manuals). */
export const GRAHA_REMEDIES = [
  { graha: 'sun', charity: { en: 'wheat, jaggery and copper', hi: 'गेहूँ, गुड़ और ताँबा', ta: 'கோதுமை, வெல்லம், செம்பு', te: 'గోధుమలు, బెల్లం, రాగి', kn: 'ಗೋಧಿ, ಬೆಲ್ಲ ಮತ್ತು ತಾಮ್ರ', ml: 'ഗോതമ്പ്, ശർക്കര, ചെമ്പ്', mr: 'गहू, गूळ आणि तांबे', bn: 'গম, গুড় ও তামা', gu: 'ઘઉં, ગોળ અને તાંબું' }, fastDay: 0 },
  { graha: 'moon', charity: { en: 'rice, milk and white cloth', hi: 'चावल, दूध और सफ़ेद वस्त्र', ta: 'அரிசி, பால், வெள்ளைத் துணி', te: 'బియ్యం, పాలు, తెల్లని వస్త్రం', kn: 'ಅಕ್ಕಿ, ಹಾಲು ಮತ್ತು ಬಿಳಿ ಬಟ್ಟೆ', ml: 'അരി, പാൽ, വെള്ളവസ്ത്രം', mr: 'तांदूळ, दूध आणि पांढरे वस्त्र', bn: 'চাল, দুধ ও সাদা কাপড়', gu: 'ચોખા, દૂધ અને સફેદ વસ્ત્ર' }, fastDay: 1 },
  { graha: 'mars', charity: { en: 'red lentils (masoor dal), jaggery and red cloth', hi: 'मसूर दाल, गुड़ और लाल वस्त्र', ta: 'மசூர் பருப்பு, வெல்லம், சிவப்புத் துணி', te: 'మసూర్ పప్పు, బెల్లం, ఎర్రని వస్త్రం', kn: 'ಮಸೂರ್ ಬೇಳೆ, ಬೆಲ್ಲ ಮತ್ತು ಕೆಂಪು ಬಟ್ಟೆ', ml: 'മസൂർ പരിപ്പ്, ശർക്കര, ചുവന്ന വസ്ത്രം', mr: 'मसूर डाळ, गूळ आणि लाल वस्त्र', bn: 'মসুর ডাল, গুড় ও লাল কাপড়', gu: 'મસૂરની દાળ, ગોળ અને લાલ વસ્ત્ર' }, fastDay: 2 },
  { graha: 'mercury', charity: { en: 'green gram (moong), green cloth and fodder for cows', hi: 'मूँग, हरा वस्त्र और गायों के लिए चारा', ta: 'பாசிப்பயறு, பச்சைத் துணி, பசுக்களுக்குத் தீவனம்', te: 'పెసలు, ఆకుపచ్చని వస్త్రం, ఆవులకు మేత', kn: 'ಹೆಸರುಕಾಳು, ಹಸಿರು ಬಟ್ಟೆ ಮತ್ತು ಹಸುಗಳಿಗೆ ಮೇವು', ml: 'ചെറുപയർ, പച്ച വസ്ത്രം, പശുക്കൾക്കു തീറ്റ', mr: 'मूग, हिरवे वस्त्र आणि गायींसाठी चारा', bn: 'মুগ, সবুজ কাপড় ও গোখাদ্য', gu: 'મગ, લીલું વસ્ત્ર અને ગાયો માટે ઘાસચારો' }, fastDay: 3 },
  { graha: 'jupiter', charity: { en: 'chana dal, turmeric and yellow cloth', hi: 'चने की दाल, हल्दी और पीला वस्त्र', ta: 'கடலைப் பருப்பு, மஞ்சள், மஞ்சள் துணி', te: 'శనగపప్పు, పసుపు, పసుపు రంగు వస్త్రం', kn: 'ಕಡಲೆಬೇಳೆ, ಅರಿಶಿನ ಮತ್ತು ಹಳದಿ ಬಟ್ಟೆ', ml: 'കടലപ്പരിപ്പ്, മഞ്ഞൾ, മഞ്ഞ വസ്ത്രം', mr: 'हरभरा डाळ, हळद आणि पिवळे वस्त्र', bn: 'ছোলার ডাল, হলুদ ও হলুদ কাপড়', gu: 'ચણાની દાળ, હળદર અને પીળું વસ્ત્ર' }, fastDay: 4 },
  { graha: 'venus', charity: { en: 'rice, ghee, curd and white silk', hi: 'चावल, घी, दही और सफ़ेद रेशम', ta: 'அரிசி, நெய், தயிர், வெண்பட்டு', te: 'బియ్యం, నెయ్యి, పెరుగు, తెల్లని పట్టు', kn: 'ಅಕ್ಕಿ, ತುಪ್ಪ, ಮೊಸರು ಮತ್ತು ಬಿಳಿ ರೇಷ್ಮೆ', ml: 'അരി, നെയ്യ്, തൈര്, വെള്ളപ്പട്ട്', mr: 'तांदूळ, तूप, दही आणि पांढरे रेशीम', bn: 'চাল, ঘি, দই ও সাদা রেশম', gu: 'ચોખા, ઘી, દહીં અને સફેદ રેશમ' }, fastDay: 5 },
  { graha: 'saturn', charity: { en: 'black sesame, mustard oil, iron and black cloth', hi: 'काले तिल, सरसों का तेल, लोहा और काला वस्त्र', ta: 'கருப்பு எள், கடுகு எண்ணெய், இரும்பு, கருப்புத் துணி', te: 'నల్ల నువ్వులు, ఆవ నూనె, ఇనుము, నల్లని వస్త్రం', kn: 'ಕಪ್ಪು ಎಳ್ಳು, ಸಾಸಿವೆ ಎಣ್ಣೆ, ಕಬ್ಬಿಣ ಮತ್ತು ಕಪ್ಪು ಬಟ್ಟೆ', ml: 'കറുത്ത എള്ള്, കടുകെണ്ണ, ഇരുമ്പ്, കറുത്ത വസ്ത്രം', mr: 'काळे तीळ, मोहरीचे तेल, लोखंड आणि काळे वस्त्र', bn: 'কালো তিল, সরষের তেল, লোহা ও কালো কাপড়', gu: 'કાળા તલ, સરસવનું તેલ, લોખંડ અને કાળું વસ્ત્ર' }, fastDay: 6 },
  { graha: 'rahu', charity: { en: 'black gram (urad), blankets and mustard oil', hi: 'उड़द, कंबल और सरसों का तेल', ta: 'உளுந்து, கம்பளிகள், கடுகு எண்ணெய்', te: 'మినుములు, కంబళ్ళు, ఆవ నూనె', kn: 'ಉದ್ದು, ಕಂಬಳಿಗಳು ಮತ್ತು ಸಾಸಿವೆ ಎಣ್ಣೆ', ml: 'ഉഴുന്ന്, കമ്പിളിപ്പുതപ്പുകൾ, കടുകെണ്ണ', mr: 'उडीद, घोंगड्या आणि मोहरीचे तेल', bn: 'মাষকলাই, কম্বল ও সরষের তেল', gu: 'અડદ, ધાબળા અને સરસવનું તેલ' }, fastDay: 6 },
  { graha: 'ketu', charity: { en: 'multicolored blankets, sesame and food for stray dogs', hi: 'रंग-बिरंगे कंबल, तिल और आवारा कुत्तों के लिए भोजन', ta: 'பலவண்ணக் கம்பளிகள், எள், தெருநாய்களுக்கு உணவு', te: 'రంగురంగుల కంబళ్ళు, నువ్వులు, వీధి కుక్కలకు ఆహారం', kn: 'ಬಣ್ಣಬಣ್ಣದ ಕಂಬಳಿಗಳು, ಎಳ್ಳು ಮತ್ತು ಬೀದಿ ನಾಯಿಗಳಿಗೆ ಆಹಾರ', ml: 'പല നിറത്തിലുള്ള കമ്പിളിപ്പുതപ്പുകൾ, എള്ള്, തെരുവുനായ്ക്കൾക്കു ഭക്ഷണം', mr: 'रंगीबेरंगी घोंगड्या, तीळ आणि भटक्या कुत्र्यांसाठी अन्न', bn: 'রঙবেরঙের কম্বল, তিল ও পথকুকুরদের খাবার', gu: 'રંગબેરંગી ધાબળા, તલ અને રખડતા કૂતરાઓ માટે ભોજન' }, fastDay: 2 },
] as const satisfies readonly RemedyRecord[];

/**
 * Remedy rules. Common placeholders: {planet} (with "the" for the Sun and Moon), {planetName} (bare name),
 * {level}, {lagna}, {strength}, {condition} (dignity, house and conditions in words), {nature}
 * (FUNCTIONAL_NATURE_WORDS), {functional} (FUNCTIONAL_TEMPLATES), {reasons} (REMEDY_REASONS joined by "and").
 * Mantra: {mantra}, {day}. Gemstone: {gemstone}, {metal}, {finger}, {day}. Charity: {items}, {day}.
 * Deity: {deity}. Fast: {day}. Saturn transit: {mantra}, {moonHouse}, {phase}.
 */
export const REMEDY_RULES = [
  {
    id: 'remedy.mantra',
    template: { en: 'Chant the {planetName} beej mantra "{mantra}" 108 times daily, beginning on a {day}, because {planet}, the {level} lord, is {strength} ({condition}) and a {nature} for {lagna} lagna ({functional})', hi: 'किसी {day} से आरंभ करके प्रतिदिन {planetName} का बीज मंत्र "{mantra}" 108 बार जपें, क्योंकि {level} का स्वामी {planet} {strength} है ({condition}) और {lagna} लग्न के लिए {nature} है ({functional})', ta: 'ஒரு {day} அன்று தொடங்கி, {planetName} பீஜ மந்திரமான "{mantra}" என்பதைத் தினமும் 108 முறை ஜபியுங்கள்; காரணம்: {level} அதிபதி {planet} {strength} ({condition}), {lagna} லக்னத்துக்கு {nature} ({functional})', te: 'ఒక {day} నాడు మొదలుపెట్టి ప్రతిరోజూ 108 సార్లు ఈ బీజ మంత్రాన్ని జపించండి: "{mantra}" ({planetName}); కారణం: {level} అధిపతి {planet} (బలం: {strength}; {condition}), {lagna} లగ్నానికి {nature} ({functional})', kn: 'ಯಾವುದಾದರೂ {day} ಆರಂಭಿಸಿ ಪ್ರತಿದಿನ {planetName} ಬೀಜ ಮಂತ್ರವನ್ನು ("{mantra}") 108 ಬಾರಿ ಜಪಿಸಿ; ಕಾರಣ: {level}ಯ ಅಧಿಪತಿ {planet} (ಬಲ: {strength}; {condition}), {lagna} ಲಗ್ನಕ್ಕೆ {nature} ({functional})', ml: 'ഒരു {day} ദിവസം ആരംഭിച്ച് ദിവസവും 108 തവണ ഈ ബീജമന്ത്രം ജപിക്കുക: "{mantra}" ({planetName}); കാരണം: {planet} ({level}; ബലം: {strength}; {condition}) {lagna} ലഗ്നത്തിന് {nature} ആണ് ({functional})', mr: 'कोणत्याही {day}पासून सुरू करून दररोज {planetName} ग्रहाचा बीजमंत्र "{mantra}" 108 वेळा जपा, कारण {level}स्वामी {planet} {strength} आहे ({condition}) आणि {lagna} लग्नासाठी {nature} आहे ({functional})', bn: 'কোনো {day} থেকে শুরু করে প্রতিদিন {planetName} গ্রহের বীজমন্ত্র "{mantra}" 108 বার জপ করুন, কারণ {level}র অধিপতি {planet} {strength} ({condition}) এবং {lagna} লগ্নের জন্য {nature} ({functional})', gu: 'કોઈ {day}થી શરૂ કરીને રોજ {planetName}નો બીજ મંત્ર "{mantra}" 108 વાર જપો, કારણ કે {level}નો સ્વામી {planet} {strength} છે ({condition}) અને {lagna} લગ્ન માટે {nature} છે ({functional})' },
    condition: 'Always, for the period lord: the mantra is the remedy every tradition allows for any graha.',
  },
  {
    id: 'remedy.gemstone-wear',
    template: { en: 'Wear {gemstone} set in {metal} on the {finger} from a {day}: {planet} is a functional benefic for {lagna} lagna ({functional}) but only {strength} ({condition}), and the stone strengthens it', hi: '{gemstone} पहनें (धातु: {metal}; उँगली: {finger}; आरंभ किसी {day} को): {planet} {lagna} लग्न के लिए कार्यात्मक शुभ ग्रह है ({functional}), पर केवल {strength} है ({condition}), और यह रत्न उसे बल देता है', ta: '{gemstone} அணியுங்கள் (உலோகம்: {metal}; விரல்: {finger}; ஒரு {day} அன்று தொடங்கவும்): {planet} {lagna} லக்னத்துக்கு ஆதிபத்திய சுபக் கிரகம் ({functional}), ஆனால் அதன் நிலை {strength} மட்டுமே ({condition}); இந்த ரத்தினம் அதற்குப் பலம் சேர்க்கும்', te: '{gemstone} ధరించండి (లోహం: {metal}; వేలు: {finger}; ఒక {day} నాడు మొదలుపెట్టండి): {planet} {lagna} లగ్నానికి ఆధిపత్యరీత్యా శుభగ్రహం ({functional}), కానీ బలం {strength} మాత్రమే ({condition}); ఈ రత్నం అతనికి బలాన్నిస్తుంది', kn: '{gemstone} ಧರಿಸಿ (ಲೋಹ: {metal}; ಬೆರಳು: {finger}; ಯಾವುದಾದರೂ {day} ಆರಂಭಿಸಿ): {planet} {lagna} ಲಗ್ನಕ್ಕೆ ಆಧಿಪತ್ಯದಿಂದ ಶುಭ ಗ್ರಹ ({functional}), ಆದರೆ ಬಲ {strength} ಮಾತ್ರ ({condition}); ಈ ರತ್ನ ಅದಕ್ಕೆ ಬಲ ನೀಡುತ್ತದೆ', ml: '{gemstone} ധരിക്കുക (ലോഹം: {metal}; വിരൽ: {finger}; ഒരു {day} ദിവസം ആരംഭിക്കുക): {planet} {lagna} ലഗ്നത്തിന് ആധിപത്യപ്രകാരം ശുഭഗ്രഹമാണ് ({functional}), പക്ഷേ ബലം {strength} മാത്രം ({condition}); ഈ രത്നം അതിന് ബലം നൽകും', mr: '{gemstone} धारण करा (धातू: {metal}; बोट: {finger}; सुरुवात कोणत्याही {day}पासून): {planet} {lagna} लग्नासाठी कार्यात्मक शुभ ग्रह आहे ({functional}), पण केवळ {strength} आहे ({condition}); हे रत्न त्याला बळ देते', bn: '{gemstone} ধারণ করুন (ধাতু: {metal}; আঙুল: {finger}; শুরু কোনো {day}): {planet} {lagna} লগ্নের জন্য কার্যগত শুভ গ্রহ ({functional}), কিন্তু কেবল {strength} ({condition}); এই রত্ন তাকে বল দেয়', gu: '{gemstone} ધારણ કરો (ધાતુ: {metal}; આંગળી: {finger}; શરૂઆત કોઈ {day}થી): {planet} {lagna} લગ્ન માટે કાર્યાત્મક શુભ ગ્રહ છે ({functional}), પણ માત્ર {strength} છે ({condition}), અને આ રત્ન તેને બળ આપે છે' },
    condition: 'The period lord is a functional benefic that is not Strong.',
  },
  {
    id: 'remedy.gemstone-not-needed',
    template: { en: 'No gemstone is needed for {planet}: it is a functional benefic for {lagna} lagna ({functional}) and already Strong ({condition})', hi: '{planet} के लिए कोई रत्न आवश्यक नहीं: वह {lagna} लग्न के लिए कार्यात्मक शुभ ग्रह है ({functional}) और पहले से प्रबल है ({condition})', ta: '{planet}: ரத்தினம் தேவையில்லை; இது {lagna} லக்னத்துக்கு ஆதிபத்திய சுபக் கிரகம் ({functional}), ஏற்கெனவே பலமானது ({condition})', te: '{planet}: రత్నం అవసరం లేదు; ఇతడు {lagna} లగ్నానికి ఆధిపత్యరీత్యా శుభగ్రహం ({functional}), ఇప్పటికే బలంగా ఉన్నాడు ({condition})', kn: '{planet} ಗ್ರಹಕ್ಕೆ ರತ್ನ ಅಗತ್ಯವಿಲ್ಲ: ಅದು {lagna} ಲಗ್ನಕ್ಕೆ ಆಧಿಪತ್ಯದಿಂದ ಶುಭ ಗ್ರಹ ({functional}), ಈಗಾಗಲೇ ಪ್ರಬಲ ({condition})', ml: '{planet}: രത്നം ആവശ്യമില്ല; ഈ ഗ്രഹം {lagna} ലഗ്നത്തിന് ആധിപത്യപ്രകാരം ശുഭഗ്രഹമാണ് ({functional}), ഇപ്പോൾത്തന്നെ ബലവാനുമാണ് ({condition})', mr: '{planet} याच्यासाठी रत्नाची गरज नाही: तो {lagna} लग्नासाठी कार्यात्मक शुभ ग्रह आहे ({functional}) आणि आधीच प्रबळ आहे ({condition})', bn: '{planet} গ্রহের জন্য কোনো রত্নের প্রয়োজন নেই: এটি {lagna} লগ্নের জন্য কার্যগত শুভ গ্রহ ({functional}) এবং ইতিমধ্যেই প্রবল ({condition})', gu: '{planet} માટે કોઈ રત્નની જરૂર નથી: તે {lagna} લગ્ન માટે કાર્યાત્મક શુભ ગ્રહ છે ({functional}) અને પહેલેથી પ્રબળ છે ({condition})' },
    condition: 'The period lord is a functional benefic that is Strong.',
  },
  {
    id: 'remedy.gemstone-avoid',
    template: { en: 'Do not wear {gemstone}: {planet} is a functional malefic for {lagna} lagna ({functional}), and the stone would strengthen its harmful lordships', hi: '{gemstone} न पहनें: {planet} {lagna} लग्न के लिए कार्यात्मक अशुभ ग्रह है ({functional}), और यह रत्न उसके हानिकारक स्वामित्व को बल देगा', ta: '{gemstone} அணிய வேண்டாம்: {planet} {lagna} லக்னத்துக்கு ஆதிபத்திய பாபக் கிரகம் ({functional}); இந்த ரத்தினம் அதன் தீய ஆதிபத்தியங்களுக்கு வலு சேர்க்கும்', te: '{gemstone} ధరించవద్దు: {planet} {lagna} లగ్నానికి ఆధిపత్యరీత్యా పాపగ్రహం ({functional}); ఈ రత్నం అతని హానికర ఆధిపత్యాలకు బలాన్నిస్తుంది', kn: '{gemstone} ಧರಿಸಬೇಡಿ: {planet} {lagna} ಲಗ್ನಕ್ಕೆ ಆಧಿಪತ್ಯದಿಂದ ಪಾಪ ಗ್ರಹ ({functional}); ಈ ರತ್ನ ಅದರ ಹಾನಿಕರ ಆಧಿಪತ್ಯಗಳಿಗೆ ಬಲ ನೀಡುತ್ತದೆ', ml: '{gemstone} ധരിക്കരുത്: {planet} {lagna} ലഗ്നത്തിന് ആധിപത്യപ്രകാരം പാപഗ്രഹമാണ് ({functional}); ഈ രത്നം അതിന്റെ ദോഷകരമായ ആധിപത്യങ്ങൾക്ക് ബലം നൽകും', mr: '{gemstone} धारण करू नका: {planet} {lagna} लग्नासाठी कार्यात्मक पाप ग्रह आहे ({functional}), आणि हे रत्न त्याच्या हानिकारक स्वामित्वांना बळ देईल', bn: '{gemstone} ধারণ করবেন না: {planet} {lagna} লগ্নের জন্য কার্যগত পাপ গ্রহ ({functional}), আর এই রত্ন তার ক্ষতিকর আধিপত্যকে বল দেবে', gu: '{gemstone} ધારણ ન કરો: {planet} {lagna} લગ્ન માટે કાર્યાત્મક પાપ ગ્રહ છે ({functional}), અને આ રત્ન તેના હાનિકારક સ્વામિત્વને બળ આપશે' },
    condition: 'The period lord is a functional malefic.',
  },
  {
    id: 'remedy.gemstone-caution',
    template: { en: 'Wear {gemstone} only after a full chart review: {planet} is functionally neutral for {lagna} lagna ({functional}), so the stone strengthens its good and bad sides alike', hi: '{gemstone} पूरी कुंडली की समीक्षा के बाद ही पहनें: {planet} {lagna} लग्न के लिए कार्यात्मक रूप से सम है ({functional}), इसलिए यह रत्न उसके अच्छे और बुरे दोनों पक्षों को समान रूप से बल देता है', ta: 'முழு ஜாதகத்தையும் ஆராய்ந்த பின்னரே {gemstone} அணியுங்கள்: {planet} {lagna} லக்னத்துக்கு ஆதிபத்திய ரீதியில் சமமான கிரகம் ({functional}); எனவே இந்த ரத்தினம் அதன் நல்ல, தீய பக்கங்கள் இரண்டுக்கும் சமமாக வலு சேர்க்கும்', te: 'పూర్తి జాతక పరిశీలన తర్వాతే {gemstone} ధరించండి: {planet} {lagna} లగ్నానికి ఆధిపత్యరీత్యా సమగ్రహం ({functional}); కాబట్టి ఈ రత్నం అతని మంచి, చెడు పార్శ్వాలు రెండింటికీ సమానంగా బలాన్నిస్తుంది', kn: 'ಪೂರ್ಣ ಜಾತಕ ಪರಿಶೀಲನೆಯ ನಂತರವೇ {gemstone} ಧರಿಸಿ: {planet} {lagna} ಲಗ್ನಕ್ಕೆ ಆಧಿಪತ್ಯದಿಂದ ಸಮ ಗ್ರಹ ({functional}); ಆದ್ದರಿಂದ ಈ ರತ್ನ ಅದರ ಒಳ್ಳೆಯ ಮತ್ತು ಕೆಟ್ಟ ಎರಡೂ ಮುಖಗಳಿಗೆ ಸಮಾನವಾಗಿ ಬಲ ನೀಡುತ್ತದೆ', ml: 'ജാതകം മുഴുവൻ പരിശോധിച്ചശേഷം മാത്രം {gemstone} ധരിക്കുക: {planet} {lagna} ലഗ്നത്തിന് ആധിപത്യപ്രകാരം സമഗ്രഹമാണ് ({functional}); അതിനാൽ ഈ രത്നം അതിന്റെ നല്ലതും ചീത്തയുമായ വശങ്ങൾക്ക് ഒരുപോലെ ബലം നൽകും', mr: 'संपूर्ण कुंडलीच्या परीक्षणानंतरच {gemstone} धारण करा: {planet} {lagna} लग्नासाठी कार्यात्मकदृष्ट्या सम आहे ({functional}), म्हणून हे रत्न त्याच्या चांगल्या आणि वाईट दोन्ही बाजूंना सारखेच बळ देते', bn: 'পুরো কোষ্ঠী পর্যালোচনার পরেই {gemstone} ধারণ করুন: {planet} {lagna} লগ্নের জন্য কার্যগতভাবে সম ({functional}), তাই এই রত্ন তার ভালো ও মন্দ দুই দিককেই সমান বল দেয়', gu: 'આખી કુંડળીની સમીક્ષા પછી જ {gemstone} ધારણ કરો: {planet} {lagna} લગ્ન માટે કાર્યાત્મક રીતે સમ છે ({functional}), તેથી આ રત્ન તેની સારી અને ખરાબ બંને બાજુને સરખું બળ આપે છે' },
    condition: 'The period lord is functionally neutral.',
  },
  {
    id: 'remedy.charity',
    template: { en: 'Give {items} in charity on {day}s to pacify {planet}, which {reasons}', hi: '{planet} की शांति के लिए हर {day} को {items} दान करें, क्योंकि वह {reasons}', ta: '{planet} சாந்திக்காக ஒவ்வொரு {day} அன்றும் {items} ஆகியவற்றைத் தானம் செய்யுங்கள்; காரணம்: {reasons}', te: 'గ్రహ శాంతి కోసం ({planet}) ప్రతి {day} {items} దానం చేయండి; కారణం: {reasons}', kn: '{planet} ಗ್ರಹದ ಶಾಂತಿಗಾಗಿ ಪ್ರತಿ {day} {items} ದಾನ ಮಾಡಿ; ಕಾರಣ: {reasons}', ml: 'ഗ്രഹശാന്തിക്കായി ({planet}) ആഴ്ചതോറും {day} ദിവസം {items} ദാനം ചെയ്യുക; കാരണം: {reasons}', mr: '{planet} ग्रहाच्या शांतीसाठी दर {day}ी {items} यांचे दान करा, कारण तो {reasons}', bn: '{planet} গ্রহের শান্তির জন্য প্রতি {day} {items} দান করুন, কারণ এটি {reasons}', gu: '{planet}ની શાંતિ માટે દર {day}ે {items} દાનમાં આપો, કારણ કે તે {reasons}' },
    condition: 'The period lord is Weak or a functional malefic.',
  },
  {
    id: 'remedy.deity',
    template: { en: 'Worship {deity}, the presiding deity of {planet}, during the {level}, since {planet} {reasons}', hi: '{level} के दौरान {planet} के अधिदेवता {deity} की उपासना करें, क्योंकि {planet} {reasons}', ta: '{level} காலத்தில், {planet} எனும் கிரகத்தின் அதிதேவதையான {deity} வழிபாடு செய்யுங்கள்; காரணம்: {reasons}', te: '{level} కాలంలో ఈ దైవాన్ని పూజించండి: {deity} ({planet} అనే గ్రహానికి అధిదేవత); కారణం: {reasons}', kn: '{level}ಯ ಅವಧಿಯಲ್ಲಿ {planet} ಗ್ರಹದ ಅಧಿದೇವತೆ {deity} ಪೂಜೆ ಮಾಡಿ; ಕಾರಣ: {reasons}', ml: '{level} നടക്കുന്ന കാലത്ത് ഈ ദേവതയെ ആരാധിക്കുക: {deity} ({planet} എന്ന ഗ്രഹത്തിന്റെ അധിദേവത); കാരണം: {reasons}', mr: '{level} चालू असताना {planet} ग्रहाची अधिदेवता {deity} यांची पूजा करा, कारण {planet} {reasons}', bn: '{level} চলাকালীন {planet} গ্রহের অধিদেবতা {deity} পূজা করুন, কারণ {planet} {reasons}', gu: '{level} દરમિયાન {planet}ના અધિદેવતા {deity}ની ઉપાસના કરો, કારણ કે {planet} {reasons}' },
    condition: 'The period lord is Weak, a functional malefic or combust.',
  },
  {
    id: 'remedy.fast',
    template: { en: 'Keep a fast on {day}s, the day of {planet}, while its {level} runs, since {planet} {reasons}', hi: 'जब तक {planet} की {level} चल रही है, हर {day} को, जो उसका दिन है, व्रत रखें, क्योंकि वह {reasons}', ta: '{planet} எனும் கிரகத்தின் {level} நடக்கும் வரை, அதன் நாளான {day} அன்று வாரந்தோறும் விரதம் இருங்கள்; காரணம்: {reasons}', te: '{level} ({planet}) నడుస్తున్నంత కాలం ఆ గ్రహం రోజైన ప్రతి {day} ఉపవాసం ఉండండి; కారణం: {reasons}', kn: '{planet} ಗ್ರಹದ {level} ನಡೆಯುವವರೆಗೆ ಆ ಗ್ರಹದ ದಿನವಾದ ಪ್ರತಿ {day} ಉಪವಾಸ ಮಾಡಿ; ಕಾರಣ: {reasons}', ml: '{planet} എന്ന ഗ്രഹത്തിന്റെ {level} നടക്കുന്നിടത്തോളം, ആ ഗ്രഹത്തിന്റെ ദിവസമായ {day} ആഴ്ചതോറും വ്രതം അനുഷ്ഠിക്കുക; കാരണം: {reasons}', mr: '{planet} ग्रहाची {level} चालू असेपर्यंत, त्याचा दिवस असलेल्या दर {day}ी उपवास करा, कारण तो {reasons}', bn: '{planet} গ্রহের {level} যতদিন চলবে, ততদিন প্রতি {day} (এই গ্রহের বার) উপবাস করুন, কারণ এটি {reasons}', gu: '{planet}ની {level} ચાલે ત્યાં સુધી, તેના વાર એવા દર {day}ે વ્રત રાખો, કારણ કે તે {reasons}' },
    condition: 'The period lord is Weak.',
  },
  {
    id: 'remedy.saturn-transit',
    template: { en: 'While Saturn transits the {moonHouse} from the natal Moon ({phase}), chant "{mantra}" and give black sesame and mustard oil on Saturdays', hi: 'जब तक शनि जन्म चंद्र से {moonHouse} भाव में ({phase}) गोचर कर रहा है, "{mantra}" का जाप करें और हर शनिवार को काले तिल और सरसों के तेल का दान करें', ta: 'சனி ஜன்ம சந்திரனிலிருந்து {moonHouse} இடத்தில் சஞ்சரிக்கும் வரை ({phase}), "{mantra}" என்று ஜபியுங்கள்; ஒவ்வொரு சனிக்கிழமையும் கருப்பு எள், கடுகு எண்ணெய் தானம் செய்யுங்கள்', te: 'జన్మ చంద్రుని నుండి {moonHouse} స్థానంలో శని గోచరిస్తున్నంత కాలం ({phase}), "{mantra}" జపించండి; ప్రతి శనివారం నల్ల నువ్వులు, ఆవ నూనె దానం చేయండి', kn: 'ಜನ್ಮ ಚಂದ್ರನಿಂದ {moonHouse} ಸ್ಥಾನದಲ್ಲಿ ಶನಿ ಗೋಚರಿಸುವವರೆಗೆ ({phase}), "{mantra}" ಜಪಿಸಿ; ಪ್ರತಿ ಶನಿವಾರ ಕಪ್ಪು ಎಳ್ಳು ಮತ್ತು ಸಾಸಿವೆ ಎಣ್ಣೆ ದಾನ ಮಾಡಿ', ml: 'ശനി ജന്മചന്ദ്രനിൽ നിന്ന് {moonHouse} ഭാവത്തിൽ സഞ്ചരിക്കുന്നിടത്തോളം ({phase}), "{mantra}" ജപിക്കുക; ആഴ്ചതോറും ശനിയാഴ്ച കറുത്ത എള്ളും കടുകെണ്ണയും ദാനം ചെയ്യുക', mr: 'शनि जन्मचंद्रापासून {moonHouse} स्थानात ({phase}) भ्रमण करत असेपर्यंत "{mantra}" या मंत्राचा जप करा आणि दर शनिवारी काळे तीळ आणि मोहरीचे तेल दान करा', bn: 'শনি যতদিন জন্মচন্দ্র থেকে {moonHouse} স্থানে ({phase}) গোচর করবে, ততদিন "{mantra}" জপ করুন এবং প্রতি শনিবার কালো তিল ও সরষের তেল দান করুন', gu: 'શનિ જન્મ ચંદ્રથી {moonHouse} સ્થાનમાં ({phase}) ગોચર કરે ત્યાં સુધી "{mantra}" મંત્રનો જાપ કરો અને દર શનિવારે કાળા તલ અને સરસવનું તેલ દાનમાં આપો' },
    condition: 'Saturn transits the 12th, 1st, 2nd (Sade Sati), 4th (Kantaka) or 8th (Ashtama) from the natal Moon.',
  },
] as const satisfies readonly (RuleRecord & { readonly template: Text })[];

/** Why a remedy is given, joined by "and": {strength}, {condition}, {lagna}, {functional}, {separation}. */
export const REMEDY_REASONS = {
  weak: { en: 'is Weak ({condition})', hi: 'निर्बल है ({condition})', ta: 'பலவீனம் ({condition})', te: 'బలహీనం ({condition})', kn: 'ದುರ್ಬಲ ({condition})', ml: 'ദുർബലം ({condition})', mr: 'दुर्बळ आहे ({condition})', bn: 'দুর্বল ({condition})', gu: 'નિર્બળ છે ({condition})' },
  malefic: { en: 'is a functional malefic for {lagna} lagna ({functional})', hi: '{lagna} लग्न के लिए कार्यात्मक अशुभ ग्रह है ({functional})', ta: '{lagna} லக்னத்துக்கு ஆதிபத்திய பாபக் கிரகம் ({functional})', te: '{lagna} లగ్నానికి ఆధిపత్యరీత్యా పాపగ్రహం ({functional})', kn: '{lagna} ಲಗ್ನಕ್ಕೆ ಆಧಿಪತ್ಯದಿಂದ ಪಾಪ ಗ್ರಹ ({functional})', ml: '{lagna} ലഗ്നത്തിന് ആധിപത്യപ്രകാരം പാപഗ്രഹം ({functional})', mr: '{lagna} लग्नासाठी कार्यात्मक पाप ग्रह आहे ({functional})', bn: '{lagna} লগ্নের জন্য কার্যগত পাপ গ্রহ ({functional})', gu: '{lagna} લગ્ન માટે કાર્યાત્મક પાપ ગ્રહ છે ({functional})' },
  combust: { en: 'is combust within {separation}° of the Sun', hi: 'सूर्य से {separation}° के भीतर अस्त है', ta: 'சூரியனிலிருந்து {separation}°-க்குள் அஸ்தங்கம்', te: 'సూర్యుని నుండి {separation}° లోపల అస్తంగతం', kn: 'ಸೂರ್ಯನಿಂದ {separation}° ಒಳಗೆ ಅಸ್ತಂಗತ', ml: 'സൂര്യനിൽ നിന്ന് {separation}°-നുള്ളിൽ മൗഢ്യം', mr: 'सूर्यापासून {separation}° च्या आत अस्त आहे', bn: 'সূর্য থেকে {separation}°-এর মধ্যে অস্তমিত', gu: 'સૂર્યથી {separation}°ની અંદર અસ્ત છે' },
} as const;

/** The Saturn transit phases named in the Saturn remedy, by gochara rule id. */
export const SATURN_REMEDY_PHASES = {
  'gochara.saturn.sade-sati-rising': { en: 'rising phase of Sade Sati', hi: 'साढ़ेसाती का आरंभिक चरण', ta: 'ஏழரைச் சனியின் தொடக்கம், விரயச் சனி', te: 'ఏలినాటి శని ప్రారంభ భాగం', kn: 'ಸಾಡೇಸಾತಿಯ ಆರಂಭಿಕ ಹಂತ', ml: 'ഏഴരശ്ശനിയുടെ ആരംഭഘട്ടം', mr: 'साडेसातीचा पहिला टप्पा', bn: 'সাড়েসাতির প্রথম পর্ব', gu: 'સાડાસાતીનો પ્રારંભિક તબક્કો' },
  'gochara.saturn.sade-sati-peak': { en: 'peak of Sade Sati', hi: 'साढ़ेसाती का चरम', ta: 'ஏழரைச் சனியின் நடுப்பகுதி, ஜன்மச் சனி', te: 'ఏలినాటి శని మధ్యభాగం', kn: 'ಸಾಡೇಸಾತಿಯ ಮಧ್ಯ ಹಂತ', ml: 'ഏഴരശ്ശനിയുടെ മധ്യഘട്ടം', mr: 'साडेसातीचा मध्य टप्पा', bn: 'সাড়েসাতির মধ্য পর্ব', gu: 'સાડાસાતીનો મધ્ય તબક્કો' },
  'gochara.saturn.sade-sati-setting': { en: 'setting phase of Sade Sati', hi: 'साढ़ेसाती का अंतिम चरण', ta: 'ஏழரைச் சனியின் இறுதி, பாதச் சனி', te: 'ఏలినాటి శని చివరి భాగం', kn: 'ಸಾಡೇಸಾತಿಯ ಕೊನೆಯ ಹಂತ', ml: 'ഏഴരശ്ശനിയുടെ അവസാനഘട്ടം', mr: 'साडेसातीचा शेवटचा टप्पा', bn: 'সাড়েসাতির শেষ পর্ব', gu: 'સાડાસાતીનો અંતિમ તબક્કો' },
  'gochara.saturn.kantaka': { en: 'Kantaka Shani', hi: 'कंटक शनि', ta: 'அர்த்தாஷ்டமச் சனி', te: 'అర్ధాష్టమ శని', kn: 'ಕಂಟಕ ಶನಿ', ml: 'കണ്ടകശനി', mr: 'कंटक शनि', bn: 'কণ্টক শনি', gu: 'કંટક શનિ' },
  'gochara.saturn.ashtama': { en: 'Ashtama Shani', hi: 'अष्टम शनि', ta: 'அஷ்டமச் சனி', te: 'అష్టమ శని', kn: 'ಅಷ್ಟಮ ಶನಿ', ml: 'അഷ്ടമശനി', mr: 'अष्टम शनि', bn: 'অষ্টম শনি', gu: 'અષ્ટમ શનિ' },
} as const;

export type RemedyRuleId = (typeof REMEDY_RULES)[number]['id'];
