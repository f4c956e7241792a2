/**
 * The picture routes: the kundali and any divisional chart in the three regional styles, and the Western wheel,
 * served as image/svg+xml, well-formed, showing the chart's own lagna and grahas, in Hindi with lang=hi, at the
 * size asked for; bad input is a 400 naming its field.
 */
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=5.5';
/** 4 February 1962, noon in Delhi: seven grahas and Ketu in sidereal Capricorn. */
const STELLIUM = 'date=1962-02-04T12:00:00&latitude=28.6139&longitude=77.209&timezone=5.5';

describe('chart pictures', () => {
  const api = useTestApp();

  it('draws the kundali in each style as SVG, with the lagna and grahas of the JSON kundali', async () => {
    const kundali = (await api.get(`/v1/calculations/kundali?${BIRTH}`)).json();
    for (const style of ['north', 'south', 'east']) {
      const res = await api.get(`/v1/calculations/kundali/svg?${BIRTH}&style=${style}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(XMLValidator.validate(res.body)).toBe(true);
      expect(res.body).toContain('width="400" height="400"');
      expect(res.body).toContain(`Lagna ${kundali.lagna.rashi}`.replace('Lagna', 'Asc'));
      for (const abbreviation of ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke']) expect(res.body, `${style} ${abbreviation}`).toMatch(new RegExp(`>${abbreviation}[ (<]`));
    }
  });

  it('marks retrograde and combust grahas, draws other divisional charts, and answers in Hindi', async () => {
    const stellium = (await api.get(`/v1/calculations/kundali/svg?${STELLIUM}`)).body;
    expect(stellium).toContain('(C)'); // the grahas beside the Sun in Capricorn are combust
    const navamsa = await api.get(`/v1/mcp/get-divisional-chart/svg?${BIRTH}&style=south`);
    expect(navamsa.statusCode).toBe(200);
    expect(navamsa.body).toContain('Navamsha (D9)');
    expect((await api.get(`/v1/calculations/kundali/svg?${BIRTH}&chart=D10`)).body).toContain('(D10)');
    const hindi = (await api.get(`/v1/calculations/kundali/svg?${BIRTH}&lang=hi`)).body;
    expect(hindi).toContain('lang="hi"');
    expect(hindi).toContain('लग्न');
    expect(hindi).toMatch(/>सू[ (<]/);
  });

  it('draws the chart\'s name on the picture in every style, so D9 and D1 are told apart at a glance', async () => {
    for (const style of ['north', 'south', 'east']) {
      for (const [url, name] of [[`/v1/mcp/get-divisional-chart/svg?${BIRTH}&style=${style}`, 'Navamsha (D9)'], [`/v1/calculations/kundali/svg?${BIRTH}&style=${style}`, '(D1)']] as const) {
        const drawn = (await api.get(url)).body.replace(/<title[^>]*>[^<]*<\/title>|<desc[^>]*>[^<]*<\/desc>/g, '');
        const texts = [...drawn.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(' ');
        expect(texts, `${style} ${name}`).toContain(name);
      }
    }
  });

  it('differs between two births and scales to the size asked for', async () => {
    const one = (await api.get(`/v1/calculations/kundali/svg?${BIRTH}`)).body;
    const two = (await api.get(`/v1/calculations/kundali/svg?${STELLIUM}`)).body;
    expect(one).not.toBe(two);
    expect((await api.get(`/v1/calculations/kundali/svg?${BIRTH}&size=800`)).body).toContain('width="800" height="800"');
  });

  it('draws the Western natal chart as a wheel', async () => {
    const res = await api.get('/v1/western/natal-chart/svg?date=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&timezone=1&houseSystem=koch');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toContain('Koch');
    for (const glyph of ['☉', '☽', '☿', '♀', '♂', '♃', '♄', '♅', '♆', '♇']) expect(res.body).toContain(glyph);
    expect(res.body).toContain('13°℞'); // Saturn at 13° Taurus, retrograde
  });

  it('draws a bi-wheel: transits, progressions, a solar return or a partner outside the natal chart, each the chart the JSON routes give', async () => {
    const LENNON = 'date=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&timezone=1';
    const sunOf = (description: string) => [...description.matchAll(/Sun (\w+) (\d+°\d+′)/g)].map((match) => `${match[1]} ${match[2]}`);
    const cases = [
      ['transits', '&outerDate=2026-01-01T12:00:00', 'transits of 2026-01-01', `/v1/western/natal-chart?date=2026-01-01T12:00:00&latitude=53.4084&longitude=-2.9916&timezone=1`],
      ['partner', '&partnerDate=1942-06-18T14:00:00&partnerLatitude=53.4084&partnerLongitude=-2.9916&partnerTimezone=2', 'partner born 1942-06-18', `/v1/western/natal-chart?date=1942-06-18T14:00:00&latitude=53.4084&longitude=-2.9916&timezone=2`],
      ['solar-return', '&outerDate=2000-01-01T00:00:00', 'solar return of 2000-10-', `/v1/western/returns?${LENNON}&body=sun&after=2000-01-01T00:00:00&count=1`],
      ['progressions', '&outerDate=1980-12-08T22:50:00', 'secondary progressions for 1980-12-08', `/v1/western/progressions?birthDate=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&birthTimezone=1&date=1980-12-08T22:50:00&timezone=1`],
    ] as const;
    for (const [outer, fields, title, json] of cases) {
      const res = await api.get(`/v1/western/natal-chart/svg?${LENNON}&outer=${outer}${fields}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(XMLValidator.validate(res.body)).toBe(true);
      expect(res.body, outer).toContain(title);
      expect(res.body.match(/data-outer=/g), outer).toHaveLength(11);
      const description = res.body.match(/<desc id="chart-desc">([^<]*)<\/desc>/)![1]!;
      // The description lists the natal Sun, then the outer chart's, as the JSON routes place them.
      const answer = (await api.get(json)).json();
      const outerSun = (answer.bodies ?? answer.returns[0].chart.bodies).find((b: { id: string }) => b.id === 'sun');
      expect(sunOf(description), outer).toEqual(['Libra 16°16′', `${outerSun.sign} ${outerSun.degree}`]);
    }
  });

  it('names the field of every bad input', async () => {
    for (const [url, field] of [
      [`/v1/calculations/kundali/svg?${BIRTH}&style=west`, 'style'],
      [`/v1/calculations/kundali/svg?${BIRTH}&size=100`, 'size'],
      [`/v1/calculations/kundali/svg?${BIRTH}&size=5000`, 'size'],
      [`/v1/calculations/kundali/svg?${BIRTH}&size=400.5`, 'size'],
      [`/v1/calculations/kundali/svg?${BIRTH}&chart=D13`, 'chart'],
      ['/v1/calculations/kundali/svg?latitude=28.6&longitude=77.2', 'date'],
      ['/v1/western/natal-chart/svg?date=1990-01-01T12:00:00&latitude=70&longitude=20', 'houseSystem'],
      [`/v1/western/natal-chart/svg?${BIRTH}&outer=composite`, 'outer'],
      [`/v1/western/natal-chart/svg?${BIRTH}&outer=partner&partnerDate=1992-01-01T10:00:00&partnerLongitude=77`, 'partnerLatitude'],
      [`/v1/western/natal-chart/svg?${BIRTH}&outer=progressions&outerDate=1980-01-01`, 'outerDate'],
      [`/v1/western/natal-chart/svg?${BIRTH}&outer=transits&outerDate=yesterday`, 'outerDate'],
    ] as const) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
  });
});
