/**
 * Eclipse words and the sutak rule, as the Hindu almanacs print them.
 *
 * Sutak (सूतक) is the period before an eclipse in which no auspicious work is begun, food is not cooked or
 * eaten and temples close. The rule the almanacs and the press quoting them print: it begins four prahars
 * (12 hours) before a solar eclipse and three prahars (9 hours) before a lunar eclipse, and lasts until the
 * eclipse ends (moksha); it is kept only where the eclipse is seen, and a penumbral lunar eclipse, which the
 * almanacs do not count as an eclipse, has none. Children, the old and the sick are exempt from its fast.
 *
 * Sources: AR = astroruchikaa.com, "Solar Eclipse – Surya Grahan" (sutak of 3 prahars, 9 hours, before a
 * lunar and 4 prahars, 12 hours, before a solar eclipse); LT = LatestLY, "Chandra Grahan 2021 Sutak" (2021-11-19:
 * 12 hours before a solar, 9 hours before a lunar eclipse's start, ending with the eclipse); DP = Drik Panchang
 * as quoted by Zee News, 2017-08-07 and 2018-01-31 (sutak times for Indian cities; a shorter sutak for
 * children, the old and the sick); IN = india.com, "Chandra Grahan 2023" (the sick, children and the elderly
 * may eat during the sutak); B1 = bharat.one, Varanasi, 2023 (children under five may eat even during the
 * eclipse).
 * Drik Panchang counts the prahars as quarters of the actual day or night, so its sutak may start up to about
 * two hours away from the fixed hours of this rule; that variant is not computed.
 *
 * The contacts are named in the nine languages with each language's almanac words: sparsha (first contact) and
 * moksha (last), khandagrasa and khagrasa in Marathi, Bengali and Gujarati as in Hindi, Kannada khagrasa, Tamil and
 * Malayalam partial, total and ring (valaya) eclipse in their own words; the sutak's rule and exemption are
 * English and Hindi.
 */
import type { Names } from './text.ts';

