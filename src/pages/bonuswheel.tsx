import { BonusWheelScreen } from '@/features/promotions/wheel/BonusWheelScreen';
import { staticTranslations } from '@/lib/i18n/static-props';

const BonusWheelPage = () => <BonusWheelScreen />;

export default BonusWheelPage;
export const getStaticProps = staticTranslations(['wheel']);
