import { devices, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, qaLogin, test, whenHydrated } from './fixtures';
import { BUDGET_MS, measureInteraction, median } from './latency';
import { escapeRegExp, tr } from './translations';

/**
 * Issue 12: opening the search, the menu and the profile sidebar responds within 200 ms on a
 * CPU slowed 4×. "Responds" is what the browser's Event Timing API measures for the tap: from
 * the input to the next paint after its handlers (the interaction's longest event, as INP
 * counts it). The time until the panel is on screen, chunk download included, is recorded
 * beside it as an annotation. These run in their own project after the rest, one at a time,
 * so other tests do not share the CPU they measure (the measuring is e2e/latency.ts). The
 * account half's panels, fields and Back follow the openings, below.
 */
// One test after another in one worker (not serial: a slow opening does not skip the others).
test.describe.configure({ mode: 'default' });

const measureOpening = (page: Page, opener: Locator, opened: Locator) => measureInteraction(page, () => opener.click(), opened);

async function ready(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('navigation', { name: tr('en', 'nav.mobile') })).toBeVisible();
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: tr('en', 'nav.mobile') });

test('opening the search responds within 200 ms on a slowed CPU', async ({ page }, info) => {
  await ready(page, '/en');
  const result = await measureOpening(page, bottomBar(page).getByRole('button', { name: tr('en', 'nav.search') }), page.getByRole('dialog'));
  info.annotations.push({ type: 'latency', description: `search: response ${result.responseMs} ms, on screen ${result.visibleMs} ms` });
  expect(result.responseMs, JSON.stringify(result.events)).toBeLessThanOrEqual(BUDGET_MS);
});

test('opening the menu responds within 200 ms on a slowed CPU', async ({ page }, info) => {
  await ready(page, '/en');
  const result = await measureOpening(page, bottomBar(page).getByRole('button', { name: tr('en', 'nav.menu') }), page.getByTestId('sidebar'));
  info.annotations.push({ type: 'latency', description: `menu: response ${result.responseMs} ms, on screen ${result.visibleMs} ms` });
  expect(result.responseMs, JSON.stringify(result.events)).toBeLessThanOrEqual(BUDGET_MS);
});

test('opening the profile sidebar responds within 200 ms on a slowed CPU', async ({ page, worldId }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  await ready(page, '/en');
  await expect(page.getByTestId('mobile-toolbar')).toBeVisible();
  const result = await measureOpening(page, page.getByTestId('bottom-profile'), page.getByTestId('sidebar'));
  info.annotations.push({ type: 'latency', description: `profile: response ${result.responseMs} ms, on screen ${result.visibleMs} ms` });
  expect(result.responseMs, JSON.stringify(result.events)).toBeLessThanOrEqual(BUDGET_MS);
});

/*
 * The player's account half (issue 12, extended): going into the deposit, withdraw and
 * responsible-gaming panels and Back, typing an amount into the deposit, withdraw and loss-limit
 * fields, a quick amount and a checkbox, on the phone (the project's) and in the desktop
 * dropdown, in Finnish. Each of these is the median of three (the dropdown's opening is once,
 * as the openings above), so one slow frame of a shared CI host does not fail the test and a
 * slow interaction does. In this file, not a sibling: the project's two workers would run two
 * latency files side by side, sharing the CPU they measure.
 * Measured and chosen: docs/decisions.md, "The player's panels".
 */
const fi = (key: string, ns = 'common') => tr('fi', key, ns);
const ROUNDS = 3;

/**
 * The profile opened where the player opens it; the frame (sidebar or dropdown) it shows in.
 * With a recorder, the opening itself is measured too.
 */
async function openProfileOn(page: Page, phone: boolean, rec?: Recorder): Promise<Locator> {
  await page.goto('/fi', { waitUntil: 'networkidle' });
  const opener = phone ? page.getByTestId('bottom-profile') : page.getByTestId('profile-dropdown-trigger');
  if (phone) await expect(page.getByTestId('mobile-toolbar')).toBeVisible();
  await whenHydrated(opener);
  const frame = page.getByTestId(phone ? 'sidebar' : 'profile-dropdown');
  const cash = frame.getByTestId('profile-cash');
  if (rec) rec.add('open the profile', (await measureInteraction(page, () => opener.click(), cash)).responseMs);
  else {
    await opener.click();
    await expect(cash).toBeVisible();
  }
  return frame;
}

