import type { GetStaticProps } from 'next';
import { lookupGameBySlug } from '@/api/content';
import { GamePlayScreen, type GamePlayProps } from '@/features/game-play/GamePlayScreen';
import { translations } from '@/lib/i18n/static-props';
import { afterContentFailure } from '@/lib/static-outage';
import { isLocale, pagePathOf } from '@/routes/href';
import { slugParam } from '@/routes/params';

/** Known games are cached for 5 minutes; an unknown one (or a page generated during an outage) is retried soon. */
const REVALIDATE_S = 300;
const REVALIDATE_MISSING_S = 15;

const GamePlayPage = (props: GamePlayProps) => <GamePlayScreen {...props} />;

export default GamePlayPage;

export const getStaticPaths = () => ({ paths: [], fallback: 'blocking' as const });

/**
 * A malformed slug is a 404; a game the content service does not know renders the "game not
 * found" state (131). A failure of the service is neither: the last good page stays, or the
 * "not available right now" state renders (src/lib/static-outage.ts).
 */
export const getStaticProps: GetStaticProps<GamePlayProps> = async ({ locale, params }) => {
  const slug = slugParam.safeParse(params?.slug);
  if (!isLocale(locale) || !slug.success) return { notFound: true, revalidate: 60 };
  const pagePath = pagePathOf({ id: 'gamePlay', params: { slug: slug.data } }, locale);
  const found = await lookupGameBySlug(slug.data);
  if (found.status === 'failed') {
    return afterContentFailure(pagePath, async () => ({
      props: { game: null, unavailable: true, ...(await translations(locale, ['game'])) },
      revalidate: REVALIDATE_MISSING_S,
    }));
  }
  if (found.status === 'missing') return { props: { game: null, ...(await translations(locale, ['game'])) }, revalidate: REVALIDATE_MISSING_S };
  return { props: { game: found.item, ...(await translations(locale, ['game'])) }, revalidate: REVALIDATE_S };
};
