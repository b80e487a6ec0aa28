import type { Locale } from './fixtures';

/**
 * The tag of a per-locale test that the desktop project leaves out (playwright.config.ts). Such
 * a test checks a screen in a locale: its strings, its localized routes and content, and how
 * they wrap (axe, with its target sizes). The phone is where a longer string breaks a screen
 * (a panel is the same content in both viewports, 390 px wide on the phone against 450–550 px in
 * the desktop dropdown; a page's columns are narrowest there), so the phone runs every locale;
 * desktop runs one a screen, a different one from screen to screen, so every locale is seen
 * there too. The a11y spec still reads every public route in every locale in both viewports,
 * with its reflow check (docs/decisions.md, "Test time").
 */
export const PHONE_LOCALES_TAG = '@phone-locales';

/** The details of a per-locale test of `locale` whose desktop run is in `desktopLocale`. */
export function phoneLocales(locale: Locale, desktopLocale: Locale): { tag: string[] } {
  return { tag: locale === desktopLocale ? [] : [PHONE_LOCALES_TAG] };
}
