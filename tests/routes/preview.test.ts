/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';
import exitPreview from '@/pages/api/app/preview/exit';
import preview from '@/pages/api/app/preview';
import { PREVIEW_FLAG_COOKIE } from '@/lib/preview-flag';
import { contentHref, href, itemQueryOf, locales, routeIdForPage } from '@/routes/href';
import { buildItemRewrites } from '@/routes/next-rules';
import { CONTENT_ITEMS, ROUTES } from '@/routes/table';
import { useEnv } from '../utils/env';

type Sent = { status: number; location?: string; draftMode?: boolean; headers: Record<string, unknown>; body?: unknown };

function call(handler: typeof preview, query: Record<string, string | string[]>, method = 'GET'): Sent {
  const sent: Sent = { status: 200, headers: {}, draftMode: undefined, location: undefined };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(name: string, value: unknown) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => sent.headers[name.toLowerCase()],
    setDraftMode({ enable }: { enable: boolean }) {
      sent.draftMode = enable;
      // As Next does: its cookie joins those already set.
      sent.headers['set-cookie'] = [`__prerender_bypass=${enable ? 'id' : ''}`];
      return res;
    },
    redirect(code: number, location: string) {
      sent.status = code;
      sent.location = location;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
    end: () => res,
  };
  handler({ method, query, headers: {} } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return sent;
}

const SECRET = 'the-preview-secret-of-this-test';

describe('the preview routes', () => {
  useEnv('PREVIEW_SECRET', SECRET);

  it('do not exist without PREVIEW_SECRET configured', () => {
    delete process.env.PREVIEW_SECRET;
    expect(call(preview, { secret: '', type: 'news', slug: 'x' }).status).toBe(404);
    expect(call(preview, { secret: SECRET, type: 'news', slug: 'x' })).toMatchObject({ status: 404, draftMode: undefined });
    expect(call(exitPreview, {})).toMatchObject({ status: 404, draftMode: undefined });
  });

  it('refuse a wrong or missing secret with 401, turning nothing on', () => {
    for (const secret of [undefined, '', 'wrong', `${SECRET}x`, SECRET.slice(0, -1), [SECRET, SECRET]]) {
      const query = { type: 'news', slug: 'how-loss-limits-work', ...(secret === undefined ? {} : { secret }) };
      expect(call(preview, query)).toMatchObject({ status: 401, draftMode: undefined, location: undefined });
    }
  });

  it('open every type in every locale at its route-table URL, Finnish by default', () => {
    for (const locale of locales) {
      const open = (type: string) => call(preview, { secret: SECRET, type, slug: 'some-slug', locale });
      expect(open('page')).toMatchObject({ status: 307, draftMode: true, location: href('contentPage', { locale, params: { slug: 'some-slug' } }) });
      expect(open('news').location).toBe(contentHref('article', 'some-slug', locale));
      expect(open('campaign').location).toBe(contentHref('campaign', 'some-slug', locale));
    }
    expect(call(preview, { secret: SECRET, type: 'campaign', slug: 'christmas-calendar' }).location).toBe('/fi/kampanjat?campaign=christmas-calendar');
    expect(call(preview, { secret: SECRET, type: 'page', slug: 'terms', locale: 'et' }).location).toBe('/et/info/terms');
  });

  it('set the ribbon marker with the draft-mode cookie, and keep the answer private', () => {
    const sent = call(preview, { secret: SECRET, type: 'news', slug: 'x' });
    expect(sent.headers['set-cookie']).toEqual(['__prerender_bypass=id', expect.stringMatching(new RegExp(`^${PREVIEW_FLAG_COOKIE}=1; Path=/; SameSite=Lax`))]);
    expect(sent.headers['cache-control']).toBe('private, no-store');
  });

  it('refuse a bad type, slug or locale with 400, and never redirect to what the request names', () => {
    const bad: Record<string, string | string[]>[] = [
      { type: 'game', slug: 'x' },
      { type: 'News', slug: 'x' },
      { type: ['news', 'page'], slug: 'x' },
      { slug: 'x' },
      { type: 'news' },
      { type: 'news', slug: '' },
      { type: 'news', slug: '../admin' },
      { type: 'news', slug: '//evil.example' },
      { type: 'news', slug: 'https://evil.example' },
      { type: 'news', slug: 'a b' },
      { type: 'news', slug: 'x?y=1' },
      { type: 'news', slug: ['a', 'b'] },
      { type: 'news', slug: 'a'.repeat(121) },
      { type: 'news', slug: 'x', locale: 'de' },
      { type: 'news', slug: 'x', locale: 'default' },
    ];
    for (const query of bad) expect(call(preview, { secret: SECRET, ...query })).toMatchObject({ status: 400, draftMode: undefined, location: undefined });
  });

  it('answer only GET', () => {
    expect(call(preview, { secret: SECRET, type: 'news', slug: 'x' }, 'POST')).toMatchObject({ status: 405, draftMode: undefined });
  });

  it('exit: turns the preview and its marker off, and goes back to a same-site path or home', () => {
    const sent = call(exitPreview, { path: '/en/news?article=x' });
    expect(sent).toMatchObject({ status: 307, draftMode: false, location: '/en/news?article=x' });
    expect(sent.headers['set-cookie']).toEqual(['__prerender_bypass=', expect.stringMatching(new RegExp(`^${PREVIEW_FLAG_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`))]);
    for (const path of [undefined, '//evil.example', 'https://evil.example/x', '/\\evil.example', '/..//evil.example', ['/fi', '/en']]) {
      expect(call(exitPreview, path === undefined ? {} : { path }).location).toBe('/');
    }
  });
});

describe('campaigns and articles at their list routes', () => {
  it('are rewritten onto their item pages in every locale, from the route table', () => {
    const rules = buildItemRewrites();
    expect(rules).toHaveLength(2 * locales.length);
    for (const { route, param, page } of Object.values(CONTENT_ITEMS)) {
      for (const locale of locales) {
        const rule = rules.find((r) => r.source === `/${locale}${ROUTES[route][locale]}`);
        expect(rule).toMatchObject({ has: [{ type: 'query', key: param }], destination: `/${locale}${page.replace('[slug]', ':slug')}`, locale: false });
        expect(new RegExp(`^${rule?.has[0]?.value}$`).test('how-loss-limits-work')).toBe(true);
        expect(new RegExp(`^${rule?.has[0]?.value}$`).test('../x')).toBe(false);
      }
      // The item's page belongs to its list's route (language links, navigation, canonical).
      expect(routeIdForPage(page)).toBe(route);
    }
    expect(rules.find((r) => r.source === '/fi/uutiset')?.destination).toBe('/fi/news/item/:slug');
    // Their canonical and alternate URLs name the item at its list's route.
    expect(itemQueryOf('/news/item/[slug]', { slug: 'x-1' })).toBe('?article=x-1');
    expect(itemQueryOf('/campaigns/item/[slug]', { slug: 'y' })).toBe('?campaign=y');
    expect(itemQueryOf('/news', { slug: 'x' })).toBe('');
  });
});
