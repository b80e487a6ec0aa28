import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsWithdrawPage: GuardedPage = () => <RoutePage route="transactionsWithdraw" />;

TransactionsWithdrawPage.guard = 'auth-required';

export default TransactionsWithdrawPage;
export const getStaticProps = staticTranslations();
