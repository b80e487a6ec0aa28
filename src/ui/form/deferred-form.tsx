import { LoadableContext } from 'next/dist/shared/lib/loadable-context.shared-runtime';
import { useContext, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent, type LazyState } from '../lazy-component';
import { RetryNotice } from '../RetryNotice';

const CONTENTS: CSSProperties = { display: 'contents' };
/** Marks the box of a deferred form in the server's HTML, so a submit can be held before React runs (src/lib/hold-submits.js). */
const BOX = 'data-deferred-form';

/** Forms whose code is in and hydrated: their submits go to their own handlers. */
const liveForms = new WeakSet<HTMLFormElement>();

/**
 * What the page's inline script (src/lib/hold-submits.js, run as the HTML is parsed) leaves: the
 * boxes whose submit it held before their form was live, and the test of liveness it asks.
 */
type SubmitHold = { held: Element[]; isLive: (form: HTMLFormElement) => boolean };
declare global {
  interface Window {
    __deferredForms?: SubmitHold;
  }
}

/**
 * The forms whose submit was held: the ones the player pressed. A form that comes back in their
 * box after its code failed (or came too late, src/ui/lazy-component.tsx) is a new one, empty:
 * a submit held for the old one is not sent from it.
 */
const pressedForms = new WeakSet<HTMLFormElement>();

/**
 * Tells the page's hold which forms are live (none outside our pages' document: a unit test),
 * and learns from it which were pressed: those held before this module ran, and from now on
 * each one the hold asks about.
 */
function tellHoldWhichAreLive() {
  const hold = window.__deferredForms;
  if (!hold) return;
  for (const box of hold.held) {
    const form = box.querySelector('form');
    if (form) pressedForms.add(form);
  }
  hold.isLive = (form) => {
    if (liveForms.has(form)) return true;
    pressedForms.add(form);
    return false;
  };
}

/** The ref of a deferred form's <form>: it is live now, and sends a submit held for its box. */
function live(form: HTMLFormElement | null) {
  if (!form) return;
  liveForms.add(form);
  const held = window.__deferredForms?.held ?? [];
  const box = form.closest(`[${BOX}]`);
  const at = box ? held.indexOf(box) : -1;
  if (at >= 0) {
    held.splice(at, 1);
    // After this commit, so react-hook-form has registered the fields it reads.
    if (pressedForms.has(form)) setTimeout(() => form.requestSubmit(), 0);
  }
}
const FORM_PROPS = { ref: live, method: 'post' } as const;

/**
 * A form whose code could not come (the network, a deploy): it says so, with a retry, instead of
 * leaving the page without its form. While the code loads the server's form stays on screen.
 */
function FormCodeState({ failed, retry }: LazyState) {
  const { t } = useTranslation('common');
  return failed ? <RetryNotice message={t('ui.form.loadFailed')} retryLabel={t('ui.form.retry')} onRetry={retry} testId="form-load-failed" /> : null;
}

/**
 * A form whose code (react-hook-form, zod and its rules: about 24 kB gz) is not part of the
 * page's first load. The server renders it, so it shows and takes typing at once (its inputs
 * are uncontrolled, and react-hook-form reads what was typed when it registers them); the page
 * hydrates, and the form with it, when its chunk is in (preloaded by the page's HTML, asked for
 * as the page's module runs). A submit before then (React does not dispatch events in a page
 * that has not hydrated, and the browser would send the form itself) is held by the page's
 * inline script from the moment the HTML is parsed, and sent again once the form is live, so
 * no press is lost. The form's own element spreads `useDeferredForm()`. `chunk` names the
 * import as Next's build does (`<file under src> -> <request>`, its react-loadable-manifest);
 * an e2e test holds it to the page's HTML.
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>, chunk: string): ComponentType<P> {
  if (typeof window !== 'undefined') tellHoldWhichAreLive();
  // Asked for as soon as the page's module runs, before hydration, so it is usually in by the
  // time the page hydrates (which waits for it: src/ui/lazy-component.tsx).
  const Body = lazyComponent(load, { ssr: true, preload: true, loading: (state) => <FormCodeState {...state} /> });
  function DeferredForm(props: P) {
    // On the server, to Next's record of the dynamic imports a page rendered (the one next/dynamic
    // reports to): the page's HTML then preloads the form's chunks beside its own scripts
    // (src/pages/_document.tsx), rather than asking for them once the page's module has run.
    useContext(LoadableContext)?.(chunk);
    return (
      // No box of its own (display: contents): the form lays out as the parent's child.
      <div data-deferred-form="" style={CONTENTS}>
        <Body {...props} />
      </div>
    );
  }
  return DeferredForm;
}

/**
 * What the deferred form's `<form>` spreads: the ref that marks it live, and POST, so a submit
 * the browser makes itself (before any script runs) never puts a password in an address.
 * Outside a deferred form the ref does nothing (no box holds its submits).
 */
export function useDeferredForm(): { ref: (form: HTMLFormElement | null) => void; method: 'post' } {
  return FORM_PROPS;
}
