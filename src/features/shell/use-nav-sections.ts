import { useTranslation } from 'react-i18next';
import { useFavouritesQuery } from '@/data/games/favourites-query';
import { useMenuQuery } from '@/data/games/menu-query';
import { useRecentGamesQuery } from '@/data/games/recent-games-query';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { useIsLoggedIn } from '@/state/profile';
import { navGroupLinks, type NavLink } from './nav-groups';

/**
 * The sublinks of the casino-games and live-casino entries, for the navbar and the mobile
 * menu. `enabled` false defers the menu request until a menu is about to be used.
 */
export function useNavSections(enabled = true): { slots: NavLink[]; live: NavLink[]; loading: boolean } {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const isLoggedIn = useIsLoggedIn();
  const { data, error } = useMenuQuery(enabled);
  // Spec 2.3 hides groups with no games, the player's own two as well. They show until their
  // lists are known (the after-login data loads them), so a failed list hides nothing.
  const favourites = useFavouritesQuery(isLoggedIn && enabled).data;
  const recent = useRecentGamesQuery(isLoggedIn && enabled).data;
  const playerLinks: NavLink[] = [];
  if (isLoggedIn && favourites?.length !== 0) playerLinks.push({ key: 'favourites', label: t('routes.favourites'), href: href('favourites', { locale }) });
  if (isLoggedIn && recent?.length !== 0) playerLinks.push({ key: 'lastPlayed', label: t('routes.lastPlayed'), href: href('lastPlayed', { locale }) });
  return {
    slots: navGroupLinks(data?.slots, locale, playerLinks),
    live: navGroupLinks(data?.liveCasino, locale),
    loading: !data && !error,
  };
}
