import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS } from '@uyku/domain';
import { consents } from '../db/schema/index.js';

/**
 * True when the user behind `userId` has not accepted the version in force of some legal text
 * (packages/domain/src/legal.ts). One expression, so the access guard reads it with the session
 * in the same query (docs/decisions/007-consent-after-a-legal-text-changes.md).
 */
export function lacksCurrentConsent(userId: AnyPgColumn | string): SQL<boolean> {
  // One EXISTS per text, each answered by the (user_id, document, version) unique index. A VALUES
  // list with NOT EXISTS said the same but cost PGlite ~7 ms of planning on every request's
  // session lookup (docs/decisions/011-api-performance.md).
  const accepted = LEGAL_DOCUMENT_KEYS.map(
    (document) => sql`exists (
      select 1 from ${consents}
      where ${consents.userId} = ${userId}
        and ${consents.document} = ${document}
        and ${consents.version} = ${LEGAL_DOCUMENTS[document].version})`,
  );
  return sql<boolean>`not (${sql.join(accepted, sql` and `)})`;
}
