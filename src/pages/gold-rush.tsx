import { BonusGameScreen } from '@/features/promotions/bonus-game/BonusGameScreen';
import { staticTranslations } from '@/lib/i18n/static-props';

const GoldRushPage = () => <BonusGameScreen view="goldRush" />;

export default GoldRushPage;
export const getStaticProps = staticTranslations(['bonus-game']);
