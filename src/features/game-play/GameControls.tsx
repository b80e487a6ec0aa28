import { useTranslation } from 'react-i18next';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import type { Game } from '@/api/schemas/content';
import { useFavouriteToggle } from '@/data/games/favourite-mutation';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { useIsLoggedIn } from '@/state/profile';
import { ButtonLink, Button } from '@/ui/Button';
import { FavouriteButton } from '@/ui/FavouriteButton';
import { Icon } from '@/ui/icons';
import { panelIcons } from '@/ui/panel-icons';
import { visuallyHidden } from '@/ui/VisuallyHidden';
import { cameFromSite } from './exit';
import { theme } from '@/ui/theme';

/**
 * Exit: back to where the player came from, else the slot index. It is a real link to the
 * slot index (it works before hydration and opens in a new tab); a plain click goes back in
 * history instead when the previous entry is a page of this site.
 */
export function ExitControl() {
  const { t } = useTranslation('game');
  const router = useRouter();
  const locale = useLocale();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !cameFromSite()) return;
    event.preventDefault();
    router.back();
  };
  return (
    <ButtonLink $variant="secondary" href={href('slotIndex', { locale })} onClick={onClick} data-testid="game-exit">
      <Icon path={panelIcons.back} size={18} />
      <Label>{t('exit')}</Label>
    </ButtonLink>
  );
}

/** Full screen on the game wrapper; the pressed state says whether it is on. */
export function FullscreenControl({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const { t } = useTranslation('game');
  return (
    <Button $variant="secondary" aria-pressed={active} onClick={onToggle}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
        <path d={active ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
      </svg>
      <Label>{t('fullscreen')}</Label>
    </Button>
  );
}

/** The favourite toggle, for logged-in players only; a failed call is reported to the caller. */
export function FavouriteControl({ game, name, onError }: { game: Game; name: string; onError: (error: ApiError | null) => void }) {
  const { t } = useTranslation('game');
  const isLoggedIn = useIsLoggedIn();
  const { isFavourite, toggle } = useFavouriteToggle(isLoggedIn);
  if (!isLoggedIn) return null;
  const pressed = isFavourite(game.id);
  return <FavouriteButton pressed={pressed} label={t('favourite', { game: name })} onToggle={() => void toggle(game.id, pressed).then(onError)} />;
}

/** Icon-only on a phone, where the bar has room for little more than the game's name. */
const Label = styled.span`
  ${theme.media.narrow} {
    ${visuallyHidden}
  }
`;
