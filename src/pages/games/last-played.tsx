import { PlayerGamesScreen } from '@/features/lobby/PlayerGamesScreen';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';

const LastPlayedPage: GuardedPage = () => <PlayerGamesScreen kind="lastPlayed" />;

LastPlayedPage.guard = 'auth-required';

export default LastPlayedPage;
export const getStaticProps = staticTranslations(['lobby']);
