import type { APIRequestContext, Page } from '@playwright/test';
import { expect, MOCK_URL, QA_HEADERS, qaLogin, test } from './fixtures';
import { expectBalance, isMobile } from './player';
import { tr } from './translations';

const APP_URL = `http://localhost:${process.env.PORT || 3100}`;

/** An autologin token for a seeded player, as the backend would mail it. */
async function autologinToken(request: APIRequestContext, worldId: string, email: string): Promise<string> {
  const response = await request.post(`${MOCK_URL}/__qa/autologin`, { headers: { ...QA_HEADERS, 'x-kasino-world': worldId }, data: { email } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { t: string }).t;
}

/** No link on the page (language links included) carries a token. */
async function expectNoTokenInLinks(page: Page) {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => /[?&](t|code|bankToken|token)=/.test(href))).toEqual([]);
}

test.describe('login CSRF and tokens in the address bar', () => {
  test('a bank return this browser did not start logs no one in and says why', async ({ page, request, worldId }) => {
    // Someone else starts a bank login and completes it as themselves, then sends the return link.
    const world = { 'x-kasino-world': worldId };
    const init = await request.post(`${MOCK_URL}/main/payment/initLogin`, {
      headers: { ...world, 'X-Kasino-Client': 'web', Origin: APP_URL },
      multipart: { country: 'FIN', method: 'bank' },
    });
    const { token } = (await init.json()) as { token: string };
    const complete = await request.post(`${MOCK_URL}/provider/bank/complete`, {
      headers: world,
      form: { token, world: worldId, identity: 'noemail' },
      maxRedirects: 0,
    });
    const returnLink = complete.headers().location ?? '';
    expect(returnLink).toContain(`bankToken=${token}`);

    await page.goto(returnLink);
    await expect(page.getByText(tr('fi', 'login.bankForeign', 'auth'))).toBeVisible();
    await expect(page).toHaveURL(/\/fi\/kirjaudu$/);
    await expect(page.getByRole('main').getByLabel(tr('fi', 'login.email', 'auth'))).toBeVisible();
    // The browser has no session: the token was never redeemed.
    const player = await page.request.get(`${MOCK_URL}/main/player`, { headers: { ...world, 'X-Kasino-Client': 'web' } });
    expect(await player.json()).toMatchObject({ errorCode: 115 });
  });

  test('an autologin link asks a logged-in player first; staying keeps them and the token leaves the address bar', async ({ page, request, worldId }, info) => {
    await qaLogin(page, worldId, 'regular@kasino.test');
    const t = await autologinToken(request, worldId, 'cooloff@kasino.test');
    await page.goto(`/fi/kirjaudu?t=${t}&redirectUrl=%2Ffi%2Fkampanjat`);
    await expect(page.getByRole('heading', { name: tr('fi', 'login.autoReplaceTitle', 'auth') })).toBeVisible();
    await expect(page.getByText(tr('fi', 'login.autoReplace', 'auth').replaceAll('{{name}}', 'Onnenpekka'))).toBeVisible();
    await expect(page).toHaveURL(/\/fi\/kirjaudu\?redirectUrl=%2Ffi%2Fkampanjat$/);
    await expectNoTokenInLinks(page);

    await page.getByRole('button', { name: tr('fi', 'login.autoReplaceCancel', 'auth').replace('{{name}}', 'Onnenpekka') }).click();
    await expect(page).toHaveURL(/\/fi\/kampanjat$/);
    await expectBalance(page, info, /270,00\s€/);
  });

  test('choosing the link replaces the player', async ({ page, request, worldId }, info) => {
    await qaLogin(page, worldId, 'regular@kasino.test');
    const t = await autologinToken(request, worldId, 'cooloff@kasino.test');
    await page.goto(`/fi/kirjaudu?t=${t}`);
    await page.getByRole('button', { name: tr('fi', 'login.autoReplaceConfirm', 'auth') }).click();
    await expectBalance(page, info, /30,00\s€/);
    await expect(page).toHaveURL(/\/fi$/);
  });

  test('a visitor with an autologin link is logged in without a question, and the token never stays', async ({ page, request, worldId }, info) => {
    const t = await autologinToken(request, worldId, 'regular@kasino.test');
    await page.goto(`/en/login?t=${t}`);
    await expectBalance(page, info, /€270\.00/);
    await expect(page).toHaveURL(/\/en$/);
    expect(page.url()).not.toContain(t);
  });

  test('a password-reset code leaves the address bar and the form still works with it', async ({ page }) => {
    await page.goto('/en/login/forgotPassword?code=reset-code-1');
    await expect(page.getByLabel(new RegExp(`^${tr('en', 'forgot.newPassword', 'auth')} \\*$`))).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login\/forgotPassword$/);
    await expectNoTokenInLinks(page);
  });
});

test.describe('the client header', () => {
  test("a player's reads go to the API without a preflight; a state change is preflighted for its header", async ({ page, worldId }, info) => {
    // The world by its cookie instead of the fixture's header, which would make every request a preflighted one.
    await page.context().setExtraHTTPHeaders({});
    await page.context().addCookies([{ name: 'kasino_world', value: worldId, url: MOCK_URL }]);
    // The browser's own record of what it sent, preflights included (the page's requests do not show them).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const sent: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (request.url.startsWith(MOCK_URL)) sent.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    await qaLogin(page, worldId, 'regular@kasino.test');
    await page.goto('/en');
    await expectBalance(page, info, /€270\.00/);
    if (isMobile(info)) await page.getByRole('button', { name: tr('en', 'nav.search') }).click();
    const scope = isMobile(info) ? page.getByRole('dialog', { name: tr('en', 'title', 'search') }) : page.getByRole('banner');
    await scope.getByRole('combobox', { name: tr('en', 'label', 'search') }).fill('arctic can');
    await expect(scope.getByRole('option', { name: /Arctic Candy/ })).toBeVisible();
    expect(sent).toEqual(expect.arrayContaining(['GET /main/player', 'GET /main/search']));
    expect(sent.filter((line) => line.startsWith('OPTIONS'))).toEqual([]);

    if (isMobile(info)) {
      // The panel's first Escape clears its field, the next closes it.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(scope).toBeHidden();
    }
    // The toggle turns at once (optimistic): its call is what the browser is asked to send.
    const added = page.waitForResponse((response) => response.url().endsWith('/main/games/favourites/add') && response.request().method() === 'POST');
    await page.getByRole('main').getByRole('button', { name: /^Add .+ to favourites$/ }).first().click();
    await added;
    expect(sent.filter((line) => line.startsWith('OPTIONS'))).toEqual(['OPTIONS /main/games/favourites/add']);
  });
});
