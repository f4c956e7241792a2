/**
 * The Jaimini points of a birth as every area that shows them gives them: the options a request may choose (with
 * their defaults), the computation (the birth report the worker pool returns, and the sunrise points of a second
 * worker task), the zod schema and the presenter. The Jaimini endpoint answers with them, and
 * `include=jaimini` adds them to the kundali with the default options.
 */
import { z } from 'zod';
import { degreeInSign, nakshatraPada, type Placements, signOfLongitude } from '../../astro/chart/placement.ts';
import { vargaPlacements } from '../../astro/chart/vargas.ts';
import { type Argala, ARGALA_KINDS, grahaArgalas, houseArgalas } from '../../astro/jaimini/argala.ts';
import { ARUDHA_RULES, type BhavaArudha, bhavaArudhas, type GrahaArudha, grahaArudhas } from '../../astro/jaimini/arudhas.ts';
import { charaKarakas, grahasInSign, type KarakaAssignment, karakamsaSign, rashiSignOf } from '../../astro/jaimini/karakas.ts';
import { signsAspectedBy } from '../../astro/jaimini/rashi-drishti.ts';
import { bhriguBindu, induLagnaSign, kundaLagna, sreeLagna } from '../../astro/jaimini/special-lagnas.ts';
import { LAGNA_SUNRISES, type SunrisePoints } from '../../astro/jaimini/sunrise-points.ts';
import { GULIKA_CONVENTIONS, LORDLESS_PARTS } from '../../astro/jaimini/upagrahas.ts';
import type { BirthReport } from '../../astro/reports/birth-report.ts';
import { RISE_SET_CONVENTIONS } from '../../astro/rise-set.ts';
import { toIsoUtc } from '../../astro/time.ts';
import { GRAHA_IDS, type GrahaId, grahaById } from '../../data/grahas.ts';
import { SUNRISE_LAGNA_NAMES, UPAGRAHA_NAMES } from '../../data/jaimini-points.ts';
import { CHARA_KARAKAS, KARAKA_SCHEMES } from '../../data/karakas.ts';
import { nakshatraByNumber } from '../../data/nakshatras.ts';
import { SIGNS, signName, type SignNumber } from '../../data/signs.ts';
import { VARAS } from '../../data/varas.ts';
import type { VargaDivision } from '../../data/vargas.ts';
import type { ResolvedBirth } from './birth.ts';
import { degreeText } from './format.ts';
import { type Lang, named } from './lang.ts';
import { closedWord, divisionalChartField, OptionFields } from './params.ts';
import { NamedSchema, SignSchema } from './schemas.ts';
import type { ComputeServices } from './services.ts';

// ── Options ────────────────────────────────────────────────────────────────────────────────────────────────

/** The options of the Jaimini points, as request fields with their defaults. */
export const JaiminiOptionFields = {
  karakas: closedWord(KARAKA_SCHEMES.map(String) as ['8', '7'])
    .default('8')
    .transform((value) => Number(value) as (typeof KARAKA_SCHEMES)[number])
    .describe('Chara karaka scheme: 8 (Sun to Saturn and Rahu, Rahu counted as 30° minus its degree; Narasimha Rao, PyJHora; default) or 7 (Sun to Saturn, no pitrikaraka)'),
  arudhaRule: closedWord(ARUDHA_RULES)
    .default('bphs')
    .describe('Arudha exception: bphs (a pada in the house itself or the 7th from it moves to the 10th from there; default) or raman (no exception)'),
  varga: divisionalChartField('D1', 'The chart the arudhas are counted in (each by its Parashari rule)'),
  sunrise: OptionFields.sunrise.describe('Sunrise rule of the birth day the special lagnas and upagrahas count from: hindu (centre of the disc on the true horizon, no refraction; default) or observed'),
  lagnaSunrise: closedWord(LAGNA_SUNRISES)
    .default('vedic-day')
    .describe('The sunrise the bhava, hora, ghati and vighati lagnas count from: vedic-day (the sunrise before the birth; default) or civil-date (the sunrise of the birth\'s civil date, after the birth for one between midnight and sunrise; PyJHora)'),
  gulika: closedWord(GULIKA_CONVENTIONS)
    .default('gulika-start')
    .describe('Gulika and mandi: gulika-start (gulika rises at the start of Saturn\'s part, mandi at its middle; BPHS ch. 3 as K.S. Charak reads it, PyJHora; default) or gulika-middle (the reverse; Narasimha Rao\'s book)'),
  lordlessPart: closedWord(LORDLESS_PARTS)
    .default('eighth')
    .describe('The part of the day or night without a lord, for kaala, mrityu, artha prahara and yama ghantaka: eighth (BPHS ch. 3; default) or after-saturn (the part after Saturn\'s, the lords running Sun … Saturn, none; PyJHora)'),
};

