import type { Locator, Page, TestInfo } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../src/api/timeouts';
import { SESSION_COOKIE } from '../src/mocks/handlers/session';
import { expect, qaLogin, test, type Locale, type Qa } from './fixtures';
import { pathOf } from './paths';
import { balanceArea, isMobile, logIn, loginButton, profileFrame } from './player';
import { fillRegistration } from './registration';
import { tr } from './translations';

/**
 * The fault matrix (issue 18, Hardening): every screen family against every backend fault the
 * mock's `/__qa/fail` can inject. Rows are screen families, columns are faults; one test per
 * family walks through its faults, clearing them in between, so a failure names its family and
 * the step names its fault; the rows alternate between desktop and mobile (below). Each cell
 * must end in a clear, translated state with a way on, no crash (no blank `main`, no error page)
 * and no uncaught error in the console.
 *
 * A hang holds the call far past the browser's deadline (src/api/timeouts.ts); the page's clock
 * then jumps past the deadline instead of the test waiting 15 s for it. The faults are injected
 * on the test's own world, so the content service "down" is every content call failing for
 * this browser (the server-side renders of static pages: e2e/content-outage.outage.spec.ts).
 */

// A 115 logs the player out, and the content service down lets a login or a registration through:
// those come last, and a visitor's steps start without a session.
const FAULTS = ['http500', 'malformed', 'hang', 'sessionLost', 'contentDown'] as const;
type Fault = (typeof FAULTS)[number];
/** The mock holds a hung call this long: longer than the deadline, shorter than a test. */
const HELD_MS = 30_000;
const INJECTED: Record<Exclude<Fault, 'contentDown'>, Record<string, unknown>> = {
  http500: { status: 500 },
  malformed: { malformed: true },
  hang: { delayMs: HELD_MS },
  sessionLost: { errorCode: 115 },
};
/** Every call of the content service (src/mocks/handlers/content.ts). */
const CONTENT_CALLS = [
  'affiliate', 'affiliate-pages', 'affiliates', 'child-game-groups', 'game', 'game-groups', 'games', 'games-by-group-id', 'games-in-groups',
  'group', 'maintenance', 'media', 'page-slugs', 'pages', 'parent-category', 'provider', 'site-settings', 'suppliers',
].map((call) => `content.${call}`);

const PLAYER = 'regular@kasino.test';

/** A cell: the page, its locale, the fault, and the screen's path. */
type Ctx = { page: Page; info: TestInfo; locale: Locale; fault: Fault; path: string };

type Family = {
  name: string;
  locale: Locale;
  /** Logged in as the seeded regular player. */
  player: boolean;
  path: (locale: Locale) => string;
  /** The screen's main call(s): what the faults hit. */
  calls: string[];
  /** The calls a 115 hits, when not those: a public call answers before the session is known. */
  sessionCalls?: string[];
  /** The part of the URL of the first of them, to know the call is under way before a hang's clock jump. */
  url: string;
  /** Where the screen shows: the page's main, or the profile's frame for a panel. */
  scope: (page: Page, info: TestInfo) => Locator;
  /** A flow step that makes the call; without it, opening the screen makes it. */
  act?: (ctx: Ctx) => Promise<void>;
  /** What the screen shows when its call fails (500, malformed, hang). */
  failed: (ctx: Ctx) => Promise<void>;
  /** What the screen shows when it works (with the content service down, and after a retry). */
  works: (ctx: Ctx) => Promise<void>;
  /** The way on after a failure, with the fault cleared: it leads to `works`. */
  retry?: (ctx: Ctx) => Promise<void>;
  /** What the screen shows with the content service down; by default `works`. */
  contentDown?: (ctx: Ctx) => Promise<void>;
  /** What a 115 in the middle of the flow leads to; by default the session-lost notice. */
  lost?: (ctx: Ctx) => Promise<void>;
};

const main = (page: Page) => page.getByRole('main');
const panel = (page: Page, info: TestInfo) => profileFrame(page, info);
const unexpectedOrTimeout = (locale: Locale, fault: Fault) => tr(locale, fault === 'hang' ? 'timeout' : 'unexpected', 'errors');

