import { scrubReport } from './scrub-secrets';
import { sentryEnabled } from './sentry-enabled';

/** Spec 9: trace sampling 0.1. */
export const SENTRY_TRACES_SAMPLE_RATE = 0.1;

// The request headers a report may keep. The SDK copies every header of a server request into
// the event (the session cookie, the revalidation secret among them) and sendDefaultPii: false
// does not stop it for captureRequestError, so the report keeps an allowlist, not a denylist.
const REPORTED_HEADERS = new Set(['user-agent', 'accept-language', 'referer', 'host', 'content-type']);

type ReportRequest = { headers?: Record<string, unknown>; cookies?: unknown; data?: unknown; env?: unknown };

/** `event` without the request's cookies, body, environment and every header not on the allowlist. */
export function withoutCredentials<T>(event: T): T {
  if (typeof event !== 'object' || event === null || !('request' in event)) return event;
  const request = (event as { request?: ReportRequest }).request;
  if (typeof request !== 'object' || request === null) return event;
  const kept: ReportRequest = { ...request, headers: Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => REPORTED_HEADERS.has(name.toLowerCase()))) };
  delete kept.cookies;
  delete kept.data;
  delete kept.env;
  return { ...event, request: kept };
}

const cleanReport = <T>(event: T): T => scrubReport(withoutCredentials(event));

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
    // Server reports carry the request's headers and cookies (withoutCredentials above).
    beforeSend: cleanReport,
    beforeSendTransaction: cleanReport,
    beforeBreadcrumb: <T>(breadcrumb: T): T => scrubReport(breadcrumb),
  };
}
