// @ts-check
/**
 * Next's `cacheHandler` (next.config.js): where the statically generated pages live.
 *
 * - REDIS_URL set (several instances behind nginx: `npm run cluster`, the compose file): the
 *   pages are shared through Redis, with this instance's own LRU as the fallback when Redis does
 *   not answer (./shared-cache.js). Keys are prefixed with the build id, so a new build never
 *   serves the pages of an old one, and instances of two builds can share one Redis during a
 *   rolling deploy.
 * - Otherwise (`npm run demo`, `dev`, the Playwright suite, `next build` itself): Next's own
 *   cache, the build output on disk with an in-memory layer, exactly as when no handler is
 *   configured.
 *
 * The choice is made when the server starts, not at build time, so one build serves both.
 */
const { PHASE_PRODUCTION_BUILD } = require('next/constants');

/** Next's default `cacheMaxMemorySize`; next.config.js sets 0 for the shared cache. */
const NEXT_DEFAULT_MEMORY_CACHE_BYTES = 50 * 1024 * 1024;

const redisUrl = (process.env.REDIS_URL || '').trim();

const { notePageRead, registerConnection } = require('./cache-registry');

if (!redisUrl || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
  const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
  registerConnection(null);

  /** Next's own cache, with its in-memory layer back (next.config.js turns it off for Redis). */
  class LocalPageCache extends FileSystemCache {
    /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
    constructor(context) {
      super({ ...context, maxMemoryCacheSize: context.maxMemoryCacheSize || NEXT_DEFAULT_MEMORY_CACHE_BYTES });
    }

    /**
     * Every read of a page is noted (./cache-registry.js).
     * @override
     * @type {FileSystemCache['get']}
     */
    async get(...args) {
      const entry = await super.get(...args);
      notePageRead(args[0], entry);
      return entry;
    }
  }
  module.exports = LocalPageCache;
} else {
  const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
  const { connectRedis, sharedCacheHandlers } = require('./shared-cache');

  // One connection per process, made when the server loads this file (its first request), so the
  // health route can report on it before any page is cached.
  const redis = connectRedis({ url: redisUrl });
  registerConnection(redis);

  CacheHandler.onCreation(({ buildId }) => ({
    handlers: sharedCacheHandlers(redis, { keyPrefix: `kasino:${(buildId || 'unknown').trim()}:` }),
  }));
  /** The shared cache; every read of a page is noted (./cache-registry.js). */
  class SharedPageCache extends CacheHandler {
    /**
     * @override
     * @type {CacheHandler['get']}
     */
    async get(...args) {
      const entry = await super.get(...args);
      notePageRead(args[0], entry);
      return entry;
    }
  }
  module.exports = SharedPageCache;
}
