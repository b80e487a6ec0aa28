import { scrubReport } from './scrub-secrets';
import { sentryEnabled } from './sentry-enabled';

/** Spec 9: trace sampling 0.1. */
export const SENTRY_TRACES_SAMPLE_RATE = 0.1;

/** Shared by the browser's and the server's Sentry.init (sentry.client.config.ts, sentry.server.config.ts). */
export function sentryOptions(appEnv: string | undefined, dsn: string | undefined) {
  return {
    dsn,
    environment: appEnv,
    enabled: sentryEnabled(appEnv, dsn),
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    // Never send personal data: no IPs, cookies or request bodies.
    sendDefaultPii: false,
    // Login and payment credentials arrive in URLs (?t=, ?code=, ?bankToken=, ?token=), and
    // messages can quote an email address: every report and breadcrumb is scrubbed before it
    // leaves (src/lib/scrub-secrets.ts).
    beforeSend: <T>(event: T): T => scrubReport(event),
    beforeSendTransaction: <T>(event: T): T => scrubReport(event),
    beforeBreadcrumb: <T>(breadcrumb: T): T => scrubReport(breadcrumb),
  };
}
