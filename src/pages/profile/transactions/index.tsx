import { TransactionsPage } from '@/features/wallet/TransactionsPage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsOverviewPage: GuardedPage = () => <TransactionsPage />;

TransactionsOverviewPage.guard = 'auth-required';

export default TransactionsOverviewPage;
export const getStaticProps = staticTranslations(['account', 'forms']);
