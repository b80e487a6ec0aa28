import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { isMobile, logOut, PASSWORD } from './player';
import { tr } from './translations';

/**
 * Spec 4's login status at its edges, with the mock's per-call fault injection: a logout the
 * server may not have heard, and a failure right after a successful login.
 */

/** The login form a player would use: the sidebar on mobile, the login page on desktop. */
async function logIn(page: Page, info: TestInfo, email: string, beforeSubmit?: () => Promise<void>) {
  const form = isMobile(info) ? page.getByRole('dialog') : page.getByRole('main');
  if (isMobile(info)) {
    await page.getByRole('navigation', { name: tr('en', 'nav.mobile') }).getByRole('button', { name: tr('en', 'nav.login') }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: tr('en', 'nav.login') }).click();
  }
  await form.getByLabel(tr('en', 'login.email', 'auth')).fill(email);
  await form.getByLabel(tr('en', 'login.password', 'auth')).fill(PASSWORD);
  await beforeSubmit?.();
  await form.getByRole('button', { name: tr('en', 'login.submit', 'auth'), exact: true }).click();
  return form;
}

/** Where the player's balance shows: the toolbar on mobile, the navbar on desktop. */
const balance = (page: Page, info: TestInfo) => page.getByTestId(isMobile(info) ? 'mobile-toolbar' : 'desktop-balance');

const loginControl = (page: Page, info: TestInfo) =>
  isMobile(info)
    ? page.getByRole('navigation', { name: tr('en', 'nav.mobile') }).getByRole('button', { name: tr('en', 'nav.login') })
    : page.getByRole('banner').getByRole('link', { name: tr('en', 'nav.login') });

test('a failed logout still clears the screen, says the server may not have heard it, and retries', async ({ page, qa }, info) => {
  await page.goto('/en/news');
  await logIn(page, info, 'regular@kasino.test');
  await expect(balance(page, info)).toContainText('€250.00');
  await qa('fail', { call: 'main.logout', status: 503 });

  const logoutCalls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/main/logout')) logoutCalls.push(response.status());
  });
  await logOut(page, info);
  await expect(page.getByText('€250.00')).toHaveCount(0);
  await expect(page.getByText('Onnenpekka')).toHaveCount(0);
  await expect(loginControl(page, info)).toBeVisible();
  const notice = page.getByTestId('logout-unconfirmed');
  await expect(notice).toContainText(tr('en', 'logoutNotice.unconfirmed'));

  await notice.getByRole('button', { name: tr('en', 'logoutNotice.retry') }).click();
  await expect(notice).toHaveCount(0);
  expect(logoutCalls).toEqual([503, 200]);
  // The session is gone on the server too: a reload finds a visitor.
  await page.reload();
  await expect(loginControl(page, info)).toBeVisible();
  await expect(page.getByText('Onnenpekka')).toHaveCount(0);
});

test('a failure right after a successful login shows a message, then a retry finishes the login where the player was', async ({ page, qa }, info) => {
  await page.goto('/en/news');
  await expect(loginControl(page, info)).toBeVisible();
  // Injected once the form is there: the desktop login page's own first player check must not take it.
  const form = await logIn(page, info, 'regular@kasino.test', () => qa('fail', { call: 'main.player', status: 503 }));

  const failure = form.getByTestId('after-login-failure');
  await expect(failure).toContainText(tr('en', 'login.afterLoginFailed', 'auth'));
  // Not bounced anywhere, not sent to the limits page: still where the form is (desktop: the
  // login page on its way back to the news; mobile: the news page under the sidebar).
  await expect(page).toHaveURL(isMobile(info) ? /\/en\/news$/ : /\/en\/login\?redirectUrl=%2Fen%2Fnews$/);
  await expect(failure).toBeVisible();

  await failure.getByRole('button', { name: tr('en', 'login.afterLoginRetry', 'auth') }).click();
  await expect(balance(page, info)).toContainText('€250.00');
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', 'routes.news'));
});
