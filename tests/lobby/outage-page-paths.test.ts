import { http, HttpResponse } from 'msw';
import { groupPageProps, providerPageProps } from '@/features/lobby/lobby-props';
import { ContentUnavailableError } from '@/lib/static-outage';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { pageToRevalidate } from '@/pages/api/app/revalidate';
import { getStaticProps as gamePageProps } from '@/pages/game/[slug]/play';
import { href } from '@/routes/href';
import { server } from '../utils/msw';
import { forgetPageReads, nextReadsCopy } from '../utils/page-cache';

type PropsFn = (context: never) => unknown;

const catalogue = getCatalogue();
const game = catalogue.games[0];
const supplier = catalogue.suppliers.find((s) => s.game_count > 0);
const slots = catalogue.groups.find((g) => g.type === 'slot' && g.game_count > 0);
const live = catalogue.groups.find((g) => g.type === 'live' && g.game_count > 0);
if (!game || !supplier || !slots || !live) throw new Error('empty catalogue');

const contentDown = () => server.use(http.get('*/content/*', () => new HttpResponse('down', { status: 503 })));

/** The error a failed regeneration after a good render throws, which Next logs. */
async function outageError(props: PropsFn, context: { locale: string; params: Record<string, string> }, page: string): Promise<unknown> {
  nextReadsCopy(page, ((await props(context as never)) as { props: unknown }).props);
  contentDown();
  return Promise.resolve(props(context as never)).then(
    () => null,
    (error: unknown) => error,
  );
}

beforeEach(() => forgetPageReads());

// A failure asks after the copy of the page as Next caches it, the page on-demand revalidation
// regenerates for the page's public URL, so a log line about one names the page to revalidate.
it.each([
  ['a slot group', groupPageProps('slot'), 'fi', { id: String(slots.id), slug: slots.slug }, href('slotGroup', { locale: 'fi', params: { id: slots.id, slug: slots.slug } })],
  ['a live casino group', groupPageProps('live'), 'et', { id: String(live.id), slug: live.slug }, href('liveCasinoGroup', { locale: 'et', params: { id: live.id, slug: live.slug } })],
  ['a provider', providerPageProps, 'en', { id: String(supplier.id), slug: supplier.slug }, href('gameProvider', { locale: 'en', params: { id: supplier.id, slug: supplier.slug } })],
  ['a game', gamePageProps, 'fi', { slug: game.slug }, href('gamePlay', { locale: 'fi', params: { slug: game.slug } })],
] as [string, PropsFn, string, Record<string, string>, string][])('%s page keeps its last good render under the page revalidation names', async (_name, props, locale, params, url) => {
  const page = pageToRevalidate(url);
  expect(page).not.toBeNull();
  const error = await outageError(props, { locale, params }, page!);
  expect(error).toBeInstanceOf(ContentUnavailableError);
  expect((error as Error).message).toContain(`generating ${page};`);
});
