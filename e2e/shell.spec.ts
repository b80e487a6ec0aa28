import { expect, holdRequests, LOCALES, qaLogin, test, whenHydrated } from './fixtures';
import type { Locator } from '@playwright/test';
import { pathOf } from './paths';
import { phoneLocales } from './phone-locales';
import { balanceArea, isMobile } from './player';
import { tr, trWith } from './translations';

/** Three prerendered visitor pages, one per locale: home, casino games and login. */
const VISITOR_PAGES = ['/fi', pathOf('slotIndex', 'et'), pathOf('login', 'en')];

test.describe('layout shell', () => {
  test('loads without console errors or CSP violations', async ({ page, qa }) => {
    await qa('reset');
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/fi');
    await expect(page.getByRole('heading', { level: 1, name: tr('fi', 'routes.home') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  // Every page's HTML has the desktop navbar and the mobile bars; a window hides one or the
  // other, and hydrating the hidden one cost a phone's main thread (src/ui/hydrate-where-shown.tsx).
  test('the bars a window hides stay as the server sent them, and work once the window shows them', async ({ page }, info) => {
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const hydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
    for (const locale of LOCALES) {
      if (isMobile(info)) await page.setViewportSize({ width: 390, height: 844 });
      else await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(pathOf('home', locale));
      const desktopNav = page.locator('header').filter({ has: page.locator(`nav[aria-label="${tr(locale, 'nav.main')}"]`) });
      const groups = desktopNav.getByRole('button', { name: trWith(locale, 'nav.groupsOf', { section: tr(locale, 'nav.casinoGames') }), includeHidden: true });
      const bottomProfile = page.getByTestId('bottom-profile');
      if (isMobile(info)) {
        await whenHydrated(bottomProfile);
        await expect(desktopNav).toBeHidden();
        // In the page, as the server wrote it, and not hydrated.
        await expect(desktopNav.getByRole('link', { name: tr(locale, 'nav.casinoGames'), includeHidden: true })).toHaveAttribute('href', pathOf('slotIndex', locale));
        expect(await hydrated(groups)).toBe(false);
        await page.setViewportSize({ width: 1440, height: 900 });
        await groups.click();
        await expect(groups).toHaveAttribute('aria-expanded', 'true');
        await expect(desktopNav.getByRole('link', { name: tr(locale, 'nav.casinoGames') })).toBeVisible();
      } else {
        await whenHydrated(groups);
        await expect(bottomProfile).toBeHidden();
        expect(await hydrated(bottomProfile)).toBe(false);
        await page.setViewportSize({ width: 390, height: 844 });
        await bottomProfile.click();
        await expect(page.getByTestId('sidebar')).toBeVisible();
      }
    }
    expect(errors).toEqual([]);
  });

  // Next's browser router tests middleware matchers by path alone: one that matched every page
  // made each prerendered page fetch its data again once hydrated and render the whole tree twice.
  test('a prerendered page, once hydrated, does not fetch its own data again', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_next/data/')) dataRequests.push(request.url());
    });
    for (const path of ['/fi', `${pathOf('slotIndex', 'et')}?ref=nordicbonus`, pathOf('login', 'en')]) {
      await page.goto(path);
      await whenHydrated(page.getByRole('banner').getByRole('link').first());
      await page.waitForLoadState('networkidle');
    }
    expect(dataRequests).toEqual([]);
  });

  test("a page load asks the browser for its cookies once and for the tab's storage not at all", async ({ page, worldId }, info) => {
    // Each of these calls waits for the browser process; on a busy phone the wait lands in the
    // hydration (docs/decisions.md, "Blocking time"). The one cookie read is the inline script's.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { browserCalls: calls });
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get(this: Document) {
          calls.push('cookie');
          return cookie?.get?.call(this) as string;
        },
        set(this: Document, value: string) {
          cookie?.set?.call(this, value);
        },
      });
      for (const area of ['sessionStorage', 'localStorage'] as const) {
        const storage = Object.getOwnPropertyDescriptor(window, area);
        Object.defineProperty(window, area, {
          configurable: true,
          get(this: Window) {
            calls.push(area);
            return storage?.get?.call(this) as Storage;
          },
        });
      }
    });
    const calls = async () => {
      await page.waitForLoadState('networkidle');
      return page.evaluate(() => (window as unknown as { browserCalls: string[] }).browserCalls);
    };
    for (const path of VISITOR_PAGES) {
      await page.goto(path);
      await whenHydrated(page.getByRole('banner').getByRole('link').first());
      expect(await calls(), path).toEqual(['cookie']);
    }
    // A returning player's page reads its hint from that one read too (its panels use the
    // tab's storage once the player is known, after the hydration).
    await qaLogin(page, worldId, 'regular@kasino.test');
    await page.goto('/en');
    await expect(balanceArea(page, info)).toBeVisible();
    expect((await calls()).filter((call) => call === 'cookie')).toEqual(['cookie']);
  });

  test("a page load keeps the server's styles in place, and the first new style moves them", async ({ page }) => {
    // styled-components' own rehydration copied every server rule into a sheet of its own right
    // after the first paint, restyling every element of an unchanged page (src/root/server-styles.ts).
    await page.addInitScript(() => {
      const inserted: string[] = [];
      Object.assign(window, { insertedRules: inserted });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    const inserted = () => page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules.length);
    const serverStyles = page.locator('style#server-styles');
    const banner = page.getByRole('banner');
    const looks = () => banner.evaluate((element) => ['background-color', 'height', 'display'].map((p) => getComputedStyle(element).getPropertyValue(p)).join(' '));
    for (const path of VISITOR_PAGES) {
      await page.goto(path);
      await whenHydrated(banner.getByRole('link').first());
      await page.waitForLoadState('networkidle');
      expect(await inserted(), path).toBe(0);
      await expect(serverStyles).toHaveCount(1);
    }
    // The lobby's tiles were not on the login page: their rules are new, so the server's move
    // into the library's sheet, and what the server styled looks the same.
    const before = await looks();
    await banner.getByRole('link', { name: tr('en', 'brand') }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: tr('en', 'routes.home') })).toBeVisible();
    await expect(serverStyles).toHaveCount(0);
    expect(await inserted()).toBeGreaterThan(0);
    expect(await looks()).toBe(before);
  });

  test('navigation reaches the localized routes', async ({ page }, info) => {
    await page.goto('/et');
    if (isMobile(info)) {
      await page.getByRole('button', { name: tr('et', 'nav.menu') }).click();
      await page.getByRole('dialog').getByRole('link', { name: tr('et', 'nav.campaigns') }).click();
    } else {
      await page.getByRole('navigation', { name: tr('et', 'nav.main') }).getByRole('link', { name: tr('et', 'nav.liveCasino') }).click();
      await expect(page).toHaveURL(/\/et\/livecasino$/);
      await page.getByRole('navigation', { name: tr('et', 'nav.main') }).getByRole('link', { name: tr('et', 'nav.campaigns') }).click();
    }
    await expect(page).toHaveURL(/\/et\/pakkumine$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('et', 'routes.campaigns'));
  });

  test('a page slow to come shows a bar across the top after a moment, gone when the page is there', async ({ page }) => {
    await page.goto('/fi');
    const link = page.getByRole('main').getByRole('link', { name: /^Näytä kaikki/ }).first();
    // The app has started: the link navigates in the page rather than loading a new one.
    await whenHydrated(link);
    // The group page's data (its server render) is held until the bar has been seen.
    const { release } = await holdRequests(page, '**/_next/data/**');
    const bar = () => page.evaluate(() => {
      const after = getComputedStyle(document.documentElement, '::after');
      return after.content === 'none' ? 0 : new DOMMatrix(after.transform).a;
    });
    const started = Date.now();
    await link.click();
    await expect(page.locator('html')).toHaveAttribute('data-navigating', '');
    await expect.poll(bar).toBeGreaterThan(0.05);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(page.url()).toMatch(/\/fi$/);
    release();
    await expect(page).toHaveURL(/\/fi\/pelit\//);
    await expect(page.locator('html')).not.toHaveAttribute('data-navigating');
    expect(await bar()).toBe(0);
  });

  test('the language dropdown reloads the same route with its params in the chosen locale', async ({ page, context }) => {
    await page.goto(pathOf('slotGroup', 'fi'));
    const languages = page.getByRole('button', { name: tr('fi', 'language.current').replace('{{language}}', 'Suomi') });
    await whenHydrated(languages);
    await languages.click();
    await page.getByRole('link', { name: 'Eesti' }).click();
    await expect(page).toHaveURL(/\/et\/mangud\/1\/all-slots$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kõik slotid');
    // A screen reader hears the new page's title, in the new language (not the Finnish one before).
    await expect(page).toHaveTitle(/^Kõik slotid/);
    await expect(page.locator('#__next-route-announcer__')).toHaveText(await page.title());
    // The cookie is written once js-cookie's chunk is in (src/lib/cookies.ts), which can be after the new page shows.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('et');
  });

  test('the footer\'s language button, pressed as its code comes, opens the list and keeps it open when the press ends', async ({ page }) => {
    await page.goto(pathOf('home', 'et'));
    const languages = page.getByRole('contentinfo').getByRole('button', { name: tr('et', 'language.current').replace('{{language}}', 'Eesti') });
    await whenHydrated(languages);
    // The scroll that brings the footer near asks for the switcher's code, which waits to be let through.
    const asked = page.waitForRequest((request) => request.url().includes('/_next/static/chunks/'));
    const { release: letThrough } = await holdRequests(page, '**/_next/static/chunks/**');
    await languages.scrollIntoViewIfNeeded();
    await asked;
    // The press goes down before the code is in and comes up after the switcher took the button's
    // place. Hover waits for the button in place: as the footer asks for the code, its loading view
    // puts the same button there anew, and a box measured across that came back null (CI, once).
    await languages.hover();
    await page.mouse.down();
    letThrough();
    const list = page.getByRole('contentinfo').getByRole('link', { name: 'Suomi' });
    await expect(list).toBeVisible();
    await page.mouse.up();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(languages).toBeFocused();
  });

  test("the footer's language button whose code could not load asks for it again when pressed", async ({ page }) => {
    await page.goto(pathOf('home', 'en'));
    const footer = page.getByRole('contentinfo');
    const languages = footer.getByRole('button', { name: tr('en', 'language.current').replace('{{language}}', 'English') });
    await whenHydrated(languages);
    // The switcher's code, asked for as the footer comes near, cannot load (the connection
    // dropped); it is the chunk that names its call to save the player's language.
    let connected = false;
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (connected || !body.includes('"player","changeLanguage"')) return route.fulfill({ response, body });
      return route.abort('internetdisconnected');
    });
    // React reports the failure as the switcher's boundary takes it (its button stays).
    const caught = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().startsWith('ChunkLoadError'));
    await languages.scrollIntoViewIfNeeded();
    await caught;
    await expect(footer.getByRole('link', { name: 'Suomi' })).toHaveCount(0);
    connected = true;
    await languages.click();
    await expect(footer.getByRole('link', { name: 'Suomi' })).toBeVisible();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await expect(languages).toBeFocused();
  });

  test('the game page hides the footer and the language switcher', async ({ page }) => {
    await page.goto(pathOf('gamePlay', 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Language:/ })).toHaveCount(0);
    await page.goto('/en');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a guest sees Login carrying the current path, and Register', async ({ page }, info) => {
    await page.goto(pathOf('campaigns', 'fi'));
    if (isMobile(info)) {
      // Spec 2.5: the logged-out sidebar holds the login form, bank login, forgot password and registration.
      await page.getByRole('button', { name: tr('fi', 'nav.login') }).click();
      const sidebar = page.getByRole('dialog');
      await expect(sidebar.getByLabel(tr('fi', 'login.email', 'auth'))).toBeVisible();
      await expect(sidebar.getByRole('button', { name: tr('fi', 'login.bankLogin', 'auth') })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: tr('fi', 'login.forgotPassword', 'auth') })).toHaveAttribute('href', '/fi/login/forgotPassword');
      await expect(sidebar.getByRole('link', { name: tr('fi', 'login.register', 'auth') })).toHaveAttribute('href', '/fi/rekisteroidy');
    } else {
      await expect(page.getByRole('banner').getByRole('link', { name: tr('fi', 'nav.login') })).toHaveAttribute(
        'href',
        '/fi/kirjaudu?redirectUrl=%2Ffi%2Fkampanjat',
      );
      await page.getByRole('banner').getByRole('link', { name: tr('fi', 'nav.register') }).click();
      await expect(page).toHaveURL(/\/fi\/rekisteroidy$/);
    }
  });

  test('a protected page sends a visitor to login with a redirectUrl', async ({ page }) => {
    await page.goto(pathOf('profileLimits', 'et'));
    await expect(page).toHaveURL(/\/et\/sisselogimine\?redirectUrl=%2Fet%2Fprofile%2Flimits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('et', 'routes.login'));
  });
});

