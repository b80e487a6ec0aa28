import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { POLL } from '@/data/core/polling';
import { ResponsibleGamingPage } from '@/features/responsible-gaming/ResponsibleGamingScreen';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

/**
 * Spec 9: the limits are polled every 5 s while the balance is not loading, on the limits
 * screen as everywhere else. The screen kept a poll of its own that ran on while the balance
 * loaded.
 */

const REGULAR = 1002;
/** Less than the request deadline (15 s), so the held balance is still loading throughout. */
const HELD_MS = 3 * POLL.limitsAndRealityCheck - 1_000;

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  server.events.removeAllListeners();
});

it('does not poll the limits while the balance loads, and polls them every 5 s once it has', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Answering nothing hands the request on to the mock backend's own handler once released.
  server.use(http.get('*/main/player/balance', () => held.then(() => undefined)));
  const asked: number[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/main/player/limits') asked.push(Date.now());
  });
  signInAs(REGULAR);
  renderWithProviders(<ResponsibleGamingPage />);
  await advance(1_000);
  expect(await screen.findByTestId('loss-limits')).toBeInTheDocument();
  const first = asked.length;
  expect(first).toBeGreaterThan(0);

  await advance(HELD_MS);
  expect(asked).toHaveLength(first);

  release();
  await advance(1_000);
  const afterBalance = asked.length;
  await advance(2 * POLL.limitsAndRealityCheck);
  expect(asked.length - afterBalance).toBeGreaterThanOrEqual(2);
}, 30_000);