/** The contacts of an eclipse, by the ids of astro/transits/local-eclipses.ts. */
export const ECLIPSE_CONTACT_WORDS = {
  c1: { en: 'Partial eclipse begins (first contact)', hi: 'खंडग्रास आरंभ (स्पर्श)',
    ta: 'பகுதி கிரகணம் தொடக்கம் (முதல் தொடுகை)', te: 'పాక్షిక గ్రహణం ప్రారంభం (స్పర్శ)', kn: 'ಪಾರ್ಶ್ವ ಗ್ರಹಣ ಆರಂಭ (ಸ್ಪರ್ಶ)', ml: 'ഭാഗിക ഗ്രഹണം ആരംഭം (സ്പർശം)', mr: 'खंडग्रास आरंभ (स्पर्श)', bn: 'খণ্ডগ্রাস শুরু (স্পর্শ)', gu: 'ખંડગ્રાસ આરંભ (સ્પર્શ)' },
  c2: { en: 'Total or annular eclipse begins (second contact)', hi: 'खग्रास या कंकण आरंभ',
    ta: 'முழு அல்லது வளைய கிரகணம் தொடக்கம்', te: 'సంపూర్ణ లేదా కంకణ గ్రహణం ప్రారంభం', kn: 'ಖಗ್ರಾಸ ಅಥವಾ ಕಂಕಣ ಗ್ರಹಣ ಆರಂಭ', ml: 'പൂർണ്ണ അഥവാ വലയ ഗ്രഹണം ആരംഭം', mr: 'खग्रास किंवा कंकण आरंभ', bn: 'পূর্ণগ্রাস বা বলয় গ্রহণ শুরু', gu: 'ખગ્રાસ કે કંકણ આરંભ' },
  maximum: { en: 'Maximum eclipse', hi: 'परमग्रास',
    ta: 'உச்ச கிரகணம்', te: 'గరిష్ఠ గ్రహణం', kn: 'ಗರಿಷ್ಠ ಗ್ರಹಣ', ml: 'പരമഗ്രഹണം', mr: 'परमग्रास', bn: 'পরমগ্রাস', gu: 'પરમગ્રાસ' },
  c3: { en: 'Total or annular eclipse ends (third contact)', hi: 'खग्रास या कंकण समाप्त',
    ta: 'முழு அல்லது வளைய கிரகணம் முடிவு', te: 'సంపూర్ణ లేదా కంకణ గ్రహణం ముగింపు', kn: 'ಖಗ್ರಾಸ ಅಥವಾ ಕಂಕಣ ಗ್ರಹಣ ಮುಕ್ತಾಯ', ml: 'പൂർണ്ണ അഥവാ വലയ ഗ്രഹണം അവസാനം', mr: 'खग्रास किंवा कंकण समाप्त', bn: 'পূর্ণগ্রাস বা বলয় গ্রহণ শেষ', gu: 'ખગ્રાસ કે કંકણ સમાપ્ત' },
  c4: { en: 'Partial eclipse ends (last contact)', hi: 'खंडग्रास समाप्त (मोक्ष)',
    ta: 'பகுதி கிரகணம் முடிவு (மோட்சம்)', te: 'పాక్షిక గ్రహణం ముగింపు (మోక్షం)', kn: 'ಪಾರ್ಶ್ವ ಗ್ರಹಣ ಮುಕ್ತಾಯ (ಮೋಕ್ಷ)', ml: 'ഭാഗിക ഗ്രഹണം അവസാനം (മോക്ഷം)', mr: 'खंडग्रास समाप्त (मोक्ष)', bn: 'খণ্ডগ্রাস শেষ (মোক্ষ)', gu: 'ખંડગ્રાસ સમાપ્ત (મોક્ષ)' },
  p1: { en: 'Penumbral eclipse begins', hi: 'उपच्छाया से पहला स्पर्श',
    ta: 'புறநிழல் கிரகணம் தொடக்கம்', te: 'ఉపచ్ఛాయ గ్రహణం ప్రారంభం', kn: 'ಉಪಚ್ಛಾಯ ಗ್ರಹಣ ಆರಂಭ', ml: 'ഉപച്ഛായ ഗ്രഹണം ആരംഭം', mr: 'उपच्छाया ग्रहण आरंभ', bn: 'উপচ্ছায়া গ্রহণ শুরু', gu: 'ઉપચ્છાયા ગ્રહણ આરંભ' },
  u1: { en: 'Partial eclipse begins', hi: 'खंडग्रास आरंभ (स्पर्श)',
    ta: 'பகுதி கிரகணம் தொடக்கம் (முதல் தொடுகை)', te: 'పాక్షిక గ్రహణం ప్రారంభం (స్పర్శ)', kn: 'ಪಾರ್ಶ್ವ ಗ್ರಹಣ ಆರಂಭ (ಸ್ಪರ್ಶ)', ml: 'ഭാഗിക ഗ്രഹണം ആരംഭം (സ്പർശം)', mr: 'खंडग्रास आरंभ (स्पर्श)', bn: 'খণ্ডগ্রাস শুরু (স্পর্শ)', gu: 'ખંડગ્રાસ આરંભ (સ્પર્શ)' },
  u2: { en: 'Total eclipse begins', hi: 'खग्रास आरंभ',
    ta: 'முழு கிரகணம் தொடக்கம்', te: 'సంపూర్ణ గ్రహణం ప్రారంభం', kn: 'ಖಗ್ರಾಸ ಆರಂಭ', ml: 'പൂർണ്ണഗ്രഹണം ആരംഭം', mr: 'खग्रास आरंभ', bn: 'পূর্ণগ্রাস শুরু', gu: 'ખગ્રાસ આરંભ' },
  u3: { en: 'Total eclipse ends', hi: 'खग्रास समाप्त',
    ta: 'முழு கிரகணம் முடிவு', te: 'సంపూర్ణ గ్రహణం ముగింపు', kn: 'ಖಗ್ರಾಸ ಮುಕ್ತಾಯ', ml: 'പൂർണ്ണഗ്രഹണം അവസാനം', mr: 'खग्रास समाप्त', bn: 'পূর্ণগ্রাস শেষ', gu: 'ખગ્રાસ સમાપ્ત' },
  u4: { en: 'Partial eclipse ends', hi: 'खंडग्रास समाप्त (मोक्ष)',
    ta: 'பகுதி கிரகணம் முடிவு (மோட்சம்)', te: 'పాక్షిక గ్రహణం ముగింపు (మోక్షం)', kn: 'ಪಾರ್ಶ್ವ ಗ್ರಹಣ ಮುಕ್ತಾಯ (ಮೋಕ್ಷ)', ml: 'ഭാഗിക ഗ്രഹണം അവസാനം (മോക്ഷം)', mr: 'खंडग्रास समाप्त (मोक्ष)', bn: 'খণ্ডগ্রাস শেষ (মোক্ষ)', gu: 'ખંડગ્રાસ સમાપ્ત (મોક્ષ)' },
  p4: { en: 'Penumbral eclipse ends', hi: 'उपच्छाया से अंतिम स्पर्श',
    ta: 'புறநிழல் கிரகணம் முடிவு', te: 'ఉపచ్ఛాయ గ్రహణం ముగింపు', kn: 'ಉಪಚ್ಛಾಯ ಗ್ರಹಣ ಮುಕ್ತಾಯ', ml: 'ഉപച്ഛായ ഗ്രഹണം അവസാനം', mr: 'उपच्छाया ग्रहण समाप्त', bn: 'উপচ্ছায়া গ্রহণ শেষ', gu: 'ઉપચ્છાયા ગ્રહણ સમાપ્ત' },
} as const satisfies Record<string, Names>;

