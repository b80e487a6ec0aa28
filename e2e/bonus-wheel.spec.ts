import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, LOCALES, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { isMobile, logIn } from './player';
import { tr, trWith } from './translations';

/**
 * Issue 16's bonus wheel, desktop and mobile, each test in its own mock world. The mock's
 * regular player has 2 spins, and a player's first spin lands on 2.00 EUR of bonus money
 * (src/mocks/handlers/second.ts, WHEEL_SEQUENCE).
 */

const PLAYER = 'regular@kasino.test';
const PAGE = (locale: Locale) => `/${locale}/bonuswheel`;
const wt = (locale: Locale, key: string, values: Record<string, string> = {}) => trWith(locale, key, values, 'wheel');
const FIRST_PRIZE: Record<Locale, string> = { en: '€2 bonus money', fi: '2 € bonusrahaa', et: '2 € boonusraha' };

/** The spins the navbar badge shows: beside the navbar's wheel link on a desktop, in the main menu on a phone. */
async function expectBadge(page: Page, info: TestInfo, locale: Locale, spins: string) {
  const link = (where: Locator) => where.getByRole('link', { name: new RegExp(`^${tr(locale, 'nav.bonusWheel')}`) });
  if (isMobile(info)) {
    await page.getByRole('navigation', { name: tr(locale, 'nav.mobile') }).getByRole('button', { name: tr(locale, 'nav.menu') }).click();
    const menu = page.getByRole('dialog');
    await expect(link(menu).getByTestId('spins-badge').locator('[aria-hidden="true"]')).toHaveText(spins);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await expect(link(page.getByRole('banner')).getByTestId('spins-badge').locator('[aria-hidden="true"]')).toHaveText(spins);
  }
}

/** Counts the spin calls the browser sends (the second API, same-origin under /api). */
function countSpins(page: Page) {
  let spins = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bonuswheel/spin') spins += 1;
  });
  return () => spins;
}

/**
 * The first POST to the wheel's `call` reaches the backend, which acts on it, and its answer is
 * lost on the way back; the later ones pass. Returns the Idempotency-Key of each POST sent.
 */
