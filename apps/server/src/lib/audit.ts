import { AUDIT_ADMIN_CODE, participantCode } from '@uyku/domain';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/**
 * Someone in the audit log: the account id while it exists, and for good the pseudonymous
 * participant code — or, for an admin, the role: admins have no participant code
 * (docs/product.md, "Audit log").
 */
export interface AuditPerson {
  id: string;
  participantNumber: number;
  isAdmin?: boolean;
}

const codeOf = (person: AuditPerson) => (person.isAdmin === true ? AUDIT_ADMIN_CODE : participantCode(person.participantNumber));

export interface AuditEvent {
  actor: AuditPerson;
  /** A dotted action name, e.g. 'user.approve'; its Turkish label lives in AUDIT_ACTION_LABELS. */
  action: string;
  target?: AuditPerson | null;
  /**
   * What changed, e.g. { from: 'control', to: 'experiment' }. Never a password, health data or a
   * personal detail (name, phone, e-mail): the row outlives the account it is about.
   */
  details?: Record<string, unknown>;
}

/**
 * Records one admin action. Pass the transaction of the action itself, so the action and its
 * record are committed together or not at all.
 */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.actor.id,
    actorCode: codeOf(event.actor),
    action: event.action,
    targetUserId: event.target?.id ?? null,
    targetCode: event.target ? codeOf(event.target) : null,
    details: event.details ?? {},
  });
}
