import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const BonusGamePage = () => <RoutePage route="bonusGame" />;

export default BonusGamePage;
export const getStaticProps = staticTranslations();
