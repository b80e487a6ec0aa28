import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { SEED_PASSWORD } from '../src/mocks/seed/players';
import { tr } from './translations';

/** The mock's seeded players' password. */
export const PASSWORD = SEED_PASSWORD;

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** Where a logged-in player's balance shows: the mobile toolbar, or the desktop navbar's balance. */
export const balanceArea = (page: Page, info: TestInfo): Locator => (isMobile(info) ? page.getByTestId('mobile-toolbar') : page.getByTestId('desktop-balance'));

/** Logs out where a player would: the profile sidebar on mobile, the profile dropdown on desktop (English pages). */
export async function logOut(page: Page, info: TestInfo) {
  if (isMobile(info)) {
    await page.getByRole('button', { name: tr('en', 'nav.profile') }).click();
    await page.getByRole('dialog').getByRole('button', { name: tr('en', 'logout', 'auth') }).click();
  } else {
    await page.getByTestId('profile-dropdown-trigger').click();
    await page.getByTestId('profile-dropdown').getByRole('button', { name: tr('en', 'logout', 'auth') }).click();
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
