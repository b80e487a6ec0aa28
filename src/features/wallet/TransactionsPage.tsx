import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { lazyComponent, type LazyState } from '@/ui/lazy-component';
import { RetryNotice } from '@/ui/RetryNotice';
import { RoutePage } from '@/ui/RoutePage';
import { PAGE_OF, type TransactionKind, type TransactionsRoute } from './transaction-kinds';

type Props = { kind?: TransactionKind };

/** The page's heading while its content loads; a chunk that did not load says so, with a retry. */
function Pending({ route, failed, retry }: LazyState & { route: TransactionsRoute }) {
  const { t } = useTranslation('account');
  return (
    <RoutePage route={route}>
      {failed ? <RetryNotice message={t('errors:unexpected')} retryLabel={t('transactions.retry')} onRetry={retry} /> : null}
    </RoutePage>
  );
}

const load = () => import('./TransactionsScreen').then((m) => m.TransactionsScreen);
const screenFor = (route: TransactionsRoute): ComponentType<Props> => lazyComponent(load, { loading: (state) => <Pending route={route} {...state} /> });
const SCREENS = {
  overview: screenFor('transactions'),
  deposits: screenFor(PAGE_OF.deposits),
  withdraws: screenFor(PAGE_OF.withdraws),
  'game-actions': screenFor(PAGE_OF['game-actions']),
};

/**
 * The transaction pages' screen, loaded with the page's content rather than with the page: the
 * lists, the game-action filter (react-hook-form and zod) and the net position are the logged-in
 * player's, and the guard shows nothing before the session is known anyway, so none of it
 * belongs in the first load (npm run budget). Meanwhile the page's heading holds its place.
 */
export function TransactionsPage({ kind }: Props) {
  const Screen = SCREENS[kind ?? 'overview'];
  return <Screen kind={kind} />;
}
