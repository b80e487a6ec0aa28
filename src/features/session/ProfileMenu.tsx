import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { useSessionClock } from './useSessionClock';
import { theme } from '@/ui/theme';

/** The mobile profile sidebar's first page: who is logged in, balances, session time, logout. */
export function ProfileMenu({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { player, balance, sessionStart, logout } = useProfile();
  const time = useSessionClock(sessionStart);
  if (!player) return null;
  const money = (cents: number) => formatMoney(cents, locale, balance?.currency, { fixed: true });
  return (
    <Stack>
      <Name>{player.nickName || `${player.firstName} ${player.lastName}`}</Name>
      <dl>
        <dt>{t('session.cash')}</dt>
        <dd>{balance ? money(balance.cash) : '…'}</dd>
        <dt>{t('session.promo')}</dt>
        <dd>{balance ? money(balance.promo) : '…'}</dd>
        <dt>{t('session.time')}</dt>
        <dd>{time}</dd>
      </dl>
      <Button
        $variant="secondary"
        onClick={() => {
          void logout().then(onLoggedOut);
        }}
      >
        {t('logout')}
      </Button>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  dl { display: grid; grid-template-columns: 1fr auto; gap: ${theme.space(2)}; margin: 0; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; text-align: right; }
`;

const Name = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
`;
