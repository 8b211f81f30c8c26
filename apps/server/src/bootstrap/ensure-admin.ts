import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normalizePhone, PHONE_MAX_DIGITS } from '@uyku/domain';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';

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

/**
 * ADMIN_PHONE and ADMIN_PASSWORD make sure that admin exists, approved, with that password.
 * With none configured and no admin at all, one is created with a random password, shown once.
 */
export async function ensureAdmin(db: Database, admin: AppConfig['admin']): Promise<AdminLogin | null> {
  if (admin.phone && admin.password) {
    const phone = normalizePhone(admin.phone);
    if (phone.length === 0 || phone.length > PHONE_MAX_DIGITS) {
      throw new Error(`ADMIN_PHONE must have 1 to ${PHONE_MAX_DIGITS} digits`);
    }
    const [existing] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    if (existing) {
      const samePassword = await verifyPassword(existing.passwordHash, admin.password);
      await db
        .update(users)
        .set({
          isAdmin: true,
          isApproved: true,
          ...(admin.name ? { name: admin.name } : {}),
          ...(samePassword ? {} : { passwordHash: await hashPassword(admin.password), mustChangePassword: false }),
        })
        .where(eq(users.id, existing.id));
      return { kind: 'configured', phone, created: false };
    }
    await db.insert(users).values({
      phone,
      name: admin.name ?? 'Admin',
      passwordHash: await hashPassword(admin.password),
      isAdmin: true,
      isApproved: true,
    });
    return { kind: 'configured', phone, created: true };
  }

  const [anyAdmin] = await db.select({ phone: users.phone }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (anyAdmin) return { kind: 'existing', phone: anyAdmin.phone };

  const password = generatePassword();
  await db.insert(users).values({
    phone: DEFAULT_ADMIN_PHONE,
    name: admin.name ?? 'Admin',
    passwordHash: await hashPassword(password),
    isAdmin: true,
    isApproved: true,
  });
  return { kind: 'generated', phone: DEFAULT_ADMIN_PHONE, password };
}
