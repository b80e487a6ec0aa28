// @ts-check
/**
 * THE localized route table (spec 2.1). Nothing else in the code base spells a path.
 *
 * Plain CommonJS so that next.config.js (rewrites, redirects) and the TypeScript app (href,
 * middleware, sitemap) read the same data. The English path of each route is also the page
 * file under src/pages; Finnish and Estonian paths are rewritten onto it. Where the spec gives
 * no Finnish or Estonian variant, the English segment is used (DESIGN.md).
 */

const LOCALES = /** @type {const} */ (['fi', 'en', 'et']);
const FALLBACK_LOCALE = 'fi';

const ROUTES = /** @type {const} */ ({
  home: { en: '/', fi: '/', et: '/' },
  login: { en: '/login', fi: '/kirjaudu', et: '/sisselogimine' },
  forgotPassword: { en: '/login/forgotPassword', fi: '/login/forgotPassword', et: '/login/forgotPassword' },
  verifyEmail: { en: '/verifyemail', fi: '/vahvista-sahkoposti', et: '/kinnita-meil' },
  registration: { en: '/registration', fi: '/rekisteroidy', et: '/registreerimine' },
  news: { en: '/news', fi: '/uutiset', et: '/uudised' },
  campaigns: { en: '/campaigns', fi: '/kampanjat', et: '/pakkumine' },
  profileLimits: { en: '/profile/limits', fi: '/profile/limits', et: '/profile/limits' },
  transactions: { en: '/profile/transactions', fi: '/profile/transactions', et: '/profile/transactions' },
  transactionsDeposits: {
    en: '/profile/transactions/deposits',
    fi: '/profile/transactions/deposits',
    et: '/profile/transactions/deposits',
  },
  transactionsWithdraw: {
    en: '/profile/transactions/withdraw',
    fi: '/profile/transactions/withdraw',
    et: '/profile/transactions/withdraw',
  },
  transactionsGameActions: {
    en: '/profile/transactions/gameactions',
    fi: '/profile/transactions/gameactions',
    et: '/profile/transactions/gameactions',
  },
  liveCasino: { en: '/livecasino', fi: '/livekasino', et: '/livecasino' },
  bonusWheel: { en: '/bonuswheel', fi: '/bonuswheel', et: '/bonuswheel' },
  bonusGame: { en: '/bonus-game', fi: '/bonuspeli', et: '/bonus-game' },
  goldRush: { en: '/gold-rush', fi: '/kultajahti', et: '/kullajaht' },
  gamePlay: { en: '/game/[slug]/play', fi: '/peli/[slug]/pelaa', et: '/mang/[slug]/mangi' },
  suppliers: { en: '/suppliers', fi: '/pelivalmistajat', et: '/mangude-toimetajad' },
  gameProvider: {
    en: '/gameprovider/[id]/[slug]',
    fi: '/pelivalmistaja/[id]/[slug]',
    et: '/mangude-toimetaja/[id]/[slug]',
  },
  liveCasinoGroup: { en: '/livecasino/[id]/[slug]', fi: '/livekasino/[id]/[slug]', et: '/livecasino/[id]/[slug]' },
  slotIndex: { en: '/games', fi: '/pelit', et: '/mangud' },
  favourites: { en: '/games/favourites', fi: '/pelit/suosikit', et: '/mangud/lemmikud' },
  lastPlayed: { en: '/games/last-played', fi: '/pelit/viimeksi-pelatut', et: '/mangud/viimati-mangitud' },
  slotGroup: { en: '/games/[id]/[slug]', fi: '/pelit/[id]/[slug]', et: '/mangud/[id]/[slug]' },
  // Not in spec 2.1: the content service's pages and affiliate landing pages (docs/decisions.md).
  contentPage: { en: '/info/[slug]', fi: '/tietoa/[slug]', et: '/info/[slug]' },
  affiliatePage: { en: '/welcome/[slug]', fi: '/tervetuloa/[slug]', et: '/tere-tulemast/[slug]' },
});

/**
 * Campaigns and articles open on their list's route by a query parameter (`/fi/uutiset?article=x`,
 * the URL that links, search and the sitemap use). Each is rendered on the server by an internal
 * page (`page`, not a route of its own), onto which buildItemRewrites() rewrites that URL.
 */
const CONTENT_ITEMS = /** @type {const} */ ({
  campaign: { route: 'campaigns', param: 'campaign', page: '/campaigns/item/[slug]' },
  article: { route: 'news', param: 'article', page: '/news/item/[slug]' },
});

/** @typedef {typeof LOCALES[number]} Locale */
/** @typedef {keyof typeof ROUTES} RouteId */

/** @param {string} pattern '/game/[slug]/play' -> '/game/:slug/play' (path-to-regexp form) */
function toSource(pattern) {
  return pattern.replace(/\[(\w+)\]/g, ':$1');
}

/** @param {string} locale @param {string} path */
function withLocale(locale, path) {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
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

module.exports = { LOCALES, FALLBACK_LOCALE, ROUTES, CONTENT_ITEMS, buildRewrites, buildItemRewrites, buildRedirects, toSource, withLocale };
