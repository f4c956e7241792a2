import { describe, expect, it } from 'vitest';
import { PANCHANGA_VALIDATION } from '../../data/validation.ts';
import { MeasuringTests, TOLERANCE_TEXT, checkStatement, recordValidation } from './validation-record.ts';

/** `count` comparisons, the worst `worstSeconds`, all within tolerance. */
function errors(count: number, worstSeconds = 100): number[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? worstSeconds : 10));
}

const STATED = { ...PANCHANGA_VALIDATION, comparisons: 50, maxErrorSeconds: 100, accuracy: '100.0%', tolerance: TOLERANCE_TEXT };

function finishedRun(tests: number): MeasuringTests {
  const run = new MeasuringTests();
  const bodies = Array.from({ length: tests }, () => run.measure(() => {}));
  for (const body of bodies) body();
  return run;
}

describe('checkStatement', () => {
  it('accepts a statement that matches the measured errors', () => {
    expect(() => checkStatement(STATED, errors(50))).not.toThrow();
  });

  it('fails when the whole set measured more or fewer comparisons than stated, telling to run npm run validate', () => {
    expect(() => checkStatement(STATED, errors(51))).toThrow(/states 50 comparisons but the whole reference set measured 51: run npm run validate/);
    expect(() => checkStatement(STATED, errors(49))).toThrow(/npm run validate/);
    expect(() => checkStatement(STATED, [])).toThrow(/measured 0: run npm run validate/);
  });

  it('fails when the stated error is smaller, or the accuracy or tolerance other, than measured', () => {
    expect(() => checkStatement(STATED, errors(50, 101))).toThrow(/smaller error than measured/);
    expect(() => checkStatement({ ...STATED, accuracy: '99.0%' }, errors(50))).toThrow(/another accuracy/);
    expect(() => checkStatement({ ...STATED, tolerance: 'within 60 s' }, errors(50))).toThrow(/another tolerance/);
  });
});

describe('MeasuringTests', () => {
  it('is whole once every measuring test defined has finished', () => {
    expect(finishedRun(3).whole).toBe(true);
  });

  it('is partial when a test was filtered out (never run) or failed', () => {
    const run = new MeasuringTests();
    const ran = run.measure(() => {});
    run.measure(() => {});
    const failing = run.measure(() => {
      throw new Error('out of tolerance');
    });
    ran();
    expect(() => failing()).toThrow('out of tolerance');
    expect(run.whole).toBe(false);
    expect(run.summary()).toBe('1 of 3 measuring tests finished');
  });

  it('is partial when nothing measuring was defined', () => {
    expect(new MeasuringTests().whole).toBe(false);
  });
});

describe('recordValidation', () => {
  // Under UPDATE_VALIDATION=1 a whole run writes the file: never with these made-up errors.
  it.skipIf(process.env.UPDATE_VALIDATION === '1')('checks data/validation.json after a whole run: a doctored count fails', () => {
    const stated = PANCHANGA_VALIDATION.comparisons;
    expect(() => recordValidation(errors(stated + 1), finishedRun(2))).toThrow(/npm run validate/);
  });

  it('leaves the file unchecked after a partial run, whatever was measured', () => {
    const partial = new MeasuringTests();
    partial.measure(() => {});
    expect(() => recordValidation(errors(3), partial)).not.toThrow();
  });
});
