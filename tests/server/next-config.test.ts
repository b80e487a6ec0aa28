/** @jest-environment node */
import { existsSync } from 'node:fs';

type Config = { output?: string; cacheHandler?: string; cacheMaxMemorySize?: number };
const load = (phase: string) => jest.requireActual<(phase: string) => Config>('../../next.config.js')(phase);

/** next.config.js for the scale-out (docs/decisions.md, "Scale-out"). */
describe('next.config.js', () => {
  it('builds the standalone server, and serves `next start` from .next without the standalone warning', () => {
    expect(load('phase-production-build').output).toBe('standalone');
    expect(load('phase-production-server').output).toBeUndefined();
  });

  it('always names the page cache handler (a standalone build fixes its config), with Next\'s in-memory layer off', () => {
    for (const phase of ['phase-production-build', 'phase-production-server']) {
      const config = load(phase);
      expect(config.cacheHandler).toMatch(/src\/server\/cache-handler\.js$/);
      expect(existsSync(config.cacheHandler ?? '')).toBe(true);
      expect(config.cacheMaxMemorySize).toBe(0);
    }
  });
});
