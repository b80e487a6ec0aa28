import type { GetStaticProps } from 'next';
import { getGameBySlug } from '@/api/content';
import { GamePlayScreen, type GamePlayProps } from '@/features/game-play/GamePlayScreen';
import { translations } from '@/lib/i18n/static-props';
import { isLocale } from '@/routes/href';
import { slugParam } from '@/routes/params';

/** Known games are cached for 5 minutes; an unknown one (or a content-service failure) is retried soon. */
const REVALIDATE_S = 300;
const REVALIDATE_MISSING_S = 15;

const GamePlayPage = (props: GamePlayProps) => <GamePlayScreen {...props} />;

export default GamePlayPage;

export const getStaticPaths = () => ({ paths: [], fallback: 'blocking' as const });

/** A malformed slug is a 404; an unknown game renders the "game not found" state (131). */
export const getStaticProps: GetStaticProps<GamePlayProps> = async ({ locale, params }) => {
  const slug = slugParam.safeParse(params?.slug);
  if (!isLocale(locale) || !slug.success) return { notFound: true, revalidate: 60 };
  const game = await getGameBySlug(slug.data);
  return { props: { game, ...(await translations(locale, ['game'])) }, revalidate: game ? REVALIDATE_S : REVALIDATE_MISSING_S };
};
