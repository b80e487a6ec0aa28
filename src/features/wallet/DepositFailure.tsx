import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { useRefreshAfterDeposit } from '@/data/wallet/deposit-mutation';
import type { ErrorContext } from '@/lib/error-messages';
import { formatMoney } from '@/lib/format';
import { formatAmount } from '@/lib/format-amount';
import type { Cents } from '@/lib/money';
import type { AmountBounds } from '@/lib/rules/bounds';
import { useLocale } from '@/routes/RouteLink';
import { useDepositCampaign } from '@/state/deposit-campaign';
import { usePanels } from '@/state/panels';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { CashAfter } from './CashAfter';
import { wrappingButtons } from './wrapping-buttons';
import { OutcomeHint } from './OutcomeHint';

/** A deposit that did not happen: refused by the backend, or a provider address we would not follow. */
export type DepositRefusal = { kind: 'api'; failure: ApiError; stored: boolean } | { kind: 'redirect' };

/** `unsettled`: a deposit with stored details that got no definite answer, which may have been charged. */
export type DepositProblem = DepositRefusal | { kind: 'unsettled'; amount: Cents; typed: string };

/**
 * Codes where trying again in a moment may well work (the button is right there). For every
 * other code (121, 127, 129, 232, 235/260, 237 ...) the player can do nothing about it here:
 * customer service is the way on. 100 and 408 reach here from initDeposit only, which charges
 * nothing (the provider's page does): confirmDeposit's are DepositUnsettled's.
 */
const RETRY_CODES = new Set([100, 119, 408, 429]);

/**
 * The backend's refusal of a deposit for a campaign the player can no longer take (taken up
 * already, e.g. in another tab, or ended): docs/decisions.md "Mock backend", 180 for refused
 * changes. The `campaignDeposit` context says so instead of the catalogue's "already in use".
 */
const CAMPAIGN_UNAVAILABLE = 180;

type Props = {
  problem: DepositRefusal;
  bounds: AmountBounds;
  /** 'newCustomerDeposit' for a new customer's deposit: 115 is shown as 108 there (spec 8). */
  context?: ErrorContext;
  onFixAmount: () => void;
  onUseProvider: () => void;
};

/**
 * The deposit's error box (spec 2.3, 8): the message for the code, and what the depositor can
 * do next. A deposit for a campaign (the deposit panel opened from the campaigns panel) reads
 * its codes in the `campaignDeposit` context, where 180 is the campaign gone: the way on is
 * back to the campaigns, asked for again. The campaign is the panel's, read here as the form
 * reads it, so the form need not pass it.
 */
export function DepositFailure({ problem, bounds, context = 'default', onFixAmount, onUseProvider }: Props) {
  const { t } = useTranslation(['account', 'errors']);
  const locale = useLocale();
  const panels = usePanels();
  const campaign = useDepositCampaign();
  const shownContext: ErrorContext = campaign !== null && context === 'default' ? 'campaignDeposit' : context;
  const campaignGone = shownContext === 'campaignDeposit' && problem.kind === 'api' && problem.failure.errorCode === CAMPAIGN_UNAVAILABLE;
  const refresh = useRefreshAfterDeposit();
  useEffect(() => {
    // The campaigns panel below, and the profile badge that counts them, then leave it out.
    if (campaignGone) void refresh();
  }, [campaignGone, refresh]);
  const support = panels.canOpen('customer-support') ? (
    <Button $variant="secondary" onClick={() => panels.push('customer-support')}>
      {t('account:deposit.contactSupport')}
    </Button>
  ) : null;

  if (problem.kind === 'redirect') {
    return (
      <Stack data-testid="deposit-problem">
        <Notice tone="error" testId="api-error">
          <p>{t('account:deposit.badRedirect')}</p>
        </Notice>
        {support}
      </Stack>
    );
  }

  const { failure, stored } = problem;
  // A new customer's 115 shows as 108 (the notice's context); either way the way on is customer service.
  const code = failure.errorCode;
  // 117 names the bound it crossed (params.paymentLimit): the message says which, with its amount.
  const limit = code === 117 ? failure.params?.paymentLimit : undefined;
  if (limit === 'minAmount' || limit === 'maxAmount') {
    const key = limit === 'minAmount' ? 'errors:paymentAmountMin' : 'errors:paymentAmountMax';
    const amount = formatMoney(limit === 'minAmount' ? bounds.min : bounds.max, locale);
    return (
      <Stack data-testid="deposit-problem" data-code={code}>
        <Notice tone="error" testId="api-error">
          <p>{t(key, { amount })}</p>
        </Notice>
        <Button $variant="secondary" onClick={onFixAmount}>
          {t('account:deposit.changeAmount')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack data-testid="deposit-problem" data-code={code}>
      <ApiErrorNotice error={failure} context={shownContext} />
      {campaignGone ? (
        <Button $variant="secondary" onClick={panels.back}>
          {t('account:deposit.backToCampaigns')}
        </Button>
      ) : null}
      {code === 117 ? (
        <Button $variant="secondary" onClick={onFixAmount}>
          {t('account:deposit.changeAmount')}
        </Button>
      ) : null}
      {code === 125 && stored ? (
        <Button $variant="secondary" onClick={onUseProvider}>
          {t('account:deposit.useProvider')}
        </Button>
      ) : null}
      {RETRY_CODES.has(code) ? <OutcomeHint>{t('account:deposit.tryAgainHint')}</OutcomeHint> : null}
      {RETRY_CODES.has(code) || campaignGone ? null : support}
    </Stack>
  );
}

/**
 * A deposit with stored details that got no definite answer (the connection dropped, our
 * deadline passed, the backend failed): the stored details may have been charged. Says so
 * without claiming either way, shows the balance as asked for again (`fresh` once it answered),
 * and offers the same deposit again, which carries the same idempotency key: the backend
 * answers what it did the first time instead of charging twice.
 */
export function DepositUnsettled({ amount, fresh, busy, onRetry }: { amount: Cents; fresh: boolean; busy: boolean; onRetry: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Stack data-testid="deposit-problem" data-outcome="unsettled">
      <Notice tone="highlight" testId="deposit-unsettled">
        <p>
          <strong>{t('deposit.unsettled.title', { amount: formatAmount(amount, locale) })}</strong>
        </p>
        <p>{t('deposit.unsettled.why')}</p>
        <CashAfter fresh={fresh} testId="deposit-new-balance" />
      </Notice>
      <OutcomeHint>{t('deposit.unsettled.retryHint')}</OutcomeHint>
      <Button $variant="secondary" onClick={onRetry} $busy={busy} data-testid="deposit-retry">
        {t('deposit.unsettled.retry')}
      </Button>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  ${wrappingButtons}
`;

