import { sentryEnabled } from '@/lib/sentry-enabled';
import { SENTRY_TRACES_SAMPLE_RATE, sentryOptions } from '@/lib/sentry-options';

describe('error reporting switch (spec 9)', () => {
  it('runs only in production or staging with a DSN', () => {
    expect(sentryEnabled('production', 'https://key@sentry.example/1')).toBe(true);
    expect(sentryEnabled('staging', 'https://key@sentry.example/1')).toBe(true);
    expect(sentryEnabled('development', 'https://key@sentry.example/1')).toBe(false);
    expect(sentryEnabled('production', '')).toBe(false);
    expect(sentryEnabled('production', '   ')).toBe(false);
    expect(sentryEnabled(undefined, undefined)).toBe(false);
  });
  it('samples 10 % of traces and sends no personal data', () => {
    expect(SENTRY_TRACES_SAMPLE_RATE).toBe(0.1);
    expect(sentryOptions('production', 'https://k@s.example/1')).toMatchObject({ tracesSampleRate: 0.1, sendDefaultPii: false, enabled: true });
  });
});
