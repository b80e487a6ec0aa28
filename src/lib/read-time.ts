/** Spec 9: reading speed in words per minute. */
export const WORDS_PER_MINUTE = 200;

/** The words of an HTML text: tags and entities are no words. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a text (spec 9): its words divided by 200, rounded up, at least 1. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}
