import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { ApiErrorNotice } from './ApiErrorNotice';
import { SessionCheckRetry } from './SessionCheckRetry';
import { theme } from './theme';
import { useShowingSessionCheck } from './session-check-shown';

type Placement = 'page' | 'inline';

/**
 * A page that waits for the first player check while it keeps failing: why, and a way on (not a
 * blank page or an endless spinner). Rarely shown, so every page loads it lazily. As a `page` it
 * stands alone in place of a guarded page; `inline`, its container places it (under a page's
 * heading and intro, in the game's box).
 */
export function SessionCheckFailed({ failure, onRetry, placement = 'page' }: { failure: ApiError; onRetry: () => Promise<void> | void; placement?: Placement }) {
  const { t } = useTranslation('common');
  useShowingSessionCheck();
  return (
    <Stack data-testid="session-check-failed" $placement={placement}>
      <p>{t('sessionCheck.failed')}</p>
      <ApiErrorNotice error={failure} />
      <div>
        <SessionCheckRetry onRetry={onRetry} />
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
