import type { SearchResults } from '@/api/schemas/games';
import { contentHref, href, type Locale } from '@/routes/href';

export type SearchOptionKind = 'game' | 'campaign' | 'article';

/** One row of the results listbox: where it leads and what it shows. */
export type SearchOption = {
  key: string;
  kind: SearchOptionKind;
  title: string;
  href: string;
  /** A game's provider; nothing for the others (the kind labels them). */
  supplier: string;
  /** An article's publication day (yyyy-mm-dd), else ''. */
  date: string;
  image: string;
};

/**
 * The results the player can open, games first (what most searches are for), then campaigns
 * and news (opening on their list page by slug, `contentHref`). Content pages and game groups
 * in the answer have no destination in the spec's search (spec 2.3) and are left out.
 */
export function searchOptions(results: SearchResults, locale: Locale): SearchOption[] {
  const games = results.games.map<SearchOption>((game) => ({
    key: `game-${game.id}`,
    kind: 'game',
    title: game.translation || game.friendly_name,
    href: href('gamePlay', { locale, params: { slug: game.slug } }),
    supplier: game.supplier,
    date: '',
    image: game.logo,
  }));
  const campaigns = results.content
    .filter((item) => item.type === 'campaign')
    .map<SearchOption>((item) => ({
      key: `campaign-${item.slug}`,
      kind: 'campaign',
      title: item.title,
      href: contentHref('campaign', item.slug, locale),
      supplier: '',
      date: '',
      image: '',
    }));
  const articles = results.articles.blogs.map<SearchOption>((blog) => ({
    key: `article-${blog.slug}`,
    kind: 'article',
    title: blog.title,
    href: contentHref('article', blog.slug, locale),
    supplier: '',
    date: blog.date_parsed,
    image: blog.thumbnail,
  }));
  return [...games, ...campaigns, ...articles];
}
