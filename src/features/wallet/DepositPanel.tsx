import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { reportSessionLost } from '@/api/session-lost';
import { failureOf } from '@/data/core/failure';
import { useLimits } from '@/data/limits/limits-query';
import { useDepositsQuery } from '@/data/wallet/deposits-query';
import { usePaymentMethodsQuery } from '@/data/wallet/payment-methods-query';
import { serverNow } from '@/lib/clock';
import { formatLongDate } from '@/lib/format-date';
import type { Cents } from '@/lib/money';
import { lastSuccessfulDeposit, quickAmounts } from '@/lib/rules/deposit';
import { coolOffInForce, type CoolOffInForce } from '@/lib/rules/limits';
import { RouteLink, useCurrentPath, useLocale } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { LoadFailed } from '@/ui/LoadFailed';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { usePageRestored } from '@/ui/use-page-restored';
import { wrappingButtons } from './wrapping-buttons';
import { DepositForm } from './DepositForm';
import { depositReturn, loadedByHistory, withDepositPanel, type DepositReturn } from './deposit-return';
import { DepositResult } from './DepositResult';

/** Spec 6: who the new-customer deposit is for, and the way to log in for one who has an account (back to this panel). */
function NewCustomerIntro() {
  const { t } = useTranslation('account');
  const currentPath = useCurrentPath();
  return (
    <Intro data-testid="deposit-new-customer">
      <p>{t('deposit.newCustomer.intro')}</p>
      <p>
        {t('deposit.newCustomer.haveAccount')}{' '}
        <RouteLink to="login" query={{ redirectUrl: withDepositPanel(currentPath()) }}>
          {t('deposit.login')}
        </RouteLink>
      </p>
    </Intro>
  );
}

/**
 * The form's data: the payment methods (a failure says so, with a retry) and the quick amounts
 * from the last successful deposit. `userId` null is a new customer (spec 6): the methods are a
 * visitor's, there is no history (spec 9: as if 49 €), and a failed methods fetch of a session
 * that is not logged in sets the login status to logged out (spec 4). `retryAmount` is the
 * amount of a deposit that failed, which the form starts from when the player tries again.
 */
type Retry = { retryAmount: Cents | null; onRetryTaken: () => void };

