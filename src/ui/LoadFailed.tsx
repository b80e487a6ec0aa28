import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DEFAULT_ERROR_CODE, type ApiError } from '@/api/errors';
import type { ErrorContext } from '@/lib/error-messages';
import { Button } from './Button';
import { LazyApiErrorNotice } from './lazy-api-error-notice';
import { Notice } from './Notice';
import { theme } from './theme';

/**
 * A read that failed, with the way on: what could not be loaded, the backend's own failure when
 * it says more than the unspecified 100 (spec 8), in the catalogue's words for the screen's
 * `context` (the withdraw note of a refused initWithdraw), and a button that asks again, busy
 * while it does. `children` are the screen's other ways on (customer service), under it and
 * laid out by the screen: this is on the lobby's first load, so it carries no layout for them.
 */
export function LoadFailed({ message, failure, context, retryLabel, onRetry, busy, testId, children }: {
  message: string;
  failure: ApiError | null;
  context?: ErrorContext;
  retryLabel: string;
  onRetry: () => void;
  busy?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Stack data-testid={testId}>
      <Notice tone="error">
        <p>{message}</p>
      </Notice>
      {failure && failure.errorCode !== DEFAULT_ERROR_CODE ? <LazyApiErrorNotice error={failure} context={context} /> : null}
      <div>
        <Button $variant="secondary" onClick={onRetry} $busy={busy}>
          {retryLabel}
        </Button>
      </div>
      {children}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;