const jaiminiOptions = z.object(JaiminiOptionFields);
export type JaiminiOptions = z.output<typeof jaiminiOptions>;

/** The options with their defaults: what `include=jaimini` on the kundali uses. */
export const DEFAULT_JAIMINI_OPTIONS: JaiminiOptions = jaiminiOptions.parse({});

// ── Computation ────────────────────────────────────────────────────────────────────────────────────────────

export interface JaiminiPoints {
  options: JaiminiOptions;
  report: BirthReport;
  karakas: KarakaAssignment[];
  karakamsa: SignNumber;
  navamsha: Placements;
  arudhaChart: Placements;
  bhavaArudhas: BhavaArudha[];
  grahaArudhas: GrahaArudha[];
  sunrisePoints: SunrisePoints;
}

/** The sunrise points of a birth, computed by the worker pool with the options' conventions. */
export function sunrisePointsOf(services: ComputeServices, birth: ResolvedBirth, options: JaiminiOptions): Promise<SunrisePoints> {
  const { input } = birth;
  return services.pool.run('sunrisePoints', {
    instant: input.instant,
    latitude: input.latitude,
    longitude: input.longitude,
    utcOffsetHours: birth.offsetHours,
    ayanamshaId: input.ayanamshaId,
    ...(input.positions ? { positions: input.positions } : {}),
    sunrise: options.sunrise,
    lagnaSunrise: options.lagnaSunrise,
    gulika: options.gulika,
    lordlessPart: options.lordlessPart,
  });
}

/** The Jaimini points of a birth report and its sunrise points. The arithmetic is whole-sign and cheap. */
export function jaiminiPoints(report: BirthReport, sunrisePoints: SunrisePoints, options: JaiminiOptions): JaiminiPoints {
  const placements = report.chart;
  const karakas = charaKarakas(placements, options.karakas);
  const arudhaChart = options.varga === 1 ? placements : vargaPlacements(placements, options.varga as VargaDivision);
  return {
    options,
    report,
    karakas,
    karakamsa: karakamsaSign(placements, karakas[0]!.graha),
    navamsha: vargaPlacements(placements, 9),
    arudhaChart,
    bhavaArudhas: bhavaArudhas(arudhaChart, options.arudhaRule),
    grahaArudhas: grahaArudhas(arudhaChart, options.arudhaRule),
    sunrisePoints,
  };
}

// ── Schema ─────────────────────────────────────────────────────────────────────────────────────────────────

const PointSchema = SignSchema.extend({ degree: z.string().describe('Within the sign'), longitude: z.number().describe('Sidereal, degrees [0, 360)') });

const NamedPointSchema = PointSchema.extend({
  name: z.string(),
  nakshatra: z.string(),
  nakshatraPada: z.number().int().min(1).max(4),
  house: z.number().int().min(1).max(12).describe('Whole-sign house from the lagna'),
  definition: z.string(),
});

const KarakaSchema = z.object({
  karaka: z.string().describe('atma, amatya, bhratri, matri, pitri (8 only), putra, gnati, dara'),
  name: z.string(),
  signifies: z.string(),
  graha: NamedSchema,
  degree: z.string().describe('The degree the ranking used: degrees travelled in the sign (Rahu: 30° minus that)'),
  tiedWith: z.array(z.string()).describe('Grahas ranked by a degree within 1″ of this one (the order then keeps Sun … Saturn, Rahu)'),
});

