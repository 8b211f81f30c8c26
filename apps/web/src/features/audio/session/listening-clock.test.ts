import { describe, expect, it } from 'vitest';
import { ListeningClock } from './listening-clock';

describe('ListeningClock', () => {
  it('counts wall time between ticks as heard', () => {
    const clock = new ListeningClock();
    clock.start(1_000);
    expect(clock.tick(3_500)).toBe(2.5);
    expect(clock.tick(4_000)).toBe(3);
  });

  it('leaves paused time out of the seconds heard but not out of the duration', () => {
    const clock = new ListeningClock();
    clock.start(0);
    expect(clock.pause(10_000)).toBe(true);
    expect(clock.pause(11_000)).toBe(false);
    expect(clock.paused).toBe(true);
    expect(clock.tick(20_000)).toBe(10);
    expect(clock.resume(30_000)).toBe(true);
    expect(clock.resume(31_000)).toBe(false);
    clock.stop(35_000);
    expect(clock.heard).toBe(15);
    expect(clock.durationSeconds).toBe(35);
  });

  it('starts afresh', () => {
    const clock = new ListeningClock();
    clock.start(0);
    clock.pause(5_000);
    clock.start(100_000);
    expect(clock.paused).toBe(false);
    expect(clock.heard).toBe(0);
    clock.stop(101_400);
    expect(clock.durationSeconds).toBe(1);
  });
});
