/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';
import revalidate, { pageToRevalidate } from '@/pages/api/app/revalidate';

type Sent = { status: number; body?: unknown; revalidated?: string };

function call(init: { method?: string; secret?: string; body?: unknown }, fail = false): Promise<Sent> {
  const sent: Sent = { status: 200 };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader() {
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
    end() {
      return res;
    },
    async revalidate(path: string) {
      if (fail) throw new Error('not ISR');
      sent.revalidated = path;
    },
  };
  const req = { method: init.method ?? 'POST', headers: init.secret ? { 'x-revalidate-secret': init.secret } : {}, body: init.body };
  return Promise.resolve(revalidate(req as unknown as NextApiRequest, res as unknown as NextApiResponse)).then(() => sent);
}

describe('on-demand revalidation', () => {
  const saved = process.env.REVALIDATE_SECRET;
  afterEach(() => {
    process.env.REVALIDATE_SECRET = saved;
  });

  it('maps localized public paths to the page paths Next caches', () => {
    expect(pageToRevalidate('/fi')).toBe('/fi');
    expect(pageToRevalidate('/fi/pelit')).toBe('/fi/games');
    expect(pageToRevalidate('/et/mangud/1/all-slots')).toBe('/et/games/1/all-slots');
    expect(pageToRevalidate('/fi/pelivalmistaja/15/amber-coast-studios')).toBe('/fi/gameprovider/15/amber-coast-studios');
    expect(pageToRevalidate('/de/games')).toBeNull();
    expect(pageToRevalidate('/fi/no-such-page')).toBeNull();
  });

  it('does not exist without a configured secret', async () => {
    delete process.env.REVALIDATE_SECRET;
    expect((await call({ secret: 'x', body: { path: '/fi' } })).status).toBe(404);
  });

  it('refuses a wrong secret, other methods and unknown paths', async () => {
    process.env.REVALIDATE_SECRET = 'correct-secret';
    expect((await call({ secret: 'wrong-secret', body: { path: '/fi' } })).status).toBe(401);
    expect((await call({ body: { path: '/fi' } })).status).toBe(401);
    expect((await call({ method: 'GET', secret: 'correct-secret' })).status).toBe(405);
    expect((await call({ secret: 'correct-secret', body: { path: '//evil.example' } })).status).toBe(400);
    expect((await call({ secret: 'correct-secret', body: {} })).status).toBe(400);
  });

  it('regenerates the page, or says it is not statically generated', async () => {
    process.env.REVALIDATE_SECRET = 'correct-secret';
    const ok = await call({ secret: 'correct-secret', body: { path: '/en/games' } });
    expect(ok).toMatchObject({ status: 200, revalidated: '/en/games', body: { revalidated: '/en/games' } });
    expect((await call({ secret: 'correct-secret', body: { path: '/en/profile/limits' } }, true)).status).toBe(409);
  });
});
