import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const NewsPage = () => <RoutePage route="news" />;

export default NewsPage;
export const getStaticProps = staticTranslations();
