import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTES } from '../src/routes/table';
import { axeViolations } from './axe';
import { expect, LOCALES, MOCK_URL, qaLogin, test } from './fixtures';
import { phoneLocales } from './phone-locales';
import { gameFrame, gamePath, isDisabled, playableGame, type GameInfo } from './games';
import { isMobile, logIn } from './player';
import { escapeRegExp, tr } from './translations';

/**
 * The game play page against the production build and the mock backend: a visitor's demo
 * round, a player's real round moving the balance, favourites, and the 131/132/217 states.
 * The mock's game page (src/mocks/handlers/games-host*.ts) bets 1.00 a round and wins 0,
 * 2.00, 0, 0.50 ... per launch, so a first real round takes 250.00 to 249.00.
 */

async function gameBySlug(request: APIRequestContext, slug: string): Promise<GameInfo> {
  const response = await request.get(`${MOCK_URL}/content/games?slug=${encodeURIComponent(slug)}`);
  expect(response.ok(), `content game ${slug}`).toBe(true);
  return ((await response.json()) as { game: GameInfo }).game;
}

async function disabledGame(request: APIRequestContext): Promise<GameInfo> {
  const response = await request.get(`${MOCK_URL}/content/games/id=1099`);
  return ((await response.json()) as { game: GameInfo }).game;
}

