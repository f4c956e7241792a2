/**
 * Tables of the Tajika annual chart (varshaphal).
 *
 * Source: P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach* (first published 2000; chapter, section,
 * table and page numbers here are those of its free 2010 edition), §28.6 (the lord of the year, Table 73 "Triraasi
 * Lords"), after *Tajika Neelakanthi*; the same table is PyJHora's `tri_rasi_daytime_lords` /
 * `tri_rasi_nighttime_lords`.
 */
import type { GrahaId } from './grahas.ts';
import type { Names } from './text.ts';

/** Tri-rashi pati: the lord of the annual lagna's sign by day and by night, Aries … Pisces (index 0 = Aries). */
export const TRI_RASHI_LORDS: readonly { readonly day: GrahaId; readonly night: GrahaId }[] = [
  { day: 'sun', night: 'jupiter' },
  { day: 'venus', night: 'moon' },
  { day: 'saturn', night: 'mercury' },
  { day: 'venus', night: 'mars' },
  { day: 'jupiter', night: 'sun' },
  { day: 'moon', night: 'venus' },
  { day: 'mercury', night: 'saturn' },
  { day: 'mars', night: 'venus' },
  { day: 'saturn', night: 'saturn' },
  { day: 'mars', night: 'mars' },
  { day: 'jupiter', night: 'jupiter' },
  { day: 'moon', night: 'moon' },
];

/** The five office-bearers (panchadhikaris) of the year, in the order the books list them. */
export const OFFICE_BEARERS = [
  { id: 'muntha-lord', en: 'Lord of the muntha', hi: 'मुन्था स्वामी', ta: 'முந்தா அதிபதி', te: 'ముంథా అధిపతి', kn: 'ಮುಂಥಾ ಅಧಿಪತಿ', ml: 'മുന്ഥാധിപൻ', mr: 'मुंथा स्वामी', bn: 'মুন্থাপতি', gu: 'મુંથા સ્વામી' },
  { id: 'birth-lagna-lord', en: 'Lord of the birth lagna', hi: 'जन्म लग्न स्वामी', ta: 'ஜன்ம லக்ன அதிபதி', te: 'జన్మ లగ్నాధిపతి', kn: 'ಜನ್ಮ ಲಗ್ನಾಧಿಪತಿ', ml: 'ജന്മലഗ്നാധിപൻ', mr: 'जन्म लग्न स्वामी', bn: 'জন্ম লগ্নপতি', gu: 'જન્મ લગ્ન સ્વામી' },
  { id: 'annual-lagna-lord', en: 'Lord of the annual lagna', hi: 'वर्ष लग्न स्वामी', ta: 'வருஷ லக்ன அதிபதி', te: 'వర్ష లగ్నాధిపతి', kn: 'ವರ್ಷ ಲಗ್ನಾಧಿಪತಿ', ml: 'വർഷലഗ്നാധിപൻ', mr: 'वर्ष लग्न स्वामी', bn: 'বর্ষ লগ্নপতি', gu: 'વર્ષ લગ્ન સ્વામી' },
  { id: 'tri-rashi-pati', en: 'Tri-rashi pati', hi: 'त्रिराशि पति', ta: 'திரிராசி அதிபதி', te: 'త్రిరాశి పతి', kn: 'ತ್ರಿರಾಶಿ ಪತಿ', ml: 'ത്രിരാശിപതി', mr: 'त्रिराशी पती', bn: 'ত্রিরাশিপতি', gu: 'ત્રિરાશિ પતિ' },
  { id: 'luminary-sign-lord', en: "Lord of the Sun's sign (day) or the Moon's sign (night)", hi: 'दिन में सूर्य राशि स्वामी, रात्रि में चन्द्र राशि स्वामी', ta: 'பகலில் சூரியன் நின்ற ராசியின் அதிபதி, இரவில் சந்திரன் நின்ற ராசியின் அதிபதி', te: 'పగలు సూర్యుడున్న రాశి అధిపతి, రాత్రి చంద్రుడున్న రాశి అధిపతి', kn: 'ಹಗಲು ಸೂರ್ಯನಿರುವ ರಾಶಿಯ ಅಧಿಪತಿ, ರಾತ್ರಿ ಚಂದ್ರನಿರುವ ರಾಶಿಯ ಅಧಿಪತಿ', ml: 'പകൽ സൂര്യൻ നിൽക്കുന്ന രാശിയുടെ അധിപൻ, രാത്രി ചന്ദ്രൻ നിൽക്കുന്ന രാശിയുടെ അധിപൻ', mr: 'दिवसा रवीच्या राशीचा स्वामी, रात्री चंद्राच्या राशीचा स्वामी', bn: 'দিনে রবির রাশিপতি, রাতে চন্দ্রের রাশিপতি', gu: 'દિવસે સૂર્યની રાશિનો સ્વામી, રાત્રે ચંદ્રની રાશિનો સ્વામી' },
] as const satisfies readonly ({ readonly id: string } & Names)[];

export type OfficeBearerId = (typeof OFFICE_BEARERS)[number]['id'];

/**
 * Deeptamsa: the orb of light of each of the seven grahas, degrees (Narasimha Rao, §28.2: "the same for all kinds of
 * aspects"). How two grahas' deeptamsas make the orb of their aspect is a convention (astro/tajika/yogas.ts
 * TAJIKA_ORB_RULES): each within the other's (the book, §29.2.3) or within the mean of the two.
 */
export const DEEPTAMSA_DEG = { sun: 15, moon: 12, mars: 8, mercury: 7, jupiter: 9, venus: 7, saturn: 9 } as const;

export type TajikaGraha = keyof typeof DEEPTAMSA_DEG;

/** The seven grahas from the fastest to the slowest by mean daily motion (Narasimha Rao, §29.2.3, note 83). */
export const TAJIKA_SPEED_ORDER: readonly TajikaGraha[] = ['moon', 'mercury', 'venus', 'sun', 'mars', 'jupiter', 'saturn'];

/**
 * Tajika aspect kinds by the sign distance counted from one graha to the other (Narasimha Rao, §28.2: trinal,
 * sextile, square, conjunction, opposition, and the neutral semi-sextile of 2 and 12 signs, §28.2 (6)). Which kinds
 * count is the aspect set (TAJIKA_ASPECT_SETS).
 */
export const TAJIKA_ASPECT_KINDS = [
  { id: 'friendly-open', distances: [5, 9], en: 'Open friendly (trine)', hi: 'प्रत्यक्ष मित्र दृष्टि', ta: 'வெளிப்படை நட்புப் பார்வை', te: 'ప్రత్యక్ష మిత్ర దృష్టి', kn: 'ಪ್ರತ್ಯಕ್ಷ ಮಿತ್ರ ದೃಷ್ಟಿ', ml: 'പ്രത്യക്ഷ മിത്രദൃഷ്ടി', mr: 'प्रत्यक्ष मित्र दृष्टी', bn: 'প্রত্যক্ষ মিত্র দৃষ্টি', gu: 'પ્રત્યક્ષ મિત્ર દૃષ્ટિ' },
  { id: 'friendly-hidden', distances: [3, 11], en: 'Hidden friendly (sextile)', hi: 'गुप्त मित्र दृष्टि', ta: 'மறைமுக நட்புப் பார்வை', te: 'గుప్త మిత్ర దృష్టి', kn: 'ಗುಪ್ತ ಮಿತ್ರ ದೃಷ್ಟಿ', ml: 'ഗുപ്ത മിത്രദൃഷ്ടി', mr: 'गुप्त मित्र दृष्टी', bn: 'গুপ্ত মিত্র দৃষ্টি', gu: 'ગુપ્ત મિત્ર દૃષ્ટિ' },
  { id: 'inimical-open', distances: [1, 7], en: 'Open inimical (conjunction, opposition)', hi: 'प्रत्यक्ष शत्रु दृष्टि', ta: 'வெளிப்படை பகைப் பார்வை', te: 'ప్రత్యక్ష శత్రు దృష్టి', kn: 'ಪ್ರತ್ಯಕ್ಷ ಶತ್ರು ದೃಷ್ಟಿ', ml: 'പ്രത്യക്ഷ ശത്രുദൃഷ്ടി', mr: 'प्रत्यक्ष शत्रू दृष्टी', bn: 'প্রত্যক্ষ শত্রু দৃষ্টি', gu: 'પ્રત્યક્ષ શત્રુ દૃષ્ટિ' },
  { id: 'inimical-hidden', distances: [4, 10], en: 'Hidden inimical (square)', hi: 'गुप्त शत्रु दृष्टि', ta: 'மறைமுக பகைப் பார்வை', te: 'గుప్త శత్రు దృష్టి', kn: 'ಗುಪ್ತ ಶತ್ರು ದೃಷ್ಟಿ', ml: 'ഗുപ്ത ശത്രുദൃഷ്ടി', mr: 'गुप्त शत्रू दृष्टी', bn: 'গুপ্ত শত্রু দৃষ্টি', gu: 'ગુપ્ત શત્રુ દૃષ્ટિ' },
  { id: 'neutral', distances: [2, 12], en: 'Neutral (semi-sextile)', hi: 'सम दृष्टि', ta: 'சமப் பார்வை', te: 'సమ దృష్టి', kn: 'ಸಮ ದೃಷ್ಟಿ', ml: 'സമദൃഷ്ടി', mr: 'सम दृष्टी', bn: 'সম দৃষ্টি', gu: 'સમ દૃષ્ટિ' },
] as const satisfies readonly ({ readonly id: string; readonly distances: readonly number[] } & Names)[];

export type TajikaAspectKindId = (typeof TAJIKA_ASPECT_KINDS)[number]['id'];

/**
 * Which aspect kinds form Tajika aspects and yogas:
 * - `with-semi-sextile` (the default): the five kinds of Narasimha Rao's §28.2, the friendly and inimical ones (1/7,
 *   3/11, 4/10, 5/9 signs) and the neutral semi-sextile of 2 and 12 signs (§28.2 (6)), which his nakta (§29.2.5)
 *   and Duttota (§29.2.13) examples use; PyJHora counts it too;
 * - `without-semi-sextile`: the friendly and inimical kinds only; grahas 2 or 12 signs apart form no aspect or yoga.
 * Grahas 6 or 8 signs apart have none in either. The year lord's aspect on the annual lagna and kuttha's aspect take
 * the four friendly and inimical kinds under either set: the book's example 120 has the Sun in the 2nd from the
 * lagna not aspecting it.
 */
export const TAJIKA_ASPECT_SETS = {
  'with-semi-sextile': ['friendly-open', 'friendly-hidden', 'inimical-open', 'inimical-hidden', 'neutral'],
  'without-semi-sextile': ['friendly-open', 'friendly-hidden', 'inimical-open', 'inimical-hidden'],
} as const satisfies Record<string, readonly TajikaAspectKindId[]>;

export type TajikaAspectSet = keyof typeof TAJIKA_ASPECT_SETS;
export const TAJIKA_ASPECT_SET_IDS = Object.keys(TAJIKA_ASPECT_SETS) as TajikaAspectSet[];

