import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './src/lib/sentry-options';

/**
 * Loaded lazily by src/lib/monitoring.ts only when error reporting is enabled, so the SDK
 * never weighs on the first load (docs/decisions.md).
 */
export function initClientSentry(): void {
  Sentry.init(sentryOptions(process.env.NEXT_PUBLIC_APP_ENV, process.env.NEXT_PUBLIC_SENTRY_DSN));
}
