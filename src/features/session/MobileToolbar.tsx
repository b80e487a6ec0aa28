import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useGameOn } from '@/state/game-on';
import { useProfile } from '@/state/profile';
import { BalanceAmount } from './BalanceAmount';
import { useSessionClock } from './useSessionClock';
import { theme } from '@/ui/theme';

/**
 * The mobile toolbar: session time and balance; the balance is hidden while a game is on (spec
 * 2.3; not after a failed launch). `quickStop` is the shell's quick-stop button, at the end.
 */
export function MobileToolbar({ quickStop }: { quickStop?: ReactNode }) {
  const { t } = useTranslation();
  const { sessionStart, isLoggedIn } = useProfile();
  const time = useSessionClock(sessionStart);
  const gameOn = useGameOn();
  if (!isLoggedIn) return null;
  return (
    // A landmark of its own (complementary), so that it is not content outside every landmark.
    <Toolbar data-testid="mobile-toolbar" aria-label={t('session.bar')}>
      <span>
        {/* Until the session's start is known the time is unknown, not zero (as the balance's). */}
        {t('session.time')} <time role="timer">{time ?? '…'}</time>
      </span>
      {gameOn ? null : (
        <span>
          {t('session.balance')} <strong>
            <BalanceAmount labelled />
          </strong>
        </span>
      )}
      {quickStop}
    </Toolbar>
  );
}

const Toolbar = styled.aside`
  display: none;
  ${theme.media.mobile} {
    position: sticky;
    top: 56px;
    z-index: ${theme.z.toolbar};
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space(2)};
    height: ${theme.layout.mobileToolbarHeight};
    padding: 0 ${theme.space(4)};
    background: ${theme.color.surfaceRaised};
    font-size: 14px;
    font-variant-numeric: tabular-nums;
    /* Each figure under its name, so the quick stop fits beside them on a narrow phone. */
    > span {
      display: grid;
      font-size: 11px;
      line-height: 1.15;
      white-space: nowrap;
      color: ${theme.color.muted};
    }
    > span > time, > span > strong { font-size: 14px; color: ${theme.color.text}; }
  }
`;
