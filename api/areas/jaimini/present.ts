/** The Jaimini points as a response in the request's language. */
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import { jaiminiPointsResponse, jaiminiSettingsOf } from '../../shared/jaimini.ts';
import type { Lang } from '../../shared/lang.ts';
import type { JaiminiResult } from './operations.ts';

export function jaiminiResponse(result: JaiminiResult, lang: Lang) {
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: { ...chartSettingsOf(result.birth), ...jaiminiSettingsOf(result.points.options) },
    ...jaiminiPointsResponse(result.points, lang),
  };
}
