import { useCallback, useEffect, useState } from 'react';
import { lazyCall } from '@/api/lazy';
import { apiError, COOL_OFF_CODE, type ApiError, type ApiResult } from '@/api/errors';
import type { GameLaunch, GameMode } from '@/api/schemas/games';
import { allowedGameUrl } from '@/lib/external-url';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';

const launchGame = lazyCall('games', 'launchGame');
/** Codes after which trying again cannot help: the player gets a way back instead of Retry. */
export const FINAL_LAUNCH_CODES: ReadonlySet<number> = new Set([131, 132, COOL_OFF_CODE]);

export type LaunchState =
  | { status: 'loading' }
  | { status: 'ready'; launch: GameLaunch }
  | { status: 'failed'; error: ApiError; final: boolean }
  /** The session check keeps failing, so no mode can be chosen: its retry asks the check again. */
  | { status: 'sessionCheckFailed'; failure: ApiError };

function stateOf(result: ApiResult<GameLaunch> | null): LaunchState {
  if (!result) return { status: 'loading' };
  if (result.success) {
    // Only a configured game provider, over https in production, is framed: a URL elsewhere
    // (our own origin would void the sandbox) is a failure that trying again cannot mend.
    const url = allowedGameUrl(result.data.url);
    if (url) return { status: 'ready', launch: { ...result.data, url } };
    return { status: 'failed', error: apiError(), final: true };
  }
  return { status: 'failed', error: result, final: FINAL_LAUNCH_CODES.has(result.errorCode) };
}

/**
 * Launches a game once the session is known: demo for a visitor, real money for a player (demo
 * once a player refused real money chooses it: `playDemo`).
 * Launching before the session check ends would open a demo for a returning player. A change
 * of login status (a 115 logs the player out, a visitor logs in) launches again in the new
 * mode; an answer for an earlier mode or attempt is dropped by its key. While the session check
 * keeps failing the wait says so, and the retry asks the check again (the launch follows).
 * The game is asked for in the page's language; another language launches it again in that one.
 */
export function useGameLaunch(gameId: number): { mode: GameMode | null; state: LaunchState; retry: () => Promise<void> | void; playDemo: () => void } {
  const { loginStatus, player, sessionCheckFailure, retrySessionCheck } = useProfile();
  const locale = useLocale();
  // A player refused real money (a cool-off, 217) may still play for free, as the cool-off says:
  // that player, not one who logs in on this page after them.
  const [demoFor, setDemoFor] = useState<number | null>(null);
  const demoChosen = player !== null && player.userId === demoFor;
  const mode: GameMode | null = loginStatus === 'unknown' ? null : loginStatus === 'loggedIn' && !demoChosen ? 'real' : 'demo';
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; result: ApiResult<GameLaunch> } | null>(null);
  const key = mode ? `${gameId}:${mode}:${locale}:${attempt}` : null;

  useEffect(() => {
    if (!mode || !key) return;
    let current = true;
    void launchGame(gameId, mode, locale).then((result) => {
      if (current) setAnswer({ key, result });
    });
    return () => {
      current = false;
    };
  }, [gameId, mode, locale, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const userId = player?.userId ?? null;
  const playDemo = useCallback(() => setDemoFor(userId), [userId]);
  if (!mode && sessionCheckFailure) return { mode, state: { status: 'sessionCheckFailed', failure: sessionCheckFailure }, retry: retrySessionCheck, playDemo };
  return { mode, state: stateOf(answer && answer.key === key ? answer.result : null), retry, playDemo };
}
