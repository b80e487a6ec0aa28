import { apiError, type ApiError } from './errors';

/**
 * The typed client, loaded on first use. Its modules carry the zod schemas, which first paint
 * does not need: pages render from static props, and the session is known only once the
 * player fetch answers anyway. Code in the browser's first load reaches the client through
 * these loaders (lint enforces it); getStaticProps and tests import the modules directly.
 */
export const api = {
  content: () => import('./content'),
  locales: () => import('./locales'),
  bonuses: () => import('./main/bonuses'),
  documents: () => import('./main/documents'),
  games: () => import('./main/games'),
  limits: () => import('./main/limits'),
  payment: () => import('./main/payment'),
  player: () => import('./main/player'),
  session: () => import('./main/session'),
  transactions: () => import('./main/transactions'),
  avatar: () => import('./second/avatar'),
  bonus: () => import('./second/bonus'),
};

type ModuleName = keyof typeof api;
type Loaded<M extends ModuleName> = Awaited<ReturnType<(typeof api)[M]>>;
type AnyFunction = (...args: never) => unknown;
type FunctionName<M extends ModuleName> = { [K in keyof Loaded<M>]: Loaded<M>[K] extends AnyFunction ? K : never }[keyof Loaded<M>];
type Result<F> = F extends (...args: never) => infer R ? Awaited<R> : never;
type Call<F> = F extends (...args: infer A) => unknown ? (...args: A) => Promise<Result<F>> : never;
/**
 * What a call answers when its module's chunk does not load (a deploy replaced the chunks,
 * the network dropped). A call that can answer an ApiError answers one; the others (the
 * content service's items and lists, whose failures are empty defaults by spec 7.4) name
 * the default they answer on any other failure.
 */
type OnLoadFailure<F> = ApiError extends Result<F> ? [] : [fallback: Result<F>];

let hydrated = false;

/** The app root calls this from its first effect, which runs after every effect of the hydrating tree. */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * Resolves in a later task. The first calls come from SWR's mount effects, which run inside the
 * hydration task; loading the client's chunks and starting the requests there made that one
 * long task longer still on a mid-range phone. Once hydrated, a call (a click) starts at once.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One function of a lazily loaded module, with its own signature: lazyCall('games', 'getJackpots'),
 * lazyCall('content', 'getPage', null). A failed load is not remembered: the next call imports again.
 */
export function lazyCall<M extends ModuleName, K extends FunctionName<M>>(module: M, name: K, ...onLoadFailure: OnLoadFailure<Loaded<M>[K]>): Call<Loaded<M>[K]> {
  const failed = (): unknown => (onLoadFailure.length > 0 ? onLoadFailure[0] : apiError());
  const call = async (...args: unknown[]): Promise<unknown> => {
    if (!hydrated) await nextTask();
    let loaded: Loaded<M>;
    try {
      loaded = (await api[module]()) as Loaded<M>;
    } catch {
      return failed();
    }
    return (loaded[name] as (...a: unknown[]) => unknown)(...args);
  };
  return call as Call<Loaded<M>[K]>;
}