const ArudhaSchema = SignSchema.extend({
  pada: z.string().describe('A1 (arudha lagna) … A12 (upapada)'),
  house: z.number().int(),
  houseSign: z.string(),
  lord: NamedSchema,
  coLordRule: z.string().nullable().describe('Scorpio and Aquarius: the rule that chose the stronger co-lord'),
  moved: z.boolean().describe('True when the arudhaRule exception moved the pada to the 10th from where it fell'),
});

const GrahaArudhaSchema = SignSchema.extend({
  graha: NamedSchema,
  ownSign: z.string().describe('The sign counted to: the own sign, or the stronger of two'),
  ownSignRule: z.string().nullable().describe('For a graha owning two signs, the rule that chose the stronger'),
  moved: z.boolean(),
});

const ArgalaSchema = z.object({
  kind: z.enum(ARGALA_KINDS).describe('primary (2nd, 4th, 11th), secondary (5th), or by malefics in the 3rd'),
  house: z.number().int().describe('The house, counted from the sign receiving the argala, the causing grahas stand in'),
  sign: z.string(),
  causedBy: z.array(NamedSchema),
  obstructionHouse: z.number().int().nullable().describe('The house obstructing it (12th, 10th, 3rd, 9th); null for malefics in the 3rd'),
  obstructedBy: z.array(NamedSchema),
  obstructed: z.boolean().describe('True when the obstructing grahas are at least as many as the causing ones'),
});

/** The Jaimini options a response echoes. */
export const JaiminiSettingsSchema = z.object({
  karakas: z.number().int(),
  arudhaRule: z.enum(ARUDHA_RULES),
  varga: z.string(),
  sunrise: z.enum(RISE_SET_CONVENTIONS),
  lagnaSunrise: z.enum(LAGNA_SUNRISES),
  gulika: z.enum(GULIKA_CONVENTIONS),
  lordlessPart: z.enum(LORDLESS_PARTS),
});

/** The Jaimini options a response echoes. */
export function jaiminiSettingsOf(options: JaiminiOptions): z.output<typeof JaiminiSettingsSchema> {
  return {
    karakas: options.karakas,
    arudhaRule: options.arudhaRule,
    varga: `D${options.varga}`,
    sunrise: options.sunrise,
    lagnaSunrise: options.lagnaSunrise,
    gulika: options.gulika,
    lordlessPart: options.lordlessPart,
  };
}

