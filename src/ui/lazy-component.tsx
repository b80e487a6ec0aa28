import { Component, lazy, memo, Suspense, use, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export type LazyState = { failed: boolean; retry: () => void };

type Options = {
  /** Render on the server too (default false: the part is the client's own, like next/dynamic's ssr: false). */
  ssr?: boolean;
  /** Ask for the code as soon as the module runs, not at the first render (a page's own part). */
  preload?: boolean;
  /** What shows while the code loads, and when it could not (with a way to try again); nothing by default. */
  loading?: (state: LazyState) => ReactNode;
};

const noSubscription = () => () => {};
/** False while hydrating (and on the server), true once the page is the client's: a client-only part renders then. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
/** True while React hydrates the server's HTML (and on the server), false in a client render. */
const useHydrating = () => !useHydrated();

type FailureProps = {
  loading: (state: LazyState) => ReactNode;
  onRetry: () => void;
  /** The late code's own load, still on its way: when it comes, the part shows without a press. */
  late: Promise<unknown> | null;
  children: ReactNode;
};

class Failure extends Component<FailureProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };
  private awaited: Promise<unknown> | null = null;
  override componentDidMount() {
    this.componentDidUpdate();
  }
  /** Failed with its code late: shows the part when the code comes. */
  override componentDidUpdate() {
    const { late } = this.props;
    if (!this.state.failed || !late || this.awaited === late) return;
    this.awaited = late;
    void late.then(() => this.state.failed && this.retry(), NOTHING);
  }
  override render() {
    return this.state.failed ? this.props.loading({ failed: true, retry: this.retry }) : this.props.children;
  }
}

const NOTHING = () => null;
const NO_RETRY = () => {};

/**
 * How long the page's hydration waits for the code of an `ssr` part that has a failure view. A
 * request that hangs (no answer, no error) would otherwise hold the whole page unanswered until
 * webpack's own two-minute timeout; after this the part counts as failed (its retry view) and
 * the page hydrates. A part without one (the maintenance page) is waited for: failed, it would
 * be a blank where the server's HTML was.
 */
export const HYDRATION_PATIENCE_MS = 10_000;

/**
 * A component whose code is its own chunk, fetched the first time it renders: React.lazy under
 * a Suspense and an error boundary, so a chunk that cannot load (a deploy, the network) shows
 * `loading` with a retry instead of taking the page down. The one way to split a component off
 * (next/dynamic is banned by lint: its loader runtime costs every page's first load, and
 * React's own lazy costs nothing; docs/decisions.md). The server waits for lazy parts before it
 * sends a page (pages router), so an `ssr` part is in the HTML.
 *
 * An `ssr` part in the server's HTML hydrates with the page, as Next's own server-rendered
 * dynamic parts do: the page's hydration waits for its code. Hydrated on its own later, it
 * would sit in the page as a dehydrated boundary, and a change of any context above it (the
 * session check answering, a press) before its code came would make React drop the server's
 * HTML and render it afresh: a form went blank and lost what was typed in it
 * (docs/decisions.md, "A server-rendered part hydrates with the page").
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, { ssr = false, preload = false, loading = NOTHING }: Options = {}): ComponentType<P> {
  let code: Promise<ComponentType<P>> | null = null;
  /** The component, once its code is in: a part mounting then renders it at once, without suspending. */
  let resolved: ComponentType<P> | undefined;
  const codeOf = () => (code ??= load().then((component) => (resolved = component)));
  // A failed import stays failed in its lazy(); a retry makes a new one.
  const attempt = () => lazy(() => codeOf().then((component) => ({ default: component })));
  let Lazy = attempt();
  /** The load the hydration stopped waiting for, while it is still on its way. */
  let late: Promise<unknown> | null = null;
  /**
   * What the page's hydration waits for: the load, settled either way, or the end of its
   * patience. Then a load still on its way counts as failed, so that the part hydrates as a
   * failed one does (its retry view), never as a boundary left waiting for its code, which the
   * next context change would render afresh, blank. Its own request goes on: a retry asks
   * webpack again and joins it, and the part shows by itself when it comes.
   */
  let held: Promise<unknown> | null = null;
  const hydrationHold = () =>
    (held ??= new Promise<void>((done) => {
      const fetching = codeOf();
      // Only a part with a failure view gives up.
      const giveUp = loading === NOTHING ? undefined : setTimeout(() => {
        late = fetching.then(NOTHING);
        late.catch(NOTHING);
        code = Promise.reject(new Error('Code late'));
        code.catch(NOTHING);
        Lazy = attempt();
        done();
      }, HYDRATION_PATIENCE_MS);
      void fetching.then(NOTHING, NOTHING).then(() => {
        clearTimeout(giveUp);
        done();
      });
    }));
  if (preload && typeof window !== 'undefined') void hydrationHold();
  function Loaded(props: P) {
    // While the page hydrates this part (and only then: not a part that mounts later), outside
    // the Suspense, so that it is the page's hydration that waits, React keeping the server's
    // HTML meanwhile. A failed load does not hold it, nor one that has not come in
    // HYDRATION_PATIENCE_MS: the part shows its retry.
    if (useHydrating() && ssr && typeof window !== 'undefined') use(hydrationHold());
    const [Part, setPart] = useState<ComponentType<P>>(() => resolved ?? Lazy);
    // The same element when only the hydrating flag changed (right after hydration): nothing below renders again.
    return useMemo(
      () => (
        <Failure
          loading={loading}
          late={late}
          onRetry={() => {
            code = null;
            late = null;
            Lazy = attempt();
            setPart(() => Lazy);
          }}
        >
          <Suspense fallback={loading({ failed: false, retry: NO_RETRY })}>
            <Part {...props} />
          </Suspense>
        </Failure>
      ),
      [props, Part],
    );
  }
  // A server-rendered part renders again only for new props: equal ones stop at memo.
  if (ssr) return memo(Loaded) as unknown as ComponentType<P>;
  function ClientOnly(props: P) {
    return useHydrated() ? <Loaded {...props} /> : loading({ failed: false, retry: NO_RETRY });
  }
  return ClientOnly;
}
