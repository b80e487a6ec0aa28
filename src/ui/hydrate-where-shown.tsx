import { useEffect, useState } from 'react';
import { mediaQuery } from './media';

/**
 * Props that make an element keep whatever HTML the server put inside it: React hydrates
 * nothing inside an element with `dangerouslySetInnerHTML`, and writes its inner HTML only when
 * the `__html` changes, which this one never does.
 */
export const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;

/**
 * Whether a part that only shows under `media` (a theme media rule, '@media …') is shown in
 * this window, true for good once it has been. The server renders every part for every window
 * and says true. In the browser a part hidden by its CSS as the page hydrates (the desktop
 * navbar on a phone) need not be hydrated, which costs a phone's main thread for nothing: its
 * caller renders its element with KEEP_SERVER_HTML instead, and renders it whole once the
 * window comes to show it (a tablet turned, a window widened). Where the browser cannot say
 * (no matchMedia), the part is shown.
 */
export function useShownBy(media: string): boolean {
  const query = mediaQuery(media);
  const [shown, setShown] = useState(() => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(query).matches);
  useEffect(() => {
    if (shown) return;
    const list = window.matchMedia(query);
    const onChange = () => {
      if (list.matches) setShown(true);
    };
    list.addEventListener('change', onChange);
    // A change between the first render and this effect has no event of its own.
    onChange();
    return () => list.removeEventListener('change', onChange);
  }, [shown, query]);
  return shown;
}
