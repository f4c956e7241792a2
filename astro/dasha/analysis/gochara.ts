/**
 * The gochara (transit) readings: a slow graha's house from the natal Moon sign and its GOCHARA_RULES reading
 * (Sade Sati and the other Saturn phases among them), and the transit text of Saturn, Jupiter and Rahu at `now`.
 */
import { signName } from '../../../data/signs.ts';
import { type HouseNumber, type SignNumber, houseFromSign } from '../../chart/placement.ts';
import type { GrahaTransitRow } from '../../transits/daily.ts';
import {
  GOCHARA_RULES,
  RETROGRADE_CLAUSES,
  type SlowTransitGraha,
  TRANSIT_LAGNA_RULE,
  TRANSIT_TEMPLATE,
} from '../../../data/dasha-interpretation.ts';
import { grahaById } from '../../../data/grahas.ts';
import { named, type Text } from '../../../data/text.ts';
import type { AnalysisContext } from './context.ts';
import { DashaAnalysisError } from './error.ts';
import { themesOf } from './phrases.ts';
import { fillTemplate, ordinal, sentence } from './templates.ts';
import type { Explained } from './types.ts';

/** A gochara reading: the house from the natal Moon sign and what GOCHARA_RULES says of it. */
export interface GocharaReading {
  /** Whole-sign house 1–12 counted from the natal Moon sign. */
  readonly houseFromMoon: HouseNumber;
  readonly ruleId: string;
  readonly favorable: boolean;
  /** What the rule says of the transit, in each language written. */
  readonly phrase: Text;
}

function gocharaRule(graha: SlowTransitGraha, houseFromMoon: HouseNumber) {
  const rules: readonly { readonly id: string; readonly house: number; readonly favorable: boolean; readonly phrase: Text }[] =
    GOCHARA_RULES[graha];
  return rules.find((rule) => rule.house === houseFromMoon) as (typeof rules)[number];
}

/**
 * The gochara reading of a slow graha in a sign: its house from the natal Moon sign and the rule of
 * GOCHARA_RULES (Phaladeepika ch. 26; Sade Sati = Saturn in the 12th, 1st or 2nd from the Moon).
 * @param moonSign natal Moon sign 1–12 (sidereal)
 * @param sign transit sign 1–12 (sidereal, same ayanamsha)
 */
export function gocharaReading(
  graha: SlowTransitGraha,
  moonSign: SignNumber,
  sign: SignNumber,
): GocharaReading {
  const houseFromMoon = houseFromSign(moonSign, sign);
  const rule = gocharaRule(graha, houseFromMoon);
  return { houseFromMoon, ruleId: rule.id, favorable: rule.favorable, phrase: rule.phrase };
}

/**
 * The row of a slow graha among the transit rows at `now`.
 * @throws DashaAnalysisError when it is missing
 */
export function transitRow(transits: readonly GrahaTransitRow[], graha: SlowTransitGraha): GrahaTransitRow {
  const row = transits.find((candidate) => candidate.graha === graha);
  if (row === undefined) throw new DashaAnalysisError(`No transit row for ${graha}`, graha);
  return row;
}

/** The transit text of a slow graha at `now`: sign, degree, motion, gochara reading and house from the lagna. */
export function transitInfluence(context: AnalysisContext, row: GrahaTransitRow, graha: SlowTransitGraha): Explained {
  const sign = row.sign as SignNumber;
  const reading = gocharaReading(graha, context.moonSign, sign);
  const lagnaHouse = houseFromSign(context.lagna, sign);
  const { lang } = context;
  const text = fillTemplate(named(TRANSIT_TEMPLATE, lang), {
    planet: named(grahaById(graha), lang),
    sign: signName(sign, lang),
    degree: String(Math.floor(row.degreeInSign)),
    motion: row.retrograde && graha !== 'rahu' ? named(RETROGRADE_CLAUSES.transit, lang) : '',
    moonHouse: ordinal(reading.houseFromMoon, lang),
    moonSign: signName(context.moonSign, lang),
    gochara: named(reading.phrase, lang),
    lagnaHouse: ordinal(lagnaHouse, lang),
    lagna: signName(context.lagna, lang),
    themes: themesOf(lagnaHouse, lang),
  });
  return { text: sentence(text, lang), rules: [reading.ruleId, TRANSIT_LAGNA_RULE.id] };
}
