import type { Locator, Page } from '@playwright/test';
import { expect, LOCALES, qaLogin, test, type Locale } from './fixtures';
import { gamePath, playableGame } from './games';
import { phoneLocales } from './phone-locales';
import { pathOf } from './paths';
import { isMobile, openProfile, PASSWORD, profileFrame as frame } from './player';
import { tr, trWith } from './translations';
import { formField as field } from './requests';

const REGULAR = 'regular@kasino.test'; // no daily limit, weekly 1000 €, monthly 2000 €
const SPENT = 'spent@kasino.test'; // used amounts; the monthly limit is being removed
const PLAYER: Record<Locale, string> = { fi: REGULAR, en: SPENT, et: 'eesti@kasino.test' };

/** A limits string with its values filled in. */
const lt = (locale: Locale, key: string, values: Record<string, string> = {}, ns = 'limits') =>
  trWith(locale, key, values, ns);

const lossCall = (page: Page) => page.waitForRequest((request) => request.url().endsWith('/main/player/limit/loss') && request.method() === 'POST');

async function openPage(page: Page, worldId: string, email: string, locale: Locale = 'en'): Promise<Locator> {
  await qaLogin(page, worldId, email);
  await page.goto(pathOf('profileLimits', locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'routes.profileLimits'));
  const screen = page.getByTestId('responsible-gaming');
  await expect(screen).toBeVisible();
  return screen;
}

/** Opens a loss-limit accordion and answers its body. */
async function openLimit(screen: Locator, title: string): Promise<Locator> {
  const header = screen.getByRole('button', { name: new RegExp(`^${title}`) });
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name: new RegExp(`^${title}`) });
}

/** The size of a loss-limit header's text. */
const headerSize = (screen: Locator, locale: Locale) =>
  screen
    .getByRole('button', { name: new RegExp(`^${tr(locale, 'kinds.weeklyLoss.title', 'limits')}`) })
    .evaluate((button) => getComputedStyle(button).fontSize);

