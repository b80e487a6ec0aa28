import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isUnsettled } from '@/api/idempotency';
import type { WithdrawInit } from '@/api/schemas/payment';
import { failureOf } from '@/data/core/failure';
import { useFreeSpinsQuery } from '@/data/promotions/free-spins-query';
import { usePendingWithdrawalsQuery } from '@/data/wallet/pending-withdrawals-query';
import { useWithdrawInitQuery } from '@/data/wallet/withdraw-init-query';
import { formatMoney } from '@/lib/format';
import { cents } from '@/lib/money';
import { withdrawableCash } from '@/lib/rules/withdraw';
import { useLocale } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { useIsLoggedIn } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { LoadFailed } from '@/ui/LoadFailed';
import { MenuList } from '@/ui/MenuList';
import { panelIcons } from '@/ui/panel-icons';
import { Notice } from '@/ui/Notice';
import { RefreshFailed } from '@/ui/RefreshFailed';
import { theme } from '@/ui/theme';
import { WithdrawForm, type AtStake } from './WithdrawForm';

/**
 * The free-spin list's page as the confirmation needs it: how many bonuses, and their spins
 * when the whole list is on the page. `known` is false until the list has answered; a failed
 * list is known as "maybe some" (the confirmation then asks all the same).
 */
function useAtStake(promo: WithdrawInit['promoBalance'], enabled: boolean): { atStake: AtStake; known: boolean } {
  const freeSpins = useFreeSpinsQuery(enabled);
  const page = freeSpins.data;
  if (!page) return { atStake: { promo, freeSpins: null }, known: freeSpins.error !== undefined };
  const spins = page.count === page.items.length ? page.items.reduce((sum, bonus) => sum + bonus.freeSpins, 0) : null;
  return { atStake: { promo, freeSpins: { count: page.count, spins } }, known: true };
}

/** Spec 3 "Withdraw init response": what the player has, what the reserve holds back, and what can be withdrawn now. */
function Balances({ init }: { init: WithdrawInit }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale, 'EUR', { fixed: true });
  const available = withdrawableCash(init.cashBalance, init.cashReserve);
  const unknown = t('withdraw.unknown');
  return (
    <List data-testid="withdraw-balances">
      <div>
        <dt>{t('withdraw.total')}</dt>
        <dd data-testid="withdraw-total">{money(init.totalBalance)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.promo')}</dt>
        <dd data-testid="withdraw-promo">{money(init.promoBalance)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.cash')}</dt>
        <dd data-testid="withdraw-cash">{money(init.cashBalance)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.reserve')}</dt>
        <dd data-testid="withdraw-reserve">{init.cashReserve === null ? unknown : money(init.cashReserve)}</dd>
      </div>
      <div className="main">
        <dt>{t('withdraw.available')}</dt>
        <dd data-testid="withdraw-available">{available === null ? unknown : money(Math.max(0, available))}</dd>
      </div>
    </List>
  );
}

/** The way to the pending withdrawals (docs/decisions.md "Wallet"), with how many there are. */
function PendingLink({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account');
  const panels = usePanels();
  const pending = usePendingWithdrawalsQuery(enabled && panels.canOpen('pending-withdraws'));
  if (!panels.canOpen('pending-withdraws')) return null;
  const count = pending.data?.length ?? 0;
  return (
    <MenuList
      label={t('withdraw.more')}
      items={[
        {
          key: 'pending-withdraws',
          label: t('withdraw.pendingLink'),
          icon: panelIcons.list,
          badge: <Badge count={count} label={t('withdraw.pendingCount', { count })} />,
          onClick: () => panels.push('pending-withdraws'),
          deeper: true,
          testId: 'withdraw-pending-link',
        },
      ]}
    />
  );
}

/**
 * The withdraw panel (spec 2.4, 2.5, 4, 5): the balances from initWithdraw, then the form. A
 * failed initWithdraw says so with its message (235/260 with the withdraw note, spec 8) and a
 * retry. Once the balances have loaded, a failed refresh of them (after a withdrawal) is a line
 * under them: the form stays, and with it the withdrawal's result.
 */
export function WithdrawPanel() {
  const { t } = useTranslation('account');
  const panels = usePanels();
  const loggedIn = useIsLoggedIn();
  const init = useWithdrawInitQuery(loggedIn);
  const { atStake, known } = useAtStake(init.data?.promoBalance ?? cents(0), loggedIn);

  if (init.error && !init.data) {
    return (
      <LoadFailed
        testId="withdraw-init-failed"
        message={t('withdraw.initFailed')}
        failure={failureOf(init.error)}
        context="withdrawInit"
        retryLabel={t('withdraw.retry')}
        onRetry={() => void init.mutate()}
      >
        {panels.canOpen('customer-support') ? (
          <div>
            <Button $variant="secondary" onClick={() => panels.push('customer-support')}>
              {t('withdraw.contactSupport')}
            </Button>
          </div>
        ) : null}
      </LoadFailed>
    );
  }
  // The form waits for the free spins too: they decide whether the withdrawal asks first.
  if (!init.data || !known) return <Muted role="status">{t('withdraw.loading')}</Muted>;
  const method = init.data.methods[0];
  const refusal = failureOf(init.error);
  return (
    <Stack>
      <Balances init={init.data} />
      {init.error ? (
        <RefreshFailed testId="withdraw-refresh-failed" message={t('withdraw.refreshFailed')} retryLabel={t('withdraw.retry')} onRetry={() => void init.mutate()} />
      ) : null}
      {/* A refusal the refresh brought (235/260: a block since the balances loaded) is said as on a first load. */}
      {refusal && !isUnsettled(refusal) ? <ApiErrorNotice error={refusal} context="withdrawInit" /> : null}
      {method ? (
        <WithdrawForm key={method.method} init={init.data} method={method} atStake={atStake} onRecheck={() => void init.mutate()} />
      ) : (
        <Notice tone="info">
          <p>{t('withdraw.noMethods')}</p>
        </Notice>
      )}
      <PendingLink enabled={loggedIn} />
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

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  /* The amount at the tile's foot: a label on two lines ("Reserveeritud raha") keeps the amounts on one line. */
  > div { display: grid; grid-template-rows: 1fr auto; padding: ${theme.space(2)} ${theme.space(3)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceRaised}; }
  > .main { grid-column: 1 / -1; border: 1px solid ${theme.color.primary}; }
  dt { font-size: 14px; color: ${theme.color.muted}; }
  dd { margin: ${theme.space(1)} 0 0; font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; }
  > .main dd { font-size: 22px; }
`;
