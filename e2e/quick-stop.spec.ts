import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, LOCALES, MOCK_URL, QA_HEADERS, qaLogin, test, type Locale } from './fixtures';
import { gamePath, playableGame } from './games';
import { phoneLocales } from './phone-locales';
import { balanceArea, isMobile, PASSWORD } from './player';
import { tr, trWith } from './translations';

/**
 * Issue 14's quick stop, desktop and mobile, each test in its own mock world: one button on
 * every page while logged in, one confirmation with the password, then a one-day cool-off,
 * the game closed, the player logged out and the end shown to the visitor.
 */

const PLAYER = 'regular@kasino.test';
const HOUR = 3_600_000;

const label = (locale: Locale) => tr(locale, 'quickStop.button');
/** A limits string with its values filled in. */
const lt = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  trWith(locale, key, values, 'limits');
/** A limits sentence around a date: the text before and after it as they are, any date between. */
const aroundDate = (locale: Locale, key: string) =>
  new RegExp(tr(locale, key, 'limits').split('{{date}}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\d.+\\d'));

/** The visible quick stop: in the mobile toolbar on a phone, in the navbar's account corner on a desktop. */
function quickStop(page: Page, info: TestInfo, locale: Locale): Locator {
  const where = isMobile(info) ? page.getByTestId('mobile-toolbar') : page.getByRole('banner');
  return where.getByRole('button', { name: label(locale), exact: true });
}

async function open(page: Page, info: TestInfo, locale: Locale): Promise<{ dialog: Locator; password: Locator }> {
  await quickStop(page, info, locale).click();
  const dialog = page.getByRole('dialog', { name: label(locale) });
  await expect(dialog.getByRole('heading', { name: label(locale) })).toBeFocused();
  const password = dialog.getByLabel(lt(locale, 'coolOff.password'));
  await expect(password).toBeVisible();
  return { dialog, password };
}

/** A wrong password, kept and focused at the field; then the right one. Answers the cool-off call's form fields. */
async function stopWithWrongThenRightPassword(page: Page, dialog: Locator, password: Locator, locale: Locale) {
  const submit = dialog.getByRole('button', { name: lt(locale, 'quickStop.submit') });
  await password.fill('not-my-password');
  await submit.click();
  await expect(dialog.getByRole('alert').filter({ hasText: lt(locale, 'coolOff.wrongPassword') })).toBeVisible();
  await expect(password).toHaveValue('not-my-password');
  await expect(password).toBeFocused();
  await password.fill(PASSWORD);
  const sent = page.waitForRequest((request) => request.url().endsWith('/main/player/limit/coolOff') && request.method() === 'POST');
  await submit.click();
  const body = (await sent).postData() ?? '';
  const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
  return { coolOffDays: field('coolOffDays'), password: field('password') };
}

/** Logged out, the end shown; answers the notice. */
async function expectStopped(page: Page, info: TestInfo, locale: Locale): Promise<Locator> {
  const notice = page.getByRole('region', { name: lt(locale, 'quickStop.notice.title') });
  await expect(notice).toContainText(aroundDate(locale, 'quickStop.notice.text'));
  await expect(notice.getByRole('heading')).toBeFocused();
  await expect(quickStop(page, info, locale)).toHaveCount(0);
  if (isMobile(info)) await expect(page.getByTestId('mobile-toolbar')).toHaveCount(0);
  else await expect(page.getByRole('banner').getByRole('link', { name: tr(locale, 'nav.login') })).toBeVisible();
  return notice;
}

/** What the mock backend holds: logged in again, the player's cool-off end. */
async function coolOffEnd(page: Page, worldId: string): Promise<number> {
  await qaLogin(page, worldId, PLAYER);
  const response = await page.request.get(`${MOCK_URL}/main/player/limits`, { headers: { ...QA_HEADERS, 'x-kasino-world': worldId } });
  const limits = (await response.json()) as { limits: { coolOff?: { endTime: string } } };
  return Date.parse(limits.limits.coolOff?.endTime ?? '');
}

