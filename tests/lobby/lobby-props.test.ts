import { http, HttpResponse } from 'msw';
import { FIRST_ROWS, FIRST_SCREEN_TILES, groupPageProps, homeProps, REVALIDATE_EMPTY_S, REVALIDATE_S } from '@/features/lobby/lobby-props';
import { server } from '../utils/msw';

type Props = { props?: Record<string, unknown>; revalidate?: number; notFound?: boolean };

describe('lobby static props', () => {
  it('home holds featured groups, the first two with their first games, and campaigns', async () => {
    const result = (await homeProps({ locale: 'fi' } as never)) as Props;
    const rows = result.props?.rows as { group: { type: string; game_count: number }; games: unknown[] }[];
    const later = result.props?.later as { type: string }[];
    expect(rows.length).toBe(FIRST_ROWS);
    for (const row of rows) expect(row.games.length).toBeGreaterThan(0);
    // The rest are groups only: their games load in the browser near the viewport.
    expect(later).toHaveLength(2);
    expect([...rows.map((r) => r.group), ...later].filter((g) => g.type === 'live')).toHaveLength(1);
    expect(later.every((group) => !('games' in group))).toBe(true);
    expect((result.props?.campaigns as unknown[]).length).toBeGreaterThan(0);
    expect(result.revalidate).toBe(REVALIDATE_S);
  });

  it('with the content service down, home still renders: empty defaults, retried soon', async () => {
    server.use(http.get('*/content/*', () => new HttpResponse('down', { status: 503 })));
    const result = (await homeProps({ locale: 'et' } as never)) as Props;
    expect(result.props?.rows).toEqual([]);
    expect(result.props?.later).toEqual([]);
    expect(result.props?.campaigns).toEqual([]);
    expect(result.revalidate).toBe(REVALIDATE_EMPTY_S);
    expect(result.props?._nextI18Next).toBeDefined();
  });

  it('a group page holds the first screen of its first 48 games and 404s for an unknown or wrong-type group', async () => {
    const slot = (await groupPageProps('slot')({ locale: 'en', params: { id: '1', slug: 'all-slots' } } as never)) as Props;
    expect((slot.props?.games as unknown[]).length).toBe(FIRST_SCREEN_TILES);
    expect(slot.props?.pageSize).toBe(48);
    // Each game carries what its tile shows, nothing else.
    expect(Object.keys((slot.props?.games as object[])[0] ?? {}).sort()).toEqual(['friendly_name', 'id', 'logo', 'release_date', 'slug', 'supplier', 'translation']);
    expect(slot.props?.total).toBeGreaterThan(1000);
    const wrongType = (await groupPageProps('live')({ locale: 'en', params: { id: '1', slug: 'all-slots' } } as never)) as Props;
    expect(wrongType.notFound).toBe(true);
    const unknown = (await groupPageProps('slot')({ locale: 'en', params: { id: '99999', slug: 'x' } } as never)) as Props;
    expect(unknown.notFound).toBe(true);
    const malformed = (await groupPageProps('slot')({ locale: 'en', params: { id: 'abc', slug: 'x' } } as never)) as Props;
    expect(malformed.notFound).toBe(true);
  });
});
