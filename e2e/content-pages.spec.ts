import type { Page } from '@playwright/test';
import { expect, LOCALES, test } from './fixtures';
import { phoneLocales } from './phone-locales';
import { pathOf } from './paths';
import { tr } from './translations';

/**
 * The content service's pages (issue 17): information pages and affiliate landing pages at
 * their routes, the translated 404, the footer from the site settings and its static fallback,
 * the sitemap and robots.txt, and the Open Graph tags and read time of a news article.
 */

type Text = Record<(typeof LOCALES)[number], string>;
const TERMS: { title: Text; firstHeading: Text } = {
  title: { fi: 'Käyttöehdot', en: 'Terms and conditions', et: 'Kasutustingimused' },
  firstHeading: { fi: '1. Yleistä', en: '1. General', et: '1. Üldist' },
};
const BONUS_TERMS: Text = { fi: 'Bonusehdot', en: 'Bonus terms', et: 'Boonustingimused' };
const PRIVACY: Text = { fi: 'Tietosuojaseloste', en: 'Privacy policy', et: 'Privaatsuspoliitika' };
const AFFILIATE: Text = { fi: 'Tervetuloa, Nordic Bonus -lukija!', en: 'Welcome, Nordic Bonus reader!', et: 'Tere tulemast, Nordic Bonuse lugeja!' };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const footer = (page: Page) => page.getByRole('contentinfo');
const noScriptRan = (page: Page) => page.evaluate(() => (window as { __xss?: string }).__xss);

