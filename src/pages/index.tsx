import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const HomePage = () => <RoutePage route="home" />;

export default HomePage;
export const getStaticProps = staticTranslations();
