// @ts-check
/**
 * Where the three backends live. CommonJS so that next.config.js (CSP, rewrites) and the app
 * share the defaults, which point at the embedded mock backend on MOCK_PORT (4010). It is
 * reached as localhost, the app's own host, so its session cookie is same-site.
 */
const MOCK_ORIGIN = `http://localhost:${process.env.MOCK_PORT || 4010}`;

/** @param {Record<string, string | undefined>} env */
function serviceUrls(env) {
  return {
    mainApiUrl: env.NEXT_PUBLIC_MAIN_API_URL || `${MOCK_ORIGIN}/main`,
    contentApiUrl: env.NEXT_PUBLIC_CONTENT_API_URL || `${MOCK_ORIGIN}/content`,
    serverContentApiUrl: env.CONTENT_API_URL || env.NEXT_PUBLIC_CONTENT_API_URL || `${MOCK_ORIGIN}/content`,
    secondApiUrl: env.SECOND_API_URL || `${MOCK_ORIGIN}/second`,
    // Unset, the mock backend's stand-in chat; blank, no live chat (the support mailbox only).
    chatWidgetUrl: env.NEXT_PUBLIC_CHAT_WIDGET_URL ?? `${MOCK_ORIGIN}/chat/widget.js`,
  };
}

module.exports = { serviceUrls, MOCK_ORIGIN };
