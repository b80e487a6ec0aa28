import { expect, qaLogin, test, whenHydrated } from './fixtures';
import { balanceArea, expectBalance, isMobile, logIn, loginButton, loginOpener, logOut, PASSWORD } from './player';
import { fillRegistration } from './registration';
import { tr } from './translations';

test.describe('logging in as each seeded player', () => {
  test('a first-time player lands on the limits page', async ({ page, qa }, info) => {
    await qa('reset');
    await page.goto('/fi/pelit');
    await logIn(page, info, 'fi', 'first@kasino.test');
    // The login's three calls, then the page change: more than the default wait on a loaded 2-core runner.
    await expect(page).toHaveURL(/\/fi\/profile\/limits$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fi', 'routes.profileLimits'));
  });

  test('a login pressed before any of the page\'s scripts has arrived is sent, with what was typed, once the form is live (et)', async ({ page }, info) => {
    // The page's scripts are held back until after the press: the player has the server's HTML only.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // The browser sending the form itself would be a POST navigation that loses the input.
    const browserPosts: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() === 'POST') browserPosts.push(request.url());
    });
    await page.goto('/et/sisselogimine', { waitUntil: 'commit' });
    await logIn(page, info, 'et', 'regular@kasino.test');
    // The press came before any of the app's code ran (Next's boot sets window.next).
    expect(await page.evaluate(() => 'next' in window)).toBe(false);
    release();
    await expectBalance(page, info, /270,00\s€/);
    await expect(page).toHaveURL(/\/et$/);
    expect(browserPosts).toEqual([]);
  });

  test("what a player types in the login form while the form's code is on its way stays, and the form stays on screen (fi)", async ({ page }, info) => {
    // The form's code comes late (a slow network): after the session check has answered, or 3 s
    // after it was asked for if the check waits for it (the page hydrates with its form).
    const checked = page.waitForResponse((response) => response.url().endsWith('/player'));
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('auth:login.submitting')) await Promise.race([checked, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      await route.fulfill({ response, body });
    });
    await page.goto('/fi/kirjaudu', { waitUntil: 'commit' });
    const form = page.getByRole('main');
    const email = form.getByLabel(tr('fi', 'login.email', 'auth'));
    await email.fill('regular@kasino.test');
    await checked;
    await whenHydrated(email);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(email).toHaveValue('regular@kasino.test');
    await form.getByLabel(tr('fi', 'login.password', 'auth')).fill(PASSWORD);
    await loginButton(form, 'fi').click();
    await expectBalance(page, info, /270,00\s€/);
  });

  test('a login form whose code cannot come says so, and its retry brings the form back (en)', async ({ page }, info) => {
    // The chunk that holds the form's code fails each time it is asked for (preloaded by the
    // page's HTML, then by its module), as on a network that dropped, until the connection is back.
    let connected = false;
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (connected) return route.continue();
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('auth:login.submitting')) return route.abort('internetdisconnected');
      return route.fulfill({ response, body });
    });
    await page.goto('/en/login');
    const form = page.getByRole('main');
    await expect(form.getByTestId('form-load-failed')).toHaveText(/The form could not be loaded\. Check your connection and try again\./);
    connected = true;
    await form.getByRole('button', { name: 'Try again' }).click();
    await logIn(page, info, 'en', 'regular@kasino.test');
    await expectBalance(page, info, /€270\.00/);
  });

  test("a login form whose code hangs on its way holds the page only so long, then says so, and shows itself when the code comes (et)", async ({ page }, info) => {
    test.slow();
    // The chunk that holds the form's code is answered by the server but does not arrive (a
    // connection that hangs, no error) until the test lets it through.
    let letThrough = () => {};
    const through = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('auth:login.submitting')) await through;
      await route.fulfill({ response, body });
    });
    // The page's load event waits for the chunk (its HTML preloads it).
    await page.goto('/et/sisselogimine', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('main');
    await expect(form.getByLabel(tr('et', 'login.email', 'auth'))).toBeVisible();
    // The page's hydration waits for the form's code, 10 s at most (not webpack's two minutes).
    await expect(form.getByTestId('form-load-failed')).toContainText(tr('et', 'ui.form.loadFailed'), { timeout: 20_000 });
    await expect(form.getByRole('button', { name: tr('et', 'ui.form.retry') })).toBeVisible();
    // The page is the player's again: the language list opens.
    const languages = page.getByRole('contentinfo').getByRole('button', { name: tr('et', 'language.current').replace('{{language}}', 'Eesti') });
    await languages.click();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Suomi' })).toBeVisible();
    await page.keyboard.press('Escape');
    letThrough();
    await expect(form.getByTestId('form-load-failed')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await logIn(page, info, 'et', 'regular@kasino.test');
    await expectBalance(page, info, /270,00\s€/);
  });

  test('a regular stays where they were and sees balance and session time', async ({ page }, info) => {
    await page.goto('/fi/kampanjat');
    await logIn(page, info, 'fi', 'regular@kasino.test');
    await expectBalance(page, info, /270,00\s€/);
    await expect(page).toHaveURL(/\/fi\/kampanjat$/);
    if (isMobile(info)) await expect(page.getByTestId('mobile-toolbar').getByRole('timer')).toHaveText(/00:0\d/);
    else await expect(page.getByTestId('session-timer')).toContainText(/00:0\d/);
  });

  test('a player with pending limit increases and an Estonian player log in (et)', async ({ page }, info) => {
    await page.goto('/et');
    await logIn(page, info, 'et', 'limits@kasino.test');
    // The increases awaiting confirmation bring the loss-limit modal up by itself (e2e/loss-limit-modal.spec.ts).
    const limitsModal = page.getByRole('dialog', { name: tr('et', 'confirm.title', 'limits') });
    await expect(limitsModal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(limitsModal).toBeHidden();
    await expectBalance(page, info, /80,00\s€/);
    await page.goto('/et/mangud');
    await expectBalance(page, info, /80,00\s€/);
  });

  test('a player under cool-off can still log in', async ({ page }, info) => {
    await page.goto('/en');
    await logIn(page, info, 'en', 'cooloff@kasino.test');
    await expectBalance(page, info, /€30\.00/);
  });

  test('a player with no email logs in with the bank', async ({ page }) => {
    await page.goto('/fi/kirjaudu');
    await page.getByRole('main').getByRole('button', { name: tr('fi', 'login.bankLogin', 'auth') }).click();
    await expect(page.getByRole('heading', { name: 'Mock bank' })).toBeVisible();
    // The bank sends the browser back to the login page, which goes on home at once: caught as
    // the navigation commits, since a poll of the address can miss so short a stay.
    const back = page.waitForURL(/\/fi\/kirjaudu(\?|$)/, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Niko Nimetön' }).click();
    await back;
    await expect(page).toHaveURL(/\/fi$/);
    // Without an email the account asks to be completed (e2e/account-modals.spec.ts); it can wait.
    const completion = page.getByRole('dialog', { name: tr('fi', 'completeAccount.title', 'account') });
    await completion.getByRole('button', { name: tr('fi', 'completeAccount.later', 'account') }).click();
    await expect(completion).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fi', 'routes.home'));
  });

  // The bank returns to its country's login page (/fi/kirjaudu): the player goes on in English.
  test('an English-speaking player finishes a bank login in English, and reads its failure in English', async ({ page }) => {
    await page.goto('/en/login');
    const bankLogin = page.getByRole('main').getByRole('button', { name: tr('en', 'login.bankLogin', 'auth') });
    await bankLogin.click();
    await expect(page.getByRole('heading', { name: 'Mock bank' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByTestId('api-error')).toHaveText(tr('en', 'bankLoginFailed', 'errors'));

    await bankLogin.click();
    await page.getByRole('button', { name: 'Niko Nimetön' }).click();
    await expect(page).toHaveURL(/\/en$/);
    const completion = page.getByRole('dialog', { name: tr('en', 'completeAccount.title', 'account') });
    await completion.getByRole('button', { name: tr('en', 'completeAccount.later', 'account') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', 'routes.home'));
  });

  test('a bank login whose return page cannot load its data still ends at home, logged in', async ({ page }, info) => {
    await page.goto('/fi/kirjaudu');
    await page.getByRole('main').getByRole('button', { name: tr('fi', 'login.bankLogin', 'auth') }).click();
    await expect(page.getByRole('heading', { name: 'Mock bank' })).toBeVisible();
    // The home page's data does not load: Next loads the whole page instead.
    await page.route(/\/_next\/data\/.*\/fi\.json/, (route) => route.abort());
    await page.getByRole('button', { name: 'Niko Nimetön' }).click();
    await expect(page).toHaveURL(/\/fi$/);
    await expect(balanceArea(page, info)).toBeVisible();
  });
});

test.describe('guards, failures and logout', () => {
  test('a protected page sends a visitor to login and back after logging in', async ({ page }, info) => {
    await page.goto('/en/profile/transactions');
    await expect(page).toHaveURL(/\/en\/login\?redirectUrl=%2Fen%2Fprofile%2Ftransactions$/);
    await logIn(page, info, 'en', 'regular@kasino.test');
    await expect(page).toHaveURL(/\/en\/profile\/transactions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', 'routes.transactions'));
  });

  test('a player who changes the language on the login page comes back to the page asked for in the new language', async ({ page }, info) => {
    await page.goto('/en/games/favourites');
    await expect(page).toHaveURL(/\/en\/login\?redirectUrl=%2Fen%2Fgames%2Ffavourites$/);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: new RegExp(`^${tr('en', 'language.label')}:`) }).click();
    await footer.getByRole('link', { name: tr('et', 'language.et') }).click();
    await expect(page).toHaveURL(/\/et\/sisselogimine\?redirectUrl=/);
    await logIn(page, info, 'et', 'eesti@kasino.test');
    await expect(page).toHaveURL(/\/et\/mangud\/lemmikud$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('et', 'routes.favourites'));
  });

  test('wrong credentials and an inactive account show their messages', async ({ page }, info) => {
    await page.goto('/fi/kirjaudu');
    await logIn(page, info, 'fi', 'regular@kasino.test', { password: 'wrong-password' });
    await expect(page.getByTestId('api-error')).toHaveText(tr('fi', 'badCredentials', 'errors'));
    await page.goto('/fi/kirjaudu');
    await logIn(page, info, 'fi', 'inactive@kasino.test');
    const notice = page.getByTestId('api-error');
    await expect(notice).toContainText(tr('fi', 'userNotActive', 'errors'));
    await expect(notice).toContainText(/asti/);
  });

  test('a 115 mid-session logs the player out and clears what was shown', async ({ page, qa }, info) => {
    await page.goto('/fi');
    await logIn(page, info, 'fi', 'regular@kasino.test');
    await expectBalance(page, info, /270,00\s€/);
    await qa('fail', { call: 'main.balance', times: 'always', errorCode: 115 });
    await expect(loginOpener(page, info, 'fi')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('270,00 €')).toHaveCount(0);
    await expect(page.getByText('Onnenpekka')).toHaveCount(0);
  });

  test('logout returns to the visitor view', async ({ page }, info) => {
    await page.goto('/en/news');
    await logIn(page, info, 'en', 'regular@kasino.test');
    await expectBalance(page, info, /€270\.00/);
    await logOut(page, info);
    await expect(page.getByText('€270.00')).toHaveCount(0);
    await expect(loginOpener(page, info, 'en')).toBeVisible();
  });
});

test.describe('registration', () => {
  test('bad input is explained at each field and kept; good input creates the account', async ({ page }) => {
    await page.goto('/et/registreerimine');
    const form = page.getByRole('main');
    await form.getByLabel('E-post').fill('uus@kasino');
    await form.getByLabel(/^Parool \*$/).fill('short');
    await form.getByLabel('Korda parooli').fill('other');
    await form.getByLabel('Sünnikuupäev').fill('01.01.2010');
    await form.getByRole('button', { name: tr('et', 'register.submit', 'auth') }).click();
    await expect(form.getByText(tr('et', 'invalidEmail', 'forms'))).toBeVisible();
    await expect(form.getByText(tr('et', 'passwordShort', 'forms'))).toBeVisible();
    await expect(form.getByText(tr('et', 'passwordMismatch', 'forms'))).toBeVisible();
    await expect(form.getByText(tr('et', 'tooYoungEST', 'forms'))).toBeVisible();
    await expect(form.getByLabel('Sünnikuupäev')).toHaveValue('01.01.2010');
    await expect(form.getByLabel('E-post')).toHaveValue('uus@kasino');

    await fillRegistration(form, 'et', { email: 'uus.mangija@kasino.test', nickName: 'UusMangija' });
    await form.getByRole('button', { name: tr('et', 'register.submit', 'auth') }).click();
    await expect(page.getByText(tr('et', 'register.done', 'auth'))).toBeVisible();
  });
});

test.describe('the desktop session timer', () => {
  test('moved to the window\'s edge, it stays inside a window made smaller, and goes back when it grows (en)', async ({ page, worldId }, info) => {
    test.skip(isMobile(info), 'the phone shows the session time in its toolbar, not a movable timer');
    await qaLogin(page, worldId, 'regular@kasino.test');
    await page.goto('/en');
    const timer = page.getByTestId('session-timer');
    await expect(timer).toContainText(/00:0\d/);
    await timer.focus();
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowRight');
    const inside = async (width: number, height: number) => {
      const box = await timer.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
      return box;
    };
    const before = await inside(1440, 900);
    // The narrowest desktop window (the phone's layout is below 1280 px), as on a small laptop.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(async () => (await timer.boundingBox())?.x).toBeLessThan(1280 - (before?.width ?? 0));
    const after = await inside(1280, 720);
    // Still on one line, as wide as before.
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await timer.boundingBox())?.x).toBe(before?.x);
    await expect(timer).toBeVisible();
  });
});

// The desktop's floating timer and the phone's toolbar both show the session time, each hidden
// on the other's window; the hidden one, rendered every second by its clock, is not rendered.
test('a player\'s session time is rendered only where the window shows it, and comes when the window changes (fi)', async ({ page, worldId }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  await page.goto('/fi');
  const timer = page.getByTestId('session-timer');
  const toolbar = page.getByTestId('mobile-toolbar');
  if (isMobile(info)) {
    await expect(toolbar.getByRole('timer')).toHaveText(/00:0\d/);
    await expect(timer).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(timer).toContainText(/00:0\d/);
  } else {
    await expect(timer).toContainText(/00:0\d/);
    await expect(toolbar).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toolbar.getByRole('timer')).toHaveText(/00:0\d/);
  }
});
