import { RoutePage } from '@/features/shell/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const LoginPage: GuardedPage = () => <RoutePage route="login" />;

LoginPage.guard = 'redirect-for-authenticated';

export default LoginPage;
export const getStaticProps = staticTranslations();
