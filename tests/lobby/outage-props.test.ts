import { http, HttpResponse } from 'msw';
import { FIRST_SCREEN_TILES, groupPageProps, providerPageProps, REVALIDATE_EMPTY_S } from '@/features/lobby/lobby-props';
import { ContentUnavailableError } from '@/lib/static-outage';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { getStaticProps as gamePageProps } from '@/pages/game/[slug]/play';
import { pagePathOf } from '@/routes/href';
import { server } from '../utils/msw';
import { forgetPageReads, nextReadsCopy } from '../utils/page-cache';

type Props = { props?: Record<string, unknown>; revalidate?: number; notFound?: boolean };
type Context = { locale: string; params: Record<string, string> };
type PropsFn = (context: never) => unknown;

const catalogue = getCatalogue();
const game = catalogue.games[0];
const supplier = catalogue.suppliers.find((s) => s.game_count > 0);
if (!game || !supplier) throw new Error('empty catalogue');

const run = async (fn: PropsFn, context: Context) => (await fn(context as never)) as Props;
const contentDown = (status = 503) => server.use(http.get('*/content/*', () => new HttpResponse('down', { status })));
const contentHangsUp = () => server.use(http.get('*/content/*', () => HttpResponse.error()));
const malformed = () => server.use(http.get('*/content/*', () => HttpResponse.json({ group: 'nonsense' })));

/** Each page: its props, a known item, an unknown one, and the known page's path as Next caches it. */
const PAGES: [string, PropsFn, Context, Context, string][] = [
  [
    'a slot group',
    groupPageProps('slot'),
    { locale: 'fi', params: { id: '1', slug: 'all-slots' } },
    { locale: 'fi', params: { id: '99999', slug: 'x' } },
    pagePathOf({ id: 'slotGroup', params: { id: '1', slug: 'all-slots' } }, 'fi'),
  ],
  [
    'a provider',
    providerPageProps,
    { locale: 'en', params: { id: String(supplier.id), slug: supplier.slug } },
    { locale: 'en', params: { id: '99999', slug: 'nobody' } },
    pagePathOf({ id: 'gameProvider', params: { id: String(supplier.id), slug: supplier.slug } }, 'en'),
  ],
];

beforeEach(() => forgetPageReads());

describe.each(PAGES)('%s page during a content-service outage', (_name, props, known, unknown, path) => {
  it.each([
    ['a 503', () => contentDown()],
    ['a 500', () => contentDown(500)],
    ['a dropped connection', contentHangsUp],
    ['a malformed answer', malformed],
  ])('with no good version yet, %s renders the empty defaults, retried soon, never a 404', async (_failure, fail) => {
    fail();
    const result = await run(props, known);
    expect(result.notFound).toBeUndefined();
    expect(result.props).toMatchObject(props === providerPageProps ? { supplier: null } : { group: null, type: 'slot' });
    expect(result.props?._nextI18Next).toBeDefined();
    expect(result.revalidate).toBe(REVALIDATE_EMPTY_S);
  });

  it('with a good copy cached (by this process, the build, another instance), a failed regeneration throws, so Next keeps serving it', async () => {
    const good = await run(props, known);
    expect(good.props?.games).toHaveLength(FIRST_SCREEN_TILES);
    nextReadsCopy(path, good.props);
    contentDown();
    await expect(run(props, known)).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it("a copy generated during an outage is not one to keep: the next failure renders the defaults again", async () => {
    contentDown();
    const down = await run(props, known);
    nextReadsCopy(path, down.props);
    expect((await run(props, known)).revalidate).toBe(REVALIDATE_EMPTY_S);
  });

  it('only the service saying there is no such item is a 404', async () => {
    expect((await run(props, unknown)).notFound).toBe(true);
  });
});

describe('the game page during a content-service outage', () => {
  const known = { locale: 'et', params: { slug: game.slug } };

  it('with no good version yet, a failure says the game is not available right now, not "unknown game"', async () => {
    contentDown();
    const result = await run(gamePageProps, known);
    expect(result.props).toMatchObject({ game: null, unavailable: true });
    expect(result.revalidate).toBe(REVALIDATE_EMPTY_S);
  });

  it('with a good copy cached, a failed regeneration throws, so Next keeps serving it', async () => {
    const good = await run(gamePageProps, known);
    expect(good.props?.game).toMatchObject({ id: game.id });
    nextReadsCopy(pagePathOf({ id: 'gamePlay', params: { slug: game.slug } }, 'et'), good.props);
    contentDown();
    await expect(run(gamePageProps, known)).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('a game the service does not know is the "game not found" state (131), not "unavailable"', async () => {
    const result = await run(gamePageProps, { locale: 'en', params: { slug: 'no-such-game' } });
    expect(result.props?.game).toBeNull();
    expect(result.props?.unavailable).toBeUndefined();
  });
});
