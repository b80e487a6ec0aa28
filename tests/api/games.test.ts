import { http, HttpResponse } from 'msw';
import {
  addFavourite,
  getDemoGame,
  getFavourites,
  getGroups,
  getJackpots,
  getMenu,
  getRealGame,
  getRecentGames,
  removeFavourite,
  search,
} from '@/api/main/games';
import { gamesHandlers, jackpotAmount } from '@/mocks/handlers/games';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { getWorld } from '@/mocks/world/worlds';
import { server } from '../utils/msw';
import { COOL_OFF, FIRST, REGULAR, signIn } from './session';

const MOCK = 'http://localhost:4010';
const catalogue = getCatalogue();
const [game1, game2] = catalogue.games;
const DISABLED = 1099;

beforeEach(() => server.use(...gamesHandlers));

const ids = (result: { success: boolean; data?: { id: number }[] | null }) => (result.success ? result.data?.map((g) => g.id) : result);

async function launchReal(gameId: number) {
  const result = await getRealGame(gameId);
  if (!result.success) throw new Error(`${result.errorCode} ${result.error}`);
  return new URL(result.data.url);
}

describe('favourites', () => {
  it('add and remove at once, newest first, per player', async () => {
    signIn(REGULAR);
    expect(ids(await getFavourites())).toEqual([]);
    expect(ids(await addFavourite(game1!.id))).toEqual([game1!.id]);
    expect(ids(await addFavourite(game2!.id))).toEqual([game2!.id, game1!.id]);
    expect(ids(await addFavourite(game1!.id))).toEqual([game2!.id, game1!.id]);
    expect(ids(await removeFavourite(game2!.id))).toEqual([game1!.id]);
    const list = await getFavourites();
    expect(list.success && list.data[0]).toMatchObject({ id: game1!.id, slug: game1!.slug, translation: game1!.translation, logo: `${MOCK}/content/media/games/${game1!.id}.png` });

    signIn(FIRST);
    expect(ids(await getFavourites())).toEqual([]);
  });

  it('answer 131 for an unknown game and 115 without a session', async () => {
    signIn(REGULAR);
    expect(await addFavourite(999_999)).toMatchObject({ success: false, errorCode: 131 });
    expect(await removeFavourite(0)).toMatchObject({ success: false, errorCode: 131 });
  });

  it('need a session', async () => {
    const results = await Promise.all([getFavourites(), addFavourite(game1!.id), removeFavourite(game1!.id), getRecentGames()]);
    for (const result of results) expect(result).toMatchObject({ success: false, errorCode: 115 });
  });
});

describe('game launch', () => {
  it('demo works without a session and opens the mock game page', async () => {
    const result = await getDemoGame(game1!.id);
    if (!result.success) throw new Error(result.error);
    expect(result.data.mode).toBe('demo');
    expect(result.data.url).toMatch(new RegExp(`^${MOCK}/game-host/${game1!.slug}\\?token=[^&]+&mode=demo&lang=en$`));
  });

  it('real money needs a session, and refuses unknown (131), disabled (132) and cool-off (217)', async () => {
    expect(await getRealGame(game1!.id)).toMatchObject({ success: false, errorCode: 115 });
    signIn(REGULAR);
    expect(await getRealGame(999_999)).toMatchObject({ success: false, errorCode: 131 });
    expect(await getDemoGame(DISABLED)).toMatchObject({ success: false, errorCode: 132 });
    expect(await getRealGame(DISABLED)).toMatchObject({ success: false, errorCode: 132 });
    expect(await getRealGame(game1!.id)).toMatchObject({ success: true, data: { mode: 'real' } });
    signIn(COOL_OFF);
    expect(await getRealGame(game1!.id)).toMatchObject({ success: false, errorCode: 217, params: { expireTimestamp: expect.any(String) } });
  });

  it('fails the call when the launch URL is not http(s)', async () => {
    server.use(http.get('*/main/game/demo/:id', () => HttpResponse.json({ success: true, url: 'javascript:alert(1)', mode: 'demo' })));
    expect(await getDemoGame(game1!.id)).toMatchObject({ success: false, errorCode: 100 });
  });

  it('puts real games at the front of recent games, without duplicates, at most 20', async () => {
    const player = signIn(REGULAR);
    await getDemoGame(game1!.id);
    expect(ids(await getRecentGames())).toEqual([]);
    await launchReal(game1!.id);
    await launchReal(game2!.id);
    await launchReal(game1!.id);
    expect(ids(await getRecentGames())).toEqual([game1!.id, game2!.id]);
    for (const game of catalogue.games.slice(10, 35)) if (game.id % 100 !== 99) await launchReal(game.id);
    expect(player.recentGames).toHaveLength(20);
    expect(player.recentGames[0]).toBe(catalogue.games[34]!.id);
    expect(new Set(player.recentGames).size).toBe(20);
  });
});

