/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, runNode } from './run-script';

const MODULE = join(ROOT, 'scripts/pin-cores.mjs');

/** Runs `body` as an ES module beside scripts/pin-cores.mjs's exports, as `npm run perf` imports them. */
async function withPinCores(body: string, timeoutMs = 15_000): Promise<string> {
  const code = `import * as pin from ${JSON.stringify(MODULE)};\n${body}`;
  const run = await runNode(['--input-type=module', '-e', code], { timeoutMs });
  expect(run).toMatchObject({ code: 0 });
  return run.output.trim();
}

describe('scripts/pin-cores.mjs, the parts read from /proc', () => {
  it('finds the parent past a process name that holds spaces and parentheses', async () => {
    const out = await withPinCores(
      `console.log(JSON.stringify([pin.parentPid('42 (node) S 7 42 1 0'), pin.parentPid('43 (Web Content (x) y) R 9 43 1 0')]));`,
    );
    expect(JSON.parse(out)).toEqual([7, 9]);
  });

  it("knows a renderer by its command line, NUL-separated or as Chromium's one string, and nothing else", async () => {
    const out = await withPinCores(
      `console.log(JSON.stringify([
        '/usr/lib/chromium/chromium\\0--type=renderer\\0--lang=fi\\0',
        '/usr/lib/chromium/chromium --type=renderer --crashpad-handler-pid=9',
        '/usr/lib/chromium/chromium --type=zygote --no-sandbox',
        '/usr/lib/chromium/chromium\\0--type=renderer-like\\0',
        'node\\0lighthouse\\0--chrome-flags=--type=renderer\\0',
      ].map(pin.isRenderer)));`,
    );
    expect(JSON.parse(out)).toEqual([true, true, false, false, false]);
  });

  it("puts a renderer's main thread alone on core 0, its tracing and IPC threads on any core, the rest on the others", async () => {
    const out = await withPinCores(
      `console.log(JSON.stringify([
        pin.renderThreadCores(100, 100, 'chromium'),
        pin.renderThreadCores(100, 101, 'PerfettoTrace'),
        pin.renderThreadCores(100, 102, 'Chrome_ChildIOT'),
        pin.renderThreadCores(100, 103, 'ThreadPoolForeg'),
        pin.renderThreadCores(100, 104, 'Compositor'),
      ]));`,
    );
    const cores = availableParallelism();
    const others = `1-${cores - 1}`;
    expect(JSON.parse(out)).toEqual(['0', `0-${cores - 1}`, `0-${cores - 1}`, others, others]);
  });
});

// The whole watch, on the host's own processes: only where it can run (Linux, 2+ cores, taskset),
// as on every machine npm run perf is for and on CI.
const canPin = process.platform === 'linux' && availableParallelism() >= 2 && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;
(canPin ? describe : describe.skip)('scripts/pin-cores.mjs on this host', () => {
  it("moves what the run started off core 0 and gives a renderer's main thread core 0, also when it renames itself after starting", async () => {
    // A renderer starts as a copy of the zygote and takes its own command line later: the second
    // fake one does that through process.title, which rewrites /proc/<pid>/cmdline as one string.
    // The flag is put together at run time: this script's own command line must not hold it.
    const out = await withPinCores(`
      import { spawn, execFileSync } from 'node:child_process';
      const flag = ['--type', 'renderer'].join('=');
      // Each child ends by itself after 20 s, and is stopped as soon as the check is done, or fails.
      const keep = 'setTimeout(() => {}, 20000)';
      const plain = spawn(process.execPath, ['-e', keep]);
      const renderer = spawn(process.execPath, ['-e', keep, '--', flag]);
      const renamed = spawn(process.execPath, ['-e', "setTimeout(() => { process.title = ['chromium', ['--type', 'renderer'].join('='), '--lang=fi'].join(' '); }, 300);" + keep, '--', '--type=zygote']);
      try {
      if (pin.pinningUnavailable() !== null) throw new Error(pin.pinningUnavailable());
      const stop = pin.pinPageMainThreads();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const mask = (id) => execFileSync('taskset', ['-p', '-c', String(id)]).toString().trim().split(' ').pop();
      const threads = (pid) => execFileSync('ls', ['/proc/' + pid + '/task']).toString().split(/\\s+/).filter(Boolean).map(Number);
      const others = (pid) => [...new Set(threads(pid).filter((tid) => tid !== pid).map(mask))];
      console.log(JSON.stringify({
        self: mask(process.pid),
        plain: [...new Set(threads(plain.pid).map(mask))],
        renderer: [mask(renderer.pid), others(renderer.pid)],
        renamed: [mask(renamed.pid), others(renamed.pid)],
      }));
      stop();
      // Stopped, the watch gives every core back.
      console.log(JSON.stringify({ afterStop: [mask(process.pid), mask(renderer.pid)] }));
      } finally {
        for (const child of [plain, renderer, renamed]) child.kill();
      }
    `);
    const cores = availableParallelism();
    const others = cores === 2 ? '1' : `1-${cores - 1}`;
    const [during, after] = out.split('\n');
    expect(JSON.parse(during!)).toEqual({ self: others, plain: [others], renderer: ['0', [others]], renamed: ['0', [others]] });
    const all = cores === 2 ? '0,1' : `0-${cores - 1}`; // as taskset writes the list
    expect(JSON.parse(after!)).toEqual({ afterStop: [all, all] });
  });
});
