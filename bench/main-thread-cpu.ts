/**
 * How much of a load's main-thread time the page's thread actually ran, read from the trace
 * Lighthouse records (docs/benchmarks.md, "Lighthouse": "Wall time and CPU time").
 *
 * Lighthouse's phone scales each task's wall-clock duration by its CPU multiplier (4 by default). On
 * a 2-core host the page's main thread shares the cores with the browser's other processes,
 * Lighthouse and the app's server, so a task's wall time includes stretches where the thread waited
 * for a core; scaled, that waiting counts as blocking time a phone (more cores, nothing else
 * running) would not have. Every top-level task of the trace carries both its wall duration (`dur`)
 * and the thread's own CPU time (`tdur`), so the long-task time is computed both ways over the same
 * tasks and printed beside Lighthouse's figures: a diagnostic of the host, not a replacement for its
 * TBT.
 */

/** The fields of a Chromium trace event this reads. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface MainThreadTimes {
  /** Top-level tasks' wall-clock time on the page's main thread, ms (not scaled). */
  wallMs: number;
  /** The same tasks' CPU time on that thread, ms (not scaled). */
  cpuMs: number;
  /**
   * Σ max(0, multiplier × wall − 50) over the whole load's tasks, ms: the long-task time Lighthouse's
   * TBT is made of, without its window (from its simulated first paint to its simulated interactive).
   */
  blockingFromWallMs: number;
  /** Σ max(0, multiplier × CPU − 50) over the same tasks, ms. */
  blockingFromCpuMs: number;
}

/** A task blocks for what it takes beyond 50 ms on Lighthouse's phone. */
const LONG_TASK_MS = 50;

/** The page's renderer main thread: the one that painted its first contentful paint. */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  return { pid: fcp.pid, tid: fcp.tid };
}

/**
 * `cpuSlowdown` is Lighthouse's CPU multiplier for the run: 4 by default, more where the bench was
 * calibrated for a fast host (LIGHTHOUSE_CPU_SLOWDOWN, docs/benchmarks.md).
 */
export function mainThreadTimes(trace: { traceEvents: TraceEvent[] }, cpuSlowdown: number): MainThreadTimes {
  const events = trace.traceEvents;
  const { pid, tid } = pageMainThread(events);
  const tasks = events
    .filter(
      (event) =>
        event.pid === pid && event.tid === tid && event.ph === 'X' && event.name === 'RunTask' && event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  const times: MainThreadTimes = { wallMs: 0, cpuMs: 0, blockingFromWallMs: 0, blockingFromCpuMs: 0 };
  let end = -Infinity;
  for (const task of tasks) {
    // Top-level tasks only: a task nested in another (a nested run loop) is inside its time already.
    if (task.ts < end) continue;
    const wall = (task.dur ?? 0) / 1000;
    end = task.ts + (task.dur ?? 0);
    // Without the thread's time (not recorded for this task), its wall time is all there is.
    const cpu = task.tdur === undefined ? wall : task.tdur / 1000;
    times.wallMs += wall;
    times.cpuMs += cpu;
    times.blockingFromWallMs += Math.max(0, cpuSlowdown * wall - LONG_TASK_MS);
    times.blockingFromCpuMs += Math.max(0, cpuSlowdown * cpu - LONG_TASK_MS);
  }
  return times;
}
