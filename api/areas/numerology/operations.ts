/** Numerology operations: plain functions from validated input to the engine's result. */
import { AstroError } from '../../../astro/errors.ts';
import { type CalendarDate, type LifePathReport, lifePath } from '../../../astro/numerology/life-path.ts';
import { type NameNumbers, nameNumbers } from '../../../astro/numerology/name.ts';
import { type NumerologyCompatibility, numerologyCompatibility } from '../../../astro/numerology/compatibility.ts';
import { ApiError } from '../../errors.ts';
import type { Services } from '../../shared/services.ts';
import type { CompatibilityQuery, LifePathQuery, NameQuery } from './schemas.ts';

const calendarDate = (text: string): CalendarDate => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** Runs `read`, turning a name the systems cannot read into a 400 naming `field`. */
function readingName<T>(field: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof AstroError && (err.code === 'UNSUPPORTED_SCRIPT' || err.code === 'EMPTY_NAME')) {
      throw new ApiError('INVALID_PARAMETER', `Invalid parameter '${field}': ${err.message}`);
    }
    throw err;
  }
}

/** The name numbers of a name in the chosen system. */
export function nameNumbersOf(query: NameQuery): NameNumbers {
  return readingName('name', () => nameNumbers(query.name, query.system));
}

/** Two people's numerological compatibility; each name is read first so a bad one is named by its field. */
export function compatibilityOf(query: CompatibilityQuery): NumerologyCompatibility {
  readingName('name1', () => nameNumbers(query.name1, query.system));
  readingName('name2', () => nameNumbers(query.name2, query.system));
  return numerologyCompatibility(
    { name: query.name1, birthDate: calendarDate(query.date1) },
    { name: query.name2, birthDate: calendarDate(query.date2) },
    query.system,
  );
}

/** The life path of a birth date; the life cycle a person is in depends on today's UTC date. */
export function lifePathOf(services: Pick<Services, 'now'>, query: LifePathQuery): LifePathReport {
  const today = new Date(services.now());
  return lifePath(calendarDate(query.date), { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() });
}
