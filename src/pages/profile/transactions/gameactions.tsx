import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsGameActionsPage: GuardedPage = () => <RoutePage route="transactionsGameActions" />;

TransactionsGameActionsPage.guard = 'auth-required';

export default TransactionsGameActionsPage;
export const getStaticProps = staticTranslations();
