import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const ProfileLimitsPage: GuardedPage = () => <RoutePage route="profileLimits" />;

ProfileLimitsPage.guard = 'auth-required';

export default ProfileLimitsPage;
export const getStaticProps = staticTranslations();
