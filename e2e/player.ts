import type { Page, TestInfo } from '@playwright/test';
import { SEED_PASSWORD } from '../src/mocks/seed/players';
import { tr } from './translations';

/** The mock's seeded players' password. */
export const PASSWORD = SEED_PASSWORD;

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

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
