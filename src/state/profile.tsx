import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiError, AUTH_ERROR_CODE, type ApiError } from '@/api/errors';
import { lazyCall } from '@/api/lazy';
import { hasCookie, removeCookie, setCookie } from '@/lib/cookies';
import { setSessionLostHandler, startNewSession } from '@/api/session-lost';
import type { Activity, Balance, Player } from '@/api/schemas/player';
import { useActivityQuery } from '@/data/player/activity-query';
import { useBalanceQuery } from '@/data/player/balance-query';
import { usePlayerCache } from '@/data/player/player-cache';
import { ApiFailure, failureOf } from '@/data/core/failure';
import { fetchPlayer, isSettlingFailure, LOGOUT_PENDING_COOKIE, logoutHeard, usePlayerQuery } from '@/data/player/player-query';
import type { LoginStatus } from '@/routes/guard';
import { useLoadingFlag } from './loading';
import { lazyComponent } from '@/ui/lazy-component';

const logoutCall = lazyCall('session', 'logout');
const getActivity = lazyCall('player', 'getActivity');
const getBalance = lazyCall('player', 'getBalance');
const prefillDeposit = lazyCall('payment', 'prefillDeposit');

const AfterLoginData = lazyComponent(() => import('./AfterLoginData').then((m) => m.default));

/**
 * A readable hint that a session may exist (never the session itself, which is HttpOnly). The
 * page's cover reads it before the app starts (src/lib/returning-cover.js, held equal by
 * tests/lib/returning-cover.test.ts; not imported from there: the script's text would ship).
 */
export const SESSION_HINT_COOKIE = 'kasino_signed_in';

/**
 * What the login flow's calls after a successful login (activity, player) came to. A failure
 * leaves the player logged out on screen with the error; the session may exist on the server,
 * so the flow can be run again without logging in again.
 */
export type SessionOutcome = { ok: true; activityCount: number } | { ok: false; error: ApiError };

export type ProfileState = {
  loginStatus: LoginStatus;
  isLoggedIn: boolean;
  player: Player | null;
  balance: Balance | null;
  /**
   * The balance's latest call failed: `balance` is the last one known (or null, none yet), and
   * a figure shown as new after a money call would be the old one. The query asks again by
   * itself (its retry, then the 10 s poll); the screens say so meanwhile.
   */
  balanceFailed: boolean;
  activity: Activity | null;
  /** When the current session started (spec 3 "Activity"), for the session timer. */
  sessionStart: Date | null;
  /** The hint cookie says a session may exist; false until hydrated (the server cannot read it). */
  sessionHinted: boolean;
  /** The login flow after a successful login call (spec 4). */
  establishSession: () => Promise<SessionOutcome>;
  /**
   * Clears the player's data whatever the call answers; a call that failed sets
   * logoutUnconfirmed and marks the browser, so no page resumes the session until a logout is
   * heard (player-query.ts).
   */
  logout: () => Promise<void>;
  /** The last logout's call failed: the server may not have heard it, and the session may still be open. */
  logoutUnconfirmed: boolean;
  dismissLogoutNotice: () => void;
  /** A 115 ended the player's session mid-flow: the shell says so, with the way back in, until the next login. */
  sessionLost: boolean;
  dismissSessionLost: () => void;
  /** Why the login status is still unknown: the first check failed and is being asked again. */
  sessionCheckFailure: ApiError | null;
  /** Asks the player check again now (a page that needs a login waits on it); resolves once it has answered. */
  retrySessionCheck: () => Promise<void>;
};

const ProfileContext = createContext<ProfileState | null>(null);
/**
 * Whether a player is logged in, on its own: most readers (the bars, the tiles) need only this,
 * and it stays false while a visitor's session check goes from unknown to logged out.
 */
const LoggedInContext = createContext(false);

/**
 * Profile and login state (spec 3 "Profile state", spec 4 "Login status"). Login status is
 * true when the player fetch returns a userId, and false on logout, a failed login or a 115
 * anywhere, which also drops every cached piece of player data. A player check that fails
 * for another reason leaves it unknown while it is asked again.
 */
