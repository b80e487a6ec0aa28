import { act, renderHook } from '@testing-library/react';
import { useBusy } from '@/ui/use-busy';

describe('useBusy', () => {
  it('is busy while the action runs and idle after it, also when it fails', async () => {
    const { result } = renderHook(() => useBusy());
    let finish: (ok: boolean) => void = () => {};
    const action = () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('failed')))));

    let running: Promise<void> = Promise.resolve();
    act(() => void (running = result.current[1](action)));
    expect(result.current[0]).toBe(true);
    await act(async () => {
      finish(true);
      await running;
    });
    expect(result.current[0]).toBe(false);

    act(() => void (running = result.current[1](action).catch(() => {})));
    expect(result.current[0]).toBe(true);
    await act(async () => {
      finish(false);
      await running;
    });
    expect(result.current[0]).toBe(false);
  });
});
