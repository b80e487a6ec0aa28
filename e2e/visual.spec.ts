import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, qaLogin, test, whenHydrated, type Locale } from './fixtures';
import { pathOf } from './paths';
import { isMobile, profileFrame } from './player';
import { tr } from './translations';

/**
 * Visual baselines for QA (issue 18): one screenshot per screen family (the fault matrix's
 * families, plus a content page, the news and the 404), on the desktop and mobile projects, each
 * family in one locale. Stable from run to run on a fresh machine (docs/decisions.md, "Visual
 * baselines"):
 *
 * - the test's mock world is seeded as of a fixed instant and its clock stands still there
 *   (`/__qa/reset {"frozenAt"}`): dates, the session's start, jackpots and "time played" are the
 *   same in every run; the page's own clock stands at the same instant (`page.clock`), so the
 *   browser's "now" (timers, the server-clock skew) agrees with it;
 * - the instant is years ahead of the catalogue's release dates, which the mock counts back from
 *   the real day: no game is "new" on any day before then, rather than a set that changes daily;
 * - animations and the caret off (and reduced motion asked for), web fonts and the images in view
 *   loaded, the loading screen gone; one tolerance, for the phone's panels (PHONE_PANEL_AA_PIXELS);
 * - the fonts are the system stack's (src/ui/theme.ts) as Debian's fontconfig resolves it: DejaVu
 *   Sans, which `npm test` installs with Chromium (scripts/ensure-browser.mjs); a test checks it.
 *
 * After an intended change: `npm run test:e2e -- --no-build e2e/visual.spec.ts --update-snapshots`
 * (README, "Scripts"), then look at the new PNGs in e2e/visual.spec.ts-snapshots before committing.
 */

/** The worlds' frozen instant: a Thursday morning, years after any seeded release date. */
const FROZEN_AT = '2035-03-15T08:30:00.000Z';

const REGULAR = 'regular@kasino.test';

type Family = {
  /** The baseline's file name (with the project's name after it). */
  name: string;
  locale: Locale;
  /** The seeded player logged in, or none (a visitor). */
  player?: string;
  path: (locale: Locale) => string;
  /** The screen's own content is there (not a loading state). */
  ready: (page: Page, info: TestInfo, locale: Locale) => Promise<void>;
  /** A panel of the profile: the dropdown on desktop, the sidebar (a modal dialog) on a phone. */
  panel?: true;
  /** What cannot be fixed per world, covered with a box in the shot (say why at each). */
  mask?: (page: Page) => Locator[];
};

/**
 * The one tolerance. On the phone, text set in the sidebar dialog (the semibold field labels, the
 * nickname) is drawn with one of two anti-aliasings from one page load to the next: the same font
 * face, box and scroll position (checked over DevTools), with transitions removed and at device
 * scale alike; up to 863 pixels in a run of repeats (the details form, most labels). Those shots
 * may differ by this many pixels (0.6 % of the shot), which a moved or missing section, a wrong
 * colour or a broken layout still exceeds; the same panels' desktop shots, and every other shot,
 * allow none, and they catch a changed word.
 */
const PHONE_PANEL_AA_PIXELS = 2_000;

const main = (page: Page) => page.getByRole('main');
const panel = profileFrame;

