import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ConnectionError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientError } from '../../api/plugins/errors.ts';
import { bearer, listening, testApp, type TestApp } from '../helpers/app.ts';

const errorBody = (error: string, code: number) => ({ error, message: expect.any(String), code });

describe('one error handler: every failure is { error, message, code }', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await testApp({ BODY_LIMIT_BYTES: '1024' }, (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post('/v1/echo', { schema: { body: z.object({ name: z.string().max(2000) }) } }, async (r) => r.body);
      typed.get('/v1/explode', async () => {
        throw new Error('secret internal detail at /srv/db.sqlite');
      });
    });
    key = t.key('pro');
  });
  afterAll(() => t.close());

  it('404 NOT_FOUND for an unknown route, with or without a key', async () => {
    for (const headers of [{}, bearer(key)]) {
      const res = await t.app.inject({ url: '/v1/no/such/thing', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody('NOT_FOUND', 404));
    }
  });

  it('405 METHOD_NOT_ALLOWED with Allow for a known path and a wrong method', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/numerology/life-path?date=2000-01-01', headers: bearer(key) });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual(errorBody('METHOD_NOT_ALLOWED', 405));
    expect(res.headers.allow).toContain('GET');
  });

  it.each([
    ['not a date', 'date=hello'],
    ['an impossible day', 'date=2023-02-30'],
    ['a date-time where a date is asked', 'date=2023-02-03T10:00:00Z'],
    ['a month 13', 'date=2023-13-01'],
  ])('400 INVALID_DATE for %s, naming the field', async (_name, query) => {
    const res = await t.app.inject({ url: `/v1/numerology/life-path?${query}`, headers: bearer(key) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('INVALID_DATE', 400));
    expect(res.json().message).toContain("'date'");
  });

  it('400 INVALID_PARAMETER naming a missing field', async () => {
    const res = await t.app.inject({ url: '/v1/numerology/life-path', headers: bearer(key) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'date'");
  });

  it('400 INVALID_PARAMETER naming a wrong body field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/echo', headers: bearer(key), payload: { name: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('INVALID_PARAMETER', 400));
    expect(res.json().message).toContain("'name'");
  });

  it('400 INVALID_JSON for a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/echo',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('INVALID_JSON', 400));
  });

  it('413 PAYLOAD_TOO_LARGE for an oversized body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/echo', headers: bearer(key), payload: { name: 'x'.repeat(1500) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(errorBody('PAYLOAD_TOO_LARGE', 413));
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a body type the service does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/echo',
      headers: { ...bearer(key), 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(errorBody('UNSUPPORTED_MEDIA_TYPE', 415));
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a text/plain body on a JSON route, not a validation 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/kundali',
      headers: { ...bearer(key), 'content-type': 'text/plain' },
      payload: 'date=1990-01-01T10:00:00&latitude=28.6&longitude=77.2',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(errorBody('UNSUPPORTED_MEDIA_TYPE', 415));
  });

  // Node's HTTP parser rejects these before Fastify sees a request, so they need a real socket; they are
  // answered by the `clientErrorHandler` server option (plugins/errors.ts `clientError`).
  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('431 REQUEST_HEADER_FIELDS_TOO_LARGE for a 20 KB query', async () => {
      const res = await new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
        const path = `/v1/numerology/life-path?date=${'9'.repeat(20_000)}`;
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: bearer(key) }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, type: response.headers['content-type'], body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(res.status).toBe(431);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual(errorBody('REQUEST_HEADER_FIELDS_TOO_LARGE', 431));
    });

    it('400 MALFORMED_REQUEST for bytes that are not HTTP', async () => {
      const answer = await new Promise<string>((resolve, reject) => {
        let received = '';
        const socket = connect(port, '127.0.0.1', () => socket.write('HELLO\r\n\r\n'));
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (received += chunk));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(body!)).toEqual(errorBody('MALFORMED_REQUEST', 400));
    });
  });

  it('500 INTERNAL_ERROR leaks nothing internal', async () => {
    const res = await t.app.inject({ url: '/v1/explode', headers: bearer(key) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(errorBody('INTERNAL_ERROR', 500));
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('/srv');
  });

  it('serves JSON with the application/json content type', async () => {
    const res = await t.app.inject({ url: '/v1/numerology/life-path?date=2000-01-01', headers: bearer(key) });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('bodies over the limit, sent at once by several clients to a listening server', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await testApp();
    base = await listening(t.app);
  });
  afterAll(() => t.close());

  /** A 2 MB JSON body sent in 64 KB pieces, one per turn of the event loop: still arriving when the answer leaves. */
  function slowBody(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    let sent = 0;
    return new ReadableStream({
      async pull(controller) {
        if (sent >= bytes.length) return controller.close();
        await new Promise((resolve) => setImmediate(resolve));
        controller.enqueue(bytes.subarray(sent, sent + 65_536));
        sent += 65_536;
      },
    });
  }

  it('answers every client 413 PAYLOAD_TOO_LARGE in the error body, never a reset connection', async () => {
    const key = t.key('pro');
    // 2 MB of JSON against the default limit of 64 KB, from 8 clients at once: half declare the length (refused
    // before a byte is read), half stream it (refused once 64 KB have arrived, while the rest is still coming).
    const text = JSON.stringify({ date: '1990-05-15T10:30:00', latitude: 28.6, longitude: 77.2, pad: 'x'.repeat(2 * 1024 * 1024) });
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const body = i % 2 === 0 ? text : slowBody(text);
        const init = { method: 'POST', headers: { ...bearer(key), 'content-type': 'application/json' }, body, duplex: 'half' };
        const res = await fetch(`${base}/v1/calculations/kundali`, init as RequestInit);
        return { status: res.status, body: await res.json() };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 413, body: errorBody('PAYLOAD_TOO_LARGE', 413) });
  });
});

describe('connection errors (clientErrorHandler) answer in the error body', () => {
  /** A socket that records what is written to it. */
  function fakeSocket() {
    const socket = {
      writable: true,
      destroyed: false,
      written: '',
      write(data: string) {
        socket.written += data;
        return true;
      },
      destroy() {
        socket.destroyed = true;
      },
    };
    return socket;
  }
  const failure = (code: string) => Object.assign(new Error(code), { code, bytesParsed: 0, rawPacket: { type: 'Buffer', data: [] } }) as ConnectionError;

  it.each([
    ['HPE_HEADER_OVERFLOW', 431, 'Request Header Fields Too Large', 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'Request Timeout', 'REQUEST_TIMEOUT'],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413, 'Payload Too Large', 'PAYLOAD_TOO_LARGE'],
    ['HPE_INVALID_METHOD', 400, 'Bad Request', 'MALFORMED_REQUEST'],
  ])('%s → %i %s', (code, status, reason, error) => {
    const socket = fakeSocket();
    clientError(failure(code), socket as unknown as Socket);
    const [head, body] = socket.written.split('\r\n\r\n');
    expect(head).toContain(`HTTP/1.1 ${status} ${reason}\r\n`);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
    expect(JSON.parse(body!)).toEqual(errorBody(error, status));
    expect(socket.destroyed).toBe(true);
  });

  it('writes nothing to a connection the client reset', () => {
    const socket = fakeSocket();
    clientError(failure('ECONNRESET'), socket as unknown as Socket);
    expect(socket.written).toBe('');
  });
});
