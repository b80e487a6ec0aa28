/** @jest-environment node */
import { cacheFrontOrigins, imageRemotePatterns, productionProblems } from '@/lib/production-config';
import { buildBackends, serviceUrls } from '@/lib/service-urls';

/** next.config.js exports a function of Next's phase (standalone output for builds only). */
const PHASE_PRODUCTION_BUILD = 'phase-production-build';

type NextConfig = {
  env: Record<string, string>;
  headers: () => Promise<{ headers: { key: string; value: string }[] }[]>;
  rewrites: () => Promise<{ beforeFiles: { destination: string }[] }>;
};

const BACKEND_VARS = [
  'MOCK_URL',
  'MOCK_PORT',
  'MOCK_BACKEND',
  'NEXT_PUBLIC_MAIN_API_URL',
  'NEXT_PUBLIC_CONTENT_API_URL',
  'NEXT_PUBLIC_CHAT_WIDGET_URL',
  'NEXT_PUBLIC_PAYMENT_LOGO_URL',
  'NEXT_PUBLIC_PAYMENT_PROVIDER_NAME',
  'SECOND_API_URL',
  'CONTENT_API_URL',
  'GAME_PROVIDER_ORIGINS',
  'PAYMENT_PROVIDER_ORIGINS',
  'CHAT_WIDGET_ORIGINS',
  'SENTRY_INGEST_ORIGINS',
  'IMAGE_ORIGINS',
  'IMAGE_HOSTS',
  'REVALIDATE_SECRET',
];

type ImagePattern = { protocol?: string; hostname: string };
type LoadedConfig = NextConfig & { images: { remotePatterns: ImagePattern[] } };

/** Loads next.config.js with `env` over a clean backend environment, as `next build` / `next start` do. */
function loadConfig(env: Record<string, string>): LoadedConfig {
  const saved = { ...process.env };
  for (const name of BACKEND_VARS) delete process.env[name];
  Object.assign(process.env, env);
  try {
    let config: LoadedConfig | undefined;
    jest.isolateModules(() => {
      config = jest.requireActual<(phase: string) => LoadedConfig>('../../next.config.js')(PHASE_PRODUCTION_BUILD);
    });
    if (!config) throw new Error('next.config.js did not load');
    return config;
  } finally {
    process.env = saved;
  }
}

/** next.config.js as `next build` evaluates it with `env` (and no other backend settings). */
async function buildConfig(env: Record<string, string>) {
  const saved = { ...process.env };
  for (const name of BACKEND_VARS) delete process.env[name];
  Object.assign(process.env, env);
  try {
    let config: NextConfig | undefined;
    jest.isolateModules(() => {
      config = jest.requireActual<(phase: string) => NextConfig>('../../next.config.js')(PHASE_PRODUCTION_BUILD);
    });
    if (!config) throw new Error('next.config.js did not load');
    const csp = (await config.headers())[0]?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    const secondApi = (await config.rewrites()).beforeFiles[0]?.destination ?? '';
    return { inlined: config.env, connectSrc: directive('connect-src'), frameSrc: directive('frame-src'), secondApi };
  } finally {
    process.env = saved;
  }
}

