/**
 * What a moment is worth for an activity: the requirements it must meet, the structured reasons and the score.
 * A pure function of the panchanga elements holding at the moment (`MuhurtaMoment`), so that a window's reasons
 * can be re-derived from the element functions at any instant inside it.
 *
 * Requirements (a moment failing one is not offered; its factor is reported as favourable when met):
 * - tithi: one of the activity's tithis (data/muhurta-activities.ts, numbered within the paksha);
 * - nakshatra: one of the activity's stars;
 * - with a birth: tara bala and chandra bala favourable (bala.ts).
 * The vetoes (Bhadra, rahu kaal, …) are intervals, applied by the search, not here.
 *
 * Scored factors, each +1 when favourable, −1 when unfavourable, 0 when neutral:
 * - weekday: favourable when the activity lists it, else neutral;
 * - yoga: favourable when data/yogas.ts marks it auspicious; unfavourable for the inauspicious yogas not vetoed
 *   (Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Parigha), taken whole although the texts avoid only
 *   their opening ghatis (the conservative reading);
 * - karana: unfavourable for the fixed karanas Shakuni, Chatushpada and Naga, else neutral (Vishti is a veto);
 * - lagna: favourable in one of the activity's lagnas, unfavourable in one it avoids, else neutral; absent where
 *   no lagna is computed (|latitude| > 66°);
 * - abhijit: present (favourable) only inside the abhijit muhurta of a day other than Wednesday;
 * - sarvartha-siddhi: present (favourable) only when the weekday and the star make that yoga (data/
 *   muhurta-activities.ts `SARVARTHA_SIDDHI`).
 * score = the sum, from −3 to 5 (the weekday never counts against; the bala factors are requirements and add
 * nothing); quality: `excellent` for a score of 3 or more, `good` for 2, `fair` for 1 or less.
 */
import { chandraBala, taraBala } from './bala.ts';
import type { WeekdayIndex } from '../../data/grahas.ts';
import { karanaOfHalfTithi, type Karana } from '../../data/karanas.ts';
import { activityAdmitsTithi, isSarvarthaSiddhi, type MuhurtaActivityRule } from '../../data/muhurta-activities.ts';
import { nakshatraByNumber, type Nakshatra } from '../../data/nakshatras.ts';
import { signByNumber, type Sign } from '../../data/signs.ts';
import { tithiByNumber, type Tithi } from '../../data/tithis.ts';
import { VARAS } from '../../data/varas.ts';
import { yogaByNumber, type Yoga } from '../../data/yogas.ts';

/** The factors a reason can name. */
export const MUHURTA_FACTORS = [
  'tithi', 'nakshatra', 'weekday', 'yoga', 'karana', 'lagna', 'abhijit', 'sarvartha-siddhi', 'tara-bala', 'chandra-bala',
] as const;
export type MuhurtaFactor = (typeof MUHURTA_FACTORS)[number];

export type MuhurtaVerdict = 'favourable' | 'neutral' | 'unfavourable';

/**
 * One reason: the factor, the value it took and the verdict. `id` is a data/ id or name: tithi
 * `<paksha>-<name>` ('shukla-dwitiya', 'krishna-amavasya'), nakshatra its id ('rohini'), weekday the English
 * name in lower case ('monday'), yoga its name in lower case ('siddhi'), karana its id ('bava'), lagna the
 * sign id ('gemini'), abhijit 'abhijit', sarvartha-siddhi 'sarvartha-siddhi', tara-bala the tara id
 * (data/ashtakoot.ts, 'sampat'), chandra-bala 'position-<1–12>' (signs from the birth Moon sign, inclusive).
 */
export interface MuhurtaReason {
  readonly factor: MuhurtaFactor;
  readonly id: string;
  readonly verdict: MuhurtaVerdict;
}

export type MuhurtaQuality = 'excellent' | 'good' | 'fair';

/** The elements holding at one moment (indices as astro/panchanga/elements.ts). */
export interface MuhurtaMoment {
  /** 1–30. */
  readonly tithi: number;
  /** 1–27. */
  readonly nakshatra: number;
  /** 1–27. */
  readonly yoga: number;
  /** Half-tithi 1–60. */
  readonly karana: number;
  /** The Vedic weekday, 0 = Sunday. */
  readonly weekday: WeekdayIndex;
  /** Sidereal rising sign 1–12, or null where the lagna is not computed. */
  readonly lagna: number | null;
  /** The Moon's sidereal sign 1–12 (read only with a birth). */
  readonly moonSign: number;
  /** True inside the day's abhijit muhurta (on any weekday; Wednesday's does not count). */
  readonly inAbhijit: boolean;
}

