import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, LOCALES, MOCK_URL, test } from './fixtures';
import { gameLogoPath, getCatalogue } from '../src/mocks/seed/catalogue';
import { pathOf, PROTECTED, ROUTE_IDS, TITLED_BY_CONTENT } from './paths';
import { escapeRegExp, tr } from './translations';
import { ROUTES } from '../src/routes/table';
import { INLINE_SCRIPT_SOURCES } from '../src/lib/security-headers';
import { AFFILIATE_COOKIE } from '../src/lib/rules/affiliate';

const noRedirect = { maxRedirects: 0 } as const;

test.describe('every route of spec 2.1 in every locale', () => {
  for (const locale of LOCALES) {
    for (const id of ROUTE_IDS) {
      test(`${locale} ${id} answers at its canonical path`, async ({ request }) => {
        const path = pathOf(id, locale);
        const response = await request.get(path, noRedirect);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        if (TITLED_BY_CONTENT.includes(id)) expect(html).toMatch(/<h1>[^<]+<\/h1>/);
        else if (!PROTECTED.includes(id)) expect(html).toContain(`<h1>${tr(locale, `routes.${id}`)}</h1>`);
        expect(html).toContain(`hrefLang="x-default"`);
        // A part React sends apart from the page is revealed by an inline script, which the CSP
        // blocks: every part must be inlined (lazy forms, the maintenance page).
        expect(html, path).not.toContain('<!--$?-->');
      });
    }
  }
});

test.describe('forms whose code loads after the page', () => {
  const FORMS = { login: ['login.email', 'login.password'], registration: ['login.email', 'register.nickName'], forgotPassword: ['login.email', 'forgot.birthDate'] } as const;
  for (const locale of LOCALES) {
    test(`${locale}: login, registration and forgot password are in the server HTML, posted if sent before their code`, async ({ request }) => {
      for (const [id, labels] of Object.entries(FORMS)) {
        const path = pathOf(id as keyof typeof FORMS, locale);
        const html = await (await request.get(path, noRedirect)).text();
        expect(html, path).toMatch(/<form[^>]* method="post"/);
        // A required field's label ends with its marker (aria-hidden).
        for (const label of labels) expect(html, `${path} ${label}`).toMatch(new RegExp(`>${escapeRegExp(tr(locale, label, 'auth'))}(<span [^>]*> \\*</span>)?</label>`));
      }
    });
  }

  // The page hydrates once its form's code is in (src/ui/lazy-component.tsx), so its HTML
  // preloads that code beside its own scripts: every file the build lists for the form's import.
  // Preloaded, not written as scripts: webpack's own script for it fails at once if the network
  // does (src/pages/_document.tsx).
  const FORM_IMPORTS = {
    login: 'features/session/LoginScreen.tsx -> ./LoginForm',
    registration: 'features/session/RegistrationScreen.tsx -> ./RegistrationForm',
    forgotPassword: 'features/session/ForgotPasswordScreen.tsx -> ./ForgotPasswordForms',
  } as const;
  test("the forms' pages preload their form's chunks in their HTML", async ({ request }) => {
    const manifest = JSON.parse(readFileSync('.next/react-loadable-manifest.json', 'utf8')) as Record<string, { files: string[] } | undefined>;
    for (const locale of LOCALES) {
      for (const [id, name] of Object.entries(FORM_IMPORTS)) {
        const path = pathOf(id as keyof typeof FORM_IMPORTS, locale);
        const html = await (await request.get(path, noRedirect)).text();
        const files = manifest[name]?.files.filter((file) => file.endsWith('.js')) ?? [];
        expect(files.length, name).toBeGreaterThan(0);
        for (const file of files) {
          expect(html, `${path} ${file}`).toContain(`<link rel="preload" href="/_next/${file}" as="script"/>`);
          expect(html, `${path} ${file}`).not.toContain(`<script src="/_next/${file}"`);
        }
      }
    }
  });
});

test.describe('aliases and unknown routes', () => {
  for (const locale of LOCALES) {
    test(`${locale}: an alias in another locale permanently redirects to the canonical path`, async ({ request }) => {
      for (const id of ROUTE_IDS) {
        for (const other of LOCALES) {
          const alias = pathOf(id, other).replace(new RegExp(`^/${other}`), `/${locale}`);
          const canonical = pathOf(id, locale);
          if (alias === canonical) continue;
          if (ROUTE_IDS.some((x) => pathOf(x, locale) === alias)) continue;
          const response = await request.get(alias, noRedirect);
          expect(response.status(), alias).toBe(308);
          expect(new URL(response.headers().location ?? '', 'http://x').pathname, alias).toBe(canonical);
        }
      }
    });

    test(`${locale}: unknown routes fall back to the locale home`, async ({ request }) => {
      for (const path of [`/${locale}/no-such-page`, `/${locale}/games/12`, `/${locale}/a/b/c/d`]) {
        const response = await request.get(path, noRedirect);
        expect(response.status(), path).toBe(307);
        expect(response.headers().location).toMatch(new RegExp(`/${locale}$`));
      }
    });

    test(`${locale}: a malformed item id is a translated 404 with a way home`, async ({ request }) => {
      const response = await request.get(`/${locale}${ROUTES.slotGroup[locale].replace('[id]', 'abc').replace('[slug]', 'x')}`, noRedirect);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(tr(locale, 'notFound.title'));
      expect(html).toContain(`href="/${locale}"`);
    });
  }
});

