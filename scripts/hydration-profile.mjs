// npm run hydration-profile: which components the browser renders while a page hydrates and in
// the commits right after, and what each costs. Builds with React's profiling build and
// unmangled names (`next build --profile --no-mangling`, with the mock up), loads each page on a
// slowed phone (HYDRATION_CPU, default 4) through a stand-in for React DevTools' hook, and prints
// per commit the root's time and the components with the most time of their own.
// Usage: npm run hydration-profile -- /fi /fi/kirjaudu   (default: the main routes of npm run perf)
// The profiling build replaces .next and drops its stamp, so `npm run demo` builds again after it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ROUTES } from './first-load.mjs';
import { ensurePortsFree, runConfig } from './ports.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { bin, loadEnv, run, start, startMock, stopAll, waitFor } from './proc.mjs';

loadEnv();
const mock = runConfig({ MOCK_PORT: process.env.MOCK_PORT, MOCK_URL: process.env.MOCK_URL }, { port: 3200, mockPort: 4010 });
const PORT = Number(process.env.PERF_PORT || 3200);
const CPU = Number(process.env.HYDRATION_CPU || 4);
const RUNS = Number(process.env.HYDRATION_RUNS || 3);
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = paths.length ? paths : ROUTES.map((r) => r.path);

/**
 * Runs in the page before React: React's profiling build reports every commit to this hook,
 * with each fiber's actualDuration (its render time, children included). A fiber's own time is
 * that minus its children's; a fiber that did not render in a commit keeps its old times, so
 * only fibers whose props or state changed since the last commit count (every fiber in the first).
 */
function recordCommits() {
  const commits = [];
  const seen = new WeakMap();
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (typeof type === 'string') return `<${type}>`;
    if (!type) return fiber.tag === 3 ? '(root)' : fiber.tag === 6 ? '(text)' : `(tag ${fiber.tag})`;
    return type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.name || (type._context ? 'Provider' : `(tag ${fiber.tag})`);
  };
  window.__hydrationCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      const own = {};
      let rendered = 0;
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const before = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
          const didRender = !before || before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState;
          const record = { props: fiber.memoizedProps, state: fiber.memoizedState };
          seen.set(fiber, record);
          if (fiber.alternate) seen.set(fiber.alternate, record);
          if (didRender && fiber.actualDuration > 0) {
            let children = 0;
            for (let child = fiber.child; child; child = child.sibling) children += child.actualDuration || 0;
            const name = nameOf(fiber);
            own[name] = (own[name] ?? 0) + Math.max(0, fiber.actualDuration - children);
            rendered += 1;
          }
          if (fiber.child) walk(fiber.child);
        }
      };
      walk(root.current);
      commits.push({ at: performance.now(), rootMs: root.current.actualDuration ?? 0, rendered, own });
    },
  };
}

await ensurePortsFree([{ port: PORT, variable: 'PERF_PORT' }, ...(mock.mockUrl ? [] : [{ port: mock.mockPort, variable: 'MOCK_PORT' }])], 'npm run hydration-profile');
await startMock(mock);
await run(bin('next'), ['build', '--profile', '--no-mangling'], mock.env);
rmSync('.next/kasino-build.json', { force: true });
start(bin('next'), ['start', '-p', String(PORT)], mock.env);
await waitFor(`http://localhost:${PORT}/fi`);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const report = { cpu: CPU, runs: RUNS, pages: [] };
for (const path of pages) {
  await fetch(`http://localhost:${PORT}${path}`); // a generated page, not its first generation
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.addInitScript(recordCommits);
    await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    runs.push(await page.evaluate(() => window.__hydrationCommits));
    await context.close();
  }
  // The run whose hydration commit took the median time.
  const median = [...runs].sort((a, b) => (a[0]?.rootMs ?? 0) - (b[0]?.rootMs ?? 0))[Math.floor(runs.length / 2)] ?? [];
  report.pages.push({ path, hydrationMs: runs.map((r) => Math.round(r[0]?.rootMs ?? 0)), commits: median });
  console.log(`\n${path}: ${median.length} commits (CPU ${CPU}×; hydration ${runs.map((r) => Math.round(r[0]?.rootMs ?? 0)).join('/')} ms over ${RUNS} runs, the median shown)`);
  for (const [i, commit] of median.entries()) {
    const top = Object.entries(commit.own).sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.log(`  ${i === 0 ? 'hydration' : `commit ${i}`.padEnd(9)} @${Math.round(commit.at)} ms: ${commit.rootMs.toFixed(1)} ms, ${commit.rendered} rendered`);
    if (commit.rootMs >= 1) console.log(`    ${top.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' | ')}`);
  }
}
await browser.close();
mkdirSync('perf', { recursive: true });
writeFileSync('perf/hydration.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwritten: perf/hydration.json (the profiling build is in .next; npm run demo builds again)');
stopAll(0);