/** The birth Moon of the person the muhurta is for. */
export interface MuhurtaBirth {
  /** 1 = Ashwini … 27 = Revati. */
  readonly moonNakshatra: number;
  /** 1 = Aries … 12 = Pisces (sidereal). */
  readonly moonSign: number;
}

export interface MuhurtaEvaluation {
  /** In the order of `MUHURTA_FACTORS`; abhijit and sarvartha-siddhi only when they hold, the bala factors only with a birth. */
  readonly reasons: readonly MuhurtaReason[];
  readonly score: number;
  readonly quality: MuhurtaQuality;
}

/** The score at and above which a window is `excellent`, and the one of `good`. */
export const EXCELLENT_SCORE = 3;
export const GOOD_SCORE = 2;

/** Fixed karanas that count against a moment (Kimstughna, the fourth fixed karana, is auspicious in data/karanas.ts). */
const UNFAVOURABLE_KARANAS: readonly Karana['id'][] = ['shakuni', 'chatushpada', 'naga'];

const VERDICT_POINTS: Readonly<Record<MuhurtaVerdict, number>> = { favourable: 1, neutral: 0, unfavourable: -1 };
const SCORED: ReadonlySet<MuhurtaFactor> = new Set(['weekday', 'yoga', 'karana', 'lagna', 'abhijit', 'sarvartha-siddhi']);

/** Score → quality, by the thresholds of the module comment. */
export function qualityOfScore(score: number): MuhurtaQuality {
  return score >= EXCELLENT_SCORE ? 'excellent' : score >= GOOD_SCORE ? 'good' : 'fair';
}

function tithiId(tithi: Tithi): string {
  return `${tithi.paksha}-${tithi.en.toLowerCase()}`;
}

/**
 * The reasons, score and quality of `moment` for `activity` (and `birth`, when given), or null when a
 * requirement fails (module comment).
 */
export function evaluateMuhurta(activity: MuhurtaActivityRule, moment: MuhurtaMoment, birth?: MuhurtaBirth): MuhurtaEvaluation | null {
  const nakshatra = nakshatraByNumber(moment.nakshatra) as Nakshatra;
  if (!activityAdmitsTithi(activity, moment.tithi) || !activity.nakshatras.includes(nakshatra.id)) return null;
  const tithi = tithiByNumber(moment.tithi) as Tithi;
  const yoga = yogaByNumber(moment.yoga) as Yoga;
  const karana = karanaOfHalfTithi(moment.karana) as Karana;
  const reasons: MuhurtaReason[] = [
    { factor: 'tithi', id: tithiId(tithi), verdict: 'favourable' },
    { factor: 'nakshatra', id: nakshatra.id, verdict: 'favourable' },
    {
      factor: 'weekday',
      id: VARAS[moment.weekday].en.toLowerCase(),
      verdict: activity.weekdays.includes(moment.weekday) ? 'favourable' : 'neutral',
    },
    { factor: 'yoga', id: yoga.en.toLowerCase(), verdict: yoga.quality === 'Auspicious' ? 'favourable' : 'unfavourable' },
    { factor: 'karana', id: karana.id, verdict: UNFAVOURABLE_KARANAS.includes(karana.id) ? 'unfavourable' : 'neutral' },
  ];
  if (moment.lagna !== null) {
    const sign = signByNumber(moment.lagna) as Sign;
    const verdict: MuhurtaVerdict = activity.lagna?.favourable.includes(sign.id) ? 'favourable'
      : activity.lagna?.avoid.includes(sign.id) ? 'unfavourable' : 'neutral';
    reasons.push({ factor: 'lagna', id: sign.id, verdict });
  }
  if (moment.inAbhijit && moment.weekday !== 3) reasons.push({ factor: 'abhijit', id: 'abhijit', verdict: 'favourable' });
  if (isSarvarthaSiddhi(moment.weekday, nakshatra.id)) {
    reasons.push({ factor: 'sarvartha-siddhi', id: 'sarvartha-siddhi', verdict: 'favourable' });
  }
  if (birth !== undefined) {
    const tara = taraBala(birth.moonNakshatra, moment.nakshatra);
    const chandra = chandraBala(birth.moonSign, moment.moonSign, tithi.paksha);
    if (!tara.favourable || !chandra.favourable) return null;
    reasons.push({ factor: 'tara-bala', id: tara.tara.id, verdict: 'favourable' });
    reasons.push({ factor: 'chandra-bala', id: `position-${chandra.position}`, verdict: 'favourable' });
  }
  const score = reasons.reduce((sum, reason) => sum + (SCORED.has(reason.factor) ? VERDICT_POINTS[reason.verdict] : 0), 0);
  return { reasons, score, quality: qualityOfScore(score) };
}
