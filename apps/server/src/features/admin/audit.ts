import { desc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_PAGE_SIZE, type AuditLogResponse } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { presentAuditEntry } from './presenters.js';

const actors = alias(users, 'actor');
const targets = alias(users, 'target');

/**
 * The audit log, newest first, a page at a time. Names are joined while the accounts exist; after
 * a deletion only the pseudonymous code remains.
 */
export async function listAuditLog(db: Database, before: number | undefined): Promise<Omit<AuditLogResponse, 'success'>> {
  const rows = await db
    .select({
      id: auditLog.id,
      actorCode: auditLog.actorCode,
      actorName: actors.name,
      action: auditLog.action,
      targetCode: auditLog.targetCode,
      targetName: targets.name,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(targets, eq(targets.id, auditLog.targetUserId))
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE).map(presentAuditEntry), hasMore: rows.length > AUDIT_PAGE_SIZE };
}
