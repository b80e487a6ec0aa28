import type { Locator, Page, TestInfo } from '@playwright/test';
import { ROUTES } from '../src/routes/table';
import { expect, LOCALES, test, type Locale } from './fixtures';
import { gamePath } from './games';
import { phoneLocales } from './phone-locales';
import { isMobile } from './player';
import { tr } from './translations';

/** A seeded game whose name no other game shares, and a keyword that finds nothing. */
const GAME = { name: 'Arctic Candy', slug: 'arctic-candy', keyword: 'arctic can' };
const MISS = 'zzqx';
/** A seeded news article whose titles share a stem in every language. */
const ARTICLE = {
  slug: 'what-is-volatility',
  keyword: 'volati',
  title: { fi: 'Mitä volatiliteetti tarkoittaa?', en: 'What does volatility mean?', et: 'Mida tähendab volatiilsus?' },
  bodyStart: { fi: 'Volatiliteetti kuvaa', en: 'Volatility', et: 'Volatiilsus' },
} as const;

/**
 * The search box of the viewport: the navbar's field on desktop, the panel that slides up
 * from the bottom bar's Search button on mobile (which focuses its field).
 */
async function openSearch(page: Page, locale: Locale, info: TestInfo): Promise<{ scope: Locator; field: Locator }> {
  let scope: Locator;
  if (isMobile(info)) {
    await page.getByRole('button', { name: tr(locale, 'nav.search') }).click();
    scope = page.getByRole('dialog', { name: tr(locale, 'title', 'search') });
  } else {
    scope = page.getByRole('banner');
  }
  const field = scope.getByRole('combobox', { name: tr(locale, 'label', 'search') });
  if (isMobile(info)) await expect(field).toBeFocused();
  else await field.click();
  return { scope, field };
}

/** The polite live region that says the hint, "searching", "not found" or the count. */
const statusOf = (scope: Locator) => scope.getByRole('status');
const resultsOf = (scope: Locator, locale: Locale) => scope.getByRole('listbox', { name: tr(locale, 'resultsLabel', 'search') });

for (const locale of LOCALES) {
  test.describe(`search (${locale})`, () => {
    test('asks for 3 characters, then finds a game that opens its page', phoneLocales(locale, 'en'), async ({ page }, info) => {
      await page.goto(`/${locale}`);
      const { scope, field } = await openSearch(page, locale, info);

      await field.fill('ar');
      await expect(statusOf(scope)).toHaveText(tr(locale, 'hint', 'search').replace('{{min}}', '3'));
      await expect(field).toHaveAttribute('aria-expanded', 'false');

      await field.fill(GAME.keyword);
      const option = resultsOf(scope, locale).getByRole('option', { name: new RegExp(GAME.name) });
      await expect(option).toBeVisible();
      await expect(option).toHaveAttribute('href', gamePath(locale, GAME.slug));
      await expect(field).toHaveAttribute('aria-expanded', 'true');

      if (isMobile(info)) {
        await option.click();
        await expect(scope).toBeHidden();
      } else {
        // Keyboard only: the arrow makes the game the active option, Enter opens it.
        await field.press('ArrowDown');
        await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'missing id');
        await expect(option).toHaveAttribute('aria-selected', 'true');
        await field.press('Enter');
      }
      await expect(page).toHaveURL(new RegExp(`${gamePath(locale, GAME.slug)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(GAME.name);
    });

    test('finds a news article that opens on the news page', phoneLocales(locale, 'et'), async ({ page }, info) => {
      await page.goto(`/${locale}`);
      const { scope, field } = await openSearch(page, locale, info);
      await field.fill(ARTICLE.keyword);
      const option = resultsOf(scope, locale).getByRole('option', { name: ARTICLE.title[locale] });
      await option.click();
      await expect(page).toHaveURL(`/${locale}${ROUTES.news[locale]}?article=${ARTICLE.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title[locale]);
      await expect(page.getByRole('article').locator('.body')).toContainText(ARTICLE.bodyStart[locale]);
    });

    test('says when nothing is found', phoneLocales(locale, 'fi'), async ({ page }, info) => {
      await page.goto(`/${locale}`);
      const { scope, field } = await openSearch(page, locale, info);
      await field.fill(MISS);
      await expect(statusOf(scope)).toHaveText(tr(locale, 'notFound', 'search').replace('{{keyword}}', MISS));
      await expect(resultsOf(scope, locale)).toBeHidden();
      await expect(field).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test('a failed search shows the error with a retry, and Escape clears the field', async ({ page, qa }, info) => {
  await qa('fail', { call: 'main.search', times: 1, status: 503 });
  await page.goto('/en');
  const { scope, field } = await openSearch(page, 'en', info);
  await field.fill(GAME.keyword);
  const error = scope.getByRole('alert').filter({ hasText: tr('en', 'error', 'search') });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: tr('en', 'retry', 'search') }).click();
  await expect(resultsOf(scope, 'en').getByRole('option', { name: new RegExp(GAME.name) })).toBeVisible();
  await expect(error).toBeHidden();

  // Desktop: the first Escape closes the results, the next clears; mobile: one clears.
  if (!isMobile(info)) {
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  }
  await field.press('Escape');
  await expect(field).toHaveValue('');
  if (isMobile(info)) {
    await expect(scope).toBeVisible();
    // With the field empty, Escape closes the panel.
    await field.press('Escape');
    await expect(scope).toBeHidden();
  }
});

test('the open search passes axe', async ({ page, axe }, info) => {
  await page.goto('/et');
  const { scope, field } = await openSearch(page, 'et', info);
  await field.fill('sauna');
  await expect(resultsOf(scope, 'et').getByRole('option').first()).toBeVisible();
  await field.press('ArrowDown');
  await axe(page);
});
