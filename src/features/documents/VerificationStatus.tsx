import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureOf } from '@/data/core/failure';
import { useVerificationQuery } from '@/data/documents/verification-query';
import { LoadFailed } from '@/ui/LoadFailed';
import { theme } from '@/ui/theme';
import { labelOf } from './labels';

const KNOWN = ['unverified', 'pending', 'verified'];

/** Spec 4 "After login ... verification": where the player's identity check stands (GET /verification/status). */
export function VerificationStatus({ explain }: { explain: boolean }) {
  const { t } = useTranslation(['documents', 'common']);
  const { data, error, isValidating, mutate } = useVerificationQuery(true);
  // While a retry runs the status shows its wait ('…') in place of the failure.
  if (error && !data && !isValidating) {
    return (
      <LoadFailed
        testId="verification-failed"
        message={t('verification.loadFailed')}
        failure={failureOf(error)}
        retryLabel={t('common:panels.retry')}
        onRetry={() => void mutate()}
      />
    );
  }
  const status = data?.status;
  return (
    <Status data-testid="verification-status" data-status={status ?? ''}>
      <dt>{t('verification.label')}</dt>
      <dd>
        <strong data-tone={status === 'verified' ? 'ok' : status === 'pending' ? 'wait' : 'todo'}>{status ? labelOf(t, 'verification', status) : '…'}</strong>
        {explain && status ? <span>{t(KNOWN.includes(status) ? `verification.${status}Text` : 'verification.unknownText')}</span> : null}
      </dd>
    </Status>
  );
}

const Status = styled.dl`
  display: grid;
  gap: ${theme.space(1)};
  margin: 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  dt { font-size: 14px; color: ${theme.color.muted}; }
  dd { display: grid; gap: ${theme.space(1)}; margin: 0; }
  strong { font-size: 17px; }
  strong[data-tone='ok'] { color: ${theme.color.success}; }
`;
