import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PlayerDocument } from '@/api/schemas/documents';
import { failureOf } from '@/data/core/failure';
import { useDocumentsQuery } from '@/data/documents/documents-query';
import { formatShortDate } from '@/lib/format-date';
import { useLocale } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { Button } from '@/ui/Button';
import { LoadFailed } from '@/ui/LoadFailed';
import { Table, type Column } from '@/ui/Table';
import { theme } from '@/ui/theme';
import { labelOf } from './labels';
import { VerificationStatus } from './VerificationStatus';

/**
 * Spec 2.4 "documents": the verification status, the player's documents and the way to upload
 * more. The documents are cards at every width: four columns in a 550 px panel wrapped the dates
 * onto four lines and broke "Henkilöllisyystodistus" without a hyphen.
 */
export function DocumentsPanel() {
  const { t } = useTranslation('documents');
  const locale = useLocale();
  const panels = usePanels();
  const { data, error, mutate, isValidating } = useDocumentsQuery(true);
  const columns: Column<PlayerDocument>[] = [
    { key: 'type', header: t('list.type'), cell: (doc) => labelOf(t, 'types', doc.documentType), rowHeader: true, breakWords: true },
    { key: 'source', header: t('list.source'), cell: (doc) => labelOf(t, 'sources', doc.documentSource) },
    { key: 'status', header: t('list.status'), cell: (doc) => <State data-status={doc.documentStatus}>{labelOf(t, 'statuses', doc.documentStatus)}</State> },
    { key: 'uploaded', header: t('list.uploaded'), cell: (doc) => formatShortDate(new Date(doc.uploadTime), locale) },
  ];
  return (
    <Stack>
      <VerificationStatus explain={false} />
      {panels.canOpen('verification') ? (
        <Button $variant="secondary" onClick={() => panels.push('verification')}>
          {t('verification.more')}
        </Button>
      ) : null}
      {error && !data ? (
        <LoadFailed testId="documents-failed" message={t('list.loadFailed')} failure={failureOf(error)} retryLabel={t('list.retry')} onRetry={() => void mutate()} busy={isValidating} />
      ) : data ? (
        <Table caption={t('list.label')} cards columns={columns} rows={data} rowKey={(doc) => doc.id ?? `${doc.documentType}-${doc.uploadTime}`} empty={t('list.empty')} testId="documents-list" />
      ) : (
        <p role="status">{t('common:panels.loading')}</p>
      )}
      {panels.canOpen('upload-documents') ? <Button $variant="primary" onClick={() => panels.push('upload-documents')}>{t('list.upload')}</Button> : null}
    </Stack>
  );
}

/** Spec 2.4 "verification": the status with what it means for the player, and the way to the documents. */
export function VerificationPanel() {
  const { t } = useTranslation('documents');
  const panels = usePanels();
  return (
    <Stack>
      <VerificationStatus explain />
      {panels.canOpen('upload-documents') ? <Button $variant="primary" onClick={() => panels.push('upload-documents')}>{t('list.upload')}</Button> : null}
      {panels.canOpen('documents') ? (
        <Button $variant="secondary" onClick={() => panels.push('documents')}>
          {t('verification.documents')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * One column as wide as the panel: an auto column grew to the table's widest words (Finnish),
 * past the panel's edge, and the buttons stretched with it. A label longer than the panel wraps.
 */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
  > p { margin: 0; }
  > button { white-space: normal; text-align: center; }
  caption { text-align: start; font-weight: 700; padding-bottom: ${theme.space(2)}; }
`;

const State = styled.span`
  font-weight: 600;
  &[data-status='approved'] { color: ${theme.color.success}; }
  &[data-status='rejected'] { color: ${theme.color.danger}; }
`;
