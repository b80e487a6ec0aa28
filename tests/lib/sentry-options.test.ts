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

describe('what a report keeps of the request', () => {
  const serverEvent = () => ({
    message: 'boom',
    request: {
      url: 'https://kasino.example/fi/kirjaudu?t=ONE&x=1',
      method: 'GET',
      headers: {
        cookie: 'kasino_session=SESSIONVALUE; __prerender_bypass=DRAFT',
        'x-revalidate-secret': 'S'.repeat(32),
        authorization: 'Bearer TOKEN',
        'User-Agent': 'Mozilla/5.0',
        'accept-language': 'fi',
        referer: 'https://kasino.example/fi?code=SECRET',
      },
      cookies: { kasino_session: 'SESSIONVALUE' },
      data: 'password=hunter22',
      env: { REMOTE_ADDR: '10.0.0.1' },
    },
  });

  it('drops cookies, the body, the environment and every header not on the allowlist, and scrubs what is left', () => {
    const { beforeSend, beforeSendTransaction } = sentryOptions('production', 'https://k@s.example/1');
    for (const send of [beforeSend, beforeSendTransaction]) {
      const sent = send(serverEvent());
      const text = JSON.stringify(sent);
      for (const secret of ['SESSIONVALUE', 'DRAFT', 'SSSSSSSS', 'TOKEN', 'hunter22', '10.0.0.1', 'ONE', 'SECRET']) expect(text).not.toContain(secret);
      expect(sent.request.headers).toEqual({ 'User-Agent': 'Mozilla/5.0', 'accept-language': 'fi', referer: 'https://kasino.example/fi' });
      expect(sent.request).toMatchObject({ method: 'GET', url: 'https://kasino.example/fi/kirjaudu?x=1' });
    }
  });

  it('leaves an event without a request as it was', () => {
    const { beforeSend } = sentryOptions('production', 'https://k@s.example/1');
    expect(beforeSend({ message: 'plain' })).toEqual({ message: 'plain' });
  });
});
