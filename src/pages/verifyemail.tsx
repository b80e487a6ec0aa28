import { VerifyEmailScreen } from '@/features/session/VerifyEmailScreen';
import { staticTranslations } from '@/lib/i18n/static-props';

const VerifyEmailPage = () => <VerifyEmailScreen />;

export default VerifyEmailPage;
export const getStaticProps = staticTranslations(['auth']);
