/**
 * The fields several Western requests share, defined once: the chart options (house system, aspects, orbs, Part of
 * Fortune formula, declination orb) in their query form and, for the synastry body, their body form; and the birth
 * under `birthDate` with a moment under `date` that progressions, profections and firdaria read.
 */
import { z } from 'zod';
import { FORTUNE_FORMULAS } from '../../../astro/western/chart.ts';
import { DEFAULT_DECLINATION_ORB_DEG } from '../../../astro/western/declinations.ts';
import { MAJOR_ASPECT_IDS, WESTERN_ASPECT_IDS, type WesternAspectId } from '../../../data/western-aspects.ts';
import { WESTERN_HOUSE_SYSTEM_IDS } from '../../../data/western-houses.ts';
import { birthQueryFields } from '../../shared/birth.ts';
import { LangField } from '../../shared/lang.ts';
import { closedWord, closedWordRecord, queryNumber, wordReader } from '../../shared/params.ts';

/** Widest orb a request may set, degrees. */
export const MAX_ORB_DEG = 15;

const ASPECT_LIST = WESTERN_ASPECT_IDS.join(', ');

export const houseSystem = closedWord(WESTERN_HOUSE_SYSTEM_IDS)
  .default('placidus')
  .describe(`House system: ${WESTERN_HOUSE_SYSTEM_IDS.join(', ')}. Default placidus (undefined beyond the polar circles, as is koch: a 400 there)`);

export const fortune = closedWord(FORTUNE_FORMULAS)
  .default('sect')
  .describe('Part of Fortune: `sect` (default) Asc + Moon − Sun by day and Asc + Sun − Moon by night; `day` the day formula always');

const readAspect = wordReader([...WESTERN_ASPECT_IDS, 'major', 'all'] as const);

/** `major`, `all`, or a list of aspect ids (any spelling `wordReader` reads), to the aspect ids. */
export function aspectsFrom(value: string | readonly string[], ctx: z.RefinementCtx): WesternAspectId[] {
  const sent = typeof value === 'string' ? value.split(',').map((word) => word.trim()).filter(Boolean) : [...value];
  const words = sent.map((word) => readAspect(word) ?? word);
  if (words.length === 1 && words[0] === 'major') return [...MAJOR_ASPECT_IDS];
  if (words.length === 1 && words[0] === 'all') return [...WESTERN_ASPECT_IDS];
  const unknown = words.filter((word) => !(WESTERN_ASPECT_IDS as readonly string[]).includes(word));
  if (unknown.length > 0 || words.length === 0) {
    ctx.addIssue({ code: 'custom', message: `aspects must be major, all, or one or more of ${ASPECT_LIST}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}` });
    return z.NEVER;
  }
  return [...new Set(words)] as WesternAspectId[];
}

export const ASPECTS_DOC = `Aspects reported: \`major\` (default: conjunction, opposition, trine, square, sextile), \`all\`, or a list of ${ASPECT_LIST}`;
export const ORBS_DOC = `Orb per aspect in degrees (0–${MAX_ORB_DEG}), overriding the defaults of the aspects named`;

/** Orbs as `trine:6,square:5` in a query string. */
export const orbsQuery = z
  .string()
  .transform((value, ctx): Partial<Record<WesternAspectId, number>> => {
    const orbs: Partial<Record<WesternAspectId, number>> = {};
    for (const part of value.split(',').map((item) => item.trim()).filter(Boolean)) {
      const [sent, degrees] = part.split(':').map((item) => item.trim());
      const id = sent === undefined ? undefined : readAspect(sent);
      const orb = Number(degrees);
      if (!(WESTERN_ASPECT_IDS as readonly string[]).includes(id ?? '') || degrees === undefined || degrees === '' || !Number.isFinite(orb) || orb < 0 || orb > MAX_ORB_DEG) {
        ctx.addIssue({ code: 'custom', message: `orbs must be a list of aspect:degrees (e.g. trine:6,square:5) with aspects among ${ASPECT_LIST} and 0–${MAX_ORB_DEG} degrees; "${part.slice(0, 40)}" is not` });
        return z.NEVER;
      }
      orbs[id as WesternAspectId] = orb;
    }
    return orbs;
  })
  .optional()
  .describe(`${ORBS_DOC}, as \`trine:6,square:5\``);

/** Orbs as an object in a JSON body. */
export const orbsBody = closedWordRecord(WESTERN_ASPECT_IDS, z.number().min(0).max(MAX_ORB_DEG))
  .optional()
  .describe(`${ORBS_DOC}, as {"trine": 6, "square": 5}`);

/** Widest declination orb a request may set, degrees. */
export const MAX_DECLINATION_ORB_DEG = 3;

const declinationOrb = queryNumber('declinationOrb', 0, MAX_DECLINATION_ORB_DEG)
  .default(DEFAULT_DECLINATION_ORB_DEG)
  .describe(`Orb of the parallels and contra-parallels, degrees (0–${MAX_DECLINATION_ORB_DEG}). Default ${DEFAULT_DECLINATION_ORB_DEG}`);

/** The chart options in a query string. */
export const chartQueryOptions = {
  houseSystem,
  aspects: z.string().default('major').transform(aspectsFrom).describe(ASPECTS_DOC),
  orbs: orbsQuery,
  fortune,
  declinationOrb,
};

const progressionBirth = birthQueryFields();

/** A birth under `birthDate` and a moment asked about under `date`: progressions, profections, firdaria. */
export const birthAndMoment = {
  birthDate: z.string().describe('Birth date and time, ISO 8601 (wall time at `birthTimezone`; with `Z` or an offset an instant)'),
  city: progressionBirth.city,
  latitude: progressionBirth.latitude,
  longitude: progressionBirth.longitude,
  birthTimezone: z.string().trim().min(1).optional().describe("Zone of `birthDate`. Default: the offset it carries, else the city's zone, else the zone in force at the birth coordinates"),
  place: progressionBirth.place,
  date: z.string().optional().describe('The moment asked about, ISO 8601 (read at `timezone`). Default: now'),
  timezone: z.string().trim().min(1).optional().describe('Zone of `date` (and `from`, `to`) without offset. Default: the birth\'s zone'),
  lang: LangField,
};
