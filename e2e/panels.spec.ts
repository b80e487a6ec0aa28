import type { Page, TestInfo } from '@playwright/test';
import { expect, LOCALES, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { tr } from './translations';
import { isMobile, logIn, loginOpener, logOut, profileFrame as frame } from './player';

const PLAYER: Record<Locale, { email: string; nick: string; cash: RegExp }> = {
  fi: { email: 'regular@kasino.test', nick: 'Onnenpekka', cash: /250,00\s€/ },
  en: { email: 'regular@kasino.test', nick: 'Onnenpekka', cash: /€250\.00/ },
  et: { email: 'eesti@kasino.test', nick: 'Mängur', cash: /123,45\s€/ },
};

/** The opener of the player's panels: the account corner on a desktop, the bottom bar's profile on a phone. */
const opener = (page: Page, info: TestInfo) => (isMobile(info) ? page.getByTestId('bottom-profile') : page.getByTestId('profile-dropdown-trigger'));

async function openProfile(page: Page, info: TestInfo) {
  // The session is known first: a visitor's profile button opens the login form instead.
  if (isMobile(info)) await expect(page.getByTestId('mobile-toolbar')).toBeVisible();
  await opener(page, info).click();
  await expect(frame(page, info)).toBeVisible();
}

async function expectWidth(page: Page, info: TestInfo, px: number) {
  if (isMobile(info)) return;
  await expect.poll(async () => Math.round((await frame(page, info).boundingBox())?.width ?? 0)).toBe(px);
}

for (const locale of LOCALES) {
  test(`${locale}: a player goes three panels deep and back, and every panel passes axe`, phoneLocales(locale, 'en'), async ({ page, worldId, axe }, info) => {
    // Six axe walks of a whole page: more than the default 30 s on a busy 2-core machine.
    test.slow();
    const player = PLAYER[locale];
    await qaLogin(page, worldId, player.email);
    await page.goto(`/${locale}/${locale === 'en' ? 'news' : locale === 'fi' ? 'uutiset' : 'uudised'}`);
    await openProfile(page, info);
    const panel = frame(page, info);
    await expect(panel.getByRole('heading', { name: tr(locale, 'panels.profile') })).toBeVisible();
    await expect(panel.getByText(player.nick)).toBeVisible();
    await expect(panel.getByTestId('profile-cash')).toHaveText(player.cash);
    await expectWidth(page, info, 450);
    await axe(page);

    await panel.getByRole('button', { name: tr(locale, 'profile.transactions', 'account') }).click();
    await expect(panel.getByRole('heading', { name: tr(locale, 'panels.transactions') })).toBeFocused();
    await expectWidth(page, info, 550);
    await axe(page);
    // Every list panel passes axe; the deposits one is the third panel deep.
    for (const list of ['withdraws', 'game-actions'] as const) {
      await panel.getByRole('button', { name: tr(locale, `panels.${list}`) }).click();
      await expect(panel.getByRole('table', { name: tr(locale, `panels.${list}`) })).toBeVisible();
      await axe(page);
      await panel.getByRole('button', { name: tr(locale, 'sidebar.back') }).click();
    }
    await panel.getByRole('button', { name: tr(locale, 'transactions.deposits', 'account') }).click();
    await expect(panel.getByRole('heading', { name: tr(locale, 'panels.deposits') })).toBeFocused();
    await expect(panel.getByRole('table', { name: tr(locale, 'transactions.deposits', 'account') })).toBeVisible();
    await axe(page);
    // No panel is wider than the screen, and the panel does not cover the navbar.
    const box = await panel.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    if (!isMobile(info)) {
      const bar = await page.getByRole('banner').boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0) - 1);
    }

    const back = panel.getByRole('button', { name: tr(locale, 'sidebar.back') });
    await back.click();
    await expect(panel.getByRole('heading', { name: tr(locale, 'panels.transactions') })).toBeFocused();
    await back.click();
    await expect(panel.getByRole('heading', { name: tr(locale, 'panels.profile') })).toBeFocused();
    await expect(back).toHaveCount(0);

    await panel.getByRole('button', { name: tr(locale, 'profile.support', 'account') }).click();
    await expect(panel.getByRole('link', { name: 'support@kasino.example' })).toBeVisible();
    await axe(page);

    await page.keyboard.press('Escape');
    await expect(frame(page, info)).toBeHidden();
    await expect(opener(page, info)).toBeFocused();
    // The stack reset 500 ms after closing: the next opening starts on the profile page.
    await page.waitForTimeout(600);
    await openProfile(page, info);
    await expect(frame(page, info).getByRole('heading', { name: tr(locale, 'panels.profile') })).toBeVisible();
  });
}