test.describe('maintenance and service disruption', () => {
  test('maintenance replaces the whole app, and the app returns when it ends', async ({ page, qa }) => {
    await qa('maintenance', { on: true });
    await page.goto('/fi/pelit');
    await expect(page.getByRole('heading', { name: tr('fi', 'maintenance.title') })).toBeVisible();
    await expect(page.getByText('Päivitämme Kasinoa')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await qa('maintenance', { on: false });
    await page.getByRole('button', { name: tr('fi', 'maintenance.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fi', 'routes.slotIndex'));
  });

  test('the disruption banner shows on desktop and in the mobile menu, and stays dismissed', async ({ page, qa }, info) => {
    await qa('disruption', { on: true });
    await page.goto('/en');
    let banner = page.getByRole('region', { name: tr('en', 'disruption.label') });
    if (isMobile(info)) {
      await expect(banner).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      banner = page.getByRole('dialog').getByRole('region', { name: tr('en', 'disruption.label') });
    }
    await expect(banner).toContainText('Bank deposits are delayed');
    await banner.getByRole('button', { name: tr('en', 'disruption.dismiss') }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    if (isMobile(info)) await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { level: isMobile(info) ? 2 : 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: tr('en', 'disruption.label') })).toHaveCount(0);
  });
});

test.describe('a balance that fails to load', () => {
  for (const locale of LOCALES) {
    // In words a sighted player reads (docs/decisions.md, Session), in the toolbar on a phone and
    // in the account corner on desktop; not a dash named only for screen readers.
    test(`${locale}: the corner or toolbar says it is unavailable, and passes axe`, phoneLocales(locale, 'et'), async ({ page, worldId, qa, axe }, info) => {
      await qa('fail', { call: 'main.balance', times: 'always', status: 500 });
      await qaLogin(page, worldId, 'regular@kasino.test');
      await page.goto(`/${locale}`);
      const words = balanceArea(page, info).getByTestId('balance-unavailable');
      await expect(words).toBeVisible();
      await expect(words).toHaveText(tr(locale, isMobile(info) ? 'session.unavailable' : 'session.balanceUnavailable'));
      await expect(balanceArea(page, info)).not.toContainText('–');
      await axe(page);
    });
  }
});
