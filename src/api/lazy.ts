/**
 * The typed client, loaded on first use. Its modules carry the zod schemas, which first paint
 * does not need: pages render from static props, and the session is known only once the
 * player fetch answers anyway. Code in the browser's first load reaches the client through
 * these loaders (lint enforces it); getStaticProps and tests import the modules directly.
 */
export const api = {
  content: () => import('./content'),
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

type Loader = () => Promise<object>;
type Module<L extends Loader> = Awaited<ReturnType<L>>;
type Call<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;

/**
 * Resolves in a later task. The first calls come from SWR's mount effects, which run inside the
 * hydration task; loading the client's chunks and starting the requests there made that one
 * long task longer still on a mid-range phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One function of a lazily loaded module, with its own signature: lazyCall('games', 'getJackpots'). */
export function lazyCall<M extends keyof typeof api, K extends keyof Module<(typeof api)[M]>>(module: M, name: K): Call<Module<(typeof api)[M]>[K]> {
  const call = async (...args: unknown[]): Promise<unknown> => {
    await nextTask();
    const loaded = (await api[module]()) as Module<(typeof api)[M]>;
    return (loaded[name] as (...a: unknown[]) => unknown)(...args);
  };
  return call as Call<Module<(typeof api)[M]>[K]>;
}
