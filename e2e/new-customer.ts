import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, MOCK_URL, QA_HEADERS, type Locale } from './fixtures';
import { tr } from './translations';

/** A visitor's deposit panel (spec 6): the sidebar, on a desktop too (a visitor has no dropdown). */
export const visitorPanel = (page: Page): Locator => page.getByTestId('sidebar');

/** Opens the new-customer deposit by its link (`?panel=deposit`) and waits for the form. */
export async function openNewCustomerDeposit(page: Page, locale: Locale, path = ''): Promise<Locator> {
  await page.goto(`/${locale}${path}?panel=deposit`);
  const panel = visitorPanel(page);
  await expect(panel.getByRole('heading', { name: tr(locale, 'panels.deposit') })).toBeVisible();
  await expect(panel.getByTestId('deposit-new-customer')).toBeVisible();
  await expect(panel.getByTestId('deposit-form')).toBeVisible();
  return panel;
}

/** Fills the new customer's form: the amount (null: as it is) and, unless told otherwise, both policies. */
export async function fillNewCustomer(panel: Locator, locale: Locale, amount: string | null, { accept = true, country }: { accept?: boolean; country?: 'FIN' | 'EST' } = {}) {
  if (amount !== null) await panel.getByRole('textbox', { name: tr(locale, 'deposit.amount', 'account') }).fill(amount);
  if (country) await panel.getByRole('combobox', { name: tr(locale, 'register.country', 'auth') }).selectOption(country);
  if (!accept) return;
  await panel.getByRole('checkbox', { name: tr(locale, 'register.policyChecked', 'auth') }).check();
  await panel.getByRole('checkbox', { name: tr(locale, 'register.privacyPolicyChecked', 'auth') }).check();
}

export type QaPayment = {
  token: string;
  userId: number | null;
  newCustomer: boolean;
  amount: number;
  status: string;
  received: Record<string, string> | null;
};

/** The mock's payments in this test's world, with what a new customer's initDeposit carried. */
export async function qaPayments(request: APIRequestContext, worldId: string): Promise<QaPayment[]> {
  const response = await request.get(`${MOCK_URL}/__qa/payments`, { headers: { ...QA_HEADERS, 'x-kasino-world': worldId } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payments: QaPayment[] }).payments;
}
