import type { Locator, Page, TestInfo } from '@playwright/test';
import { formatMoney } from '../src/lib/format';
import { lastMonths, monthlyNetPosition } from '../src/lib/net-position';
import { HISTORY_PLAYER, transactionHistory, type TransactionHistory } from '../src/mocks/seed/transaction-history';
import { expect, LOCALES, MOCK_URL, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { balanceArea, openProfile, profileFrame as frame } from './player';
import { tr } from './translations';

/**
 * The transaction pages and panels against the transaction-history player (more than a page of
 * everything over about 15 months). Expectations come from the seed function itself, for today,
 * in the browser's time zone (set here, so the test and the page agree on what a month is).
 */
const TIME_ZONE = 'Europe/Helsinki';
test.use({ timezoneId: TIME_ZONE });

const HISTORY = HISTORY_PLAYER.email;
const REGULAR = 'regular@kasino.test';
const DAY_MS = 86_400_000;

/** The seeded history, as the world made it today (the seed is the same all day). */
const seed = (): TransactionHistory => transactionHistory(Date.now());
const newestFirst = <T extends { createdTime: string }>(items: readonly T[]) => [...items].sort((a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime));
const money = (cents: number, locale: Locale) => formatMoney(cents, locale, 'EUR', { fixed: true });

/** A calendar day in Helsinki, `daysAgo` days back, as a date input holds it. */
const helsinkiDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - daysAgo * DAY_MS));

const path = (locale: Locale, list?: 'deposits' | 'withdraw' | 'gameactions') => `/${locale}/profile/transactions${list ? `/${list}` : ''}`;
/** The rows of a list's table, without its header row. */
const rows = (scope: Page | Locator, kind: 'deposits' | 'withdraws' | 'game-actions') => scope.getByTestId(`transactions-${kind}`).getByRole('rowgroup').nth(1).getByRole('row');
/** A column's values in a list's rows (the value, not the mobile card's label). */
const column = (scope: Page | Locator, kind: 'deposits' | 'withdraws' | 'game-actions', index: number) => rows(scope, kind).locator(`> :nth-child(${index + 1}) .value`).allTextContents();

/**
 * After a page load, before a scan: the player's balance is in, so the player's data that holds
 * the loading screen up has come and nothing raises it again; then the screen has gone (it stays
 * a second after that data, then fades), so axe sees the page, not the screen over it. Not a
 * wait for the screen to appear: by the time a list's rows are in it often has come and gone.
 */
async function settled(page: Page, info: TestInfo) {
  await expect(balanceArea(page, info)).toContainText('€');
  await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 10_000 });
}

/** Opens the profile panel where a player would, then Transactions. */
async function openTransactionsPanel(page: Page, info: TestInfo, locale: Locale): Promise<Locator> {
  const panel = await openProfile(page, info);
  await panel.getByRole('button', { name: tr(locale, 'profile.transactions', 'account') }).click();
  await expect(panel.getByRole('heading', { name: tr(locale, 'panels.transactions') })).toBeVisible();
  return panel;
}

