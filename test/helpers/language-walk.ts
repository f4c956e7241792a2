/**
 * Every response in each language besides English, on every endpoint that takes `lang` (a valid request of each
 * operation of the OpenAPI document, and the requests of `ENDPOINTS` that reach the texts a plain request does
 * not show): each string of the JSON is in the language's script with no Latin letter left in it (`LANG_SCRIPTS`),
 * a value that is not words (an ISO date or instant, a clock time, a number or an angle written with digits), or
 * one of the fields `NOT_TEXT` lists with the reason it stays as it is, or a field the language still answers in
 * English (`STILL_ENGLISH`, test/api/still-english.ts: the test fails when a listed field is written and when a
 * field falls back that the list does not name); and the answer has the English answer's shape: the same keys,
 * list lengths, numbers, flags and ids. test/api/languages.test.ts walks Hindi,
 * test/api/languages.slow.test.ts all eight.
 */
import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANG_SCRIPTS, type Lang } from '../../data/text.ts';
import { type OtherLang, STILL_ENGLISH } from '../api/still-english.ts';
import { bearer } from './app.ts';
import { sampleRequest } from './hostile-walk.ts';
import { useWalk } from './operations.ts';

export const DELHI = 'city=new-delhi&date=2024-03-20';
/** A day with a panchak running at sunrise and a nakshatra shool: the texts the 20 March day does not show. */
export const PANCHAK_DAY = 'city=new-delhi&date=2024-03-10';
/** Polar night at Tromsø: no sunrise, moonrise or moonset, the day from midnight, no periods. */
export const POLAR_NIGHT = 'city=tromso&date=2021-12-08';
export const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209';
/** Two months holding every event type: both eclipses of spring 2024, Mercury's stations and retrograde ingress. */
export const EVENTS = 'from=2024-03-01&to=2024-04-30';

/** A couple whose report shows a standing nadi dosha, a cancelled manglik and a balanced pair. */
export const PAIR = {
  bride: { name: 'Asha', date: '1995-03-14T06:40:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata', place: 'Mumbai' },
  groom: { name: 'Vikram', date: '1992-11-02T21:15:00', latitude: 28.6139, longitude: 77.209, timezone: 5.5, place: 'New Delhi' },
};

/** A GET URL, or a POST with its JSON body (`lang` is added to the body). */
export type Request = string | { url: string; body: Record<string, unknown> };

/** Requests that reach the texts a plain request of each operation does not show (a panchak day, polar night, …). */
export const ENDPOINTS: Request[] = [
  `/v1/calculations/panchanga?${DELHI}`,
  `/v1/calculations/panchanga?${PANCHAK_DAY}`,
  `/v1/panchanga/daily?${DELHI}`,
  `/v1/panchanga/daily?${PANCHAK_DAY}`,
  `/v1/calculations/panchanga?${POLAR_NIGHT}`,
  `/v1/panchanga/daily?${POLAR_NIGHT}`,
  `/v1/panchanga/choghadiya?${DELHI}`,
  `/v1/panchanga/muhurta?${DELHI}`,
  `/v1/calculations/kundali?${BIRTH}`,
  `/v1/mcp/get-divisional-chart?${BIRTH}&chart=all`,
  `/v1/calculations/dasha/current?${BIRTH}`,
  `/v1/calculations/dasha/yogini?${BIRTH}`,
  '/v1/transit/current?date=2024-03-20T05:30:00',
  `/v1/transit/events?${EVENTS}`,
  `/v1/calculations/manglik?${BIRTH}`,
  `/v1/calculations/doshas?${BIRTH}`,
  `/v1/calculations/shadbala?${BIRTH}`,
  `/v1/calculations/shadbala?${BIRTH}&tradition=bphs&cheshta=motion`,
  `/v1/calculations/ashtakavarga?${BIRTH}`,
  { url: '/v1/compatibility/match', body: PAIR },
  { url: '/v1/compatibility/match', body: { ...PAIR, system: 'dashakoot' } },
  { url: '/v1/astrology/match_percentage', body: PAIR },
  `/v1/recommendations/gemstones?${BIRTH}`,
  '/v1/recommendations/gemstones/zodiac/leo',
  '/v1/recommendations/gemstones/info/cats-eye',
  '/v1/recommendations/gemstones/info/moonstone',
  `/v1/remedies/suggestions?${BIRTH}`,
  { url: '/v1/remedies/mantra', body: { graha: 'saturn' } },
  { url: '/v1/remedies/mantra', body: { deity: 'shiva' } },
  '/v1/numerology/name?name=John%20Smith',
  '/v1/numerology/name?name=John%20Smith&system=chaldean',
  '/v1/numerology/compatibility?name1=John%20Smith&date1=1987-11-29&name2=Anna%20Torres&date2=1990-05-15',
  `/v1/western/natal-chart?${BIRTH}&aspects=all`,
  { url: '/v1/western/synastry', body: PAIR },
  `/v1/western/transits?date=2024-04-01T00:00:00Z&birthDate=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&to=2024-05-01T00:00:00Z`,
  '/v1/western/transits?date=2024-04-01T00:00:00Z',
  '/v1/eclipses?city=new-delhi&from=2018-01-01&to=2018-08-01',
  '/v1/calendar/date?calendar=hijri-crescent&city=new-delhi&date=2025-03-31',
];

