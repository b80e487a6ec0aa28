import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { expect, LOCALES, MOCK_URL, qaLogin, test, type Locale } from './fixtures';
import { phoneLocales } from './phone-locales';
import { pathOf } from './paths';
import { isMobile, openProfile, profileFrame as frame } from './player';
import { tr } from './translations';

const DOCS = 'documents@kasino.test'; // documents of every status; avatar id 42 (unknown: shown as 1)
const REGULAR = 'regular@kasino.test'; // avatar 7, no documents

const dt = (locale: Locale, key: string) => tr(locale, key, 'documents');

/** The profile opened, with its panel's title there. */
async function openProfilePanel(page: Page, info: TestInfo, locale: Locale = 'en'): Promise<Locator> {
  const panel = await openProfile(page, info);
  await expect(panel.getByRole('heading', { name: tr(locale, 'panels.profile') })).toBeVisible();
  return panel;
}

/** Opens a panel from the profile panel, as a player would: a menu entry after another. */
async function go(panel: Locator, entry: string, title: string) {
  await panel.getByRole('button', { name: entry }).click();
  await expect(panel.getByRole('heading', { name: title, exact: true })).toBeVisible();
}

/**
 * The uploads the backend receives. Routed, not just watched: a body holding a file reaches
 * Playwright only through a route (a watched request's postData() is empty).
 */
async function uploads(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route((url) => url.origin === MOCK_URL && url.pathname === '/main/player/documentUpload', async (route) => {
    if (route.request().method() === 'POST') seen.push(route.request());
    await route.continue();
  });
  return seen;
}

