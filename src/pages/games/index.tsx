import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const SlotIndexPage = () => <RoutePage route="slotIndex" />;

export default SlotIndexPage;
export const getStaticProps = staticTranslations();
