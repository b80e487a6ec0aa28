import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/errors';
import { endKey, errorKey, hasWithdrawNote, isActivationError, UNEXPECTED_KEY, type ErrorContext } from '@/lib/error-messages';
import { formatLongDate } from '@/lib/format-date';
import { toLocale } from '@/routes/href';
import { errorDetails } from './error-detail';
import { Notice } from './Notice';

/**
 * A backend failure as the player reads it: the catalogue message for its code (spec 8),
 * 210/114 highlighted with the activation hint, an end time when params carry one (a sentence
 * of the message where the code has one, else a line of its own), on a withdraw init failure
 * by AML or risk (235, 260) the extra withdraw message, what a feature adds for its codes
 * (./error-detail.ts), and what the screen adds (`children`: lines that belong to the same
 * announcement, such as what the refusal leaves the player able to do).
 */
export function ApiErrorNotice({ error, context = 'default', specificOnly = false, children }: {
  error: ApiError;
  context?: ErrorContext;
  /**
   * Under a screen's own message of what failed (a read's `LoadFailed`): nothing when all the
   * catalogue would add is its generic "something went wrong" (a 503 read twice so, one box over another).
   */
  specificOnly?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['errors', 'common']);
  const activation = isActivationError(error.errorCode);
  const Detail = errorDetails[error.errorCode];
  const raw = error.params?.expireTimestamp;
  // Backends send the end time as epoch milliseconds or as an ISO timestamp.
  const expires = typeof raw === 'number' || typeof raw === 'string' ? new Date(raw) : null;
  const date = expires && !Number.isNaN(expires.getTime()) ? formatLongDate(expires, toLocale(i18n.language)) : null;
  const ends = date ? endKey(error.errorCode, context) : null;
  const key = errorKey(error.errorCode, context);
  if (specificOnly && key === UNEXPECTED_KEY && !Detail && !date && !children) return null;
  return (
    <Notice tone={activation ? 'highlight' : 'error'} testId="api-error">
      <p>
        {t(key)}
        {ends ? ` ${t(ends, { date })}` : null}
      </p>
      {date && !ends ? <p>{t('errors:until', { date })}</p> : null}
      {activation ? <p>{t('errors:activationHint')}</p> : null}
      {hasWithdrawNote(error.errorCode, context) ? <p>{t('errors:amlWithdrawNote')}</p> : null}
      {children}
      {Detail ? <Detail error={error} /> : null}
    </Notice>
  );
}
