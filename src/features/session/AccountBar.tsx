import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { formatMoney } from '@/lib/format';
import { routeIdForPage } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { theme } from '@/ui/theme';

/** The logged-in player's corner of the desktop navbar: nickname, balance ('game on' while playing), logout. */
export function AccountBar() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { player, balance, logout } = useProfile();
  const onGamePage = routeIdForPage(useRouter().pathname) === 'gamePlay';
  if (!player) return null;
  return (
    <Bar>
      <Name>{player.nickName || player.firstName}</Name>
      <Balance aria-label={t('session.balance')} data-testid="desktop-balance">
        {onGamePage ? t('session.gameOn') : balance ? formatMoney(balance.cash, locale, balance.currency, { fixed: true }) : '…'}
      </Balance>
      <Button $variant="secondary" onClick={() => void logout()}>
        {t('logout')}
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin-left: auto;
`;

const Name = styled.span`
  font-weight: 600;
`;

const Balance = styled.span`
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceRaised};
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;
