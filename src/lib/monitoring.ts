import { sentryEnabled } from './sentry-enabled';

/** Starts client error reporting after the page is idle, and only where it is enabled. */
export function startMonitoring(): void {
  if (!sentryEnabled(process.env.NEXT_PUBLIC_APP_ENV, process.env.NEXT_PUBLIC_SENTRY_DSN)) return;
  const start = () => void import('../../sentry.client.config').then((m) => m.initClientSentry());
  if ('requestIdleCallback' in window) window.requestIdleCallback(start);
  else setTimeout(start, 2000);
}
