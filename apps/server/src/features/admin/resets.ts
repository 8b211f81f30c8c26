import { and, asc, eq } from 'drizzle-orm';
import { ADMIN_MSG, type AdminResetRequest, type approveResetRequestSchema } from '@uyku/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { passwordResetRequests, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthUser } from '../../plugins/auth.js';
import { revokeAllSessions } from '../../core/accounts/sessions.js';
import { presentResetRequest } from './presenters.js';
import { inTransaction } from '../../db/transaction.js';

type ApproveInput = z.output<typeof approveResetRequestSchema>;

/** Pending requests, oldest first: the one waiting longest is handled first. */
export async function listPendingResets(db: Database): Promise<AdminResetRequest[]> {
  const rows = await db
    .select({
      id: passwordResetRequests.id,
      userId: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      createdAt: passwordResetRequests.createdAt,
    })
    .from(passwordResetRequests)
    .innerJoin(users, eq(users.id, passwordResetRequests.userId))
    .where(eq(passwordResetRequests.status, 'pending'))
    .orderBy(asc(passwordResetRequests.createdAt));
  return rows.map(presentResetRequest);
}

/** Locks a pending request with its user; a request already approved or rejected is not handled twice. */
async function lockPending(tx: Database, requestId: string) {
  const [request] = await tx
    .select({
      id: passwordResetRequests.id,
      status: passwordResetRequests.status,
      userId: users.id,
      participantNumber: users.participantNumber,
      phone: users.phone,
    })
    .from(passwordResetRequests)
    .innerJoin(users, eq(users.id, passwordResetRequests.userId))
    .where(eq(passwordResetRequests.id, requestId))
    .for('update', { of: passwordResetRequests });
  if (!request) throw notFound(ADMIN_MSG.requestNotFound);
  if (request.status !== 'pending') throw conflict(ADMIN_MSG.requestAlreadyResolved);
  return request;
}

async function resolve(tx: Database, actor: AuthUser, requestId: string, status: 'approved' | 'rejected') {
  await tx
    .update(passwordResetRequests)
    .set({ status, resolvedAt: new Date(), resolvedBy: actor.id })
    .where(and(eq(passwordResetRequests.id, requestId), eq(passwordResetRequests.status, 'pending')));
}

/**
 * Sets the admin's password, signs the user out everywhere and makes them choose their own
 * password at the next sign-in. The password is returned for the admin to pass on, never logged.
 */
export async function approveReset(
  db: Database,
  actor: AuthUser,
  input: ApproveInput,
): Promise<{ phone: string; userId: string }> {
  // Hashing is slow on purpose; it runs before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.newPassword);
  return inTransaction(db, async (tx) => {
    const request = await lockPending(tx, input.requestId);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(users.id, request.userId));
    await revokeAllSessions(tx, request.userId);
    await resolve(tx, actor, request.id, 'approved');
    await recordAudit(tx, {
      actor,
      action: 'password_reset.approve',
      target: { id: request.userId, participantNumber: request.participantNumber },
    });
    return { phone: request.phone, userId: request.userId };
  });
}

export async function rejectReset(db: Database, actor: AuthUser, requestId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const request = await lockPending(tx, requestId);
    await resolve(tx, actor, request.id, 'rejected');
    await recordAudit(tx, {
      actor,
      action: 'password_reset.reject',
      target: { id: request.userId, participantNumber: request.participantNumber },
    });
  });
}
