import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DEFAULT_ERROR_CODE, type ApiError } from '@/api/errors';
import type { ErrorContext } from '@/lib/error-messages';
import { Button } from './Button';
import { RETRY_BUTTON } from './focus-handoff';
import { LazyApiErrorNotice } from './lazy-api-error-notice';
import { lazyComponent } from './lazy-component';
import { Notice } from './Notice';
import { theme } from './theme';

/** Keeps the player's focus when the failure gives way under its own retry (in its own chunk). */
const FocusHandoff = lazyComponent(() => import('./FocusHandoff').then((m) => m.FocusHandoff));

/**
 * A read that failed, with the way on: what could not be loaded, the backend's own failure when
 * it says more than the unspecified 100 or the catalogue's generic line (spec 8), in its words
 * for the screen's `context` (the withdraw note of a refused initWithdraw), and a button that
 * asks again, busy while it does. `children` are the screen's other ways on (customer service), under it and
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
      {failure && failure.errorCode !== DEFAULT_ERROR_CODE ? <LazyApiErrorNotice error={failure} context={context} specificOnly /> : null}
      <div>
        <Button $variant="secondary" onClick={onRetry} $busy={busy} {...RETRY_BUTTON}>
          {retryLabel}
        </Button>
      </div>
      {children}
      <FocusHandoff />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;
