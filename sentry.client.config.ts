import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './src/lib/sentry-options';

/**
 * Loaded lazily by src/lib/monitoring.ts only when error reporting is enabled, so the SDK
 * never weighs on the first load (docs/decisions.md).
 */
export function initClientSentry(): void {
  if (Sentry.isInitialized()) return;
  Sentry.init(sentryOptions(process.env.NEXT_PUBLIC_APP_ENV, process.env.NEXT_PUBLIC_SENTRY_DSN));
}

/** A caught error (src/lib/monitoring.ts), which may come before the idle start above. */
export function reportError(error: unknown): void {
  initClientSentry();
  Sentry.captureException(error);
}
