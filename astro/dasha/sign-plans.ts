/**
 * The sign dashas built from a `SignDashaPlan` (`sign-plan.ts`), by system id: each entry builds the plan of a
 * chart from the dignity reading and the method chosen (null for a system with one method).
 */
import type { DashaDignityId, DashaMethodId } from '../../data/dashas.ts';
import { brahmaPlan } from './brahma.ts';
import { chakraPlan } from './chakra.ts';
import { chaturvidhaUttaraPlan, type UttaraKind } from './chaturvidha-uttara.ts';
import { kendradiPlan } from './kendradi.ts';
import { lagnamsakaPlan } from './lagnamsaka.ts';
import { mandookaPlan } from './mandooka.ts';
import { navamsaDashaPlan } from './navamsa-dasha.ts';
import { padhanadhamsaPlan } from './padhanadhamsa.ts';
import { paryaayaPlan } from './paryaaya.ts';
import { raashiyankaPlan } from './raashiyanka.ts';
import { sandhyaPlan } from './sandhya.ts';
import { type SignDashaPlan } from './sign-plan.ts';
import { taraLagnaPlan } from './tara-lagna.ts';
import { trikonaPlan } from './trikona.ts';
import type { DashaChart } from './types.ts';
import { varnadaPlan } from './varnada.ts';
import { yogardhaPlan } from './yogardha.ts';

type PlanBuilder = (chart: DashaChart, dignities: DashaDignityId, method: DashaMethodId | null) => SignDashaPlan;

const UTTARA_KINDS: Readonly<Record<string, UttaraKind>> = {
  'lagna-uttara': 'lagna', 'kendra-uttara': 'kendra', 'trikona-uttara': 'trikona', 'dasha-uttara': 'strongest',
};

/** The plan builders by system id. */
export const SIGN_PLAN_BUILDERS = {
  brahma: (chart, dignities) => brahmaPlan(chart, dignities),
  lagnamsaka: (chart, dignities) => lagnamsakaPlan(chart, dignities),
  navamsa: (chart) => navamsaDashaPlan(chart),
  mandooka: (chart, dignities) => mandookaPlan(chart, dignities),
  sandhya: (chart, _dignities, method) => sandhyaPlan(chart, method === 'pachaka' ? 'pachaka' : 'equal'),
  'tara-lagna': (chart) => taraLagnaPlan(chart),
  trikona: (chart, dignities) => trikonaPlan(chart, dignities),
  yogardha: (chart, dignities) => yogardhaPlan(chart, dignities),
  'lagna-kendradi': (chart, dignities) => kendradiPlan(chart, 'lagna', dignities),
  'karaka-kendradi': (chart, dignities) => kendradiPlan(chart, 'karaka', dignities),
  'chaturvidha-uttara': (chart, dignities, method) => chaturvidhaUttaraPlan(chart, UTTARA_KINDS[method ?? 'lagna-uttara'] ?? 'lagna', dignities),
  padhanadhamsa: (chart, dignities) => padhanadhamsaPlan(chart, dignities),
  raashiyanka: (chart, dignities, method) => raashiyankaPlan(chart, method === 'ganesh-dutt-pathak' ? 'ganesh-dutt-pathak' : 'tara-chand-shastri', dignities),
  chakra: (chart) => chakraPlan(chart),
  varnada: (chart, dignities) => varnadaPlan(chart, dignities),
  paryaaya: (chart, dignities, method) => paryaayaPlan(chart, method === 'krishna-mishra' ? 'krishna-mishra' : 'iranganti', dignities),
} as const satisfies Record<string, PlanBuilder>;

export type SignPlanSystemId = keyof typeof SIGN_PLAN_BUILDERS;

/** True when a system is built from a sign plan. */
export function isSignPlanSystem(id: string): id is SignPlanSystemId {
  return Object.hasOwn(SIGN_PLAN_BUILDERS, id);
}
