import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, LOCALES, MOCK_URL, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { isMobile, openProfile, profileFrame as frame } from './player';
import { tr, trWith } from './translations';

const REGULAR = 'regular@kasino.test'; // 250.00 € cash, last deposit 25 €, stored details
const FIRST = 'first@kasino.test'; // 0 € cash, no deposits, no stored details

/** Opens the profile panel where a player would, then its Deposit button. */
async function openDeposit(page: Page, info: TestInfo, locale: Locale = 'en'): Promise<Locator> {
  const panel = await openProfile(page, info);
  await panel.getByRole('button', { name: tr(locale, 'profile.deposit', 'account'), exact: true }).click();
  await expect(panel.getByRole('heading', { name: tr(locale, 'panels.deposit') })).toBeVisible();
  await expect(panel.getByTestId('deposit-form')).toBeVisible();
  return panel;
}

/** The cash shown on the profile panel, read from a fresh profile panel. */
async function profileCash(page: Page, info: TestInfo): Promise<string> {
  const panel = frame(page, info);
  if (!(await panel.isVisible())) {
    if (isMobile(info)) await page.getByTestId('bottom-profile').click();
    else await page.getByTestId('profile-dropdown-trigger').click();
  }
  const cash = panel.getByTestId('profile-cash');
  await expect(cash).not.toHaveText('…');
  return (await cash.textContent()) ?? '';
}

const amountField = (panel: Locator, locale: Locale = 'en') => panel.getByRole('textbox', { name: tr(locale, 'deposit.amount', 'account') });

