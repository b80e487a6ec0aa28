import type { Breadcrumb, ErrorEvent } from '@sentry/nextjs';
import { scrubText } from '@/lib/scrub-secrets';
import { sentryOptions } from '@/lib/sentry-options';

const options = sentryOptions('production', 'https://key@o1.ingest.sentry.example/1');

describe('scrubText', () => {
  it.each([
    ['https://kasino.example/fi?t=abc123', 'https://kasino.example/fi'],
    ['https://kasino.example/fi?t=abc&panel=deposit', 'https://kasino.example/fi?panel=deposit'],
    ['https://kasino.example/fi?panel=deposit&bankToken=xyz', 'https://kasino.example/fi?panel=deposit'],
    ['/fi?a=1&code=9&b=2#top', '/fi?a=1&b=2#top'],
    ['/fi?t=1&code=2&token=3&bankToken=4', '/fi'],
    ['/fi?BANKTOKEN=4#x', '/fi#x'],
    ['GET /en/login?token=s3cr3t failed', 'GET /en/login failed'],
    ['/fi/kirjaudu?redirectUrl=%2Ffi%3Ft%3Dabc%26tab%3D1', '/fi/kirjaudu?redirectUrl=%2Ffi%3Ftab%3D1'],
    ['Login failed for anna.virtanen+test@example.fi', 'Login failed for [email]'],
    ['/fi?email=anna%40example.com', '/fi?email=[email]'],
  ])('%s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('leaves parameters that only end like a secret one, and ordinary text', () => {
    expect(scrubText('/fi?at=1&tt=2&codes=3')).toBe('/fi?at=1&tt=2&codes=3');
    expect(scrubText('Balance & limits; 5 > 4? yes')).toBe('Balance & limits; 5 > 4? yes');
  });
});

describe('what Sentry sends', () => {
  it('beforeSend scrubs the URL, query, headers, message, exception, breadcrumbs and user of an event', () => {
    const event: ErrorEvent = {
      type: undefined,
      message: 'Autologin with https://kasino.example/fi?t=AUTOLOGIN failed for anna@example.fi',
      exception: { values: [{ type: 'Error', value: 'bank return /fi?bankToken=BANK123 rejected' }] },
      request: {
        url: 'https://kasino.example/fi/kirjaudu?code=OAUTH&redirectUrl=%2Ffi',
        query_string: [
          ['code', 'OAUTH'],
          ['redirectUrl', '/fi'],
        ],
        headers: { Referer: 'https://kasino.example/en/reset?token=RESET' },
      },
      breadcrumbs: [{ category: 'navigation', data: { from: '/fi?t=AUTOLOGIN', to: '/fi' } }],
      user: { email: 'anna@example.fi' },
      tags: { url: 'https://kasino.example/fi?token=RESET' },
    };
    const sent = JSON.stringify(options.beforeSend(event));
    for (const secret of ['AUTOLOGIN', 'BANK123', 'OAUTH', 'RESET', 'anna@example.fi']) expect(sent).not.toContain(secret);
    const scrubbed = options.beforeSend(event);
    expect(scrubbed.request?.url).toBe('https://kasino.example/fi/kirjaudu?redirectUrl=%2Ffi');
    expect(scrubbed.request?.query_string).toEqual([
      ['code', '[Filtered]'],
      ['redirectUrl', '/fi'],
    ]);
    expect(scrubbed.message).toBe('Autologin with https://kasino.example/fi failed for [email]');
    // The event the SDK holds is left alone; only the copy is sent.
    expect(event.request?.url).toContain('OAUTH');
  });

  it('beforeBreadcrumb scrubs a fetch breadcrumb and a console message', () => {
    const fetchCrumb: Breadcrumb = {
      category: 'fetch',
      data: { method: 'POST', url: 'https://api.kasino.example/main/player/bankLogin?bankToken=BANK123', status_code: 200 },
    };
    expect(options.beforeBreadcrumb(fetchCrumb).data).toEqual({
      method: 'POST',
      url: 'https://api.kasino.example/main/player/bankLogin',
      status_code: 200,
    });
    const consoleCrumb: Breadcrumb = { category: 'console', message: 'reset link sent to matti@example.ee with ?token=RESET' };
    expect(options.beforeBreadcrumb(consoleCrumb).message).toBe('reset link sent to [email] with ');
  });

  it('filters a field named like a secret parameter, whatever its value looks like', () => {
    expect(options.beforeBreadcrumb({ data: { token: 'abc', t: 'x', page: 2 } }).data).toEqual({ token: '[Filtered]', t: '[Filtered]', page: 2 });
  });
});
