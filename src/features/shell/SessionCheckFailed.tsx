import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { theme } from '@/ui/theme';

/** A page that needs a login while the first check keeps failing: why, and a way on (not a blank page). */
export function SessionCheckFailed({ failure, onRetry }: { failure: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Stack data-testid="session-check-failed">
      <p>{t('sessionCheck.failed')}</p>
      <ApiErrorNotice error={failure} />
      <div>
        <Button $variant="secondary" onClick={onRetry}>
          {t('sessionCheck.retry')}
        </Button>
      </div>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  max-width: 560px;
  margin: ${theme.space(6)} auto;
  padding: 0 ${theme.space(4)};

  p {
    margin: 0;
  }
`;
