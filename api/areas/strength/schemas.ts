/** Schemas of the strength area: the shadbala, bhava bala and vimshopaka bala, and the ashtakavarga of a birth. */
import { z } from 'zod';
import { RISE_SET_CONVENTIONS } from '../../../astro/rise-set.ts';
import { ASHTAKAVARGA_SCHOOLS } from '../../../data/ashtakavarga.ts';
import { AYANA_METHODS, BHAVA_LORD_METHODS, CHESHTA_METHODS, MERCURY_COMPANY_METHODS, MOON_PAKSHA_METHODS, SHADBALA_TRADITIONS, WAR_AMOUNT_METHODS } from '../../../data/shadbala.ts';
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
  moonPaksha: closedWord(MOON_PAKSHA_METHODS)
    .default('bright-half')
    .describe('The Moon\'s doubled paksha bala: bright-half (the benefic figure, elongation ÷ 3, whatever the phase: Raman, Graha and Bhava Balas ch. V; default) or by-phase (a waning Moon\'s figure as a malefic, 60 − elongation ÷ 3, as PyJHora doubles it); docs/strength.md'),
  warAmount: closedWord(WAR_AMOUNT_METHODS)
    .default('through-hora')
    .describe('The amount of a planetary war, the difference of: through-hora (sthana, dig and kala bala up to the hora bala: Raman ch. V; default) or without-lords (leaving out the abda, masa and vara balas, as PyJHora sums it); docs/strength.md'),
  bhavaLord: closedWord(BHAVA_LORD_METHODS)
    .default('madhya-sign')
    .describe('Whose shadbala is a bhava\'s bhavadhipati bala: madhya-sign (the lord of the sign of the bhava madhya: Raman ch. IX; default) or house-sign (the lord of the whole sign of the house counted from the lagna, as PyJHora takes it with the lagna past 15° of its sign); docs/strength.md'),
  mercuryCompany: closedWord(MERCURY_COMPANY_METHODS)
    .default('with-nodes')
    .describe('Whether Mercury counts as benefic by its company: with-nodes (benefic unless the malefics in its sign, the nodes among them, outnumber the benefics: V.P. Jain, Shadbala and Bhavabala; default) or without-nodes (the nodes not counted, a tie decided by the graha nearest Mercury, as PyJHora applies Jain\'s rule); docs/strength.md'),
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
      moonPaksha: z.enum(MOON_PAKSHA_METHODS),
      warAmount: z.enum(WAR_AMOUNT_METHODS),
      bhavaLord: z.enum(BHAVA_LORD_METHODS),
      mercuryCompany: z.enum(MERCURY_COMPANY_METHODS),
    }),
    ...StrengthsSchema.shape,
  })
  .meta({ id: 'ShadbalaResponse' });
