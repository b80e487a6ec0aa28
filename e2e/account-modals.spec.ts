import type { Locator, Page } from '@playwright/test';
import { SESSION_COOKIE } from '../src/mocks/handlers/session';
import { expect, MOCK_URL, QA_HEADERS, qaLogin, setClockOffset, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { logIn } from './player';
import { formField } from './requests';
import { tr } from './translations';

/**
 * The account's automatic modals (issue #15): the complete-account modal for the bank-login
 * player without an email (Niko Nimetön, user 1004), and the marketing prompt for a player who
 * has not agreed to SMS (nosms@kasino.test), by the 30-day rule.
 */
const DAY = 86_400_000;

const completion = (page: Page, locale: Locale) => page.getByRole('dialog', { name: tr(locale, 'completeAccount.title', 'account') });
const prompt = (page: Page, locale: Locale) => page.getByRole('dialog', { name: tr(locale, 'marketingPrompt.title', 'account') });

async function bankLogin(page: Page) {
  await page.goto('/fi/kirjaudu');
  await page.getByRole('main').getByRole('button', { name: tr('fi', 'login.bankLogin', 'auth') }).click();
  await expect(page.getByRole('heading', { name: 'Mock bank' })).toBeVisible();
  await page.getByRole('button', { name: 'Niko Nimetön' }).click();
  await expect(page).toHaveURL(/\/fi$/, { timeout: 15_000 });
  // The owner, the modal and its strings load after the login: give a busy machine time.
  await expect(completion(page, 'fi')).toBeVisible({ timeout: 15_000 });
}

async function fill(modal: Locator, locale: Locale, values: { email?: string } = {}) {
  await modal.getByLabel(tr(locale, 'register.nickName', 'auth')).fill('Pankkipelaaja');
  await modal.getByLabel(tr(locale, 'login.email', 'auth')).fill(values.email ?? 'niko@example.fi');
  await modal.getByLabel(tr(locale, 'register.phoneNumber', 'auth')).fill('0401234567');
  await modal.getByRole('textbox', { name: tr(locale, 'register.password', 'auth'), exact: true }).fill('Salasana-1');
  await modal.getByLabel(tr(locale, 'register.confirmPassword', 'auth')).fill('Salasana-1');
}

test.describe('the complete-account modal', () => {
  test('the bank-login player completes the account, and can then log in with the email and password', async ({ page }, info) => {
    await bankLogin(page);
    const modal = completion(page, 'fi');
    await expect(modal).toBeVisible();
    await fill(modal, 'fi');
    const sms = page.waitForResponse((r) => r.url().endsWith('/player/sendVerificationSms') && r.ok());
    await modal.getByRole('button', { name: tr('fi', 'completeAccount.submit', 'account') }).click();
    await sms;
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer)).toContainEqual({ event: 'registration', status: 'complete' });

    // The account now has the email and the password: a password login works.
    await page.context().clearCookies({ name: SESSION_COOKIE });
    await page.goto('/fi/kirjaudu');
    // Asked for before the login: the limits may answer before the home page is seen.
    const limits = page.waitForResponse((r) => r.url().endsWith('/player/limits'));
    await logIn(page, info, 'fi', 'niko@example.fi', { password: 'Salasana-1' });
    await expect(page).toHaveURL(/\/fi$/);
    await expect(page.getByTestId('api-error')).toHaveCount(0);
    // Complete now: the modal does not come back.
    await limits;
    await expect(completion(page, 'fi')).toHaveCount(0);
  });

  test('a refused email shows at the email field with its code, keeps what was typed, and a retry completes', async ({ page, qa }) => {
    await qa('fail', { call: 'main.validateEmail', times: 1, errorCode: 180 });
    await bankLogin(page);
    const modal = completion(page, 'fi');
    await fill(modal, 'fi');
    await modal.getByRole('button', { name: tr('fi', 'completeAccount.submit', 'account') }).click();
    const email = modal.getByLabel(tr('fi', 'login.email', 'auth'));
    await expect(email).toHaveAccessibleDescription(new RegExp(`${tr('fi', 'unexpected', 'errors')}.*180`));
    await expect(email).toBeFocused();
    await expect(modal.getByLabel(tr('fi', 'register.nickName', 'auth'))).toHaveValue('Pankkipelaaja');
    await modal.getByRole('button', { name: tr('fi', 'completeAccount.submit', 'account') }).click();
    await expect(modal).toBeHidden();
  });

  test('bad input is refused at each field before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/main/player/') && r.method() === 'POST') sent.push(r.url());
    });
    await bankLogin(page);
    const modal = completion(page, 'fi');
    await expect(modal).toBeVisible();
    await modal.getByLabel(tr('fi', 'register.phoneNumber', 'auth')).fill('040 123');
    await modal.getByRole('textbox', { name: tr('fi', 'register.password', 'auth'), exact: true }).fill('lyhyt');
    await modal.getByLabel(tr('fi', 'register.confirmPassword', 'auth')).fill('muu');
    await modal.getByRole('button', { name: tr('fi', 'completeAccount.submit', 'account') }).click();
    await expect(modal.getByLabel(tr('fi', 'register.nickName', 'auth'))).toHaveAccessibleDescription(tr('fi', 'login.errors.validateField', 'auth'));
    await expect(modal.getByLabel(tr('fi', 'register.phoneNumber', 'auth'))).toHaveAccessibleDescription(new RegExp(tr('fi', 'phoneDigits', 'forms')));
    await expect(modal.getByRole('textbox', { name: tr('fi', 'register.password', 'auth'), exact: true })).toHaveAccessibleDescription(new RegExp(tr('fi', 'passwordShort', 'forms')));
    expect(sent).toEqual([]);
  });
});