test.describe('transaction pages', () => {
  test('paginate by the address bar: a reload keeps the page, Back and Forward follow it, one page has no control', async ({ page, worldId }) => {
    await qaLogin(page, worldId, HISTORY);
    const deposits = newestFirst(seed().deposits);
    await page.goto(path('en', 'deposits'));
    const pages = page.getByRole('navigation', { name: 'Pages of Deposits' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(await column(page, 'deposits', 2)).toEqual(deposits.slice(0, 10).map((d) => money(d.amount, 'en')));

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/transactions\/deposits\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => column(page, 'deposits', 2)).toEqual(deposits.slice(10, 20).map((d) => money(d.amount, 'en')));

    await page.reload();
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => column(page, 'deposits', 2)).toEqual(deposits.slice(10, 20).map((d) => money(d.amount, 'en')));

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect.poll(() => column(page, 'deposits', 2)).toEqual(deposits.slice(20, 30).map((d) => money(d.amount, 'en')));
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    // A list of one page has no pagination control (spec 2.3): the regular player's two deposits.
    await qaLogin(page, worldId, REGULAR);
    await page.goto(path('en', 'deposits'));
    await expect(rows(page, 'deposits')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Pages of Deposits' })).toHaveCount(0);
  });

  test('fi: a date\'s time stays whole on its line ("klo 13.54"), in the phone\'s cards too', async ({ page, worldId }) => {
    await qaLogin(page, worldId, HISTORY);
    await page.goto(path('fi', 'gameactions'));
    const times = rows(page, 'game-actions').locator('[data-part="time"]');
    // "klo" and its time joined by a no-break space (formatLongDate).
    await expect(times.first()).toHaveText(/^klo\u00a0\d{1,2}\.\d{2}$/);
    // One line box each: a time broken after "klo" has two.
    const lines = await times.evaluateAll((parts) => parts.map((part) => part.getClientRects().length));
    expect(lines.length).toBeGreaterThan(5);
    expect(lines).toEqual(lines.map(() => 1));
  });

  test('the panels show page 1 of each list with "show all" leading to its page', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, HISTORY);
    const history = seed();
    await page.goto('/fi');
    for (const [kind, list, entry] of [
      ['deposits', 'deposits', 'transactions.deposits'],
      ['withdraws', 'withdraw', 'transactions.withdraws'],
      ['game-actions', 'gameactions', 'transactions.gameActions'],
    ] as const) {
      const panel = await openTransactionsPanel(page, info, 'fi');
      await panel.getByRole('button', { name: tr('fi', entry, 'account') }).click();
      await expect(rows(panel, kind)).toHaveCount(10);
      if (kind === 'game-actions') expect(await column(panel, kind, 1)).toEqual(newestFirst(history.bets).slice(0, 10).map((b) => b.productTranslation));
      if (kind === 'withdraws') expect(await column(panel, kind, 2)).toEqual(newestFirst(history.withdrawals).slice(0, 10).map((w) => money(w.amount, 'fi')));
      // Page 1 only: no pagination in a panel.
      await expect(panel.getByRole('navigation', { name: /^Sivut:/ })).toHaveCount(0);
      const title = tr('fi', entry, 'account');
      await panel.getByRole('link', { name: `Näytä kaikki: ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/fi/profile/transactions/${list}$`));
      await expect(frame(page, info)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: `Sivut: ${title}` }).getByRole('link', { name: 'Sivu 1', exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the game-action filter narrows the list: the backend gets the range, the address bar keeps it, bad dates are refused', async ({ page, worldId }) => {
    await qaLogin(page, worldId, HISTORY);
    const bets = seed().bets;
    await page.goto(path('fi', 'gameactions'));
    await expect(rows(page, 'game-actions')).toHaveCount(10);
    const from = page.getByLabel(tr('fi', 'transactions.filter.from', 'account'));
    const to = page.getByLabel(tr('fi', 'transactions.filter.to', 'account'));
    const show = page.getByRole('button', { name: tr('fi', 'transactions.filter.apply', 'account') });

    // Refused at the fields, the dates kept, nothing asked.
    await from.fill(helsinkiDay(30));
    await to.fill(helsinkiDay(100));
    await show.click();
    await expect(page.getByText(tr('fi', 'transactions.filter.errors.toBeforeFrom', 'account'))).toBeVisible();
    await expect(to).toHaveValue(helsinkiDay(100));
    await expect(page).toHaveURL(/gameactions$/);

    const [fromDay, toDay] = [helsinkiDay(100), helsinkiDay(30)];
    await from.fill(fromDay);
    await to.fill(toDay);
    const asked = page.waitForRequest((request) => request.url().startsWith(`${MOCK_URL}/main/transactions/games`) && new URL(request.url()).searchParams.has('startTime'));
    await show.click();
    const query = new URL((await asked).url()).searchParams;
    // Local midnight of the first day, and of the day after the last, in the player's (the browser's) zone.
    const [startTime, endTime] = await page.evaluate(([f, t]) => {
      const [fy = 0, fm = 1, fd = 1] = f.split('-').map(Number);
      const [ty = 0, tm = 1, td = 1] = t.split('-').map(Number);
      return [new Date(fy, fm - 1, fd).toISOString(), new Date(ty, tm - 1, td + 1).toISOString()];
    }, [fromDay, toDay] as const);
    expect([query.get('startTime'), query.get('endTime'), query.get('page')]).toEqual([startTime, endTime, '1']);
    await expect(page).toHaveURL(new RegExp(`gameactions\\?from=${fromDay}&to=${toDay}$`));

    const inRange = newestFirst(bets.filter((b) => b.createdTime >= startTime && b.createdTime < endTime));
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(bets.length);
    await expect(page.getByText(new RegExp(`^${inRange.length} pelitapahtuma(a)? ajalla `))).toBeVisible();
    await expect.poll(() => column(page, 'game-actions', 1)).toEqual(inRange.slice(0, 10).map((b) => b.productTranslation));
    expect(await column(page, 'game-actions', 2)).toEqual(inRange.slice(0, 10).map((b) => money(b.betAmount, 'fi')));
    // Ten or fewer: one page, no control.
    if (inRange.length <= 10) await expect(page.getByRole('navigation', { name: /^Sivut:/ })).toHaveCount(0);

    // A reload keeps the range; clearing it shows everything again, and Back brings it back.
    await page.reload();
    await expect(from).toHaveValue(fromDay);
    await expect(rows(page, 'game-actions')).toHaveCount(Math.min(10, inRange.length));
    await page.getByRole('button', { name: tr('fi', 'transactions.filter.clear', 'account') }).click();
    await expect(page).toHaveURL(/gameactions$/);
    await expect(from).toHaveValue('');
    await expect(rows(page, 'game-actions')).toHaveCount(10);
    await page.goBack();
    await expect(to).toHaveValue(toDay);
    await expect.poll(() => column(page, 'game-actions', 1)).toEqual(inRange.slice(0, 10).map((b) => b.productTranslation));
  });

  test('a failed list says so and asks again on request', async ({ page, worldId, qa }) => {
    await qaLogin(page, worldId, HISTORY);
    await qa('fail', { call: 'main.getWithdrawsTransactionsPages', times: 'always', errorCode: 119 });
    await page.goto(path('en', 'withdraw'));
    const failed = page.getByTestId('transactions-withdraws-failed');
    await expect(failed.getByTestId('api-error')).toBeVisible();
    await qa('fail/clear');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page, 'withdraws')).toHaveCount(10);
  });
});

