import { RoutePage } from '@/features/shell/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';

const LiveCasinoPage = () => <RoutePage route="liveCasino" />;

export default LiveCasinoPage;
export const getStaticProps = staticTranslations();
