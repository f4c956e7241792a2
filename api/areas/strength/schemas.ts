/** Schemas of the strength area: the shadbala, bhava bala and vimshopaka bala, and the ashtakavarga of a birth. */
import { z } from 'zod';
import { ASHTAKAVARGA_SCHOOLS } from '../../../data/ashtakavarga.ts';
import { AYANA_METHODS, BHAVA_SIGN_CLASSES, CHESHTA_METHODS, MOTION_STATE_BALA, SHADBALA_TRADITIONS, VIMSHOPAKA_SCHEME_IDS } from '../../../data/shadbala.ts';
import { BirthDetailsSchema, birthQuerySchema, ChartSettingsSchema } from '../../shared/birth.ts';
import { OptionFields } from '../../shared/params.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';

/** The kundali's birth fields (and its default zone), and which table of benefic places. */
export const AshtakavargaQuerySchema = birthQuerySchema(KUNDALI_TIMEZONE_HOURS).extend({
  school: z
    .enum(ASHTAKAVARGA_SCHOOLS)
    .default('parashara')
    .describe('Table of benefic places: parashara (BPHS, default) or narasimha-rao (four lists as in his Vedic Astrology: An Integrated Approach); docs/strength.md'),
});
export type AshtakavargaQuery = z.output<typeof AshtakavargaQuerySchema>;

const bySign = z.array(z.number().int()).length(12).describe('One figure per sign, Aries … Pisces');

const BhinnaSchema = z.object({
  id: z.string().describe('The graha (sun … saturn) or lagna'),
  name: z.string(),
  total: z.number().int().describe('Bindus in all: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39, lagna 49'),
  bySign,
  byHouse: z.array(z.number().int()).length(12).describe('The same figures by house from the lagna: index 0 is house 1'),
  prastara: z.record(z.string(), z.array(z.number().int()).length(12)).describe('Per contributor (sun … saturn, lagna), 1 where it gives a bindu in that sign'),
  reduced: z
    .object({
      afterTrikona: bySign,
      afterEkadhipatya: bySign,
      rashiPinda: z.number().int(),
      grahaPinda: z.number().int(),
      shodhyaPinda: z.number().int(),
    })
    .nullable()
    .describe('The trikona and ekadhipatya shodhana and the shodhya pinda (the seven grahas; null for the lagna)'),
});

/** The tables without the birth and settings: what `include=ashtakavarga` adds to the kundali. */
export const AshtakavargaTablesSchema = z.object({
  signs: z.array(z.string()).length(12).describe('The sign names the figures are listed by'),
  bhinnashtakavarga: z.array(BhinnaSchema),
  sarvashtakavarga: z.object({ total: z.number().int().describe('337'), bySign, byHouse: z.array(z.number().int()).length(12) }),
});

export const AshtakavargaResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema.extend({ school: z.enum(ASHTAKAVARGA_SCHOOLS) }),
    ...AshtakavargaTablesSchema.shape,
  })
  .meta({ id: 'Ashtakavarga' });

/** The methods a shadbala request can choose where texts differ. */
export const ShadbalaMethodFields = {
  tradition: z
    .enum(SHADBALA_TRADITIONS)
    .default('raman')
    .describe('Reading of BPHS ch. 27: raman (Graha and Bhava Balas: saptavargaja 22.5/15/7.5/3.75/1.875 below own sign, no cheshta bala for the Sun and Moon, the Sun\'s minimum 5 rupas; default) or bphs (Santhanam: 20/15/10/4/2, the Sun\'s cheshta its ayana bala and the Moon\'s its paksha bala, the Sun\'s minimum 6.5); docs/strength.md'),
  cheshta: z
    .enum(CHESHTA_METHODS)
    .default('cheshta-kendra')
    .describe('Cheshta bala of Mars … Saturn: cheshta-kendra (BPHS as Raman and V.P. Jain work it: the mean longitudes of Raman\'s tables and the true ones, default), cheshta-kendra-modern (the same with modern mean elements) or motion (the states of motion by speed); docs/strength.md'),
  ayana: z
    .enum(AYANA_METHODS)
    .default('kranti-table')
    .describe('Ayana bala: kranti-table (Raman: the declination of the sayana longitude by the classical table, obliquity 24°, default) or declination (the true declination with the true obliquity of date); docs/strength.md'),
  sunrise: OptionFields.sunrise.describe('Sunrise rule of the birth day (tribhaga, weekday and hora lords): hindu (default) or observed'),
};

