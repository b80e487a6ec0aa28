import { useSyncExternalStore } from 'react';

/** A modal the player opened (the sidebar, the search panel, a confirmation): an open <dialog> the app did not open by itself. */
const SELECTOR = 'dialog[open]:not([data-automatic])';

const anyOpen = () => document.querySelector(SELECTOR) !== null;

/** Every modal is a native <dialog> (src/ui/Dialog.tsx): its `open` attribute says when it is in the top layer. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/**
 * Whether a modal the player opened is on screen, for the owner of automatic modals: read from
 * the document, so the dialogs in every page's first load carry no bookkeeping for it.
 */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, anyOpen, () => false);
}