test.describe('documents, avatar and closing', () => {
  test('an upload of a good file, an oversize file and a wrong type gives the right per-file lists', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, REGULAR);
    const seen = await uploads(page);
    await page.goto('/en');
    const panel = await openProfilePanel(page, info);
    await go(panel, tr('en', 'profile.documents', 'account'), tr('en', 'panels.documents'));
    await expect(panel.getByText(dt('en', 'list.empty'))).toBeVisible();
    await go(panel, dt('en', 'list.upload'), tr('en', 'panels.upload-documents'));

    await panel.getByRole('combobox', { name: dt('en', 'upload.type') }).selectOption('identity');
    await panel.getByLabel(dt('en', 'upload.files')).setInputFiles([
      { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 passport') },
      { name: 'huge-scan.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    await panel.getByRole('button', { name: dt('en', 'upload.submit') }).click();

    const results = panel.getByTestId('upload-results');
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(dt('en', 'upload.someFailedChoose'));
    await expect(results.getByTestId('upload-succeeded').getByRole('listitem')).toHaveText(['passport.pdf']);
    await expect(results.getByTestId('upload-failed').getByRole('listitem')).toHaveText([
      'huge-scan.png is 3\u00a0MB; the maximum is 2\u00a0MB.',
      'notes.txt: only .pdf, .png, .jpg and .jpeg files are accepted.',
    ]);
    // The refused files never left; the good one did, with the spec's fields.
    expect(seen).toHaveLength(1);
    const body = seen[0]?.postData() ?? '';
    for (const field of ['name="name"\r\n\r\npassport.pdf', 'name="documentSide"\r\n\r\nany', 'name="documentType"\r\n\r\nidentity']) expect(body).toContain(field);

    // Back: the list has the new document, waiting for review.
    await results.getByRole('button', { name: dt('en', 'upload.back') }).click();
    const list = panel.getByTestId('documents-list');
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list.getByRole('row').nth(1)).toContainText(dt('en', 'types.identity'));
    await expect(list.getByRole('row').nth(1)).toContainText(dt('en', 'statuses.pending'));
    await expect(panel.getByTestId('verification-status')).toContainText(dt('en', 'verification.verified'));
  });

  test('the documents list shows every status, per locale', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, DOCS);
    await page.goto('/fi');
    const panel = await openProfilePanel(page, info, 'fi');
    await go(panel, tr('fi', 'profile.documents', 'account'), tr('fi', 'panels.documents'));
    const rows = panel.getByTestId('documents-list').getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText(dt('fi', 'types.sourceOfFunds'));
    await expect(rows.nth(2)).toContainText(dt('fi', 'sources.email'));
    for (const status of ['pending', 'approved', 'rejected']) await expect(panel.getByTestId('documents-list')).toContainText(dt('fi', `statuses.${status}`));
    await expect(panel.getByTestId('verification-status')).toContainText(dt('fi', 'verification.pending'));
    // A Finnish compact date with the time, the panel's cards having no room for the long one: "24.11.2026 klo 22.00".
    await expect(rows.nth(1)).toContainText(/\d{1,2}\.\d{1,2}\.\d{4} klo\s\d{1,2}\.\d{2}/u);
  });

  test('the avatar change shows at once in the profile panel and the account corner', async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, DOCS);
    await page.goto('/en');
    const panel = await openProfilePanel(page, info);
    // Avatar 42 is not this brand's: avatar 1 shows.
    await expect(panel.getByTestId('profile-avatar')).toHaveAttribute('data-avatar', '1');
    await go(panel, tr('en', 'profile.settings', 'account'), tr('en', 'panels.settings'));
    await go(panel, tr('en', 'settings.avatar', 'account'), tr('en', 'panels.avatar'));
    const group = panel.getByRole('group', { name: dt('en', 'avatar.legend') });
    await expect(group.getByRole('radio', { name: 'Avatar 1', exact: true })).toBeChecked();
    await group.getByRole('radio', { name: 'Avatar 12', exact: true }).check();
    await panel.getByRole('button', { name: dt('en', 'avatar.save') }).click();
    await expect(panel.getByTestId('avatar-notice')).toHaveText(dt('en', 'avatar.saved'));
    await panel.getByRole('button', { name: tr('en', 'sidebar.back'), exact: true }).click();
    await panel.getByRole('button', { name: tr('en', 'sidebar.back'), exact: true }).click();
    await expect(panel.getByTestId('profile-avatar')).toHaveAttribute('src', '/avatars/12.svg');
    if (!isMobile(info)) await expect(page.getByTestId('profile-dropdown-trigger').locator('img').first()).toHaveAttribute('src', '/avatars/12.svg');
    // The backend has it.
    const saved = await page.request.get(`${MOCK_URL}/second/user/avatar`);
    expect(await saved.json()).toMatchObject({ id: 12 });
  });

  test("the close panel's request reaches support prefilled", async ({ page, worldId }, info) => {
    await qaLogin(page, worldId, REGULAR);
    await page.goto('/en');
    const panel = await openProfilePanel(page, info);
    await go(panel, tr('en', 'profile.settings', 'account'), tr('en', 'panels.settings'));
    await go(panel, tr('en', 'panels.close'), tr('en', 'panels.close'));
    await expect(panel.getByTestId('self-exclusion-help')).toBeVisible();
    await expect(panel.getByRole('button', { name: dt('en', 'close.responsibleGaming') })).toBeVisible();
    await panel.getByRole('button', { name: dt('en', 'close.prepare') }).click();
    await expect(panel.getByText(dt('en', 'close.confirmRequired'))).toBeVisible();
    await panel.getByRole('combobox', { name: dt('en', 'close.reason') }).selectOption('notPlaying');
    await panel.getByRole('checkbox', { name: dt('en', 'close.confirm') }).check();
    await panel.getByRole('button', { name: dt('en', 'close.prepare') }).click();

    const mail = new URL((await panel.getByRole('link', { name: dt('en', 'close.email') }).getAttribute('href')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(`${dt('en', 'close.subject')} (1002)`);
    const body = mail.searchParams.get('body') ?? '';
    for (const line of ['Customer number: 1002', 'Email: regular@kasino.test', 'Nickname: Onnenpekka', `Country: ${tr('en', 'register.countryFIN', 'auth')}`, `Reason: ${dt('en', 'close.reasons.notPlaying')}`]) expect(body).toContain(line);

    await panel.getByRole('button', { name: dt('en', 'close.chat') }).click();
    const chat = page.getByTestId('chat-widget');
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('textbox')).toHaveValue(body);
  });

  for (const locale of LOCALES) {
    test(`every documents panel passes axe (${locale})`, phoneLocales(locale, 'et'), async ({ page, worldId, axe }, info) => {
      // Seven axe runs over five panels.
      test.setTimeout(120_000);
        await qaLogin(page, worldId, DOCS);
      const panel = frame(page, info);
      const panels: readonly [string, string][] = [
        ['documents', 'documents-list'],
        ['verification', 'verification-status'],
        ['upload-documents', 'upload-form'],
        ['avatar', 'avatar-form'],
        ['close', 'close-form'],
      ];
      for (const [key, testId] of panels) {
        // Over a content page: axe is about the panels here, and over the lobby a tile's
        // favourite toggle half under the open dropdown counts as a small target (target-size).
        await page.goto(`${pathOf('contentPage', locale)}?panel=${key}`);
        await expect(panel.getByRole('heading', { name: tr(locale, `panels.${key}`), exact: true })).toBeVisible();
        await expect(panel.getByTestId(testId)).toBeVisible();
        if (key === 'upload-documents') {
          // The results too: one file in, one refused.
          await panel.getByRole('combobox', { name: dt(locale, 'upload.type') }).selectOption('address');
          await panel.getByLabel(dt(locale, 'upload.files')).setInputFiles([
            { name: 'bill.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('jpeg') },
            { name: 'bill.gif', mimeType: 'image/gif', buffer: Buffer.from('gif') },
          ]);
          await axe(page);
          await panel.getByRole('button', { name: dt(locale, 'upload.submit') }).click();
          await expect(panel.getByTestId('upload-results')).toBeVisible();
        }
        if (key === 'close') {
          await panel.getByRole('checkbox', { name: dt(locale, 'close.confirm') }).check();
          await axe(page);
          await panel.getByRole('button', { name: dt(locale, 'close.prepare') }).click();
          await expect(panel.getByTestId('close-request')).toBeVisible();
        }
        await axe(page);
      }
    });
  }
});
