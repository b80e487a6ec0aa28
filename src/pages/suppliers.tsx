import { RoutePage } from '@/features/shell/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const SuppliersPage = () => <RoutePage route="suppliers" />;

export default SuppliersPage;
export const getStaticProps = staticTranslations();
