import { useRouter } from 'next/router';
import type { TileGame } from '@/api/schemas/content';
import { GameGrid, GridFailed } from './GameGrid';
import { FIRST_SCREEN_TILES } from './rows';
import { useNearViewport } from '@/ui/use-near-viewport';

/**
 * Page 1 of a group's or provider's games comes with its first screen prerendered
 * (FIRST_SCREEN_TILES); the rest of it is the next page of that size, asked for once the grid's
 * end comes near the viewport. `rest` is that page's answer: its games, or null when the content
 * service failed (then a retry), or undefined while not in.
 */
export function useFirstPageRest({ page, prerendered, total, pageSize }: { page: number; prerendered: number; total: number; pageSize: number }) {
  const expected = Math.min(total, pageSize);
  const wanted = page === 1 && prerendered === FIRST_SCREEN_TILES && prerendered < expected;
  const { ref, near } = useNearViewport(wanted);
  // Until the router has read the address, `page` is 1 even on ?page=2: ask for nothing yet.
  const { isReady } = useRouter();
  return { ref, load: near && isReady, expected, wanted };
}

type Props = {
  label: string;
  /** The games of the page as shown so far: page 1's prerendered ones, or a later page's. */
  games: readonly TileGame[];
  first: ReturnType<typeof useFirstPageRest>;
  rest: { games: readonly TileGame[] } | null | undefined;
  onRetry: () => void;
};

/** A page's grid: the games, then places for the rest of page 1 until it is in. */
export function PageGames({ label, games, first, rest, onRetry }: Props) {
  const shown = first.wanted && rest ? [...games, ...rest.games] : games;
  const places = first.wanted && rest === undefined ? first.expected - games.length : 0;
  return (
    <div ref={first.ref}>
      <GameGrid games={shown} label={label} eager={4} places={places} />
      {first.wanted && rest === null ? <GridFailed onRetry={onRetry} /> : null}
    </div>
  );
}