const FAMILIES: Family[] = [
  {
    name: 'lobby-home',
    locale: 'fi',
    player: REGULAR,
    path: (l) => `/${l}`,
    ready: async (page, _info, l) => {
      await expect(main(page).getByRole('heading', { name: tr(l, 'jackpots', 'lobby') })).toBeVisible();
    },
  },
  {
    name: 'game-group',
    locale: 'en',
    path: (l) => pathOf('slotGroup', l),
    ready: async (page) => {
      await expect(main(page).getByRole('list', { name: 'All slots' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'game-page',
    locale: 'et',
    player: REGULAR,
    path: (l) => pathOf('gamePlay', l),
    ready: async (page) => {
      await expect(page.getByTestId('game-frame')).toBeVisible();
    },
  },
  {
    name: 'login',
    locale: 'en',
    path: (l) => pathOf('login', l),
    ready: async (page, _info, l) => {
      await expect(main(page).getByRole('button', { name: tr(l, 'login.submit', 'auth'), exact: true })).toBeVisible();
    },
  },
  {
    name: 'registration',
    locale: 'fi',
    path: (l) => pathOf('registration', l),
    ready: async (page, _info, l) => {
      await expect(main(page).getByRole('button', { name: tr(l, 'register.submit', 'auth') })).toBeVisible();
    },
  },
  {
    name: 'profile',
    panel: true,
    locale: 'et',
    player: REGULAR,
    path: (l) => `/${l}?panel=profile`,
    ready: async (page, info) => {
      await expect(panel(page, info).getByTestId('profile-cash')).toContainText('250');
    },
  },
  {
    name: 'deposit',
    panel: true,
    locale: 'en',
    player: REGULAR,
    path: (l) => `/${l}?panel=deposit`,
    ready: async (page, info, l) => {
      await expect(panel(page, info).getByRole('button', { name: tr(l, 'deposit.submitStored', 'account') })).toBeVisible();
      // The campaigns line and the provider's logo come after the form.
      await expect(panel(page, info).getByTestId('deposit-campaigns-offer')).toBeVisible();
      await expect(panel(page, info).getByTestId('payment-provider-logo')).toHaveJSProperty('complete', true);
      expect(await panel(page, info).getByTestId('payment-provider-logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    },
  },
  {
    name: 'withdraw',
    panel: true,
    locale: 'fi',
    player: REGULAR,
    path: (l) => `/${l}?panel=withdraw`,
    ready: async (page, info) => {
      await expect(panel(page, info).getByRole('textbox').or(panel(page, info).getByRole('spinbutton')).first()).toBeVisible();
    },
  },
  {
    name: 'transactions',
    panel: true,
    locale: 'et',
    player: 'history@kasino.test',
    path: (l) => `/${l}?panel=deposits`,
    ready: async (page, info, l) => {
      await expect(panel(page, info).getByRole('table', { name: tr(l, 'transactions.deposits', 'account') }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'settings-details',
    panel: true,
    locale: 'en',
    player: REGULAR,
    path: (l) => `/${l}?panel=user`,
    ready: async (page, info, l) => {
      await expect(panel(page, info).getByTestId('user-data').getByRole('button', { name: tr(l, 'user.save', 'settings') })).toBeVisible();
    },
  },
  {
    name: 'limits',
    locale: 'fi',
    player: 'spent@kasino.test',
    path: (l) => pathOf('profileLimits', l),
    ready: async (page) => {
      await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  },
  {
    name: 'campaigns-free-spins',
    panel: true,
    locale: 'et',
    player: 'bonuses@kasino.test',
    path: (l) => `/${l}?panel=campaigns`,
    ready: async (page, info) => {
      await expect(panel(page, info).getByRole('heading').first()).toBeVisible();
    },
  },
  {
    name: 'documents',
    panel: true,
    locale: 'en',
    player: 'documents@kasino.test',
    path: (l) => `/${l}?panel=documents`,
    ready: async (page, info) => {
      await expect(panel(page, info).getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'customer-support',
    panel: true,
    locale: 'fi',
    player: REGULAR,
    path: (l) => `/${l}?panel=customer-support`,
    ready: async (page, info, l) => {
      await expect(panel(page, info).getByRole('button', { name: tr(l, 'support.chat', 'account') })).toBeVisible();
    },
  },
  {
    name: 'bonus-wheel',
    locale: 'en',
    player: REGULAR,
    path: (l) => pathOf('bonusWheel', l),
    ready: async (page, _info, l) => {
      await expect(main(page).getByRole('button', { name: tr(l, 'spin', 'wheel') })).toBeVisible();
    },
  },
  {
    name: 'content-page',
    locale: 'et',
    path: (l) => pathOf('contentPage', l),
    ready: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'news',
    locale: 'fi',
    path: (l) => pathOf('news', l),
    ready: async (page) => {
      await expect(main(page).locator('time').first()).toBeVisible();
    },
    // The articles' dates are the mock's content seed counted back from the real day, and the page
    // is prerendered by the build (and regenerated) outside any test's world: no frozen clock reaches it.
    mask: (page) => [main(page).locator('time')],
  },
  {
    // A known route with an unknown item (an unknown path goes home instead, spec 2.1).
    name: 'not-found',
    locale: 'et',
    path: (l) => pathOf('contentPage', l).replace('/terms', '/no-such-page'),
    ready: async (page, _info, l) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(tr(l, 'notFound.title'));
    },
  },
];

/** Web fonts loaded, and every image in view decoded (lazy ones below the fold are not in the shot). */
async function settled(page: Page) {
  await expect(page.getByTestId('loading-screen')).toHaveCount(0);
  // The client's own calls (the world's jackpots over the prerendered ones, the player's rows) done.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
          })
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.currentSrc || img.src),
      ),
    )
    .toEqual([]);
}

// Dates and times show in the browser's time zone and locale: pinned, whatever the machine's are.
test.use({ timezoneId: 'Europe/Helsinki', locale: 'en-US', reducedMotion: 'reduce' });

test('the text is set in the fonts `npm test` installs (DejaVu Sans), else every baseline differs', async ({ page }) => {
  await page.goto(pathOf('login', 'en'));
  // The page is hydrated first (its form with it): the nodes CDP names below are the ones that
  // stay, not the server's before React has taken them over.
  await whenHydrated(page.locator('button[type="submit"]'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const families: string[] = [];
  for (const selector of ['h1', 'label', 'button[type="submit"]']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    families.push(...fonts.map((font) => font.familyName));
  }
  expect([...new Set(families)], 'fontconfig resolves the system font stack (src/ui/theme.ts) to other fonts: see scripts/ensure-browser.mjs').toEqual(['DejaVu Sans']);
});

for (const family of FAMILIES) {
  test(`${family.name} (${family.locale})`, async ({ page, qa, worldId }, info) => {
    await qa('reset', { frozenAt: FROZEN_AT });
    await page.clock.setFixedTime(new Date(FROZEN_AT));
    if (family.player) await qaLogin(page, worldId, family.player);
    await page.goto(family.path(family.locale));
    // The player is known: the player's bar (on a cold server the visitor's page shows first).
    if (family.player) await expect(isMobile(info) ? page.getByTestId('mobile-toolbar') : page.getByTestId('profile-dropdown-trigger')).toBeVisible();
    await family.ready(page, info, family.locale);
    await settled(page);
    await expect(page).toHaveScreenshot(`${family.name}.png`, {
      animations: 'disabled',
      caret: 'hide',
      // Two equal shots in a row; a cold server's first pages take longer to settle.
      timeout: 15_000,
      maxDiffPixels: family.panel && isMobile(info) ? PHONE_PANEL_AA_PIXELS : 0,
      mask: family.mask?.(page),
    });
  });
}