/** Console messages about the CSP: framing the game must not be refused. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (frame|load|connect)/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}


test.describe('playing a game', () => {
  test('a visitor browses home, a group and a game, and plays a demo round', async ({ page, request }) => {
    // A whole journey with an axe scan, after waiting up to 30 s for ISR to bring the groups in.
    test.slow();
    const violations = cspViolations(page);
    const showAllIn = new RegExp(`^${escapeRegExp(tr('fi', 'showAllIn', 'lobby').split('{{group}}')[0] ?? '')}`);
    const groupLink = page.getByRole('main').getByRole('link', { name: showAllIn }).first();
    // The home page is prerendered at build time without a backend; ISR brings the groups in.
    await expect(async () => {
      await page.goto('/fi');
      await expect(groupLink).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await groupLink.click();
    await expect(page).toHaveURL(/\/fi\/pelit\/\d+\/[\w-]+$/);
    const groupUrl = page.url();

    await expect(page.locator('main a[href^="/fi/peli/"]').first()).toBeVisible();
    const hrefs = await page.locator('main a[href^="/fi/peli/"]').evaluateAll((links) => links.slice(0, 6).map((a) => a.getAttribute('href') ?? ''));
    let chosen: GameInfo | null = null;
    for (const path of hrefs) {
      const game = await gameBySlug(request, path.split('/')[3] ?? '');
      if (!isDisabled(game)) {
        chosen = game;
        break;
      }
    }
    if (!chosen) throw new Error(`no playable game among ${hrefs.join(', ')}`);
    await page.locator(`main a[href="${gamePath('fi', chosen.slug)}"]`).first().click();

    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(gamePath('fi', chosen.slug))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.translation);
    const iframe = page.getByTitle(chosen.translation, { exact: true });
    await expect(iframe).toHaveAttribute('data-mode', 'demo');
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${escapeRegExp(MOCK_URL)}/game-host/${chosen.slug}\\?`));
    await expect(page.getByTestId('demo-note')).toContainText(tr('fi', 'demoNote', 'game'));

    // The mock game speaks the page's language (the launch passes it on): Finnish from /fi.
    const frame = gameFrame(page);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(chosen.translation);
    await expect(frame.getByText('Demopeli pelirahalla', { exact: false })).toBeVisible();
    await expect(frame.locator('#balance')).toHaveText(/^1\s000,00\s€$/);
    await frame.getByRole('button', { name: /^Pyöräytä \(panos 1,00\s€\)$/ }).click();
    await expect(frame.locator('#result')).toHaveText('Kierros 1: ei voittoa tällä kertaa.');
    await expect(frame.locator('#balance')).toHaveText(/^999,00\s€$/);

    expect(await axeViolations(page)).toEqual([]);
    expect(violations).toEqual([]);

    // Full screen puts the whole wrapper (bar and game) on screen, and the same button leaves it.
    const fullscreen = page.getByRole('button', { name: tr('fi', 'fullscreen', 'game'), exact: true });
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('game-wrapper');
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');

    // Exit goes back to where the visitor came from.
    await page.getByTestId('game-exit').click();
    await expect(page).toHaveURL(groupUrl);
  });

  test('a player logs in from the game, plays for real money and the balance moves', async ({ page, request }, info) => {
    const game = await playableGame(request);
    await page.goto(gamePath('fi', game.slug));
    await expect(page.getByTitle(game.translation, { exact: true })).toHaveAttribute('data-mode', 'demo');

    await page.getByTestId('demo-note').getByRole('link', { name: tr('fi', 'demoLogin', 'game'), exact: true }).click();
    await expect(page).toHaveURL(/\/fi\/kirjaudu\?redirectUrl=/);
    await logIn(page, info, 'fi', 'regular@kasino.test');

    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(gamePath('fi', game.slug))}$`));
    await expect(page.getByTitle(game.translation, { exact: true })).toHaveAttribute('data-mode', 'real');
    await expect(page.getByTestId('demo-note')).toHaveCount(0);
    if (!isMobile(info)) await expect(page.getByTestId('desktop-balance')).toHaveText(tr('fi', 'session.gameOn'));

    const frame = gameFrame(page);
    await expect(frame.getByText('Pelaat oikealla rahalla')).toBeVisible();
    await expect(frame.locator('#balance')).toHaveText(/^250,00\s€$/);
    await frame.getByRole('button', { name: /^Pyöräytä/ }).click();
    await expect(frame.locator('#result')).toHaveText('Kierros 1: ei voittoa tällä kertaa.');
    await expect(frame.locator('#balance')).toHaveText(/^249,00\s€$/);

    // The round message refreshes the app's balance at once (polling alone takes up to 10 s).
    if (isMobile(info)) {
      await page.getByRole('navigation', { name: tr('fi', 'nav.mobile') }).getByRole('button', { name: tr('fi', 'nav.profile') }).click();
      await expect(page.getByRole('dialog')).toContainText(/249,00\s€/, { timeout: 5_000 });
    } else {
      await page.getByTestId('game-exit').click();
      await expect(page).toHaveURL(/\/fi\/pelit$/);
      await expect(page.getByTestId('desktop-balance')).toHaveText(/269,00\s€/, { timeout: 5_000 });
    }
  });

  test("the mock game follows the page's language: English from /en, Estonian from /et", async ({ page, request }) => {
    const game = await playableGame(request);
    for (const [locale, mode, spin] of [
      ['en', 'Demo play with play money', /^Spin \(bet €1\.00\)$/],
      ['et', 'Demomäng mänguraha eest', /^Keeruta \(panus 1,00\s€\)$/],
    ] as const) {
      await page.goto(gamePath(locale, game.slug));
      const frame = gameFrame(page);
      await expect(frame.locator('html')).toHaveAttribute('lang', locale);
      await expect(frame.getByText(mode, { exact: false })).toBeVisible();
      await expect(frame.getByRole('button', { name: spin })).toBeVisible();
    }
  });

  test('a player favourites a game and finds it among the favourites', async ({ page, request, worldId }) => {
    const game = await playableGame(request);
    await qaLogin(page, worldId, 'regular@kasino.test');
    await page.goto(gamePath('en', game.slug));
    await expect(page.getByTitle(game.translation, { exact: true })).toHaveAttribute('data-mode', 'real');

    const toggle = page.getByRole('button', { name: tr('en', 'favourite', 'game').replace('{{game}}', game.translation) });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The toggle turns at once (optimistic); the backend has it when its answer is in.
    const added = page.waitForResponse((r) => r.url().includes('/main/games/favourites/add') && r.ok());
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await added;

    const favourites = await page.request.get(`${MOCK_URL}/main/games/favourites`, { headers: { 'x-kasino-world': worldId } });
    expect(((await favourites.json()) as { games: GameInfo[] }).games.map((g) => g.slug)).toContain(game.slug);

    await page.reload();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/en${ROUTES.favourites.en}`);
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(escapeRegExp(game.translation)) })).toBeVisible();
  });
});

test.describe('games that cannot be played', () => {
  for (const locale of LOCALES) {
    test(`${locale}: 131, 132 and 217 show their messages with a way back, and 217 free play`, phoneLocales(locale, 'en'), async ({ page, request, worldId }, info) => {
      const wayBack = async () => {
        await expect(page.getByRole('link', { name: tr(locale, 'backToGames', 'game'), exact: true })).toHaveAttribute('href', `/${locale}${ROUTES.slotIndex[locale]}`);
        await expect(page.getByRole('link', { name: tr(locale, 'home', 'game'), exact: true })).toHaveAttribute('href', `/${locale}`);
      };

      const unknown = await page.goto(gamePath(locale, 'no-such-game'));
      expect(unknown?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'routes.gamePlay'));
      await expect(page.getByTestId('api-error')).toHaveText(tr(locale, 'gameNotFound', 'errors'));
      await wayBack();

      const disabled = await disabledGame(request);
      await page.goto(gamePath(locale, disabled.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(disabled.translation);
      await expect(page.getByTestId('api-error')).toHaveText(tr(locale, 'gameDisabled', 'errors'));
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
      await wayBack();

      const game = await playableGame(request);
      await qaLogin(page, worldId, 'cooloff@kasino.test');
      await page.goto(gamePath(locale, game.slug));
      await expect(page.getByTestId('api-error')).toContainText(tr(locale, 'coolOff', 'errors'));
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr(locale, 'retry', 'game'), exact: true })).toHaveCount(0);
      await wayBack();
      // Free play stays open during a cool-off, as its message says: one press away.
      await page.getByRole('button', { name: tr(locale, 'playDemo', 'game'), exact: true }).click();
      await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'demo');
      // The bar names the mode; a phone's bar keeps it for screen readers only.
      const mode = page.getByText(tr(locale, 'modeDemo', 'game'), { exact: true });
      await (isMobile(info) ? expect(mode).toBeAttached() : expect(mode).toBeVisible());
    });
  }
});
