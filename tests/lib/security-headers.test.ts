import { securityHeaders } from '@/lib/security-headers';
import { MOCK_ORIGIN } from '@/lib/service-urls';

const header = (list: { key: string; value: string }[], key: string) => list.find((h) => h.key === key)?.value;

describe('securityHeaders', () => {
  const env = {
    NEXT_PUBLIC_MAIN_API_URL: 'https://api.kasino.example/v1',
    NEXT_PUBLIC_CONTENT_API_URL: 'https://cms.kasino.example/api',
    GAME_PROVIDER_ORIGINS: 'https://games.provider.example, https://live.provider.example',
    CHAT_WIDGET_ORIGINS: 'https://chat.example',
    NEXT_PUBLIC_CHAT_WIDGET_URL: 'https://widget.chat.example/kasino.js',
    PAYMENT_PROVIDER_ORIGINS: 'https://pay.example',
  };

  it('allows only the configured backends, game providers and chat widget', () => {
    const csp = header(securityHeaders({ isProd: true, env }), 'Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.kasino.example https://cms.kasino.example https://chat.example");
    expect(csp).toContain("frame-src 'self' https://games.provider.example https://live.provider.example https://pay.example https://chat.example");
    expect(csp).toContain("script-src 'self' https://widget.chat.example https://chat.example;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it("runs the mock backend's stand-in chat script when no chat is configured, and none when it is blank", () => {
    const scriptSrc = (extra: Record<string, string>) =>
      (header(securityHeaders({ isProd: true, env: extra }), 'Content-Security-Policy') ?? '').split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc({})).toBe(`script-src 'self' ${MOCK_ORIGIN}`);
    expect(scriptSrc({ NEXT_PUBLIC_CHAT_WIDGET_URL: '' })).toBe("script-src 'self'");
  });

  it('sends nosniff, a referrer policy, a permissions policy and HSTS in production', () => {
    const list = securityHeaders({ isProd: true, env });
    expect(header(list, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(list, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(list, 'Permissions-Policy')).toContain('camera=()');
    expect(header(list, 'Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });

  it('has no HSTS outside production, and ignores malformed origins', () => {
    const list = securityHeaders({ isProd: false, env: { GAME_PROVIDER_ORIGINS: 'not a url, https://ok.example' } });
    expect(header(list, 'Strict-Transport-Security')).toBeUndefined();
    expect(header(list, 'Content-Security-Policy')).toContain("frame-src 'self' https://ok.example");
  });

  it('frames the mock game host when no game provider is configured, and only the configured ones otherwise', () => {
    const frameSrc = (extra: Record<string, string>) =>
      (header(securityHeaders({ isProd: false, env: extra }), 'Content-Security-Policy') ?? '').split('; ').find((d) => d.startsWith('frame-src'));
    expect(frameSrc({})).toBe(`frame-src 'self' ${MOCK_ORIGIN}`);
    expect(frameSrc({ GAME_PROVIDER_ORIGINS: '  ' })).toBe(`frame-src 'self' ${MOCK_ORIGIN}`);
    expect(frameSrc({ GAME_PROVIDER_ORIGINS: 'https://games.provider.example' })).toBe("frame-src 'self' https://games.provider.example");
  });
});
