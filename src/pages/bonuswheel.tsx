import { RoutePage } from '@/features/shell/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const BonusWheelPage = () => <RoutePage route="bonusWheel" />;

export default BonusWheelPage;
export const getStaticProps = staticTranslations();
