import { TransactionsScreen } from '@/features/wallet/TransactionsScreen';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsPage: GuardedPage = () => <TransactionsScreen />;

TransactionsPage.guard = 'auth-required';

export default TransactionsPage;
export const getStaticProps = staticTranslations(['account']);
