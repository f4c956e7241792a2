/**
 * Synastry: both charts, their cross-aspects and house overlays, the composite and Davison charts, and the score
 * with its terms.
 */
import { SYNASTRY_BANDS } from '../../../data/western-synastry.ts';
import { SYNASTRY_METHOD } from '../../../data/western-words.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { isoInstant } from '../../shared/format.ts';
import { byId, type Lang, named } from '../../shared/lang.ts';
import type { SynastryResult } from './operations.ts';
import { aspectOf, chartCore, pointName, settingsOf } from './present-chart.ts';

/** Both charts, their cross-aspects and overlays, the composite and Davison charts and the score. */
export function synastryResponse(result: SynastryResult, lang: Lang) {
  const { synastry, pair } = result;
  const overlays = (list: readonly { body: string; house: number }[]) => list.map((item) => ({ body: item.body, name: pointName(item.body, lang), house: item.house }));
  const band = byId(SYNASTRY_BANDS, synastry.score.band);
  return {
    settings: { ...settingsOf(result.choices, lang), fortune: result.choices.fortune },
    person1: { name: pair[0].name, birthDetails: birthDetailsOf(pair[0]), ...chartCore(synastry.first, lang) },
    person2: { name: pair[1].name, birthDetails: birthDetailsOf(pair[1]), ...chartCore(synastry.second, lang) },
    aspects: synastry.aspects.map((aspect) => aspectOf(aspect, lang)),
    overlays: { person1InPerson2Houses: overlays(synastry.overlays.firstInSecond), person2InPerson1Houses: overlays(synastry.overlays.secondInFirst) },
    composite: { latitude: synastry.composite.latitude, ...chartCore(synastry.composite, lang) },
    davison: {
      date: isoInstant(synastry.davison.instant),
      latitude: synastry.davison.latitude,
      longitude: synastry.davison.longitude,
      ...chartCore(synastry.davison, lang),
    },
    score: {
      score: synastry.score.score,
      band: { id: band.id, description: named(band, lang) },
      harmony: synastry.score.harmony,
      tension: synastry.score.tension,
      method: named(SYNASTRY_METHOD, lang),
      terms: synastry.score.terms.map((term) => ({
        from: term.aspect.from,
        to: term.aspect.to,
        aspect: term.aspect.aspect,
        orb: term.aspect.orb,
        tone: term.tone,
        weight: term.weight,
        closeness: term.closeness,
        points: term.points,
      })),
    },
  };
}
