// The pieces of the cluster that `npm run cluster` runs and scripts/cluster-test.mjs proves
// (issue #18; docs/decisions.md, "Scale-out"): Redis, N instances of the standalone build and
// nginx in front, each a child process of the calling script (scripts/proc.mjs), so one
// Ctrl-C or the end of the test stops them all. Redis binds 127.0.0.1 and keeps nothing on
// disk; nginx runs in the foreground with its files in the run's temporary folder.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureClusterTools } from './ensure-cluster-tools.mjs';
import { precompress } from './precompress.mjs';
import { PlainError, start, waitFor } from './proc.mjs';
import productionConfig from '../src/lib/production-config.js';

export const STANDALONE_DIR = '.next/standalone';
export const STANDALONE_SERVER = `${STANDALONE_DIR}/server.js`;
const NGINX_DIR = 'deploy/nginx';
/** The main API's session cookie, as the mock names it (src/mocks/handlers/session.ts): nginx never caches around it. */
export const SESSION_COOKIE = 'kasino_session';

/**
 * The paths of redis-server and nginx; installs them as root when missing, else stops with the
 * command to run (scripts/ensure-cluster-tools.mjs).
 * @returns {{ redisServer: string, nginx: string }}
 */
export function ensureSystemPackages(command) {
  return ensureClusterTools(command, (message) => {
    throw new PlainError(message);
  });
}

/** A free TCP port on 127.0.0.1, chosen by the system (for the cluster's internal ports). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Why the build cannot run as a cluster, or null: it needs the standalone server. */
export function missingStandalone() {
  return existsSync(STANDALONE_SERVER) ? null : `the build has no standalone server (${STANDALONE_SERVER})`;
}

/**
 * Puts what the standalone server serves but Next does not copy beside it (Next's docs): the
 * public folder and the build's static files, with the .gz files nginx serves (a build made
 * before the build wrote them gets them here). Copied afresh, so they are this build's.
 */
