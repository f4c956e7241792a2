/** Schemas of the varshaphal (Tajika annual chart) area: which year or month, where it is lived, the saham rule; the annual and monthly charts. */
import { z } from 'zod';
import { MUDDA_YEARS } from '../../../astro/tajika/mudda.ts';
import { SAHAM_BETWEEN_RULES } from '../../../astro/tajika/sahams.ts';
import { TITHI_PRAVESHA_DEFINITIONS } from '../../../astro/tajika/tithi-pravesha.ts';
import { YEAR_LORD_REASONS } from '../../../astro/tajika/year-lord.ts';
import { TAJIKA_ORB_RULES } from '../../../astro/tajika/yogas.ts';
import { OFFICE_BEARERS, PANCHAVARGEEYA_GRADES, PANCHAVARGEEYA_GRADINGS, TAJIKA_ASPECT_KINDS, TAJIKA_ASPECT_SET_IDS, TAJIKA_MOON_YOGA_READINGS, TAJIKA_YOGAS } from '../../../data/tajika.ts';
import { BirthDetailsSchema, birthQuerySchema, ChartSettingsSchema, WarningsSchema } from '../../shared/birth.ts';
import { closedWord, queryNumber } from '../../shared/params.ts';
import { PictureFields } from '../../shared/picture.ts';
import { NamedSchema, SignSchema } from '../../shared/schemas.ts';
import { INDIAN_CHART_STYLES } from '../../svg/indian.ts';
import { CityField } from '../../shared/place.ts';

/** Oldest age an annual chart is cast for, completed years. */
export const MAX_AGE_YEARS = 150;

const yearFields = {
  year: queryNumber('year', 1, 9999)
    .refine(Number.isInteger, 'must be a whole year')
    .optional()
    .describe('The calendar year whose solar return is wanted: the year of age (year − birth year) completed years, starting near the birthday in that year. Give `year` or `age`'),
  age: queryNumber('age', 0, MAX_AGE_YEARS)
    .refine(Number.isInteger, 'must be whole completed years')
    .optional()
    .describe(`Completed years of age, 0–${MAX_AGE_YEARS} (0: the year that starts at birth). Give \`year\` or \`age\``),
  yearCity: CityField.optional().describe('A catalogued city where the year is lived (the annual chart is cast there); default: the birth place'),
  yearLatitude: queryNumber('yearLatitude', -89.9, 89.9).optional().describe('Latitude where the year is lived, decimal degrees north (with `yearLongitude`); default: the birth place'),
  yearLongitude: queryNumber('yearLongitude', -180, 180).optional().describe('Longitude where the year is lived, decimal degrees east (with `yearLatitude`)'),
  sahamRule: closedWord(SAHAM_BETWEEN_RULES)
    .default('sign')
    .describe('When a saham A − B + C gets 30° more: C not between B and A counted sign by sign from the sign after B to A\'s sign (sign, default; PyJHora) or by degree (degree)'),
  tajikaOrb: closedWord(TAJIKA_ORB_RULES)
    .default('each')
    .describe('When two grahas in a Tajika aspect are within orb: each within the other\'s deeptamsa, i.e. within the smaller (each, default; Narasimha Rao §29.2.3, PyJHora) or within the mean of the two deeptamsas (moieties, the Perso-Arabic moieties of orbs)'),
  tajikaAspectSet: closedWord(TAJIKA_ASPECT_SET_IDS)
    .default('with-semi-sextile')
    .describe('Which Tajika aspects form aspects and yogas: with-semi-sextile (default: Narasimha Rao §28.2, the friendly and inimical kinds of 1/7, 3/11, 4/10 and 5/9 signs and the neutral semi-sextile of 2 and 12 signs; PyJHora counts it too) or without-semi-sextile (the friendly and inimical kinds only). The year lord\'s aspect on the lagna takes the friendly and inimical kinds either way'),
  tajikaMoonYogas: closedWord(TAJIKA_MOON_YOGA_READINGS)
    .default('narasimha-rao')
    .describe('The reading of gairi-kamboola and khallasara: narasimha-rao (default, §29.2.9–10: the Moon in the last degree of its sign, not exalted, debilitated or in its own navamsha or drekkana, joining one of an ithasala pair and a strong graha from the next sign; the lagna lord in a sign between the Moon and another graha, in ithasala with neither) or void-of-course (the Perso-Arabic reading: the Moon joining one of the pair from its next sign wherever it stands; khallasara when the Moon is within orb of an aspect to no graha)'),
  panchavargeeyaGrading: closedWord(PANCHAVARGEEYA_GRADINGS)
    .default('neelakanthi')
    .describe('How the panchavargeeya bala grades a graha\'s relation to the lord of its sign, hadda, drekkana and navamsha: neelakanthi (default: own 1, friend ¾, neutral ½, enemy ¼ of each source\'s most; Tajika Neelakanthi as S. Adawal gives it, PyJHora\'s figures) or narasimha-rao (own 1, friend ½, anyone else ¼; Narasimha Rao §28.4, whose example 120 gives Mars 13.7 units). The year lord and the yogas that ask for a strong or weak graha read it'),
  muddaYear: closedWord(MUDDA_YEARS)
    .default('tajika')
    .describe('The year the mudda and patyayini dashas divide: tajika (default: this varsha pravesha to the next) or sidereal (365.256363 days from the pravesha)'),
};

