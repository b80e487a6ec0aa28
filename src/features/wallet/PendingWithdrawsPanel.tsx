import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { actionKeys } from '@/api/action-keys';
import { isUnsettled } from '@/api/idempotency';
import type { WithdrawalTransaction } from '@/api/schemas/transactions';
import { failureOf } from '@/data/core/failure';
import { usePendingWithdrawalsQuery } from '@/data/wallet/pending-withdrawals-query';
import { cancelWithdrawal, useRefreshAfterWithdraw } from '@/data/wallet/withdraw-mutation';
import { formatMoney } from '@/lib/format';
import { formatLongDate } from '@/lib/format-date';
import { useLocale } from '@/routes/RouteLink';
import { useIsLoggedIn, useProfile } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { LoadFailed } from '@/ui/LoadFailed';
import { Notice } from '@/ui/Notice';
import { RowList } from '@/ui/RowList';
import { theme } from '@/ui/theme';
import { CashAfter } from './CashAfter';
import { CONFIRM_EXIT_MS, ConfirmDialog } from './ConfirmDialog';

/**
 * The mock's (and, we expect, the API's) answer to a cancel of a withdrawal that is no longer
 * pending (docs/decisions.md "Mock backend": 180 for refused changes). The catalogue's text
 * for 180 is about duplicate details, which would mislead here.
 */
const NOT_PENDING = 180;

type Outcome = { kind: 'cancelled'; item: WithdrawalTransaction } | { kind: 'failed'; item: WithdrawalTransaction; failure: ApiError };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A cancel's outcome, focused when it appears so the player hears it (the row it came from may be gone). */
function OutcomeNotice({ outcome, onRetry, busy }: { outcome: Outcome; onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);
  const amount = formatMoney(outcome.item.amount, locale, outcome.item.currency, { fixed: true });
  if (outcome.kind === 'cancelled') {
    return (
      <Focus ref={ref} tabIndex={-1} data-testid="pending-outcome" data-outcome="cancelled">
        <Notice tone="success">
          <p>
            <strong>{t('pendingWithdraws.cancelled', { amount })}</strong>
          </p>
          {/* The balances were asked for again before this shows. */}
          <CashAfter fresh testId="pending-new-balance" />
        </Notice>
      </Focus>
    );
  }
  return (
    <Focus ref={ref} tabIndex={-1} data-testid="pending-outcome" data-outcome="failed" data-code={outcome.failure.errorCode}>
      <Lead>{t('pendingWithdraws.cancelFailed', { amount })}</Lead>
      {outcome.failure.errorCode === NOT_PENDING ? (
        <Notice tone="error" testId="api-error">
          <p>{t('pendingWithdraws.notPending')}</p>
        </Notice>
      ) : (
        <ApiErrorNotice error={outcome.failure} />
      )}
      <Button $variant="secondary" onClick={onRetry} $busy={busy}>
        {t('pendingWithdraws.retry')}
      </Button>
    </Focus>
  );
}

/**
 * The pending withdrawals (spec 2.4 "pending-withdraws"): each with its amount and the date it
 * was asked for, in the page's locale, and a cancel that asks first, then calls cancelWithdraw
 * (one call per click, a retry of the same cancel reusing its idempotency key). After an
 * answer the list and the balances are asked for again; a failure shows its message with a
 * retry.
 */
export function PendingWithdrawsPanel() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const loggedIn = useIsLoggedIn();
  const userId = useProfile().player?.userId ?? null;
  const pending = usePendingWithdrawalsQuery(loggedIn);
  const refresh = useRefreshAfterWithdraw();
  // The withdrawal the confirmation asks about stays named while the confirmation closes.
  const [asked, setAsked] = useState<{ item: WithdrawalTransaction; open: boolean } | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inFlight = useRef(false);

  const money = (item: WithdrawalTransaction) => formatMoney(item.amount, locale, item.currency, { fixed: true });
  const date = (item: WithdrawalTransaction) => formatLongDate(new Date(item.createdTime), locale);

  async function cancel(item: WithdrawalTransaction) {
    const reference = item.reference;
    if (!reference || inFlight.current) return;
    inFlight.current = true;
    setWorking(reference);
    try {
      // A cancel asked again after a lost answer (even after a reload) carries the same key.
      const idempotencyKey = actionKeys.keyFor('cancelWithdraw', userId, reference);
      // The confirmation gives focus back to the row's button as it closes; the outcome takes it after that.
      const [result] = await Promise.all([cancelWithdrawal({ reference, idempotencyKey }), wait(CONFIRM_EXIT_MS + 50)]);
      if (result.success || !isUnsettled(result)) actionKeys.settle('cancelWithdraw', idempotencyKey);
      await refresh();
      setOutcome(result.success ? { kind: 'cancelled', item } : { kind: 'failed', item, failure: result });
    } finally {
      inFlight.current = false;
      setWorking(null);
    }
  }

  let body;
  if (pending.error) {
    body = (
      <LoadFailed
        testId="pending-load-failed"
        message={t('pendingWithdraws.loadFailed')}
        failure={failureOf(pending.error)}
        retryLabel={t('pendingWithdraws.retry')}
        onRetry={() => void pending.mutate()}
      />
    );
  } else if (!pending.data) {
    body = <Muted role="status">{t('pendingWithdraws.loading')}</Muted>;
  } else if (pending.data.length === 0) {
    body = <Muted data-testid="pending-empty">{t('pendingWithdraws.empty')}</Muted>;
  } else {
    body = (
      <RowList $raised aria-label={t('pendingWithdraws.list')} data-testid="pending-list">
        {pending.data.map((item) => {
          const busy = working === item.reference;
          return (
            <li key={item.reference} data-testid="pending-item" data-reference={item.reference}>
              <div>
                <Amount>{money(item)}</Amount>
                <When>{t('pendingWithdraws.requested', { date: date(item) })}</When>
              </div>
              <Button
                $variant="secondary"
                onClick={() => setAsked({ item, open: true })}
                $busy={busy}
                $unavailable={working !== null && !busy}
                aria-label={t('pendingWithdraws.cancelLabel', { amount: money(item), date: date(item) })}
              >
                {busy ? t('pendingWithdraws.cancelling') : t('pendingWithdraws.cancel')}
              </Button>
            </li>
          );
        })}
      </RowList>
    );
  }

  return (
    <Stack>
      <Muted>{t('pendingWithdraws.intro')}</Muted>
      {outcome ? <OutcomeNotice outcome={outcome} busy={working !== null} onRetry={() => void cancel(outcome.item)} /> : null}
      {body}
      <ConfirmDialog
        open={asked?.open ?? false}
        title={t('pendingWithdraws.confirmTitle')}
        confirmLabel={t('pendingWithdraws.confirm')}
        cancelLabel={t('pendingWithdraws.keep')}
        onConfirm={() => {
          if (!asked?.open) return;
          setAsked({ item: asked.item, open: false });
          void cancel(asked.item);
        }}
        onCancel={() => setAsked((current) => (current ? { ...current, open: false } : null))}
        testId="pending-confirm"
      >
        <p>{asked ? t('pendingWithdraws.confirmText', { amount: money(asked.item), date: date(asked.item) }) : null}</p>
      </ConfirmDialog>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

const Focus = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  outline: none;
  border-radius: ${theme.radius.md};
  &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Lead = styled.p`
  margin: 0;
  font-weight: 700;
`;


const Amount = styled.p`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const When = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.color.muted};
  font-size: 14px;
`;
