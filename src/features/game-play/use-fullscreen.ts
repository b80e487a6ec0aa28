import { useCallback, useState, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const noSubscription = () => () => undefined;

/**
 * The Fullscreen API on one element (the game wrapper, so the controls stay reachable in full
 * screen). `supported` is false on the server and where the API is missing (iPhone Safari),
 * so the toggle is rendered only where it works.
 */
export function useFullscreen<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  const supported = useSyncExternalStore(noSubscription, () => document.fullscreenEnabled === true, () => false);
  const element = useSyncExternalStore(subscribe, () => document.fullscreenElement, () => null);
  const active = node !== null && element === node;
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void node?.requestFullscreen().catch(() => undefined);
  }, [node]);
  return { ref: setNode, supported, active, toggle };
}
