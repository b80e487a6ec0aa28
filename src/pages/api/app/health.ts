import { hostname } from 'node:os';
import type { NextApiRequest, NextApiResponse } from 'next';
import { contentServiceAnswers } from '@/api/content';
import { currentBuildId } from '@/server/build-id';
import { registeredConnection } from '@/server/cache-registry';
import { instanceName } from '@/server/instance-name';

/**
 * GET /api/app/health: which instance answers, its build, and whether the services it needs
 * answer (docs/decisions.md, "Scale-out"). For nginx, the Dockerfile's HEALTHCHECK, the compose
 * file and the cluster test. No secrets: the Redis address is never part of it.
 *
 * It answers 200 whenever this instance serves, also `degraded`: with Redis down the instance
 * serves pages from its own cache, and with the content service down pages show the spec's
 * empty defaults. Taking every instance out of rotation for a shared service's outage would
 * turn a degraded site into no site.
 */
export type Health = {
  status: 'ok' | 'degraded';
  /** KASINO_INSTANCE, else the host name (a container's id). */
  instance: string;
  buildId: string;
  /** `off`: no REDIS_URL, this instance keeps Next's own page cache. */
  redis: 'up' | 'down' | 'off';
  content: 'up' | 'down';
};

/** How long each check may take: the whole answer stays well under a health check's timeout. */
export const CHECK_TIMEOUT_MS = 2_000;

async function redisState(): Promise<Health['redis']> {
  const connection = registeredConnection();
  if (connection) return (await connection.ping(CHECK_TIMEOUT_MS)) ? 'up' : 'down';
  // null: the cache handler runs without Redis; undefined: it has not loaded (it loads with the
  // server's first request, so this is a REDIS_URL it could not use).
  return connection === null || !process.env.REDIS_URL ? 'off' : 'down';
}

export default async function health(req: NextApiRequest, res: NextApiResponse<Health>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.setHeader('Allow', 'GET, HEAD').status(405).end();
  const [redis, content] = await Promise.all([redisState(), contentServiceAnswers(CHECK_TIMEOUT_MS)]);
  const body: Health = {
    status: redis === 'down' || !content ? 'degraded' : 'ok',
    instance: instanceName(process.env.KASINO_INSTANCE) ?? hostname(),
    buildId: currentBuildId(),
    redis,
    content: content ? 'up' : 'down',
  };
  res.setHeader('Cache-Control', 'no-store');
  return res.status(200).json(body);
}
