import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/errors';
import { errorKey } from '@/lib/error-messages';

/**
 * Codes whose catalogue message would not help here: 100 is the failure itself, and the
 * backend answers a refused limit change with 180, whose catalogue text ("already in use")
 * means something else (a form whose field 180 is about shows it at that field instead).
 */
const SAID_BY_UPDATE_FAILED = new Set([100, 180]);

/**
 * Spec 8 "Limit and marketing save" (and every settings form): a failure shows common:errors.updateFailed, with the catalogue's
 * message under it when the code says more (a cool-off, a timeout, too many attempts).
 */
export function SaveFailed({ failure }: { failure: ApiError }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <>
      <p>{t('common:errors.updateFailed')}</p>
      {SAID_BY_UPDATE_FAILED.has(failure.errorCode) ? null : <p>{t(errorKey(failure.errorCode))}</p>}
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
