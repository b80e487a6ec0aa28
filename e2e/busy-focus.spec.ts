import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, qaLogin, test } from './fixtures';
import { isMobile, PASSWORD } from './player';
import { tr } from './translations';

/**
 * A button busy with its call keeps focus (src/ui/Button.tsx, `$busy`): the browser moves focus
 * to <body> when a focused button becomes disabled, so a failure's alert would leave a keyboard
 * player outside the form, or outside the sidebar or the dialog. Each answer takes a moment, as
 * a real one does, so the second Enter lands while the call is under way.
 */

const PLAYER = 'regular@kasino.test';
const ANSWER_MS = 1_500;

/** The POSTs the page sends to a main-API path, as they go. */
function posts(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path)) seen.push(request.url());
  });
  return seen;
}

/** The login form: the login page's on a desktop, the sidebar's (a modal) on a phone. */
async function loginForm(page: Page, info: TestInfo): Promise<Locator> {
  if (!isMobile(info)) {
    await page.goto('/en/login');
    return page.getByRole('main');
  }
  await page.goto('/en');
  await page.getByRole('navigation', { name: tr('en', 'nav.mobile') }).getByRole('button', { name: tr('en', 'nav.login') }).click();
  return page.getByRole('dialog');
}

test('a refused login sent by keyboard keeps focus on its button, busy while it waits, and sends one call', async ({ page, qa }, info) => {
  const form = await loginForm(page, info);
  await form.getByLabel(tr('en', 'login.email', 'auth')).fill(PLAYER);
  await form.getByLabel(tr('en', 'login.password', 'auth')).fill('not-my-password');
  await qa('fail', { call: 'main.login', times: 1, delayMs: ANSWER_MS });
  const logins = posts(page, '/main/login');
  const submit = form.getByRole('button', { name: tr('en', 'login.submit', 'auth'), exact: true });
  await submit.focus();
  await page.keyboard.press('Enter');
  const busy = form.getByRole('button', { name: tr('en', 'login.submitting', 'auth') });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy).toBeDisabled();
  await expect(busy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('api-error')).toContainText(tr('en', 'badCredentials', 'errors'));
  await expect(submit).toBeFocused();
  await expect(submit).toBeEnabled();
  expect(logins).toHaveLength(1);
});

test('a quick stop the backend fails keeps focus on its button in the dialog, and sends one call', async ({ page, worldId, qa }, info) => {
  await qa('fail', { call: 'main.setCoolOff', times: 1, errorCode: 100, delayMs: ANSWER_MS });
  await qaLogin(page, worldId, PLAYER);
  await page.goto('/en');
  const opener = (isMobile(info) ? page.getByTestId('mobile-toolbar') : page.getByRole('banner')).getByRole('button', { name: tr('en', 'quickStop.button'), exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: tr('en', 'quickStop.button') });
  const password = dialog.getByLabel(tr('en', 'coolOff.password', 'limits'));
  await password.fill(PASSWORD);
  const coolOffs = posts(page, '/main/player/limit/coolOff');
  const submit = dialog.getByRole('button', { name: tr('en', 'quickStop.submit', 'limits') });
  await submit.focus();
  await page.keyboard.press('Enter');
  const busy = dialog.getByRole('button', { name: tr('en', 'coolOff.submitting', 'limits') });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('api-error')).toContainText(tr('en', 'unexpected', 'errors'));
  await expect(submit).toBeFocused();
  expect(coolOffs).toHaveLength(1);
});