test.describe('limits', () => {
  test('each loss-limit rule refuses bad input with its own message, keeps it, and sends nothing', async ({ page, worldId }) => {
    const screen = await openPage(page, worldId, REGULAR);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/main/player/limit/loss')) calls.push(request.method());
    });
    const range = lt('en', 'limitRange', { min: '€10', max: '€100,000' }, 'forms');
    const cases: [string, string, string][] = [
      ['Daily loss limit', '5', range],
      ['Daily loss limit', '100001', range],
      ['Daily loss limit', '10.5', range],
      ['Daily loss limit', '1500', lt('en', 'order.noHigherThan.weeklyLoss', { amount: '€1,000' })],
      ['Monthly loss limit', '500', lt('en', 'order.noLowerThan.weeklyLoss', { amount: '€1,000' })],
    ];
    for (const [title, typed, message] of cases) {
      const body = await openLimit(screen, title);
      const amount = body.getByRole('textbox', { name: lt('en', `kinds.${title.startsWith('Daily') ? 'dailyLoss' : 'monthlyLoss'}.field`) });
      await amount.fill(typed);
      await body.getByRole('button', { name: lt('en', 'loss.save') }).click();
      await expect(body.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(amount).toHaveValue(typed);
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await screen.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    }
    // Spec 5: the message lasts 5 s.
    const daily = await openLimit(screen, 'Daily loss limit');
    await daily.getByRole('textbox').fill('9');
    await daily.getByRole('button', { name: lt('en', 'loss.save') }).click();
    await expect(daily.getByRole('alert').filter({ hasText: range })).toBeVisible();
    await expect(daily.getByRole('alert').filter({ hasText: range })).toHaveCount(0, { timeout: 7_000 });
    await expect(daily.getByRole('textbox')).toHaveValue('9');
    expect(calls).toEqual([]);
  });

  test('a good save reaches the backend and shows at once; a higher one waits with its time', async ({ page, worldId }) => {
    const screen = await openPage(page, worldId, REGULAR);
    const daily = await openLimit(screen, 'Daily loss limit');
    await daily.getByRole('textbox').fill('50');
    const sent = lossCall(page);
    await daily.getByRole('button', { name: lt('en', 'loss.save') }).click();
    const request = await sent;
    expect([field(request, 'dailyAmount'), field(request, 'dailyAutoRenew')]).toEqual(['50.00', 'true']);
    await expect(daily.getByTestId('limit-dailyLoss-notice')).toContainText(tr('en', 'errors.updateSuccess'));
    await expect(daily.getByTestId('limit-dailyLoss-notice')).toContainText(lt('en', 'loss.appliesNow'));
    await expect(screen.getByRole('button', { name: /^Daily loss limit/ })).toContainText('€50');
    await expect(daily.getByTestId('limit-current')).toHaveText('€50');
    await expect(daily.getByRole('progressbar', { name: lt('en', 'kinds.dailyLoss.used') })).toHaveAttribute('aria-valuetext', '€0 of €50');
    // The success message goes after 5 s.
    await expect(daily.getByTestId('limit-dailyLoss-notice')).toHaveCount(0, { timeout: 7_000 });

    const weekly = await openLimit(screen, 'Weekly loss limit');
    await weekly.getByRole('textbox').fill('1500');
    await weekly.getByRole('button', { name: lt('en', 'loss.save') }).click();
    await expect(weekly.getByTestId('limit-pending')).toContainText(/Change waiting: €1,500 from \d{1,2} \w+ \d{4} at\s\d{2}:\d{2}, once you confirm it\./);
    await expect(weekly.getByTestId('limit-current')).toHaveText('€1,000');
  });

  test('a limit is removed after the player confirms the removal', async ({ page, worldId }) => {
    const screen = await openPage(page, worldId, REGULAR);
    const weekly = await openLimit(screen, 'Weekly loss limit');
    await weekly.getByRole('button', { name: lt('en', 'loss.remove') }).click();
    const confirm = weekly.getByTestId('limit-remove-confirm');
    await expect(confirm.getByText(lt('en', 'loss.removeQuestion', { limit: 'weekly loss limit', amount: '€1,000' }))).toBeFocused();
    const sent = lossCall(page);
    await confirm.getByRole('button', { name: lt('en', 'loss.removeYes') }).click();
    const request = await sent;
    expect([field(request, 'weeklyAmount'), field(request, 'weeklyRemovalConfirmed')]).toEqual(['0.00', 'true']);
    await expect(weekly.getByTestId('limit-pending')).toContainText(/^Removal waiting: no limit from .+, once you confirm it\./);
    await expect(weekly.getByRole('button', { name: lt('en', 'loss.remove') })).toHaveCount(0);
    // Until the removal is confirmed, the limit stays.
    await expect(weekly.getByTestId('limit-current')).toHaveText('€1,000');
  });

  test('a cool-off takes the right password after a wrong one, and shows its end', async ({ page, worldId }) => {
    const screen = await openPage(page, worldId, REGULAR, 'fi');
    const block = screen.getByTestId('cool-off');
    await block.getByRole('radio', { name: lt('fi', 'coolOff.day_one', { count: '1' }) }).check();
    await block.getByRole('button', { name: lt('fi', 'coolOff.continue') }).click();
    const confirm = block.getByTestId('cool-off-confirm');
    await expect(confirm.getByRole('heading', { name: lt('fi', 'coolOff.confirmTitle') })).toBeFocused();
    await expect(confirm).toContainText(/Tauon pituus on 1 päivä\. Se alkaa heti, kun vahvistat sen, ja päättyy noin \d{1,2}\. \p{L}+ \d{4} klo\s\d{1,2}\.\d{2}\./u);
    const password = confirm.getByLabel(lt('fi', 'coolOff.password'));
    await password.fill('vaara-salasana');
    await confirm.getByRole('button', { name: lt('fi', 'coolOff.submit') }).click();
    await expect(confirm.getByRole('alert').filter({ hasText: lt('fi', 'coolOff.wrongPassword') })).toBeVisible();
    await expect(password).toHaveValue('vaara-salasana');
    await password.fill(PASSWORD);
    await confirm.getByRole('button', { name: lt('fi', 'coolOff.submit') }).click();
    const active = block.getByTestId('cool-off-active');
    await expect(active).toContainText(/Pelitaukosi on alkanut\. Se päättyy \d{1,2}\. \p{L}+ \d{4} klo\s\d{1,2}\.\d{2}\./u);
    // Back on the page later: the cool-off and its end are there.
    await page.reload();
    await expect(page.getByTestId('cool-off-active')).toContainText(/Olet pelitauolla \d{1,2}\. \p{L}+ \d{4} klo\s\d{1,2}\.\d{2} asti\./u);
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('the responsible-gaming panel is the same screen, opened from the profile', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, SPENT);
    await page.goto('/en');
    const panel = await openProfile(page, info);
    await panel.getByRole('button', { name: tr('en', 'profile.responsibleGaming', 'account') }).click();
    await expect(panel.getByRole('heading', { name: tr('en', 'panels.responsible-gaming') })).toBeFocused();
    const screen = panel.getByTestId('responsible-gaming');
    await expect(screen.getByRole('heading', { level: 3, name: lt('en', 'coolOff.title') })).toBeVisible();
    const monthly = await openLimit(screen, 'Monthly loss limit');
    await expect(monthly.getByRole('progressbar', { name: lt('en', 'kinds.monthlyLoss.used') })).toHaveAttribute('aria-valuetext', '€320 of €500');
    await expect(monthly.getByTestId('limit-pending')).toContainText(/^Removal waiting: no limit from /);
    // The reality-check interval, chosen here.
    const reality = screen.getByTestId('reality-check');
    await reality.getByRole('combobox', { name: lt('en', 'reality.field') }).selectOption({ label: lt('en', 'reality.option_other', { count: '30' }) });
    await reality.getByRole('button', { name: lt('en', 'loss.save') }).click();
    await expect(reality.getByTestId('reality-check-current')).toContainText(lt('en', 'reality.every_other', { count: '30' }));
    if (!isMobile(info)) await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(550);
  });

  test('a player in a cool-off is refused real play with 217, told deposits are closed until the break ends, and led to the limits', async ({ page, request, worldId }, info) => {
    const game = await playableGame(request);
    await qaLogin(page, worldId, 'cooloff@kasino.test');
    await page.goto(gamePath('en', game.slug));
    const refusal = page.getByTestId('api-error');
    await expect(refusal).toContainText(tr('en', 'coolOff', 'errors'));
    await expect(refusal.getByTestId('cool-off-help')).toContainText(lt('en', 'help.demoOpen'));
    await expect(page.getByTestId('game-frame')).toHaveCount(0);

    if (isMobile(info)) await page.getByTestId('bottom-profile').click();
    else await page.getByTestId('profile-dropdown-trigger').click();
    const panel = frame(page, info);
    // The corner offers no 24-hour break that would change nothing: it says until when the break lasts.
    await expect(page.getByTestId('quick-stop')).toHaveCount(0);
    await panel.getByRole('button', { name: tr('en', 'profile.deposit', 'account'), exact: true }).click();
    const closed = panel.getByTestId('deposit-cool-off');
    await expect(closed).toContainText(/^Deposits are closed during your break, until \d{1,2} \w+ \d{4} at\s\d{2}:\d{2}\./);
    await expect(panel.getByTestId('deposit-submit')).toHaveCount(0);
    await closed.getByRole('button', { name: tr('en', 'deposit.coolOff.limits', 'account') }).click();
    await expect(panel.getByTestId('cool-off-active')).toContainText(/You are on a cool-off until \d{1,2} \w+ \d{4} at\s\d{2}:\d{2}\./);

    // The game's refusal leads to the limits page.
    await page.goto(gamePath('en', game.slug));
    await refusal.getByRole('link', { name: lt('en', 'help.coolOffLink') }).click();
    await expect(page).toHaveURL(/\/en\/profile\/limits$/);
    await expect(page.getByTestId('responsible-gaming').getByTestId('cool-off-active')).toContainText(/You are on a cool-off until \d{1,2} \w+ \d{4} at\s\d{2}:\d{2}\./);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the page and the panel pass axe, with a field error, a message and the cool-off confirmation`, phoneLocales(locale, 'fi'), async ({ page, worldId, axe }, info) => {
      test.slow();
      const screen = await openPage(page, worldId, PLAYER[locale], locale);
      // The page's limit headers are the panel's size (below); they took the section title's
      // 20 px on the page and wrapped to two lines on a phone in et.
      const onPage = await headerSize(screen, locale);
      await axe(page);
      const daily = await openLimit(screen, tr(locale, 'kinds.dailyLoss.title', 'limits'));
      await daily.getByRole('textbox').fill('5');
      await daily.getByRole('button', { name: lt(locale, 'loss.save') }).click();
      await expect(daily.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      const block = screen.getByTestId('cool-off');
      await block.getByRole('radio').first().check();
      await block.getByRole('button', { name: lt(locale, 'coolOff.continue') }).click();
      await expect(block.getByTestId('cool-off-confirm')).toBeVisible();
      await axe(page);

      if (isMobile(info)) await page.getByTestId('bottom-profile').click();
      else await page.getByTestId('profile-dropdown-trigger').click();
      const panel = frame(page, info);
      await panel.getByRole('button', { name: tr(locale, 'profile.responsibleGaming', 'account') }).click();
      await expect(panel.getByTestId('responsible-gaming')).toBeVisible();
      expect(await headerSize(panel, locale)).toBe(onPage);
      await openLimit(panel.getByTestId('responsible-gaming'), tr(locale, 'kinds.weeklyLoss.title', 'limits'));
      await axe(page);
    });
  }
});
