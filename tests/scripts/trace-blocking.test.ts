/** @jest-environment node */
import { join } from 'node:path';
import { ROOT, runNode } from './run-script';

const MODULE = join(ROOT, 'scripts/trace-blocking.mjs');

/** scripts/trace-blocking.mjs's mainThreadBlocking on these events, run as npm run perf runs it (an ES module in node). */
async function blocking(events: object[], slowdown: number): Promise<unknown> {
  const code = `import { mainThreadBlocking } from ${JSON.stringify(MODULE)};\nconsole.log(JSON.stringify(mainThreadBlocking(${JSON.stringify(events)}, ${slowdown})));`;
  const run = await runNode(['--input-type=module', '-e', code]);
  expect(run.code).toBe(0);
  return JSON.parse(run.output);
}

const MAIN = { pid: 7, tid: 7 };
const fcp = { ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts: 100_000 };
/** A main-thread task: start and durations in ms (the trace counts microseconds). */
const task = (atMs: number, wallMs: number, cpuMs?: number, thread = MAIN) => ({
  ...thread,
  name: 'RunTask',
  ph: 'X',
  ts: atMs * 1000,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});

describe('scripts/trace-blocking.mjs (npm run perf)', () => {
  it('sums the main-thread tasks after the first paint over 50 ms, by wall time and by CPU time', async () => {
    const events = [
      fcp,
      task(90, 40, 40), // before the first paint: not counted
      task(120, 28, 0.1), // waited for a core: 28 × 7.8 − 50 = 168.4 by wall, nothing by CPU
      task(160, 10, 8), // 78 − 50 = 28 by wall, 62.4 − 50 = 12.4 by CPU
      task(200, 6, 6), // 46.8: under 50 either way
      task(130, 30, 30, { pid: 7, tid: 9 }), // another thread: not counted
      { ...MAIN, name: 'FunctionCall', ph: 'X', ts: 165_000, dur: 9000, tdur: 8000 }, // inside a task: not a task
    ];
    expect(await blocking(events, 7.8)).toEqual({ wallMs: 196, cpuMs: 12 });
  });

  it('takes the wall time for a task without a CPU time', async () => {
    expect(await blocking([fcp, task(150, 20)], 4)).toEqual({ wallMs: 30, cpuMs: 30 });
  });

  it('answers null for a trace without a first contentful paint', async () => {
    expect(await blocking([task(150, 20, 20)], 4)).toBeNull();
  });
});