async function nosmsLogin(page: Page, worldId: string, locale: Locale) {
  await qaLogin(page, worldId, 'nosms@kasino.test');
  await page.goto(`/${locale}`);
}

test.describe('the marketing prompt', () => {
  test('comes at login, Accept turns SMS and email marketing on, and it stays away afterwards', async ({ page, worldId }) => {
    await nosmsLogin(page, worldId, 'en');
    const modal = prompt(page, 'en');
    const saved = page.waitForRequest((r) => r.url().endsWith('/player/updateFields'));
    await modal.getByRole('button', { name: tr('en', 'marketingPrompt.accept', 'account') }).click();
    const body = await saved;
    expect([formField(body, 'receiveSms'), formField(body, 'receiveEmail')]).toEqual(['true', 'true']);
    await expect(modal.getByText(tr('en', 'marketingPrompt.done', 'account'))).toBeVisible();
    await modal.getByRole('button', { name: tr('en', 'marketingPrompt.close', 'account') }).click();
    await expect(modal).toBeHidden();
    await page.reload();
    await page.waitForResponse((r) => r.url().endsWith('/player/limits'));
    await expect(prompt(page, 'en')).toHaveCount(0);
  });

  test('after No thanks it comes again only at a login 30 days or more later', async ({ page, worldId, qa }) => {
    await nosmsLogin(page, worldId, 'fi');
    await prompt(page, 'fi').getByRole('button', { name: tr('fi', 'marketingPrompt.cancel', 'account') }).click();
    await expect(prompt(page, 'fi')).toBeHidden();

    // 29 days on, a new login: too soon.
    await setClockOffset(qa, 29 * DAY);
    await nosmsLogin(page, worldId, 'fi');
    await page.waitForResponse((r) => r.url().endsWith('/player/limits'));
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    await expect(prompt(page, 'fi')).toHaveCount(0);

    // 31 days after the prompt, a new login: it comes again.
    await setClockOffset(qa, 31 * DAY);
    await nosmsLogin(page, worldId, 'fi');
    await expect(prompt(page, 'fi')).toBeVisible();
  });

  test('never on the game page, and never for a player who agreed', async ({ page, worldId }) => {
    await qaLogin(page, worldId, 'regular@kasino.test');
    await page.goto('/en');
    await page.waitForResponse((r) => r.url().endsWith('/player/limits'));
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    await expect(prompt(page, 'en')).toHaveCount(0);
  });

  for (const locale of ['fi', 'en', 'et'] as const) {
    test(`${locale}: both modals pass axe`, phoneLocales(locale, 'en'), async ({ page, worldId, axe }) => {
      await nosmsLogin(page, worldId, locale);
      await expect(prompt(page, locale)).toBeVisible();
      await axe(page);
      const login = await page.request.post(`${MOCK_URL}/__qa/login`, { headers: { ...QA_HEADERS, 'x-kasino-world': worldId }, data: { userId: 1004 } });
      expect(login.ok()).toBe(true);
      await page.goto(`/${locale}`);
      const modal = completion(page, locale);
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: tr(locale, 'completeAccount.submit', 'account') }).click();
      await expect(modal.getByLabel(tr(locale, 'login.email', 'auth'))).toHaveAttribute('aria-invalid', 'true');
      await axe(page);
      // The country code keeps to its own column beside (or, on a phone, above) the number: in
      // Estonian its longest option once widened it under the number field, hiding its arrow.
      const code = await modal.getByLabel(tr(locale, 'completeAccount.dialCode', 'account')).boundingBox();
      const phone = await modal.getByLabel(tr(locale, 'register.phoneNumber', 'auth')).boundingBox();
      expect(code && phone, 'both phone fields are on screen').toBeTruthy();
      if (code && phone) {
        const apart = code.x + code.width <= phone.x || code.y + code.height <= phone.y;
        expect(apart, `the country code ${JSON.stringify(code)} stays clear of the number ${JSON.stringify(phone)}`).toBe(true);
      }
    });
  }
});
