import type { Page } from '@playwright/test';
import { engage, engageUntilShown, expect, LOCALES, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { gamePath, playableGame } from './games';
import { pathOf } from './paths';
import { isMobile, loginOpener, logOut, PASSWORD } from './player';
import { tr } from './translations';

/**
 * The content service's site popups (issue #17, spec 2.3, 7.3): once per popup and visitor,
 * through the one owner of automatic modals, never on the game page. This browser has not seen
 * them yet (every other spec's browser has, so they cover nothing there).
 */
test.use({ sitePopups: true });

const popup = (page: Page, locale: Locale) => page.getByRole('dialog', { name: tr(locale, 'popup.title', 'content') });

/** A player on the locale's home page who has seen the players' popup (`text`) and closed it. */
async function asPlayerPopupClosed(page: Page, worldId: string, locale: Locale, text: string) {
  await qaLogin(page, worldId, 'regular@kasino.test');
  await page.goto(`/${locale}`);
  const players = popup(page, locale);
  await expect(players).toContainText(text, { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(players).toHaveCount(0);
}

test.describe('site popups', () => {
  test('a visitor sees each popup for visitors once, one a visit, closed with Escape or Close', async ({ page }) => {
    await page.goto('/fi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const first = popup(page, 'fi');
    await engageUntilShown(page, first);
    await expect(first).toContainText('Tervetuloa Kasinoon!');
    // Opened by the app, it starts on its title.
    await expect(first.getByRole('heading', { name: tr('fi', 'popup.title', 'content') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toHaveCount(0);
    // Not again on this visit, also on another page.
    await page.getByRole('main').getByRole('link', { name: /^Näytä kaikki pelit: / }).first().click();
    await expect(page).toHaveURL(/\/fi\/pelit\/\d+\//);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The next visit: the next one (for everyone), its script link disarmed.
    await page.reload();
    const next = popup(page, 'fi');
    await engageUntilShown(page, next);
    await expect(next).toContainText('Päivitimme bonusehtomme.');
    await expect(next).toContainText('Lue lisää');
    await expect(next.locator('[href*="javascript" i]')).toHaveCount(0);
    // Its text stays as text, not as a link that leads nowhere.
    await expect(next.locator('a:not([href])')).toHaveCount(0);
    await next.getByRole('button', { name: tr('fi', 'popup.close', 'content') }).click();
    await expect(next).toHaveCount(0);

    // Every popup for visitors seen: none at all.
    await page.reload();
    await page.waitForTimeout(1_000);
    await engage(page);
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a player gets the popup for players, but not on the game page', async ({ page, worldId, request }) => {
    const game = await playableGame(request);
    await qaLogin(page, worldId, 'regular@kasino.test');
    await page.goto(gamePath('en', game.slug));
    await expect(page.getByTestId('game-frame')).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1_500);
    await expect(popup(page, 'en')).toHaveCount(0);

    await page.goto('/en');
    await expect(popup(page, 'en')).toContainText('The weekend free spins are here!', { timeout: 15_000 });
  });

  test('a player who logs out on a page is not offered the visitors\' popup there; the next visit is', async ({ page, worldId }, info) => {
    await asPlayerPopupClosed(page, worldId, 'en', 'The weekend free spins are here!');
    await logOut(page, info);
    await expect(loginOpener(page, info, 'en')).toBeVisible();
    await engage(page);
    await page.waitForTimeout(2_000);
    await engage(page);
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new visit: a visitor like any other, and the same presses bring the visitors' popup.
    await page.reload();
    const visitors = popup(page, 'en');
    await engageUntilShown(page, visitors);
    await expect(visitors).toContainText('Welcome to Kasino!');
  });

  test('nor is a player whose session ended (115): the notice\'s way back in stays in reach', async ({ page, worldId, qa }) => {
    await asPlayerPopupClosed(page, worldId, 'et', 'Nädalavahetuse tasuta keerutused on kohal!');
    // The balance's next poll (10 s) meets the 115.
    await qa('fail', { call: 'main.balance', errorCode: 115 });
    const notice = page.getByTestId('session-lost');
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await engage(page);
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await notice.getByRole('link', { name: tr('et', 'nav.login') }).click();
    await expect(page).toHaveURL(/\/et\/sisselogimine\?redirectUrl=/);
  });

  test('nor is a player who stops for a break: not over the break\'s notice, nor on a reload during the break', async ({ page, worldId }, info) => {
    await asPlayerPopupClosed(page, worldId, 'fi', 'Viikonlopun ilmaiskierrokset ovat täällä!');
    const where = isMobile(info) ? page.getByTestId('mobile-toolbar') : page.getByRole('banner');
    await where.getByRole('button', { name: tr('fi', 'quickStop.button'), exact: true }).click();
    const stop = page.getByRole('dialog', { name: tr('fi', 'quickStop.button') });
    await stop.getByLabel(tr('fi', 'coolOff.password', 'limits')).fill(PASSWORD);
    await stop.getByRole('button', { name: tr('fi', 'quickStop.submit', 'limits') }).click();
    const notice = page.getByRole('region', { name: tr('fi', 'quickStop.notice.title', 'limits') });
    await expect(notice).toBeVisible();
    await engage(page);
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await expect(notice).toBeVisible();
    await engage(page);
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(notice).toBeVisible();
  });

  test("a player's popup waits off the limits page, where a first login lands, and comes on the next page", async ({ page, worldId }) => {
    await qaLogin(page, worldId, 'regular@kasino.test');
    await page.goto(pathOf('profileLimits', 'en'));
    await expect(page.getByTestId('responsible-gaming')).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(2_000);
    await expect(popup(page, 'en')).toHaveCount(0);

    await page.getByRole('link', { name: tr('en', 'nav.home'), exact: true }).first().click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(popup(page, 'en')).toContainText('The weekend free spins are here!', { timeout: 15_000 });
  });

  for (const locale of LOCALES) {
    test(`${locale}: the popup in the visitor's language passes axe`, phoneLocales(locale, 'fi'), async ({ page, axe }) => {
      await page.goto(`/${locale}`);
      await engageUntilShown(page, popup(page, locale));
      await expect(popup(page, locale).getByRole('button', { name: tr(locale, 'popup.close', 'content') })).toBeVisible();
      await axe(page);
    });
  }
});
