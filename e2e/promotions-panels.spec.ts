import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, LOCALES, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { isMobile, openProfile } from './player';
import { formField } from './requests';
import { tr, trWith } from './translations';

/**
 * The account side of the promotions (#16), desktop and mobile, each test in its own mock world:
 * the campaigns panel (campaigns, free spins, loyalty points), reached from the profile panel,
 * and the profile badge that counts campaigns and free-spin bonuses.
 */

const BONUSES = 'bonuses@kasino.test'; // 13 free-spin bonuses, both campaigns: badge 15; 3450 points
const REGULAR = 'regular@kasino.test'; // stored payment details, both campaigns, no free spins: badge 2

const pr = (locale: Locale, key: string) => tr(locale, key, 'promotions');

/** The profile badge where the player sees it: the bottom bar on a phone, the account corner on desktop. */
const profileBadge = (page: Page, info: TestInfo): Locator =>
  isMobile(info) ? page.getByTestId('bottom-profile').getByTestId('profile-badge') : page.getByTestId('profile-dropdown-trigger').getByTestId('profile-badge');

/** Logs in, opens the profile where a player would and its campaigns link: the campaigns panel. */
async function openCampaigns(page: Page, info: TestInfo, worldId: string, email: string, locale: Locale = 'en'): Promise<Locator> {
  await qaLogin(page, worldId, email);
  await page.goto(`/${locale}`);
  const frame = await openProfile(page, info);
  await frame.getByRole('button', { name: new RegExp(`^${tr(locale, 'profile.campaigns', 'account')}`) }).click();
  await expect(frame.getByRole('heading', { name: tr(locale, 'panels.campaigns'), level: 2 })).toBeVisible();
  await expect(frame.getByTestId('campaigns-panel')).toBeVisible();
  return frame;
}

