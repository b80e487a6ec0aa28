// npm run test:cluster, and the last step of a full `npm run test:e2e`: the proof of issue #18's
// scale-out and issue #21's page cache, on the standalone server of the e2e build (no second
// `next build` when it is there; docs/decisions.md, "Scale-out" and "Campaign night"). It
// starts the mock backend on the build's MOCK_PORT, Redis, two instances (a, b) and nginx in
// front, all on free ports of 127.0.0.1, and shows:
//   0. nginx's page cache never stores or serves a player's or a preview's answer, and does
//      cache every public page for visitors (scripts/cluster-cache-checks.mjs);
//   1. through nginx, requests are spread over both instances (x-kasino-instance), with the
//      health route's answer, gzip, and /_next/static from disk, pre-compressed and immutable;
//   2. a revalidation sent to one instance changes what the other one serves (both ways), and
//      both nginx serve the new page and its data from the revalidation's answer on;
//   3. throughput through nginx with 2 instances against 1 (a second nginx in front of a only);
//   4. one instance killed mid-load: autocannon through nginx at 50 connections loses no
//      request and no page is an error;
//   5. Redis down: pages are still served, and each instance logs it once, not per request;
//   6. every instance down: nginx still serves the last good copy of a page.
// Sections 3 to 5 send requests as a logged-in player's (a session cookie): those bypass the
// page cache, so the instances serve them, as they serve players on a campaign night.
// Prints the figures and writes perf/cluster.json. Exits 1 on the first failed check.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp, staleBuildReason } from './build.mjs';
import { checkCacheSafety, CLIENTS, msUntilVisible } from './cluster-cache-checks.mjs';
import {
  ensureSystemPackages,
  freePort,
  get,
  instanceReady,
  missingStandalone,
  prepareStandalone,
  runDir,
  runSecret,
  SESSION_COOKIE,
  startInstance,
  startNginx,
  startRedis,
} from './cluster-lib.mjs';
import { ensurePortsFree, runConfig } from './ports.mjs';
import { exitCodeWhenStopped, PlainError, startMock, stop, stopAll } from './proc.mjs';

exitCodeWhenStopped(130);
const started = Date.now();
const command = 'npm run test:cluster';
// The e2e suite's mock port (its build inlines the mock's URL): 4110 unless MOCK_PORT says otherwise.
const config = runConfig({ MOCK_PORT: process.env.MOCK_PORT, CONTENT_PREVIEW_TOKEN: process.env.CONTENT_PREVIEW_TOKEN }, { port: 3100, mockPort: 4110 });
const buildEnv = { ...config.env, NEXT_PUBLIC_MAIN_API_URL: '', NEXT_PUBLIC_CONTENT_API_URL: '', CONTENT_API_URL: '', SECOND_API_URL: '' };
await ensurePortsFree([{ port: config.mockPort, variable: 'MOCK_PORT' }], command);
const { redisServer, nginx } = ensureSystemPackages(command);

const dir = runDir();
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const secret = runSecret();
const previewSecret = runSecret();
// Both nginx (one in front of both instances, one in front of a only), as the instances reach them.
const both = await freePort();
const onlyA = await freePort();
const via = (port) => `http://127.0.0.1:${port}`;
const env = { ...buildEnv, REVALIDATE_SECRET: secret, PREVIEW_SECRET: previewSecret, CACHE_FRONT_URLS: `${via(both)},${via(onlyA)}` };
const log = (name) => join(dir, `${name}.log`);

await startMock(config);
const rebuild = staleBuildReason(buildEnv) ?? missingStandalone();
if (rebuild) {
  if (process.argv.includes('--no-build')) throw new PlainError(`--no-build cannot reuse .next: ${rebuild}.`);
  console.log(`cluster test: building (${rebuild}).`);
  await buildApp(buildEnv);
}
prepareStandalone();

const redisPort = await freePort();
let redis = await startRedis({ redisServer, port: redisPort, dir, output: log('redis') });
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const a = { name: 'a', port: await freePort() };
const b = { name: 'b', port: await freePort() };
a.child = startInstance({ ...a, redisUrl, env, output: log('a') });
b.child = startInstance({ ...b, redisUrl, env, output: log('b') });
await Promise.all([instanceReady(a.port, 'a'), instanceReady(b.port, 'b')]);
await startNginx({ nginx, dir: join(dir, 'nginx-2'), listen: `127.0.0.1:${both}`, ports: [a.port, b.port], secret, output: log('nginx-2') });
await startNginx({ nginx, dir: join(dir, 'nginx-1'), listen: `127.0.0.1:${onlyA}`, ports: [a.port], secret, output: log('nginx-1') });
const viaNginx = via(both);
console.log(`cluster test: nginx ${viaNginx} -> a :${a.port}, b :${b.port}; Redis :${redisPort}; mock :${config.mockPort}`);

