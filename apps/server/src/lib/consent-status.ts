import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS } from '@uyku/domain';
import { consents } from '../db/schema/index.js';

/**
 * True when the user behind `userId` has not accepted the version in force of some legal text
 * (packages/domain/src/legal.ts). One expression, so the access guard reads it with the session
 * in the same query (docs/decisions/006).
 */
export function lacksCurrentConsent(userId: AnyPgColumn | string): SQL<boolean> {
  const inForce = sql.join(
    LEGAL_DOCUMENT_KEYS.map((document) => sql`(${document}::text, ${LEGAL_DOCUMENTS[document].version}::text)`),
    sql`, `,
  );
  return sql<boolean>`exists (
    select 1 from (values ${inForce}) as in_force(document, version)
    where not exists (
      select 1 from ${consents}
      where ${consents.userId} = ${userId}
        and ${consents.document} = in_force.document
        and ${consents.version} = in_force.version))`;
}
