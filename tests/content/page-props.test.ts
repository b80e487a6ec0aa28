import { http, HttpResponse } from 'msw';
import { affiliatePageProps, contentItemProps, contentPagePaths, contentPageProps } from '@/features/content/page-props';
import { ContentUnavailableError } from '@/lib/static-outage';
import { server } from '../utils/msw';
import { forgetPageReads, nextReadsCopy } from '../utils/page-cache';
import { TEST_PREVIEW_TOKEN, useEnv } from '../utils/env';

type Result = { props?: { page?: { slug: string } | null }; revalidate?: number; notFound?: boolean };
type Fn = (context: never) => unknown;
const run = async (fn: Fn, locale: string, slug: string) => (await fn({ locale, params: { slug } } as never)) as Result;
const contentDown = () => server.use(http.get('*/content/*', () => new HttpResponse('down', { status: 503 })));

beforeEach(() => forgetPageReads());

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
    // Next reads that copy before the next regeneration: an outage's render is not one to keep.
    nextReadsCopy('/et/info/terms', down.props);
    expect((await run(contentPageProps as Fn, 'et', 'terms')).props?.page).toBeNull();
    server.resetHandlers();
    const good = await run(contentPageProps as Fn, 'et', 'terms');
    nextReadsCopy('/et/info/terms', good.props);
    contentDown();
    await expect(run(contentPageProps as Fn, 'et', 'terms')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('renders an affiliate landing page by slug, and a 404 for an unknown one', async () => {
    expect((await run(affiliatePageProps as Fn, 'fi', 'nordic-bonus')).props?.page?.slug).toBe('nordic-bonus');
    expect((await run(affiliatePageProps as Fn, 'fi', 'nobody')).notFound).toBe(true);
  });
});

describe('campaign and article static props (rendered at ?campaign= / ?article=)', () => {
  const TOKEN = TEST_PREVIEW_TOKEN;
  useEnv('CONTENT_PREVIEW_TOKEN', TOKEN);
  type ItemResult = { props?: { slug: string; preview: boolean; page: { slug: string; status: string; title: { en: string } } | null }; revalidate?: number; notFound?: boolean };
  const item = async (kind: 'campaign' | 'article', slug: string, draftMode?: boolean) =>
    (await contentItemProps(kind)({ locale: 'en', params: { slug }, draftMode } as never)) as ItemResult;

  it('renders a published item, revalidated; an unknown one, one of the other kind or a draft as not found in place', async () => {
    const found = await item('article', 'how-loss-limits-work');
    expect(found.props).toMatchObject({ slug: 'how-loss-limits-work', preview: false, page: { slug: 'how-loss-limits-work' } });
    expect(found.revalidate).toBe(300);
    for (const [kind, slug] of [['campaign', 'no-such-campaign'], ['campaign', 'how-loss-limits-work'], ['campaign', 'christmas-calendar'], ['article', 'summer-tournament-announced']] as const) {
      const missing = await item(kind, slug);
      expect(missing.notFound).toBeUndefined();
      expect(missing.props?.page).toBeNull();
      expect(missing.revalidate).toBe(15);
    }
    expect((await item('article', '../x')).notFound).toBe(true);
  });

  it('in draft mode renders drafts and unpublished changes, asked for with the server token', async () => {
    expect((await item('campaign', 'christmas-calendar', true)).props).toMatchObject({ preview: true, page: { status: 'draft', title: { en: 'Christmas calendar' } } });
    expect((await item('article', 'summer-tournament-announced', true)).props?.page?.status).toBe('draft');
    expect((await item('campaign', 'weekend-free-spins', true)).props?.page?.title.en).toBe('Weekend free spins: now 40 spins');
    expect((await item('campaign', 'weekend-free-spins')).props?.page?.title.en).toBe('Weekend free spins');
    const page = (await run(contentPageProps as Fn, 'fi', 'vip-programme')) as Result;
    expect(page.notFound).toBe(true);
    expect((await contentPageProps({ locale: 'fi', params: { slug: 'vip-programme' }, draftMode: true } as never)) as Result).toMatchObject({ props: { page: { slug: 'vip-programme' } } });
  });

  it('in draft mode without a token configured shows what everyone sees', async () => {
    delete process.env.CONTENT_PREVIEW_TOKEN;
    expect((await item('campaign', 'christmas-calendar', true)).props?.page).toBeNull();
  });
});
