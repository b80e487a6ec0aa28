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