/** The Jaimini points without the birth and the settings. */
export const JaiminiPointsSchema = z
  .object({
    karakas: z.array(KarakaSchema),
    karakamsa: SignSchema.extend({ grahas: z.array(NamedSchema).describe('Grahas in this sign in the rashi chart') }).describe(
      'The navamsha (D9) sign of the atmakaraka, read in the rashi chart',
    ),
    swamsa: SignSchema.extend({ grahas: z.array(NamedSchema).describe('Grahas in this sign in the navamsha') }).describe(
      'The same sign taken as the lagna of the navamsha (D9)',
    ),
    arudhas: z.object({
      chart: z.string(),
      arudhaLagna: SignSchema,
      upapada: SignSchema,
      bhava: z.array(ArudhaSchema),
      grahas: z.array(GrahaArudhaSchema),
    }),
    argala: z.object({
      houses: z.array(SignSchema.extend({ house: z.number().int(), argalas: z.array(ArgalaSchema) })),
      grahas: z.array(z.object({ graha: NamedSchema, argalas: z.array(ArgalaSchema) })).describe('On each graha\'s sign; on Ketu counted backwards'),
    }),
    specialLagnas: z
      .object({
        sree: PointSchema.describe('Lagna + the fraction of its nakshatra the Moon has travelled × 360°'),
        indu: SignSchema.describe('A sign: the kalas of the 9th lords from the lagna and the Moon, counted from the Moon'),
        kunda: PointSchema.describe('Lagna × 81, modulo 360°'),
        bhriguBindu: PointSchema.describe('Midpoint of the arc from Rahu forward to the Moon'),
        bhava: NamedPointSchema.describe('The Sun at sunrise + 0.25° a minute since sunrise (one sign per 5 ghatis)'),
        hora: NamedPointSchema.describe('The Sun at sunrise + 0.5° a minute (one sign per 2½ ghatis)'),
        ghati: NamedPointSchema.describe('The Sun at sunrise + 1.25° a minute (one sign per ghati)'),
        vighati: NamedPointSchema.describe('The Sun at sunrise + 15° a minute (one sign per 5 vighatis)'),
        pranapada: NamedPointSchema.describe('The Sun at birth + 5° a minute since sunrise; + 240° for a Sun in a fixed sign, + 120° in a dual one'),
        varnada: NamedPointSchema.describe('The sign from the lagna\'s and the hora lagna\'s counts (BPHS ch. 5), at the lagna\'s degree'),
      })
      .describe('The special lagnas of the rashi chart'),
    upagrahas: z
      .array(NamedPointSchema.extend({ id: z.string(), rises: z.string().nullable().describe('ISO UTC: the instant whose lagna it is (parts of the day); null for the dhuma group') }))
      .describe('Dhuma, vyatipata, parivesha, indrachapa, upaketu (from the Sun), kaala, mrityu, artha prahara, yama ghantaka, gulika, mandi (the lagna at a part of the day or night)'),
    birthDay: z
      .object({
        sunrise: z.string(),
        sunset: z.string(),
        nextSunrise: z.string(),
        weekday: z.string(),
        byNight: z.boolean(),
        lagnasCountedFrom: z.string().describe('The sunrise the bhava, hora, ghati and vighati lagnas count from (lagnaSunrise)'),
      })
      .describe('The Vedic day of the birth (ISO UTC instants), by the sunrise rule'),
    rashiDrishti: z.object({
      signs: z.array(SignSchema.extend({ aspects: z.array(SignSchema) })),
      grahas: z.array(
        z.object({ graha: NamedSchema, sign: z.string(), aspectsSigns: z.array(SignSchema), aspectsGrahas: z.array(NamedSchema) }),
      ),
    }),
  })
  .meta({ id: 'JaiminiPoints' });

// ── Presenter ──────────────────────────────────────────────────────────────────────────────────────────────

function sign(n: SignNumber, lang: Lang) {
  return { sign: signName(n, lang), signNumber: n };
}

function point(longitude: number, lang: Lang) {
  const signNumber = signOfLongitude(longitude);
  return { ...sign(signNumber, lang), degree: degreeText(degreeInSign(longitude)), longitude };
}

function namedPoint(record: { en: string; hi: string; defined: { en: string; hi: string } }, longitude: number, lagnaSign: SignNumber, lang: Lang) {
  const { nakshatra, pada } = nakshatraPada(longitude);
  const signNumber = signOfLongitude(longitude);
  return {
    name: named(record, lang),
    ...point(longitude, lang),
    nakshatra: named(nakshatraByNumber(nakshatra)!, lang),
    nakshatraPada: pada,
    house: ((signNumber - lagnaSign + 12) % 12) + 1,
    definition: named(record.defined, lang),
  };
}

function graha(id: GrahaId, lang: Lang) {
  return { id, name: named(grahaById(id), lang) };
}

function argala(entry: Argala, lang: Lang) {
  return {
    kind: entry.kind,
    house: entry.house,
    sign: signName(entry.sign, lang),
    causedBy: entry.causedBy.map((id) => graha(id, lang)),
    obstructionHouse: entry.obstructionHouse,
    obstructedBy: entry.obstructedBy.map((id) => graha(id, lang)),
    obstructed: entry.obstructed,
  };
}

