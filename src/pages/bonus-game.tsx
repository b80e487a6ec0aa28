import { RoutePage } from '@/features/shell/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const BonusGamePage = () => <RoutePage route="bonusGame" />;

export default BonusGamePage;
export const getStaticProps = staticTranslations();
