import { RoutePage } from '@/ui/RoutePage';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const FavouritesPage: GuardedPage = () => <RoutePage route="favourites" />;

FavouritesPage.guard = 'auth-required';

export default FavouritesPage;
export const getStaticProps = staticTranslations();