for (const locale of LOCALES) {
  test.describe(`content pages (${locale})`, () => {
    test('an information page shows its sanitised text at its localized route', phoneLocales(locale, 'et'), async ({ page, axe }) => {
      const response = await page.goto(pathOf('contentPage', locale));
      expect(response?.status()).toBe(200);
      await expect(heading(page)).toHaveText(TERMS.title[locale]);
      await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toHaveText(TERMS.firstHeading[locale]);
      await expect(page).toHaveTitle(`${TERMS.title[locale]} | ${tr(locale, 'brand')}`);
      await axe(page);
    });

    test('an unknown page is a translated 404', phoneLocales(locale, 'fi'), async ({ page, axe }) => {
      const response = await page.goto(pathOf('contentPage', locale).replace('/terms', '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(heading(page)).toHaveText(tr(locale, 'notFound.title'));
      await expect(page.getByRole('link', { name: tr(locale, 'notFound.home') })).toBeVisible();
      await axe(page);
    });

    test('the footer links from the site settings reach the pages', phoneLocales(locale, 'en'), async ({ page }) => {
      await page.goto(pathOf('news', locale));
      // The site settings' part loads as the footer comes near the viewport.
      await footer(page).scrollIntoViewIfNeeded();
      const link = footer(page).getByRole('link', { name: PRIVACY[locale] });
      await expect(link).toBeVisible();
      // Bonus terms are in the site settings' footer only, not in the static fallback.
      await expect(footer(page).getByRole('link', { name: BONUS_TERMS[locale] })).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(pathOf('contentPage', locale).replace('/terms', '/privacy'));
      await expect(heading(page)).toHaveText(PRIVACY[locale]);
      await expect(page.getByRole('article').getByRole('listitem').first()).toBeVisible();
    });

    test('an affiliate landing page shows its offer and a way to register', phoneLocales(locale, 'et'), async ({ page, axe }) => {
      const response = await page.goto(pathOf('affiliatePage', locale));
      expect(response?.status()).toBe(200);
      await expect(heading(page)).toHaveText(AFFILIATE[locale]);
      await expect(page.getByRole('article').locator('.body p')).toContainText('20');
      const register = page.getByRole('link', { name: tr(locale, 'affiliate.register', 'content') });
      await expect(register).toHaveAttribute('href', pathOf('registration', locale));
      await axe(page);
      const missing = await page.goto(pathOf('affiliatePage', locale).replace('/nordic-bonus', '/nobody'));
      expect(missing?.status()).toBe(404);
      await expect(heading(page)).toHaveText(tr(locale, 'notFound.title'));
    });
  });
}

test("the site settings' footer loads at the first scroll, before a fast scroll reaches it", async ({ page }) => {
  await page.goto('/en');
  await expect(heading(page)).toBeVisible();
  const bonusTerms = footer(page).getByRole('link', { name: BONUS_TERMS.en });
  // The lobby's rows keep the footer well out of the viewport's loading margin; a first small
  // scroll (again, should it have come before the app was up) starts its site-settings part.
  await expect(async () => {
    await page.mouse.wheel(0, 40);
    await expect(bonusTerms).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const gap = await footer(page).evaluate((node) => node.getBoundingClientRect().top - window.innerHeight);
  expect(gap).toBeGreaterThan(800);
});

test('when the site settings fail, the footer falls back to the static links, which still work', async ({ page, qa, axe }) => {
  await qa('fail', { call: 'content.site-settings', times: 'always', status: 503 });
  const settings = page.waitForResponse((r) => r.url().includes('/content/site-settings') && r.status() === 503);
  await page.goto(pathOf('campaigns', 'en'));
  await footer(page).scrollIntoViewIfNeeded();
  await settings;
  await expect(footer(page).getByRole('heading', { name: tr('en', 'footer.information') })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: BONUS_TERMS.en })).toHaveCount(0);
  for (const slug of ['about', 'terms', 'privacy', 'responsible-gaming']) {
    await expect(footer(page).getByRole('link', { name: tr('en', `footer.pages.${slug}`) })).toHaveAttribute('href', `/en/info/${slug}`);
  }
  await axe(page);
  await footer(page).getByRole('link', { name: tr('en', 'footer.pages.responsible-gaming') }).click();
  await expect(heading(page)).toHaveText('Responsible gaming');
});

test('the sitemap lists a page in three locales with its alternates, and robots.txt points at it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const url = (path: string) => new RegExp(`<url><loc>[^<]*${path.replace(/[?]/g, '\\?')}</loc>(.*?)</url>`).exec(xml)?.[1] ?? '';
  for (const path of ['/fi/tietoa/terms', '/en/info/terms', '/et/info/terms']) {
    const alternates = url(path);
    expect(alternates, path).toContain('hreflang="fi" href="http');
    expect(alternates).toMatch(/hreflang="fi" href="[^"]*\/fi\/tietoa\/terms"/);
    expect(alternates).toMatch(/hreflang="en" href="[^"]*\/en\/info\/terms"/);
    expect(alternates).toMatch(/hreflang="et" href="[^"]*\/et\/info\/terms"/);
  }
  expect(url('/et/uudised?article=how-loss-limits-work')).toContain('hreflang="en"');
  expect(url('/fi/kampanjat?campaign=welcome-offer')).toContain('hreflang="et"');
  expect(xml).not.toContain('christmas-calendar');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});

test('a news article carries Open Graph tags and its read time', async ({ page }) => {
  await page.goto(`${pathOf('news', 'fi')}?article=how-loss-limits-work`);
  await expect(heading(page)).not.toHaveText(tr('fi', 'routes.news'));
  const title = await heading(page).textContent();
  const og = (property: string) => page.locator(`meta[property="${property}"]`);
  await expect(og('og:title')).toHaveAttribute('content', title ?? '');
  await expect(og('og:description')).toHaveAttribute('content', /\S/);
  await expect(og('og:image')).toHaveAttribute('content', /^https?:\/\/.+\/content\/media\/banners\/how-loss-limits-work\.png$/);
  await expect(og('og:url')).toHaveAttribute('content', /^https?:\/\/[^/]+\/fi\/uutiset\?article=how-loss-limits-work$/);
  await expect(og('og:locale')).toHaveAttribute('content', 'fi_FI');
  await expect(page.getByRole('article').getByText(/^Lukuaika \d+ minuuttia?$/)).toBeVisible();
  expect(await noScriptRan(page)).toBeUndefined();
});