test.describe('deposit', () => {
  test('an approved round trip through the provider raises the balance by the amount', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, FIRST);
    await page.goto('/en');
    const panel = await openDeposit(page, info);
    await amountField(panel).fill('25.50');
    await panel.getByRole('button', { name: tr('en', 'deposit.submit', 'account') }).click();
    await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
    await expect(page.getByText('€25.50')).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    // Back on the site: the deposit panel reopens with the result.
    const result = frame(page, info).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', 'ok');
    await expect(result).toContainText('Your deposit of €25.50 was successful.');
    await expect(result.getByTestId('deposit-new-balance')).toHaveText('Your withdrawable balance is now €25.50.');
    await frame(page, info).getByRole('button', { name: tr('en', 'sidebar.back') }).click();
    expect(await profileCash(page, info)).toBe('€25.50');
  });

  test('a declined one is a clear failure with a way to try again, and the balance stays', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await page.goto('/fi');
    const panel = await openDeposit(page, info, 'fi');
    // Pay at the provider, not with the stored details.
    await panel.getByRole('radio', { name: tr('fi', 'deposit.provider', 'account') }).check();
    await panel.getByRole('button', { name: '100 €' }).click();
    await panel.getByRole('button', { name: tr('fi', 'deposit.submit', 'account') }).click();
    await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const result = frame(page, info).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', 'failed');
    await expect(result).toContainText('Talletuksesi (100 €) ei mennyt läpi.');
    await result.getByRole('button', { name: tr('fi', 'deposit.tryAgain', 'account') }).click();
    await expect(frame(page, info).getByTestId('deposit-form')).toBeVisible();
    await frame(page, info).getByRole('button', { name: tr('fi', 'sidebar.back') }).click();
    expect(await profileCash(page, info)).toMatch(/^250,00\s€$/);
  });

  test('a reload while the provider has not settled keeps waiting, then shows the result', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, FIRST);
    await page.goto('/en');
    const panel = await openDeposit(page, info);
    await amountField(panel).fill('40');
    await panel.getByRole('button', { name: tr('en', 'deposit.submit', 'account') }).click();
    await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
    await page.getByRole('button', { name: /Approve later/ }).click();
    const result = frame(page, info).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', 'waiting');
    // The wait shows the withdrawal's spinner beside its text, in a status region.
    const waiting = result.getByRole('status').filter({ hasText: trWith('en', 'deposit.waiting', { amount: '€40' }, 'account') });
    await expect(waiting.locator('[aria-hidden="true"]')).toBeVisible();
    await page.reload();
    await expect(frame(page, info).getByTestId('deposit-result')).toHaveAttribute('data-outcome', /waiting|ok/);
    await expect(frame(page, info).getByTestId('deposit-result')).toHaveAttribute('data-outcome', 'ok', { timeout: 15_000 });
    await expect(frame(page, info).getByTestId('deposit-new-balance')).toHaveText('Your withdrawable balance is now €40.00.');
  });

  for (const locale of LOCALES) {
    test(`${locale}: back from the provider's page by the browser's Back, the same deposit again is one press away, with its amount`, phoneLocales(locale, 'et'), async ({ page, worldId, axe }, info) => {
      await qaLogin(page, worldId, FIRST);
      await page.goto(`/${locale}`);
      const panel = await openDeposit(page, info, locale);
      await amountField(panel, locale).fill('25');
      await panel.getByRole('button', { name: tr(locale, 'deposit.submit', 'account') }).click();
      await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
      await page.goBack();
      // The kept deposit opens the panel as after the provider's return, waiting on it, and says why it might not come.
      const result = frame(page, info).getByTestId('deposit-result');
      await expect(result).toHaveAttribute('data-outcome', 'waiting');
      await expect(result.getByTestId('deposit-back-by-history')).toHaveText(tr(locale, 'deposit.backByHistory', 'account'));
      await axe(page);
      // A reload of that page (a reload, not a load by Back) keeps the offer.
      await page.reload();
      await expect(result.getByTestId('deposit-back-by-history')).toHaveText(tr(locale, 'deposit.backByHistory', 'account'));
      await result.getByRole('button', { name: tr(locale, 'deposit.startAgain', 'account') }).click();
      const field = amountField(frame(page, info), locale);
      await expect(field).toHaveValue('25');
      await expect(field).toBeFocused();
      await frame(page, info).getByRole('button', { name: tr(locale, 'deposit.submit', 'account') }).click();
      await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(frame(page, info).getByTestId('deposit-result')).toHaveAttribute('data-outcome', 'ok');
      await expect(frame(page, info).getByTestId('deposit-back-by-history')).toHaveCount(0);
    });
  }

  test('a deposit with the stored reference skips the provider, and its result shows on the page the player was on', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await page.goto('/en/news');
    const panel = await openDeposit(page, info);
    const providerPages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/provider/deposit')) providerPages.push(request.url());
    });
    await expect(panel.getByRole('radio', { name: /saved account/ })).toBeChecked();
    await panel.getByRole('button', { name: '€50', exact: true }).click();
    await panel.getByRole('button', { name: tr('en', 'deposit.submitStored', 'account') }).click();
    const result = frame(page, info).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', 'ok');
    await expect(result).toContainText('Your deposit of €50 was successful.');
    await expect(result.getByTestId('deposit-new-balance')).toHaveText('Your withdrawable balance is now €300.00.');
    await expect(result).toBeFocused();
    expect(providerPages).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/en/news');
  });

  test('bad amounts are refused with their messages and the input kept, the field in focus after one press', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, FIRST);
    await page.goto('/en');
    const panel = await openDeposit(page, info);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/main/payment/initDeposit')) calls.push(request.url());
    });
    const field = amountField(panel);
    const submit = panel.getByRole('button', { name: tr('en', 'deposit.submit', 'account') });
    const cases: [string, string, string][] = [
      ['9', '9', trWith('en', 'minDeposit', { amount: '€10' }, 'forms')],
      ['100001', '100001', trWith('en', 'maxDeposit', { amount: '€100,000' }, 'forms')],
      ['abc', 'abc', tr('en', 'invalidAmount', 'forms')],
      // A 7th character is not taken: the field holds 6.
      ['1000000', '100000', ''],
    ];
    for (const [typed, kept, message] of cases) {
      await field.fill('');
      await field.pressSequentially(typed);
      await expect(field).toHaveValue(kept);
      if (!message) continue;
      await submit.click();
      await expect(panel.getByText(message)).toBeVisible();
      // The press was a submit: the first one too, whose message used to come as the press went
      // down (the field's blur) and move the button from under it.
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(kept);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls).toEqual([]);
  });

  test('a double click sends one call', async ({ page, worldId, qa }, info) => {
    await qaLogin(page, worldId, FIRST);
    // The answer takes a moment, as a real one does, so the second click lands while it is under way.
    await qa('fail', { call: 'main.initDeposit', times: 1, errorCode: 119, delayMs: 1_500 });
    await page.goto('/en');
    const panel = await openDeposit(page, info);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/main/payment/initDeposit')) calls.push(request.method());
    });
    await amountField(panel).fill('20');
    const submit = panel.getByTestId('deposit-submit');
    await submit.dblclick();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(panel.getByTestId('deposit-problem')).toContainText(tr('en', 'paymentProvider', 'errors'));
    expect(calls.filter((m) => m === 'POST')).toHaveLength(1);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the deposit panel passes axe, with a field error and an error box`, phoneLocales(locale, 'fi'), async ({ page, worldId, qa, axe }, info) => {
      test.slow();
      await qaLogin(page, worldId, locale === 'et' ? 'eesti@kasino.test' : REGULAR);
      await qa('fail', { call: locale === 'et' ? 'main.initDeposit' : 'main.confirmDeposit', times: 1, errorCode: 232 });
      await page.goto(`/${locale}`);
      const panel = await openDeposit(page, info, locale);
      await axe(page);
      const field = amountField(panel, locale);
      await field.fill('5');
      await field.blur();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill('20');
      await panel.getByTestId('deposit-submit').click();
      await expect(panel.getByTestId('deposit-problem')).toContainText(tr(locale, 'transactionsBlocked', 'errors'));
      await axe(page);
    });
  }
});