const report = { date: new Date().toISOString(), checks: [] };
const passed = (name, detail = {}) => {
  report.checks.push({ name, ...detail });
  console.log(`  ✓ ${name}${Object.keys(detail).length ? ` ${JSON.stringify(detail)}` : ''}`);
};
const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
const FRESHNESS_BOUND_MS = 2_000;
// Any session cookie makes a request a player's: nginx's page cache lets it through to an instance.
const asPlayer = { cookie: `${SESSION_COOKIE}=cluster-test` };

// 0. The page cache: nothing personal stored or served, every public page cached for visitors.
{
  const started0 = Date.now();
  const counted = await checkCacheSafety({ site: viaNginx, mockOrigin: config.mockOrigin, buildId, previewSecret });
  report.cacheSafety = { ...counted, seconds: Math.round((Date.now() - started0) / 100) / 10 };
  passed('the page cache: routes asked with a session and without, a cookie-setting answer, API routes and a preview', report.cacheSafety);
}

// 1. Spread over both instances; the health route; gzip; immutable static files.
{
  const seen = new Map();
  for (let i = 0; i < 20; i += 1) {
    const response = await get(`${viaNginx}/api/app/health`);
    assert.equal(response.status, 200);
    const health = await response.json();
    assert.equal(response.headers.get('x-kasino-instance'), health.instance, 'the header and the health route name the same instance');
    assert.deepEqual([health.status, health.redis, health.content], ['ok', 'up', 'up'], JSON.stringify(health));
    assert.equal(health.buildId, buildId);
    assert.ok(!JSON.stringify(health).includes(String(redisPort)), 'the health route shows no Redis address');
    seen.set(health.instance, (seen.get(health.instance) ?? 0) + 1);
  }
  assert.deepEqual([...seen.keys()].sort(), ['a', 'b'], `both instances answer through nginx: ${JSON.stringify([...seen])}`);
  const page = await get(`${viaNginx}/fi`, { 'accept-encoding': 'gzip' });
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('content-encoding'), 'gzip', 'nginx compresses pages');
  assert.match(page.headers.get('x-kasino-instance') ?? '', /^[ab]$/);
  const html = await page.text();
  const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  assert.ok(script, 'the page loads a script from /_next/static');
  const asset = await get(`${viaNginx}${script}`, { 'accept-encoding': 'gzip' });
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  // nginx sent the build's .gz as it is (gzip_static), not the file compressed again.
  assert.equal(asset.headers.get('content-encoding'), 'gzip');
  assert.equal(asset.headers.get('x-kasino-instance'), null, 'static files come from nginx\'s disk');
  assert.equal(Number(asset.headers.get('content-length')), statSync(`.next/static/${script.slice('/_next/static/'.length)}.gz`).size);
  const missing = await get(`${viaNginx}/_next/static/chunks/no-such-chunk.js`);
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('cache-control'), 'no-store', 'a missing static file is not kept');
  const redirect = await get(`${viaNginx}/kirjaudu`, { 'accept-language': 'fi' });
  // Next builds it on the instance's own address; nginx makes it relative to the browser's.
  assert.equal(redirect.status, 307);
  assert.equal(redirect.headers.get('location'), '/fi/kirjaudu', 'redirects keep the host and port the browser used');
  passed('requests through nginx are spread over both instances', { byInstance: Object.fromEntries(seen) });
}

