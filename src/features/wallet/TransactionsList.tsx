import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BetTransaction, DepositTransaction, Page, WithdrawalTransaction } from '@/api/schemas/transactions';
import { ApiFailure } from '@/data/core/failure';
import { useDepositsQuery } from '@/data/wallet/deposits-query';
import { useGameTransactionsQuery } from '@/data/wallet/game-transactions-query';
import { useWithdrawalsQuery } from '@/data/wallet/withdrawals-query';
import { formatLongDate, formatMoney } from '@/lib/format';
import { href, type Locale } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { Table, type Column } from '@/ui/Table';
import { theme } from '@/ui/theme';

export type TransactionKind = 'deposits' | 'withdraws' | 'game-actions';

/** Each list's own page (spec 2.1; spec 2.4: "show all" leads there). */
export const PAGE_OF = { deposits: 'transactionsDeposits', withdraws: 'transactionsWithdraw', 'game-actions': 'transactionsGameActions' } as const;
/** Translation key part of each list. */
const NAME = { deposits: 'deposits', withdraws: 'withdraws', 'game-actions': 'gameActions' } as const;

const KNOWN_STATUSES = new Set(['ok', 'pending', 'failed', 'declined', 'cancelled']);

type Row = { id?: string; createdTime: string };
type Query<T> = { data?: Page<T>; error?: unknown; mutate: () => unknown };
type Props = { kind: TransactionKind; page?: number; paginated?: boolean };

function useCommon(locale: Locale) {
  const { t } = useTranslation('account');
  const date: Column<Row> = { key: 'date', header: t('transactions.date'), cell: (row) => formatLongDate(new Date(row.createdTime), locale), rowHeader: true };
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency, { fixed: true });
  return { t, date, money };
}

function usePaymentColumns(locale: Locale): Column<DepositTransaction | WithdrawalTransaction>[] {
  const { t, date, money } = useCommon(locale);
  return [
    date,
    { key: 'status', header: t('transactions.status'), cell: (row) => (KNOWN_STATUSES.has(row.status) ? t(`transactions.statuses.${row.status}`) : row.status) },
    { key: 'amount', header: t('transactions.amount'), cell: (row) => money(row.amount, row.currency), align: 'end' },
  ];
}

function useBetColumns(locale: Locale): Column<BetTransaction>[] {
  const { t, date, money } = useCommon(locale);
  return [
    date,
    { key: 'product', header: t('transactions.product'), cell: (row) => row.productTranslation },
    { key: 'bet', header: t('transactions.bet'), cell: (row) => money(row.betAmount, row.currency), align: 'end' },
    { key: 'win', header: t('transactions.win'), cell: (row) => money(row.winAmount, row.currency), align: 'end' },
  ];
}

/** A list's states: loading, a failure with a retry, or the table (page 1 and "show all", or paginated). */
function ListView<T extends Row>({ kind, page = 1, paginated = false, query, columns }: Props & { query: Query<T>; columns: Column<T>[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const title = t(`transactions.${NAME[kind]}`);
  if (query.error) {
    return (
      <Stack>
        {query.error instanceof ApiFailure ? <ApiErrorNotice error={query.error.failure} /> : null}
        <Button $variant="secondary" onClick={() => void query.mutate()}>
          {t('transactions.retry')}
        </Button>
      </Stack>
    );
  }
  if (!query.data) return <Muted role="status">{t('transactions.loading')}</Muted>;
  return (
    <Stack>
      <Table
        caption={title}
        hideCaption
        columns={columns}
        rows={query.data.items}
        rowKey={(row) => row.id ?? row.createdTime}
        empty={t(`transactions.empty.${NAME[kind]}`)}
        testId={`transactions-${kind}`}
        pagination={
          paginated
            ? {
                page,
                pageCount: query.data.pageCount,
                label: t('transactions.pages', { list: title }),
                hrefFor: (p) => href(PAGE_OF[kind], { locale, query: p > 1 ? { page: String(p) } : undefined }),
              }
            : undefined
        }
      />
      {paginated ? null : <ShowAll href={href(PAGE_OF[kind], { locale })}>{t('transactions.showAll', { list: title })}</ShowAll>}
    </Stack>
  );
}

function Deposits(props: Props) {
  return <ListView {...props} query={useDepositsQuery(true, props.page)} columns={usePaymentColumns(useLocale())} />;
}

function Withdrawals(props: Props) {
  return <ListView {...props} query={useWithdrawalsQuery(true, props.page)} columns={usePaymentColumns(useLocale())} />;
}

function GameActions(props: Props) {
  return <ListView {...props} query={useGameTransactionsQuery(true, props.page)} columns={useBetColumns(useLocale())} />;
}

/**
 * One transaction list (spec 2.3's table: date, status or product, amount or bet and win): in
 * its panel page 1 with "show all", on its page paginated by ?page=N. One screen for both.
 */
export function TransactionsList(props: Props) {
  if (props.kind === 'deposits') return <Deposits {...props} />;
  if (props.kind === 'withdraws') return <Withdrawals {...props} />;
  return <GameActions {...props} />;
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

const ShowAll = styled(Link)`
  justify-self: start;
  font-weight: 600;
`;
