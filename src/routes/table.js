// @ts-check
/**
 * THE localized route table (spec 2.1). Nothing else in the code base spells a path.
 *
 * Plain CommonJS so that next.config.js (rewrites, redirects: ./next-rules.js) and the
 * TypeScript app (href, middleware, sitemap) read the same data. A CommonJS module ships whole,
 * and this one is in every page's first load: only the data and what the app uses live here. The English path of each route is also the page
 * file under src/pages; Finnish and Estonian paths are rewritten onto it. Where the spec gives
 * no Finnish or Estonian variant, the English segment is used (DESIGN.md).
 */

const LOCALES = /** @type {const} */ (['fi', 'en', 'et']);
const FALLBACK_LOCALE = 'fi';
/** The cookie that keeps a visitor's language (the middleware, the language switcher, the bank login's return). */
const LOCALE_COOKIE = 'NEXT_LOCALE';

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
 * page (`page`, not a route of its own), onto which ./next-rules.js buildItemRewrites() rewrites that URL.
 */
const CONTENT_ITEMS = /** @type {const} */ ({
  campaign: { route: 'campaigns', param: 'campaign', page: '/campaigns/item/[slug]' },
  article: { route: 'news', param: 'article', page: '/news/item/[slug]' },
});

/** @param {string} locale @param {string} path */
function withLocale(locale, path) {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

module.exports = { LOCALES, FALLBACK_LOCALE, LOCALE_COOKIE, ROUTES, CONTENT_ITEMS, withLocale };
