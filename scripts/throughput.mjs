// npm run throughput: issue #21's table, on the cluster topology, in one run. For home, the
// casino games page and the all-slots group it measures, side by side, with autocannon (20
// connections, gzip): nginx serving the page's HTML as a file; one instance alone; one
// instance through nginx without and with the page cache; two instances through nginx
// without and with it. Requests per second, p50 and p99 latency, errors, and each setup
// against the file. Then each lobby page's HTML size before compression. Writes
// perf/throughput.json; a measure, not a gate (not part of CI).
//   --seconds=N   each measurement's length (5)
//   --profile     also one instance's hit against a file of public/, and a CPU profile of an
//                 instance serving home from the page cache (node --cpu-prof), summarised by
//                 area and function (scripts/cpu-profile.mjs)
// The mock backend on MOCK_PORT (4010), a build made for it (built when missing, as
// `npm run cluster` does); everything else on free ports of 127.0.0.1.
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp, staleBuildReason } from './build.mjs';
import * as cluster from './cluster-lib.mjs';
import { summarizeProfile } from './cpu-profile.mjs';
import { ensurePortsFree, runConfig } from './ports.mjs';
import { exitCodeWhenStopped, loadEnv, PlainError, startMock, stop, stopAll } from './proc.mjs';

exitCodeWhenStopped(130);
loadEnv();
const command = 'npm run throughput';
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const seconds = Number(option('seconds') ?? 5);
if (!(seconds >= 1 && seconds <= 120)) throw new PlainError(`--seconds must be from 1 to 120, not "${option('seconds')}".`);
const profiling = process.argv.includes('--profile');

const PAGES = [
  { name: 'home', path: '/fi' },
  { name: 'casino games', path: '/fi/pelit' },
  { name: 'all slots (1,880 games)', path: '/fi/pelit/1/all-slots' },
];
/** The lobby's pages, for their HTML size (the goal: none over 60 kB before compression). */
const LOBBY = ['/fi', '/en', '/et', '/fi/pelit', '/en/games', '/fi/livekasino', '/fi/pelit/1/all-slots', '/en/games/1/all-slots', '/et/mangud/1/all-slots', '/fi/pelivalmistajat'];
const HTML_GOAL_KB = 60;

const config = runConfig({ MOCK_PORT: process.env.MOCK_PORT, MOCK_URL: process.env.MOCK_URL, CONTENT_PREVIEW_TOKEN: process.env.CONTENT_PREVIEW_TOKEN }, { port: 8080, mockPort: 4010 });
await ensurePortsFree(config.mockUrl ? [] : [{ port: config.mockPort, variable: 'MOCK_PORT' }], command);
const { redisServer, nginx } = cluster.ensureSystemPackages(command);
const dir = cluster.runDir();
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const env = { ...config.env, REVALIDATE_SECRET: cluster.runSecret() };

await startMock(config);
const rebuild = staleBuildReason(config.env) ?? cluster.missingStandalone();
if (rebuild) {
  console.log(`Building the app: ${rebuild}.`);
  await buildApp(config.env);
}
cluster.prepareStandalone();

const redisPort = await cluster.freePort();
await cluster.startRedis({ redisServer, port: redisPort, dir, output: join(dir, 'redis.log') });
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const instances = [];
for (const name of ['a', 'b']) {
  const port = await cluster.freePort();
  cluster.startInstance({ name, port, redisUrl, env, output: join(dir, `${name}.log`) });
  instances.push({ name, port });
}
await Promise.all(instances.map((i) => cluster.instanceReady(i.port, i.name)));
const [a, b] = instances;
const via = (port) => `http://127.0.0.1:${port}`;
// Every page rendered once and in Redis before anything is measured: each instance serves a hit.
for (const { path } of PAGES) for (const i of instances) await (await cluster.get(`${via(i.port)}${path}`)).arrayBuffer();

