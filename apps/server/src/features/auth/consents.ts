import { LEGAL_DOCUMENTS, LEGAL_DOCUMENT_KEYS } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { consents } from '../../db/schema/index.js';

/** Records that the user accepted the current version of every legal text (idempotent per version). */
export async function recordCurrentConsents(db: Database, userId: string): Promise<void> {
  await db
    .insert(consents)
    .values(LEGAL_DOCUMENT_KEYS.map((document) => ({ userId, document, version: LEGAL_DOCUMENTS[document].version })))
    .onConflictDoNothing();
}
