import { theme } from './theme';

/**
 * How far up from the window's bottom a floating box reaches (the affiliate banner sets it while
 * shown). The page's scroll padding (./global-css.ts) keeps clear of it and of the sticky and
 * fixed bars: a focus that scrolls the page (Tab through a grid) stops with the item in sight,
 * not under them.
 */
export const BOTTOM_OVERLAY_VAR = '--kasino-bottom-overlay';

/**
 * What covers the window's bottom edge: on a phone the bottom bar or, reaching higher, the
 * floating box; on a desktop the box alone. The page's end is padded by it (the footer, or the
 * main area without one), so the last links can scroll clear of the box: scroll padding alone
 * can't lift what the page has no room below.
 */
export const bottomCover = {
  desktop: `var(${BOTTOM_OVERLAY_VAR}, 0px)`,
  mobile: `max(${theme.layout.bottomBarHeight} + env(safe-area-inset-bottom), var(${BOTTOM_OVERLAY_VAR}, 0px))`,
} as const;
