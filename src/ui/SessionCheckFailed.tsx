import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { ApiErrorNotice } from './ApiErrorNotice';
import { Button } from './Button';
import { theme } from './theme';
import { useShowingSessionCheck } from './session-check-shown';
import { useBusy } from './use-busy';

type Placement = 'page' | 'inline';

/**
 * A page that waits for the first player check while it keeps failing: why, and a way on (not a
 * blank page or an endless spinner). Rarely shown, so every page loads it lazily. As a `page` it
 * stands alone in place of a guarded page; `inline`, its container places it (under a page's
 * heading and intro, in the game's box).
 */
export function SessionCheckFailed({ failure, onRetry, placement = 'page' }: { failure: ApiError; onRetry: () => Promise<void> | void; placement?: Placement }) {
  const { t } = useTranslation('common');
  const [checking, runCheck] = useBusy();
  const button = useRef<HTMLButtonElement>(null);
  useShowingSessionCheck();
  // The button says it is checking (the same failure again would read the same); an answer
  // takes this view away with the focused button, so focus goes to the page's content.
  const retry = () =>
    runCheck(async () => {
      await onRetry();
      requestAnimationFrame(() => {
        if (!button.current?.isConnected) document.getElementById('main')?.focus();
      });
    });
  return (
    <Stack data-testid="session-check-failed" $placement={placement}>
      <p>{t('sessionCheck.failed')}</p>
      <ApiErrorNotice error={failure} />
      <div>
        <Button ref={button} $variant="secondary" onClick={() => void retry()} $busy={checking}>
          {checking ? t('sessionCheck.checking') : t('sessionCheck.retry')}
        </Button>
      </div>
    </Stack>
  );
}

const Stack = styled.div<{ $placement: Placement }>`
  display: grid;
  gap: ${theme.space(3)};
  max-width: 560px;
  margin: ${({ $placement }) => ($placement === 'page' ? `${theme.space(6)} auto` : '0')};
  padding: ${({ $placement }) => ($placement === 'page' ? `0 ${theme.space(4)}` : '0')};

  p {
    margin: 0;
  }
`;
