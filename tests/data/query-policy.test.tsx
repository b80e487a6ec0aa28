import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { ApiFailure } from '@/data/core/failure';
import { RETRY_LIMIT } from '@/data/core/policy';
import { useMenuQuery } from '@/data/games/menu-query';
import { playerKeys } from '@/data/player/keys';
import { useFreeSpinsQuery } from '@/data/promotions/free-spins-query';
import { promotionsKeys } from '@/data/promotions/keys';
import { useProfile } from '@/state/profile';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

/** The policy's backoff unit, shortened so that a retry shows within a test (SWR's default is 5 s). */
const BASE_MS = 10;
/** Longer than RETRY_LIMIT retries can take at BASE_MS: (2 + 4 + 8) units, times 1.5 at most. */
const QUIET_MS = 400;

const FastRetries = ({ children }: { children: ReactNode }) => <SWRConfig value={{ errorRetryInterval: BASE_MS }}>{children}</SWRConfig>;
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** Counts the requests to a path and answers the first `failing` of them with `answer`; the rest reach the mock. */
function intercept(path: string, answer: () => Response, failing = Infinity) {
  const times: number[] = [];
  server.use(
    http.get(`*${path}`, () => {
      times.push(Date.now());
      return times.length <= failing ? answer() : undefined;
    }),
  );
  return times;
}

function Menu() {
  const { data, error } = useMenuQuery();
  const code = error instanceof ApiFailure ? error.failure.errorCode : null;
  return <output data-testid="menu">{data ? `slots:${data.slots.length}` : code ? `error:${code}` : 'loading'}</output>;
}

describe('the query policy, through the hooks', () => {
  it('asks again after a failing server a bounded number of times, then shows the failure', async () => {
    const calls = intercept('/main/menu', () => new HttpResponse('Bad gateway', { status: 502 }));
    renderWithProviders(<FastRetries><Menu /></FastRetries>);
    // The first request also loads the client's chunk, which takes a while on a busy machine.
    await waitFor(() => expect(calls).toHaveLength(1 + RETRY_LIMIT), { timeout: 3_000 });
    expect(screen.getByTestId('menu')).toHaveTextContent('error:502');
    await pause(QUIET_MS);
    expect(calls).toHaveLength(1 + RETRY_LIMIT);
  });

  it('recovers from a network failure on its own', async () => {
    const calls = intercept('/main/menu', () => HttpResponse.error(), 1);
    renderWithProviders(<FastRetries><Menu /></FastRetries>);
    await waitFor(() => expect(screen.getByTestId('menu')).toHaveTextContent(/^slots:\d+$/));
    expect(calls).toHaveLength(2);
  });

  it('takes an app error code as the answer: it does not ask again', async () => {
    const calls = intercept('/main/menu', () => HttpResponse.json({ success: false, error: 'Game not found', errorCode: 131 }));
    renderWithProviders(<FastRetries><Menu /></FastRetries>);
    await waitFor(() => expect(screen.getByTestId('menu')).toHaveTextContent('error:131'));
    await pause(QUIET_MS);
    expect(calls).toHaveLength(1);
  });

  it('never asks again after a 115, even for data that is not the player’s', async () => {
    const calls = intercept('/main/menu', () => HttpResponse.json({ success: false, error: 'Not logged in', errorCode: 115 }));
    renderWithProviders(<FastRetries><Menu /></FastRetries>);
    await waitFor(() => expect(screen.getByTestId('menu')).toHaveTextContent('error:115'));
    await pause(QUIET_MS);
    expect(calls).toHaveLength(1);
  });

  it('waits what a 429 asks for before it asks again', async () => {
    const calls = intercept('/main/menu', () => HttpResponse.json({ params: { retryAfter: 0.3 } }, { status: 429 }), 1);
    renderWithProviders(<FastRetries><Menu /></FastRetries>);
    await waitFor(() => expect(screen.getByTestId('menu')).toHaveTextContent(/^slots:\d+$/), { timeout: 2_000 });
    expect(calls).toHaveLength(2);
    // The backoff alone would have asked again within 30 ms.
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(290);
  });
});

/** What the cache holds for the player, whether or not anyone is logged in. */
function PlayerCache() {
  const { isLoggedIn } = useProfile();
  const balance = useSWR(playerKeys.balance(), null).data;
  const spins = useSWR(promotionsKeys.freeSpins(), null).data;
  return <output data-testid="cache">{`${isLoggedIn ? 'in' : 'out'} balance:${balance ? 'yes' : 'no'} spins:${spins ? 'yes' : 'no'}`}</output>;
}

/** A second page of free spins: a player query of its own, under the fast retries, asked for on a click. */
function SecondSpinsPage() {
  const { isLoggedIn } = useProfile();
  const [wanted, setWanted] = useState(false);
  useFreeSpinsQuery(isLoggedIn && wanted, 2);
  return <button onClick={() => setWanted(true)}>page 2</button>;
}

describe('player queries', () => {
  it('ask nothing while no one is logged in: no key, no fetch, no poll', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    function Visitor() {
      const { isLoggedIn, loginStatus } = useProfile();
      useFreeSpinsQuery(isLoggedIn);
      useFreeSpinsQuery(isLoggedIn, 2);
      return <output data-testid="status">{loginStatus}</output>;
    }
    renderWithProviders(
      <FastRetries>
        <Visitor />
      </FastRetries>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('loggedOut'));
    await pause(QUIET_MS);
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual(['/main/player']);
  });
});

describe('a 115 in a player query', () => {
  it('is not asked again, and drops all of the player’s data with the login', async () => {
    signInAs(1002);
    const calls: string[] = [];
    server.use(
      http.get('*/main/player/bonuses/freeSpins', ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        calls.push(request.url);
        return HttpResponse.json({ success: false, error: 'Not logged in', errorCode: 115 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PlayerCache />
        <FastRetries>
          <SecondSpinsPage />
        </FastRetries>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('cache')).toHaveTextContent('in balance:yes spins:yes'));
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    await waitFor(() => expect(screen.getByTestId('cache')).toHaveTextContent('out balance:no spins:no'));
    await pause(QUIET_MS);
    expect(calls).toHaveLength(1);
  });
});