type YearFields = { year?: number | undefined; age?: number | undefined; yearCity?: string | undefined; yearLatitude?: number | undefined; yearLongitude?: number | undefined };

/** Exactly one of `year` and `age`; the year's place a city or both coordinates. */
function yearGiven(input: YearFields, ctx: z.RefinementCtx): void {
  if (input.year === undefined && input.age === undefined) ctx.addIssue({ code: 'custom', path: ['year'], message: 'give year (a calendar year) or age (completed years)' });
  if (input.year !== undefined && input.age !== undefined) ctx.addIssue({ code: 'custom', path: ['age'], message: 'give either year or age, not both' });
  if (input.yearCity !== undefined && (input.yearLatitude !== undefined || input.yearLongitude !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['yearCity'], message: 'give either yearCity or yearLatitude and yearLongitude, not both' });
  }
  if ((input.yearLatitude === undefined) !== (input.yearLongitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [input.yearLatitude === undefined ? 'yearLatitude' : 'yearLongitude'], message: 'give yearLatitude and yearLongitude together' });
  }
}

const annualBase = birthQuerySchema().safeExtend(yearFields);
export const VarshaphalQuerySchema = annualBase.superRefine(yearGiven);
export type VarshaphalInput = z.output<typeof VarshaphalQuerySchema>;

/** GET /varshaphal/svg: the annual chart's fields and the picture's. */
export const VarshaphalPictureQuerySchema = annualBase
  .safeExtend({
    style: closedWord(INDIAN_CHART_STYLES)
      .default('north')
      .describe('north (diamond: houses fixed, sign numbers), south (signs fixed in a square) or east (Bengal: signs fixed, corner cells halved). Default north'),
    ...PictureFields,
  })
  .superRefine(yearGiven);
export type VarshaphalPictureInput = z.output<typeof VarshaphalPictureQuerySchema>;

export const MaasaQuerySchema = annualBase
  .safeExtend({ month: queryNumber('month', 1, 12).refine(Number.isInteger, 'must be a whole month 1–12').describe('The Tajika month of the year, 1–12 (month 1 starts at the varsha pravesha)') })
  .superRefine(yearGiven);
export type MaasaInput = z.output<typeof MaasaQuerySchema>;

const PointSchema = SignSchema.extend({ longitude: z.number().describe('Sidereal, degrees [0, 360)'), degree: z.string().describe('Within the sign') });

