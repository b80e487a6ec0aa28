import { BonusGameScreen } from '@/features/promotions/bonus-game/BonusGameScreen';
import { staticTranslations } from '@/lib/i18n/static-props';

const BonusGamePage = () => <BonusGameScreen view="bonusGame" />;

export default BonusGamePage;
export const getStaticProps = staticTranslations(['bonus-game']);
