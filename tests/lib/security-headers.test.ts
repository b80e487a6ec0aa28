import { INLINE_SCRIPT_SOURCES, securityHeaders } from '@/lib/security-headers';
import { MOCK_ORIGIN } from '@/lib/service-urls';

const header = (list: { key: string; value: string }[], key: string) => list.find((h) => h.key === key)?.value;
const directive = (list: { key: string; value: string }[], name: string) =>
  (header(list, 'Content-Security-Policy') ?? '').split('; ').find((d) => d === name || d.startsWith(`${name} `));

describe('securityHeaders', () => {
  const env = {
    NEXT_PUBLIC_MAIN_API_URL: 'https://api.kasino.example/v1',
    NEXT_PUBLIC_CONTENT_API_URL: 'https://cms.kasino.example/api',
    GAME_PROVIDER_ORIGINS: 'https://games.provider.example, https://live.provider.example',
    CHAT_WIDGET_ORIGINS: 'https://chat.example',
    NEXT_PUBLIC_CHAT_WIDGET_URL: 'https://widget.chat.example/kasino.js?v=3',
    PAYMENT_PROVIDER_ORIGINS: 'https://pay.example',
  };
  const prod = securityHeaders({ isProd: true, env });

  it('allows only the configured backends, game providers and chat widget', () => {
    const csp = header(prod, 'Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(directive(prod, 'connect-src')).toBe("connect-src 'self' https://api.kasino.example https://cms.kasino.example https://chat.example");
    expect(directive(prod, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it("frames only game providers, payments and chat, never our own origin ('self')", () => {
    expect(directive(prod, 'frame-src')).toBe('frame-src https://games.provider.example https://live.provider.example https://pay.example https://chat.example');
    expect(directive(securityHeaders({ isProd: true, env: { GAME_PROVIDER_ORIGINS: 'not a url' } }), 'frame-src')).toBe("frame-src 'none'");
  });

  it('allows the chat by its script URL, not by its whole origin or the origins it talks to', () => {
    expect(directive(prod, 'script-src')).toBe(`script-src 'self' ${INLINE_SCRIPT_SOURCES} https://widget.chat.example/kasino.js`);
  });

  it("runs the mock backend's stand-in chat script when no chat is configured, and none when it is blank", () => {
    expect(directive(securityHeaders({ isProd: true, env: {} }), 'script-src')).toBe(`script-src 'self' ${INLINE_SCRIPT_SOURCES} ${MOCK_ORIGIN}/chat/widget.js`);
    expect(directive(securityHeaders({ isProd: true, env: { NEXT_PUBLIC_CHAT_WIDGET_URL: '' } }), 'script-src')).toBe(`script-src 'self' ${INLINE_SCRIPT_SOURCES}`);
  });

  it('may not be framed by anyone, lets no <base> move relative URLs, and keeps its resources to itself', () => {
    expect(directive(prod, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(header(prod, 'X-Frame-Options')).toBe('DENY');
    expect(directive(prod, 'base-uri')).toBe("base-uri 'none'");
    expect(header(prod, 'Cross-Origin-Resource-Policy')).toBe('same-origin');
  });

  it('sends CSP violation reports to the app’s own report route', () => {
    expect(directive(prod, 'report-uri')).toBe('report-uri /api/app/csp-report');
    expect(directive(prod, 'report-to')).toBe('report-to csp');
    expect(header(prod, 'Reporting-Endpoints')).toBe('csp="/api/app/csp-report"');
  });

  it('sends nosniff, a referrer policy, a permissions policy and HSTS in production, preload only when asked', () => {
    expect(header(prod, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(prod, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(prod, 'Permissions-Policy')).toContain('camera=()');
    expect(header(prod, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    const preloaded = securityHeaders({ isProd: true, env: { ...env, HSTS_PRELOAD: '1' } });
    expect(header(preloaded, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('has no HSTS outside production, and ignores malformed origins', () => {
    const list = securityHeaders({ isProd: false, env: { GAME_PROVIDER_ORIGINS: 'not a url, https://ok.example' } });
    expect(header(list, 'Strict-Transport-Security')).toBeUndefined();
    expect(directive(list, 'frame-src')).toBe('frame-src https://ok.example');
  });

  it('frames the mock game host when no game provider is configured, and only the configured ones otherwise', () => {
    const frameSrc = (extra: Record<string, string>) => directive(securityHeaders({ isProd: false, env: extra }), 'frame-src');
    expect(frameSrc({})).toBe(`frame-src ${MOCK_ORIGIN}`);
    expect(frameSrc({ GAME_PROVIDER_ORIGINS: '  ' })).toBe(`frame-src ${MOCK_ORIGIN}`);
    expect(frameSrc({ GAME_PROVIDER_ORIGINS: 'https://games.provider.example' })).toBe('frame-src https://games.provider.example');
  });
});