const PraveshaSchema = z.object({
  utc: z.string().describe('ISO 8601 UTC, to the second (solved to 1 ms)'),
  local: z.string().describe('Local date and time where the year is lived, with its offset'),
  sunLongitude: z.number().describe('The sidereal longitude the Sun returns to, degrees: the natal Sun (+30° × (month − 1) for a month)'),
  night: z.boolean().describe('The Sun below the horizon at the pravesha (centre of the disc, no refraction): the night formulas apply'),
});

const AnnualPlanetSchema = PointSchema.extend({
  id: z.string(),
  name: z.string(),
  house: z.number().int().describe('Whole-sign house from the annual lagna'),
  nakshatra: z.string(),
  pada: z.number().int(),
  retrograde: z.boolean(),
  navamsha: SignSchema.describe('D9 sign'),
});

const ChartSchema = z.object({
  lagna: PointSchema.extend({ navamsha: SignSchema }),
  houses: z.array(SignSchema.extend({ house: z.number().int(), lord: NamedSchema, grahas: z.array(NamedSchema) })),
  planets: z.array(AnnualPlanetSchema),
});

const MunthaSchema = SignSchema.extend({
  house: z.number().int().describe('House of the muntha from the annual lagna'),
  lord: NamedSchema,
  rule: z.string(),
});

const OfficeBearerSchema = z.object({
  office: z.enum(OFFICE_BEARERS.map((o) => o.id) as [string, ...string[]]),
  name: z.string(),
  graha: NamedSchema,
  sign: z.string().describe('The sign whose lord it is'),
});

const StrengthSourceSchema = z.object({ units: z.number(), max: z.number().describe('The most this source gives'), name: z.string() });

const GradedSourceSchema = StrengthSourceSchema.extend({ lord: NamedSchema.nullable().describe('The lord whose relation to the graha was graded (null for uchcha)') });

const PanchavargeeyaSchema = z.object({
  graha: NamedSchema,
  sources: z
    .object({ kshetra: GradedSourceSchema, uchcha: GradedSourceSchema, hadda: GradedSourceSchema, drekkana: GradedSourceSchema, navamsha: GradedSourceSchema })
    .describe('Kshetra (sign lord), uchcha (arc from debilitation), hadda (term lord), drekkana (D-3 sign lord), navamsha (D-9 sign lord)'),
  total: z.number().describe('Sum of the five ÷ 4, 0–20'),
  grade: z.enum(PANCHAVARGEEYA_GRADES.map((g) => g.id) as [string, ...string[]]),
  gradeName: z.string(),
});

const HarshaSchema = z.object({
  graha: NamedSchema,
  sources: z.object({ sthana: StrengthSourceSchema, 'swakshetra-uchcha': StrengthSourceSchema, 'stree-purusha': StrengthSourceSchema, 'dina-ratri': StrengthSourceSchema }),
  total: z.number().describe('0–20'),
});

const YearLordSchema = z.object({
  graha: NamedSchema,
  reason: z.enum(YEAR_LORD_REASONS).describe('strongest-aspecting-lagna: the office-bearer with the highest panchavargeeya bala among those aspecting the annual lagna; otherwise the muntha lord because none aspects it or all are below 5 units'),
  reasonText: z.string(),
  candidates: z
    .array(z.object({ graha: NamedSchema, offices: z.number().int(), distanceToLagna: z.number().int().describe('Signs from the graha to the annual lagna'), aspectsLagna: z.boolean(), panchavargeeyaBala: z.number() }))
    .describe('The distinct office-bearers, strongest first'),
});

const TermSchema = z.object({ term: z.string().describe('What the formula names (a graha, the lagna, a house cusp, a lord, a saham)'), graha: NamedSchema.nullable().describe('The graha a lordship names'), longitude: z.number() });

const SahamSchema = PointSchema.extend({
  id: z.string(),
  name: z.string(),
  meaning: z.string(),
  formula: z.enum(['day', 'night', 'same']).describe('Which formula applied: day, night (A and B exchanged, or the night terms), or one formula day and night'),
  a: TermSchema,
  b: TermSchema,
  c: TermSchema,
  added30: z.boolean().describe('True when 30° was added because C is not between B and A (sahamRule)'),
});