test.describe('the quick stop', () => {
  test('from the home page: a wrong, then the right password; a one-day cool-off, logged out, the end shown and kept over a reload', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, PLAYER);
    await page.goto('/en');
    const { dialog, password } = await open(page, info, 'en');
    await expect(dialog).toContainText(aroundDate('en', 'quickStop.text'));
    const started = Date.now();
    expect(await stopWithWrongThenRightPassword(page, dialog, password, 'en')).toEqual({ coolOffDays: '1', password: PASSWORD });
    await expect(page).toHaveURL(/\/en$/);
    const notice = await expectStopped(page, info, 'en');
    await expect(notice).toContainText(/Until \d{1,2} \w+ \d{4} at\s\d{2}:\d{2} you cannot deposit or play for real money\./);

    // The end survives a reload of the tab, and goes when closed.
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: lt('en', 'quickStop.notice.close') }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);

    const end = await coolOffEnd(page, worldId);
    expect(Math.abs(end - started - 24 * HOUR)).toBeLessThan(2 * 60_000);
  });

  test('from a game page: the game closes, the player lands home logged out, and real play is refused with 217', async ({ page, worldId }, info) => {
    const { slug } = await playableGame(page.request);
    await qaLogin(page, worldId, PLAYER);
    await page.goto(gamePath('fi', slug));
    await expect(page.getByTestId('game-frame')).toBeVisible();
    const { dialog, password } = await open(page, info, 'fi');
    const started = Date.now();
    expect(await stopWithWrongThenRightPassword(page, dialog, password, 'fi')).toEqual({ coolOffDays: '1', password: PASSWORD });
    await expect(page).toHaveURL(/\/fi$/);
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
    const notice = await expectStopped(page, info, 'fi');
    await expect(notice).toContainText(/Sinut on kirjattu ulos\. \d{1,2}\. \p{L}+ \d{4} klo\s\d{1,2}\.\d{2} asti/u);

    const end = await coolOffEnd(page, worldId);
    expect(Math.abs(end - started - 24 * HOUR)).toBeLessThan(2 * 60_000);
    // Back in as the same player: the game is refused with the cool-off's message.
    await page.goto(gamePath('fi', slug));
    await expect(page.getByTestId('api-error')).toContainText(tr('fi', 'coolOff', 'errors'));
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });

  test('by keyboard: reached with Tab, focus into the dialog, Cancel and Escape give it back; the player stays logged in', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, PLAYER);
    await page.goto('/et');
    const button = quickStop(page, info, 'et');
    await expect(button).toBeVisible();
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the quick stop is reached with Tab').toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: label('et') });
    await expect(dialog.getByRole('heading', { name: label('et') })).toBeFocused();
    const password = dialog.getByLabel(lt('et', 'coolOff.password'));
    await expect(password).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await password.fill('pooleli');
    await dialog.getByRole('button', { name: lt('et', 'quickStop.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: label('et') })).toBeFocused();
    await expect(password).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toBeVisible();
    expect(Number.isNaN(await coolOffEnd(page, worldId))).toBe(true);
  });

  test('a failing call shows the catalogue message in the dialog, and the player stays logged in', async ({ page, worldId, qa }, info) => {
    await qa('fail', { call: 'main.setCoolOff', errorCode: 100 });
    await qaLogin(page, worldId, PLAYER);
    await page.goto('/en');
    const { dialog, password } = await open(page, info, 'en');
    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: lt('en', 'quickStop.submit') }).click();
    await expect(dialog.getByTestId('api-error')).toContainText(tr('en', 'unexpected', 'errors'));
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/en$/);
    await dialog.getByRole('button', { name: lt('en', 'quickStop.cancel') }).click();
    await expect(quickStop(page, info, 'en')).toBeVisible();
    await expect(page.getByTestId('quick-stop-notice')).toHaveCount(0);
    expect(Number.isNaN(await coolOffEnd(page, worldId))).toBe(true);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the page with the button, the open dialog with a wrong password, and the end pass axe`, phoneLocales(locale, 'et'), async ({ page, worldId, axe }, info) => {
      test.slow();
      await qaLogin(page, worldId, PLAYER);
      await page.goto(`/${locale}`);
      await expect(quickStop(page, info, locale)).toBeVisible();
      // The balance is in: the loading screen (which fades over the page) has nothing left to wait for.
      await expect(balanceArea(page, info)).toContainText('270');
      await axe(page);
      // Nothing makes the page wider than the screen (the toolbar holds the button on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      const { dialog, password } = await open(page, info, locale);
      await axe(page);
      await password.fill('not-my-password');
      await dialog.getByRole('button', { name: lt(locale, 'quickStop.submit') }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: lt(locale, 'coolOff.wrongPassword') })).toBeVisible();
      await axe(page);
      await password.fill(PASSWORD);
      await dialog.getByRole('button', { name: lt(locale, 'quickStop.submit') }).click();
      await expectStopped(page, info, locale);
      await axe(page);
    });
  }
});
