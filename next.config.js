// @ts-check
const { i18n } = require('./next-i18next.config');
const { buildBankReturnRedirects, buildItemRewrites, buildRedirects, buildRewrites, buildSecondApiRewrite } = require('./src/routes/next-rules');
const { securityHeaders } = require('./src/lib/security-headers');
const { publicServiceEnv, serviceUrls } = require('./src/lib/service-urls');
const { assertProductionConfig, imageRemotePatterns } = require('./src/lib/production-config');
const { deviceSizes, imageSizes, qualities } = require('./src/lib/image-config');
const { CompileHintsPlugin } = require('./src/lib/compile-hints');
const { affiliateCookieHeaders } = require('./src/lib/rules/affiliate-cookie');
const { PHASE_PRODUCTION_BUILD } = require('next/constants');

const isProd = process.env.NODE_ENV === 'production';
// `next build` and `next start` stop here, naming what to set, rather than fall back to the
// mock backend on localhost for the APIs, the CSP and the image optimizer (docs/decisions.md).
if (isProd) assertProductionConfig(process.env);
const { secondApiUrl } = serviceUrls(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  i18n,
  reactStrictMode: true,
  // The backend URLs resolved from NEXT_PUBLIC_* or MOCK_URL / MOCK_PORT, inlined for the browser
  // and the server alike, so they agree with the rewrites and the CSP below (also fixed at build).
  env: publicServiceEnv(process.env),
  poweredByHeader: false,
  // Next's cache of statically generated pages (ISR). The handler shares it through Redis when
  // REDIS_URL is set at run time (several instances behind nginx: npm run cluster), and is
  // Next's own file-system cache otherwise (src/server/cache-handler.js). It is always
  // configured, because a standalone build fixes its config at build time. Next's in-memory
  // layer is off: with Redis, each instance would otherwise serve its own copy of a page after
  // another instance regenerated it; the local cache puts it back for itself.
  cacheHandler: require.resolve('./src/server/cache-handler.js'),
  cacheMaxMemorySize: 0,
  // npm run bundle-report builds with source maps to attribute first-load bytes to modules.
  productionBrowserSourceMaps: process.env.BUNDLE_REPORT === '1',
  compiler: { styledComponents: true },
  eslint: { ignoreDuringBuilds: true }, // `npm run lint` is its own gate
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` is its own gate
  images: {
    // Shared with OptimizedImage, which builds the optimizer's URLs itself.
    deviceSizes,
    imageSizes,
    qualities,
    formats: ['image/webp'],
    remotePatterns: imageRemotePatterns(process.env, isProd),
    // Game and provider logos from the content service may be SVG; they are served as
    // attachments under a script-free, sandboxed policy (Next's documented safe setting).
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    // This replaces the site's CSP on optimised images, so it repeats the framing and base rules.
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox; frame-ancestors 'none'; base-uri 'none'",
  },
  webpack(config, { isServer, dev }) {
    // The browser gets the part of i18next that our translations use (docs/decisions.md); the
    // server renders with i18next itself, and a jest test holds the two to the same strings.
    if (!isServer) config.resolve.alias['i18next$'] = require.resolve('./src/lib/i18n/browser-i18next.ts');
    // SWR's shim of useSyncExternalStore is React's own hook on React 18+, without the fallback it ships.
    if (!isServer) config.resolve.alias['use-sync-external-store/shim$'] = require.resolve('./src/lib/use-sync-external-store-shim.ts');
    // The browser compiles our chunks while they download, not when first called (src/lib/compile-hints.js).
    if (!isServer && !dev) config.plugins.push(new CompileHintsPlugin());
    return config;
  },
  async redirects() {
    return [...buildBankReturnRedirects(), ...buildRedirects()];
  },
  async rewrites() {
    return {
      // The second API is same-origin under /api. With i18n, Next matches an unprefixed path in
      // its default-locale form (/default/api/...), and answers unknown /api paths before
      // afterFiles rewrites, so this is a beforeFiles rule for both forms. Only the second API's
      // own calls are forwarded (SECOND_API_PATHS); the app's own API routes live under /api/app/.
      beforeFiles: [
        buildSecondApiRewrite(secondApiUrl),
        // `/fi/uutiset?article=x` is rendered on the server by the article's page (docs/decisions.md, Content).
        ...buildItemRewrites(),
      ],
      afterFiles: buildRewrites(),
      // Unknown routes fall back to the locale's home (spec 2.1).
      fallback: [{ source: '/:locale(fi|en|et)/:path*', destination: '/:locale/route-fallback', locale: false }],
    };
  },
  async headers() {
    return [
      { source: '/:path*', locale: false, headers: securityHeaders({ isProd, env: process.env }) },
      // A marketer's preview (Next's draft-mode cookie) is never indexed; Next itself answers its
      // renders with `private, no-store` (docs/decisions.md, Content).
      { source: '/:path*', locale: false, has: [{ type: 'cookie', key: '__prerender_bypass' }], headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      // An affiliate's `?ref=` on any page is kept in a cookie (spec 9), with no script in any page.
      ...affiliateCookieHeaders(),
    ];
  },
};

/**
 * A build also writes the standalone server (`.next/standalone`, what `npm run cluster`, the
 * cluster test and the Dockerfile run). Only the build: `next start` (demo, Playwright, perf)
 * serves the same `.next` as before and would warn that it "does not work" with standalone
 * output, which only the build uses (docs/decisions.md, "Scale-out").
 * @param {string} phase
 */
module.exports = (phase) => (phase === PHASE_PRODUCTION_BUILD ? { ...nextConfig, output: /** @type {const} */ ('standalone') } : nextConfig);
