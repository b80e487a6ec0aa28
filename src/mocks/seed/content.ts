import { deepFreeze, getCatalogue } from './catalogue';
import { ARTICLE_DEFS } from './content-news';
import { l, PAGE_DEFS } from './content-pages';
import type { AffiliatePageRecord, AffiliateRecord, ContentPageRecord, PopupRecord, SiteSettingsRecord } from './content-types';
import { DAY_MS } from './random';
import { DEFAULT_AFFILIATE_REFERENCE } from '@/lib/rules/affiliate';

/**
 * The content service's seed: pages, campaigns and news (content-pages.ts, content-news.ts),
 * site settings, popups and affiliates. Like the catalogue it is the same for every world;
 * only dates follow today, so the news always looks recent.
 */

export type ContentLang = SiteSettingsRecord['lang'];

export type ContentSeed = Readonly<{
  /** Every page, campaign and article, drafts included. */
  pages: readonly ContentPageRecord[];
  pageBySlug: ReadonlyMap<string, ContentPageRecord>;
  siteSettings: Readonly<Record<ContentLang, SiteSettingsRecord>>;
  popups: readonly PopupRecord[];
  affiliates: readonly AffiliateRecord[];
  affiliateByReference: ReadonlyMap<string, AffiliateRecord>;
  affiliatePages: readonly AffiliatePageRecord[];
}>;

/**
 * Where the seed carries HTML that a sanitizer must neutralise, so that screens can prove
 * they sanitise: each sets `window.__xss` if it ever runs.
 */
export const SANITIZER_PROBES = {
  page: 'bonus-terms',
  affiliate: 'kasinoopas',
  popupId: 3,
} as const;


export const bannerPath = (slug: string) => `/content/media/banners/${slug}.png`;

const settings = (lang: ContentLang, s: Omit<SiteSettingsRecord, 'lang' | 'site_name' | 'social'>): SiteSettingsRecord => ({
  lang,
  site_name: 'Kasino',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/kasino.example' },
    { name: 'Instagram', url: 'https://www.instagram.com/kasino.example' },
    { name: 'YouTube', url: 'https://www.youtube.com/@kasino.example' },
  ],
  ...s,
});

const SITE_SETTINGS: Readonly<Record<ContentLang, SiteSettingsRecord>> = {
  fi: settings('fi', {
    tagline: 'Kolikkopelit ja live-kasino',
    support_email: 'tuki@kasino.example',
    footer_links: [
      { title: 'Kasino', links: [{ label: 'Tietoa meistä', page: 'about' }, { label: 'Uutiset', href: '/fi/uutiset' }, { label: 'Kampanjat', href: '/fi/kampanjat' }, { label: 'Pelivalmistajat', href: '/fi/pelivalmistajat' }] },
      { title: 'Ehdot', links: [{ label: 'Käyttöehdot', page: 'terms' }, { label: 'Bonusehdot', page: 'bonus-terms' }, { label: 'Tietosuojaseloste', page: 'privacy' }] },
      { title: 'Apua', links: [{ label: 'Vastuullinen pelaaminen', page: 'responsible-gaming' }, { label: 'Asiakaspalvelu', href: 'mailto:tuki@kasino.example' }] },
    ],
    footer_html: '<p>Kasino on tarkoitettu täysi-ikäisille: Suomessa asuville 18+ ja Virossa asuville 21+. Pelaa vastuullisesti.</p><p>Kasino. Kaikki oikeudet pidätetään.</p>',
  }),
  en: settings('en', {
    tagline: 'Slots and live casino',
    support_email: 'support@kasino.example',
    footer_links: [
      { title: 'Kasino', links: [{ label: 'About us', page: 'about' }, { label: 'News', href: '/en/news' }, { label: 'Campaigns', href: '/en/campaigns' }, { label: 'Game providers', href: '/en/suppliers' }] },
      { title: 'Terms', links: [{ label: 'Terms and conditions', page: 'terms' }, { label: 'Bonus terms', page: 'bonus-terms' }, { label: 'Privacy policy', page: 'privacy' }] },
      { title: 'Help', links: [{ label: 'Responsible gaming', page: 'responsible-gaming' }, { label: 'Customer service', href: 'mailto:support@kasino.example' }] },
    ],
    footer_html: '<p>Kasino is for adults only: 18+ for residents of Finland and 21+ for residents of Estonia. Play responsibly.</p><p>Kasino. All rights reserved.</p>',
  }),
  et: settings('et', {
    tagline: 'Slotid ja live-kasiino',
    support_email: 'tugi@kasino.example',
    footer_links: [
      { title: 'Kasino', links: [{ label: 'Meist', page: 'about' }, { label: 'Uudised', href: '/et/uudised' }, { label: 'Pakkumised', href: '/et/pakkumine' }, { label: 'Mängude tootjad', href: '/et/mangude-toimetajad' }] },
      { title: 'Tingimused', links: [{ label: 'Kasutustingimused', page: 'terms' }, { label: 'Boonustingimused', page: 'bonus-terms' }, { label: 'Privaatsuspoliitika', page: 'privacy' }] },
      { title: 'Abi', links: [{ label: 'Vastutustundlik mängimine', page: 'responsible-gaming' }, { label: 'Klienditugi', href: 'mailto:tugi@kasino.example' }] },
    ],
    footer_html: '<p>Kasino on mõeldud ainult täisealistele: Soomes elavatele 18+ ja Eestis elavatele 21+. Mängi vastutustundlikult.</p><p>Kasino. Kõik õigused kaitstud.</p>',
  }),
};

