import { expect, test } from './fixtures';
import { balanceArea, isMobile, logIn, loginOpener, logOut } from './player';
import { tr } from './translations';

/**
 * Spec 4's login status at its edges, with the mock's per-call fault injection: a logout the
 * server may not have heard, and a failure right after a successful login.
 */

test('a failed logout still clears the screen, says the server may not have heard it, and retries', async ({ page, qa }, info) => {
  await page.goto('/en/news');
  await logIn(page, info, 'en', 'regular@kasino.test');
  await expect(balanceArea(page, info)).toContainText('€270.00');
  await qa('fail', { call: 'main.logout', status: 503 });

  const logoutCalls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/main/logout')) logoutCalls.push(response.status());
  });
  await logOut(page, info);
  await expect(page.getByText('€270.00')).toHaveCount(0);
  await expect(page.getByText('Onnenpekka')).toHaveCount(0);
  await expect(loginOpener(page, info, 'en')).toBeVisible();
  const notice = page.getByTestId('logout-unconfirmed');
  await expect(notice).toContainText(tr('en', 'logoutNotice.unconfirmed'));

  await notice.getByRole('button', { name: tr('en', 'logoutNotice.retry') }).click();
  await expect(notice).toHaveCount(0);
  expect(logoutCalls).toEqual([503, 200]);
  // The session is gone on the server too: a reload finds a visitor.
  await page.reload();
  await expect(loginOpener(page, info, 'en')).toBeVisible();
  await expect(page.getByText('Onnenpekka')).toHaveCount(0);
});

test('after a failed logout, a reload resumes nothing: the page sends the logout again and shows a visitor', async ({ page, qa }, info) => {
  await page.goto('/et');
  await logIn(page, info, 'et', 'regular@kasino.test');
  await expect(balanceArea(page, info)).toContainText('270');
  await qa('fail', { call: 'main.logout', status: 503 });
  await logOut(page, info, 'et');
  await expect(page.getByTestId('logout-unconfirmed')).toBeVisible();

  const calls: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('/main/logout') || path.endsWith('/main/player')) calls.push(`${path.split('/').pop()} ${response.status()}`);
  });
  await page.reload();
  await expect(loginOpener(page, info, 'et')).toBeVisible();
  await expect.poll(() => calls).toContain('logout 200');
  // The player's data was never asked for, let alone shown: the session ended first.
  expect(calls.filter((call) => call.startsWith('player'))).toEqual([]);
  await expect(page.getByText('Onnenpekka')).toHaveCount(0);
  await expect(page.getByTestId('logout-unconfirmed')).toHaveCount(0);
  // Gone on the server: the next load is a visitor's too, and asks for the player again.
  await page.reload();
  await expect(loginOpener(page, info, 'et')).toBeVisible();
  await expect.poll(() => calls).toContain('player 200');
  await expect(page.getByText('Onnenpekka')).toHaveCount(0);
});

test('a failure right after a successful login shows a message, then a retry finishes the login where the player was', async ({ page, qa }, info) => {
  await page.goto('/en/news');
  await expect(loginOpener(page, info, 'en')).toBeVisible();
  // Injected once the form is there: the desktop login page's own first player check must not take it.
  const form = await logIn(page, info, 'en', 'regular@kasino.test', { beforeSubmit: () => qa('fail', { call: 'main.player', status: 503 }) });

  const failure = form.getByTestId('after-login-failure');
  await expect(failure).toContainText(tr('en', 'login.afterLoginFailed', 'auth'));
  // Not bounced anywhere, not sent to the limits page: still where the form is (desktop: the
  // login page on its way back to the news; mobile: the news page under the sidebar).
  await expect(page).toHaveURL(isMobile(info) ? /\/en\/news$/ : /\/en\/login\?redirectUrl=%2Fen%2Fnews$/);
  await expect(failure).toBeVisible();

  await failure.getByRole('button', { name: tr('en', 'login.afterLoginRetry', 'auth') }).click();
  await expect(balanceArea(page, info)).toContainText('€270.00');
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', 'routes.news'));
});