/**
 * The two readings of the Moon's yogas gairi-kamboola and khallasara:
 * - `narasimha-rao`: as Narasimha Rao gives them (§29.2.9: the Moon in the last degree of its sign, not exalted or
 *   debilitated nor in its own navamsha or drekkana, joins one of an ithasala pair and a strong graha from the
 *   next sign; §29.2.10: the lagna lord in a sign between the Moon and another graha, in ithasala with neither);
 * - `void-of-course`: the Moon's course read as the Perso-Arabic astrology Tajika takes the names from (*ghayr
 *   qabūl*, *khalāʾ al-sayr*, "emptiness of course", Abu Maʿshar's conditions of the planets): gairi-kamboola
 *   when the Moon, in ithasala with neither of a pair, joins one of them from the start of its next sign wherever
 *   it stands in its sign; khallasara when the Moon is within orb of an aspect to no graha.
 */
export const TAJIKA_MOON_YOGA_READINGS = ['narasimha-rao', 'void-of-course'] as const;
export type TajikaMoonYogaReading = (typeof TAJIKA_MOON_YOGA_READINGS)[number];

/**
 * The sixteen Tajika yogas the annual chart is read for, in the books' order (Tajika Neelakanthi, Samjna Tantra,
 * the shodasha yogas; P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, ch. 29 "Tajaka Yogas",
 * §29.2.1–16, pp. 386–394, the aspects and deeptamsas of §28.2), each with its rule as the engine applies it
 * (astro/tajika/yogas.ts). "Faster" and "slower" are by TAJIKA_SPEED_ORDER; "ahead" is the degree within the sign.
 * Ikkavala and induvara are read among the seven grahas (Rahu and Ketu take no part in Tajika yogas). Duhphali-kuttha
 * is the Arabic "pushing of power" (Abu Ma'shar, *Abbreviation of the Introduction*, the conditions of the planets):
 * the applying graha in a sign of its own dignity; "strong" is the panchavargeeya grade (PANCHAVARGEEYA_GRADES), as
 * PyJHora 4.8.5 reads it too.
 *
 * The last four are Narasimha Rao's annual-chart reading (§29.2.13 Duttota, §29.2.14 Thambira, §29.2.15 Kutta,
 * §29.2.16 Durupha, pp. 393–394), which joins any two grahas, as the other yogas do; Tajika Neelakanthi states them
 * for a question, between the lagna lord and the lord of the matter asked (karyesha), and the annual chart asks
 * none: a reader takes the pairs with the annual lagna lord and the lord of the house of the matter (Narasimha Rao,
 * §29.2.3). "Weak" in dutthottha-davira is the book's "debilitated or in an inimical sign, with a low
 * panchavargeeya bala" (an enemy by natural friendship, bala below the strong grade); "strong" is duhphali-kuttha's.
 * Durupha counts a graha weak when it is in a dusthana, combust, retrograde or debilitated: the book's example
 * (Aries lagna, Mars in Cancer and Saturn in Aries, both debilitated in the 4th and 1st) shows that any one of the
 * four suffices. Kuttha's aspect is by sign (TAJIKA_ASPECT_KINDS), as the year lord's aspect on the lagna is.
 * Gairi-kamboola's and khallasara's `rule` is Narasimha Rao's reading (§29.2.9–10), `voidOfCourseRule` the other
 * (TAJIKA_MOON_YOGA_READINGS).
 */