test('a press outside closes the dropdown, and "show all" leads to the list page', async ({ page, worldId }, info) => {
  test.skip(isMobile(info), 'the sidebar is modal; its backdrop is covered by the mobile spec');
  // A player with withdrawals: under an empty list there is no "show all" of nothing.
  await qaLogin(page, worldId, 'history@kasino.test');
  await page.goto('/en/games');
  await openProfile(page, info);
  await page.getByRole('main').click({ position: { x: 10, y: 10 } });
  await expect(frame(page, info)).toBeHidden();
  await openProfile(page, info);
  const panel = frame(page, info);
  await panel.getByRole('button', { name: 'Transactions' }).click();
  await panel.getByRole('button', { name: 'Withdrawals' }).click();
  await expect(panel.getByRole('table', { name: 'Withdrawals' }).getByRole('row').nth(1)).toBeVisible();
  await panel.getByRole('link', { name: 'Show all: Withdrawals' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/transactions\/withdraw$/);
  await expect(frame(page, info)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdrawals', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('logging out from a sub-panel closes and resets it', async ({ page, worldId }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  await page.goto('/fi/pelit');
  await openProfile(page, info);
  const panel = frame(page, info);
  await panel.getByRole('button', { name: tr('fi', 'profile.transactions', 'account') }).click();
  await panel.getByRole('button', { name: tr('fi', 'sidebar.back') }).click();
  await panel.getByRole('button', { name: tr('fi', 'logout', 'auth') }).click();
  await expect(frame(page, info)).toBeHidden();
  const login = loginOpener(page, info, 'fi');
  await expect(login).toBeVisible();
  if (isMobile(info)) {
    // The sidebar opens on the login form now, not on a stale profile stack.
    await login.click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: tr('fi', 'sidebar.loggedOut') })).toBeVisible();
  }
});

test('a 115 while a panel is open logs out cleanly', async ({ page, worldId, qa }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  await page.goto('/en');
  await openProfile(page, info);
  await frame(page, info).getByRole('button', { name: 'Transactions' }).click();
  await qa('fail', { call: 'main.balance', errorCode: 115, times: 'always' });
  // The balance poll (every 10 s) answers 115.
  await expect(frame(page, info)).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('€250.00')).toHaveCount(0);
  await expect(opener(page, info)).toHaveCount(isMobile(info) ? 1 : 0);
  await expect(page.getByText('Onnenpekka')).toHaveCount(0);
});

test('a visitor cannot reach a panel that needs a login: ?panel= sends them to log in and back to it', async ({ page }, info) => {
  await page.goto('/en/games?panel=transactions');
  await expect(page).toHaveURL(/\/en\/login\?redirectUrl=%2Fen%2Fgames%3Fpanel%3Dtransactions$/);
  await logIn(page, info, 'en', 'regular@kasino.test');
  await expect(page).toHaveURL(/\/en\/games$/);
  await expect(frame(page, info).getByRole('heading', { name: 'Transactions' })).toBeVisible();
  await frame(page, info).getByRole('button', { name: 'Back' }).click();
  await expect(frame(page, info).getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('a visitor opens customer support by link', async ({ page, axe }) => {
  await page.goto('/et?panel=customer-support');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('heading', { name: tr('et', 'panels.customer-support') })).toBeVisible();
  await expect(page).toHaveURL(/\/et$/);
  await axe(page);
});

test('the live chat loads only when asked for, with the player passed in', async ({ page, worldId }, info) => {
  const csp: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) csp.push(msg.text());
  });
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chat/widget.js')) chatRequests.push(request.url());
  });
  await qaLogin(page, worldId, 'regular@kasino.test');
  await page.goto('/en');
  await openProfile(page, info);
  await frame(page, info).getByRole('button', { name: 'Customer support' }).click();
  await expect(frame(page, info).getByRole('button', { name: 'Start a live chat' })).toBeVisible();
  expect(chatRequests).toEqual([]);
  await frame(page, info).getByRole('button', { name: 'Start a live chat' }).click();
  const chat = page.getByTestId('chat-widget');
  await expect(chat).toBeVisible();
  await expect(chat).toContainText('Hi Onnenpekka!');
  await expect(chat).toContainText('regular@kasino.test');
  await expect(frame(page, info)).toBeHidden();
  await expect(chat.getByLabel('Your message')).toBeFocused();
  expect(chatRequests).toHaveLength(1);
  expect(csp).toEqual([]);
});

for (const ending of ['logout', 'session lost'] as const) {
  test(`a chat opened as the player goes with their name and email on ${ending}, without a page load`, async ({ page, worldId, qa }, info) => {
    await qaLogin(page, worldId, 'regular@kasino.test');
    await page.goto('/en');
    await openProfile(page, info);
    await frame(page, info).getByRole('button', { name: 'Customer support' }).click();
    await frame(page, info).getByRole('button', { name: 'Start a live chat' }).click();
    const chat = page.getByTestId('chat-widget');
    await expect(chat).toContainText('Hi Onnenpekka!');
    await expect(chat).toContainText('We will answer at regular@kasino.test.');
    await expect(frame(page, info)).toBeHidden();
    let loads = 0;
    page.on('load', () => void (loads += 1));

    if (ending === 'logout' && isMobile(info)) {
      await logOut(page, info);
    } else if (ending === 'logout') {
      // The chat's box floats over the dropdown's foot (as a provider's widget would), so the
      // player reaches the logout button with the keyboard.
      await page.getByTestId('profile-dropdown-trigger').click();
      await page.getByTestId('profile-dropdown').getByRole('button', { name: 'Log out' }).press('Enter');
    } else {
      await qa('fail', { call: 'main.balance', errorCode: 115, times: 'always' });
      // The balance poll (every 10 s) answers 115.
      await expect(page.getByTestId('session-lost')).toBeVisible({ timeout: 15_000 });
    }
    await expect(chat).toHaveCount(0);
    await expect(page.getByText('Onnenpekka')).toHaveCount(0);
    await expect(page.getByText('regular@kasino.test')).toHaveCount(0);
    expect(loads).toBe(0);
  });
}
