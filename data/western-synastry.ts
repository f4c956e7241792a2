/**
 * The synastry score: the service's own rule for weighing the aspects between two charts, published in full
 * so that every point of a score can be traced (docs/western.md, "Synastry score").
 *
 * Each major aspect from one person's planet or angle to the other's earns
 *     points = tone × weight(first) × weight(second) ÷ 9 × closeness,
 * where closeness = 1 − orb ÷ allowed orb (1 when exact, 0 at the edge of the orb), weights measure how much a
 * point speaks to a relationship (the luminaries, Venus and the ascendant most; the slow outer planets, shared
 * by everyone born within a few years, least), and the tone is:
 * - trine +3, sextile +2; square −2, opposition −1.5 (tense, and also the pull of opposites);
 * - conjunction +2 between two of the gentle points (Sun, Moon, Venus, Jupiter, Mercury, the angles) and −1 when
 *   Mars, Saturn, Uranus, Neptune or Pluto is one of the pair;
 * - the contacts that astrologers of every school read as attraction (Sun–Moon, Venus–Mars, Moon–Venus,
 *   Sun–Venus) are never negative: their square and opposition count +1, their conjunction +3.
 * The score is 100 × harmony ÷ (harmony + tension), harmony the sum of positive points and tension the sum of
 * the negative ones' sizes (50 when there is neither), rounded to an integer.
 */
import type { Names } from './text.ts';
import type { WesternAspectId } from './western-aspects.ts';

/** How much a planet or angle counts in a relationship (3 = most). */
export const SYNASTRY_WEIGHTS: Readonly<Record<string, number>> = {
  sun: 3, moon: 3, venus: 3, ascendant: 2.5, mars: 2.5, mercury: 2, jupiter: 1.5, saturn: 1.5, midheaven: 1,
  uranus: 0.5, neptune: 0.5, pluto: 0.5,
};

export const SYNASTRY_TONES: Readonly<Partial<Record<WesternAspectId, number>>> = {
  trine: 3, sextile: 2, square: -2, opposition: -1.5,
};

/** Conjunction tone between two gentle points, and when a hard planet is one of the pair. */
export const CONJUNCTION_TONE = { gentle: 2, hard: -1 } as const;

/** The planets whose conjunctions are tense. */
export const HARD_PLANETS: readonly string[] = ['mars', 'saturn', 'uranus', 'neptune', 'pluto'];

/** Pairs read as attraction (either order) and their tones. */
export const ATTRACTION_PAIRS: readonly (readonly [string, string])[] = [['sun', 'moon'], ['venus', 'mars'], ['moon', 'venus'], ['sun', 'venus']];
export const ATTRACTION_TONES: Readonly<Partial<Record<WesternAspectId, number>>> = {
  conjunction: 3, trine: 3, sextile: 2, square: 1, opposition: 1,
};

