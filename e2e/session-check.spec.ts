import { expect, qaLogin, test } from './fixtures';
import { gamePath, playableGame } from './games';
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
