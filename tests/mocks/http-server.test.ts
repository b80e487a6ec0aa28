/** @jest-environment node */
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { createMockServer } from '@/mocks/http-server';
import { server as inProcessMock } from '../utils/msw';

let server: Server;
let port = 0;

/** A free port: the mock needs its own origin before it listens. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createMockServer([], 'http://localhost:1').listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as AddressInfo;
      probe.close(() => resolve(found));
    });
  });

beforeAll(async () => {
  // Real sockets here: the in-process interception of the other suites would answer instead.
  inProcessMock.close();
  port = await freePort();
  server = createMockServer([http.get('*/ping', () => HttpResponse.json({ pong: true }))], `http://localhost:${port}`);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET to the mock on 127.0.0.1 with the Host header a browser would send for `host`. */
const get = (host: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/ping', headers: { Host: host, ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the mock server against DNS rebinding', () => {
  it('answers its own loopback names on its port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect(await get(host)).toEqual({ status: 200, body: '{"pong":true}' });
    }
  });

  it('refuses any other Host: a rebound name, another port, none', async () => {
    for (const host of [`evil.example:${port}`, 'localhost', `localhost:${port + 1}`, `127.0.0.1.evil.example:${port}`, `localhost.:${port}`]) {
      const answer = await get(host);
      expect(answer.status).toBe(421);
      expect(answer.body).toContain('Unknown Host header');
    }
  });
});

describe("the mock server and a world's name", () => {
  it('takes a name of 1 to 64 letters, digits, _ and -, by header or cookie', async () => {
    for (const headers of <Record<string, string>[]>[{ 'x-kasino-world': 'qa-alice_1' }, { cookie: 'a=1; kasino_world=qa-bob' }, { 'x-kasino-world': 'x'.repeat(64) }, {}]) {
      expect(await get(`localhost:${port}`, headers)).toEqual({ status: 200, body: '{"pong":true}' });
    }
  });

  it('refuses any other with 400 and the rule, rather than use the shared default world or a part of the name', async () => {
    for (const headers of <Record<string, string>[]>[{ 'x-kasino-world': 'qa.alice' }, { 'x-kasino-world': 'x'.repeat(65) }, { cookie: 'kasino_world=qa.alice' }, { 'x-kasino-world': 'qa-ok', cookie: 'kasino_world=qa bob' }]) {
      const answer = await get(`localhost:${port}`, headers);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/^A world's name .* is 1 to 64 of A-Z, a-z, 0-9, _ and -, not "/) });
    }
  });
});

describe('kept-alive sockets', () => {
  it("stay open longer than a test's pause between two QA calls, and close before a stalled request's headers time out", () => {
    // At Node's default 5 s, a QA switch sent as the mock closed its idle socket was reset (ECONNRESET).
    expect(server.keepAliveTimeout).toBeGreaterThanOrEqual(30_000);
    expect(server.keepAliveTimeout).toBeLessThan(server.headersTimeout);
  });
});
