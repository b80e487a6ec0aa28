/**
 * The attributes of ./FocusHandoff.tsx, apart from its chunk: `LoadFailed` (in the lobby's first
 * load) marks its retry button with one, the global style hides the other's focus ring.
 */
/** Marks the box focus was handed to (no focus ring: it is a region, not a control). */
export const HANDOFF_ATTR = 'data-focus-handoff';
/** Marks a failure's retry button, which takes focus back should the failure return. */
export const RETRY_ATTR = 'data-retry';
/** Spread on that button. */
export const RETRY_BUTTON = { [RETRY_ATTR]: '' } as const;
