import { expect, LOCALES, MOCK_URL, test } from './fixtures';
import { phoneLocales } from './phone-locales';
import { fillNewCustomer, openNewCustomerDeposit, qaPayments, visitorPanel } from './new-customer';
import { tr, trWith } from './translations';

test.describe('new-customer deposit (a visitor, spec 6)', () => {
  test('from the home page through the provider: approved, with what the backend received, then the way to register', async ({ page, worldId, request }) => {
    await page.goto('/et');
    // The home page's way in, the same for a phone and a desktop.
    await page.getByTestId('home-deposit').click();
    const panel = visitorPanel(page);
    await expect(panel.getByTestId('deposit-new-customer')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: tr('et', 'register.country', 'auth') })).toHaveValue('EST');
    await fillNewCustomer(panel, 'et', '25,50');
    await panel.getByRole('button', { name: tr('et', 'deposit.submit', 'account') }).click();
    await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
    await expect(page.getByText('€25.50')).toBeVisible();

    const [payment] = await qaPayments(request, worldId);
    expect(payment).toMatchObject({
      newCustomer: true,
      userId: null,
      status: 'pending',
      received: { language: 'EST', country: 'EST', policyChecked: 'true', privacyPolicyChecked: 'true', amount: '25.50', currency: 'EUR', method: 'bank' },
    });

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    // Back on the page it left from, with the deposit panel open on the result.
    await page.waitForURL(/\/et(\?|$)/);
    const result = visitorPanel(page).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', 'ok');
    await expect(result).toContainText(trWith('et', 'deposit.newCustomer.success', { amount: '25,50 €' }, 'account'));
    await expect(result).toContainText(tr('et', 'deposit.newCustomer.next', 'account'));
    // The address bar no longer carries the panel link.
    expect(new URL(page.url()).searchParams.get('panel')).toBeNull();
    expect((await qaPayments(request, worldId))[0]?.status).toBe('ok');

    await result.getByRole('link', { name: tr('et', 'nav.register') }).click();
    await page.waitForURL(/\/et\/registreerimine$/);
    // The result was shown: the tab forgets it.
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('kasino.deposit'))).toBeNull();
  });

  test('declined at the provider: the reason, nothing taken, and the form again', async ({ page, worldId, request }) => {
    const panel = await openNewCustomerDeposit(page, 'fi');
    await panel.getByRole('button', { name: '100 €' }).click();
    await expect(panel.getByRole('button', { name: '100 €' })).toHaveAttribute('aria-pressed', 'true');
    await fillNewCustomer(panel, 'fi', null, { country: 'EST' });
    await panel.getByRole('button', { name: tr('fi', 'deposit.submit', 'account') }).click();
    await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
    expect((await qaPayments(request, worldId))[0]?.received).toMatchObject({ language: 'FIN', country: 'EST', amount: '100.00' });
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const result = visitorPanel(page).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', 'failed');
    await expect(result).toContainText('Talletuksesi (100 €) ei mennyt läpi.');
    await expect(result).toContainText(trWith('fi', 'deposit.newCustomer.failedReason', { status: tr('fi', 'transactions.statuses.failed', 'account') }, 'account'));
    await result.getByRole('button', { name: tr('fi', 'deposit.tryAgain', 'account') }).click();
    await expect(visitorPanel(page).getByTestId('deposit-new-customer')).toBeVisible();
    await expect(visitorPanel(page).getByTestId('deposit-form')).toBeVisible();
    // Still a visitor.
    expect((await qaPayments(request, worldId))[0]?.status).toBe('failed');
  });

  test('approved later: waits, then shows the result', async ({ page }) => {
    const panel = await openNewCustomerDeposit(page, 'en');
    await fillNewCustomer(panel, 'en', '40');
    await panel.getByRole('button', { name: tr('en', 'deposit.submit', 'account') }).click();
    await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
    await page.getByRole('button', { name: /Approve later/ }).click();
    const result = visitorPanel(page).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', /waiting|ok/);
    await expect(result).toHaveAttribute('data-outcome', 'ok', { timeout: 15_000 });
    await expect(result).toContainText('Your deposit of €40 was received.');
  });

  test("back from the provider's page by the browser's Back, or a reload: the panel opens on the wait, and the same deposit again is one press away", async ({ page }) => {
    const panel = await openNewCustomerDeposit(page, 'fi');
    await fillNewCustomer(panel, 'fi', '30');
    await panel.getByRole('button', { name: tr('fi', 'deposit.submit', 'account') }).click();
    await page.waitForURL(`${MOCK_URL}/provider/deposit?token=*`);
    await page.goBack();
    // The page it left from, without a panel link: the kept deposit opens the panel itself.
    const result = visitorPanel(page).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', 'waiting');
    await expect(result.getByTestId('deposit-back-by-history')).toHaveText(tr('fi', 'deposit.backByHistory', 'account'));
    await page.reload();
    await expect(result.getByTestId('deposit-back-by-history')).toHaveText(tr('fi', 'deposit.backByHistory', 'account'));
    await result.getByRole('button', { name: tr('fi', 'deposit.startAgain', 'account') }).click();
    await expect(visitorPanel(page).getByTestId('deposit-new-customer')).toBeVisible();
    const amount = visitorPanel(page).getByRole('textbox', { name: tr('fi', 'deposit.amount', 'account') });
    await expect(amount).toHaveValue('30');
    await expect(amount).toBeFocused();
  });

  test('the policies are required: a translated error at each, the amount kept, nothing sent', async ({ page }) => {
    const panel = await openNewCustomerDeposit(page, 'en');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/main/payment/initDeposit')) calls.push(request.url());
    });
    await fillNewCustomer(panel, 'en', '30', { accept: false });
    await panel.getByRole('button', { name: tr('en', 'deposit.submit', 'account') }).click();
    const policy = panel.getByRole('checkbox', { name: tr('en', 'register.policyChecked', 'auth') });
    await expect(policy).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText(tr('en', 'mustAccept', 'forms'))).toHaveCount(2);
    await expect(panel.getByRole('textbox', { name: tr('en', 'deposit.amount', 'account') })).toHaveValue('30');
    expect(calls).toEqual([]);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the new-customer deposit passes axe, with field errors and an error box`, phoneLocales(locale, 'en'), async ({ page, qa, axe }) => {
      test.slow();
      await qa('fail', { call: 'main.initDeposit', times: 1, errorCode: 115 });
      const panel = await openNewCustomerDeposit(page, locale);
      await axe(page);
      await panel.getByRole('button', { name: tr(locale, 'deposit.submit', 'account') }).click();
      await expect(panel.getByRole('checkbox', { name: tr(locale, 'register.policyChecked', 'auth') })).toHaveAttribute('aria-invalid', 'true');
      await axe(page);
      await fillNewCustomer(panel, locale, '20');
      await panel.getByRole('button', { name: tr(locale, 'deposit.submit', 'account') }).click();
      // 115 in the new-customer flow is shown as 108 (spec 8).
      await expect(panel.getByTestId('deposit-problem')).toContainText(tr(locale, 'blocked', 'errors'));
      await axe(page);
    });
  }
});
