import { getCatalogue, type CatalogueGame, type CatalogueGroup } from './catalogue';
import type { AffiliatePageRecord, AffiliateRecord, ContentPageRecord, PopupRecord, SiteSettingsRecord } from './content-types';
import { XSS_AWAY, XSS_CORPUS_HTML, XSS_TEXT } from './xss-corpus';

/**
 * The XSS corpus (xss-corpus.ts) where the content service sends HTML or text that is shown
 * (issue #17). None of it is listed anywhere (page slugs, lists, groups, the affiliates, the
 * sitemap), so the demo and every other test see the usual seed:
 *
 * - by slug, for every world: the content page, news article and campaign, the affiliate
 *   landing page, the affiliate reference (for the affiliate banner), the game and the game
 *   group (XSS_SEED);
 * - per world, after `POST /__qa/xss-corpus {"on": true}`: the footer and the site popups of
 *   the site settings, and the maintenance and disruption messages that the QA switches set.
 */

export const XSS_SEED = {
  page: 'xss-corpus',
  article: 'xss-corpus-article',
  campaign: 'xss-corpus-campaign',
  affiliatePage: 'xss-corpus',
  affiliate: 'xss',
  game: 'xss-corpus',
  group: { id: 9901, slug: 'xss-corpus' },
  popupId: 9901,
} as const;

const everyLocale = (text: string) => ({ fi: text, en: text, et: text });
const html = everyLocale(XSS_CORPUS_HTML);
const text = everyLocale(XSS_TEXT);

const page = (id: number, slug: string, type: ContentPageRecord['type']): ContentPageRecord => ({
  id,
  slug,
  type,
  status: 'published',
  title: text,
  summary: text,
  body: html,
  ...(type === 'page' ? {} : { date_parsed: '2026-01-01' }),
  updated_at: '2026-01-01T09:00:00.000Z',
});

const PAGES: readonly ContentPageRecord[] = [
  page(9901, XSS_SEED.page, 'page'),
  page(9902, XSS_SEED.article, 'article'),
  page(9903, XSS_SEED.campaign, 'campaign'),
];

/** A page, article or campaign of the corpus by slug (`pages?slug=`). */
export const xssPage = (slug: string): ContentPageRecord | undefined => PAGES.find((p) => p.slug === slug);

export const XSS_AFFILIATE_PAGE: AffiliatePageRecord = { id: 9901, slug: XSS_SEED.affiliatePage, affiliate: XSS_SEED.affiliate, title: text, body: html };

/** A real game under another slug and name, so that it launches like its original. */
function xssGame(): CatalogueGame {
  const original = getCatalogue().games[0];
  if (!original) throw new Error('the catalogue has no games');
  return { ...original, slug: XSS_SEED.game, friendly_name: XSS_TEXT, translation: XSS_TEXT, groups: [XSS_SEED.group.id] };
}

export function xssAffiliate(): AffiliateRecord {
  return {
    reference: XSS_SEED.affiliate,
    message_fi: XSS_CORPUS_HTML,
    message_en: XSS_CORPUS_HTML,
    message_et: XSS_CORPUS_HTML,
    granted_free_spins: 10,
    free_spin_game: { title: XSS_TEXT, slug: XSS_SEED.game },
  };
}

/** The game of the corpus by slug or id (`games?slug=`); the id is its original's, so only the slug finds it. */
export const xssGameBySlug = (slug: string): CatalogueGame | undefined => (slug === XSS_SEED.game ? xssGame() : undefined);

/** The group of the corpus and its one game (`group=`, `games-by-group-id=`). */
export function xssGroup(key: string | number): { group: CatalogueGroup; games: CatalogueGame[] } | undefined {
  const { id, slug } = XSS_SEED.group;
  if (key !== id && key !== slug) return undefined;
  const group: CatalogueGroup = { id, name: slug, slug, type: 'slot', parent: null, order: 999, title: text, description: text, game_count: 1 };
  return { group, games: [xssGame()] };
}

/** The popups of a world with the corpus on: the corpus alone, shown to everyone. */
export const XSS_POPUPS: readonly PopupRecord[] = [{ id: XSS_SEED.popupId, target: 'all', html }];

/** A world's site settings with the corpus on: its footer text, and footer links that must be dropped or shown as text. */
export function xssSiteSettings(settings: SiteSettingsRecord): SiteSettingsRecord {
  return {
    ...settings,
    footer_html: XSS_CORPUS_HTML,
    footer_links: [
      ...settings.footer_links,
      {
        title: XSS_TEXT,
        links: [
          { label: 'footer javascript link', href: 'javascript:alert(1)' },
          { label: 'footer data link', href: 'data:text/html,<script>alert(1)</script>' },
          { label: 'footer away link', href: '/\\evil.example' },
          { label: 'footer http link', href: XSS_AWAY.replace('https:', 'http:') },
          { label: XSS_TEXT, page: 'terms' },
        ],
      },
    ],
  };
}

/** Maintenance and disruption messages of a world with the corpus on. */
export const XSS_MESSAGES = { ...html };