/**
 * Fields whose values are not translated, by path (list indices written `[]`); an entry matches the path it
 * ends, or with a leading `^` only the whole path. Each says why. A translated field is never listed here, so it falls back to English only by failing.
 */
export const NOT_TEXT: Readonly<Record<string, string>> = {
  // Ids and codes: the machine-readable side of a record whose name is in another field.
  id: 'record id: a graha (planets[].id), a dasha system, a year length',
  half: 'enum day | night',
  severity: 'enum none | low | medium | high',
  'location.city': 'catalogued city id',
  'anandadiYoga.star': 'star id in the 28-star list',
  noSunriseReason: 'code polar-day | polar-night | none-in-window',
  moonriseReason: 'code polar-day | polar-night | none-in-window',
  moonsetReason: 'code polar-day | polar-night | none-in-window',
  'day[].type': 'choghadiya type id (its name is `name`)',
  'night[].type': 'choghadiya type id (its name is `name`)',
  'choghadiya[].type': 'choghadiya type id (its name is `name`)',
  'charts[].chart': 'varga code D1 … D60',
  'events[].type': 'enum of event types',
  'events[].graha': 'graha id (its name is `planet`)',
  'events[].kind': 'eclipse kind id (named in `description`)',
  'events[].motion': 'direct | retrograde id (named in `description`)',
  'periods[].lord': 'dasha lord id (its name is `planet`)',
  'children[].lord': 'dasha lord id (its name is `planet`)',
  'balance.lord': 'dasha lord id (its name is `planet`)',
  'mahadasha.lord': 'dasha lord id (its name is `planet`)',
  'antardasha.lord': 'dasha lord id (its name is `planet`)',
  'pratyantardasha.lord': 'dasha lord id (its name is `planet`)',
  'sookshma.lord': 'dasha lord id (its name is `planet`)',
  'prana.lord': 'dasha lord id (its name is `planet`)',
  // Matching and doshas: the ids beside each name, and enums of the rule outcomes.
  'kootas[].koota': 'koota id (its name is `name`)',
  'doshas[].koota': 'koota id of the dosha (its name is `name`)',
  'rules[].kootas[]': 'koota ids a rule covers',
  'conventions[].koota': 'koota id',
  'factors[].porutham': 'porutham id (its name is `name`)',
  'failedEssentials[]': 'porutham ids (named in `factors`)',
  cancellation: 'enum none | partial | full',
  'cancellations[].scope': 'enum reference | chart',
  'cancellations[].effect': 'enum full | partial',
  'cancellations[].status': 'enum fired | not-met | not-applicable',
  'cancellations[].references[]': 'reference-point ids (named in `references`)',
  'cancellations[].facts.marsDignity': 'dignity id, a chart fact the rule read',
  'references[].cancelledBy[]': 'cancellation ids (named in `cancellations`)',
  'remedies[].kind': 'remedy kind id',
  'direction.leadingNode': 'graha id of the node at the head of the row',
  'mantra.transliteration': 'the mantra in Latin letters, beside its Devanagari',
  'balancingGrahas[]': 'graha ids',
  'sameHouseAsOtherMars[]': 'graha ids',
  // Gemstones and remedies: rule ids beside the texts written from them, enums, and romanized texts.
  'strengths[].afflictions[]': 'affliction rule ids',
  'strengths[].functionalNature': 'enum favorable | neutral | challenging',
  'precautionRules[]': 'precaution rule ids (the texts are `precautions`)',
  'primaryGemstone.role': 'enum of pick roles',
  'primaryGemstone.rules[]': 'rule ids (the text is `reason`)',
  'secondaryGemstones[].role': 'enum of pick roles',
  'secondaryGemstones[].rules[]': 'rule ids (the text is `reason`)',
  'secondaryGemstones[].priorityRule': 'rule id (the word is `priority`)',
  '^sanskrit': 'the stone\'s classical name, romanized',
  '^kind': 'enum ratna | upratna',
  '^target': 'enum graha | deity | chart',
  'suggestions[].target': 'enum graha | deity',
  'mantras[].transliteration': 'the mantra in Latin letters, beside its Devanagari',
  'wearingGuide.mantra': 'the beej mantra in Devanagari with its transliteration',
  'wearingInstructions.mantra': 'the beej mantra in Devanagari with its transliteration',
  'facts.fired[]': 'pitra rule ids, a chart fact the rule read',
  'facts.kind': 'dhaiya kind id, a chart fact the rule read',
  'facts.aspectedBy[]': 'graha ids, a chart fact the rule read',
  // Western charts: ids beside the names the same objects carry, and enums.
  'aspects[].type': 'aspect id (its name is `name`)',
  'aspects[].from': 'body or point id (its name is `fromName`)',
  'aspects[].to': 'body or point id (its name is `toName`)',
  'declinationAspects[].type': 'parallel | contra-parallel id (its name is `name`)',
  'declinationAspects[].from': 'body id (its name is `fromName`)',
  'declinationAspects[].to': 'body id (its name is `toName`)',
  'aspects[].nature': 'enum neutral | harmonious | challenging | creative',
  'aspects[].glyph': 'the quintiles\' symbols Q and bQ',
  'balance.dominantElement[]': 'element ids (named in `elements`)',
  'balance.dominantModality[]': 'modality ids (named in `modalities`)',
  'elements[].bodies[]': 'body ids (named in `bodies`)',
  'modalities[].bodies[]': 'body ids (named in `bodies`)',
  'patterns[].type': 'pattern id (its name is `name`)',
  'patterns[].bodies[]': 'body ids (named in `description`)',
  'patterns[].apex': 'body id (named in `description`)',
  'stellium.by': 'enum sign | house',
  sect: 'enum day | night',
  'items[].type': 'enum ingress | station | aspect (described in `description`)',
  'items[].body': 'body id (its name is `bodyName`)',
  'items[].to': 'body or point id (named in `description`)',
  'items[].aspect': 'aspect id (named in `description`)',
  'items[].direction': 'enum retrograde | direct (named in `description`)',
  'person1InPerson2Houses[].body': 'body id (its name is `name`)',
  'person2InPerson1Houses[].body': 'body id (its name is `name`)',
  'terms[].aspect': 'aspect id of a score term',
  'terms[].from': 'body or point id of a score term',
  'terms[].to': 'body or point id of a score term',
  'settings.aspects[]': 'aspect ids the request chose',
  'settings.fortune': 'enum sect | day',
  'settings.zodiac': 'the constant tropical',
  'settings.voidOfCourse': 'enum modern | traditional | none',
  'voidOfCourseMoon.planets': 'enum modern | traditional (its name is `name`)',
  'lastAspect.aspect': 'aspect id (its name is `aspectName`)',
  'lastAspect.planet': 'body id (its name is `planetName`)',
  // Eclipses: ids beside the names, and the conventions echoed.
  'eclipses[].type': 'enum solar | lunar (named in `name`)',
  'eclipses[].kind': 'eclipse kind id (named in `name`)',
  'eclipses[].localKind': 'eclipse kind id (named in `name`)',
  'place.city': 'catalogued city id',
  'settings.horizon': 'the constant upper-limb-refracted',
  'settings.lunarShadow': 'the constant danjon',
  'settings.sutakRule': 'the constant almanac-hours (the rule is `sutakRule.rule`)',
  // Name numerology reads Latin letters: the name, its words and letters are Latin by nature.
  'letters[].character': 'a character of the name as written',
  'letters[].letter': 'the letter A–Z it is read as',
  'letters[].role': 'enum vowel | consonant',
  'words[]': 'the name\'s words as read, A–Z',
  // What the client sent, echoed as sent.
  '^fullName': 'the name the client sent',
  'people[].name': 'the names the client sent',
  '^bride.name': 'the name the client sent',
  '^groom.name': 'the name the client sent',
  '^person1.name': 'the name the client sent',
  '^person2.name': 'the name the client sent',
  'birthDetails.place': 'the place name the client sent',
  // The settings a response was computed with, echoed as the request gives them.
  'settings.node': 'enum mean | true',
  'settings.tradition': 'enum raman | bphs',
  'settings.cheshta': 'enum of cheshta bala methods',
  'settings.ayana': 'enum of ayana bala methods',
  'settings.moonPaksha': 'enum of the Moon\'s paksha readings',
  'settings.warAmount': 'enum of planetary war amounts',
  'settings.bhavaLord': 'enum of bhava lord readings',
  'settings.mercuryCompany': 'enum of Mercury company readings',
  'settings.school': 'enum of ashtakavarga tables',
  'settings.system': 'enum ashtakoot | dashakoot',
  'settings.dashaBalance': 'enum arc | clock (null for the other kinds)',
  'system.balanceBy': 'enum arc | clock (null for the other kinds)',
  'settings.exceptions': 'enum of parihara sets',
  'settings.kootaTables': 'enum of koota table sets',
  'settings.poruthamRules': 'enum of porutham rule sets',
  'sthana.vargas[].dignity': 'dignity id of the saptavargaja (its points beside it)',
  'planets[].motionState': 'enum of the states of motion (with cheshta=motion)',
  'bhavaBala[].signClass': 'enum nara | jalachara | keeta | chatushpada',
  'settings.positions': 'enum apparent | geometric',
  'settings.moonRise': 'enum topocentric | classical',
  'settings.sunrise': 'enum of sunrise conventions',
  'settings.dayRule': 'enum sunrise | midnight',
  'settings.timezone': 'IANA zone name',
  'settings.timezoneSource': 'enum of zone sources',
  'settings.houseSystem': 'enum of house systems',
  'settings.ayanamsha.name': 'proper name of the ayanamsha (Lahiri)',
  'ayanamsha.system': 'proper name of the ayanamsha (Lahiri)',
  // Found by the walk of every endpoint: ids, codes and enums beside the names the same answers give.
  'argalas[].kind': 'enum of argala kinds',
  'arudhas.bhava[].coLordRule': 'rule id of the co-lord choice',
  'arudhas.bhava[].pada': 'arudha code A1 … A12',
  'arudhas.chart': 'varga code D1 … D60',
  'arudhas.grahas[].ownSignRule': 'rule id of the own-sign exception',
  'cities[].country': 'ISO 3166 country code',
  'cities[].tags[]': 'city tag ids',
  'cities[].timezone': 'IANA zone name',
  'period.lord': 'graha id (its name is beside it)',
  'subPeriod.lord': 'graha id (its name is beside it)',
  'subPeriods[].lord': 'graha id (its name is beside it)',
  'month.lord': 'graha id of the Tajika month lord',
  'months[].lord': 'graha id of the Tajika month lord',
  'year.lord': 'graha id of the year lord',
  'festivals[].category': 'enum of festival kinds',
  'festivals[].decidedBy': 'enum of the rules that chose the day',
  'festivals[].tradition': 'enum smarta | vaishnava',
  'others[].calendar': 'calendar id',
  'monthBegan.kind': 'enum sankranti | new-moon | full-moon | crescent | arithmetic',
  'monthBegan.reason': 'rule id of the month-start rule',
  'monthBegan.crescent.yallopClass': 'Yallop\'s visibility class, A–F',
  'facts.direction': 'kaal sarp direction id, a chart fact the rule read',
  'facts.level': 'enum of levels, a chart fact the rule read',
  'facts.phase': 'sade sati phase id, a chart fact the rule read',
  'facts.status': 'enum of statuses, a chart fact the rule read',
  'facts.type': 'kaal sarp type id, a chart fact the rule read',
  'facts.winner': 'graha id, a chart fact the rule read',
  'explanation.dashaStrengths[]': 'rule ids the analysis applied',
  'explanation.influence.mahadasha[]': 'rule ids the analysis applied',
  'explanation.influence.antardasha[]': 'rule ids the analysis applied',
  'explanation.influence.pratyantardasha[]': 'rule ids the analysis applied',
  'explanation.nextYear.challenges[][]': 'rule ids the analysis applied',
  'explanation.nextYear.highlights[][]': 'rule ids the analysis applied',
  'explanation.predictions.career[]': 'rule ids the analysis applied',
  'explanation.predictions.finance[]': 'rule ids the analysis applied',
  'explanation.predictions.health[]': 'rule ids the analysis applied',
  'explanation.predictions.relationships[]': 'rule ids the analysis applied',
  'explanation.predictions.spiritual[]': 'rule ids the analysis applied',
  'explanation.remedies.currentAntardasha[][]': 'rule ids the analysis applied',
  'explanation.remedies.general[][]': 'rule ids the analysis applied',
  'explanation.transitInfluence.jupiterTransit[]': 'rule ids the analysis applied',
  'explanation.transitInfluence.rahuTransit[]': 'rule ids the analysis applied',
  'explanation.transitInfluence.saturnTransit[]': 'rule ids the analysis applied',
  'karakas[].karaka': 'chara karaka id (its name is beside it)',
  'basis.planet': 'graha id of the statement\'s basis',
  'keyDates[].rule': 'rule id of the statement',
  'statements[].rule': 'rule id of the statement',
  'statements[].area': 'enum of life areas',
  'statements[].tone': 'enum supportive | mixed | testing',
  '^mode': 'enum natal | sign',
  '^period': 'enum daily | weekly | monthly | yearly',
  '^signId': 'sign id',
  '^zodiac': 'enum sidereal | tropical',
  'natal.body': 'body id',
  'natalAspects[].from': 'body id (its name is beside it)',
  'natalAspects[].to': 'body id (its name is beside it)',
  'natalAspects[].type': 'aspect id (its name is beside it)',
  'natalAspects[].nature': 'enum of aspect natures',
  'natalAspects[].glyph': 'the quintiles\' symbols Q and bQ',
  'officeBearers[].office': 'Tajika office id',
  'houses[].level': 'KP significator level A | B | C | D',
  'sadeSati.phase': 'sade sati phase id',
  'sahams[].formula': 'enum day | night',
  'systems[].kind': 'enum of dasha kinds',
  'systems[].sanskrit': 'the system\'s classical name, romanized',
  'tajikaAspects[].kind': 'enum of Tajika aspect kinds',
  'windows[].quality': 'enum of window qualities',
  'reasons[].factor': 'enum of muhurta factors',
  'reasons[].verdict': 'enum of verdicts',
  'settings.angles': 'enum of progressed-angle methods',
  'settings.arudhaRule': 'enum of arudha rules',
  'settings.body': 'body id',
  'settings.gulika': 'enum of gulika rules',
  'settings.houses': 'enum of house systems',
  'settings.lagnaSunrise': 'enum of lagna sunrise rules',
  'settings.lordlessPart': 'enum of lordless part rules',
  'settings.method': 'enum of progression methods',
  'settings.months': 'enum of month reckonings',
  'settings.muddaYear': 'enum of mudda year lengths',
  'settings.nodePlacement': 'enum of node placements',
  'settings.nodes': 'enum of node roles',
  'settings.sahamRule': 'enum of saham rules',
  'settings.tajikaOrb': 'enum of Tajika orb rules',
  'settings.tajikaAspectSet': 'enum of Tajika aspect sets',
  'settings.tajikaMoonYogas': 'enum of the readings of the Moon yogas',
  'settings.panchavargeeyaGrading': 'enum of the panchavargeeya gradings',
  'settings.varga': 'varga code',
  'settings.yearStart': 'enum of year starts',
  'map.type': 'GeoJSON type',
  'parans.type': 'GeoJSON type (the parans, empty unless asked for)',
  'map.features[].type': 'GeoJSON type',
  'map.features[].geometry.type': 'GeoJSON geometry type',
  'properties.angle': 'angle id (its name is `angleName`)',
  'properties.body': 'body id (its name is `bodyName`)',
  'panchavargeeyaBala[].grade': 'grade id (its name is `gradeName`)',
  'settings.definition': 'enum of the definitions a strength follows',
  'yearLord.reason': 'rule id of the year lord\'s choice (its text is `reasonText`)',
  devanagari: 'the mantra in Devanagari, the script it is recited from, beside its transliteration',
  // Pictures: the font families a picture names (checked against its language's Noto family).
  '^fontFamily': 'the CSS font families of a picture',
  // Provenance: citations and the accuracy statement, the same in every language.
  source: 'enum precomputed | computed; in yogas[] and charts[] a bibliographic citation; in validation the reference compared with',
  'validation.url': 'address of the reference',
};

