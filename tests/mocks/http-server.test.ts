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
const get = (host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/ping', headers: { Host: host } }, (res) => {
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
