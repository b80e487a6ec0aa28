import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TileGame } from '@/api/schemas/content';
import { useFavouriteToggle } from '@/data/games/favourite-mutation';
import { FavouriteButton } from '@/ui/FavouriteButton';

/** The favourite toggle on a logged-in player's tile (the grid leaves it out for a visitor). */
export function FavouriteAction({ game }: { game: TileGame }) {
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
