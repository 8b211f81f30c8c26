import { AUDIO_MSG } from '@uyku/domain';
import { AppError, MSG_BUSY } from '../../errors.js';

/** How many media responses run at once, wait, and may come from one address. */
export interface ReadGateLimits {
  concurrentReads: number;
  readQueue: number;
  readsPerAddress: number;
  requestsPerMinute: number;
}

const MINUTE_MS = 60_000;
const RETRY_AFTER_SECONDS = 5;

/**
 * The door of /api/media (docs/security.md, "Media"): at most `concurrentReads` responses stream
 * at once on this instance, the next `readQueue` wait their turn in order, and beyond that a
 * request answers 503; one client address may have `readsPerAddress` responses under way and send
 * `requestsPerMinute` requests a minute (429 beyond). Counted in memory: the limits protect this
 * instance's event loop and database connection, which is what a flood of downloads exhausts.
 */
export class ReadGate {
  private active = 0;
  private readonly waiting: { start: () => void }[] = [];
  private readonly underWay = new Map<string, number>();
  private window = { startedAt: 0, counts: new Map<string, number>() };

  constructor(
    private readonly limits: ReadGateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request of the address in this minute; the one over the limit is refused (429). */
  count(address: string): { retryAfterSeconds: number } | null {
    const now = this.now();
    if (now - this.window.startedAt >= MINUTE_MS) this.window = { startedAt: now, counts: new Map() };
    const count = (this.window.counts.get(address) ?? 0) + 1;
    this.window.counts.set(address, count);
    if (count <= this.limits.requestsPerMinute) return null;
    return { retryAfterSeconds: Math.max(1, Math.ceil((this.window.startedAt + MINUTE_MS - now) / 1000)) };
  }

  /**
   * Waits for a slot. Resolves with the function that gives it back (safe to call twice); throws a
   * 429 when the address has too many under way, a 503 when the queue is full. `cancelled`
   * registers a callback for a client that leaves while waiting: it leaves the queue.
   */
  async enter(address: string, cancelled: (leave: () => void) => void): Promise<() => void> {
    const held = this.underWay.get(address) ?? 0;
    if (held >= this.limits.readsPerAddress) throw new AppError(429, 'RATE_LIMITED', AUDIO_MSG.mediaBusyForAddress);
    if (this.active >= this.limits.concurrentReads && this.waiting.length >= this.limits.readQueue) {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', MSG_BUSY);
    }
    this.underWay.set(address, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.underWay.get(address) ?? 1) - 1;
      if (left > 0) this.underWay.set(address, left);
      else this.underWay.delete(address);
      const next = this.waiting.shift();
      if (next) next.start();
      else this.active -= 1;
    };
    if (this.active < this.limits.concurrentReads) {
      this.active += 1;
      return release;
    }
    await new Promise<void>((resolve, reject) => {
      const entry = { start: () => resolve() };
      this.waiting.push(entry);
      cancelled(() => {
        const at = this.waiting.indexOf(entry);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        released = true;
        const left = (this.underWay.get(address) ?? 1) - 1;
        if (left > 0) this.underWay.set(address, left);
        else this.underWay.delete(address);
        reject(new AppError(503, 'SERVICE_UNAVAILABLE', MSG_BUSY));
      });
    });
    return release;
  }

  /** For the tests and the logs: responses streaming and waiting. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

export { RETRY_AFTER_SECONDS };
