import { and, eq, ne, sql } from 'drizzle-orm';
import {
  MSG,
  PASSWORD_CHANGE_MSG,
  type ChangePasswordResponse,
  type LoginResponse,
  type RegisterResponse,
  type RegistrationStatusResponse,
} from '@uyku/domain';
import type { z } from 'zod';
import type {
  changePasswordRequestSchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { passwordResetRequests, sessions, users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { MSG_NOT_APPROVED, passesAdminChecks, type AuthUser } from '../../plugins/auth.js';
import type { PasswordAttempt } from '../../plugins/rate-limit.js';
import { assertPhoneFree, createUser, insertAccount, MSG_PHONE_TAKEN } from '../../core/accounts/create-user.js';
import { recordFirstGroup, recordGroupChoice, stratumOf } from '../../core/study/allocation.js';
import { readSettings } from '../../core/study/settings.js';
import { consentsAtSignIn, recordCurrentConsents } from '../../core/accounts/consents.js';
import { presentSessionUser } from '../../core/accounts/session-user.js';
import { createSession, revokeSession } from '../../core/accounts/sessions.js';
import { inTransaction } from '../../db/transaction.js';
import { exactPhoneFirst, phoneMatches } from '../../core/accounts/phone-lookup.js';

export { MSG_PHONE_TAKEN, MSG_USER_ADDED } from '../../core/accounts/create-user.js';

type RegisterInput = z.output<typeof registerRequestSchema>;
type LoginInput = z.output<typeof loginRequestSchema>;
type ResetInput = z.output<typeof passwordResetRequestSchema>;
type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;

export const MSG_BAD_CREDENTIALS = 'Telefon numarası veya şifre hatalı';
export const MSG_REGISTERED = 'Kaydınız alındı. Hesabınız admin onayından sonra aktif olacaktır.';
export const MSG_RESET_RECEIVED = 'Talebiniz alındı. Admin onayından sonra yeni şifreniz SMS ile gönderilecektir.';

/**
 * A public registration waits for approval; a consent sent as `false` refuses it (the original call
 * carries none: its form sends only with both boxes ticked, docs/decisions/014). Called with the token of
 * a caller who passes every admin check, it is the admin's "add a user" (the original call; the web
 * app uses POST /admin/users): approved, and an admin if asked. Nobody else gets either.
 */
export async function register(db: Database, input: RegisterInput, caller: AuthUser | null): Promise<RegisterResponse> {
  if (caller && passesAdminChecks(caller)) return createUser(db, caller, input);
  if (input.acceptTerms === false || input.acceptPrivacy === false) throw badRequest(MSG.consentRequired);
  await assertPhoneFree(db, input.phone);

  // Randomised allocation ignores a sent group; the stratification answer is checked before any
  // write and kept for the allocation, which happens at approval (core/study/allocation.ts).
  const settings = await readSettings(db);
  const randomised = settings.allocationMode === 'randomised';
  const stratum = randomised ? stratumOf(settings, input.stratumAnswer) : '';

  const passwordHash = await hashPassword(input.password);
  try {
    const user = await inTransaction(db, async (tx) => {
      const created = await insertAccount(tx, input, passwordHash, {
        // Until approval allocates them, a randomised registrant is in no arm: no history row.
        group: randomised ? 'control' : input.abGroup,
        stratumAnswer: randomised && stratum !== '' ? stratum : null,
        isAdmin: false,
        isApproved: false,
      });
      if (!randomised) {
        await recordFirstGroup(tx, created.id, input.abGroup, 'registration');
        // With the descriptions the form showed under each group (the settings read above).
        await recordGroupChoice(tx, settings, created, input.abGroup);
      }
      await recordCurrentConsents(tx, created.id);
      return created;
    });
    return { success: true, message: MSG_REGISTERED, userId: user.id, isApproved: user.isApproved };
  } catch (error) {
    // Two registrations of one phone at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MSG_PHONE_TAKEN);
    throw error;
  }
}

/** `attempt` hears whether the password was right, for the sign-in limits. */
export async function login(db: Database, input: LoginInput, attempt: PasswordAttempt): Promise<LoginResponse> {
  const [user] = await db
    .select()
    .from(users)
    .where(phoneMatches(input.phone))
    .orderBy(exactPhoneFirst(input.phone))
    .limit(1);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password, attempt.priority)
    : await verifyPassword(await decoyPasswordHash(), input.password, attempt.priority).then(() => false);
  if (!user || !passwordOk) {
    await attempt.rejected();
    throw new AppError(401, 'UNAUTHENTICATED', MSG_BAD_CREDENTIALS);
  }
  await attempt.accepted();
  if (!user.isAdmin && !user.isApproved) throw new AppError(403, 'NOT_APPROVED', MSG_NOT_APPROVED);

  const consentRequired = await consentsAtSignIn(db, user.id);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const token = await createSession(db, user.id);
  return { success: true, message: 'Giriş başarılı', user: presentSessionUser({ ...user, consentRequired }), token };
}

export async function logout(db: Database, user: AuthUser): Promise<void> {
  await revokeSession(db, user.tokenHash);
}

/**
 * Stores a reset request for an admin to handle. An unknown phone is said plainly (docs/product.md, "Password resets");
 * a repeated request while one is pending answers the same and adds nothing (a partial unique
 * index keeps one pending request per user, even when two arrive together).
 */
export async function requestPasswordReset(db: Database, input: ResetInput): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(phoneMatches(input.phone))
    .orderBy(exactPhoneFirst(input.phone))
    .limit(1);
  if (!user) throw notFound(MSG.phoneNotRegistered);
  await db
    .insert(passwordResetRequests)
    .values({ userId: user.id })
    .onConflictDoNothing({ target: passwordResetRequests.userId, where: sql`${passwordResetRequests.status} = 'pending'` });
}

/**
 * Where a registration stands (docs/product.md, "Registration and sign-in"): approved or waiting,
 * and the study team's contact. An unknown phone is said plainly, as the reset request says it.
 * An admin's account reads as approved (it signs in).
 */
export async function registrationStatus(db: Database, phone: string): Promise<RegistrationStatusResponse> {
  const [user] = await db
    .select({ isApproved: users.isApproved, isAdmin: users.isAdmin })
    .from(users)
    .where(phoneMatches(phone))
    .orderBy(exactPhoneFirst(phone))
    .limit(1);
  if (!user) throw notFound(MSG.phoneNotRegistered);
  const settings = await readSettings(db);
  return {
    success: true,
    status: user.isApproved || user.isAdmin ? 'approved' : 'pending',
    study_contact: settings.studyContact,
  };
}

/**
 * The user's own new password (required after an admin reset). Keeps the session making the
 * change and signs every other one out, as a password change should.
 */
export async function changePassword(
  db: Database,
  user: AuthUser,
  input: ChangePasswordInput,
  attempt: PasswordAttempt,
): Promise<ChangePasswordResponse> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await attempt.rejected();
    // 400, not 401: a mistyped current password must not end the session on the client.
    throw badRequest(PASSWORD_CHANGE_MSG.currentWrong);
  }
  await attempt.accepted();
  if (input.newPassword === input.currentPassword) throw badRequest(PASSWORD_CHANGE_MSG.mustDiffer);
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, user.tokenHash)));
  });
  return {
    success: true,
    message: PASSWORD_CHANGE_MSG.changed,
    user: presentSessionUser({ ...user, mustChangePassword: false }),
  };
}
