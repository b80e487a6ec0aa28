import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api, lazyCall } from '@/api/lazy';
import type * as Lazy from '@/api/lazy';
import { SESSION_COOKIE } from '@/mocks/handlers/session';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { getWorld } from '@/mocks/world/worlds';
import { useProfile } from '@/state/profile';
import { cookieJar } from '../utils/cookie-jar';
import { renderWithProviders } from '../utils/render';
import { REGULAR, signIn } from './session';

/** What webpack rejects a dynamic import with when the chunk is gone (a deploy) or unreachable. */
const chunkLoadError = () => Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('a chunk that fails to load', () => {
  it('answers an ApiError, and the next call imports the chunk again', async () => {
    const load = jest.spyOn(api, 'games').mockRejectedValueOnce(chunkLoadError());
    const getJackpots = lazyCall('games', 'getJackpots');

    expect(await getJackpots()).toEqual({ success: false, error: 'Unexpected error', errorCode: 100 });
    const retried = await getJackpots();
    expect(retried.success && retried.data.length).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("answers a content call's own empty default, then retries", async () => {
    jest.spyOn(api, 'content').mockRejectedValueOnce(chunkLoadError());
    const getSuppliers = lazyCall('content', 'getSuppliers', []);

    expect(await getSuppliers()).toEqual([]);
    expect((await getSuppliers()).map((s) => s.name)).toEqual(getCatalogue().suppliers.map((s) => s.name));
  });
});

describe('when a call starts', () => {
  /** A lazy client whose module state (hydrated or not) is its own. */
  function freshClient() {
    let client: typeof Lazy | undefined;
    jest.isolateModules(() => {
      client = jest.requireActual<typeof Lazy>('@/api/lazy');
    });
    if (!client) throw new Error('no client');
    // The load itself is not under test here: it fails at once, without the network.
    const load = jest.spyOn(client.api, 'games').mockRejectedValue(chunkLoadError());
    return { ...client, load };
  }

  const drainMicrotasks = async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  };

  it('waits a task while the page hydrates (SWR fetches from its mount effects)', async () => {
    jest.useFakeTimers();
    const { lazyCall: call, load } = freshClient();
    const answer = call('games', 'getJackpots')();
    await drainMicrotasks();
    expect(load).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await answer).toMatchObject({ success: false, errorCode: 100 });
  });

  it('starts at once after hydration (a click)', async () => {
    jest.useFakeTimers();
    const { lazyCall: call, markHydrated, load } = freshClient();
    markHydrated();
    const answer = call('games', 'getJackpots')();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await answer).toMatchObject({ success: false, errorCode: 100 });
  });
});

function LogoutProbe() {
  const { loginStatus, player, balance, logout } = useProfile();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <output data-testid="who">{`${loginStatus}:${player?.nickName ?? ''}:${balance === null ? '' : 'balance'}`}</output>
      <output data-testid="outcome">{outcome}</output>
      <button type="button" onClick={() => void logout().then(() => setOutcome('done'), () => setOutcome('threw'))}>
        Log out
      </button>
    </>
  );
}

describe('logout', () => {
  async function signedIn() {
    const player = signIn(REGULAR);
    const user = userEvent.setup();
    renderWithProviders(<LogoutProbe />, { locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(`loggedIn:${player.nickName}:balance`));
    return user;
  }

  it("clears the player's data when the logout call's chunk fails to load", async () => {
    const user = await signedIn();
    jest.spyOn(api, 'session').mockRejectedValueOnce(chunkLoadError());
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(/^loggedOut::$/));
    expect(screen.getByTestId('outcome')).toHaveTextContent('done');
  });

  it("clears the player's data when the logout call itself throws", async () => {
    const user = await signedIn();
    const session = await api.session();
    jest.spyOn(api, 'session').mockResolvedValueOnce({
      ...session,
      logout: () => {
        throw new Error('a bug in the call');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(/^loggedOut::$/));
    expect(screen.getByTestId('outcome')).toHaveTextContent('threw');
  });

  it('ends the session at the backend when the call goes through', async () => {
    const user = await signedIn();
    const token = cookieJar.get(SESSION_COOKIE);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(/^loggedOut::$/));
    expect(token && getWorld().sessions.has(token)).toBe(false);
  });
});
