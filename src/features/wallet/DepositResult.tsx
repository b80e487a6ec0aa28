import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isUnsettled } from '@/api/idempotency';
import { ApiFailure } from '@/data/core/failure';
import { useRefreshAfterDeposit } from '@/data/wallet/deposit-mutation';
import { useDepositStatusQuery } from '@/data/wallet/deposit-status-query';
import { formatAmount } from '@/lib/format-amount';
import type { Cents } from '@/lib/money';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button, ButtonLink } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { SpinnerLine } from '@/ui/SpinnerLine';
import { theme } from '@/ui/theme';
import { useBusy } from '@/ui/use-busy';
import { CashAfter } from './CashAfter';
import { wrappingButtons } from './wrapping-buttons';
import { depositReturn, type DepositReturn } from './deposit-return';
import { OutcomeHint } from './OutcomeHint';

/** After this long pending, the player is told they need not wait (the poll goes on). */
export const DEPOSIT_SLOW_MS = 60_000;

const KNOWN_STATUSES = new Set(['failed', 'declined', 'cancelled']);

type Outcome = 'waiting' | 'ok' | 'failed';

/**
 * Back from the payment provider (spec 4): what the tab kept before leaving, the deposit's
 * status asked every 2 s while pending, then success (the amount and the new balance) or the
 * failure with its reason and a way to try again. The kept entry stays until the result has
 * been shown, so a reload during the wait comes back here. A new customer (spec 6) has no
 * balance yet: their success leads on to registering (or logging in) to play.
 *
 * `onDone` leads back to the form: with the deposit's amount when the player tries again (a
 * failure loses nothing they chose, even though the page was left for the provider), without
 * one for another deposit after a success, or while a status that cannot be checked leaves the
 * deposit's outcome open (the secondary way out: this one may still go through).
 */
