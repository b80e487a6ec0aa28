import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildBankReturnRedirects, buildRedirects, buildRewrites } from '@/routes/next-rules';
import { ROUTES, withLocale } from '@/routes/table';
import { href, hrefFor, locales, routeIdForPage, routeIds } from '@/routes/href';
import { localizedPath, matchPath } from '@/routes/match-path';

const pagesDir = join(__dirname, '../../src/pages');

function pageFileExists(enPath: string): boolean {
  const base = enPath === '/' ? '/index' : enPath;
  return existsSync(join(pagesDir, `${base}.tsx`)) || existsSync(join(pagesDir, base, 'index.tsx'));
}

describe('route table', () => {
  it('holds every route of spec 2.1 with a path per locale', () => {
    expect(routeIds).toHaveLength(26);
    for (const id of routeIds) for (const locale of locales) expect(ROUTES[id][locale]).toMatch(/^\//);
  });

  it('serves each route from the page file at its English path', () => {
    for (const id of routeIds) expect(pageFileExists(ROUTES[id].en)).toBe(true);
  });

  it('keeps the spec paths', () => {
    expect(href('login', { locale: 'fi' })).toBe('/fi/kirjaudu');
    expect(href('login', { locale: 'et' })).toBe('/et/sisselogimine');
    expect(href('login', { locale: 'en' })).toBe('/en/login');
    expect(href('home', { locale: 'et' })).toBe('/et');
    expect(href('gamePlay', { locale: 'fi', params: { slug: 'book-of-dead' } })).toBe('/fi/peli/book-of-dead/pelaa');
    expect(href('gamePlay', { locale: 'et', params: { slug: 'x' } })).toBe('/et/mang/x/mangi');
    expect(href('lastPlayed', { locale: 'fi' })).toBe('/fi/pelit/viimeksi-pelatut');
    expect(href('suppliers', { locale: 'et' })).toBe('/et/mangude-toimetajad');
    expect(href('contentPage', { locale: 'fi', params: { slug: 'terms' } })).toBe('/fi/tietoa/terms');
    expect(href('affiliatePage', { locale: 'et', params: { slug: 'nordic-bonus' } })).toBe('/et/tere-tulemast/nordic-bonus');
    expect(href('login', { locale: 'en', query: { redirectUrl: '/en/games' } })).toBe('/en/login?redirectUrl=%2Fen%2Fgames');
  });

  it('builds a query object only for a query (every tile and link asks while the page hydrates)', () => {
    const Real = globalThis.URLSearchParams;
    let built = 0;
    globalThis.URLSearchParams = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    };
    try {
      for (const id of routeIds) for (const locale of locales) if (!ROUTES[id].en.includes('[')) href(id as 'login', { locale });
      expect(href('gamePlay', { locale: 'fi', params: { slug: 'x' } })).toBe('/fi/peli/x/pelaa');
      expect(built).toBe(0);
      expect(href('login', { locale: 'fi', query: { redirectUrl: undefined } })).toBe('/fi/kirjaudu');
      expect(built).toBe(1);
    } finally {
      globalThis.URLSearchParams = Real;
    }
  });

  it('gives the same address as building every part in full, with and without params and query', () => {
    // The general form href had before its shortcuts for routes without params or a query.
    const inFull = (pattern: string, locale: string, params: Record<string, string>, query?: Record<string, string | undefined>) => {
      const path = pattern.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      const search = new URLSearchParams(Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] !== undefined)).toString();
      const prefixed = withLocale(locale, path);
      return search ? `${prefixed}?${search}` : prefixed;
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...routeIds),
        fc.constantFrom(...locales),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.option(fc.dictionary(fc.string({ minLength: 1 }), fc.option(fc.string(), { nil: undefined })), { nil: undefined }),
        (id, locale, a, b, query) => {
          const pattern = ROUTES[id][locale];
          const names = [...pattern.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
          const params = Object.fromEntries(names.map((name, i) => [name, i % 2 ? b : a]));
          const options = { locale, query, ...(names.length ? { params } : {}) } as Parameters<typeof href<'login'>>[1];
          expect(href(id as 'login', options)).toBe(inFull(pattern, locale, params, query));
        },
      ),
    );
  });

  it('gives each locale distinct canonical paths', () => {
    for (const locale of locales) {
      const paths = routeIds.map((id) => ROUTES[id][locale]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('never redirects a canonical path, and redirects every foreign alias', () => {
    const missing = [{ type: 'header', key: 'x-nextjs-data' }];
    const redirects = buildRedirects();
    for (const locale of locales) {
      const canonicals = new Set(routeIds.map((id) => `/${locale}${ROUTES[id][locale]}`.replace(/\/$/, '').replace(/\[(\w+)\]/g, ':$1')));
      for (const rule of redirects.filter((r) => r.source.startsWith(`/${locale}/`))) {
        expect(canonicals.has(rule.source)).toBe(false);
        expect(canonicals.has(rule.destination)).toBe(true);
        expect(rule.permanent).toBe(true);
      }
    }
    expect(redirects).toContainEqual({ source: '/fi/login', destination: '/fi/kirjaudu', permanent: true, locale: false, missing });
    expect(redirects).toContainEqual({ source: '/en/kirjaudu', destination: '/en/login', permanent: true, locale: false, missing });
    expect(redirects).toContainEqual({
      source: '/fi/game/:slug/play',
      destination: '/fi/peli/:slug/pelaa',
      permanent: true,
      locale: false,
      missing,
    });
  });

  it('rewrites localized paths onto the English page files', () => {
    const rewrites = buildRewrites();
    expect(rewrites).toContainEqual({ source: '/fi/kirjaudu', destination: '/fi/login', locale: false });
    expect(rewrites).toContainEqual({ source: '/et/mangud/:id/:slug', destination: '/et/games/:id/:slug', locale: false });
    expect(rewrites.some((r) => r.source.startsWith('/en/'))).toBe(false);
  });

  it('maps page files back to routes', () => {
    expect(routeIdForPage('/game/[slug]/play')).toBe('gamePlay');
    expect(routeIdForPage('/')).toBe('home');
    expect(routeIdForPage('/route-fallback')).toBeNull();
  });
});

describe('matchPath', () => {
  const slug = fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8})?$/);
  const id = fc.integer({ min: 1, max: 99999 }).map(String);

  it('finds any route from its path in any locale, with its params (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...routeIds), fc.constantFrom(...locales), slug, id, (route, locale, s, i) => {
        const params = { slug: s, id: i };
        const path = hrefFor(route, locale, params).replace(new RegExp(`^/${locale}`), '') || '/';
        const match = matchPath(path, locale);
        expect(match?.id).toBe(route);
        for (const name of Object.keys(match?.params ?? {})) expect(match?.params[name]).toBe(params[name as 'slug' | 'id']);
      }),
    );
  });

  it('prefers static routes over dynamic ones', () => {
    expect(matchPath('/games/favourites', 'en')?.id).toBe('favourites');
    expect(matchPath('/pelit/suosikit', 'fi')?.id).toBe('favourites');
  });

  it('knows aliases of other locales and rejects unknown paths', () => {
    expect(matchPath('/kirjaudu', 'en')?.id).toBe('login');
    expect(matchPath('/nothing/here', 'fi')).toBeNull();
    expect(matchPath('/games/1', 'fi')).toBeNull();
  });
});