const POPUPS: readonly PopupRecord[] = [
  {
    id: 1,
    target: 'loggedOut',
    html: l(
      '<p><strong>Tervetuloa Kasinoon!</strong> Rekisteröidy nyt ja hyödynnä tervetuliaistarjous. <a href="/fi/rekisteroidy">Rekisteröidy</a></p>',
      '<p><strong>Welcome to Kasino!</strong> Register now and claim the welcome offer. <a href="/en/registration">Register</a></p>',
      '<p><strong>Tere tulemast Kasinosse!</strong> Registreeru kohe ja kasuta tervituspakkumist. <a href="/et/registreerimine">Registreeru</a></p>',
    ),
  },
  {
    id: 2,
    target: 'loggedIn',
    html: l(
      '<p>Viikonlopun ilmaiskierrokset ovat täällä! <a href="/fi/kampanjat">Katso kampanjat</a></p>',
      '<p>The weekend free spins are here! <a href="/en/campaigns">See the campaigns</a></p>',
      '<p>Nädalavahetuse tasuta keerutused on kohal! <a href="/et/pakkumine">Vaata pakkumisi</a></p>',
    ),
  },
  {
    id: SANITIZER_PROBES.popupId,
    target: 'all',
    html: l(
      `<p>Päivitimme bonusehtomme. <a href="javascript:window.__xss='popup'">Lue lisää</a></p>`,
      `<p>We have updated our bonus terms. <a href="javascript:window.__xss='popup'">Read more</a></p>`,
      `<p>Uuendasime boonustingimusi. <a href="javascript:window.__xss='popup'">Loe lähemalt</a></p>`,
    ),
  },
];

const IMG_PROBE = `<img src="/x.png" onerror="window.__xss='affiliate'">`;

function affiliates(game: { title: string; slug: string } | null): AffiliateRecord[] {
  const name = game?.title ?? '';
  return [
    {
      reference: DEFAULT_AFFILIATE_REFERENCE,
      message_fi: '<p>Tervetuloa Kasinoon! Uutena asiakkaana saat tervetuliaistarjouksen ensimmäisestä talletuksestasi.</p>',
      message_en: '<p>Welcome to Kasino! As a new customer you get the welcome offer on your first deposit.</p>',
      message_et: '<p>Tere tulemast Kasinosse! Uue kliendina saad esimeselt sissemakselt tervituspakkumise.</p>',
      granted_free_spins: 0,
      free_spin_game: null,
    },
    {
      reference: 'nordicbonus',
      message_fi: `<p><strong>Nordic Bonus</strong> -sivuston lukijana saat 20 ilmaiskierrosta peliin ${name}.</p>`,
      message_en: `<p>As a reader of <strong>Nordic Bonus</strong> you get 20 free spins on ${name}.</p>`,
      message_et: `<p><strong>Nordic Bonuse</strong> lugejana saad 20 tasuta keerutust mängus ${name}.</p>`,
      granted_free_spins: 20,
      free_spin_game: game,
    },
    {
      reference: SANITIZER_PROBES.affiliate,
      message_fi: `<p>Kasino-oppaan lukijoille 30 ilmaiskierrosta peliin ${name}!</p>${IMG_PROBE}`,
      message_en: `<p>30 free spins on ${name} for readers of Kasino-opas!</p>${IMG_PROBE}`,
      message_et: `<p>Kasino-oppaan lugejatele 30 tasuta keerutust mängus ${name}!</p>${IMG_PROBE}`,
      granted_free_spins: 30,
      free_spin_game: game,
    },
    {
      reference: 'slotiarvustus',
      message_fi: `<p>Slotiarvustus-sivuston lukijana saat 15 ilmaiskierrosta peliin ${name}.</p>`,
      message_en: `<p>As a reader of Slotiarvustus you get 15 free spins on ${name}.</p>`,
      message_et: `<p>Slotiarvustuse lugejana saad 15 tasuta keerutust mängus ${name}.</p>`,
      granted_free_spins: 15,
      free_spin_game: game,
    },
  ];
}

