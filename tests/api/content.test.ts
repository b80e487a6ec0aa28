import { http, HttpResponse } from 'msw';
import {
  EMPTY_GAMES_PAGE,
  EMPTY_SITE_SETTINGS,
  getAffiliate,
  getAffiliatePage,
  getAffiliates,
  getChildGameGroups,
  getGameById,
  getGameBySlug,
  getGameGroups,
  getGames,
  getGamesByGroupId,
  getGamesInGroups,
  getGroupGames,
  getPage,
  getPageSlugs,
  lookupPage,
  getParentCategoryGames,
  getPopups,
  getProviderGames,
  getSiteSettings,
  getSuppliers,
} from '@/api/content';
import { contentMediaUrl } from '@/api/schemas/content';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { QA_HEADER } from '@/mocks/guards';
import { WORLD_HEADER } from '@/mocks/world/select';
import { resetWorld } from '@/mocks/world/worlds';
import { server } from '../utils/msw';
import { TEST_PREVIEW_TOKEN, useEnv } from '../utils/env';

const MOCK = 'http://localhost:4010';
const qa = (path: string, body: unknown) =>
  fetch(`${MOCK}/__qa/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', [QA_HEADER]: '1', [WORLD_HEADER]: 'default' }, body: JSON.stringify(body) });

const catalogue = getCatalogue();
const firstGame = catalogue.games[0];
const supplier = catalogue.suppliers[0];
if (!firstGame || !supplier) throw new Error('empty catalogue');

beforeEach(() => resetWorld());

describe('content client: pages, news, settings, popups, affiliates', () => {
  it('getPage answers a page in every locale, null when unknown or a draft', async () => {
    const page = await getPage('terms');
    expect(page).toMatchObject({ slug: 'terms', type: 'page', title: { fi: 'Käyttöehdot', en: 'Terms and conditions', et: 'Kasutustingimused' } });
    expect(page?.body.et).toContain('Mängukonto');
    expect(await getPage('no-such-page')).toBeNull();
    expect(await getPage('christmas-calendar')).toBeNull();
    expect(await getPage('')).toBeNull();
  });

  describe('drafts and unpublished changes, only with the preview token', () => {
    const TOKEN = TEST_PREVIEW_TOKEN;
    useEnv('CONTENT_PREVIEW_TOKEN', TOKEN);
    const found = async (slug: string, previewToken?: string) => {
      const result = await lookupPage(slug, { previewToken });
      return result.status === 'found' ? result.item : result.status;
    };

    it('answers the draft campaign, page and article with the right token', async () => {
      expect(await found('christmas-calendar', TOKEN)).toMatchObject({ status: 'draft', type: 'campaign', title: { en: 'Christmas calendar' } });
      expect(await found('vip-programme', TOKEN)).toMatchObject({ status: 'draft', type: 'page' });
      expect(await found('summer-tournament-announced', TOKEN)).toMatchObject({ status: 'draft', type: 'article' });
    });

    it('refuses drafts as missing without the token, with a wrong one, and when the service has none configured', async () => {
      expect(await found('christmas-calendar')).toBe('missing');
      expect(await found('christmas-calendar', `${TOKEN}x`)).toBe('missing');
      expect(await found('vip-programme', 'wrong')).toBe('missing');
      delete process.env.CONTENT_PREVIEW_TOKEN;
      expect(await found('christmas-calendar', TOKEN)).toBe('missing');
    });

    it('shows an unpublished change only with the token, and never lists it', async () => {
      expect(await found('weekend-free-spins')).toMatchObject({ title: { en: 'Weekend free spins' } });
      expect(await found('weekend-free-spins', TOKEN)).toMatchObject({ title: { en: 'Weekend free spins: now 40 spins' } });
      expect(JSON.stringify(await getPageSlugs())).not.toMatch(/now 40|christmas-calendar|vip-programme|summer-tournament/);
    });

    it('is what a preview query parameter never unlocks', async () => {
      const response = await fetch(`${process.env.NEXT_PUBLIC_CONTENT_API_URL}/pages?slug=christmas-calendar&preview=true`);
      expect(response.status).toBe(404);
    });
  });

  it('getPageSlugs lists published pages, campaigns and articles without bodies', async () => {
    const pages = await getPageSlugs();
    const slugs = pages.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['terms', 'bonus-terms', 'welcome-offer', 'how-loss-limits-work']));
    expect(slugs).not.toContain('christmas-calendar');
    expect(pages[0]).not.toHaveProperty('body');
    const articles = pages.filter((p) => p.type === 'article');
    expect(articles).toHaveLength(12);
    expect(articles[0]?.thumbnail).toBe(`${MOCK}/content/media/banners/${articles[0]?.slug}.png`);
    expect(articles[0]?.date_parsed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('getSiteSettings answers per locale; getPopups answers the popups', async () => {
    const fi = await getSiteSettings('fi');
    expect(fi).toMatchObject({ lang: 'fi', site_name: 'Kasino', support_email: 'tuki@kasino.example' });
    expect(fi.footer_links.flatMap((g) => g.links).map((l) => l.page)).toContain('terms');
    expect((await getSiteSettings('et')).footer_html).toContain('21+');
    const popups = await getPopups();
    expect(popups.map((p) => p.target).sort()).toEqual(['all', 'loggedIn', 'loggedOut']);
    expect(popups[0]?.html.fi).toContain('Tervetuloa');
  });

  it('getAffiliate, getAffiliates and getAffiliatePage', async () => {
    expect(await getAffiliate('1')).toMatchObject({ reference: '1', granted_free_spins: 0, free_spin_game: null });
    const nordic = await getAffiliate('nordicbonus');
    expect(nordic?.granted_free_spins).toBe(20);
    expect(nordic?.free_spin_game?.title).toBeTruthy();
    expect(nordic?.message_et).toContain(nordic?.free_spin_game?.title);
    expect(await getAffiliate('nobody')).toBeNull();
    expect((await getAffiliates()).map((a) => a.reference)).toEqual(['1', 'nordicbonus', 'kasinoopas', 'slotiarvustus']);
    expect(await getAffiliatePage(1)).toMatchObject({ id: 1, affiliate: 'nordicbonus' });
    expect((await getAffiliatePage('kasinoopas'))?.title.en).toContain('Kasino-opas');
    expect(await getAffiliatePage(99)).toBeNull();
  });
});

describe('content client: games, groups, suppliers', () => {
  it('getGameGroups answers the top level; getChildGameGroups the children', async () => {
    const groups = await getGameGroups();
    expect(groups.every((g) => g.parent === null)).toBe(true);
    expect(groups.find((g) => g.slug === 'summer-specials')?.game_count).toBe(0);
    expect(groups.map((g) => g.order)).toEqual([...groups.map((g) => g.order)].sort((a, b) => a - b));
    const children = await getChildGameGroups();
    expect(children.length).toBeGreaterThanOrEqual(4);
    expect(children.every((g) => g.parent !== null)).toBe(true);
    const themes = groups.find((g) => g.slug === 'themes');
    expect((await getChildGameGroups('themes')).every((g) => g.parent === themes?.id)).toBe(true);
    expect(await getChildGameGroups('nope')).toEqual([]);
  });

  it('getGames answers every game, or a page of them, with absolute logo URLs', async () => {
    const all = await getGames();
    expect(all.total).toBe(catalogue.games.length);
    expect(all.games).toHaveLength(all.total);
    expect(all.games[0]?.logo).toBe(`${MOCK}/content/media/games/${all.games[0]?.id}.png`);
    const page = await getGames({ page: 3, pageSize: 50 });
    expect(page).toMatchObject({ total: catalogue.games.length, page: 3, pageSize: 50 });
    expect(page.games.map((g) => g.id)).toEqual(all.games.slice(100, 150).map((g) => g.id));
    expect((await getGames({ type: 'live' })).games.every((g) => g.type === 'live')).toBe(true);
    expect(await getGames({ page: 0 })).toEqual(EMPTY_GAMES_PAGE);
  });

  it('getGameById and getGameBySlug answer one game or null', async () => {
    expect(await getGameById(firstGame.id)).toMatchObject({ slug: firstGame.slug, release_date: firstGame.release_date });
    expect(await getGameBySlug(firstGame.slug)).toMatchObject({ id: firstGame.id });
    expect(await getGameById(999_999)).toBeNull();
    expect(await getGameById(1.5)).toBeNull();
    expect(await getGameBySlug('no-such-game')).toBeNull();
  });

  it('getGroupGames and getGamesByGroupId answer a group and a page of its games', async () => {
    const popular = await getGroupGames('popular', { pageSize: 10 });
    expect(popular).toMatchObject({ group: { slug: 'popular' }, total: 150, page: 1, pageSize: 10 });
    expect(popular?.games).toHaveLength(10);
    expect(await getGroupGames('nope')).toBeNull();
    const live = catalogue.groups.find((g) => g.type === 'live');
    const byId = await getGamesByGroupId(live?.id ?? 0, { liveCasino: true });
    expect(byId?.group.type).toBe('live');
    expect(byId?.games.every((g) => g.type === 'live')).toBe(true);
    expect(await getGamesByGroupId(popular?.group.id ?? 0, { liveCasino: true })).toBeNull();
    expect(await getGamesByGroupId(popular?.group.id ?? 0)).toMatchObject({ total: 150 });
  });

  it('getGamesInGroups answers one row per group with its first games', async () => {
    const rows = await getGamesInGroups({ perGroup: 6 });
    expect(rows).toHaveLength(catalogue.groups.length);
    for (const row of rows) expect(row.games.length).toBe(Math.min(6, row.total));
    expect(rows.find((r) => r.slug === 'all-slots')?.total).toBeGreaterThan(1800);
  });

  it('getParentCategoryGames answers a parent category, or one of its children', async () => {
    const themes = await getParentCategoryGames('themes', { pageSize: 12 });
    expect(themes?.children.length).toBeGreaterThanOrEqual(3);
    expect(themes).toMatchObject({ parent: { slug: 'themes' }, child: null, pageSize: 12 });
    const nordic = await getParentCategoryGames('themes', { child: 'nordic' });
    expect(nordic?.child?.slug).toBe('nordic');
    expect(nordic?.games).toHaveLength(nordic?.child?.game_count ?? -1);
    expect(await getParentCategoryGames('themes', { child: 'live-roulette' })).toBeNull();
    expect(await getParentCategoryGames('popular')).toBeNull();
  });

  it('getProviderGames answers a provider by name and getSuppliers the suppliers', async () => {
    const byName = await getProviderGames(supplier.name, { pageSize: 5 });
    expect(byName).toMatchObject({ supplier: { id: supplier.id, name: supplier.name }, total: supplier.game_count });
    expect(byName?.games.every((g) => g.supplier_id === supplier.id)).toBe(true);
    expect((await getProviderGames(supplier.slug))?.supplier.id).toBe(supplier.id);
    expect(await getProviderGames('Nobody Games')).toBeNull();
    const suppliers = await getSuppliers();
    expect(suppliers).toHaveLength(40);
    expect(suppliers[0]?.logo).toBe(`${MOCK}/content/media/suppliers/${suppliers[0]?.id}.png`);
  });

  it('serves the generated logos and banners as cacheable PNG of their size, the same bytes every time', async () => {
    const game = await getGameById(firstGame.id);
    const response = await fetch(game?.logo ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const logo = Buffer.from(await response.arrayBuffer());
    // A PNG's signature, then its header's width and height.
    expect(logo.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([320, 240]);
    expect(Buffer.from(await (await fetch(game?.logo ?? '')).arrayBuffer())).toEqual(logo);
    const other = await getGameById(firstGame.id + 1);
    expect(Buffer.from(await (await fetch(other?.logo ?? '')).arrayBuffer())).not.toEqual(logo);
    const badge = Buffer.from(await (await fetch(contentMediaUrl(supplier.logo))).arrayBuffer());
    expect([badge.readUInt32BE(16), badge.readUInt32BE(20)]).toEqual([320, 160]);
    const banner = await fetch(`${MOCK}/content/media/banners/terms.png`);
    expect(banner.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await banner.arrayBuffer()).readUInt32BE(16)).toBe(640);
    expect((await fetch(`${MOCK}/content/media/games/1.png`)).status).toBe(404);
    expect((await fetch(`${MOCK}/content/media/games/${firstGame.id}.svg`)).status).toBe(404);
  });
});

describe('content client failures', () => {
  const defaults: [string, () => Promise<unknown>, unknown][] = [
    ['getPage', () => getPage('terms'), null],
    ['getPageSlugs', getPageSlugs, []],
    ['getAffiliate', () => getAffiliate('1'), null],
    ['getAffiliates', getAffiliates, []],
    ['getAffiliatePage', () => getAffiliatePage(1), null],
    ['getSiteSettings', () => getSiteSettings('en'), EMPTY_SITE_SETTINGS],
    ['getPopups', getPopups, []],
    ['getGameGroups', getGameGroups, []],
    ['getChildGameGroups', () => getChildGameGroups(), []],
    ['getGames', () => getGames(), EMPTY_GAMES_PAGE],
    ['getGameById', () => getGameById(firstGame.id), null],
    ['getGameBySlug', () => getGameBySlug(firstGame.slug), null],
    ['getGroupGames', () => getGroupGames('popular'), null],
    ['getGamesByGroupId', () => getGamesByGroupId(2), null],
    ['getGamesInGroups', () => getGamesInGroups(), []],
    ['getParentCategoryGames', () => getParentCategoryGames('themes'), null],
    ['getProviderGames', () => getProviderGames(supplier.name), null],
    ['getSuppliers', getSuppliers, []],
  ];

  it.each(defaults)('%s returns its empty default when the call fails', async (_name, call, empty) => {
    await qa('fail', { call: '*', times: 'always', status: 503 });
    expect(await call()).toEqual(empty);
    await qa('fail/clear', {});
    expect(await call()).not.toEqual(empty);
  });

  it('treats an error code, malformed JSON or a wrong shape as a failure', async () => {
    await qa('fail', { call: 'content.games', errorCode: 115 });
    expect(await getGames()).toEqual(EMPTY_GAMES_PAGE);
    await qa('fail', { call: 'content.suppliers', malformed: true });
    expect(await getSuppliers()).toEqual([]);
    server.use(http.get('*/content/site-settings', () => HttpResponse.json({ settings: 'broken' })));
    expect(await getSiteSettings('fi')).toEqual(EMPTY_SITE_SETTINGS);
  });

  it('drops malformed items and translations instead of blanking a list', async () => {
    const good = { ...firstGame };
    server.use(
      http.get('*/content/games', () =>
        HttpResponse.json({ games: [good, { ...good, id: 'not-a-number' }, { ...good, release_date: '2026-01-01' }, { ...good, jackpot: 5 }], total: 4, page: 1, pageSize: 4 }),
      ),
      http.get('*/content/game-groups-translated', () =>
        HttpResponse.json({ groups: [{ id: 1, name: 'Popular', slug: 'popular', type: 'slot', title: { fi: 5, en: 'Popular' }, description: 'oops', game_count: 3 }, { id: 2 }] }),
      ),
    );
    const page = await getGames();
    // The ISO release date is unusable, not fatal: that game stays, never labelled new.
    expect(page.games.map((g) => g.release_date)).toEqual([good.release_date, null, good.release_date]);
    expect(page.games[2]?.jackpot).toBeUndefined();
    const groups = await getGameGroups();
    expect(groups).toEqual([{ id: 1, name: 'Popular', slug: 'popular', type: 'slot', parent: null, order: 0, title: { en: 'Popular' }, description: {}, game_count: 3 }]);
  });

  it('resolves media paths against the public content service, refusing other schemes', () => {
    expect(contentMediaUrl('/content/media/games/1001.png')).toBe(`${MOCK}/content/media/games/1001.png`);
    expect(contentMediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(contentMediaUrl('javascript:alert(1)')).toBe('');
    expect(contentMediaUrl('')).toBe('');
  });
});
