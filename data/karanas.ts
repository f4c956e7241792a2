/**
 * The 11 karanas (half-tithis), one record per karana, and the mapping from the 60 half-tithis of a synodic
 * month to them. Half-tithi h (1–60) spans Moon−Sun elongation [(h−1)·6°, h·6°).
 *
 * Sources:
 * - Names, movable (chara) and fixed (sthira) classes and the half-tithi sequence (1 = Kimstughna, 2–57 the
 *   seven movable karanas in a cycle from Bava, 58 Shakuni, 59 Chatushpada, 60 Naga): Surya Siddhanta ch. 2
 *   and Brihat Samhita ch. 99; PyJHora `karana` numbers them the same way.
 * - Deities and works proper to each karana: Brihat Samhita ch. 99 (karana guna), as repeated in Muhurta
 *   Chintamani ch. 1. Vishti (Bhadra) is unfit for any auspicious work.
 * - `quality`: the spec's wording; Vishti and the three fixed karanas Shakuni, Chatushpada, Naga are
 *   Inauspicious for beginnings, Kimstughna and the six other movable karanas Auspicious; in Hindi
 *   data/words.ts `QUALITY_WORDS`. `deity.hi` and `activities.hi` are the Hindi of `deity` and `activities`.
 * - Names in the seven other languages: each region's almanac forms (Tamil Karasai, Vanisai, Pathirai for Vishti;
 *   Telugu Garaja, Bhadra); Tamil and Malayalam checked against PyJHora's language tables, docs/languages.md.
 */
import type { Text, TextList } from './text.ts';

interface KaranaRecord {
  readonly id: string;
  /** 1-based karana number: 1 Bava … 7 Vishti (movable), 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna. */
  readonly number: number;
  readonly en: string;
  readonly hi: string;
  readonly ta: string; readonly te: string; readonly kn: string; readonly ml: string; readonly mr: string; readonly bn: string; readonly gu: string;
  readonly kind: 'movable' | 'fixed';
  readonly quality: 'Auspicious' | 'Inauspicious';
  readonly deity: Text;
  readonly activities: TextList;
}

