import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { ApiFailure } from '@/data/core/failure';
import { useDepositsQuery } from '@/data/wallet/deposits-query';
import { usePaymentMethodsQuery } from '@/data/wallet/payment-methods-query';
import { lastSuccessfulDeposit, quickAmounts } from '@/lib/rules/deposit';
import { RouteLink, useCurrentPath } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { DepositForm } from './DepositForm';
import { depositReturn, type DepositReturn } from './deposit-return';
import { DepositResult } from './DepositResult';

/** The form's data: the payment methods (a failure says so, with a retry) and the quick amounts from the last successful deposit. */
function DepositStart({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const panels = usePanels();
  const methods = usePaymentMethodsQuery(true);
  const deposits = useDepositsQuery(true);
  const [chosen, setChosen] = useState(0);

  if (methods.error) {
    return (
      <Stack data-testid="deposit-methods-failed">
        <Notice tone="error">
          <p>{t('deposit.methodsFailed')}</p>
        </Notice>
        {methods.error instanceof ApiFailure && methods.error.failure.errorCode !== 100 ? <ApiErrorNotice error={methods.error.failure} /> : null}
        <Button $variant="secondary" onClick={() => void methods.mutate()}>
          {t('deposit.retry')}
        </Button>
      </Stack>
    );
  }
  // The quick amounts wait for the history, unless it failed: then there is none (spec 9: as if 49 €).
  if (!methods.data || (!deposits.data && !deposits.error)) return <Muted role="status">{t('deposit.loading')}</Muted>;
  const list = methods.data.methods;
  const method = list[chosen] ?? list[0];
  if (!method) {
    return (
      <Stack>
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
  const quick = quickAmounts(lastSuccessfulDeposit(deposits.data?.items ?? []));
  return (
    <Stack>
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
      <DepositForm key={method.method} method={method} quick={quick} userId={userId} />
    </Stack>
  );
}

/** A visitor (a ?panel=deposit link): the new-customer deposit (spec 6) is not here yet, so the way on is to log in. */
function VisitorNote() {
  const { t } = useTranslation('account');
  const currentPath = useCurrentPath();
  return (
    <Stack>
      <Notice tone="info">
        <p>{t('deposit.visitor')}</p>
      </Notice>
      <RouteLink to="login" query={{ redirectUrl: `${currentPath()}${currentPath().includes('?') ? '&' : '?'}panel=deposit` }}>
        {t('deposit.login')}
      </RouteLink>
    </Stack>
  );
}

/**
 * The logged-in player's deposit panel (spec 2.3, 2.4): the form, or, when this tab is back
 * from the payment provider, the deposit's result.
 */
export function DepositPanel() {
  const { player } = useProfile();
  const userId = player?.userId ?? null;
  const [entry, setEntry] = useState<DepositReturn | null>(() => (userId === null ? null : depositReturn.read(userId)));
  if (userId === null) return <VisitorNote />;
  if (entry) {
    return (
      <DepositResult
        entry={entry}
        onDone={() => {
          depositReturn.clear();
          setEntry(null);
        }}
      />
    );
  }
  return <DepositStart userId={userId} />;
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
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
