import { phoneSpellings } from '@uyku/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * The `where` of an account looked up by a typed number: the number as typed and its other spelling
 * (with or without the leading 0), so "5321112244" signs in to the account stored as "05321112244".
 */
export function phoneMatches(digits: string) {
  return inArray(users.phone, phoneSpellings(digits));
}

/**
 * Orders the matches so the number exactly as typed comes first: of a pair stored before numbers
 * had one form (reported to the admin, not merged), each keeps signing in with its own spelling.
 */
export function exactPhoneFirst(digits: string) {
  return sql`(${users.phone} = ${digits}) desc`;
}

/** Whether any account holds this number in either spelling. */
export async function phoneInUse(db: Database, digits: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(phoneMatches(digits)).limit(2);
  return rows.some((row) => row.id !== exceptUserId);
}