export const TAJIKA_YOGAS = [
  {
    id: 'ikkavala', en: 'Ikkavala', hi: 'इक्कबाल', ta: 'இக்கபால யோகம்', te: 'ఇక్కబాల యోగం', kn: 'ಇಕ್ಕಬಾಲ ಯೋಗ', ml: 'ഇക്കബാലയോഗം', mr: 'इक्कबाल', bn: 'ইক্কবাল', gu: 'ઇક્કબાલ',
    rule: { en: 'All seven grahas in kendras (1, 4, 7, 10) and panapharas (2, 5, 8, 11), none in an apoklima (3, 6, 9, 12)', hi: 'सातों ग्रह केन्द्र (1, 4, 7, 10) और पणफर (2, 5, 8, 11) में, आपोक्लिम (3, 6, 9, 12) में कोई नहीं',
      ta: 'ஏழு கிரகங்களும் கேந்திரங்களிலும் (1, 4, 7, 10) பணபரங்களிலும் (2, 5, 8, 11), ஆபோக்லிமத்தில் (3, 6, 9, 12) ஒன்றுமில்லை',
      te: 'ఏడు గ్రహాలూ కేంద్రాల్లో (1, 4, 7, 10) మరియు పణఫరాల్లో (2, 5, 8, 11), ఆపోక్లిమాల్లో (3, 6, 9, 12) ఏదీ లేదు',
      kn: 'ಏಳೂ ಗ್ರಹಗಳು ಕೇಂದ್ರಗಳಲ್ಲಿ (1, 4, 7, 10) ಮತ್ತು ಪಣಫರಗಳಲ್ಲಿ (2, 5, 8, 11), ಆಪೋಕ್ಲಿಮಗಳಲ್ಲಿ (3, 6, 9, 12) ಯಾವುದೂ ಇಲ್ಲ',
      ml: 'ഏഴു ഗ്രഹങ്ങളും കേന്ദ്രങ്ങളിലും (1, 4, 7, 10) പണപരങ്ങളിലും (2, 5, 8, 11), ആപോക്ലിമങ്ങളിൽ (3, 6, 9, 12) ഒന്നുമില്ല',
      mr: 'सातही ग्रह केंद्रांत (1, 4, 7, 10) आणि पणफरांत (2, 5, 8, 11), आपोक्लिमांत (3, 6, 9, 12) एकही नाही',
      bn: 'সাতটি গ্রহই কেন্দ্রে (1, 4, 7, 10) ও পণফরে (2, 5, 8, 11), আপোক্লিমে (3, 6, 9, 12) একটিও নেই',
      gu: 'સાતેય ગ્રહો કેન્દ્રોમાં (1, 4, 7, 10) અને પણફરોમાં (2, 5, 8, 11), આપોક્લિમમાં (3, 6, 9, 12) એક પણ નહીં',
    },
  },
  {
    id: 'induvara', en: 'Induvara', hi: 'इन्दुवार', ta: 'இந்துவார யோகம்', te: 'ఇందువార యోగం', kn: 'ಇಂದುವಾರ ಯೋಗ', ml: 'ഇന്ദുവാരയോഗം', mr: 'इंदुवार', bn: 'ইন্দুবার', gu: 'ઇન્દુવાર',
    rule: { en: 'All seven grahas in apoklimas (3, 6, 9, 12)', hi: 'सातों ग्रह आपोक्लिम (3, 6, 9, 12) में',
      ta: 'ஏழு கிரகங்களும் ஆபோக்லிமங்களில் (3, 6, 9, 12)',
      te: 'ఏడు గ్రహాలూ ఆపోక్లిమాల్లో (3, 6, 9, 12)',
      kn: 'ಏಳೂ ಗ್ರಹಗಳು ಆಪೋಕ್ಲಿಮಗಳಲ್ಲಿ (3, 6, 9, 12)',
      ml: 'ഏഴു ഗ്രഹങ്ങളും ആപോക്ലിമങ്ങളിൽ (3, 6, 9, 12)',
      mr: 'सातही ग्रह आपोक्लिमांत (3, 6, 9, 12)',
      bn: 'সাতটি গ্রহই আপোক্লিমে (3, 6, 9, 12)',
      gu: 'સાતેય ગ્રહો આપોક્લિમમાં (3, 6, 9, 12)',
    },
  },
  {
    id: 'ithasala', en: 'Ithasala', hi: 'इत्थशाल', ta: 'இத்தசால யோகம்', te: 'ఇత్థశాల యోగం', kn: 'ಇತ್ಥಶಾಲ ಯೋಗ', ml: 'ഇത്ഥശാലയോഗം', mr: 'इत्थशाल', bn: 'ইত্থশাল', gu: 'ઇત્થશાલ',
    rule: { en: 'Two grahas in aspect within orb (tajikaOrb), the faster behind the slower in degree (applying); poorna within 1°', hi: 'दो ग्रह दृष्टि में, दीप्तांश के भीतर, शीघ्र ग्रह मन्द ग्रह से अंशों में पीछे (पूर्ण: 1° के भीतर)',
      ta: 'இரண்டு கிரகங்கள் தீப்தாம்சத்திற்குள் பார்வையில், வேகமான கிரகம் மெதுவான கிரகத்தை விட பாகையில் பின்னால் (பூர்ணம்: 1°க்குள்)',
      te: 'రెండు గ్రహాలు దీప్తాంశలోపు దృష్టిలో, శీఘ్ర గ్రహం మంద గ్రహం కంటే అంశల్లో వెనుక (పూర్ణం: 1° లోపు)',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ದೀಪ್ತಾಂಶದೊಳಗೆ ದೃಷ್ಟಿಯಲ್ಲಿ, ಶೀಘ್ರ ಗ್ರಹ ಮಂದ ಗ್ರಹಕ್ಕಿಂತ ಅಂಶಗಳಲ್ಲಿ ಹಿಂದೆ (ಪೂರ್ಣ: 1°ಯೊಳಗೆ)',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ദീപ്താംശത്തിനുള്ളിൽ ദൃഷ്ടിയിൽ, ശീഘ്രഗ്രഹം മന്ദഗ്രഹത്തെക്കാൾ ഭാഗയിൽ പിന്നിൽ (പൂർണ്ണം: 1°-നുള്ളിൽ)',
      mr: 'दोन ग्रह दीप्तांशाच्या आत दृष्टीत, शीघ्र ग्रह मंद ग्रहापेक्षा अंशांत मागे (पूर्ण: 1° च्या आत)',
      bn: 'দুটি গ্রহ দীপ্তাংশের মধ্যে দৃষ্টিতে, শীঘ্র গ্রহ মন্দ গ্রহের চেয়ে অংশে পিছনে (পূর্ণ: 1°-এর মধ্যে)',
      gu: 'બે ગ્રહો દીપ્તાંશની અંદર દૃષ્ટિમાં, શીઘ્ર ગ્રહ મંદ ગ્રહથી અંશોમાં પાછળ (પૂર્ણ: 1°ની અંદર)',
    },
  },
  {
    id: 'eesarpha', en: 'Eesarpha', hi: 'ईसराफ', ta: 'ஈசராப யோகம்', te: 'ఈసరాఫ యోగం', kn: 'ಈಸರಾಫ ಯೋಗ', ml: 'ഈസരാഫയോഗം', mr: 'ईसराफ', bn: 'ঈসরাফ', gu: 'ઈસરાફ',
    rule: { en: 'Two grahas in aspect within orb (tajikaOrb), the faster ahead of the slower in degree (separating)', hi: 'दो ग्रह दृष्टि में, दीप्तांश के भीतर, शीघ्र ग्रह मन्द ग्रह से अंशों में आगे',
      ta: 'இரண்டு கிரகங்கள் தீப்தாம்சத்திற்குள் பார்வையில், வேகமான கிரகம் மெதுவான கிரகத்தை விட பாகையில் முன்னால்',
      te: 'రెండు గ్రహాలు దీప్తాంశలోపు దృష్టిలో, శీఘ్ర గ్రహం మంద గ్రహం కంటే అంశల్లో ముందు',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ದೀಪ್ತಾಂಶದೊಳಗೆ ದೃಷ್ಟಿಯಲ್ಲಿ, ಶೀಘ್ರ ಗ್ರಹ ಮಂದ ಗ್ರಹಕ್ಕಿಂತ ಅಂಶಗಳಲ್ಲಿ ಮುಂದೆ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ദീപ്താംശത്തിനുള്ളിൽ ദൃഷ്ടിയിൽ, ശീഘ്രഗ്രഹം മന്ദഗ്രഹത്തെക്കാൾ ഭാഗയിൽ മുന്നിൽ',
      mr: 'दोन ग्रह दीप्तांशाच्या आत दृष्टीत, शीघ्र ग्रह मंद ग्रहापेक्षा अंशांत पुढे',
      bn: 'দুটি গ্রহ দীপ্তাংশের মধ্যে দৃষ্টিতে, শীঘ্র গ্রহ মন্দ গ্রহের চেয়ে অংশে এগিয়ে',
      gu: 'બે ગ્રહો દીપ્તાંશની અંદર દૃષ્ટિમાં, શીઘ્ર ગ્રહ મંદ ગ્રહથી અંશોમાં આગળ',
    },
  },
  {
    id: 'nakta', en: 'Nakta', hi: 'नक्त', ta: 'நக்த யோகம்', te: 'నక్త యోగం', kn: 'ನಕ್ತ ಯೋಗ', ml: 'നക്തയോഗം', mr: 'नक्त', bn: 'নক্ত', gu: 'નક્ત',
    rule: { en: 'Two grahas not in aspect, and a graha faster than both in ithasala with each: it carries the light between them', hi: 'दो ग्रह परस्पर दृष्टि में नहीं, और दोनों से शीघ्र एक ग्रह दोनों से इत्थशाल में',
      ta: 'இரண்டு கிரகங்கள் ஒன்றையொன்று பார்க்கவில்லை; இரண்டையும் விட வேகமான ஒரு கிரகம் இரண்டுடனும் இத்தசாலத்தில்',
      te: 'రెండు గ్రహాలు పరస్పర దృష్టిలో లేవు; ఆ రెంటికంటే శీఘ్రమైన ఒక గ్రహం రెంటితోనూ ఇత్థశాలంలో',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಪರಸ್ಪರ ದೃಷ್ಟಿಯಲ್ಲಿಲ್ಲ; ಎರಡಕ್ಕಿಂತ ಶೀಘ್ರವಾದ ಒಂದು ಗ್ರಹ ಎರಡರೊಡನೆಯೂ ಇತ್ಥಶಾಲದಲ್ಲಿ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ പരസ്പരം ദൃഷ്ടിയിലില്ല; രണ്ടിനെക്കാളും ശീഘ്രമായ ഒരു ഗ്രഹം രണ്ടുമായും ഇത്ഥശാലത്തിൽ',
      mr: 'दोन ग्रह परस्पर दृष्टीत नाहीत, आणि दोघांपेक्षा शीघ्र एक ग्रह दोघांशी इत्थशालात',
      bn: 'দুটি গ্রহ পরস্পর দৃষ্টিতে নেই, আর দুটির চেয়ে শীঘ্র একটি গ্রহ দুটির সঙ্গেই ইত্থশালে',
      gu: 'બે ગ્રહો પરસ્પર દૃષ્ટિમાં નથી, અને બંનેથી શીઘ્ર એક ગ્રહ બંને સાથે ઇત્થશાલમાં',
    },
  },
  {
    id: 'yamaya', en: 'Yamaya', hi: 'यमया', ta: 'யமயா யோகம்', te: 'యమయా యోగం', kn: 'ಯಮಯಾ ಯೋಗ', ml: 'യമയായോഗം', mr: 'यमया', bn: 'যময়া', gu: 'યમયા',
    rule: { en: 'Two grahas not in aspect, and a graha slower than both in ithasala with each: it collects the light of both', hi: 'दो ग्रह परस्पर दृष्टि में नहीं, और दोनों से मन्द एक ग्रह दोनों से इत्थशाल में',
      ta: 'இரண்டு கிரகங்கள் ஒன்றையொன்று பார்க்கவில்லை; இரண்டையும் விட மெதுவான ஒரு கிரகம் இரண்டுடனும் இத்தசாலத்தில்',
      te: 'రెండు గ్రహాలు పరస్పర దృష్టిలో లేవు; ఆ రెంటికంటే మందమైన ఒక గ్రహం రెంటితోనూ ఇత్థశాలంలో',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಪರಸ್ಪರ ದೃಷ್ಟಿಯಲ್ಲಿಲ್ಲ; ಎರಡಕ್ಕಿಂತ ಮಂದವಾದ ಒಂದು ಗ್ರಹ ಎರಡರೊಡನೆಯೂ ಇತ್ಥಶಾಲದಲ್ಲಿ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ പരസ്പരം ദൃഷ്ടിയിലില്ല; രണ്ടിനെക്കാളും മന്ദമായ ഒരു ഗ്രഹം രണ്ടുമായും ഇത്ഥശാലത്തിൽ',
      mr: 'दोन ग्रह परस्पर दृष्टीत नाहीत, आणि दोघांपेक्षा मंद एक ग्रह दोघांशी इत्थशालात',
      bn: 'দুটি গ্রহ পরস্পর দৃষ্টিতে নেই, আর দুটির চেয়ে মন্দ একটি গ্রহ দুটির সঙ্গেই ইত্থশালে',
      gu: 'બે ગ્રહો પરસ્પર દૃષ્ટિમાં નથી, અને બંનેથી મંદ એક ગ્રહ બંને સાથે ઇત્થશાલમાં',
    },
  },
  {
    id: 'manahoo', en: 'Manahoo', hi: 'मणऊ', ta: 'மணஊ யோகம்', te: 'మణఊ యోగం', kn: 'ಮಣಊ ಯೋಗ', ml: 'മണഊയോഗം', mr: 'मणऊ', bn: 'মণঊ', gu: 'મણઊ',
    rule: { en: 'Two grahas in ithasala, and Mars or Saturn (not one of them) in the sign of the faster within its orb: the ithasala is spoiled', hi: 'दो ग्रह इत्थशाल में, और मंगल या शनि शीघ्र ग्रह की राशि में उसके दीप्तांश के भीतर',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில்; செவ்வாய் அல்லது சனி வேகமான கிரகத்தின் ராசியில் அதன் தீப்தாம்சத்திற்குள்',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో; కుజుడు లేదా శని శీఘ్ర గ్రహపు రాశిలో దాని దీప్తాంశలోపు',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ; ಕುಜ ಅಥವಾ ಶನಿ ಶೀಘ್ರ ಗ್ರಹದ ರಾಶಿಯಲ್ಲಿ ಅದರ ದೀಪ್ತಾಂಶದೊಳಗೆ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ; ചൊവ്വയോ ശനിയോ ശീഘ്രഗ്രഹത്തിന്റെ രാശിയിൽ അതിന്റെ ദീപ്താംശത്തിനുള്ളിൽ',
      mr: 'दोन ग्रह इत्थशालात, आणि मंगळ किंवा शनि शीघ्र ग्रहाच्या राशीत त्याच्या दीप्तांशाच्या आत',
      bn: 'দুটি গ্রহ ইত্থশালে, আর মঙ্গল বা শনি শীঘ্র গ্রহের রাশিতে তার দীপ্তাংশের মধ্যে',
      gu: 'બે ગ્રહો ઇત્થશાલમાં, અને મંગળ કે શનિ શીઘ્ર ગ્રહની રાશિમાં તેના દીપ્તાંશની અંદર',
    },
  },
  {
    id: 'kamboola', en: 'Kamboola', hi: 'कम्बूल', ta: 'கம்பூல யோகம்', te: 'కంబూల యోగం', kn: 'ಕಂಬೂಲ ಯೋಗ', ml: 'കംബൂലയോഗം', mr: 'कंबूल', bn: 'কম্বূল', gu: 'કંબૂલ',
    rule: { en: 'Two grahas in ithasala, and the Moon (not one of them) in ithasala with either: the ithasala is strengthened', hi: 'दो ग्रह इत्थशाल में, और चन्द्र उनमें से किसी से इत्थशाल में',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில்; சந்திரன் அவற்றில் ஏதேனும் ஒன்றுடன் இத்தசாலத்தில்',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో; చంద్రుడు వాటిలో ఏదో ఒకదానితో ఇత్థశాలంలో',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ; ಚಂದ್ರ ಅವುಗಳಲ್ಲಿ ಯಾವುದಾದರೂ ಒಂದರೊಡನೆ ಇತ್ಥಶಾಲದಲ್ಲಿ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ; ചന്ദ്രൻ അവയിൽ ഏതെങ്കിലും ഒന്നുമായി ഇത്ഥശാലത്തിൽ',
      mr: 'दोन ग्रह इत्थशालात, आणि चंद्र त्यांपैकी एकाशी इत्थशालात',
      bn: 'দুটি গ্রহ ইত্থশালে, আর চন্দ্র তাদের যেকোনো একটির সঙ্গে ইত্থশালে',
      gu: 'બે ગ્રહો ઇત્થશાલમાં, અને ચંદ્ર તેમાંથી કોઈ એક સાથે ઇત્થશાલમાં',
    },
  },
  {
    id: 'gairi-kamboola', en: 'Gairi-kamboola', hi: 'गैरी कम्बूल', ta: 'கைரீ கம்பூல யோகம்', te: 'గైరీ కంబూల యోగం', kn: 'ಗೈರೀ ಕಂಬೂಲ ಯೋಗ', ml: 'ഗൈരീ കംബൂലയോഗം', mr: 'गैरी कंबूल', bn: 'গৈরী কম্বূল', gu: 'ગૈરી કંબૂલ',
    rule: {
      en: 'Two grahas in ithasala; the Moon in the last degree of its sign, in ithasala with neither, forms ithasala with one of them and with a strong graha once it enters the next sign; the Moon neither exalted nor debilitated, nor in its own navamsha or drekkana',
      hi: 'दो ग्रह इत्थशाल में; अपनी राशि के अन्तिम अंश में स्थित चन्द्र किसी से इत्थशाल में नहीं, पर अगली राशि में प्रवेश कर उनमें से किसी एक से और किसी बली ग्रह से इत्थशाल करता है; चन्द्र न उच्च, न नीच, न अपने नवांश या द्रेष्काण में',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில்; தன் ராசியின் கடைசிப் பாகையில் உள்ள சந்திரன் எதனுடனும் இத்தசாலத்தில் இல்லை, அடுத்த ராசியில் நுழைந்ததும் அவற்றில் ஒன்றுடனும் ஒரு பலமான கிரகத்துடனும் இத்தசாலம் அமைக்கிறது; சந்திரன் உச்சமும் இல்லை, நீசமும் இல்லை, தன் நவாம்சத்திலோ திரேக்காணத்திலோ இல்லை',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో; తన రాశి చివరి అంశలో ఉన్న చంద్రుడు దేనితోనూ ఇత్థశాలంలో లేడు, తర్వాతి రాశిలో ప్రవేశించగానే వాటిలో ఒకదానితో, ఒక బలమైన గ్రహంతో ఇత్థశాలం ఏర్పరుస్తాడు; చంద్రుడు ఉచ్చలోనూ నీచలోనూ లేడు, తన నవాంశలోనూ ద్రేక్కాణంలోనూ లేడు',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ; ತನ್ನ ರಾಶಿಯ ಕೊನೆಯ ಅಂಶದಲ್ಲಿರುವ ಚಂದ್ರ ಯಾವುದರೊಡನೆಯೂ ಇತ್ಥಶಾಲದಲ್ಲಿಲ್ಲ, ಮುಂದಿನ ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸಿದೊಡನೆ ಅವುಗಳಲ್ಲಿ ಒಂದರೊಡನೆ ಮತ್ತು ಒಂದು ಬಲಿಷ್ಠ ಗ್ರಹದೊಡನೆ ಇತ್ಥಶಾಲ ಮಾಡುತ್ತಾನೆ; ಚಂದ್ರ ಉಚ್ಚನೂ ಅಲ್ಲ ನೀಚನೂ ಅಲ್ಲ, ತನ್ನ ನವಾಂಶದಲ್ಲಾಗಲಿ ದ್ರೇಕ್ಕಾಣದಲ್ಲಾಗಲಿ ಇಲ್ಲ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ; തന്റെ രാശിയുടെ അവസാന ഭാഗയിലുള്ള ചന്ദ്രൻ ഒന്നുമായും ഇത്ഥശാലത്തിലില്ല, അടുത്ത രാശിയിൽ പ്രവേശിക്കുമ്പോൾ അവയിൽ ഒന്നുമായും ബലവാനായ ഒരു ഗ്രഹവുമായും ഇത്ഥശാലം ചെയ്യുന്നു; ചന്ദ്രൻ ഉച്ചത്തിലോ നീചത്തിലോ അല്ല, സ്വന്തം നവാംശത്തിലോ ദ്രേക്കാണത്തിലോ അല്ല',
      mr: 'दोन ग्रह इत्थशालात; आपल्या राशीच्या शेवटच्या अंशातील चंद्र कोणाशीही इत्थशालात नाही, पण पुढच्या राशीत प्रवेश करताच त्यांपैकी एकाशी आणि एका बलवान ग्रहाशी इत्थशाल करतो; चंद्र उच्च नाही, नीच नाही, स्वतःच्या नवांशात किंवा द्रेष्काणात नाही',
      bn: 'দুটি গ্রহ ইত্থশালে; নিজ রাশির শেষ অংশে থাকা চন্দ্র কারও সঙ্গে ইত্থশালে নেই, কিন্তু পরের রাশিতে প্রবেশ করেই তাদের একটির সঙ্গে ও একটি বলবান গ্রহের সঙ্গে ইত্থশাল করে; চন্দ্র উচ্চ নয়, নীচ নয়, নিজের নবাংশে বা দ্রেক্কাণে নেই',
      gu: 'બે ગ્રહો ઇત્થશાલમાં; પોતાની રાશિના છેલ્લા અંશમાં રહેલો ચંદ્ર કોઈ સાથે ઇત્થશાલમાં નથી, પણ પછીની રાશિમાં પ્રવેશતાં જ તેમાંથી એક સાથે અને એક બળવાન ગ્રહ સાથે ઇત્થશાલ કરે છે; ચંદ્ર ઉચ્ચ નથી, નીચ નથી, પોતાના નવાંશ કે દ્રેષ્કાણમાં નથી',
    },
    voidOfCourseRule: { en: 'Two grahas in ithasala, the Moon in ithasala with neither, but entering its next sign it forms ithasala with one of them', hi: 'दो ग्रह इत्थशाल में, चन्द्र किसी से इत्थशाल में नहीं, पर अगली राशि में प्रवेश कर उनमें से किसी से इत्थशाल करता है',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில்; சந்திரன் எதனுடனும் இத்தசாலத்தில் இல்லை, ஆனால் அடுத்த ராசியில் நுழைந்ததும் அவற்றில் ஒன்றுடன் இத்தசாலம் அமைக்கிறது',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో; చంద్రుడు దేనితోనూ ఇత్థశాలంలో లేడు, కానీ తర్వాతి రాశిలో ప్రవేశించి వాటిలో ఒకదానితో ఇత్థశాలం ఏర్పరుస్తాడు',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ; ಚಂದ್ರ ಯಾವುದರೊಡನೆಯೂ ಇತ್ಥಶಾಲದಲ್ಲಿಲ್ಲ, ಆದರೆ ಮುಂದಿನ ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸಿ ಅವುಗಳಲ್ಲಿ ಒಂದರೊಡನೆ ಇತ್ಥಶಾಲ ಮಾಡುತ್ತಾನೆ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ; ചന്ദ്രൻ ഒന്നുമായും ഇത്ഥശാലത്തിലില്ല, എന്നാൽ അടുത്ത രാശിയിൽ പ്രവേശിച്ച് അവയിൽ ഒന്നുമായി ഇത്ഥശാലം ചെയ്യുന്നു',
      mr: 'दोन ग्रह इत्थशालात, चंद्र कोणाशीही इत्थशालात नाही, पण पुढच्या राशीत प्रवेश करून त्यांपैकी एकाशी इत्थशाल करतो',
      bn: 'দুটি গ্রহ ইত্থশালে, চন্দ্র কারও সঙ্গে ইত্থশালে নেই, কিন্তু পরের রাশিতে প্রবেশ করে তাদের একটির সঙ্গে ইত্থশাল করে',
      gu: 'બે ગ્રહો ઇત્થશાલમાં, ચંદ્ર કોઈ સાથે ઇત્થશાલમાં નથી, પણ પછીની રાશિમાં પ્રવેશીને તેમાંથી એક સાથે ઇત્થશાલ કરે છે',
    },
  },
  {
    id: 'khallasara', en: 'Khallasara', hi: 'खल्लासर', ta: 'கல்லாசர யோகம்', te: 'ఖల్లాసర యోగం', kn: 'ಖಲ್ಲಾಸರ ಯೋಗ', ml: 'ഖല്ലാസരയോഗം', mr: 'खल्लासर', bn: 'খল্লাসর', gu: 'ખલ્લાસર',
    rule: {
      en: 'The lagna lord in a sign between the Moon and another graha, in ithasala with neither: the other graha\'s matters are lost',
      hi: 'लग्नेश चन्द्र और किसी अन्य ग्रह के बीच की राशि में, दोनों में से किसी से इत्थशाल में नहीं: उस अन्य ग्रह के फल नष्ट होते हैं',
      ta: 'லக்னாதிபதி சந்திரனுக்கும் வேறொரு கிரகத்துக்கும் இடையிலான ராசியில், இரண்டில் எதனுடனும் இத்தசாலத்தில் இல்லை: அந்தக் கிரகத்தின் காரகத்துவங்கள் அழிகின்றன',
      te: 'లగ్నాధిపతి చంద్రునికీ మరొక గ్రహానికీ మధ్య ఉన్న రాశిలో, ఆ రెండింటిలో దేనితోనూ ఇత్థశాలంలో లేడు: ఆ గ్రహం కారకత్వాలు నశిస్తాయి',
      kn: 'ಲಗ್ನಾಧಿಪತಿ ಚಂದ್ರ ಮತ್ತು ಇನ್ನೊಂದು ಗ್ರಹದ ನಡುವಿನ ರಾಶಿಯಲ್ಲಿ, ಅವೆರಡರಲ್ಲಿ ಯಾವುದರೊಡನೆಯೂ ಇತ್ಥಶಾಲದಲ್ಲಿಲ್ಲ: ಆ ಗ್ರಹದ ಕಾರಕತ್ವಗಳು ನಾಶವಾಗುತ್ತವೆ',
      ml: 'ലഗ്നാധിപൻ ചന്ദ്രനും മറ്റൊരു ഗ്രഹത്തിനും ഇടയിലുള്ള രാശിയിൽ, ഇവ രണ്ടിലൊന്നുമായും ഇത്ഥശാലത്തിലില്ല: ആ ഗ്രഹത്തിന്റെ കാരകത്വങ്ങൾ നശിക്കുന്നു',
      mr: 'लग्नेश चंद्र आणि दुसऱ्या ग्रहाच्या मधल्या राशीत, दोघांपैकी कोणाशीही इत्थशालात नाही: त्या दुसऱ्या ग्रहाची फळे नष्ट होतात',
      bn: 'লগ্নেশ চন্দ্র ও অন্য একটি গ্রহের মাঝের রাশিতে, দুজনের কারও সঙ্গে ইত্থশালে নেই: সেই গ্রহের ফল নষ্ট হয়',
      gu: 'લગ્નેશ ચંદ્ર અને બીજા ગ્રહની વચ્ચેની રાશિમાં, બેમાંથી કોઈ સાથે ઇત્થશાલમાં નથી: તે બીજા ગ્રહનાં ફળ નષ્ટ થાય છે',
    },
    voidOfCourseRule: { en: 'Two grahas in ithasala, and the Moon (not one of them) within orb of an aspect to no graha (void): the ithasala bears little', hi: 'दो ग्रह इत्थशाल में, और चन्द्र किसी ग्रह से दीप्तांश के भीतर दृष्टि में नहीं (शून्य मार्ग)',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில்; சந்திரன் எந்தக் கிரகத்துடனும் தீப்தாம்சத்திற்குள் பார்வையில் இல்லை (சூனிய மார்க்கம்)',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో; చంద్రుడు ఏ గ్రహంతోనూ దీప్తాంశలోపు దృష్టిలో లేడు (శూన్య మార్గం)',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ; ಚಂದ್ರ ಯಾವ ಗ್ರಹದೊಡನೆಯೂ ದೀಪ್ತಾಂಶದೊಳಗೆ ದೃಷ್ಟಿಯಲ್ಲಿಲ್ಲ (ಶೂನ್ಯ ಮಾರ್ಗ)',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ; ചന്ദ്രൻ ഒരു ഗ്രഹവുമായും ദീപ്താംശത്തിനുള്ളിൽ ദൃഷ്ടിയിലില്ല (ശൂന്യമാർഗം)',
      mr: 'दोन ग्रह इत्थशालात, आणि चंद्र कोणत्याही ग्रहाशी दीप्तांशाच्या आत दृष्टीत नाही (शून्य मार्ग)',
      bn: 'দুটি গ্রহ ইত্থশালে, আর চন্দ্র কোনো গ্রহের সঙ্গে দীপ্তাংশের মধ্যে দৃষ্টিতে নেই (শূন্য মার্গ)',
      gu: 'બે ગ્રહો ઇત્થશાલમાં, અને ચંદ્ર કોઈ ગ્રહ સાથે દીપ્તાંશની અંદર દૃષ્ટિમાં નથી (શૂન્ય માર્ગ)',
    },
  },
  {
    id: 'radda', en: 'Radda', hi: 'रद्द', ta: 'ரத்த யோகம்', te: 'రద్ద యోగం', kn: 'ರದ್ದ ಯೋಗ', ml: 'രദ്ദയോഗം', mr: 'रद्द', bn: 'রদ্দ', gu: 'રદ્દ',
    rule: { en: 'Two grahas in ithasala, one of them retrograde, combust or debilitated: the ithasala is refused', hi: 'दो ग्रह इत्थशाल में, उनमें से एक वक्री, अस्त या नीच',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில்; அவற்றில் ஒன்று வக்கிரம், அஸ்தங்கம் அல்லது நீசம்',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో; వాటిలో ఒకటి వక్రి, అస్తంగతం లేదా నీచ',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ; ಅವುಗಳಲ್ಲಿ ಒಂದು ವಕ್ರಿ, ಅಸ್ತಂಗತ ಅಥವಾ ನೀಚ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ; അവയിൽ ഒന്ന് വക്രത്തിലോ മൗഢ്യത്തിലോ നീചത്തിലോ',
      mr: 'दोन ग्रह इत्थशालात, त्यांपैकी एक वक्री, अस्त किंवा नीच',
      bn: 'দুটি গ্রহ ইত্থশালে, তাদের একটি বক্রী, অস্ত বা নীচ',
      gu: 'બે ગ્રહો ઇત્થશાલમાં, તેમાંથી એક વક્રી, અસ્ત કે નીચ',
    },
  },
  {
    id: 'duhphali-kuttha', en: 'Duhphali-kuttha', hi: 'दुःफालि कुत्थ', ta: 'துஃபாலி குத்த யோகம்', te: 'దుఃఫాలి కుత్థ యోగం', kn: 'ದುಃಫಾಲಿ ಕುತ್ಥ ಯೋಗ', ml: 'ദുഃഫാലി കുത്ഥയോഗം', mr: 'दुःफाली कुत्थ', bn: 'দুঃফালি কুত্থ', gu: 'દુઃફાલિ કુત્થ',
    rule: { en: 'Two grahas in ithasala, the faster in its own or exaltation sign with panchavargeeya bala 10 or more, the slower in neither and below 10: the faster pushes its power to the slower', hi: 'दो ग्रह इत्थशाल में, शीघ्र ग्रह स्वराशि या उच्च में और पंचवर्गीय बल 10 या अधिक, मन्द ग्रह न स्वराशि न उच्च में और बल 10 से कम',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில்; வேகமான கிரகம் ஆட்சி அல்லது உச்சத்தில், பஞ்சவர்கீய பலம் 10 அல்லது அதற்கு மேல்; மெதுவான கிரகம் ஆட்சியிலும் இல்லை உச்சத்திலும் இல்லை, பலம் 10-க்குக் குறைவு',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో; శీఘ్ర గ్రహం స్వక్షేత్రంలో లేదా ఉచ్చలో, పంచవర్గీయ బలం 10 లేదా అంతకంటే ఎక్కువ; మంద గ్రహం స్వక్షేత్రంలోనూ ఉచ్చలోనూ లేదు, బలం 10 కంటే తక్కువ',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ; ಶೀಘ್ರ ಗ್ರಹ ಸ್ವಕ್ಷೇತ್ರ ಅಥವಾ ಉಚ್ಚದಲ್ಲಿ, ಪಂಚವರ್ಗೀಯ ಬಲ 10 ಅಥವಾ ಹೆಚ್ಚು; ಮಂದ ಗ್ರಹ ಸ್ವಕ್ಷೇತ್ರದಲ್ಲೂ ಉಚ್ಚದಲ್ಲೂ ಇಲ್ಲ, ಬಲ 10ಕ್ಕಿಂತ ಕಡಿಮೆ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ; ശീഘ്രഗ്രഹം സ്വക്ഷേത്രത്തിലോ ഉച്ചത്തിലോ, പഞ്ചവർഗീയബലം 10-ഓ അതിലധികമോ; മന്ദഗ്രഹം സ്വക്ഷേത്രത്തിലും ഉച്ചത്തിലുമില്ല, ബലം 10-ൽ കുറവ്',
      mr: 'दोन ग्रह इत्थशालात, शीघ्र ग्रह स्वराशीत किंवा उच्चीचा आणि पंचवर्गीय बल 10 किंवा अधिक, मंद ग्रह ना स्वराशीत ना उच्चीचा आणि बल 10 पेक्षा कमी',
      bn: 'দুটি গ্রহ ইত্থশালে, শীঘ্র গ্রহ স্বক্ষেত্রে বা উচ্চে এবং পঞ্চবর্গীয় বল 10 বা তার বেশি, মন্দ গ্রহ স্বক্ষেত্রেও নয় উচ্চেও নয় এবং বল 10-এর কম',
      gu: 'બે ગ્રહો ઇત્થશાલમાં, શીઘ્ર ગ્રહ સ્વરાશિમાં કે ઉચ્ચનો અને પંચવર્ગીય બળ 10 કે વધુ, મંદ ગ્રહ ન સ્વરાશિમાં ન ઉચ્ચનો અને બળ 10થી ઓછું',
    },
  },
  {
    id: 'dutthottha-davira', en: 'Dutthottha-davira', hi: 'दुत्थोत्थ दवीर', ta: 'துத்தோத்த தவீர யோகம்', te: 'దుత్థోత్థ దవీర యోగం', kn: 'ದುತ್ಥೋತ್ಥ ದವೀರ ಯೋಗ', ml: 'ദുത്ഥോത്ഥ ദവീരയോഗം', mr: 'दुत्थोत्थ दवीर', bn: 'দুত্থোত্থ দবীর', gu: 'દુત્થોત્થ દવીર',
    rule: { en: 'Two grahas in ithasala, both weak (debilitated or in the sign of a natural enemy, panchavargeeya bala below 10), and one of them in ithasala with a strong graha (in its own or exaltation sign, bala 10 or more): the matter is gained through another\'s help', hi: 'दो ग्रह इत्थशाल में, दोनों निर्बल (नीच या नैसर्गिक शत्रु की राशि में, पंचवर्गीय बल 10 से कम), और उनमें से एक किसी बली ग्रह (स्वराशि या उच्च में, बल 10 या अधिक) से इत्थशाल में: दूसरे की सहायता से कार्यसिद्धि',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில், இரண்டும் பலவீனம் (நீசம் அல்லது இயற்கைப் பகைவரின் ராசியில், பஞ்சவர்கீய பலம் 10-க்குக் குறைவு); அவற்றில் ஒன்று பலமான ஒரு கிரகத்துடன் (ஆட்சி அல்லது உச்சத்தில், பலம் 10 அல்லது அதற்கு மேல்) இத்தசாலத்தில்: பிறர் உதவியால் காரியசித்தி',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో, రెండూ బలహీనం (నీచలో లేదా నైసర్గిక శత్రువు రాశిలో, పంచవర్గీయ బలం 10 కంటే తక్కువ); వాటిలో ఒకటి ఒక బలమైన గ్రహంతో (స్వక్షేత్రంలో లేదా ఉచ్చలో, బలం 10 లేదా అంతకంటే ఎక్కువ) ఇత్థశాలంలో: ఇతరుల సహాయంతో కార్యసిద్ధి',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ, ಎರಡೂ ದುರ್ಬಲ (ನೀಚ ಅಥವಾ ನೈಸರ್ಗಿಕ ಶತ್ರುವಿನ ರಾಶಿಯಲ್ಲಿ, ಪಂಚವರ್ಗೀಯ ಬಲ 10ಕ್ಕಿಂತ ಕಡಿಮೆ); ಅವುಗಳಲ್ಲಿ ಒಂದು ಬಲಿಷ್ಠ ಗ್ರಹದೊಡನೆ (ಸ್ವಕ್ಷೇತ್ರ ಅಥವಾ ಉಚ್ಚದಲ್ಲಿ, ಬಲ 10 ಅಥವಾ ಹೆಚ್ಚು) ಇತ್ಥಶಾಲದಲ್ಲಿ: ಇತರರ ಸಹಾಯದಿಂದ ಕಾರ್ಯಸಿದ್ಧಿ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ, രണ്ടും ദുർബലം (നീചത്തിലോ നൈസർഗിക ശത്രുവിന്റെ രാശിയിലോ, പഞ്ചവർഗീയബലം 10-ൽ കുറവ്); അവയിൽ ഒന്ന് ബലവാനായ ഒരു ഗ്രഹവുമായി (സ്വക്ഷേത്രത്തിലോ ഉച്ചത്തിലോ, ബലം 10-ഓ അതിലധികമോ) ഇത്ഥശാലത്തിൽ: മറ്റൊരാളുടെ സഹായത്താൽ കാര്യസിദ്ധി',
      mr: 'दोन ग्रह इत्थशालात, दोघेही दुर्बळ (नीच किंवा नैसर्गिक शत्रूच्या राशीत, पंचवर्गीय बल 10 पेक्षा कमी), आणि त्यांपैकी एक कोणत्या तरी बली ग्रहाशी (स्वराशीत किंवा उच्चीचा, बल 10 किंवा अधिक) इत्थशालात: दुसऱ्याच्या साहाय्याने कार्यसिद्धी',
      bn: 'দুটি গ্রহ ইত্থশালে, দুটিই দুর্বল (নীচ বা নৈসর্গিক শত্রুর রাশিতে, পঞ্চবর্গীয় বল 10-এর কম), আর তাদের একটি কোনো বলী গ্রহের (স্বক্ষেত্রে বা উচ্চে, বল 10 বা তার বেশি) সঙ্গে ইত্থশালে: অন্যের সাহায্যে কার্যসিদ্ধি',
      gu: 'બે ગ્રહો ઇત્થશાલમાં, બંને નિર્બળ (નીચ કે નૈસર્ગિક શત્રુની રાશિમાં, પંચવર્ગીય બળ 10થી ઓછું), અને તેમાંથી એક કોઈ બળવાન ગ્રહ (સ્વરાશિમાં કે ઉચ્ચનો, બળ 10 કે વધુ) સાથે ઇત્થશાલમાં: બીજાની સહાયથી કાર્યસિદ્ધિ',
    },
  },
  {
    id: 'tambira', en: 'Tambira', hi: 'तम्बीर', ta: 'தம்பீர யோகம்', te: 'తంబీర యోగం', kn: 'ತಂಬೀರ ಯೋಗ', ml: 'തംബീരയോഗം', mr: 'तंबीर', bn: 'তম্বীর', gu: 'તંબીર',
    rule: { en: 'A graha in the last degree of a sign (29° or more) and not retrograde, in no ithasala with a slower graha, forms ithasala with it on entering the next sign: the hope is realised after delay and effort', hi: 'राशि के अंतिम अंश (29° या अधिक) में मार्गी ग्रह, जो किसी मन्द ग्रह से इत्थशाल में नहीं, अगली राशि में प्रवेश कर उससे इत्थशाल करता है: विलम्ब और परिश्रम के बाद आशा पूरी',
      ta: 'ராசியின் கடைசி பாகையில் (29° அல்லது அதற்கு மேல்) வக்கிரம் இல்லாத ஒரு கிரகம், மெதுவான கிரகத்துடன் இத்தசாலத்தில் இல்லாமல், அடுத்த ராசியில் நுழைந்ததும் அதனுடன் இத்தசாலம் அமைக்கிறது: தாமதமும் முயற்சியும் கடந்து நம்பிக்கை நிறைவேறும்',
      te: 'రాశి చివరి అంశలో (29° లేదా ఎక్కువ) ఉన్న మార్గి గ్రహం, ఏ మంద గ్రహంతోనూ ఇత్థశాలంలో లేకుండా, తర్వాతి రాశిలో ప్రవేశించి దానితో ఇత్థశాలం ఏర్పరుస్తుంది: ఆలస్యం, శ్రమ తర్వాత ఆశ నెరవేరుతుంది',
      kn: 'ರಾಶಿಯ ಕೊನೆಯ ಅಂಶದಲ್ಲಿ (29° ಅಥವಾ ಹೆಚ್ಚು) ಇರುವ ಮಾರ್ಗಿ ಗ್ರಹ, ಯಾವ ಮಂದ ಗ್ರಹದೊಡನೆಯೂ ಇತ್ಥಶಾಲದಲ್ಲಿಲ್ಲದೆ, ಮುಂದಿನ ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸಿ ಅದರೊಡನೆ ಇತ್ಥಶಾಲ ಮಾಡುತ್ತದೆ: ವಿಳಂಬ ಮತ್ತು ಶ್ರಮದ ನಂತರ ಆಸೆ ಈಡೇರುತ್ತದೆ',
      ml: 'രാശിയുടെ അവസാന ഭാഗയിൽ (29°-ഓ അതിലധികമോ) നിൽക്കുന്ന വക്രിയല്ലാത്ത ഗ്രഹം, ഒരു മന്ദഗ്രഹവുമായും ഇത്ഥശാലത്തിലല്ലാതെ, അടുത്ത രാശിയിൽ പ്രവേശിച്ച് അതുമായി ഇത്ഥശാലം ചെയ്യുന്നു: താമസത്തിനും പ്രയത്നത്തിനും ശേഷം ആഗ്രഹം സഫലമാകും',
      mr: 'राशीच्या शेवटच्या अंशात (29° किंवा अधिक) मार्गी ग्रह, जो कोणत्याही मंद ग्रहाशी इत्थशालात नाही, पुढच्या राशीत प्रवेश करून त्याच्याशी इत्थशाल करतो: विलंब आणि परिश्रमानंतर आशा पूर्ण',
      bn: 'রাশির শেষ অংশে (29° বা তার বেশি) মার্গী গ্রহ, যে কোনো মন্দ গ্রহের সঙ্গে ইত্থশালে নেই, পরের রাশিতে প্রবেশ করে তার সঙ্গে ইত্থশাল করে: বিলম্ব ও পরিশ্রমের পর আশা পূর্ণ',
      gu: 'રાશિના છેલ્લા અંશમાં (29° કે વધુ) માર્ગી ગ્રહ, જે કોઈ મંદ ગ્રહ સાથે ઇત્થશાલમાં નથી, પછીની રાશિમાં પ્રવેશીને તેની સાથે ઇત્થશાલ કરે છે: વિલંબ અને પરિશ્રમ પછી આશા પૂરી',
    },
  },
  {
    id: 'kuttha', en: 'Kuttha', hi: 'कुत्थ', ta: 'குத்த யோகம்', te: 'కుత్థ యోగం', kn: 'ಕುತ್ಥ ಯೋಗ', ml: 'കുത്ഥയോഗം', mr: 'कुत्थ', bn: 'কুত্থ', gu: 'કુત્થ',
    rule: { en: 'A graha in the lagna aspected, by sign, by a graha in its own or exaltation sign placed in a kendra (1, 4, 7, 10) or panaphara (2, 5, 8, 11): the matters of the graha in the lagna prosper', hi: 'लग्न में स्थित ग्रह पर केन्द्र (1, 4, 7, 10) या पणफर (2, 5, 8, 11) में बैठे स्वराशि या उच्च के ग्रह की राशि दृष्टि: लग्नस्थ ग्रह के विषय फलते हैं',
      ta: 'லக்னத்தில் உள்ள கிரகத்தின் மீது, கேந்திரத்தில் (1, 4, 7, 10) அல்லது பணபரத்தில் (2, 5, 8, 11) ஆட்சி அல்லது உச்சம் பெற்று நிற்கும் கிரகத்தின் ராசிப் பார்வை: லக்னத்தில் உள்ள கிரகத்தின் காரியங்கள் செழிக்கும்',
      te: 'లగ్నంలోని గ్రహంపై, కేంద్రంలో (1, 4, 7, 10) లేదా పణఫరంలో (2, 5, 8, 11) స్వక్షేత్రంలో లేదా ఉచ్చలో ఉన్న గ్రహపు రాశి దృష్టి: లగ్నంలోని గ్రహపు విషయాలు ఫలిస్తాయి',
      kn: 'ಲಗ್ನದಲ್ಲಿರುವ ಗ್ರಹದ ಮೇಲೆ, ಕೇಂದ್ರದಲ್ಲಿ (1, 4, 7, 10) ಅಥವಾ ಪಣಫರದಲ್ಲಿ (2, 5, 8, 11) ಸ್ವಕ್ಷೇತ್ರ ಅಥವಾ ಉಚ್ಚದಲ್ಲಿರುವ ಗ್ರಹದ ರಾಶಿ ದೃಷ್ಟಿ: ಲಗ್ನದಲ್ಲಿರುವ ಗ್ರಹದ ವಿಷಯಗಳು ಫಲಿಸುತ್ತವೆ',
      ml: 'ലഗ്നത്തിലെ ഗ്രഹത്തിന്മേൽ, കേന്ദ്രത്തിലോ (1, 4, 7, 10) പണപരത്തിലോ (2, 5, 8, 11) സ്വക്ഷേത്രത്തിലോ ഉച്ചത്തിലോ നിൽക്കുന്ന ഗ്രഹത്തിന്റെ രാശിദൃഷ്ടി: ലഗ്നത്തിലെ ഗ്രഹത്തിന്റെ കാര്യങ്ങൾ ഫലിക്കും',
      mr: 'लग्नातील ग्रहावर केंद्रात (1, 4, 7, 10) किंवा पणफरात (2, 5, 8, 11) बसलेल्या स्वराशीच्या किंवा उच्चीच्या ग्रहाची राशी दृष्टी: लग्नस्थ ग्रहाचे विषय फलद्रूप होतात',
      bn: 'লগ্নস্থ গ্রহের উপর কেন্দ্রে (1, 4, 7, 10) বা পণফরে (2, 5, 8, 11) থাকা স্বক্ষেত্রী বা উচ্চস্থ গ্রহের রাশি দৃষ্টি: লগ্নস্থ গ্রহের বিষয়গুলি ফলপ্রসূ হয়',
      gu: 'લગ્નમાં રહેલા ગ્રહ પર કેન્દ્ર (1, 4, 7, 10) કે પણફર (2, 5, 8, 11)માં બેઠેલા સ્વરાશિના કે ઉચ્ચના ગ્રહની રાશિ દૃષ્ટિ: લગ્નસ્થ ગ્રહના વિષયો ફળે છે',
    },
  },
  {
    id: 'durupha', en: 'Durupha', hi: 'दुरुफ', ta: 'துருப யோகம்', te: 'దురుఫ యోగం', kn: 'ದುರುಫ ಯೋಗ', ml: 'ദുരുഫയോഗം', mr: 'दुरुफ', bn: 'দুরুফ', gu: 'દુરુફ',
    rule: { en: 'Two grahas in ithasala, each of them in a dusthana (6, 8, 12), combust, retrograde or debilitated: both are powerless to give good results', hi: 'दो ग्रह इत्थशाल में, दोनों में से प्रत्येक दुःस्थान (6, 8, 12) में, अस्त, वक्री या नीच: दोनों शुभ फल देने में असमर्थ',
      ta: 'இரண்டு கிரகங்கள் இத்தசாலத்தில், ஒவ்வொன்றும் துஸ்தானத்தில் (6, 8, 12), அஸ்தங்கம், வக்கிரம் அல்லது நீசம்: இரண்டும் நற்பலன் தர இயலாதவை',
      te: 'రెండు గ్రహాలు ఇత్థశాలంలో, ప్రతి ఒక్కటీ దుఃస్థానంలో (6, 8, 12), అస్తంగతం, వక్రి లేదా నీచ: రెండూ శుభ ఫలం ఇవ్వలేవు',
      kn: 'ಎರಡು ಗ್ರಹಗಳು ಇತ್ಥಶಾಲದಲ್ಲಿ, ಪ್ರತಿಯೊಂದೂ ದುಃಸ್ಥಾನದಲ್ಲಿ (6, 8, 12), ಅಸ್ತಂಗತ, ವಕ್ರಿ ಅಥವಾ ನೀಚ: ಎರಡೂ ಶುಭ ಫಲ ನೀಡಲು ಅಸಮರ್ಥ',
      ml: 'രണ്ടു ഗ്രഹങ്ങൾ ഇത്ഥശാലത്തിൽ, ഓരോന്നും ദുഃസ്ഥാനത്തോ (6, 8, 12) മൗഢ്യത്തിലോ വക്രത്തിലോ നീചത്തിലോ: രണ്ടും ശുഭഫലം നൽകാൻ അശക്തം',
      mr: 'दोन ग्रह इत्थशालात, दोघांपैकी प्रत्येक दुःस्थानात (6, 8, 12), अस्त, वक्री किंवा नीच: दोघेही शुभ फल देण्यास असमर्थ',
      bn: 'দুটি গ্রহ ইত্থশালে, প্রত্যেকটি দুঃস্থানে (6, 8, 12), অস্ত, বক্রী বা নীচ: দুটিই শুভ ফল দিতে অক্ষম',
      gu: 'બે ગ્રહો ઇત્થશાલમાં, દરેક દુઃસ્થાન (6, 8, 12)માં, અસ્ત, વક્રી કે નીચ: બંને શુભ ફળ આપવામાં અસમર્થ',
    },
  },
] as const satisfies readonly ({ readonly id: string; readonly rule: Names; readonly voidOfCourseRule?: Names } & Names)[];

