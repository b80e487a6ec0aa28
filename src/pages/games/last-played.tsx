import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const LastPlayedPage: GuardedPage = () => <RoutePage route="lastPlayed" />;

LastPlayedPage.guard = 'auth-required';

export default LastPlayedPage;
export const getStaticProps = staticTranslations();
