/**
 * The 27 yogas (nitya yogas) of the panchanga, one record per yoga; yoga n spans the sum of the sidereal
 * longitudes of Sun and Moon in [(n−1)·13°20′, n·13°20′) modulo 360°.
 *
 * Sources:
 * - Order and names: every panchanga (PyJHora `yogam` uses the same order, 1 = Vishkambha … 27 = Vaidhriti).
 * - Inauspicious yogas: Muhurta Chintamani ch. 1 names Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra,
 *   Vyatipata, Parigha and Vaidhriti as to be avoided; Vyatipata and Vaidhriti wholly, the others for their
 *   opening ghatis (`avoidOpeningGhatis`, in ghatis of a 60-ghati yoga: Vishkambha 3, Atiganda 6, Shula 5,
 *   Ganda 6, Vyaghata 9, Vajra 9, and the first half, 30, of Parigha; the whole yoga is 60), after the verse
 *   "vishkambhe ghatikas tisrah shule pancha prakirtitah, gandatigandayoh shat cha nava vyaghatavajrayoh".
 * - Descriptions: the meaning of each name and the result the muhurta texts give for a birth or a beginning
 *   in that yoga, in one sentence.
 */

interface YogaRecord {
  /** 1-based: 1 = Vishkambha … 27 = Vaidhriti. */
  readonly number: number;
  readonly en: string;
  readonly hi: string;
  readonly meaning: string;
  readonly quality: 'Auspicious' | 'Inauspicious';
  /** Ghatis (of 60 in the yoga) at its start to avoid for auspicious work; 0 when none, 60 for the whole yoga. */
  readonly avoidOpeningGhatis: number;
  readonly description: string;
}

