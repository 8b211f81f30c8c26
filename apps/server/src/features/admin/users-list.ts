import { sql } from 'drizzle-orm';
import type { AdminUser } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { isoInstant, jsonText, jsonTuples, parseJson, type TupleOf } from '../../db/json-list.js';
import { users } from '../../db/schema/index.js';
import { presentAdminUserTuple } from './presenters.js';

/**
 * The admin's list of every account (`GET /api/admin/users`) as one JSON text the database builds
 * (decision 011): at study scale 301 rows × 10 fields for PGlite to decode one at a time and
 * drizzle to map, now one field and one `JSON.parse`. `created_at` comes as the ISO text
 * `toISOString()` wrote before (`isoInstant`). The answer still passes the route's zod schema:
 * `participant_code` is the domain's `participantCode`, not repeated in SQL, and the check and
 * `JSON.stringify` cost well under a millisecond here (decision 011).
 */
const ADMIN_USER_COLUMNS = [
  users.id,
  users.participantNumber,
  users.phone,
  users.name,
  users.email,
  users.isAdmin,
  users.isApproved,
  users.abGroup,
  isoInstant(users.createdAt),
  users.enrolledOn,
] as const;

export type AdminUserTuple = TupleOf<typeof ADMIN_USER_COLUMNS>;

/**
 * Every account, admins included, oldest first; the panel sorts by name in the Turkish locale.
 * Accounts created in one statement share `created_at`: the participant number (unique, in
 * creation order) makes their order the same on every call.
 */
export async function listUsers(db: Database): Promise<AdminUser[]> {
  const [result] = await db
    .select({ list: jsonText(jsonTuples(ADMIN_USER_COLUMNS, sql`${users.createdAt}, ${users.participantNumber}`)) })
    .from(users);
  return parseJson<AdminUserTuple[]>(result?.list).map(presentAdminUserTuple);
}
