import { expect, test } from './fixtures';

test('the mobile main menu opens the casino groups as an accordion', async ({ page }) => {
  await page.goto('/fi');
  await page.getByRole('button', { name: 'Valikko' }).click();
  const dialog = page.getByRole('dialog', { name: 'Valikko' });
  await dialog.getByText('Kasinopelit', { exact: true }).click();
  await expect(dialog.getByRole('link', { name: 'Kaikki kolikkopelit' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Kaikki kolikkopelit' }).click();
  await expect(page).toHaveURL(/\/fi\/pelit\/1\/all-slots$/);
  await expect(dialog).toBeHidden();
});

test('the menu offers the language switcher everywhere but on the game page (spec 2.3)', async ({ page }) => {
  const languages = (dialog: ReturnType<typeof page.getByRole>) => dialog.getByRole('button', { name: /^Keel: / });
  await page.goto('/et');
  await page.getByRole('button', { name: 'Menüü' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menüü' });
  await expect(languages(dialog)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/et/mang/stormy-cherries-mega-spins/mangi');
  await page.getByRole('button', { name: 'Menüü' }).click();
  await expect(dialog.getByRole('navigation')).toBeVisible();
  await expect(languages(dialog)).toHaveCount(0);
});
