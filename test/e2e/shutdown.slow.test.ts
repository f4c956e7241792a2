/**
 * Graceful shutdown of the real server process: SIGTERM during a burst of slow requests (a year of Western
 * transit events each) lets every accepted request finish with its answer, then the process exits 0.
 */
import { type ClientRequest, get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueKey, startServer, stop } from '../helpers/processes.ts';

/** A GET on a connection of its own: `sent` resolves once the request has been written, `answer` with the response. */
function getAlone(url: string, headers: Record<string, string> = {}): { sent: Promise<void>; answer: Promise<{ status: number; body: string }> } {
  let request!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = get(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
  return { sent: new Promise((resolve) => request.on('finish', resolve)), answer };
}

describe('SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-shutdown-'));
  const env = { ...process.env, DB_PATH: join(dir, 'shutdown.db'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '2', PRECOMPUTE_ON_START: 'false' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes every accepted request, then exits 0', async () => {
    const server = await startServer(env);
    try {
      const { key } = issueKey(env, 'pro');
      const burst = Array.from({ length: 8 }, (_, i) =>
        getAlone(`${server.url}/v1/western/transits?date=20${10 + i}-01-01T00:00:00Z&to=20${11 + i}-01-01T00:00:00Z&birthDate=1990-05-15T10:30:00&latitude=28.6&longitude=77.2`, { authorization: `Bearer ${key}` }),
      );
      await Promise.all(burst.map((request) => request.sent));
      // The server takes connections in the order they arrive and reads each as it takes it: once it has answered
      // a request on a connection opened after the burst's requests were written, it holds every one of them.
      expect((await getAlone(`${server.url}/health`).answer).status).toBe(200);
      server.process.kill('SIGTERM');
      const answers = await Promise.all(burst.map((request) => request.answer));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      // Whole answers, not truncated ones.
      for (const answer of answers) expect((JSON.parse(answer.body) as { events: { count: number } }).events.count).toBeGreaterThan(100);
      expect(await server.exited).toBe(0);
    } finally {
      await stop(server.process);
    }
  });
});
