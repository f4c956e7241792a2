/**
 * Divisional charts and their alternative methods against PyJHora's recorded outputs (pyjhora-vargas.ts): the
 * rashi positions of its test birth are the input, its D-chart signs and degrees the expected values.
 */
import { describe, expect, it } from 'vitest';
import { vargaSign } from '../../../astro/chart/vargas.ts';
import type { VargaDivision, VargaMethodId } from '../../../data/vargas.ts';
import { PYJHORA_D1, PYJHORA_METHOD_HOUSES, PYJHORA_VARGAS } from './pyjhora-vargas.ts';

/** PyJHora's degrees in sign are printed to 0.01°, so the rashi input may be off by 0.005°. */
const INPUT_ROUNDING_DEG = 0.005;
/** The expected varga degree is itself printed to 0.01°. */
const OUTPUT_ROUNDING_DEG = 0.005;

const longitudeOf = (sign: number, degree: number) => sign * 30 + degree;

describe('PyJHora divisional charts (pvr_tests.py, 1996-12-07 Chennai)', () => {
  it.each(PYJHORA_VARGAS)('D$division ($method): every sign, and degrees within the rounding × D', ({ division, method, positions }) => {
    const tolerance = INPUT_ROUNDING_DEG * division + OUTPUT_ROUNDING_DEG;
    let largestError = 0;
    for (const [body, sign, degree] of positions) {
      const input = PYJHORA_D1.find(([b]) => b === body)!;
      const result = vargaSign(longitudeOf(input[1], input[2]), division, method);
      expect(result.sign - 1, `D${division} ${method} of ${body}`).toBe(sign);
      largestError = Math.max(largestError, Math.abs(result.degree - degree));
    }
    expect(largestError).toBeLessThanOrEqual(tolerance);
  });

  it.each(PYJHORA_METHOD_HOUSES)('D$division by $method ($pyjhora): the grahas in each sign', ({ division, method, houses, notCompared = [] }) => {
    for (const [body, sign, degree] of PYJHORA_D1) {
      if (notCompared.includes(body)) continue;
      const expected = houses.findIndex((cell) => cell.split('/').includes(body));
      const result = vargaSign(longitudeOf(sign, degree), division as VargaDivision, method as VargaMethodId);
      expect(result.sign - 1, `D${division} ${method} of ${body}`).toBe(expected);
    }
  });
});
