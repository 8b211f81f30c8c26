import { type createUserRequestSchema, type CreateUserResponse, todayInStudyZone } from '@uyku/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { groupHistory, users } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthUser } from '../../plugins/auth.js';
import { allocateOnApproval } from '../study/allocation.js';
import { inTransaction } from '../../db/transaction.js';
import { phoneInUse } from './phone-lookup.js';

type CreateInput = z.output<typeof createUserRequestSchema>;

export const MSG_PHONE_TAKEN = 'Bu telefon numarası ile kayıtlı bir hesap zaten var';
export const MSG_USER_ADDED = 'Kullanıcı başarıyla eklendi';

/**
 * A phone already in use, in either spelling, answers 409 before any work (the unique index still
 * decides a race between two of the same spelling).
 */
export async function assertPhoneFree(db: Database, phone: string, exceptUserId?: string): Promise<void> {
  if (await phoneInUse(db, phone, exceptUserId)) throw conflict(MSG_PHONE_TAKEN);
}

/** How an account enters the study: everything of its row but the person and the password. */
type AccountEntry = Omit<typeof users.$inferInsert, 'name' | 'phone' | 'email' | 'passwordHash'>;

/** The account row, the one insert both an admin's addition and a public registration make. */
export async function insertAccount(
  tx: Database,
  person: { name: string; phone: string; email?: string | null | undefined },
  passwordHash: string,
  entry: AccountEntry,
): Promise<{ id: string; participantNumber: number; isApproved: boolean }> {
  const [row] = await tx
    .insert(users)
    .values({ name: person.name, phone: person.phone, email: person.email, passwordHash, ...entry })
    .returning({ id: users.id, participantNumber: users.participantNumber, isApproved: users.isApproved });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * An admin adds an account: approved at once, an admin if asked, recorded in the audit log. The
 * caller must have passed every admin check (the route's guard, or `passesAdminChecks`).
 */
export async function createUser(db: Database, actor: AuthUser, input: CreateInput): Promise<CreateUserResponse> {
  await assertPhoneFree(db, input.phone);
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await inTransaction(db, async (tx) => {
      const row = await insertAccount(tx, input, passwordHash, {
        group: input.abGroup,
        isAdmin: input.isAdmin === true,
        isApproved: true,
        enrolledOn: input.isAdmin === true ? null : todayInStudyZone(),
      });
      // Added approved: a randomised study allocates them now (the admin's group does not count).
      const allocated =
        input.isAdmin === true
          ? null
          : await allocateOnApproval(tx, { ...row, isAdmin: false, stratumAnswer: null });
      if (input.isAdmin !== true && allocated === null) {
        await tx.insert(groupHistory).values({ userId: row.id, group: input.abGroup, source: 'admin', changedBy: actor.id });
      }
      // The admin consents to nothing on the user's behalf: the user accepts at their first sign-in.
      await recordAudit(tx, {
        actor,
        action: 'user.create',
        target: { ...row, isAdmin: input.isAdmin === true },
        details: { abGroup: input.abGroup, isAdmin: input.isAdmin === true },
      });
      return row;
    });
    return { success: true, message: MSG_USER_ADDED, userId: created.id, isApproved: true };
  } catch (error) {
    // Two additions of one phone at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MSG_PHONE_TAKEN);
    throw error;
  }
}
