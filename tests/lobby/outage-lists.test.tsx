import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { contentListProps } from '@/features/content/content-props';
import { ContentItem } from '@/features/content/ContentItem';
import { ContentListScreen } from '@/features/content/ContentListScreen';
import { contentItemProps } from '@/features/content/page-props';
import { groupRows, homeProps, lobbyProps, providersProps, REVALIDATE_EMPTY_S, REVALIDATE_S } from '@/features/lobby/lobby-props';
import { reloadPage } from '@/lib/leave-site';
import { ContentUnavailableError } from '@/lib/static-outage';
import { getServerSideProps as sitemapProps } from '@/pages/sitemap.xml';
import { loadResources } from '../utils/i18n';
import { server } from '../utils/msw';
import { forgetPageReads, nextReadsCopy } from '../utils/page-cache';
import { renderWithProviders } from '../utils/render';

jest.mock('@/lib/leave-site', () => ({ reloadPage: jest.fn() }));
beforeEach(() => jest.mocked(reloadPage).mockClear());

type Result = { props?: Record<string, unknown>; revalidate?: number };
type PropsFn = (context: never) => unknown;
const run = async (fn: PropsFn, locale: string) => (await fn({ locale, params: {} } as never)) as Result;
/** One content call fails (`path`: the service's path, e.g. "pages/slugs"). */
const down = (path: string) => server.use(http.get(`*/content/${path}`, () => new HttpResponse('down', { status: 503 })));

beforeEach(() => forgetPageReads());

/** The lists of the lobby and of the content pages, with the path Next caches each as. */
const LISTS: [string, PropsFn, string, string][] = [
  ['home', homeProps as PropsFn, '/fi', 'games-in-groups'],
  ['home, its campaigns only', homeProps as PropsFn, '/en', 'pages/slugs'],
  ['casino games', lobbyProps('slotIndex', () => groupRows('slot')) as PropsFn, '/et/games', 'game-groups-translated'],
  ['providers', providersProps as PropsFn, '/fi/suppliers', 'suppliers'],
  ['news', contentListProps('article') as PropsFn, '/en/news', 'pages/slugs'],
];

describe.each(LISTS)('%s during a content-service outage', (_name, props, page, failing) => {
  const locale = page.slice(1, 3);

  it('keeps a good cached copy (a regeneration that fails throws)', async () => {
    const good = await run(props, locale);
    expect(good.revalidate).toBe(REVALIDATE_S);
    nextReadsCopy(page, good.props);
    down(failing);
    await expect(run(props, locale)).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('without one renders what came, marked as an outage and regenerated soon', async () => {
    down(failing);
    const result = await run(props, locale);
    expect(result.props?.contentOutage).toBe(true);
    expect(result.revalidate).toBe(REVALIDATE_EMPTY_S);
  });
});

it('home with only its campaigns failing still shows its games, and is regenerated soon', async () => {
  down('pages/slugs');
  const result = await run(homeProps as PropsFn, 'fi');
  expect(result.props?.rows).not.toHaveLength(0);
  expect(result.props?.campaigns).toEqual([]);
  expect(result.revalidate).toBe(REVALIDATE_EMPTY_S);
});

it.each(['fi', 'en', 'et'] as const)('%s: a news list the service could not give says it cannot be shown, not that there is no news', async (locale) => {
  const content = loadResources(locale).content as { page: { unavailable: string }; article: { empty: string } };
  down('pages/slugs');
  const result = await run(contentListProps('article') as PropsFn, locale);
  expect(result.props).toMatchObject({ items: [], unavailable: true });
  renderWithProviders(<ContentListScreen kind="article" items={[]} unavailable />, { locale });
  expect(screen.getByRole('status')).toHaveTextContent(content.page.unavailable);
  expect(screen.queryByText(content.article.empty)).not.toBeInTheDocument();
  // The ways on: the page afresh, or the home page meanwhile.
  const outage = (loadResources(locale).common as { outage: { retry: string; home: string } }).outage;
  await userEvent.setup().click(screen.getByRole('button', { name: outage.retry }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: outage.home })).toHaveAttribute('href', `/${locale}`);
});

describe('the sitemap', () => {
  const cacheControl = async () => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value), write: () => true, end: () => undefined };
    await sitemapProps({ res } as never);
    return headers.get('Cache-Control');
  };

  it('is cached for an hour when every part came, and briefly when any failed (the child groups too)', async () => {
    expect(await cacheControl()).toBe('public, max-age=3600');
    for (const path of ['child-game-groups-translated', 'game-groups-translated', 'suppliers', 'pages/slugs']) {
      server.resetHandlers();
      down(path);
      expect(await cacheControl()).toBe('public, max-age=60');
    }
  });
});

it.each(['fi', 'en', 'et'] as const)('%s: a campaign the service could not give says it cannot be shown, not that it was not found', async (locale) => {
  const content = loadResources(locale).content as { page: { unavailable: string }; campaign: { notFoundTitle: string } };
  down('pages');
  const result = await run(((context: { locale: string }) => contentItemProps('campaign')({ ...context, params: { slug: 'welcome-offer' } } as never)) as PropsFn, locale);
  expect(result.props).toMatchObject({ page: null, unavailable: true });
  renderWithProviders(<ContentItem kind="campaign" slug="welcome-offer" item={null} unavailable />, { locale });
  expect(screen.getByRole('status')).toHaveTextContent(content.page.unavailable);
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(content.campaign.notFoundTitle);
});
