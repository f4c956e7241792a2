/**
 * The interfaces' usual POSTs (an MCP tool call, a GraphQL query) answered from their kept responses before the
 * framework (api/plugins/cached-reads.ts), sent over HTTP: the same bytes and headers as the whole chain, behind the same key
 * check and count, and every body the path reads and declines reaches the route unchanged.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../helpers/app.ts';

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const toolCall = (id: number | string, args: Record<string, unknown>) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'panchanga', arguments: args } });
/** Every header but the ones that change per request: the date, the count left and the seconds to the window's end. */
const stable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name)));

describe('kept POST responses answered before the framework', () => {
  const api = useTestApp();
  const mcp = (payload: string, key = api.key, headers: Record<string, string> = {}) =>
    api.http({ method: 'POST', url: '/v1/mcp', headers: { ...bearer(key), ...MCP_HEADERS, ...headers }, payload });

  it('answers a kept MCP tool call with the bytes and headers of the first answer, under its own id', async () => {
    const args = { city: 'pune', date: '2026-04-01' };
    const first = await mcp(toolCall(1, args));
    const again = await mcp(toolCall('second', args));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body.replace(/"id":1}$/, '"id":"second"}'));
    const { 'content-length': length, ...headers } = stable(again.headers);
    const { 'content-length': _firstLength, ...firstHeaders } = stable(first.headers);
    expect(headers).toEqual(firstHeaders);
    expect(Number(length)).toBe(again.rawPayload.length);
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
  });

  it('answers a body of the bytes of one answered before from them, and a body that differs by a byte with its own answer', async () => {
    const args = { city: 'pune', date: '2026-04-05' };
    const body = toolCall(7, args);
    const first = await mcp(body);
    expect((await mcp(body)).body).toBe(first.body);
    expect((await mcp(body)).body).toBe(first.body);
    // The same length, one byte apart: another day, another id.
    const otherDay = body.replace('2026-04-05', '2026-04-06');
    const otherId = body.replace('"id":7', '"id":8');
    for (const variant of [otherDay, otherId]) {
      expect(variant.length).toBe(body.length);
      await mcp(variant);
    }
    const rest = await api.get('/v1/calculations/panchanga?city=pune&date=2026-04-06');
    expect(JSON.parse(JSON.parse((await mcp(otherDay)).body).result.content[0].text)).toEqual(rest.json());
    expect((await mcp(otherId)).body).toBe(first.body.replace(/"id":7}$/, '"id":8}'));
    expect((await mcp(body)).body).toBe(first.body);
    // Headers the SDK refuses are refused for a body answered from its bytes too.
    expect((await mcp(body, api.key, { accept: 'application/json' })).statusCode).toBe(406);
    expect((await mcp(body, api.key, { 'mcp-protocol-version': '1999-01-01' })).statusCode).toBe(400);
  });

  it('leaves to the route, unchanged, a body it reads and does not answer', async () => {
    const args = { city: 'pune', date: '2026-04-02' };
    await mcp(toolCall(1, args));
    // A key the JSON parser refuses (prototype poisoning), a body that is not JSON, another tool's call.
    for (let i = 0; i < 2; i++) {
      const poisoned = await mcp(toolCall(2, args).replace('"params"', '"__proto__":{"x":1},"params"'));
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json()).toMatchObject({ code: 400 });
    }
    expect((await mcp('{"jsonrpc":')).statusCode).toBe(400);
    const other = await mcp(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'lifePath', arguments: { date: '1987-11-29' } } }));
    expect(JSON.parse(other.body)).toMatchObject({ id: 3, result: { content: [{ type: 'text' }] } });
    // The SDK's own refusal of a client that takes no event stream, even for a kept call.
    expect((await mcp(toolCall(4, args), api.key, { accept: 'application/json' })).statusCode).toBe(406);
  });

  it('checks the key and counts as the chain does, past the limit included', async () => {
    const args = { city: 'pune', date: '2026-04-03' };
    await mcp(toolCall(1, args));
    expect((await mcp(toolCall(1, args), 'jk_aaaaaaaaaa_' + 'x'.repeat(43))).statusCode).toBe(401);
    const free = api.newKey('free');
    const remaining: number[] = [];
    for (let i = 0; i < 100; i++) remaining.push(Number((await mcp(toolCall(i, args), free)).headers['x-ratelimit-remaining']));
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i));
    const refused = await mcp(toolCall(100, args), free);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMIT_EXCEEDED', code: 429 });
  });

  it('answers a kept GraphQL query with the first answer, and a variant of it by GraphQL', async () => {
    const post = (body: object) => api.http({ method: 'POST', url: '/v1/graphql', payload: body, headers: { ...bearer(api.key), 'content-type': 'application/json' } });
    const query = '{ panchanga(city: "pune", date: "2026-04-04") { tithi { name } } }';
    const first = await post({ query });
    const again = await post({ query });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const named = await post({ query: query.replace('{ tithi', '{ nakshatra { name } tithi') });
    expect(named.json()).toMatchObject({ data: { panchanga: { nakshatra: { name: expect.any(String) } } } });
    // Its bytes again, asking for gzip: the encoding is chosen per request, not kept with the bytes.
    const gzip = await api.http({ method: 'POST', url: '/v1/graphql', payload: { query }, headers: { ...bearer(api.key), 'content-type': 'application/json', 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect((await post({ query })).body).toBe(first.body);
  });
});
