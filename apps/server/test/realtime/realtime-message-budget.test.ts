import { describe, expect, it } from 'vitest';
import { REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE, REALTIME_MESSAGE_BURST, REALTIME_MESSAGES_PER_SECOND } from '@uyku/domain';
import { MessageBudget, type MessageVerdict } from '../../src/realtime/message-budget.js';

/** The socket's message budget (realtime/message-budget.ts) with the production limits, on a clock the test moves. */
function budget() {
  let now = 0;
  const limits = {
    burst: REALTIME_MESSAGE_BURST,
    perSecond: REALTIME_MESSAGES_PER_SECOND,
    dropsBeforeClose: REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE,
  };
  const bucket = new MessageBudget(limits, () => now);
  const take = (count: number): MessageVerdict[] => Array.from({ length: count }, () => bucket.take());
  return { take, advance: (ms: number) => (now += ms) };
}

const passed = (verdicts: MessageVerdict[]) => verdicts.filter((v) => v.action === 'pass').length;

describe('the message budget', () => {
  it('passes a burst, drops what follows it (saying so once), and closes after the allowed drops', () => {
    const { take } = budget();
    expect(passed(take(REALTIME_MESSAGE_BURST))).toBe(REALTIME_MESSAGE_BURST);
    expect(take(2)).toEqual([
      { action: 'drop', firstDrop: true },
      { action: 'drop', firstDrop: false },
    ]);
    take(REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE - 2);
    expect(take(1)).toEqual([{ action: 'close' }]);
  });

  it('refills at the sustained rate', () => {
    const { take, advance } = budget();
    take(REALTIME_MESSAGE_BURST);
    advance(1_000);
    expect(passed(take(REALTIME_MESSAGES_PER_SECOND + 5))).toBe(REALTIME_MESSAGES_PER_SECOND);
  });

  it('forgives earlier drops only after a pause that refills the bucket', () => {
    const { take, advance } = budget();
    take(REALTIME_MESSAGE_BURST + REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE);
    // A little refill is not a pause: the next drop closes.
    advance(100);
    take(Math.floor(REALTIME_MESSAGES_PER_SECOND / 10));
    expect(take(1)).toEqual([{ action: 'close' }]);

    const rested = budget();
    rested.take(REALTIME_MESSAGE_BURST + REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE);
    rested.advance((REALTIME_MESSAGE_BURST / REALTIME_MESSAGES_PER_SECOND) * 1_000);
    expect(passed(rested.take(REALTIME_MESSAGE_BURST))).toBe(REALTIME_MESSAGE_BURST);
    expect(rested.take(1)).toEqual([{ action: 'drop', firstDrop: true }]);
  });

  it('carries a real call: a few dozen ICE candidates at once, then a steady trickle', () => {
    const { take, advance } = budget();
    expect(passed(take(45))).toBe(45);
    for (let second = 0; second < 60; second++) {
      advance(1_000);
      expect(passed(take(REALTIME_MESSAGES_PER_SECOND - 5))).toBe(REALTIME_MESSAGES_PER_SECOND - 5);
    }
  });
});
