import { participantCode } from '@uyku/domain';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** Someone in the audit log: the account id while it exists, the pseudonymous number for good. */
export interface AuditPerson {
  id: string;
  participantNumber: number;
}

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
    actorCode: participantCode(event.actor.participantNumber),
    action: event.action,
    targetUserId: event.target?.id ?? null,
    targetCode: event.target ? participantCode(event.target.participantNumber) : null,
    details: event.details ?? {},
  });
}
