import { expect, test } from './fixtures';
import { logIn } from './player';
import { tr } from './translations';

test('the casino-games menu lists groups, plus a player\'s favourites and last played once they hold games', async ({ page }, info) => {
  await page.goto('/en');
  const toggle = page.getByRole('button', { name: 'Game groups in Casino games' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'All slots' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await logIn(page, info, 'en', 'regular@kasino.test');
  await expect(page.getByTestId('desktop-balance')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Game groups in Casino games' });
  await menu.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'All slots' })).toBeVisible();
  // Neither list holds a game yet: hidden as every group without games (spec 2.3).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Last played' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Bonus wheel/ })).toContainText('2');
  await page.keyboard.press('Escape');

  // A favourite added: the menu offers the player's favourites.
  const add = page.getByRole('main').getByRole('button', { name: /^Add .+ to favourites$/ }).first();
  await add.click();
  await expect(page.getByRole('main').getByRole('button', { name: /^Remove .+ from favourites$/ }).first()).toBeVisible();
  await menu.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/en/games/favourites');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Last played' })).toHaveCount(0);
});

test.describe('with a site popup due', () => {
  test.use({ sitePopups: true });

  test('the popup the click that opened the games menu made due waits until the menu is closed', async ({ page }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Game groups in Casino games' });
    // The first click engages the visitor (the popup is due) and opens the menu; clicked again
    // should the first have come before the app was up.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const popup = page.getByRole('dialog', { name: tr('en', 'popup.title', 'content') });
    await page.waitForTimeout(1_500);
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'All slots' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(popup).toBeVisible();
  });
});

test('et: the games menu gives every group name one line, its columns as wide as the longest', async ({ page }) => {
  await page.goto('/et');
  const toggle = page.getByRole('button', { name: 'Mängurühmad: Kasiinomängud' });
  await toggle.click();
  const links = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"] a`);
  await expect(links.getByText('Tuhandeid võiduvõimalusi')).toBeVisible();
  // A name wrapped in a fixed column left its row twice as high as the rest.
  const heights = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
});
