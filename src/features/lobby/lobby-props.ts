import type { GetStaticProps, GetStaticPropsContext } from 'next';
import { lookupGamesByGroupId, lookupProviderGames, readGameGroups, readGamesInGroups, readPageSlugs, readSuppliers } from '@/api/content';
import type { GameGroup, PageSummary, Supplier, TileGame } from '@/api/schemas/content';
import { translations } from '@/lib/i18n/static-props';
import { afterContentFailure, renderOrKeep } from '@/lib/static-outage';
import { isLocale, pagePathOf, type RouteId } from '@/routes/href';
import { idParam, slugParam } from '@/routes/params';
import { FIRST_ROWS, FIRST_SCREEN_TILES, ROW_GAMES } from './rows';

/**
 * Static props of the lobby pages. Content comes from the content service at build time and
 * on revalidation; when it fails the page keeps its last good copy, or (none yet) the spec's
 * empty defaults render and the page retries soon (src/lib/static-outage.ts).
 */
export const REVALIDATE_S = 300;
export const REVALIDATE_EMPTY_S = 15;
export const GROUP_PAGE_SIZE = 2 * FIRST_SCREEN_TILES;
export { FIRST_ROWS, FIRST_SCREEN_TILES, ROW_GAMES };

export type GroupRowProps = { group: GameGroup; games: TileGame[] };
/** `rows`: the first rows with their games; `later`: the groups of the rows below them. */
export type LobbyProps = { rows: GroupRowProps[]; later: GameGroup[] };
export type HomeProps = LobbyProps & { campaigns: PageSummary[] };
export type GroupPageProps = { group: GameGroup; games: TileGame[]; total: number; pageSize: number };
/** A group page generated while the content service was down, with no good version to keep. */
export type GroupUnavailableProps = { group: null; type: 'slot' | 'live' };
export type ProvidersProps = { suppliers: Supplier[] };
export type ProviderPageProps = { supplier: Supplier; games: TileGame[]; total: number; pageSize: number };
export type ProviderUnavailableProps = { supplier: null };

/** A game as a statically generated lobby page carries it: each tile's fields, nothing else (its groups, type and supplier id made up a quarter of a game's bytes). */
export function tileGame({ id, slug, friendly_name, translation, supplier, logo, release_date }: TileGame): TileGame {
  return { id, slug, friendly_name, translation, supplier, logo, release_date };
}

/** Rows of non-empty groups of one type, each with its first games; null when the service failed. */
export async function groupRows(type: 'slot' | 'live', limit?: number): Promise<GroupRowProps[] | null> {
  const [groups, rows] = await Promise.all([readGameGroups(), readGamesInGroups({ perGroup: ROW_GAMES })]);
  if (!groups || !rows) return null;
  const gamesOf = new Map(rows.map((row) => [row.id, row.games]));
  return groups
    .filter((g) => g.type === type && g.game_count > 0 && (gamesOf.get(g.id)?.length ?? 0) > 0)
    .sort((a, b) => a.order - b.order)
    .slice(0, limit)
    .map((group) => ({ group, games: (gamesOf.get(group.id) ?? []).map(tileGame) }));
}

/** The first rows with their games, the rest as groups only (their games load in the browser). */
export function splitRows(all: GroupRowProps[]): LobbyProps {
  return { rows: all.slice(0, FIRST_ROWS), later: all.slice(FIRST_ROWS).map((row) => row.group) };
}

/** A lobby page (`route`) of the rows `load` gives. */
export function lobbyProps(route: RouteId, load: () => Promise<GroupRowProps[] | null>): GetStaticProps<LobbyProps> {
  return async ({ locale }: GetStaticPropsContext) => {
    if (!isLocale(locale)) return { notFound: true };
    const all = await load();
    const render = async () => ({
      props: { ...splitRows(all ?? []), ...(await translations(locale, ['lobby'])) },
      revalidate: all?.length ? REVALIDATE_S : REVALIDATE_EMPTY_S,
    });
    return renderOrKeep(all !== null, pagePathOf({ id: route, params: {} }, locale), render);
  };
}

/**
 * A group page (slot or live casino): the group and the first screen of its first page of games
 * (the rest of the page loads in the browser: ./rows.ts). 404 only when the
 * service says there is no such group (or it is of the other type); a failure keeps the last
 * good page or renders the empty defaults (src/lib/static-outage.ts).
 */
