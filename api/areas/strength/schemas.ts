/** Schemas of the strength area: the shadbala, bhava bala and vimshopaka bala, and the ashtakavarga of a birth. */
import { z } from 'zod';
import { RISE_SET_CONVENTIONS } from '../../../astro/rise-set.ts';
import { ASHTAKAVARGA_SCHOOLS } from '../../../data/ashtakavarga.ts';
import { AYANA_METHODS, CHESHTA_METHODS, SHADBALA_TRADITIONS } from '../../../data/shadbala.ts';
import { BirthDetailsSchema, birthQuerySchema, ChartSettingsSchema, WarningsSchema } from '../../shared/birth.ts';
import { closedWord, OptionFields } from '../../shared/params.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import { AshtakavargaTablesSchema, StrengthsSchema } from '../../shared/strengths.ts';

/** The kundali's birth fields (and its default zone), and which table of benefic places. */
export const AshtakavargaQuerySchema = birthQuerySchema(KUNDALI_TIMEZONE_HOURS).extend({
  school: closedWord(ASHTAKAVARGA_SCHOOLS)
    .default('parashara')
    .describe('Table of benefic places: parashara (BPHS, default) or narasimha-rao (four lists as in his Vedic Astrology: An Integrated Approach); docs/strength.md'),
});
export type AshtakavargaQuery = z.output<typeof AshtakavargaQuerySchema>;

export const AshtakavargaResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    warnings: WarningsSchema,
    settings: ChartSettingsSchema.extend({ school: z.enum(ASHTAKAVARGA_SCHOOLS) }),
    ...AshtakavargaTablesSchema.shape,
  })
  .meta({ id: 'Ashtakavarga' });

/** The methods a shadbala request can choose where texts differ. */
export const ShadbalaMethodFields = {
  tradition: closedWord(SHADBALA_TRADITIONS)
    .default('raman')
    .describe('Reading of BPHS ch. 27: raman (Graha and Bhava Balas: saptavargaja 22.5/15/7.5/3.75/1.875 below own sign, no cheshta bala for the Sun and Moon, the Sun\'s minimum 5 rupas; default) or bphs (Santhanam: 20/15/10/4/2, the Sun\'s cheshta its ayana bala and the Moon\'s its paksha bala, the Sun\'s minimum 6.5); docs/strength.md'),
  cheshta: closedWord(CHESHTA_METHODS)
    .default('cheshta-kendra')
    .describe('Cheshta bala of Mars … Saturn: cheshta-kendra (BPHS as Raman and V.P. Jain work it: the mean longitudes of Raman\'s tables and the true ones, default), cheshta-kendra-modern (the same with modern mean elements) or motion (the states of motion by speed); docs/strength.md'),
  ayana: closedWord(AYANA_METHODS)
    .default('kranti-table')
    .describe('Ayana bala: kranti-table (Raman: the declination of the sayana longitude by the classical table, obliquity 24°, default) or declination (the true declination with the true obliquity of date); docs/strength.md'),
  sunrise: OptionFields.sunrise.describe('Sunrise rule of the birth day (tribhaga, weekday and hora lords): hindu (default) or observed'),
};

/** The kundali's birth fields (and its default zone), and the shadbala methods. */
export const ShadbalaQuerySchema = birthQuerySchema(KUNDALI_TIMEZONE_HOURS).extend(ShadbalaMethodFields);
export type ShadbalaQuery = z.output<typeof ShadbalaQuerySchema>;

export const ShadbalaResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    warnings: WarningsSchema,
    settings: ChartSettingsSchema.extend({
      tradition: z.enum(SHADBALA_TRADITIONS),
      cheshta: z.enum(CHESHTA_METHODS),
      ayana: z.enum(AYANA_METHODS),
      sunrise: z.enum(RISE_SET_CONVENTIONS),
    }),
    ...StrengthsSchema.shape,
  })
  .meta({ id: 'ShadbalaResponse' });
