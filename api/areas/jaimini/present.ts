/** The Jaimini points as a response in the request's language. */
import { GRAHA_IDS, type GrahaId, grahaById } from '../../../data/grahas.ts';
import { CHARA_KARAKAS } from '../../../data/karakas.ts';
import { SIGNS, signName, type SignNumber } from '../../../data/signs.ts';
import { degreeInSign, signOfLongitude } from '../../../astro/chart/placement.ts';
import { grahasInSign, rashiSignOf } from '../../../astro/jaimini/karakas.ts';
import { type Argala, grahaArgalas, houseArgalas } from '../../../astro/jaimini/argala.ts';
import { bhriguBindu, induLagnaSign, kundaLagna, sreeLagna } from '../../../astro/jaimini/special-lagnas.ts';
import { signsAspectedBy } from '../../../astro/jaimini/rashi-drishti.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import { degreeText } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { JaiminiResult } from './operations.ts';

function sign(n: SignNumber, lang: Lang) {
  return { sign: signName(n, lang), signNumber: n };
}

function point(longitude: number, lang: Lang) {
  const signNumber = signOfLongitude(longitude);
  return { ...sign(signNumber, lang), degree: degreeText(degreeInSign(longitude)), longitude };
}

function graha(id: GrahaId, lang: Lang) {
  return { id, name: named(grahaById(id), lang) };
}

function argala(entry: Argala, lang: Lang) {
  return {
    kind: entry.kind,
    house: entry.house,
    sign: signName(entry.sign, lang),
    causedBy: entry.causedBy.map((id) => graha(id, lang)),
    obstructionHouse: entry.obstructionHouse,
    obstructedBy: entry.obstructedBy.map((id) => graha(id, lang)),
    obstructed: entry.obstructed,
  };
}

export function jaiminiResponse(result: JaiminiResult, lang: Lang) {
  const { input, report } = result;
  const rashiSign = rashiSignOf(report.chart);
  const navamshaSign = rashiSignOf(result.navamsha);
  const bhava = result.bhavaArudhas.map((pada) => ({
    pada: `A${pada.house}`,
    house: pada.house,
    houseSign: signName(pada.houseSign, lang),
    lord: graha(pada.lord, lang),
    coLordRule: pada.coLordRule,
    ...sign(pada.sign, lang),
    moved: pada.moved,
  }));
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: { ...chartSettingsOf(result.birth), karakas: input.karakas, arudhaRule: input.arudhaRule, varga: `D${input.varga}` },
    karakas: result.karakas.map((assignment) => {
      const record = CHARA_KARAKAS.find((karaka) => karaka.id === assignment.karaka)!;
      return {
        karaka: assignment.karaka,
        name: named(record, lang),
        signifies: named(record.signifies, lang),
        graha: graha(assignment.graha, lang),
        degree: degreeText(assignment.rankingDegree),
        tiedWith: [...assignment.tiedWith],
      };
    }),
    karakamsa: { ...sign(result.karakamsa, lang), grahas: grahasInSign(result.karakamsa, rashiSign).map((id) => graha(id, lang)) },
    swamsa: { ...sign(result.karakamsa, lang), grahas: grahasInSign(result.karakamsa, navamshaSign).map((id) => graha(id, lang)) },
    arudhas: {
      chart: `D${input.varga}`,
      arudhaLagna: sign(result.bhavaArudhas[0]!.sign, lang),
      upapada: sign(result.bhavaArudhas[11]!.sign, lang),
      bhava,
      grahas: result.grahaArudhas.map((arudha) => ({
        graha: graha(arudha.graha, lang),
        ownSign: signName(arudha.ownSign, lang),
        ownSignRule: arudha.ownSignRule,
        ...sign(arudha.sign, lang),
        moved: arudha.moved,
      })),
    },
    argala: {
      houses: houseArgalas(report.chart).map((house, index) => ({
        house: index + 1,
        ...sign(house.sign, lang),
        argalas: house.argalas.map((entry) => argala(entry, lang)),
      })),
      grahas: Object.entries(grahaArgalas(report.chart)).map(([id, argalas]) => ({ graha: graha(id as GrahaId, lang), argalas: argalas.map((entry) => argala(entry, lang)) })),
    },
    specialLagnas: {
      sree: point(sreeLagna(report.chart), lang),
      indu: sign(induLagnaSign(report.chart), lang),
      kunda: point(kundaLagna(report.chart), lang),
      bhriguBindu: point(bhriguBindu(report.chart), lang),
    },
    rashiDrishti: {
      signs: SIGNS.map((from) => ({ ...sign(from.number, lang), aspects: signsAspectedBy(from.number).map((to) => sign(to, lang)) })),
      grahas: GRAHA_IDS.map((id) => {
        const aspected = signsAspectedBy(rashiSign(id));
        return {
          graha: graha(id, lang),
          sign: signName(rashiSign(id), lang),
          aspectsSigns: aspected.map((to) => sign(to, lang)),
          aspectsGrahas: GRAHA_IDS.filter((other) => aspected.includes(rashiSign(other))).map((other) => graha(other, lang)),
        };
      }),
    },
  };
}
