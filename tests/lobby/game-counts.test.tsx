import { screen, within } from '@testing-library/react';
import { getSuppliers } from '@/api/content';
import { GroupRow } from '@/features/lobby/GroupRow';
import { GroupScreen } from '@/features/lobby/GroupScreen';
import { ProvidersScreen } from '@/features/lobby/ProvidersScreen';
import { groupPageProps, groupRows, type GroupPageProps } from '@/features/lobby/lobby-props';
import { renderWithProviders } from '../utils/render';

// Text queries read the no-break space that groups Finnish digits as a space.

describe('game counts in the lobby, grouped as the page writes numbers', () => {
  it('on the providers page: one game in the singular, thousands grouped (fi, en)', async () => {
    const [first, second] = await getSuppliers();
    if (!first || !second) throw new Error('the seed has at least two providers');
    const suppliers = [
      { ...first, game_count: 1 },
      { ...second, game_count: 12_500 },
    ];
    const fi = renderWithProviders(<ProvidersScreen suppliers={suppliers} />, { locale: 'fi' });
    expect(screen.getByText('1 peli')).toBeInTheDocument();
    expect(screen.getByText('12 500 peliä').textContent).toBe('12\u00a0500 peliä');
    fi.unmount();
    renderWithProviders(<ProvidersScreen suppliers={suppliers} />, { locale: 'en' });
    expect(screen.getByText('1 game')).toBeInTheDocument();
    expect(screen.getByText('12,500 games')).toBeInTheDocument();
  });

  it("on a group's page and its lobby row's link to it (fi, et)", async () => {
    const result = (await groupPageProps('slot')({ locale: 'fi', params: { id: '1', slug: 'all-slots' } } as never)) as { props: GroupPageProps };
    const page = renderWithProviders(<GroupScreen {...result.props} total={12_500} />, { locale: 'fi' });
    expect(screen.getByText('12 500 peliä')).toBeInTheDocument();
    page.unmount();

    const [row] = (await groupRows('slot', 1)) ?? [];
    if (!row) throw new Error('the seed has a slot group');
    renderWithProviders(
      <GroupRow group={{ ...row.group, game_count: 12_500 }}>
        <p>games</p>
      </GroupRow>,
      { locale: 'et' },
    );
    const section = screen.getByRole('region', { name: row.group.title.et });
    expect(within(section).getByRole('link', { name: `Näita kõiki mänge: ${row.group.title.et}` })).toHaveTextContent('Näita kõiki (12 500)');
  });

  it("are written without the account panels' number formats, which the lobby's first load leaves out", () => {
    try {
      jest.isolateModules(() => {
        jest.doMock('@/lib/format-numeric', () => {
          throw new Error("a lobby screen imports @/lib/format-numeric: it would join the lobby pages' first load");
        });
        for (const name of ['HomeScreen', 'LobbyScreen', 'GroupRow', 'GroupScreen', 'ProviderScreen', 'ProvidersScreen']) {
          expect(() => jest.requireActual(`@/features/lobby/${name}`)).not.toThrow();
        }
      });
    } finally {
      jest.dontMock('@/lib/format-numeric');
    }
  });
});