/** The sutak rule the service computes: fixed hours before the eclipse is first seen at the place. */
export const SUTAK_RULE = {
  id: 'almanac-hours',
  name: { en: 'Sutak', hi: 'सूतक', ta: 'சூதகம்', te: 'సూతకం', kn: 'ಸೂತಕ', ml: 'സൂതകം', mr: 'सुतक', bn: 'সূতক', gu: 'સૂતક' },
  /** Hours before the first visible contact of a solar eclipse (4 prahars of 3 hours). */
  solarHoursBefore: 12,
  /** Hours before the first visible umbral contact of a lunar eclipse (3 prahars of 3 hours). */
  lunarHoursBefore: 9,
  rule: {
    en: 'Sutak begins 12 hours (4 prahars) before a solar eclipse and 9 hours (3 prahars) before a lunar eclipse is first seen at the place, and ends when the eclipse ends; it is kept only where the eclipse is seen, and not for a penumbral lunar eclipse.',
    hi: 'सूतक सूर्य ग्रहण के स्थान पर दिखने से 12 घंटे (4 प्रहर) और चंद्र ग्रहण से 9 घंटे (3 प्रहर) पहले आरंभ होता है और ग्रहण के मोक्ष पर समाप्त होता है; यह केवल वहीं माना जाता है जहाँ ग्रहण दिखे, उपच्छाया चंद्र ग्रहण में नहीं।',
  },
  exemption: {
    en: 'Children, the old and the sick are exempt from the fast of the sutak: they may eat and take medicine (food kept with tulsi leaves); the eclipse itself is observed by all.',
    hi: 'बालक, वृद्ध और रोगी सूतक के उपवास से मुक्त हैं: वे भोजन और औषधि ले सकते हैं (भोजन में तुलसी पत्र रखें); ग्रहण काल सबके लिए मान्य है।',
  },
  source: 'AR; LT; DP; IN; B1',
} as const;

/** The sources the sutak rule cites, by the abbreviations of its `source`. */
export const SUTAK_SOURCES = {
  AR: 'astroruchikaa.com, "Solar Eclipse – Surya Grahan" (sutak: 3 prahars before a lunar, 4 before a solar eclipse)',
  LT: 'LatestLY, "Chandra Grahan 2021 Sutak", 2021-11-19 (12 hours before a solar, 9 hours before a lunar eclipse, until its end)',
  DP: 'Drik Panchang, sutak times quoted by Zee News, 2017-08-07 and 2018-01-31',
  IN: 'india.com, "Chandra Grahan 2023: Sutak Kaal Timing" (the sick, children and the elderly may eat)',
  B1: 'bharat.one, Varanasi, 2023 (children under five may eat even during the eclipse)',
} as const;
