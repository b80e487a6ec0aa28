// @ts-check
/**
 * The second inline script of our pages (src/pages/_document.tsx), allowed by its hash in the
 * CSP (src/lib/security-headers.js). A returning player's page is generated for visitors: its
 * HTML has "Log in" and "Register" in the header, and showed them until the app had hydrated
 * and raised the loading screen over it (0.3 to 1.5 s on a phone). This runs as the HTML is
 * parsed, before the first paint: with the session hint (`kasino_signed_in=1`, the same test as
 * src/lib/cookies.ts's hasCookie) it marks the document, and the global CSS
 * (src/ui/global-css.ts) hides the page under a loading bar until the loading screen is up
 * (src/features/shell/LoadingScreen.tsx lifts the mark with src/lib/uncover.ts), the loading
 * is over without it (src/root/AppGate.tsx) or the maintenance page shows, or at the latest
 * after RETURNING_COVER_MAX_MS should the app never start.
 *
 * It also keeps what it read in `window[LOAD_COOKIES]` for the app's own reads at startup
 * (src/lib/cookies.ts): each read of document.cookie waits for the browser process, and on a
 * busy phone that wait lands in the hydration's tasks (docs/decisions.md, "Blocking time").
 *
 * A fixed string, ES5, never built from input: its hash is taken once when the headers are made.
 */
const SESSION_HINT_COOKIE = 'kasino_signed_in';
const RETURNING_ATTR = 'data-returning';
const RETURNING_COVER_MAX_MS = 8000;
const LOAD_COOKIES = '__kasinoCookies';

const RETURNING_SCRIPT =
  "if((window." + LOAD_COOKIES + "=document.cookie).split('; ').indexOf('" + SESSION_HINT_COOKIE + "=1')>=0)" +
  "document.documentElement.setAttribute('" + RETURNING_ATTR + "','');";

module.exports = { RETURNING_SCRIPT, RETURNING_ATTR, RETURNING_COVER_MAX_MS, SESSION_HINT_COOKIE, LOAD_COOKIES };
