import { eq, sql } from 'drizzle-orm';
import { LEGAL_DOCUMENTS, LEGAL_DOCUMENT_KEYS } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { consents } from '../../db/schema/index.js';
import { lacksCurrentConsent } from '../../lib/consent-status.js';

/** Records that the user accepted the current version of every legal text (idempotent per version). */
export async function recordCurrentConsents(db: Database, userId: string): Promise<void> {
  await db
    .insert(consents)
    .values(LEGAL_DOCUMENT_KEYS.map((document) => ({ userId, document, version: LEGAL_DOCUMENTS[document].version })))
    .onConflictDoNothing();
}

/**
 * The consents of a sign-in, whose screen sends only with both boxes ticked (a box sent as anything
 * but `true` was refused before this; docs/decisions/014). A first sign-in (no consent on record,
 * e.g. a user an admin added) records them. A user who accepted an earlier version of a
 * text is not taken to have accepted the new one by ticking a box: the answer says so and the
 * client shows what changed before anything else (docs/decisions/007-consent-after-a-legal-text-changes.md).
 * @returns whether the user must still accept the texts in force.
 */
export async function consentsAtSignIn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ any: consents.id })
    .from(consents)
    .where(eq(consents.userId, userId))
    .limit(1);
  if (!row) {
    await recordCurrentConsents(db, userId);
    return false;
  }
  const [status] = await db.select({ lacking: lacksCurrentConsent(userId) }).from(sql`(select 1) as one`);
  return status?.lacking === true;
}
