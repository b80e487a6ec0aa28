import { expect, LOCALES, test } from './fixtures';
import { pathOf, PROTECTED, ROUTE_IDS } from './paths';
import { isMobile } from './player';
import { tr } from './translations';

test.describe('axe (WCAG 2.2 AA)', () => {
  // A route's three locales in one page, one after another: a fresh page costs a 2-core machine
  // about a second and a half more than a navigation, and these read pages without changing
  // anything (docs/decisions.md, "Test time"). The step and the URL name the locale that fails.
  for (const id of ROUTE_IDS.filter((r) => !PROTECTED.includes(r))) {
    test(`${id}: ${LOCALES.join(', ')}`, async ({ page, axe }) => {
      test.setTimeout(60_000);
      for (const locale of LOCALES) {
        await test.step(locale, async () => {
          await page.goto(pathOf(id, locale));
          await page.getByRole('heading', { level: 1 }).waitFor();
          await axe(page);
          // Reflow (WCAG 1.4.10): nothing makes the page wider than the screen, in either viewport
          // (a phone widens its layout viewport to fit, so the measure is the configured width).
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
        });
      }
    });
  }

  for (const locale of LOCALES) {
    test(`${locale}: open menus and the maintenance page`, async ({ page, axe, qa }, info) => {
      await page.goto(`/${locale}`);
      if (isMobile(info)) {
        await page.getByRole('button', { name: tr(locale, 'nav.menu') }).click();
        await page.getByRole('dialog').getByRole('navigation').waitFor();
      } else {
        await page.getByRole('button', { name: new RegExp(`^${tr(locale, 'language.label')}:`) }).click();
      }
      await axe(page);
      await qa('maintenance', { on: true });
      await page.goto(`/${locale}/news`.replace('/news', '') || '/');
      await page.getByRole('heading', { name: tr(locale, 'maintenance.title') }).waitFor();
      await axe(page);
    });
  }
});

test.describe('focus after a client navigation', () => {
  // A link in a menu that closes with the navigation (the navbar's game groups, the phone's
  // sidebar) left focus on <body>, or gave it back to the menu button once the sidebar slid out.
  test('a link chosen from the menu with the keyboard leaves focus on the new page\'s content', async ({ page }, info) => {
    await page.goto('/en');
    if (isMobile(info)) {
      const menu = page.getByRole('navigation', { name: tr('en', 'nav.mobile') }).getByRole('button', { name: tr('en', 'nav.menu') });
      await menu.focus();
      await page.keyboard.press('Enter');
      const sidebar = page.getByRole('dialog', { name: tr('en', 'nav.menu') });
      const link = sidebar.getByRole('link', { name: 'Game providers' });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/en\/suppliers$/);
      // Once the sidebar has slid out, so the browser's focus return to its button is past.
      await expect(sidebar).toBeHidden();
    } else {
      const toggle = page.getByRole('button', { name: 'Game groups in Casino games' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const link = page.getByRole('banner').getByRole('link', { name: 'All slots' });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/en\/games\/1\/all-slots$/);
    }
    await expect(page.locator('#main')).toBeFocused();
  });
});
