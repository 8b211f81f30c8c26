import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { canonicalPhone, normalizePhone, PASSWORD_RULES, PHONE_MAX_DIGITS } from '@uyku/domain';
import { StartupError, type AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { recordAudit } from '../lib/audit.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { revokeAllSessions } from '../core/accounts/sessions.js';
import { inTransaction } from '../db/transaction.js';

export type AdminLogin =
  | { kind: 'configured'; phone: string; created: boolean }
  | { kind: 'generated'; phone: string; password: string }
  | { kind: 'existing'; phone: string };

/** Phone of the admin created when none is configured; 11 digits, not a real subscriber number. */
export const DEFAULT_ADMIN_PHONE = '05000000000';

/** A random password that also satisfies the registration rules (lower, upper, digit, special). */
export function generatePassword(length = 16): string {
  const sets = ['abcdefghjkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '@$!%*?&'];
  const all = sets.join('');
  const chars = sets.map((set) => set[randomInt(set.length)]);
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The audit action of a change start-up made to an admin account (label in AUDIT_ACTION_LABELS). */
export const STARTUP_ADMIN_ACTION = 'admin.startup';

/** ADMIN_PASSWORD must pass the rules a registration's password passes; the first broken one is named. */
export function checkAdminPassword(password: string): void {
  const broken = PASSWORD_RULES.find((rule) => !rule.test(password));
  if (broken) {
    throw new StartupError(
      `ADMIN_PASSWORD does not follow the registration password rules: ${broken.message}. ` +
        'Choose at least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&.',
    );
  }
}

/**
 * ADMIN_PHONE and ADMIN_PASSWORD make sure that admin exists, approved, with that password.
 * An existing account with that phone that is not an admin is promoted only with
 * ADMIN_PROMOTE_EXISTING=true (a participant's phone given by mistake must not become an admin).
 * When start-up changes an account's password or rights, that account's sessions end and the
 * change is written to the audit log. With none configured and no admin at all, one is created
 * with a random password, shown once.
 */
export async function ensureAdmin(db: Database, admin: AppConfig['admin']): Promise<AdminLogin | null> {
  if (admin.phone && admin.password) {
    const phone = canonicalPhone(normalizePhone(admin.phone));
    if (phone.length === 0 || phone.length > PHONE_MAX_DIGITS) {
      throw new StartupError(`ADMIN_PHONE must have 1 to ${PHONE_MAX_DIGITS} digits`);
    }
    checkAdminPassword(admin.password);
    const [existing] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    if (existing) {
      if (!existing.isAdmin && !admin.promoteExisting) {
        throw new StartupError(
          'ADMIN_PHONE belongs to an existing account that is not an admin; start-up will not make it one. ' +
            'Check ADMIN_PHONE, or set ADMIN_PROMOTE_EXISTING=true to promote that account deliberately.',
        );
      }
      const samePassword = await verifyPassword(existing.passwordHash, admin.password);
      const change = {
        passwordChanged: !samePassword,
        adminGranted: !existing.isAdmin,
        approvalGranted: !existing.isApproved,
      };
      const changed = change.passwordChanged || change.adminGranted || change.approvalGranted;
      const passwordHash = samePassword ? undefined : await hashPassword(admin.password);
      await inTransaction(db, async (t) => {
        await t
          .update(users)
          .set({
            isAdmin: true,
            isApproved: true,
            ...(admin.name ? { name: admin.name } : {}),
            ...(passwordHash ? { passwordHash, mustChangePassword: false } : {}),
          })
          .where(eq(users.id, existing.id));
        if (!changed) return;
        // Tokens issued before (to a participant, or under the old password) must not carry the new rights.
        await revokeAllSessions(t, existing.id);
        await recordAudit(t, { actor: { ...existing, isAdmin: true }, action: STARTUP_ADMIN_ACTION, target: { ...existing, isAdmin: true }, details: change });
      });
      return { kind: 'configured', phone, created: false };
    }
    await createAdmin(db, { phone, name: admin.name ?? 'Admin', password: admin.password });
    return { kind: 'configured', phone, created: true };
  }

  const [anyAdmin] = await db.select({ phone: users.phone }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (anyAdmin) return { kind: 'existing', phone: anyAdmin.phone };

  const password = generatePassword();
  await createAdmin(db, { phone: DEFAULT_ADMIN_PHONE, name: admin.name ?? 'Admin', password });
  return { kind: 'generated', phone: DEFAULT_ADMIN_PHONE, password };
}

/** A new admin account, with its creation in the audit log. */
async function createAdmin(db: Database, input: { phone: string; name: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (t) => {
    const [created] = await t
      .insert(users)
      .values({ phone: input.phone, name: input.name, passwordHash, isAdmin: true, isApproved: true })
      .returning({ id: users.id, participantNumber: users.participantNumber });
    if (!created) throw new Error('admin insert returned no row');
    await recordAudit(t, {
      actor: { ...created, isAdmin: true },
      action: STARTUP_ADMIN_ACTION,
      target: { ...created, isAdmin: true },
      details: { created: true, passwordChanged: true, adminGranted: true, approvalGranted: true },
    });
  });
}
