import type { LocaleText } from '@/api/schemas/content';
import type { Locale } from '@/routes/href';

/** A text and, when it is not in the page's language, the language it is in (for `lang`). */
export type TextIn = { text: string; lang: Locale | undefined };

/**
 * A content-service text in the page's language, else English, else the fallback. An English
 * text on a Finnish or Estonian page says so, so a screen reader reads it with an English voice.
 */
export function contentText(text: LocaleText | undefined, locale: Locale, fallback = ''): TextIn {
  const own = text?.[locale];
  if (own) return { text: own, lang: undefined };
  const english = text?.en;
  if (english) return { text: english, lang: locale === 'en' ? undefined : 'en' };
  return { text: fallback, lang: undefined };
}

/** contentText's text alone, where no element carries it (meta tags). */
export const localeText = (text: LocaleText | undefined, locale: Locale, fallback = ''): string => contentText(text, locale, fallback).text;
