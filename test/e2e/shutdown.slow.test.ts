/**
 * Graceful shutdown of the real server process: SIGTERM during a burst of slow requests (a year of Western
 * transit events each) lets every accepted request finish with its answer, then the process exits 0.
 */
import { type ClientRequest, get, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueKey, startServer, stop } from '../helpers/processes.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET on a connection of its own: `sent` resolves once the request has been written, `answer` with the response. */
function getAlone(url: string, headers: Record<string, string> = {}): { sent: Promise<void>; answer: Promise<Answer> } {
  let request!: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = get(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
  return { sent: new Promise((resolve) => request.on('finish', resolve)), answer };
}

describe('SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-shutdown-'));
  // The overload check is off and the time limit of a computation (which counts its wait in the queue) 10 minutes:
  // a busy machine must not turn the burst into 503s (test/api/hardening.test.ts tests both limits).
  const env = {
    ...process.env, DB_PATH: join(dir, 'shutdown.db'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '2', PRECOMPUTE_ON_START: 'false',
    MAX_EVENT_LOOP_DELAY_MS: '0', COMPUTE_TIMEOUT_MS: '600000',
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes every accepted request, then exits 0', async () => {
    const server = await startServer(env);
    try {
      const { key } = issueKey(env, 'pro');
      const burst = Array.from({ length: 8 }, (_, i) =>
        getAlone(`${server.url}/v1/western/transits?date=20${10 + i}-01-01T00:00:00Z&to=20${11 + i}-01-01T00:00:00Z&birthDate=1990-05-15T10:30:00&latitude=28.6&longitude=77.2`, { authorization: `Bearer ${key}` }),
      );
      await Promise.all(burst.map((request) => request.sent));
      // Every request the server has taken counts against the key: once a later request's remaining count says
      // all eight (and the checks so far) were counted, the server holds every one of them.
      for (let checks = 1; ; checks++) {
        const check = await getAlone(`${server.url}/v1/numerology/life-path?date=1990-01-15`, { authorization: `Bearer ${key}` }).answer;
        expect(check.status).toBe(200);
        if (Number(check.headers['x-ratelimit-remaining']) === Number(check.headers['x-ratelimit-limit']) - 8 - checks) break;
      }
      server.process.kill('SIGTERM');
      const answers = await Promise.all(burst.map((request) => request.answer));
      expect(answers.map((answer) => (answer.status === 200 ? 200 : `${answer.status} ${answer.body}`))).toEqual(Array(8).fill(200));
      // Whole answers, not truncated ones.
      for (const answer of answers) expect((JSON.parse(answer.body) as { events: { count: number } }).events.count).toBeGreaterThan(100);
      expect(await server.exited).toBe(0);
    } finally {
      await stop(server.process);
    }
  });
});