// 2. A revalidation sent to one instance changes what the other one serves, and what both
// nginx serve from its answer on: the route has each nginx fetch the page and its data again
// (src/server/cache-fronts.ts; docs/decisions.md, "Campaign night").
{
  // The home page's game groups come from the content service; under its outage there are none.
  // (The "not available" text itself is always in the page, with the translations.)
  const state = (html) => (html.includes('href="/fi/pelit/2/popular"') ? 'content' : 'outage');
  const home = async (instance) => state(await (await get(`${via(instance.port)}/fi`)).text());
  const dataPath = `/_next/data/${buildId}/fi.json`;
  const qa = (path, body) =>
    fetch(`${config.mockOrigin}/__qa/${path}`, { method: 'POST', headers: { 'x-kasino-qa': '1', 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const revalidate = async (instance, path = '/fi') => {
    const response = await fetch(`${via(instance.port)}/api/app/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({ path }),
    });
    const text = await response.text();
    assert.equal(response.status, 200, `revalidate on ${instance.name}: ${text}`);
    // Two nginx, each the page and its data.
    assert.deepEqual(JSON.parse(text).cache, { asked: 4, refreshed: 4 }, `revalidate on ${instance.name} refreshed both nginx: ${text}`);
  };
  const fronts = [viaNginx, via(onlyA)];
  // Both nginx hold the page and its data, asked as a browser and as curl (a second request is a hit).
  for (const front of fronts) {
    for (const headers of [...CLIENTS, ...CLIENTS]) {
      assert.equal(state(await (await get(`${front}/fi`, headers)).text()), 'content');
      assert.equal((await get(`${front}${dataPath}`, headers)).status, 200);
    }
  }
  // Only the instances' secret makes nginx skip its copy.
  const status = async (headers) => (await get(`${viaNginx}/fi`, headers)).headers.get('x-cache-status');
  for (const wrong of ['', 'x', `${secret}x`, secret.slice(1), '~.']) {
    assert.notEqual(await status({ 'x-kasino-refresh': wrong }), 'BYPASS', `a refresh header "${wrong}" is not the secret`);
  }
  assert.equal(await status({ 'x-kasino-refresh': secret }), 'BYPASS');
  assert.equal(await home(b), 'content');
  assert.equal(await home(a), 'content');
  // A group page no one has opened yet: generated during an outage it has no games.
  const groupPath = '/fi/pelit/10/exclusives';
  // The data as a browser asks for it on a client-side navigation: by the public path.
  const groupData = `/_next/data/${buildId}${groupPath}.json`;
  const hasGames = (html) => html.includes('href="/fi/peli/');
  const dataOf = async (instance) => (await get(`${via(instance.port)}${groupData}`)).text();
  const dataVisible = (instance) => async () => {
    const expected = await dataOf(instance);
    return msUntilVisible(fronts, groupData, (json) => json === expected, Date.now());
  };
  // The content service fails for the server's renders (the mock's default world) ...
  for (const call of ['content.game-groups', 'content.games-in-groups', 'content.page-slugs', 'content.games-by-group-id']) {
    assert.equal((await qa('fail', { call, times: 'always', status: 503 })).status, 200);
  }
  // ... and a's regeneration of home fails: the good copy in Redis stays, for b too, which never
  // rendered it (src/lib/static-outage.ts: the copy Next read, not the instance's memory).
  let sent = Date.now();
  await revalidate(a);
  const revalidateMs = [Date.now() - sent];
  assert.equal(await home(b), 'content', 'b keeps the good page a could not regenerate');
  assert.equal(await home(a), 'content', 'a keeps the good page');
  // A page first generated on a during the outage is the outage's copy, for b and both nginx too.
  assert.equal(hasGames(await (await get(`${via(a.port)}${groupPath}`)).text()), false);
  const outage = await msUntilVisible(fronts, groupPath, (html) => !hasGames(html), Date.now());
  assert.equal(hasGames(await (await get(`${via(b.port)}${groupPath}`)).text()), false, 'b serves the page a generated');
  const outageData = await dataVisible(b)();
  // The service is back: a revalidation sent to b shows the games through a and both nginx from its answer on.
  assert.equal((await qa('fail/clear', {})).status, 200);
  sent = Date.now();
  await revalidate(b, groupPath);
  revalidateMs.push(Date.now() - sent);
  const content = await msUntilVisible(fronts, groupPath, hasGames, Date.now());
  assert.equal(hasGames(await (await get(`${via(a.port)}${groupPath}`)).text()), true, 'a serves the page b regenerated');
  const contentData = await dataVisible(a)();
  report.freshness = { outage, content, outageData, contentData, revalidateMs };
  const checks = [outage, content, outageData, contentData];
  // The refresh stored the new page before the route answered: no request after it gets the old one.
  assert.ok(checks.every((c) => c.stale === 0), `no request after the revalidation's answer gets the old page or data: ${JSON.stringify(report.freshness)}`);
  assert.ok(checks.every((c) => c.ms <= FRESHNESS_BOUND_MS), `a revalidation shows through nginx within ${FRESHNESS_BOUND_MS} ms: ${JSON.stringify(report.freshness)}`);
  passed('through an outage every instance keeps the good home a could not regenerate; a page a generated during it is what b and both nginx serve, and a revalidation sent to b changes what a and both nginx serve from its answer on', report.freshness);
}

// 3. Throughput through nginx, 2 instances against 1, interleaved so the shared machine's
// drift falls on both.
const PAGES = ['/fi', '/en', '/et/mangud', '/fi/pelit/1/all-slots', '/en/login'];
for (const path of PAGES) for (const port of [a.port, b.port]) await get(`${via(port)}${path}`); // generated once, in Redis
const load = (port, { connections, duration }) =>
  autocannon({
    url: via(port),
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip', ...asPlayer },
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });
{
  await load(both, { connections: 20, duration: 2 }); // warm-up
  const runs = { 2: [], 1: [] };
  for (let round = 0; round < 2; round += 1) {
    runs[2].push(await load(both, { connections: 20, duration: 5 }));
    runs[1].push(await load(onlyA, { connections: 20, duration: 5 }));
  }
  const sum = (list) => ({
    rps: Math.round(list.reduce((t, r) => t + r.requests.average, 0) / list.length),
    p99Ms: Math.round(Math.max(...list.map((r) => r.latency.p99))),
    non2xx: list.reduce((t, r) => t + r.non2xx + r.errors, 0),
  });
  const two = sum(runs[2]);
  const one = sum(runs[1]);
  assert.equal(two.non2xx + one.non2xx, 0, 'no error under load');
  // The host's load: on a shared machine, other processes' CPU shows in these figures.
  const host = { cores: cpus().length, loadAverage1m: Number(loadavg()[0].toFixed(1)) };
  report.throughput = { pages: PAGES, connections: 20, seconds: 10, twoInstances: two, oneInstance: one, ratio: Number((two.rps / one.rps).toFixed(2)), host };
  passed('throughput through nginx', {
    '2 instances': `${two.rps} req/s, p99 ${two.p99Ms} ms`,
    '1 instance': `${one.rps} req/s, p99 ${one.p99Ms} ms`,
    ratio: report.throughput.ratio,
    host: `${host.cores} cores, load ${host.loadAverage1m}`,
  });
}

// 4. One instance killed mid-load.
{
  const statuses = new Map();
  const run = autocannon({
    url: viaNginx,
    connections: 50,
    duration: 8,
    headers: { 'accept-encoding': 'gzip', ...asPlayer },
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });
  run.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  await new Promise((r) => setTimeout(r, 3_000));
  b.child.kill('SIGKILL');
  const result = await run;
  const detail = { requests: result.requests.total, byStatus: Object.fromEntries(statuses), errors: result.errors, timeouts: result.timeouts, rps: Math.round(result.requests.average) };
  assert.ok(b.child.signalCode === 'SIGKILL', 'b was killed during the run');
  assert.equal(result.errors, 0, `no request lost: ${JSON.stringify(detail)}`);
  assert.equal(result.timeouts, 0, `no request timed out: ${JSON.stringify(detail)}`);
  assert.equal(result.non2xx, 0, `no page is an error: ${JSON.stringify(detail)}`);
  assert.deepEqual([...statuses.keys()], [200]);
  report.killed = detail;
  passed('instance b killed mid-load at 50 connections: no request lost, no error page', detail);
}

// 5. Redis down: a still serves pages, says so on its health route, and logs it once.
{
  await stop(redis);
  redis = null;
  for (let i = 0; i < 40; i += 1) {
    const response = await get(`${viaNginx}${PAGES[i % PAGES.length]}`, asPlayer);
    assert.equal(response.status, 200, `pages are served with Redis down (${PAGES[i % PAGES.length]})`);
    await response.arrayBuffer();
  }
  const health = await (await get(`${viaNginx}/api/app/health`)).json();
  assert.deepEqual([health.instance, health.status, health.redis], ['a', 'degraded', 'down']);
  const lines = readFileSync(log('a'), 'utf8').split('\n').filter((line) => line.includes('is not answering'));
  assert.equal(lines.length, 1, `the outage is logged once, not per request:\n${lines.join('\n')}`);
  assert.ok(!readFileSync(log('a'), 'utf8').includes(secret));
  passed('Redis down: 40 pages served through nginx from the local cache, the outage logged once');
}

// 6. Every instance down (b was killed, a stops now): nginx serves its last good copy of the
// pages visitors asked for.
{
  await stop(a.child);
  for (const path of ['/fi', '/fi/pelit/1/all-slots']) {
    const response = await get(`${viaNginx}${path}`);
    const html = await response.text();
    assert.equal(response.status, 200, `${path} with every instance down`);
    assert.match(response.headers.get('x-cache-status') ?? '', /^(STALE|UPDATING|HIT)$/);
    assert.ok(html.includes('__NEXT_DATA__'), `${path}: the stored page`);
  }
  passed('every instance down: nginx serves the last good copy of the pages');
}

// nginx said nothing worse than the expected upstream errors of the killed instance (a temp
// folder it cannot write, for instance, would be [crit]).
for (const name of ['nginx-2', 'nginx-1']) {
  const serious = readFileSync(log(name), 'utf8').split('\n').filter((line) => /\[(crit|alert|emerg)\]/.test(line));
  assert.deepEqual(serious, [], `${name} logged:\n${serious.join('\n')}`);
}

report.seconds = Math.round((Date.now() - started) / 1000);
mkdirSync('perf', { recursive: true });
writeFileSync('perf/cluster.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(`cluster test passed in ${report.seconds} s; figures in perf/cluster.json`);
stopAll(0);
