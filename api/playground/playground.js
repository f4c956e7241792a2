// The playground page: reads the form, calls the API with the demo key or the person's own, and fills the panels.
// Plain browser JavaScript (an ES module); nothing is loaded from another origin.

const DEMO_KEY = document.querySelector('meta[name="demo-api-key"]').content;
const $ = (selector) => document.querySelector(selector);

/**
 * The words the page itself writes, each keyed by language as the service's own catalogues are (data/text.ts):
 * English always, each other language where written; `wordsIn` falls back to English for a language a text lacks.
 */
const TEXTS = {
  locked: { en: 'Needs your own API key: the demo key reaches only the birth details, the daily horoscope and the city list. Paste your key above; an operator issues one with npm run keys -- create (docs/operations.md, "Keys").', hi: 'इसके लिए अपनी API कुंजी चाहिए: डेमो कुंजी से केवल जन्म विवरण, दैनिक राशिफल और शहरों की सूची मिलती है। अपनी कुंजी ऊपर डालें; ऑपरेटर इसे npm run keys -- create से बनाता है (docs/operations.md, "Keys")।' },
  lagna: { en: 'Lagna', hi: 'लग्न' },
  moonSign: { en: 'Moon sign', hi: 'चंद्र राशि' },
  nakshatra: { en: 'Moon nakshatra', hi: 'चंद्र नक्षत्र' },
  sunSign: { en: 'Sun sign', hi: 'सूर्य राशि' },
  balance: { en: 'Dasha at birth', hi: 'जन्म के समय दशा' },
  weekday: { en: 'Weekday', hi: 'वार' },
  tithi: { en: 'Tithi', hi: 'तिथि' },
  yoga: { en: 'Yoga', hi: 'योग' },
  karana: { en: 'Karana', hi: 'करण' },
  sunrise: { en: 'Sunrise', hi: 'सूर्योदय' },
  sunset: { en: 'Sunset', hi: 'सूर्यास्त' },
  rahuKaal: { en: 'Rahu kaal', hi: 'राहु काल' },
  until: { en: 'until', hi: 'तक' },
  years: { en: 'years left', hi: 'वर्ष शेष' },
  maha: { en: 'Mahadasha', hi: 'महादशा' },
  antar: { en: 'Antardasha', hi: 'अंतर्दशा' },
  pratyantar: { en: 'Pratyantardasha', hi: 'प्रत्यंतर दशा' },
  remaining: { en: 'left', hi: 'शेष' },
  atmakaraka: { en: 'Atmakaraka', hi: 'आत्मकारक' },
  karakamsa: { en: 'Karakamsa', hi: 'कारकांश' },
  arudhaLagna: { en: 'Arudha lagna (A1)', hi: 'आरूढ़ लग्न (A1)' },
  upapada: { en: 'Upapada (A12)', hi: 'उपपद (A12)' },
  lucky: { en: 'Lucky number, colour, stone', hi: 'शुभ अंक, रंग, रत्न' },
  pickCity: { en: 'No catalogued city is called that: pick one from the list (type a few letters of its name).', hi: 'इस नाम का कोई सूचीबद्ध शहर नहीं है: सूची से शहर चुनें (नाम के कुछ अक्षर लिखें)।' },
  badCoordinates: { en: 'Give a latitude between −90 and 90 and a longitude between −180 and 180.', hi: 'अक्षांश −90 से 90 और देशांतर −180 से 180 के बीच दें।' },
  loading: { en: 'Asking the API…', hi: 'API से पूछा जा रहा है…' },
};

/** Each panel's heading and placeholder, keyed by language as `TEXTS`. */
const PANEL_TEXTS = {
  'panel-birth': { en: ['Birth details', 'Submit the form to see the lagna, Moon sign and nakshatra.'], hi: ['जन्म विवरण', 'लग्न, चंद्र राशि और नक्षत्र देखने के लिए फ़ॉर्म भेजें।'] },
  'panel-panchanga': { en: ["Today's panchanga at this place", 'Tithi, nakshatra, yoga, karana, sunrise and rahu kaal.'], hi: ['इस स्थान का आज का पंचांग', 'तिथि, नक्षत्र, योग, करण, सूर्योदय और राहु काल।'] },
  'panel-chart': { en: ['Birth chart', 'The rashi chart in the style you pick.'], hi: ['जन्म कुंडली', 'आपकी चुनी शैली में राशि कुंडली।'] },
  'panel-dasha': { en: ['Running dasha (Vimshottari)', 'Mahadasha, antardasha and pratyantardasha running now.'], hi: ['चल रही दशा (विंशोत्तरी)', 'अभी चल रही महादशा, अंतर्दशा और प्रत्यंतर दशा।'] },
  'panel-jaimini': { en: ['Jaimini points', 'Atmakaraka, karakamsa, arudha lagna, upapada, special lagnas and gulika.'], hi: ['जैमिनी बिंदु', 'आत्मकारक, कारकांश, आरूढ़ लग्न, उपपद, विशेष लग्न और गुलिक।'] },
  'panel-horoscope': { en: ["Today's horoscope for your Moon sign", "Written by named rules over today's real transits."], hi: ['आपकी चंद्र राशि का आज का राशिफल', 'आज के वास्तविक गोचर पर नियमों से लिखा गया।'] },
};

