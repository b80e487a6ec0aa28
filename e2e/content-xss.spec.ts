import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../src/routes/table';
import { XSS_SEED } from '../src/mocks/seed/xss-content';
import { XSS_AWAY, XSS_CORPUS, XSS_FLAG, XSS_LEGIT, XSS_TEXT } from '../src/mocks/seed/xss-corpus';
import { engageUntilShown, expect, LOCALES, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { gamePath } from './games';
import { isMobile } from './player';
import { tr } from './translations';

/**
 * HTML from the content service, proven safe (issue #17). The mock's XSS corpus
 * (src/mocks/seed/xss-corpus.ts, src/mocks/seed/xss-content.ts) is in every place the content
 * service sends HTML or text that is shown; on each screen nothing of it may run: the page
 * flag stays unset, no dialog opens, no CSP violation happens, the page does not go anywhere,
 * and nothing that runs is left in the sanitised markup. The legitimate formatting around the
 * payloads still shows.
 *
 * CSP violations are counted in the page (`securitypolicyviolation`). The browser sends the
 * reports to /api/app/csp-report itself, out of sight of Playwright's request events, but it
 * sends one only for a violation that also fires that event.
 * The affiliate banner's messages come from `affiliate/xss` (XSS_SEED.affiliate).
 */

type Watch = { dialogs: string[]; away: string[] };

/** Counts what a payload that ran would leave: dialogs and requests to XSS_AWAY here, CSP violations in the page. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], away: [] };
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`), true);
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  await page.context().route(`${new URL(XSS_AWAY).origin}/**`, (route) => {
    seen.away.push(route.request().url());
    return route.abort();
  });
  return seen;
}

/** What inside sanitised content-service markup could run, load, submit or navigate. */
async function unsafeMarkup(page: Page): Promise<string[]> {
  return page.locator('[data-content-html]').evaluateAll((boxes) => {
    const forbidden = ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'meta', 'base', 'link', 'style', 'form', 'input', 'button', 'textarea', 'template', 'noscript', 'title', 'img', 'video', 'audio'];
    const urlAttributes = ['href', 'src', 'data', 'action', 'formaction', 'xlink:href'];
    const found: string[] = [];
    for (const element of boxes.flatMap((box) => [...box.querySelectorAll('*')])) {
      const tag = element.localName;
      if (forbidden.includes(tag)) found.push(`<${tag}>`);
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on') || ['style', 'srcdoc', 'http-equiv'].includes(name)) found.push(`${tag}[${name}]`);
        const url = value.replace(/[\u0000-\u0020]/g, '');
        if (urlAttributes.includes(name) && !/^(?:https?:|mailto:|tel:|\/(?![/\\]))/i.test(url)) found.push(`${tag}[${name}=${value}]`);
      }
    }
    return found;
  });
}

/** Nothing ran, was blocked, asked, reported or left the page; `url` is where the page still is. */
async function expectNothingRan(page: Page, seen: Watch, url: RegExp) {
  // Payloads fire on insertion, on load errors or after a refresh of 0 s: give them time.
  await page.waitForTimeout(1_500);
  const inPage = await page.evaluate((flag) => {
    const w = window as unknown as Record<string, unknown> & { __cspViolations?: string[] };
    return { flag: w[flag] ?? null, violations: w.__cspViolations ?? ['(no watch)'], bases: document.querySelectorAll('base').length };
  }, XSS_FLAG);
  expect(inPage, 'the page flag, CSP violations and <base> elements').toEqual({ flag: null, violations: [], bases: 0 });
  expect(seen.dialogs, 'dialogs').toEqual([]);
  expect(seen.away, 'requests to where payloads lead').toEqual([]);
  expect(await unsafeMarkup(page)).toEqual([]);
  await expect(page).toHaveURL(url);
}

/** The formatting around the payloads, inside one piece of sanitised markup. */
async function expectFormatting(box: Locator) {
  await expect(box.locator('h2', { hasText: XSS_LEGIT.heading })).toBeVisible();
  await expect(box.locator('strong', { hasText: XSS_LEGIT.bold })).toBeVisible();
  await expect(box.locator('em', { hasText: XSS_LEGIT.italic })).toBeVisible();
  await expect(box.getByRole('link', { name: XSS_LEGIT.link })).toHaveAttribute('href', XSS_LEGIT.href);
  await expect(box.getByRole('listitem')).toHaveText([...XSS_LEGIT.items]);
  await expect(box.locator('strong', { hasText: XSS_LEGIT.closing })).toBeVisible();
}

const contentHtml = (scope: Page | Locator) => scope.locator('[data-content-html]');
const path = (locale: Locale, route: keyof typeof ROUTES, params: Record<string, string | number> = {}) =>
  `/${locale}${ROUTES[route][locale].replace(/\[(\w+)\]/g, (_: string, name: string) => String(params[name]))}`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page is still at this path (and query). */
const stillAt = (url: string) => new RegExp(`${literal(url)}$`);

