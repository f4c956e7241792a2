/**
 * The worked example of V.P. Jain, *Text Book for Shadbala (Grahas) and Bhavabala* (published for the Indian
 * Council of Astrological Sciences' courses; a stored copy at https://vbook.pub/documents/shadbala-and-bhavabala-calculationpdf-r2r3rlymdn26):
 * a birth on 13 September 1981 at 01:30 IST at 28° 39′ N 77° 13′ E (Delhi), Lahiri ayanamsha, every shadbala
 * component for the seven grahas.
 *
 * Provenance: the book's figures as PyJHora records them for its own test against the book
 * (naturalstupid/PyJHora V4.8.5, `src/jhora/tests/pvr_tests.py`, `shadbala_VPJainBook_tests`); numbers only,
 * read from the test's expected values (AGPL code, not copied). That test's planet longitudes are not used here:
 * PyJHora compares them within 2° and they sit about 0.3° from the book's (its uchcha bala, e.g. the Sun's 14.54,
 * puts the Sun at 146° 23′). Its separate yuddha row (all 0) disagrees with its own kala totals, which carry a war
 * of Jupiter (170° 45′) and Mercury (170° 53′): Jupiter +0.80, Mercury −0.80; the totals are taken as the book's.
 *
 * Units: virupas; order Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn.
 */
export const BIRTH = {
  /** 13 September 1981, 01:30 IST (a Saturday night: the Vedic day is Saturday's). */
  instantUtc: '1981-09-12T20:00:00Z',
  latitude: 28 + 39 / 60,
  longitude: 77 + 13 / 60,
  ayanamshaId: 1,
} as const;

type Row = readonly [number, number, number, number, number, number, number];

export const BOOK: Readonly<Record<string, Row>> = {
  uchcha: [14.54, 32.17, 4.94, 58.16, 34.85, 3.09, 48.81],
  saptavargaja: [127.5, 30, 135, 120, 58.13, 150, 82.5],
  ojayugma: [15, 0, 15, 0, 0, 15, 0],
  sthana: [172.04, 77.17, 184.94, 238.16, 152.98, 198.08, 206.31],
  dig: [6.59, 12.22, 20.99, 31.97, 31.99, 53.29, 26.67],
  nathonnatha: [6.1, 53.9, 53.9, 60, 6.1, 6.1, 53.9],
  paksha: [5.62, 108.76, 5.62, 54.38, 54.38, 54.38, 5.62],
  tribhaga: [0, 0, 0, 0, 60, 60, 0],
  abda: [0, 0, 15, 0, 0, 0, 0],
  masa: [0, 0, 30, 0, 0, 0, 0],
  vara: [0, 0, 0, 0, 0, 0, 45],
  hora: [0, 0, 0, 60, 0, 0, 0],
  ayana: [70.08, 43.19, 53.56, 37.1, 22.94, 15.41, 35.04],
  kala: [81.8, 205.85, 158.08, 210.68, 144.22, 135.89, 139.56],
  cheshta: [0, 0, 20.93, 28.76, 8.43, 28.18, 5.05],
  naisargika: [60, 51.43, 17.14, 25.71, 34.29, 42.86, 8.57],
  drik: [11.24, -0.32, -5.1, 4.29, 4.32, -2.86, 5.82],
  total: [331.67, 346.35, 396.98, 539.57, 376.23, 455.45, 391.98],
  rupas: [5.52, 5.78, 6.62, 9.0, 6.27, 7.59, 6.54],
};

/** The war the book's kala totals carry (their sum of the printed parts less the printed total). */
export const YUDDHA_FROM_TOTALS = { jupiter: 0.8, mercury: -0.8 } as const;
