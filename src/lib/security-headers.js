// @ts-check
const { createHash } = require('node:crypto');
const { HOLD_SUBMITS_SCRIPT } = require('./hold-submits');
const { RETURNING_SCRIPT } = require('./returning-cover');
const { serviceUrls, gameProviderOrigins, origins } = require('./service-urls');
/**
 * Security headers for every response (DESIGN.md). CommonJS because next.config.js reads it.
 * Origins come from configuration: the backends, game providers, payment provider and chat.
 */

/** @param {string} script */
const hashSource = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The pages' two inline scripts (./hold-submits.js, ./returning-cover.js), allowed by their hashes and nothing else inline. */
const HOLD_SUBMITS_SOURCE = hashSource(HOLD_SUBMITS_SCRIPT);
const INLINE_SCRIPT_SOURCES = `${HOLD_SUBMITS_SOURCE} ${hashSource(RETURNING_SCRIPT)}`;

/** @param {string[]} list */
const unique = (list) => [...new Set(list)];

/** Where browsers send CSP violation reports (src/pages/api/app/csp-report.ts). */
const CSP_REPORT_PATH = '/api/app/csp-report';
const CSP_REPORT_GROUP = 'csp';

/**
 * The chat script as a CSP source: its exact URL (origin and path; a query is no part of a
 * source), so the policy allows that one file rather than everything its host serves.
 * @param {string} value
 * @returns {string[]}
 */
function scriptSource(value) {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? [`${url.origin}${url.pathname}`] : [];
  } catch {
    return [];
  }
}

/**
 * @param {{ isProd: boolean, env: Record<string, string | undefined> }} options
 * @returns {{ key: string, value: string }[]}
 */
function securityHeaders({ isProd, env }) {
  const urls = serviceUrls(env);
  const api = origins([urls.mainApiUrl, urls.contentApiUrl].join(','));
  // Unset (or blank, as .env.example ships it), games come from the mock backend's game host
  // (/game-host on the mock's origin, MOCK_URL or MOCK_PORT), so local runs and the e2e suite can
  // frame it; a production build needs it set (production-config.js productionProblems).
  const games = origins(gameProviderOrigins(env));
  const payments = origins(env.PAYMENT_PROVIDER_ORIGINS);
  // The chat may run its one script; what the widget then talks to or frames comes from CHAT_WIDGET_ORIGINS.
  const chatScript = scriptSource(urls.chatWidgetUrl);
  const chat = origins(env.CHAT_WIDGET_ORIGINS);
  const sentry = origins(env.SENTRY_INGEST_ORIGINS);
  const images = origins(env.IMAGE_ORIGINS);
  // No 'self' among the frames: a same-origin page in the game's frame, whose sandbox allows
  // scripts and same-origin, could lift the sandbox off itself.
  const frames = unique([...games, ...payments, ...chat]);
  // Each source once per directive: the backends often share an origin (the mock serves all three).
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPT_SOURCES}${isProd ? '' : " 'unsafe-eval'"} ${chatScript.join(' ')}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${unique([...api, ...images, ...payments]).join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${unique([...api, ...chat, ...sentry]).join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    `form-action 'self' ${payments.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].map((d) => [...new Set(d.trim().split(/\s+/))].join(' '));
  const headers = [
    { key: 'Content-Security-Policy', value: directives.join('; ') },
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self), fullscreen=(self)' },
    // For browsers without frame-ancestors: no page of ours is ever framed, not even by us.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    // Our pages, images and API answers are for our own pages; no other site may embed them.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
  if (isProd && env.DISABLE_HSTS !== '1') {
    // preload is a promise to the browsers' built-in lists that is slow to take back, so only
    // when the deployment asks for it (HSTS_PRELOAD=1, every subdomain on https).
    const preload = env.HSTS_PRELOAD === '1' ? '; preload' : '';
    headers.push({ key: 'Strict-Transport-Security', value: `max-age=63072000; includeSubDomains${preload}` });
  }
  return headers;
}

module.exports = { securityHeaders, origins, CSP_REPORT_PATH, HOLD_SUBMITS_SOURCE, INLINE_SCRIPT_SOURCES };
