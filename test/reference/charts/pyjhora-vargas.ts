/**
 * PyJHora's recorded divisional-chart outputs for one birth, as data. Source: naturalstupid/PyJHora (AGPL; only
 * its expected values are quoted, no code), src/jhora/tests/pvr_tests.py, `divisional_chart_tests()` (release
 * V4.8.5): the birth 1996-12-07 10:34 +5:30, Chennai 13.0878° N 80.2785° E, Lahiri. PyJHora writes signs 0–11
 * (0 = Aries) and grahas 0–8 (Sun … Ketu) with `L` the lagna; they are kept as written.
 *
 * - `PYJHORA_D1`: the rashi chart of that test's `exp[1]` (sign, degree in sign to 0.01°). These are the input.
 * - `PYJHORA_VARGAS`: the same test's `exp[81]`, `exp[108]`, `exp[144]` (default methods) and `exp[2]` (the hora
 *   dict entry, recorded with PyJHora's earlier default, method 1: parivritti with even signs reversed).
 * - `PYJHORA_METHOD_HOUSES`: the nested `_hora_chart_method_test`, `_drekkana_chart_method_test`,
 *   `_trimsamsa_chart_method_test` and `_nava_navamsa_chart_method_test`: for each method, the grahas in each sign
 *   (index 0 = Aries), `/`-separated. Keys are this service's method ids; PyJHora's names are in `pyjhora`.
 */

/** [PyJHora body, sign 0–11, degree in sign]. */
export type PyjhoraPosition = readonly [body: string, sign: number, degree: number];

export const PYJHORA_D1: readonly PyjhoraPosition[] = [
  ['L', 9, 22.45], ['0', 7, 21.57], ['1', 6, 6.96], ['2', 4, 25.54], ['3', 8, 9.94],
  ['4', 8, 25.83], ['5', 6, 23.72], ['6', 11, 6.81], ['7', 5, 10.55], ['8', 11, 10.55],
];

export const PYJHORA_VARGAS: readonly { readonly division: 2 | 81 | 108 | 144; readonly method: 'parashara' | 'parivritti-even-reverse'; readonly positions: readonly PyjhoraPosition[] }[] = [
  {
    division: 2, method: 'parivritti-even-reverse',
    positions: [['L', 6, 14.89], ['0', 2, 13.13], ['1', 0, 13.92], ['2', 9, 21.08], ['3', 4, 19.87], ['4', 5, 21.66], ['5', 1, 17.43], ['6', 11, 13.61], ['7', 11, 21.11], ['8', 11, 21.11]],
  },
  {
    division: 81, method: 'parashara',
    positions: [['L', 9, 18.11], ['0', 1, 6.79], ['1', 0, 23.72], ['2', 8, 28.72], ['3', 2, 24.85], ['4', 9, 22.07], ['5', 10, 1.09], ['6', 9, 11.39], ['7', 1, 14.86], ['8', 7, 14.86]],
  },
  {
    division: 108, method: 'parashara',
    positions: [['L', 11, 24.14], ['0', 2, 19.05], ['1', 9, 1.62], ['2', 2, 28.29], ['3', 1, 23.14], ['4', 3, 29.43], ['5', 2, 11.45], ['6', 5, 15.19], ['7', 1, 29.81], ['8', 7, 29.81]],
  },
  {
    division: 144, method: 'parashara',
    positions: [['L', 4, 22.19], ['0', 10, 15.4], ['1', 5, 12.17], ['2', 4, 17.72], ['3', 10, 20.85], ['4', 9, 29.24], ['5', 8, 25.27], ['6', 9, 20.25], ['7', 11, 19.75], ['8', 5, 19.75]],
  },
];

export interface PyjhoraMethodHouses {
  readonly division: 2 | 3 | 30 | 81;
  readonly method: string;
  /** The method as pvr_tests.py names it. */
  readonly pyjhora: string;
  readonly houses: readonly string[];
  /** Bodies whose sign is not compared, with the reason (README.md). */
  readonly notCompared?: readonly string[];
}

