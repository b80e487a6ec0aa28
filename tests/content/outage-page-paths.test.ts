import { http, HttpResponse } from 'msw';
import { affiliatePageProps, contentItemProps, contentPageProps } from '@/features/content/page-props';
import { ContentUnavailableError } from '@/lib/static-outage';
import { pageToRevalidate } from '@/pages/api/app/revalidate';
import { contentHref, href } from '@/routes/href';
import { server } from '../utils/msw';
import { forgetPageReads, nextReadsCopy } from '../utils/page-cache';
import { TEST_PREVIEW_TOKEN, useEnv } from '../utils/env';

type PropsFn = (context: never) => unknown;
type Result = { props?: { page?: unknown; preview?: boolean }; revalidate?: number; notFound?: boolean };

const contentDown = () => server.use(http.get('*/content/*', () => new HttpResponse('down', { status: 503 })));
const run = async (props: PropsFn, locale: string, slug: string, draftMode?: boolean) => (await props({ locale, params: { slug }, draftMode } as never)) as Result;

beforeEach(() => forgetPageReads());

// A failure asks after the copy of the page as Next caches it, the page on-demand revalidation
// regenerates for the page's public URL, so a log line about one names the page to revalidate.
it.each([
  ['an information page', contentPageProps, 'et', 'terms', href('contentPage', { locale: 'et', params: { slug: 'terms' } })],
  ['an affiliate landing page', affiliatePageProps, 'fi', 'nordic-bonus', href('affiliatePage', { locale: 'fi', params: { slug: 'nordic-bonus' } })],
  ['a campaign', contentItemProps('campaign'), 'fi', 'welcome-offer', contentHref('campaign', 'welcome-offer', 'fi')],
  ['an article', contentItemProps('article'), 'en', 'how-loss-limits-work', contentHref('article', 'how-loss-limits-work', 'en')],
] as [string, PropsFn, string, string, string][])('%s keeps its last good render under the page revalidation names', async (_name, props, locale, slug, url) => {
  const page = pageToRevalidate(url);
  expect(page).not.toBeNull();
  const good = await run(props, locale, slug);
  expect(good.props?.page).toBeTruthy();
  nextReadsCopy(page!, good.props);
  contentDown();
  const error = await Promise.resolve(run(props, locale, slug)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentUnavailableError);
  expect((error as Error).message).toContain(`generating ${page};`);
});

describe("a marketer's preview and the cached copies", () => {
  useEnv('CONTENT_PREVIEW_TOKEN', TEST_PREVIEW_TOKEN);

  it('a preview rendered well is no good version of the public page: a visitor during an outage gets "not available", not an error', async () => {
    expect((await run(contentPageProps, 'fi', 'vip-programme', true)).props?.page).toBeTruthy();
    contentDown();
    const visitor = await run(contentPageProps, 'fi', 'vip-programme');
    expect(visitor.notFound).toBeUndefined();
    expect(visitor.props?.page).toBeNull();
    expect(visitor.revalidate).toBe(15);
  });

  it('a preview during an outage says "not available" even after a good public render (it is never served from the cache)', async () => {
    expect((await run(contentPageProps, 'en', 'privacy')).props?.page).toBeTruthy();
    contentDown();
    const preview = await run(contentPageProps, 'en', 'privacy', true);
    expect(preview.props).toMatchObject({ page: null, preview: true });
  });
});
