import { HttpResponse } from 'msw';
import { getCatalogue, type CatalogueGame } from '../seed/catalogue';
import { getContent } from '../seed/content';
import { ok } from './respond';
import { route } from './route';

/**
 * GET /main/search?keyword=K&lang=fi|en|et[&gameProvider=P] (spec 7.1, spec 3 "Search
 * response"). No session needed. The keyword (trimmed) needs 3 characters (spec 9), else
 * 400 with a JSON error. Matching is case- and accent-insensitive ('parnu' finds 'Pärnu'):
 *
 *   games       game names; prefix matches first, then by name; at most 30. gameProvider
 *               (a supplier name, slug or id) narrows them; an unknown provider finds none.
 *   articles    { blogs: [{ slug, title, thumbnail, date_parsed }] } published news, titles in lang
 *   content     [{ slug, title, type }] published pages and campaigns, titles in lang
 *   suppliers   supplier names
 *   tags        [{ id, slug, title, type }] game groups by their title in lang (else their name)
 */

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_GAMES = 30;
const LANGS = ['fi', 'en', 'et'] as const;
type Lang = (typeof LANGS)[number];

const fold = (value: string) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const badRequest = (error: string) => HttpResponse.json({ success: false, error, errorCode: 400 }, { status: 400 });

function rankGames(games: readonly CatalogueGame[], needle: string): CatalogueGame[] {
  const name = (game: CatalogueGame) => fold(game.translation);
  return games
    .filter((game) => name(game).includes(needle) || fold(game.friendly_name).includes(needle))
    .sort((a, b) => Number(name(b).startsWith(needle)) - Number(name(a).startsWith(needle)) || name(a).localeCompare(name(b)))
    .slice(0, SEARCH_MAX_GAMES);
}

function supplierFilter(provider: string): ((game: CatalogueGame) => boolean) | null {
  if (!provider) return null;
  const key = fold(provider);
  const supplier = getCatalogue().suppliers.find((s) => fold(s.name) === key || s.slug === key || String(s.id) === key);
  return supplier ? (game) => game.supplier_id === supplier.id : () => false;
}

export const searchHandlers = [
  route('get', '/main/search', 'main.search', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const keyword = (params.get('keyword') ?? '').trim();
    if (keyword.length < SEARCH_MIN_LENGTH) return badRequest(`keyword must have at least ${SEARCH_MIN_LENGTH} characters`);
    const rawLang = params.get('lang') ?? 'fi';
    if (!(LANGS as readonly string[]).includes(rawLang)) return badRequest('lang must be fi, en or et');
    const lang = rawLang as Lang;
    const needle = fold(keyword);
    const has = (value: string | undefined) => value !== undefined && fold(value).includes(needle);

    const catalogue = getCatalogue();
    const byProvider = supplierFilter((params.get('gameProvider') ?? '').trim());
    const games = rankGames(byProvider ? catalogue.games.filter(byProvider) : catalogue.games, needle);

    const published = getContent().pages.filter((page) => page.status === 'published');
    const blogs = published
      .filter((page) => page.type === 'article' && has(page.title[lang]))
      .sort((a, b) => (b.date_parsed ?? '').localeCompare(a.date_parsed ?? ''))
      .map((page) => ({ slug: page.slug, title: page.title[lang], thumbnail: page.thumbnail ?? '', date_parsed: page.date_parsed ?? '' }));
    const content = published
      .filter((page) => page.type !== 'article' && has(page.title[lang]))
      .map((page) => ({ slug: page.slug, title: page.title[lang], type: page.type }));
    const suppliers = catalogue.suppliers.filter((s) => has(s.name));
    const tags = catalogue.groups
      .map((group) => ({ id: group.id, slug: group.slug, title: group.title[lang] ?? group.name, type: group.type }))
      .filter((tag) => has(tag.title));

    return ok({ games, articles: { blogs }, content, suppliers, tags });
  }),
];
