/** The strength area's responses in the request's language: the shadbala with bhava and vimshopaka bala, the ashtakavarga. */
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import type { Lang } from '../../shared/lang.ts';
import { ashtakavargaTablesResponse, strengthsResponse } from '../../shared/strengths.ts';
import type { AshtakavargaResult, ShadbalaResult } from './operations.ts';

export function ashtakavargaResponse(result: AshtakavargaResult, lang: Lang) {
  return {
    birthDetails: birthDetailsOf(result.birth),
    warnings: result.birth.warnings,
    settings: { ...chartSettingsOf(result.birth), school: result.tables.school },
    ...ashtakavargaTablesResponse(result.tables, lang),
  };
}

export function shadbalaResponse(result: ShadbalaResult, lang: Lang) {
  return {
    birthDetails: birthDetailsOf(result.birth),
    warnings: result.birth.warnings,
    settings: { ...chartSettingsOf(result.birth), ...result.methods },
    ...strengthsResponse(result.report, lang),
  };
}
