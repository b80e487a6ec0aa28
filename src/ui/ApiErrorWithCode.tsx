import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { displayedCode, type ErrorContext } from '@/lib/error-messages';
import { ApiErrorNotice } from './ApiErrorNotice';
import { theme } from './theme';

/** A failure with its catalogue message and, under it, the code as the screen shows it ("Error code N"). */
export function ApiErrorWithCode({ error, context = 'default', codeTestId }: { error: ApiError; context?: ErrorContext; codeTestId?: string }) {
  return (
    <div>
      <ApiErrorNotice error={error} context={context} />
      <ErrorCode code={error.errorCode} context={context} testId={codeTestId} />
    </div>
  );
}

/**
 * The "Error code N" line under a failure's message. The code is a number in every language:
 * an HTTP status given as the code (spec 8: the phone's and the email's failures) reads
 * "Error code 429", never the status text.
 */
export function ErrorCode({ code, context = 'default', testId }: { code: number; context?: ErrorContext; testId?: string }) {
  const { t } = useTranslation('errors');
  return <Code data-testid={testId}>{t('errors:code', { code: displayedCode(code, context) })}</Code>;
}

const Code = styled.p`
  margin-top: ${theme.space(2)} !important;
  color: ${theme.color.muted};
  font-size: 14px;
`;