async function loseFirstAnswer(page: Page, call: 'spin' | 'complete'): Promise<string[]> {
  const keys: string[] = [];
  await page.route((url) => url.pathname === `/api/bonuswheel/${call}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  return keys;
}

const spinButton = (page: Page, locale: Locale) => page.getByRole('main').getByRole('button', { name: wt(locale, 'spin') });
const result = (page: Page) => page.getByTestId('wheel-result');

test.describe('the bonus wheel', () => {
  test('the regular player spins: the wheel turns, the prize shows, the badge goes from 2 to 1', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, PLAYER);
    await page.goto(PAGE('en'));
    await expect(page.getByRole('img', { name: wt('en', 'wheelLabel_other', { count: '8' }) })).toBeVisible();
    await expect(page.getByTestId('wheel-spins')).toHaveText('2');
    await expectBadge(page, info, 'en', '2');
    const spins = countSpins(page);

    // A double click sends one spin.
    await spinButton(page, 'en').dblclick();
    // The wheel takes its time to land; the prize shows after it has.
    await expect(result(page)).toHaveText(wt('en', 'spinning'));
    await page.waitForTimeout(1_000);
    await expect(result(page)).not.toContainText(wt('en', 'result', { prize: FIRST_PRIZE.en }));
    await expect(result(page)).toContainText(wt('en', 'result', { prize: FIRST_PRIZE.en }), { timeout: 10_000 });
    await expect(result(page)).toContainText(wt('en', 'resultWhere.promo'));
    expect(spins()).toBe(1);
    await expect(page.getByTestId('wheel-spins')).toHaveText('1');
    await expectBadge(page, info, 'en', '1');
  });

  test('the prize, and a failed spin with its retry, come into sight clear of the bottom bar', async ({ page, worldId, qa }, info) => {
    test.skip(!isMobile(info), 'a desktop shows the result beside the wheel, in sight as it is');
    // Where the page's view ends: the phone's bottom bar covers the window's last part.
    const inSight = async (what: Locator) => {
      await expect(what).toBeVisible();
      const height = page.viewportSize()?.height ?? 0;
      const bottom = (await page.getByRole('navigation', { name: tr('fi', 'nav.mobile') }).boundingBox())?.y ?? height;
      await expect.poll(async () => {
        const box = await what.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= bottom;
      }).toBe(true);
    };
    await qa('fail', { call: 'second.spinBonusWheel', times: 1, status: 500 });
    await qaLogin(page, worldId, PLAYER);
    await page.goto(PAGE('fi'));
    await spinButton(page, 'fi').click();
    await inSight(page.getByTestId('api-error'));
    await expect(page.getByTestId('api-error')).toHaveText(tr('fi', 'unexpected', 'errors'));
    const retry = page.getByRole('main').getByRole('button', { name: wt('fi', 'tryAgain') });
    await inSight(retry);
    await retry.click();
    await expect(result(page)).toContainText(wt('fi', 'result', { prize: FIRST_PRIZE.fi }), { timeout: 10_000 });
    await inSight(result(page));
  });

  test('a visitor gets the login call and comes back to the wheel after logging in', async ({ page }, info) => {
    await page.goto(PAGE('fi'));
    const call = page.getByTestId('wheel-login-call');
    await expect(call.getByRole('heading', { name: wt('fi', 'visitor.title') })).toBeVisible();
    await expect(spinButton(page, 'fi')).toHaveCount(0);
    await call.getByRole('link', { name: wt('fi', 'visitor.login') }).click();
    await expect(page).toHaveURL(/\/fi\/kirjaudu\?redirectUrl=%2Ffi%2Fbonuswheel$/);
    await logIn(page, info, 'fi', PLAYER);
    await expect(page).toHaveURL(/\/fi\/bonuswheel$/, { timeout: 15_000 });
    await expect(spinButton(page, 'fi')).toBeVisible();
    await expect(page.getByTestId('wheel-spins')).toHaveText('2');
  });

  test('a spin whose complete failed is completed on the next visit', async ({ page, worldId, qa }, info) => {
    await qa('fail', { call: 'second.completeBonusWheel', times: 1, status: 503 });
    await qaLogin(page, worldId, PLAYER);
    await page.goto(PAGE('et'));
    await spinButton(page, 'et').click();
    const complete = page.getByRole('button', { name: wt('et', 'pending.complete') });
    await expect(complete).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('api-error')).toHaveText(tr('et', 'unexpected', 'errors'));
    await expect(page.getByTestId('wheel-spins')).toHaveText('1');

    // The next visit: the spin waits to be completed, and completing shows its prize.
    await page.goto('/et');
    await page.goto(PAGE('et'));
    await expect(page.getByTestId('wheel-pending')).toHaveText(wt('et', 'pending.text', { prize: FIRST_PRIZE.et }));
    await page.getByRole('button', { name: wt('et', 'pending.complete') }).click();
    await expect(result(page)).toContainText(wt('et', 'result', { prize: FIRST_PRIZE.et }));
    await expect(page.getByTestId('wheel-pending')).toHaveCount(0);
    await expect(spinButton(page, 'et')).toBeVisible();
    await expectBadge(page, info, 'et', '1');
    // Completed for good: another visit offers nothing to complete.
    await page.reload();
    await expect(spinButton(page, 'et')).toBeVisible();
    await expect(page.getByTestId('wheel-pending')).toHaveCount(0);
  });

  test('a spin whose answer was lost is asked again with the same key: its prize, and one spin used', async ({ page, worldId }) => {
    // The first spin reaches the backend, which takes it, and its answer is lost on the way back.
    const keys = await loseFirstAnswer(page, 'spin');
    await qaLogin(page, worldId, PLAYER);
    await page.goto(PAGE('en'));
    await expect(page.getByTestId('wheel-spins')).toHaveText('2');
    await spinButton(page, 'en').click();
    await expect(page.getByTestId('api-error')).toHaveText(tr('en', 'unexpected', 'errors'));
    await page.getByRole('main').getByRole('button', { name: wt('en', 'tryAgain') }).click();
    // The first spin's prize; a second spin would have landed on 10 free spins.
    await expect(result(page)).toContainText(wt('en', 'result', { prize: FIRST_PRIZE.en }), { timeout: 10_000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await expect(page.getByTestId('wheel-spins')).toHaveText('1');
    // The backend used one spin: a fresh load says so too.
    await page.reload();
    await expect(page.getByTestId('wheel-spins')).toHaveText('1');
  });

  test('after a lost spin answer and a reload, the page offers that spin and shows its prize', async ({ page, worldId }) => {
    const keys = await loseFirstAnswer(page, 'spin');
    await qaLogin(page, worldId, PLAYER);
    await page.goto(PAGE('fi'));
    await spinButton(page, 'fi').click();
    await expect(page.getByTestId('api-error')).toHaveText(tr('fi', 'unexpected', 'errors'));
    await page.reload();
    await expect(page.getByTestId('wheel-lost-spin')).toHaveText(wt('fi', 'lostSpin'));
    await spinButton(page, 'fi').click();
    await expect(result(page)).toContainText(wt('fi', 'result', { prize: FIRST_PRIZE.fi }), { timeout: 10_000 });
    await expect(page.getByTestId('wheel-lost-spin')).toHaveCount(0);
    expect(keys).toEqual([keys[0], keys[0]]);
    await expect(page.getByTestId('wheel-spins')).toHaveText('1');
  });

  test('a complete whose answer was lost is asked again with its key: the prize shows, not "no longer available"', async ({ page, worldId }) => {
    const keys = await loseFirstAnswer(page, 'complete');
    await qaLogin(page, worldId, PLAYER);
    await page.goto(PAGE('et'));
    await spinButton(page, 'et').click();
    const complete = page.getByRole('button', { name: wt('et', 'pending.complete') });
    await expect(complete).toBeVisible({ timeout: 10_000 });
    await complete.click();
    await expect(result(page)).toContainText(wt('et', 'result', { prize: FIRST_PRIZE.et }));
    await expect(page.getByRole('main')).not.toContainText(wt('et', 'spinUnavailable'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the result shows without the long animation', async ({ page, worldId, axe }) => {
      await qaLogin(page, worldId, PLAYER);
      await page.goto(PAGE('en'));
      await expect(page.getByTestId('wheel-spins')).toHaveText('2');
      await spinButton(page, 'en').click();
      // Well under the 4.5 s of the full animation: the spin and complete calls only.
      await expect(result(page)).toContainText(wt('en', 'result', { prize: FIRST_PRIZE.en }), { timeout: 2_000 });
      // No transition to speak of (the global reduced-motion rule leaves a hundredth of a millisecond).
      const seconds = await page.getByTestId('wheel-disc').evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
      expect(seconds).toBeLessThan(0.01);
      // The turned wheel does not widen the page (reflow, WCAG 1.4.10).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      await axe(page);
    });
  });

  for (const locale of LOCALES) {
    test(`axe finds nothing in ${locale}, logged out and logged in`, phoneLocales(locale, 'et'), async ({ page, worldId, axe }) => {
      await page.goto(PAGE(locale));
      await expect(page.getByTestId('wheel-login-call')).toBeVisible();
      await axe(page);
      await qaLogin(page, worldId, PLAYER);
      await page.reload();
      await expect(page.getByTestId('wheel-spins')).toHaveText('2');
      await axe(page);
    });
  }
});
