import { expect, LOCALES, qaLogin, test } from './fixtures'; // not from '@playwright/test'
import { phoneLocales } from './phone-locales';
import { logIn, openProfile } from './player';
import { tr } from './translations';

// Per locale: every locale on the phone, 'en' alone on desktop (pick another for the next screen).
for (const locale of LOCALES) {
  test(`${locale}: the profile shows the player's nickname`, phoneLocales(locale, 'en'), async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, 'regular@kasino.test'); // a session in this test's world
    await page.goto(`/${locale}`);
    const profile = await openProfile(page, info); // the sidebar on a phone, the dropdown on desktop
    await expect(profile.getByRole('heading', { name: tr(locale, 'panels.profile') })).toBeVisible();
    await expect(profile.getByText('Onnenpekka')).toBeVisible();
  });
}

test('a failed login says so', async ({ page, qa }, info) => {
  await qa('fail', { call: 'main.login', status: 503 }); // once: a user action
  await page.goto('/en/login');
  const form = await logIn(page, info, 'en', 'regular@kasino.test');
  await expect(form.getByTestId('api-error')).toContainText(tr('en', 'unexpected', 'errors'));
});
