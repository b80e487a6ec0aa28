import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { Game } from '@/api/schemas/content';
import { useFavouriteToggle } from '@/data/games';
import { useProfile } from '@/state/profile';
import { FavouriteButton } from '@/ui/FavouriteButton';

/**
 * The favourite toggle on a tile, for logged-in players only. A visitor's tile renders nothing
 * here and subscribes to nothing, which matters with dozens of tiles hydrating at once.
 */
export function FavouriteAction({ game }: { game: Game }) {
  return useProfile().isLoggedIn ? <PlayerFavourite game={game} /> : null;
}

function PlayerFavourite({ game }: { game: Game }) {
  const { t } = useTranslation('lobby');
  const { isFavourite, toggle } = useFavouriteToggle(true);
  const name = game.translation || game.friendly_name;
  const pressed = isFavourite(game.id);
  return (
    <Corner>
      <FavouriteButton pressed={pressed} label={t(pressed ? 'removeFavourite' : 'addFavourite', { game: name })} onToggle={() => void toggle(game.id, pressed)} />
    </Corner>
  );
}

const Corner = styled.div`
  position: absolute;
  top: 6px;
  right: 6px;
`;
