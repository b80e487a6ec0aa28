import { useSyncExternalStore } from 'react';

/**
 * Every modal is a native <dialog> (src/ui/Dialog.tsx): its `open` attribute says when it is in
 * the top layer. `player`: one the player opened (the sidebar, the search panel, a
 * confirmation), not one the app opened by itself (`data-automatic`); `any`: either. Both count
 * an expanded disclosure too (the games menu, the language list, the profile dropdown:
 * `DISCLOSURE_BUTTON` in ./use-disclosure.ts), which hangs over the page as a modal does, and a
 * shown `data-overlay` (the navbar search's dropdown, whose filter a popup took focus from).
 */
const EXPANDED = "[data-disclosure][aria-expanded='true']";
/** A popover the player opened that is neither (the navbar search's dropdown): shown while not hidden. */
const OVERLAY = '[data-overlay]:not([hidden])';
const SELECTORS = { player: `dialog[open]:not([data-automatic]), ${EXPANDED}, ${OVERLAY}`, any: `dialog[open], ${EXPANDED}, ${OVERLAY}` } as const;
export type DialogKind = keyof typeof SELECTORS;

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open', 'aria-expanded', 'hidden'] });
  return () => observer.disconnect();
}

/**
 * Whether a modal of that kind is on screen: read from the document, so the dialogs in every
 * page's first load carry no bookkeeping for it. Used by what must not appear over a modal (the
 * owner of automatic modals, the affiliate banner).
 */
export function useDialogOpen(kind: DialogKind): boolean {
  const selector = SELECTORS[kind];
  return useSyncExternalStore(subscribe, () => document.querySelector(selector) !== null, () => false);
}
