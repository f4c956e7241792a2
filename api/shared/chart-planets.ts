/**
 * The planets of a birth chart as the chart responses list them (the kundali, and planets/extended's natal form):
 * each graha's sidereal place, sign and nakshatra with their lords, house, speed and conditions (dignity,
 * combustion, planetary war), as its zod schema and its presenter.
 */
import { z } from 'zod';
import type { BirthReport } from '../../astro/reports/birth-report.ts';
import { GRAHA_IDS, grahaById, type GrahaId } from '../../data/grahas.ts';
import { nakshatraByNumber } from '../../data/nakshatras.ts';
import { signByNumber } from '../../data/signs.ts';
import { DIGNITY_WORDS } from '../../data/words.ts';
import { degreeText } from './format.ts';
import { type Lang, named, writtenIn } from './lang.ts';

export const ChartPlanetSchema = z
  .object({
    name: z.string(),
    id: z.string(),
    longitude: z.number().describe('Sidereal longitude, degrees'),
    latitude: z.number(),
    distance: z.number().describe('AU (0 for the nodes)'),
    speed: z.number().describe('Degrees per day'),
    rashi: z.string(),
    rashiLord: z.string(),
    nakshatra: z.string(),
    nakshatraLord: z.string(),
    nakshatraPada: z.number().int(),
    house: z.number().int().describe('Whole-sign house from the lagna'),
    bhava: z.number().int().describe('House under the requested house system'),
    degree: z.string().describe('Degrees and minutes within the sign'),
    retrograde: z.boolean(),
    tropicalLongitude: z.number(),
    dignity: z.string(),
    combust: z.boolean(),
    planetaryWar: z.object({ with: z.string(), won: z.boolean() }).nullable(),
  })
  .meta({ id: 'ChartPlanet' });

const grahaName = (id: GrahaId, lang: Lang) => named(grahaById(id), lang);

/** Each of the nine grahas of a birth report, in `GRAHA_IDS` order, named in the request's language. */
export function planetsOf(report: BirthReport, lang: Lang) {
  const { chart, conditions } = report;
  return GRAHA_IDS.map((id) => {
    const g = chart.grahas[id];
    const sign = signByNumber(g.sign)!;
    const nakshatra = nakshatraByNumber(g.nakshatra)!;
    const c = conditions[id];
    return {
      name: grahaName(id, lang),
      id,
      longitude: g.longitude,
      latitude: g.latitude,
      distance: g.distanceAu,
      speed: g.speedDegPerDay,
      rashi: named(sign, lang),
      rashiLord: grahaName(sign.lord, lang),
      nakshatra: named(nakshatra, lang),
      nakshatraLord: grahaName(nakshatra.lord, lang),
      nakshatraPada: g.pada,
      house: g.house,
      bhava: g.bhava,
      degree: degreeText(g.degreeInSign),
      retrograde: g.retrograde,
      tropicalLongitude: g.tropicalLongitude,
      // English keeps the dignity's key (`own`, `great-friend` …) as it always has; another language its word
      // (स्वराशि …) where written.
      dignity: lang === 'en' ? c.dignity : (writtenIn(DIGNITY_WORDS[c.dignity], lang) ?? c.dignity),
      combust: c.combust,
      planetaryWar: c.war ? { with: grahaName(c.war.winner === id ? c.war.loser : c.war.winner, lang), won: c.war.winner === id } : null,
    };
  });
}
