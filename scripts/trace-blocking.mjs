// @ts-check
/**
 * How much of a Lighthouse run's blocking time is the page's own work. Lighthouse simulates a
 * phone by multiplying the wall time of each main-thread task it observed; a task's wall time
 * also holds the time the thread waited for a core. On a 2-core host that runs Chromium's
 * background script compiles, the browser and the servers beside the page, a task with 0.1 ms
 * of CPU can last 28 ms, and Lighthouse counts it as 167 ms of blocking (docs/decisions.md,
 * "Blocking time: the page's own and the host's").
 *
 * From the run's trace (`--save-assets`), the main-thread tasks after the first contentful
 * paint, each scaled by the slowdown, summed over 50 ms as TBT does: once by wall time (what
 * the simulation starts from) and once by the thread's CPU time (what the page asked of it).
 * Not Lighthouse's TBT, which also moves tasks along a simulated network and stops at TTI, but
 * the same sum on the same tasks, so the two sums show how much of it the host added.
 */

/** TBT's threshold: the part of a task over 50 ms blocks. */
const LONG_TASK_MS = 50;

/**
 * @typedef {{ name: string, ph: string, ts: number, pid: number, tid: number, dur?: number, tdur?: number }} TraceEvent
 * @param {TraceEvent[]} events the trace's `traceEvents`
 * @param {number} slowdown the run's cpuSlowdownMultiplier
 * @returns {{ wallMs: number, cpuMs: number } | null} null when the trace has no first contentful paint
 */
export function mainThreadBlocking(events, slowdown) {
  // The paint is marked on the page's main thread: its tasks are the ones after it there.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  let wallMs = 0;
  let cpuMs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts || e.dur === undefined) continue;
    wallMs += Math.max(0, (e.dur / 1000) * slowdown - LONG_TASK_MS);
    cpuMs += Math.max(0, ((e.tdur ?? e.dur) / 1000) * slowdown - LONG_TASK_MS);
  }
  return { wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) };
}
