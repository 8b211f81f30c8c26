import { describe, expect, it } from 'vitest';
import { backoffDelay } from './realtime';

describe('reconnect backoff', () => {
  it('grows exponentially from half a second, with jitter within each step', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 0)).toBe(2_000);
    expect(backoffDelay(3, () => 1)).toBe(4_000);
  });

  it('never waits more than 15 seconds, however many attempts failed', () => {
    for (const attempt of [5, 10, 50, 1000]) {
      expect(backoffDelay(attempt, () => 1)).toBe(15_000);
      expect(backoffDelay(attempt, () => 0)).toBe(7_500);
    }
  });
});
