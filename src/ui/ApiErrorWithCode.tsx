import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { displayedCode, type ErrorContext } from '@/lib/error-messages';
import { ApiErrorNotice } from './ApiErrorNotice';
import { theme } from './theme';

/** A failure with its catalogue message and, under it, the code as the screen shows it ("Error code N"). */
export function ApiErrorWithCode({ error, context = 'default', codeTestId }: { error: ApiError; context?: ErrorContext; codeTestId?: string }) {
  const { t } = useTranslation('errors');
  return (
    <div>
      <ApiErrorNotice error={error} context={context} />
      <Code data-testid={codeTestId}>{t('errors:code', { code: displayedCode(error.errorCode, context) })}</Code>
    </div>
  );
}

const Code = styled.p`
  margin-top: ${theme.space(2)} !important;
  color: ${theme.color.muted};
  font-size: 14px;
`;
