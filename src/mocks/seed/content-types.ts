/**
 * The content service's records as the mock holds them. They are already in the response
 * shape (snake_case where the CMS uses it), so handlers serve them without mapping.
 */

/** Text per locale. A missing locale is deliberate somewhere: the app falls back (spec 3). */
export type LocaleText = Readonly<{ fi?: string; en?: string; et?: string }>;

/** Every locale present: pages and articles are fully translated. */
export type FullLocaleText = Readonly<{ fi: string; en: string; et: string }>;

export type PageType = 'page' | 'campaign' | 'article';

export type UnpublishedChange = Readonly<{ title?: FullLocaleText; summary?: FullLocaleText; body?: FullLocaleText }>;

export type ContentPageRecord = Readonly<{
  id: number;
  slug: string;
  type: PageType;
  /**
   * Drafts answer only to the preview token (header x-preview-token, the server's
   * CONTENT_PREVIEW_TOKEN) and are not listed.
   */
  status: 'published' | 'draft';
  /** Saved but not yet published changes of a published item: shown only with the preview token, never served as such. */
  unpublished?: UnpublishedChange;
  title: FullLocaleText;
  /** A teaser for lists (news, campaigns); plain text. */
  summary?: FullLocaleText;
  body: FullLocaleText;
  /** A media path on the content service (16:9 banner). */
  thumbnail?: string;
  /** Publication date, ISO yyyy-mm-dd (articles and campaigns). */
  date_parsed?: string;
  updated_at: string;
}>;

export type FooterLink = Readonly<{ label: string; page?: string; href?: string }>;

export type SiteSettingsRecord = Readonly<{
  lang: 'fi' | 'en' | 'et';
  site_name: string;
  tagline: string;
  support_email: string;
  footer_links: readonly Readonly<{ title: string; links: readonly FooterLink[] }>[];
  footer_html: string;
  social: readonly Readonly<{ name: string; url: string }>[];
}>;

export type PopupRecord = Readonly<{ id: number; html: FullLocaleText; target: 'all' | 'loggedIn' | 'loggedOut' }>;

export type AffiliateRecord = Readonly<{
  reference: string;
  message_fi: string;
  message_en: string;
  message_et: string;
  granted_free_spins: number;
  free_spin_game: Readonly<{ title: string; slug: string }> | null;
}>;

export type AffiliatePageRecord = Readonly<{
  id: number;
  slug: string;
  /** The affiliate reference the page's visitors are credited to. */
  affiliate: string;
  title: FullLocaleText;
  body: FullLocaleText;
}>;