/** A screen's own "could not load" with its retry button. */
const loadFailed =
  (scope: Family['scope'], message: [string, string], retry: [string, string]): Family['failed'] =>
  async ({ page, info, locale }) => {
    await expect(scope(page, info).getByText(tr(locale, message[0], message[1])).first()).toBeVisible();
    await expect(scope(page, info).getByRole('button', { name: tr(locale, retry[0], retry[1]) }).first()).toBeVisible();
  };
/** Clicks the screen's retry buttons (one per failed section), one at a time until none is left. */
const clickRetry =
  (scope: Family['scope'], retry: [string, string]): Family['retry'] =>
  async ({ page, info, locale }) => {
    const buttons = scope(page, info).getByRole('button', { name: tr(locale, retry[0], retry[1]) });
    // A section may recover on its own retry meanwhile, taking its button away: no waiting on it.
    for (let tries = 0; tries < 3 && (await buttons.count()) > 0; tries += 1) await buttons.first().click({ timeout: 2_000 }).catch(() => undefined);
  };

/** The player is told the session ended, and can log in again. */
async function sessionLostNotice({ page, locale }: Ctx) {
  const notice = page.getByTestId('session-lost');
  await expect(notice).toContainText(tr(locale, 'notLoggedIn', 'errors'));
  await expect(notice.getByRole('link', { name: tr(locale, 'nav.login') })).toBeVisible();
}

const submitRegistration = (page: Page, locale: Locale) => main(page).getByRole('button', { name: tr(locale, 'register.submit', 'auth') }).click();
const saveDetails = (page: Page, info: TestInfo, locale: Locale) =>
  panel(page, info).getByTestId('user-data').getByRole('button', { name: tr(locale, 'user.save', 'settings') }).click();

/** The group's games are not there; its pages still lead on. */
const groupUnavailable: Family['failed'] = async ({ page, locale }) => {
  await expect(main(page).getByText(tr(locale, 'unavailable', 'lobby'))).toBeVisible();
  await expect(main(page).getByRole('navigation').getByRole('link').first()).toBeVisible();
};
/** The chat's script failed; the email address stays. */
const chatUnavailable: Family['failed'] = async ({ page, info, locale }) => {
  await expect(panel(page, info).getByText(tr(locale, 'support.chatFailed', 'account'))).toBeVisible();
  await expect(panel(page, info).getByRole('link', { name: /@/ })).toBeVisible();
};

/** Opens the screen again: the way on where a failed part has no button of its own. */
const openAgain: Family['retry'] = async ({ page, path }) => {
  await page.goto(path);
};

