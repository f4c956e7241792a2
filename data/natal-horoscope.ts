/**
 * What a natal horoscope adds to the sign reading of the natal Moon sign: tara bala and Sade Sati, and the
 * sentences that name the running dasha and the Saturn phase. The service's own words in the nine languages; the
 * Saturn phases by each region's name (Tamil ஏழரைச் சனி, Telugu ఏలినాటి శని, Malayalam ഏഴരശ്ശനി, Kannada ಏಳೂವರೆ ಶನಿ).
 *
 * Tara bala: the Moon's nakshatra counted from the birth (janma) nakshatra, inclusive, in cycles of nine;
 * Sampat, Kshema, Sadhaka, Mitra and Parama Mitra are favorable, Vipat, Pratyak and Naidhana unfavorable, Janma
 * neither (Muhurta Chintamani ch. 6 and the almanac tradition; PyJHora `tara_bala`).
 * Sade Sati: Saturn in the 12th, 1st and 2nd from the natal Moon (rising, peak, setting); Ashtama (8th) and
 * Kantaka (4th) Shani beside it (almanac tradition, as data/dasha-interpretation.ts GOCHARA_RULES).
 */
import type { Names } from './text.ts';

export const TARAS = [
  { number: 1, en: 'Janma', hi: 'जन्म', ta: 'ஜன்ம', te: 'జన్మ', kn: 'ಜನ್ಮ', ml: 'ജന്മ', mr: 'जन्म', bn: 'জন্ম', gu: 'જન્મ', favorable: null },
  { number: 2, en: 'Sampat', hi: 'संपत', ta: 'சம்பத்', te: 'సంపత్', kn: 'ಸಂಪತ್', ml: 'സമ്പത്', mr: 'संपत', bn: 'সম্পৎ', gu: 'સંપત', favorable: true },
  { number: 3, en: 'Vipat', hi: 'विपत', ta: 'விபத்', te: 'విపత్', kn: 'ವಿಪತ್', ml: 'വിപത്', mr: 'विपत', bn: 'বিপৎ', gu: 'વિપત', favorable: false },
  { number: 4, en: 'Kshema', hi: 'क्षेम', ta: 'க்ஷேம', te: 'క్షేమ', kn: 'ಕ್ಷೇಮ', ml: 'ക്ഷേമ', mr: 'क्षेम', bn: 'ক্ষেম', gu: 'ક્ષેમ', favorable: true },
  { number: 5, en: 'Pratyak', hi: 'प्रत्यरि', ta: 'பிரத்யக்', te: 'ప్రత్యక్', kn: 'ಪ್ರತ್ಯಕ್', ml: 'പ്രത്യക്', mr: 'प्रत्यक', bn: 'প্রত্যক্', gu: 'પ્રત્યક', favorable: false },
  { number: 6, en: 'Sadhaka', hi: 'साधक', ta: 'சாதக', te: 'సాధక', kn: 'ಸಾಧಕ', ml: 'സാധക', mr: 'साधक', bn: 'সাধক', gu: 'સાધક', favorable: true },
  { number: 7, en: 'Naidhana', hi: 'नैधन', ta: 'நைதன', te: 'నైధన', kn: 'ನೈಧನ', ml: 'നൈധന', mr: 'नैधन', bn: 'নৈধন', gu: 'નૈધન', favorable: false },
  { number: 8, en: 'Mitra', hi: 'मित्र', ta: 'மித்ர', te: 'మిత్ర', kn: 'ಮಿತ್ರ', ml: 'മിത്ര', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર', favorable: true },
  { number: 9, en: 'Parama Mitra', hi: 'परम मित्र', ta: 'பரம மித்ர', te: 'పరమ మిత్ర', kn: 'ಪರಮ ಮಿತ್ರ', ml: 'പരമമിത്ര', mr: 'परम मित्र', bn: 'পরম মিত্র', gu: 'પરમ મિત્ર', favorable: true },
] as const;

export type Tara = (typeof TARAS)[number];

/** The tara of the Moon's nakshatra `moonNakshatra` for a birth in `janmaNakshatra` (both 1–27). */
export function taraOf(janmaNakshatra: number, moonNakshatra: number): Tara {
  return TARAS[(((moonNakshatra - janmaNakshatra + 27) % 27) % 9)]!;
}

/** Saturn's phases counted from the natal Moon, by house. */
export const SATURN_PHASES = {
  12: { id: 'sade-sati-rising', en: 'Sade Sati, rising phase', hi: 'साढ़ेसाती, पहला चरण', ta: 'ஏழரைச் சனி, முதல் கட்டம்', te: 'ఏలినాటి శని, మొదటి దశ', kn: 'ಏಳೂವರೆ ಶನಿ, ಮೊದಲ ಹಂತ', ml: 'ഏഴരശ്ശനി, ആദ്യഘട്ടം', mr: 'साडेसाती, पहिला टप्पा', bn: 'সাড়েসাতি, প্রথম পর্যায়', gu: 'સાડાસાતી, પહેલો તબક્કો' },
  1: { id: 'sade-sati-peak', en: 'Sade Sati, peak phase', hi: 'साढ़ेसाती, दूसरा (शिखर) चरण', ta: 'ஏழரைச் சனி, உச்சக் கட்டம் (ஜென்மச் சனி)', te: 'ఏలినాటి శని, శిఖర దశ (జన్మ శని)', kn: 'ಏಳೂವರೆ ಶನಿ, ಉತ್ತುಂಗ ಹಂತ (ಜನ್ಮ ಶನಿ)', ml: 'ഏഴരശ്ശനി, മധ്യഘട്ടം (ജന്മശ്ശനി)', mr: 'साडेसाती, मधला (शिखर) टप्पा', bn: 'সাড়েসাতি, মধ্য (শীর্ষ) পর্যায়', gu: 'સાડાસાતી, મધ્ય (શિખર) તબક્કો' },
  2: { id: 'sade-sati-setting', en: 'Sade Sati, setting phase', hi: 'साढ़ेसाती, अंतिम चरण', ta: 'ஏழரைச் சனி, இறுதிக் கட்டம்', te: 'ఏలినాటి శని, చివరి దశ', kn: 'ಏಳೂವರೆ ಶನಿ, ಕೊನೆಯ ಹಂತ', ml: 'ഏഴരശ്ശനി, അവസാനഘട്ടം', mr: 'साडेसाती, शेवटचा टप्पा', bn: 'সাড়েসাতি, শেষ পর্যায়', gu: 'સાડાસાતી, છેલ્લો તબક્કો' },
  4: { id: 'kantaka-shani', en: 'Kantaka (Ardhashtama) Shani', hi: 'कंटक (अर्धाष्टम) शनि', ta: 'கண்டகச் சனி (அர்த்தாஷ்டமச் சனி)', te: 'కంటక (అర్ధాష్టమ) శని', kn: 'ಕಂಟಕ (ಅರ್ಧಾಷ್ಟಮ) ಶನಿ', ml: 'കണ്ടകശ്ശനി (അർധാഷ്ടമശ്ശനി)', mr: 'कंटक (अर्धाष्टम) शनी', bn: 'কণ্টক (অর্ধাষ্টম) শনি', gu: 'કંટક (અર્ધાષ્ટમ) શનિ' },
  8: { id: 'ashtama-shani', en: 'Ashtama Shani', hi: 'अष्टम शनि', ta: 'அஷ்டமச் சனி', te: 'అష్టమ శని', kn: 'ಅಷ್ಟಮ ಶನಿ', ml: 'അഷ്ടമശ്ശനി', mr: 'अष्टम शनी', bn: 'অষ্টম শনি', gu: 'અષ્ટમ શનિ' },
} as const satisfies Readonly<Partial<Record<number, { id: string } & Names>>>;

/** Sentences of the natal reading: {maha} {antar} {until} {phase} {sign} {nakshatra} {lagna}. */
export const NATAL_PHRASES = {
  opening: {
    en: 'Read from your Moon sign {sign} (birth star {nakshatra}) with {lagna} rising.',
    hi: 'आपकी चंद्र राशि {sign} (जन्म नक्षत्र {nakshatra}) और {lagna} लग्न से पढ़ा गया फल।',
    ta: 'உங்கள் சந்திர ராசி {sign} (ஜன்ம நட்சத்திரம் {nakshatra}), லக்னம் {lagna} ஆகியவற்றின்படி கணித்த பலன்.',
    te: 'మీ చంద్ర రాశి {sign} (జన్మ నక్షత్రం {nakshatra}), లగ్నం {lagna} ఆధారంగా చెప్పిన ఫలితం.',
    kn: 'ನಿಮ್ಮ ಚಂದ್ರ ರಾಶಿ {sign} (ಜನ್ಮ ನಕ್ಷತ್ರ {nakshatra}) ಮತ್ತು {lagna} ಲಗ್ನದ ಆಧಾರದ ಮೇಲೆ ಹೇಳಿದ ಫಲ.',
    ml: 'നിങ്ങളുടെ ചന്ദ്രരാശി {sign} (ജന്മനക്ഷത്രം {nakshatra}), ലഗ്നം {lagna} എന്നിവയെ ആധാരമാക്കിയുള്ള ഫലം.',
    mr: 'तुमची चंद्ररास {sign} (जन्मनक्षत्र {nakshatra}) आणि {lagna} लग्न यांवरून सांगितलेले फळ.',
    bn: 'আপনার চন্দ্ররাশি {sign} (জন্মনক্ষত্র {nakshatra}) এবং লগ্ন {lagna} ধরে বলা ফল।',
    gu: 'તમારી ચંદ્ર રાશિ {sign} (જન્મ નક્ષત્ર {nakshatra}) અને {lagna} લગ્ન પરથી કહેલું ફળ.',
  },
  dasha: {
    en: 'The {maha} mahadasha with the {antar} antardasha, running until {until}, colours what the transits bring.',
    hi: '{maha} की महादशा में {antar} की अंतर्दशा, जो {until} तक चलेगी, गोचर के फल को अपना रंग देती है।',
    ta: '{until} வரை நடக்கும் {maha} மகாதசையில் {antar} புக்தி, கோசாரம் தரும் பலன்களுக்குத் தன் நிறத்தைச் சேர்க்கிறது.',
    te: 'మహాదశ: {maha}, అంతర్దశ: {antar} ({until} వరకు); ఇవి గోచార ఫలితాలకు తమ రంగును అద్దుతాయి.',
    kn: '{until} ರವರೆಗೆ ನಡೆಯುವ {maha} ಮಹಾದಶೆಯಲ್ಲಿ {antar} ಅಂತರ್ದಶೆ ಗೋಚಾರದ ಫಲಗಳಿಗೆ ತನ್ನ ಬಣ್ಣ ಬೆರೆಸುತ್ತದೆ.',
    ml: 'മഹാദശ: {maha}, അപഹാരം: {antar} ({until} വരെ); ഇവ ഗോചരഫലങ്ങൾക്ക് തങ്ങളുടെ നിറം പകരുന്നു.',
    mr: '{until} पर्यंत चालणारी {maha} महादशा आणि {antar} अंतर्दशा गोचराच्या फळांना आपला रंग देतात.',
    bn: '{until} পর্যন্ত চলা {maha} মহাদশা ও {antar} অন্তর্দশা গোচরের ফলে নিজের রং মেশায়।',
    gu: '{until} સુધી ચાલતી {maha} મહાદશા અને {antar} અંતર્દશા ગોચરનાં ફળોમાં પોતાનો રંગ ભેળવે છે.',
  },
  saturn: {
    en: 'Saturn is in its {phase} for you: patience and steady routines soften it.',
    hi: 'आपके लिए शनि की {phase} चल रही है: धैर्य और नियमित दिनचर्या इसे हल्का करते हैं।',
    ta: 'உங்களுக்கு இப்போது {phase} நடக்கிறது: பொறுமையும் ஒழுங்கான தினசரி வாழ்க்கையும் அதன் கடுமையைக் குறைக்கும்.',
    te: 'మీకు ఇప్పుడు {phase} నడుస్తోంది: ఓపిక, క్రమమైన దినచర్య దాని తీవ్రతను తగ్గిస్తాయి.',
    kn: 'ನಿಮಗೆ ಈಗ {phase} ನಡೆಯುತ್ತಿದೆ: ತಾಳ್ಮೆ ಮತ್ತು ನಿಯಮಿತ ದಿನಚರಿ ಅದರ ತೀವ್ರತೆಯನ್ನು ತಗ್ಗಿಸುತ್ತವೆ.',
    ml: 'നിങ്ങൾക്ക് ഇപ്പോൾ {phase} നടക്കുന്നു: ക്ഷമയും ചിട്ടയായ ദിനചര്യയും അതിന്റെ കാഠിന്യം കുറയ്ക്കും.',
    mr: 'तुमच्यासाठी सध्या {phase} सुरू आहे: संयम आणि नियमित दिनक्रम यांमुळे हा काळ सुसह्य होतो.',
    bn: 'আপনার এখন {phase} চলছে: ধৈর্য আর নিয়মিত দিনযাপন এর প্রকোপ কমায়।',
    gu: 'તમારે હાલ {phase} ચાલે છે: ધીરજ અને નિયમિત દિનચર્યા આ સમયને હળવો બનાવે છે.',
  },
} as const;
