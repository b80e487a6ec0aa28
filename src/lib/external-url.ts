import { env } from './env';

/**
 * Where the app may send a player or frame a page that a backend named: the game launch URL,
 * the bank-login and payment redirects. A production build allows https only; a build against
 * the local mock backend (MOCK_BACKEND=1, next.config.js inlines it) also its loopback http,
 * and development anything http(s).
 */
export type UrlPolicy = { production: boolean; mockBackend: boolean };

export const BUILD_POLICY: UrlPolicy = {
  production: process.env.NODE_ENV === 'production',
  mockBackend: process.env.NEXT_PUBLIC_MOCK_BACKEND === '1',
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** `value` as a URL the policy lets the app follow, or null (javascript:, data:, relative, plain http in production). */
export function secureExternalUrl(value: unknown, policy: UrlPolicy = BUILD_POLICY): URL | null {
  const url = typeof value === 'string' ? parse(value) : null;
  if (!url) return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol !== 'http:') return null;
  if (!policy.production) return url;
  return policy.mockBackend && LOOPBACK_HOSTS.has(url.hostname) ? url : null;
}

/** The game providers' origins this build frames (GAME_PROVIDER_ORIGINS, resolved by next.config.js). */
export const GAME_ORIGINS: readonly string[] = env.gameOrigins;

/**
 * A launch URL the game frame may load: secure by the policy and on a game provider's origin.
 * Anything else (our own origin above all, which would void the frame's sandbox) is refused.
 */
export function allowedGameUrl(
  value: unknown,
  { allowed = GAME_ORIGINS, policy = BUILD_POLICY }: { allowed?: readonly string[]; policy?: UrlPolicy } = {},
): string | null {
  const url = secureExternalUrl(value, policy);
  return url && allowed.includes(url.origin) ? url.href : null;
}

/** The payment providers' origins a deposit may lead to (PAYMENT_PROVIDER_ORIGINS, resolved by next.config.js). */
export const PAYMENT_ORIGINS: readonly string[] = env.paymentOrigins;

/**
 * A deposit's redirectUrl the browser may follow: secure by the policy and on a payment
 * provider's origin, or on the app's own (`self`: a stored-details deposit leads straight back).
 */
export function allowedPaymentUrl(
  value: unknown,
  { allowed = PAYMENT_ORIGINS, self, policy = BUILD_POLICY }: { allowed?: readonly string[]; self?: string; policy?: UrlPolicy } = {},
): string | null {
  const url = secureExternalUrl(value, policy);
  return url && (allowed.includes(url.origin) || url.origin === self) ? url.href : null;
}
