/**
 * Schemas of the KP (Krishnamurti Paddhati) area: the natal chart and its significators (birth fields), the
 * ruling planets and the horary chart (a moment and a place), and the table of 249 subs.
 */
import { z } from 'zod';
import { DEFAULT_KP_NODE_RULE, KP_NODE_RULES, KP_SIGNIFICATOR_LEVELS } from '../../../astro/kp/significators.ts';
import { KP_SUB_COUNT, MAX_KP_LEVELS, MIN_KP_LEVELS } from '../../../astro/kp/subs.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';
import { BirthDetailsSchema, birthPlaceGiven, birthQueryFields } from '../../shared/birth.ts';
import { LangField } from '../../shared/lang.ts';
import { ayanamshaQuery, closedWord, OptionFields, queryNumber } from '../../shared/params.ts';
import { PlaceQuerySchema } from '../../shared/place.ts';
import { SettingsSchema } from '../../shared/settings.ts';

/** KP's own ayanamsha (Krishnamurti, Swiss Ephemeris id 5) is the default of every KP request. */
export const KP_DEFAULT_AYANAMSHA_ID = 5;

/** The options every KP chart takes. */
const kpChartOptions = {
  ayanamsha: ayanamshaQuery(KP_DEFAULT_AYANAMSHA_ID),
  levels: queryNumber('levels', MIN_KP_LEVELS, MAX_KP_LEVELS)
    .refine(Number.isInteger, 'levels must be a whole number')
    .default(MIN_KP_LEVELS)
    .describe(
      `Levels of lords below the sign: ${MIN_KP_LEVELS} (star, sub, sub-sub; default) to ${MAX_KP_LEVELS} (two more levels, sookshma and prana, in \`deeperLords\`)`,
    ),
  nodes: closedWord(KP_NODE_RULES)
    .default(DEFAULT_KP_NODE_RULE)
    .describe(
      'How Rahu and Ketu signify: `agents` (default; KP Reader: also through the grahas conjunct with them, aspecting them, their sign lord and their star lord) or `parashari` (only by their own star lord and occupation); docs/kp.md',
    ),
};

const { houseSystem: _houseSystem, ayanamsha: _ayanamsha, gender: _gender, ...birthFields } = birthQueryFields();

/** GET /kp/chart and /kp/significators: the birth fields (Placidus houses always) and the KP options. */
export const KpChartQuerySchema = z.object({ ...birthFields, ...kpChartOptions }).superRefine(birthPlaceGiven);
export type KpChartQuery = z.output<typeof KpChartQuerySchema>;

const momentDoc = 'The moment, ISO 8601: a date-time with `Z` or an offset is an instant; without, wall time at `timezone`; a bare date is 00:00 local. Default: now';

/** GET /kp/ruling-planets: a moment (now by default) and a place. */
export const KpRulingQuerySchema = PlaceQuerySchema.omit({ ayanamsha: true, node: true }).extend({
  date: z.string().optional().describe(momentDoc),
  ayanamsha: ayanamshaQuery(KP_DEFAULT_AYANAMSHA_ID),
  positions: OptionFields.positions,
});
export type KpRulingQuery = z.output<typeof KpRulingQuerySchema>;

/** GET /kp/horary: the number, the moment of the question (now by default) and its place. */
export const KpHoraryQuerySchema = PlaceQuerySchema.omit({ ayanamsha: true, sunrise: true }).extend({
  number: z
    .string({ error: (issue) => (issue.input === undefined ? `number is required: the horary number 1–${KP_SUB_COUNT}` : 'number must be a string') })
    .regex(/^\d+$/, { message: `number must be a whole number from 1 to ${KP_SUB_COUNT}` })
    .transform(Number)
    .pipe(z.number().min(1, { message: `number must be at least 1` }).max(KP_SUB_COUNT, { message: `number must be at most ${KP_SUB_COUNT}` }))
    .describe(`The horary number 1–${KP_SUB_COUNT} the querent names: the lagna is set at the start of that sub of the classical table (GET /kp/subs)`),
  date: z.string().optional().describe(momentDoc),
  positions: OptionFields.positions,
  ...kpChartOptions,
});
export type KpHoraryQuery = z.output<typeof KpHoraryQuerySchema>;

/** GET /kp/subs: only the language. */
export const KpSubsQuerySchema = z.object({ lang: LangField });
export type KpSubsQuery = z.output<typeof KpSubsQuerySchema>;

const LordSchema = z.object({ id: z.enum(GRAHA_IDS), name: z.string() }).meta({ id: 'KpLord' });
const SignSchema = z.object({ number: z.number().int().describe('1 = Aries … 12 = Pisces'), name: z.string() });

/** One longitude described the KP way. */
export const KpPointSchema = z
  .object({
    longitude: z.number().describe('Sidereal longitude, degrees [0, 360)'),
    sign: SignSchema,
    degree: z.string().describe('Degrees within the sign, D°MM′SS″ (truncated)'),
    signLord: LordSchema,
    nakshatra: z.object({ number: z.number().int().describe('1 = Ashwini … 27 = Revati'), name: z.string() }),
    starLord: LordSchema,
    subLord: LordSchema,
    subSubLord: LordSchema,
    deeperLords: z.array(LordSchema).describe('Below the sub-sub lord, as many as `levels` asks (sookshma, then prana)'),
    subNumber: z.number().int().describe(`Number 1–${KP_SUB_COUNT} of the sub in the classical table (GET /kp/subs)`),
  })
  .meta({ id: 'KpPoint' });

