import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { usePendingWithdrawalsQuery } from '@/data/wallet/pending-withdrawals-query';
import { formatMoney } from '@/lib/format';
import { formatAmount } from '@/lib/format-amount';
import type { Cents } from '@/lib/money';
import type { AmountBounds } from '@/lib/rules/bounds';
import { useLocale } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { CashAfter } from './CashAfter';
import { OutcomeHint } from './OutcomeHint';

/**
 * Refusals where the same withdrawal may well go through in a moment (RETRY_CODES), and those
 * of the amount, which the player fixes back at the form (AMOUNT_CODES: 117 a bound, 121 more
 * than the cash minus reserve now). For the rest (127, 129, 232, 235/260, 237 ...) the player
 * cannot change anything here, so customer service is the way on. Answers that leave the
 * outcome open (100, 408, 5xx) are WithdrawUnsettled's.
 */
const RETRY_CODES = new Set([119, 429]);
const AMOUNT_CODES = new Set([117, 121]);

/**
 * The backend's answer to more than the cash minus reserve (docs/decisions.md "Mock backend"),
 * which the form already refuses: the withdrawable cash dropped after the form loaded (play in
 * another tab). Not the catalogue's "negative balance": the `withdraw` context says so.
 */
const WITHDRAWABLE_CHANGED = 121;

/** Moves focus to a result when it replaces the form, so the player (and a screen reader) lands on it. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

type Props = { amount: Cents; onBack: () => void };

/**
 * Spec 4: the withdrawal went through; the balances are asked for again (`fresh` once that ask
 * is over, CashAfter says what it brought). The way to cancel it is the panel's "Pending
 * withdrawals" entry right below.
 */
export function WithdrawSuccess({ amount, fresh, onBack }: Props & { fresh: boolean }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const focus = useFocusOnMount<HTMLDivElement>();
  return (
    <Stack data-testid="withdraw-result" data-outcome="ok">
      <Focus ref={focus} tabIndex={-1}>
        <Notice tone="success">
          <p>
            <strong>{t('withdraw.success', { amount: formatAmount(amount, locale) })}</strong>
          </p>
          <p>{t('withdraw.successPending')}</p>
          <CashAfter fresh={fresh} testId="withdraw-new-balance" />
        </Notice>
      </Focus>
      <Button $variant="primary" onClick={onBack} data-testid="withdraw-back">
        {t('withdraw.back')}
      </Button>
    </Stack>
  );
}

/**
 * No definite answer (the connection dropped, our deadline passed, the backend failed): the
 * withdrawal may have been made. Says so without claiming either way, shows the balance and
 * the pending withdrawals as asked for again (`fresh` once they answered), and offers the
 * same withdrawal again, which carries the same idempotency key: the backend answers what it
 * did the first time instead of withdrawing twice.
 */
export function WithdrawUnsettled({ amount, fresh, onRetry, onBack }: Props & { fresh: boolean; onRetry: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const pending = usePendingWithdrawalsQuery(true);
  const focus = useFocusOnMount<HTMLDivElement>();
  return (
    <Stack data-testid="withdraw-result" data-outcome="unsettled">
      <Focus ref={focus} tabIndex={-1}>
        <Notice tone="highlight">
          <p>
            <strong>{t('withdraw.unsettled.title', { amount: formatAmount(amount, locale) })}</strong>
          </p>
          <p>{t('withdraw.unsettled.why')}</p>
          <CashAfter fresh={fresh} testId="withdraw-new-balance" />
          {fresh && pending.data ? <p data-testid="withdraw-unsettled-pending">{t('withdraw.unsettled.pending', { count: pending.data.length })}</p> : null}
        </Notice>
      </Focus>
      <OutcomeHint>{t('withdraw.unsettled.retryHint')}</OutcomeHint>
      <Button $variant="primary" onClick={onRetry} data-testid="withdraw-retry">
        {t('withdraw.unsettled.retry')}
      </Button>
      <Button $variant="secondary" onClick={onBack} data-testid="withdraw-back">
        {t('withdraw.back')}
      </Button>
    </Stack>
  );
}

/**
 * After a 121: the most that can be withdrawn now. `available` comes from initWithdraw asked
 * again after the answer, and is named only below the refused amount: before the refresh, or
 * when it failed, it is the figure the form allowed the amount by, which the refusal disproved.
 */
function AvailableNow({ amount, available }: { amount: Cents; available: Cents | null }) {
  const { t } = useTranslation(['forms', 'account']);
  const locale = useLocale();
  if (available === null || available >= amount) return null;
  return (
    <p data-testid="withdraw-available-now">
      {available > 0 ? t('forms:aboveWithdrawable', { amount: formatMoney(available, locale, 'EUR', { fixed: true }) }) : t('account:withdraw.nothingNow')}
    </p>
  );
}

/**
 * Spec 4 and 8: the withdrawal was refused; the message for its code on a withdrawal (117 names
 * the bound it crossed; 121 says the withdrawable cash changed, and what it is now), what the
 * player can do, and Back to the form with the amount kept. `available` is the withdrawable
 * cash as initWithdraw answered after the refusal, null until then or when it is not known.
 */
export function WithdrawFailure({ amount, failure, bounds, available, onBack }: Props & { failure: ApiError; bounds: AmountBounds; available: Cents | null }) {
  const { t } = useTranslation(['account', 'errors']);
  const locale = useLocale();
  const panels = usePanels();
  const focus = useFocusOnMount<HTMLDivElement>();
  const code = failure.errorCode;
  const limit = code === 117 ? failure.params?.paymentLimit : undefined;
  const bound = limit === 'minAmount' ? bounds.min : limit === 'maxAmount' ? bounds.max : null;
  return (
    <Stack data-testid="withdraw-result" data-outcome="failed" data-code={code}>
      <Focus ref={focus} tabIndex={-1}>
        <Lead>{t('account:withdraw.failed', { amount: formatAmount(amount, locale) })}</Lead>
        {bound !== null ? (
          <Notice tone="error" testId="api-error">
            <p>{t(limit === 'minAmount' ? 'errors:paymentAmountMin' : 'errors:paymentAmountMax', { amount: formatMoney(bound, locale) })}</p>
          </Notice>
        ) : (
          <ApiErrorNotice error={failure} context="withdraw">
            {code === WITHDRAWABLE_CHANGED ? <AvailableNow amount={amount} available={available} /> : null}
          </ApiErrorNotice>
        )}
      </Focus>
      {RETRY_CODES.has(code) ? <OutcomeHint>{t('account:withdraw.tryAgainHint')}</OutcomeHint> : null}
      <Button $variant="primary" onClick={onBack} data-testid="withdraw-back">
        {t('account:withdraw.back')}
      </Button>
      {!RETRY_CODES.has(code) && !AMOUNT_CODES.has(code) && panels.canOpen('customer-support') ? (
        <Button $variant="secondary" onClick={() => panels.push('customer-support')}>
          {t('account:withdraw.contactSupport')}
        </Button>
      ) : null}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

const Focus = styled.div`
  outline: none;
  border-radius: ${theme.radius.md};
  &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Lead = styled.p`
  margin: 0 0 ${theme.space(2)};
  font-weight: 700;
`;

