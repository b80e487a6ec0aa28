import { TransactionsPage } from '@/features/wallet/TransactionsPage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsDepositsPage: GuardedPage = () => <TransactionsPage kind="deposits" />;

TransactionsDepositsPage.guard = 'auth-required';

export default TransactionsDepositsPage;
export const getStaticProps = staticTranslations(['account', 'forms']);
