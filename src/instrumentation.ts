import type { captureRequestError } from '@sentry/nextjs';
import { sentryEnabled } from './lib/sentry-enabled';

const enabled = () => sentryEnabled(process.env.APP_ENV, process.env.SENTRY_DSN);

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.KASINO_INSTANCE) {
    // Several instances behind nginx: each response names its instance (x-kasino-instance).
    const { instanceName, tagResponses } = await import('./server/instance-header');
    const name = instanceName(process.env.KASINO_INSTANCE);
    if (name) tagResponses(name);
    else console.error('KASINO_INSTANCE must be 1 to 64 letters, digits, ".", "_", "-" or ":"; no x-kasino-instance header is sent.');
  }
  if (!enabled()) return;
  const { initServerSentry } = await import('../sentry.server.config');
  initServerSentry();
}

export async function onRequestError(...args: Parameters<typeof captureRequestError>) {
  if (!enabled()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}
