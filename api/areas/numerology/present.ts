/**
 * Numerology responses. The engine's life path report already has the interface's shape and words (its texts
 * come from `data/numerology.ts`, English only), so presenting it is the identity. Name numbers and
 * compatibility take their meanings, grades and verdicts from data/numerology-name.ts in the request's language.
 */
import type { NumerologyCompatibility } from '../../../astro/numerology/compatibility.ts';
import type { LifePathReport } from '../../../astro/numerology/life-path.ts';
import type { NameNumber, NameNumbers } from '../../../astro/numerology/name.ts';
import type { NumerologySystem } from '../../../data/numerology-letters.ts';
import { COMPATIBILITY_GRADES, COMPATIBILITY_VERDICTS, NAME_NUMBER_MEANINGS } from '../../../data/numerology-name.ts';
import { type Lang, named, type Text } from '../../shared/lang.ts';
import type { CompatibilityQuery, LifePathResponse } from './schemas.ts';

export function lifePathResponse(report: LifePathReport): LifePathResponse {
  return report;
}

const SYSTEM_NAMES = {
  pythagorean: { en: 'Pythagorean', hi: 'पाइथागोरियन', ta: 'பித்தகோரியன்', te: 'పైథాగోరియన్', kn: 'ಪೈಥಾಗೋರಿಯನ್', ml: 'പൈതഗോറിയൻ', mr: 'पायथागोरियन', bn: 'পিথাগোরীয়', gu: 'પાયથાગોરિયન' },
  chaldean: { en: 'Chaldean (Cheiro)', hi: 'कैल्डियन (कीरो)', ta: 'கால்டியன் (கீரோ)', te: 'కాల్డియన్ (కీరో)', kn: 'ಕಾಲ್ಡಿಯನ್ (ಕೀರೋ)', ml: 'കാൽഡിയൻ (കീറോ)', mr: 'कॅल्डियन (कीरो)', bn: 'ক্যালডিয়ান (কিরো)', gu: 'કેલ્ડિયન (કીરો)' },
} as const satisfies Record<NumerologySystem, Text>;

const systemOf = (id: NumerologySystem, lang: Lang) => ({ id, name: named(SYSTEM_NAMES[id], lang) });

type Kind = 'expression' | 'soulUrge' | 'personality';

function numberOf(number: NameNumber, kind: Kind, lang: Lang) {
  return { number: number.number, sum: number.sum, reduction: [...number.reduction], compound: number.compound, keywords: named(NAME_NUMBER_MEANINGS[number.number].keywords, lang), meaning: named(NAME_NUMBER_MEANINGS[number.number][kind], lang) };
}

export function nameResponse(name: string, numbers: NameNumbers, lang: Lang) {
  return {
    fullName: name,
    system: systemOf(numbers.system, lang),
    words: [...numbers.words],
    expression: numberOf(numbers.expression, 'expression', lang),
    soulUrge: numbers.soulUrge && numberOf(numbers.soulUrge, 'soulUrge', lang),
    personality: numbers.personality && numberOf(numbers.personality, 'personality', lang),
    letters: numbers.letters.map((letter) => ({ ...letter })),
  };
}

export function compatibilityResponse(query: CompatibilityQuery, result: NumerologyCompatibility, lang: Lang) {
  const names = [query.name1, query.name2];
  const dates = [query.date1, query.date2];
  return {
    system: systemOf(result.system, lang),
    people: result.people.map((person, i) => ({
      name: names[i]!,
      birthDate: dates[i]!,
      lifePathNumber: person.lifePath.finalNumber,
      expression: person.name.expression.number,
      soulUrge: person.name.soulUrge?.number ?? null,
    })),
    factors: (Object.keys(result.factors) as (keyof typeof result.factors)[]).map((id) => {
      const factor = result.factors[id];
      return {
        id,
        numbers: [...factor.numbers],
        compared: factor.compared && [...factor.compared],
        grade: { id: factor.grade, name: named(COMPATIBILITY_GRADES[factor.grade], lang) },
        weight: factor.weight,
        points: factor.points,
      };
    }),
    score: result.score,
    verdict: { id: result.verdict, name: named(COMPATIBILITY_VERDICTS[result.verdict], lang) },
  };
}
