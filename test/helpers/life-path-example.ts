/**
 * The spec's life-path example, 1987-11-29, worked by hand: month 11 → 1+1 = 2; day 29 → 2+9 = 11 → 1+1 = 2; year
 * 1987 → 1+9+8+7 = 25 → 2+5 = 7; 2+2+7 = 11, a master number, kept. The engine's test and the API's both expect it.
 */
export const LIFE_PATH_1987_11_29 = {
  birthDate: '1987-11-29',
  month: 11,
  day: 29,
  year: 1987,
  monthReduced: 2,
  dayReduced: 2,
  yearReduced: 7,
  sum: 11,
  finalNumber: 11,
} as const;
