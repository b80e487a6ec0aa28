import type { Locale } from '@/routes/href';

type Messages = Partial<Record<Locale, string>>;

/** A maintenance or disruption notice is on when any language has a non-blank message. */
export function isNoticeActive(messages: Messages | undefined): boolean {
  return Object.values(messages ?? {}).some((m) => typeof m === 'string' && m.trim() !== '');
}

/** The message in the player's language, then English, then any language that has one. */
export function noticeFor(messages: Messages | undefined, locale: Locale): string | undefined {
  if (!isNoticeActive(messages)) return undefined;
  const pick = (l: Locale) => (messages?.[l]?.trim() ? messages[l] : undefined);
  return pick(locale) ?? pick('en') ?? Object.values(messages ?? {}).find((m) => m?.trim());
}
