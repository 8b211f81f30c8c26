import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';

/**
 * Who a socket's token belongs to, with the same rules as the HTTP guard (plugins/auth.ts): an
 * unexpired session of an approved account (admins always are) with no password change pending.
 */
export interface SocketSession {
  userId: string;
  isAdmin: boolean;
  /** False for an unapproved account or one that must change its password first. */
  allowed: boolean;
}

/** Looks up many sessions at once (the periodic re-check of every open socket). */
export async function sessionsByTokenHash(db: Database, tokenHashes: string[]): Promise<Map<string, SocketSession>> {
  const found = new Map<string, SocketSession>();
  // Bounded IN lists: one process may hold thousands of sockets.
  for (let start = 0; start < tokenHashes.length; start += 500) {
    const chunk = tokenHashes.slice(start, start + 500);
    const rows = await db
      .select({
        tokenHash: sessions.tokenHash,
        userId: users.id,
        isAdmin: users.isAdmin,
        isApproved: users.isApproved,
        mustChangePassword: users.mustChangePassword,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.tokenHash, chunk), gt(sessions.expiresAt, new Date())));
    for (const row of rows) {
      found.set(row.tokenHash, {
        userId: row.userId,
        isAdmin: row.isAdmin,
        allowed: (row.isAdmin || row.isApproved) && !row.mustChangePassword,
      });
    }
  }
  return found;
}

export async function sessionByTokenHash(db: Database, tokenHash: string): Promise<SocketSession | null> {
  return (await sessionsByTokenHash(db, [tokenHash])).get(tokenHash) ?? null;
}
