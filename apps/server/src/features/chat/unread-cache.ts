/**
 * Unread chat counts kept in memory (docs/decisions/011-api-performance.md), so the
 * badge every open tab polls is answered without the database. Two kinds of count: one per
 * participant (the expert's replies they have not read) and the expert total (`EXPERT_TOTAL`,
 * shared by every admin). What keeps them exact:
 * - a change made by this instance runs through `change`, which applies the change's exact delta
 *   (from the rows the statement returned) to a cached count when the statement has finished;
 * - a change made by another instance reaches this one as its `chat.unread` delivery on the
 *   realtime bus, which forgets that count here (`forget`); the next read fills it from the database;
 * - a database read is kept only if nothing touched its side while it ran (an epoch per side) and
 *   no change of its own key was under way (the in-flight writes): a read taken after a write
 *   committed, but finishing before that write's delta was applied, would otherwise count it twice;
 * - everything is forgotten when the bus's LISTEN connection is replaced (deliveries may be lost),
 *   and an entry lives at most `ttlMs`, which bounds what a change the bus never carried could cost.
 */
export const EXPERT_TOTAL = 'expert';

/** `EXPERT_TOTAL` or a participant's id. */
export type UnreadKey = string;

interface Entry {
  value: number;
  until: number;
}

export class UnreadCache {
  private readonly participants = new Map<string, Entry>();
  private expert: Entry | undefined;
  private readonly writing = new Map<UnreadKey, number>();
  private readonly epochs = { expert: 0, participants: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly maxParticipants: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached count, if there is a live one. */
  get(key: UnreadKey): number | undefined {
    const entry = this.entry(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.remove(key);
    return undefined;
  }

  /** The count through the cache; `load` reads the database on a miss. */
  async through(key: UnreadKey, load: () => Promise<number>): Promise<number> {
    const hit = this.get(key);
    return hit ?? this.refresh(key, load);
  }

  /** Reads the database and keeps the answer unless something touched the count meanwhile. */
  async refresh(key: UnreadKey, load: () => Promise<number>): Promise<number> {
    const epoch = this.epochOf(key);
    const value = await load();
    if (this.enabled && epoch === this.epochOf(key) && !this.writing.has(key)) this.store(key, value);
    return value;
  }

  /**
   * Runs a write of this instance that changes the counts of `keys`; `deltaOf` says by how much,
   * from the write's result. A write that fails may still have committed: its counts are forgotten.
   */
  async change<T>(keys: readonly UnreadKey[], run: () => Promise<T>, deltaOf: (result: T, key: UnreadKey) => number): Promise<T> {
    for (const key of keys) this.begin(key);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      for (const key of keys) {
        this.end(key);
        this.remove(key);
      }
      throw error;
    }
    for (const key of keys) {
      this.end(key);
      const entry = this.entry(key);
      if (!entry) continue;
      const value = entry.value + deltaOf(result, key);
      // Below zero cannot be right: trust the database again rather than a count gone astray.
      if (value < 0) this.remove(key);
      else entry.value = value;
    }
    return result;
  }

  /** Another instance changed this count, or this one did outside `change` (an account erased). */
  forget(key: UnreadKey): void {
    this.bump(key);
    this.remove(key);
  }

  /**
   * Another instance's `chat.unread` delivery: the counts of whom it went to moved (a participant's,
   * and the expert total when it went to the admins).
   */
  forgetRecipients(to: { userId?: string | undefined; admins?: boolean | undefined }): void {
    if (to.admins) this.forget(EXPERT_TOTAL);
    if (to.userId !== undefined) this.forget(to.userId);
  }

  forgetAll(): void {
    this.epochs.expert += 1;
    this.epochs.participants += 1;
    this.participants.clear();
    this.expert = undefined;
  }

  /** Participant counts held (the expert total aside). */
  get size(): number {
    return this.participants.size;
  }

  private begin(key: UnreadKey): void {
    this.bump(key);
    this.writing.set(key, (this.writing.get(key) ?? 0) + 1);
  }

  private end(key: UnreadKey): void {
    this.bump(key);
    const left = (this.writing.get(key) ?? 1) - 1;
    if (left > 0) this.writing.set(key, left);
    else this.writing.delete(key);
  }

  private epochOf(key: UnreadKey): number {
    return key === EXPERT_TOTAL ? this.epochs.expert : this.epochs.participants;
  }

  private bump(key: UnreadKey): void {
    if (key === EXPERT_TOTAL) this.epochs.expert += 1;
    else this.epochs.participants += 1;
  }

  private entry(key: UnreadKey): Entry | undefined {
    return key === EXPERT_TOTAL ? this.expert : this.participants.get(key);
  }

  private store(key: UnreadKey, value: number): void {
    const entry = { value, until: this.now() + this.ttlMs };
    if (key === EXPERT_TOTAL) {
      this.expert = entry;
      return;
    }
    this.participants.delete(key);
    if (this.participants.size >= this.maxParticipants) {
      // Oldest first (a Map keeps insertion order): the cache only saves work, dropping is always safe.
      const oldest = this.participants.keys().next().value;
      if (oldest !== undefined) this.participants.delete(oldest);
    }
    this.participants.set(key, entry);
  }

  private remove(key: UnreadKey): void {
    if (key === EXPERT_TOTAL) this.expert = undefined;
    else this.participants.delete(key);
  }
}
