import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Interaction latency on a slowed CPU (issue 12; the `latency` project runs these specs last,
 * one test at a time). "Responds" is what the browser's Event Timing API measures for a tap or
 * a key: from the input to the next paint after its handlers (the interaction's longest event,
 * as INP counts it).
 */
export const BUDGET_MS = 200;

/**
 * The CPU slowdown: 4×, scaled down on a host slower than `npm run perf`'s reference host
 * (scripts/perf.mjs: Lighthouse benchmark index 1361 at 4×), so a slow host simulates the same
 * phone as the reference rather than a slower one. Hosts this project runs on have read from 897
 * to 2,349, and a fixed 4× put the same build 20-30% over or under the budget. Not scaled up on a
 * faster host: there it stays the 4× issue 12 names. Measured once per worker with Lighthouse's
 * own benchmark (the best of three: a busy moment only reads low), at full speed.
 */
const REFERENCE_BENCHMARK_INDEX = 1361;
/** The slowdown on the reference host, and the most any host gets. */
const REFERENCE_CPU_SLOWDOWN = 4;
let slowdown: Promise<number> | undefined;

async function cpuSlowdown(page: Page): Promise<number> {
  slowdown ??= (async () => {
    const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as { pageFunctions: { computeBenchmarkIndex: () => number } };
    const indexes: number[] = [];
    for (let run = 0; run < 3; run++) indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    const index = Math.max(...indexes);
    const rate = Math.min(REFERENCE_CPU_SLOWDOWN, Number(((REFERENCE_CPU_SLOWDOWN * index) / REFERENCE_BENCHMARK_INDEX).toFixed(2)));
    console.log(`latency: host benchmark index ${index} (${indexes.join(', ')}), CPU slowdown ${rate}×`);
    return rate;
  })();
  return slowdown;
}

type Seen = { name: string; duration: number; interactionId: number };
export type Measured = { responseMs: number; visibleMs: number; events: Seen[] };

/**
 * Runs `act` (a click, a key) with the CPU slowed and returns the longest Event Timing entry it
 * caused. With `settled`, waits (still slowed) until that is visible and reports how long that
 * took beside it: a panel's body may come in a later task than the paint the tap waits for.
 */
export async function measureInteraction(page: Page, act: () => Promise<void>, settled?: Locator): Promise<Measured> {
  await page.evaluate(() => {
    const seen: Seen[] = [];
    (window as unknown as { __events: Seen[] }).__events = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) seen.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const rate = await cpuSlowdown(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const started = Date.now();
  try {
    await act();
    if (settled) await expect(settled).toBeVisible();
    const visibleMs = Date.now() - started;
    // Event Timing reports an interaction after its next paint; give it two frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const events = await page.evaluate(() => (window as unknown as { __events: Seen[] }).__events);
    // Entries under the 16 ms threshold are not reported: an empty list is a fast response.
    return { responseMs: Math.max(0, ...events.map((e) => e.duration)), visibleMs, events };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** The middle of an odd number of measurements: one slow frame of a shared CI host does not fail a test, a slow interaction does. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
