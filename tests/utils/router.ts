import type { NextRouter } from 'next/router';

type Listener = (...args: unknown[]) => void;

let current: NextRouter | null = null;

/** The router of the latest createRouter: what next/router's singleton (`Router`) stands for in tests. */
export function currentRouter(): NextRouter {
  if (!current) throw new Error('next/router used before createRouter');
  return current;
}

/** A controllable next/router for component tests; also the singleton's target (see setup.ts). */
export function createRouter(overrides: Partial<NextRouter> = {}): NextRouter & { emit: (event: string) => void } {
  const listeners = new Map<string, Set<Listener>>();
  const router = {
    pathname: '/',
    route: '/',
    asPath: '/',
    query: {},
    basePath: '',
    locale: 'en',
    locales: ['default', 'fi', 'en', 'et'],
    defaultLocale: 'default',
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    beforePopState: jest.fn(),
    events: {
      on: (event: string, fn: Listener) => {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(fn);
      },
      off: (event: string, fn: Listener) => listeners.get(event)?.delete(fn),
      emit: (event: string) => listeners.get(event)?.forEach((fn) => fn()),
    },
    emit: (event: string) => listeners.get(event)?.forEach((fn) => fn()),
    ...overrides,
  };
  current = router as unknown as NextRouter;
  return router as unknown as NextRouter & { emit: (event: string) => void };
}