// The file server: each page's HTML as Next serves it, in a server of the same nginx (so with
// the same gzip settings, which live at its http level).
const files = join(dir, 'pages');
for (const { path } of PAGES) {
  const file = join(files, `${path}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await (await cluster.get(`${via(a.port)}${path}`)).text());
}
const filePort = await cluster.freePort();
const fileServer = `
server {
    listen 127.0.0.1:${filePort};
    root ${files};
    charset utf-8;
    location / { default_type text/html; try_files $uri.html =404; }
}
`;
const nginxFor = async (name, ports, cache, extra = '') => {
  const port = await cluster.freePort();
  await cluster.startNginx({ nginx, dir: join(dir, name), listen: `127.0.0.1:${port}`, ports, cache, extra, secret: env.REVALIDATE_SECRET, output: join(dir, `${name}.log`) });
  return port;
};
// The file first and the page cache right after it, so that a shared machine's drift falls on
// the comparison the goal is about as little as possible.
const SETUPS = [
  { setup: 'nginx, the HTML as a file', port: filePort },
  { setup: '1 instance, nginx, page cache', port: await nginxFor('nginx-1-cache', [a.port], true) },
  { setup: '2 instances, nginx, page cache', port: await nginxFor('nginx-2-cache', [a.port, b.port], true) },
  { setup: '1 instance alone', port: a.port },
  { setup: '1 instance, nginx, no cache', port: await nginxFor('nginx-1-plain', [a.port], false, fileServer) },
  { setup: '2 instances, nginx, no cache', port: await nginxFor('nginx-2-plain', [a.port, b.port], false) },
];

/** autocannon at 20 connections; `gzip` as a browser asks (nginx's requests to an instance do not). */
const measure = async (port, path, duration, { gzip = true } = {}) => {
  const result = await autocannon({ url: `${via(port)}${path}`, connections: 20, duration, headers: gzip ? { 'accept-encoding': 'gzip' } : {} });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
};

const host = { cores: cpus().length, loadAverage1mBefore: Number(loadavg()[0].toFixed(1)) };
console.log(`\nthroughput: ${seconds} s per measurement, 20 connections, gzip; ${host.cores} cores, load ${host.loadAverage1mBefore}\n`);
const rows = [];
for (const page of PAGES) {
  let file;
  for (const { setup, port } of SETUPS) {
    await measure(port, page.path, 1); // warm-up: connections, caches
    const figures = await measure(port, page.path, seconds);
    file ??= figures;
    const row = { page: page.name, path: page.path, setup, ...figures, rateVsFile: ratio(figures.rps, file.rps), p99VsFile: ratio(figures.p99Ms, file.p99Ms) };
    rows.push(row);
    console.log(`  ${page.path.padEnd(22)} ${setup.padEnd(31)} ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(4)} ms  errors ${row.errors}  × file ${row.rateVsFile} (p99 × ${row.p99VsFile})`);
  }
}
host.loadAverage1mAfter = Number(loadavg()[0].toFixed(1));

// The goal: through nginx with the page cache, ≥ 0.8 of the file's rate, p99 ≤ 2× the file's, no errors.
const goal = rows
  .filter((row) => row.setup.endsWith('page cache'))
  .map((row) => ({ page: row.path, setup: row.setup, met: row.rateVsFile >= 0.8 && row.p99VsFile <= 2 && row.errors === 0 }));

const sizes = [];
for (const path of LOBBY) {
  const html = Buffer.from(await (await cluster.get(`${via(a.port)}${path}`)).arrayBuffer());
  sizes.push({ path, kB: kb(html.length), gzipKB: kb(gzipSync(html, { level: 5 }).length), overGoal: html.length > HTML_GOAL_KB * 1024 });
}

let profile = null;
if (profiling) profile = await profileOneInstance();

console.log('\n| page | setup | req/s | p50 ms | p99 ms | errors | rate × file | p99 × file |\n|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.page} \`${r.path}\` | ${r.setup} | ${r.rps} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.rateVsFile} | ${r.p99VsFile} |`);
console.log(`\ngoal (page cache ≥ 0.8 × the file's rate, p99 ≤ 2 × its p99, no errors): ${goal.filter((g) => g.met).length} of ${goal.length} met`);
for (const g of goal.filter((x) => !x.met)) console.log(`  missed: ${g.page}, ${g.setup}`);
console.log(`\nHTML before compression (goal: ≤ ${HTML_GOAL_KB} kB):`);
for (const s of sizes) console.log(`  ${s.path.padEnd(26)} ${String(s.kB).padStart(6)} kB  (${s.gzipKB} kB gzipped)${s.overGoal ? '  over' : ''}`);
if (profile) printProfile(profile);

mkdirSync('perf', { recursive: true });
writeFileSync('perf/throughput.json', `${JSON.stringify({ date: new Date().toISOString(), seconds, connections: 20, host, rows, goal, sizes, profile }, null, 2)}\n`);
console.log('\nfigures in perf/throughput.json');
stopAll(0);

function ratio(x, y) {
  return y ? Number((x / y).toFixed(2)) : null;
}

function kb(bytes) {
  return Math.round(bytes / 102.4) / 10;
}

/**
 * One instance's cache hit against a file Next serves itself (public/), both asked as nginx
 * asks (no Accept-Encoding): the goal is a hit at 0.5 of the file's rate. Then a third
 * instance under `node --cpu-prof`, loaded with home for `seconds` × 3, stopped so that Node
 * writes the profile (its start is in it too, a small share).
 */
async function profileOneInstance() {
  const staticFile = await measure(a.port, '/favicon.png', seconds, { gzip: false });
  const hit = await measure(a.port, '/fi', seconds, { gzip: false });
  const profiles = join(dir, 'profiles');
  const port = await cluster.freePort();
  const child = cluster.startInstance({ name: 'profiled', port, redisUrl, env, output: join(dir, 'profiled.log'), nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profiles] });
  await cluster.instanceReady(port, 'profiled');
  const profiled = await measure(port, '/fi', seconds * 3, { gzip: false });
  await stop(child);
  const [file] = readdirSync(profiles).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new PlainError('The profiled instance wrote no CPU profile.');
  mkdirSync('perf', { recursive: true });
  // Kept for a closer look (Chrome DevTools, Performance panel, "Load profile").
  cpSync(join(profiles, file), 'perf/instance.cpuprofile');
  return { hit, staticFile, hitVsStatic: ratio(hit.rps, staticFile.rps), profiled, ...summarizeProfile(join(profiles, file)) };
}

function printProfile(p) {
  console.log(`\none instance, no gzip: home from the page cache ${p.hit.rps} req/s (p99 ${p.hit.p99Ms} ms), a file of public/ ${p.staticFile.rps} req/s: ${p.hitVsStatic} of it`);
  console.log(`under --cpu-prof: home ${p.profiled.rps} req/s; CPU self time ${p.totalMs} ms, by area:`);
  for (const a of p.areas) console.log(`  ${String(Math.round(a.share * 1000) / 10).padStart(5)} %  ${a.name}`);
  console.log('by function:');
  for (const f of p.functions) console.log(`  ${String(Math.round(f.share * 1000) / 10).padStart(5)} %  ${f.name}`);
}
