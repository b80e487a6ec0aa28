import type { captureRequestError } from '@sentry/nextjs';
import { sentryEnabled } from './lib/sentry-enabled';

const enabled = () => sentryEnabled(process.env.APP_ENV, process.env.SENTRY_DSN);

export async function register(): Promise<void> {
  // The condition as written lets webpack drop the Node-only import from the edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Several instances behind nginx: each response names its instance (x-kasino-instance).
    const { tagInstanceResponses } = await import('./server/instance-header');
    tagInstanceResponses(process.env.KASINO_INSTANCE);
  }
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !enabled()) return;
  const { initServerSentry } = await import('../sentry.server.config');
  initServerSentry();
}

export async function onRequestError(...args: Parameters<typeof captureRequestError>) {
  if (!enabled()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}
