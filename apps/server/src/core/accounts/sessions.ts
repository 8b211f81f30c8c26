import { eq } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session and returns the bearer token, which exists only in this answer. */
export async function createSession(db: Database, userId: string): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * DAY_MS),
  });
  return token;
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a user out everywhere: after a password reset, approval withdrawal or deletion. */
export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
