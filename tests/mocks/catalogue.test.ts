import { SUPPLIER_IDS, SUPPLIER_NAMES, supplierIdByName, supplierName, providerSlug } from '@/lib/supplier-names';
import { buildCatalogue, getCatalogue } from '@/mocks/seed/catalogue';
import { buildContent, SANITIZER_PROBES } from '@/mocks/seed/content';
import { gameLogoSvg, initials, supplierLogoSvg } from '@/mocks/seed/logos';
import { DAY_MS } from '@/mocks/seed/random';

const NOW = Date.UTC(2026, 2, 14, 15, 30);
const catalogue = buildCatalogue(NOW);

const fromDotted = (date: string) => {
  const [dd, mm, yyyy] = date.split('.').map(Number);
  return Date.UTC(yyyy ?? 0, (mm ?? 1) - 1, dd ?? 0);
};
const newWithin14Days = (now: number) => {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return buildCatalogue(now).games.filter((g) => today - fromDotted(g.release_date) < 14 * DAY_MS).length;
};

describe('supplier names', () => {
  it('map about 40 ids to distinct provider names', () => {
    expect(SUPPLIER_IDS).toHaveLength(40);
    expect(new Set(Object.values(SUPPLIER_NAMES)).size).toBe(40);
    expect(supplierName(1)).toBe('Aurora Reels');
    expect(supplierName(999)).toBeUndefined();
    expect(supplierIdByName('aurora reels')).toBe(1);
    expect(providerSlug('Oak & Ember')).toBe('oak-ember');
    expect(providerSlug('Pärnu Roulette')).toBe('parnu-roulette');
  });
});

