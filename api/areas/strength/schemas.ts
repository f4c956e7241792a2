/** Schemas of the strength area: the ashtakavarga of a birth. */
import { z } from 'zod';
import { ASHTAKAVARGA_SCHOOLS } from '../../../data/ashtakavarga.ts';
import { BirthDetailsSchema, birthQuerySchema, ChartSettingsSchema } from '../../shared/birth.ts';
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

export const AshtakavargaResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema.extend({ school: z.enum(ASHTAKAVARGA_SCHOOLS) }),
    signs: z.array(z.string()).length(12).describe('The sign names the figures are listed by'),
    bhinnashtakavarga: z.array(BhinnaSchema),
    sarvashtakavarga: z.object({ total: z.number().int().describe('337'), bySign, byHouse: z.array(z.number().int()).length(12) }),
  })
  .meta({ id: 'Ashtakavarga' });
