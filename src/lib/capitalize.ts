import type { Locale } from '@/routes/href';

/**
 * A sentence's first letter in upper case as the locale writes it: for a sentence that starts
 * with a formatted value ("tammikuu 2026 – joulukuu 2026: …"; fi and et month names are lower
 * case). Not in ./format.ts, which every lobby page loads.
 */
export function capitalizeFirst(text: string, locale: Locale): string {
  return text.replace(/^\p{Ll}/u, (letter) => letter.toLocaleUpperCase(locale));
}
