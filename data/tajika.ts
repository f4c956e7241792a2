/**
 * Tables of the Tajika annual chart (varshaphal).
 *
 * Source: P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach* (2000), ch. 28 (the office-bearers of
 * the year), after *Tajika Neelakanthi*; the same table is PyJHora's `tri_rasi_daytime_lords` /
 * `tri_rasi_nighttime_lords`.
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

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
  { id: 'muntha-lord', en: 'Lord of the muntha', hi: 'मुन्था स्वामी' },
  { id: 'birth-lagna-lord', en: 'Lord of the birth lagna', hi: 'जन्म लग्न स्वामी' },
  { id: 'annual-lagna-lord', en: 'Lord of the annual lagna', hi: 'वर्ष लग्न स्वामी' },
  { id: 'tri-rashi-pati', en: 'Tri-rashi pati', hi: 'त्रिराशि पति' },
  { id: 'luminary-sign-lord', en: "Lord of the Sun's sign (day) or the Moon's sign (night)", hi: 'दिन में सूर्य राशि स्वामी, रात्रि में चन्द्र राशि स्वामी' },
] as const satisfies readonly ({ readonly id: string } & Text)[];

export type OfficeBearerId = (typeof OFFICE_BEARERS)[number]['id'];
