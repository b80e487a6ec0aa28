import type { MenuItem } from '@/api/schemas/games';
import { groupTitle } from '@/lib/group-title';
import { href, type Locale } from '@/routes/href';

export type NavLink = { key: string; label: string; href: string };

/**
 * The sublinks of the casino-games and live-casino menus (spec 2.3): groups with games only,
 * child groups after their parent; favourites and last played first, for players only.
 */
export function navGroupLinks(items: MenuItem[] | undefined, locale: Locale, extras: NavLink[] = []): NavLink[] {
  const links: NavLink[] = [...extras];
  for (const item of items ?? []) {
    for (const group of [item, ...item.children]) {
      if (group.game_count <= 0) continue;
      const route = group.type === 'live' ? 'liveCasinoGroup' : 'slotGroup';
      links.push({ key: `g${group.id}`, label: groupTitle(group, locale), href: href(route, { locale, params: { id: group.id, slug: group.slug } }) });
    }
  }
  return links;
}
