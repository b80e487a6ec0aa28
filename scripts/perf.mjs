// npm run perf: builds the app and a bare Next.js page, then measures per main route the
// first-load JS (kB gz) against the bare page, Lighthouse mobile (score, LCP, TBT, CLS)
// against the bare page, and req/s of a statically generated page against a static file.
// Prints a table, whether each route meets the goal, and writes perf/report.json.
//
// A measuring tool, not a gate: a route missing the goal does not fail the command (exit 0);
// only a crash does. The gate on first-load JS is `npm run budget`.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from './build.mjs';
import { BARE_DIR, buildBare, firstLoadKb, JS_BUDGET, ROUTES } from './first-load.mjs';
import { ensurePortsFree, runConfig } from './ports.mjs';
import { mainThreadBlocking } from './trace-blocking.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { pinningUnavailable, pinPageMainThreads } from './pin-cores.mjs';
import { bin, childEnv, loadEnv, PlainError, start, startMock, stopAll, waitFor } from './proc.mjs';

const exec = promisify(execFile);
loadEnv();
const mock = runConfig({ MOCK_PORT: process.env.MOCK_PORT, MOCK_URL: process.env.MOCK_URL }, { port: 3200, mockPort: 4010 });
const APP_PORT = Number(process.env.PERF_PORT || 3200);
const BARE_PORT = APP_PORT + 1;
/** PERF_ROUTES=home,login: some routes only, by the names in scripts/first-load.mjs. */
const ROUTE_NAMES = process.env.PERF_ROUTES?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
const unknownRoutes = ROUTE_NAMES.filter((name) => !ROUTES.some((r) => r.route === name));
if (unknownRoutes.length) throw new PlainError(`PERF_ROUTES: no route ${unknownRoutes.join(', ')}; the routes are ${ROUTES.map((r) => r.route).join(', ')}.`);
const MEASURED = ROUTE_NAMES.length ? ROUTES.filter((r) => ROUTE_NAMES.includes(r.route)) : ROUTES;
const RUNS = Number(process.env.PERF_RUNS || 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new PlainError(`PERF_RUNS must be a whole number of runs (1 or more), not "${process.env.PERF_RUNS}".`);

/**
 * Lighthouse slows the host's CPU by a fixed 4×, so a faster host simulates a faster phone.
 * Instead, the slowdown is scaled by the host's Lighthouse benchmark index against a reference
 * host (index 1361 at 4×): every machine simulates the same phone. PERF_CPU_SLOWDOWN sets the
 * multiplier by hand. The latency tests slow a slower host's CPU to the same phone
 * (e2e/latency.ts, which keeps its own copy of the index: a spec cannot import this script).
 */
const REFERENCE_BENCHMARK_INDEX = 1361;
const LIGHTHOUSE_CPU_SLOWDOWN = 4;
const CPU_OVERRIDE = process.env.PERF_CPU_SLOWDOWN?.trim() || null;
if (CPU_OVERRIDE !== null && !(Number(CPU_OVERRIDE) > 0)) {
  throw new PlainError(`PERF_CPU_SLOWDOWN must be a positive number (Lighthouse's cpuSlowdownMultiplier), not "${CPU_OVERRIDE}".`);
}

/** What a route is held to (issue #12); the first-load JS part is the budget's 1.5×. */
const GOAL = { minScore: 90, maxTbtRatio: 2.5, maxLcpMs: 2500, maxJsRatio: JS_BUDGET };

/**
 * Lighthouse sometimes loses the start of the page's trace (NO_NAVSTART); try again (that error
 * only: a server down or a wrong setting fails at once). Five attempts: with the main thread
 * pinned it happened in about 1 run of 9 (3 and 2 of 27 in two runs; 1 of 27 not pinned), twice
 * in a row once.
 */
async function lighthouseRetrying(url, out, cpuSlowdown, attempts = 5) {
  for (let i = 1; ; i += 1) {
    try {
      return await lighthouseOnce(url, out, cpuSlowdown);
    } catch (error) {
      if (i >= attempts || !String(error.stderr ?? error).includes('NO_NAVSTART')) throw error;
      console.warn(`lighthouse ${url}: retrying (${String(error.stderr ?? error).trim().split('\n')[0]})`);
    }
  }
}

/**
 * Chromium's flags for every run, the bare page's and the routes' alike. `--hide-scrollbars`:
 * the mobile emulation's overlay scrollbar fades in and out on any page taller than the
 * screen, about 20 frames in the first second, which this GPU-less host composites in software
 * and Lighthouse screenshots one by one, on the cores the page's main thread needs. A plain
 * HTML page with no script pays it as much as ours; the bare page, shorter than the screen,
 * does not (docs/decisions.md, Tooling, "Blocking time").
 */
const LIGHTHOUSE_CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS, '--hide-scrollbars'];

