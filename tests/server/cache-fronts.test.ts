/** @jest-environment node */
import { delay, http, HttpResponse } from 'msw';
import type { NextApiRequest, NextApiResponse } from 'next';
import revalidate from '@/pages/api/app/revalidate';
import { cacheFronts, cachedAddresses, REFRESH_HEADER, refreshFronts } from '@/server/cache-fronts';
import { server } from '../utils/msw';

jest.mock('@/server/build-id', () => ({ currentBuildId: () => 'b2' }));

type Seen = { url: string; refresh: string | null; cookie: string | null };

let fronts = 0;
/** What the fronts and the route's regeneration did, in order. */
const events: string[] = [];
beforeEach(() => {
  events.length = 0;
});
/** A stand-in for an nginx front: records what it is asked, answers `status` (or never, when 0). */
function front(status: number) {
  const origin = `http://nginx-${(fronts += 1)}.test`;
  const seen: Seen[] = [];
  server.use(
    http.get(`${origin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      seen.push({ url: `${url.pathname}${url.search}`, refresh: request.headers.get(REFRESH_HEADER), cookie: request.headers.get('cookie') });
      events.push(`front ${url.pathname}`);
      if (!status) await delay('infinite');
      return new HttpResponse('page', { status });
    }),
  );
  return { origin, seen };
}

const SECRET = 'a-correct-secret-of-at-least-32-characters';

describe('the page caches in front of the instances', () => {
  it('takes only http(s) origins from CACHE_FRONT_URLS', () => {
    expect(cacheFronts(undefined)).toEqual([]);
    expect(cacheFronts('http://nginx, https://cache.example:8443/ http://nginx')).toEqual(['http://nginx', 'https://cache.example:8443']);
    expect(cacheFronts('nginx ftp://nginx http://nginx/fi http://nginx?x=1 http://user:pw@nginx javascript:alert(1) http://nginx#x')).toEqual([]);
  });

  it('names the page and its data for client-side navigation, with the same query', () => {
    expect(cachedAddresses('/fi', 'b1')).toEqual(['/fi', '/_next/data/b1/fi.json']);
    expect(cachedAddresses('/fi/pelit/1/all-slots', 'b1')).toEqual(['/fi/pelit/1/all-slots', '/_next/data/b1/fi/pelit/1/all-slots.json']);
    expect(cachedAddresses('/fi/uutiset?article=x', 'b1')).toEqual(['/fi/uutiset?article=x', '/_next/data/b1/fi/uutiset.json?article=x']);
  });

  it('asks every front for both addresses with the secret, and counts the ones that did not answer 200 in time', async () => {
    const good = front(200);
    const failing = front(502);
    const silent = front(0);
    const result = await refreshFronts('/et/mangud', { fronts: [good.origin, failing.origin, silent.origin], secret: SECRET, buildId: 'b1', timeoutMs: 300 });
    expect(result).toEqual({ asked: 6, refreshed: 2 });
    expect(good.seen.map((s) => s.url).sort()).toEqual(['/_next/data/b1/et/mangud.json', '/et/mangud']);
    expect(silent.seen).toHaveLength(2);
    for (const seen of good.seen) expect(seen).toMatchObject({ refresh: SECRET, cookie: null });
  });
});

describe('the revalidation route with page caches', () => {
  const saved = { secret: process.env.REVALIDATE_SECRET, fronts: process.env.CACHE_FRONT_URLS };
  afterEach(() => {
    process.env.REVALIDATE_SECRET = saved.secret;
    process.env.CACHE_FRONT_URLS = saved.fronts;
  });

  async function post(path: string, fail = false) {
    const sent: { status: number; body?: unknown } = { status: 200 };
    const res = {
      status(code: number) {
        sent.status = code;
        return res;
      },
      setHeader: () => res,
      end: () => res,
      json(body: unknown) {
        sent.body = body;
        return res;
      },
      async revalidate(page: string) {
        if (fail) throw new Error('not ISR');
        events.push(`revalidate ${page}`);
      },
    };
    const req = { method: 'POST', headers: { 'x-revalidate-secret': SECRET }, body: { path } };
    await revalidate(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
    return { sent };
  }

  it('refreshes each front after the page is regenerated, before it answers', async () => {
    const one = front(200);
    const two = front(200);
    process.env.REVALIDATE_SECRET = SECRET;
    process.env.CACHE_FRONT_URLS = `${one.origin},${two.origin}`;
    const { sent } = await post('/fi/pelit');
    expect(sent).toEqual({ status: 200, body: { revalidated: '/fi/games', cache: { asked: 4, refreshed: 4 } } });
    // The public address, as players ask for it, not Next's page path; after the regeneration.
    expect(events[0]).toBe('revalidate /fi/games');
    expect(events.slice(1).sort()).toEqual(['front /_next/data/b2/fi/pelit.json', 'front /_next/data/b2/fi/pelit.json', 'front /fi/pelit', 'front /fi/pelit']);
    expect(one.seen.map((s) => s.url)).toContain('/fi/pelit');
    expect(two.seen.map((s) => s.url)).toContain('/fi/pelit');
  });

  it('says so in the log when a front fails, and still answers the revalidation', async () => {
    const down = front(503);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.REVALIDATE_SECRET = SECRET;
    process.env.CACHE_FRONT_URLS = down.origin;
    try {
      const { sent } = await post('/fi');
      expect(sent).toEqual({ status: 200, body: { revalidated: '/fi', cache: { asked: 2, refreshed: 0 } } });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('2 of 2 page cache refreshes failed'));
      expect(JSON.stringify(warn.mock.calls)).not.toContain(SECRET);
    } finally {
      warn.mockRestore();
    }
  });

  it('asks no front for a page it could not regenerate, nor without CACHE_FRONT_URLS', async () => {
    const one = front(200);
    process.env.REVALIDATE_SECRET = SECRET;
    process.env.CACHE_FRONT_URLS = one.origin;
    expect((await post('/en/profile/limits', true)).sent.status).toBe(409);
    delete process.env.CACHE_FRONT_URLS;
    expect((await post('/en/games')).sent.body).toEqual({ revalidated: '/en/games' });
    expect(one.seen).toEqual([]);
  });
});