const TajikaAspectSchema = z.object({
  faster: NamedSchema.describe('The faster graha of the pair (Moon, Mercury, Venus, Sun, Mars, Jupiter, Saturn)'),
  slower: NamedSchema,
  distance: z.number().int().min(1).max(12).describe('Signs from the faster graha\'s sign to the slower\'s, counted inclusively'),
  kind: z.enum(TAJIKA_ASPECT_KINDS.map((k) => k.id) as [string, ...string[]]).describe('Friendly by 3/11 or 5/9 signs, inimical by 1/7 or 4/10, neutral by 2/12 (not with tajikaAspectSet=without-semi-sextile)'),
  kindName: z.string(),
  orbDeg: z.number().describe('The pair\'s orb, degrees: the smaller of the two deeptamsas (tajikaOrb=each) or their mean (moieties)'),
  gapDeg: z.number().describe('Slower\'s degree in its sign − faster\'s: ≥ 0 applying, < 0 separating'),
  withinOrb: z.boolean().describe('|gapDeg| ≤ orbDeg'),
});

const TajikaYogaSchema = z.object({
  id: z.enum(TAJIKA_YOGAS.map((y) => y.id) as [string, ...string[]]),
  name: z.string(),
  grahas: z.array(NamedSchema).describe('The pair (faster first), then the graha acting on it, if any; tambira: the graha at the end of its sign, then the slower one it will join; kuttha: the graha in the lagna, then the dignified graha aspecting it; none for ikkavala and induvara'),
  poorna: z.boolean().optional().describe('Ithasala only: within 1°'),
  rule: z.string().describe('The rule as applied'),
});

const MuddaPeriodSchema = z.object({
  lord: NamedSchema,
  start: z.string().describe('ISO 8601 UTC'),
  end: z.string().describe('ISO 8601 UTC'),
  startLocal: z.string().describe('Local date and time where the year is lived'),
  days: z.number().describe('Length in days'),
});

const PatyayiniPeriodSchema = z.object({
  lord: NamedSchema.describe('A graha, or the lagna (id `lagna`)'),
  krisamsha: z.number().describe('Its degrees within its sign in the annual chart'),
  patyamsha: z.number().describe('Its krisamsha less the previous one\'s, degrees'),
  start: z.string().describe('ISO 8601 UTC'),
  end: z.string().describe('ISO 8601 UTC'),
  startLocal: z.string().describe('Local date and time where the year is lived'),
  days: z.number().describe('Length in days'),
});

const VarshaphalSettingsSchema = ChartSettingsSchema.extend({
  sahamRule: z.enum(SAHAM_BETWEEN_RULES),
  tajikaOrb: z.enum(TAJIKA_ORB_RULES),
  tajikaAspectSet: z.enum(TAJIKA_ASPECT_SET_IDS),
  tajikaMoonYogas: z.enum(TAJIKA_MOON_YOGA_READINGS),
  panchavargeeyaGrading: z.enum(PANCHAVARGEEYA_GRADINGS),
  muddaYear: z.enum(MUDDA_YEARS),
  yearPlace: z.object({ latitude: z.number(), longitude: z.number(), city: z.string().nullable() }).describe('Where the chart is cast'),
});

const commonResponse = {
  birthDetails: BirthDetailsSchema,
  settings: VarshaphalSettingsSchema,
  warnings: WarningsSchema,
  completedYears: z.number().int(),
  natalLagna: SignSchema,
  pravesha: PraveshaSchema,
  chart: ChartSchema,
  muntha: MunthaSchema,
  officeBearers: z.array(OfficeBearerSchema).describe('The five office-bearers of the chart, in the books\' order; a graha may hold several offices'),
  panchavargeeyaBala: z.array(PanchavargeeyaSchema).describe('Panchavargeeya bala of the seven grahas in this chart (Narasimha Rao, §28.4)'),
  harshaBala: z.array(HarshaSchema).describe('Harsha bala of the seven grahas in this chart (Narasimha Rao, §28.3)'),
  sahams: z.array(SahamSchema).describe('The 36 sahams of P.V.R. Narasimha Rao\'s table (§28.8, Table 74), in its order'),
  tajikaAspects: z.array(TajikaAspectSchema).describe('The Tajika aspects among the seven grahas (pairs 6 or 8 signs apart have none, nor 2 or 12 with tajikaAspectSet=without-semi-sextile)'),
  tajikaYogas: z.array(TajikaYogaSchema).describe('The Tajika yogas present, each with its grahas and rule (Narasimha Rao, ch. 29)'),
};