describe('navigation groups', () => {
  it('groups lists every group, empty ones included', async () => {
    const result = await getGroups();
    if (!result.success) throw new Error(result.error);
    expect(result.data).toHaveLength(catalogue.groups.length);
    expect(result.data.find((g) => g.slug === 'summer-specials')).toMatchObject({ game_count: 0, title: { en: 'Summer specials' } });
  });

  it('menu splits slots and live casino, with child groups under their parent', async () => {
    const result = await getMenu();
    if (!result.success) throw new Error(result.error);
    expect(result.data.slots.every((g) => g.type === 'slot' && g.parent === null)).toBe(true);
    expect(result.data.liveCasino.map((g) => g.slug)).toEqual(['live-roulette', 'live-blackjack', 'live-baccarat', 'game-shows', 'live-poker']);
    const themes = result.data.slots.find((g) => g.slug === 'themes');
    expect(themes?.children.map((c) => c.slug)).toEqual(['adventure', 'mythology', 'animals', 'ancient-egypt', 'nordic']);
  });
});

describe('jackpots', () => {
  it('come in cents and EUR for every catalogue jackpot, without a session', async () => {
    const result = await getJackpots();
    if (!result.success) throw new Error(result.error);
    expect(result.data.map((j) => j.id)).toEqual(catalogue.jackpots.map((j) => j.id));
    for (const jackpot of result.data) {
      const seed = catalogue.jackpots.find((j) => j.id === jackpot.id)!.amount;
      expect(jackpot).toMatchObject({ currency: 'EUR', name: expect.any(String) });
      expect(jackpot.amount).toBeGreaterThanOrEqual(seed);
      expect(Number.isInteger(jackpot.amount)).toBe(true);
    }
  });

  it('grow with the world clock', () => {
    const world = getWorld();
    const monday = Date.UTC(2026, 0, 5);
    const at = (ms: number) => {
      world.clockOffsetMs = ms - Date.now();
      return catalogue.jackpots.map((j) => jackpotAmount(j, world));
    };
    const early = at(monday + 60_000);
    const later = at(monday + 80_000);
    later.forEach((amount, i) => expect(amount).toBeGreaterThan(early[i]!));
  });
});

