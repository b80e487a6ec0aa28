import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Our only frame is a game, the provider's document: its own frame-title and place are checked
  // here, its inside is not ours to test (and is cross-origin).
  iframes: false,
};

/**
 * axe-core on the page as it is now, violations as "rule: targets" lines.
 *
 * axe itself, not @axe-core/playwright: that runner compiles axe's 580 kB anew in the page on
 * every scan and finishes each one in a new blank page, which cost 1.2-2 s of a 2-core machine per
 * scan (docs/decisions.md, "Test time"). Here axe is put in a document once and run there.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    OPTIONS,
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The settled page passes axe: the loading screen has gone (it fades over whatever is below it,
 * and a half-faded overlay has no contrast to speak of; its roles and labels:
 * tests/shell/loading-screen.test.tsx), and finite animations have ended (a dialog or panel
 * mid-fade, a 200 ms transition from when it opens, has no contrast either). Spinners' endless
 * animations are not waited for.
 */
export async function expectAxeClean(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-screen')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}