export function groupPageProps(type: 'slot' | 'live'): GetStaticProps<GroupPageProps | GroupUnavailableProps> {
  return async ({ locale, params }: GetStaticPropsContext) => {
    const id = idParam.safeParse(params?.id);
    const slug = slugParam.safeParse(params?.slug);
    if (!isLocale(locale) || !id.success || !slug.success) return { notFound: true, revalidate: REVALIDATE_EMPTY_S };
    const pagePath = pagePathOf({ id: type === 'slot' ? 'slotGroup' : 'liveCasinoGroup', params: { id: id.data, slug: slug.data } }, locale);
    const found = await lookupGamesByGroupId(Number(id.data), { page: 1, pageSize: FIRST_SCREEN_TILES, liveCasino: type === 'live' });
    if (found.status === 'failed') {
      return afterContentFailure(pagePath, async () => ({
        props: { group: null, type, ...(await translations(locale, ['lobby'])) },
        revalidate: REVALIDATE_EMPTY_S,
      }));
    }
    if (found.status === 'missing' || found.item.group.type !== type) return { notFound: true, revalidate: REVALIDATE_EMPTY_S };
    const { group, games, total } = found.item;
    return {
      props: { group, games: games.map(tileGame), total, pageSize: GROUP_PAGE_SIZE, ...(await translations(locale, ['lobby'])) },
      revalidate: REVALIDATE_S,
    };
  };
}

export const providersProps: GetStaticProps<ProvidersProps> = async ({ locale }) => {
  if (!isLocale(locale)) return { notFound: true };
  const all = await readSuppliers();
  const suppliers = (all ?? []).filter((s) => s.game_count > 0);
  const render = async () => ({ props: { suppliers, ...(await translations(locale, ['lobby'])) }, revalidate: suppliers.length ? REVALIDATE_S : REVALIDATE_EMPTY_S });
  return renderOrKeep(all !== null, pagePathOf({ id: 'suppliers', params: {} }, locale), render);
};

/** A provider page: 404 only for a provider the service does not know; failures as on a group page. */
export const providerPageProps: GetStaticProps<ProviderPageProps | ProviderUnavailableProps> = async ({ locale, params }) => {
  const id = idParam.safeParse(params?.id);
  if (!isLocale(locale) || !id.success) return { notFound: true, revalidate: REVALIDATE_EMPTY_S };
  const pagePath = pagePathOf({ id: 'gameProvider', params: { id: id.data, slug: String(params?.slug) } }, locale);
  const found = await lookupProviderGames(id.data, { page: 1, pageSize: FIRST_SCREEN_TILES });
  if (found.status === 'failed') {
    return afterContentFailure(pagePath, async () => ({
      props: { supplier: null, ...(await translations(locale, ['lobby'])) },
      revalidate: REVALIDATE_EMPTY_S,
    }));
  }
  if (found.status === 'missing') return { notFound: true, revalidate: REVALIDATE_EMPTY_S };
  const { supplier, games, total } = found.item;
  return {
    props: { supplier, games: games.map(tileGame), total, pageSize: GROUP_PAGE_SIZE, ...(await translations(locale, ['lobby'])) },
    revalidate: REVALIDATE_S,
  };
};

/**
 * Home: featured groups (the first slot groups and the first live group) and the campaigns
 * teaser. Any of its calls failing keeps the last good copy; without one, what did come renders
 * and is regenerated soon.
 */
export const homeProps: GetStaticProps<HomeProps> = async ({ locale }) => {
  if (!isLocale(locale)) return { notFound: true };
  const [slots, live, pages] = await Promise.all([groupRows('slot', 3), groupRows('live', 1), readPageSlugs()]);
  const complete = slots !== null && live !== null && pages !== null;
  const all = [...(slots ?? []), ...(live ?? [])];
  const campaigns = (pages ?? []).filter((p) => p.type === 'campaign').slice(0, 3);
  const render = async () => ({
    props: { ...splitRows(all), campaigns, ...(await translations(locale, ['lobby'])) },
    revalidate: complete && all.length ? REVALIDATE_S : REVALIDATE_EMPTY_S,
  });
  return renderOrKeep(complete, pagePathOf({ id: 'home', params: {} }, locale), render);
};

export const dynamicPaths = () => ({ paths: [], fallback: 'blocking' as const });