/** The kundali's birth fields (and its default zone), and the shadbala methods. */
export const ShadbalaQuerySchema = birthQuerySchema(KUNDALI_TIMEZONE_HOURS).extend(ShadbalaMethodFields);
export type ShadbalaQuery = z.output<typeof ShadbalaQuerySchema>;

const virupas = z.number().describe('Virupas (60 to a rupa), to 0.01');

const SthanaSchema = z.object({
  uchcha: virupas,
  saptavargaja: virupas,
  vargas: z.array(z.object({ division: z.number().int(), dignity: z.string(), points: z.number() }))
    .describe('Saptavargaja: the dignity scored in D1, D2, D3, D7, D9, D12, D30'),
  ojayugma: virupas,
  kendradi: virupas,
  drekkana: virupas,
  total: virupas,
});

const KalaSchema = z.object({
  nathonnatha: virupas,
  paksha: virupas,
  tribhaga: virupas,
  abda: virupas,
  masa: virupas,
  vara: virupas,
  hora: virupas,
  ayana: virupas,
  yuddha: virupas,
  total: virupas,
});

export const GrahaShadbalaSchema = z.object({
  id: z.string(),
  name: z.string(),
  sthana: SthanaSchema,
  dig: virupas,
  kala: KalaSchema,
  cheshta: virupas.describe('Virupas in the total: 0 for the Sun and Moon with tradition=raman'),
  cheshtaForPhala: virupas.describe('The cheshta figure of the ishta and kashta phala (Raman\'s substitutes for the Sun and Moon)'),
  motionState: z.enum(Object.keys(MOTION_STATE_BALA) as [keyof typeof MOTION_STATE_BALA]).nullable()
    .describe('With cheshta=motion: the state of motion scored (null otherwise, and for the Sun and Moon)'),
  naisargika: virupas,
  drik: virupas,
  total: virupas,
  rupas: z.number().describe('Total ÷ 60, to 0.01'),
  requiredRupas: z.number().describe('The minimum for a strong graha: Sun 5 (raman) or 6.5 (bphs), Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5'),
  ratio: z.number().describe('rupas ÷ requiredRupas, to 0.01'),
  strong: z.boolean().describe('ratio ≥ 1'),
  rank: z.number().int().describe('1 = the highest ratio'),
  benefic: z.boolean().describe('Counted as benefic in the paksha and drik balas'),
  ishtaPhala: virupas.describe('√(uchcha × cheshta), 0–60'),
  kashtaPhala: virupas.describe('√((60 − uchcha)(60 − cheshta)), 0–60'),
  vimshopaka: z.object(Object.fromEntries(VIMSHOPAKA_SCHEME_IDS.map((id) => [id, z.number()])) as Record<(typeof VIMSHOPAKA_SCHEME_IDS)[number], z.ZodNumber>)
    .describe('Vimshopaka bala out of 20 in each scheme, to 0.01'),
});

export const BhavaBalaSchema = z.object({
  bhava: z.number().int(),
  madhya: z.number().describe('Sidereal longitude of the Sripati bhava madhya, degrees'),
  sign: z.string(),
  lord: z.string(),
  signClass: z.enum(BHAVA_SIGN_CLASSES),
  adhipati: virupas,
  dig: virupas,
  drishti: virupas,
  total: virupas,
  rupas: z.number(),
  rank: z.number().int().describe('1 = the strongest bhava'),
});

/** The strengths without the birth and settings: what `include=shadbala` adds to the kundali. */
export const StrengthsSchema = z.object({
  day: z.object({
    sunrise: z.string(),
    sunset: z.string(),
    nextSunrise: z.string(),
    lords: z.object({ year: z.string(), month: z.string(), weekday: z.string(), hora: z.string() }),
  }).describe('The Vedic day of birth as the kala bala reads it (ISO instants, UTC)'),
  planets: z.array(GrahaShadbalaSchema),
  bhavaBala: z.array(BhavaBalaSchema),
}).meta({ id: 'Shadbala' });

export const ShadbalaResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema.extend({
      tradition: z.enum(SHADBALA_TRADITIONS),
      cheshta: z.enum(CHESHTA_METHODS),
      ayana: z.enum(AYANA_METHODS),
      sunrise: OptionFields.sunrise.unwrap(),
    }),
    ...StrengthsSchema.shape,
  })
  .meta({ id: 'ShadbalaResponse' });