export const KpCuspSchema = KpPointSchema.extend({
  house: z.number().int().describe('1–12'),
  tropicalLongitude: z.number().describe('Tropical longitude of the Placidus cusp, degrees'),
  subLordSignifies: z.array(z.number().int()).describe('The houses the cusp\'s sub lord signifies, strongest first (GET /kp/significators)'),
}).meta({ id: 'KpCusp' });

export const KpPlanetSchema = KpPointSchema.extend({
  id: z.enum(GRAHA_IDS),
  name: z.string(),
  house: z.number().int().describe('The cusp-to-cusp (Placidus) bhava 1–12 the graha occupies'),
  speed: z.number().describe('Degrees per day'),
  retrograde: z.boolean(),
}).meta({ id: 'KpPlanet' });

export const KpSettingsSchema = SettingsSchema.extend({
  ayanamsha: z.object({ id: z.number().int(), name: z.string(), degrees: z.number().describe('The ayanamsha used (true: mean + nutation), degrees') }),
  houseSystem: z.literal('placidus'),
  levels: z.number().int(),
  nodes: z.enum(KP_NODE_RULES),
}).meta({ id: 'KpSettings' });

const HouseSignificatorsSchema = z.object({
  house: z.number().int(),
  owner: LordSchema.describe('Lord of the sign on the cusp'),
  occupants: z.array(LordSchema),
  ...Object.fromEntries(KP_SIGNIFICATOR_LEVELS.map((level) => [level, z.array(LordSchema)])) as Record<(typeof KP_SIGNIFICATOR_LEVELS)[number], z.ZodArray<typeof LordSchema>>,
});

const PlanetSignificationsSchema = z.object({
  id: z.enum(GRAHA_IDS),
  name: z.string(),
  houses: z.array(z.object({ house: z.number().int(), level: z.enum(KP_SIGNIFICATOR_LEVELS) })).describe('Houses signified, strongest first, each at its strongest level'),
  agents: z.array(LordSchema).describe('Under nodes=agents, the grahas Rahu or Ketu represents; [] otherwise'),
});

export const KpSignificatorsSchema = z
  .object({
    houses: z.array(HouseSignificatorsSchema).describe('A: grahas in the star of the occupants; B: occupants; C: grahas in the star of the owner; D: the owner'),
    planets: z.array(PlanetSignificationsSchema),
  })
  .meta({ id: 'KpSignificators' });

export const KpChartResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: KpSettingsSchema,
    lagna: KpPointSchema,
    cusps: z.array(KpCuspSchema),
    planets: z.array(KpPlanetSchema),
  })
  .meta({ id: 'KpChart' });

export const KpSignificatorsResponseSchema = z
  .object({ birthDetails: BirthDetailsSchema, settings: KpSettingsSchema, ...KpSignificatorsSchema.shape })
  .meta({ id: 'KpSignificatorsResponse' });

const QuestionSchema = z.object({
  date: z.string().describe('The moment, ISO 8601 UTC'),
  latitude: z.number(),
  longitude: z.number(),
  place: z.string().nullable().describe('The catalogued city, when the place is one'),
});

const RulingPointSchema = z.object({ sign: SignSchema, signLord: LordSchema, starLord: LordSchema, subLord: LordSchema, degree: z.string(), longitude: z.number() });

export const KpRulingResponseSchema = z
  .object({
    moment: QuestionSchema,
    settings: SettingsSchema.omit({ node: true }).extend({
      ayanamsha: KpSettingsSchema.shape.ayanamsha,
      sunrise: OptionFields.sunrise.unwrap(),
    }),
    day: z.object({
      start: z.string().nullable().describe('The sunrise that began the Vedic day, ISO 8601 UTC; null where the Sun did not rise in the 24 hours before (the civil weekday is used)'),
      weekday: z.string(),
      lord: LordSchema,
    }),
    lagna: RulingPointSchema,
    moon: RulingPointSchema,
    rulers: z.array(LordSchema).describe('Each ruling graha once, strongest first: lagna star lord, lagna sign lord, Moon star lord, Moon sign lord, day lord'),
  })
  .meta({ id: 'KpRulingPlanets' });

export const KpSubSchema = z.object({
  number: z.number().int(),
  sign: SignSchema,
  signLord: LordSchema,
  nakshatra: z.object({ number: z.number().int(), name: z.string() }),
  starLord: LordSchema,
  subLord: LordSchema,
  start: z.object({ longitude: z.number().describe('Sidereal degrees from 0° Aries'), degree: z.string().describe('D°MM′SS″ within the sign') }),
  end: z.object({ longitude: z.number(), degree: z.string().describe('D°MM′SS″ within the sign; 30°00′00″ at a sign\'s end') }),
});

export const KpSubsResponseSchema = z
  .object({
    count: z.number().int(),
    source: z.string(),
    subs: z.array(KpSubSchema),
  })
  .meta({ id: 'KpSubs' });

export const KpHoraryResponseSchema = z
  .object({
    question: QuestionSchema,
    number: z.number().int(),
    sub: KpSubSchema.describe('The sub whose start is the lagna'),
    settings: KpSettingsSchema,
    siderealTime: z.number().describe('The sidereal time (RAMC, degrees) at which the sub\'s start rises at the place: the cusps are cast for it'),
    lagna: KpPointSchema,
    cusps: z.array(KpCuspSchema),
    planets: z.array(KpPlanetSchema),
    significators: KpSignificatorsSchema,
  })
  .meta({ id: 'KpHorary' });
