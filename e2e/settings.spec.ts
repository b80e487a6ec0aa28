import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { expect, LOCALES, MOCK_URL, QA_HEADERS, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { ROUTES } from '../src/routes/table';
import { isMobile, openProfile, PASSWORD, profileFrame as frame } from './player';
import { tr, trWith } from './translations';
import { formField as field } from './requests';

const REGULAR = 'regular@kasino.test'; // Pekka Pelaaja, Onnenpekka; email and SMS offers on; a confirmed number
const PLAYER: Record<Locale, string> = { fi: REGULAR, en: REGULAR, et: 'eesti@kasino.test' };

/** A settings string with its values filled in. */
const st = (locale: Locale, key: string, values: Record<string, string> = {}, ns = 'settings') =>
  trWith(locale, key, values, ns);

const callTo = (page: Page, path: string) => page.waitForRequest((request) => new URL(request.url()).pathname === `/main/player/${path}`);

/** Opens a settings panel by its link (`?panel=`), as support emails and QA do, and waits for its body. */
async function openPanel(page: Page, info: TestInfo, panelKey: 'user' | 'phone' | 'marketing', locale: Locale = 'en'): Promise<Locator> {
  await page.goto(`/${locale}?panel=${panelKey}`);
  const panel = frame(page, info);
  await expect(panel.getByRole('heading', { name: tr(locale, `panels.${panelKey}`) })).toBeVisible();
  return panel;
}

const textbox = (scope: Locator, locale: Locale, key: string) => scope.getByRole('textbox', { name: st(locale, key) });

test.describe('settings', () => {
  test('the details: found from the profile, bad input refused at the fields, then saved and shown after a reload', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await page.goto('/en');
    const panel = await openProfile(page, info);
    await panel.getByRole('button', { name: tr('en', 'profile.settings', 'account') }).click();
    await panel.getByRole('button', { name: tr('en', 'settings.user', 'account') }).click();
    await expect(panel.getByRole('heading', { name: tr('en', 'panels.user') })).toBeFocused();

    const form = panel.getByTestId('user-data');
    await expect(textbox(form, 'en', 'user.nickName')).toHaveValue('Onnenpekka');
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/main/player/updateFields')) calls.push(request);
    });
    await textbox(form, 'en', 'user.nickName').fill('ab');
    await textbox(form, 'en', 'user.zipCode').fill('1234');
    await textbox(form, 'en', 'user.city').fill('');
    await form.getByRole('button', { name: st('en', 'user.save') }).click();
    await expect(textbox(form, 'en', 'user.nickName')).toHaveAccessibleDescription(`${tr('en', 'nickLength', 'forms')} ${st('en', 'user.nickHint')}`);
    await expect(textbox(form, 'en', 'user.zipCode')).toHaveAccessibleDescription(tr('en', 'invalidZip', 'forms'));
    await expect(textbox(form, 'en', 'user.city')).toHaveAccessibleDescription(tr('en', 'requiredField', 'forms'));
    await expect(textbox(form, 'en', 'user.nickName')).toBeFocused();
    expect(calls).toHaveLength(0);

    await textbox(form, 'en', 'user.nickName').fill('Pekka77');
    await textbox(form, 'en', 'user.zipCode').fill('33100');
    await textbox(form, 'en', 'user.city').fill('Tampere');
    const sent = callTo(page, 'updateFields');
    await form.getByRole('button', { name: st('en', 'user.save') }).click();
    expect([field(await sent, 'nickName'), field(await sent, 'zipCode'), field(await sent, 'city')]).toEqual(['Pekka77', '33100', 'Tampere']);
    await expect(form.getByTestId('user-data-notice')).toHaveText(tr('en', 'errors.updateSuccess'));
    // The message goes after 5 s (spec 4).
    await expect(form.getByTestId('user-data-notice')).toHaveCount(0, { timeout: 8_000 });

    const reloaded = await openPanel(page, info, 'user');
    await expect(textbox(reloaded, 'en', 'user.nickName')).toHaveValue('Pekka77');
    await expect(textbox(reloaded, 'en', 'user.city')).toHaveValue('Tampere');
  });

  test('the password: pattern and match checked, a wrong current password (109) at its field, then changed', async ({ page, worldId, request }, info) => {
    await qaLogin(page, worldId, REGULAR);
    const form = (await openPanel(page, info, 'user')).getByTestId('password-change');
    const old = form.getByLabel(st('en', 'password.oldPassword'), { exact: false }).first();
    const next = form.getByRole('textbox', { name: st('en', 'password.password'), exact: true });
    const again = form.getByLabel(st('en', 'password.confirmPassword'), { exact: false });
    await old.fill('Wrong-one1');
    await next.fill('Uusi-salasana1');
    await again.fill('Uusi-salasana2');
    await form.getByRole('button', { name: st('en', 'password.submit') }).click();
    await expect(again).toHaveAccessibleDescription(tr('en', 'passwordMismatch', 'forms'));

    await again.fill('Uusi-salasana1');
    await form.getByRole('button', { name: st('en', 'password.submit') }).click();
    await expect(old).toHaveAccessibleDescription(tr('en', 'wrongOldPassword', 'errors'));
    await expect(next).toHaveValue('Uusi-salasana1');

    await old.fill(PASSWORD);
    const sent = callTo(page, 'updatePassword');
    await form.getByRole('button', { name: st('en', 'password.submit') }).click();
    expect(field(await sent, 'password')).toBe('Uusi-salasana1');
    await expect(form.getByTestId('password-notice')).toContainText(st('en', 'password.changed'));
    // The backend took it: the new password logs in, the old one no longer does.
    const login = (password: string) =>
      request.post(`${MOCK_URL}/main/login`, { headers: { 'x-kasino-world': worldId, 'x-kasino-client': 'web' }, multipart: { email: REGULAR, password } });
    expect(((await (await login('Uusi-salasana1')).json()) as { success?: boolean }).success).not.toBe(false);
    expect(((await (await login(PASSWORD)).json()) as { success?: boolean }).success).toBe(false);
  });

  test('the email: enabled only for an address of the pattern, a 429 shows its code, then saved and confirmed with the emailed code', async ({ page, worldId, qa, request }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await qa('fail', { call: 'main.validateEmail', status: 429 });
    const form = (await openPanel(page, info, 'user')).getByTestId('email-change');
    const input = textbox(form, 'en', 'email.field');
    const button = form.getByRole('button', { name: st('en', 'email.submit') });
    await expect(button).toBeDisabled();
    await input.fill('pekka@example');
    await expect(button).toBeDisabled();
    await input.fill('pekka@example.fi');
    await expect(button).toBeEnabled();
    await button.click();
    // Spec 8: the HTTP status is the error code, a number in every language (not "Too Many Requests").
    const failed = form.getByTestId('email-notice');
    await expect(failed).toContainText(tr('en', 'errors.updateFailed'));
    await expect(failed).toContainText(tr('en', 'tooManyRequests', 'errors'));
    await expect(failed.getByTestId('error-code')).toHaveText(trWith('en', 'code', { code: '429' }, 'errors'));
    await expect(input).toHaveValue('pekka@example.fi');

    const sentCode = callTo(page, 'sendVerificationEmail');
    await button.click();
    await sentCode;
    await expect(form.getByTestId('email-notice')).toContainText(st('en', 'email.changedSent', { email: 'pekka@example.fi' }));
    await expect(form.getByTestId('email-current')).toHaveText(st('en', 'email.current', { email: 'pekka@example.fi' }));
    const step = form.getByRole('group', { name: st('en', 'email.codeTitle') });
    await expect(step.getByRole('heading', { name: st('en', 'email.codeTitle') })).toBeFocused();
    await expect(step).toContainText(st('en', 'email.codeIntro', { email: 'pekka@example.fi' }));

    const mail = await request.get(`${MOCK_URL}/__qa/mail`, { headers: { ...QA_HEADERS, 'x-kasino-world': worldId } });
    const sent = ((await mail.json()) as { mail: { to: string; kind: string; code: string }[] }).mail.find((m) => m.kind === 'emailCode');
    expect(sent?.to).toBe('pekka@example.fi');
    const code = textbox(step, 'en', 'email.code');
    await code.fill('0000');
    await step.getByRole('button', { name: st('en', 'email.confirm') }).click();
    await expect(code).toHaveAccessibleDescription(st('en', 'email.wrongCode'));

    await code.fill(sent?.code ?? '');
    const verified = callTo(page, 'verifyEmailShortCode');
    await step.getByRole('button', { name: st('en', 'email.confirm') }).click();
    expect(field(await verified, 'code')).toBe(sent?.code);
    await expect(form.getByTestId('email-notice')).toContainText(st('en', 'email.verified', { email: 'pekka@example.fi' }));
    await expect(step).toHaveCount(0);
    // The message goes after 5 s (spec 4).
    await expect(form.getByTestId('email-notice')).toHaveCount(0, { timeout: 8_000 });

    const reloaded = await openPanel(page, info, 'user');
    await expect(reloaded.getByTestId('email-current')).toHaveText(st('en', 'email.current', { email: 'pekka@example.fi' }));
  });

  test('the phone: a new number confirmed end to end with the code the mock texted', async ({ page, worldId, request }, info) => {
    await qaLogin(page, worldId, REGULAR);
    const panel = await openPanel(page, info, 'phone');
    await expect(panel.getByTestId('phone-status')).toHaveText(`+358401234567 ${st('en', 'phone.confirmed')}`);
    await panel.getByRole('button', { name: st('en', 'phone.confirmNew') }).click();
    const number = textbox(panel, 'en', 'phone.field');
    const send = panel.getByRole('button', { name: st('en', 'phone.send') });
    await number.fill('0409876543');
    // Spec 5: the confirmation button needs a valid number, and says why it waits.
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(st('en', 'phone.disabledHint'));

    await number.fill('+358409876543');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(panel.getByTestId('phone-notice')).toContainText(st('en', 'phone.sent', { phone: '+358409876543' }));
    await expect(panel.getByTestId('phone-status')).toHaveText(`+358409876543 ${st('en', 'phone.unconfirmed')}`);

    const mail = await request.get(`${MOCK_URL}/__qa/mail`, { headers: { ...QA_HEADERS, 'x-kasino-world': worldId } });
    const sms = ((await mail.json()) as { mail: { to: string; kind: string; code: string }[] }).mail.find((m) => m.kind === 'sms');
    expect(sms?.to).toBe('+358409876543');
    const code = textbox(panel, 'en', 'phone.code');
    await code.fill('0000');
    await panel.getByRole('button', { name: st('en', 'phone.confirm') }).click();
    await expect(code).toHaveAccessibleDescription(st('en', 'phone.wrongCode'));

    await code.fill(sms?.code ?? '');
    const consent = callTo(page, 'updateFields');
    await panel.getByRole('button', { name: st('en', 'phone.confirm') }).click();
    expect(field(await consent, 'receiveSms')).toBe('true');
    await expect(panel.getByTestId('phone-notice')).toContainText(st('en', 'phone.verified', { phone: '+358409876543' }));

    const reloaded = await openPanel(page, info, 'phone');
    await expect(reloaded.getByTestId('phone-status')).toHaveText(`+358409876543 ${st('en', 'phone.confirmed')}`);
    await expect(reloaded.getByRole('button', { name: st('en', 'phone.confirmNew') })).toBeVisible();
  });

  test('the marketing choices: a failed save says so, then a good one is there after a reload', async ({ page, worldId, qa }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await qa('fail', { call: 'main.updateFields', errorCode: 100 });
    const panel = await openPanel(page, info, 'marketing');
    const email = panel.getByRole('checkbox', { name: st('en', 'marketing.email') });
    await expect(email).toBeChecked();
    await email.uncheck();
    await panel.getByRole('button', { name: st('en', 'marketing.save') }).click();
    await expect(panel.getByTestId('marketing-notice')).toHaveText(tr('en', 'errors.updateFailed'));
    await expect(email).not.toBeChecked();

    const sent = callTo(page, 'updateFields');
    await panel.getByRole('button', { name: st('en', 'marketing.save') }).click();
    expect([field(await sent, 'receiveEmail'), field(await sent, 'receiveSms')]).toEqual(['false', 'true']);
    await expect(panel.getByTestId('marketing-notice')).toHaveText(tr('en', 'errors.updateSuccess'));
    const reloaded = await openPanel(page, info, 'marketing');
    await expect(reloaded.getByRole('checkbox', { name: st('en', 'marketing.email') })).not.toBeChecked();
    await expect(reloaded.getByRole('checkbox', { name: st('en', 'marketing.sms') })).toBeChecked();
  });

  test('the language: a player’s choice is saved to the account; a failed save goes home', async ({ page, worldId, qa }, info) => {
    test.skip(isMobile(info), 'the same switcher in the footer; the mobile menu’s copy is covered by the shell specs');
    await qaLogin(page, worldId, REGULAR);
    await page.goto('/en/games');
    await expect(page.getByTestId('profile-dropdown-trigger')).toBeVisible();
    const saved = callTo(page, 'changeLanguage');
    await page.getByRole('contentinfo').getByRole('button', { name: new RegExp(`^${tr('en', 'language.label')}:`) }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: tr('et', 'language.et') }).click();
    expect(field(await saved, 'language')).toBe('et');
    await expect(page).toHaveURL(new RegExp(`/et${ROUTES.slotIndex.et}$`));

    await qa('fail', { call: 'main.changeLanguage', errorCode: 100 });
    await page.getByRole('contentinfo').getByRole('button', { name: new RegExp(`^${tr('et', 'language.label')}:`) }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: tr('fi', 'language.fi') }).click();
    await expect(page).toHaveURL(/\/fi$/);
  });

  for (const locale of LOCALES) {
    test(`${locale}: every settings panel passes axe, with errors and messages showing`, phoneLocales(locale, 'en'), async ({ page, worldId, axe }, info) => {
      test.slow();
      await qaLogin(page, worldId, PLAYER[locale]);
      const user = await openPanel(page, info, 'user', locale);
      await user.getByTestId('user-data').getByRole('button', { name: st(locale, 'user.save') }).waitFor();
      await axe(page);
      await textbox(user.getByTestId('user-data'), locale, 'user.zipCode').fill('1');
      await user.getByRole('button', { name: st(locale, 'user.save') }).click();
      await user.getByRole('button', { name: st(locale, 'password.submit') }).click();
      await expect(textbox(user.getByTestId('user-data'), locale, 'user.zipCode')).toHaveAttribute('aria-invalid', 'true');
      await axe(page);

      const phone = await openPanel(page, info, 'phone', locale);
      await phone.getByRole('button', { name: st(locale, 'phone.confirmNew') }).click();
      await textbox(phone, locale, 'phone.field').fill('040');
      await expect(phone.getByRole('button', { name: st(locale, 'phone.send') })).toHaveAccessibleDescription(st(locale, 'phone.disabledHint'));
      await axe(page);

      const marketing = await openPanel(page, info, 'marketing', locale);
      await marketing.getByRole('button', { name: st(locale, 'marketing.save') }).click();
      await expect(marketing.getByTestId('marketing-notice')).toBeVisible();
      await axe(page);
    });
  }
});
