import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAvatarQuery } from '@/data/player/avatar-query';
import { useProfileBadgeCount } from '@/data/promotions/profile-badge-query';
import { avatarFor } from '@/lib/avatars';
import { formatMoney } from '@/lib/format';
import { useLocale, useRouteId } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { Badge } from '@/ui/Badge';
import { theme } from '@/ui/theme';

/**
 * What the navbar's account corner shows on the button that opens the profile dropdown: the
 * avatar with the profile badge, the nickname and the balance ('game on' while playing).
 */
export function AccountBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { player, balance } = useProfile();
  const avatar = avatarFor(useAvatarQuery(Boolean(player)).data?.id);
  const badge = useProfileBadgeCount(Boolean(player));
  const onGamePage = useRouteId() === 'gamePlay';
  if (!player) return null;
  return (
    <>
      <AvatarBox>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG served by the app */}
        <img src={avatar.url} alt="" width={32} height={32} />
        <Badge count={badge} label={t('common:panels.badge', { count: badge })} testId="profile-badge" />
      </AvatarBox>
      <Name>{player.nickName || player.firstName}</Name>
      <Balance data-testid="desktop-balance">
        {onGamePage ? t('session.gameOn') : balance ? formatMoney(balance.cash, locale, balance.currency, { fixed: true }) : '…'}
      </Balance>
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


/** A long nickname gives way (an ellipsis) before the avatar or the balance would. */
const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
`;

const Balance = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${theme.color.primary};
`;
