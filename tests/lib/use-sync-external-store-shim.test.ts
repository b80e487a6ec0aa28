import { useSyncExternalStore } from 'react';
import * as ours from '@/lib/use-sync-external-store-shim';

/** The shim itself, as SWR would get it without the alias (CommonJS, untyped). */
const shim = jest.requireActual<Record<string, unknown>>('use-sync-external-store/shim');

describe("the browser's stand-in for use-sync-external-store/shim", () => {
  it('exports what the shim exports in a browser with this React: React’s own useSyncExternalStore', () => {
    expect(Object.keys(ours)).toEqual(Object.keys(shim));
    expect(shim.useSyncExternalStore).toBe(useSyncExternalStore);
    expect(ours.useSyncExternalStore).toBe(shim.useSyncExternalStore);
  });
});