export function ProfileProvider({ children }: { children: ReactNode }) {
  const { clearPlayerData, setPlayer, setBalance, setActivity } = usePlayerCache();
  const playerQuery = usePlayerQuery();
  const player = playerQuery.data ?? null;
  const isLoggedIn = player !== null;
  const balanceQuery = useBalanceQuery(isLoggedIn);
  const activityQuery = useActivityQuery(isLoggedIn);
  const [hinted] = useState(() => hasCookie(SESSION_HINT_COOKIE, '1'));
  // The loading screen covers a returning player's page while it loads (the hint said so from
  // the start). A session the hint did not announce is found after the page is already in use,
  // so its balance does not raise the screen over it: that took a click on its way in
  // (docs/decisions.md "The loading screen shows for a returning player only").
  useLoadingFlag('profile.session', hinted && playerQuery.data === undefined && !playerQuery.error);
  useLoadingFlag('profile.balance', hinted && isLoggedIn && balanceQuery.data === undefined && !balanceQuery.error);
  const [sessionHinted, setSessionHinted] = useState(false);
  useEffect(() => setSessionHinted(hinted), [hinted]);

  // Only an answer (a player, or 115's null) or a failure that asking again would not change
  // decides; a passing failure keeps the status unknown while the check is retried.
  const loginStatus: LoginStatus = isLoggedIn ? 'loggedIn' : playerQuery.data === null || isSettlingFailure(playerQuery.error) ? 'loggedOut' : 'unknown';
  const [logoutUnconfirmed, setLogoutUnconfirmed] = useState(false);
  const dismissLogoutNotice = useCallback(() => setLogoutUnconfirmed(false), []);

  const wasLoggedIn = useRef(isLoggedIn);
  wasLoggedIn.current = isLoggedIn;

  const clear = useCallback(async () => {
    startNewSession();
    // A chat opened as the player would greet the next person at this browser by their name (a
    // visitor's chat knows no one, and a stray 115 does not close it). Read off window, so that
    // the chat's code stays out of the first load (it loads on demand); the provider's script
    // is not ours, and its failure must not keep the player on screen.
    try {
      if (wasLoggedIn.current) window.KasinoChat?.end();
    } catch {
      // The player's data is cleared below all the same.
    }
    void removeCookie(SESSION_HINT_COOKIE);
    await clearPlayerData();
  }, [clearPlayerData]);

  // Only a player's session can be lost: a visitor's 115 (the session check) says nothing new.
  const [sessionLost, setSessionLost] = useState(false);
  const dismissSessionLost = useCallback(() => setSessionLost(false), []);
  // A logout under way: its own 115 (a session already gone on the server) or a poll's is the
  // logout, not a lost session.
  const leaving = useRef(false);
  useEffect(
    () =>
      setSessionLostHandler(() => {
        if (wasLoggedIn.current && !leaving.current) setSessionLost(true);
        void clear();
      }),
    [clear],
  );
  useEffect(() => {
    if (isLoggedIn) setSessionLost(false);
  }, [isLoggedIn]);
  useEffect(() => {
    if (loginStatus === 'loggedOut' && hinted) void removeCookie(SESSION_HINT_COOKIE);
  }, [loginStatus, hinted]);

  const establishSession = useCallback(async (): Promise<SessionOutcome> => {
    // The login call has opened a session: a 115 to a call sent before it is not this player's.
    startNewSession();
    const activity = await getActivity();
    // Without the activity count the flow cannot tell a first login (the limits page) from a
    // regular one, so it stops with the error rather than guess.
    if (!activity.success) return { ok: false, error: activity };
    await setActivity(activity.data);
    let fetched: Player | null;
    try {
      fetched = await fetchPlayer();
    } catch (error) {
      return { ok: false, error: failureOf(error) ?? apiError() };
    }
    if (!fetched) {
      await clear();
      return { ok: false, error: apiError(AUTH_ERROR_CODE) };
    }
    void setCookie(SESSION_HINT_COOKIE, '1');
    setLogoutUnconfirmed(false);
    // Spec 4: the deposit details are prefilled from the player as part of logging in.
    void prefillDeposit({
      address: fetched.address,
      houseNumber: fetched.houseNumber,
      phoneNumber: fetched.phoneNumber ?? '',
      city: fetched.city,
      zipCode: fetched.zipCode,
    });
    await setPlayer(fetched);
    // A failed balance is not the flow's: the balance query asks again and polls it (spec 9).
    const balance = await getBalance();
    if (balance.success) await setBalance(balance.data);
    return { ok: true, activityCount: activity.data.activities.length };
  }, [clear, setActivity, setPlayer, setBalance]);

  const logout = useCallback(async () => {
    // The player is leaving: a 115 arriving meanwhile is no "session lost".
    startNewSession();
    leaving.current = true;
    let heard = false;
    try {
      heard = logoutHeard(await logoutCall());
    } finally {
      await clear();
      leaving.current = false;
      setLogoutUnconfirmed(!heard);
      // No page of this browser resumes the session until a logout is heard (player-query.ts).
      if (!heard) void setCookie(LOGOUT_PENDING_COOKIE, '1');
    }
  }, [clear]);

  const activity = activityQuery.data ?? null;
  const startedAt = activity?.activities[0]?.createdTime;
  const sessionCheckFailure = loginStatus === 'unknown' && playerQuery.error instanceof ApiFailure ? playerQuery.error.failure : null;
  const { mutate: recheck } = playerQuery;
  const retrySessionCheck = useCallback(() => recheck().then(() => undefined), [recheck]);
  const balanceFailed = isLoggedIn && balanceQuery.error !== undefined;
  const value = useMemo<ProfileState>(
    () => ({
      loginStatus,
      isLoggedIn,
      player,
      balance: isLoggedIn ? (balanceQuery.data ?? null) : null,
      balanceFailed,
      activity: isLoggedIn ? activity : null,
      sessionStart: isLoggedIn && startedAt ? new Date(startedAt) : null,
      sessionHinted,
      establishSession,
      logout,
      logoutUnconfirmed,
      dismissLogoutNotice,
      sessionLost,
      dismissSessionLost,
      sessionCheckFailure,
      retrySessionCheck,
    }),
    [
      loginStatus,
      isLoggedIn,
      player,
      balanceQuery.data,
      balanceFailed,
      activity,
      startedAt,
      sessionHinted,
      establishSession,
      logout,
      logoutUnconfirmed,
      dismissLogoutNotice,
      sessionLost,
      dismissSessionLost,
      sessionCheckFailure,
      retrySessionCheck,
    ],
  );
  return (
    <ProfileContext.Provider value={value}>
      <LoggedInContext.Provider value={isLoggedIn}>
        {children}
        {isLoggedIn ? <AfterLoginData balanceLoading={balanceQuery.isLoading} /> : null}
      </LoggedInContext.Provider>
    </ProfileContext.Provider>
  );
}

export function useProfile(): ProfileState {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfile outside ProfileProvider');
  return value;
}

/** Whether a player is logged in; re-renders only when that changes. */
export function useIsLoggedIn(): boolean {
  return useContext(LoggedInContext);
}
