// @ts-check
/**
 * Where the cache handler (loaded by Next with Node) leaves what the app's bundled code (built by
 * webpack) asks of it: a global, since the two never share a module instance. No Redis code
 * here, so the bundles stay small.
 * - its Redis connection, for the health route;
 * - which pages it holds a good version of, for a regeneration that fails (src/lib/static-outage.ts).
 */

/**
 * @typedef {object} RedisStatus
 * @property {string} where the URL without credentials (scheme, host, port)
 * @property {(timeoutMs?: number) => Promise<boolean>} ping whether Redis answers PING in time
 */

const REGISTRY = Symbol.for('kasino.sharedCache');

/**
 * The cache handler's Redis, or null when it runs without one (no REDIS_URL).
 * @param {RedisStatus | null} connection
 */
function registerConnection(connection) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[REGISTRY] = connection;
}

/** @returns {RedisStatus | null | undefined} undefined when the cache handler has not loaded yet */
function registeredConnection() {
  return /** @type {RedisStatus | null | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[REGISTRY]);
}

const PAGES_READ = Symbol.for('kasino.pagesRead');
/** The prop a page generated during a content-service outage carries (src/lib/static-outage.ts). */
const OUTAGE_PROP = /** @type {const} */ ('contentOutage');

/** @returns {Map<string, boolean>} page path → whether the cache's copy was a good one */
function pagesRead() {
  const store = /** @type {Record<symbol, Map<string, boolean> | undefined>} */ (globalThis);
  return (store[PAGES_READ] ??= new Map());
}

/**
 * The page a cache key names. Next keys a page by its path (`/fi/games/3/new-games`), scoped
 * by its route in this version (`/route-cache/pages/<hash>/$/fi/games/3/new-games`).
 * @param {string} key
 */
function pageOfKey(key) {
  const scope = key.indexOf('/$/');
  return scope === -1 ? key : key.slice(scope + 2);
}

/**
 * Called by the cache handler for every read of a page. Next reads a page's copy before it
 * regenerates it, so when a regeneration fails the last read says whether a good copy is there to
 * keep: in this instance's files, its memory or the shared Redis alike, and whether this process
 * rendered it or not (the build, another instance, a process before a restart).
 * @param {string} key
 * @param {unknown} entry what the handler answered
 */
function notePageRead(key, entry) {
  const value = /** @type {{ value?: { kind?: string, pageData?: { pageProps?: Record<string, unknown> } } } | null | undefined} */ (entry)?.value;
  if (value?.kind !== 'PAGES') return;
  pagesRead().set(pageOfKey(key), value.pageData?.pageProps?.[OUTAGE_PROP] !== true);
}

/**
 * Whether the page's copy in the cache, as last read, was a good one (not an outage's render).
 * @param {string} page its path, as Next caches it (`/fi/games/3/new-games`)
 */
function hasGoodCopy(page) {
  return pagesRead().get(page) === true;
}

/** Forgets every read (tests). */
function forgetPageReads() {
  pagesRead().clear();
}

module.exports = { registerConnection, registeredConnection, notePageRead, hasGoodCopy, forgetPageReads, OUTAGE_PROP };
