import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const CampaignsPage = () => <RoutePage route="campaigns" />;

export default CampaignsPage;
export const getStaticProps = staticTranslations();