/** The page's words in `lang` (English for a text not written in it). */
function wordsIn(lang) {
  return Object.fromEntries(Object.entries(TEXTS).map(([name, text]) => [name, text[lang] ?? text.en]));
}

let catalogue = { cities: [], signs: [] };

/** The label a city has in the picker: unique, readable, and what the person sees after choosing. */
function cityLabel(city) {
  return `${city.name}, ${city.region}, ${city.country}`;
}

async function loadCatalogue() {
  const response = await fetch('/playground/catalogue.json');
  catalogue = await response.json();
  const list = $('#city-list');
  for (const city of catalogue.cities) {
    const option = document.createElement('option');
    option.value = cityLabel(city);
    list.append(option);
  }
}

/**
 * The catalogued city the person typed: a label of the picker as it is, else the first city the API's search
 * finds (any case, accents optional, former names: "reykjavik", "bombay") for the whole text, then for the part
 * before its first comma ("Reykjavik, Iceland"). Null when none matches.
 */
async function findCity(typed, key) {
  const text = typed.trim();
  const listed = catalogue.cities.find((c) => cityLabel(c) === text);
  if (listed) return listed;
  for (const query of new Set([text, text.split(',')[0].trim()])) {
    if (query === '') continue;
    const found = await call(`/v1/cities?${new URLSearchParams({ q: query, limit: '1' })}`, key);
    const city = found.cities.length > 0 ? catalogue.cities.find((c) => c.id === found.cities[0].id) : undefined;
    if (city) return city;
  }
  return null;
}

/** The place the form describes: a catalogued city, or coordinates with a zone. Throws a message to show. */
async function placeOf(form, words, key) {
  if (form.get('place-mode') === 'city') {
    const city = await findCity(String(form.get('city')), key);
    if (!city) throw new Error(words.pickCity);
    // Show the city the answer is for under its picker label.
    $('#city').value = cityLabel(city);
    return { city: city.id, latitude: city.latitude, longitude: city.longitude, timezone: city.timezone };
  }
  const latitude = Number(form.get('latitude'));
  const longitude = Number(form.get('longitude'));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) >= 90 || Math.abs(longitude) > 180) throw new Error(words.badCoordinates);
  return { city: null, latitude, longitude, timezone: String(form.get('timezone')).trim() || undefined };
}

