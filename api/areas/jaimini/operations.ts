/**
 * The Jaimini points of a birth: chara karakas, karakamsa and swamsa, arudhas (in any varga); argala and rashi
 * drishti are read from the rashi chart by the presenter. The arithmetic is whole-sign and cheap, so it runs here
 * on the birth report the worker pool returns.
 */
import type { Placements } from '../../../astro/chart/placement.ts';
import { vargaPlacements } from '../../../astro/chart/vargas.ts';
import { type BhavaArudha, bhavaArudhas, type GrahaArudha, grahaArudhas } from '../../../astro/jaimini/arudhas.ts';
import { charaKarakas, type KarakaAssignment, karakamsaSign } from '../../../astro/jaimini/karakas.ts';
import type { SignNumber } from '../../../data/signs.ts';
import { type BirthChart, birthChart } from '../../shared/birth-chart.ts';
import type { Services } from '../../shared/services.ts';
import type { JaiminiInput } from './schemas.ts';

export interface JaiminiResult extends BirthChart {
  input: JaiminiInput;
  karakas: KarakaAssignment[];
  karakamsa: SignNumber;
  navamsha: Placements;
  arudhaChart: Placements;
  bhavaArudhas: BhavaArudha[];
  grahaArudhas: GrahaArudha[];
}

export async function jaimini(services: Services, input: JaiminiInput): Promise<JaiminiResult> {
  const chart = await birthChart(services, input);
  const placements = chart.report.chart;
  const karakas = charaKarakas(placements, input.karakas);
  const arudhaChart = input.varga === 1 ? placements : vargaPlacements(placements, input.varga);
  return {
    ...chart,
    input,
    karakas,
    karakamsa: karakamsaSign(placements, karakas[0]!.graha),
    navamsha: vargaPlacements(placements, 9),
    arudhaChart,
    bhavaArudhas: bhavaArudhas(arudhaChart, input.arudhaRule),
    grahaArudhas: grahaArudhas(arudhaChart, input.arudhaRule),
  };
}