export const YOGAS = [
  { number: 1, en: 'Vishkambha', hi: 'विष्कम्भ', meaning: 'Supporting pillar', quality: 'Inauspicious', avoidOpeningGhatis: 3,
    description: 'Obstructive at its start: the first three ghatis are avoided, after which it favours overcoming opponents.' },
  { number: 2, en: 'Priti', hi: 'प्रीति', meaning: 'Affection', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Favours love, reconciliation and making friends; those born in it are amiable.' },
  { number: 3, en: 'Ayushman', hi: 'आयुष्मान', meaning: 'Long-lived', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Gives health and longevity; good for medical treatment and lasting undertakings.' },
  { number: 4, en: 'Saubhagya', hi: 'सौभाग्य', meaning: 'Good fortune', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Brings good fortune and marital happiness; favoured for weddings.' },
  { number: 5, en: 'Shobhana', hi: 'शोभन', meaning: 'Splendid', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Lends beauty and success to celebrations, travel and new clothes or ornaments.' },
  { number: 6, en: 'Atiganda', hi: 'अतिगण्ड', meaning: 'Great danger', quality: 'Inauspicious', avoidOpeningGhatis: 6,
    description: 'Brings obstacles and accidents; its first six ghatis are avoided for any beginning.' },
  { number: 7, en: 'Sukarma', hi: 'सुकर्मा', meaning: 'Virtuous deeds', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Favours good deeds, religious work and starting a new job or business.' },
  { number: 8, en: 'Dhriti', hi: 'धृति', meaning: 'Steadfastness', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Gives patience and stability; good for laying foundations and long-term commitments.' },
  { number: 9, en: 'Shula', hi: 'शूल', meaning: 'Spear', quality: 'Inauspicious', avoidOpeningGhatis: 5,
    description: 'Causes pain and quarrels; its first five ghatis are avoided, and it suits only hard, contentious work.' },
  { number: 10, en: 'Ganda', hi: 'गण्ड', meaning: 'Danger', quality: 'Inauspicious', avoidOpeningGhatis: 6,
    description: 'Brings trouble and hindrance; its first six ghatis are avoided for auspicious work.' },
  { number: 11, en: 'Vriddhi', hi: 'वृद्धि', meaning: 'Growth', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Makes what is begun grow; good for trade, investment and learning.' },
  { number: 12, en: 'Dhruva', hi: 'ध्रुव', meaning: 'Fixed', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Gives permanence; suited to building, planting and anything meant to last.' },
  { number: 13, en: 'Vyaghata', hi: 'व्याघात', meaning: 'Striking', quality: 'Inauspicious', avoidOpeningGhatis: 9,
    description: 'Brings clashes and setbacks; its first nine ghatis are avoided.' },
  { number: 14, en: 'Harshana', hi: 'हर्षण', meaning: 'Delight', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Brings joy and cheerfulness; good for festivities and pleasant gatherings.' },
  { number: 15, en: 'Vajra', hi: 'वज्र', meaning: 'Thunderbolt', quality: 'Inauspicious', avoidOpeningGhatis: 9,
    description: 'Harsh and forceful; its opening ghatis are avoided, and it is unfit for travel and marriage.' },
  { number: 16, en: 'Siddhi', hi: 'सिद्धि', meaning: 'Accomplishment', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Brings success to every undertaking, especially study, mantra practice and business.' },
  { number: 17, en: 'Vyatipata', hi: 'व्यतीपात', meaning: 'Calamity', quality: 'Inauspicious', avoidOpeningGhatis: 60,
    description: 'Wholly unfit for auspicious work; reserved for charity, bathing in holy waters and ancestral rites.' },
  { number: 18, en: 'Variyana', hi: 'वरीयान', meaning: 'Comfort', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Gives comfort and ease; good for household work and acquiring comforts.' },
  { number: 19, en: 'Parigha', hi: 'परिघ', meaning: 'Iron bar', quality: 'Inauspicious', avoidOpeningGhatis: 30,
    description: 'An obstruction during its first half; the second half is acceptable, and it suits acting against rivals.' },
  { number: 20, en: 'Shiva', hi: 'शिव', meaning: 'Auspicious (Shiva)', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Highly favourable for worship, initiation and religious undertakings.' },
  { number: 21, en: 'Siddha', hi: 'सिद्ध', meaning: 'Accomplished', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Favours achieving goals and mastering skills; good for starting study and practice.' },
  { number: 22, en: 'Sadhya', hi: 'साध्य', meaning: 'Achievable', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Makes efforts fruitful; good for learning and disciplined work.' },
  { number: 23, en: 'Shubha', hi: 'शुभ', meaning: 'Auspicious', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Generally auspicious for ceremonies, purchases and new beginnings.' },
  { number: 24, en: 'Shukla', hi: 'शुक्ल', meaning: 'Bright', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Gives clarity and purity; good for religious duties and learning.' },
  { number: 25, en: 'Brahma', hi: 'ब्रह्म', meaning: 'Creator', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Favours knowledge, sacred study and acts of creation.' },
  { number: 26, en: 'Indra', hi: 'इन्द्र', meaning: 'King of the gods', quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: 'Gives authority and prosperity; good for matters of rank, government and leadership.' },
  { number: 27, en: 'Vaidhriti', hi: 'वैधृति', meaning: 'Discord', quality: 'Inauspicious', avoidOpeningGhatis: 60,
    description: 'Wholly unfit for auspicious work, travel and marriage; like Vyatipata, kept for charity and worship.' },
] as const satisfies readonly YogaRecord[];

export type Yoga = (typeof YOGAS)[number];
/** 1-based yoga number (1 = Vishkambha … 27 = Vaidhriti). */
export type YogaNumber = Yoga['number'];

/** Width of one yoga in degrees of (Sun + Moon) sidereal longitude: 360°/27. */
export const YOGA_SPAN_DEG = 360 / 27;

/**
 * The yoga of a 1-based number; `null` when `n` is not an integer 1–27.
 * @param n 1 = Vishkambha … 27 = Vaidhriti
 */
export function yogaByNumber(n: number): Yoga | null {
  return Number.isInteger(n) && n >= 1 && n <= 27 ? (YOGAS[n - 1] as Yoga) : null;
}
