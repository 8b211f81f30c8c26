import { describe, expect, it } from 'vitest';
import { mainThreadTimes } from '../../bench/main-thread-cpu';

const PAGE = { pid: 10, tid: 10 };
const task = (ts: number, durMs: number, cpuMs: number, thread = PAGE) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const fcp = { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 0 };

describe('the main thread read from a trace (bench/main-thread-cpu.ts)', () => {
  it('sums wall and CPU time of top-level tasks and their long-task time at 4×', () => {
    const times = mainThreadTimes(
      {
        traceEvents: [
          fcp,
          // 40 ms of wall, 20 of CPU: 4 × 40 − 50 = 110 ms of blocking from wall, 4 × 20 − 50 = 30 from CPU.
          task(100, 40, 20),
          // Nested in the task above (a nested run loop): already inside its time.
          task(110, 10, 5),
          // Short at 4× either way: no blocking.
          task(200, 10, 10),
        ],
      },
      4,
    );
    expect(times).toEqual({ wallMs: 50, cpuMs: 30, blockingFromWallMs: 110, blockingFromCpuMs: 30 });
  });

  it("scales by the run's own CPU multiplier (LIGHTHOUSE_CPU_SLOWDOWN)", () => {
    // At 8×: 8 × 40 − 50 = 270 ms from wall, 8 × 20 − 50 = 110 from CPU; the 10 ms task now blocks 30.
    const times = mainThreadTimes({ traceEvents: [fcp, task(100, 40, 20), task(200, 10, 10)] }, 8);
    expect(times).toEqual({ wallMs: 50, cpuMs: 30, blockingFromWallMs: 300, blockingFromCpuMs: 140 });
  });

  it("counts only the page's main thread: the one that painted the first contentful paint", () => {
    const other = { pid: 20, tid: 20 };
    const times = mainThreadTimes({ traceEvents: [fcp, task(100, 30, 30), task(100, 500, 500, other)] }, 4);
    expect(times.wallMs).toBe(30);
    expect(times.blockingFromCpuMs).toBe(70);
  });

  it('takes a task without thread time at its wall time', () => {
    const times = mainThreadTimes({ traceEvents: [fcp, { name: 'RunTask', ph: 'X', ...PAGE, ts: 0, dur: 20_000 }] }, 4);
    expect(times).toMatchObject({ wallMs: 20, cpuMs: 20, blockingFromCpuMs: 30 });
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => mainThreadTimes({ traceEvents: [task(0, 10, 10)] }, 4)).toThrow(/first contentful paint/);
  });
});
