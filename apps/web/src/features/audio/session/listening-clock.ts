/**
 * The time of one playback: the seconds actually heard (pauses from the lock screen excluded),
 * which go with the heart rates as the dose, and the wall time from start to stop. It reads the
 * wall clock it is given, so a fake clock can drive tests.
 */
export class ListeningClock {
  private startedAt = 0;
  private endedAt = 0;
  private lastTick = 0;
  private heardSeconds = 0;
  private isPaused = false;

  get paused(): boolean {
    return this.isPaused;
  }

  /** Seconds heard so far. */
  get heard(): number {
    return this.heardSeconds;
  }

  /** Whole seconds from start to stop. */
  get durationSeconds(): number {
    return Math.max(0, Math.round((this.endedAt - this.startedAt) / 1000));
  }

  start(now: number): void {
    this.startedAt = now;
    this.endedAt = now;
    this.lastTick = now;
    this.heardSeconds = 0;
    this.isPaused = false;
  }

  /** Counts the time since the last tick unless paused; returns the seconds heard. */
  tick(now: number): number {
    if (!this.isPaused) {
      this.heardSeconds += (now - this.lastTick) / 1000;
      this.lastTick = now;
    }
    return this.heardSeconds;
  }

  /** False when already paused. */
  pause(now: number): boolean {
    if (this.isPaused) return false;
    this.tick(now);
    this.isPaused = true;
    return true;
  }

  /** False when not paused. */
  resume(now: number): boolean {
    if (!this.isPaused) return false;
    this.isPaused = false;
    this.lastTick = now;
    return true;
  }

  stop(now: number): void {
    this.tick(now);
    this.endedAt = now;
  }
}
