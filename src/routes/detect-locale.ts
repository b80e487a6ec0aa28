import { fallbackLocale, isLocale, type Locale } from './href';

/**
 * The locale for an unprefixed request: the NEXT_LOCALE cookie, then Accept-Language
 * (by q-value, first of fi, et, en), then Finnish (DESIGN.md "Locales and routes").
 */
export function detectLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { lang: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? fallbackLocale;
}

export { LOCALE_COOKIE } from './table';

/** How long a language choice is kept. */
export const LOCALE_COOKIE_DAYS = 365;
