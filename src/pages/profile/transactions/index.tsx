import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const TransactionsPage: GuardedPage = () => <RoutePage route="transactions" />;

TransactionsPage.guard = 'auth-required';

export default TransactionsPage;
export const getStaticProps = staticTranslations();
