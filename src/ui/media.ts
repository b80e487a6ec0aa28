import { useEffect, useState } from 'react';

/** The query of a theme media rule (`theme.media.desktop`, '@media (min-width: 1280px)'), as matchMedia takes it. */
export const mediaQuery = (rule: string): string => rule.replace(/^@media\s+/, '');

/** Whether this window matches a theme media rule now. */
export const matchesMedia = (rule: string): boolean => window.matchMedia(mediaQuery(rule)).matches;

/**
 * Whether a part that only shows under `media` (a theme media rule, '@media …') is shown in
 * this window, true for good once it has been. The server renders every part for every window
 * and says true. In the browser a part hidden by its CSS as the page hydrates (the desktop
 * navbar on a phone) need not be hydrated, which costs a phone's main thread for nothing: its
 * caller renders its element with KEEP_SERVER_HTML (./hydrate-where-shown.tsx) instead, and
 * renders it whole once the window comes to show it (a tablet turned, a window widened). A
 * part only the browser renders (a player's session clock) renders nothing meanwhile. Where
 * the browser cannot say (no matchMedia), the part is shown.
 */
export function useShownBy(media: string): boolean {
  const [shown, setShown] = useState(() => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || matchesMedia(media));
  useEffect(() => {
    if (shown) return;
    const list = window.matchMedia(mediaQuery(media));
    const onChange = () => {
      if (list.matches) setShown(true);
    };
    list.addEventListener('change', onChange);
    // A change between the first render and this effect has no event of its own.
    onChange();
    return () => list.removeEventListener('change', onChange);
  }, [shown, media]);
  return shown;
}
