/**
 * The header the main API's state changes carry (every POST, and the GETs below). A cross-site
 * page cannot add a custom header without a CORS preflight, which the API answers only for our
 * origins, so a forged form post or no-cors fetch arrives without it and the API refuses it
 * (docs/decisions.md, "CSRF header").
 */
export const CLIENT_HEADER = 'X-Kasino-Client';
export const CLIENT_HEADER_VALUE = 'web';

/**
 * The main API's GETs that change something (spec 7.1 gives them GET): they send a message,
 * reset the reality check's clock, or open a real-money game session and move it to the
 * player's recent games. Paths under the main API, without its base.
 */
const STATE_CHANGING_GETS = ['player/sendVerificationSms', 'player/sendVerificationEmail', 'player/limit/realityCheck/reset', 'game/real/'] as const;

/**
 * Whether a main-API call carries the client header: every state change does. A read does not,
 * and with no header beyond the CORS-safelisted ones the browser sends it without a preflight:
 * one round trip instead of two, for every new address (a search's keyword, a page of
 * transactions), where the preflight's cache is per address.
 */
export function carriesClientHeader(method: 'GET' | 'POST', path: string): boolean {
  const bare = path.replace(/^\//, '');
  return method !== 'GET' || STATE_CHANGING_GETS.some((prefix) => (prefix.endsWith('/') ? bare.startsWith(prefix) : bare === prefix));
}
