import { test, expect, type APIRequestContext, type Browser } from '@playwright/test';
import { LOCALES, MOCK_URL, QA_HEADERS, type Locale } from './fixtures';
import { tr } from './translations';

/**
 * The content service goes down: the statically generated home page regenerates with the
 * spec's empty defaults and stays up. The outage is switched on in the mock's default world
 * (the one the app's server-side renders use), so this runs in its own project after all
 * others (playwright.config.ts), then restores the seeded page.
 */
const HOME_CALLS = ['content.game-groups', 'content.games-in-groups', 'content.page-slugs'];
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

async function revalidateHome(request: APIRequestContext, locale: Locale) {
  const response = await request.post('/api/app/revalidate', {
    headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? '' },
    data: { path: `/${locale}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function homeIn(browser: Browser, locale: Locale, options: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport: options.viewport, isMobile: options.isMobile });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  return { page, close: () => context.close() };
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.PORT || 3100}` });
  await request.post(`${MOCK_URL}/__qa/fail/clear`, { headers: QA_HEADERS });
  for (const locale of LOCALES) await revalidateHome(request, locale);
  await request.dispose();
});

test('the content service down leaves home up with empty defaults, in every locale and viewport', async ({ browser, request }) => {
  for (const call of HOME_CALLS) {
    const response = await request.post(`${MOCK_URL}/__qa/fail`, { headers: QA_HEADERS, data: { call, times: 'always', status: 503 } });
    expect(response.ok()).toBe(true);
  }
  for (const locale of LOCALES) {
    await revalidateHome(request, locale);
    for (const options of VIEWPORTS) {
      const { page, close } = await homeIn(browser, locale, options);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'routes.home'));
      await expect(page.getByText(tr(locale, 'unavailable', 'lobby'))).toBeVisible();
      await expect(page.getByRole('heading', { name: tr(locale, 'campaigns', 'lobby') })).toHaveCount(0);
      // The shell still works: the navigation is there and leads on.
      await expect(page.getByRole('link', { name: tr(locale, 'nav.casinoGames') }).first()).toBeAttached();
      await close();
    }
  }
});

test('when the content service is back, revalidation restores the seeded home page', async ({ browser, request }) => {
  await request.post(`${MOCK_URL}/__qa/fail/clear`, { headers: QA_HEADERS });
  await revalidateHome(request, 'en');
  const { page, close } = await homeIn(browser, 'en', VIEWPORTS[0]);
  await expect(page.getByText(tr('en', 'unavailable', 'lobby'))).toHaveCount(0);
  await expect(page.getByRole('heading', { name: tr('en', 'campaigns', 'lobby') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('list').nth(1).getByRole('listitem').first()).toBeVisible();
  await close();
});

test('revalidation refuses a wrong secret and unknown paths', async ({ request }) => {
  const wrong = await request.post('/api/app/revalidate', { headers: { 'x-revalidate-secret': 'nope' }, data: { path: '/fi' } });
  expect(wrong.status()).toBe(401);
  const unknown = await request.post('/api/app/revalidate', {
    headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? '' },
    data: { path: '//evil.example/fi' },
  });
  expect(unknown.status()).toBe(400);
});
