import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, qaLogin, test, type Locale } from './fixtures';
import { fillNewCustomer, openNewCustomerDeposit } from './new-customer';
import { profileFrame as frame } from './player';
import { tr, trWith } from './translations';

/**
 * The deposit side of spec 8's money codes, end to end: each injected with /__qa/fail on the
 * deposit call, each shown as its own translated message with its way on. The new customer's
 * flow for all of them (115 shown as 108), the logged-in player's where stored details change
 * what the player can do (117, 125). Withdraw-side codes (127, 235/260) are the withdraw
 * panel's.
 */

type Way = 'changeAmount' | 'tryAgainHint' | 'contactSupport';

/** Code, params, locale, the message, and the way on that goes with it. */
const NEW_CUSTOMER_CASES: { code: number; params?: Record<string, unknown>; locale: Locale; message: string; way: Way }[] = [
  { code: 117, params: { paymentLimit: 'minAmount' }, locale: 'en', message: trWith('en', 'paymentAmountMin', { amount: '€10' }, 'errors'), way: 'changeAmount' },
  { code: 117, params: { paymentLimit: 'maxAmount' }, locale: 'en', message: trWith('en', 'paymentAmountMax', { amount: '€100,000' }, 'errors'), way: 'changeAmount' },
  { code: 119, locale: 'fi', message: tr('fi', 'paymentProvider', 'errors'), way: 'tryAgainHint' },
  { code: 121, locale: 'et', message: tr('et', 'negativeBalance', 'errors'), way: 'contactSupport' },
  { code: 125, locale: 'en', message: tr('en', 'noPaymentDetails', 'errors'), way: 'contactSupport' },
  { code: 129, locale: 'fi', message: tr('fi', 'paymentNotAllowed', 'errors'), way: 'contactSupport' },
  { code: 232, locale: 'et', message: tr('et', 'transactionsBlocked', 'errors'), way: 'contactSupport' },
  { code: 237, locale: 'en', message: tr('en', 'firstDepositLock', 'errors'), way: 'contactSupport' },
  // Spec 8: in the new-customer flow 115 (not logged in) is shown as 108 (country or IP blocked).
  { code: 115, locale: 'fi', message: tr('fi', 'blocked', 'errors'), way: 'contactSupport' },
];

async function expectWayOn(problem: Locator, locale: Locale, way: Way) {
  if (way === 'tryAgainHint') await expect(problem).toContainText(tr(locale, 'deposit.tryAgainHint', 'account'));
  else await expect(problem.getByRole('button', { name: tr(locale, `deposit.${way}`, 'account') })).toBeVisible();
}

test.describe('deposit error codes', () => {
  for (const { code, params, locale, message, way } of NEW_CUSTOMER_CASES) {
    const name = params ? `${code} (${String(params.paymentLimit)})` : String(code);
    test(`new customer, ${locale}: ${name} shows its message`, async ({ page, qa }) => {
      await qa('fail', { call: 'main.initDeposit', times: 1, errorCode: code, ...(params ? { params } : {}) });
      const panel = await openNewCustomerDeposit(page, locale);
      await fillNewCustomer(panel, locale, '20');
      await panel.getByTestId('deposit-submit').click();
      const problem = panel.getByTestId('deposit-problem');
      await expect(problem).toContainText(message);
      await expectWayOn(problem, locale, way);
      // Nothing left the site, and the form is there to try again.
      await expect(panel.getByTestId('deposit-submit')).toBeEnabled();
      expect(new URL(page.url()).pathname).toBe(`/${locale}`);
    });
  }

  const REGULAR = 'regular@kasino.test'; // stored payment details

  async function openPlayerDeposit(page: Page, info: TestInfo, worldId: string): Promise<Locator> {
    await qaLogin(page, worldId, REGULAR);
    await page.goto('/en?panel=deposit');
    const panel = frame(page, info);
    await expect(panel.getByTestId('deposit-form')).toBeVisible();
    return panel;
  }

  test('player with stored details: 125 offers the provider page instead', async ({ page, worldId, qa }, info) => {
    await qa('fail', { call: 'main.confirmDeposit', times: 1, errorCode: 125 });
    const panel = await openPlayerDeposit(page, info, worldId);
    await panel.getByRole('button', { name: '€50', exact: true }).click();
    await panel.getByTestId('deposit-submit').click();
    const problem = panel.getByTestId('deposit-problem');
    await expect(problem).toContainText(tr('en', 'noPaymentDetails', 'errors'));
    await problem.getByRole('button', { name: tr('en', 'deposit.useProvider', 'account') }).click();
    await expect(panel.getByRole('radio', { name: tr('en', 'deposit.provider', 'account') })).toBeChecked();
    await expect(panel.getByTestId('deposit-submit')).toHaveText(tr('en', 'deposit.submit', 'account'));
  });

  test('player with stored details: no definite answer says the outcome is not known yet, and the retry carries the same key', async ({ page, worldId, qa }, info) => {
    await qa('fail', { call: 'main.confirmDeposit', times: 1, status: 503 });
    const panel = await openPlayerDeposit(page, info, worldId);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/main/payment/confirmDeposit') sent.push(request.headers()['idempotency-key'] ?? '');
    });
    await panel.getByRole('button', { name: '€50', exact: true }).click();
    await panel.getByTestId('deposit-submit').click();
    const problem = panel.getByTestId('deposit-problem');
    await expect(problem).toHaveAttribute('data-outcome', 'unsettled');
    await expect(problem).toContainText(trWith('en', 'deposit.unsettled.title', { amount: '€50' }, 'account'));
    await expect(problem).not.toContainText(tr('en', 'deposit.tryAgainHint', 'account'));
    await expect(problem.getByTestId('deposit-new-balance')).toHaveText('Your withdrawable balance is now €250.00.');
    await problem.getByRole('button', { name: tr('en', 'deposit.unsettled.retry', 'account') }).click();
    const result = frame(page, info).getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-outcome', 'ok');
    await expect(result.getByTestId('deposit-new-balance')).toHaveText('Your withdrawable balance is now €300.00.');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  test('player with stored details: 117 names the maximum and leads back to the amount', async ({ page, worldId, qa }, info) => {
    await qa('fail', { call: 'main.confirmDeposit', times: 1, errorCode: 117, params: { paymentLimit: 'maxAmount' } });
    const panel = await openPlayerDeposit(page, info, worldId);
    await panel.getByRole('button', { name: '€50', exact: true }).click();
    await panel.getByTestId('deposit-submit').click();
    const problem = panel.getByTestId('deposit-problem');
    await expect(problem).toContainText(trWith('en', 'paymentAmountMax', { amount: '€100,000' }, 'errors'));
    await problem.getByRole('button', { name: tr('en', 'deposit.changeAmount', 'account') }).click();
    await expect(panel.getByRole('textbox', { name: tr('en', 'deposit.amount', 'account') })).toBeFocused();
  });
});
