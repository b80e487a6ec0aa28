// @ts-check
/**
 * Next's rewrites and redirects made from the route table (./table.js), for next.config.js
 * alone: kept out of the table, which ships whole in every page's first load.
 */
const { CONTENT_ITEMS, LOCALE_COOKIE, LOCALES, ROUTES, withLocale } = require('./table');

/** @typedef {typeof LOCALES[number]} Locale */
/** @typedef {keyof typeof ROUTES} RouteId */

/** @param {string} pattern '/game/[slug]/play' -> '/game/:slug/play' (path-to-regexp form) */
function toSource(pattern) {
  return pattern.replace(/\[(\w+)\]/g, ':$1');
}

/** @typedef {{ type: 'header', key: string }} Condition */
/** @typedef {{ type: 'query', key: string } | { type: 'cookie', key: string, value: string }} Has */
/** @typedef {{ source: string, destination: string, permanent: boolean, locale: false, missing: Condition[], has?: Has[] }} Redirect */

/** The header the pages router sends with its data requests. */
const CLIENT_DATA_REQUEST = /** @type {Condition} */ ({ type: 'header', key: 'x-nextjs-data' });

/** @returns {RouteId[]} */
function routeIds() {
  return /** @type {RouteId[]} */ (Object.keys(ROUTES));
}

/**
 * Rewrites that serve each Finnish and Estonian path from the English page file.
 * @returns {{ source: string, destination: string, locale: false }[]}
 */
function buildRewrites() {
  /** @type {{ source: string, destination: string, locale: false }[]} */
  const rules = [];
  for (const id of routeIds()) {
    const paths = ROUTES[id];
    for (const locale of LOCALES) {
      if (paths[locale] === paths.en) continue;
      rules.push({
        source: toSource(withLocale(locale, paths[locale])),
        destination: toSource(withLocale(locale, paths.en)),
        locale: false,
      });
    }
  }
  return rules;
}

/**
 * The list route with an item's query parameter, rewritten onto the item's page in every locale
 * (a beforeFiles rule: the English list path is a page file itself). Only a well-formed slug
 * is rewritten; the list page says any other is not found. The client router applies these
 * rules itself, so opening an item from its list needs no server round trip to resolve.
 * @returns {{ source: string, has: { type: 'query', key: string, value: string }[], destination: string, locale: false }[]}
 */
function buildItemRewrites() {
  return Object.values(CONTENT_ITEMS).flatMap(({ route, param, page }) =>
    LOCALES.map((locale) => ({
      source: withLocale(locale, ROUTES[route][locale]),
      has: [{ type: /** @type {const} */ ('query'), key: param, value: '(?<slug>[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*)' }],
      destination: withLocale(locale, toSource(page)),
      locale: /** @type {const} */ (false),
    })),
  );
}

/**
 * Permanent redirects from an alias in the wrong locale (/fi/login, /en/kirjaudu) to that
 * locale's canonical path. An alias that is some other route's canonical path in the same
 * locale is never redirected. Next also matches redirects against the client router's data
 * requests (/_next/data/.../fi/login.json, the rewritten page path), so those are exempt.
 * @returns {Redirect[]}
 */
function buildRedirects() {
  /** @type {Redirect[]} */
  const rules = [];
  for (const locale of LOCALES) {
    const canonicals = new Set(routeIds().map((id) => toSource(ROUTES[id][locale])));
    const seen = new Set();
    for (const id of routeIds()) {
      const paths = ROUTES[id];
      const target = toSource(paths[locale]);
      for (const other of LOCALES) {
        const alias = toSource(paths[other]);
        if (alias === target || canonicals.has(alias) || seen.has(alias)) continue;
        seen.add(alias);
        rules.push({
          source: withLocale(locale, alias),
          destination: withLocale(locale, target),
          permanent: true,
          locale: false,
          missing: [CLIENT_DATA_REQUEST],
        });
      }
    }
  }
  return rules;
}

/**
 * A bank login's return: the bank sends the browser to the login page of its country's locale
 * (FIN for fi and en) with `?bankToken=`. The bank login button wrote the page's locale to the
 * language cookie as it left, so a return to another locale's login page goes on to that
 * locale's, query and all (Next passes it through): an English-speaking player finishes the
 * login, or reads why it failed, in English. A redirect, not middleware: Next ships the
 * middleware's matchers to every page's first load.
 * @returns {Redirect[]}
 */
function buildBankReturnRedirects() {
  return LOCALES.flatMap((from) =>
    LOCALES.filter((to) => to !== from).map((to) => ({
      source: withLocale(from, ROUTES.login[from]),
      destination: withLocale(to, ROUTES.login[to]),
      permanent: false,
      locale: /** @type {const} */ (false),
      has: [
        { type: /** @type {const} */ ('query'), key: 'bankToken' },
        { type: /** @type {const} */ ('cookie'), key: LOCALE_COOKIE, value: to },
      ],
      missing: [CLIENT_DATA_REQUEST],
    })),
  );
}

/**
 * The second API's calls (spec 7.2, src/api/second/), the only paths the same-origin proxy under
 * /api forwards. With any path (`/api/:path(.*)`), Next resolved dot segments after the rewrite
 * (`/api/.%2e/x`, `/api/%252e%252e/x`), so the proxy reached the second API's host outside its
 * base path: on the mock, its root, QA switches included (docs/decisions.md, Security).
 */
const SECOND_API_PATHS = ['user/avatar', 'bonus-game/progress', 'bonus-game/rewards', 'bonuswheel/spin', 'bonuswheel/complete'];

/**
 * The /api proxy to the second API. With i18n, Next matches an unprefixed path in its
 * default-locale form (/default/api/...) as well. The query is passed on as it came.
 * @param {string} secondApiUrl
 */
function buildSecondApiRewrite(secondApiUrl) {
  return { source: `/:prefix(default)?/api/:path(${SECOND_API_PATHS.join('|')})`, destination: `${secondApiUrl}/:path`, locale: /** @type {const} */ (false) };
}

module.exports = { buildRewrites, buildItemRewrites, buildRedirects, buildBankReturnRedirects, buildSecondApiRewrite, SECOND_API_PATHS, toSource };
