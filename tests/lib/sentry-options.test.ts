import { httpRequestToRequestData } from '@sentry/core';
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

describe('the query string as the SDK itself records it', () => {
  // The SDK's own conversion of an incoming request (what its http integration puts on every
  // server event), and the bare query string it adds to the request's span: no '?', so a first
  // parameter has no separator before it.
  const request = (url: string) => httpRequestToRequestData({ method: 'GET', url, headers: { host: 'kasino.example' } });

  it('keeps no token of a server event, first parameter or not', () => {
    const { beforeSend } = sentryOptions('production', 'https://k@s.example/1');
    for (const [url, kept] of [
      ['/fi/vahvista-sahkoposti?code=ACTIVATION1&x=1', 'x=1'],
      ['/fi/kirjaudu?t=AUTOLOGIN1', undefined],
      ['/fi/kirjaudu?x=1&bankToken=BANK1&token=PAY1', 'x=1'],
    ] as const) {
      const sent = beforeSend({ message: 'boom', request: request(url) });
      expect(JSON.stringify(sent)).not.toMatch(/ACTIVATION1|AUTOLOGIN1|BANK1|PAY1/);
      expect(sent.request.query_string || undefined).toBe(kept);
    }
  });

  it('keeps no token in a transaction span\'s url.query or http.query', () => {
    const { beforeSendTransaction } = sentryOptions('production', 'https://k@s.example/1');
    const sent = beforeSendTransaction({
      type: 'transaction',
      contexts: { trace: { data: { 'url.query': 't=AUTOLOGIN2&lang=fi' } } },
      spans: [{ data: { 'http.query': '?code=ACTIVATION2' } }],
    });
    expect(JSON.stringify(sent)).not.toMatch(/AUTOLOGIN2|ACTIVATION2/);
    expect(sent.contexts.trace.data['url.query']).toBe('lang=fi');
    expect(sent.spans[0]?.data['http.query']).toBe('');
  });
});
