// Next's pages router hydrates with a bare `hydrateRoot`, so React hydrates the whole page in one
// blocking task (about 200 ms on a mid-range phone). Next's App Router calls the same function
// inside `startTransition`, which makes React hydrate in 5 ms slices that yield to the browser,
// and a click or key press on the page before it is done hydrates the page at once. This gives
// the pages router the App Router's behaviour: `_app` is evaluated before Next hydrates, so
// wrapping the one export Next calls is enough. Decision: docs/decisions.md, "Hydration in a
// transition".
import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;

export function hydrateInTransition(client: { hydrateRoot: HydrateRoot }): void {
  const hydrateRoot = client.hydrateRoot;
  if ((hydrateRoot as HydrateRoot & { inTransition?: true }).inTransition) return;
  const inTransition: HydrateRoot = (container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    if (!root) throw new Error('hydrateRoot returned no root');
    return root;
  };
  client.hydrateRoot = Object.assign(inTransition, { inTransition: true as const });
}

if (typeof window !== 'undefined') hydrateInTransition(ReactDOMClient);
