import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { compact } from '@/ui/compact';
import type { GameActionFilters } from '@/api/main/transactions';
import type { BetTransaction, DepositTransaction, Page, WithdrawalTransaction } from '@/api/schemas/transactions';
import { failureOf } from '@/data/core/failure';
import { useDepositsQuery } from '@/data/wallet/deposits-query';
import { useGameTransactionsQuery } from '@/data/wallet/game-transactions-query';
import { useWithdrawalsQuery } from '@/data/wallet/withdrawals-query';
import { formatMoney } from '@/lib/format';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import { href, type Locale } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { usePanels } from '@/state/panels';
import { Button } from '@/ui/Button';
import { LoadFailed } from '@/ui/LoadFailed';
import { Notice } from '@/ui/Notice';
import { Table, type Column } from '@/ui/Table';
import { theme } from '@/ui/theme';
import { NAME, PAGE_OF, type TransactionKind, type TransactionsRoute } from './transaction-kinds';

const KNOWN_STATUSES = new Set(['ok', 'pending', 'failed', 'declined', 'cancelled']);

type Row = { id?: string; createdTime: string };
type Query<T> = { data?: Page<T>; error?: unknown; isLoading: boolean; mutate: () => unknown };

type Props = {
  kind: TransactionKind;
  /** The page of a paginated list (its own page of the site); a panel and the overview show page 1. */
  page?: number;
  /** The paginated list's page links (they carry the list's filter); absent: page 1 with "show all". */
  hrefFor?: (page: number) => string;
  /** The page of the site the list is on; absent in a panel. */
  route?: TransactionsRoute;
  /** Game actions only: the time range asked for. */
  filters?: GameActionFilters;
  /** Game actions only: the link that drops the filter, when one is applied. */
  clearFilterHref?: string;
  /** Said (politely announced) above the table once the page is in: how many a filter found. */
  describe?: (count: number) => string;
};

/**
 * When a transaction was made, as the locale's date and time in two parts that each stay whole
 * ("24. marraskuuta 2026" and "klo 21.20"): a narrow column breaks between them, never inside
 * them. A page has room for the long date; a panel (550 px on desktop, a phone's card) takes the
 * compact one, which fits its column on one line ("24.11.2026 klo 21.20"). The text is the
 * formatter's, unchanged.
 */
function When({ iso, locale, short }: { iso: string; locale: Locale; short: boolean }) {
  const date = new Date(iso);
  const format = short ? formatShortDate : formatLongDate;
  const full = format(date, locale);
  const day = format(date, locale, false);
  // What follows the day: " klo 21.20", ", kell 21:20", " at 21:20"; its punctuation stays with the day.
  const rest = full.startsWith(day) ? /^(\S*)(\s+)(\S.*)$/u.exec(full.slice(day.length)) : null;
  if (!rest) return full;
  const [, punctuation = '', space = ' ', time = ''] = rest;
  return (
    <>
      <Part>{day + punctuation}</Part>
      {space}
      <Part data-part="time">{time}</Part>
    </>
  );
}

function useCommon(locale: Locale, inPanel: boolean) {
  const { t } = useTranslation('account');
  const date: Column<Row> = { key: 'date', header: t('transactions.date'), cell: (row) => <When iso={row.createdTime} locale={locale} short={inPanel} />, rowHeader: true };
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency, { fixed: true });
  return { t, date, money };
}

function usePaymentColumns(locale: Locale, inPanel: boolean): Column<DepositTransaction | WithdrawalTransaction>[] {
  const { t, date, money } = useCommon(locale, inPanel);
  return [
    date,
    { key: 'status', header: t('transactions.status'), cell: (row) => (KNOWN_STATUSES.has(row.status) ? t(`transactions.statuses.${row.status}`) : row.status) },
    { key: 'amount', header: t('transactions.amount'), cell: (row) => money(row.amount, row.currency), align: 'end' },
  ];
}

function useBetColumns(locale: Locale, inPanel: boolean): Column<BetTransaction>[] {
  const { t, date, money } = useCommon(locale, inPanel);
  return [
    date,
    { key: 'product', header: t('transactions.product'), cell: (row) => row.productTranslation },
    { key: 'bet', header: t('transactions.bet'), cell: (row) => money(row.betAmount, row.currency), align: 'end' },
    { key: 'win', header: t('transactions.win'), cell: (row) => money(row.winAmount, row.currency), align: 'end' },
  ];
}

/**
 * Where an empty list leads: a deposit to make, a withdrawal (once that panel is built), games
 * to play, or, for a filtered list, all of it. In a panel the next panel opens on the stack; on
 * a page the link opens it as a `?panel=` link does.
 */
function EmptyWayOn({ kind, route, clearFilterHref }: Pick<Props, 'kind' | 'route' | 'clearFilterHref'>) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const panels = usePanels();
  if (clearFilterHref) return <WayOn href={clearFilterHref}>{t('transactions.filter.showAll')}</WayOn>;
  if (kind === 'game-actions') return <WayOn href={href('slotIndex', { locale })}>{t('transactions.wayOn.games')}</WayOn>;
  const panel = kind === 'deposits' ? 'deposit' : 'withdraw';
  if (!panels.canOpen(panel)) return null;
  const label = t(`transactions.wayOn.${panel}`);
  if (!route) {
    return (
      <Start>
        <Button $variant="secondary" onClick={() => panels.push(panel)}>
          {label}
        </Button>
      </Start>
    );
  }
  return <WayOn href={href(route, { locale, query: { panel } })}>{label}</WayOn>;
}

