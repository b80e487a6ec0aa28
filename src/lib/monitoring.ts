import { sentryEnabled } from './sentry-enabled';

const enabled = () => sentryEnabled(process.env.NEXT_PUBLIC_APP_ENV, process.env.NEXT_PUBLIC_SENTRY_DSN);

/** Starts client error reporting after the page is idle, and only where it is enabled. */
export function startMonitoring(): void {
  if (!enabled()) return;
  const start = () => void import('../../sentry.client.config').then((m) => m.initClientSentry());
  if ('requestIdleCallback' in window) window.requestIdleCallback(start);
  else setTimeout(start, 2000);
}

/**
 * Reports a render error an error boundary caught: React hands those to the boundary, not to
 * the window's error handlers the SDK listens on. The report goes through the same options
 * (scrubbed) as every other.
 */
export function reportRenderError(error: unknown): void {
  if (!enabled()) return;
  void import('../../sentry.client.config').then((m) => m.reportError(error));
}
