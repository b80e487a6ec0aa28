import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import useSWR from 'swr';
import { getProviderGames } from '@/api/content';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { Pagination } from '@/ui/Pagination';
import { RoutePage } from '@/ui/RoutePage';
import { FavouriteAction } from './FavouriteAction';
import { GameGrid } from './GameGrid';
import type { ProviderPageProps } from './lobby-props';

/** One provider's games, paginated like a group. */
export function ProviderScreen({ supplier, games, total, pageSize }: ProviderPageProps) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  const { query } = useRouter();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const requested = Number(typeof query.page === 'string' ? query.page : 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pageCount ? requested : 1;
  const later = useSWR(page > 1 ? ['content', 'provider', supplier.id, page] : null, () => getProviderGames(String(supplier.id), { page, pageSize }));
  return (
    <RoutePage route="gameProvider" title={supplier.name}>
      <p>{t('gameCount', { count: total })}</p>
      <GameGrid games={page === 1 ? games : (later.data?.games ?? [])} label={supplier.name} eager={4} action={(game) => <FavouriteAction game={game} />} />
      <Pagination
        page={page}
        pageCount={pageCount}
        label={t('pages', { group: supplier.name })}
        hrefFor={(p) => href('gameProvider', { locale, params: { id: supplier.id, slug: supplier.slug }, query: p > 1 ? { page: String(p) } : undefined })}
      />
    </RoutePage>
  );
}
