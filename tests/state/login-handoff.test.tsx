import { act, renderHook } from '@testing-library/react';
import { holdingLoginPage, holdLoginPage, useLoginPageHeld } from '@/state/login-handoff';

describe('the login page hold', () => {
  it('holds while a login flow runs, until its navigation is done, and lets go however it ends', async () => {
    const { result } = renderHook(() => useLoginPageHeld());
    expect(result.current).toBe(false);
    let finish: () => void = () => undefined;
    let flow: Promise<string> = Promise.resolve('');
    act(() => {
      flow = holdingLoginPage(() => new Promise<string>((resolve) => (finish = () => resolve('arrived'))));
    });
    expect(result.current).toBe(true);
    await act(async () => {
      finish();
      expect(await flow).toBe('arrived');
    });
    expect(result.current).toBe(false);

    await act(async () => {
      await expect(holdingLoginPage(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    });
    expect(result.current).toBe(false);
  });

  it("keeps the login page's own hold when a flow inside it ends", async () => {
    const { result } = renderHook(() => useLoginPageHeld());
    act(() => holdLoginPage(true));
    await act(() => holdingLoginPage(() => Promise.resolve(null)));
    expect(result.current).toBe(true);
    act(() => holdLoginPage(false));
    expect(result.current).toBe(false);
  });
});