export function prepareStandalone() {
  precompress('.next/static');
  for (const [from, to] of [
    ['public', `${STANDALONE_DIR}/public`],
    ['.next/static', `${STANDALONE_DIR}/.next/static`],
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
}

/** A temporary folder for one run (Redis's working folder, nginx's files, the test's logs). */
export function runDir() {
  const dir = mkdtempSync(join(tmpdir(), 'kasino-cluster-'));
  // mkdtemp makes it 0700; nginx's workers (nobody, under a root master) must pass through to
  // their temp folders, without listing it.
  chmodSync(dir, 0o711);
  return dir;
}

/** Whether Redis on `port` answers PING. */
export function redisAnswers(port, timeoutMs = 1_000) {
  return new Promise((resolveAnswer) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolveAnswer(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Redis on 127.0.0.1:`port`, with no persistence (no RDB snapshots, no append-only file) and
 * `dir` as its working folder, so it writes nothing into the repository or /var.
 */
export async function startRedis({ redisServer, port, dir, output }) {
  const child = start(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'yes', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning'],
    {},
    { output },
  );
  const until = Date.now() + 15_000;
  while (!(await redisAnswers(port))) {
    if (Date.now() > until || child.exitCode !== null) throw new PlainError(`Redis did not start on 127.0.0.1:${port}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

/**
 * One app instance: the standalone server on 127.0.0.1:`port`, named `name` (x-kasino-instance,
 * the health route), sharing the page cache through `redisUrl`. `env` holds the run's settings
 * (the mock backend's, the secrets); `nodeArgs` go to Node (npm run throughput's --cpu-prof).
 */
export function startInstance({ name, port, redisUrl, env, output, nodeArgs = [] }) {
  return start(
    process.execPath,
    [...nodeArgs, STANDALONE_SERVER],
    {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      KASINO_INSTANCE: name,
      REDIS_URL: redisUrl,
      // Longer than nginx's upstream keepalive_timeout (60 s): nginx closes idle connections first.
      KEEP_ALIVE_TIMEOUT: '65000',
    },
    { output },
  );
}

/** Waits until the instance on `port` answers its health route. */
export const instanceReady = (port, name) =>
  waitFor(`http://127.0.0.1:${port}/api/app/health`, { what: `Instance ${name}`, timeoutMs: 60_000 });

/** Fills the ${NAME} placeholders of a template; an unknown one is an error, not left for nginx. */
export function renderTemplate(text, values) {
  return text.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new PlainError(`No value for \${${name}} in an nginx template.`);
    return values[name];
  });
}

/** The `server` lines of nginx's upstream for these instance ports. */
export const upstreamLines = (ports) => ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join(' ');

/**
 * nginx in the foreground on `listen` in front of the instances on `ports`, configured from
 * deploy/nginx (the site file the compose file uses too), with its files in `dir`: the page
 * cache unless `cache` is false, the build's static assets from the standalone copy, and
 * `extra` (more http-context text, e.g. npm run throughput's file server) after the site;
 * `secret`, the instances' REVALIDATE_SECRET, lets their revalidation route refresh a page in it.
 * Checked with `nginx -t` first, so a bad config says why.
 */
export async function startNginx({ nginx, dir, listen, ports, secret, output, cache = true, extra = '' }) {
  if (!productionConfig.NGINX_SAFE_SECRET.test(secret ?? '')) throw new PlainError('nginx needs the instances\' REVALIDATE_SECRET (letters, digits, - and _) for the page cache\'s refresh.');
  mkdirSync(dir, { recursive: true });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache'].map((name) => join(dir, name));
  for (const path of temp) {
    mkdirSync(path, { recursive: true });
    // A master started as root runs its workers as nobody, who must write these.
    if (process.getuid?.() === 0) chownSync(path, 65534, 65534);
  }
  // nginx maps /_next/static/x to <root>/_next/static/x; the build has it at .next/static/x.
  // A copy in the run's folder, not a link to the build: a master started as root runs its
  // workers as nobody, who cannot pass through a checkout in a private folder (mktemp -d makes
  // it 0700), so with a link every static file fell through to an instance.
  const staticRoot = join(dir, 'www');
  mkdirSync(join(staticRoot, '_next'), { recursive: true });
  cpSync(resolve(STANDALONE_DIR, '.next/static'), join(staticRoot, '_next/static'), { recursive: true });
  const site = renderTemplate(readFileSync(join(NGINX_DIR, 'kasino.conf.template'), 'utf8'), {
    KASINO_LISTEN: String(listen),
    KASINO_UPSTREAMS: upstreamLines(ports),
    KASINO_CACHE_DIR: resolve(dir, 'cache'),
    KASINO_PAGE_CACHE: cache ? 'kasino_pages' : 'off',
    KASINO_STATIC_ROOT: resolve(staticRoot),
    KASINO_SESSION_COOKIE: SESSION_COOKIE,
    KASINO_REVALIDATE_SECRET: secret,
    KASINO_ACCESS_LOG: 'off',
  });
  writeFileSync(join(dir, 'kasino.conf'), `${site}\n${extra}`);
  const main = renderTemplate(readFileSync(join(NGINX_DIR, 'nginx.local.conf.template'), 'utf8'), { KASINO_RUN_DIR: resolve(dir) });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  const args = ['-p', resolve(dir), '-c', resolve(conf), '-e', 'stderr'];
  const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new PlainError(`nginx refused its configuration (${conf}):\n${check.stderr}`);
  const child = start(nginx, args, {}, { output });
  await waitFor(`http://127.0.0.1:${String(listen).split(':').pop()}/api/app/health`, { what: 'nginx', timeoutMs: 30_000 });
  return child;
}

/** A random secret for a run, when the developer set none. */
export const runSecret = () => randomBytes(24).toString('hex');

/** A GET that shows redirects as they are, with a deadline (the cluster test, npm run throughput). */
export const get = (url, headers = {}) => fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
