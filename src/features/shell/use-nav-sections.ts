import { useTranslation } from 'react-i18next';
import { useMenuQuery } from '@/data/games/menu-query';
import { usePlayerListSizes } from '@/data/games/player-lists-loaded';
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
  // lists are known (AfterLoginData loads and polls them), so a failed list hides nothing.
  const sizes = usePlayerListSizes(isLoggedIn);
  const playerLinks: NavLink[] = [];
  if (isLoggedIn && sizes.favourites !== 0) playerLinks.push({ key: 'favourites', label: t('routes.favourites'), href: href('favourites', { locale }) });
  if (isLoggedIn && sizes.recent !== 0) playerLinks.push({ key: 'lastPlayed', label: t('routes.lastPlayed'), href: href('lastPlayed', { locale }) });
  return {
    slots: navGroupLinks(data?.slots, locale, playerLinks),
    live: navGroupLinks(data?.liveCasino, locale),
    loading: !data && !error,
  };
}
