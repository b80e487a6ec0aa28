import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureOf } from '@/data/core/failure';
import { useFavouritesQuery } from '@/data/games/favourites-query';
import { useRecentGamesQuery } from '@/data/games/recent-games-query';
import { useIsLoggedIn } from '@/state/profile';
import { Empty } from '@/ui/Empty';
import { LoadFailed } from '@/ui/LoadFailed';
import { RefreshFailed } from '@/ui/RefreshFailed';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';
import { GameGrid } from './GameGrid';

/**
 * The player's favourites or last played games (guarded pages, polled every 60 s). One state at
 * a time: loading, the list, or its failure with a retry; a list already shown stays when a
 * later poll fails, with a line that says so and asks again.
 */
export function PlayerGamesScreen({ kind }: { kind: 'favourites' | 'lastPlayed' }) {
  const { t } = useTranslation(['lobby', 'common']);
  const isLoggedIn = useIsLoggedIn();
  const favourites = useFavouritesQuery(isLoggedIn && kind === 'favourites');
  const recent = useRecentGamesQuery(isLoggedIn && kind === 'lastPlayed');
  const query = kind === 'favourites' ? favourites : recent;
  const { data, error } = query;
  const retryLabel = t('common:panels.retry');
  const retry = () => void query.mutate();
  let state = null;
  // A retry with no list yet loads again: its line stands in for the failure meanwhile.
  if (data === undefined && query.isValidating) state = <p role="status">{t('lobby:loading')}</p>;
  else if (data === undefined && error) {
    state = <LoadFailed message={t('lobby:unavailable')} failure={failureOf(error)} retryLabel={retryLabel} onRetry={retry} />;
  } else if (error) {
    state = <Stale message={t('lobby:refreshFailed')} retryLabel={retryLabel} busy={query.isValidating} onRetry={retry} />;
  } else if (data?.length === 0) state = <Empty>{t(kind === 'favourites' ? 'lobby:noFavourites' : 'lobby:noRecent')}</Empty>;
  return (
    <RoutePage route={kind}>
      {state}
      <GameGrid games={data ?? []} label={t(`common:routes.${kind}`)} />
    </RoutePage>
  );
}

const Stale = styled(RefreshFailed)`
  margin: 0 0 ${theme.space(4)};
`;
