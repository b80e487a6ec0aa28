import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TileGame } from '@/api/schemas/content';
import { isNewGame } from '@/lib/new-game';
import { useIsLoggedIn } from '@/state/profile';
import { GameTile } from './GameTile';
import { useClientNow } from './use-client-now';
import { LoadFailed } from '@/ui/LoadFailed';
import { theme } from '@/ui/theme';

/**
 * On a phone a lobby's first row of two tiles is its largest paint: their logos are fetched
 * first (fetchpriority high), ahead of the other images and of the scripts' later requests.
 */
const FIRST_PAINT_TILES = 2;

/** A tile's logo: among the first paint, in view on arrival (`eager`), or lazy. */
const tilePriority = (index: number, eager: number) => (index >= eager ? 'lazy' : index < FIRST_PAINT_TILES ? 'first' : 'eager');

/**
 * A grid of game tiles with the favourite toggle. "New" labels are decided on the client, on the
 * server's clock. `places`: tile-sized places after the tiles, for games still loading. `eager`:
 * how many tiles are in view on arrival (not lazy); the first of them are the page's first paint.
 */
export function GameGrid({ games, label, eager = 0, places = 0 }: { games: readonly TileGame[]; label: string; eager?: number; places?: number }) {
  const { t } = useTranslation('lobby');
  const now = useClientNow();
  const isLoggedIn = useIsLoggedIn();
  const newLabel = t('new');
  return (
    <Grid aria-label={label} aria-busy={places > 0 ? true : undefined}>
      {games.map((game, index) => (
        <GameTile key={game.id} game={game} newLabel={now && isNewGame(game.release_date, now) ? newLabel : null} player={isLoggedIn} priority={tilePriority(index, eager)} />
      ))}
      <TilePlaces count={places} />
    </Grid>
  );
}

/** A row whose games are all still loading: its places only. */
export function GridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <Grid aria-label={label} aria-busy="true">
      <TilePlaces count={count} />
    </Grid>
  );
}

/** A row, or the rest of a page, whose games could not be loaded: says so, with the retry. */
export function GridFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['lobby', 'common']);
  return <LoadFailed message={t('laterFailed')} failure={null} retryLabel={t('common:panels.retry')} onRetry={onRetry} />;
}

function TilePlaces({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <li key={`place-${index}`} aria-hidden="true" />);
}

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  ${theme.media.narrow} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(3)};
  }
  /*
   * A game's place while it loads: the logo's square and the text's height (the name's two
   * lines of 16 px and the provider's one of 13 px at the page's line height 1.5, with
   * GameTile's 4 px gaps), so nothing moves when the
   * games arrive. Bare elements (a grid's only hidden items) styled from here, as a page may
   * hold dozens of them; e2e/lobby.spec.ts measures a row before and after its games arrive.
   */
  > li[aria-hidden] {
    display: grid;
    gap: 4px;
    list-style: none;
    min-width: 0;
  }
  > li[aria-hidden]::before {
    content: '';
    aspect-ratio: 1;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceRaised};
  }
  > li[aria-hidden]::after {
    content: '';
    height: calc(2 * 16px * 1.5 + 4px + 13px * 1.5);
  }
`;
