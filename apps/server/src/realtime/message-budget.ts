/**
 * How many messages one socket may still send: a token bucket that holds `burst` tokens and
 * refills at `perSecond`. Each message takes a token; without one it is dropped, and a socket that
 * keeps sending through `dropsBeforeClose` drops without pausing until the bucket is full again
 * is to be closed. Memory and time are constant per message, so a flood costs nothing else.
 */
export interface MessageLimits {
  burst: number;
  perSecond: number;
  dropsBeforeClose: number;
}

/** `pass`: handle it; `drop`: ignore it (`firstDrop` once per episode, to tell the client); `close`: end the socket. */
export type MessageVerdict = { action: 'pass' } | { action: 'drop'; firstDrop: boolean } | { action: 'close' };

export class MessageBudget {
  private tokens: number;
  private updatedAt: number;
  private dropped = 0;

  constructor(
    private readonly limits: MessageLimits,
    /** Milliseconds from a monotonic clock; tests pass their own. */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limits.burst;
    this.updatedAt = now();
  }

  take(): MessageVerdict {
    const now = this.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.limits.perSecond);
    this.updatedAt = now;
    // Only a pause long enough to refill the bucket forgives earlier drops: a client that stays a
    // little above the rate keeps dropping and is closed in the end, as one far above it is at once.
    if (this.tokens >= this.limits.burst) this.dropped = 0;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { action: 'pass' };
    }
    this.dropped += 1;
    if (this.dropped > this.limits.dropsBeforeClose) return { action: 'close' };
    return { action: 'drop', firstDrop: this.dropped === 1 };
  }
}