export const PYJHORA_METHOD_HOUSES: readonly PyjhoraMethodHouses[] = [
  { division: 2, method: 'parivritti-even-reverse', pyjhora: 'Parasara hora with parivritti & even side reversal (Uma Shambu)', houses: ['1', '5', '0', '', '3', '4', 'L', '', '', '2', '', '6/7/8'] },
  { division: 2, method: 'parashara', pyjhora: 'Traditional Parasara (Only Le & Cn)', houses: ['', '', '', '2/4/5/6/7/8', 'L/0/1/3', '', '', '', '', '', '', ''] },
  { division: 2, method: 'parivritti', pyjhora: 'Parivriiti Dwaya (Bicyclical Hora)', houses: ['1', '5', '', '0', '3', '4', '', 'L', '', '2', '6/7/8', ''] },
  {
    division: 2, method: 'kashinatha', pyjhora: 'Kashinatha Hora', houses: ['', '5', '7', '', '0/2', '', '1', '', '4/6/8', '', 'L', '3'],
    // The Sun is in Scorpio (PyJHora takes the stronger co-lord, here Ketu, whose horas it puts in Leo) and Mars in
    // the second hora of Leo (PyJHora: Leo; Mudgala Hora, followed here: Cancer).
    notCompared: ['0', '2'],
  },
  { division: 2, method: 'somanatha', pyjhora: 'Somanatha Hora', houses: ['', '6/8', 'L', '', '0', '2', '1', '5/7', '3', '4', '', ''] },
  { division: 3, method: 'parashara', pyjhora: 'parasara', houses: ['2', '', '5', '0/8', '4', 'L', '1', '', '3', '7', '', '6'] },
  { division: 3, method: 'parivritti', pyjhora: 'parivritti traya', houses: ['3', '', '2/4', '', '7', 'L', '1', '', '5', '6', '8', '0'] },
  { division: 3, method: 'somanatha', pyjhora: 'somanatha', houses: ['0/3', '', '4', '', '7', '', '', '8', '2/6', 'L/1', '', '5'] },
  { division: 3, method: 'jagannatha', pyjhora: 'jaganatha', houses: ['3', '7', '5', '6', '', 'L', '1', '8', '2/4', '', '', '0'] },
  { division: 3, method: 'parivritti-even-reverse', pyjhora: 'parivritti_even_reverse', houses: ['3', '', '2/4', 'L', '7', '', '1', '', '5', '0', '8', '6'] },
  { division: 30, method: 'parashara', pyjhora: '1=>Traditional Parasara', houses: ['', '', '5', '', '', '6/7/8', '2/4', '', '', 'L/0', '1/3', ''] },
  { division: 30, method: 'parivritti', pyjhora: '2=>Parivritti cyclical trimsamsa', houses: ['6', '2/4', '', '0', 'L/7/8', '', '1', '', '', '3', '', '5'] },
  { division: 30, method: 'shashtyamsha-like', pyjhora: '3=>Shastyamsa like trimsamsa', houses: ['1', '', '', '7', '0', '2/3/5/6', '', 'L', '', '4/8', '', ''] },
  { division: 30, method: 'parivritti-even-reverse', pyjhora: '4=>Parivritti Even Reverse', houses: ['', 'L/2/4/7/8', '0', '', '', '6', '1', '', '', '3', '', '5'] },
  { division: 30, method: 'somanatha', pyjhora: '5=>Parivritti Alternate (aka Somanatha)', houses: ['1', 'L/2/4/7', '', '', '', '5', '', '8', '0', '3', '', '6'] },
  { division: 81, method: 'parashara', pyjhora: '1=>Traditional Parasara (Parivritti Cyclic)', houses: ['1', '0/7', '3', '', '', '', '', '8', '2', 'L/4/6', '5', ''] },
  { division: 81, method: 'parivritti-even-reverse', pyjhora: '2=>Parivritti Even Reverse', houses: ['1', '0/7', '3', '', '', 'L/6', '', '8', '2', '4', '5', ''] },
  { division: 81, method: 'somanatha', pyjhora: '3=>Parivritti Alternate (aka Somanatha)', houses: ['', '7', '2/3', '', '', '', '', '5', '6', '1/4', '0/8', 'L'] },
];
