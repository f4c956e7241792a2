/** Muhurta search results → response objects in the request's language. */
import { DEFAULT_POSITION_CONVENTION } from '../../../astro/positions.ts';
import type { MuhurtaReason, MuhurtaWindowResult } from '../../../astro/muhurta/search.ts';
import type { Zone } from '../../../astro/time.ts';
import { AYANAMSHAS } from '../../../astro/ayanamsha.ts';
import { TARAS } from '../../../data/ashtakoot.ts';
import { karanaOfHalfTithi } from '../../../data/karanas.ts';
import { MUHURTA_VETOES, MUHURTA_WORDS, type MuhurtaActivityRule, muhurtaActivityById } from '../../../data/muhurta-activities.ts';
import { nakshatraById, nakshatraByNumber } from '../../../data/nakshatras.ts';
import { signName } from '../../../data/signs.ts';
import { type Paksha, pakshaName, TITHIS, tithiByNumber } from '../../../data/tithis.ts';
import { VARAS } from '../../../data/varas.ts';
import { yogaByNumber } from '../../../data/yogas.ts';
import { fillText, isoInstant, localDateTime, timeWindow, zoneLabel } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { MuhurtaAnswer } from './operations.ts';

/** The value a reason names, in words, from the window it belongs to. */
function reasonValue(reason: MuhurtaReason, window: MuhurtaWindowResult, lang: Lang): string {
  switch (reason.factor) {
    case 'tithi': {
      const tithi = tithiByNumber(window.tithi)!;
      return `${named(pakshaName(tithi.paksha), lang).split(' ')[0]} ${named(tithi, lang)}`;
    }
    case 'nakshatra':
      return named(nakshatraByNumber(window.nakshatra)!, lang);
    case 'weekday':
      return named(VARAS[window.weekday as 0]!, lang);
    case 'yoga':
      return named(yogaByNumber(window.yoga)!, lang);
    case 'karana':
      return named(karanaOfHalfTithi(window.karana)!, lang);
    case 'lagna':
      return signName(window.lagna!, lang);
    case 'tara-bala':
      return named(TARAS.find((t) => t.id === reason.id)!, lang);
    case 'chandra-bala':
      return reason.id.replace('position-', '');
    default:
      return '';
  }
}

/** A window's reason in `lang`: its template filled with the value and the activity (lower case inside English). */
function reasonText(reason: MuhurtaReason, window: MuhurtaWindowResult, activity: MuhurtaActivityRule, lang: Lang): string {
  const name = named(activity, lang);
  return fillText(named(MUHURTA_WORDS.reasons[reason.factor][reason.verdict], lang), {
    value: reasonValue(reason, window, lang),
    activity: lang === 'en' ? name.toLowerCase() : name,
  });
}

function windowResponse(window: MuhurtaWindowResult, zone: Zone, activity: MuhurtaActivityRule, lang: Lang) {
  const tithi = tithiByNumber(window.tithi)!;
  return {
    ...timeWindow(zone, window),
    date: localDateTime(zone, window.start).slice(0, 10),
    durationMinutes: Math.round((window.end - window.start) / 60_000),
    quality: window.quality,
    score: window.score,
    tithi: { number: window.tithi, name: named(tithi, lang), paksha: named(pakshaName(tithi.paksha), lang) },
    nakshatra: { number: window.nakshatra, name: named(nakshatraByNumber(window.nakshatra)!, lang) },
    yoga: { number: window.yoga, name: named(yogaByNumber(window.yoga)!, lang) },
    karana: { number: window.karana, name: named(karanaOfHalfTithi(window.karana)!, lang) },
    weekday: named(VARAS[window.weekday as 0]!, lang),
    lagna: window.lagna === null ? null : { number: window.lagna, name: signName(window.lagna, lang) },
    reasons: window.reasons.map((reason) => ({ ...reason, text: reasonText(reason, window, activity, lang) })),
  };
}

export function muhurtaSearchResponse(answer: MuhurtaAnswer, lang: Lang) {
  const { location } = answer;
  const activity = muhurtaActivityById(answer.activity);
  const activityName = named(activity, lang);
  const tithiNames = (numbers: readonly number[], paksha: Paksha) =>
    numbers.map((n) => named(TITHIS.find((t) => t.paksha === paksha && t.pakshaNumber === n)!, lang));
  const barred = new Set<string>(activity.vetoes);
  return {
    activity: { id: activity.id, name: activityName },
    from: isoInstant(answer.from),
    to: isoInstant(answer.to),
    place: { city: location.city?.id ?? null, latitude: location.latitude, longitude: location.longitude, elevation: location.elevationM },
    settings: { ayanamsha: { id: answer.ayanamshaId, name: AYANAMSHAS[answer.ayanamshaId].name }, positions: DEFAULT_POSITION_CONVENTION, timezone: zoneLabel(location.zone), timezoneSource: location.zoneSource },
    source: answer.source,
    birth: answer.birth
      ? { nakshatra: named(nakshatraByNumber(answer.birth.moonNakshatra)!, lang), rashi: signName(answer.birth.moonSign, lang) }
      : null,
    rules: {
      nakshatras: activity.nakshatras.map((id) => named(nakshatraById(id), lang)),
      tithis: { shukla: tithiNames(activity.tithis.shukla, 'shukla'), krishna: tithiNames(activity.tithis.krishna, 'krishna') },
      weekdays: activity.weekdays.map((d) => named(VARAS[d]!, lang)),
      vetoes: MUHURTA_VETOES.filter((v) => barred.has(v.id)).map((v) => ({ id: v.id, name: named(v, lang) })),
      source: activity.source,
    },
    windows: answer.windows.map((w) => windowResponse(w, location.zone, activity, lang)),
  };
}
