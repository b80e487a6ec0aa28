import { http, HttpResponse } from 'msw';
import { affiliatePageProps, contentPagePaths, contentPageProps } from '@/features/content/page-props';
import { ContentUnavailableError, forgetGoodRenders } from '@/lib/static-outage';
import { server } from '../utils/msw';

type Result = { props?: { page?: { slug: string } | null }; revalidate?: number; notFound?: boolean };
type Fn = (context: never) => unknown;
const run = async (fn: Fn, locale: string, slug: string) => (await fn({ locale, params: { slug } } as never)) as Result;
const contentDown = () => server.use(http.get('*/content/*', () => new HttpResponse('down', { status: 503 })));

beforeEach(() => forgetGoodRenders());

describe('content page static props', () => {
  it('prerenders every information page in every locale, and no campaign or article', async () => {
    const { paths, fallback } = (await contentPagePaths({} as never)) as { paths: { params: { slug: string }; locale: string }[]; fallback: string };
    expect(fallback).toBe('blocking');
    expect(paths).toContainEqual({ params: { slug: 'terms' }, locale: 'et' });
    expect(paths).toContainEqual({ params: { slug: 'responsible-gaming' }, locale: 'fi' });
    expect(paths.some((p) => p.params.slug === 'welcome-offer')).toBe(false);
  });

  it('renders a page, revalidated; a 404 for an unknown slug, a campaign, a draft or a bad slug', async () => {
    const found = await run(contentPageProps as Fn, 'en', 'privacy');
    expect(found.props?.page?.slug).toBe('privacy');
    expect(found.revalidate).toBe(300);
    for (const slug of ['no-such-page', 'welcome-offer', 'christmas-calendar', '../x']) {
      expect((await run(contentPageProps as Fn, 'fi', slug)).notFound).toBe(true);
    }
  });

  it('never caches a content-service failure as a 404: empty defaults first, then the last good page', async () => {
    contentDown();
    const down = await run(contentPageProps as Fn, 'et', 'terms');
    expect(down.notFound).toBeUndefined();
    expect(down.props?.page).toBeNull();
    expect(down.revalidate).toBe(15);
    server.resetHandlers();
    await run(contentPageProps as Fn, 'et', 'terms');
    contentDown();
    await expect(run(contentPageProps as Fn, 'et', 'terms')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('renders an affiliate landing page by slug, and a 404 for an unknown one', async () => {
    expect((await run(affiliatePageProps as Fn, 'fi', 'nordic-bonus')).props?.page?.slug).toBe('nordic-bonus');
    expect((await run(affiliatePageProps as Fn, 'fi', 'nobody')).notFound).toBe(true);
  });
});
