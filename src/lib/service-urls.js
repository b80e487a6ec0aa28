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
 *
 * The browser never carries this module: src/lib/env.ts reads only the inlined values. What only
 * a build or a start checks lives in ./production-config.js.
 */

const DEFAULT_MOCK_PORT = '4010';

/**
 * Whether this run is explicitly against the local mock backend: npm run dev, demo, test:e2e,
 * perf and bundle-report set MOCK_BACKEND=1 (scripts/ports.mjs runConfig). Only such a run may
 * use loopback http URLs in a production build; any other production build or start needs
 * every backend set, and https (production-config.js).
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
 * build without it is stopped unless it is a mock run (production-config.js).
 * @param {Record<string, string | undefined>} env
 */
function gameProviderOrigins(env) {
  return (env.GAME_PROVIDER_ORIGINS || '').trim() || mockOrigin(env);
}

/**
 * Origins a deposit's or a bank login's redirectUrl may lead to (allowedPaymentUrl):
 * PAYMENT_PROVIDER_ORIGINS, or the mock backend's fake provider (/provider/deposit on the
 * mock's origin) where that is blank.
 * @param {Record<string, string | undefined>} env
 */
function paymentProviderOrigins(env) {
  return (env.PAYMENT_PROVIDER_ORIGINS || '').trim() || mockOrigin(env);
}

/** The mock backend's payment provider: its name and where it serves its logo. */
const MOCK_PAYMENT_PROVIDER_NAME = 'Kasino Pay';
const MOCK_PAYMENT_LOGO_PATH = '/provider/logo.png';

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
    // The payment provider's logo under the deposit button (spec 7.4) and its name, the logo's
    // text alternative: the same way, the mock's provider (src/mocks/seed/payment-provider.ts)
    // or none; no logo shows without both.
    paymentLogoUrl: (env.NEXT_PUBLIC_PAYMENT_LOGO_URL ?? (env.NEXT_PUBLIC_MAIN_API_URL ? '' : `${mock}${MOCK_PAYMENT_LOGO_PATH}`)).trim(),
    paymentProviderName: (env.NEXT_PUBLIC_PAYMENT_PROVIDER_NAME ?? (env.NEXT_PUBLIC_MAIN_API_URL ? '' : MOCK_PAYMENT_PROVIDER_NAME)).trim(),
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
    NEXT_PUBLIC_PAYMENT_LOGO_URL: urls.paymentLogoUrl,
    NEXT_PUBLIC_PAYMENT_PROVIDER_NAME: urls.paymentProviderName,
    // The browser checks game launch, bank-login and payment URLs against these (src/lib/external-url.ts),
    // as comma-separated origins, so it needs no URL parsing of its own.
    NEXT_PUBLIC_GAME_PROVIDER_ORIGINS: origins(gameProviderOrigins(env)).join(','),
    NEXT_PUBLIC_PAYMENT_PROVIDER_ORIGINS: origins(paymentProviderOrigins(env)).join(','),
    NEXT_PUBLIC_MOCK_BACKEND: isMockRun(env) ? '1' : '',
  };
}

/**
 * Everything a build bakes in about the backends (inlined URLs, rewrites, CSP): the scripts
 * stamp a build with it and rebuild when a run asks for different backends.
 * @param {Record<string, string | undefined>} env
 */
function buildBackends(env) {
  const { mainApiUrl, contentApiUrl, secondApiUrl, chatWidgetUrl, paymentLogoUrl, paymentProviderName } = serviceUrls(env);
  return { mainApiUrl, contentApiUrl, secondApiUrl, chatWidgetUrl, paymentLogoUrl, paymentProviderName, mockOrigin: mockOrigin(env), mockBackend: isMockRun(env) };
}

/** The mock backend's origin when nothing names another (MOCK_URL, MOCK_PORT). */
const MOCK_ORIGIN = mockOrigin({});

module.exports = {
  serviceUrls,
  MOCK_PAYMENT_PROVIDER_NAME,
  MOCK_PAYMENT_LOGO_PATH,
  publicServiceEnv,
  buildBackends,
  mockOrigin,
  MOCK_ORIGIN,
  isMockRun,
  origins,
  gameProviderOrigins,
  paymentProviderOrigins,
};
