import { whenReady } from '@/lib/when-ready';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

it('resolves once the condition holds, checking from afterMs on', async () => {
  let ready = false;
  const done = settled(whenReady(() => ready, { afterMs: 500, withinMs: 5_000 }));
  ready = true;
  await jest.advanceTimersByTimeAsync(499);
  expect(done()).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(done()).toBe(true);
});

it('resolves at once when the condition already holds and there is nothing to wait for', async () => {
  const done = settled(whenReady(() => true, { withinMs: 1_000 }));
  await Promise.resolve();
  expect(done()).toBe(true);
});

it('gives up after withinMs, counted from the call', async () => {
  const done = settled(whenReady(() => false, { afterMs: 100, withinMs: 1_000 }));
  await jest.advanceTimersByTimeAsync(1_000);
  expect(done()).toBe(false);
  await jest.advanceTimersByTimeAsync(60);
  expect(done()).toBe(true);
});
