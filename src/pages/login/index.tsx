import { LoginScreen } from '@/features/session/LoginScreen';
import { staticTranslations } from '@/lib/i18n/static-props';
import { FORM_NAMESPACES } from '@/lib/i18n/namespaces';
import type { GuardedPage } from '@/routes/guard';

const LoginPage: GuardedPage = () => <LoginScreen />;

LoginPage.guard = 'redirect-for-authenticated';

export default LoginPage;
export const getStaticProps = staticTranslations(FORM_NAMESPACES);
