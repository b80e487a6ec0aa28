import { expect, LOCALES, test } from './fixtures';
import { pathOf, PROTECTED, ROUTE_IDS, TITLED_BY_CONTENT } from './paths';
import { tr } from './translations';
import { ROUTES } from '../src/routes/table';

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
      });
    }
  }
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

test.describe('the second API under /api', () => {
  test('is proxied same-origin to the second backend', async ({ request }) => {
    const response = await request.get('/api/bonuswheel/spin', noRedirect);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 115 });
  });
});

test.describe('headers, sitemap and robots', () => {
  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/fi', '/en/login', '/sitemap.xml', '/favicon.svg']) {
      const headers = (await request.get(path, noRedirect)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy'], path).toContain('connect-src');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
    }
  });

  test('the sitemap lists public routes in all locales with alternates, and no private ones', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/fi/kirjaudu', '/en/login', '/et/sisselogimine', '/fi/pelit', '/et/mangude-toimetajad']) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).toContain('hreflang="et"');
    expect(xml).not.toContain('/profile/');
  });
});
