import Router from 'next/router';
import { useSyncExternalStore } from 'react';
import type { RouteId } from '@/routes/href';
import { useRouteId } from '@/routes/RouteLink';

/**
 * The pages that are a form: login (where a bank login also comes back to), registration, and
 * the forgotten password (where its link's code opens the new-password form).
 */
const FORM_PAGES: ReadonlySet<RouteId> = new Set(['login', 'registration', 'forgotPassword']);

/** Input types that take no typing. */
const NOT_TYPED: ReadonlySet<string> = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

function isTextField(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * The forms typed into on this page, until the page changes. One that has left the document
 * (sent and replaced by its result, or closed with its panel) is done with.
 */
const typedInto = new Set<HTMLFormElement>();

/**
 * Where focus is going between a focusout and its focusin (the focusout's relatedTarget): in that
 * gap the document's active element is <body>, and a render then (React's microtask) would take
 * a move from one field to the next for the end of the typing.
 */
let movingTo: EventTarget | null = null;

function typing(): boolean {
  for (const form of typedInto) if (!form.isConnected) typedInto.delete(form);
  const next = movingTo instanceof Element ? movingTo : null;
  return typedInto.size > 0 || isTextField(document.activeElement) || isTextField(next);
}

function subscribe(onChange: () => void): () => void {
  // Watches the document for a typed form leaving it, only while there is one.
  const removals = new MutationObserver(() => {
    onChange();
    if (!typing()) removals.disconnect();
  });
  const onInput = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null;
    if (form) {
      typedInto.add(form);
      removals.observe(document.body, { childList: true, subtree: true });
    }
    onChange();
  };
  const onPageChange = () => {
    typedInto.clear();
    onChange();
  };
  const onFocusIn = () => {
    movingTo = null;
    onChange();
  };
  const onFocusOut = (event: FocusEvent) => {
    movingTo = event.relatedTarget;
    onChange();
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('input', onInput, true);
  Router.events.on('routeChangeComplete', onPageChange);
  if (typing()) removals.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('input', onInput, true);
    Router.events.off('routeChangeComplete', onPageChange);
    removals.disconnect();
  };
}

/**
 * Whether the player is filling in a form: on a form page, with focus in a text field, or with
 * a form on this page typed into (until it is done or the page changes). What the app opens by
 * itself waits meanwhile (./auto-modals.ts), or it would take the focus and the keys after it.
 */
export function useFillingForm(): boolean {
  const routeId = useRouteId();
  const busy = useSyncExternalStore(subscribe, typing, () => false);
  return (routeId !== null && FORM_PAGES.has(routeId)) || busy;
}