test.describe('net position', () => {
  for (const locale of ['et', 'en'] as const) {
    test(`${locale}: the overview's figures, chart and table match the seeded history`, async ({ page, worldId }) => {
      await qaLogin(page, worldId, HISTORY);
      const history = seed();
      const months = lastMonths(new Date(), 12, TIME_ZONE);
      const expected = monthlyNetPosition({ deposits: history.deposits, withdrawals: history.withdrawals, months, timeZone: TIME_ZONE });
      expect(expected.deposits).toBeGreaterThan(0);
      expect(expected.withdrawals).toBeGreaterThan(0);
      await page.goto(path(locale));
      const section = page.getByTestId('net-position');
      await expect(section.getByTestId('net-position-net')).toContainText(money(expected.net, locale));
      await expect(section.getByTestId('net-position-deposits')).toContainText(money(expected.deposits, locale));
      await expect(section.getByTestId('net-position-withdrawals')).toContainText(money(expected.withdrawals, locale));
      await expect(section.getByTestId('net-position-pending')).toContainText(money(expected.pendingWithdrawals, locale));
      const chart = section.getByRole('img', { name: new RegExp(`^${tr(locale, 'transactions.net.chartTitle', 'account').replace(/\{\{period\}\}/, '')}`) });
      await expect(chart).toBeVisible();
      await expect(chart.locator('rect')).toHaveCount(expected.months.filter((m) => m.deposits > 0).length + expected.months.filter((m) => m.withdrawals > 0).length);
      await expect(section.getByTestId('net-position-summary')).toContainText(money(expected.net, locale));

      const toggle = section.getByTestId('net-position-toggle');
      await expect(toggle).toHaveAccessibleName(tr(locale, 'transactions.net.showTable', 'account'));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName(tr(locale, 'transactions.net.hideTable', 'account'));
      const table = section.getByTestId('net-position-table');
      const cells = async (index: number) => table.getByRole('rowgroup').nth(1).getByRole('row').locator(`> :nth-child(${index + 1}) .value`).allTextContents();
      expect(await cells(1)).toEqual(expected.months.map((m) => money(m.deposits, locale)));
      expect(await cells(2)).toEqual(expected.months.map((m) => money(m.withdrawals, locale)));
      expect(await cells(3)).toEqual(expected.months.map((m) => money(m.net, locale)));
    });
  }

  test('a player\'s pages do not shift as their data arrives after the first paint (CLS under 0.02)', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, HISTORY);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const [where, ready] of [
      [path('fi'), page.getByTestId('net-position-net')],
      [path('fi', 'deposits'), rows(page, 'deposits').first()],
      ['/en/profile/limits', page.getByTestId('cool-off')],
    ] as const) {
      await page.goto(where);
      await expect(ready).toBeVisible({ timeout: 10_000 });
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(cls, `${info.project.name} ${where}`).toBeLessThan(0.02);
    }
  });

  test('the box is reserved: the lists below do not move when the net position arrives', async ({ page, worldId, qa }, info) => {
    await qaLogin(page, worldId, HISTORY);
    // The withdrawals take a moment, as a slow backend's would: the net position waits for them.
    await qa('fail', { call: 'main.getWithdrawsTransactionsPages', times: 'always', delayMs: 1_500 });
    await page.goto(path('en'));
    const heading = page.getByRole('heading', { level: 2, name: 'Deposits' });
    await expect(page.getByTestId('net-position').getByRole('status')).toBeVisible();
    await expect(heading).toBeVisible();
    const before = (await heading.boundingBox())?.y;
    await expect(page.getByTestId('net-position-net')).toBeVisible({ timeout: 10_000 });
    const after = (await heading.boundingBox())?.y;
    expect(after, `${info.project.name}: the deposits heading moved`).toBe(before);
  });
});