export const KARANAS = [
  { id: 'bava', number: 1, en: 'Bava', hi: 'बव', ta: 'பவம்', te: 'బవ', kn: 'ಬವ', ml: 'ബവം', mr: 'बव', bn: 'বব', gu: 'બવ', kind: 'movable', quality: 'Auspicious', deity: { en: 'Indra', hi: 'इंद्र' },
    activities: { en: ['Auspicious beginnings', 'Works meant to last', 'Works that promote growth'],
    hi: ['शुभ आरंभ', 'स्थायी कार्य', 'वृद्धि देने वाले कार्य'] } },
  { id: 'balava', number: 2, en: 'Balava', hi: 'बालव', ta: 'பாலவம்', te: 'బాలవ', kn: 'ಬಾಲವ', ml: 'ബാലവം', mr: 'बालव', bn: 'বালব', gu: 'બાલવ', kind: 'movable', quality: 'Auspicious', deity: { en: 'Brahma', hi: 'ब्रह्मा' },
    activities: { en: ['Religious rites', 'Charity', 'Study of scripture'],
    hi: ['धार्मिक अनुष्ठान', 'दान', 'शास्त्र अध्ययन'] } },
  { id: 'kaulava', number: 3, en: 'Kaulava', hi: 'कौलव', ta: 'கௌலவம்', te: 'కౌలవ', kn: 'ಕೌಲವ', ml: 'കൗലവം', mr: 'कौलव', bn: 'কৌলব', gu: 'કૌલવ', kind: 'movable', quality: 'Auspicious', deity: { en: 'Mitra', hi: 'मित्र' },
    activities: { en: ['Making friends', 'Marriage and love', 'Agreements'],
    hi: ['मित्रता करना', 'विवाह और प्रेम', 'समझौते'] } },
  { id: 'taitila', number: 4, en: 'Taitila', hi: 'तैतिल', ta: 'தைதுலம்', te: 'తైతుల', kn: 'ತೈತಿಲ', ml: 'തൈതിലം', mr: 'तैतिल', bn: 'তৈতিল', gu: 'તૈતિલ', kind: 'movable', quality: 'Auspicious', deity: { en: 'Aryaman', hi: 'अर्यमा' },
    activities: { en: ['Buying ornaments and clothes', 'Building a house', 'Seeking favour'],
    hi: ['आभूषण और वस्त्र खरीदना', 'गृह निर्माण', 'कृपा प्राप्त करना'] } },
  { id: 'gara', number: 5, en: 'Gara', hi: 'गर', ta: 'கரசை', te: 'గరజ', kn: 'ಗರಜ', ml: 'ഗരജം', mr: 'गरज', bn: 'গর', gu: 'ગર', kind: 'movable', quality: 'Auspicious', deity: { en: 'Bhumi', hi: 'भूमि' },
    activities: { en: ['Agriculture and sowing', 'Buying land', 'Building'],
    hi: ['कृषि और बुवाई', 'भूमि खरीदना', 'निर्माण'] } },
  { id: 'vanija', number: 6, en: 'Vanija', hi: 'वणिज', ta: 'வணிசை', te: 'వణిజ', kn: 'ವಣಿಜ', ml: 'വണിജം', mr: 'वणिज', bn: 'বণিজ', gu: 'વણિજ', kind: 'movable', quality: 'Auspicious', deity: { en: 'Lakshmi', hi: 'लक्ष्मी' },
    activities: { en: ['Trade and business', 'Buying and selling', 'Opening a shop'],
    hi: ['व्यापार और कारोबार', 'क्रय-विक्रय', 'दुकान खोलना'] } },
  { id: 'vishti', number: 7, en: 'Vishti (Bhadra)', hi: 'विष्टि (भद्रा)', ta: 'பத்திரை', te: 'భద్ర', kn: 'ವಿಷ್ಟಿ', ml: 'വിഷ്ടി', mr: 'विष्टी (भद्रा)', bn: 'বিষ্টি (ভদ্রা)', gu: 'વિષ્ટિ (ભદ્રા)', kind: 'movable', quality: 'Inauspicious',
    deity: { en: 'Yama', hi: 'यम' }, activities: { en: ['Only harsh acts: demolition, confronting enemies, use of fire and poison'],
    hi: ['केवल कठोर कर्म: तोड़-फोड़, शत्रुओं का सामना, अग्नि और विष का प्रयोग'] } },
  { id: 'shakuni', number: 8, en: 'Shakuni', hi: 'शकुनि', ta: 'சகுனி', te: 'శకుని', kn: 'ಶಕುನಿ', ml: 'ശകുനി', mr: 'शकुनी', bn: 'শকুনি', gu: 'શકુનિ', kind: 'fixed', quality: 'Inauspicious', deity: { en: 'Kali', hi: 'काली' },
    activities: { en: ['Preparing medicines', 'Mantra practice', 'Pacificatory rites (shanti)'],
    hi: ['औषधि बनाना', 'मंत्र साधना', 'शांति कर्म'] } },
  { id: 'chatushpada', number: 9, en: 'Chatushpada', hi: 'चतुष्पद', ta: 'சதுஷ்பாதம்', te: 'చతుష్పాత్', kn: 'ಚತುಷ್ಪಾದ', ml: 'ചതുഷ്പാദം', mr: 'चतुष्पाद', bn: 'চতুষ্পদ', gu: 'ચતુષ્પાદ', kind: 'fixed', quality: 'Inauspicious',
    deity: { en: 'Rudra', hi: 'रुद्र' }, activities: { en: ['Care and trade of cattle', 'Ancestral rites', 'Worship of the gods'],
    hi: ['पशुओं की देखभाल और व्यापार', 'पितृ कर्म', 'देव पूजा'] } },
  { id: 'naga', number: 10, en: 'Naga', hi: 'नाग', ta: 'நாகவம்', te: 'నాగవం', kn: 'ನಾಗ', ml: 'നാഗം', mr: 'नाग', bn: 'নাগ', gu: 'નાગ', kind: 'fixed', quality: 'Inauspicious', deity: { en: 'Sarpa (Naga)', hi: 'सर्प (नाग)' },
    activities: { en: ['Fixed and harsh works', 'Removal and demolition'],
    hi: ['स्थिर और कठोर कार्य', 'हटाने और तोड़-फोड़ के कार्य'] } },
  { id: 'kimstughna', number: 11, en: 'Kimstughna', hi: 'किंस्तुघ्न', ta: 'கிம்ஸ்துக்கினம்', te: 'కింస్తుఘ్నం', kn: 'ಕಿಂಸ್ತುಘ್ನ', ml: 'കിംസ്തുഘ്നം', mr: 'किंस्तुघ्न', bn: 'কিংস্তুঘ্ন', gu: 'કિંસ્તુઘ્ન', kind: 'fixed', quality: 'Auspicious',
    deity: { en: 'Vayu', hi: 'वायु' }, activities: { en: ['Auspicious rites', 'Works of nourishment and growth', 'Fire rituals'],
    hi: ['शुभ अनुष्ठान', 'पोषण और वृद्धि के कार्य', 'यज्ञ-हवन'] } },
] as const satisfies readonly KaranaRecord[];

export type Karana = (typeof KARANAS)[number];
export type KaranaId = Karana['id'];
/** 1-based karana number (1 = Bava … 11 = Kimstughna). */
export type KaranaNumber = Karana['number'];

/**
 * The karana of a 1-based number; `null` when `n` is not an integer 1–11.
 * @param n 1 = Bava … 7 = Vishti, 8 = Shakuni, 9 = Chatushpada, 10 = Naga, 11 = Kimstughna
 */
export function karanaByNumber(n: number): Karana | null {
  return Number.isInteger(n) && n >= 1 && n <= 11 ? (KARANAS[n - 1] as Karana) : null;
}

/**
 * The karana of a half-tithi: 1 = Kimstughna, 2–57 the movable cycle Bava … Vishti, 58 Shakuni,
 * 59 Chatushpada, 60 Naga. `null` when `halfTithi` is not an integer 1–60.
 * @param halfTithi 1-based half-tithi of the synodic month, ceil(elongation / 6°)
 */
export function karanaOfHalfTithi(halfTithi: number): Karana | null {
  if (!Number.isInteger(halfTithi) || halfTithi < 1 || halfTithi > 60) return null;
  if (halfTithi === 1) return karanaByNumber(11);
  if (halfTithi >= 58) return karanaByNumber(halfTithi - 50);
  return karanaByNumber(((halfTithi - 2) % 7) + 1);
}