test.describe('unprefixed requests go to the visitor locale', () => {
  test('by NEXT_LOCALE cookie first', async ({ request }) => {
    const response = await request.get('/kirjaudu?redirectUrl=%2Fet', {
      ...noRedirect,
      headers: { Cookie: 'NEXT_LOCALE=et', 'Accept-Language': 'en' },
    });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/et\/sisselogimine\?redirectUrl=%2Fet$/);
  });

  test('then by Accept-Language', async ({ request }) => {
    const response = await request.get('/games', { ...noRedirect, headers: { 'Accept-Language': 'de-DE,en;q=0.8' } });
    expect(response.headers().location).toMatch(/\/en\/games$/);
  });

  test('then Finnish, and unknown paths to that home', async ({ request }) => {
    const home = await request.get('/', { ...noRedirect, headers: { 'Accept-Language': 'sv' } });
    expect(home.headers().location).toMatch(/\/fi$/);
    const unknown = await request.get('/nope', { ...noRedirect, headers: { 'Accept-Language': 'et' } });
    expect(unknown.headers().location).toMatch(/\/et$/);
    const dynamic = await request.get('/peli/some-game/pelaa', { ...noRedirect, headers: { 'Accept-Language': 'en' } });
    expect(dynamic.headers().location).toMatch(/\/en\/game\/some-game\/play$/);
  });
});

test.describe("an affiliate's reference (spec 9) is kept in a cookie by the server", () => {
  const affiliateCookie = (headers: { name: string; value: string }[]) =>
    headers.filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${AFFILIATE_COOKIE}=`)).map((h) => h.value);

  test('from any localized page, for 7 days, the page answering as without it', async ({ request }) => {
    const response = await request.get('/fi/pelit?ref=nordicbonus', noRedirect);
    expect(response.status()).toBe(200);
    const [cookie, ...more] = affiliateCookie(response.headersArray());
    expect(more).toEqual([]);
    expect(cookie).toMatch(/^kasino_affiliate=nordicbonus;/);
    expect(cookie).toMatch(/Max-Age=604800/i);
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  test('on the redirect of an unprefixed page, whose target keeps the query', async ({ request }) => {
    const response = await request.get('/news?ref=nordicbonus', { ...noRedirect, headers: { 'accept-language': 'et' } });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/et\/uudised\?ref=nordicbonus$/);
    expect(affiliateCookie(response.headersArray())).toEqual([expect.stringMatching(/^kasino_affiliate=nordicbonus;/)]);
  });

  test('Secure when the request came over https', async ({ request }) => {
    const response = await request.get('/en?ref=slotiarvustus', { ...noRedirect, headers: { 'x-forwarded-proto': 'https' } });
    expect(affiliateCookie(response.headersArray())).toEqual([expect.stringMatching(/^kasino_affiliate=slotiarvustus;.*; Secure$/)]);
  });

  test('nothing that is not a plain reference, and nothing without one', async ({ request }) => {
    for (const ref of ['', '<script>', 'a;b', '../x', 'x'.repeat(65), 'a b']) {
      const response = await request.get(`/fi?ref=${encodeURIComponent(ref)}`, noRedirect);
      expect(affiliateCookie(response.headersArray()), ref).toEqual([]);
    }
    expect(affiliateCookie((await request.get('/fi/pelit', noRedirect)).headersArray())).toEqual([]);
    // Spaces around a reference are not part of it.
    expect(affiliateCookie((await request.get(`/fi?ref=${encodeURIComponent(' nordicbonus ')}`, noRedirect)).headersArray())).toEqual([expect.stringMatching(/^kasino_affiliate=nordicbonus;/)]);
  });
});

test.describe('the second API under /api', () => {
  test('is proxied same-origin to the second backend', async ({ request }) => {
    const response = await request.get('/api/bonuswheel/spin', noRedirect);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 115 });
  });

  // Sent byte for byte (node:http): Playwright's request, like a browser, would resolve the dot
  // segments before sending. Next resolved them after the rewrite, so with any path forwarded
  // these reached the mock's root (its QA switches), a real backend's host outside its base path.
  test('forwards only the second API\'s own calls, never a path that leaves its base', async ({ baseURL }) => {
    const status = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${baseURL}${path}`, { headers: { 'x-kasino-qa': '1' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const path of ['/api/.%2e/__qa/calls', '/api/%2e./__qa/calls', '/api/%252e%252e/__qa/calls', '/api/user/avatar/.%2e/.%2e/__qa/calls', '/api/.%2e/main/player']) {
      const answer = await status(path);
      expect(answer.body, path).not.toContain('"calls"');
      expect(answer.status, path).not.toBe(200);
    }
    expect((await status('/api/user/avatar')).body).toContain('"errorCode":115');
  });
});

