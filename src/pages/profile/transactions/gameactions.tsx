import { TransactionsPage } from '@/features/wallet/TransactionsPage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsGameActionsPage: GuardedPage = () => <TransactionsPage kind="game-actions" />;

TransactionsGameActionsPage.guard = 'auth-required';

export default TransactionsGameActionsPage;
export const getStaticProps = staticTranslations(['account', 'forms']);
