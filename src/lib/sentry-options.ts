/** Error reporting runs only in production or staging with a DSN set (spec 9). */
export const SENTRY_TRACES_SAMPLE_RATE = 0.1;

export function sentryEnabled(appEnv: string | undefined, dsn: string | undefined): boolean {
  return (appEnv === 'production' || appEnv === 'staging') && typeof dsn === 'string' && dsn.trim().length > 0;
}

export function sentryOptions(appEnv: string | undefined, dsn: string | undefined) {
  return {
    dsn,
    environment: appEnv,
    enabled: sentryEnabled(appEnv, dsn),
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    // Never send personal data: no IPs, cookies or request bodies.
    sendDefaultPii: false,
  };
}
