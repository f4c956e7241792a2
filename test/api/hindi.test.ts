/**
 * With `lang=hi` a response translates every text field: each string of the JSON is Hindi (Devanagari with no
 * Latin letter left in it), a value that is not words (an ISO date or instant, a clock time, a number or an
 * angle written with digits), or one of the fields `NOT_TEXT` lists with the reason it stays as it is. The
 * Hindi answer has the English answer's shape: the same keys, list lengths, numbers, flags and ids.
 */
import { describe, expect, it } from 'vitest';
import { TRANSIT_EVENT_TYPES } from '../../astro/transits/events.ts';
import { useTestApp } from '../helpers/app.ts';

const DELHI = 'city=new-delhi&date=2024-03-20';
/** A day with a panchak running at sunrise and a nakshatra shool: the texts the 20 March day does not show. */
const PANCHAK_DAY = 'city=new-delhi&date=2024-03-10';
/** Polar night at Tromsø: no sunrise, moonrise or moonset, the day from midnight, no periods. */
const POLAR_NIGHT = 'city=tromso&date=2021-12-08';
const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209';
/** Two months holding every event type: both eclipses of spring 2024, Mercury's stations and retrograde ingress. */
const EVENTS = 'from=2024-03-01&to=2024-04-30';

/** A couple whose report shows a standing nadi dosha, a cancelled manglik and a balanced pair. */
const PAIR = {
  bride: { name: 'Asha', date: '1995-03-14T06:40:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata', place: 'Mumbai' },
  groom: { name: 'Vikram', date: '1992-11-02T21:15:00', latitude: 28.6139, longitude: 77.209, timezone: 5.5, place: 'New Delhi' },
};

/** A GET URL, or a POST with its JSON body (`lang` is added to the body). */
type Request = string | { url: string; body: Record<string, unknown> };


const ENDPOINTS: Request[] = [
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
];

/** Each request with its name in the test list: the GET URL, or the POST path and its options. */
const CASES = ENDPOINTS.map((request) => {
  if (typeof request === 'string') return [`GET ${request}`, request] as const;
  const options = Object.entries(request.body).filter(([key]) => key !== 'bride' && key !== 'groom');
  return [`POST ${request.url} ${options.map(([key, value]) => `${key}=${String(value)}`).join(' ')}`.trim(), request] as const;
});

/**
 * Fields whose values are not translated, by path (list indices written `[]`); an entry matches the path it
 * ends, or with a leading `^` only the whole path. Each says why. A translated field is never listed here, so it falls back to English only by failing.
 */
const NOT_TEXT: Readonly<Record<string, string>> = {
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
  // Provenance: citations and the accuracy statement, the same in every language.
  source: 'enum precomputed | computed; in yogas[] and charts[] a bibliographic citation; in validation the reference compared with',
  'validation.url': 'address of the reference',
  'validation.tolerance': 'accuracy statement written by `npm run validate` (data/validation.json), English only',
  // Not translated yet: data/dashas.ts holds these rules, with their sources, in English only.
  'system.startRule': 'dasha start rule, English only in data/dashas.ts',
};

const ISO_DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** Ids a Hindi sentence may carry inside it, as written: IANA zone names, `UTC`, and the `timezone=` to send. */
const IDS_IN_SENTENCES = /\btimezone=|\bUTC\b|\b[A-Z][A-Za-z_]+(\/[A-Za-z_+-]+)+/g;

/**
 * Hindi text (Devanagari, no Latin letter but, inside a Hindi sentence, the ids of `IDS_IN_SENTENCES`), or no
 * words at all: digits, clock times, angles, ISO dates.
 */
function isHindiOrNotWords(value: string): boolean {
  return ISO_DATE_OR_INSTANT.test(value) || !LATIN.test(DEVANAGARI.test(value) ? value.replace(IDS_IN_SENTENCES, '') : value);
}

/** The `NOT_TEXT` entry a path falls under, if any (an entry starting `^` matches the whole path only). */
function exemption(path: string): string | undefined {
  return Object.keys(NOT_TEXT).find((entry) => (entry.startsWith('^') ? path === entry.slice(1) : path === entry || path.endsWith(`.${entry}`)));
}