export const VarshaphalResponseSchema = z
  .object({
    ...commonResponse,
    year: z.number().int().describe('The calendar year the pravesha falls in'),
    yearLord: YearLordSchema.describe('The lord of the year (varshesha) among the office-bearers, with the rule that chose it'),
    muddaDasha: z
      .array(MuddaPeriodSchema)
      .describe('Mudda dasha: Vimshottari compressed into the year, the nine lords from the one running at the pravesha (its start is before it)'),
    patyayiniDasha: z
      .array(PatyayiniPeriodSchema)
      .describe('Patyayini dasha: the year from the pravesha divided among the seven grahas and the lagna in increasing order of their degrees within their signs, each by its patyamsha (Narasimha Rao, §30.2)'),
  })
  .meta({ id: 'Varshaphal' });
export const MaasaResponseSchema = z.object({ ...commonResponse, month: z.number().int() }).meta({ id: 'MaasaPravesha' });

const { sahamRule: _sahamRule, tajikaOrb: _tajikaOrb, tajikaAspectSet: _tajikaAspectSet, tajikaMoonYogas: _tajikaMoonYogas, panchavargeeyaGrading: _panchavargeeyaGrading, muddaYear: _muddaYear, ...tithiYearFields } = yearFields;

export const TithiPraveshaQuerySchema = birthQuerySchema()
  .safeExtend({
    ...tithiYearFields,
    definition: closedWord(TITHI_PRAVESHA_DEFINITIONS)
      .default('pyjhora')
      .describe('pyjhora (default, PyJHora\'s rule): each occurrence of the birth tithi at the same fraction of its duration as at birth; elongation: the instant the Moon\'s elongation from the Sun returns to its value at birth. Either way within the Sun\'s natal sidereal sign'),
  })
  .superRefine(yearGiven);
export type TithiPraveshaInput = z.output<typeof TithiPraveshaQuerySchema>;

const TithiChartSchema = z.object({
  lagna: PointSchema,
  planets: z.array(PointSchema.extend({ id: z.string(), name: z.string(), house: z.number().int().describe('Whole-sign house from the lagna'), retrograde: z.boolean() })),
});

export const TithiPraveshaResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema.extend({
      definition: z.enum(TITHI_PRAVESHA_DEFINITIONS),
      yearPlace: z.object({ latitude: z.number(), longitude: z.number(), city: z.string().nullable() }).describe('Where the charts are cast'),
    }),
    warnings: WarningsSchema,
    completedYears: z.number().int(),
    birthTithi: z.object({
      number: z.number().int().min(1).max(30),
      name: z.string(),
      elongation: z.number().describe('Moon − Sun at birth, degrees'),
      fractionElapsed: z.number().describe('Of the birth tithi\'s duration, at birth, 0–1'),
    }),
    solarMonth: SignSchema.extend({ start: z.string().describe('The sidereal Sun enters the natal sign, ISO 8601 UTC'), end: z.string().describe('It leaves it') }),
    instants: z
      .array(z.object({ utc: z.string().describe('ISO 8601 UTC'), local: z.string().describe('Local date and time where the year is lived'), chart: TithiChartSchema }))
      .describe('The tithi pravesha instants within the solar month, in time order: usually one, two when the tithi recurs within it, none when it falls outside'),
  })
  .meta({ id: 'TithiPravesha' });
