import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { ProviderFilter } from './ProviderFilter';
import { ResultList } from './ResultList';
import { useStatusMessage } from './SearchField';
import type { SearchBoxState } from './use-search-box';
import { theme } from '@/ui/theme';

/**
 * Everything under the field: the provider filter, the state line (hint, searching, not
 * found or the count), a failure with a retry, and the results listbox.
 */
export function SearchBody({ box, listHidden = false }: { box: SearchBoxState; listHidden?: boolean }) {
  const { t } = useTranslation('search');
  const message = useStatusMessage(box);
  return (
    <Body>
      <ProviderFilter box={box} />
      {/* The same words as the field's live region, for sighted players; not announced twice. */}
      {message ? <StatusLine aria-hidden="true">{message}</StatusLine> : null}
      {box.status === 'error' ? (
        <Notice tone="error" testId="search-error">
          <p>{t('error')}</p>
          <Retry $variant="secondary" onClick={box.retry}>
            {t('retry')}
          </Retry>
        </Notice>
      ) : null}
      <ResultList box={box} hidden={listHidden} />
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

const StatusLine = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.color.muted};
`;

const Retry = styled(Button)`
  margin-top: ${theme.space(2)};
`;
