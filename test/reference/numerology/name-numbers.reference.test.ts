import { describe, expect, it } from 'vitest';
import { nameNumbers } from '../../../astro/numerology/name.ts';
import { PUBLISHED_NAME_NUMBERS } from './published-names.ts';

describe('name numbers against published hand calculations (README.md)', () => {
  it.each(PUBLISHED_NAME_NUMBERS.map((record) => [`${record.name} ${record.system} ${record.kind}`, record] as const))(
    '%s',
    (_, record) => {
      const computed = nameNumbers(record.name, record.system)[record.kind];
      expect(computed, record.source).not.toBeNull();
      if (record.sum !== null) expect(computed?.sum, record.sourceSays).toBe(record.sum);
      if (record.number !== null) expect(computed?.number, record.sourceSays).toBe(record.number);
    },
  );
});
