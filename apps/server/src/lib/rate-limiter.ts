import { createHmac } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { PreparedQueries } from '../db/prepared-queries.js';
import { rateLimitCounters } from '../db/schema/index.js';

/**
 * Fixed-window counters in the database, shared by every instance. A key that goes over its
 * limit is locked; each further lock doubles (up to `maxBlockMs`) until the key has been quiet
 * for `FORGET_AFTER_MS`. Every change is one statement, so concurrent requests never lose a count.
 * Times come from the database clock, so instances with drifting clocks agree.
 */
export interface LimitRule {
  /** Counted events allowed within the window; the next one is refused. */
  max: number;
  windowMs: number;
  /** The first lock. */
  blockMs: number;
  /** The longest lock, reached by doubling. */
  maxBlockMs: number;
}

/** A key quiet this long forgets its earlier locks; the sweep deletes it. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export type LimitScope =
  | 'login-phone'
  | 'login-address'
  | 'login-device'
  | 'password-change'
  | 'register-address'
  | 'reset-address'
  | 'status-address'
  | 'participant-writes';

/**
 * The stored key: the scope and an HMAC of what is counted under a server secret
 * (lib/server-secrets.ts), so no phone number or address sits in the table, and the table alone
 * cannot be reversed by hashing every possible phone number (the whole 05xxxxxxxxx space is a
 * few minutes of one core for an unkeyed hash). docs/decisions/016-sign-in-limits-as-deployed.md.
 */
export class LimitKeys {
  constructor(private readonly secret: Buffer) {}

  key(scope: LimitScope, subject: string): string {
    return `${scope}:${createHmac('sha256', this.secret).update(`${scope}\n${subject}`).digest('base64url').slice(0, 32)}`;
  }
}

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;

/** Milliseconds left of a lock, by the database clock (0 or less: none). */
const remainingMs = sql<string | number | null>`(extract(epoch from (${rateLimitCounters.blockedUntil} - now())) * 1000)`;

const toMs = (value: string | number | null | undefined): number => {
  const ms = Number(value ?? 0);
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms) : 0;
};

/**
 * `hit`'s upsert, built once per database with the key and the window as placeholders
 * (db/prepared-queries.ts): it runs before every write of study data, and building its text cost
 * more of a save's time than running it (docs/decisions/026-api-against-the-same-work.md).
 */
const hitQueries = new PreparedQueries<ReturnType<typeof prepareHit>>();

function prepareHit(db: Database) {
  const t = rateLimitCounters;
  const window = sql`make_interval(secs => ${sql.placeholder('windowSeconds')}::double precision)`;
  const locked = sql`(${t.blockedUntil} is not null and ${t.blockedUntil} > now())`;
  const fresh = sql`(${t.windowStart} <= now() - ${window} or (${t.blockedUntil} is not null and ${t.blockedUntil} <= now()))`;
  const quiet = sql`(${t.updatedAt} <= now() - ${seconds(FORGET_AFTER_MS)})`;
  return db
    .insert(t)
    .values({ key: sql.placeholder('key'), windowStart: sql`now()`, count: 1, strikes: 0, blockedUntil: null, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${locked} then ${t.count} when ${fresh} then 1 else ${t.count} + 1 end`,
        windowStart: sql`case when ${locked} or not ${fresh} then ${t.windowStart} else now() end`,
        strikes: sql`case when not ${locked} and ${quiet} then 0 else ${t.strikes} end`,
        blockedUntil: sql`case when ${locked} then ${t.blockedUntil} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ count: t.count, strikes: t.strikes, remaining: remainingMs })
    .prepare('');
}

export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** The longest lock left on any of these keys, in ms; 0 when none is locked. */
  async lockedFor(keys: string[]): Promise<number> {
    const rows = await this.db
      .select({ remaining: remainingMs })
      .from(rateLimitCounters)
      .where(and(inArray(rateLimitCounters.key, keys), sql`${rateLimitCounters.blockedUntil} > now()`));
    return Math.max(0, ...rows.map((row) => toMs(row.remaining)));
  }

  /**
   * Counts one event. A key that is locked is left as it is. Returns the count in the current
   * window and the lock left (ms) as it stood before this event.
   */
  async hit(key: string, rule: LimitRule): Promise<{ count: number; lockedMs: number; strikes: number }> {
    const [row] = await hitQueries.get(this.db, 'hit', () => prepareHit(this.db)).execute({ key, windowSeconds: rule.windowMs / 1000 });
    if (!row) throw new Error('rate limit upsert returned no row');
    return { count: row.count, lockedMs: toMs(row.remaining), strikes: row.strikes };
  }

  /**
   * Locks a key that is not locked yet: the rule's first lock doubled for every earlier one.
   * Returns the lock left in ms (another instance's lock when it got there first).
   */
  async lock(key: string, rule: LimitRule): Promise<number> {
    const t = rateLimitCounters;
    const duration = sql`least(${seconds(rule.blockMs)} * power(2, least(${t.strikes}, 30)), ${seconds(rule.maxBlockMs)})`;
    const [row] = await this.db
      .update(t)
      .set({ blockedUntil: sql`now() + ${duration}`, strikes: sql`${t.strikes} + 1`, updatedAt: sql`now()` })
      .where(and(eq(t.key, key), or(isNull(t.blockedUntil), lte(t.blockedUntil, sql`now()`))))
      .returning({ remaining: remainingMs });
    return row ? toMs(row.remaining) : this.lockedFor([key]);
  }

  /**
   * Gives back one event counted by `hit` that turned out not to count (a sign-in whose password
   * was right): attempts are reserved before the password is checked, so a burst cannot overshoot.
   */
  async refund(key: string): Promise<void> {
    const t = rateLimitCounters;
    await this.db
      .update(t)
      .set({ count: sql`greatest(${t.count} - 1, 0)` })
      .where(eq(t.key, key));
  }

  /** Forgets keys entirely, locks and all. */
  async clear(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
  }

  /** The current count of a key (0 when absent), e.g. whether a client has failed before. */
  async countOf(key: string): Promise<number> {
    const [row] = await this.db.select({ count: rateLimitCounters.count }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    return row?.count ?? 0;
  }

  /** Deletes keys that are unlocked and quiet; returns how many. */
  async sweep(): Promise<number> {
    const t = rateLimitCounters;
    const deleted = await this.db
      .delete(t)
      .where(
        and(
          sql`${t.updatedAt} <= now() - ${seconds(FORGET_AFTER_MS)}`,
          or(isNull(t.blockedUntil), sql`${t.blockedUntil} <= now()`),
        ),
      )
      .returning({ key: t.key });
    return deleted.length;
  }
}
