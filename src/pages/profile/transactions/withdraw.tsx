import { TransactionsPage } from '@/features/wallet/TransactionsPage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsWithdrawPage: GuardedPage = () => <TransactionsPage kind="withdraws" />;

TransactionsWithdrawPage.guard = 'auth-required';

export default TransactionsWithdrawPage;
export const getStaticProps = staticTranslations(['account', 'forms']);