/**
 * A list's states under one live region (present before anything is said, so it is announced):
 * loading, a failure with a retry, a page past the end, or the table (page 1 and "show all", or
 * paginated).
 */
function ListView<T extends Row>({ describe, ...props }: Props & { query: Query<T>; columns: Column<T>[] }) {
  const { t } = useTranslation('account');
  const { data, error, isLoading } = props.query;
  const said = error ? '' : !data ? t('transactions.loading') : describe && !isLoading ? describe(data.count) : '';
  return (
    <Stack aria-busy={isLoading || undefined} $inPanel={!props.route} data-testid={`transactions-${props.kind}-list`}>
      <Muted role="status">{said}</Muted>
      <ListBody {...props} />
    </Stack>
  );
}

function ListBody<T extends Row>({ kind, page = 1, hrefFor, route, clearFilterHref, query, columns }: Props & { query: Query<T>; columns: Column<T>[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const title = t(`transactions.${NAME[kind]}`);
  if (query.error) {
    return (
      <LoadFailed
        testId={`transactions-${kind}-failed`}
        message={t(`transactions.loadFailed.${NAME[kind]}`)}
        failure={failureOf(query.error)}
        retryLabel={t('transactions.retry')}
        onRetry={() => void query.mutate()}
      />
    );
  }
  if (!query.data) return null;
  const data = query.data;
  // A page past the end of the list (an old link, a list that shrank): say so, and lead back.
  if (hrefFor && data.items.length === 0 && page > 1 && page > data.pageCount && !query.isLoading) {
    return (
      <Stack data-testid={`transactions-${kind}-past-end`}>
        <Notice tone="info">
          <p>{t('transactions.pastEnd', { page, pageCount: data.pageCount })}</p>
        </Notice>
        <WayOn href={hrefFor(data.pageCount)}>{t('transactions.lastPage')}</WayOn>
      </Stack>
    );
  }
  return (
    <>
      <Table
        caption={title}
        hideCaption
        columns={columns}
        rows={data.items}
        rowKey={(row) => row.id ?? row.createdTime}
        empty={t(clearFilterHref ? 'transactions.filter.empty' : `transactions.empty.${NAME[kind]}`)}
        testId={`transactions-${kind}`}
        pagination={hrefFor ? { page, pageCount: data.pageCount, label: t('transactions.pages', { list: title }), hrefFor } : undefined}
      />
      {data.items.length === 0 && page === 1 ? <EmptyWayOn kind={kind} route={route} clearFilterHref={clearFilterHref} /> : null}
      {/* The overview's way to the whole list, when there is one: an empty list has its own way on. */}
      {hrefFor || data.items.length === 0 ? null : <WayOn href={href(PAGE_OF[kind], { locale })}>{t('transactions.showAll', { list: title })}</WayOn>}
    </>
  );
}

function Deposits(props: Props) {
  return <ListView {...props} query={useDepositsQuery(true, props.page)} columns={usePaymentColumns(useLocale(), !props.route)} />;
}

function Withdrawals(props: Props) {
  return <ListView {...props} query={useWithdrawalsQuery(true, props.page)} columns={usePaymentColumns(useLocale(), !props.route)} />;
}

function GameActions(props: Props) {
  return <ListView {...props} query={useGameTransactionsQuery(true, props.page, props.filters)} columns={useBetColumns(useLocale(), !props.route)} />;
}

/**
 * One transaction list (spec 2.3's table: date, status or product, amount or bet and win): in
 * its panel and on the overview page 1 with "show all", on its own page paginated by ?page=N.
 * One screen for both.
 */
export function TransactionsList(props: Props) {
  if (props.kind === 'deposits') return <Deposits {...props} />;
  if (props.kind === 'withdraws') return <Withdrawals {...props} />;
  return <GameActions {...props} />;
}

const Stack = styled.div<{ $inPanel?: boolean }>`
  display: grid;
  gap: ${theme.space(3)};
  &[aria-busy='true'] table { opacity: 0.6; }
  /* The 550 px desktop panel's compact date on one line: a product's name wraps instead. */
  ${({ $inPanel }) => ($inPanel ? `${theme.media.desktop} { [role='rowheader'] .value { white-space: nowrap; } }` : '')}
`;

// The phone's cards let the day wrap (a whole day may be wider than a 320 px card's half), but
// not the time, short enough for any card: "klo" stayed at a line's end with "13.54" below it.
const Part = styled.span`
  white-space: nowrap;
  ${compact(css`
    &:not([data-part='time']) { white-space: normal; }
  `)}
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  &:empty { position: absolute; }
`;

const Start = styled.div`
  justify-self: start;
`;

const WayOn = styled(Link)`
  justify-self: start;
  font-weight: 600;
`;
