import type { APIRequestContext, Page } from '@playwright/test';
import { expect, LOCALES, MOCK_URL, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { pathOf } from './paths';
import { tr } from './translations';

type Summary = { slug: string; type: string; title: Record<Locale, string> };

/** The published campaigns and articles, as the content service lists them. */
async function published(request: APIRequestContext, type: 'campaign' | 'article'): Promise<Summary[]> {
  const { pages } = (await (await request.get(`${MOCK_URL}/content/pages/slugs`)).json()) as { pages: Summary[] };
  return pages.filter((p) => p.type === type);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

for (const locale of LOCALES) {
  test.describe(`campaigns and news (${locale})`, () => {
    test('the home teaser opens a campaign, which leads back to all campaigns', phoneLocales(locale, 'fi'), async ({ page, request }) => {
      const campaigns = await published(request, 'campaign');
      const campaign = campaigns.find((c) => c.slug === 'welcome-offer');
      if (!campaign) throw new Error('the seeded welcome offer is missing');
      const teaser = page.getByRole('main').getByRole('link', { name: campaign.title[locale] });
      // Home is prerendered; ISR brings the content in if the build ran without it.
      await expect(async () => {
        await page.goto(`/${locale}`);
        await expect(teaser).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await teaser.click();

      await expect(page).toHaveURL(`${pathOf('campaigns', locale)}?campaign=welcome-offer`);
      await expect(heading(page)).toHaveText(campaign.title[locale]);
      await expect(page.getByRole('article').locator('.body p').first()).toBeVisible();
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();

      await page.getByRole('link', { name: tr(locale, 'campaign.back', 'content') }).click();
      await expect(page).toHaveURL(pathOf('campaigns', locale));
      await expect(heading(page)).toHaveText(tr(locale, 'routes.campaigns'));
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(campaigns.length);
    });

    test('an article opens from the news list and back; a missing one says so, and a draft too', phoneLocales(locale, 'en'), async ({ page, request, axe }) => {
      const articles = await published(request, 'article');
      await page.goto(pathOf('news', locale));
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(articles.length);
      const newest = articles[0];
      if (!newest) throw new Error('no seeded articles');
      await page.getByRole('main').getByRole('link', { name: newest.title[locale] }).click();
      await expect(page).toHaveURL(`${pathOf('news', locale)}?article=${newest.slug}`);
      await expect(heading(page)).toHaveText(newest.title[locale]);
      await expect(page.getByRole('article').locator('time')).toBeVisible();
      await expect(page.getByRole('article').locator('.body')).not.toBeEmpty();
      await expect(page).toHaveTitle(`${newest.title[locale]} | ${tr(locale, 'brand')}`);
      await axe(page);
      // The article is its own page rendered on the server; the browser's back returns to the list.
      await page.goBack();
      await expect(page).toHaveURL(pathOf('news', locale));
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(articles.length);
      await page.goForward();
      await expect(heading(page)).toHaveText(newest.title[locale]);

      await page.goto(`${pathOf('news', locale)}?article=no-such-article`);
      await expect(heading(page)).toHaveText(tr(locale, 'article.notFoundTitle', 'content'));
      await expect(page.getByRole('main').getByRole('status')).toHaveText(tr(locale, 'article.notFound', 'content'));
      await page.getByRole('link', { name: tr(locale, 'article.back', 'content') }).click();
      await expect(heading(page)).toHaveText(tr(locale, 'routes.news'));

      await page.goto(`${pathOf('campaigns', locale)}?campaign=christmas-calendar`);
      await expect(heading(page)).toHaveText(tr(locale, 'campaign.notFoundTitle', 'content'));
      // Drafts are for marketers' previews only (e2e/content-preview.spec.ts), whatever the query says.
      await page.goto(`${pathOf('campaigns', locale)}?campaign=christmas-calendar&preview=true`);
      await expect(heading(page)).toHaveText(tr(locale, 'campaign.notFoundTitle', 'content'));
      await expect(page.getByText(tr(locale, 'draft', 'content'))).toHaveCount(0);
    });
  });
}
