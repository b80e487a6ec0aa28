import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AFFILIATE_BANNER_SHOWN_COOKIE } from '../src/lib/rules/affiliate';
import { SEEN_POPUPS_KEY } from '../src/lib/rules/site-popups';
import { getContent } from '../src/mocks/seed/content';
import { expectAxeClean } from './axe';

export const MOCK_URL = `http://localhost:${process.env.MOCK_PORT || 4110}`;
export const LOCALES = ['fi', 'en', 'et'] as const;
export type Locale = (typeof LOCALES)[number];

/** The header the mock's QA switches need (src/mocks/guards.ts): a web page cannot send it. */
export const QA_HEADERS = { 'x-kasino-qa': '1' } as const;

/** Calls a QA switch of the mock backend on this test's own world. */
export type Qa = (path: string, body?: unknown) => Promise<void>;

type Fixtures = {
  /**
   * The id of this test's own mock world: one per test, project, worker and retry. The browser
   * context sends it with every request (header and cookie, `context` below), so the mock
   * answers this test from this world only. The mock creates the world from the seed on its
   * first request; a mock still running from an earlier run may already hold a world of that
   * id, with that run's changes (`qa` resets it).
   */
  worldId: string;
  /**
   * Calls a QA switch of the mock (`/__qa/<path>`, src/mocks/handlers/qa.ts) on this test's world,
   * and expects it to answer OK. Setting the fixture up resets the world to a fresh seed first,
   * so a test that asks for `qa` starts from the seed whatever its world held before.
   */
  qa: Qa;
  /** Expects the settled page to pass axe (expectAxeClean, e2e/axe.ts). */
  axe: (page: Page) => Promise<void>;
};
/** By default the browser has seen the site's popups and the affiliate banner, so they cover nothing. */
type Options = {
  /** `test.use({ sitePopups: true })`: a browser that has not seen the site's popups yet. */
  sitePopups: boolean;
  /** `test.use({ affiliateBanner: true })`: a browser that has not seen the affiliate banner yet. */
  affiliateBanner: boolean;
};

async function postQa(request: APIRequestContext, worldId: string, path: string, body: unknown) {
  const response = await request.post(`${MOCK_URL}/__qa/${path}`, { headers: { ...QA_HEADERS, 'x-kasino-world': worldId }, data: body ?? {} });
  // The mock says why it refused (an unknown call name or key, no fault): the test shows that.
  expect(response.ok(), `QA switch ${path}: ${response.ok() ? '' : await response.text()}`).toBe(true);
}

/**
 * Every test gets an isolated, freshly seeded mock world: the browser sends its id to the
 * mock backend with every request, so tests can run in parallel and flip switches freely.
 */
export const test = base.extend<Fixtures & Options>({
  sitePopups: [false, { option: true }],
  affiliateBanner: [false, { option: true }],
  worldId: async ({}, use, testInfo) => {
    await use(`t${testInfo.workerIndex}-${testInfo.testId}-${testInfo.retry}`.replace(/[^\w-]/g, '').slice(0, 64));
  },
  context: async ({ context, worldId, sitePopups, affiliateBanner }, use) => {
    if (!sitePopups) {
      const seen = { key: SEEN_POPUPS_KEY, ids: getContent().popups.map((popup) => popup.id) };
      await context.addInitScript(({ key, ids }) => {
        try {
          window.localStorage.setItem(key, JSON.stringify(ids));
        } catch {
          // A page without storage (about:blank) has no popups either.
        }
      }, seen);
    }
    // Every request names the world, the mock's and the game frame's among them (the mock allows
    // the header in CORS). Not by routing each call through Playwright: a routed context has no
    // HTTP cache, so every page load compiled all the app's scripts anew (docs/decisions.md, "Test time").
    await context.setExtraHTTPHeaders({ 'x-kasino-world': worldId });
    await context.addCookies([
      { name: 'kasino_world', value: worldId, domain: 'localhost', path: '/' },
      ...(affiliateBanner ? [] : [{ name: AFFILIATE_BANNER_SHOWN_COOKIE, value: '1', domain: 'localhost', path: '/' }]),
    ]);
    await use(context);
  },
  qa: async ({ request, worldId }, use) => {
    await postQa(request, worldId, 'reset', {});
    await use((path, body) => postQa(request, worldId, path, body));
  },
  axe: async ({}, use) => {
    await use(expectAxeClean);
  },
});

/** Logs a seeded player in with one mock call; the session cookie lands in the browser context. */
export async function qaLogin(page: Page, worldId: string, email: string): Promise<void> {
  const response = await page.request.post(`${MOCK_URL}/__qa/login`, { headers: { ...QA_HEADERS, 'x-kasino-world': worldId }, data: { email } });
  expect(response.ok(), `QA login ${email}`).toBe(true);
}

/**
 * Sets the clock of this test's mock world `offsetMs` ahead of real time (of its instant, in a
 * frozen world: src/mocks/handlers/qa.ts).
 * It sets, it does not add: after 29 days, a call with 31 days puts the clock 31 days on, not 60.
 */
export async function setClockOffset(qa: Qa, offsetMs: number): Promise<void> {
  await qa('clock', { offsetMs });
}

/** A key press: a visitor's site popups and the affiliate banner wait for the first tap, click, key or scroll (never the page's largest paint). */
export const engage = (page: Page) => page.keyboard.press('Shift');

/** Engages (again, should the first press have come before the page was the app's) until `shown` is visible. */
export async function engageUntilShown(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await engage(page);
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Waits until React has hydrated `target`'s element: a click before that is the browser's own
 * (a link loads the whole page, a menu's button does nothing), not the app's.
 */
export async function whenHydrated(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

/**
 * Holds the requests that match `url` (a glob) until `release` is called: what a page shows
 * while a call or a chunk is on its way. Each held request goes on once released; counts them.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void; count: () => number }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await held;
    await route.continue();
  });
  return { release, count: () => count };
}

export { expect };