/** One Lighthouse mobile run; `cpuSlowdown` null keeps Lighthouse's default (4×). */
async function lighthouseOnce(url, out, cpuSlowdown) {
  await exec(
    bin('lighthouse'),
    [url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, '--save-assets',
      ...(cpuSlowdown === null ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`],
    { env: childEnv({ CHROME_PATH: chromiumPath() }), maxBuffer: 64 << 20 },
  );
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (cpuSlowdown !== null && applied !== cpuSlowdown) {
    throw new PlainError(`lighthouse ${url} ran with cpuSlowdownMultiplier ${applied}, not the ${cpuSlowdown} asked for.`);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  // The trace (tens of MB a run) is read for the blocking time's two sums, then dropped.
  const assets = out.replace(/\.json$/, '-0');
  const blocking = mainThreadBlocking(JSON.parse(readFileSync(`${assets}.trace.json`, 'utf8')).traceEvents, applied);
  rmSync(`${assets}.trace.json`, { force: true });
  rmSync(`${assets}.devtoolslog.json`, { force: true });
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    blockingWallMs: blocking?.wallMs ?? null,
    blockingCpuMs: blocking?.cpuMs ?? null,
  };
}

/** The middle value; the mean of the two middle ones for an even count. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The rounded median of the runs that have the value (a trace without a first paint has none), or null. */
function medianOfKnown(values) {
  const known = values.filter((v) => v !== null);
  return known.length ? Math.round(median(known)) : null;
}

/**
 * One URL's runs summed up. Each metric is the median of its own values across the runs
 * (score, LCP, TBT and CLS separately), so the LCP and TBT shown may come from different
 * runs than the score; the runs' scores are kept alongside.
 */
function summary(runs) {
  return {
    score: Math.round(median(runs.map((r) => r.score))),
    scores: runs.map((r) => r.score),
    lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
    tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
    // scripts/trace-blocking.mjs: the blocking time's tasks summed by wall time and by CPU time.
    blockingWallMs: medianOfKnown(runs.map((r) => r.blockingWallMs)),
    blockingCpuMs: medianOfKnown(runs.map((r) => r.blockingCpuMs)),
    runs,
  };
}

async function rps(url) {
  const result = await autocannon({ url, connections: 20, duration: 5, headers: { 'accept-encoding': 'gzip' } });
  return Math.round(result.requests.average);
}

const fileName = (url) => url.replace(/^https?:\/\/localhost:\d+/, '').replace(/[^a-z0-9]+/gi, '_') || '_';

await ensurePortsFree(
  [
    { port: APP_PORT, variable: 'PERF_PORT' },
    { port: BARE_PORT, variable: 'PERF_PORT' },
    ...(mock.mockUrl ? [] : [{ port: mock.mockPort, variable: 'MOCK_PORT' }]),
  ],
  'npm run perf',
);
rmSync('perf/lighthouse', { recursive: true, force: true });
mkdirSync('perf/lighthouse', { recursive: true });
await startMock(mock);
// Built with the mock up, as against a real content service, so pages hold the seeded content.
if (!process.argv.includes('--no-build')) await buildApp(mock.env);
await buildBare();

start(bin('next'), ['start', '-p', String(APP_PORT)], mock.env);
start(bin('next'), ['start', BARE_DIR, '-p', String(BARE_PORT)]);
await Promise.all([waitFor(`http://localhost:${APP_PORT}/fi`), waitFor(`http://localhost:${BARE_PORT}/`)]);
for (const { path } of ROUTES) await fetch(`http://localhost:${APP_PORT}${path}`); // warm ISR pages
const pinOff = process.env.PERF_PIN === '0' ? 'PERF_PIN=0' : pinningUnavailable();
const unpin = pinOff === null ? pinPageMainThreads() : () => {};
console.log(pinOff === null ? "the page's main thread runs alone on core 0" : `the page's main thread shares the cores (${pinOff})`);

const bareUrl = `http://localhost:${BARE_PORT}/`;
const routeUrl = (r) => `http://localhost:${APP_PORT}${r.path}`;

// Calibration: runs on the bare page at Lighthouse's default 4×, for the host's benchmark index
// (also with PERF_CPU_SLOWDOWN, for the report; they warm Chromium up either way). The median of
// three: a cold Chromium's first run reads low (1,137 against a median of 1,852 over the same
// session's 24 measured runs, 2026-11-29), and a low index simulates a faster phone.
const CALIBRATION_RUNS = 3;
const calibrationIndexes = [];
for (let i = 1; i <= CALIBRATION_RUNS; i += 1) {
  calibrationIndexes.push((await lighthouseRetrying(bareUrl, `perf/lighthouse/calibration${i}.json`, null)).benchmarkIndex);
}
const calibration = { benchmarkIndex: Math.round(median(calibrationIndexes)) };
if (CPU_OVERRIDE === null && !(calibration.benchmarkIndex > 0)) {
  throw new PlainError(`Lighthouse reported no benchmark index (${calibrationIndexes.join(', ')}); set PERF_CPU_SLOWDOWN instead.`);
}
const cpuSlowdown = CPU_OVERRIDE !== null
  ? Number(CPU_OVERRIDE)
  : Number(((LIGHTHOUSE_CPU_SLOWDOWN * calibration.benchmarkIndex) / REFERENCE_BENCHMARK_INDEX).toFixed(2));
const cpu = {
  benchmarkIndex: calibration.benchmarkIndex,
  calibrationIndexes,
  referenceBenchmarkIndex: REFERENCE_BENCHMARK_INDEX,
  cpuSlowdownMultiplier: cpuSlowdown,
  source: CPU_OVERRIDE !== null ? 'PERF_CPU_SLOWDOWN' : `${LIGHTHOUSE_CPU_SLOWDOWN} × ${calibration.benchmarkIndex} / ${REFERENCE_BENCHMARK_INDEX}`,
  // scripts/pin-cores.mjs: true when the page's main thread had core 0 to itself, or why not.
  pinned: pinOff === null ? true : pinOff,
};
// How many runs were made again is known once the rounds are done; the summary below says it.
console.log(`\nhost benchmark index ${cpu.benchmarkIndex} (median of ${calibrationIndexes.join(', ')}): cpuSlowdownMultiplier ${cpuSlowdown} (${cpu.source})\n`);

/**
 * Lighthouse scales the durations it observes by the fixed slowdown, so a run made while another
 * process held the CPU (its own benchmark index well below the calibration's) simulates a slower
 * phone than the rest: such a run is made again, up to twice, and the report keeps every run's
 * index and attempts.
 */
const STEADY_INDEX_SHARE = 0.85;
async function steadyRun(url, out) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouseRetrying(url, out, cpuSlowdown);
    const steady = CPU_OVERRIDE !== null || run.benchmarkIndex >= STEADY_INDEX_SHARE * calibration.benchmarkIndex;
    if (steady || attempt >= 3) return { ...run, attempts: attempt, steady };
    console.log(`  the host slowed down (benchmark index ${run.benchmarkIndex}, calibrated ${calibration.benchmarkIndex}): again`);
  }
}

// Interleaved: each round runs the bare page, then every route, so the shared machine's drift
// over the minutes this takes falls on the bare page and the routes alike.
const runsOf = new Map([[bareUrl, []], ...MEASURED.map((r) => [routeUrl(r), []])]);
for (let round = 1; round <= RUNS; round += 1) {
  for (const [url, runs] of runsOf) {
    console.log(`lighthouse round ${round}/${RUNS}: ${url}`);
    runs.push(await steadyRun(url, `perf/lighthouse/${fileName(url)}.run${round}.json`));
  }
}
cpu.runBenchmarkIndexes = [...runsOf.values()].flat().map((r) => r.benchmarkIndex);
cpu.repeatedRuns = [...runsOf.values()].flat().filter((r) => r.attempts > 1).length;
cpu.unsteadyRuns = [...runsOf.values()].flat().filter((r) => !r.steady).length;

const reference = { firstLoadKb: Number(firstLoadKb(BARE_DIR, '/').toFixed(1)), lighthouse: summary(runsOf.get(bareUrl)) };
const ratio = (value, bare) => (bare > 0 ? Number((value / bare).toFixed(2)) : value > 0 ? null : 1);
const routes = MEASURED.map((r) => {
  const kb = Number(firstLoadKb('.', r.page).toFixed(1));
  const lighthouse = summary(runsOf.get(routeUrl(r)));
  const jsRatio = ratio(kb, reference.firstLoadKb);
  const tbtRatio = ratio(lighthouse.tbtMs, reference.lighthouse.tbtMs);
  const misses = [
    lighthouse.score < GOAL.minScore && 'score',
    lighthouse.tbtMs > GOAL.maxTbtRatio * reference.lighthouse.tbtMs && 'TBT',
    lighthouse.lcpMs > GOAL.maxLcpMs && 'LCP',
    kb > GOAL.maxJsRatio * reference.firstLoadKb && 'JS',
  ].filter(Boolean);
  return { route: r.route, label: r.label ?? r.route, path: r.path, firstLoadKb: kb, ratio: jsRatio, tbtRatio, lighthouse, goalMet: misses.length === 0, misses };
});
const met = routes.filter((r) => r.goalMet).length;

// Throughput is measured on every core, as before the pinning.
unpin();
const pageRps = await rps(`http://localhost:${APP_PORT}/fi`);
const staticRps = await rps(`http://localhost:${APP_PORT}/favicon.png`);
const report = {
  date: new Date().toISOString(),
  runs: RUNS,
  cpu,
  goal: GOAL,
  reference,
  routes,
  goalMet: { routes: met, of: routes.length },
  throughput: { pageRps, staticRps, ratio: Number((pageRps / staticRps).toFixed(2)) },
};
writeFileSync('perf/report.json', `${JSON.stringify(report, null, 2)}\n`);

const bareLh = reference.lighthouse;
const blocked = (lh) => `${lh.blockingWallMs}/${lh.blockingCpuMs}`;
const rows = [
  ['route', 'path', 'JS kB gz', '× bare', 'LH score', '(runs)', 'LCP ms', 'TBT ms', 'TBT × bare', 'blocked wall/CPU', 'CLS', 'goal'],
  ['(bare page)', '/', reference.firstLoadKb, 1, bareLh.score, bareLh.scores.join('/'), bareLh.lcpMs, bareLh.tbtMs, 1, blocked(bareLh), bareLh.cls, ''],
  ...routes.map((r) => [
    r.label, r.path, r.firstLoadKb, r.ratio, r.lighthouse.score, r.lighthouse.scores.join('/'), r.lighthouse.lcpMs,
    r.lighthouse.tbtMs, r.tbtRatio ?? 'n/a', blocked(r.lighthouse), r.lighthouse.cls, r.goalMet ? 'met' : `missed: ${r.misses.join(', ')}`,
  ]),
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
console.log(`\nLighthouse mobile, median of ${RUNS} run(s) per URL (each metric separately), interleaved with the bare page;`);
console.log(`host benchmark index ${cpu.benchmarkIndex} (runs: ${Math.min(...cpu.runBenchmarkIndexes)}-${Math.max(...cpu.runBenchmarkIndexes)}), cpuSlowdownMultiplier ${cpuSlowdown} (${cpu.source});\n` +
    `runs made again because the host slowed down: ${cpu.repeatedRuns}; still slow after three attempts: ${cpu.unsteadyRuns}\n`);
for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
console.log(
  `\ngoal: score ≥ ${GOAL.minScore}, TBT ≤ ${GOAL.maxTbtRatio}× bare (${Math.round(GOAL.maxTbtRatio * bareLh.tbtMs)} ms), ` +
    `LCP ≤ ${GOAL.maxLcpMs} ms, first-load JS ≤ ${GOAL.maxJsRatio}× bare (${(GOAL.maxJsRatio * reference.firstLoadKb).toFixed(1)} kB)`,
);
console.log(
  'blocked wall/CPU: the main-thread tasks after the first paint, scaled and summed over 50 ms as TBT is, by their wall time and by\n' +
    "the thread's CPU time (scripts/trace-blocking.mjs); the difference is time the page waited for a core of this host.",
);
if (bareLh.tbtMs === 0) console.log("(the bare page's TBT is 0 ms, so the TBT goal allows none; TBT × bare is n/a)");
console.log(`goal met on ${met} of ${routes.length} routes`);
console.log(`\nthroughput: static page ${pageRps} req/s, static file ${staticRps} req/s, ratio ${report.throughput.ratio}`);
console.log('written: perf/report.json');
if (existsSync(BARE_DIR)) rmSync(join(BARE_DIR, '.next/cache'), { recursive: true, force: true });
stopAll(0);
