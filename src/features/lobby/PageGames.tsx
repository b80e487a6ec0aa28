import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import type { TileGame } from '@/api/schemas/content';
import { LoadFailed } from '@/ui/LoadFailed';
import { GameGrid, GridFailed } from './GameGrid';
import { FIRST_SCREEN_TILES } from './rows';
import { useNearViewport } from '@/ui/use-near-viewport';

/**
 * Page 1 of a group's or provider's games comes with its first screen prerendered
 * (FIRST_SCREEN_TILES); the rest of it is the next page of that size, asked for once the grid's
 * end comes near the viewport.
 */
export function useFirstPageRest({ page, prerendered, total, pageSize }: { page: number; prerendered: number; total: number; pageSize: number }) {
  const expected = Math.min(total, pageSize);
  const wanted = page === 1 && prerendered === FIRST_SCREEN_TILES && prerendered < expected;
  const { ref, near } = useNearViewport(wanted);
  // Until the router has read the address, `page` is 1 even on ?page=2: ask for nothing yet.
  const { isReady } = useRouter();
  return { ref, load: near && isReady, expected, wanted };
}

/**
 * A page of games from the content service (its query): the games, or null when the service
 * failed (then a retry), or undefined while not in.
 */
export type PageQuery = { data: { games: readonly TileGame[] } | null | undefined; isValidating: boolean; mutate: () => unknown };

type Props = {
  label: string;
  page: number;
  /** Page 1's prerendered games. */
  games: readonly TileGame[];
  /** The page asked for (?page=N) when it is not page 1. */
  later: PageQuery;
  first: ReturnType<typeof useFirstPageRest>;
  /** The rest of page 1. */
  rest: PageQuery;
};

/**
 * A page's grid, one state at a time: page 1's games, then places for its rest until that is
 * in; a later page's loading line, its games, or what failed with a retry (the content
 * service answers null on a failure, so a page with nothing else would be left blank).
 */
export function PageGames({ label, page, games, later, first, rest }: Props) {
  const { t } = useTranslation(['lobby', 'common']);
  const pageGames = page === 1 ? games : (later.data?.games ?? []);
  const shown = first.wanted && rest.data ? [...pageGames, ...rest.data.games] : pageGames;
  const places = first.wanted && rest.data === undefined ? first.expected - pageGames.length : 0;
  // A retry after a failure loads again: its line stands in for the failure meanwhile.
  const loading = page > 1 && !later.data && later.isValidating;
  return (
    <div>
      {loading ? <p role="status">{t('loading')}</p> : null}
      {page > 1 && later.data === null && !loading ? <LoadFailed message={t('unavailable')} failure={null} retryLabel={t('common:panels.retry')} onRetry={() => void later.mutate()} /> : null}
      <GameGrid games={shown} label={label} eager={4} places={places} />
      {/* The grid's end, watched for the rest of page 1: the grid itself is in view at once. */}
      <div ref={first.ref} />
      {first.wanted && rest.data === null ? <GridFailed onRetry={() => void rest.mutate()} /> : null}
    </div>
  );
}
