import type { Locator, Page } from '@playwright/test';
import { expect, qaLogin, test } from './fixtures';
import { tr } from './translations';

/**
 * Issue 12: opening the search, the menu and the profile sidebar responds within 200 ms on a
 * CPU slowed 4×. "Responds" is what the browser's Event Timing API measures for the tap: from
 * the input to the next paint after its handlers (the interaction's longest event, as INP
 * counts it). The time until the panel is on screen, chunk download included, is recorded
 * beside it as an annotation. These run in their own project after the rest, one at a time,
 * so other tests do not share the CPU they measure.
 */
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 200;

// One test after another in one worker (not serial: a slow opening does not skip the others).
test.describe.configure({ mode: 'default' });

async function measureOpening(page: Page, opener: Locator, opened: Locator) {
  await page.evaluate(() => {
    const seen: { name: string; duration: number; interactionId: number }[] = [];
    (window as unknown as { __events: typeof seen }).__events = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) seen.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = Date.now();
  await opener.click();
  await expect(opened).toBeVisible();
  const visibleMs = Date.now() - started;
  // Event Timing reports an interaction after its next paint; give it two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const events = await page.evaluate(() => (window as unknown as { __events: { name: string; duration: number }[] }).__events);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Entries under the 16 ms threshold are not reported: an empty list is a fast response.
  const responseMs = Math.max(0, ...events.map((e) => e.duration));
  return { responseMs, visibleMs, events };
}

async function ready(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('navigation', { name: tr('en', 'nav.mobile') })).toBeVisible();
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: tr('en', 'nav.mobile') });

test('opening the search responds within 200 ms on a 4× slower CPU', async ({ page }, info) => {
  await ready(page, '/en');
  const result = await measureOpening(page, bottomBar(page).getByRole('button', { name: tr('en', 'nav.search') }), page.getByRole('dialog'));
  info.annotations.push({ type: 'latency', description: `search: response ${result.responseMs} ms, on screen ${result.visibleMs} ms` });
  expect(result.responseMs, JSON.stringify(result.events)).toBeLessThanOrEqual(BUDGET_MS);
});

test('opening the menu responds within 200 ms on a 4× slower CPU', async ({ page }, info) => {
  await ready(page, '/en');
  const result = await measureOpening(page, bottomBar(page).getByRole('button', { name: tr('en', 'nav.menu') }), page.getByTestId('sidebar'));
  info.annotations.push({ type: 'latency', description: `menu: response ${result.responseMs} ms, on screen ${result.visibleMs} ms` });
  expect(result.responseMs, JSON.stringify(result.events)).toBeLessThanOrEqual(BUDGET_MS);
});

test('opening the profile sidebar responds within 200 ms on a 4× slower CPU', async ({ page, worldId }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  await ready(page, '/en');
  await expect(page.getByTestId('mobile-toolbar')).toBeVisible();
  const result = await measureOpening(page, page.getByTestId('bottom-profile'), page.getByTestId('sidebar'));
  info.annotations.push({ type: 'latency', description: `profile: response ${result.responseMs} ms, on screen ${result.visibleMs} ms` });
  expect(result.responseMs, JSON.stringify(result.events)).toBeLessThanOrEqual(BUDGET_MS);
});