interface Leaf {
  path: string;
  value: unknown;
}

/** Every leaf (string, number, boolean, null) of a JSON value with its path, list indices written `[]`. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, `${path}[]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path === '' ? key : `${path}.${key}`));
  }
  return [{ path, value }];
}

describe('lang=hi translates every text field', () => {
  const api = useTestApp();
  const used = new Set<string>();

  const fetchBoth = async (request: Request) => {
    const [en, hi] = await Promise.all(
      typeof request === 'string'
        ? [api.get(request), api.get(`${request}${request.includes('?') ? '&' : '?'}lang=hi`)]
        : [api.post(request.url, request.body), api.post(request.url, { ...request.body, lang: 'hi' })],
    );
    expect(en.statusCode, en.body).toBe(200);
    expect(hi.statusCode, hi.body).toBe(200);
    return { en: en.json() as unknown, hi: hi.json() as unknown };
  };

  it.each(CASES)('%s: every string is Hindi, not words, or a listed id', async (_name, url) => {
    const { hi } = await fetchBoth(url);
    const english: string[] = [];
    for (const { path, value } of leaves(hi)) {
      if (typeof value !== 'string' || isHindiOrNotWords(value)) continue;
      const entry = exemption(path);
      if (entry === undefined) english.push(`${path}: ${JSON.stringify(value)}`);
      else used.add(entry);
    }
    expect([...new Set(english)]).toEqual([]);
  });

  it.each(CASES)('%s: the Hindi answer has the English shape, numbers, flags and ids', async (_name, url) => {
    const { en, hi } = await fetchBoth(url);
    const enLeaves = leaves(en);
    const hiLeaves = leaves(hi);
    expect(hiLeaves.map((leaf) => leaf.path)).toEqual(enLeaves.map((leaf) => leaf.path));
    enLeaves.forEach((leaf, i) => {
      const other = hiLeaves[i]!;
      if (typeof leaf.value !== 'string' || exemption(leaf.path) !== undefined || isHindiOrNotWords(leaf.value)) {
        expect(other.value, leaf.path).toEqual(leaf.value);
      }
    });
  });

  it('covers every event sentence: the range holds each event type and a retrograde ingress', async () => {
    const { events } = (await api.get(`/v1/transit/events?${EVENTS}&lang=hi`)).json() as {
      events: { type: string; motion?: string; description: string }[];
    };
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(TRANSIT_EVENT_TYPES));
    const retrograde = events.find((e) => e.type === 'sign-ingress' && e.motion === 'retrograde');
    expect(retrograde?.description).toBe('बुध का मेष से मीन राशि में प्रवेश (वक्री)');
  });

  it('gives each span of time in Hindi words with the numbers of the English one', async () => {
    const HINDI_SPAN = /^(एक (महीने|दिन) से कम|\d+ (वर्ष|महीना|महीने|दिन|घंटा|घंटे|मिनट)( \d+ (वर्ष|महीना|महीने|दिन|घंटा|घंटे|मिनट))*)$/;
    const numbers = (span: string) => span.match(/\d+/g) ?? [];
    const field = (body: unknown, path: string) =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body) as string;
    const spans: [url: string, paths: string[]][] = [
      [`/v1/calculations/panchanga?${DELHI}`, ['times.rahuKaal.duration']],
      [`/v1/calculations/kundali?${BIRTH}`, ['currentDasha.mahadasha.remaining', 'currentDasha.antardasha.remaining']],
      [`/v1/calculations/dasha/current?${BIRTH}`, ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana'].map((level) => `current.${level}.remaining`)],
    ];
    for (const [url, paths] of spans) {
      const { en, hi } = await fetchBoth(url);
      for (const path of paths) {
        expect(field(hi, path), path).toMatch(HINDI_SPAN);
        expect(numbers(field(hi, path)), path).toEqual(numbers(field(en, path)));
      }
    }
  });

  it('keeps the list of untranslated fields to those a response shows', () => {
    expect(Object.keys(NOT_TEXT).filter((entry) => !used.has(entry))).toEqual([]);
  });
});
