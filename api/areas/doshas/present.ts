/**
 * Dosha responses for one birth: its manglik analysis and its other doshas (api/shared/doshas.ts) with the birth
 * details and settings.
 */
import { birthDetailsOf } from '../../shared/birth.ts';
import { manglikAnalysis, otherDoshas } from '../../shared/doshas.ts';
import type { Lang } from '../../shared/lang.ts';
import { settingsOf } from '../../shared/settings.ts';
import type { BirthDoshas } from './operations.ts';

export function manglikResponse({ birth, report }: BirthDoshas, lang: Lang) {
  return {
    birthDetails: birthDetailsOf(birth),
    settings: settingsOf(birth.input, { zone: birth.zone, source: birth.zoneSource }),
    manglik: manglikAnalysis(report.manglik, lang),
  };
}

export function doshasResponse({ birth, report }: BirthDoshas, lang: Lang) {
  return { ...manglikResponse({ birth, report }, lang), ...otherDoshas(report, lang) };
}
