import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const LiveCasinoPage = () => <RoutePage route="liveCasino" />;

export default LiveCasinoPage;
export const getStaticProps = staticTranslations();