export function DepositResult({ entry, onDone, byHistory = false, takeFocus = false }: {
  entry: DepositReturn;
  onDone: (retryAmount: Cents | null) => void;
  /** The page came back by the browser's Back (./deposit-return.ts loadedByHistory), not from the provider. */
  byHistory?: boolean;
  takeFocus?: boolean;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const locale = useLocale();
  const currentPath = useCurrentPath();
  const panels = usePanels();
  const newCustomer = entry.userId === null;
  const context = newCustomer ? 'newCustomerDeposit' : 'default';
  const status = useDepositStatusQuery(entry.token, newCustomer);
  const refresh = useRefreshAfterDeposit();
  const [fresh, setFresh] = useState(false);
  const [checking, runCheck] = useBusy();
  const [slow, setSlow] = useState(() => Date.now() - entry.startedAt > DEPOSIT_SLOW_MS);

  // A deposit with stored details has no token: confirmDeposit's success is its result.
  const outcome: Outcome = entry.token === null ? 'ok' : !status.data || status.data.status === 'pending' ? 'waiting' : status.data.successful ? 'ok' : 'failed';
  const deposited = status.data?.amount ?? entry.amount;
  const amount = formatAmount(deposited, locale);

  const refreshed = useRef(false);
  useEffect(() => {
    // A new customer has no balance or deposit list to ask for.
    if (outcome === 'waiting' || refreshed.current || newCustomer) return;
    refreshed.current = true;
    void refresh().finally(() => setFresh(true));
  }, [outcome, refresh, newCustomer]);

  // Once the result has been shown, the tab forgets the deposit (when the panel closes, or on Done).
  const settled = useRef(false);
  settled.current = outcome !== 'waiting';
  useEffect(() => () => {
    if (settled.current) depositReturn.clear();
  }, []);

  useEffect(() => {
    if (slow || outcome !== 'waiting') return;
    const timer = setTimeout(() => setSlow(true), Math.max(0, entry.startedAt + DEPOSIT_SLOW_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [slow, outcome, entry.startedAt]);

  // Shown in place of the form whose button had focus (a stored-details deposit): focus moves
  // to the result rather than dropping to the page.
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) shown.current?.focus();
  }, [takeFocus]);

  const again = (
    // Only a deposit that failed comes back with its amount: after a success the form starts empty.
    <Button $variant="primary" onClick={() => onDone(outcome === 'failed' ? deposited : null)}>
      {outcome === 'ok' ? t('account:deposit.depositAgain') : t('account:deposit.tryAgain')}
    </Button>
  );

  if (outcome === 'waiting') {
    return (
      <Stack data-testid="deposit-result" data-outcome="waiting">
        {/* The notice is the live region (role status); the ring beside its text is spec 4's
            spinner, the same as a withdrawal's while it is sent. */}
        <Notice tone="info" testId="deposit-waiting">
          <SpinnerLine label={t('account:deposit.waiting', { amount })} />
          {slow ? <p>{t(newCustomer ? 'account:deposit.newCustomer.slow' : 'account:deposit.slow')}</p> : null}
        </Notice>
        {byHistory && !(status.error instanceof ApiFailure) ? (
          <>
            {/* Back by the browser's Back, not sent back by the provider: perhaps before paying.
                The same deposit again is one press away, with its amount; the wait goes on, and
                shows this one's result if it was paid after all. */}
            <Notice tone="highlight" testId="deposit-back-by-history">
              <p>{t('account:deposit.backByHistory')}</p>
            </Notice>
            <AnotherDeposit newCustomer={newCustomer} label={t('account:deposit.startAgain')} onClick={() => onDone(deposited)} />
          </>
        ) : null}
        {status.error instanceof ApiFailure ? (
          <>
            {/* The check failing says nothing of the deposit: no "Please try again" of the
                catalogue's for a passing failure; a code that says more comes with its message. */}
            {isUnsettled(status.error.failure) ? (
              <Notice tone="highlight" testId="deposit-status-failed">
                <p>{t('account:deposit.statusCheckFailed')}</p>
              </Notice>
            ) : (
              <ApiErrorNotice error={status.error.failure} context={context}>
                <p>{t('account:deposit.statusCheckFailed')}</p>
              </ApiErrorNotice>
            )}
            <Button $variant="primary" $busy={checking} onClick={() => void runCheck(() => status.mutate())}>
              {t('account:deposit.checkAgain')}
            </Button>
            {/* The way out of a check that keeps failing, and not the first thing offered: this
                deposit may still go through, and a new one forgets its result here. */}
            <AnotherDeposit newCustomer={newCustomer} label={t('account:deposit.newDepositAnyway')} onClick={() => onDone(null)} />
          </>
        ) : null}
      </Stack>
    );
  }

  if (outcome === 'ok' && newCustomer) {
    return (
      <Stack data-testid="deposit-result" data-outcome="ok">
        <Notice tone="success">
          <p>
            <strong>{t('account:deposit.newCustomer.success', { amount })}</strong>
          </p>
          <p>{t('account:deposit.newCustomer.next')}</p>
        </Notice>
        <ButtonLink $variant="primary" href={href('registration', { locale })}>
          {t('common:nav.register')}
        </ButtonLink>
        <ButtonLink $variant="secondary" href={href('login', { locale, query: { redirectUrl: currentPath() } })}>
          {t('account:deposit.login')}
        </ButtonLink>
      </Stack>
    );
  }

  if (outcome === 'ok') {
    return (
      <Stack ref={shown} tabIndex={takeFocus ? -1 : undefined} data-testid="deposit-result" data-outcome="ok">
        <Notice tone="success">
          <p>
            <strong>{t('account:deposit.success', { amount })}</strong>
          </p>
          <CashAfter fresh={fresh} testId="deposit-new-balance" />
        </Notice>
        {again}
      </Stack>
    );
  }

  const reported = status.data?.status ?? '';
  const reason = KNOWN_STATUSES.has(reported) ? t(`account:transactions.statuses.${reported}`) : reported;
  return (
    <Stack data-testid="deposit-result" data-outcome="failed">
      <Notice tone="error">
        <p>
          <strong>{t('account:deposit.failed', { amount })}</strong>
        </p>
        <p>{t(newCustomer ? 'account:deposit.newCustomer.failedReason' : 'account:deposit.failedReason', { status: reason })}</p>
      </Notice>
      {again}
      {panels.canOpen('customer-support') ? (
        <Button $variant="secondary" onClick={() => panels.push('customer-support')}>
          {t('account:deposit.contactSupport')}
        </Button>
      ) : null}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  > p { margin: 0; }
  ${wrappingButtons}
`;

/**
 * Another deposit, offered while this one's outcome is open: a player is told the earlier one
 * shows in their transactions if it goes through (a new customer has none to look at).
 */
function AnotherDeposit({ newCustomer, label, onClick }: { newCustomer: boolean; label: string; onClick: () => void }) {
  const { t } = useTranslation('account');
  return (
    <>
      {newCustomer ? null : <OutcomeHint>{t('account:deposit.newDepositHint')}</OutcomeHint>}
      <Button $variant="secondary" onClick={onClick}>
        {label}
      </Button>
    </>
  );
}
