import Router from 'next/router';
import { useEffect } from 'react';

export const NAVIGATING_ATTR = 'data-navigating';
const navigating = (on: boolean) => document.documentElement.toggleAttribute(NAVIGATING_ATTR, on);

/**
 * Puts focus on the page's content (`<main id="main" tabIndex={-1}>`, the shell's) once the page
 * changed under it, unless it is already on something in there (a field the new page focused
 * itself). Without scrolling: the page keeps the scroll position the navigation gave it.
 */
export function focusMain(): void {
  const main = document.getElementById('main');
  const active = document.activeElement;
  if (!main || (active && main.contains(active))) return;
  main.focus({ preventScroll: true });
}

/**
 * After a client navigation to another page, focus goes to its content: the link that started it
 * was in a menu, a dropdown or a tile that is gone or closing, which left focus on <body> (a
 * keyboard user back at the top of the document) or on the menu. A shallow change and one of the
 * query only (`?panel=`, a list's page) are the same page. An open modal keeps focus (the page
 * is inert), and `Dialog` gives it to the content when it closes after a navigation.
 *
 * While another page is on its way (its server render can take seconds when the content service
 * is slow), the document carries NAVIGATING_ATTR, which global-css.ts draws as a bar at the top
 * after a moment: a tap that seemed to do nothing is not tapped again.
 */
export function useFocusMainAfterNavigation(): void {
  useEffect(() => {
    let shown = window.location.pathname;
    // Where focus was when the navigation started: a field the player went to while the page
    // loaded (the navbar's search) keeps it.
    let startedOn: Element | null = null;
    const onStart = (_url: string, { shallow }: { shallow?: boolean } = {}) => {
      startedOn = document.activeElement;
      if (!shallow) navigating(true);
    };
    const onError = () => navigating(false);
    const onDone = (_url: string, { shallow }: { shallow?: boolean } = {}) => {
      navigating(false);
      const from = shown;
      shown = window.location.pathname;
      const active = document.activeElement;
      const movedOn = active !== null && active !== document.body && active !== startedOn && active.isConnected;
      if (!shallow && shown !== from && !movedOn) focusMain();
    };
    Router.events.on('routeChangeStart', onStart);
    Router.events.on('routeChangeComplete', onDone);
    Router.events.on('routeChangeError', onError);
    return () => {
      Router.events.off('routeChangeStart', onStart);
      Router.events.off('routeChangeComplete', onDone);
      Router.events.off('routeChangeError', onError);
    };
  }, []);
}