const FAMILIES: Family[] = [
  {
    name: 'lobby home',
    locale: 'fi',
    player: true,
    path: (l) => `/${l}`,
    calls: ['main.getJackpots', 'main.getRecentGames', 'main.getFavourites'],
    // The player's own rows, asked for once the player is known.
    sessionCalls: ['main.getRecentGames', 'main.getFavourites'],
    url: '/main/jackpots',
    scope: main,
    // The jackpots, recent games and favourites are extras: the lobby stays without them.
    failed: async ({ page, locale }) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'routes.home'));
      await expect(main(page).getByRole('link', { name: tr(locale, 'nav.casinoGames') }).or(main(page).getByRole('listitem').getByRole('link')).first()).toBeVisible();
    },
    works: async ({ page, locale }) => {
      await expect(main(page).getByRole('heading', { name: tr(locale, 'jackpots', 'lobby') })).toBeVisible();
    },
    retry: openAgain,
  },
  {
    name: 'game group',
    locale: 'en',
    player: false,
    path: (l) => `${pathOf('slotGroup', l)}?page=2`,
    calls: ['content.games-by-group-id'],
    url: '/content/games',
    scope: main,
    // A content call: no session to lose, the group says its games are not there, with its pages.
    lost: groupUnavailable,
    // Its games are the content service's.
    contentDown: groupUnavailable,
    failed: groupUnavailable,
    works: async ({ page }) => {
      await expect(main(page).getByRole('list', { name: 'All slots' }).getByRole('listitem').first()).toBeVisible();
    },
    retry: openAgain,
  },
  {
    name: 'game page',
    locale: 'et',
    player: true,
    path: (l) => pathOf('gamePlay', l),
    calls: ['main.getRealGame'],
    url: '/main/game/real/',
    scope: main,
    failed: async ({ page, locale, fault }) => {
      await expect(page.getByTestId('api-error')).toHaveText(unexpectedOrTimeout(locale, fault));
      await expect(main(page).getByRole('button', { name: tr(locale, 'retry', 'game') })).toBeVisible();
    },
    works: async ({ page }) => {
      await expect(page.getByTestId('game-frame')).toBeVisible();
    },
    retry: clickRetry(main, ['retry', 'game']),
    // Logged out mid-launch: the demo, with the call to log in for real money.
    lost: async (ctx) => {
      await sessionLostNotice(ctx);
      await expect(main(ctx.page).getByText(tr(ctx.locale, 'demoLogin', 'game'))).toBeVisible();
    },
  },
  {
    name: 'login',
    locale: 'en',
    player: false,
    path: (l) => pathOf('login', l),
    calls: ['main.login'],
    url: '/main/login',
    scope: main,
    // On the login page: its own form.
    act: async ({ page, info, locale }) => {
      await logIn(page, info, locale, PLAYER);
    },
    failed: async ({ page, locale, fault }) => {
      await expect(page.getByTestId('api-error')).toHaveText(unexpectedOrTimeout(locale, fault));
      await expect(loginButton(main(page), locale)).toBeEnabled();
    },
    works: async ({ page, info }) => {
      await expect(balanceArea(page, info)).toContainText('270');
    },
    retry: async ({ page, locale }) => loginButton(main(page), locale).click(),
    lost: async ({ page, locale }) => {
      await expect(page.getByTestId('api-error')).toHaveText(tr(locale, 'notLoggedIn', 'errors'));
    },
  },
  {
    name: 'registration',
    locale: 'fi',
    player: false,
    path: (l) => pathOf('registration', l),
    calls: ['main.registerPlayer'],
    url: '/main/player/registerPlayer',
    scope: main,
    act: async ({ page, locale, fault }) => {
      await fillRegistration(main(page), locale, { email: `uusi.${fault.toLowerCase()}@kasino.test`, nickName: `Uusi${fault.slice(0, 8)}` });
      await submitRegistration(page, locale);
    },
    failed: async ({ page, locale, fault }) => {
      // A timeout may have made the account: it says so instead of "try again".
      if (fault === 'hang') await expect(page.getByTestId('registration-unsure')).toHaveText(tr(locale, 'register.timedOut', 'auth'));
      else await expect(page.getByTestId('api-error')).toHaveText(unexpectedOrTimeout(locale, fault));
      await expect(main(page).getByRole('button', { name: tr(locale, 'register.submit', 'auth') })).toBeEnabled();
    },
    works: async ({ page, locale }) => {
      await expect(page.getByText(tr(locale, 'register.done', 'auth'))).toBeVisible();
    },
    lost: async ({ page, locale }) => {
      await expect(page.getByTestId('api-error')).toHaveText(tr(locale, 'notLoggedIn', 'errors'));
    },
  },
  {
    name: 'profile',
    locale: 'et',
    player: true,
    path: (l) => `/${l}?panel=profile`,
    calls: ['main.balance', 'main.loyalty'],
    url: '/main/player/balance',
    scope: panel,
    // Without the balance the panel says so, with a retry, and its menu and actions stay: the player can go on.
    failed: async ({ page, info, locale }) => {
      await expect(panel(page, info).getByRole('heading', { name: tr(locale, 'panels.profile') })).toBeVisible();
      await expect(panel(page, info).getByTestId('profile-balance-failed')).toContainText(tr(locale, 'profile.balanceFailed', 'account'));
      await expect(panel(page, info).getByRole('button', { name: tr(locale, 'profile.balanceRetry', 'account') })).toBeVisible();
      await expect(panel(page, info).getByRole('button', { name: tr(locale, 'profile.transactions', 'account') })).toBeVisible();
      // The corner (toolbar) says it too, in words a sighted player reads, not a bare dash.
      await expect(balanceArea(page, info).getByTestId('balance-unavailable')).toHaveText(tr(locale, isMobile(info) ? 'session.unavailable' : 'session.balanceUnavailable'));
    },
    works: async ({ page, info }) => {
      await expect(panel(page, info).getByTestId('profile-cash')).toContainText('250');
    },
    retry: openAgain,
  },
  {
    name: 'deposit',
    locale: 'en',
    player: true,
    path: (l) => `/${l}?panel=deposit`,
    calls: ['main.getPaymentMethods'],
    url: '/main/payment/methods',
    scope: panel,
    failed: loadFailed(panel, ['deposit.methodsFailed', 'account'], ['deposit.retry', 'account']),
    works: async ({ page, info, locale }) => {
      await expect(panel(page, info).getByRole('button', { name: tr(locale, 'deposit.submitStored', 'account') })).toBeVisible();
    },
    retry: clickRetry(panel, ['deposit.retry', 'account']),
  },
  {
    name: 'withdraw',
    locale: 'fi',
    player: true,
    path: (l) => `/${l}?panel=withdraw`,
    calls: ['main.initWithdraw'],
    url: '/main/payment/initWithdraw',
    scope: panel,
    failed: loadFailed(panel, ['withdraw.initFailed', 'account'], ['withdraw.retry', 'account']),
    works: async ({ page, info }) => {
      await expect(panel(page, info).getByRole('textbox').or(panel(page, info).getByRole('spinbutton')).first()).toBeVisible();
    },
    retry: clickRetry(panel, ['withdraw.retry', 'account']),
  },
  {
    name: 'transactions',
    locale: 'et',
    player: true,
    path: (l) => `/${l}?panel=deposits`,
    calls: ['main.getDepositsTransactionsPages'],
    url: '/main/transactions/deposits',
    scope: panel,
    // Which list failed, and the backend's reason where it has one (a timeout's), not a second
    // "something went wrong".
    failed: async (ctx) => {
      const { page, info, locale, fault } = ctx;
      await loadFailed(panel, ['transactions.loadFailed.deposits', 'account'], ['transactions.retry', 'account'])(ctx);
      if (fault === 'hang') await expect(panel(page, info).getByTestId('api-error')).toHaveText(unexpectedOrTimeout(locale, fault));
      else await expect(panel(page, info).getByTestId('api-error')).toHaveCount(0);
    },
    works: async ({ page, info, locale }) => {
      await expect(panel(page, info).getByRole('table', { name: tr(locale, 'transactions.deposits', 'account') })).toBeVisible();
    },
    retry: clickRetry(panel, ['transactions.retry', 'account']),
  },
  {
    name: 'settings: your details',
    locale: 'en',
    player: true,
    path: (l) => `/${l}?panel=user`,
    calls: ['main.updateFields'],
    url: '/main/player/updateFields',
    scope: panel,
    act: async ({ page, info, locale }) => saveDetails(page, info, locale),
    failed: async ({ page, info, locale, fault }) => {
      const form = panel(page, info).getByTestId('user-data');
      // A timeout is not known to have failed: it says the change may have been saved. A 500 or a
      // malformed answer failed, and has no message of its own ("Something went wrong" would repeat it).
      if (fault === 'hang') {
        await expect(form.getByText(tr(locale, 'timeoutSave', 'errors'))).toBeVisible();
        await expect(form.getByText(tr(locale, 'errors.updateFailed'))).toHaveCount(0);
      } else {
        await expect(form.getByText(tr(locale, 'errors.updateFailed'))).toBeVisible();
        await expect(panel(page, info).getByText(tr(locale, 'unexpected', 'errors'))).toHaveCount(0);
      }
      await expect(form.getByRole('button', { name: tr(locale, 'user.save', 'settings') })).toBeEnabled();
    },
    works: async ({ page, info, locale }) => {
      await expect(panel(page, info).getByTestId('user-data-notice')).toHaveText(tr(locale, 'errors.updateSuccess'));
    },
    retry: async ({ page, info, locale }) => saveDetails(page, info, locale),
  },
  {
    name: 'responsible gaming: limits',
    locale: 'fi',
    player: true,
    path: (l) => pathOf('profileLimits', l),
    calls: ['main.getLimits'],
    url: '/main/player/limits',
    scope: main,
    failed: loadFailed(main, ['loadFailed', 'limits'], ['retry', 'limits']),
    works: async ({ page, locale }) => {
      await expect(main(page).getByText(tr(locale, 'loadFailed', 'limits'))).toHaveCount(0);
      await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
    retry: clickRetry(main, ['retry', 'limits']),
  },
  {
    name: 'campaigns and free spins',
    locale: 'et',
    player: true,
    path: (l) => `/${l}?panel=campaigns`,
    calls: ['main.getDepositCampaigns', 'main.getFreeSpins'],
    url: '/main/campaigns/depositCampaigns',
    scope: panel,
    failed: async (ctx) => {
      await loadFailed(panel, ['campaigns.failed', 'promotions'], ['retry', 'promotions'])(ctx);
      await expect(panel(ctx.page, ctx.info).getByText(tr(ctx.locale, 'freeSpins.failed', 'promotions'))).toBeVisible();
    },
    works: async ({ page, info, locale }) => {
      await expect(panel(page, info).getByText(tr(locale, 'campaigns.failed', 'promotions'))).toHaveCount(0);
      await expect(panel(page, info).getByText(tr(locale, 'freeSpins.failed', 'promotions'))).toHaveCount(0);
    },
    retry: clickRetry(panel, ['retry', 'promotions']),
  },
  {
    name: 'documents',
    locale: 'en',
    player: true,
    path: (l) => `/${l}?panel=documents`,
    calls: ['main.getDocuments'],
    url: '/main/player/documents',
    scope: panel,
    failed: loadFailed(panel, ['list.loadFailed', 'documents'], ['list.retry', 'documents']),
    works: async ({ page, info, locale }) => {
      await expect(panel(page, info).getByText(tr(locale, 'list.loadFailed', 'documents'))).toHaveCount(0);
      await expect(panel(page, info).getByRole('table').first()).toBeVisible();
    },
    retry: clickRetry(panel, ['list.retry', 'documents']),
  },
  {
    name: 'customer support',
    locale: 'fi',
    player: true,
    path: (l) => `/${l}?panel=customer-support`,
    calls: ['chat.widget'],
    url: '/chat/widget',
    scope: panel,
    act: async ({ page, info, locale }) => panel(page, info).getByRole('button', { name: tr(locale, 'support.chat', 'account') }).click(),
    // The chat's script is not an API call: it fails the same way whatever the fault.
    failed: chatUnavailable,
    lost: chatUnavailable,
    works: async ({ page, info, locale }) => {
      await expect(panel(page, info).getByText(tr(locale, 'support.chatFailed', 'account'))).toHaveCount(0);
    },
  },
  {
    name: 'bonus wheel',
    locale: 'en',
    player: true,
    path: (l) => pathOf('bonusWheel', l),
    calls: ['second.getBonusWheel'],
    url: '/bonuswheel/spin',
    scope: main,
    failed: loadFailed(main, ['loadFailed', 'wheel'], ['tryAgain', 'wheel']),
    works: async ({ page, locale }) => {
      await expect(main(page).getByRole('button', { name: tr(locale, 'spin', 'wheel') })).toBeVisible();
    },
    retry: clickRetry(main, ['tryAgain', 'wheel']),
    // Logged out: the wheel asks the visitor to log in to spin.
    lost: async (ctx) => {
      await sessionLostNotice(ctx);
      await expect(main(ctx.page).getByRole('heading', { name: tr(ctx.locale, 'visitor.title', 'wheel') })).toBeVisible();
    },
  },
];

