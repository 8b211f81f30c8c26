import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks requestIdleCallback with the deadline, and cancels through cancelIdleCallback', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const then = vi.fn();
    const cancel = whenIdle(then, 1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(then, { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where the browser has no requestIdleCallback, and that timer can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const then = vi.fn();
    whenIdle(then, 1500);
    vi.advanceTimersByTime(49);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, 1500)();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