describe('the backend URLs a build bakes in (next.config.js)', () => {
  it('follow MOCK_PORT everywhere: the inlined URLs the browser calls, the CSP and the /api rewrite', async () => {
    const built = await buildConfig({ MOCK_PORT: '4110' });
    expect(built.inlined).toEqual({
      NEXT_PUBLIC_MAIN_API_URL: 'http://localhost:4110/main',
      NEXT_PUBLIC_CONTENT_API_URL: 'http://localhost:4110/content',
      NEXT_PUBLIC_CHAT_WIDGET_URL: 'http://localhost:4110/chat/widget.js',
      NEXT_PUBLIC_GAME_PROVIDER_ORIGINS: 'http://localhost:4110',
      NEXT_PUBLIC_PAYMENT_PROVIDER_ORIGINS: 'http://localhost:4110',
      NEXT_PUBLIC_MOCK_BACKEND: '',
      NEXT_PUBLIC_PAYMENT_LOGO_URL: 'http://localhost:4110/provider/logo.png',
      NEXT_PUBLIC_PAYMENT_PROVIDER_NAME: 'Kasino Pay',
    });
    expect(built.connectSrc).toBe("connect-src 'self' http://localhost:4110");
    expect(built.frameSrc).toBe('frame-src http://localhost:4110');
    expect(built.secondApi).toBe('http://localhost:4110/second/:path');
  });

  it('follow MOCK_URL, a mock the developer runs, over MOCK_PORT', async () => {
    const built = await buildConfig({ MOCK_URL: 'http://localhost:4555', MOCK_PORT: '4110' });
    expect(built.inlined.NEXT_PUBLIC_MAIN_API_URL).toBe('http://localhost:4555/main');
    expect(built.inlined.NEXT_PUBLIC_PAYMENT_LOGO_URL).toBe('http://localhost:4555/provider/logo.png');
    expect(built.connectSrc).toBe("connect-src 'self' http://localhost:4555");
    expect(built.secondApi).toBe('http://localhost:4555/second/:path');
  });

  it('default to the mock on 4010', async () => {
    const built = await buildConfig({});
    expect(built.inlined.NEXT_PUBLIC_CONTENT_API_URL).toBe('http://localhost:4010/content');
    expect(built.connectSrc).toBe("connect-src 'self' http://localhost:4010");
  });

  it('in a deployment that sets only the NEXT_PUBLIC_* URLs, are those, and the CSP allows exactly them', async () => {
    const built = await buildConfig({
      NEXT_PUBLIC_MAIN_API_URL: 'https://api.kasino.example/v1',
      NEXT_PUBLIC_CONTENT_API_URL: 'https://cms.kasino.example/api',
    });
    // No stand-in chat in a deployment: its live chat is configured, or there is none.
    expect(built.inlined).toEqual({
      NEXT_PUBLIC_MAIN_API_URL: 'https://api.kasino.example/v1',
      NEXT_PUBLIC_CONTENT_API_URL: 'https://cms.kasino.example/api',
      NEXT_PUBLIC_CHAT_WIDGET_URL: '',
      NEXT_PUBLIC_GAME_PROVIDER_ORIGINS: 'http://localhost:4010',
      NEXT_PUBLIC_PAYMENT_PROVIDER_ORIGINS: 'http://localhost:4010',
      NEXT_PUBLIC_MOCK_BACKEND: '',
      // Nor the mock's payment logo: a deployment names its provider's, or shows none.
      NEXT_PUBLIC_PAYMENT_LOGO_URL: '',
      NEXT_PUBLIC_PAYMENT_PROVIDER_NAME: '',
    });
    expect(built.connectSrc).toBe("connect-src 'self' https://api.kasino.example https://cms.kasino.example");
  });
});

describe('buildBackends (the build stamp)', () => {
  it('differs when the mock port, the mock URL or a backend URL differs, and only then', () => {
    const base = buildBackends({ MOCK_PORT: '4110' });
    expect(buildBackends({ MOCK_PORT: '4110', PORT: '3310' })).toEqual(base);
    expect(buildBackends({ MOCK_PORT: '4010' })).not.toEqual(base);
    expect(buildBackends({ MOCK_PORT: '4110', MOCK_URL: 'http://localhost:4555' })).not.toEqual(base);
    expect(buildBackends({ MOCK_PORT: '4110', SECOND_API_URL: 'https://second.example' })).not.toEqual(base);
    expect(buildBackends({ MOCK_PORT: '4110', MOCK_BACKEND: '1' })).not.toEqual(base);
  });
});

const DEPLOYMENT = {
  NEXT_PUBLIC_MAIN_API_URL: 'https://api.kasino.example/main',
  NEXT_PUBLIC_CONTENT_API_URL: 'https://cms.kasino.example/api',
  SECOND_API_URL: 'https://second.kasino.example',
  GAME_PROVIDER_ORIGINS: 'https://games.provider.example',
};

