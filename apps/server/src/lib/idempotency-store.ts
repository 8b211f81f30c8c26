import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_WINDOW_HOURS } from '@uyku/domain';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';

/**
 * The rows behind `Idempotency-Key` (plugins/idempotency.ts, docs/decisions/019-idempotent-writes.md).
 * Every change is one statement decided by the (account, key) primary key, so two instances or two
 * racing requests agree; times come from the database clock, as the rate limits' do.
 */

export const IDEMPOTENCY_WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 3_600_000;
/**
 * A 'pending' row this old belongs to a request that never finished (the process stopped between
 * the claim and the answer): the next request with that key may take it over. Well above the
 * request timeout (config.timeouts.requestMs), after which no request still runs.
 */
export const PENDING_TAKEOVER_MS = 5 * 60_000;

/** What a request finds for its key. */
export type Claim =
  /** The key is this request's now: go on, then `complete` or `release`. */
  | { kind: 'claimed' }
  /** The same request was answered before: send this answer again, write nothing. */
  | { kind: 'replay'; status: number; body: string }
  /** The same request is running now. */
  | { kind: 'in-progress' }
  /** The key was used for a different request. */
  | { kind: 'mismatch' };

export interface KeyOf {
  userId: string;
  key: string;
  requestHash: string;
}

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;

/** Claiming a key can find its row gone in between (its first request failed and freed it): try again. */
const CLAIM_ATTEMPTS = 3;

export class IdempotencyStore {
  constructor(private readonly db: Database) {}

  async claim({ userId, key, requestHash }: KeyOf): Promise<Claim> {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      if (await this.insertPending({ userId, key, requestHash })) return { kind: 'claimed' };
      const [row] = await this.db
        .select({
          requestHash: idempotencyKeys.requestHash,
          state: idempotencyKeys.state,
          status: idempotencyKeys.responseStatus,
          body: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!row) continue;
      if (row.requestHash !== requestHash) return { kind: 'mismatch' };
      if (row.state === 'done' && row.status !== null && row.body !== null) return { kind: 'replay', status: row.status, body: row.body };
      return { kind: 'in-progress' };
    }
    return { kind: 'in-progress' };
  }

  /**
   * Inserts the 'pending' row, or takes over one that has expired or whose request never finished;
   * false when a live row holds the key.
   */
  private async insertPending({ userId, key, requestHash }: KeyOf): Promise<boolean> {
    const t = idempotencyKeys;
    const fresh = { requestHash, state: 'pending' as const, responseStatus: null, responseBody: null, createdAt: sql`now()`, expiresAt: sql`now() + ${interval(IDEMPOTENCY_WINDOW_MS)}` };
    const [row] = await this.db
      .insert(t)
      .values({ userId, key, ...fresh })
      .onConflictDoUpdate({
        target: [t.userId, t.key],
        set: fresh,
        setWhere: sql`${t.expiresAt} <= now() or (${t.state} = 'pending' and ${t.createdAt} <= now() - ${interval(PENDING_TAKEOVER_MS)})`,
      })
      .returning({ key: t.key });
    return row !== undefined;
  }

  /** Stores the 2xx answer of the claimed request; the key answers it again for the window. */
  async complete({ userId, key, requestHash }: KeyOf, status: number, body: string): Promise<void> {
    const t = idempotencyKeys;
    await this.db
      .update(t)
      .set({ state: 'done', responseStatus: status, responseBody: body, expiresAt: sql`now() + ${interval(IDEMPOTENCY_WINDOW_MS)}` })
      .where(and(eq(t.userId, userId), eq(t.key, key), eq(t.requestHash, requestHash), eq(t.state, 'pending')));
  }

  /** Frees the key of a request that failed, so a corrected retry can go through. */
  async release({ userId, key, requestHash }: KeyOf): Promise<void> {
    const t = idempotencyKeys;
    await this.db
      .delete(t)
      .where(and(eq(t.userId, userId), eq(t.key, key), eq(t.requestHash, requestHash), eq(t.state, 'pending')));
  }

  /** Deletes expired rows; returns how many. */
  async sweep(): Promise<number> {
    const deleted = await this.db
      .delete(idempotencyKeys)
      .where(sql`${idempotencyKeys.expiresAt} <= now()`)
      .returning({ key: idempotencyKeys.key });
    return deleted.length;
  }
}
