/** Schemas of the eclipses seen from a place over a range of dates, with the sutak. */
import { z } from 'zod';
import { LUNAR_CONTACT_IDS, SOLAR_CONTACT_IDS } from '../../../astro/transits/local-eclipses.ts';
import { LangField } from '../../shared/lang.ts';
import { closedWord } from '../../shared/params.ts';
import { PlaceQuerySchema, ZONE_SOURCES } from '../../shared/place.ts';

/** Longest range one request may cover, days: three years, about fifteen eclipses. */
export const MAX_ECLIPSE_RANGE_DAYS = 3 * 366;
/** The range when only `from` is given, days. */
export const DEFAULT_ECLIPSE_RANGE_DAYS = 366;
/** Which eclipses a request lists. */
export const ECLIPSE_TYPES = ['all', 'solar', 'lunar'] as const;

export const EclipseQuerySchema = PlaceQuerySchema.pick({ city: true, latitude: true, longitude: true, elevation: true, timezone: true }).extend({
  from: z.string().optional().describe('Start: ISO 8601 date (local midnight at the place) or date-time. Default: now'),
  to: z
    .string()
    .optional()
    .describe(`End, exclusive. Default: ${DEFAULT_ECLIPSE_RANGE_DAYS} days after \`from\`; at most ${MAX_ECLIPSE_RANGE_DAYS} days after it`),
  type: closedWord(ECLIPSE_TYPES).default('all').describe('Which eclipses: all (default), solar or lunar'),
  lang: LangField,
});
export type EclipseQuery = z.output<typeof EclipseQuerySchema>;

const CONTACT_IDS = [...new Set([...SOLAR_CONTACT_IDS, ...LUNAR_CONTACT_IDS])] as [string, ...string[]];

export const EclipseContactSchema = z
  .object({
    id: z.enum(CONTACT_IDS).describe('c1–c4 and maximum (solar); p1, u1–u4, p4 and maximum (lunar)'),
    name: z.string(),
    time: z.string().describe('ISO 8601 instant, UTC, to the second'),
    localTime: z.string().describe('Local date and time at the place, with its offset'),
    altitude: z.number().describe("Altitude of the eclipsed body's centre, degrees, with standard refraction"),
    aboveHorizon: z.boolean().describe("The body's upper limb is above the refracted horizon"),
  })
  .meta({ id: 'EclipseContact' });

const WindowSchema = z.object({
  start: z.string().describe('ISO 8601 instant, UTC'),
  end: z.string(),
  startLocal: z.string(),
  endLocal: z.string(),
});

export const LocalEclipseSchema = z
  .object({
    type: z.enum(['solar', 'lunar']),
    kind: z.enum(['partial', 'annular', 'total', 'penumbral']).describe('The eclipse on the whole Earth (solar: at greatest eclipse)'),
    name: z.string(),
    greatestEclipse: z.string().describe('ISO 8601 instant of greatest eclipse on the whole Earth, UTC'),
    localKind: z
      .enum(['partial', 'annular', 'total', 'penumbral'])
      .nullable()
      .describe('Solar: the eclipse seen here (null outside the Moon\'s penumbra); lunar: the same as kind'),
    magnitude: z
      .number()
      .nullable()
      .describe('Solar: fraction of the Sun\'s diameter covered at the local maximum; lunar: the umbral magnitude (negative for a penumbral eclipse)'),
    penumbralMagnitude: z.number().nullable().describe('Lunar: fraction of the Moon\'s diameter in the penumbra at greatest eclipse; null for solar'),
    obscuration: z.number().nullable().describe('Fraction of the disc\'s area covered (solar: at the local maximum; lunar: by the umbra at greatest eclipse)'),
    visible: z.boolean().describe('Some of the eclipse happens with the body above the horizon here'),
    visibleFrom: z.string().nullable().describe('First instant of the eclipse with the body up, UTC'),
    visibleUntil: z.string().nullable(),
    contacts: z.array(EclipseContactSchema),
    sutak: WindowSchema.extend({
      hoursBefore: z.number().describe('Hours counted back from firstSeen: 12 before a solar, 9 before a lunar eclipse'),
      firstSeen: z.string().describe('When the eclipse is first seen here (first contact, or rise of the eclipsed body), UTC'),
    })
      .nullable()
      .describe('The sutak (docs/eclipses.md); null where the eclipse is not seen, and for a penumbral lunar eclipse'),
  })
  .meta({ id: 'LocalEclipse' });

export const EclipsesResponseSchema = z
  .object({
    from: z.string().describe('ISO 8601 instant, UTC'),
    to: z.string(),
    place: z.object({ city: z.string().nullable(), latitude: z.number(), longitude: z.number(), elevation: z.number() }),
    settings: z.object({
      timezone: z.union([z.string(), z.number()]),
      timezoneSource: z.enum(ZONE_SOURCES),
      horizon: z.literal('upper-limb-refracted').describe("A body is up when its upper limb is above the horizon with standard refraction"),
      lunarShadow: z.literal('danjon').describe("The Earth's shadow enlarged by 1/85 of its radius (Danjon), as NASA's lunar eclipse tables"),
      sutakRule: z.literal('almanac-hours').describe('12 hours before a solar, 9 before a lunar eclipse is first seen, until it ends'),
    }),
    sutakRule: z.object({ name: z.string(), rule: z.string(), exemption: z.string(), source: z.string() }),
    eclipses: z.array(LocalEclipseSchema),
  })
  .meta({ id: 'Eclipses' });