/** Fails or holds the family's calls until cleared: retries and polls meet the same fault. */
async function inject(qa: Qa, family: Family, fault: Fault) {
  if (fault === 'contentDown') {
    for (const call of CONTENT_CALLS) await qa('fail', { call, times: 'always', status: 503 });
    return;
  }
  const calls = fault === 'sessionLost' ? (family.sessionCalls ?? family.calls) : family.calls;
  for (const call of calls) await qa('fail', { call, times: 'always', ...INJECTED[fault] });
}

/** No crash: the page has its content, no error page, and nothing uncaught in the console. */
async function expectNoCrash(page: Page, uncaught: string[]) {
  await expect(main(page)).not.toBeEmpty();
  await expect(page.getByText(/Application error|Unhandled Runtime Error|This page could not be found/)).toHaveCount(0);
  await expect(page.locator('nextjs-portal')).toHaveCount(0);
  expect(uncaught, 'uncaught errors in the console').toEqual([]);
}

// One test walks through five faults, each a page load (and a flow step).
test.describe.configure({ timeout: 90_000 });

// Each family runs in one viewport, the rows alternating, so both viewports carry panels, pages
// and flows: the fault handling is the same code in both, and running every row twice was a
// tenth of CI's browser time (docs/decisions.md, "Test time"). The screens' own layouts in each
// viewport are the panel, shell, a11y and visual specs' to check.
const VIEWPORTS = ['desktop', 'mobile'] as const;

