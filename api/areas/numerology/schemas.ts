/** Schemas of the numerology area (`/v1/numerology/...`): requests and responses. */
import { z } from 'zod';
import { NUMEROLOGY_SYSTEMS } from '../../../data/numerology-letters.ts';
import { LangField } from '../../shared/lang.ts';
import { CalendarDateSchema, NamedSchema } from '../../shared/schemas.ts';
import { closedWord } from '../../shared/params.ts';

export const LifePathQuerySchema = z.object({
  date: CalendarDateSchema.describe('Birth date, `YYYY-MM-DD`'),
});

const strings = z.array(z.string());
const Cycle = z.object({
  ageRange: z.string().describe('Ages the cycle covers, e.g. "0-27" or "55+"'),
  theme: z.string(),
  focus: z.string(),
});

export const LifePathResponseSchema = z
  .object({
    lifePathNumber: z.number().int().describe('1 to 9, or the master number 11 or 22'),
    calculation: z.object({
      birthDate: z.string().describe('Echo of the input date'),
      month: z.number().int(),
      day: z.number().int(),
      year: z.number().int(),
      monthReduced: z.number().int(),
      dayReduced: z.number().int(),
      yearReduced: z.number().int(),
      sum: z.number().int(),
      finalNumber: z.number().int(),
    }),
    personality: z.object({ coreTraits: strings, strengths: strings, weaknesses: strings }),
    lifePurpose: z.object({ primaryPurpose: z.string(), careerPath: strings, lifeLessons: strings }),
    challenges: z.object({ earlyLife: z.string(), midLife: z.string(), lateLife: z.string(), karmicLessons: strings }),
    compatibility: z.object({
      mostCompatible: z.array(z.number().int()),
      leastCompatible: z.array(z.number().int()),
      relationshipDynamics: z.record(z.string().regex(/^with\d+$/), z.string()),
    }),
    favorable: z.object({
      colors: strings,
      days: strings,
      gemstones: strings,
      careers: strings,
      numbers: z.array(z.number().int()),
    }),
    unfavorable: z.object({ colors: strings, situations: strings }),
    lifeCycles: z.object({ currentCycle: Cycle, nextCycle: Cycle }),
    spiritualGrowth: z.object({ currentLevel: z.string(), nextSteps: strings, affirmation: z.string() }),
  })
  .meta({ id: 'LifePath' });

export type LifePathQuery = z.output<typeof LifePathQuerySchema>;
export type LifePathResponse = z.output<typeof LifePathResponseSchema>;

const nameField = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(200, `${field} must be at most 200 characters`)
    .describe('A full name in Latin letters (accents allowed: é reads as E); spaces, hyphens and apostrophes separate or join words');

const SystemField = closedWord(NUMEROLOGY_SYSTEMS)
  .default('pythagorean')
  .describe('`pythagorean` (A=1 … I=9, default) or `chaldean` (Cheiro\'s table, no 9; compound numbers 10–52)');

export const NameQuerySchema = z.object({ name: nameField('name'), system: SystemField, lang: LangField });
export type NameQuery = z.output<typeof NameQuerySchema>;

export const CompatibilityQuerySchema = z.object({
  name1: nameField('name1'),
  date1: CalendarDateSchema.describe('First person\'s birth date, `YYYY-MM-DD`'),
  name2: nameField('name2'),
  date2: CalendarDateSchema.describe('Second person\'s birth date, `YYYY-MM-DD`'),
  system: SystemField,
  lang: LangField,
});
export type CompatibilityQuery = z.output<typeof CompatibilityQuerySchema>;

const NameNumberSchema = z.object({
  number: z.number().int().describe('Pythagorean: 1–9, 11, 22, 33; Chaldean: the root digit 1–9'),
  sum: z.number().int().describe('Sum of the letter values'),
  reduction: z.array(z.number().int()).describe('From the sum to the number, both included'),
  compound: z.number().int().nullable().describe('Chaldean compound number 10–52 (Cheiro), or null'),
  keywords: z.string().describe("The number's conventional keywords (1: leadership, independence, initiative)"),
  meaning: z.string(),
});

const NameNumbersSchema = z.object({
  expression: NameNumberSchema.describe('All letters (destiny)'),
  soulUrge: NameNumberSchema.nullable().describe('The vowels (heart\'s desire); null for a name without a vowel'),
  personality: NameNumberSchema.nullable().describe('The consonants; null for a name without a consonant'),
});

export const NameResponseSchema = z
  .object({
    fullName: z.string().describe('The name as given'),
    system: z.object({ id: z.enum(NUMEROLOGY_SYSTEMS), name: z.string() }),
    words: z.array(z.string()).describe('The words as read, A–Z'),
    ...NameNumbersSchema.shape,
    letters: z
      .array(
        z.object({
          character: z.string().describe('As written'),
          position: z.number().int().describe('In the name as given, from 1'),
          letter: z.string().describe('Read as, A–Z'),
          value: z.number().int(),
          role: z.enum(['vowel', 'consonant']),
          word: z.number().int().describe('Index in `words`, from 0'),
        }),
      )
      .describe('Letter by letter'),
  })
  .meta({ id: 'NameNumerology' });

const FactorSchema = z.object({
  id: z.string(),
  numbers: z.array(z.number().int().nullable()).describe('First person, second person'),
  compared: z.array(z.number().int()).nullable().describe('The root digits compared'),
  grade: NamedSchema,
  weight: z.number().int(),
  points: z.number().int(),
});

export const NumerologyCompatibilitySchema = z
  .object({
    system: z.object({ id: z.enum(NUMEROLOGY_SYSTEMS), name: z.string() }),
    people: z.array(
      z.object({ name: z.string(), birthDate: z.string(), lifePathNumber: z.number().int(), expression: z.number().int(), soulUrge: z.number().int().nullable() }),
    ),
    factors: z.array(FactorSchema).describe('Life path (weight 50), expression (30), soul urge (20)'),
    score: z.number().int().describe('0–100: the sum of the factors\' points'),
    verdict: NamedSchema,
  })
  .meta({ id: 'NumerologyCompatibility' });
