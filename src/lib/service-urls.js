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
 * The mock backend's origin.
 * @param {Record<string, string | undefined>} env
 */
function mockOrigin(env) {
  const url = (env.MOCK_URL || '').trim();
  if (url) return new URL(url).origin;
  return `http://localhost:${env.MOCK_PORT || DEFAULT_MOCK_PORT}`;
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
  return { NEXT_PUBLIC_MAIN_API_URL: urls.mainApiUrl, NEXT_PUBLIC_CONTENT_API_URL: urls.contentApiUrl, NEXT_PUBLIC_CHAT_WIDGET_URL: urls.chatWidgetUrl };
}

/**
 * Everything a build bakes in about the backends (inlined URLs, rewrites, CSP): the scripts
 * stamp a build with it and rebuild when a run asks for different backends.
 * @param {Record<string, string | undefined>} env
 */
function buildBackends(env) {
  const { mainApiUrl, contentApiUrl, secondApiUrl, chatWidgetUrl } = serviceUrls(env);
  return { mainApiUrl, contentApiUrl, secondApiUrl, chatWidgetUrl, mockOrigin: mockOrigin(env) };
}

/** The mock backend's origin when nothing names another (MOCK_URL, MOCK_PORT). */
const MOCK_ORIGIN = mockOrigin({});

module.exports = { serviceUrls, publicServiceEnv, buildBackends, mockOrigin, MOCK_ORIGIN };
