import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Game } from '@/api/schemas/content';
import { Notice } from '@/ui/Notice';
import { RoutePage } from '@/ui/RoutePage';
import { GamePlayer } from './GamePlayer';
import { WayBack } from './WayBack';
import { theme } from '@/ui/theme';

/** `unavailable`: the content service failed while the page was generated (not an unknown game). */
export type GamePlayProps = { game: Game | null; unavailable?: boolean };

/**
 * The game play page. An unknown game is not a 404: the player gets the translated message
 * and a way back. A known one is keyed by its id, so moving to another game starts afresh.
 */
export function GamePlayScreen({ game, unavailable = false }: GamePlayProps) {
  const { t } = useTranslation('game');
  if (!game) {
    return (
      <RoutePage route="gamePlay">
        {unavailable ? (
          <Notice tone="error">
            <p>{t('unavailable')}</p>
          </Notice>
        ) : (
          // The catalogue's "game not found" (spec 8, 131), for a slug the content service does not know.
          <Notice tone="error" testId="api-error">
            <p>{t('errors:gameNotFound')}</p>
          </Notice>
        )}
        <Actions>
          <WayBack align="start" />
        </Actions>
      </RoutePage>
    );
  }
  return <GamePlayer key={game.id} game={game} />;
}

const Actions = styled.div`
  margin-top: ${theme.space(4)};
`;
