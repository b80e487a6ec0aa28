import type { Page } from '@playwright/test';
import { expect, qaLogin, test } from './fixtures';
import { gamePath, playableGame } from './games';
import { balanceArea } from './player';
import { tr } from './translations';

/**
 * Pages that are not guarded but wait for the player check themselves (the game, the bonus
 * wheel, the bonus game) say so when it keeps failing, with a retry, instead of waiting for ever
 * (src/ui/SessionCheckFailed.tsx). The jest suites cover each page; this is the game page in a
 * real browser, on both viewports.
 */

test('a player check that keeps failing on the game page says so with a retry, which then launches the game', async ({ page, qa, request, worldId }) => {
  const game = await playableGame(request);
  await qaLogin(page, worldId, 'regular@kasino.test');
  await qa('fail', { call: 'main.player', times: 'always', status: 503 });
  await page.goto(gamePath('fi', game.slug));

  const failed = page.getByTestId('session-check-failed');
  await expect(failed).toContainText(tr('fi', 'sessionCheck.failed'));
  await expect(failed).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: tr('fi', 'loading', 'game') })).toHaveCount(0);
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  // No game is running, so the play-money note does not claim one is.
  await expect(page.getByTestId('demo-note')).toHaveCount(0);

  // The backend recovers; the click comes before the policy's own retry (5 s at the earliest).
  await qa('fail/clear');
  // The check is asked again by the click itself, not by a later automatic retry.
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/main/player', { timeout: 1_500 });
  await failed.getByRole('button', { name: tr('fi', 'sessionCheck.retry') }).click();
  await asked;
  await expect(page.getByTitle(game.translation, { exact: true })).toHaveAttribute('data-mode', 'real');
  await expect(failed).toHaveCount(0);
  // The pressed button went with the view: focus is on the page's content, not lost.
  await expect(page.locator('#main')).toBeFocused();
});

/**
 * What shows of a page between its first paint and the session check, recorded every frame
 * from the start: whether a login link was on top anywhere in the window, and whether the app
 * was hidden when the HTML had been parsed (before any of the page's scripts ran).
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript((logIn) => {
    const seen = { loginOnTop: false, hiddenAtParse: null as boolean | null };
    (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
    document.addEventListener('readystatechange', () => {
      const app = document.getElementById('__next');
      if (document.readyState === 'interactive' && app) seen.hiddenAtParse = getComputedStyle(app).visibility === 'hidden';
    });
    const frame = () => {
      // The header's link, or the phone's bottom-bar button, saying "Log in".
      for (const link of document.querySelectorAll<HTMLElement>('a[href*="/kirjaudu"], [data-login-opener]')) {
        if (link.textContent?.trim() !== logIn) continue;
        const box = link.getBoundingClientRect();
        const top = box.width > 0 ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null;
        if (top && link.contains(top) && getComputedStyle(link).visibility !== 'hidden') seen.loginOnTop = true;
      }
      if (document.readyState !== 'complete' || performance.now() < 5_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, tr('fi', 'nav.login'));
  return () => page.evaluate(() => (window as unknown as { firstPaint: { loginOnTop: boolean; hiddenAtParse: boolean | null } }).firstPaint);
}

test("a returning player's page never shows the visitor's Log in: it loads under the loading bar", async ({ page, context, worldId, baseURL }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  // The hint a login leaves (src/lib/returning-cover.js), which the QA login does not set.
  await context.addCookies([{ name: 'kasino_signed_in', value: '1', url: baseURL ?? '' }]);
  const seen = await watchFirstPaint(page);
  await page.goto('/fi/pelit');
  // The player's own bar is in and the loading screen gone: every frame before it was watched.
  await expect(balanceArea(page, info)).toContainText('€', { timeout: 15_000 });
  await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('html')).not.toHaveAttribute('data-returning');
  await page.waitForTimeout(300);
  expect(await seen(), info.project.name).toEqual({ loginOnTop: false, hiddenAtParse: true });
});

test('a visitor\'s page shows from its first paint, with Log in', async ({ page }, info) => {
  const seen = await watchFirstPaint(page);
  await page.goto('/fi/pelit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await seen(), info.project.name).toEqual({ loginOnTop: true, hiddenAtParse: false });
});

test("a returning player whose check keeps failing on the lobby is told the page shows a visitor's view, and the retry brings the player back", async ({ page, context, qa, worldId, baseURL }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  await context.addCookies([{ name: 'kasino_signed_in', value: '1', url: baseURL ?? '' }]);
  await qa('fail', { call: 'main.player', times: 'always', status: 503 });
  await page.goto('/et');
  // The lobby renders for visitors meanwhile: its header says "Log in", which alone would say
  // the player was logged out.
  const notice = page.getByTestId('session-check-notice');
  await expect(notice).toContainText(tr('et', 'sessionCheck.failedHere'), { timeout: 15_000 });
  await expect(notice).toBeInViewport();

  await qa('fail/clear');
  await notice.getByRole('button', { name: tr('et', 'sessionCheck.retry') }).click();
  await expect(balanceArea(page, info)).toContainText('€', { timeout: 15_000 });
  await expect(notice).toHaveCount(0);
});
