import { expect, test } from './fixtures';

test('the casino-games menu lists groups, plus favourites and last played for a player', async ({ page }) => {
  await page.goto('/en');
  const toggle = page.getByRole('button', { name: 'Game groups in Casino games' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'All slots' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('main').getByLabel('Email').fill('regular@kasino.test');
  await page.getByRole('main').getByLabel('Password').fill('Kasino-2026');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('desktop-balance')).toBeVisible();
  await page.getByRole('button', { name: 'Game groups in Casino games' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Last played' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Bonus wheel/ })).toContainText('2');
});
