import { expect, test } from './fixtures';
import { logIn } from './player';

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
