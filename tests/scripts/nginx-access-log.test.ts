/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run-script';

/**
 * The deployment's nginx logs no query strings and no referers: one-time credentials (?t=,
 * ?bankToken=, ?code=, ?token=) and the preview's secret ride in query strings (SECURITY.md).
 * The stock image's format logs $request and $http_referer; the site file brings its own.
 */
const site = readFileSync(join(ROOT, 'deploy/nginx/kasino.conf.template'), 'utf8');
const compose = readFileSync(join(ROOT, 'deploy/compose.yaml'), 'utf8');
const uncommented = site.replace(/#.*$/gm, '');

describe('the nginx access log', () => {
  it('has a format of its own that names the path only', () => {
    const formats = [...uncommented.matchAll(/log_format\s+(\w+)\s+([^;]+);/g)];
    expect(formats.map(([, name]) => name)).toEqual(['kasino_private']);
    const [, , format = ''] = formats[0] ?? [];
    expect(format).toContain('$uri');
    for (const leak of [/\$request(?!_method|_time|_length)\b/, /\$request_uri\b/, /\$args\b/, /\$arg_\w+/, /\$query_string\b/, /\$http_referer\b/, /\$http_cookie\b/, /\$cookie_\w+/]) {
      expect(format).not.toMatch(leak);
    }
  });

  it('is set on every server of the site file, and the compose file logs in that format', () => {
    const servers = uncommented.split(/\bserver\s*\{/).slice(1);
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(server).toMatch(/access_log \$\{KASINO_ACCESS_LOG\};/);
    expect(compose).toMatch(/KASINO_ACCESS_LOG: \S+ kasino_private\b/);
  });
});
