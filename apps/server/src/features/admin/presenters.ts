import { AUDIT_ADMIN_CODE, participantCode, type AdminResetRequest, type AdminUser, type AuditEntry } from '@uyku/domain';
import type { UserRow } from '../../db/schema/index.js';

export type AdminUserFields = Pick<
  UserRow,
  'id' | 'participantNumber' | 'phone' | 'name' | 'email' | 'isAdmin' | 'isApproved' | 'group' | 'createdAt' | 'enrolledOn'
>;

/** Whitelist of what the admin list shows of an account: never the hash or session data. */
export function presentAdminUser(user: AdminUserFields): AdminUser {
  return {
    id: user.id,
    participant_code: user.isAdmin ? null : participantCode(user.participantNumber),
    phone: user.phone,
    name: user.name,
    email: user.email,
    is_admin: user.isAdmin,
    is_approved: user.isApproved,
    ab_group: user.group,
    created_at: user.createdAt.toISOString(),
    enrolled_on: user.enrolledOn,
  };
}

export function presentResetRequest(row: {
  id: string;
  userId: string;
  name: string;
  phone: string;
  email: string | null;
  createdAt: Date;
}): AdminResetRequest {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.name,
    phone: row.phone,
    email: row.email,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAuditEntry(row: {
  id: number;
  actorCode: string;
  actorName: string | null;
  action: string;
  targetCode: string | null;
  targetName: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}): AuditEntry {
  return {
    id: row.id,
    actor_code: row.actorCode === AUDIT_ADMIN_CODE ? null : row.actorCode,
    actor_role: row.actorCode === AUDIT_ADMIN_CODE ? 'admin' : 'participant',
    actor_name: row.actorName,
    action: row.action,
    target_code: row.targetCode === AUDIT_ADMIN_CODE ? null : row.targetCode,
    target_role: row.targetCode === null ? null : row.targetCode === AUDIT_ADMIN_CODE ? 'admin' : 'participant',
    target_name: row.targetName,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}
