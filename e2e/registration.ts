import type { Locator } from '@playwright/test';
import type { Locale } from './fixtures';
import { escapeRegExp, tr } from './translations';

const label = (locale: Locale, key: string) => tr(locale, key, 'auth');

/** Fills the registration form with a valid new adult player of this email and nickname, and ticks every box. */
export async function fillRegistration(form: Locator, locale: Locale, { email, nickName }: { email: string; nickName: string }) {
  // The whole label ("Password", not "Repeat the password"), with the required field's marker.
  const field = (key: string) => form.getByLabel(new RegExp(`^${escapeRegExp(label(locale, key))} \\*$`));
  await field('login.email').fill(email);
  await field('register.password').fill('Turvaline-1');
  await field('register.confirmPassword').fill('Turvaline-1');
  await field('register.birthDate').fill('3.3.1990');
  await field('register.nickName').fill(nickName);
  await field('register.firstName').fill('Uus');
  await field('register.lastName').fill('Mängija');
  await field('register.phoneNumber').fill('+3725123400');
  await field('register.street').fill('Pikk');
  await field('register.zipCode').fill('10111');
  await field('register.city').fill('Tallinn');
  for (const key of ['ageChecked', 'policyChecked', 'privacyPolicyChecked']) await form.getByLabel(label(locale, `register.${key}`)).check();
}