test.describe('headers, sitemap and robots', () => {
  // A page, a translated 404, the app's own API route, a static file and an image from the
  // optimizer: the headers come from next.config.js for every one of them. (The second API's
  // answers, proxied under /api, carry its own headers: Next does not add ours to a proxied
  // response; SECURITY.md asks the second API for them.)
  const HEADER_PATHS = [
    '/fi',
    '/en/login',
    `/fi${ROUTES.slotGroup.fi.replace('[id]', 'abc').replace('[slug]', 'x')}`,
    '/api/app/csp-report',
    '/sitemap.xml',
    '/favicon.png',
    `/_next/image?url=${encodeURIComponent(`${MOCK_URL}${gameLogoPath(getCatalogue().games[0]!.id)}`)}&w=64&q=75`,
  ];

  test('every response carries the security headers: a page, a 404, API routes, files and images', async ({ request }) => {
    const statuses: number[] = [];
    for (const path of HEADER_PATHS) {
      const response = await request.get(path, noRedirect);
      statuses.push(response.status());
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const directive = (name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `));
      expect(directive('frame-ancestors'), path).toBe("frame-ancestors 'none'");
      expect(directive('base-uri'), path).toBe("base-uri 'none'");
      if (path.startsWith('/_next/image')) {
        // The optimizer sends its own, script-free policy for an image (next.config.js images).
        expect(csp, path).toContain("script-src 'none'; sandbox");
      } else {
        expect(directive('frame-src'), path).toBe(`frame-src ${MOCK_URL}`);
        expect(directive('script-src'), path).toBe(`script-src 'self' ${INLINE_SCRIPT_SOURCES} ${MOCK_URL}/chat/widget.js`);
        expect(directive('report-uri'), path).toBe('report-uri /api/app/csp-report');
      }
      expect(headers['reporting-endpoints'], path).toBe('csp="/api/app/csp-report"');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      // No HSTS_PRELOAD in this run: no preload.
      expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    }
    // The paths are what they claim: pages, a 404, the report route refusing GET, files, an image.
    expect(statuses).toEqual([200, 200, 404, 405, 200, 200, 200]);
  });

  test("a page's icon is the PNG the server serves (an SVG icon is a document Chrome renders on the page's main thread)", async ({ request }) => {
    const html = await (await request.get('/fi')).text();
    const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0]);
    expect(icons).toEqual(['<link rel="icon" href="/favicon.png" sizes="48x48" type="image/png"/>']);
    const icon = await request.get('/favicon.png');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    const bytes = await icon.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([48, 48]);
  });

  test('the CSP report route takes a browser report and limits a flood', async ({ request }) => {
    const report = { 'csp-report': { 'document-uri': 'http://localhost/fi?t=x', 'effective-directive': 'frame-src', 'blocked-uri': 'http://localhost/fi' } };
    const headers = { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200)}` };
    const first = await request.post('/api/app/csp-report', { headers, data: JSON.stringify(report) });
    expect(first.status()).toBe(204);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await request.post('/api/app/csp-report', { headers, data: JSON.stringify(report) })).status());
    expect(statuses.slice(0, 19).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(19)).toEqual([429, 429]);
  });

  test('the sitemap lists public routes in all locales with alternates, and no private ones', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/fi/kirjaudu', '/en/login', '/et/sisselogimine', '/fi/pelit', '/et/mangude-toimetajad']) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).toContain('hreflang="et"');
    expect(xml).not.toContain('/profile/');
  });

  // The run's port makes the site's address (scripts/ports.mjs runConfig), at build time too: a
  // build made with the app's default address would name http://localhost:3000 from any port.
  test("a page's canonical and hreflang links, the sitemap and robots.txt name the address the site answers on", async ({ request, baseURL }) => {
    const site = new URL(baseURL ?? '').origin;
    const html = await (await request.get('/et/mangud')).text();
    expect(html).toContain(`<link rel="canonical" href="${site}/et/mangud"`);
    expect(html).toContain(`hrefLang="fi" href="${site}/fi/pelit"`);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${site}/en/games</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