/** The Jaimini points in the request's language. */
export function jaiminiPointsResponse(result: JaiminiPoints, lang: Lang): z.output<typeof JaiminiPointsSchema> {
  const { options, report, sunrisePoints: sunrise } = result;
  const rashiSign = rashiSignOf(report.chart);
  const navamshaSign = rashiSignOf(result.navamsha);
  const lagnaSign = signOfLongitude(report.chart.lagnaLongitude);
  const lagnaPoint = (id: (typeof SUNRISE_LAGNA_NAMES)[number]['id']) =>
    namedPoint(SUNRISE_LAGNA_NAMES.find((record) => record.id === id)!, sunrise.lagnas[id], lagnaSign, lang);
  const parts = sunrise.partUpagrahas as Readonly<Record<string, { instant: number; longitude: number }>>;
  const dhuma = sunrise.dhumaGroup as Readonly<Record<string, number>>;
  return {
    karakas: result.karakas.map((assignment) => {
      const record = CHARA_KARAKAS.find((karaka) => karaka.id === assignment.karaka)!;
      return {
        karaka: assignment.karaka,
        name: named(record, lang),
        signifies: named(record.signifies, lang),
        graha: graha(assignment.graha, lang),
        degree: degreeText(assignment.rankingDegree),
        tiedWith: [...assignment.tiedWith],
      };
    }),
    karakamsa: { ...sign(result.karakamsa, lang), grahas: grahasInSign(result.karakamsa, rashiSign).map((id) => graha(id, lang)) },
    swamsa: { ...sign(result.karakamsa, lang), grahas: grahasInSign(result.karakamsa, navamshaSign).map((id) => graha(id, lang)) },
    arudhas: {
      chart: `D${options.varga}`,
      arudhaLagna: sign(result.bhavaArudhas[0]!.sign, lang),
      upapada: sign(result.bhavaArudhas[11]!.sign, lang),
      bhava: result.bhavaArudhas.map((pada) => ({
        pada: `A${pada.house}`,
        house: pada.house,
        houseSign: signName(pada.houseSign, lang),
        lord: graha(pada.lord, lang),
        coLordRule: pada.coLordRule,
        ...sign(pada.sign, lang),
        moved: pada.moved,
      })),
      grahas: result.grahaArudhas.map((arudha) => ({
        graha: graha(arudha.graha, lang),
        ownSign: signName(arudha.ownSign, lang),
        ownSignRule: arudha.ownSignRule,
        ...sign(arudha.sign, lang),
        moved: arudha.moved,
      })),
    },
    argala: {
      houses: houseArgalas(report.chart).map((house, index) => ({
        house: index + 1,
        ...sign(house.sign, lang),
        argalas: house.argalas.map((entry) => argala(entry, lang)),
      })),
      grahas: Object.entries(grahaArgalas(report.chart)).map(([id, argalas]) => ({ graha: graha(id as GrahaId, lang), argalas: argalas.map((entry) => argala(entry, lang)) })),
    },
    specialLagnas: {
      sree: point(sreeLagna(report.chart), lang),
      indu: sign(induLagnaSign(report.chart), lang),
      kunda: point(kundaLagna(report.chart), lang),
      bhriguBindu: point(bhriguBindu(report.chart), lang),
      bhava: lagnaPoint('bhava'),
      hora: lagnaPoint('hora'),
      ghati: lagnaPoint('ghati'),
      vighati: lagnaPoint('vighati'),
      pranapada: lagnaPoint('pranapada'),
      varnada: lagnaPoint('varnada'),
    },
    upagrahas: UPAGRAHA_NAMES.map((record) => {
      const part = parts[record.id];
      return { id: record.id, ...namedPoint(record, part ? part.longitude : dhuma[record.id]!, lagnaSign, lang), rises: part ? toIsoUtc(part.instant) : null };
    }),
    birthDay: {
      sunrise: toIsoUtc(sunrise.day.sunrise),
      sunset: toIsoUtc(sunrise.day.sunset),
      nextSunrise: toIsoUtc(sunrise.day.nextSunrise),
      weekday: named(VARAS[sunrise.day.weekday]!, lang),
      byNight: sunrise.byNight,
      lagnasCountedFrom: toIsoUtc(sunrise.lagnaSunrise),
    },
    rashiDrishti: {
      signs: SIGNS.map((from) => ({ ...sign(from.number, lang), aspects: signsAspectedBy(from.number).map((to) => sign(to, lang)) })),
      grahas: GRAHA_IDS.map((id) => {
        const aspected = signsAspectedBy(rashiSign(id));
        return {
          graha: graha(id, lang),
          sign: signName(rashiSign(id), lang),
          aspectsSigns: aspected.map((to) => sign(to, lang)),
          aspectsGrahas: GRAHA_IDS.filter((other) => aspected.includes(rashiSign(other))).map((other) => graha(other, lang)),
        };
      }),
    },
  };
}
