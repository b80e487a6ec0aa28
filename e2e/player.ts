import type { Locator, Page, TestInfo } from '@playwright/test';
import { SEED_PASSWORD } from '../src/mocks/seed/players';
import { ROUTES } from '../src/routes/table';
import { expect, LOCALES, type Locale } from './fixtures';
import { escapeRegExp, tr } from './translations';

/** The mock's seeded players' password. */
export const PASSWORD = SEED_PASSWORD;

/** The test runs in the `mobile` project (playwright.config.ts): the phone's layout and navigation. */
export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** Where a logged-in player's balance shows: the mobile toolbar, or the desktop navbar's balance. */
export const balanceArea = (page: Page, info: TestInfo): Locator => (isMobile(info) ? page.getByTestId('mobile-toolbar') : page.getByTestId('desktop-balance'));

/** The balance area shows `text`. */
export async function expectBalance(page: Page, info: TestInfo, text: string | RegExp): Promise<void> {
  await expect(balanceArea(page, info)).toContainText(text);
}

/** The login page's address in any locale, with or without a query. */
const LOGIN_PAGE = new RegExp(`/(${LOCALES.map((locale) => escapeRegExp(ROUTES.login[locale].slice(1))).join('|')})(\\?|$)`);

/** What opens the login form where the page has none: the bottom bar's button on a phone, the navbar's link on desktop. */
export const loginOpener = (page: Page, info: TestInfo, locale: Locale): Locator =>
  isMobile(info)
    ? page.getByRole('navigation', { name: tr(locale, 'nav.mobile') }).getByRole('button', { name: tr(locale, 'nav.login') })
    : page.getByRole('banner').getByRole('link', { name: tr(locale, 'nav.login') });

/** The login form's submit button. */
export const loginButton = (form: Locator, locale: Locale): Locator => form.getByRole('button', { name: tr(locale, 'login.submit', 'auth'), exact: true });

type LogInOptions = {
  /** By default the seeded players' password. */
  password?: string;
  /** Runs once the form is filled in, just before it is sent. */
  beforeSubmit?: () => Promise<void>;
};

/**
 * Logs in through the UI a player would use, and answers the form. On the login page itself its
 * form; elsewhere the sidebar's on a phone, and the login page the navbar's link leads to on desktop.
 */
export async function logIn(page: Page, info: TestInfo, locale: Locale, email: string, { password = PASSWORD, beforeSubmit }: LogInOptions = {}): Promise<Locator> {
  const onLoginPage = LOGIN_PAGE.test(page.url());
  if (!onLoginPage) await loginOpener(page, info, locale).click();
  const form = isMobile(info) && !onLoginPage ? page.getByRole('dialog') : page.getByRole('main');
  await form.getByLabel(tr(locale, 'login.email', 'auth')).fill(email);
  await form.getByLabel(tr(locale, 'login.password', 'auth')).fill(password);
  await beforeSubmit?.();
  await loginButton(form, locale).click();
  return form;
}

/** Logs out where a player would: the profile sidebar on mobile, the profile dropdown on desktop (English pages unless told). */
export async function logOut(page: Page, info: TestInfo, locale: Locale = 'en') {
  if (isMobile(info)) {
    await page.getByRole('button', { name: tr(locale, 'nav.profile') }).click();
    await page.getByRole('dialog').getByRole('button', { name: tr(locale, 'logout', 'auth') }).click();
  } else {
    await page.getByTestId('profile-dropdown-trigger').click();
    await page.getByTestId('profile-dropdown').getByRole('button', { name: tr(locale, 'logout', 'auth') }).click();
  }
}

/** Where the profile's panels open: the sidebar on a phone, the dropdown on desktop. */
export const profileFrame = (page: Page, info: TestInfo): Locator => (isMobile(info) ? page.getByTestId('sidebar') : page.getByTestId('profile-dropdown'));

/**
 * Opens the profile where a player would: the bottom bar on a phone (once the player's toolbar
 * is there, so the tap lands on the player's bar), the account corner on desktop.
 */
export async function openProfile(page: Page, info: TestInfo): Promise<Locator> {
  if (isMobile(info)) {
    await expect(page.getByTestId('mobile-toolbar')).toBeVisible();
    await page.getByTestId('bottom-profile').click();
  } else {
    await page.getByTestId('profile-dropdown-trigger').click();
  }
  return profileFrame(page, info);
}