describe('a production build or start fails closed (next.config.js)', () => {
  it('stops without the backend URLs, naming each one, instead of using the mock on localhost', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toContain('Kasino will not build or start for production');
    for (const name of ['NEXT_PUBLIC_MAIN_API_URL', 'NEXT_PUBLIC_CONTENT_API_URL', 'SECOND_API_URL', 'GAME_PROVIDER_ORIGINS']) {
      expect(message).toContain(`${name} is not set`);
    }
    expect(message).toContain('MOCK_BACKEND=1');
    expect(message).not.toContain('localhost');
  });

  it('stops with http backends, also on localhost, unless the run is a mock run', () => {
    const http = { ...DEPLOYMENT, NEXT_PUBLIC_MAIN_API_URL: 'http://localhost:4010/main' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...http })).toThrow('NEXT_PUBLIC_MAIN_API_URL must be https: "http://localhost:4010/main"');
    expect(productionProblems({ ...DEPLOYMENT, SECOND_API_URL: 'http://second.kasino.example' })).toEqual([
      'SECOND_API_URL must be https: "http://second.kasino.example".',
    ]);
    expect(productionProblems({ ...DEPLOYMENT, PAYMENT_PROVIDER_ORIGINS: 'https://pay.example, http://pay2.example' })).toHaveLength(1);
    expect(productionProblems({ ...DEPLOYMENT, GAME_PROVIDER_ORIGINS: 'http://games.provider.example' })).toHaveLength(1);
    expect(productionProblems({ ...DEPLOYMENT, IMAGE_HOSTS: 'localhost,cdn.kasino.example' })).toEqual([
      'IMAGE_HOSTS names the local machine (localhost): the image optimizer would fetch from it.',
    ]);
  });

  it('takes only bare http(s) origins for the page caches to refresh, with a secret nginx can compare as it is', () => {
    const secret = 'a'.repeat(40);
    expect(productionProblems({ ...DEPLOYMENT, REVALIDATE_SECRET: secret, CACHE_FRONT_URLS: 'http://nginx, https://cache.kasino.example:8443/' })).toEqual([]);
    expect(cacheFrontOrigins('http://nginx http://nginx/ https://cache.kasino.example:8443/')).toEqual({ origins: ['http://nginx', 'https://cache.kasino.example:8443'], invalid: [] });
    expect(cacheFrontOrigins('nginx ftp://nginx http://nginx/fi http://nginx?x=1 http://u:p@nginx').origins).toEqual([]);
    expect(productionProblems({ ...DEPLOYMENT, REVALIDATE_SECRET: secret, CACHE_FRONT_URLS: 'http://nginx/fi' })).toEqual([
      'CACHE_FRONT_URLS must list http(s) origins of the nginx page caches, not "http://nginx/fi".',
    ]);
    expect(productionProblems({ ...DEPLOYMENT, REVALIDATE_SECRET: `${secret}"; ~.*`, CACHE_FRONT_URLS: 'http://nginx' })).toEqual([
      'REVALIDATE_SECRET must be letters, digits, - and _ with CACHE_FRONT_URLS (nginx compares it in its configuration).',
    ]);
    expect(productionProblems({ ...DEPLOYMENT, REVALIDATE_SECRET: `${secret}"; ~.*` })).toEqual([]);
  });

  it('goes ahead with https backends, and then serves images from the content host over https only', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...DEPLOYMENT });
    expect(config.env.NEXT_PUBLIC_MAIN_API_URL).toBe('https://api.kasino.example/main');
    expect(config.images.remotePatterns).toEqual([{ protocol: 'https', hostname: 'cms.kasino.example' }]);
  });

  it('lets only an explicit mock run (MOCK_BACKEND=1) use the mock on loopback http', () => {
    const config = loadConfig({ NODE_ENV: 'production', MOCK_BACKEND: '1', MOCK_PORT: '4212' });
    expect(config.env.NEXT_PUBLIC_MAIN_API_URL).toBe('http://localhost:4212/main');
    expect(config.env.NEXT_PUBLIC_MOCK_BACKEND).toBe('1');
    expect(config.images.remotePatterns).toEqual([{ hostname: 'localhost', port: '4212' }, { hostname: '127.0.0.1', port: '4212' }]);
    expect(productionProblems({ MOCK_BACKEND: '1', MOCK_URL: 'http://192.168.1.20:4010' })).toContain(
      'NEXT_PUBLIC_MAIN_API_URL must be https (or http on localhost in a mock run): "http://192.168.1.20:4010/main".',
    );
    expect(productionProblems({ MOCK_BACKEND: 'yes' })).toContain('NEXT_PUBLIC_MAIN_API_URL is not set.');
  });

  it("takes the payment provider's logo only over https from PAYMENT_PROVIDER_ORIGINS, and with the provider's name", () => {
    const pay = { ...DEPLOYMENT, PAYMENT_PROVIDER_ORIGINS: 'https://pay.example', NEXT_PUBLIC_PAYMENT_PROVIDER_NAME: 'Pay Example' };
    expect(productionProblems({ ...pay, NEXT_PUBLIC_PAYMENT_LOGO_URL: 'https://pay.example/brand/logo.png' })).toEqual([]);
    expect(productionProblems({ ...pay, NEXT_PUBLIC_PAYMENT_LOGO_URL: 'http://pay.example/brand/logo.png' })).toEqual([
      'NEXT_PUBLIC_PAYMENT_LOGO_URL must be https: "http://pay.example/brand/logo.png".',
    ]);
    expect(productionProblems({ ...pay, NEXT_PUBLIC_PAYMENT_LOGO_URL: 'https://cdn.elsewhere.example/logo.png' })).toEqual([
      'NEXT_PUBLIC_PAYMENT_LOGO_URL must be on PAYMENT_PROVIDER_ORIGINS (the CSP allows it no other image host): "https://cdn.elsewhere.example/logo.png".',
    ]);
    // Without PAYMENT_PROVIDER_ORIGINS no origin is on the list.
    expect(productionProblems({ ...DEPLOYMENT, NEXT_PUBLIC_PAYMENT_PROVIDER_NAME: 'Pay Example', NEXT_PUBLIC_PAYMENT_LOGO_URL: 'https://pay.example/logo.png' })).toHaveLength(1);
    expect(productionProblems({ ...pay, NEXT_PUBLIC_PAYMENT_PROVIDER_NAME: ' ', NEXT_PUBLIC_PAYMENT_LOGO_URL: 'https://pay.example/logo.png' })).toEqual([
      "NEXT_PUBLIC_PAYMENT_PROVIDER_NAME is not set (the payment logo's text alternative names the provider).",
    ]);
    expect(() => loadConfig({ NODE_ENV: 'production', ...pay, NEXT_PUBLIC_PAYMENT_LOGO_URL: 'https://evil.example/logo.png' })).toThrow('NEXT_PUBLIC_PAYMENT_LOGO_URL must be on PAYMENT_PROVIDER_ORIGINS');
    // No logo is no problem; a mock run's default is the mock's own provider, on its origin.
    expect(productionProblems(pay)).toEqual([]);
    expect(productionProblems({ MOCK_BACKEND: '1', MOCK_PORT: '4110' })).toEqual([]);
    const blankLogo = serviceUrls({ MOCK_PORT: '4110', NEXT_PUBLIC_PAYMENT_LOGO_URL: '' });
    expect([blankLogo.paymentLogoUrl, blankLogo.paymentProviderName]).toEqual(['', 'Kasino Pay']);
  });

  it('does not apply in development and tests, where the mock is the default', () => {
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
    expect(imageRemotePatterns({}, false)).toEqual([{ hostname: 'localhost', port: '4010' }, { hostname: '127.0.0.1', port: '4010' }]);
  });

  it('lets a local run\'s optimizer fetch the mock\'s images, never another port of the machine', () => {
    for (const [env, isProd] of [[{ MOCK_PORT: '4500' }, false], [{ MOCK_BACKEND: '1', MOCK_PORT: '4500' }, true]] as const) {
      const patterns = imageRemotePatterns(env, isProd);
      expect(patterns.length).toBeGreaterThan(0);
      for (const pattern of patterns) expect(pattern).toMatchObject({ port: '4500' });
    }
  });
});

describe('the revalidation secret at start', () => {
  it('stops a production start with a REVALIDATE_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...DEPLOYMENT, REVALIDATE_SECRET: 'x'.repeat(31) })).toThrow(
      'REVALIDATE_SECRET is shorter than 32 characters',
    );
    expect(productionProblems({ ...DEPLOYMENT, REVALIDATE_SECRET: 'x'.repeat(32) })).toEqual([]);
    expect(productionProblems({ ...DEPLOYMENT, REVALIDATE_SECRET: '' })).toEqual([]);
  });
});
