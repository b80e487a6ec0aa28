import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
// eslint-disable-next-line no-restricted-imports -- the reference OptimizedImage must match, never shipped
import { getImageProps } from 'next/image';
import { getGamesByGroupId, getPageSlugs, getSuppliers } from '@/api/content';
import { ContentListScreen } from '@/features/content/ContentListScreen';
import { GameTile } from '@/features/lobby/GameTile';
import { ProvidersScreen } from '@/features/lobby/ProvidersScreen';
import { NavSearch } from '@/features/search/NavSearch';
import { OptimizedImage, optimizedImgProps, type OptimizedImageProps } from '@/ui/OptimizedImage';
import { renderWithProviders } from '../utils/render';
import loadNextConfig from '../../next.config.js';

/** What the optimizer of this build serves: next.config.js as Next reads it, not our module. */
const images = loadNextConfig('phase-production-build').images ?? {};
const servedWidths = [...(images.deviceSizes ?? []), ...(images.imageSizes ?? [])];
const servedQualities = images.qualities ?? [];

/** Every optimizer URL an <img> asks for (src and each srcset candidate), as width and quality. */
function optimizerRequests(img: Element) {
  const urls = [img.getAttribute('src') ?? '', ...(img.getAttribute('srcset') ?? '').split(', ').map((c) => c.split(' ')[0] ?? '')];
  return urls.filter(Boolean).map((url) => {
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/_next/image');
    return { w: Number(parsed.searchParams.get('w')), q: Number(parsed.searchParams.get('q')), url: parsed.searchParams.get('url') };
  });
}

function expectServed(imgs: Element[]) {
  expect(imgs.length).toBeGreaterThan(0);
  for (const img of imgs) {
    for (const { w, q } of optimizerRequests(img)) {
      expect(servedWidths).toContain(w);
      expect(servedQualities).toContain(q);
    }
  }
}

const imgsIn = (container: HTMLElement) => [...container.querySelectorAll('img')];

describe('what next/image would render', () => {
  // Next's build puts next.config.js's images (with its documented default path) here for
  // next/image; OptimizedImage reads the same lists from src/lib/image-config.js instead.
  beforeEach(() => {
    const env = { ...process.env, __NEXT_IMAGE_OPTS: { ...images, path: '/_next/image', loader: 'default' } };
    jest.replaceProperty(process, 'env', env as unknown as NodeJS.ProcessEnv);
  });
  afterEach(() => jest.restoreAllMocks());

  const pick = ({ src, srcSet, width, height, loading, fetchPriority, decoding, alt }: Record<string, unknown>) => ({ src, srcSet, width, height, loading, fetchPriority, decoding, alt });

  it('gives the same src, srcset, size, loading, fetch priority and decoding as getImageProps', () => {
    const src = fc.oneof(fc.webUrl({ withQueryParameters: false, withFragments: false }), fc.constantFrom('/content/media/games/7.png', '/a b/ä.png'));
    const props = fc.record({
      src,
      alt: fc.string(),
      width: fc.integer({ min: 1, max: 5000 }),
      height: fc.integer({ min: 1, max: 5000 }),
      quality: fc.option(fc.constantFrom(...servedQualities), { nil: undefined }),
      priority: fc.boolean(),
      loading: fc.constantFrom(undefined, 'lazy' as const, 'eager' as const),
      fetchPriority: fc.constantFrom(undefined, 'high' as const, 'low' as const, 'auto' as const),
    });
    fc.assert(
      fc.property(props, (p: OptimizedImageProps) => {
        // next/image refuses a priority image that is also lazy.
        fc.pre(!(p.priority && p.loading === 'lazy'));
        expect(pick(optimizedImgProps(p))).toEqual(pick(getImageProps(p).props));
      }),
    );
  });

  it('leaves inline images to the browser, as next/image does', () => {
    const p = { src: 'data:image/png;base64,AAAA', alt: '', width: 40, height: 40 };
    expect(pick(optimizedImgProps(p))).toEqual(pick(getImageProps(p).props));
  });
});

describe("every image the site shows is one the optimizer serves (next.config.js's images)", () => {
  it('holds the lists spec 9 names', () => {
    expect([...servedWidths].sort((a, b) => a - b)).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(servedQualities).toEqual([75]);
    // Game and provider logos may be SVG, which the optimizer serves only when allowed.
    expect(images.dangerouslyAllowSVG).toBe(true);
  });

  it('refuses what it does not serve (the check below can fail)', () => {
    const { container } = render(<OptimizedImage src="/logo.png" alt="" width={184} height={184} quality={80} />);
    expect(() => expectServed(imgsIn(container))).toThrow();
  });

  it('renders the tile, thumbnail and logo sizes through the optimizer', () => {
    const { container } = render(<OptimizedImage src="https://cdn.example/a.png?v=1" alt="" width={184} height={184} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '184');
    expect(img).toHaveAttribute('srcset', '/_next/image?url=https%3A%2F%2Fcdn.example%2Fa.png%3Fv%3D1&w=256&q=75 1x, /_next/image?url=https%3A%2F%2Fcdn.example%2Fa.png%3Fv%3D1&w=384&q=75 2x');
    expect(img).toHaveAttribute('src', '/_next/image?url=https%3A%2F%2Fcdn.example%2Fa.png%3Fv%3D1&w=384&q=75');
  });

  const callers = {
    'src/features/lobby/GameTile.tsx': async () => {
      const group = await getGamesByGroupId(1, { pageSize: 2 });
      const [lazy, first] = group?.games ?? [];
      if (!lazy || !first) throw new Error('no games in the mock catalogue');
      const { container } = renderWithProviders(
        <ul>
          <GameTile game={first} newLabel={null} player={false} priority="first" />
          <GameTile game={lazy} newLabel={null} player={false} />
        </ul>,
      );
      return imgsIn(container);
    },
    'src/features/lobby/ProvidersScreen.tsx': async () => {
      const { container } = renderWithProviders(<ProvidersScreen suppliers={await getSuppliers()} />);
      return imgsIn(container);
    },
    'src/features/content/ContentListScreen.tsx': async () => {
      const items = (await getPageSlugs()).filter((p) => p.type === 'campaign');
      const { container } = renderWithProviders(<ContentListScreen kind="campaign" items={items} />);
      return imgsIn(container);
    },
    'src/features/search/ResultList.tsx': async () => {
      jest.useFakeTimers();
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        const { container } = renderWithProviders(<NavSearch />, { locale: 'en' });
        await user.type(screen.getByRole('combobox'), 'sauna');
        await act(() => jest.advanceTimersByTimeAsync(900));
        // The results listbox (the provider filter has options too).
        await within(screen.getByRole('listbox', { hidden: true })).findAllByRole('option');
        return imgsIn(container);
      } finally {
        jest.useRealTimers();
      }
    },
  };

  it.each(Object.keys(callers))('%s', async (file) => {
    expectServed(await callers[file as keyof typeof callers]());
  });

  it('covers every component that shows an OptimizedImage', () => {
    const root = join(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
    const users = files(join(root, 'src'))
      .filter((f) => /\.tsx?$/.test(f) && readFileSync(f, 'utf8').includes("from '@/ui/OptimizedImage'"))
      .map((f) => relative(root, f));
    expect(users.sort()).toEqual(Object.keys(callers).sort());
  });
});
