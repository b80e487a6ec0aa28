// @ts-check
/**
 * Next's rewrites and redirects made from the route table (./table.js), for next.config.js
 * alone: kept out of the table, which ships whole in every page's first load.
 */
const { CONTENT_ITEMS, LOCALES, ROUTES, withLocale } = require('./table');

/** @typedef {typeof LOCALES[number]} Locale */
/** @typedef {keyof typeof ROUTES} RouteId */

/** @param {string} pattern '/game/[slug]/play' -> '/game/:slug/play' (path-to-regexp form) */
function toSource(pattern) {
  return pattern.replace(/\[(\w+)\]/g, ':$1');
}

/** @typedef {{ type: 'header', key: string }} Condition */
/** @typedef {{ source: string, destination: string, permanent: true, locale: false, missing: Condition[] }} Redirect */

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

module.exports = { buildRewrites, buildItemRewrites, buildRedirects, toSource };
