/**
 * The graha dashas whose lords and years come from the chart (`data/graha-dashas.ts`): one builder per system,
 * chosen by id. Each gives the scheme (mahadashas and the rule of sub-periods), the balance at birth and the years
 * of one cycle for this chart.
 */
import type { DashaMethodId, GrahaDashaSystem } from '../../data/dashas.ts';
import { aayuDashaScheme } from './aayu.ts';
import type { AyurdayaMethod } from './ayurdaya.ts';
import { buddhiGathiDashaScheme } from './buddhi-gathi.ts';
import { kaalaDashaScheme } from './kaala.ts';
import { karakaDashaScheme } from './karaka-dasha.ts';
import { moolaDashaScheme } from './moola.ts';
import { naisargikaDashaScheme } from './naisargika.ts';
import { saptarishiDashaScheme } from './saptarishi.ts';
import { taraDashaScheme } from './tara.ts';
import type { DashaScheme } from './periods.ts';
import type { DashaBalance, DashaChart } from './types.ts';

/** Aayu dasha's longevity method from `method=`: null (the default, `strongest`) lets the chart choose. */
export function aayuMethod(method: DashaMethodId | null): AyurdayaMethod | null {
  return method === 'pindayu' || method === 'nisargayu' || method === 'amsayu' ? method : null;
}

/** A graha dasha applied to one chart. */
export interface GrahaDashaScheme extends DashaScheme {
  readonly balance: DashaBalance;
  /** Years of the mahadashas of one cycle for this chart. */
  readonly cycleYears: number;
}

/**
 * The scheme of a graha dasha for a chart.
 * @param yearDays length of one dasha year in days
 * @param method the system's method (`DASHA_METHODS`), null for a system with one
 */
export function grahaDashaScheme(system: GrahaDashaSystem, chart: DashaChart, yearDays: number, method: DashaMethodId | null): GrahaDashaScheme {
  switch (system.id) {
    case 'naisargika':
      return naisargikaDashaScheme(chart, yearDays);
    case 'karaka':
      return karakaDashaScheme(chart, yearDays);
    case 'tara':
      return taraDashaScheme(chart, yearDays, method === 'pyjhora-strength' ? 'pyjhora-strength' : 'narasimha-rao');
    case 'saptarishi-nakshatra':
      return saptarishiDashaScheme(chart, yearDays);
    case 'moola':
      return moolaDashaScheme(chart, yearDays, method === 'pyjhora-strength' ? 'pyjhora-strength' : 'narasimha-rao');
    case 'kaala':
      return kaalaDashaScheme(chart, yearDays);
    case 'buddhi-gathi':
      return buddhiGathiDashaScheme(chart, yearDays);
    case 'aayu':
      return aayuDashaScheme(chart, yearDays, aayuMethod(method));
  }
}
