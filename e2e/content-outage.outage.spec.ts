import { test, expect, type APIRequestContext, type Browser } from '@playwright/test';
import { ROUTES } from '../src/routes/table';
import { FIRST_SCREEN_TILES } from '../src/features/lobby/rows';
import { LOCALES, MOCK_URL, QA_HEADERS, type Locale } from './fixtures';
import { pathOf } from './paths';
import { tr } from './translations';

/**
 * The content service goes down: the statically generated home page, a group, a provider, a
 * game and an information page keep their last good version (home and the information page the
 * build's, which this server never rendered), and one never generated before says "not
 * available right now", never a 404 or "unknown game". The outage is switched on in the mock's default world
 * (the one the app's server-side renders use), so this runs in its own project after all
 * others (playwright.config.ts), then restores the seeded page.
 */
const HOME_CALLS = ['content.game-groups', 'content.games-in-groups', 'content.page-slugs'];
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** The content calls of the group, provider, game and information pages. */
const ITEM_CALLS = ['content.games-by-group-id', 'content.provider', 'content.games', 'content.pages'];
/** Seeded items no other spec opens, so a fresh build has no good version of their pages. */
const NEVER_RENDERED = [
  { route: 'slotGroup', path: `/en${ROUTES.slotGroup.en.replace('[id]', '10').replace('[slug]', 'exclusives')}` },
  { route: 'gameProvider', path: `/en${ROUTES.gameProvider.en.replace('[id]', '14').replace('[slug]', 'wolfpack-gaming')}` },
] as const;
const NEVER_RENDERED_GAME = `/en${ROUTES.gamePlay.en.replace('[slug]', 'saimaa-three-card-poker')}`;
const ITEM_PAGES = [pathOf('slotGroup', 'en'), pathOf('gameProvider', 'en'), pathOf('gamePlay', 'en'), pathOf('contentPage', 'en')];
/** The pages with a grid of games. */
const GRID_PAGES = [pathOf('slotGroup', 'en'), pathOf('gameProvider', 'en')];

function revalidate(request: APIRequestContext, path: string) {
  return request.post('/api/app/revalidate', { headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? '' }, data: { path } });
}

async function revalidateHome(request: APIRequestContext, locale: Locale) {
  const response = await revalidate(request, `/${locale}`);
  expect(response.status(), await response.text()).toBe(200);
}

async function openIn(browser: Browser, path: string, options: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport: options.viewport, isMobile: options.isMobile });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status(), close: () => context.close() };
}

const homeIn = (browser: Browser, locale: Locale, options: (typeof VIEWPORTS)[number]) => openIn(browser, `/${locale}`, options);

async function failAlways(request: APIRequestContext, calls: readonly string[]) {
  for (const call of calls) {
    const response = await request.post(`${MOCK_URL}/__qa/fail`, { headers: QA_HEADERS, data: { call, times: 'always', status: 503 } });
    expect(response.ok()).toBe(true);
  }
}

// Each test opens several pages in both viewports.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.PORT || 3100}` });
  await request.post(`${MOCK_URL}/__qa/fail/clear`, { headers: QA_HEADERS });
  for (const locale of LOCALES) await revalidateHome(request, locale);
  // The pages first generated during the outage heal on their own 15 s after it.
  for (const path of ITEM_PAGES) await revalidate(request, path);
  await request.dispose();
});

test('the content service down leaves home up with its last good copy (the build prerendered it), in every locale and viewport', async ({ browser, request }) => {
  await failAlways(request, HOME_CALLS);
  for (const locale of LOCALES) {
    // The regeneration fails and throws: Next keeps the build's copy.
    await revalidateHome(request, locale);
    for (const options of VIEWPORTS) {
      const { page, close } = await homeIn(browser, locale, options);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'routes.home'));
      await expect(page.getByText(tr(locale, 'unavailable', 'lobby'))).toHaveCount(0);
      await expect(page.getByRole('heading', { name: tr(locale, 'campaigns', 'lobby') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('list').nth(1).getByRole('listitem').first()).toBeVisible();
      await close();
    }
  }
});

test('group, provider, game and information pages keep their last good version through an outage, never a cached 404', async ({ browser, request }) => {
  await request.post(`${MOCK_URL}/__qa/fail/clear`, { headers: QA_HEADERS });
  const headings: string[] = [];
  for (const path of ITEM_PAGES) {
    const { page, status, close } = await openIn(browser, path, VIEWPORTS[0]);
    expect(status, path).toBe(200);
    headings.push(await page.getByRole('heading', { level: 1 }).innerText());
    await close();
  }
  expect(headings).not.toContain(tr('en', 'routes.gamePlay'));

  await failAlways(request, ITEM_CALLS);
  // The regeneration fails (getStaticProps throws; Next still answers the route with 200), so Next keeps the good version.
  for (const path of ITEM_PAGES) await revalidate(request, path);
  for (const options of VIEWPORTS) {
    for (const [index, path] of ITEM_PAGES.entries()) {
      const { page, status, close } = await openIn(browser, path, options);
      expect(status, path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[index] ?? '');
      await expect(page.getByText(tr('en', 'unavailable', 'lobby'))).toHaveCount(0);
      await expect(page.getByText(tr('en', 'page.unavailable', 'content'))).toHaveCount(0);
      await expect(page.getByTestId('api-error')).toHaveCount(0);
      if (GRID_PAGES.includes(path)) {
        // The first screen's tiles came with the page; the rest of page 1 is asked for in the
        // browser, fails with the service, and says so under the tiles that stay, with a retry.
        const grid = page.getByRole('main').getByRole('list', { name: headings[index] ?? '' });
        await expect(grid.getByRole('link')).toHaveCount(FIRST_SCREEN_TILES);
        await grid.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await expect(page.getByText(tr('en', 'laterFailed', 'lobby'))).toBeVisible();
        await expect(page.getByRole('button', { name: tr('en', 'panels.retry') })).toBeVisible();
        await expect(grid.getByRole('link')).toHaveCount(FIRST_SCREEN_TILES);
      }
      await close();
    }
  }
});

test('a group, provider or game page first generated during an outage says so, and is no 404', async ({ browser, request }) => {
  await failAlways(request, ITEM_CALLS);
  for (const options of VIEWPORTS) {
    for (const { route, path } of NEVER_RENDERED) {
      const { page, status, close } = await openIn(browser, path, options);
      expect(status, path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', `routes.${route}`));
      await expect(page.getByText(tr('en', 'unavailable', 'lobby'))).toBeVisible();
      // The ways on: the page afresh, or the home page meanwhile.
      await expect(page.getByRole('button', { name: tr('en', 'outage.retry') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: tr('en', 'outage.home') })).toHaveAttribute('href', '/en');
      await close();
    }
    const { page, status, close } = await openIn(browser, NEVER_RENDERED_GAME, options);
    expect(status).toBe(200);
    await expect(page.getByText(tr('en', 'unavailable', 'game'))).toBeVisible();
    await expect(page.getByText(tr('en', 'gameNotFound', 'errors'))).toHaveCount(0);
    await close();
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