function DepositStart({ userId, retryAmount, onRetryTaken, onSettledHere }: { userId: number | null; onSettledHere?: () => void } & Retry) {
  const { t } = useTranslation('account');
  const panels = usePanels();
  const newCustomer = userId === null;
  const { loginStatus } = useProfile();
  const methods = usePaymentMethodsQuery(newCustomer ? 'newCustomer' : 'player');
  const deposits = useDepositsQuery(!newCustomer);
  const [chosen, setChosen] = useState(0);
  const methodsFailed = Boolean(methods.error);

  useEffect(() => {
    // A player's session that is gone answers 115, which logs out by itself (src/api/http.ts).
    // Here the session was never known to be a player's (the check is still unsure): a failed
    // methods fetch settles it as logged out, through the same handler as a 115.
    if (newCustomer && methodsFailed && loginStatus === 'unknown') reportSessionLost();
  }, [newCustomer, methodsFailed, loginStatus]);

  const intro = newCustomer ? <NewCustomerIntro /> : null;
  if (methods.error) {
    return (
      <Stack>
        {intro}
        <LoadFailed
          testId="deposit-methods-failed"
          message={t('deposit.methodsFailed')}
          failure={failureOf(methods.error)}
          context={newCustomer ? 'newCustomerDeposit' : 'default'}
          retryLabel={t('deposit.retry')}
          onRetry={() => void methods.mutate()}
        />
      </Stack>
    );
  }
  // The quick amounts wait for the history, unless it failed: then there is none (spec 9: as if 49 €).
  if (!methods.data || (!newCustomer && !deposits.data && !deposits.error)) {
    return (
      <Stack>
        {intro}
        <Muted role="status">{t('deposit.loading')}</Muted>
      </Stack>
    );
  }
  const list = methods.data.methods;
  const method = list[chosen] ?? list[0];
  if (!method) {
    return (
      <Stack>
        {intro}
        <Notice tone="info">
          <p>{t('deposit.noMethods')}</p>
        </Notice>
        {panels.canOpen('customer-support') ? (
          <Button $variant="secondary" onClick={() => panels.push('customer-support')}>
            {t('deposit.contactSupport')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  const quick = quickAmounts(newCustomer ? null : lastSuccessfulDeposit(deposits.data?.items ?? []));
  return (
    <Stack>
      {intro}
      {list.length > 1 ? (
        <Methods>
          <legend>{t('deposit.method')}</legend>
          {list.map((m, index) => (
            <label key={m.method}>
              <input type="radio" name="deposit-method" checked={index === chosen} onChange={() => setChosen(index)} />
              {m.method}
            </label>
          ))}
        </Methods>
      ) : null}
      <DepositForm key={method.method} method={method} quick={quick} userId={userId} retryAmount={retryAmount} onRetryTaken={onRetryTaken} onSettledHere={onSettledHere} />
    </Stack>
  );
}

/**
 * The player's cool-off while it is in force, from the limits (which AfterLoginData polls); null
 * without one, and while the limits are unknown (loading, failed): the form then shows as it did
 * before they were read, and the backend still refuses with 217.
 */
function useCoolOff(): CoolOffInForce | null {
  return coolOffInForce(useLimits().data?.coolOff, serverNow());
}

/**
 * Deposits during a cool-off: said up front, with the way to the limits, instead of a form the
 * backend refuses (217); with its end, or without one when the backend sent only the flag.
 */
function DepositsClosed({ until }: { until: Date | null }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const panels = usePanels();
  return (
    <Stack data-testid="deposit-cool-off">
      <Notice tone="highlight">
        <p>{until ? t('deposit.coolOff.closed', { date: formatLongDate(until, locale) }) : t('deposit.coolOff.closedNoEnd')}</p>
      </Notice>
      {panels.canOpen('responsible-gaming') ? (
        <Button $variant="secondary" onClick={() => panels.push('responsible-gaming')}>
          {t('deposit.coolOff.limits')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A logged-in player's deposit: closed while a cool-off is in force, else the form. */
function PlayerDeposit({ userId, onSettledHere, ...retry }: { userId: number; onSettledHere: () => void } & Retry) {
  const coolOff = useCoolOff();
  return coolOff ? <DepositsClosed until={coolOff.until} /> : <DepositStart userId={userId} {...retry} onSettledHere={onSettledHere} />;
}

/** One depositor's panel: the form, or, when this tab is back from the payment provider, the deposit's result. */
function DepositFor({ userId }: { userId: number | null }) {
  const [entry, setEntry] = useState<DepositReturn | null>(() => depositReturn.read(userId));
  const [settledHere, setSettledHere] = useState(false);
  const [retryAmount, setRetryAmount] = useState<Cents | null>(null);
  const [byHistory, setByHistory] = useState(loadedByHistory);
  const backByHistory = byHistory || entry?.backByHistory === true;
  // Kept with the deposit, so that a reload (which loads as a reload) still makes the offer.
  useEffect(() => {
    if (entry && backByHistory && !entry.backByHistory) depositReturn.markBackByHistory(entry);
  }, [entry, backByHistory]);
  // Back to this very page from the provider's, kept whole by the browser: the form left busy
  // for the provider gives way to the kept deposit, as on a load by Back.
  usePageRestored(
    useCallback(() => {
      setByHistory(true);
      setEntry(depositReturn.read(userId));
    }, [userId]),
  );
  if (entry) {
    return (
      <DepositResult
        entry={entry}
        byHistory={backByHistory}
        takeFocus={settledHere}
        onDone={(amount) => {
          depositReturn.clear();
          setRetryAmount(amount);
          setEntry(null);
        }}
      />
    );
  }
  // A stored-details deposit that needs no provider page shows its result here (DepositForm).
  const retry: Retry = { retryAmount, onRetryTaken: () => setRetryAmount(null) };
  return userId === null ? <DepositStart userId={null} {...retry} /> : <PlayerDeposit userId={userId} {...retry} onSettledHere={() => {
        setSettledHere(true);
        setEntry(depositReturn.read(userId));
      }} />;
}

/**
 * The deposit panel (spec 2.3, 2.4, 6): the logged-in player's, or a visitor's new-customer
 * deposit, which leaves the site for the provider like a player's. A player on a cool-off is
 * told that deposits are closed until it ends, without the form.
 */
export function DepositPanel() {
  const { t } = useTranslation('account');
  const { player, loginStatus, sessionCheckFailure } = useProfile();
  // While the first session check is under way, a returning player is not yet a new customer.
  // A check that fails (and is asked again) leaves the session unsure: the new customer's
  // form, whose failed methods fetch settles it as logged out (spec 4).
  if (loginStatus === 'unknown' && !sessionCheckFailure) return <Muted role="status">{t('deposit.loading')}</Muted>;
  const userId = player?.userId ?? null;
  // A login or a logout (a 115) while the panel is open starts it afresh for whoever is there now.
  return <DepositFor key={userId ?? 'new-customer'} userId={userId} />;
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  ${wrappingButtons}
`;

const Intro = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  p { margin: 0; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

const Methods = styled.fieldset`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  legend { padding: 0 ${theme.space(1)}; font-weight: 600; font-size: 14px; }
  label { display: flex; align-items: center; gap: ${theme.space(2)}; min-height: 32px; }
`;
