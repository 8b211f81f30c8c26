import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { accountRefusal, NO_ALLOWANCES, type AccountStanding } from '../lib/access-rules.js';
import { lacksCurrentConsent } from '../lib/consent-status.js';

/**
 * Who a socket's token belongs to, judged by the same function as the HTTP guard
 * (lib/access-rules.ts): the socket is a signed-in route that allows nothing special, so an
 * account that would get 403 on a data route (not approved, password change pending, legal texts
 * not accepted in their current version) may not hold one either.
 */
export interface SocketSession {
  userId: string;
  isAdmin: boolean;
  /** False when the HTTP guard would refuse this account on an ordinary signed-in route. */
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
        id: users.id,
        isAdmin: users.isAdmin,
        isApproved: users.isApproved,
        mustChangePassword: users.mustChangePassword,
        consentRequired: lacksCurrentConsent(users.id),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.tokenHash, chunk), gt(sessions.expiresAt, new Date())));
    for (const row of rows) found.set(row.tokenHash, socketSessionOf(row));
  }
  return found;
}

/** A socket's session from its account: at sign-in the one the HTTP guard read (plugins/auth.ts), at a re-check the database's. */
export function socketSessionOf(account: AccountStanding & { id: string }): SocketSession {
  return { userId: account.id, isAdmin: account.isAdmin, allowed: accountRefusal(account, NO_ALLOWANCES) === null };
}
