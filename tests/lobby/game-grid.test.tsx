import { getGamesByGroupId } from '@/api/content';
import { GameGrid } from '@/features/lobby/GameGrid';
import { renderWithProviders } from '../utils/render';

/** Each logo's loading and fetch priority, in the grid's order. */
async function logos(eager: number) {
  const group = await getGamesByGroupId(1, { pageSize: 6 });
  const games = group?.games ?? [];
  expect(games).toHaveLength(6);
  const { container } = renderWithProviders(<GameGrid games={games} label="All slots" eager={eager} />);
  return [...container.querySelectorAll('img')].map((img) => `${img.getAttribute('loading') ?? 'eager'}/${img.getAttribute('fetchpriority') ?? 'auto'}`);
}

describe('GameGrid image priorities', () => {
  it("fetches the first row of a phone's first grid before other images, the rest in view eagerly, and the others lazily", async () => {
    expect(await logos(4)).toEqual(['eager/high', 'eager/high', 'eager/auto', 'eager/auto', 'lazy/auto', 'lazy/auto']);
  });

  it('leaves a grid further down the page lazy, with no tile ahead of the others', async () => {
    expect(await logos(0)).toEqual(Array(6).fill('lazy/auto'));
  });

  it('asks for high priority only where the grid is in view on arrival', async () => {
    expect(await logos(1)).toEqual(['eager/high', ...Array(5).fill('lazy/auto')]);
  });
});
