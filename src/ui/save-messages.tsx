import { useTranslation } from 'react-i18next';
import { DEFAULT_ERROR_CODE, type ApiError } from '@/api/errors';
import { isTimeout } from '@/api/timeouts';
import { errorKey } from '@/lib/error-messages';
import { ErrorCode } from './ApiErrorWithCode';

/**
 * Whether the catalogue's message for a code says more than "Saving failed". A code with no
 * message of its own (100, an HTTP status given as the code such as 500 or 400) would only
 * repeat it as the generic "Something went wrong". The backend answers a refused limit change
 * with 180, whose catalogue text ("already in use") means something else (a form whose field
 * 180 is about shows it at that field instead).
 */
const saysMore = (code: number): boolean => code !== 180 && errorKey(code) !== errorKey(DEFAULT_ERROR_CODE);

/**
 * Spec 8 "Limit and marketing save" (and every settings form): a failure shows common:errors.updateFailed, with the catalogue's
 * message under it when the code says more (a cool-off, a timeout, too many attempts); a change
 * that timed out says it may have been saved instead (`unsure`). `lead`
 * says what did happen instead of "Saving failed" (a code not sent); `withCode` adds the code
 * under them (spec 8: the phone's and the email's failures).
 */
export function SaveFailed({ failure, lead, unsure, withCode = false, codeTestId = 'error-code' }: {
  failure: ApiError;
  lead?: string;
  /**
   * The failed call was the change itself: a timeout is not known to have failed (the backend
   * may have made the change after our deadline), so it says the change may have been saved
   * instead of "Saving failed. Please try again." true: in general words; a string: in the
   * screen's own (the password). A check or a code sent says what did not happen, as before.
   */
  unsure?: boolean | string;
  withCode?: boolean;
  codeTestId?: string;
}) {
  const { t } = useTranslation(['common', 'errors']);
  if (unsure && isTimeout(failure)) {
    return (
      <>
        <p>{typeof unsure === 'string' ? unsure : t('errors:timeoutSave')}</p>
        {withCode ? <ErrorCode code={failure.errorCode} testId={codeTestId} /> : null}
      </>
    );
  }
  return (
    <>
      <p>{lead ?? t('common:errors.updateFailed')}</p>
      {saysMore(failure.errorCode) ? <p>{t(errorKey(failure.errorCode))}</p> : null}
      {withCode ? <ErrorCode code={failure.errorCode} testId={codeTestId} /> : null}
    </>
  );
}

/** Spec 8 "Limit and marketing save": a success shows common:errors.updateSuccess, and what it means for the player. */
export function Saved({ detail }: { detail?: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <p>{t('errors.updateSuccess')}</p>
      {detail ? <p>{detail}</p> : null}
    </>
  );
}