export type TajikaYogaId = (typeof TAJIKA_YOGAS)[number]['id'];

/**
 * The haddas (terms) of each sign, Aries … Pisces: the graha ruling each span and the degree (within the sign) the
 * span ends at. These are the "Egyptian" terms of Ptolemy's *Tetrabiblos* (I.20), which Tajika Neelakanthi adopts;
 * the same table is Narasimha Rao's (ch. 28) and PyJHora's `hadda_lords`.
 */
export const TAJIKA_HADDAS: readonly (readonly { readonly lord: TajikaGraha; readonly toDeg: number }[])[] = [
  [{ lord: 'jupiter', toDeg: 6 }, { lord: 'venus', toDeg: 12 }, { lord: 'mercury', toDeg: 20 }, { lord: 'mars', toDeg: 25 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'venus', toDeg: 8 }, { lord: 'mercury', toDeg: 14 }, { lord: 'jupiter', toDeg: 22 }, { lord: 'saturn', toDeg: 27 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mercury', toDeg: 6 }, { lord: 'jupiter', toDeg: 12 }, { lord: 'venus', toDeg: 17 }, { lord: 'mars', toDeg: 24 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'mars', toDeg: 7 }, { lord: 'venus', toDeg: 13 }, { lord: 'mercury', toDeg: 19 }, { lord: 'jupiter', toDeg: 26 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'jupiter', toDeg: 6 }, { lord: 'venus', toDeg: 11 }, { lord: 'saturn', toDeg: 18 }, { lord: 'mercury', toDeg: 24 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mercury', toDeg: 7 }, { lord: 'venus', toDeg: 17 }, { lord: 'jupiter', toDeg: 21 }, { lord: 'mars', toDeg: 28 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'saturn', toDeg: 6 }, { lord: 'mercury', toDeg: 14 }, { lord: 'jupiter', toDeg: 21 }, { lord: 'venus', toDeg: 28 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mars', toDeg: 7 }, { lord: 'venus', toDeg: 11 }, { lord: 'mercury', toDeg: 19 }, { lord: 'jupiter', toDeg: 24 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'jupiter', toDeg: 12 }, { lord: 'venus', toDeg: 17 }, { lord: 'mercury', toDeg: 21 }, { lord: 'saturn', toDeg: 26 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mercury', toDeg: 7 }, { lord: 'jupiter', toDeg: 14 }, { lord: 'venus', toDeg: 22 }, { lord: 'saturn', toDeg: 26 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mercury', toDeg: 7 }, { lord: 'venus', toDeg: 13 }, { lord: 'jupiter', toDeg: 20 }, { lord: 'mars', toDeg: 25 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'venus', toDeg: 12 }, { lord: 'jupiter', toDeg: 16 }, { lord: 'mercury', toDeg: 19 }, { lord: 'mars', toDeg: 28 }, { lord: 'saturn', toDeg: 30 }],
];

/**
 * The five sources of panchavargeeya bala (Narasimha Rao, ch. 28, after Tajika Neelakanthi), each with the most a
 * graha can get from it: in its own sign (kshetra), at its deep exaltation (uchcha), in its own hadda, drekkana
 * (D-3 sign) and navamsha (D-9 sign). The total is the sum ÷ 4, at most 20 (vishwa bala).
 */
export const PANCHAVARGEEYA_SOURCES = [
  { id: 'kshetra', maxUnits: 30, en: 'Kshetra bala (sign)', hi: 'क्षेत्र बल', ta: 'க்ஷேத்திர பலம்', te: 'క్షేత్ర బలం', kn: 'ಕ್ಷೇತ್ರ ಬಲ', ml: 'ക്ഷേത്രബലം', mr: 'क्षेत्र बल', bn: 'ক্ষেত্র বল', gu: 'ક્ષેત્ર બળ' },
  { id: 'uchcha', maxUnits: 20, en: 'Uchcha bala (exaltation)', hi: 'उच्च बल', ta: 'உச்ச பலம்', te: 'ఉచ్చ బలం', kn: 'ಉಚ್ಚ ಬಲ', ml: 'ഉച്ചബലം', mr: 'उच्च बल', bn: 'উচ্চ বল', gu: 'ઉચ્ચ બળ' },
  { id: 'hadda', maxUnits: 15, en: 'Hadda bala (term)', hi: 'हद्दा बल', ta: 'ஹத்தா பலம்', te: 'హద్దా బలం', kn: 'ಹದ್ದಾ ಬಲ', ml: 'ഹദ്ദാബലം', mr: 'हद्दा बल', bn: 'হদ্দা বল', gu: 'હદ્દા બળ' },
  { id: 'drekkana', maxUnits: 10, en: 'Drekkana bala (D-3)', hi: 'द्रेष्काण बल', ta: 'திரேக்காண பலம்', te: 'ద్రేక్కాణ బలం', kn: 'ದ್ರೇಕ್ಕಾಣ ಬಲ', ml: 'ദ്രേക്കാണബലം', mr: 'द्रेष्काण बल', bn: 'দ্রেক্কাণ বল', gu: 'દ્રેષ્કાણ બળ' },
  { id: 'navamsha', maxUnits: 5, en: 'Navamsha bala (D-9)', hi: 'नवांश बल', ta: 'நவாம்ச பலம்', te: 'నవాంశ బలం', kn: 'ನವಾಂಶ ಬಲ', ml: 'നവാംശബലം', mr: 'नवांश बल', bn: 'নবাংশ বল', gu: 'નવાંશ બળ' },
] as const satisfies readonly ({ readonly id: string; readonly maxUnits: number } & Names)[];

export type PanchavargeeyaSourceId = (typeof PANCHAVARGEEYA_SOURCES)[number]['id'];

/** The sum of the five sources is divided by this to give the panchavargeeya bala (Narasimha Rao, §28.4.6). */
export const PANCHAVARGEEYA_DIVISOR = 4;

/**
 * The share of a source's most a graha gets by its relation to the lord of the sign, hadda, drekkana or navamsha
 * it is in, by grading (friendship is the natural one, data/grahas.ts, BPHS ch. 3):
 * - `neelakanthi`: its own 1, a friend's ¾, a neutral's ½, an enemy's ¼ (Tajika Neelakanthi's grading as S. Adawal,
 *   *Tajik Shastra and Annual Horoscopy*, ch. III, gives it for all four: 30, 22.5, 15 and 7.5 units of kshetra
 *   bala, the figures PyJHora's `pancha_vargeeya_bala` documentation quotes too);
 * - `narasimha-rao`: its own 1, a friend's ½, anyone else's ¼ (Narasimha Rao, §28.4.1–5: 30, 15 and 7.5 units of
 *   kshetra bala for own, friend's and enemy's signs, with no neutral grade; a neutral's sign is graded as an
 *   enemy's, which gives the 13.7 units of Mars in his example 120).
 */
export const PANCHAVARGEEYA_SHARES = {
  neelakanthi: { self: 1, friend: 0.75, neutral: 0.5, enemy: 0.25 },
  'narasimha-rao': { self: 1, friend: 0.5, neutral: 0.25, enemy: 0.25 },
} as const satisfies Record<string, Readonly<Record<'self' | 'friend' | 'neutral' | 'enemy', number>>>;

export type PanchavargeeyaGrading = keyof typeof PANCHAVARGEEYA_SHARES;
export const PANCHAVARGEEYA_GRADINGS = Object.keys(PANCHAVARGEEYA_SHARES) as PanchavargeeyaGrading[];

/**
 * Panchavargeeya bala grades (S. Adawal, ch. III; Narasimha Rao, §28.4): above 15 very strong, 10–15 strong
 * (poorna), 5–10 middling, below 5 weak. `fromUnits` is the lower bound of each grade.
 */
export const PANCHAVARGEEYA_GRADES = [
  { id: 'very-strong', fromUnits: 15, en: 'Very strong (prakrami)', hi: 'अति बली (पराक्रमी)', ta: 'அதி பலவான் (பராக்கிரமி)', te: 'అతి బలి (పరాక్రమి)', kn: 'ಅತಿ ಬಲಿ (ಪರಾಕ್ರಮಿ)', ml: 'അതിബലവാൻ (പരാക്രമി)', mr: 'अति बली (पराक्रमी)', bn: 'অতি বলী (পরাক্রমী)', gu: 'અતિ બળી (પરાક્રમી)' },
  { id: 'strong', fromUnits: 10, en: 'Strong (poorna bali)', hi: 'पूर्ण बली', ta: 'பூர்ண பலவான்', te: 'పూర్ణ బలి', kn: 'ಪೂರ್ಣ ಬಲಿ', ml: 'പൂർണ്ണബലവാൻ', mr: 'पूर्ण बली', bn: 'পূর্ণ বলী', gu: 'પૂર્ણ બળી' },
  { id: 'middling', fromUnits: 5, en: 'Middling (madhya bali)', hi: 'मध्य बली', ta: 'மத்திம பலவான்', te: 'మధ్య బలి', kn: 'ಮಧ್ಯ ಬಲಿ', ml: 'മധ്യബലവാൻ', mr: 'मध्य बली', bn: 'মধ্য বলী', gu: 'મધ્ય બળી' },
  { id: 'weak', fromUnits: 0, en: 'Weak (alpa bali)', hi: 'अल्प बली', ta: 'அல்ப பலவான்', te: 'అల్ప బలి', kn: 'ಅಲ್ಪ ಬಲಿ', ml: 'അൽപബലവാൻ', mr: 'अल्प बली', bn: 'অল্প বলী', gu: 'અલ્પ બળી' },
] as const satisfies readonly ({ readonly id: string; readonly fromUnits: number } & Names)[];

export type PanchavargeeyaGradeId = (typeof PANCHAVARGEEYA_GRADES)[number]['id'];

/**
 * Harsha bala (Narasimha Rao, ch. 28, after Tajika Neelakanthi): four sources of 5 units each, 0–20 in all. The
 * houses of joy: Sun 9th, Moon 3rd, Mars 6th, Mercury 1st, Jupiter 11th, Venus 5th, Saturn 12th.
 * `joyHouse` is the house (from the annual lagna) each graha delights in; `gender` says which of the house groups
 * and which half of the day (HARSHA_GENDER_RULES) favour it. Mercury is counted feminine, as PyJHora does
 * (`feminine_planets`); Tajika texts that call it neuter give it nothing from the last two sources.
 */
export const HARSHA_GRAHAS: Readonly<Record<TajikaGraha, { readonly joyHouse: number; readonly gender: 'masculine' | 'feminine' }>> = {
  sun: { joyHouse: 9, gender: 'masculine' },
  moon: { joyHouse: 3, gender: 'feminine' },
  mars: { joyHouse: 6, gender: 'masculine' },
  mercury: { joyHouse: 1, gender: 'feminine' },
  jupiter: { joyHouse: 11, gender: 'masculine' },
  venus: { joyHouse: 5, gender: 'feminine' },
  saturn: { joyHouse: 12, gender: 'feminine' },
};

/** The houses (from the annual lagna) and the half of the day that favour each gender in harsha bala. */
export const HARSHA_GENDER_RULES = {
  feminine: { houses: [1, 2, 3, 7, 8, 9], night: true },
  masculine: { houses: [4, 5, 6, 10, 11, 12], night: false },
} as const;

/** Units each of the four harsha bala sources gives. */
export const HARSHA_UNITS = 5;

/** The four sources of harsha bala, in the books' order. */
export const HARSHA_SOURCES = [
  { id: 'sthana', en: 'In its house of joy', hi: 'हर्ष स्थान में', ta: 'ஹர்ஷ ஸ்தானத்தில்', te: 'హర్ష స్థానంలో', kn: 'ಹರ್ಷ ಸ್ಥಾನದಲ್ಲಿ', ml: 'ഹർഷസ്ഥാനത്ത്', mr: 'हर्ष स्थानात', bn: 'হর্ষ স্থানে', gu: 'હર્ષ સ્થાનમાં' },
  { id: 'swakshetra-uchcha', en: 'In its own or exaltation sign', hi: 'स्वक्षेत्र या उच्च राशि में', ta: 'ஆட்சி அல்லது உச்ச ராசியில்', te: 'స్వక్షేత్రం లేదా ఉచ్చ రాశిలో', kn: 'ಸ್ವಕ್ಷೇತ್ರ ಅಥವಾ ಉಚ್ಚ ರಾಶಿಯಲ್ಲಿ', ml: 'സ്വക്ഷേത്രത്തിലോ ഉച്ചരാശിയിലോ', mr: 'स्वराशीत किंवा उच्च राशीत', bn: 'স্বক্ষেত্রে বা উচ্চ রাশিতে', gu: 'સ્વરાશિ કે ઉચ્ચ રાશિમાં' },
  { id: 'stree-purusha', en: 'In the houses of its gender', hi: 'अपने लिंग के भावों में', ta: 'தன் பாலின பாவங்களில்', te: 'తన లింగపు భావాల్లో', kn: 'ತನ್ನ ಲಿಂಗದ ಭಾವಗಳಲ್ಲಿ', ml: 'സ്വന്തം ലിംഗത്തിന്റെ ഭാവങ്ങളിൽ', mr: 'आपल्या लिंगाच्या स्थानांत', bn: 'নিজ লিঙ্গের ভাবে', gu: 'પોતાના લિંગના ભાવોમાં' },
  { id: 'dina-ratri', en: 'Masculine by day, feminine by night', hi: 'दिन में पुरुष, रात्रि में स्त्री ग्रह', ta: 'பகலில் ஆண் கிரகம், இரவில் பெண் கிரகம்', te: 'పగలు పురుష గ్రహం, రాత్రి స్త్రీ గ్రహం', kn: 'ಹಗಲು ಪುರುಷ ಗ್ರಹ, ರಾತ್ರಿ ಸ್ತ್ರೀ ಗ್ರಹ', ml: 'പകൽ പുരുഷഗ്രഹം, രാത്രി സ്ത്രീഗ്രഹം', mr: 'दिवसा पुरुष, रात्री स्त्री ग्रह', bn: 'দিনে পুরুষ, রাতে স্ত্রী গ্রহ', gu: 'દિવસે પુરુષ, રાત્રે સ્ત્રી ગ્રહ' },
] as const satisfies readonly ({ readonly id: string } & Names)[];

export type HarshaSourceId = (typeof HARSHA_SOURCES)[number]['id'];

/** The muntha's label in the annual chart picture, in two lengths (data/chart-labels.ts has the grahas'). */
export const MUNTHA_LABEL = {
  full: { en: 'Muntha', hi: 'मुन्था', ta: 'முந்தா', te: 'ముంథా', kn: 'ಮುಂಥಾ', ml: 'മുന്ഥ', mr: 'मुंथा', bn: 'মুন্থা', gu: 'મુંથા' },
  compact: { en: 'Mu', hi: 'मु', ta: 'மு', te: 'ము', kn: 'ಮು', ml: 'മു', mr: 'मु', bn: 'মু', gu: 'મુ' },
} as const satisfies Record<'full' | 'compact', Names>;

/** The annual chart picture's title word: Tamil varusha palan, the others varshaphala with the language's ending. */
export const VARSHAPHAL_TITLE = {
  en: 'Varshaphal', hi: 'वर्षफल', ta: 'வருஷ பலன்', te: 'వర్షఫలం', kn: 'ವರ್ಷಫಲ', ml: 'വർഷഫലം', mr: 'वर्षफल', bn: 'বর্ষফল', gu: 'વર્ષફળ',
} as const satisfies Names;

/** How the muntha is found, as the response states it. */
export const MUNTHA_RULE = {
  en: 'The natal lagna sign advanced one sign for each completed year',
  hi: 'जन्म लग्न राशि से प्रत्येक पूर्ण वर्ष पर एक राशि आगे',
  ta: 'ஜன்ம லக்ன ராசியிலிருந்து ஒவ்வொரு முழு ஆண்டுக்கும் ஒரு ராசி முன்னோக்கி',
  te: 'జన్మ లగ్న రాశి నుండి ప్రతి పూర్తి సంవత్సరానికి ఒక రాశి ముందుకు',
  kn: 'ಜನ್ಮ ಲಗ್ನ ರಾಶಿಯಿಂದ ಪ್ರತಿ ಪೂರ್ಣ ವರ್ಷಕ್ಕೆ ಒಂದು ರಾಶಿ ಮುಂದೆ',
  ml: 'ജന്മലഗ്നരാശിയിൽ നിന്ന് ഓരോ പൂർത്തിയായ വർഷത്തിനും ഒരു രാശി മുന്നോട്ട്',
  mr: 'जन्म लग्न राशीपासून प्रत्येक पूर्ण वर्षाला एक राशी पुढे',
  bn: 'জন্ম লগ্ন রাশি থেকে প্রতি পূর্ণ বছরে এক রাশি এগিয়ে',
  gu: 'જન્મ લગ્ન રાશિથી દરેક પૂર્ણ વર્ષે એક રાશિ આગળ',
} as const satisfies Names;

/**
 * Why the year lord is the graha it is (astro/tajika/year-lord.ts `YearLordReason`), as the response states it. The
 * office-bearers are the panchadhikaris: Tamil, Telugu, Kannada and Malayalam adhikari, the northern languages
 * padadhikari as Hindi.
 */
export const YEAR_LORD_REASON_TEXTS = {
  'strongest-aspecting-lagna': {
    en: 'The strongest office-bearer (panchavargeeya bala) that aspects the annual lagna',
    hi: 'वर्ष लग्न को देखने वाले पदाधिकारियों में पंचवर्गीय बल में सबसे बली',
    ta: 'வருஷ லக்னத்தைப் பார்க்கும் அதிகாரிகளில் பஞ்சவர்கீய பலம் மிகுந்தவர்',
    te: 'వర్ష లగ్నాన్ని చూసే అధికారులలో పంచవర్గీయ బలంలో అత్యంత బలవంతుడు',
    kn: 'ವರ್ಷ ಲಗ್ನವನ್ನು ನೋಡುವ ಅಧಿಕಾರಿಗಳಲ್ಲಿ ಪಂಚವರ್ಗೀಯ ಬಲದಲ್ಲಿ ಅತ್ಯಂತ ಬಲಿಷ್ಠ',
    ml: 'വർഷലഗ്നത്തെ നോക്കുന്ന അധികാരികളിൽ പഞ്ചവർഗീയബലത്തിൽ ഏറ്റവും ബലവാൻ',
    mr: 'वर्ष लग्नाला पाहणाऱ्या पदाधिकाऱ्यांपैकी पंचवर्गीय बलात सर्वात बली',
    bn: 'বর্ষ লগ্নকে দেখা পদাধিকারীদের মধ্যে পঞ্চবর্গীয় বলে সবচেয়ে বলী',
    gu: 'વર્ષ લગ્નને જોનારા પદાધિકારીઓમાં પંચવર્ગીય બળમાં સૌથી બળવાન',
  },
  'no-office-bearer-aspects-lagna': {
    en: 'No office-bearer aspects the annual lagna: the muntha lord',
    hi: 'कोई पदाधिकारी वर्ष लग्न को नहीं देखता: मुन्था स्वामी',
    ta: 'எந்த அதிகாரியும் வருஷ லக்னத்தைப் பார்க்கவில்லை: முந்தா அதிபதி',
    te: 'ఏ అధికారీ వర్ష లగ్నాన్ని చూడడం లేదు: ముంథా అధిపతి',
    kn: 'ಯಾವ ಅಧಿಕಾರಿಯೂ ವರ್ಷ ಲಗ್ನವನ್ನು ನೋಡುವುದಿಲ್ಲ: ಮುಂಥಾ ಅಧಿಪತಿ',
    ml: 'ഒരു അധികാരിയും വർഷലഗ്നത്തെ നോക്കുന്നില്ല: മുന്ഥാധിപൻ',
    mr: 'कोणताही पदाधिकारी वर्ष लग्नाला पाहत नाही: मुंथा स्वामी',
    bn: 'কোনো পদাধিকারী বর্ষ লগ্নকে দেখে না: মুন্থাপতি',
    gu: 'કોઈ પદાધિકારી વર્ષ લગ્નને જોતો નથી: મુંથા સ્વામી',
  },
  'all-office-bearers-weak': {
    en: 'Every office-bearer has less than 5 units of panchavargeeya bala: the muntha lord',
    hi: 'सभी पदाधिकारियों का पंचवर्गीय बल 5 से कम: मुन्था स्वामी',
    ta: 'எல்லா அதிகாரிகளின் பஞ்சவர்கீய பலமும் 5-க்குக் குறைவு: முந்தா அதிபதி',
    te: 'అందరు అధికారుల పంచవర్గీయ బలం 5 కంటే తక్కువ: ముంథా అధిపతి',
    kn: 'ಎಲ್ಲ ಅಧಿಕಾರಿಗಳ ಪಂಚವರ್ಗೀಯ ಬಲ 5ಕ್ಕಿಂತ ಕಡಿಮೆ: ಮುಂಥಾ ಅಧಿಪತಿ',
    ml: 'എല്ലാ അധികാരികളുടെയും പഞ്ചവർഗീയബലം 5-ൽ കുറവ്: മുന്ഥാധിപൻ',
    mr: 'सर्व पदाधिकाऱ्यांचे पंचवर्गीय बल 5 पेक्षा कमी: मुंथा स्वामी',
    bn: 'সব পদাধিকারীর পঞ্চবর্গীয় বল 5-এর কম: মুন্থাপতি',
    gu: 'બધા પદાધિકારીઓનું પંચવર્ગીય બળ 5થી ઓછું: મુંથા સ્વામી',
  },
} as const satisfies Record<string, Names>;

/**
 * How a saham's term other than a graha, the lagna or another saham is named (data/sahams.ts `SahamTerm`):
 * `{house}` is the house number, `{graha}` the graha's name (data/grahas.ts). Where the language writes the house
 * as an ordinal that takes one suffix for every number (Tamil -aam, Telugu -va, Kannada -ne, Malayalam -aam), the
 * house comes first; Hindi, Marathi, Bengali and Gujarati, whose ordinals change with the number, name the house and
 * then its number. The graha stands where no case ending is needed: before a participle in the southern languages
 * ("the lord of the sign the Sun stands in"), after a colon in the northern ones as in Hindi.
 */
export const SAHAM_TERM_WORDS = {
  house: {
    en: 'house {house}', hi: 'भाव {house}', ta: '{house}-ஆம் பாவம்', te: '{house}వ భావం', kn: '{house}ನೇ ಭಾವ',
    ml: '{house}-ാം ഭാവം', mr: 'स्थान {house}', bn: 'ভাব {house}', gu: 'ભાવ {house}',
  },
  lordOfHouse: {
    en: 'lord of house {house}', hi: 'भाव स्वामी {house}', ta: '{house}-ஆம் பாவ அதிபதி', te: '{house}వ భావాధిపతి',
    kn: '{house}ನೇ ಭಾವಾಧಿಪತಿ', ml: '{house}-ാം ഭാവാധിപൻ', mr: 'स्थान स्वामी {house}', bn: 'ভাবপতি {house}', gu: 'ભાવ સ્વામી {house}',
  },
  lordOfSignOf: {
    en: 'lord of the sign of {graha}', hi: 'राशि स्वामी: {graha}', ta: '{graha} நின்ற ராசியின் அதிபதி',
    te: '{graha} ఉన్న రాశి అధిపతి', kn: '{graha} ಇರುವ ರಾಶಿಯ ಅಧಿಪತಿ', ml: '{graha} നിൽക്കുന്ന രാശിയുടെ അധിപൻ',
    mr: 'राशी स्वामी: {graha}', bn: 'রাশিপতি: {graha}', gu: 'રાશિ સ્વામી: {graha}',
  },
} as const satisfies Record<string, Names>;
