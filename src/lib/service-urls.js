// @ts-check
/**
 * Where the three backends live. CommonJS so that next.config.js (the inlined URLs, the CSP,
 * the rewrites), the npm scripts (the build stamp) and the app resolve them the same way.
 *
 * Unset, they point at the embedded mock backend: the one at MOCK_URL when the developer runs
 * it themselves, else the one the scripts start on MOCK_PORT (4010). It is reached as
 * localhost, the app's own host, so its session cookie is same-site.
 *
 * The browser cannot read MOCK_URL or MOCK_PORT, so next.config.js inlines the resolved public
 * URLs under their NEXT_PUBLIC_* names (publicServiceEnv) and the build, the browser, the
 * server and the CSP all use the same ones.
 */

const DEFAULT_MOCK_PORT = '4010';

/**
 * Whether this run is explicitly against the local mock backend: npm run dev, demo, test:e2e,
 * perf and bundle-report set MOCK_BACKEND=1 (scripts/ports.mjs runConfig). Only such a run may
 * use loopback http URLs in a production build; any other production build or start needs
 * every backend set, and https (productionProblems).
 * @param {Record<string, string | undefined>} env
 */
const isMockRun = (env) => env.MOCK_BACKEND === '1';

/**
 * The mock backend's origin.
 * @param {Record<string, string | undefined>} env
 */
function mockOrigin(env) {
  const url = (env.MOCK_URL || '').trim();
  if (url) return new URL(url).origin;
  return `http://localhost:${env.MOCK_PORT || DEFAULT_MOCK_PORT}`;
}

/**
 * The origins in a comma or space separated list of URLs; entries that are no URL are dropped.
 * @param {string | undefined} value
 * @returns {string[]}
 */
function origins(value) {
  return (value || '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        return '';
      }
    })
    .filter((origin) => origin && origin !== 'null');
}

/**
 * Origins the game iframe may load from (the CSP's frame-src and the launch URL check):
 * GAME_PROVIDER_ORIGINS, or the mock backend's game host where that is blank. A production
 * build without it is stopped unless it is a mock run (productionProblems).
 * @param {Record<string, string | undefined>} env
 */
function gameProviderOrigins(env) {
  return (env.GAME_PROVIDER_ORIGINS || '').trim() || mockOrigin(env);
}

/** @param {Record<string, string | undefined>} env */
function serviceUrls(env) {
  const mock = mockOrigin(env);
  return {
    mainApiUrl: env.NEXT_PUBLIC_MAIN_API_URL || `${mock}/main`,
    contentApiUrl: env.NEXT_PUBLIC_CONTENT_API_URL || `${mock}/content`,
    serverContentApiUrl: env.CONTENT_API_URL || env.NEXT_PUBLIC_CONTENT_API_URL || `${mock}/content`,
    secondApiUrl: env.SECOND_API_URL || `${mock}/second`,
    // Unset, the mock backend's stand-in chat while the app runs on the mock, and no live chat (the
    // support mailbox only) in a deployment with its own backends; blank, no live chat either.
    chatWidgetUrl: env.NEXT_PUBLIC_CHAT_WIDGET_URL ?? (env.NEXT_PUBLIC_MAIN_API_URL ? '' : `${mock}/chat/widget.js`),
  };
}

/**
 * The public URLs as next.config.js `env` entries, so the build inlines the resolved values
 * and src/lib/env.ts reads them by these literal names.
 * @param {Record<string, string | undefined>} env
 */
function publicServiceEnv(env) {
  const urls = serviceUrls(env);
  return {
    NEXT_PUBLIC_MAIN_API_URL: urls.mainApiUrl,
    NEXT_PUBLIC_CONTENT_API_URL: urls.contentApiUrl,
    NEXT_PUBLIC_CHAT_WIDGET_URL: urls.chatWidgetUrl,
    // The browser checks game launch, bank-login and payment URLs against these (src/lib/external-url.ts).
    NEXT_PUBLIC_GAME_PROVIDER_ORIGINS: gameProviderOrigins(env),
    NEXT_PUBLIC_MOCK_BACKEND: isMockRun(env) ? '1' : '',
  };
}

/**
 * Everything a build bakes in about the backends (inlined URLs, rewrites, CSP): the scripts
 * stamp a build with it and rebuild when a run asks for different backends.
 * @param {Record<string, string | undefined>} env
 */
