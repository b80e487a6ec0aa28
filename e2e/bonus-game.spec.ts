import type { Page, TestInfo } from '@playwright/test';
import { expect, LOCALES, MOCK_URL, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { gamePath } from './games';
import { pathOf } from './paths';
import { isMobile, logIn } from './player';
import { tr, trWith } from './translations';

/**
 * The bonus game and gold rush pages (issue #16): the regular player's seeded round (52 points,
 * level 6, five rewards: README "Seeded players"), a visitor's way in, a failing backend.
 */
const REGULAR = 'regular@kasino.test';
const bg = (locale: Locale, key: string) => tr(locale, key, 'bonus-game');

async function expectProgress(page: Page, locale: Locale) {
  const bar = page.getByRole('progressbar', { name: trWith(locale, 'progress.label', { level: 7 }, 'bonus-game') });
  await expect(bar).toHaveAttribute('aria-valuetext', trWith(locale, 'progress.value', { points: 52, target: 60 }, 'bonus-game'));
  await expect(page.getByTestId('bonus-game-level')).toHaveText(trWith(locale, 'progress.level', { level: 6 }, 'bonus-game'));
}

/** Where a phone player finds gold rush: the bottom bar's wheel entry (spec 2.5). */
async function openGoldRush(page: Page, info: TestInfo, locale: Locale) {
  if (isMobile(info)) {
    await page.goto(`/${locale}`);
    await page.getByRole('navigation', { name: tr(locale, 'nav.mobile') }).getByRole('link', { name: tr(locale, 'nav.wheel') }).click();
  } else {
    await page.goto(pathOf('goldRush', locale));
  }
  await expect(page).toHaveURL(new RegExp(`${pathOf('goldRush', locale)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'routes.goldRush'));
}

test.describe('bonus game and gold rush', () => {
  test('gold rush and the bonus game show the round: progress and rewards', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await openGoldRush(page, info, 'en');
    await expectProgress(page, 'en');
    const latest = page.getByRole('list', { name: bg('en', 'rewards.latest') });
    await expect(latest.getByTestId('bonus-game-reward')).toHaveCount(3);
    await expect(latest.getByTestId('bonus-game-reward').first()).toContainText('25 free spins');
    await expect(latest.getByTestId('bonus-game-next')).toContainText(bg('en', 'rewards.stateLocked'));

    await page.getByRole('link', { name: bg('en', 'rewards.all') }).click();
    await expect(page).toHaveURL(/\/en\/bonus-game$/);
    await expectProgress(page, 'en');
    const all = page.getByRole('list', { name: bg('en', 'rewards.title') });
    await expect(all.getByTestId('bonus-game-reward')).toHaveText([/25 free spins/, /100 loyalty points/, /20 free spins/, /€1 bonus money/, /10 free spins/]);
    for (const card of await all.getByTestId('bonus-game-reward').all()) await expect(card).toContainText(bg('en', 'rewards.stateEarned'));
  });

  test('a reward named with a suffix shows and links to the game without it', async ({ page, worldId }) => {
    await qaLogin(page, worldId, REGULAR);
    // What the backend calls the games: 'Name dx2', 'Name 92', 'Name low'.
    const response = await page.request.get(`${MOCK_URL}/second/bonus-game/rewards?timestamp=${Date.now()}`, { headers: { 'x-kasino-world': worldId } });
    const wire = ((await response.json()) as { bonusGameRewards: { game?: string }[] }).bonusGameRewards.flatMap((r) => (r.game ? [r.game] : []));
    expect(wire.map((name) => name.split(' ').pop())).toEqual(['dx2', '92', 'low']);
    const name = wire[1]?.replace(/ 92$/, '') ?? '';

    await page.goto(pathOf('bonusGame', 'fi'));
    const link = page.getByTestId('bonus-game-reward').getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(page.getByTestId('bonus-game-rewards')).not.toContainText(/ (dx2|92|low)\b/);
    await link.click();
    const slug = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    await expect(page).toHaveURL(new RegExp(`${gamePath('fi', slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('a visitor gets the login call to action and comes back to the page logged in', async ({ page }, info) => {
    await page.goto(pathOf('bonusGame', 'fi'));
    await expect(page.getByText(bg('fi', 'intro.bonusGame'))).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.getByTestId('bonus-game-visitor').getByRole('link', { name: bg('fi', 'visitor.login') }).click();
    await expect(page).toHaveURL(/\/fi\/kirjaudu\?redirectUrl=%2Ffi%2Fbonuspeli$/);
    await logIn(page, info, 'fi', REGULAR);
    await expect(page).toHaveURL(/\/fi\/bonuspeli$/);
    await expectProgress(page, 'fi');
    await expect(page.getByTestId('bonus-game-visitor')).toHaveCount(0);
  });

  test('a failing backend says so and the retry brings the rewards', async ({ page, worldId, qa }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await qa('fail', { call: 'second.getBonusGameRewards', times: 1, status: 503 });
    await openGoldRush(page, info, 'et');
    const failed = page.getByTestId('bonus-game-rewards-failed');
    await expect(failed).toContainText(bg('et', 'rewards.failed'));
    await expect(page.getByTestId('bonus-game-reward')).toHaveCount(0);
    // The progress is its own call: it came.
    await expectProgress(page, 'et');
    await failed.getByRole('button', { name: bg('et', 'retry') }).click();
    await expect(page.getByTestId('bonus-game-reward')).toHaveCount(3);
    await expect(failed).toHaveCount(0);
  });

  // Two tests a locale, logged out and logged in: four page loads with axe in one test ran past
  // 30 s on a loaded 2-core CI machine.
  for (const locale of LOCALES) {
    test(`${locale}: both pages pass axe, logged out`, phoneLocales(locale, 'en'), async ({ page, axe }) => {
      for (const id of ['bonusGame', 'goldRush'] as const) {
        await page.goto(pathOf(id, locale));
        await expect(page.getByTestId('bonus-game-visitor')).toBeVisible();
        await axe(page);
      }
    });

    test(`${locale}: both pages pass axe, logged in`, phoneLocales(locale, 'et'), async ({ page, worldId, axe }) => {
      await qaLogin(page, worldId, REGULAR);
      for (const id of ['bonusGame', 'goldRush'] as const) {
        await page.goto(pathOf(id, locale));
        await expectProgress(page, locale);
        await expect(page.getByTestId('bonus-game-reward').first()).toBeVisible();
        await axe(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      }
    });
  }
});
