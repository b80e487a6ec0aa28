import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const SuppliersPage = () => <RoutePage route="suppliers" />;

export default SuppliersPage;
export const getStaticProps = staticTranslations();