const AFFILIATE_PAGES: readonly AffiliatePageRecord[] = [
  {
    id: 1,
    slug: 'nordic-bonus',
    affiliate: 'nordicbonus',
    title: l('Tervetuloa, Nordic Bonus -lukija!', 'Welcome, Nordic Bonus reader!', 'Tere tulemast, Nordic Bonuse lugeja!'),
    body: l(
      '<p>Rekisteröidy tämän sivun kautta, niin saat 20 ilmaiskierrosta heti ensimmäisen talletuksesi jälkeen.</p>',
      '<p>Register through this page and get 20 free spins right after your first deposit.</p>',
      '<p>Registreeru selle lehe kaudu ja saa 20 tasuta keerutust kohe pärast esimest sissemakset.</p>',
    ),
  },
  {
    id: 2,
    slug: 'kasinoopas',
    affiliate: 'kasinoopas',
    title: l('Kasino-oppaan erikoistarjous', 'A special offer from Kasino-opas', 'Kasino-oppaani eripakkumine'),
    body: l(
      '<p>Kasino-oppaan lukijana saat 30 ilmaiskierrosta. Tarjous on voimassa uusille asiakkaille.</p>',
      '<p>As a reader of Kasino-opas you get 30 free spins. The offer is for new customers.</p>',
      '<p>Kasino-oppaani lugejana saad 30 tasuta keerutust. Pakkumine kehtib uutele klientidele.</p>',
    ),
  },
  {
    id: 3,
    slug: 'slotiarvustus',
    affiliate: 'slotiarvustus',
    title: l('Slotiarvustuksen lukijoille', 'For readers of Slotiarvustus', 'Slotiarvustuse lugejatele'),
    body: l(
      '<p>Aloita 15 ilmaiskierroksella. Katso myös <a href="/fi/kampanjat">kampanjamme</a>.</p>',
      '<p>Start with 15 free spins. See also <a href="/en/campaigns">our campaigns</a>.</p>',
      '<p>Alusta 15 tasuta keerutusega. Vaata ka <a href="/et/pakkumine">meie pakkumisi</a>.</p>',
    ),
  },
];

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Builds the content seed as of `now` (ms): equal input days give equal data. */
export function buildContent(now: number = Date.now()): ContentSeed {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const pages: ContentPageRecord[] = [...PAGE_DEFS, ...ARTICLE_DEFS].map(({ daysAgo, ...def }) => {
    const published = today - daysAgo * DAY_MS;
    const dated = def.type !== 'page';
    return {
      ...def,
      ...(dated ? { thumbnail: bannerPath(def.slug), date_parsed: isoDate(published) } : {}),
      updated_at: new Date(published + 9 * 3_600_000).toISOString(),
    };
  });
  // The free-spin game comes from the catalogue, so its title matches the lobby.
  const popular = getCatalogue(now).gamesOfGroup.get(2)?.[0];
  const all = affiliates(popular ? { title: popular.translation, slug: popular.slug } : null);
  return deepFreeze({
    pages,
    pageBySlug: new Map(pages.map((p) => [p.slug, p])),
    siteSettings: SITE_SETTINGS,
    popups: POPUPS,
    affiliates: all,
    affiliateByReference: new Map(all.map((a) => [a.reference, a])),
    affiliatePages: AFFILIATE_PAGES,
  });
}

let cached: { day: number; content: ContentSeed } | null = null;

/** The content seed for today, built once per day. */
export function getContent(now: number = Date.now()): ContentSeed {
  const day = Math.floor(now / DAY_MS);
  if (cached?.day !== day) cached = { day, content: buildContent(now) };
  return cached.content;
}
