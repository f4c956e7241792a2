/**
 * The balance at birth of a nakshatra dasha measured in time instead of arc (`balance=clock`, bhayata over
 * bhabhoga): the elapsed fraction of the birth star's (tithi's, yoga's) duration, between its start and its end
 * found by root finding (`panchanga/elements.ts` occurrenceAt). Returned as the equivalent starting angle, so that
 * the nakshatra dasha builder places the first lord and its balance unchanged: part k (1-based) elapsed by a
 * fraction f of its time gives the angle (k − 1 + f) × the part's width.
 */
import { InvalidParameterError } from '../errors.ts';
import { elementStepDeg, occurrenceAt } from '../panchanga/elements.ts';
import type { DashaChart } from './types.ts';

/**
 * The starting angle, degrees [0, 360), whose elapsed part of the birth star (`nakshatra`: the sidereal Moon,
 * 13°20′ parts), tithi (`tithi`: Moon − Sun, 12° parts), karana (`karana`: Moon − Sun, 6° parts) or yoga (`yoga`:
 * sidereal Sun + Moon, 13°20′ parts) equals
 * the elapsed part of its duration at the birth instant.
 * @throws InvalidParameterError when the chart does not carry the frame it was computed in (`DashaChart.frame`)
 */
export function clockBalanceStartDeg(part: 'nakshatra' | 'tithi' | 'yoga' | 'karana', chart: DashaChart): number {
  if (chart.frame === undefined) throw new InvalidParameterError('The clock balance needs the ayanamsha and positions the chart was computed with', part);
  const occurrence = occurrenceAt(part, chart.birth, chart.frame);
  const elapsed = (chart.birth - occurrence.start) / (occurrence.end - occurrence.start);
  return (occurrence.index - 1 + Math.min(Math.max(elapsed, 0), 1 - 1e-12)) * elementStepDeg(part);
}
