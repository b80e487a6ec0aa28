import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import styled, { css } from 'styled-components';
import { compact } from '@/ui/compact';
import { ApiFailure } from '@/data/core/failure';
import { useMoneyHistoryQuery } from '@/data/wallet/money-history-query';
import { serverNow } from '@/lib/clock';
import { formatMoney } from '@/lib/format';
import { monthSpan } from '@/lib/month-names';
import { lastMonths, monthlyNetPosition } from '@/lib/net-position';
import { useLocale } from '@/routes/RouteLink';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { theme } from '@/ui/theme';
import { NetPositionChart } from './NetPositionChart';
import { NetPositionFrame, NetPositionPending } from './NetPositionFrame';

/** "The last 12 months": this month to date and the eleven before it. */
export const NET_POSITION_MONTHS = 12;

/** The player's own calendar: months turn at their midnight, not the server's. */
const playerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The player's net position on the transactions overview: deposits minus withdrawals over the
 * last 12 months, month by month (src/lib/net-position.ts sums them from the two lists, since
 * the API's totals are all-time; docs/decisions.md "Wallet"), with the all-time totals that
 * `includeTotalAmounts` gives. Loaded with the overview's content, in the frame's reserved box.
 */
export function NetPosition() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const timeZone = useMemo(playerTimeZone, []);
  const months = useMemo(() => lastMonths(serverNow(), NET_POSITION_MONTHS, timeZone), [timeZone]);
  const first = months[0] ?? '';
  const query = useMoneyHistoryQuery(true, first, timeZone);
  const { data } = query;
  const position = useMemo(
    () => (data ? monthlyNetPosition({ deposits: data.deposits, withdrawals: data.withdrawals, months, timeZone }) : null),
    [data, months, timeZone],
  );
  const money = (cents: number) => formatMoney(cents, locale, 'EUR', { fixed: true });

  if (query.error && !data) {
    const failure = query.error instanceof ApiFailure ? <ApiErrorNotice error={query.error.failure} /> : <p role="alert">{t('errors:unexpected')}</p>;
    return (
      <NetPositionFrame>
        <NetPositionPending failure={failure} retry={() => void query.mutate()} />
      </NetPositionFrame>
    );
  }
  if (!position || !data) {
    return (
      <NetPositionFrame>
        <NetPositionPending />
      </NetPositionFrame>
    );
  }
  const figures = (
    <Figures>
      <div data-testid="net-position-deposits">
        <dt>{t('transactions.net.deposits')}</dt>
        <dd>{money(position.deposits)}</dd>
      </div>
      <div data-testid="net-position-withdrawals">
        <dt>{t('transactions.net.withdrawals')}</dt>
        <dd>{money(position.withdrawals)}</dd>
      </div>
      <div data-testid="net-position-net" data-sign={Math.sign(position.net)}>
        <dt>{t('transactions.net.net')}</dt>
        <dd>{money(position.net)}</dd>
      </div>
    </Figures>
  );
  const notes = (
    <>
      {position.pendingWithdrawals > 0 ? <p data-testid="net-position-pending">{t('transactions.net.pending', { amount: money(position.pendingWithdrawals) })}</p> : null}
      {data.totals ? (
        <p data-testid="net-position-all-time">{t('transactions.net.allTime', { deposits: money(data.totals.deposits), withdrawals: money(data.totals.withdrawals) })}</p>
      ) : null}
      {data.complete ? null : <p>{t('transactions.net.incomplete')}</p>}
    </>
  );
  return (
    <NetPositionFrame intro={t('transactions.net.intro', { period: monthSpan(first, months[months.length - 1] ?? first, locale) })} figures={figures}>
      <NetPositionChart position={position} locale={locale} notes={notes} />
    </NetPositionFrame>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(3)};
  height: 100%;
  margin: 0;
  > div {
    display: grid;
    align-content: center;
    gap: 2px;
    padding: 0 ${theme.space(4)};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceRaised};
  }
  dt { font-size: 14px; color: ${theme.color.muted}; }
  dd { margin: 0; font-size: 24px; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; }
  [data-testid='net-position-net'] { box-shadow: inset 0 0 0 2px ${theme.color.primary}; }
  ${compact(css`
    grid-template-columns: 1fr;
    gap: 0;
    > div { display: flex; align-items: center; justify-content: space-between; padding: 0 ${theme.space(3)}; border-radius: 0; background: none; border-bottom: 1px solid ${theme.color.border}; }
    dd { font-size: 20px; }
    [data-testid='net-position-net'] { box-shadow: none; border-bottom: 0; }
  `)}
`;
