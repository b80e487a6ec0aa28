import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/api/errors';
import { acceptMarketing, useReloadPlayer } from '@/data/player/account-mutation';
import { ApiErrorWithCode } from '@/ui/ApiErrorWithCode';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { DialogTitle } from '@/ui/dialog-title';
import { ModalActions, ModalBody } from '@/ui/modal-parts';
import { Notice } from '@/ui/Notice';

const TITLE_ID = 'marketing-prompt-title';

type Step = { kind: 'ask' } | { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; error: ApiError };

/**
 * The marketing prompt (spec 2.3, 4): accepting sets SMS and email marketing on; cancelling
 * just closes it. The owner records the prompt, whatever the answer.
 */
export function MarketingPromptModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const refreshPlayer = useReloadPlayer();
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (step.kind === 'done') closeRef.current?.focus();
  }, [step.kind]);

  const accept = async () => {
    if (step.kind === 'working') return;
    setStep({ kind: 'working' });
    const result = await acceptMarketing();
    setStep(result.success ? { kind: 'done' } : { kind: 'failed', error: result });
    if (result.success) await refreshPlayer();
  };

  const busy = step.kind === 'working';
  return (
    <Dialog open onClose={onClose} labelledBy={TITLE_ID} automatic testId="marketing-prompt">
      <ModalBody>
        <DialogTitle id={TITLE_ID}>{t('account:marketingPrompt.title')}</DialogTitle>
        {step.kind === 'done' ? (
          <Notice tone="success">
            <p>{t('account:marketingPrompt.done')}</p>
          </Notice>
        ) : (
          <p>{t('account:marketingPrompt.text')}</p>
        )}
        {step.kind === 'failed' ? <ApiErrorWithCode error={step.error} /> : null}
        <ModalActions>
          {step.kind === 'done' ? (
            <Button ref={closeRef} $variant="primary" onClick={onClose}>
              {t('account:marketingPrompt.close')}
            </Button>
          ) : (
            <>
              <Button $variant="primary" $busy={busy} onClick={() => void accept()}>
                {busy ? t('account:marketingPrompt.working') : t('account:marketingPrompt.accept')}
              </Button>
              <Button $variant="secondary" $busy={busy} onClick={onClose}>
                {t('account:marketingPrompt.cancel')}
              </Button>
            </>
          )}
        </ModalActions>
      </ModalBody>
    </Dialog>
  );
}