for (const [row, family] of FAMILIES.entries()) {
  const viewport = VIEWPORTS[row % VIEWPORTS.length];
  test(`${family.name} (${family.locale}, ${viewport}): every fault ends in a clear state with a way on`, async ({ page, qa, worldId }, info) => {
    test.skip(info.project.name !== viewport, `this row of the matrix runs on ${viewport}`);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`pageerror: ${error.message}`));
    // The browser logs each failed response and the app logs failed background checks; an
    // uncaught error or an unhandled rejection is what must not appear.
    page.on('console', (message) => {
      if (/Unhandled|Uncaught/i.test(message.text())) uncaught.push(`console.${message.type()}: ${message.text()}`);
    });
    await page.clock.install();
    const locale = family.locale;
    for (const fault of FAULTS) {
      await test.step(fault, async () => {
        const ctx: Ctx = { page, info, locale, fault, path: family.path(locale) };
        // The last step's page is left first: its retries (5-15 s after a failure) and polls
        // would meet this step's fault, and a hang's clock jump could follow their request
        // instead of the new page's.
        await page.goto('about:blank');
        await qa('fail/clear');
        if (family.player) await qaLogin(page, worldId, PLAYER);
        else await page.context().clearCookies({ name: SESSION_COOKIE });
        // A hang's clock jump waits until the held call is under way.
        const calledFrom = () => (fault === 'hang' ? page.waitForRequest((request) => request.url().includes(family.url)) : null);
        let called = family.act ? null : calledFrom();
        if (!family.act) await inject(qa, family, fault);
        await page.goto(ctx.path);
        if (family.act) {
          await expect(family.scope(page, info)).toBeVisible();
          await inject(qa, family, fault);
          called = calledFrom();
          await family.act(ctx);
        }
        if (fault === 'hang') {
          await called;
          // A panel's code and strings load when it opens, by requests with the same deadline, and
          // the player's data may be asked for before that (after the page loads): the jump waits
          // for the panel's body, or it would time those loads out too and the panel not open. The
          // frame must be there first: before it renders there is no loading marker to wait for.
          await expect(family.scope(page, info)).toBeVisible();
          await expect(family.scope(page, info).getByTestId('panel-loading')).toHaveCount(0);
          await page.clock.fastForward(REQUEST_TIMEOUT_MS.browser + 1_000);
        }
        if (fault === 'contentDown') await (family.contentDown ?? family.works)(ctx);
        else if (fault === 'sessionLost') await (family.lost ?? sessionLostNotice)(ctx);
        else await family.failed(ctx);
        await expectNoCrash(page, uncaught);
        // The way on: with the backend back, the retry (or another try) leads to the working screen.
        if (fault === 'http500' && family.retry) {
          await qa('fail/clear');
          await family.retry(ctx);
          await family.works(ctx);
          await expectNoCrash(page, uncaught);
        }
      });
    }
  });
}
