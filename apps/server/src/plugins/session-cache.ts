/**
 * Signed-in callers by token hash, kept briefly in memory so a request, or a realtime socket signing
 * in (plugins/auth.ts, `userOfSession`), does not pay a database round trip for its session
 * (docs/decisions/011-api-performance.md). What keeps it right:
 * - every change to a session or to what the guard reads of an account (sign-out, password change
 *   or reset, approval, rights, group, name, consent, deletion) goes through `app.realtime`'s
 *   `sessionsRevoked` / `accessChanged`, which forget the account's entries here before they return
 *   and on every other instance when the bus notice arrives (realtime/plugin.ts);
 * - a lookup that was under way while anything was forgotten is not kept (the epoch), so a read
 *   from before a revocation cannot come back after it;
 * - an entry lives at most `ttlMs` and never past the session's own expiry; when the bus's LISTEN
 *   connection is replaced (notices may have been missed) everything is forgotten.
 */
export interface CachedSession<T> {
  user: T;
  /** When the session itself expires. */
  expiresAt: Date;
}

export class SessionCache<T extends { id: string }> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): T | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.drop(tokenHash, entry.value.id);
    return undefined;
  }

  /** Looks up through the cache; `load` reads the database. */
  async through(tokenHash: string, load: () => Promise<CachedSession<T> | null>): Promise<T | null> {
    const hit = this.get(tokenHash);
    if (hit) return hit;
    const epoch = this.epoch;
    const found = await load();
    if (!found) return null;
    if (epoch === this.epoch && this.ttlMs > 0) this.put(tokenHash, found);
    return found.user;
  }

  forgetUser(userId: string): void {
    this.epoch += 1;
    for (const tokenHash of this.byUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.byUser.delete(userId);
  }

  forgetAll(): void {
    this.epoch += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private put(tokenHash: string, { user, expiresAt }: CachedSession<T>): void {
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (a Map keeps insertion order): the cache only saves work, dropping is always safe.
      const oldest = this.entries.entries().next().value;
      if (oldest) this.drop(oldest[0], oldest[1].value.id);
    }
    this.entries.set(tokenHash, { value: user, until: Math.min(this.now() + this.ttlMs, expiresAt.getTime()) });
    let tokens = this.byUser.get(user.id);
    if (!tokens) this.byUser.set(user.id, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  private drop(tokenHash: string, userId: string): void {
    this.entries.delete(tokenHash);
    const tokens = this.byUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(userId);
  }
}
