import { Component, lazy, memo, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export type LazyState = { failed: boolean; retry: () => void };

type Options = {
  /** Render on the server too (default false: the part is the client's own, like next/dynamic's ssr: false). */
  ssr?: boolean;
  /** What shows while the code loads, and when it could not (with a way to try again); nothing by default. */
  loading?: (state: LazyState) => ReactNode;
};

const noSubscription = () => () => {};
/** False while hydrating (and on the server), true once the page is the client's: a client-only part renders then. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

class Failure extends Component<{ loading: (state: LazyState) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.loading({ failed: true, retry: this.retry }) : this.props.children;
  }
}

const NOTHING = () => null;
const NO_RETRY = () => {};

/**
 * A component whose code is its own chunk, fetched the first time it renders: React.lazy under
 * a Suspense and an error boundary, so a chunk that cannot load (a deploy, the network) shows
 * `loading` with a retry instead of taking the page down. The one way to split a component off
 * (next/dynamic is banned by lint: its loader runtime costs every page's first load, and
 * React's own lazy costs nothing; docs/decisions.md). The server waits for lazy parts before it
 * sends a page (pages router), so an `ssr` part is in the HTML and hydrates when its chunk is in.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, { ssr = false, loading = NOTHING }: Options = {}): ComponentType<P> {
  const attempt = () => lazy(() => load().then((component) => ({ default: component })));
  // A failed import stays failed in its lazy(); a retry makes a new one.
  let Lazy = attempt();
  function Loaded(props: P) {
    const [, setAttempts] = useState(0);
    return (
      <Failure
        loading={loading}
        onRetry={() => {
          Lazy = attempt();
          setAttempts((n) => n + 1);
        }}
      >
        <Suspense fallback={loading({ failed: false, retry: NO_RETRY })}>
          <Lazy {...props} />
        </Suspense>
      </Failure>
    );
  }
  // A server-rendered part must not render again while it waits for its code: React would
  // give up the server's HTML of a part that gets new props before it has hydrated, and show
  // the loading view instead. So it reads no hydration flag, and equal props stop at memo.
  if (ssr) return memo(Loaded) as unknown as ComponentType<P>;
  function ClientOnly(props: P) {
    return useHydrated() ? <Loaded {...props} /> : loading({ failed: false, retry: NO_RETRY });
  }
  return ClientOnly;
}
