/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';
import revalidate, { pageToRevalidate } from '@/pages/api/app/revalidate';

type Sent = { status: number; body?: unknown; revalidated?: string; options?: unknown };

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
    async revalidate(path: string, options?: unknown) {
      if (fail) throw new Error('not ISR');
      sent.revalidated = path;
      sent.options = options;
    },
  };
  const req = { method: init.method ?? 'POST', headers: init.secret ? { 'x-revalidate-secret': init.secret } : {}, body: init.body };
  return Promise.resolve(revalidate(req as unknown as NextApiRequest, res as unknown as NextApiResponse)).then(() => sent);
}

const SECRET = 'a-correct-secret-of-at-least-32-characters';

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

  it('maps a campaign or an article at its list route to the item page Next caches', () => {
    expect(pageToRevalidate('/fi/uutiset?article=how-loss-limits-work')).toBe('/fi/news/item/how-loss-limits-work');
    expect(pageToRevalidate('/et/pakkumine?campaign=welcome-offer')).toBe('/et/campaigns/item/welcome-offer');
    expect(pageToRevalidate('/en/news?campaign=welcome-offer')).toBeNull();
    expect(pageToRevalidate('/en/news?article=')).toBeNull();
    expect(pageToRevalidate('/en/news?article=a_b')).toBeNull();
    expect(pageToRevalidate('/en/login?article=x')).toBeNull();
  });

  it('refuses malformed route parameters', () => {
    expect(pageToRevalidate('/fi/pelit/abc/all-slots')).toBeNull();
    expect(pageToRevalidate('/fi/pelit/12345678901/all-slots')).toBeNull();
    expect(pageToRevalidate('/en/game/..%2F..%2Fetc/play')).toBeNull();
    expect(pageToRevalidate('/en/game/bad_slug!/play')).toBeNull();
    expect(pageToRevalidate(`/en/game/${'a'.repeat(121)}/play`)).toBeNull();
    expect(pageToRevalidate('/en/game/book-of-dead/play')).toBe('/en/game/book-of-dead/play');
  });

  it('does not exist without a configured secret', async () => {
    delete process.env.REVALIDATE_SECRET;
    expect((await call({ secret: 'x', body: { path: '/fi' } })).status).toBe(404);
  });

  it('refuses a wrong secret (also one that only starts right, or is longer), other methods and unknown paths', async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    for (const wrong of ['wrong-secret', SECRET.slice(0, -1), `${SECRET}x`, SECRET.toUpperCase()]) {
      expect((await call({ secret: wrong, body: { path: '/fi' } })).status).toBe(401);
    }
    expect((await call({ body: { path: '/fi' } })).status).toBe(401);
    expect((await call({ method: 'GET', secret: SECRET })).status).toBe(405);
    expect((await call({ secret: SECRET, body: { path: '//evil.example' } })).status).toBe(400);
    expect((await call({ secret: SECRET, body: { path: '/fi/pelit/abc/x' } })).status).toBe(400);
    expect((await call({ secret: SECRET, body: {} })).status).toBe(400);
  });

  it('serves nothing with a secret shorter than 32 characters, and says why in the log', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.REVALIDATE_SECRET = 'short-secret';
    const sent = await call({ secret: 'short-secret', body: { path: '/fi' } });
    expect(sent.status).toBe(503);
    expect(sent.revalidated).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('REVALIDATE_SECRET is shorter than 32 characters'));
    error.mockRestore();
  });

  it('regenerates only a page generated before (a made-up slug creates none), or says it is not statically generated', async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    const ok = await call({ secret: SECRET, body: { path: '/en/games' } });
    expect(ok).toMatchObject({ status: 200, revalidated: '/en/games', body: { revalidated: '/en/games' } });
    expect(ok.options).toEqual({ unstable_onlyGenerated: true });
    const game = await call({ secret: SECRET, body: { path: '/fi/peli/no-such-game-4711/pelaa' } });
    expect(game).toMatchObject({ revalidated: '/fi/game/no-such-game-4711/play', options: { unstable_onlyGenerated: true } });
    expect((await call({ secret: SECRET, body: { path: '/en/profile/limits' } }, true)).status).toBe(409);
  });
});
