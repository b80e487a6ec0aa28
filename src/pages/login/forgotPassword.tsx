import { RoutePage } from '@/features/shell/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const ForgotPasswordPage: GuardedPage = () => <RoutePage route="forgotPassword" />;

ForgotPasswordPage.guard = 'redirect-for-authenticated';

export default ForgotPasswordPage;
export const getStaticProps = staticTranslations();
