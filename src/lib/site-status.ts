import type { Locale } from '@/routes/href';

type Messages = Partial<Record<Locale, string>>;

/** A maintenance or disruption notice is on when any language has a non-blank message. */
export function isNoticeActive(messages: Messages | undefined): boolean {
  return Object.values(messages ?? {}).some((m) => typeof m === 'string' && m.trim() !== '');
}

/** A notice's HTML and the language it is in, which may not be the page's. */
export type Notice = { html: string; lang: Locale };

/**
 * The message in the player's language, then English, then any language that has one, with
 * that language: a screen reader reads a fallback in its own language, not the page's.
 */
export function noticeFor(messages: Messages | undefined, locale: Locale): Notice | undefined {
  if (!isNoticeActive(messages)) return undefined;
  const order: Locale[] = [locale, 'en', ...(Object.keys(messages ?? {}) as Locale[])];
  const lang = order.find((l) => messages?.[l]?.trim());
  const html = lang ? messages?.[lang] : undefined;
  return lang && html ? { html, lang } : undefined;
}
