/**
 * Error reporting runs only in production or staging with a DSN set (spec 9). On its own so
 * the first load's check (./monitoring.ts) does not carry the report scrubber with it.
 */
export function sentryEnabled(appEnv: string | undefined, dsn: string | undefined): boolean {
  return (appEnv === 'production' || appEnv === 'staging') && typeof dsn === 'string' && dsn.trim().length > 0;
}
