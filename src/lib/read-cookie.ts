/**
 * A cookie's value as the browser holds it (null on the server, or when it is absent or
 * garbled). Apart from ./cookies.ts, whose module is in every page's first load: only lazily
 * loaded code reads cookies this way.
 */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  if (entry === undefined) return null;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return null;
  }
}
