import { RoutePage } from '@/features/shell/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const VerifyEmailPage = () => <RoutePage route="verifyEmail" />;

export default VerifyEmailPage;
export const getStaticProps = staticTranslations();
