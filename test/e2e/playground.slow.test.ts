/**
 * The playground page in a real browser (Debian's Chromium driven by playwright-core): it loads from the API
 * itself, says what the demo key cannot reach, fills its panels from the API with a pasted key (the panchanga's
 * tithi and nakshatra, the chart's lagna, the running periods, the Jaimini points and the Moon sign's horoscope
 * equal to the API's own answers), finds a city typed by name alone, names its panels in the chosen language and clears them on a form
 * error, works from the keyboard, and fits a phone's screen. Screenshots go to test/e2e/artifacts/. Skipped,
 * saying so, where /usr/bin/chromium is missing (`.ci/run` installs it).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, testApp, type TestApp, TEST_DEMO_KEY } from '../helpers/app.ts';
import { HAS_CHROMIUM, launchChromium } from '../helpers/browser.ts';

const ARTIFACTS = join(import.meta.dirname, 'artifacts');

describe.skipIf(!HAS_CHROMIUM)('the playground page in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let key: string;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    t = await testApp();
    key = t.key('pro');
    base = await listening(t.app);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /**
   * A page whose waits have no time limit of their own (the test's limit stands): a busy machine may take long to
   * compute a chart, and that is not a failure of the page.
   */
  async function newPage(options: Parameters<Browser['newPage']>[0]): Promise<Page> {
    const page = await browser.newPage(options);
    page.setDefaultTimeout(0);
    return page;
  }

  /** Opens the page and fills the birth form: New Delhi, 15 May 1990, 10:30. */
  async function openAndFill(page: Page, options: { key?: string; style?: string } = {}): Promise<void> {
    await page.goto(`${base}/`);
    await page.getByLabel('City', { exact: true }).fill('New Delhi, Delhi, India');
    await page.getByLabel('Date').fill('1990-05-15');
    await page.getByLabel('Time (local)').fill('10:30');
    if (options.style) await page.getByLabel('Chart style').selectOption(options.style);
    if (options.key) await page.getByLabel('Your API key (leave empty to use the demo key)').fill(options.key);
  }

  it('with a pasted key shows the panchanga, the chart, the dasha, the Jaimini points and the horoscope the API gives', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 1000 } });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
    await openAndFill(page, { key, style: 'south' });
    // Keyboard: from the key field, Tab reaches the button and Enter submits.
    await page.locator('#api-key').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement.id')).toBe('submit');
    await page.keyboard.press('Enter');
    await page.locator('#panel-chart svg').waitFor();
    await page.locator('#panel-dasha dl').waitFor();
    await page.locator('#panel-jaimini dl').waitFor();
    await page.locator('#panel-horoscope dl').waitFor();

    const auth = { authorization: `Bearer ${key}` };
    // The browser's own date, as the page asks for "today" (page scripts are strings here: the tests have no DOM types).
    const today = await page.evaluate<string>(
      "(() => { const n = new Date(); return `${n.getFullYear()}-${String(n.getMonth() + 1).padStart(2, '0')}-${String(n.getDate()).padStart(2, '0')}`; })()",
    );
    const day = (await t.app.inject({ url: `/v1/calculations/panchanga?date=${today}&city=new-delhi&lang=en`, headers: auth })).json();
    const panchanga = await page.locator('#panel-panchanga').innerText();
    expect(panchanga).toContain(day.tithi.name);
    expect(panchanga).toContain(day.nakshatra.name);
    expect(panchanga).toContain(day.vara.name);

    const birthQuery = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=Asia%2FKolkata';
    const kundali = (await t.app.inject({ url: `/v1/calculations/kundali?${birthQuery}`, headers: auth })).json();
    const chartText = await page.locator('#panel-chart svg').textContent();
    // The picture's description names the lagna's sign ("Asc Cancer"); its label carries the whole degrees ("Asc 9°").
    expect(chartText).toContain(`Asc ${kundali.lagna.rashi}`);
    expect(chartText).toContain(`Asc ${Number.parseInt(kundali.lagna.degree, 10)}°`);

    const birth = await page.locator('#panel-birth').innerText();
    expect(birth).toContain(`${kundali.lagna.rashi} ${kundali.lagna.degree}`);

    const dasha = (await t.app.inject({ url: `/v1/calculations/dasha/current?${birthQuery}&lang=en`, headers: auth })).json();
    const dashaText = await page.locator('#panel-dasha').innerText();
    for (const level of ['mahadasha', 'antardasha', 'pratyantardasha'] as const) {
      const period = dasha.current[level];
      expect(dashaText).toContain(`${period.planet} (${period.startDate} – ${period.endDate}`);
    }

    const jaimini = (await t.app.inject({ url: `/v1/calculations/jaimini?${birthQuery}&lang=en`, headers: auth })).json();
    const jaiminiText = await page.locator('#panel-jaimini').innerText();
    expect(jaiminiText).toContain(jaimini.karakas[0].graha.name);
    expect(jaiminiText).toContain(jaimini.arudhas.arudhaLagna.sign);
    expect(jaiminiText).toContain(`${jaimini.specialLagnas.hora.sign} ${jaimini.specialLagnas.hora.degree}`);
    const gulika = jaimini.upagrahas.find((u: { id: string }) => u.id === 'gulika');
    expect(jaiminiText).toContain(`${gulika.sign} ${gulika.degree}`);

    const details = (
      await t.app.inject({ method: 'POST', url: '/v1/astrology/birth_details', headers: auth, payload: { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } })
    ).json();
    expect(birth).toContain(details.moon.rashi);
    const horoscope = (await t.app.inject({ url: `/v1/calculations/horoscope/daily/${details.moon.rashi.toLowerCase()}?date=${today}&lang=en`, headers: auth })).json();
    const horoscopeText = await page.locator('#panel-horoscope').innerText();
    expect(horoscopeText).toContain(`${horoscope.sign}, ${today}`);
    expect(horoscopeText).toContain(horoscope.prediction);
    expect(failures).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-desktop.png'), fullPage: true });
    await page.close();
  });

  it('with the demo key says which panels need a key, and fills the birth details and the horoscope', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 1000 } });
    await openAndFill(page);
    await expect(page.locator('#key-notice').isVisible()).resolves.toBe(true);
    expect(await page.locator('#key-notice').innerText()).toMatch(/need your own key/);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.locator('#panel-horoscope dl').waitFor();
    for (const panel of ['#panel-panchanga', '#panel-chart', '#panel-dasha', '#panel-jaimini']) {
      expect(await page.locator(panel).innerText(), panel).toMatch(/Needs your own API key/);
      expect(await page.locator(`${panel} svg`).count()).toBe(0);
    }
    expect(await page.locator('#panel-birth').innerText()).toMatch(/Lagna/);
    expect(await page.locator('#panel-horoscope .error').count()).toBe(0);
    await expect(page.locator('#key-notice').isVisible()).resolves.toBe(true);
    expect(await page.locator('meta[name="demo-api-key"]').getAttribute('content')).toBe(TEST_DEMO_KEY);
    await page.close();
  });

  it('sends the chart, dasha and Jaimini calls the zone the birth details resolved when coordinates come without one', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 1000 } });
    const birthCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/v1\/calculations\/(kundali|dasha|jaimini)/.test(url.pathname)) birthCalls.push(url.search);
    });
    await openAndFill(page, { key });
    await page.getByLabel('Coordinates and time zone').check();
    await page.getByLabel('Time zone (IANA name or hours)').fill('');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.locator('#panel-chart svg').waitFor();
    await page.locator('#panel-dasha dl').waitFor();
    await page.locator('#panel-jaimini dl').waitFor();
    const details = (
      await t.app.inject({ method: 'POST', url: '/v1/astrology/birth_details', headers: { authorization: `Bearer ${key}` }, payload: { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209 } })
    ).json();
    expect(details.birthDetails.timezone).toBe(5.5);
    expect(birthCalls.length).toBeGreaterThanOrEqual(3);
    // Never the GET kundali's 5.75 default: each call names the zone found in force at the coordinates.
    for (const search of birthCalls) expect(new URLSearchParams(search).get('timezone')).toBe('5.5');
    await page.close();
  });

  it('finds a city typed without accents or region, names the panels in the chosen language, and clears them on a form error', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 1000 } });
    await openAndFill(page, { key });
    // Choosing a language relabels the city the field shows.
    await page.getByLabel('Language').selectOption('hi');
    await expect.poll(() => page.locator('#city').inputValue()).toBe('नई दिल्ली, दिल्ली, भारत');
    await page.locator('#city').fill('reykjavik');
    // Tamil, not Hindi: the page once sent every language but Hindi as English. Choosing it writes the form in Tamil.
    await page.locator('#lang').selectOption('ta');
    expect(await page.locator('#submit').innerText()).toBe('காட்டு');
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    const tamil = /^[\u0B80-\u0BFF][^A-Za-z]*$/;
    // The acronym API and the IANA of the zone field aside, every legend, label and the title are in Tamil letters.
    for (const text of await page.locator('#birth-form legend, #birth-form label, h1, #submit').allInnerTexts()) expect(text.replace(/\b(API|IANA)\b|-ஐ/g, '').trim(), text).toMatch(tamil);
    await page.locator('#submit').click();
    for (const part of ['#panel-birth dl', '#panel-panchanga dl', '#panel-chart svg', '#panel-dasha dl', '#panel-jaimini dl', '#panel-horoscope dl']) await page.locator(part).waitFor();
    // The picker lists the cities in Tamil, and the field shows the city found under its Tamil label.
    const tamilCatalogue = (await t.app.inject({ url: '/playground/catalogue.json?lang=ta' })).json();
    const reykjavik = tamilCatalogue.cities.find((city: { id: string }) => city.id === 'reykjavik');
    expect(reykjavik.label).toMatch(/^ரெ/);
    expect(await page.locator('#city').inputValue()).toBe(reykjavik.label);
    expect(await page.locator('#city-list option').count()).toBe(tamilCatalogue.cities.length);
    expect(await page.locator('#city-list option').first().getAttribute('value')).toMatch(/[\u0B80-\u0BFF]/);
    expect(await page.locator('#panel-panchanga .request').innerText()).toContain('city=reykjavik');
    expect(await page.locator('#panel-panchanga .request').innerText()).toContain('lang=ta');
    expect(await page.locator('#h-birth').innerText()).toBe('பிறப்பு விவரங்கள்');
    for (const heading of await page.locator('#results h2').allInnerTexts()) expect(heading).toMatch(/^[\u0B80-\u0BFF][^A-Za-z]*$/);
    // The answers too: the panchanga's tithi is named in Tamil letters.
    expect(await page.locator('#panel-panchanga dl').innerText()).toMatch(/[\u0B80-\u0BFF]/);

    await page.locator('#city').fill('Atlantis');
    await page.locator('#lang').selectOption('en');
    expect(await page.locator('#submit').innerText()).toBe('Show');
    await page.getByRole('button', { name: 'Show' }).click();
    // A locator wait, not a string predicate: the page's policy forbids eval, which a string predicate needs.
    await page.locator('#form-error', { hasText: 'No catalogued city is called that' }).waitFor();
    expect(await page.locator('#results svg, #results dl').count()).toBe(0);
    expect(await page.locator('#h-birth').innerText()).toBe('Birth details');
    await page.close();
  });

  it('fits a phone: no sideways scrolling at 375 px, every field labelled', async () => {
    const page = await newPage({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });
    await openAndFill(page, { key, style: 'north' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.locator('#panel-chart svg').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    const unlabelled = await page.evaluate<string[]>(
      '[...document.querySelectorAll(\'input:not([type="radio"]), select\')].filter((input) => !document.querySelector(`label[for="${input.id}"]`)).map((input) => input.id)',
    );
    expect(unlabelled).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-phone.png'), fullPage: true });
    await page.close();
  });

  it('serves the page with a policy that allows only its own origin', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).not.toMatch(/https?:\/\//);
    expect((await t.app.inject({ url: '/playground/nothing.js' })).json()).toMatchObject({ code: 404 });
  });
});
