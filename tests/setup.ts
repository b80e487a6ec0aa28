import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import type * as NextRouter from 'next/router';
import type * as TestRouter from './utils/router';
import { cookieJar, installCookieJar } from './utils/cookie-jar';
import { server } from './utils/msw';
import { resetWorld } from '@/mocks/world/worlds';

// next/router's singleton (`import Router from 'next/router'`, read by Link at click time) is
// the test's router from createRouter, as useRouter() is through RouterContext.
jest.mock('next/router', () => {
  const actual = jest.requireActual<typeof NextRouter>('next/router');
  const { currentRouter } = jest.requireActual<typeof TestRouter>('./utils/router');
  const singleton = new Proxy({}, { get: (_, key) => Reflect.get(currentRouter(), key) });
  return { __esModule: true, ...actual, default: singleton };
});

// findBy/waitFor give up after 3 s, not 1: screens that load lazily (a modal's code and strings
// after the player's calls) take longer than a second on a loaded 2-core machine. A passing
// wait still ends as soon as it holds.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no <dialog> modal API; the browser's own behaviour is covered by Playwright.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// The jar wraps msw's interceptor, so mocked requests see the cookies.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  installCookieJar();
});
// Each test starts as a new tab of a new browser: what a test left in storage (a kept
// idempotency key, a pending spin) is not the next test's.
beforeEach(() => {
  cookieJar.clear();
  resetWorld();
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
    // The page's own cookies too: a failed logout's mark would keep the next test logged out.
    for (const pair of document.cookie.split('; ')) {
      const name = pair.split('=')[0];
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
  }
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
