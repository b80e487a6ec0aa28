// @ts-check
/**
 * Keeping an affiliate's `?ref=` (spec 9): what a reference is, its cookie, and the response
 * headers that set it. CommonJS because next.config.js reads it; `./affiliate.ts` re-exports
 * the names the app and the mock use.
 *
 * The cookie comes from next.config.js `headers()`, not the middleware: Next's browser router
 * tests the middleware's matchers by path alone (it cannot see a `has` condition), so a
 * matcher for "any page with a `ref` query" matched every page in the browser, and every
 * prerendered page, once hydrated, fetched its own data again and rendered the whole tree a
 * second time (docs/decisions.md, "The affiliate reference and banner").
 */

/** The query parameter that brings a reference (`?ref=…` on any page). */
const AFFILIATE_PARAM = 'ref';
/** The reference a visitor arrived with, kept for spec 9's 7 days. */
const AFFILIATE_COOKIE = 'kasino_affiliate';
/** Spec 9: 604800 s. */
const AFFILIATE_COOKIE_MAX_AGE_S = 604_800;
/**
 * A reference as an affiliate's link may carry it: letters, digits, `.`, `_` and `-`, at most
 * 64. Anything else (markup, a path, a cookie separator) is not a reference and is ignored, so
 * what reaches the cookie, the content service's URL and the registration is always plain.
 */
const REFERENCE_PATTERN = '[A-Za-z0-9._-]{1,64}';

// Next anchors a `has` value (^…$) and fills `:ref` from its named group.
const referenceQuery = { type: /** @type {const} */ ('query'), key: AFFILIATE_PARAM, value: `\\s*(?<ref>${REFERENCE_PATTERN})\\s*` };
// Next itself takes a request as https when x-forwarded-proto includes "https".
const forwardedHttps = { type: /** @type {const} */ ('header'), key: 'x-forwarded-proto', value: '.*https.*' };
const cookie = (secure = '') => [
  { key: 'Set-Cookie', value: `${AFFILIATE_COOKIE}=:ref; Max-Age=${AFFILIATE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}` },
];

/**
 * next.config.js `headers()` rules: a request with a plain reference gets the cookie, Secure
 * when it came over https; a newer reference replaces the kept one. They hold for every path,
 * the unprefixed requests the middleware redirects included.
 */
function affiliateCookieHeaders() {
  return [
    { source: '/:path*', locale: /** @type {const} */ (false), has: [referenceQuery], missing: [forwardedHttps], headers: cookie() },
    { source: '/:path*', locale: /** @type {const} */ (false), has: [referenceQuery, forwardedHttps], headers: cookie('; Secure') },
  ];
}

module.exports = { AFFILIATE_PARAM, AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE_S, REFERENCE_PATTERN, affiliateCookieHeaders };
