import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useVerificationQuery } from '@/data/documents/verification-query';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { labelOf } from './labels';

const KNOWN = ['unverified', 'pending', 'verified'];

/** Spec 4 "After login ... verification": where the player's identity check stands (GET /verification/status). */
export function VerificationStatus({ explain }: { explain: boolean }) {
  const { t } = useTranslation('documents');
  const { data, error } = useVerificationQuery(true);
  if (error && !data) {
    return (
      <Notice tone="error" testId="verification-failed">
        <p>{t('verification.loadFailed')}</p>
      </Notice>
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
