import { RoutePage } from '@/features/shell/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const RegistrationPage: GuardedPage = () => <RoutePage route="registration" />;

RegistrationPage.guard = 'redirect-for-authenticated';

export default RegistrationPage;
export const getStaticProps = staticTranslations();
