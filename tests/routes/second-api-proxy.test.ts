/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';

type Rewrite = { source: string; destination: string };
const { buildSecondApiRewrite, SECOND_API_PATHS } = jest.requireActual<{ buildSecondApiRewrite: (url: string) => Rewrite; SECOND_API_PATHS: string[] }>(
  '../../src/routes/next-rules.js',
);

const SECOND_API = 'https://second.example/v2';
const rewrite = buildSecondApiRewrite(SECOND_API);

/**
 * Where the /api proxy sends a request path, as Next's router does it (its own matcher and
 * destination builder, next.config.js's rule), and then as the proxy's URL parser reads that
 * address; null when the rule does not match.
 */
function proxied(path: string): string | null {
  const params = getPathMatch(rewrite.source, { removeUnnamedParams: true, strict: true })(path);
  if (!params) return null;
  const { newUrl, parsedDestination: to } = prepareDestination({ appendParamsToQuery: false, destination: rewrite.destination, params, query: {} });
  const url = new URL(`${to.protocol ?? ''}//${to.hostname ?? ''}${to.port ? `:${to.port}` : ''}${newUrl}`);
  return `${url.origin}${url.pathname}`;
}

describe('the same-origin proxy to the second API (/api/*)', () => {
  it('forwards the second API\'s calls, prefixed by the default locale or not', () => {
    for (const call of SECOND_API_PATHS) {
      expect(proxied(`/api/${call}`)).toBe(`${SECOND_API}/${call}`);
      expect(proxied(`/default/api/${call}`)).toBe(`${SECOND_API}/${call}`);
    }
  });

  it('never leaves the second API\'s base path, however the path is encoded', () => {
    for (const path of ['/api/.%2e/__qa/calls', '/api/%2e./admin', '/api/%252e%252e/admin', '/api/.%2E/.%2E/x', '/api/user/avatar/.%2e/.%2e/.%2e/admin', '/api/x/..%2f..%2fadmin']) {
      const target = proxied(path);
      if (target !== null) expect(target.startsWith(`${SECOND_API}/`)).toBe(true);
    }
    expect(proxied('/api/.%2e/__qa/calls')).toBeNull();
    expect(proxied('/api/app/health')).toBeNull();
    expect(proxied('/api/anything-else')).toBeNull();
  });

  it('lists every path the app calls the second API with (src/api/second/)', () => {
    const dir = join(__dirname, '../../src/api/second');
    const called = readdirSync(dir).flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/second(?:Get|Post)\(\s*['`]([^'`?$]+)/g)].map((m) => m[1]),
    );
    expect(called.length).toBeGreaterThan(0);
    for (const path of called) expect(SECOND_API_PATHS).toContain(path);
  });
});