test.describe('HTML from the content service runs nothing', () => {
  test('the corpus is the one the unit test checks', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  for (const locale of LOCALES) {
    test(`${locale}: a content page`, phoneLocales(locale, 'fi'), async ({ page }) => {
      const seen = await watch(page);
      const url = path(locale, 'contentPage', { slug: XSS_SEED.page });
      await page.goto(url);
      // A title is text: the payload in it shows as it is.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TEXT);
      await expectFormatting(contentHtml(page.getByRole('article')));
      await expectNothingRan(page, seen, stillAt(url));
    });
  }

  for (const kind of ['article', 'campaign'] as const) {
    test(`a ${kind === 'article' ? 'news article' : 'campaign'}`, async ({ page }) => {
      const seen = await watch(page);
      const url = `${path('en', kind === 'article' ? 'news' : 'campaigns')}?${kind}=${XSS_SEED[kind]}`;
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TEXT);
      await expectFormatting(contentHtml(page.getByRole('article')));
      await expectNothingRan(page, seen, stillAt(url));
    });
  }

  test('an affiliate landing page', async ({ page }) => {
    const seen = await watch(page);
    const url = path('fi', 'affiliatePage', { slug: XSS_SEED.affiliatePage });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TEXT);
    await expectFormatting(contentHtml(page.getByRole('article')));
    await expect(page.getByRole('link', { name: tr('fi', 'affiliate.register', 'content') })).toBeVisible();
    await expectNothingRan(page, seen, stillAt(url));
  });

  test('a game group: its title, description and game names are text', async ({ page }) => {
    const seen = await watch(page);
    const url = path('et', 'slotGroup', XSS_SEED.group);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TEXT);
    await expect(page.getByRole('main').getByText(XSS_TEXT, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: XSS_TEXT }).first()).toBeVisible();
    await expectNothingRan(page, seen, stillAt(url));
  });

  test('the game page: the game name is text', async ({ page }) => {
    const seen = await watch(page);
    const url = gamePath('en', XSS_SEED.game);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TEXT);
    await expect(page).toHaveTitle(new RegExp(`^${literal(XSS_TEXT)}`));
    await expectNothingRan(page, seen, stillAt(url));
  });

  test('the footer and a site popup from the site settings', async ({ page, qa }) => {
    await qa('xss-corpus', { on: true });
    const seen = await watch(page);
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    // The site settings' part loads as the footer comes near the viewport.
    await footer.scrollIntoViewIfNeeded();
    await expectFormatting(contentHtml(footer));
    // Its links: the payload label is text; javascript:, data:, /\host and plain http are dropped.
    await expect(footer.getByRole('link', { name: XSS_TEXT })).toHaveAttribute('href', path('en', 'contentPage', { slug: 'terms' }));
    for (const name of ['footer javascript link', 'footer data link', 'footer away link', 'footer http link']) await expect(footer.getByText(name)).toHaveCount(0);
    const popup = page.getByRole('dialog', { name: tr('en', 'popup.title', 'content') });
    // A visitor's popup waits for the first key, tap or scroll.
    await engageUntilShown(page, popup);
    await expectFormatting(contentHtml(popup));
    await expectNothingRan(page, seen, /\/en$/);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  });

  test.describe('the affiliate banner', () => {
    test.use({ affiliateBanner: true });

    test("its message is sanitised and the free-spin game's title is text", async ({ page }) => {
      const seen = await watch(page);
      const url = `/en?ref=${XSS_SEED.affiliate}`;
      await page.goto(url);
      const banner = page.getByRole('complementary', { name: tr('en', 'affiliate.banner.title', 'content') });
      // Like a visitor's popups, it waits for the first key, tap or scroll.
      await engageUntilShown(page, banner);
      await expect(banner).toContainText(XSS_TEXT);
      await expectFormatting(contentHtml(banner));
      await expectNothingRan(page, seen, stillAt(url));
    });
  });

  test('the maintenance message', async ({ page, qa }) => {
    await qa('xss-corpus', { on: true });
    await qa('maintenance', { on: true });
    const seen = await watch(page);
    await page.goto('/et');
    await expect(page.getByRole('heading', { name: tr('et', 'maintenance.title') })).toBeVisible();
    await expectFormatting(contentHtml(page.getByRole('main')));
    await expectNothingRan(page, seen, /\/et$/);
  });

  test('the disruption message', async ({ page, qa }, info) => {
    await qa('xss-corpus', { on: true });
    await qa('disruption', { on: true });
    const seen = await watch(page);
    await page.goto('/fi');
    if (isMobile(info)) await page.getByRole('button', { name: tr('fi', 'nav.menu') }).click();
    await expectFormatting(contentHtml(page.getByRole('region', { name: tr('fi', 'disruption.label') })));
    await expectNothingRan(page, seen, /\/fi$/);
  });

  test('the watch itself sees a payload that gets past the sanitiser', async ({ page }) => {
    const seen = await watch(page);
    await page.goto(path('en', 'contentPage', { slug: XSS_SEED.page }));
    await expect(contentHtml(page.getByRole('article'))).toBeVisible();
    // What an unsanitised body would do: CSP blocks the handler and reports it.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/x-missing.png" onerror="window.__xss=1">'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length)).toBeGreaterThan(0);
    await page.evaluate(() => setTimeout(() => window.alert('xss'), 0));
    await expect.poll(() => seen.dialogs).toEqual(['xss']);
    await page.evaluate(() => document.querySelector('[data-content-html]')?.insertAdjacentHTML('beforeend', '<a href="javascript:void 0">x</a>'));
    expect(await unsafeMarkup(page)).toEqual(['a[href=javascript:void 0]']);
  });
});