function buildBackends(env) {
  const { mainApiUrl, contentApiUrl, secondApiUrl, chatWidgetUrl } = serviceUrls(env);
  return { mainApiUrl, contentApiUrl, secondApiUrl, chatWidgetUrl, mockOrigin: mockOrigin(env), mockBackend: isMockRun(env) };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The shortest REVALIDATE_SECRET the app starts with (src/pages/api/app/revalidate.ts). */
const MIN_REVALIDATE_SECRET_LENGTH = 32;

/**
 * Whether `value` may serve a production build: https, or loopback http in a mock run.
 * @param {string} value
 * @param {boolean} mock
 */
function acceptableUrl(value, mock) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (mock && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** @param {string | undefined} value */
const listOf = (value) => (value || '').split(/[\s,]+/).filter(Boolean);

/**
 * Why a production build or start must not go ahead with `env`, one line per setting; empty
 * when it may. Without this, an unset backend URL silently became the mock's
 * http://localhost:4010 in the inlined API URLs, the CSP and the image optimizer.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
function productionProblems(env) {
  const mock = isMockRun(env);
  const problems = [];
  const needsHttps = mock ? 'must be https (or http on localhost in a mock run)' : 'must be https';
  /** @param {string} name @param {string | undefined} value @param {boolean} required */
  const url = (name, value, required) => {
    const given = (value || '').trim();
    if (!given) {
      if (required && !mock) problems.push(`${name} is not set.`);
      return;
    }
    if (!acceptableUrl(given, mock)) problems.push(`${name} ${needsHttps}: "${given}".`);
  };
  const resolved = serviceUrls(env);
  url('NEXT_PUBLIC_MAIN_API_URL', mock ? resolved.mainApiUrl : env.NEXT_PUBLIC_MAIN_API_URL, true);
  url('NEXT_PUBLIC_CONTENT_API_URL', mock ? resolved.contentApiUrl : env.NEXT_PUBLIC_CONTENT_API_URL, true);
  url('SECOND_API_URL', mock ? resolved.secondApiUrl : env.SECOND_API_URL, true);
  url('CONTENT_API_URL', env.CONTENT_API_URL, false);
  url('NEXT_PUBLIC_CHAT_WIDGET_URL', mock ? resolved.chatWidgetUrl : env.NEXT_PUBLIC_CHAT_WIDGET_URL, false);
  const games = mock ? gameProviderOrigins(env) : env.GAME_PROVIDER_ORIGINS;
  if (!listOf(games).length && !mock) problems.push('GAME_PROVIDER_ORIGINS is not set (the game providers\' https origins).');
  for (const name of ['PAYMENT_PROVIDER_ORIGINS', 'CHAT_WIDGET_ORIGINS', 'SENTRY_INGEST_ORIGINS', 'IMAGE_ORIGINS']) {
    for (const origin of listOf(env[name])) url(name, origin, false);
  }
  for (const origin of listOf(games)) url('GAME_PROVIDER_ORIGINS', origin, false);
  const secret = env.REVALIDATE_SECRET || '';
  if (secret && secret.length < MIN_REVALIDATE_SECRET_LENGTH) {
    problems.push(`REVALIDATE_SECRET is shorter than ${MIN_REVALIDATE_SECRET_LENGTH} characters (blank turns revalidation off).`);
  }
  if (!mock) {
    const loopback = listOf(env.IMAGE_HOSTS).filter((host) => LOOPBACK_HOSTS.has(host) || LOOPBACK_HOSTS.has(`[${host}]`));
    if (loopback.length) problems.push(`IMAGE_HOSTS names the local machine (${loopback.join(', ')}): the image optimizer would fetch from it.`);
  }
  return problems;
}

/**
 * Throws, naming every setting to fix, when a production build or start must not go ahead
 * (next.config.js, scripts/build.mjs).
 * @param {Record<string, string | undefined>} env
 */
function assertProductionConfig(env) {
  const problems = productionProblems(env);
  if (!problems.length) return;
  throw new Error(
    [
      'Kasino will not build or start for production with these settings:',
      ...problems.map((problem) => `  - ${problem}`),
      'Set the real backends\' https URLs (see .env.example). To run against the local mock backend, use',
      'npm run demo, npm run dev or npm run test:e2e, which set MOCK_BACKEND=1.',
    ].join('\n'),
  );
}

/**
 * Hosts the image optimizer may fetch from (next.config.js images.remotePatterns): IMAGE_HOSTS,
 * or the content service's host. https only, except the loopback mock in a mock run or in development.
 * @param {Record<string, string | undefined>} env
 * @param {boolean} isProd
 */
function imageRemotePatterns(env, isProd) {
  const local = !isProd || isMockRun(env);
  const hosts = listOf(env.IMAGE_HOSTS);
  const content = new URL(serviceUrls(env).contentApiUrl).hostname;
  const named = hosts.length ? hosts : local ? ['localhost', '127.0.0.1'] : [content];
  return named.map((hostname) => (local && LOOPBACK_HOSTS.has(hostname) ? { hostname } : { protocol: /** @type {const} */ ('https'), hostname }));
}

/** The mock backend's origin when nothing names another (MOCK_URL, MOCK_PORT). */
const MOCK_ORIGIN = mockOrigin({});

module.exports = {
  serviceUrls,
  publicServiceEnv,
  buildBackends,
  mockOrigin,
  MOCK_ORIGIN,
  isMockRun,
  origins,
  gameProviderOrigins,
  productionProblems,
  assertProductionConfig,
  imageRemotePatterns,
  MIN_REVALIDATE_SECRET_LENGTH,
};
