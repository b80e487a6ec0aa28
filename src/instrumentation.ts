import type { captureRequestError } from '@sentry/nextjs';
import { sentryEnabled } from './lib/sentry-enabled';

const enabled = () => sentryEnabled(process.env.APP_ENV, process.env.SENTRY_DSN);

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !enabled()) return;
  const { initServerSentry } = await import('../sentry.server.config');
  initServerSentry();
}

export async function onRequestError(...args: Parameters<typeof captureRequestError>) {
  if (!enabled()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}
