import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/api/errors';
import type { ErrorContext } from '@/lib/error-messages';
import type { TrueLimit } from '@/api/schemas/limits';
import { useRefreshLimits } from '@/data/limits/limits-mutation';
import { cancelPendingIncreases, confirmPendingIncreases } from '@/data/limits/pending-increases';
import { ApiErrorWithCode } from '@/ui/ApiErrorWithCode';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { DialogTitle } from '@/ui/dialog-title';
import { Notice } from '@/ui/Notice';
import { ModalActions, ModalBody } from '@/ui/modal-parts';
import { RowList } from '@/ui/RowList';
import { LimitChange } from '../LimitChange';

const TITLE_ID = 'loss-limit-modal-title';

type Step =
  | { kind: 'ask' }
  | { kind: 'working'; action: 'confirm' | 'cancel' }
  | { kind: 'done'; action: 'confirm' | 'cancel' }
  | { kind: 'failed'; action: 'confirm' | 'cancel'; error: ApiError };

/**
 * Spec 2.3, 4: the loss-limit increases the player asked for, each as old amount → new amount;
 * Confirm all or Cancel all, then the confirmed or cancelled message, then Close. A failing call
 * shows its message and code (a 180 in the modal's own words: the change was decided elsewhere
 * meanwhile), and both choices stay open to try again. "Decide later" closes it
 * with nothing sent, as Escape does: Cancel all is a decision (the increases are dropped), so it
 * is not the way out for a player who only wants the modal gone; the limits screen still offers
 * the choice.
 */
export function LossLimitModal({ pending, onClose }: { pending: readonly TrueLimit[]; onClose: () => void }) {
  const { t } = useTranslation(['limits', 'errors']);
  const refresh = useRefreshLimits();
  // The list as it was when the modal opened: the poll empties it once the choice is made.
  const [shown] = useState(pending);
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (step.kind === 'done') closeRef.current?.focus();
  }, [step.kind]);

  const run = async (action: 'confirm' | 'cancel') => {
    if (step.kind === 'working') return;
    setStep({ kind: 'working', action });
    const kinds = shown.map((entry) => entry.kind);
    const result = await (action === 'confirm' ? confirmPendingIncreases(kinds) : cancelPendingIncreases(kinds));
    setStep(result.success ? { kind: 'done', action } : { kind: 'failed', action, error: result });
    await refresh();
  };

  const busy = step.kind === 'working';
  return (
    <Dialog open onClose={onClose} labelledBy={TITLE_ID} automatic testId="loss-limit-modal">
      <ModalBody>
        <DialogTitle id={TITLE_ID}>{t('limits:confirm.title')}</DialogTitle>
        {step.kind === 'done' ? (
          <Notice tone="success" testId="loss-limit-modal-result">
            <p>{t(step.action === 'confirm' ? 'limits:confirm.confirmed' : 'limits:confirm.cancelled')}</p>
          </Notice>
        ) : (
          <>
            <p>{t('limits:confirm.intro')}</p>
            <RowList>
              {shown.map((entry) => (
                <li key={entry.kind}>
                  <span>{t(`limits:kinds.${entry.kind}.title`)}</span>
                  <LimitChange from={entry.amount} to={entry.newAmount} />
                </li>
              ))}
            </RowList>
          </>
        )}
        {step.kind === 'failed' ? <ApiErrorWithCode error={step.error} context={refusalContext(step.error)} codeTestId="loss-limit-modal-code" /> : null}
        <ModalActions>
          {step.kind === 'done' ? (
            <Button ref={closeRef} $variant="primary" onClick={onClose} data-testid="loss-limit-modal-close">
              {t('limits:confirm.close')}
            </Button>
          ) : (
            <>
              <Button $variant="primary" $busy={busy} onClick={() => void run('confirm')}>
                {busy && step.action === 'confirm' ? t('limits:confirm.working') : t('limits:confirm.confirmAll')}
              </Button>
              <Button $variant="secondary" $busy={busy} onClick={() => void run('cancel')}>
                {busy && step.action === 'cancel' ? t('limits:confirm.working') : t('limits:confirm.cancelAll')}
              </Button>
              <Button $variant="secondary" $unavailable={busy} onClick={onClose}>
                {t('limits:confirm.later')}
              </Button>
            </>
          )}
        </ModalActions>
      </ModalBody>
    </Dialog>
  );
}

/**
 * A 180 here is "no change waiting any more" unless the backend names another reason: a change
 * not due yet (its time) or the order of the limits (its rule), which the catalogue's display says.
 */
function refusalContext(error: ApiError): ErrorContext {
  const params = error.params ?? {};
  return 'amountEffectiveTime' in params || 'rule' in params ? 'default' : 'limitConfirm';
}
