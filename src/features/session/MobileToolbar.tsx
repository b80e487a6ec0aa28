import { useTranslation } from 'react-i18next';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { formatMoney } from '@/lib/format';
import { routeIdForPage } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { useSessionClock } from './useSessionClock';
import { theme } from '@/ui/theme';

/** The mobile toolbar: session time and balance; the balance is hidden on the game page (spec 2.3). */
export function MobileToolbar() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { balance, sessionStart, isLoggedIn } = useProfile();
  const time = useSessionClock(sessionStart);
  const onGamePage = routeIdForPage(useRouter().pathname) === 'gamePlay';
  if (!isLoggedIn) return null;
  return (
    <Toolbar data-testid="mobile-toolbar">
      <span>
        {t('session.time')} <time role="timer">{time ?? '00:00'}</time>
      </span>
      {onGamePage ? null : (
        <span>
          {t('session.balance')} <strong>{balance ? formatMoney(balance.cash, locale, balance.currency, { fixed: true }) : '…'}</strong>
        </span>
      )}
    </Toolbar>
  );
}

const Toolbar = styled.div`
  display: none;
  ${theme.media.mobile} {
    position: sticky;
    top: 56px;
    z-index: ${theme.z.toolbar};
    display: flex;
    justify-content: space-between;
    align-items: center;
    height: ${theme.layout.mobileToolbarHeight};
    padding: 0 ${theme.space(4)};
    background: ${theme.color.surfaceRaised};
    font-size: 14px;
    font-variant-numeric: tabular-nums;
  }
`;
