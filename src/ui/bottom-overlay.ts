/**
 * How far up from the window's bottom a floating box reaches (the affiliate banner sets it while
 * shown). The page's scroll padding (./global-css.ts) keeps clear of it and of the sticky and
 * fixed bars: a focus that scrolls the page (Tab through a grid) stops with the item in sight,
 * not under them.
 */
export const BOTTOM_OVERLAY_VAR = '--kasino-bottom-overlay';
