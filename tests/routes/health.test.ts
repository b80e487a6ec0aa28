/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';
import health, { type Health } from '@/pages/api/app/health';
import { registerConnection } from '@/server/cache-registry';
import { instanceName } from '@/server/instance-name';

const contentAnswers = jest.fn<Promise<boolean>, [number]>();
jest.mock('@/api/content', () => ({ contentServiceAnswers: (ms: number) => contentAnswers(ms) }));

type Sent = { status: number; body?: Health; headers: Record<string, string> };

async function call(method = 'GET'): Promise<Sent> {
  const sent: Sent = { status: 200, headers: {} };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(key: string, value: string) {
      sent.headers[key.toLowerCase()] = value;
      return res;
    },
    json(body: Health) {
      sent.body = body;
      return res;
    },
    end() {
      return res;
    },
  };
  await health({ method } as NextApiRequest, res as unknown as NextApiResponse<Health>);
  return sent;
}

/** The health route (src/pages/api/app/health.ts): the instance, its build, Redis and the content service. */
describe('GET /api/app/health', () => {
  const saved = { instance: process.env.KASINO_INSTANCE, redis: process.env.REDIS_URL };
  beforeEach(() => {
    contentAnswers.mockReset().mockResolvedValue(true);
    process.env.KASINO_INSTANCE = 'app2';
    delete process.env.REDIS_URL;
  });
  afterAll(() => {
    process.env.KASINO_INSTANCE = saved.instance;
    process.env.REDIS_URL = saved.redis;
    registerConnection(null);
  });

  it('names the instance and says Redis is off without REDIS_URL', async () => {
    registerConnection(null);
    const sent = await call();
    expect(sent.status).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toEqual({ status: 'ok', instance: 'app2', buildId: expect.any(String), redis: 'off', content: 'up' });
  });

  it('reports Redis up or down from the cache handler\'s connection, never its address', async () => {
    process.env.REDIS_URL = 'redis://user:secret@cache.internal:6379';
    const ping = jest.fn<Promise<boolean>, [number?]>().mockResolvedValue(true);
    registerConnection({ where: 'redis://cache.internal:6379', ping });
    expect((await call()).body).toMatchObject({ status: 'ok', redis: 'up' });
    ping.mockResolvedValue(false);
    const down = await call();
    // Still 200: the instance serves pages from its own cache meanwhile.
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'degraded', redis: 'down' });
    expect(JSON.stringify(down.body)).not.toMatch(/cache\.internal|secret/);
  });

  it('reports a content service that does not answer in time as down', async () => {
    registerConnection(null);
    contentAnswers.mockResolvedValue(false);
    expect((await call()).body).toMatchObject({ status: 'degraded', content: 'down', redis: 'off' });
    expect(contentAnswers).toHaveBeenCalledWith(2_000);
  });

  it('answers GET and HEAD only', async () => {
    expect((await call('POST')).status).toBe(405);
  });

  it('takes only a header-safe instance name', () => {
    expect(instanceName(' app1 ')).toBe('app1');
    expect(instanceName('kasino-7f9c:3000')).toBe('kasino-7f9c:3000');
    expect(instanceName('a\r\nSet-Cookie: x=1')).toBeNull();
    expect(instanceName('')).toBeNull();
  });
});
