import type { Page, TestInfo } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../src/api/timeouts';
import { expect, qaLogin, test } from './fixtures';
import { gamePath, playableGame } from './games';
import { balanceArea, isMobile, PASSWORD } from './player';
import { tr } from './translations';

/**
 * A hung backend (issue 11): the mock holds one named call far longer than the app's browser
 * deadline (src/api/timeouts.ts), and each screen must reach a clear state well before the
 * held answer would arrive: a translated message with a retry, or the page without the slow
 * part. Nothing here shortens the app's deadline. On desktop the tests wait it out in real time;
 * on mobile the page's clock jumps past it once the held call is under way, as the fault matrix
 * does, so the suite waits the 15 s once per case, not twice (docs/decisions.md, "Test time");
 * the player check waits it out in both (below).
 */

const HELD_MS = 60_000;
/** The deadline, plus the time a busy machine takes to render what follows. */
const SETTLED_MS = REQUEST_TIMEOUT_MS.browser + 5_000;

test.describe.configure({ timeout: REQUEST_TIMEOUT_MS.browser + 30_000 });

/**
 * Watches for the held call (its path matches `path`); `passed` then lets the deadline pass:
 * at once on mobile, by the page's clock, or not at all on desktop, where the expectation that
 * follows waits for it. On mobile the page's clock must be installed before the page loads.
 */
function deadline(page: Page, info: TestInfo, path: RegExp) {
  const held = isMobile(info) ? page.waitForRequest((request) => path.test(new URL(request.url()).pathname)) : null;
  return {
    passed: async () => {
      if (!held) return;
      await held;
      await page.clock.fastForward(REQUEST_TIMEOUT_MS.browser + 1_000);
    },
  };
}

/** The page's clock, on mobile, where the tests jump it past the deadline. */
async function clockFor(page: Page, info: TestInfo) {
  if (isMobile(info)) await page.clock.install();
}

test('a login the backend never answers ends in the timeout message, and the button tries again', async ({ page, qa }, info) => {
  await clockFor(page, info);
  await page.goto('/en/login');
  const form = page.getByRole('main');
  await form.getByLabel(tr('en', 'login.email', 'auth')).fill('regular@kasino.test');
  await form.getByLabel(tr('en', 'login.password', 'auth')).fill(PASSWORD);
  await qa('fail', { call: 'main.login', times: 1, delayMs: HELD_MS });
  const submit = form.getByRole('button', { name: tr('en', 'login.submit', 'auth'), exact: true });
  const login = deadline(page, info, /\/main\/login$/);
  await submit.click();
  await login.passed();
  await expect(page.getByTestId('api-error')).toHaveText(tr('en', 'timeout', 'errors'), { timeout: SETTLED_MS });
  await expect(submit).toBeEnabled();
  await submit.click();
  // The login's calls in a row (login, activity, player, balance), as every login test waits
  // for them: 7 s was once too short on a phone in a full CI run.
  await expect(balanceArea(page, info)).toContainText('€270.00', { timeout: 15_000 });
});

test('a player check that hangs on load says so on a guarded page, with a retry, instead of a blank page', async ({ page, qa, worldId }) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  await qa('fail', { call: 'main.player', times: 1, delayMs: HELD_MS });
  // Real time in both viewports: with the clock jumped, the retry's page once did not render
  // within 7 s on mobile in a full CI run (not reproduced alone; 2026-11-28).
  await page.goto('/en/profile/transactions');
  // The guard renders nothing while the check is under way: the check is held.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  // Once the deadline passes, the page says why it waits, with the timeout's message and a retry
  // (the policy also asks again by itself, 5 s at the earliest: the click comes first).
  const failed = page.getByTestId('session-check-failed');
  await expect(failed).toContainText(tr('en', 'timeout', 'errors'), { timeout: SETTLED_MS });
  await expect(failed).toContainText(tr('en', 'sessionCheck.failed'));
  await failed.getByRole('button', { name: tr('en', 'sessionCheck.retry') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', 'routes.transactions'));
});

test('a game launch that hangs shows the timeout message with a retry that launches the game', async ({ page, qa, request }, info) => {
  const game = await playableGame(request);
  await qa('fail', { call: 'main.getDemoGame', times: 1, delayMs: HELD_MS });
  await clockFor(page, info);
  const launch = deadline(page, info, /\/main\/game\/demo\/\d+$/);
  await page.goto(gamePath('en', game.slug));
  await expect(page.getByRole('status').filter({ hasText: tr('en', 'loading', 'game') })).toBeVisible();
  await launch.passed();
  await expect(page.getByTestId('api-error')).toHaveText(tr('en', 'timeout', 'errors'), { timeout: SETTLED_MS });
  await page.getByRole('button', { name: tr('en', 'retry', 'game') }).click();
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(page.getByTestId('api-error')).toHaveCount(0);
});

test('a lobby page whose games hang renders without them, saying so', async ({ page, qa }, info) => {
  await qa('fail', { call: 'content.games-by-group-id', times: 1, delayMs: HELD_MS });
  await clockFor(page, info);
  const games = deadline(page, info, /\/content\/games-by-group-id=1$/);
  await page.goto('/en/games/1/all-slots?page=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All slots');
  await expect(page.getByRole('navigation', { name: /Pages of All slots/ })).toBeVisible();
  await games.passed();
  await expect(page.getByText(tr('en', 'unavailable', 'lobby'))).toBeVisible({ timeout: SETTLED_MS });
  await expect(page.getByRole('list', { name: 'All slots' }).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: tr('en', 'loading', 'lobby') })).toHaveCount(0);
});
