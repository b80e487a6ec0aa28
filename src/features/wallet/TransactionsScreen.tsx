import Router, { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { serverNow } from '@/lib/clock';
import { dayDate, dayRangeInstants, localDay, readDayRange, type DayRange } from '@/lib/day-range';
import { formatDay } from '@/lib/format-day';
import { href } from '@/routes/href';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { useRequestedPage } from '@/routes/use-page-param';
import { lazyComponent } from '@/ui/lazy-component';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';
import { GameActionFilter } from './GameActionFilter';
import type { GameFilterValues } from './game-filter-schema';
import { NAME, PAGE_OF, type TransactionKind } from './transaction-kinds';
import { TransactionsList } from './TransactionsList';
import { NetPositionLoading } from './NetPositionFrame';

const KINDS: readonly TransactionKind[] = ['deposits', 'withdraws', 'game-actions'];

/** The net position loads with the overview's content, in its reserved box (./NetPositionFrame.tsx). */
const NetPosition = lazyComponent(() => import('./NetPosition').then((m) => m.NetPosition), { loading: (state) => <NetPositionLoading {...state} /> });

const queryOf = (page: number, range: Partial<DayRange> | null) => ({ page: page > 1 ? String(page) : undefined, from: range?.from, to: range?.to });

/** Deposits or withdrawals on their own page: every page of it, the page in the address bar. */
function PaymentsPage({ kind, page }: { kind: 'deposits' | 'withdraws'; page: number }) {
  const locale = useLocale();
  return <TransactionsList kind={kind} page={page} route={PAGE_OF[kind]} hrefFor={(p) => href(PAGE_OF[kind], { locale, query: queryOf(p, null) })} />;
}

/** Game actions on their own page: the date filter and the pages, both in the address bar (shareable; Back and Forward follow). */
function GameActionsPage({ page }: { page: number }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { query } = useRouter();
  const from = typeof query.from === 'string' ? query.from : '';
  const to = typeof query.to === 'string' ? query.to : '';
  const current = useMemo(() => ({ from, to }), [from, to]);
  // Today as the backend's clock has it (a device's clock may be off), in the player's calendar.
  const today = localDay(serverNow());
  const range = readDayRange(from, to, today);
  const active = range !== null && (range.from !== undefined || range.to !== undefined);
  const [rangeFrom, rangeTo] = [range?.from, range?.to];
  // A new object only when the range changes: it is part of the list's cache key.
  const filters = useMemo(() => dayRangeInstants({ from: rangeFrom, to: rangeTo }), [rangeFrom, rangeTo]);
  const at = (p: number, r: Partial<DayRange> | null) => href('transactionsGameActions', { locale, query: queryOf(p, r) });
  const go = useCallback((target: string) => void Router.push(target, undefined, { locale: false, scroll: false }), []);
  const onApply = (values: GameFilterValues) => go(at(1, { from: values.from || undefined, to: values.to || undefined }));
  const day = (value: string | undefined) => {
    const date = value ? dayDate(value) : null;
    return date ? formatDay(date, locale) : '';
  };
  const describe = active
    ? (count: number) => {
        const key = range.from && range.to ? 'between' : range.from ? 'since' : 'until';
        return t(`transactions.filter.found.${key}`, { count, from: day(range.from), to: day(range.to) });
      }
    : undefined;
  return (
    <>
      <GameActionFilter current={current} today={today} onApply={onApply} onClear={() => go(at(1, null))} />
      <TransactionsList
        kind="game-actions"
        page={page}
        route="transactionsGameActions"
        filters={filters}
        hrefFor={(p) => at(p, range)}
        clearFilterHref={active ? at(1, null) : undefined}
        describe={describe}
      />
    </>
  );
}

/**
 * The transaction pages (spec 2.1): the overview shows the player's net position and page 1 of
 * each list, as the panels do; a list's own page shows all of it, page by page. The lists are
 * the panels' own screen.
 */
export function TransactionsScreen({ kind }: { kind?: TransactionKind }) {
  const { t } = useTranslation('account');
  const { isReady } = useRouter();
  const page = useRequestedPage();
  const route = kind ? PAGE_OF[kind] : 'transactions';
  return (
    <RoutePage route={route}>
      <Tabs aria-label={t('transactions.label')}>
        <ul>
          {(['transactions', ...KINDS.map((k) => PAGE_OF[k])] as const).map((id) => (
            <li key={id}>
              <RouteLink to={id} aria-current={id === route ? 'page' : undefined}>
                {id === 'transactions' ? t('transactions.overview') : t(`transactions.${NAME[KINDS.find((k) => PAGE_OF[k] === id) ?? 'deposits']}`)}
              </RouteLink>
            </li>
          ))}
        </ul>
      </Tabs>
      {/* The address bar's ?page= and filter are known once the router is ready (a prerendered page hydrates without them). */}
      {!isReady ? null : kind === 'game-actions' ? (
        <GameActionsPage page={page} />
      ) : kind ? (
        <PaymentsPage kind={kind} page={page} />
      ) : (
        <>
          <NetPosition />
          {KINDS.map((k) => (
            <Section key={k} aria-labelledby={`transactions-${k}-title`}>
              <h2 id={`transactions-${k}-title`}>{t(`transactions.${NAME[k]}`)}</h2>
              <TransactionsList kind={k} route="transactions" />
            </Section>
          ))}
        </>
      )}
    </RoutePage>
  );
}

const Tabs = styled.nav`
  margin-bottom: ${theme.space(5)};
  ul { display: flex; flex-wrap: wrap; gap: ${theme.space(2)}; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] { background: ${theme.color.primary}; border-color: ${theme.color.primary}; color: ${theme.color.primaryText}; }
`;

const Section = styled.section`
  margin-bottom: ${theme.space(8)};
  h2 { margin: 0 0 ${theme.space(3)}; font-size: 22px; }
`;