export const ISO_DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
export const LATIN = /[A-Za-z]/;
/** Ids a sentence may carry inside it, as written: IANA zone names, `UTC`, the `timezone=` to send, varga codes (D9), ISO instants, the angles ASC, DSC, IC, MC. */
export const IDS_IN_SENTENCES = /\btimezone=|\bUTC\b|\b[A-Z][A-Za-z_]+(\/[A-Za-z_+-]+)+|\bD\d{1,2}\b|\b\d{4}-\d{2}-\d{2}T[\d:.]+Z\b|\b(ASC|DSC|IC|MC)\b/g;

/** The `NOT_TEXT` entry a path falls under, if any (an entry starting `^` matches the whole path only). */
export function exemption(path: string): string | undefined {
  return Object.keys(NOT_TEXT).find((entry) => (entry.startsWith('^') ? path === entry.slice(1) : path === entry || path.endsWith(`.${entry}`)));
}

export interface Leaf {
  path: string;
  value: unknown;
}

/** Every leaf (string, number, boolean, null) of a JSON value with its path, list indices written `[]`. */
export function leaves(value: unknown, path = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, `${path}[]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path === '' ? key : `${path}.${key}`));
  }
  return [{ path, value }];
}

/** Letters of any script (`\p{L}`): a string without one is not words. */
export const LETTER = /\p{L}/u;

/**
 * The danda and double danda (U+0964, U+0965): sentence marks coded in the Devanagari block that Unicode gives to
 * Bengali, Gujarati and the other Indian scripts too (their Script_Extensions), so not a letter of another script.
 */
const DANDAS = /[\u0964\u0965]/g;

/**
 * What a string of a response in `lang` is: `written` (letters of the language's script and no Latin letter but,
 * inside a sentence, the ids of `IDS_IN_SENTENCES`; no letter of another Indian script), `not-words` (an ISO date
 * or instant, digits, signs), `english` (Latin letters: a text not yet written in the language) or `wrong-script`
 * (letters of another Indian script: never right).
 */
export function kindOf(value: string, lang: OtherLang): 'written' | 'not-words' | 'english' | 'wrong-script' {
  if (ISO_DATE_OR_INSTANT.test(value) || !LETTER.test(value.replace(IDS_IN_SENTENCES, ''))) return 'not-words';
  const script = LANG_SCRIPTS[lang];
  const others = Object.values(LANG_SCRIPTS).filter((other) => other.source !== script.source);
  const letters = value.replace(DANDAS, '');
  if (others.some((other) => other.test(letters))) return 'wrong-script';
  if (!script.test(value)) return 'english';
  return LATIN.test(value.replace(IDS_IN_SENTENCES, '')) ? 'english' : 'written';
}


/** The Noto family of each language's script that a picture in it names (api/svg/builder.ts). */
export const NOTO_FAMILIES: Readonly<Record<OtherLang, string>> = {
  hi: 'Noto Sans Devanagari',
  mr: 'Noto Sans Devanagari',
  ta: 'Noto Sans Tamil',
  te: 'Noto Sans Telugu',
  kn: 'Noto Sans Kannada',
  ml: 'Noto Sans Malayalam',
  bn: 'Noto Sans Bengali',
  gu: 'Noto Sans Gujarati',
};

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** What a reader sees of an SVG picture: its title, description and the text of each text element, by element. */
export function pictureTexts(svg: string): Record<string, unknown> {
  const unescape = (text: string) => text.replace(/&(\w+);/g, (_, name: string) => XML_ENTITIES[name] ?? `&${name};`);
  const element = (name: string) => [...svg.matchAll(new RegExp(`<${name}\\b[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => unescape(m[1]!));
  return { title: element('title'), desc: element('desc'), text: element('text'), fontFamily: /font-family="([^"]*)"/.exec(svg)?.[1] ?? '' };
}

