import type { Page } from '@playwright/test';
import { expect, qaLogin, setClockOffset, test, type Locale } from './fixtures';
import { gamePath, playableGame, playRounds } from './games';
import { pathOf } from './paths';
import { tr } from './translations';

/**
 * The reality check (issue #14): `reality@kasino.test` chose a reminder every 15 minutes in an
 * earlier session. The app restarts it from this session's start; once the mock's clock has
 * moved past it, the 5 s poll brings the reminder with the time played and the net result.
 */
const PLAYER = 'reality@kasino.test';
const MINUTE = 60_000;

const reminder = (page: Page, locale: Locale) => page.getByRole('dialog', { name: tr(locale, 'reality.title', 'limits') });
const modalText = (locale: Locale, key: string) => tr(locale, `reality.modal.${key}`, 'limits');

/** Logs in, opens a game for real money and waits until the app has restarted the reminder from this session. */
async function playerInGame(page: Page, worldId: string, locale: Locale) {
  await qaLogin(page, worldId, PLAYER);
  const game = await playableGame(page.request);
  const restarted = page.waitForResponse((r) => r.url().includes('/player/limit/resetTime/15') && r.ok());
  await page.goto(gamePath(locale, game.slug));
  await restarted;
  await expect(page.getByTitle(game.translation, { exact: true })).toHaveAttribute('data-mode', 'real');
  return game;
}

test.describe('the reality check', () => {
  test('comes after the interval with the time played and the net result; Continue keeps the player in the game', async ({ page, worldId, qa }) => {
    const game = await playerInGame(page, worldId, 'en');
    // Lose 1.00, win 2.00 on 1.00, lose 1.00: net -1.00 over 3 rounds.
    await playRounds(page, 3);
    await expect(reminder(page, 'en')).toHaveCount(0);

    await setClockOffset(qa, 16 * MINUTE);
    const dialog = reminder(page, 'en');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByTestId('reality-check-time')).toHaveText(/^1[67] min$/);
    await expect(dialog.getByTestId('reality-check-net')).toContainText('-€1.00');
    await expect(dialog.getByTestId('reality-check-net')).toContainText('3 rounds');
    // Opened by the app, it starts on its title: neither choice is one Enter away.
    await expect(dialog.getByRole('heading', { name: tr('en', 'reality.title', 'limits') })).toBeFocused();
    const continueButton = dialog.getByRole('button', { name: modalText('en', 'continue') });

    const reset = page.waitForResponse((r) => r.url().includes('/player/limit/realityCheck/reset') && r.ok());
    await continueButton.click();
    await reset;
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${gamePath('en', game.slug)}$`));
    // The next poll finds nothing due: the reminder does not come back.
    await page.waitForResponse((r) => r.url().endsWith('/player/limits'));
    await expect(reminder(page, 'en')).toHaveCount(0);
  });

  test('Stop playing leaves the game for the limits page', async ({ page, worldId, qa }) => {
    await playerInGame(page, worldId, 'fi');
    await setClockOffset(qa, 20 * MINUTE);
    const dialog = reminder(page, 'fi');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: modalText('fi', 'stop') }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf('profileLimits', 'fi')}$`));
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
    await expect(reminder(page, 'fi')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('no accessibility violations in the reminder, in every locale', async ({ page, worldId, qa, axe }) => {
    await qaLogin(page, worldId, PLAYER);
    const restarted = page.waitForResponse((r) => r.url().includes('/player/limit/resetTime/15') && r.ok());
    await page.goto('/en');
    await restarted;
    await setClockOffset(qa, 16 * MINUTE);
    for (const locale of ['en', 'fi', 'et'] as const) {
      // Not answered, so each page load brings it again.
      if (locale !== 'en') await page.goto(`/${locale}`);
      const dialog = reminder(page, locale);
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByTestId('reality-check-net')).toContainText(modalText(locale, 'rounds_other').replace('{{count}}', '0'));
      await axe(page);
    }
  });
});
