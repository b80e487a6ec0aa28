import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LazyState } from '@/ui/lazy-component';
import { RetryNotice } from '@/ui/RetryNotice';
import { theme } from '@/ui/theme';

/**
 * A panel whose code or strings are on their way, or could not come: a way to try again, never
 * a blank panel. Both the frames' bodies module and each body's own chunk show it.
 */
export function PanelLoading({ failed, retry }: LazyState) {
  const { t } = useTranslation('common');
  if (failed) return <RetryNotice message={t('panels.loadFailed')} retryLabel={t('panels.retry')} onRetry={retry} />;
  return (
    <Status role="status" data-testid="panel-loading">
      {t('panels.loading')}
    </Status>
  );
}

const Status = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;
