// @ts-check
/**
 * Where the cache handler (loaded by Next with Node) leaves its Redis connection for the health
 * route (bundled by webpack): a global, since the two never share a module instance. No Redis
 * code here, so the health route's bundle stays small.
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

module.exports = { registerConnection, registeredConnection };
