import { expect, test } from './fixtures';
import { tr } from './translations';

test.describe('mobile interface', () => {
  test('bottom bar: home, wheel, log in, search, menu; the sidebar stacks, closes and returns focus', async ({ page }) => {
    await page.goto('/en/news');
    const bar = page.getByRole('navigation', { name: tr('en', 'nav.mobile') });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    await expect(bar.getByRole('link', { name: 'Wheel' })).toHaveAttribute('href', '/en/gold-rush');
    await expect(bar.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Search' })).toBeVisible();
    const menu = bar.getByRole('button', { name: 'Menu' });
    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await dialog.getByRole('link', { name: 'Game providers' }).click();
    await expect(page).toHaveURL(/\/en\/suppliers$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
