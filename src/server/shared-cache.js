// @ts-check
/**
 * Next's cache of statically generated pages, shared by every instance through Redis
 * (docs/decisions.md, "Scale-out"). Loaded by src/server/cache-handler.js when REDIS_URL is set;
 * plain CommonJS, because Next loads the cache handler with Node itself, not through webpack.
 *
 * - Reads go to Redis first, so a page regenerated or revalidated on one instance is what every
 *   instance serves next. Writes go to Redis and to this instance's own LRU.
 * - When Redis does not answer (down, unreachable, too slow), a read falls back to the LRU and,
 *   when that has no copy either, Next renders the page: pages are still served. The failure is
 *   logged once per outage, not per request, and Redis is skipped for a few seconds after a
 *   failed call so that a hung Redis does not cost every request a timeout. Its return is
 *   logged too.
 */
const { createClient } = require('@redis/client');
const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
const createLruHandler = require('@fortedigital/nextjs-cache-handler/local-lru').default;

/** A handler of @fortedigital/nextjs-cache-handler (its type is not exported by name). */
/** @typedef {ReturnType<typeof createLruHandler>} Handler */
/** @typedef {import('@redis/client').RedisClientType} RedisClient */
/**
 * @typedef {object} RedisConnectionParts
 * @property {RedisClient} client
 * @property {() => boolean} usable connected, and not skipped after a recent failure
 * @property {(error: unknown) => void} failed records a failed call (logged once per outage)
 * @property {() => Promise<void>} close
 */
/** @typedef {import('./cache-registry').RedisStatus & RedisConnectionParts} RedisConnection */

/** A Redis call slower than this counts as a failure (the page then comes from the local cache). */
const OPERATION_TIMEOUT_MS = 1_000;
/** After a failed call, Redis is skipped this long: a hung Redis costs one timeout, not one per request. */
const SKIP_AFTER_FAILURE_MS = 5_000;
/** The local fallback: Next's pages, bounded by count and by entry size. */
const LOCAL_ITEMS = 1_000;
const LOCAL_ITEM_BYTES = 32 * 1024 * 1024;

/**
 * The URL as it may be logged or shown: scheme, host and port, never a user or password.
 * @param {string} url
 */
function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '(REDIS_URL is not a URL)';
  }
}

/** @param {unknown} error */
const reason = (error) => (error instanceof Error ? (/** @type {{ code?: string }} */ (error).code ?? error.message) : String(error));

/**
 * Connects to Redis in the background (a request never waits for the connection) and keeps
 * reconnecting. `log` gets one line when Redis stops answering and one when it is back.
 * @param {{ url: string, log?: (message: string) => void, skipAfterFailureMs?: number, now?: () => number }} options
 * @returns {RedisConnection}
 */
function connectRedis({ url, log = (message) => console.error(message), skipAfterFailureMs = SKIP_AFTER_FAILURE_MS, now = Date.now }) {
  const where = redactedUrl(url);
  /** @type {RedisClient} */
  const client = createClient({
    url,
    // A command while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3_000) },
  });
  let down = false;
  let skipUntil = 0;
  let closed = false;

  /** @param {unknown} error */
  const failed = (error) => {
    skipUntil = now() + skipAfterFailureMs;
    if (down || closed) return;
    down = true;
    log(
      `[kasino] Redis at ${where} is not answering (${reason(error)}): this instance serves pages from its own cache ` +
        'until it answers again (this is logged once per outage).',
    );
  };
  client.on('error', failed);
  client.on('ready', () => {
    skipUntil = 0;
    if (!down) return;
    down = false;
    log(`[kasino] Redis at ${where} answers again: pages come from the shared cache.`);
  });
  // Resolves once connected (it retries until then); it rejects only when closed meanwhile.
  client.connect().catch(failed);

  return {
    client,
    where,
    usable: () => client.isReady && now() >= skipUntil,
    failed,
    async ping(timeoutMs = OPERATION_TIMEOUT_MS) {
      if (!client.isReady) return false;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([client.ping().then((answer) => answer === 'PONG'), late]).then(Boolean);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      client.destroy();
    },
  };
}

/**
 * The handlers for @fortedigital/nextjs-cache-handler's CacheHandler, in its order: it reads
 * from the first handler that does not throw and writes to all. So the shared one throws
 * whenever Redis cannot be used, and the reads fall through to the local one.
 * @param {RedisConnection} redis
 * @param {{ keyPrefix: string, timeoutMs?: number }} options
 * @returns {Handler[]}
 */
function sharedCacheHandlers(redis, { keyPrefix, timeoutMs = OPERATION_TIMEOUT_MS }) {
  const remote = createRedisHandler({ client: redis.client, keyPrefix, timeoutMs, keyExpirationStrategy: 'EXAT' });
  /**
   * @template T
   * @param {() => Promise<T>} call
   * @returns {Promise<T>}
   */
  const guarded = async (call) => {
    if (!redis.usable()) throw new Error('Redis is not available: using the local cache');
    try {
      return await call();
    } catch (error) {
      redis.failed(error);
      throw error;
    }
  };
  /** @type {Handler} */
  const shared = {
    name: 'redis-shared',
    get: (key, meta) => guarded(() => remote.get(key, meta)),
    set: (key, value, ctx) => guarded(() => remote.set(key, value, ctx)),
    revalidateTag: (tag) => guarded(() => remote.revalidateTag(tag)),
    delete: (key) => guarded(async () => remote.delete?.(key)),
  };
  const local = createLruHandler({ maxItemsNumber: LOCAL_ITEMS, maxItemSizeBytes: LOCAL_ITEM_BYTES });
  return [shared, local];
}

module.exports = { connectRedis, sharedCacheHandlers, redactedUrl, OPERATION_TIMEOUT_MS };