describe('search', () => {
  it('refuses keywords under 3 characters, locally and in the mock', async () => {
    expect(await search({ keyword: ' ab ', lang: 'en' })).toMatchObject({ success: false, errorCode: 400 });
    const response = await fetch(`${MOCK}/main/search?keyword=ab&lang=en`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 400 });
  });

  it('matches games case- and accent-insensitively, prefix matches first, at most 30', async () => {
    const books = await search({ keyword: 'BOOK', lang: 'en' });
    if (!books.success) throw new Error(books.error);
    expect(books.data.games).toHaveLength(30);
    expect(books.data.games.every((g) => g.translation.toLowerCase().includes('book'))).toBe(true);
    const parnu = await search({ keyword: 'parnu', lang: 'fi' });
    expect(parnu.success && parnu.data.games.length).toBeGreaterThan(0);
    expect(parnu.success && parnu.data.games.every((g) => g.translation.startsWith('Pärnu'))).toBe(true);
    const dragons = await search({ keyword: 'dragon', lang: 'en' });
    const prefixed = dragons.success ? dragons.data.games.map((g) => g.translation.startsWith('Dragon')) : [];
    expect(prefixed).toContain(true);
    expect(prefixed).toContain(false);
    expect(prefixed).toEqual([...prefixed].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds suppliers, articles and pages in the language asked, and filters games by provider', async () => {
    const result = await search({ keyword: 'dragon', lang: 'en', gameProvider: 'Jade Dragon Play' });
    if (!result.success) throw new Error(result.error);
    expect(result.data.suppliers.map((s) => s.name)).toEqual(['Jade Dragon Play']);
    expect(result.data.games.length).toBeGreaterThan(0);
    expect(result.data.games.every((g) => g.supplier === 'Jade Dragon Play')).toBe(true);

    const fi = await search({ keyword: 'tappiorajat', lang: 'fi' });
    expect(fi.success && fi.data.articles.blogs).toEqual([
      { slug: expect.any(String), title: 'Näin tappiorajat toimivat', thumbnail: expect.stringMatching(/^http:\/\/localhost:4010\/content\/media\/banners\/.+\.png$/), date_parsed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    const en = await search({ keyword: 'terms', lang: 'en' });
    expect(en.success && en.data.content.map((c) => c.title)).toEqual(['Terms and conditions', 'Bonus terms']);
    const tags = await search({ keyword: 'jättipot', lang: 'fi' });
    expect(tags.success && tags.data.tags).toEqual([{ id: 4, slug: 'jackpot-games', title: 'Jättipotit', type: 'slot' }]);
  });

  it('finds no games for an unknown provider', async () => {
    const result = await search({ keyword: 'dragon', lang: 'en', gameProvider: 'No Such Studio' });
    expect(result.success && result.data.games).toEqual([]);
  });
});

describe('one malformed item', () => {
  type Wire = Record<string, unknown>;
  /** The mock's own search answer, as the wire carries it (games, articles, suppliers, tags). */
  async function wireSearch(keyword: string, lang = 'en'): Promise<Record<string, unknown> & { games: Wire[] }> {
    return (await fetch(`${MOCK}/main/search?keyword=${encodeURIComponent(keyword)}&lang=${lang}`)).json();
  }
  /** Five games: the second is broken (no slug); the others have a usable, empty, ISO or no release date. */
  async function gamesWithOneBroken() {
    const [a, b, c, d, e] = (await wireSearch('book')).games as [Wire, Wire, Wire, Wire, Wire];
    const undated: Wire = { ...e };
    delete undated.release_date;
    const games = [a, { ...b, slug: undefined }, { ...c, release_date: '2026-01-01' }, { ...d, release_date: '' }, undated];
    return { games, kept: [a.id, c.id, d.id, e.id], firstDate: a.release_date };
  }

  it('is dropped from favourites, recent games and a favourite change, keeping the rest', async () => {
    const { games, kept, firstDate } = await gamesWithOneBroken();
    expect(firstDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    server.use(
      http.get('*/main/games/favourites', () => HttpResponse.json({ games })),
      http.get('*/main/games/RecentGames', () => HttpResponse.json({ games })),
      http.post('*/main/games/favourites/add', () => HttpResponse.json({ games })),
    );
    signIn(REGULAR);
    for (const result of [await getFavourites(), await getRecentGames(), await addFavourite(game1!.id)]) {
      expect(ids(result)).toEqual(kept);
      // A game without a usable release date stays, with none (it is never labelled new).
      expect(result.success && result.data?.map((g) => g.release_date)).toEqual([firstDate, null, null, null]);
    }
  });

  it('is dropped from each list of a search, keeping the rest', async () => {
    const { games, kept } = await gamesWithOneBroken();
    const dragons = await wireSearch('dragon');
    const blogs = ((await wireSearch('tappiorajat', 'fi')).articles as { blogs: Wire[] }).blogs;
    const tags = (await wireSearch('jättipot', 'fi')).tags as Wire[];
    const content = (await wireSearch('terms')).content as Wire[];
    const suppliers = dragons.suppliers as Wire[];
    for (const list of [blogs, tags, content, suppliers]) expect(list.length).toBeGreaterThan(0);
    server.use(
      http.get('*/main/search', () =>
        HttpResponse.json({
          games,
          articles: { blogs: [...blogs, { slug: 'no-title' }] },
          content: [{ slug: 'x', title: 'Bad', type: 'article' }, ...content],
          suppliers: [{ ...suppliers[0], id: 'x' }, ...suppliers],
          tags: [...tags, { id: 'x', slug: 'x', title: 'Bad', type: 'slot' }],
        }),
      ),
    );
    const result = await search({ keyword: 'book', lang: 'en' });
    if (!result.success) throw new Error(result.error);
    expect(result.data.games.map((g) => g.id)).toEqual(kept);
    expect(result.data.articles.blogs.map((b) => b.slug)).toEqual(blogs.map((b) => b.slug));
    expect(result.data.content.map((c) => c.slug)).toEqual(content.map((c) => c.slug));
    expect(result.data.suppliers.map((s) => s.id)).toEqual(suppliers.map((s) => s.id));
    expect(result.data.tags.map((t) => t.id)).toEqual(tags.map((t) => t.id));
  });

  it('is dropped from the groups, the menu (and its children) and the jackpots, keeping the rest', async () => {
    const wire = async (path: string) => (await fetch(`${MOCK}/main/${path}`)).json() as Promise<Record<string, unknown>>;
    const groups = (await wire('groups')).groups as Wire[];
    const menu = (await wire('menu')).menu as { slots: (Wire & { children: Wire[] })[]; liveCasino: Wire[] };
    const jackpots = (await wire('jackpots?currency=eur')).jackpots as Wire[];
    const parent = menu.slots.find((item) => item.children.length > 0)!;
    server.use(
      http.get('*/main/groups', () => HttpResponse.json({ groups: [{ id: 'x' }, ...groups] })),
      http.get('*/main/menu', () =>
        HttpResponse.json({ menu: { slots: [{ ...parent, children: [{ id: 'x' }, ...parent.children] }, { slug: 'no-id' }], liveCasino: menu.liveCasino } }),
      ),
      http.get('*/main/jackpots', () => HttpResponse.json({ jackpots: [...jackpots, { id: 'x', name: 'Bad', amount: 'lots', currency: 'EUR' }] })),
    );
    const [groupsResult, menuResult, jackpotsResult] = [await getGroups(), await getMenu(), await getJackpots()];
    if (!groupsResult.success || !menuResult.success || !jackpotsResult.success) throw new Error('a list failed whole');
    expect(groupsResult.data.map((g) => g.id)).toEqual(groups.map((g) => g.id));
    expect(menuResult.data.slots.map((g) => g.id)).toEqual([parent.id]);
    expect(menuResult.data.slots[0]!.children.map((g) => g.id)).toEqual(parent.children.map((g) => g.id));
    expect(menuResult.data.liveCasino).toHaveLength(menu.liveCasino.length);
    expect(jackpotsResult.data.map((j) => j.id)).toEqual(jackpots.map((j) => j.id));
  });
});
