/**
 * The house systems of Western (tropical) astrology, one record each: the id the engine and the API use, the
 * English and Hindi names, the Swiss Ephemeris letter of the same system (swephprg, "House cusp calculation",
 * for comparing with charts drawn by Swiss Ephemeris software such as astro.com), and whether the system
 * divides the sky into quadrants at the angles (cusp 1 = ascendant, cusp 10 = midheaven) or counts the zodiac
 * from the ascendant. The Hindi names transliterate the names of persons and translate the descriptive ones.
 */
export const WESTERN_HOUSE_SYSTEMS = [
  { id: 'placidus', en: 'Placidus', hi: 'प्लेसिडस', swissEphemerisCode: 'P', kind: 'quadrant' },
  { id: 'koch', en: 'Koch', hi: 'कॉख़', swissEphemerisCode: 'K', kind: 'quadrant' },
  { id: 'porphyry', en: 'Porphyry', hi: 'पोर्फ़िरी', swissEphemerisCode: 'O', kind: 'quadrant' },
  { id: 'regiomontanus', en: 'Regiomontanus', hi: 'रेजियोमोंटेनस', swissEphemerisCode: 'R', kind: 'quadrant' },
  { id: 'campanus', en: 'Campanus', hi: 'कैम्पेनस', swissEphemerisCode: 'C', kind: 'quadrant' },
  { id: 'alcabitius', en: 'Alcabitius', hi: 'अल्काबिटियस', swissEphemerisCode: 'B', kind: 'quadrant' },
  { id: 'equal', en: 'Equal (from the ascendant)', hi: 'समान भाव (लग्न से)', swissEphemerisCode: 'E', kind: 'zodiacal' },
  { id: 'whole-sign', en: 'Whole Sign', hi: 'संपूर्ण राशि भाव', swissEphemerisCode: 'W', kind: 'zodiacal' },
] as const satisfies readonly {
  id: string; en: string; hi: string; swissEphemerisCode: string; kind: 'quadrant' | 'zodiacal';
}[];

export type WesternHouseSystemRecord = (typeof WESTERN_HOUSE_SYSTEMS)[number];
export type WesternHouseSystem = WesternHouseSystemRecord['id'];

/** Every id, in the order of the table (for enums in schemas). */
export const WESTERN_HOUSE_SYSTEM_IDS = WESTERN_HOUSE_SYSTEMS.map((system) => system.id) as readonly WesternHouseSystem[];

/** The record of a house system id. */
export function westernHouseSystem(id: WesternHouseSystem): WesternHouseSystemRecord {
  return WESTERN_HOUSE_SYSTEMS.find((system) => system.id === id)!;
}
