import { PlayerGamesScreen } from '@/features/lobby/PlayerGamesScreen';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const FavouritesPage: GuardedPage = () => <PlayerGamesScreen kind="favourites" />;

FavouritesPage.guard = 'auth-required';

export default FavouritesPage;
export const getStaticProps = staticTranslations(['lobby']);
