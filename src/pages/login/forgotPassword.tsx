import { ForgotPasswordScreen } from '@/features/session/ForgotPasswordScreen';
import { staticTranslations } from '@/lib/i18n/static-props';
import { FORM_NAMESPACES } from '@/lib/i18n/namespaces';
import type { GuardedPage } from '@/routes/guard';

const ForgotPasswordPage: GuardedPage = () => <ForgotPasswordScreen />;

ForgotPasswordPage.guard = 'redirect-for-authenticated';

export default ForgotPasswordPage;
export const getStaticProps = staticTranslations(FORM_NAMESPACES);