/** Records every figure on the test and checks each interaction's median against the budget. */
function recorder(info: TestInfo) {
  const figures = new Map<string, number[]>();
  return {
    add(name: string, ms: number) {
      figures.set(name, [...(figures.get(name) ?? []), ms]);
    },
    check() {
      for (const [name, values] of figures) {
        info.annotations.push({ type: 'latency', description: `${name}: median ${median(values)} ms of ${values.join(', ')}` });
        expect.soft(median(values), `${name}: ${values.join(', ')} ms`).toBeLessThanOrEqual(BUDGET_MS);
      }
    },
  };
}
type Recorder = ReturnType<typeof recorder>;

/** Into a panel from the profile and Back, ROUNDS times; `inside` runs on the panel (its field, buttons) on each visit. */
async function intoAndBack(page: Page, frame: Locator, rec: Recorder, name: string, button: Locator, body: Locator, inside: (round: number) => Promise<void>) {
  for (let round = 0; round < ROUNDS; round += 1) {
    rec.add(`→ ${name}`, (await measureInteraction(page, () => button.click(), body)).responseMs);
    await inside(round);
    rec.add(`back from ${name}`, (await measureInteraction(page, () => frame.getByTestId('panel-back').click(), frame.getByTestId('profile-cash'))).responseMs);
  }
}

/** A digit typed into a field that has focus. */
const typeDigit = (page: Page, digit: string) => () => page.keyboard.press(digit);

async function depositAndWithdraw(page: Page, frame: Locator, rec: Recorder) {
  const depositForm = frame.getByTestId('deposit-form');
  await intoAndBack(page, frame, rec, 'deposit', frame.getByRole('button', { name: fi('profile.deposit', 'account'), exact: true }), depositForm, async (round) => {
    await frame.getByRole('textbox', { name: fi('deposit.amount', 'account') }).click();
    rec.add('deposit: a digit', (await measureInteraction(page, typeDigit(page, String(round + 2)))).responseMs);
    const quick = frame.getByRole('group', { name: fi('deposit.quickAmounts', 'account') }).getByRole('button').nth(round);
    rec.add('deposit: a quick amount', (await measureInteraction(page, () => quick.click())).responseMs);
  });
  const amount = frame.getByRole('textbox', { name: fi('withdraw.amount', 'account') });
  await intoAndBack(page, frame, rec, 'withdraw', frame.getByRole('button', { name: fi('profile.withdraw', 'account'), exact: true }), amount, async (round) => {
    await amount.click();
    rec.add('withdraw: a digit', (await measureInteraction(page, typeDigit(page, String(round + 2)))).responseMs);
  });
}

test('phone: deposit and withdraw, their amounts, a quick amount and Back respond within 200 ms on a slowed CPU', async ({ page, worldId }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  const frame = await openProfileOn(page, true);
  const rec = recorder(info);
  await depositAndWithdraw(page, frame, rec);
  rec.check();
});

test('phone: a loss limit, its amount and its checkbox respond within 200 ms on a slowed CPU', async ({ page, worldId }, info) => {
  await qaLogin(page, worldId, 'regular@kasino.test');
  const frame = await openProfileOn(page, true);
  const rec = recorder(info);
  const limits = frame.getByTestId('responsible-gaming');
  const entry = frame.getByRole('button', { name: new RegExp(`^${escapeRegExp(fi('profile.responsibleGaming', 'account'))}`) });
  await intoAndBack(page, frame, rec, 'responsible gaming', entry, limits, async (round) => {
    const daily = frame.getByTestId('limit-dailyLoss');
    const field = daily.getByRole('textbox', { name: fi('kinds.dailyLoss.field', 'limits') });
    rec.add('limits: open a loss limit', (await measureInteraction(page, () => daily.getByRole('button', { expanded: false }).click(), field)).responseMs);
    await field.click();
    rec.add('limits: a digit', (await measureInteraction(page, typeDigit(page, String(round + 2)))).responseMs);
    rec.add('limits: the auto-renew checkbox', (await measureInteraction(page, () => daily.getByRole('checkbox').click())).responseMs);
  });
  rec.check();
});

test.describe('desktop', () => {
  const desktop = devices['Desktop Chrome'];
  test.use({ viewport: { width: 1440, height: 900 }, userAgent: desktop.userAgent, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

  test('desktop: the dropdown, deposit and withdraw, their amounts, a quick amount and Back respond within 200 ms on a slowed CPU', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, 'regular@kasino.test');
    const rec = recorder(info);
    const frame = await openProfileOn(page, false, rec);
    await depositAndWithdraw(page, frame, rec);
    rec.check();
  });
});
