/** Schemas of the muhurta finder: windows favourable for an activity over a range of dates at a place. */
import { z } from 'zod';
import { MUHURTA_FACTORS } from '../../../astro/muhurta/reasons.ts';
import { MUHURTA_ACTIVITY_IDS } from '../../../data/muhurta-activities.ts';
import { NAKSHATRA_IDS } from '../../../data/nakshatras.ts';
import { SIGN_IDS } from '../../../data/signs.ts';
import { LangField } from '../../shared/lang.ts';
import { closedWord, OptionFields, wordReader } from '../../shared/params.ts';
import { PlaceQuerySchema } from '../../shared/place.ts';
import { NamedSchema, SourceSchema, TimeWindowSchema } from '../../shared/schemas.ts';
import { SettingsSchema } from '../../shared/settings.ts';

/** Longest range one search may cover, days. */
export const MAX_MUHURTA_RANGE_DAYS = 366;
/** The range when only `from` is given, days: a season of planning. */
export const DEFAULT_MUHURTA_RANGE_DAYS = 90;
export const MUHURTA_QUALITIES = ['excellent', 'good', 'fair'] as const;

/** A closed-list value given by id (in any spelling `wordReader` reads) or by its 1-based number. */
const idOrNumber = (ids: readonly string[], field: string) => {
  const read = wordReader(ids);
  return z
    .string()
    .trim()
    .transform((value) => (/^\d+$/.test(value) ? value : (read(value) ?? value)))
    .refine((value) => ids.includes(value) || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= ids.length), {
      message: `${field} must be an id (${ids.slice(0, 3).join(', ')}, …) or a number 1–${ids.length}`,
    })
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : ids.indexOf(value) + 1));
};

export const MuhurtaQuerySchema = PlaceQuerySchema.pick({ city: true, latitude: true, longitude: true, elevation: true, timezone: true })
  .extend({
    activity: closedWord(MUHURTA_ACTIVITY_IDS as [string, ...string[]]).describe(`The activity: ${MUHURTA_ACTIVITY_IDS.join(', ')}`),
    from: z.string().optional().describe('Start: ISO 8601 date (local midnight at the place) or date-time. Default: now'),
    to: z.string().optional().describe(`End, exclusive. Default: ${DEFAULT_MUHURTA_RANGE_DAYS} days after \`from\`; at most ${MAX_MUHURTA_RANGE_DAYS} days after it`),
    quality: closedWord(MUHURTA_QUALITIES).optional().describe('Lowest quality to list: excellent, good or fair (default: all)'),
    birthDate: z.string().optional().describe('Birth date-time of the person the muhurta is for (ISO 8601, with offset, or wall time at `birthTimezone`): adds tara bala and chandra bala from the birth Moon'),
    birthTimezone: z.string().trim().min(1).optional().describe('Zone of a `birthDate` without offset (hours or IANA name). Default: the place\'s zone'),
    birthNakshatra: idOrNumber(NAKSHATRA_IDS, 'birthNakshatra').optional().describe('Instead of birthDate: the birth Moon\'s nakshatra (id or 1–27), with birthRashi'),
    birthRashi: idOrNumber(SIGN_IDS, 'birthRashi').optional().describe('Instead of birthDate: the birth Moon\'s sidereal sign (id or 1–12), with birthNakshatra'),
    ayanamsha: OptionFields.query.ayanamsha,
    lang: LangField,
  })
  .superRefine((q, ctx) => {
    if ((q.birthNakshatra === undefined) !== (q.birthRashi === undefined)) {
      const missing = q.birthNakshatra === undefined ? 'birthNakshatra' : 'birthRashi';
      ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with ${missing === 'birthRashi' ? 'birthNakshatra' : 'birthRashi'}` });
    } else if (q.birthNakshatra !== undefined && q.birthDate !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'give birthDate or birthNakshatra with birthRashi, not both' });
    }
  });
export type MuhurtaQuery = z.output<typeof MuhurtaQuerySchema>;

const named = z.object({ number: z.number().int(), name: z.string() });

export const MuhurtaWindowSchema = TimeWindowSchema.extend({
  date: z.string().describe('Local civil date of the start, YYYY-MM-DD'),
  durationMinutes: z.number().int(),
  quality: z.enum(MUHURTA_QUALITIES),
  score: z.number().int().describe('Favourable minus unfavourable among weekday, yoga, karana, lagna, abhijit, sarvartha siddhi (docs/muhurta.md)'),
  tithi: named.extend({ paksha: z.string() }),
  nakshatra: named,
  yoga: named,
  karana: named,
  weekday: z.string().describe('The Vedic weekday (sunrise to sunrise)'),
  lagna: named.nullable().describe('Sidereal rising sign; null beyond 66° of latitude'),
  reasons: z.array(
    z.object({
      factor: z.enum(MUHURTA_FACTORS),
      id: z.string(),
      verdict: z.enum(['favourable', 'neutral', 'unfavourable']),
      text: z.string(),
    }),
  ),
}).meta({ id: 'MuhurtaWindow' });

export const MuhurtaSearchSchema = z
  .object({
    activity: NamedSchema,
    from: z.string().describe('ISO 8601 instant, UTC'),
    to: z.string(),
    place: z.object({ city: z.string().nullable(), latitude: z.number(), longitude: z.number(), elevation: z.number() }),
    settings: SettingsSchema.omit({ node: true }),
    source: SourceSchema,
    birth: z.object({ nakshatra: z.string(), rashi: z.string() }).nullable().describe('The birth Moon tara and chandra bala were judged from'),
    rules: z.object({
      nakshatras: z.array(z.string()),
      tithis: z.object({ shukla: z.array(z.string()), krishna: z.array(z.string()) }),
      weekdays: z.array(z.string()),
      vetoes: z.array(NamedSchema).describe('What no window may overlap (docs/muhurta.md defines each)'),
      source: z.string(),
    }),
    windows: z.array(MuhurtaWindowSchema),
  })
  .meta({ id: 'MuhurtaSearch' });
