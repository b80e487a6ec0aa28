import { RegistrationScreen } from '@/features/session/RegistrationScreen';
import { staticTranslations } from '@/lib/i18n/static-props';
import { FORM_NAMESPACES } from '@/lib/i18n/namespaces';
import type { GuardedPage } from '@/routes/guard';

const RegistrationPage: GuardedPage = () => <RegistrationScreen />;

RegistrationPage.guard = 'redirect-for-authenticated';

export default RegistrationPage;
export const getStaticProps = staticTranslations(FORM_NAMESPACES);
