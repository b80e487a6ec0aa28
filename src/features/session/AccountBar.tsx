import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAvatarQuery } from '@/data/player/avatar-query';
import { useProfileBadgeCount } from '@/data/promotions/profile-badge-query';
import { avatarFor } from '@/lib/avatars';
import { useGameOn } from '@/state/game-on';
import { useProfile } from '@/state/profile';
import { Badge } from '@/ui/Badge';
import { theme } from '@/ui/theme';
import { visuallyHidden } from '@/ui/VisuallyHidden';
import { BalanceAmount } from './BalanceAmount';

/**
 * What the navbar's account corner shows on the button that opens the profile dropdown: the
 * avatar with the profile badge, the nickname and the balance ('game on' while a game is on).
 */
export function AccountBar() {
  const { t } = useTranslation();
  const { player, balance, balanceFailed } = useProfile();
  const avatar = avatarFor(useAvatarQuery(Boolean(player)).data?.id);
  const badge = useProfileBadgeCount(Boolean(player));
  const gameOn = useGameOn();
  if (!player) return null;
  return (
    <>
      <AvatarBox>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG served by the app */}
        <img src={avatar.url} alt="" width={32} height={32} />
        <Badge count={badge} label={t('common:panels.badge', { count: badge })} testId="profile-badge" />
      </AvatarBox>
      {/* 'Game on' and a balance that failed to load are words, not a figure: under the name. */}
      <Who data-stacked={gameOn || (!balance && balanceFailed) || undefined}>
        <Name>{player.nickName || player.firstName}</Name>
        <Balance data-testid="desktop-balance">
          {gameOn ? t('session.gameOn') : <BalanceAmount />}
        </Balance>
      </Who>
    </>
  );
}

const AvatarBox = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  img { display: block; border-radius: 50%; background: ${theme.color.surface}; }
  > :last-child:not(img) { position: absolute; top: -8px; right: -10px; }
`;

/**
 * A long nickname gives way (an ellipsis) before the avatar or the balance would; on a compact
 * navbar it steps aside (it stays in the button's accessible name), as the bar has no room for it.
 */
const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  ${theme.media.compactNav} { ${visuallyHidden} }
`;

const Balance = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${theme.color.primary};
`;

/**
 * The nickname beside the balance; on a game page 'game on' goes under it instead, and so does
 * "Balance unavailable" when the balance failed to load. Beside it, the Finnish and Estonian
 * labels ("Peli käynnissä", "Mäng käib") left a player's bar at 1440 px too short for the
 * nickname, which the quick stop and the longer links had already narrowed.
 */
const Who = styled.span`
  display: contents;
  &[data-stacked] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    min-width: 0;
    /* Clear of the badge on the avatar's corner, which the first line now meets. */
    padding-inline-start: ${theme.space(1)};
    line-height: 1.2;
    text-align: start;
  }
  &[data-stacked] ${Balance} { font-size: 13px; }
`;
