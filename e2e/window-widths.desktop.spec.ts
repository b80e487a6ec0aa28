import { expect, LOCALES, qaLogin, test } from './fixtures';
import { pathOf } from './paths';

/**
 * The page is never wider than the window (theme.media): from 1280 px the desktop navbar, compact
 * below 1440 px, holds a player's links, search, quick stop and account in every language; a
 * narrower window gets the mobile interface (bottom bar), with the page's own layout still wide.
 * Before, a player's navbar made the page 1 337 px wide in a 1 280 px Estonian window.
 */
for (const width of [1100, 1279, 1280, 1366]) {
  for (const player of [true, false]) {
    test(`${width} px, ${player ? 'a player' : 'a visitor'}: the page fits the window in every language`, async ({ page, worldId }) => {
      await page.setViewportSize({ width, height: 800 });
      if (player) await qaLogin(page, worldId, 'regular@kasino.test');
      const desktop = width >= 1280;
      for (const locale of LOCALES) {
        for (const path of [pathOf('home', locale), pathOf('gamePlay', locale)]) {
          await page.goto(path);
          await expect(page.getByTestId('bottom-profile')).toBeVisible({ visible: !desktop });
          if (player && desktop) await expect(page.getByTestId('desktop-balance')).toBeVisible();
          if (player && !desktop) await expect(page.getByTestId('mobile-toolbar')).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
    });
  }
}

/**
 * The account's tables are cards in a compact box only (src/ui/compact.ts): on a page below 900 px
 * and in the sidebar. A 1 100 px window has the mobile interface, but its transactions page has
 * room for the columns, which the sidebar beside it does not.
 */
test('1100 px: the transactions page keeps its columns, the sidebar shows cards; 800 px: the page shows cards', async ({ page, worldId }) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  const headersShown = (table: ReturnType<typeof page.getByRole>) =>
    table.first().locator('thead').evaluate((head) => head.getBoundingClientRect().height > 1);
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(pathOf('transactionsDeposits', 'en'));
  const onPage = page.getByRole('main').getByRole('table');
  await expect(onPage.first()).toBeVisible();
  expect(await headersShown(onPage)).toBe(true);

  await page.goto(`${pathOf('home', 'en')}?panel=deposits`);
  const inSidebar = page.getByTestId('sidebar').getByRole('table');
  await expect(inSidebar.first()).toBeVisible();
  expect(await headersShown(inSidebar)).toBe(false);

  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto(pathOf('transactionsDeposits', 'en'));
  await expect(onPage.first()).toBeVisible();
  expect(await headersShown(onPage)).toBe(false);
});
