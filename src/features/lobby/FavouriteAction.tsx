import { useTranslation } from 'next-i18next/pages';
import type { Game } from '@/api/schemas/content';
import { useFavouriteToggle } from '@/data/games';
import { useProfile } from '@/state/profile';
import { FavouriteButton } from '@/ui/FavouriteButton';

/** The favourite toggle on a tile, for logged-in players only. */
export function FavouriteAction({ game }: { game: Game }) {
  const { t } = useTranslation('lobby');
  const { isLoggedIn } = useProfile();
  const { isFavourite, toggle } = useFavouriteToggle(isLoggedIn);
  if (!isLoggedIn) return null;
  const name = game.translation || game.friendly_name;
  const pressed = isFavourite(game.id);
  return <FavouriteButton pressed={pressed} label={t(pressed ? 'removeFavourite' : 'addFavourite', { game: name })} onToggle={() => void toggle(game.id, pressed)} />;
}
