import type { Page } from '@playwright/test';
import { expect, holdRequests, LOCALES, setClockOffset, test, whenHydrated } from './fixtures';
import { pathOf } from './paths';
import { phoneLocales } from './phone-locales';
import { logIn } from './player';
import { tr, trWith } from './translations';
import { FIRST_SCREEN_TILES } from '../src/features/lobby/rows';
import { NEAR_VIEWPORT_PX } from '../src/ui/use-near-viewport';

/** The rows after the first two load their games near the viewport: brings them there and waits for them. */
async function loadEveryRow(page: Page) {
  await page.getByRole('main').getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('main').locator('ul[aria-busy="true"]')).toHaveCount(0);
}

test.describe('lobby', () => {
  for (const locale of LOCALES) {
    test(`${locale}: home shows featured groups with translated titles and a way into each`, phoneLocales(locale, 'et'), async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'routes.home'));
      const firstGroup = page.getByRole('main').getByRole('heading', { level: 2 }).nth(1);
      await expect(firstGroup).toBeVisible();
      await expect(page.getByRole('main').getByRole('list').nth(1).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: tr(locale, 'jackpots', 'lobby') })).toBeVisible();
      await expect(page.getByText(/€|EUR/).first()).toBeVisible();
    });
  }

  test('a 2,000-game group is paginated: 48 tiles a page, page 2 from the content service', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('games-by-group-id')) asked.push(new URL(request.url()).search);
    });
    await page.goto('/en/games/1/all-slots');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All slots');
    const grid = page.getByRole('list', { name: 'All slots' });
    // The first screen's 24 come with the page; the other 24 of page 1 as the grid's end nears.
    await expect(grid.getByRole('listitem').nth(23)).toBeVisible();
    await whenHydrated(grid);
    // Where the end is farther below the screen than content loads ahead (a phone's two
    // columns), nothing is asked for until the player scrolls: hydration brings no more tiles.
    if (await grid.evaluate((element, ahead) => element.getBoundingClientRect().bottom > window.innerHeight + ahead, NEAR_VIEWPORT_PX)) {
      await page.waitForTimeout(1_000);
      expect(asked).toHaveLength(0);
      // The places hold the rest's room, hidden from the list's items.
      await expect(grid.getByRole('listitem')).toHaveCount(FIRST_SCREEN_TILES);
      await expect(grid).toHaveAttribute('aria-busy', 'true');
    }
    await page.getByRole('navigation', { name: /Pages of All slots/ }).scrollIntoViewIfNeeded();
    await expect(grid.getByRole('listitem')).toHaveCount(48);
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    expect(asked).toHaveLength(1);
    expect(new URLSearchParams(asked[0]).get('pageSize')).toBe('24');
    const firstName = await grid.getByRole('listitem').first().innerText();
    await page.getByRole('navigation', { name: /Pages of All slots/ }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/games\/1\/all-slots\?page=2$/);
    await expect(grid.getByRole('listitem')).toHaveCount(48);
    await expect(grid.getByRole('listitem').first()).not.toHaveText(firstName);
    expect(await page.locator('main li').count()).toBeLessThan(120);
  });

  test("a provider's page 2 says when its games cannot come, and its retry brings them", async ({ page, qa }) => {
    // The browser's calls only: the page itself was made from the content service on the server.
    await qa('fail', { call: 'content.provider', times: 'always', status: 503 });
    const failed = page.waitForResponse((r) => r.url().includes('/content/provider=') && r.status() === 503);
    await page.goto(`${pathOf('gameProvider', 'fi')}?page=2`);
    await failed;
    const main = page.getByRole('main');
    const name = (await main.getByRole('heading', { level: 1 }).innerText()).trim();
    const grid = main.getByRole('list', { name, exact: true });
    await expect(main.getByText(tr('fi', 'unavailable', 'lobby'))).toBeVisible();
    await expect(main.getByText(tr('fi', 'loading', 'lobby'))).toHaveCount(0);
    await expect(grid.getByRole('listitem')).toHaveCount(0);
    await expect(main.getByRole('navigation', { name: trWith('fi', 'pages', { group: name }, 'lobby') })).toBeVisible();
    await qa('fail/clear');
    await main.getByRole('button', { name: tr('fi', 'panels.retry') }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(48);
    await expect(main.getByText(tr('fi', 'unavailable', 'lobby'))).toHaveCount(0);
    await expect(main.getByRole('button', { name: tr('fi', 'panels.retry') })).toHaveCount(0);
  });

  test('groups with no games are hidden and titles fall back to the group name', async ({ page }) => {
    await page.goto('/et/mangud');
    await expect(page.getByRole('heading', { level: 2, name: /summer/i })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('the providers list leads to a provider page', async ({ page }) => {
    await page.goto('/fi/pelivalmistajat');
    const first = page.getByRole('main').getByRole('link').first();
    const name = (await first.locator('strong').innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/fi\/pelivalmistaja\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('the rows below the first screen load their games on the way down, without moving anything', async ({ page }) => {
    // Holds the one call for the later rows' games until the places are measured.
    const { release, count: calls } = await holdRequests(page, '**/content/games-in-groups*');
    await page.goto('/en/games');
    const main = page.getByRole('main');
    // The first two rows come with the page; the third has its heading and link, and places.
    await expect(main.getByRole('list').nth(0).getByRole('link').first()).toBeVisible();
    const third = main.getByRole('region').nth(2);
    const title = (await third.getByRole('heading', { level: 2 }).innerText()).trim();
    await expect(third.getByRole('link', { name: `Show all games in ${title}` })).toBeVisible();
    const grid = third.getByRole('list', { name: title });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(grid.getByRole('link')).toHaveCount(0);
    await grid.scrollIntoViewIfNeeded();
    await expect.poll(() => calls()).toBe(1);
    const before = await grid.boundingBox();
    const headingBefore = await main.getByRole('region').nth(3).getByRole('heading').boundingBox();
    release();
    await expect(grid.getByRole('link').first()).toBeVisible();
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    // Every image laid out: the places had the tiles' size, so the next row did not move.
    const after = await grid.boundingBox();
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? -1))).toBeLessThanOrEqual(1);
    const headingAfter = await main.getByRole('region').nth(3).getByRole('heading').boundingBox();
    expect(Math.abs((headingAfter?.y ?? 0) - (headingBefore?.y ?? -1))).toBeLessThanOrEqual(1);
    expect(calls()).toBe(1);
  });

  test("a tile whose logo cannot load keeps its plain place, not the browser's broken-image glyph", async ({ page }) => {
    await page.route('**/_next/image*', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto('/en/livecasino');
    const logo = page.getByRole('main').getByRole('list').first().getByRole('listitem').first().locator('.tile-logo');
    await expect(logo.locator('img')).toHaveJSProperty('complete', true);
    expect(await logo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    // The shot's pixels between the rounded corners: one colour (the glyph and its frame are others).
    const shot = (await logo.screenshot({ animations: 'disabled', scale: 'css' })).toString('base64');
    const blank = await page.context().newPage();
    const colours = await blank.evaluate(async (png) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const context = canvas.getContext('2d');
      if (!context) return [];
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 12, img.width, img.height - 24);
      const seen = new Set<string>();
      for (let i = 0; i < data.length; i += 4) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return [...seen];
    }, shot);
    expect(colours).toEqual(['36,38,74']);
  });

  test('the "new" label follows the mock clock: gone 30 days later', async ({ page, qa }) => {
    await page.goto('/en/games');
    await loadEveryRow(page);
    await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
    await setClockOffset(qa, 30 * 86_400_000);
    // The app reads the backend's clock from its answers (the player check on every load).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino games');
    await loadEveryRow(page);
    await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  });

  test('a player favourites a game and finds it under favourites', async ({ page }, info) => {
    await page.goto('/en/games');
    await logIn(page, info, 'en', 'regular@kasino.test');
    const toggle = page.getByTestId('favourite-toggle').first();
    const label = (await toggle.getAttribute('aria-label')) ?? '';
    const game = label.replace(/^Add /, '').replace(/ to favourites$/, '');
    // The toggle turns at once (optimistic); the backend has it when its answer is in.
    const added = page.waitForResponse((r) => r.url().includes('/main/games/favourites/add') && r.ok());
    // By its name: the rows may still change under .first() while the player's data comes in.
    await page.getByRole('button', { name: label, exact: true }).first().click();
    await expect(page.getByRole('button', { name: `Remove ${game} from favourites` }).first()).toHaveAttribute('aria-pressed', 'true');
    await added;
    await page.goto('/en/games/favourites');
    await expect(page.getByRole('list', { name: 'Favourites' }).getByText(game, { exact: true })).toBeVisible();
  });
});
