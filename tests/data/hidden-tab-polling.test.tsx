import { act, screen } from '@testing-library/react';
import { POLL } from '@/data/core/polling';
import { useJackpotsQuery } from '@/data/games/jackpots-query';
import { useLimitsQuery } from '@/data/limits/limits-query';
import { getWorld } from '@/mocks/world/worlds';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

/**
 * A failing poll pauses in a hidden or offline tab like a succeeding one (spec 9, DESIGN.md
 * "pauses in hidden tabs"): the policy's retry, which keeps a failed key polled, waits for the
 * tab to be visible and online again, and then asks at once.
 */

const PLAYER = 1002;
const PAUSED_POLLS = 6;

type Poll = { name: string; interval: number; call: string; path: string; loggedIn: boolean; useData: () => unknown };

const POLLS: Poll[] = [
  { name: 'the jackpots', interval: POLL.jackpots, call: 'main.getJackpots', path: '/main/jackpots', loggedIn: false, useData: () => useJackpotsQuery().data },
  {
    name: 'the limits',
    interval: POLL.limitsAndRealityCheck,
    call: 'main.getLimits',
    path: '/main/player/limits',
    loggedIn: true,
    useData: () => useLimitsQuery(true).data,
  },
];

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

const setOnline = (online: boolean) => act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));

function countRequests(path: string): { asked: number[]; stop: () => void } {
  const asked: number[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) asked.push(Date.now());
  };
  server.events.on('request:start', listen);
  return { asked, stop: () => void server.events.removeListener('request:start', listen) };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setHidden(false);
  setOnline(true);
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
  jest.useRealTimers();
});

describe.each(POLLS)('$name, failing', ({ interval, call, path, loggedIn, useData }) => {
  function Probe() {
    const data = useData();
    return <output data-testid="probe">{data === undefined ? 'none' : 'shown'}</output>;
  }

  /** Renders the poll, lets it load, then fails it once while the tab is active. */
  async function failOnceActive() {
    if (loggedIn) signInAs(PLAYER);
    const requests = countRequests(path);
    renderWithProviders(<Probe />);
    await advance(interval / 2);
    expect(screen.getByTestId('probe')).toHaveTextContent('shown');
    getWorld().failures.push({ call, remaining: 'always', status: 503 });
    const before = requests.asked.length;
    await advance(interval);
    expect(requests.asked.length - before).toBe(1);
    return requests;
  }

  it('asks nothing while the tab is hidden, and asks again as soon as it is visible', async () => {
    const requests = await failOnceActive();
    setHidden(true);
    const hiddenFrom = requests.asked.length;
    await advance(PAUSED_POLLS * interval);
    expect(requests.asked.length).toBe(hiddenFrom);

    getWorld().failures.length = 0;
    setHidden(false);
    await advance(0);
    expect(requests.asked.length).toBe(hiddenFrom + 1);
    // Recovered: the poll goes on at its interval.
    await advance(2 * interval);
    expect(requests.asked.length).toBe(hiddenFrom + 3);
    expect(screen.getByTestId('probe')).toHaveTextContent('shown');
    requests.stop();
  }, 30_000);

  it('asks nothing while the browser is offline, and asks again once it is online', async () => {
    const requests = await failOnceActive();
    setOnline(false);
    const offlineFrom = requests.asked.length;
    await advance(PAUSED_POLLS * interval);
    expect(requests.asked.length).toBe(offlineFrom);

    getWorld().failures.length = 0;
    setOnline(true);
    await advance(0);
    expect(requests.asked.length).toBeGreaterThan(offlineFrom);
    requests.stop();
  }, 30_000);

  it('keeps asking at its interval through the failures while the tab is visible', async () => {
    const requests = await failOnceActive();
    const from = requests.asked.length;
    await advance(3 * interval);
    expect(requests.asked.length - from).toBe(3);
    requests.stop();
  }, 30_000);
});
