import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_MSG, type AdminUser, type PhoneDuplicatesResponse } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/auth.js';
import { assertPhoneFree, MSG_PHONE_TAKEN } from '../../core/accounts/create-user.js';
import { revokeAllSessions } from '../../core/accounts/sessions.js';
import { inTransaction } from '../../db/transaction.js';
import { presentAdminUser } from './presenters.js';
import { adminUserColumns } from './users.js';

/**
 * Corrects an account's phone (docs/product.md, "Registration and sign-in"). The number is the
 * sign-in name, so every session of the account ends: whoever holds one signs in again with the
 * new number. The audit row says that the phone changed, not the numbers (personal data that
 * would outlive the account).
 */
export async function correctPhone(db: Database, actor: AuthUser, id: string, phone: string): Promise<AdminUser> {
  try {
    return await inTransaction(db, async (tx) => {
      const [before] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for('update');
      if (!before) throw notFound(ADMIN_MSG.userNotFound);
      if (before.phone === phone) throw badRequest(ADMIN_MSG.phoneUnchanged);
      await assertPhoneFree(tx, phone, id);
      const [after] = await tx
        .update(users)
        .set({ phone, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(adminUserColumns);
      if (!after) throw notFound(ADMIN_MSG.userNotFound);
      await revokeAllSessions(tx, id);
      await recordAudit(tx, {
        actor,
        target: { id: before.id, participantNumber: before.participantNumber, isAdmin: before.isAdmin },
        action: 'user.phone_change',
        details: {},
      });
      return presentAdminUser(after);
    });
  } catch (error) {
    // The same number saved for another account at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MSG_PHONE_TAKEN);
    throw error;
  }
}

/** Pairs of accounts holding one number with and without its leading 0, oldest account first. */
export async function phoneDuplicates(db: Database): Promise<PhoneDuplicatesResponse['duplicates']> {
  const short = alias(users, 'short_form');
  const long = alias(users, 'long_form');
  const rows = await db
    .select({
      short: { id: short.id, name: short.name, phone: short.phone, createdAt: short.createdAt },
      long: { id: long.id, name: long.name, phone: long.phone, createdAt: long.createdAt },
    })
    .from(short)
    .innerJoin(long, eq(long.phone, sql`'0' || ${short.phone}`))
    .where(sql`${short.phone} ~ '^5[0-9]{9}$'`)
    .orderBy(long.phone);
  const present = (user: { id: string; name: string; phone: string; createdAt: Date }) => ({
    id: user.id,
    name: user.name,
    phone: user.phone,
    created_at: user.createdAt.toISOString(),
  });
  return rows.map(({ short: a, long: b }) => ({
    phone: b.phone,
    users: [a, b].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime()).map(present),
  }));
}
