import type { Page } from '@playwright/test';
import { expect, LOCALES, qaLogin, test, type Locale } from './fixtures';
import { pathOf } from './paths';
import { phoneLocales } from './phone-locales';
import { formField } from './requests';
import { tr } from './translations';

const PENDING = 'limits@kasino.test'; // the Estonian player: daily 50 → 100 €, weekly 200 → 400 € awaiting confirmation

const modal = (page: Page, locale: Locale = 'en') => page.getByRole('dialog', { name: tr(locale, 'confirm.title', 'limits') });

test.describe('the loss-limit confirmation modal', () => {
  test('opens by itself on login, Confirm all puts the new limits in force, and it does not come back', async ({ page, worldId }) => {
    await qaLogin(page, worldId, PENDING);
    const confirmations: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/player/limit/loss')) confirmations.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
    });
    await page.goto('/en/games');
    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([/Daily loss limit\s*€50\s*→?\s*to\s*€100/, /Weekly loss limit\s*€200\s*→?\s*to\s*€400/]);
    const answered = page.waitForResponse((response) => response.url().endsWith('/player/limit/loss'));
    await dialog.getByRole('button', { name: 'Confirm all' }).click();
    await answered;
    await expect(dialog.getByText(tr('en', 'confirm.confirmed', 'limits'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(confirmations).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    // The poll (5 s) has had a turn: nothing left to confirm, so no modal.
    await page.waitForResponse((response) => response.url().endsWith('/player/limits'));
    await expect(modal(page)).toHaveCount(0);
  });

  test('Cancel all keeps the limits as they were', async ({ page, worldId }) => {
    await qaLogin(page, worldId, PENDING);
    await page.goto('/en');
    const dialog = modal(page);
    await dialog.getByRole('button', { name: 'Cancel all' }).click();
    await expect(dialog.getByText(tr('en', 'confirm.cancelled', 'limits'))).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a failing call shows its code, and Confirm all then succeeds', async ({ page, worldId, qa }) => {
    await qaLogin(page, worldId, PENDING);
    await qa('fail', { call: 'main.setLossLimits', times: 1, errorCode: 180 });
    await page.goto('/en');
    const dialog = modal(page);
    await dialog.getByRole('button', { name: 'Confirm all' }).click();
    await expect(dialog.getByTestId('loss-limit-modal-code')).toHaveText('Error code 180');
    await dialog.getByRole('button', { name: 'Confirm all' }).click();
    await expect(dialog.getByText(tr('en', 'confirm.confirmed', 'limits'))).toBeVisible();
  });

  test('Escape closes it for this visit; it does not reopen over the page', async ({ page, worldId }) => {
    await qaLogin(page, worldId, PENDING);
    await page.goto('/en');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.waitForResponse((response) => response.url().endsWith('/player/limits'));
    await expect(modal(page)).toBeHidden();
  });

  for (const locale of LOCALES) {
    test(`${locale}: Decide later closes it with nothing sent; the limits page still asks`, phoneLocales(locale, 'fi'), async ({ page, worldId }) => {
      await qaLogin(page, worldId, PENDING);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/player/limit/loss')) sent.push(request.url());
      });
      await page.goto(pathOf('profileLimits', locale));
      const dialog = modal(page, locale);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: tr(locale, 'confirm.later', 'limits') }).click();
      await expect(dialog).toBeHidden();
      await page.waitForResponse((response) => response.url().endsWith('/player/limits'));
      await expect(modal(page, locale)).toBeHidden();
      const title = tr(locale, 'kinds.weeklyLoss.title', 'limits');
      const screen = page.getByTestId('responsible-gaming');
      await screen.getByRole('button', { name: new RegExp(`^${title}`) }).click();
      await expect(screen.getByRole('region', { name: new RegExp(`^${title}`) }).getByTestId('limit-pending')).toContainText(tr(locale, 'loss.confirmDue', 'limits'));
      expect(sent).toEqual([]);
    });
  }

  test('fi: dismissed with Escape, an increase is confirmed on the limits page instead', async ({ page, worldId }) => {
    const limits = (key: string) => tr('fi', key, 'limits');
    await qaLogin(page, worldId, PENDING);
    await page.goto(pathOf('profileLimits', 'fi'));
    const dialog = modal(page, 'fi');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const screen = page.getByTestId('responsible-gaming');
    const title = limits('kinds.weeklyLoss.title');
    await screen.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const weekly = screen.getByRole('region', { name: new RegExp(`^${title}`) });
    const pending = weekly.getByTestId('limit-pending');
    await expect(pending).toContainText(limits('loss.confirmDue'));
    await expect(pending.getByTestId('limit-change')).toHaveText(/^200\s€\s*→\s*uusi raja\s*400\s€$/);
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/main/player/limit/loss'));
    await pending.getByRole('button', { name: limits('loss.confirmChange') }).click();
    const request = await sent;
    // This limit's confirmation only: the daily increase waits for its own answer.
    expect([formField(request, 'weeklyConfirmed'), formField(request, 'dailyConfirmed')]).toEqual(['true', null]);
    const notice = weekly.getByTestId('limit-weeklyLoss-notice');
    await expect(notice).toContainText(tr('fi', 'errors.updateSuccess'));
    await expect(notice).toContainText(limits('loss.changeConfirmed'));
    await expect(weekly.getByTestId('limit-current')).toHaveText(/^400\s€$/);
    await expect(weekly.getByTestId('limit-pending')).toHaveCount(0);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the modal passes axe, asking and after the answer`, phoneLocales(locale, 'et'), async ({ page, worldId, axe }) => {
      await qaLogin(page, worldId, PENDING);
      await page.goto(`/${locale}`);
      const dialog = modal(page, locale);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-state', 'open');
      await axe(page);
      await dialog.getByRole('button', { name: tr(locale, 'confirm.confirmAll', 'limits') }).click();
      await expect(dialog.getByText(tr(locale, 'confirm.confirmed', 'limits'))).toBeVisible();
      await axe(page);
    });
  }
});