describe('game catalogue', () => {
  it('has about 2,000 games, 40 suppliers and 25 groups (about 20 slot and 5 live)', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(1900);
    expect(catalogue.games.length).toBeLessThanOrEqual(2100);
    expect(catalogue.suppliers).toHaveLength(40);
    expect(catalogue.groups.length).toBeGreaterThanOrEqual(23);
    expect(catalogue.groups.length).toBeLessThanOrEqual(28);
    expect(catalogue.groups.filter((g) => g.type === 'live')).toHaveLength(5);
    expect(catalogue.groups.filter((g) => g.type === 'slot').length).toBeGreaterThanOrEqual(18);
  });

  it('gives every game a unique id and a unique kebab-case slug', () => {
    const ids = catalogue.games.map((g) => g.id);
    const slugs = catalogue.games.map((g) => g.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills every game field consistently', () => {
    const members = new Map([...catalogue.gamesOfGroup].map(([id, games]) => [id, new Set(games)]));
    for (const game of catalogue.games) {
      expect(game.release_date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(game.supplier).toBe(supplierName(game.supplier_id));
      expect(game.logo).toBe(`/content/media/games/${game.id}.png`);
      expect(game.translation.length).toBeGreaterThan(0);
      expect(game.friendly_name.length).toBeGreaterThan(0);
      expect(['slot', 'live']).toContain(game.type);
      for (const id of game.groups) expect(members.get(id)?.has(game)).toBe(true);
    }
    const counts = catalogue.suppliers.map((s) => s.game_count);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(catalogue.games.length);
  });

  it('has about 30 games released within the last 14 days, whatever the day', () => {
    for (const now of [NOW, Date.now(), NOW + 200 * DAY_MS, NOW - 3 * DAY_MS]) {
      const count = newWithin14Days(now);
      expect(count).toBeGreaterThanOrEqual(25);
      expect(count).toBeLessThanOrEqual(35);
    }
    const today = Math.floor(NOW / DAY_MS) * DAY_MS;
    expect(catalogue.games.every((g) => fromDotted(g.release_date) <= today)).toBe(true);
  });

  it('puts games in every group except one deliberately empty group', () => {
    const empty = catalogue.groups.filter((g) => g.game_count === 0);
    expect(empty.map((g) => g.slug)).toEqual(['summer-specials']);
    for (const group of catalogue.groups) expect(catalogue.gamesOfGroup.get(group.id)).toHaveLength(group.game_count);
  });

  it('has one "all slots" group, other slot groups of 20 to 300 games and smaller live groups', () => {
    const slots = catalogue.games.filter((g) => g.type === 'slot');
    expect(catalogue.gamesOfGroup.get(catalogue.groupBySlug.get('all-slots')?.id ?? 0)).toHaveLength(slots.length);
    expect(slots.length).toBeGreaterThan(1800);
    for (const group of catalogue.groups) {
      if (group.slug === 'all-slots' || group.game_count === 0) continue;
      expect(group.game_count).toBeGreaterThanOrEqual(group.type === 'slot' ? 20 : 10);
      expect(group.game_count).toBeLessThanOrEqual(300);
    }
  });

  it('nests a few child groups under parent categories that hold their games', () => {
    const children = catalogue.groups.filter((g) => g.parent !== null);
    expect(children.length).toBeGreaterThanOrEqual(4);
    for (const child of children) {
      const parent = catalogue.groupById.get(child.parent ?? 0);
      expect(parent?.parent).toBeNull();
      const parentGames = catalogue.gamesOfGroup.get(parent?.id ?? 0) ?? [];
      for (const game of catalogue.gamesOfGroup.get(child.id) ?? []) expect(parentGames).toContain(game);
    }
  });

  it('translates group titles, with a few translations missing on purpose', () => {
    for (const group of catalogue.groups) expect(group.title.en ?? group.name).toBeTruthy();
    const missing = catalogue.groups.filter((g) => (['fi', 'en', 'et'] as const).some((l) => !g.title[l] || !g.description[l]));
    expect(missing.length).toBeGreaterThanOrEqual(2);
    expect(catalogue.groupBySlug.get('popular')?.title).toEqual({ fi: 'Suosituimmat', en: 'Popular', et: 'Populaarsed' });
  });

  it('has a handful of progressive jackpots in cents, each fed by its games', () => {
    expect(catalogue.jackpots.length).toBeGreaterThanOrEqual(3);
    for (const jackpot of catalogue.jackpots) {
      expect(Number.isSafeInteger(jackpot.amount)).toBe(true);
      expect(jackpot.game_ids.length).toBeGreaterThan(0);
      for (const id of jackpot.game_ids) expect(catalogue.gameById.get(id)?.jackpot).toBe(jackpot.id);
    }
  });

  it('is deterministic and immutable', () => {
    expect(buildCatalogue(NOW)).toEqual(catalogue);
    const later = buildCatalogue(NOW + 40 * DAY_MS);
    expect(later.games.map((g) => [g.id, g.slug, g.groups])).toEqual(catalogue.games.map((g) => [g.id, g.slug, g.groups]));
    expect(getCatalogue()).toBe(getCatalogue());
    expect(Object.isFrozen(catalogue.games[0])).toBe(true);
    expect(Object.isFrozen(catalogue.games)).toBe(true);
  });
});

describe('generated logos', () => {
  it('draw a deterministic gradient tile with the initials', () => {
    const game = catalogue.games[0];
    if (!game) throw new Error('no games');
    const svg = gameLogoSvg(game);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('linearGradient');
    expect(svg).toContain(`>${initials(game.translation)}</text>`);
    expect(gameLogoSvg(game)).toBe(svg);
    expect(gameLogoSvg({ id: game.id + 1, translation: game.translation })).not.toBe(svg);
    expect(initials('Book of the Dead Fish')).toBe('BDF');
    expect(supplierLogoSvg({ id: 23, name: 'Oak & Ember' })).toContain('Oak &amp; Ember');
  });
});

describe('content seed', () => {
  const content = buildContent(NOW);
  const locales = ['fi', 'en', 'et'] as const;

  it('is deterministic', () => {
    expect(buildContent(NOW)).toEqual(content);
  });

  it('translates every page, campaign and article into Finnish, English and Estonian', () => {
    for (const page of content.pages) {
      for (const locale of locales) {
        expect(page.title[locale].trim()).not.toBe('');
        expect(page.body[locale].trim()).not.toBe('');
      }
      // Real translations, not copies.
      expect(page.body.fi).not.toBe(page.body.en);
      expect(page.body.et).not.toBe(page.body.en);
      expect(page.body.fi).not.toBe(page.body.et);
    }
    expect(new Set(content.pages.map((p) => p.slug)).size).toBe(content.pages.length);
  });

  it('has information pages, campaigns and 12 dated news articles, and one draft of each kind', () => {
    const ofType = (type: string) => content.pages.filter((p) => p.type === type);
    expect(ofType('page').map((p) => p.slug)).toEqual(expect.arrayContaining(['terms', 'privacy', 'responsible-gaming', 'about', 'bonus-terms']));
    for (const type of ['page', 'campaign', 'article']) expect(ofType(type).filter((p) => p.status === 'draft')).toHaveLength(1);
    const articles = ofType('article');
    expect(articles.filter((a) => a.status === 'published')).toHaveLength(12);
    for (const article of articles) {
      expect(article.date_parsed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.thumbnail).toBe(`/content/media/banners/${article.slug}.png`);
      for (const locale of locales) expect(article.summary?.[locale]).toBeTruthy();
    }
    const dates = articles.map((a) => a.date_parsed ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('has settings per locale, popups for each audience and affiliates', () => {
    for (const locale of locales) {
      const settings = content.siteSettings[locale];
      expect(settings.lang).toBe(locale);
      expect(settings.footer_links.length).toBeGreaterThan(0);
      expect(settings.support_email).toMatch(/@/);
    }
    expect(new Set(content.popups.map((p) => p.target))).toEqual(new Set(['all', 'loggedIn', 'loggedOut']));
    expect(content.affiliateByReference.get('1')?.granted_free_spins).toBe(0);
    const withGame = content.affiliates.filter((a) => a.free_spin_game);
    for (const affiliate of withGame) expect(getCatalogue(NOW).gameBySlug.get(affiliate.free_spin_game?.slug ?? '')).toBeDefined();
  });

  it('carries HTML a sanitizer must strip, where the probes say', () => {
    expect(content.pageBySlug.get(SANITIZER_PROBES.page)?.body.en).toContain('<script>');
    expect(content.affiliateByReference.get(SANITIZER_PROBES.affiliate)?.message_fi).toMatch(/onerror=/);
    expect(content.popups.find((p) => p.id === SANITIZER_PROBES.popupId)?.html.et).toContain('javascript:');
  });
});
