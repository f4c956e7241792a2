/**
 * The house systems of Western (tropical) astrology, one record each: the id the engine and the API use, the
 * English and Hindi names, the Swiss Ephemeris letter of the same system (swephprg, "House cusp calculation",
 * for comparing with charts drawn by Swiss Ephemeris software such as astro.com), and whether the system
 * divides the sky into quadrants at the angles (cusp 1 = ascendant, cusp 10 = midheaven) or counts the zodiac
 * from the ascendant. The Hindi names, and those of the seven other languages, transliterate the names of persons
 * and translate the descriptive ones (Tamil முழு ராசி பாவம், Bengali সম্পূর্ণ রাশি ভাব for whole sign).
 */
import type { Names } from './text.ts';
export const WESTERN_HOUSE_SYSTEMS = [
  { id: 'placidus', en: 'Placidus', hi: 'प्लेसिडस', ta: 'பிளாசிடஸ்', te: 'ప్లాసిడస్', kn: 'ಪ್ಲಾಸಿಡಸ್', ml: 'പ്ലാസിഡസ്', mr: 'प्लॅसिडस', bn: 'প্লাসিডাস', gu: 'પ્લેસિડસ', swissEphemerisCode: 'P', kind: 'quadrant' },
  { id: 'koch', en: 'Koch', hi: 'कॉख़', ta: 'கோக்', te: 'కోక్', kn: 'ಕೋಕ್', ml: 'കോക്ക്', mr: 'कॉख', bn: 'কোখ', gu: 'કોખ', swissEphemerisCode: 'K', kind: 'quadrant' },
  { id: 'porphyry', en: 'Porphyry', hi: 'पोर्फ़िरी', ta: 'போர்பிரி', te: 'పోర్ఫిరీ', kn: 'ಪೋರ್ಫಿರಿ', ml: 'പോർഫിറി', mr: 'पोर्फिरी', bn: 'পোরফিরি', gu: 'પોર્ફિરી', swissEphemerisCode: 'O', kind: 'quadrant' },
  { id: 'regiomontanus', en: 'Regiomontanus', hi: 'रेजियोमोंटेनस', ta: 'ரெஜியோமொன்டானஸ்', te: 'రెజియోమోంటానస్', kn: 'ರೆಜಿಯೋಮೊಂಟಾನಸ್', ml: 'റെജിയോമൊണ്ടാനസ്', mr: 'रेजिओमाँटेनस', bn: 'রেজিওমন্টেনাস', gu: 'રેજિયોમોન્ટેનસ', swissEphemerisCode: 'R', kind: 'quadrant' },
  { id: 'campanus', en: 'Campanus', hi: 'कैम्पेनस', ta: 'காம்பனஸ்', te: 'కాంపనస్', kn: 'ಕ್ಯಾಂಪನಸ್', ml: 'കാമ്പനസ്', mr: 'कॅम्पेनस', bn: 'ক্যাম্পেনাস', gu: 'કેમ્પેનસ', swissEphemerisCode: 'C', kind: 'quadrant' },
  { id: 'alcabitius', en: 'Alcabitius', hi: 'अल्काबिटियस', ta: 'அல்கபிடியஸ்', te: 'అల్కబిటియస్', kn: 'ಅಲ್ಕಬಿಟಿಯಸ್', ml: 'അൽകബിറ്റിയസ്', mr: 'अल्काबिटियस', bn: 'আলকাবিটিয়াস', gu: 'અલ્કાબિટિયસ', swissEphemerisCode: 'B', kind: 'quadrant' },
  { id: 'equal', en: 'Equal (from the ascendant)', hi: 'समान भाव (लग्न से)', ta: 'சம பாவம் (லக்னத்திலிருந்து)', te: 'సమ భావ (లగ్నం నుండి)', kn: 'ಸಮ ಭಾವ (ಲಗ್ನದಿಂದ)', ml: 'സമ ഭാവം (ലഗ്നം മുതൽ)', mr: 'समान भाव (लग्नापासून)', bn: 'সম ভাব (লগ্ন থেকে)', gu: 'સમાન ભાવ (લગ્નથી)', swissEphemerisCode: 'E', kind: 'zodiacal' },
  { id: 'whole-sign', en: 'Whole Sign', hi: 'संपूर्ण राशि भाव', ta: 'முழு ராசி பாவம்', te: 'సంపూర్ణ రాశి భావ', kn: 'ಸಂಪೂರ್ಣ ರಾಶಿ ಭಾವ', ml: 'സമ്പൂർണ രാശി ഭാവം', mr: 'संपूर्ण राशी भाव', bn: 'সম্পূর্ণ রাশি ভাব', gu: 'સંપૂર્ણ રાશિ ભાવ', swissEphemerisCode: 'W', kind: 'zodiacal' },
] as const satisfies readonly ({
  id: string; swissEphemerisCode: string; kind: 'quadrant' | 'zodiacal';
} & Names)[];

export type WesternHouseSystemRecord = (typeof WESTERN_HOUSE_SYSTEMS)[number];
export type WesternHouseSystem = WesternHouseSystemRecord['id'];

/** Every id, in the order of the table (for enums in schemas). */
export const WESTERN_HOUSE_SYSTEM_IDS = WESTERN_HOUSE_SYSTEMS.map((system) => system.id) as readonly WesternHouseSystem[];

/** The record of a house system id. */
export function westernHouseSystem(id: WesternHouseSystem): WesternHouseSystemRecord {
  return WESTERN_HOUSE_SYSTEMS.find((system) => system.id === id)!;
}
