// @ts-check
/**
 * Lighthouse simulates a phone by multiplying the wall time of each of the page's main-thread
 * tasks, and on a 2-core host that wall time holds every wait for a core: Chromium's browser
 * and GPU processes (which encode Lighthouse's screenshots), the renderer's own compile
 * workers, Lighthouse itself and the servers all run beside the page's main thread. A phone
 * gives that thread a core of its own. So `npm run perf` gives it one here too: the renderer's
 * main thread on core 0, everything else of the run (this script, the servers, Lighthouse,
 * Chromium's other processes and the renderer's other threads) on the other cores, but for the
 * renderer's tracing and IPC threads, which may use either. The bare page is measured the same
 * way, and the host's benchmark index too (docs/decisions.md, Tooling, "One core for the
 * page's main thread"). Other programs on the host are not moved: measure on a quiet machine.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const PAGE_CORE = '0';
// Read once: the count follows this process's own affinity, which pinning narrows.
const CORES = availableParallelism();
const POLL_MS = 30;
const OTHER_CORES = `1-${CORES - 1}`;
const ALL_CORES = `0-${CORES - 1}`;

/** Why pinning is off on this host, or null when it can be on. */
export function pinningUnavailable() {
  if (process.platform !== 'linux') return 'not Linux';
  if (CORES < 2) return 'one core';
  const allowed = /Cpus_allowed_list:\s*(\S+)/.exec(readOr('/proc/self/status', ''))?.[1];
  if (allowed !== ALL_CORES) return `the cores allowed are ${allowed ?? 'unknown'}, not ${ALL_CORES} (a cpuset)`;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return null;
  } catch {
    return 'no taskset (util-linux)';
  }
}

/**
 * A renderer's tracing and IPC threads may use the page's core too: kept off it, they lost the
 * race with a main thread that had a core to itself, and the trace missed the navigation's
 * start (Lighthouse's NO_NAVSTART, 2 of 8 runs of the login page against 0 of 12).
 */
const ANY_CORE_THREADS = new Set(['PerfettoTrace', 'Chrome_ChildIOT']);

/** Where a renderer's thread goes (`name`, its 15-character comm): taskset's core list. */
export function renderThreadCores(pid, tid, name) {
  if (tid === pid) return PAGE_CORE;
  return ANY_CORE_THREADS.has(name) ? ALL_CORES : OTHER_CORES;
}

/** Whether a process's /proc cmdline is a Chromium renderer's, NUL-separated or, after Chromium's setproctitle, one string. */
export const isRenderer = (cmdline) => /(^|[\s\0])--type=renderer([\s\0]|$)/.test(cmdline);

/** The parent's pid from /proc/<pid>/stat: the field after the state, past the name in parentheses, which may hold spaces or parentheses. */
export function parentPid(stat) {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

const setAffinity = (id, cores, allThreads = false) => {
  try {
    execFileSync('taskset', [...(allThreads ? ['-a'] : []), '-p', '-c', cores, String(id)], { stdio: 'ignore' });
  } catch {
    // The thread or process ended between the listing and the call.
  }
};
const readOr = (path, fallback) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
};
const numericEntries = (dir) => {
  try {
    return readdirSync(dir).filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
};

const parents = new Map(); // pid → parent pid, read once per process

/** Every process descended from `root` (itself included), from /proc's parent links. */
function descendants(root) {
  const children = new Map();
  const listed = numericEntries('/proc');
  const alive = new Set(listed);
  for (const pid of parents.keys()) if (!alive.has(pid)) parents.delete(pid);
  for (const pid of listed) {
    if (!parents.has(pid)) parents.set(pid, parentPid(readOr(`/proc/${pid}/stat`, '')));
    const ppid = parents.get(pid);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const found = [root];
  for (let i = 0; i < found.length; i += 1) found.push(...(children.get(found[i]) ?? []));
  return found;
}

/**
 * Moves this process and everything it has started to the cores other than the page's, then
 * watches for Chromium renderers among its descendants: each one's main thread (its thread id
 * is the process id) goes to the page's core, and every other thread of it where
 * `renderThreadCores` says, also the ones it starts later (they start on its core). Returns the
 * function that stops the watch and gives everything it started every core again.
 */
export function pinPageMainThreads() {
  for (const pid of descendants(process.pid)) setAffinity(pid, OTHER_CORES, true);
  const renderers = new Map(); // pid → thread ids already placed
  const unnamed = new Set(); // thread ids placed off the page's core before they had a name
  const poll = () => {
    for (const pid of descendants(process.pid)) {
      // Read each time: a renderer forked from the zygote carries the zygote's command line at
      // first, then its own, as one string (Chromium's setproctitle).
      if (!renderers.has(pid) && isRenderer(readOr(`/proc/${pid}/cmdline`, ''))) renderers.set(pid, new Set());
    }
    for (const [pid, placed] of renderers) {
      const threads = numericEntries(`/proc/${pid}/task`);
      if (threads.length === 0) {
        renderers.delete(pid);
        continue;
      }
      const processName = readOr(`/proc/${pid}/comm`, '').trim();
      for (const tid of threads) {
        if (placed.has(tid)) continue;
        const name = readOr(`/proc/${pid}/task/${tid}/comm`, '').trim();
        // A new thread carries its creator's name until it names itself: placed off the page's
        // core once, and looked at again, so a tracing or IPC thread is not kept off it for good.
        if (tid !== pid && name === processName) {
          if (!unnamed.has(tid)) setAffinity(tid, OTHER_CORES);
          unnamed.add(tid);
          continue;
        }
        placed.add(tid);
        setAffinity(tid, renderThreadCores(pid, tid, name));
      }
    }
  };
  poll();
  const timer = setInterval(poll, POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    for (const pid of descendants(process.pid)) setAffinity(pid, ALL_CORES, true);
  };
}
