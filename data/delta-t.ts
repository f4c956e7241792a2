/**
 * Observed ΔT = TT − UT1, in seconds, as astro/delta-t.ts interpolates it.
 *
 * Sources of the tabulated values (ΔT on 1 January 0h UT of each year):
 * - 1800–1972: USNO `historic_deltat.data` (maia.usno.navy.mil/ser7/, half-yearly 1657–1984; values before
 *   1955.5 are for a lunar tidal acceleration of −26″/cy², not adjusted here: at most 0.44 s by 1800 for
 *   −25.8″/cy²). Read from the copy merged into tsutterley/timescale `timescale/data/merged_deltat.data`.
 * - 1973–2004: USNO `deltat.data` (monthly values derived from IERS Earth orientation data), same copy.
 * - 2005–2024: daily values from IERS EOP (ΔT = 32.184 s + (TAI − UTC) − (UT1 − UTC)), same copy.
 * - 2025-01-01, 2026-01-01 and the last node 2026-07-01: IERS `finals.all` (Bulletin A, flag "I"),
 *   UT1 − UTC = +0.0462673 s, +0.0740680 s, +0.0145139 s with TAI − UTC = 37 s, so
 *   ΔT = 69.184 s − (UT1 − UTC). Read from the copy in ImpostorBoy228/ITS `finals.all` (data to 2026-07-02).
 */

/** First tabulated year (value on 1 January 0h UT). */
export const DELTA_T_FIRST_YEAR = 1800;

/** ΔT in seconds on 1 January 0h UT of 1800, 1801, … 2026 (sources in the module comment). */
export const ANNUAL_DELTA_T_SECONDS: readonly number[] = [
  // 1800–1849: USNO historic_deltat.data
  12.6, 12.0, 11.8, 11.4, 11.1, 11.1, 11.1, 11.1, 11.2, 11.5,
  11.2, 11.7, 11.9, 11.8, 11.8, 11.8, 11.6, 11.5, 11.4, 11.3,
  11.13, 10.94, 10.29, 9.94, 9.88, 9.72, 9.66, 9.51, 9.21, 8.6,
  7.95, 7.59, 7.36, 7.1, 6.89, 6.73, 6.39, 6.25, 6.25, 6.22,
  6.22, 6.3, 6.35, 6.32, 6.33, 6.37, 6.4, 6.46, 6.48, 6.53,
  // 1850–1899
  6.55, 6.69, 6.84, 7.03, 7.15, 7.26, 7.23, 7.21, 6.99, 7.19,
  7.35, 7.41, 7.36, 6.95, 6.45, 5.92, 5.15, 4.11, 2.94, 1.97,
  1.04, 0.11, -0.82, -1.7, -2.48, -3.19, -3.84, -4.43, -4.79, -5.09,
  -5.36, -5.37, -5.34, -5.4, -5.58, -5.74, -5.69, -5.67, -5.73, -5.78,
  -5.86, -6.01, -6.28, -6.53, -6.5, -6.41, -6.11, -5.63, -4.68, -3.72,
  // 1900–1949
  -2.7, -1.48, -0.08, 1.26, 2.59, 3.92, 5.2, 6.29, 7.68, 9.13,
  10.38, 11.64, 13.23, 14.69, 16.0, 17.19, 18.19, 19.13, 20.14, 20.86,
  21.41, 22.06, 22.51, 23.01, 23.46, 23.63, 23.95, 24.39, 24.34, 24.1,
  24.02, 23.98, 23.89, 23.93, 23.88, 23.91, 23.76, 23.91, 23.96, 24.04,
  24.35, 24.82, 25.3, 25.77, 26.27, 26.76, 27.27, 27.77, 28.25, 28.7,
  // 1950–1972
  29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.349, 31.677, 32.166, 32.671,
  33.15, 33.584, 33.992, 34.466, 35.03, 35.738, 36.546, 37.429, 38.291, 39.204,
  40.182, 41.17, 42.227,
  // 1973–2004: USNO deltat.data
  43.373, 44.4841, 45.4761, 46.4567, 47.5214, 48.5344, 49.5861,
  50.5387, 51.3808, 52.1668, 52.9565, 53.7882, 54.3427, 54.8713, 55.3222, 55.8197, 56.3,
  56.8553, 57.5653, 58.3092, 59.1218, 59.9845, 60.7853, 61.6287, 62.295, 62.9659, 63.4673,
  63.8285, 64.0908, 64.2998, 64.4734, 64.5736,
  // 2005–2024: IERS EOP daily values
  64.6877, 64.8452, 65.1464, 65.4573, 65.7768,
  66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1025, 68.5928, 68.9677, 69.2202,
  69.3613, 69.3594, 69.2945, 69.2038, 69.1752,
  // 2025–2026: IERS finals.all (Bulletin A)
  69.1377, 69.1099,
];

/** The latest observed value: 2026-07-01 0h UT, IERS finals.all UT1 − UTC = +0.0145139 s. */
export const DELTA_T_LAST_OBSERVED = { y: 2026, m: 7, d: 1, deltaTSeconds: 69.1695 } as const;
