import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsDepositsPage: GuardedPage = () => <RoutePage route="transactionsDeposits" />;

TransactionsDepositsPage.guard = 'auth-required';

export default TransactionsDepositsPage;
export const getStaticProps = staticTranslations();
