import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const BonusWheelPage = () => <RoutePage route="bonusWheel" />;

export default BonusWheelPage;
export const getStaticProps = staticTranslations();
