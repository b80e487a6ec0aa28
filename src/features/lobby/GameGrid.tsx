import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Game } from '@/api/schemas/content';
import { isNewGame } from '@/lib/new-game';
import { useIsLoggedIn } from '@/state/profile';
import { GameTile } from './GameTile';
import { useClientNow } from './use-client-now';
import { theme } from '@/ui/theme';

/** A grid of game tiles with the favourite toggle. "New" labels are decided on the client, on the server's clock. */
export function GameGrid({ games, label, eager = 0 }: { games: Game[]; label: string; eager?: number }) {
  const { t } = useTranslation('lobby');
  const now = useClientNow();
  const isLoggedIn = useIsLoggedIn();
  const newLabel = t('new');
  return (
    <Grid aria-label={label}>
      {games.map((game, index) => (
        <GameTile key={game.id} game={game} newLabel={now && isNewGame(game.release_date, now) ? newLabel : null} player={isLoggedIn} priority={index < eager} />
      ))}
    </Grid>
  );
}

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  ${theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(3)};
  }
`;
