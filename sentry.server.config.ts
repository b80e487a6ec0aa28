import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './src/lib/sentry-options';

/** Called from src/instrumentation.ts in the Node.js runtime when reporting is enabled. */
export function initServerSentry(): void {
  Sentry.init(sentryOptions(process.env.APP_ENV, process.env.SENTRY_DSN));
}
