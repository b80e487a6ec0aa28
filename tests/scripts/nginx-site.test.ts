/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { server } from '../utils/msw';
import { ROOT } from './run-script';

/**
 * The deployment's nginx (deploy/nginx/kasino.conf.template, as `npm run cluster` and the compose
 * file run it) in front of a stub instance that answers every page as a statically generated one
 * and says which scheme nginx told it (`x-seen-proto`). `npm test` installs Debian's nginx
 * before jest runs (scripts/ensure-cluster-tools.mjs).
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const SECRET = 'r'.repeat(40);

const fill = (text: string, values: Record<string, string>) => text.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
  const value = values[name];
  if (value === undefined) throw new Error(`No value for ${name}`);
  return value;
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A GET with node:http (msw is stepped aside in beforeAll). */
const get = (url: string, headers: Record<string, string> = {}): Promise<Record<string, string | string[] | undefined>> =>
  new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
    req.end();
  });

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

(NGINX ? describe : describe.skip)('the nginx site file', () => {
  let dir = '';
  let instance: Server;
  let nginx: ChildProcess;
  let base = '';

  beforeAll(async () => {
    // jest's setup has msw answer every request in-process (the mock's handlers match any
    // origin): these go to the real nginx, so msw steps aside for this file.
    server.close();
    dir = mkdtempSync(join(tmpdir(), 'kasino-nginx-secrets-'));
    // mkdtemp makes it 0700: nginx's workers (nobody, under a root master) must pass through it.
    chmodSync(dir, 0o755);
    for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache', 'www']) {
      mkdirSync(join(dir, name));
      // A master started as root runs its workers as nobody, who must write these.
      if (process.getuid?.() === 0) chownSync(join(dir, name), 65534, 65534);
    }
    instance = createServer((req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/html',
        'Cache-Control': 's-maxage=300, stale-while-revalidate=31535700',
        'x-seen-proto': String(req.headers['x-forwarded-proto']),
      });
      res.end('<!doctype html><title>page</title>');
    });
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
    const upstream = (instance.address() as AddressInfo).port;
    const listen = await freePort();
    const site = fill(readFileSync(join(ROOT, 'deploy/nginx/kasino.conf.template'), 'utf8'), {
      KASINO_LISTEN: `127.0.0.1:${listen}`,
      KASINO_UPSTREAMS: `server 127.0.0.1:${upstream};`,
      KASINO_CACHE_DIR: join(dir, 'cache'),
      KASINO_PAGE_CACHE: 'kasino_pages',
      KASINO_STATIC_ROOT: join(dir, 'www'),
      KASINO_SESSION_COOKIE: 'kasino_session',
      KASINO_REVALIDATE_SECRET: SECRET,
      KASINO_ACCESS_LOG: 'off',
    });
    writeFileSync(join(dir, 'kasino.conf'), site);
    // A build's chunk, which nginx serves from disk itself (the web image, npm run cluster).
    mkdirSync(join(dir, 'www/_next/static/chunks'), { recursive: true });
    writeFileSync(join(dir, 'www/_next/static/chunks/app.js'), 'console.log(1);');
    writeFileSync(join(dir, 'nginx.conf'), fill(readFileSync(join(ROOT, 'deploy/nginx/nginx.local.conf.template'), 'utf8'), { KASINO_RUN_DIR: dir }));
    const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'];
    const check = spawnSync(NGINX as string, [...args, '-t', '-q'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused the site file: ${check.stderr}`);
    nginx = spawn(NGINX as string, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    base = `http://127.0.0.1:${listen}`;
    for (let i = 0; i < 100; i += 1) {
      if (await get(`${base}/fi`).then(() => true, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not answer: ${errors}`);
  }, 20_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise<void>((resolve) => (nginx && nginx.exitCode === null ? nginx.once('exit', () => resolve()) : resolve()));
    await new Promise<void>((resolve) => (instance ? instance.close(() => resolve()) : resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const status = async (path: string) => (await get(`${base}${path}`))['x-cache-status'];

  // A one-time credential in the query (src/routes/url-secrets.ts) must not reach the page cache:
  // nginx writes each copy's key, the path and query, into its file, where the access log keeps
  // no query at all.
  it('stores a page asked without a one-time credential (the test can see the cache)', async () => {
    expect(await status('/fi/pelit?page=2')).toBe('MISS');
    expect(await status('/fi/pelit?page=2')).toBe('HIT');
  });

  it('neither stores nor serves a page asked with ?t=, ?code=, ?bankToken= or ?token=', async () => {
    const asked = ['/fi/kirjaudu?t=AUTOLOGINSECRET', '/fi/vahvista-sahkoposti?code=ACTIVATIONSECRET&x=1', '/et/sisselogimine?bankToken=BANKSECRET', '/fi?x=1&token=PAYMENTSECRET'];
    for (const path of asked) {
      expect(await status(path)).toBe('BYPASS');
      expect(await status(path)).toBe('BYPASS');
    }
    // Stored copies are written in the background after the answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stored = filesUnder(join(dir, 'cache')).map((file) => readFileSync(file, 'latin1')).join('\n');
    expect(stored).toContain('KEY: /fi/pelit?page=2');
    expect(stored).not.toMatch(/AUTOLOGINSECRET|ACTIVATIONSECRET|BANKSECRET|PAYMENTSECRET/);
  });

  it('still caches a query that merely names one inside another parameter', async () => {
    expect(await status('/fi?article=t-shirts')).toBe('MISS');
    expect(await status('/fi?article=t-shirts')).toBe('HIT');
  });

  it('tells the instances https when a load balancer in front says so, and never less than its own scheme', async () => {
    const seen = async (headers: Record<string, string>) => (await get(`${base}/api/app/health`, headers))['x-seen-proto'];
    expect(await seen({})).toBe('http');
    expect(await seen({ 'X-Forwarded-Proto': 'https' })).toBe('https');
    expect(await seen({ 'X-Forwarded-Proto': 'gopher' })).toBe('http');
  });

  it('serves the build\'s static files from disk with the headers the app gives every file', async () => {
    const headers = await get(`${base}/_next/static/chunks/app.js`);
    expect(headers['content-type']).toMatch(/^application\/javascript/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
