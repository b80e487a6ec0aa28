// @ts-check
const { serviceUrls, mockOrigin } = require('./service-urls');
/**
 * Security headers for every response (DESIGN.md). CommonJS because next.config.js reads it.
 * Origins come from configuration: the backends, game providers, payment provider and chat.
 */

/** @param {string | undefined} value */
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
    .filter(Boolean);
}

/** @param {string[]} list */
const unique = (list) => [...new Set(list)];

/**
 * @param {{ isProd: boolean, env: Record<string, string | undefined> }} options
 * @returns {{ key: string, value: string }[]}
 */
function securityHeaders({ isProd, env }) {
  const urls = serviceUrls(env);
  const api = origins([urls.mainApiUrl, urls.contentApiUrl].join(','));
  // Unset (or blank, as .env.example ships it), games come from the mock backend's game host
  // (/game-host on the mock's origin, MOCK_URL or MOCK_PORT), so local runs and the e2e suite can frame it.
  const games = origins((env.GAME_PROVIDER_ORIGINS || '').trim() || mockOrigin(env));
  const payments = origins(env.PAYMENT_PROVIDER_ORIGINS);
  // The chat script's own origin may run scripts; what the widget then talks to or frames comes from CHAT_WIDGET_ORIGINS.
  const chatScript = origins(urls.chatWidgetUrl);
  const chat = origins(env.CHAT_WIDGET_ORIGINS);
  const sentry = origins(env.SENTRY_INGEST_ORIGINS);
  const images = origins(env.IMAGE_ORIGINS);
  // Each source once per directive: the backends often share an origin (the mock serves all three).
  const directives = [
    "default-src 'self'",
    `script-src 'self'${isProd ? '' : " 'unsafe-eval'"} ${unique([...chatScript, ...chat]).join(' ')}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${unique([...api, ...images, ...payments]).join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${unique([...api, ...chat, ...sentry]).join(' ')}`,
    `frame-src 'self' ${unique([...games, ...payments, ...chat]).join(' ')}`,
    `form-action 'self' ${payments.join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].map((d) => [...new Set(d.trim().split(/\s+/))].join(' '));
  const headers = [
    { key: 'Content-Security-Policy', value: directives.join('; ') },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self), fullscreen=(self)' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ];
  if (isProd && env.DISABLE_HSTS !== '1') {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  }
  return headers;
}

module.exports = { securityHeaders, origins };
