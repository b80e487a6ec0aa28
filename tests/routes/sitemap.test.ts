import { getChildGameGroups, getGameGroups, getPageSlugs, getSuppliers } from '@/api/content';
import { buildSitemap, sitemapEntries, type SitemapContent } from '@/routes/sitemap';
import { robotsTxt } from '@/pages/robots.txt';

const ORIGIN = 'https://kasino.example';

/** The seed's content as the sitemap page loads it (through msw). */
async function seedContent(): Promise<SitemapContent> {
  const [top, children, suppliers, pages] = await Promise.all([getGameGroups(), getChildGameGroups(), getSuppliers(), getPageSlugs()]);
  return { groups: [...top, ...children], suppliers, pages };
}

/** Each <url>: its <loc> and its alternates by hreflang. */
function parse(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
    loc: loc ?? '',
    alternates: Object.fromEntries([...(rest ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h])),
  }));
}

describe('sitemap', () => {
  it('lists pages, news, campaigns, groups and providers in fi, en and et, each with every alternate', async () => {
    const urls = parse(buildSitemap(ORIGIN, await seedContent()));
    const locs = urls.map((u) => u.loc);
    for (const loc of [
      `${ORIGIN}/fi/tietoa/terms`,
      `${ORIGIN}/en/info/terms`,
      `${ORIGIN}/et/info/terms`,
      `${ORIGIN}/en/news?article=how-loss-limits-work`,
      `${ORIGIN}/fi/kampanjat?campaign=welcome-offer`,
      `${ORIGIN}/et/pakkumine?campaign=welcome-offer`,
      `${ORIGIN}/fi/pelit/1/all-slots`,
      `${ORIGIN}/fi/kirjaudu`,
    ]) {
      expect(locs).toContain(loc);
    }
    expect(locs.some((l) => l.startsWith(`${ORIGIN}/et/mangude-toimetaja/`))).toBe(true);
    expect(locs.some((l) => l.startsWith(`${ORIGIN}/fi/livekasino/`))).toBe(true);
    for (const url of urls) {
      expect(Object.keys(url.alternates).sort()).toEqual(['en', 'et', 'fi', 'x-default']);
      expect(Object.values(url.alternates)).toContain(url.loc);
    }
    const terms = urls.find((u) => u.loc === `${ORIGIN}/en/info/terms`);
    expect(terms?.alternates).toEqual({
      fi: `${ORIGIN}/fi/tietoa/terms`,
      en: `${ORIGIN}/en/info/terms`,
      et: `${ORIGIN}/et/info/terms`,
      'x-default': `${ORIGIN}/fi/tietoa/terms`,
    });
  });

  it('names every entry once per locale, and no draft, private route or empty group', async () => {
    const content = await seedContent();
    const xml = buildSitemap(ORIGIN, content);
    const locs = parse(xml).map((u) => u.loc);
    expect(locs).toHaveLength(sitemapEntries(content).length * 3);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toContain('christmas-calendar');
    expect(xml).not.toContain('/profile/');
    const withEmptyGroup: SitemapContent = { ...content, groups: [{ ...content.groups[0]!, slug: 'nothing-here', game_count: 0 }] };
    expect(buildSitemap(ORIGIN, withEmptyGroup)).not.toContain('nothing-here');
  });

  it('escapes what XML cannot hold raw', () => {
    const xml = buildSitemap(ORIGIN, {
      groups: [],
      suppliers: [],
      pages: [{ id: 1, slug: 'a&b', type: 'article', status: 'published', title: {} }],
    });
    expect(xml).toContain('?article=a%26b');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it('robots.txt points at the sitemap by its absolute URL', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /fi/profile/');
  });
});
