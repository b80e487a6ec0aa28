import { expect, LOCALES, test } from './fixtures';
import { pathOf, PROTECTED, ROUTE_IDS } from './paths';
import { tr } from './translations';

test.describe('axe (WCAG 2.2 AA)', () => {
  for (const locale of LOCALES) {
    for (const id of ROUTE_IDS.filter((r) => !PROTECTED.includes(r))) {
      test(`${locale}: ${id}`, async ({ page, axe }) => {
        await page.goto(pathOf(id, locale));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await axe(page);
        // Reflow (WCAG 1.4.10): nothing makes the page wider than the screen, in either viewport
        // (a phone widens its layout viewport to fit, so the measure is the configured width).
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      });
    }

    test(`${locale}: open menus and the maintenance page`, async ({ page, axe, qa }, info) => {
      await page.goto(`/${locale}`);
      if (info.project.name === 'mobile') {
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
