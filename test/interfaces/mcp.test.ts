/**
 * MCP through the SDK's own client (streamable HTTP against the listening app): it lists the tools with their
 * input schemas, calls three of them with results equal to the REST responses for the same input, gets a tool
 * error naming the field for bad input, needs the key, and shares a free key's limit with REST.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, listening, testApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let base: string;

async function connect(key?: string): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/v1/mcp`), { requestInit: { headers: key ? bearer(key) : {} } }));
  return client;
}

const textOf = (result: unknown) => ((result as { content: { type: string; text: string }[] }).content[0]!).text;

beforeAll(async () => {
  t = await testApp();
  base = await listening(t.app);
});
afterAll(() => t.close());

describe('MCP', () => {
  it('lists every operation as a tool with a description and its input schema', async () => {
    const client = await connect(t.key('pro'));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['panchanga', 'kundali', 'festivals', 'muhurta', 'matching', 'dailyHoroscope']));
    const muhurta = tools.find((tool) => tool.name === 'muhurta')!;
    expect(muhurta.description).toMatch(/marriage/);
    expect(muhurta.inputSchema.properties).toHaveProperty('activity');
    expect(muhurta.inputSchema.required).toContain('activity');
    // Typed the way the operation reads them: numbers as numbers, closed vocabularies as enums, required as declared.
    const { OPERATIONS } = await import('../../api/operations.ts');
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.keys(OPERATIONS).sort());
    const kundali = tools.find((tool) => tool.name === 'kundali')!.inputSchema as { properties: Record<string, { type?: string; enum?: string[]; items?: { enum?: string[] } }>; required: string[] };
    expect(kundali.properties.latitude).toMatchObject({ type: 'number', minimum: -90, maximum: 90 });
    expect(kundali.properties.houseSystem!.enum).toContain('whole-sign');
    expect(kundali.properties.include!.items!.enum).toEqual(['shadbala', 'ashtakavarga', 'jaimini', 'avasthas']);
    expect(kundali.properties.yogas!.enum).toEqual(['present', 'all']);
    // The birth place is `city` or `latitude` and `longitude`: `date` alone is required by itself.
    expect(kundali.required).toEqual(['date']);
    expect(kundali.properties.city!.type).toBe('string');
    const festivals = tools.find((tool) => tool.name === 'festivals')!.inputSchema as { properties: Record<string, { type?: string }> };
    expect(festivals.properties.year!.type).toBe('integer');
    await client.close();
  });

  it('answers three tools with the REST response of the same input', async () => {
    const key = t.key('pro');
    const client = await connect(key);
    const rest = async (url: string) => (await t.app.inject({ url, headers: bearer(key) })).json();
    const panchanga = await client.callTool({ name: 'panchanga', arguments: { city: 'new-delhi', date: '2026-03-19' } });
    expect(JSON.parse(textOf(panchanga))).toEqual(await rest('/v1/calculations/panchanga?city=new-delhi&date=2026-03-19'));
    const kundali = await client.callTool({ name: 'kundali', arguments: { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } });
    expect(JSON.parse(textOf(kundali))).toEqual(await rest('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata'));
    const festivals = await client.callTool({ name: 'festivals', arguments: { city: 'mumbai', year: 2024, category: ['festival'] } });
    expect(JSON.parse(textOf(festivals))).toEqual(await rest('/v1/calendar/festivals?city=mumbai&year=2024&category=festival'));
    const bad = await client.callTool({ name: 'muhurta', arguments: { city: 'new-delhi', activity: 'picnic' } });
    expect(bad.isError).toBe(true);
    expect(JSON.parse(textOf(bad))).toMatchObject({ error: 'INVALID_PARAMETER', code: 400, message: expect.stringMatching(/activity/) });
    await client.close();
  });

  it('answers a plain tools/call with the bytes and headers the SDK writes for it, kept or computed, failed or not', async () => {
    const key = t.key('pro');
    // `_meta` in the params sends a call through the SDK's own server and transport; without it, the direct path.
    const call = (id: number | string, name: string, args: unknown, { meta = false, headers = {} }: { meta?: boolean; headers?: Record<string, string> } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/mcp',
        headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        payload: { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, ...(meta ? { _meta: {} } : {}) } },
      });
    const calls: [string, unknown][] = [
      ['panchanga', { city: 'chennai', date: '2026-06-01' }],
      ['panchanga', { city: 'chennai', date: '2026-06-01' }],
      ['kundali', { date: '1991-02-03T04:05:00', latitude: 12.97, longitude: 77.59, timezone: 5.5 }],
      ['muhurta', { city: 'new-delhi', activity: 'picnic' }],
      ['horoscopeOfTheMoon', {}],
    ];
    for (const [i, [name, args]] of calls.entries()) {
      const sdk = await call(i, name, args, { meta: true });
      const direct = await call(i, name, args);
      expect(sdk.statusCode).toBe(200);
      expect(direct.body).toBe(sdk.body);
      // The clock headers tick between the two calls: the date, and the seconds left in the rate-limit window.
      const { date: _sdk, 'x-ratelimit-remaining': sdkRemaining, 'x-ratelimit-reset': sdkReset, ...sdkHeaders } = sdk.headers;
      const { date: _direct, 'x-ratelimit-remaining': directRemaining, 'x-ratelimit-reset': directReset, ...directHeaders } = direct.headers;
      expect(directHeaders).toEqual(sdkHeaders);
      expect(Number(directRemaining)).toBe(Number(sdkRemaining) - 1);
      expect(Number(sdkReset) - Number(directReset)).toBeGreaterThanOrEqual(0);
      expect(Number(sdkReset) - Number(directReset)).toBeLessThanOrEqual(1);
    }
    expect(JSON.parse((await call('call-8', 'panchanga', { city: 'chennai', date: '2026-06-01' })).body)).toMatchObject({ jsonrpc: '2.0', id: 'call-8' });
    // The SDK's refusals stay the SDK's: a client that does not accept event streams, an unknown protocol version.
    expect((await call(9, 'lifePath', { date: '1987-11-29' }, { headers: { accept: 'application/json' } })).statusCode).toBe(406);
    expect((await call(10, 'lifePath', { date: '1987-11-29' }, { headers: { 'mcp-protocol-version': '1999-01-01' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/v1/mcp', payload: {} })).statusCode).toBe(401);
  });

  it('needs the key, and counts a free key\'s MCP requests with its REST requests', async () => {
    await expect(connect()).rejects.toThrow();
    const key = t.key('free');
    for (let i = 0; i < 80; i++) expect((await t.app.inject({ url: '/v1/numerology/life-path?date=1987-11-29', headers: bearer(key) })).statusCode).toBe(200);
    const client = await connect(key); // the handshake's requests count too
    const probe = await t.app.inject({ url: '/v1/numerology/life-path?date=1987-11-29', headers: bearer(key) });
    const remaining = Number(probe.headers['x-ratelimit-remaining']);
    expect(remaining).toBeGreaterThan(5);
    for (let i = 0; i < remaining; i++) expect((await client.callTool({ name: 'lifePath', arguments: { date: '1987-11-29' } })).isError).toBeFalsy();
    await expect(client.callTool({ name: 'lifePath', arguments: { date: '1987-11-29' } })).rejects.toThrow(/429|Rate limit/i);
    expect((await t.app.inject({ url: '/v1/numerology/life-path?date=1987-11-29', headers: bearer(key) })).statusCode).toBe(429);
  });
});
