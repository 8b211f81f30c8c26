import { and, eq, ne } from 'drizzle-orm';
import { MSG, PASSWORD_CHANGE_MSG, type ChangePasswordResponse, type LoginResponse, type RegisterResponse } from '@uyku/domain';
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
import { recordAudit } from '../../lib/audit.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { MSG_NOT_APPROVED, type AuthUser } from '../../plugins/auth.js';
import { consentsAtSignIn, recordCurrentConsents } from './consents.js';
import { presentSessionUser } from './presenters.js';
import { createSession, revokeSession } from './sessions.js';

type RegisterInput = z.output<typeof registerRequestSchema>;
type LoginInput = z.output<typeof loginRequestSchema>;
type ResetInput = z.output<typeof passwordResetRequestSchema>;
type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;

export const MSG_PHONE_TAKEN = 'Bu telefon numarası ile kayıtlı bir hesap zaten var';
export const MSG_BAD_CREDENTIALS = 'Telefon numarası veya şifre hatalı';
export const MSG_REGISTERED = 'Kaydınız alındı. Hesabınız admin onayından sonra aktif olacaktır.';
export const MSG_USER_ADDED = 'Kullanıcı başarıyla eklendi';
export const MSG_RESET_RECEIVED = 'Talebiniz alındı. Admin onayından sonra yeni şifreniz SMS ile gönderilecektir.';

async function phoneTaken(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return Boolean(row);
}


/**
 * A public registration waits for approval and must carry both consents. An admin adding a user
 * creates an approved account and may grant admin rights; nobody else can.
 */
export async function register(db: Database, input: RegisterInput, caller: AuthUser | null): Promise<RegisterResponse> {
  const byAdmin = caller?.isAdmin === true;
  if (!byAdmin && !(input.acceptTerms && input.acceptPrivacy)) throw badRequest(MSG.consentRequired);
  if (await phoneTaken(db, input.phone)) throw conflict(MSG_PHONE_TAKEN);

  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name,
          phone: input.phone,
          email: input.email,
          passwordHash,
          abGroup: input.abGroup,
          isAdmin: byAdmin && input.isAdmin === true,
          isApproved: byAdmin,
        })
        .returning({ id: users.id, isApproved: users.isApproved, participantNumber: users.participantNumber });
      if (!created) throw new Error('insert returned no row');
      // The admin consents to nothing on the user's behalf: the user accepts at their first sign-in.
      if (!byAdmin) await recordCurrentConsents(tx as unknown as Database, created.id);
      if (byAdmin && caller) {
        await recordAudit(tx as unknown as Database, {
          actor: caller,
          action: 'user.create',
          target: created,
          details: { abGroup: input.abGroup, isAdmin: input.isAdmin === true },
        });
      }
      return created;
    });
    return {
      success: true,
      message: byAdmin ? MSG_USER_ADDED : MSG_REGISTERED,
      userId: user.id,
      isApproved: user.isApproved,
    };
  } catch (error) {
    // Two registrations of one phone at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MSG_PHONE_TAKEN);
    throw error;
  }
}

export async function login(db: Database, input: LoginInput): Promise<LoginResponse> {
  const [user] = await db.select().from(users).where(eq(users.phone, input.phone)).limit(1);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!user || !passwordOk) throw new AppError(401, 'UNAUTHENTICATED', MSG_BAD_CREDENTIALS);
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
 * Stores a reset request for an admin to handle. An unknown phone is said plainly (the spec's text);
 * a second request while one is pending does not pile up rows.
 */
export async function requestPasswordReset(db: Database, input: ResetInput): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).limit(1);
  if (!user) throw notFound(MSG.phoneNotRegistered);
  const [pending] = await db
    .select({ id: passwordResetRequests.id })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.userId, user.id), eq(passwordResetRequests.status, 'pending')))
    .limit(1);
  if (!pending) await db.insert(passwordResetRequests).values({ userId: user.id });
}

/**
 * The user's own new password (required after an admin reset). Keeps the session making the
 * change and signs every other one out, as a password change should.
 */
export async function changePassword(
  db: Database,
  user: AuthUser,
  input: ChangePasswordInput,
): Promise<ChangePasswordResponse> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    // 400, not 401: a mistyped current password must not end the session on the client.
    throw badRequest(PASSWORD_CHANGE_MSG.currentWrong);
  }
  if (input.newPassword === input.currentPassword) throw badRequest(PASSWORD_CHANGE_MSG.mustDiffer);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, user.tokenHash)));
  });
  return {
    success: true,
    message: PASSWORD_CHANGE_MSG.changed,
    user: presentSessionUser({ ...user, mustChangePassword: false }),
  };
}
