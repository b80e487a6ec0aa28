// @ts-check
/**
 * What a production build or start checks about its settings (next.config.js,
 * scripts/build.mjs): https backends, a long enough revalidation secret, the image hosts, the
 * payment provider's logo. Apart from ./service-urls.js, which the browser carries, so none of
 * this ships to players.
 */
const { gameProviderOrigins, isMockRun, origins, paymentProviderOrigins, serviceUrls } = require('./service-urls');

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

/** A REVALIDATE_SECRET nginx can compare as it is, written into its configuration (deploy/nginx). */
const NGINX_SAFE_SECRET = /^[\w-]+$/;

/**
 * CACHE_FRONT_URLS: the nginx page caches the revalidation route refreshes
 * (src/server/cache-fronts.ts), as bare http(s) origins; anything else is `invalid`, never asked.
 * @param {string | undefined} value
 * @returns {{ origins: string[], invalid: string[] }}
 */
function cacheFrontOrigins(value) {
  const origins = new Set();
  const invalid = [];
  for (const item of listOf(value)) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username) origins.add(url.origin);
    else invalid.push(item);
  }
  return { origins: [...origins], invalid };
}

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
  // The logo is another site's image: the CSP's img-src allows the payment providers' origins
  // (security-headers.js), so it must be one of them, and a player's page loads it over https.
  const logoUrl = (mock ? resolved.paymentLogoUrl : env.NEXT_PUBLIC_PAYMENT_LOGO_URL || '').trim();
  const providerName = (mock ? resolved.paymentProviderName : env.NEXT_PUBLIC_PAYMENT_PROVIDER_NAME || '').trim();
  if (logoUrl) {
    const providers = origins(mock ? paymentProviderOrigins(env) : env.PAYMENT_PROVIDER_ORIGINS);
    if (!acceptableUrl(logoUrl, mock)) problems.push(`NEXT_PUBLIC_PAYMENT_LOGO_URL ${needsHttps}: "${logoUrl}".`);
    else if (!providers.includes(new URL(logoUrl).origin)) {
      problems.push(`NEXT_PUBLIC_PAYMENT_LOGO_URL must be on PAYMENT_PROVIDER_ORIGINS (the CSP allows it no other image host): "${logoUrl}".`);
    }
    if (!providerName) problems.push('NEXT_PUBLIC_PAYMENT_PROVIDER_NAME is not set (the payment logo\'s text alternative names the provider).');
  }
  const secret = env.REVALIDATE_SECRET || '';
  if (secret && secret.length < MIN_REVALIDATE_SECRET_LENGTH) {
    problems.push(`REVALIDATE_SECRET is shorter than ${MIN_REVALIDATE_SECRET_LENGTH} characters (blank turns revalidation off).`);
  }
  const fronts = cacheFrontOrigins(env.CACHE_FRONT_URLS);
  for (const front of fronts.invalid) problems.push(`CACHE_FRONT_URLS must list http(s) origins of the nginx page caches, not "${front}".`);
  if (fronts.origins.length && !NGINX_SAFE_SECRET.test(secret)) {
    problems.push('REVALIDATE_SECRET must be letters, digits, - and _ with CACHE_FRONT_URLS (nginx compares it in its configuration).');
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
  const contentUrl = new URL(serviceUrls(env).contentApiUrl);
  const content = contentUrl.hostname;
  const named = hosts.length ? hosts : local ? ['localhost', '127.0.0.1'] : [content];
  // The loopback images of a local run are the mock's, on its port. Without a port the optimizer
  // fetched any port of the machine, and `next start` and `next dev` listen on every interface:
  // /_next/image?url=http://127.0.0.1:<port>/… let the local network read images off, and tell
  // open from closed ports of, whatever else runs on a developer's machine.
  const mockPort = !hosts.length && LOOPBACK_HOSTS.has(content) ? { port: contentUrl.port } : {};
  return named.map((hostname) => (local && LOOPBACK_HOSTS.has(hostname) ? { hostname, ...mockPort } : { protocol: /** @type {const} */ ('https'), hostname }));
}

module.exports = {
  productionProblems,
  cacheFrontOrigins,
  NGINX_SAFE_SECRET,
  assertProductionConfig,
  imageRemotePatterns,
  MIN_REVALIDATE_SECRET_LENGTH,
};