test.describe('promotions panels', () => {

  test('the campaigns panel leads to the bonus wheel with its spins, and closes behind the link', async ({ page, worldId }, info) => {
    const frame = await openCampaigns(page, info, worldId, REGULAR, 'fi');
    // The seeded regular player has 2 spins, counted on the link as on the navbar's badge.
    const link = frame.getByRole('link', { name: `${pr('fi', 'wheel.open')} ${trWith('fi', 'nav.spins_other', { count: 2 })}` });
    await expect(link.getByTestId('campaigns-wheel-spins').locator('[aria-hidden="true"]')).toHaveText('2');
    await link.click();
    await expect(page).toHaveURL(/\/fi\/bonuswheel$/);
    await expect(frame).toBeHidden();
  });
  test('a free-spin bonus cancelled: asked first, the result for 5 s, the list asked again and the badge one less', async ({ page, worldId }, info) => {
    const frame = await openCampaigns(page, info, worldId, BONUSES);
    await expect(profileBadge(page, info)).toHaveText(/^15/);
    const spins = frame.getByTestId('free-spins');
    await expect(spins.getByRole('heading', { name: `${pr('en', 'freeSpins.title')} (13)` })).toBeVisible();
    const first = spins.getByTestId('free-spin').first();
    const name = (await first.getByRole('heading', { level: 4 }).textContent()) ?? '';
    await first.getByRole('button', { name: pr('en', 'freeSpins.cancel') }).click();
    await expect(first.getByText(trWith('en', 'freeSpins.confirmQuestion', { name }, 'promotions'))).toBeVisible();
    const cancel = page.waitForRequest((request) => request.url().includes('/player/bonuses/freeSpins/cancel'));
    await first.getByRole('button', { name: pr('en', 'freeSpins.confirm') }).click();
    expect(formField(await cancel, 'freeSpinsBonusId')).toBe('9701');
    const result = spins.getByTestId('free-spin-result');
    await expect(result).toContainText(trWith('en', 'freeSpins.cancelled', { name }, 'promotions'));
    const shownAt = Date.now();
    // The result stays for 5 s (the 10 s poll may update the count meanwhile), then the list is back, one bonus fewer.
    await expect(result).toHaveCount(0, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await expect(spins.getByRole('heading', { name: `${pr('en', 'freeSpins.title')} (12)` })).toBeVisible();
    await expect(spins.getByTestId('free-spin').first().getByRole('heading', { level: 4 })).not.toHaveText(name);
    await expect(profileBadge(page, info)).toHaveText(/^14/);
  });

  test('the free-spin list pages above 10', async ({ page, worldId }, info) => {
    const frame = await openCampaigns(page, info, worldId, BONUSES);
    const spins = frame.getByTestId('free-spins');
    await expect(spins.getByTestId('free-spin')).toHaveCount(10);
    const pager = spins.getByRole('navigation', { name: pr('en', 'freeSpins.pages') });
    await expect(pager).toContainText(trWith('en', 'freeSpins.pageOf', { page: 1, count: 2 }, 'promotions'));
    const page2 = page.waitForRequest((request) => request.url().includes('/player/bonuses/freeSpins?page=2'));
    await pager.getByRole('button', { name: pr('en', 'freeSpins.next') }).click();
    await page2;
    await expect(spins.getByTestId('free-spin')).toHaveCount(3);
    await expect(pager).toContainText(trWith('en', 'freeSpins.pageOf', { page: 2, count: 2 }, 'promotions'));
    // Each names its game, linking to the game's page.
    await expect(spins.getByTestId('free-spin').first().getByRole('link')).toHaveAttribute('href', /^\/en\/game\/[a-z0-9-]+\/play$/);
    await pager.getByRole('button', { name: pr('en', 'freeSpins.previous') }).click();
    await expect(spins.getByTestId('free-spin')).toHaveCount(10);
  });

  test('campaigns with 125 ask for payment details and lead to the deposit', async ({ page, worldId, qa }, info) => {
    await qa('fail', { call: 'main.getDepositCampaigns', times: 5, errorCode: 125 });
    const frame = await openCampaigns(page, info, worldId, REGULAR, 'fi');
    const notice = frame.getByTestId('campaigns-no-payment-details');
    await expect(notice).toContainText(pr('fi', 'campaigns.noPaymentDetails'));
    await notice.getByRole('button', { name: pr('fi', 'campaigns.addPaymentDetails') }).click();
    await expect(frame.getByRole('heading', { name: tr('fi', 'panels.deposit'), level: 2 })).toBeVisible();
    await expect(frame.getByTestId('deposit-form')).toBeVisible();
  });

  test('a campaign leads to a deposit that the backend receives with the campaign; the badge follows', async ({ page, worldId }, info) => {
    const frame = await openCampaigns(page, info, worldId, REGULAR);
    await expect(profileBadge(page, info)).toHaveText(/^2/);
    // The player's language is Finnish: the backend names campaigns in it; money follows the page.
    const campaign = frame.getByTestId('campaign').filter({ hasText: 'Talletusbonus 50 %' });
    await expect(campaign).toContainText('€20');
    await expect(campaign).toContainText('€100');
    await expect(campaign).toContainText('30×');
    await campaign.getByRole('button', { name: pr('en', 'campaigns.deposit') }).click();
    await expect(frame.getByTestId('deposit-campaign')).toContainText('Campaign: Talletusbonus 50 %. Minimum deposit €20.');
    await frame.getByRole('button', { name: '€50', exact: true }).click();
    const sent = page.waitForRequest((request) => request.url().includes('/payment/confirmDeposit'));
    await frame.getByTestId('deposit-submit').click();
    const request = await sent;
    expect(formField(request, 'campaignId')).toBe('101');
    expect(formField(request, 'amount')).toBe('50.00');
    await expect(frame.getByTestId('deposit-result')).toHaveAttribute('data-outcome', 'ok');
    // The campaign was taken up: one campaign fewer on the badge.
    await expect(profileBadge(page, info)).toHaveText(/^1/);
  });

  test('loyalty points converted, and a bad amount refused', async ({ page, worldId }, info) => {
    const frame = await openCampaigns(page, info, worldId, BONUSES, 'et');
    const loyalty = frame.getByTestId('loyalty');
    await expect(loyalty.getByTestId('loyalty-points')).toHaveText('3450');
    const field = loyalty.getByRole('textbox', { name: pr('et', 'points.amount') });
    let converts = 0;
    page.on('request', (request) => {
      if (request.url().includes('/player/convertLoyaltyPoints')) converts += 1;
    });
    await field.fill('12,5');
    await loyalty.getByRole('button', { name: pr('et', 'points.submit') }).click();
    await expect(loyalty.getByText(pr('et', 'points.errors.whole'))).toBeVisible();
    await expect(field).toHaveValue('12,5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('5000');
    await loyalty.getByRole('button', { name: pr('et', 'points.submit') }).click();
    await expect(loyalty.getByText(pr('et', 'points.errors.tooMany'))).toBeVisible();
    expect(converts).toBe(0);
    await field.fill('450');
    const sent = page.waitForRequest((request) => request.url().includes('/player/convertLoyaltyPoints'));
    await loyalty.getByRole('button', { name: pr('et', 'points.submit') }).click();
    expect(formField(await sent, 'pointAmount')).toBe('450');
    await expect(loyalty.getByTestId('loyalty-result')).toHaveText(trWith('et', 'points.converted', { points: 450, amount: '4,50\u00a0€', balance: '3000' }, 'promotions'));
    await expect(loyalty.getByTestId('loyalty-points')).toHaveText('3000');
  });

  test('a conversion whose answer was lost is asked again with the same key, and converts once', async ({ page, worldId }, info) => {
    // The first conversion reaches the backend, which converts, and its answer is lost on the way back.
    const keys: string[] = [];
    await page.route((url) => url.pathname.endsWith('/player/convertLoyaltyPoints'), async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    const frame = await openCampaigns(page, info, worldId, BONUSES, 'fi');
    const loyalty = frame.getByTestId('loyalty');
    await expect(loyalty.getByTestId('loyalty-points')).toHaveText('3\u00a0450');
    await loyalty.getByRole('textbox', { name: pr('fi', 'points.amount') }).fill('450');
    const submit = loyalty.getByRole('button', { name: pr('fi', 'points.submit') });
    await submit.click();
    await expect(loyalty.getByTestId('loyalty-failure')).toContainText(pr('fi', 'points.failed'));
    await submit.click();
    await expect(loyalty.getByTestId('loyalty-result')).toHaveText(trWith('fi', 'points.converted', { points: 450, amount: '4,50\u00a0€', balance: '3\u00a0000' }, 'promotions'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    // Converted once: 450 of the 3450 points, not 900.
    await expect(loyalty.getByTestId('loyalty-points')).toHaveText('3\u00a0000');
  });

  test('loyalty points that could not be loaded say so, and Try again loads them', async ({ page, worldId, qa }, info) => {
    await qa('fail', { call: 'main.loyalty', times: 'always', errorCode: 235 });
    const frame = await openCampaigns(page, info, worldId, BONUSES);
    const failed = frame.getByTestId('loyalty').getByTestId('loyalty-load-failed');
    await expect(failed.getByText(pr('en', 'points.loadFailed'))).toBeVisible();
    await expect(failed.getByTestId('api-error')).toContainText(tr('en', 'amlBlocked', 'errors'));
    await qa('fail/clear');
    await failed.getByRole('button', { name: pr('en', 'retry') }).click();
    await expect(frame.getByTestId('loyalty-points')).toHaveText('3,450');
    await expect(frame.getByTestId('loyalty-load-failed')).toHaveCount(0);
  });

  for (const locale of LOCALES) {
    test(`${locale}: axe finds nothing on the campaigns panel, a cancel's confirmation and the deposit with a campaign`, phoneLocales(locale, 'fi'), async ({ page, worldId, axe }, info) => {
      // Four axe runs over a long panel.
      test.setTimeout(120_000);
      const frame = await openCampaigns(page, info, worldId, BONUSES, locale);
      await expect(frame.getByTestId('campaign')).toHaveCount(2);
      await expect(frame.getByTestId('free-spin')).toHaveCount(10);
      await expect(frame.getByTestId('loyalty-points')).toBeVisible();
      await axe(page);
      await frame.getByTestId('free-spin-cancel').first().click();
      await expect(frame.getByTestId('free-spin-keep')).toBeFocused();
      await axe(page);
      await frame.getByTestId('loyalty').getByRole('button', { name: pr(locale, 'points.submit') }).click();
      await expect(frame.getByText(pr(locale, 'points.errors.required'))).toBeVisible();
      await axe(page);
      await frame.getByTestId('campaign').first().getByRole('button', { name: pr(locale, 'campaigns.deposit') }).click();
      await expect(frame.getByTestId('deposit-campaign')).toBeVisible();
      await axe(page);
      // Everything in the form stays inside the panel: "Tee sissemakse ilma kampaaniata", on one
      // line, made the form wider than a phone's sidebar and cut its right edge off.
      const panelRight = await frame.evaluate((panel) => panel.getBoundingClientRect().right);
      const widest = await frame.getByTestId('deposit-form').evaluate((form) => Math.max(...[form, ...form.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right)));
      expect(widest).toBeLessThanOrEqual(panelRight);
    });
  }

  test('125 state and a cancel result pass axe too', async ({ page, worldId, qa, axe }, info) => {
    await qa('fail', { call: 'main.getDepositCampaigns', times: 5, errorCode: 125 });
    const frame = await openCampaigns(page, info, worldId, BONUSES);
    await expect(frame.getByTestId('campaigns-no-payment-details')).toBeVisible();
    await frame.getByTestId('free-spin-cancel').first().click();
    await frame.getByTestId('free-spin-confirm').click();
    await expect(frame.getByTestId('free-spin-result')).toBeVisible();
    await axe(page);
  });
});
