/** @jest-environment node */
import { createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { connectRedis, redactedUrl, sharedCacheHandlers } from '@/server/shared-cache';

/**
 * The shared page cache when Redis cannot be used (src/server/shared-cache.js): pages still come
 * from the instance's own cache, the outage is logged once and not per request, and a hung
 * Redis costs one timeout, not one per request. The real Redis is in the cluster test
 * (scripts/cluster-test.mjs).
 */

type Connection = ReturnType<typeof connectRedis>;

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A "Redis" that answers +OK to every command (enough for the client's handshake) until
 * `hang()`, and then nothing: a Redis that stopped answering on an open connection.
 */
async function hangingServer(): Promise<{ server: Server; port: number; sockets: Socket[]; hang: () => void }> {
  const sockets: Socket[] = [];
  let hung = false;
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', (chunk) => {
      if (hung) return;
      const commands = chunk.toString('latin1').match(/(?:^|\r\n)\*\d+\r\n/g)?.length ?? 0;
      socket.write('+OK\r\n'.repeat(commands));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port, sockets, hang: () => (hung = true) };
}

const page = (html: string) => ({ kind: 'PAGES', html, pageData: { html }, headers: undefined, status: 200 });
const ctx = { cacheControl: { revalidate: 300, expire: undefined }, tags: [] };
const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

/** Next's side: the package's CacheHandler over our handlers, as src/server/cache-handler.js sets it up. */
function nextCache(connection: Connection, serverDistDir: string) {
  CacheHandler.onCreation(() => ({ handlers: sharedCacheHandlers(connection, { keyPrefix: 'test:' }) }));
  // The constructor's context is Next's; the handler reads serverDistDir and dev only.
  return new CacheHandler({ serverDistDir, dev: false } as unknown as ConstructorParameters<typeof CacheHandler>[0]);
}

describe('the shared page cache without Redis', () => {
  let dir = '';
  const open: Connection[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'shared-cache-'));
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves pages from the local cache when Redis is unreachable, and logs that once, not per request', async () => {
    const log = jest.fn();
    const connection = connectRedis({ url: `redis://user:secret@127.0.0.1:${await closedPort()}`, log });
    open.push(connection);
    await until(() => log.mock.calls.length > 0);
    const cache = nextCache(connection, dir);
    await cache.set('/fi', page('<h1>Kasino</h1>') as never, ctx as never);
    for (let i = 0; i < 50; i += 1) {
      const entry = await cache.get('/fi', { kind: 'PAGES' } as never);
      expect((entry?.value as { html?: string } | undefined)?.html).toBe('<h1>Kasino</h1>');
    }
    expect(await cache.get('/en', { kind: 'PAGES' } as never)).toBeNull(); // not cached: Next renders it
    // Reconnection attempts keep failing meanwhile; still one line, naming no password.
    await new Promise((r) => setTimeout(r, 700));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ is not answering .*own cache/);
    expect(log.mock.calls[0]?.[0]).not.toContain('secret');
    expect(await connection.ping()).toBe(false);
  });

  it('skips a Redis that stopped answering after one timeout, instead of waiting on every request', async () => {
    const silent = await hangingServer();
    const log = jest.fn();
    const connection = connectRedis({ url: `redis://127.0.0.1:${silent.port}`, log });
    open.push(connection);
    await until(() => connection.client.isReady, 3_000);
    expect(connection.client.isReady).toBe(true);
    silent.hang();
    const [shared, local] = sharedCacheHandlers(connection, { keyPrefix: 'test:', timeoutMs: 300 });
    if (!shared || !local) throw new Error('two handlers expected');
    let started = Date.now();
    await expect(shared.get('/fi', { implicitTags: [] })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(log).toHaveBeenCalledTimes(1);
    started = Date.now();
    for (let i = 0; i < 20; i += 1) await expect(shared.get('/fi', { implicitTags: [] })).rejects.toThrow(/not available/);
    expect(Date.now() - started).toBeLessThan(250);
    expect(log).toHaveBeenCalledTimes(1);
    expect(await connection.ping(200)).toBe(false);
    await connection.close();
    for (const socket of silent.sockets) socket.destroy();
    await new Promise((resolve) => silent.server.close(resolve));
  });

  it('never shows credentials of the Redis URL', () => {
    expect(redactedUrl('rediss://kasino:p4ss@cache.internal:6380/0')).toBe('rediss://cache.internal:6380');
    expect(redactedUrl('not a url')).not.toContain('not a url');
  });
});
