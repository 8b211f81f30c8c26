import { count, eq, sql } from 'drizzle-orm';
import {
  ADMIN_MSG,
  type AdminStats,
  type AdminUser,
  type updateUserRequestSchema,
  todayInStudyZone,
} from '@uyku/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { groupHistory, sleepNightCounts, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { recordAudit, type AuditPerson } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/auth.js';
import { erasePersonalData } from '../../core/accounts/personal-data-registry.js';
import { revokeAllSessions } from '../../core/accounts/sessions.js';
import { allocateOnApproval } from '../../core/study/allocation.js';
import { ADMIN_DEMOTION_LOCK_KEY } from '../../core/accounts/locks.js';
import { presentAdminUser, type AdminUserFields } from './presenters.js';
import { accountColumns } from '../../db/account-columns.js';
import { inTransaction } from '../../db/transaction.js';

type UpdateInput = z.output<typeof updateUserRequestSchema>;

/** An account as the admin panel presents it (presenters.ts); the phone correction reads the same. */
export const adminUserColumns = {
  ...accountColumns,
  createdAt: users.createdAt,
  enrolledOn: users.enrolledOn,
};

/**
 * The stat cards, in one statement: participants are the non-admin accounts, approved or waiting;
 * nights come from `sleep_night_counts`, which triggers keep in step with every change to the
 * nights (migration 0013): a few hundred rows, not every night. An admin's own diary nights are
 * no study figure (docs/product.md, "What waits"): only participants' count.
 */
export async function stats(db: Database): Promise<AdminStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      control: sql<number>`(count(*) filter (where ${users.group} = 'control'))::int`,
      experiment: sql<number>`(count(*) filter (where ${users.group} = 'experiment'))::int`,
      nights: sql<number>`(select coalesce(sum(${sleepNightCounts.nights}), 0)::int from ${sleepNightCounts}
        where ${sleepNightCounts.userId} in (select ${users.id} from ${users} where not ${users.isAdmin}))`,
    })
    .from(users)
    .where(eq(users.isAdmin, false));
  return {
    users: { total: row?.total ?? 0, control: row?.control ?? 0, experiment: row?.experiment ?? 0 },
    sleep: { totalRecords: row?.nights ?? 0 },
  };
}

/** The audit rows one update produces: one per kind of change, so the log reads as a list of acts. */
function auditedChanges(before: AdminUserFields, input: UpdateInput): { action: string; details: Record<string, unknown> }[] {
  const changes: { action: string; details: Record<string, unknown> }[] = [];
  // Names and e-mails are personal data and the log outlives the account: record which field, not values.
  const fields = [
    ...(input.name !== undefined && input.name !== before.name ? ['name'] : []),
    ...(input.email !== undefined && input.email !== before.email ? ['email'] : []),
  ];
  if (fields.length > 0) changes.push({ action: 'user.update', details: { fields } });
  if (input.abGroup !== undefined && input.abGroup !== before.group) {
    changes.push({ action: 'user.group_change', details: { from: before.group, to: input.abGroup } });
  }
  if (input.isApproved !== undefined && input.isApproved !== before.isApproved) {
    changes.push({ action: input.isApproved ? 'user.approve' : 'user.unapprove', details: {} });
  }
  if (input.enrolledOn !== undefined && input.enrolledOn !== before.enrolledOn) {
    changes.push({ action: 'user.enrolment_change', details: { from: before.enrolledOn, to: input.enrolledOn } });
  }
  if (input.isAdmin !== undefined && input.isAdmin !== before.isAdmin) {
    changes.push({ action: input.isAdmin ? 'user.admin_grant' : 'user.admin_revoke', details: {} });
  }
  return changes;
}

async function stratumAnswerOf(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ answer: users.stratumAnswer }).from(users).where(eq(users.id, id)).limit(1);
  return row?.answer ?? null;
}

/**
 * Edits an account. An admin cannot take away their own admin rights or approval, and the last
 * admin stays an admin. Withdrawing approval signs the user out everywhere.
 */
export async function updateUser(db: Database, actor: AuthUser, id: string, input: UpdateInput): Promise<AdminUser> {
  return inTransaction(db, async (tx) => {
    if (input.isAdmin === false) await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_DEMOTION_LOCK_KEY})`);

    const [before] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound(ADMIN_MSG.userNotFound);
    const isSelf = before.id === actor.id;
    if (isSelf && input.isAdmin === false) throw conflict(ADMIN_MSG.cannotRemoveOwnAdmin);
    if (isSelf && input.isApproved === false) throw conflict(ADMIN_MSG.cannotRevokeOwnApproval);
    if (before.isAdmin && input.isAdmin === false) {
      // Read after taking the lock: a demotion committed meanwhile is counted.
      const [admins] = await tx.select({ total: count() }).from(users).where(eq(users.isAdmin, true));
      if ((admins?.total ?? 0) <= 1) throw conflict(ADMIN_MSG.lastAdmin);
    }

    const changes = auditedChanges(before, input);
    if (changes.length === 0) return presentAdminUser(before);

    // Approval enrols a participant today (study day 1) unless a date is given or already set.
    const enrolment =
      input.enrolledOn === undefined &&
      input.isApproved === true &&
      !before.isApproved &&
      before.enrolledOn === null &&
      !before.isAdmin
        ? { enrolledOn: todayInStudyZone() }
        : {};
    // The wire's `abGroup` is drizzle's `group` (column ab_group); an absent one (undefined) is left untouched.
    const { abGroup, ...fields } = input;
    const [after] = await tx
      .update(users)
      .set({ ...fields, group: abGroup, ...enrolment, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(adminUserColumns);
    if (!after) throw notFound(ADMIN_MSG.userNotFound);
    if (before.isApproved && !after.isApproved) await revokeAllSessions(tx, id);
    // Approval confirms eligibility: a randomised study allocates the participant now (decision 009).
    const allocated =
      !before.isApproved && after.isApproved
        ? await allocateOnApproval(tx, { ...after, stratumAnswer: await stratumAnswerOf(tx, id) })
        : null;
    if (allocated !== null) {
      after.group = allocated;
    } else if (after.group !== before.group) {
      // The history gains a row; records count for the group of their own date (decision 009).
      await tx.insert(groupHistory).values({ userId: id, group: after.group, source: 'admin', changedBy: actor.id });
    }

    const target: AuditPerson = { id: before.id, participantNumber: before.participantNumber, isAdmin: before.isAdmin };
    for (const change of changes) await recordAudit(tx, { actor, target, ...change });
    return presentAdminUser(after);
  });
}

/**
 * Deletes a participant and every row of theirs (the personal-data registry, which the account's
 * self-deletion uses too). The audit
 * row keeps only their pseudonymous code. Admin accounts cannot be deleted from the panel.
 */
export async function deleteUser(db: Database, actor: AuthUser, id: string): Promise<{ id: string; phone: string }> {
  return inTransaction(db, async (tx) => {
    const [target] = await tx
      .select({
        id: users.id,
        phone: users.phone,
        participantNumber: users.participantNumber,
        isAdmin: users.isAdmin,
        group: users.group,
      })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!target) throw notFound(ADMIN_MSG.userNotFound);
    if (target.isAdmin) throw conflict(ADMIN_MSG.cannotDeleteAdmin);
    await recordAudit(tx, { actor, action: 'user.delete', target, details: { abGroup: target.group } });
    await erasePersonalData(tx, id);
    // The sign-in counters are keyed by the phone: the caller forgets them once this commits.
    return { id, phone: target.phone };
  });
}
