import { useTranslation } from 'react-i18next';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { useRefreshLimits } from '@/data/limits/limits-mutation';
import { resetRealityCheck, useSessionNetQuery } from '@/data/limits/reality-check';
import { serverNow } from '@/lib/clock';
import { formatMoney } from '@/lib/format';
import { href } from '@/routes/href';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { DialogTitle } from '@/ui/dialog-title';
import { ModalActions, ModalBody } from '@/ui/modal-parts';
import { RowList } from '@/ui/RowList';
import { theme } from '@/ui/theme';

const TITLE_ID = 'reality-check-title';
const MINUTE_MS = 60_000;

type Step = { kind: 'ask' } | { kind: 'working'; action: 'continue' | 'stop' } | { kind: 'failed'; error: ApiError };

/**
 * The reality check (issue #14): how long the player has played this session and what they
 * have won or lost since it began, with Continue (the next reminder an interval from now) and
 * Stop playing (the game is left and the limits page offers a limit or a cool-off).
 */
export function RealityCheckModal({ reminder, onClose }: { reminder: string; onClose: () => void }) {
  const { t } = useTranslation(['limits', 'errors']);
  const locale = useLocale();
  const router = useRouter();
  const refresh = useRefreshLimits();
  const { sessionStart } = useProfile();
  // The time played when the reminder came; the session timer keeps ticking on screen.
  const [playedMs] = useState(() => (sessionStart ? Math.max(0, serverNow().getTime() - sessionStart.getTime()) : 0));
  // The reminder as it came: the poll moves on once it is answered.
  const [shown] = useState(reminder);
  const net = useSessionNetQuery(sessionStart, shown);
  const [step, setStep] = useState<Step>({ kind: 'ask' });

  const acknowledge = async (action: 'continue' | 'stop') => {
    if (step.kind === 'working') return;
    setStep({ kind: 'working', action });
    const result = await resetRealityCheck();
    void refresh();
    if (action === 'stop') {
      // Stopping never waits on the reminder's reset: the game is left whatever it answered.
      onClose();
      await router.push(href('profileLimits', { locale }), undefined, { locale: false });
      return;
    }
    if (!result.success) return setStep({ kind: 'failed', error: result });
    onClose();
  };

  const minutes = Math.floor(playedMs / MINUTE_MS);
  const played = minutes >= 60 ? t('limits:reality.modal.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('limits:reality.modal.minutes', { minutes });
  const busy = step.kind === 'working';

  return (
    <Dialog open onClose={() => void acknowledge('continue')} labelledBy={TITLE_ID} automatic testId="reality-check-modal">
      <ModalBody>
        <DialogTitle id={TITLE_ID}>{t('limits:reality.title')}</DialogTitle>
        <p>{t('limits:reality.modal.intro')}</p>
        <Figures>
          <div>
            <dt>{t('limits:reality.modal.played')}</dt>
            <dd data-testid="reality-check-time">{played}</dd>
          </div>
          <div>
            <dt>{t('limits:reality.modal.net')}</dt>
            <dd data-testid="reality-check-net" aria-busy={net.isLoading}>
              {net.data?.complete ? (
                <>
                  <strong>{formatMoney(net.data.net, locale, 'EUR', { fixed: true })}</strong>
                  <Rounds>{t('limits:reality.modal.rounds', { count: net.data.rounds })}</Rounds>
                </>
              ) : net.data ? (
                <RouteLink to="transactionsGameActions">{t('limits:reality.modal.tooMany')}</RouteLink>
              ) : net.error ? (
                <span>
                  {t('limits:reality.modal.netFailed')}{' '}
                  <Inline type="button" onClick={() => void net.mutate()}>
                    {t('limits:reality.modal.retry')}
                  </Inline>
                </span>
              ) : (
                t('limits:reality.modal.loading')
              )}
            </dd>
          </div>
        </Figures>
        {step.kind === 'failed' ? <ApiErrorNotice error={step.error} /> : null}
        <ModalActions>
          <Button $variant="primary" $busy={busy} onClick={() => void acknowledge('continue')}>
            {t('limits:reality.modal.continue')}
          </Button>
          <Button $variant="secondary" $busy={busy} onClick={() => void acknowledge('stop')}>
            {t('limits:reality.modal.stop')}
          </Button>
        </ModalActions>
      </ModalBody>
    </Dialog>
  );
}

const Figures = styled(RowList).attrs({ as: 'dl' })`
  dd {
    /* At the end of the row, also when it wraps under its term. */
    margin: 0 0 0 auto;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

const Rounds = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 14px;
`;

const Inline = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

