import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { expect, LOCALES, MOCK_URL, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { pathOf } from './paths';
import { openProfile, profileFrame as frame } from './player';
import { tr, trWith } from './translations';
import { formField } from './requests';

const REGULAR = 'regular@kasino.test'; // 250.00 € cash + 20.00 € bonus money: the confirmation
const EESTI = 'eesti@kasino.test'; // 123.45 € cash, no bonus money, no free spins: no confirmation
const FREE_SPINS = 'freespins@kasino.test'; // 80.00 € cash, one free-spin bonus of 25 spins
const PENDING = 'pending@kasino.test'; // 60.00 € cash, pending 40 €, 125.50 €, 20 €
const RESERVE = 'reserve@kasino.test'; // 40.00 € cash, all of it reserved
const RESERVE_UNKNOWN = 'reserve-unknown@kasino.test'; // 75.00 € cash, reserve not known

/** Opens the profile panel where a player would, then its Withdraw button. */
async function openWithdraw(page: Page, info: TestInfo, locale: Locale = 'en'): Promise<Locator> {
  const panel = await openProfile(page, info);
  await panel.getByRole('button', { name: tr(locale, 'profile.withdraw', 'account'), exact: true }).click();
  await expect(panel.getByRole('heading', { name: tr(locale, 'panels.withdraw') })).toBeVisible();
  await expect(panel.getByTestId('withdraw-form')).toBeVisible();
  return panel;
}

/** Back to the profile panel (the frame's own Back), and the cash and bonus money it shows. */
async function profileBalances(page: Page, info: TestInfo, locale: Locale = 'en') {
  const panel = frame(page, info);
  await panel.getByRole('button', { name: tr(locale, 'sidebar.back'), exact: true }).click();
  await expect(panel.getByRole('heading', { name: tr(locale, 'panels.profile') })).toBeVisible();
  return { cash: panel.getByTestId('profile-cash'), promo: panel.getByTestId('profile-promo') };
}

const amountField = (panel: Locator, locale: Locale = 'en') => panel.getByRole('textbox', { name: tr(locale, 'withdraw.amount', 'account') });

/** Collects the POSTs the page sends to a payment call. */
function posts(page: Page, call: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/main/payment/${call}`) seen.push(request);
  });
  return seen;
}

/** The player's withdrawals as the mock backend holds them (the session cookie and world ride along). */
async function backendWithdrawals(page: Page) {
  const response = await page.request.get(`${MOCK_URL}/main/transactions/withdrawals`);
  const body = (await response.json()) as { transactions: { reference: string; status: string; amount: number }[] };
  return body.transactions;
}

test.describe('withdraw', () => {
  test('with bonus money: the confirmation names it, Escape keeps the panel, confirming withdraws once and the balance drops', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await page.goto('/en');
    const panel = await openWithdraw(page, info);
    const sent = posts(page, 'withdraw');
    await expect(panel.getByTestId('withdraw-available')).toHaveText('€250.00');
    await amountField(panel).fill('50');
    await panel.getByTestId('withdraw-submit').click();
    const dialog = page.getByRole('dialog', { name: tr('en', 'withdraw.confirm.title', 'account') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('withdraw-at-stake')).toHaveText('your bonus money of €20.00');
    await expect(dialog.getByRole('heading', { name: tr('en', 'withdraw.confirm.title', 'account') })).toBeFocused();
    // Escape answers the question only: the panel (and the sidebar on a phone) stays, focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('withdraw-form')).toBeVisible();
    await expect(panel.getByTestId('withdraw-submit')).toBeFocused();
    await expect(amountField(panel)).toHaveValue('50');
    expect(sent).toHaveLength(0);

    await panel.getByTestId('withdraw-submit').click();
    await dialog.getByRole('button', { name: trWith('en', 'withdraw.confirm.confirm', { amount: '€50' }, 'account') }).click();
    const result = panel.getByTestId('withdraw-result');
    await expect(result).toHaveAttribute('data-outcome', 'ok');
    await expect(result).toContainText('Your withdrawal of €50 has been requested.');
    await expect(result.getByTestId('withdraw-new-balance')).toHaveText('Your withdrawable balance is now €200.00.');
    expect(sent).toHaveLength(1);
    expect(formField(sent[0] as Request, 'amount')).toBe('50.00');
    expect(formField(sent[0] as Request, 'method')).toBe('bank');
    expect(await backendWithdrawals(page)).toEqual([expect.objectContaining({ status: 'pending', amount: 50 })]);

    await result.getByRole('button', { name: tr('en', 'withdraw.back', 'account') }).click();
    await expect(panel.getByTestId('withdraw-cash')).toHaveText('€200.00');
    await expect(panel.getByTestId('withdraw-promo')).toHaveText('€0.00');
    const shown = await profileBalances(page, info);
    await expect(shown.cash).toHaveText('€200.00');
    await expect(shown.promo).toHaveText('€0.00');
  });

  test('with a free-spin bonus: the confirmation names the bonus and its spins', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, FREE_SPINS);
    await page.goto('/fi');
    const panel = await openWithdraw(page, info, 'fi');
    await amountField(panel, 'fi').fill('30');
    await panel.getByTestId('withdraw-submit').click();
    const dialog = page.getByRole('dialog', { name: tr('fi', 'withdraw.confirm.title', 'account') });
    await expect(dialog.getByTestId('withdraw-at-stake')).toHaveText('1 aktiivisen ilmaiskierrosbonuksen (25 ilmaiskierrosta)');
    await dialog.getByRole('button', { name: 'Kotiuta 30 €' }).click();
    await expect(panel.getByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
    const shown = await profileBalances(page, info, 'fi');
    await expect(shown.cash).toHaveText(/^50,00\s€$/);
  });

  test('without bonuses: no confirmation, one call, and the balance drops', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, EESTI);
    await page.goto('/en');
    const panel = await openWithdraw(page, info);
    const sent = posts(page, 'withdraw');
    await amountField(panel).fill('23,45');
    await panel.getByTestId('withdraw-submit').dblclick();
    const result = panel.getByTestId('withdraw-result');
    await expect(result).toHaveAttribute('data-outcome', 'ok');
    await expect(page.getByRole('dialog', { name: tr('en', 'withdraw.confirm.title', 'account') })).toHaveCount(0);
    await expect(result.getByTestId('withdraw-new-balance')).toHaveText('Your withdrawable balance is now €100.00.');
    expect(sent).toHaveLength(1);
    expect(formField(sent[0] as Request, 'amount')).toBe('23.45');
    expect(sent[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(await backendWithdrawals(page)).toEqual([expect.objectContaining({ status: 'pending', amount: 23.45 })]);
    const shown = await profileBalances(page, info);
    await expect(shown.cash).toHaveText('€100.00');
  });

  const reasons: [string, string, string][] = [
    ['nothing typed', EESTI, tr('en', 'withdraw.reasons.noAmount', 'account')],
    ['a reserve holding all the cash', RESERVE, trWith('en', 'withdraw.reasons.reserveHoldsCash', { reserve: '€40.00' }, 'account')],
    ['a reserve not known yet', RESERVE_UNKNOWN, tr('en', 'withdraw.reasons.reserveUnknown', 'account')],
  ];
  for (const [name, email, reason] of reasons) {
    test(`the button is disabled and says why: ${name}`, async ({ page, worldId }, info) => {
      await qaLogin(page, worldId, email);
      await page.goto('/en');
      const panel = await openWithdraw(page, info);
      const submit = panel.getByTestId('withdraw-submit');
      if (email !== EESTI) await amountField(panel).fill('20');
      await expect(submit).toBeDisabled();
      await expect(panel.getByTestId('withdraw-reason')).toHaveText(reason);
      await expect(submit).toHaveAccessibleDescription(reason);
      if (email === EESTI) {
        await amountField(panel).fill('20');
        await expect(submit).toBeEnabled();
        await expect(panel.getByTestId('withdraw-reason')).toHaveCount(0);
      }
    });
  }

  test('bad amounts are refused with their messages and the input kept', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, EESTI);
    await page.goto('/en');
    const panel = await openWithdraw(page, info);
    const sent = posts(page, 'withdraw');
    const field = amountField(panel);
    const submit = panel.getByTestId('withdraw-submit');
    const cases: [string, string][] = [
      ['5', trWith('en', 'minWithdraw', { amount: '€10' }, 'forms')],
      ['124', trWith('en', 'aboveWithdrawable', { amount: '€123.45' }, 'forms')],
      ['12.345', tr('en', 'invalidAmount', 'forms')],
      ['abc', tr('en', 'invalidAmount', 'forms')],
    ];
    for (const [typed, message] of cases) {
      await field.fill('');
      await field.pressSequentially(typed);
      await field.blur();
      // An unreadable amount is no amount: the button is disabled and says so; a readable one is checked on submit.
      if (await submit.isEnabled()) await submit.click();
      else await expect(panel.getByTestId('withdraw-reason')).toHaveText(tr('en', 'withdraw.reasons.noAmount', 'account'));
      await expect(panel.getByText(message)).toBeVisible();
      await expect(field).toHaveValue(typed);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent).toHaveLength(0);
  });

  test('a pending withdrawal is cancelled after a confirmation; the list and the balance follow', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, PENDING);
    await page.goto('/en');
    const panel = await openWithdraw(page, info);
    const sent = posts(page, 'cancelWithdraw');
    const link = panel.getByTestId('withdraw-pending-link');
    await expect(link).toHaveAccessibleName('Pending withdrawals 3 pending withdrawals');
    await link.click();
    await expect(panel.getByRole('heading', { name: tr('en', 'panels.pending-withdraws') })).toBeVisible();
    const items = panel.getByTestId('pending-item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toContainText('€125.50');
    await items.nth(1).getByRole('button', { name: /^Cancel withdrawal of €125\.50, requested / }).click();
    const dialog = page.getByRole('dialog', { name: tr('en', 'pendingWithdraws.confirmTitle', 'account') });
    await expect(dialog).toContainText('The withdrawal of €125.50 requested');
    await dialog.getByRole('button', { name: tr('en', 'pendingWithdraws.confirm', 'account') }).click();
    const outcome = panel.getByTestId('pending-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'cancelled');
    await expect(outcome).toContainText('The withdrawal of €125.50 was cancelled.');
    await expect(outcome).toContainText('Your withdrawable balance is now €185.50.');
    await expect(outcome).toBeFocused();
    await expect(items).toHaveCount(2);
    expect(sent).toHaveLength(1);
    expect(formField(sent[0] as Request, 'reference')).toBe('W-1302-2');
    expect((await backendWithdrawals(page)).find((w) => w.reference === 'W-1302-2')?.status).toBe('cancelled');
    // Back to the withdraw panel: its balances were asked for again.
    await panel.getByRole('button', { name: tr('en', 'sidebar.back'), exact: true }).click();
    await expect(panel.getByTestId('withdraw-cash')).toHaveText('€185.50');
    await expect(panel.getByTestId('withdraw-pending-link')).toHaveAccessibleName('Pending withdrawals 2 pending withdrawals');
  });

  const codes: [number, string][] = [
    [117, 'paymentAmount'],
    [119, 'paymentProvider'],
    [121, 'withdrawableChanged'],
    [127, 'withdrawalBlocked'],
    [235, 'amlBlocked'],
    [260, 'amlBlocked'],
    [237, 'firstDepositLock'],
  ];
  for (const [errorCode, key] of codes) {
    test(`a withdrawal refused with ${errorCode} shows its message, and Back keeps the amount`, async ({ page, worldId, qa }, info) => {
      await qaLogin(page, worldId, EESTI);
      await qa('fail', { call: 'main.confirmWithdraw', times: 1, errorCode });
      await page.goto('/en');
      const panel = await openWithdraw(page, info);
      await amountField(panel).fill('20');
      await panel.getByTestId('withdraw-submit').click();
      const result = panel.getByTestId('withdraw-result');
      await expect(result).toHaveAttribute('data-outcome', 'failed');
      await expect(result).toHaveAttribute('data-code', String(errorCode));
      await expect(result).toContainText('Your withdrawal of €20 did not go through.');
      await expect(result.getByTestId('api-error')).toHaveText(tr('en', key, 'errors'));
      expect(await backendWithdrawals(page)).toEqual([]);
      await result.getByRole('button', { name: tr('en', 'withdraw.back', 'account') }).click();
      await expect(amountField(panel)).toHaveValue('20');
      await expect(amountField(panel)).toBeFocused();
    });
  }

  for (const errorCode of [235, 260]) {
    test(`initWithdraw refused with ${errorCode} adds the withdraw note, and Try again recovers`, async ({ page, worldId, qa }, info) => {
      await qaLogin(page, worldId, EESTI);
      await qa('fail', { call: 'main.initWithdraw', times: 1, errorCode });
      await page.goto('/en');
      const panel = await openProfile(page, info);
      await panel.getByRole('button', { name: tr('en', 'profile.withdraw', 'account'), exact: true }).click();
      const box = panel.getByTestId('withdraw-init-failed');
      await expect(box).toContainText(tr('en', 'withdraw.initFailed', 'account'));
      await expect(box.getByTestId('api-error')).toContainText(tr('en', 'amlBlocked', 'errors'));
      await expect(box.getByTestId('api-error')).toContainText(tr('en', 'amlWithdrawNote', 'errors'));
      await box.getByRole('button', { name: tr('en', 'withdraw.retry', 'account') }).click();
      await expect(panel.getByTestId('withdraw-form')).toBeVisible();
    });
  }

  test('balances that fail to load again after a withdrawal leave its result on screen, with a retry under them', async ({ page, worldId, qa }, info) => {
    await qaLogin(page, worldId, EESTI);
    await page.goto('/en');
    const panel = await openWithdraw(page, info);
    await amountField(panel).fill('20');
    // From here on initWithdraw fails: the refresh after the withdrawal is what asks for it.
    await qa('fail', { call: 'main.initWithdraw', times: 'always', status: 500 });
    await panel.getByTestId('withdraw-submit').click();
    const stale = panel.getByTestId('withdraw-refresh-failed');
    await expect(stale).toContainText(tr('en', 'withdraw.refreshFailed', 'account'));
    const result = panel.getByTestId('withdraw-result');
    await expect(result).toHaveAttribute('data-outcome', 'ok');
    await expect(result).toContainText('Your withdrawal of €20 has been requested.');
    await expect(panel.getByTestId('withdraw-init-failed')).toHaveCount(0);
    expect(await backendWithdrawals(page)).toEqual([expect.objectContaining({ status: 'pending', amount: 20 })]);
    await qa('fail/clear');
    await stale.getByRole('button', { name: tr('en', 'withdraw.retry', 'account') }).click();
    await expect(stale).toHaveCount(0);
    await expect(panel.getByTestId('withdraw-cash')).toHaveText('€103.45');
    await expect(result).toHaveAttribute('data-outcome', 'ok');
  });

  test('no definite answer: the outcome is not known yet, and the same withdrawal after a reload carries the same key', async ({ page, worldId, qa }, info) => {
    await qaLogin(page, worldId, EESTI);
    await qa('fail', { call: 'main.confirmWithdraw', times: 1, status: 503 });
    await page.goto('/en');
    const sent = posts(page, 'withdraw');
    let panel = await openWithdraw(page, info);
    await amountField(panel).fill('20');
    await panel.getByTestId('withdraw-submit').click();
    const result = panel.getByTestId('withdraw-result');
    await expect(result).toHaveAttribute('data-outcome', 'unsettled');
    await expect(result).toContainText(trWith('en', 'withdraw.unsettled.title', { amount: '€20' }, 'account'));
    await expect(result).not.toContainText(tr('en', 'withdraw.tryAgainHint', 'account'));
    await expect(result.getByTestId('withdraw-new-balance')).toHaveText('Your withdrawable balance is now €123.45.');
    await expect(result.getByTestId('withdraw-unsettled-pending')).toHaveText('You now have 0 pending withdrawals.');

    // The player reloads instead of pressing the retry, and sends the same withdrawal again.
    await page.reload();
    panel = await openWithdraw(page, info);
    await amountField(panel).fill('20');
    await panel.getByTestId('withdraw-submit').click();
    await expect(panel.getByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers()['idempotency-key']).toBe(sent[0]?.headers()['idempotency-key']);
    expect(await backendWithdrawals(page)).toEqual([expect.objectContaining({ status: 'pending', amount: 20 })]);
  });

  const axePlayers: Record<Locale, string> = { fi: REGULAR, en: FREE_SPINS, et: REGULAR };
  for (const locale of LOCALES) {
    test(`${locale}: the withdraw panel, its confirmation, the result and the pending withdrawals pass axe`, phoneLocales(locale, 'et'), async ({ page, worldId, axe }, info) => {
      test.slow();
      await qaLogin(page, worldId, axePlayers[locale]);
      // Over the news page: on the lobby the dropdown half covers a game tile's favourite button,
      // which axe counts against the tile's target size (not a property of these panels).
      await page.goto(pathOf('news', locale));
      const panel = await openWithdraw(page, info, locale);
      await axe(page);
      const field = amountField(panel, locale);
      await field.fill('5');
      await field.blur();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await axe(page);
      await field.fill('20');
      await panel.getByTestId('withdraw-submit').click();
      const dialog = page.getByRole('dialog', { name: tr(locale, 'withdraw.confirm.title', 'account') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-state', 'open');
      await axe(page);
      await dialog.getByTestId('withdraw-confirm-confirm').click();
      await expect(panel.getByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
      await axe(page);
      await panel.getByTestId('withdraw-pending-link').click();
      await expect(panel.getByTestId('pending-item')).toHaveCount(1);
      await axe(page);
      await panel.getByTestId('pending-item').getByRole('button').click();
      const confirm = page.getByRole('dialog', { name: tr(locale, 'pendingWithdraws.confirmTitle', 'account') });
      await expect(confirm).toHaveAttribute('data-state', 'open');
      await axe(page);
    });
  }
});