describe('localizedPath', () => {
  const slug = fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8})?$/);
  const id = fc.integer({ min: 1, max: 99999 }).map(String);

  it('moves any route, with its params and query, from any locale to any other (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...routeIds), fc.constantFrom(...locales), fc.constantFrom(...locales), slug, id, (route, from, to, s, i) => {
        const params = { slug: s, id: i };
        expect(localizedPath(`${hrefFor(route, from, params)}?page=2#top`, to)).toBe(`${hrefFor(route, to, params)}?page=2#top`);
      }),
    );
  });

  it('leaves a path with no locale prefix, or of no known route, as it is', () => {
    expect(localizedPath('/en/games/favourites', 'et')).toBe('/et/mangud/lemmikud');
    expect(localizedPath('/games/favourites', 'et')).toBe('/games/favourites');
    expect(localizedPath('/en/no/such/page?x=1', 'fi')).toBe('/en/no/such/page?x=1');
    expect(localizedPath('/fi/pelit', 'fi')).toBe('/fi/pelit');
  });
});

describe('the bank login return', () => {
  it("sends a return to one locale's login page on to the login page of the locale in the language cookie, in every pair", () => {
    const rules = buildBankReturnRedirects();
    expect(rules).toHaveLength(locales.length * (locales.length - 1));
    expect(rules).toContainEqual({
      source: '/fi/kirjaudu',
      destination: '/en/login',
      permanent: false,
      locale: false,
      has: [{ type: 'query', key: 'bankToken' }, { type: 'cookie', key: 'NEXT_LOCALE', value: 'en' }],
      missing: [{ type: 'header', key: 'x-nextjs-data' }],
    });
    for (const rule of rules) {
      const wanted = rule.has?.find((h) => h.type === 'cookie')?.value as (typeof locales)[number];
      expect(rule.destination).toBe(href('login', { locale: wanted }));
      expect(locales.map((l) => href('login', { locale: l }))).toContain(rule.source);
      expect(rule.source).not.toBe(rule.destination);
    }
  });
});
