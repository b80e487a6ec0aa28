/** @jest-environment node */
import { buildBackends } from '@/lib/service-urls';

type NextConfig = {
  env: Record<string, string>;
  headers: () => Promise<{ headers: { key: string; value: string }[] }[]>;
  rewrites: () => Promise<{ beforeFiles: { destination: string }[] }>;
};

const BACKEND_VARS = ['MOCK_URL', 'MOCK_PORT', 'NEXT_PUBLIC_MAIN_API_URL', 'NEXT_PUBLIC_CONTENT_API_URL', 'SECOND_API_URL', 'CONTENT_API_URL', 'GAME_PROVIDER_ORIGINS'];

/** next.config.js as `next build` evaluates it with `env` (and no other backend settings). */
async function buildConfig(env: Record<string, string>) {
  const saved = { ...process.env };
  for (const name of BACKEND_VARS) delete process.env[name];
  Object.assign(process.env, env);
  try {
    let config: NextConfig | undefined;
    jest.isolateModules(() => {
      config = jest.requireActual<NextConfig>('../../next.config.js');
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
    });
    expect(built.connectSrc).toBe("connect-src 'self' http://localhost:4110");
    expect(built.frameSrc).toBe("frame-src 'self' http://localhost:4110");
    expect(built.secondApi).toBe('http://localhost:4110/second/:path');
  });

  it('follow MOCK_URL, a mock the developer runs, over MOCK_PORT', async () => {
    const built = await buildConfig({ MOCK_URL: 'http://localhost:4555', MOCK_PORT: '4110' });
    expect(built.inlined.NEXT_PUBLIC_MAIN_API_URL).toBe('http://localhost:4555/main');
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
  });
});
