/** Schemas of the numerology area (`/v1/numerology/...`): requests and responses. */
import { z } from 'zod';
import { CalendarDateSchema } from '../../shared/schemas.ts';

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
