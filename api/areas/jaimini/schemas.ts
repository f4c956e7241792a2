/** Schemas of the Jaimini area: the schools' choices (karaka scheme, arudha rule, varga) and the Jaimini points. */
import { z } from 'zod';
import { ARGALA_KINDS } from '../../../astro/jaimini/argala.ts';
import { ARUDHA_RULES } from '../../../astro/jaimini/arudhas.ts';
import { KARAKA_SCHEMES } from '../../../data/karakas.ts';
import { BirthDetailsSchema, birthQuerySchema, ChartSettingsSchema } from '../../shared/birth.ts';
import { closedWord, divisionalChartField } from '../../shared/params.ts';

const karakasField = closedWord(KARAKA_SCHEMES.map(String) as ['8', '7'])
  .default('8')
  .transform((value) => Number(value) as (typeof KARAKA_SCHEMES)[number])
  .describe('Chara karaka scheme: 8 (Sun to Saturn and Rahu, Rahu counted as 30° minus its degree; Narasimha Rao, PyJHora; default) or 7 (Sun to Saturn, no pitrikaraka)');

const arudhaRuleField = closedWord(ARUDHA_RULES)
  .default('bphs')
  .describe('Arudha exception: bphs (a pada in the house itself or the 7th from it moves to the 10th from there; default) or raman (no exception)');

const vargaField = divisionalChartField('D1', 'The chart the arudhas are counted in (each by its Parashari rule)');

export const JaiminiQuerySchema = birthQuerySchema().extend({ karakas: karakasField, arudhaRule: arudhaRuleField, varga: vargaField });
export type JaiminiInput = z.output<typeof JaiminiQuerySchema>;

const SignSchema = z.object({ sign: z.string(), signNumber: z.number().int().min(1).max(12) });
const PointSchema = SignSchema.extend({ degree: z.string().describe('Within the sign'), longitude: z.number().describe('Sidereal, degrees [0, 360)') });
const GrahaRefSchema = z.object({ id: z.string(), name: z.string() });

const KarakaSchema = z.object({
  karaka: z.string().describe('atma, amatya, bhratri, matri, pitri (8 only), putra, gnati, dara'),
  name: z.string(),
  signifies: z.string(),
  graha: GrahaRefSchema,
  degree: z.string().describe('The degree the ranking used: degrees travelled in the sign (Rahu: 30° minus that)'),
  tiedWith: z.array(z.string()).describe('Grahas ranked by a degree within 1″ of this one (the order then keeps Sun … Saturn, Rahu)'),
});

const ArudhaSchema = SignSchema.extend({
  pada: z.string().describe('A1 (arudha lagna) … A12 (upapada)'),
  house: z.number().int(),
  houseSign: z.string(),
  lord: GrahaRefSchema,
  coLordRule: z.string().nullable().describe('Scorpio and Aquarius: the rule that chose the stronger co-lord'),
  moved: z.boolean().describe('True when the arudhaRule exception moved the pada to the 10th from where it fell'),
});

const GrahaArudhaSchema = SignSchema.extend({
  graha: GrahaRefSchema,
  ownSign: z.string().describe('The sign counted to: the own sign, or the stronger of two'),
  ownSignRule: z.string().nullable().describe('For a graha owning two signs, the rule that chose the stronger'),
  moved: z.boolean(),
});

const ArgalaSchema = z.object({
  kind: z.enum(ARGALA_KINDS).describe('primary (2nd, 4th, 11th), secondary (5th), or by malefics in the 3rd'),
  house: z.number().int().describe('The house, counted from the sign receiving the argala, the causing grahas stand in'),
  sign: z.string(),
  causedBy: z.array(GrahaRefSchema),
  obstructionHouse: z.number().int().nullable().describe('The house obstructing it (12th, 10th, 3rd, 9th); null for malefics in the 3rd'),
  obstructedBy: z.array(GrahaRefSchema),
  obstructed: z.boolean().describe('True when the obstructing grahas are at least as many as the causing ones'),
});

export const JaiminiResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema.extend({
      karakas: z.number().int(),
      arudhaRule: z.enum(ARUDHA_RULES),
      varga: z.string(),
    }),
    karakas: z.array(KarakaSchema),
    karakamsa: SignSchema.extend({ grahas: z.array(GrahaRefSchema).describe('Grahas in this sign in the rashi chart') }).describe(
      'The navamsha (D9) sign of the atmakaraka, read in the rashi chart',
    ),
    swamsa: SignSchema.extend({ grahas: z.array(GrahaRefSchema).describe('Grahas in this sign in the navamsha') }).describe(
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
      grahas: z.array(z.object({ graha: GrahaRefSchema, argalas: z.array(ArgalaSchema) })).describe('On each graha\'s sign; on Ketu counted backwards'),
    }),
    specialLagnas: z
      .object({
        sree: PointSchema.describe('Lagna + the fraction of its nakshatra the Moon has travelled × 360°'),
        indu: SignSchema.describe('A sign: the kalas of the 9th lords from the lagna and the Moon, counted from the Moon'),
        kunda: PointSchema.describe('Lagna × 81, modulo 360°'),
        bhriguBindu: PointSchema.describe('Midpoint of the arc from Rahu forward to the Moon'),
      })
      .describe('The special lagnas that need no sunrise (rashi chart)'),
    rashiDrishti: z.object({
      signs: z.array(SignSchema.extend({ aspects: z.array(SignSchema) })),
      grahas: z.array(
        z.object({ graha: GrahaRefSchema, sign: z.string(), aspectsSigns: z.array(SignSchema), aspectsGrahas: z.array(GrahaRefSchema) }),
      ),
    }),
  })
  .meta({ id: 'Jaimini' });