/**
 * Declares the walk of every endpoint in each of `langs` (module comment); `used` collects the `NOT_TEXT` entries
 * a response showed. With `every` > 1 the walk asks every `every`-th request only (a sample: the other requests are
 * walked where the same walk runs whole).
 */
export function languageWalk(langs: readonly OtherLang[], used: Set<string>, every = 1): void {
describe('every endpoint in every language', () => {
  const walk = useWalk();

  /** One request of each operation that takes `lang` (a valid sample, docs: test/helpers/hostile-walk.ts), and `ENDPOINTS`. */
  const requests = (): Request[] => {
    const sampled = walk.operations.flatMap((op): Request[] => {
      if (op.method === 'GET' && op.query.includes('lang')) return [sampleRequest(op).url];
      const { url, body } = sampleRequest(op);
      return op.method === 'POST' && body && op.bodyFields.includes('lang') ? [{ url: url.replace(/\?.*$/, ''), body }] : [];
    });
    return [...sampled, ...ENDPOINTS].filter((_, i) => i % every === 0);
  };

  const answers = new Map<string, unknown>();
  /**
   * The JSON answer of `request` in `lang`, fetched once; a picture as its title, description, labels and font
   * families, each label's path naming its element.
   */
  const answer = async (request: Request, lang: Lang): Promise<unknown> => {
    const key = `${lang} ${JSON.stringify(request)}`;
    if (!answers.has(key)) {
      const headers = bearer(walk.key);
      const res =
        typeof request === 'string'
          ? await walk.app.inject({ url: `${request}${request.includes('?') ? '&' : '?'}lang=${lang}`, headers })
          : await walk.app.inject({ method: 'POST', url: request.url, headers, payload: { ...request.body, lang } });
      expect(res.statusCode, `${lang} ${key}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.headers['content-language'], key).toBe(lang);
      answers.set(key, String(res.headers['content-type']).startsWith('image/svg+xml') ? pictureTexts(res.body) : res.json());
    }
    return answers.get(key);
  };

  it('reaches every operation that takes lang', () => {
    expect(requests().length * every).toBeGreaterThan(50);
  });

  it.each(langs)('%s: a picture names the Noto family of the language\'s script', async (lang) => {
    const pictures = walk.operations.filter((op) => op.method === 'GET' && op.query.includes('lang') && op.path.endsWith('/svg'));
    expect(pictures.length).toBeGreaterThan(0);
    for (const op of pictures) {
      const { fontFamily } = (await answer(sampleRequest(op).url, lang)) as { fontFamily: string };
      expect(fontFamily, op.path).toContain(`&apos;${NOTO_FAMILIES[lang]}&apos;`);
    }
  });

  it.each(langs)('%s: every string is in the language, not words, a listed id or a listed English field; the shape and numbers are the English ones', async (lang) => {
    const english = new Set<string>();
    const wrong: string[] = [];
    const unlike: string[] = [];
    for (const request of requests()) {
      const [en, other] = [await answer(request, 'en'), await answer(request, lang)];
      const enLeaves = leaves(en);
      const otherLeaves = leaves(other);
      expect(otherLeaves.map((leaf) => leaf.path), JSON.stringify(request)).toEqual(enLeaves.map((leaf) => leaf.path));
      otherLeaves.forEach(({ path, value }, i) => {
        const enValue = enLeaves[i]!.value;
        const entry = exemption(path);
        if (typeof value === 'string' && entry === undefined) {
          const kind = kindOf(value, lang);
          if (kind === 'english') {
            english.add(path);
            // LANG_DUMP=<file> writes each English field with its value: what updating `STILL_ENGLISH` reads.
            if (process.env.LANG_DUMP) appendFileSync(process.env.LANG_DUMP, `${lang}\t${path}\t${value.slice(0, 100)}\n`);
          }
          if (kind === 'wrong-script') wrong.push(`${path}: ${value}`);
        }
        if (entry !== undefined && typeof value === 'string') used.add(entry);
        const fixed = typeof enValue !== 'string' || entry !== undefined || ISO_DATE_OR_INSTANT.test(enValue) || !LETTER.test(enValue);
        if (fixed && value !== enValue) unlike.push(`${path}: ${JSON.stringify(enValue)} → ${JSON.stringify(value)}`);
      });
    }
    expect(wrong).toEqual([]);
    expect(unlike.filter((line) => !line.startsWith('fontFamily:'))).toEqual([]);
    expect([...english].sort()).toEqual([...STILL_ENGLISH[lang]].sort());
  });
});
}