/** Calls the API; resolves to the parsed body (JSON or text) or rejects with the API's error message. */
async function call(path, key, options = {}) {
  const response = await fetch(path, { ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${key}` } });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    const error = new Error(body.message ?? `${response.status}`);
    error.code = body.error;
    throw error;
  }
  return body;
}

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A definition list of [term, value] pairs. */
function facts(pairs) {
  const list = element('dl');
  for (const [term, value] of pairs) list.append(element('dt', {}, term), element('dd', {}, value));
  return list;
}

/** Replaces a panel's content; `request` is shown under it so people can copy the call. */
function fill(panelId, nodes, request) {
  const panel = $(`#${panelId}`);
  panel.classList.remove('locked');
  const content = panel.querySelector('.content');
  content.replaceChildren(...nodes, ...(request ? [element('p', { class: 'request' }, element('code', {}, request))] : []));
}

function lock(panelId, words) {
  fill(panelId, [element('p', { class: 'notice' }, words.locked)]);
  $(`#${panelId}`).classList.add('locked');
}

/** Names the panels in `lang` (their headings and language) and shows each one's placeholder. */
function resetPanels(lang) {
  for (const [id, [heading, placeholder]] of Object.entries(PANEL_TEXTS).map(([id, text]) => [id, text[lang] ?? text.en])) {
    const panel = $(`#${id}`);
    panel.lang = lang;
    panel.querySelector('h2').textContent = heading;
    fill(id, [element('p', { class: 'placeholder' }, placeholder)]);
  }
}

function showError(panelId, error) {
  fill(panelId, [element('p', { class: 'error' }, error.message)]);
}

/** Local wall-clock date of today in the browser, YYYY-MM-DD (the panchanga of "today" where the person is). */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An instant as HH:MM at the response's zone (an IANA name or hours from UTC). */
function clockTime(iso, zone) {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (typeof zone === 'number') return new Date(instant.getTime() + zone * 3_600_000).toISOString().slice(11, 16);
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

function birthQuery(birth, place) {
  const parameters = new URLSearchParams({ date: birth, latitude: String(place.latitude), longitude: String(place.longitude) });
  if (place.timezone) parameters.set('timezone', place.timezone);
  return parameters;
}

async function showBirthDetails(birth, place, key, lang, words) {
  const body = { date: birth, latitude: place.latitude, longitude: place.longitude, ...(place.timezone ? { timezone: place.timezone } : {}), lang };
  const details = await call('/v1/astrology/birth_details', key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  fill(
    'panel-birth',
    [
      facts([
        [words.lagna, `${details.lagna.rashi} ${details.lagna.degree}`],
        [words.moonSign, details.moon.rashi],
        [words.nakshatra, `${details.moon.nakshatra} (${details.moon.nakshatraPada})`],
        [words.sunSign, details.sun.rashi],
        [words.balance, `${details.vimshottariBalance.planet}: ${details.vimshottariBalance.remainingYears.toFixed(2)} ${words.years}`],
      ]),
    ],
    `POST /v1/astrology/birth_details ${JSON.stringify(body)}`,
  );
  return details;
}

async function showHoroscope(details, key, lang) {
  const sign = catalogue.signs.find((s) => s.en === details.moon.rashi || s.hi === details.moon.rashi);
  const path = `/v1/calculations/horoscope/daily/${sign.id}?date=${today()}&lang=${lang}`;
  const horoscope = await call(path, key);
  const words = wordsIn(lang);
  fill(
    'panel-horoscope',
    [element('p', {}, element('strong', {}, `${horoscope.sign}, ${horoscope.date}`)), element('p', {}, horoscope.prediction), facts([[words.lucky, `${horoscope.lucky.number}, ${horoscope.lucky.color}, ${horoscope.lucky.stone}`]])],
    `GET ${path}`,
  );
}

async function showPanchanga(place, key, lang, words) {
  const parameters = new URLSearchParams({ date: today(), lang });
  if (place.city) parameters.set('city', place.city);
  else {
    parameters.set('latitude', String(place.latitude));
    parameters.set('longitude', String(place.longitude));
    if (place.timezone) parameters.set('timezone', place.timezone);
  }
  const path = `/v1/calculations/panchanga?${parameters}`;
  const day = await call(path, key);
  const time = (iso) => clockTime(iso, day.settings.timezone);
  fill(
    'panel-panchanga',
    [
      facts([
        [words.weekday, day.vara.name],
        [words.tithi, `${day.tithi.name}, ${day.tithi.paksha} (${words.until} ${time(day.tithi.endTime)})`],
        [words.nakshatra, `${day.nakshatra.name} (${words.until} ${time(day.nakshatra.endTime)})`],
        [words.yoga, day.yoga.name],
        [words.karana, day.karana.name],
        [words.sunrise, day.times.sunrise ?? '—'],
        [words.sunset, day.times.sunset ?? '—'],
        [words.rahuKaal, day.times.rahuKaal ? `${day.times.rahuKaal.start}–${day.times.rahuKaal.end}` : '—'],
      ]),
    ],
    `GET ${path}`,
  );
}

async function showChart(birth, place, key, lang, style) {
  const parameters = birthQuery(birth, place);
  parameters.set('style', style);
  parameters.set('size', '400');
  parameters.set('lang', lang);
  const path = `/v1/calculations/kundali/svg?${parameters}`;
  const text = await call(path, key);
  // The API's own SVG, parsed as XML and adopted as DOM nodes (never as HTML).
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  fill('panel-chart', [element('div', { class: 'chart' }, document.importNode(svg, true))], `GET ${path}`);
}

async function showDasha(birth, place, key, lang, words) {
  const parameters = birthQuery(birth, place);
  parameters.set('lang', lang);
  const path = `/v1/calculations/dasha/current?${parameters}`;
  const dasha = await call(path, key);
  const period = (p) => `${p.planet} (${p.startDate} – ${p.endDate}; ${p.remaining} ${words.remaining})`;
  fill(
    'panel-dasha',
    [facts([[words.maha, period(dasha.current.mahadasha)], [words.antar, period(dasha.current.antardasha)], [words.pratyantar, period(dasha.current.pratyantardasha)]])],
    `GET ${path}`,
  );
}

async function showJaimini(birth, place, key, lang, words) {
  const parameters = birthQuery(birth, place);
  parameters.set('lang', lang);
  const path = `/v1/calculations/jaimini?${parameters}`;
  const jaimini = await call(path, key);
  const at = (point) => `${point.sign} ${point.degree}`;
  const special = ['hora', 'ghati', 'bhava', 'pranapada', 'varnada'].map((id) => [jaimini.specialLagnas[id].name, at(jaimini.specialLagnas[id])]);
  const upagrahas = jaimini.upagrahas.filter((u) => u.id === 'gulika' || u.id === 'mandi').map((u) => [u.name, at(u)]);
  fill(
    'panel-jaimini',
    [
      facts([
        [words.atmakaraka, jaimini.karakas[0].graha.name],
        [words.karakamsa, jaimini.karakamsa.sign],
        [words.arudhaLagna, jaimini.arudhas.arudhaLagna.sign],
        [words.upapada, jaimini.arudhas.upapada.sign],
        ...special,
        ...upagrahas,
      ]),
    ],
    `GET ${path}`,
  );
}

async function submit(event) {
  event.preventDefault();
  const form = new FormData(event.target);
  const lang = form.get('lang') === 'hi' ? 'hi' : 'en';
  const words = wordsIn(lang);
  // The panels, headings included, are in the chosen language; the page around them stays English. Nothing of an
  // earlier answer stays beside a new one or an error.
  resetPanels(lang);
  $('#form-error').textContent = '';
  const ownKey = String(form.get('key')).trim();
  const key = ownKey || DEMO_KEY;
  let place;
  try {
    place = await placeOf(form, words, key);
  } catch (error) {
    $('#form-error').textContent = error.message;
    return;
  }
  const birth = `${form.get('date')}T${form.get('time')}:00`;
  const results = $('#results');
  results.setAttribute('aria-busy', 'true');
  for (const id of ['panel-birth', 'panel-panchanga', 'panel-chart', 'panel-dasha', 'panel-jaimini', 'panel-horoscope']) fill(id, [element('p', { class: 'placeholder' }, words.loading)]);

  const details = showBirthDetails(birth, place, key, lang, words);
  // Every birth call sends the zone the birth is read at: the city's, the one typed, or else the offset the service
  // found in force at the coordinates (birth details), so no endpoint's default zone (GET kundali: 5.75 hours) applies.
  const zoned = place.timezone ? Promise.resolve(place) : details.then((d) => ({ ...place, timezone: String(d.birthDetails.timezone) }));
  const tasks = [
    details
      .then((d) => showHoroscope(d, key, lang).catch((error) => showError('panel-horoscope', error)))
      .catch((error) => {
        showError('panel-birth', error);
        showError('panel-horoscope', error);
      }),
  ];
  if (ownKey) {
    tasks.push(
      showPanchanga(place, key, lang, words).catch((error) => showError('panel-panchanga', error)),
      zoned.then((p) => showChart(birth, p, key, lang, String(form.get('style')))).catch((error) => showError('panel-chart', error)),
      zoned.then((p) => showDasha(birth, p, key, lang, words)).catch((error) => showError('panel-dasha', error)),
      zoned.then((p) => showJaimini(birth, p, key, lang, words)).catch((error) => showError('panel-jaimini', error)),
    );
  } else {
    for (const id of ['panel-panchanga', 'panel-chart', 'panel-dasha', 'panel-jaimini']) lock(id, words);
  }
  await Promise.all(tasks);
  results.setAttribute('aria-busy', 'false');
}

function showPlaceMode() {
  const coordinates = document.querySelector('input[name="place-mode"]:checked').value === 'coordinates';
  $('#coordinate-fields').hidden = !coordinates;
  $('#city-fields').hidden = coordinates;
}

function showKeyNotice() {
  $('#key-notice').hidden = $('#api-key').value.trim() !== '';
}

for (const radio of document.querySelectorAll('input[name="place-mode"]')) radio.addEventListener('change', showPlaceMode);
$('#api-key').addEventListener('input', showKeyNotice);
$('#birth-form').addEventListener('submit', submit);
// The language a reloaded page restores into the form names the panels from the start.
resetPanels($('#lang').value === 'hi' ? 'hi' : 'en');
await loadCatalogue();
