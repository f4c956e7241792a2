/**
 * The names of the special lagnas and upagrahas the Jaimini response gives (BPHS ch. 3 and ch. 5; P.V.R. Narasimha
 * Rao, "Vedic Astrology: An Integrated Approach", ch. 5), in English and Hindi. The ids are the response's keys.
 */
import type { Text } from './text.ts';

interface PointName {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  readonly defined: Text;
}

/** The special lagnas counted from sunrise, and the varnada lagna. */
export const SUNRISE_LAGNA_NAMES = [
  { id: 'bhava', en: 'Bhava Lagna', hi: 'भाव लग्न', defined: { en: 'The Sun at sunrise, one sign per 5 ghatis (2 hours)', hi: 'सूर्योदय का सूर्य, प्रति 5 घटी (2 घंटे) एक राशि' } },
  { id: 'hora', en: 'Hora Lagna', hi: 'होरा लग्न', defined: { en: 'The Sun at sunrise, one sign per 2½ ghatis (1 hour)', hi: 'सूर्योदय का सूर्य, प्रति 2½ घटी (1 घंटा) एक राशि' } },
  { id: 'ghati', en: 'Ghati Lagna', hi: 'घटी लग्न', defined: { en: 'The Sun at sunrise, one sign per ghati (24 minutes)', hi: 'सूर्योदय का सूर्य, प्रति घटी (24 मिनट) एक राशि' } },
  { id: 'vighati', en: 'Vighati Lagna', hi: 'विघटी लग्न', defined: { en: 'The Sun at sunrise, one sign per 5 vighatis (2 minutes)', hi: 'सूर्योदय का सूर्य, प्रति 5 विघटी (2 मिनट) एक राशि' } },
  { id: 'pranapada', en: 'Pranapada', hi: 'प्राणपद', defined: { en: 'The Sun at birth plus one sign per 15 vighatis since sunrise; 9th from there for a Sun in a fixed sign, 5th in a dual one', hi: 'जन्म का सूर्य और सूर्योदय से प्रति 15 विघटी एक राशि; स्थिर राशि के सूर्य में वहाँ से नवम, द्विस्वभाव में पंचम' } },
  { id: 'varnada', en: 'Varnada Lagna', hi: 'वर्णद लग्न', defined: { en: 'From the counts of the lagna and the hora lagna from Aries or Pisces', hi: 'लग्न और होरा लग्न की मेष या मीन से गणना से' } },
] as const satisfies readonly PointName[];

/** The upagrahas: the dhuma group from the Sun, then those of the parts of the day. */
export const UPAGRAHA_NAMES = [
  { id: 'dhuma', en: 'Dhuma', hi: 'धूम', defined: { en: 'Sun + 133°20′', hi: 'सूर्य + 133°20′' } },
  { id: 'vyatipata', en: 'Vyatipata', hi: 'व्यतीपात', defined: { en: '360° − dhuma', hi: '360° − धूम' } },
  { id: 'parivesha', en: 'Parivesha', hi: 'परिवेष', defined: { en: 'Vyatipata + 180°', hi: 'व्यतीपात + 180°' } },
  { id: 'indrachapa', en: 'Indrachapa', hi: 'इन्द्रचाप', defined: { en: '360° − parivesha', hi: '360° − परिवेष' } },
  { id: 'upaketu', en: 'Upaketu', hi: 'उपकेतु', defined: { en: 'Indrachapa + 16°40′ (Sun − 30°)', hi: 'इन्द्रचाप + 16°40′ (सूर्य − 30°)' } },
  { id: 'kaala', en: 'Kaala', hi: 'काल', defined: { en: "The lagna at the middle of the Sun's part of the day or night", hi: 'दिन या रात्रि के सूर्य भाग के मध्य का लग्न' } },
  { id: 'mrityu', en: 'Mrityu', hi: 'मृत्यु', defined: { en: "The lagna at the middle of Mars's part", hi: 'मंगल भाग के मध्य का लग्न' } },
  { id: 'arthaPrahara', en: 'Artha Prahara', hi: 'अर्धप्रहर', defined: { en: "The lagna at the middle of Mercury's part", hi: 'बुध भाग के मध्य का लग्न' } },
  { id: 'yamaGhantaka', en: 'Yama Ghantaka', hi: 'यमघंटक', defined: { en: "The lagna at the middle of Jupiter's part", hi: 'गुरु भाग के मध्य का लग्न' } },
  { id: 'gulika', en: 'Gulika', hi: 'गुलिक', defined: { en: "The lagna at the start (or middle, by the gulika setting) of Saturn's part", hi: 'शनि भाग के आरंभ (या gulika विकल्प से मध्य) का लग्न' } },
  { id: 'mandi', en: 'Mandi', hi: 'मांदि', defined: { en: "The lagna at the middle (or start, by the gulika setting) of Saturn's part", hi: 'शनि भाग के मध्य (या gulika विकल्प से आरंभ) का लग्न' } },
] as const satisfies readonly PointName[];
