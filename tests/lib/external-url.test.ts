import { allowedGameUrl, allowedPaymentUrl, secureExternalUrl, type UrlPolicy } from '@/lib/external-url';

const PRODUCTION: UrlPolicy = { production: true, mockBackend: false };
const MOCK_BUILD: UrlPolicy = { production: true, mockBackend: true };
const DEVELOPMENT: UrlPolicy = { production: false, mockBackend: false };
const PROVIDERS = ['https://games.provider.example', 'http://localhost:4212'];

describe('URLs the app follows or frames for a backend', () => {
  it('are https in a production build', () => {
    expect(secureExternalUrl('https://bank.example/login?x=1', PRODUCTION)?.href).toBe('https://bank.example/login?x=1');
    for (const url of ['http://bank.example/login', 'http://localhost:4212/bank', 'javascript:alert(1)', 'data:text/html,x', '/fi', '//bank.example', '']) {
      expect(secureExternalUrl(url, PRODUCTION)).toBeNull();
    }
  });

  it('may be loopback http only in a build for the mock backend, and any http(s) in development', () => {
    expect(secureExternalUrl('http://localhost:4212/bank', MOCK_BUILD)?.href).toBe('http://localhost:4212/bank');
    expect(secureExternalUrl('http://127.0.0.1:4212/bank', MOCK_BUILD)).not.toBeNull();
    expect(secureExternalUrl('http://bank.example/login', MOCK_BUILD)).toBeNull();
    expect(secureExternalUrl('http://bank.example/login', DEVELOPMENT)).not.toBeNull();
    expect(secureExternalUrl('ftp://bank.example/', DEVELOPMENT)).toBeNull();
  });

  it('send a bank login only to a configured provider, never back to the app', () => {
    const options = { allowed: ['https://bank.example'], policy: PRODUCTION };
    expect(allowedPaymentUrl('https://bank.example/login?token=1', options)).toBe('https://bank.example/login?token=1');
    expect(allowedPaymentUrl('https://kasino.example/fi', options)).toBeNull();
    expect(allowedPaymentUrl('http://bank.example/login', options)).toBeNull();
    expect(allowedPaymentUrl(42, { ...options, policy: DEVELOPMENT })).toBeNull();
  });

  it('send a deposit only to a configured payment provider, or back to the app itself', () => {
    const options = { allowed: ['https://pay.example'], self: 'https://kasino.example', policy: PRODUCTION };
    expect(allowedPaymentUrl('https://pay.example/deposit?token=1', options)).toBe('https://pay.example/deposit?token=1');
    expect(allowedPaymentUrl('https://kasino.example/fi', options)).toBe('https://kasino.example/fi');
    expect(allowedPaymentUrl('https://pay.example.evil.example/deposit', options)).toBeNull();
    expect(allowedPaymentUrl('https://evil.example/deposit', options)).toBeNull();
    expect(allowedPaymentUrl('http://pay.example/deposit', options)).toBeNull();
    expect(allowedPaymentUrl('javascript:alert(1)', options)).toBeNull();
    expect(allowedPaymentUrl('http://localhost:4212/provider/deposit', { allowed: ['http://localhost:4212'], policy: MOCK_BUILD })).toBe(
      'http://localhost:4212/provider/deposit',
    );
  });

  it('frame a game only from a configured provider, over https in production', () => {
    const options = { allowed: PROVIDERS, policy: PRODUCTION };
    expect(allowedGameUrl('https://games.provider.example/launch?token=1', options)).toBe('https://games.provider.example/launch?token=1');
    expect(allowedGameUrl('https://games.provider.example.evil.example/launch', options)).toBeNull();
    expect(allowedGameUrl('https://evil.example/launch', options)).toBeNull();
    expect(allowedGameUrl('https://kasino.example/fi', options)).toBeNull();
    expect(allowedGameUrl('http://localhost:4212/game-host/x', options)).toBeNull();
    expect(allowedGameUrl('http://localhost:4212/game-host/x', { allowed: PROVIDERS, policy: MOCK_BUILD })).toBe('http://localhost:4212/game-host/x');
    expect(allowedGameUrl('http://localhost:4213/game-host/x', { allowed: PROVIDERS, policy: MOCK_BUILD })).toBeNull();
  });
});
