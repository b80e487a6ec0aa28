import type { Locale } from './fixtures';

/**
 * The tag of a panel's or a modal's per-locale test that the desktop project leaves out
 * (playwright.config.ts). Such a test checks the screen's strings in a locale: labels, messages
 * and how they wrap (axe, with its target sizes). A panel is the same content in both
 * viewports and narrowest on the phone (390 px against 450–550 px in the desktop dropdown; a
 * modal likewise), so the phone runs all three locales; desktop runs one, a different one
 * from screen to screen, so every locale is seen on desktop too (docs/decisions.md, "Test time").
 */
export const PHONE_LOCALES_TAG = '@phone-locales';

/** The details of a per-locale test of `locale` whose desktop run is in `desktopLocale`. */
export function phoneLocales(locale: Locale, desktopLocale: Locale): { tag: string[] } {
  return { tag: locale === desktopLocale ? [] : [PHONE_LOCALES_TAG] };
}
