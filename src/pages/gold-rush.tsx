import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const GoldRushPage = () => <RoutePage route="goldRush" />;

export default GoldRushPage;
export const getStaticProps = staticTranslations();