for (const locale of LOCALES) {
  // Eight axe walks of a whole page, in two tests: one test for all eight ran past its time on a loaded machine.
  test(`${locale}: every transaction page passes axe`, phoneLocales(locale, 'en'), async ({ page, worldId, axe }, info) => {
    test.slow();
    await qaLogin(page, worldId, HISTORY);
    await page.goto(path(locale));
    await expect(page.getByTestId('net-position-net')).toBeVisible();
    await page.getByTestId('net-position-toggle').click();
    await settled(page, info);
    await axe(page);
    for (const list of ['deposits', 'withdraw'] as const) {
      await page.goto(path(locale, list));
      await expect(rows(page, list === 'deposits' ? 'deposits' : 'withdraws')).toHaveCount(10);
      await settled(page, info);
      await axe(page);
    }
    // The game actions with a bad range: the field errors are part of the page.
    await page.goto(`${path(locale, 'gameactions')}?from=${helsinkiDay(5)}&to=${helsinkiDay(9)}`);
    await expect(page.getByText(tr(locale, 'transactions.filter.errors.toBeforeFrom', 'account'))).toBeVisible();
    await expect(rows(page, 'game-actions')).toHaveCount(10);
    await settled(page, info);
    await axe(page);
  });

  test(`${locale}: every transaction panel passes axe`, phoneLocales(locale, 'fi'), async ({ page, worldId, axe }, info) => {
    test.slow();
    await qaLogin(page, worldId, HISTORY);
    await page.goto(path(locale));
    await expect(page.getByTestId('net-position-net')).toBeVisible();
    const panel = await openTransactionsPanel(page, info, locale);
    await axe(page);
    for (const entry of ['deposits', 'withdraws', 'gameActions'] as const) {
      await panel.getByRole('button', { name: tr(locale, `transactions.${entry}`, 'account') }).click();
      await expect(rows(panel, entry === 'gameActions' ? 'game-actions' : entry)).toHaveCount(10);
      await axe(page);
      await panel.getByRole('button', { name: tr(locale, 'sidebar.back') }).click();
    }
  });
}