/** Bands of the score, lowest first: a score belongs to the last band whose `from` it reaches; each band's reading in the nine languages. */
export const SYNASTRY_BANDS = [
  { id: 'very-challenging', from: 0, en: 'Very challenging: tension outweighs ease by far; the bond needs conscious work', hi: 'अत्यंत चुनौतीपूर्ण: तनाव सहजता से बहुत अधिक है; संबंध को सजग प्रयास चाहिए',
    ta: 'மிகவும் சவாலானது: இணக்கத்தை விடப் பதற்றம் மிக அதிகம்; இந்த உறவுக்கு விழிப்புடன் கூடிய முயற்சி தேவை',
    te: 'చాలా సవాలుతో కూడినది: సౌలభ్యం కంటే ఉద్రిక్తత చాలా ఎక్కువ; ఈ బంధానికి స్పృహతో కూడిన కృషి అవసరం',
    kn: 'ಅತ್ಯಂತ ಸವಾಲಿನದು: ಸುಲಭತೆಗಿಂತ ಒತ್ತಡ ಬಹಳ ಹೆಚ್ಚು; ಈ ಬಂಧಕ್ಕೆ ಪ್ರಜ್ಞಾಪೂರ್ವಕ ಪ್ರಯತ್ನ ಬೇಕು',
    ml: 'ഏറെ വെല്ലുവിളി നിറഞ്ഞത്: അനായാസതയെക്കാൾ സംഘർഷം വളരെ കൂടുതൽ; ഈ ബന്ധത്തിന് ബോധപൂർവമായ പ്രയത്നം വേണം',
    mr: 'अतिशय आव्हानात्मक: सहजतेपेक्षा ताण खूपच जास्त; या नात्याला जाणीवपूर्वक प्रयत्नांची गरज आहे',
    bn: 'অত্যন্ত কঠিন: স্বাচ্ছন্দ্যের চেয়ে টানাপোড়েন অনেক বেশি; এই সম্পর্কের জন্য সচেতন প্রচেষ্টা দরকার',
    gu: 'અત્યંત પડકારરૂપ: સરળતા કરતાં તણાવ ઘણો વધારે; આ સંબંધને સભાન પ્રયત્નની જરૂર છે'
  },
  { id: 'challenging', from: 30, en: 'Challenging: more friction than flow, though with real points of contact', hi: 'चुनौतीपूर्ण: प्रवाह से अधिक घर्षण, फिर भी वास्तविक जुड़ाव के बिंदु हैं',
    ta: 'சவாலானது: இணக்கத்தை விட உரசல் அதிகம், ஆனாலும் உண்மையான தொடர்புப் புள்ளிகள் உண்டு',
    te: 'సవాలుతో కూడినది: సామరస్యం కంటే ఘర్షణ ఎక్కువ, అయినా నిజమైన అనుబంధ బిందువులు ఉన్నాయి',
    kn: 'ಸವಾಲಿನದು: ಹೊಂದಾಣಿಕೆಗಿಂತ ಘರ್ಷಣೆ ಹೆಚ್ಚು, ಆದರೂ ನಿಜವಾದ ಸಂಪರ್ಕ ಬಿಂದುಗಳಿವೆ',
    ml: 'വെല്ലുവിളി നിറഞ്ഞത്: ഒഴുക്കിനെക്കാൾ ഉരസൽ കൂടുതൽ, എങ്കിലും യഥാർഥ ബന്ധബിന്ദുക്കളുണ്ട്',
    mr: 'आव्हानात्मक: प्रवाहापेक्षा घर्षण जास्त, तरीही खरे जुळणारे बिंदू आहेत',
    bn: 'কঠিন: প্রবাহের চেয়ে ঘর্ষণ বেশি, তবু সত্যিকারের সংযোগের বিন্দু আছে',
    gu: 'પડકારરૂપ: પ્રવાહ કરતાં ઘર્ષણ વધુ, છતાં સાચા જોડાણનાં બિંદુઓ છે'
  },
  { id: 'mixed', from: 45, en: 'Mixed: ease and tension in about equal measure', hi: 'मिश्रित: सहजता और तनाव लगभग बराबर',
    ta: 'கலவையானது: இணக்கமும் பதற்றமும் ஏறக்குறைய சம அளவில்',
    te: 'మిశ్రమం: సౌలభ్యం, ఉద్రిక్తత దాదాపు సమానంగా',
    kn: 'ಮಿಶ್ರ: ಸುಲಭತೆ ಮತ್ತು ಒತ್ತಡ ಸುಮಾರು ಸಮಪ್ರಮಾಣದಲ್ಲಿ',
    ml: 'സമ്മിശ്രം: അനായാസതയും സംഘർഷവും ഏകദേശം തുല്യ അളവിൽ',
    mr: 'संमिश्र: सहजता आणि ताण जवळजवळ सारख्या प्रमाणात',
    bn: 'মিশ্র: স্বাচ্ছন্দ্য আর টানাপোড়েন প্রায় সমান মাত্রায়',
    gu: 'મિશ્ર: સરળતા અને તણાવ લગભગ સરખા પ્રમાણમાં'
  },
  { id: 'harmonious', from: 55, en: 'Harmonious: the contacts mostly flow, with some growth points', hi: 'सामंजस्यपूर्ण: अधिकतर संपर्क सहज हैं, कुछ विकास के बिंदु के साथ',
    ta: 'இணக்கமானது: பெரும்பாலான தொடர்புகள் சுமுகமானவை, வளர்ச்சிக்கான சில புள்ளிகளுடன்',
    te: 'సామరస్యపూర్ణం: చాలా సంబంధాలు సాఫీగా సాగుతాయి, కొన్ని ఎదుగుదల బిందువులతో',
    kn: 'ಸಾಮರಸ್ಯಪೂರ್ಣ: ಹೆಚ್ಚಿನ ಸಂಪರ್ಕಗಳು ಸುಗಮ, ಕೆಲವು ಬೆಳವಣಿಗೆಯ ಬಿಂದುಗಳೊಂದಿಗೆ',
    ml: 'പൊരുത്തമുള്ളത്: മിക്ക ബന്ധങ്ങളും സുഗമം, ചില വളർച്ചാബിന്ദുക്കളോടെ',
    mr: 'सुसंवादी: बहुतेक संपर्क सहज, काही वाढीच्या बिंदूंसह',
    bn: 'সামঞ্জস্যপূর্ণ: বেশিরভাগ সংযোগ সহজ, কিছু বিকাশের বিন্দু সহ',
    gu: 'સુમેળભર્યું: મોટાભાગના સંપર્કો સહજ, થોડાં વિકાસનાં બિંદુઓ સાથે'
  },
  { id: 'very-harmonious', from: 70, en: 'Very harmonious: strong, easy contacts between the two charts', hi: 'अत्यंत सामंजस्यपूर्ण: दोनों कुंडलियों के बीच मज़बूत और सहज संपर्क',
    ta: 'மிகவும் இணக்கமானது: இரு ஜாதகங்களுக்கும் இடையே வலுவான, சுமுகமான தொடர்புகள்',
    te: 'అత్యంత సామరస్యపూర్ణం: రెండు జాతకాల మధ్య బలమైన, సులువైన సంబంధాలు',
    kn: 'ಅತ್ಯಂತ ಸಾಮರಸ್ಯಪೂರ್ಣ: ಎರಡು ಜಾತಕಗಳ ನಡುವೆ ಬಲವಾದ, ಸುಗಮ ಸಂಪರ್ಕಗಳು',
    ml: 'ഏറെ പൊരുത്തമുള്ളത്: രണ്ട് ജാതകങ്ങൾക്കുമിടയിൽ ശക്തവും സുഗമവുമായ ബന്ധങ്ങൾ',
    mr: 'अतिशय सुसंवादी: दोन्ही कुंडल्यांमध्ये भक्कम आणि सहज संपर्क',
    bn: 'অত্যন্ত সামঞ্জস্যপূর্ণ: দুই কোষ্ঠীর মধ্যে দৃঢ় ও সহজ সংযোগ',
    gu: 'અત્યંત સુમેળભર્યું: બંને કુંડળીઓ વચ્ચે મજબૂત અને સહજ સંપર્કો'
  },
] as const satisfies readonly ({ id: string; from: number } & Names)[];
