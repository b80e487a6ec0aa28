import { useTranslation } from 'react-i18next';
import { useFavouritesQuery } from '@/data/games/favourites-query';
import { useRecentGamesQuery } from '@/data/games/recent-games-query';
import { useIsLoggedIn } from '@/state/profile';
import { RoutePage } from '@/ui/RoutePage';
import { GameGrid } from './GameGrid';
import { Empty } from '@/ui/Empty';

/** The player's favourites or last played games (guarded pages, polled every 60 s). */
export function PlayerGamesScreen({ kind }: { kind: 'favourites' | 'lastPlayed' }) {
  const { t } = useTranslation(['lobby', 'common']);
  const isLoggedIn = useIsLoggedIn();
  const favourites = useFavouritesQuery(isLoggedIn && kind === 'favourites');
  const recent = useRecentGamesQuery(isLoggedIn && kind === 'lastPlayed');
  const query = kind === 'favourites' ? favourites : recent;
  const games = query.data ?? [];
  return (
    <RoutePage route={kind}>
      {query.isLoading ? <p role="status">{t('lobby:loading')}</p> : null}
      {query.error ? <Empty>{t('lobby:unavailable')}</Empty> : null}
      {!query.isLoading && !query.error && games.length === 0 ? <Empty>{t(kind === 'favourites' ? 'lobby:noFavourites' : 'lobby:noRecent')}</Empty> : null}
      <GameGrid games={games} label={t(`common:routes.${kind}`)} />
    </RoutePage>
  );
}
