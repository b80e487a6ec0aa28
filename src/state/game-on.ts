import { useEffect } from 'react';
import { createStore, useStore } from '@/lib/store';
import { useRouteId } from '@/routes/RouteLink';

/**
 * Whether a game is on: the game page is shown and its launch has not failed. The navbar says
 * 'game on' where the balance goes and the phone's toolbar leaves the balance out (spec 2, 2.3);
 * after a failed launch no game is on, and the player sees the balance again. The game page
 * (game-play) and the bars (session) do not import each other, so the failure passes through here.
 */
const launchFailed = createStore(false);

/** The game page says whether its launch failed, while it is shown. */
export function useReportLaunchFailed(failed: boolean): void {
  useEffect(() => {
    launchFailed.set(failed);
    return () => launchFailed.set(false);
  }, [failed]);
}

export function useGameOn(): boolean {
  const onGamePage = useRouteId() === 'gamePlay';
  return useStore(launchFailed, (failed) => onGamePage && !failed);
}
