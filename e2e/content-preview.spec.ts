import type { Page, Response } from '@playwright/test';
import { getContent } from '../src/mocks/seed/content';
import { expect, LOCALES, MOCK_URL, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { pathOf } from './paths';
import { tr } from './translations';

/** Set for the app by playwright.config.ts (workers inherit it). */
const SECRET = process.env.PREVIEW_SECRET ?? '';
const TOKEN = process.env.CONTENT_PREVIEW_TOKEN ?? '';

const seed = getContent();
const record = (slug: string) => {
  const found = seed.pageBySlug.get(slug);
  if (!found) throw new Error(`the seed has no ${slug}`);
  return found;
};
const DRAFT = { campaign: record('christmas-calendar'), news: record('summer-tournament-announced'), page: record('vip-programme') };
const CHANGED = record('weekend-free-spins');

const previewUrl = (type: keyof typeof DRAFT, slug: string, locale: Locale, secret = SECRET) =>
  `/api/app/preview?${new URLSearchParams({ secret, type, slug, locale })}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const ribbon = (page: Page, locale: Locale) => page.getByRole('complementary', { name: tr(locale, 'preview.label', 'content') });

function expectPrivate(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['x-robots-tag']).toMatch(/noindex/);
}

test.beforeAll(() => {
  if (!SECRET || !TOKEN) throw new Error('PREVIEW_SECRET and CONTENT_PREVIEW_TOKEN come from playwright.config.ts');
});

for (const locale of LOCALES) {
  test(`${locale}: a preview shows the draft campaign, article and page and an unpublished change, with the ribbon on every page, until it ends`, phoneLocales(locale, 'fi'), async ({ page, axe }) => {
    const opened = await page.goto(previewUrl('campaign', DRAFT.campaign.slug, locale));
    await expect(page).toHaveURL(`${pathOf('campaigns', locale)}?campaign=${DRAFT.campaign.slug}`);
    expectPrivate(opened);
    await expect(heading(page)).toHaveText(DRAFT.campaign.title[locale]);
    await expect(page.getByText(tr(locale, 'draft', 'content'))).toBeVisible();
    await expect(ribbon(page, locale)).toContainText(tr(locale, 'preview.ribbon', 'content'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axe(page);

    await page.goto(previewUrl('news', DRAFT.news.slug, locale));
    await expect(page).toHaveURL(`${pathOf('news', locale)}?article=${DRAFT.news.slug}`);
    await expect(heading(page)).toHaveText(DRAFT.news.title[locale]);

    const info = await page.goto(previewUrl('page', DRAFT.page.slug, locale));
    expectPrivate(info);
    await expect(page).toHaveURL(pathOf('contentPage', locale).replace(/[^/]+$/, DRAFT.page.slug));
    await expect(heading(page)).toHaveText(DRAFT.page.title[locale]);

    await page.goto(`${pathOf('campaigns', locale)}?campaign=${CHANGED.slug}`);
    await expect(heading(page)).toHaveText(CHANGED.unpublished?.title?.[locale] ?? 'an unpublished title');

    // Every page, not only content: the lobby too; the exit comes back to it as everyone sees it.
    await page.goto(`/${locale}`);
    const exit = ribbon(page, locale).getByRole('link', { name: tr(locale, 'preview.exit', 'content') });
    await exit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(page.getByRole('main')).toBeVisible();
    await expect(ribbon(page, locale)).toHaveCount(0);

    await page.goto(`${pathOf('campaigns', locale)}?campaign=${DRAFT.campaign.slug}`);
    await expect(heading(page)).toHaveText(tr(locale, 'campaign.notFoundTitle', 'content'));
    // Not found is answered 200, so the page keeps itself out of search; a found item does not.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto(`${pathOf('campaigns', locale)}?campaign=${CHANGED.slug}`);
    await expect(heading(page)).toHaveText(CHANGED.title[locale]);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test('a visitor beside a preview, even with ?preview=true, sees no draft and no ribbon, and never asks for drafts', async ({ page, browser }) => {
  await page.goto(previewUrl('campaign', DRAFT.campaign.slug, 'fi'));
  await expect(heading(page)).toHaveText(DRAFT.campaign.title.fi);

  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  const contentCalls: string[] = [];
  other.on('request', (request) => {
    if (request.url().startsWith(`${MOCK_URL}/content/pages`)) contentCalls.push(request.url());
  });
  for (const locale of LOCALES) {
    const url = `${pathOf('campaigns', locale)}?campaign=${DRAFT.campaign.slug}&preview=true`;
    const response = await other.goto(url);
    await expect(heading(other)).toHaveText(tr(locale, 'campaign.notFoundTitle', 'content'));
    await expect(other.getByRole('main').getByRole('status')).toHaveText(tr(locale, 'campaign.notFound', 'content'));
    await expect(ribbon(other, locale)).toHaveCount(0);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain(DRAFT.campaign.title[locale]);
    expect(html).not.toContain(TOKEN);
    expect(response?.headers()['x-robots-tag']).toBeUndefined();
  }
  // The browser asked the content service for no page: items come rendered by the server.
  expect(contentCalls).toEqual([]);
  await visitor.close();
});

test('a wrong secret is refused with 401 and turns nothing on', async ({ request }) => {
  const wrong = await request.get(previewUrl('campaign', DRAFT.campaign.slug, 'en', `${SECRET}-wrong`), { maxRedirects: 0 });
  expect(wrong.status()).toBe(401);
  expect(wrong.headers()['set-cookie']).toBeUndefined();
  const bad = await request.get(`/api/app/preview?${new URLSearchParams({ secret: SECRET, type: 'campaign', slug: '//evil.example' })}`, { maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  const good = await request.get(previewUrl('news', DRAFT.news.slug, 'et'), { maxRedirects: 0 });
  expect(good.status()).toBe(307);
  expect(good.headers().location).toBe(`${pathOf('news', 'et')}?article=${DRAFT.news.slug}`);
});

test('an article and a campaign carry their Open Graph tags and text in the server HTML', async ({ request }) => {
  const cases = [
    { path: `${pathOf('news', 'en')}?article=how-loss-limits-work`, item: record('how-loss-limits-work'), locale: 'en' as const, og: 'en_GB' },
    { path: `${pathOf('campaigns', 'fi')}?campaign=welcome-offer`, item: record('welcome-offer'), locale: 'fi' as const, og: 'fi_FI' },
  ];
  for (const { path, item, locale, og } of cases) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(item.title[locale]);
    expect(meta('og:description')).toBe(item.summary?.[locale]);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:locale')).toBe(og);
    expect(meta('og:url')).toMatch(new RegExp(`^https?://[^/]+${path.replace(/[?]/g, '\\?')}$`));
    expect(meta('og:image')).toMatch(new RegExp(`/content/media/banners/${item.slug}\\.png$`));
    expect(html).toContain(`>${item.title[locale]}</h1>`);
    // The item's own URL is canonical, not its list's.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${path.replace(/[?]/g, '\\?')}"`));
    expect(html).not.toMatch(/name="robots"/);
    expect(html).not.toContain(TOKEN);
  }
});
