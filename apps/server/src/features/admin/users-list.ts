import { sql, type SQLWrapper } from 'drizzle-orm';
import { PARTICIPANT_CODE_DIGITS, PARTICIPANT_CODE_PREFIX } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { isoInstant } from '../../db/json-list.js';
import { jsonArrayText, jsonObjectText, wrapJsonText } from '../../db/json-text.js';
import { PreparedQueries } from '../../db/prepared-queries.js';
import { users } from '../../db/schema/index.js';

/**
 * The admin's list of every account (`GET /api/admin/users`) as the one text the database writes
 * (decisions 011 and 026): at study scale 301 accounts, which were decoded, mapped, presented and
 * written again in JavaScript. `created_at` is the ISO text `toISOString()` wrote (`isoInstant`);
 * `participant_code` follows the domain's `participantCode`, which `admin-users-list.test.ts`
 * compares it with, as it pins the whole answer to the former one byte for byte.
 */

/** `participantCode` in SQL: the prefix, then the number padded to at least the code's digits. */
export const participantCodeSql = (number: SQLWrapper) =>
  sql<string>`(${PARTICIPANT_CODE_PREFIX}::text || lpad(${number}::text, greatest(${PARTICIPANT_CODE_DIGITS}::int, length(${number}::text)), '0'))`;

const ADMIN_USER_FIELDS = [
  ['id', users.id],
  ['participant_code', sql<string | null>`(case when ${users.isAdmin} then null else ${participantCodeSql(users.participantNumber)} end)`],
  ['phone', users.phone],
  ['name', users.name],
  ['email', users.email],
  ['is_admin', users.isAdmin],
  ['is_approved', users.isApproved],
  ['ab_group', users.group],
  ['created_at', isoInstant(users.createdAt)],
  ['enrolled_on', users.enrolledOn],
] as const;

/**
 * Every account, admins included, oldest first; the panel sorts by name in the Turkish locale.
 * Accounts created in one statement share `created_at`: the participant number (unique, in
 * creation order) makes their order the same on every call.
 */
export async function usersListAnswer(db: Database): Promise<string> {
  const [result] = await listQueries.get(db, 'list', () => prepareUsersList(db)).execute();
  if (result === undefined) throw new Error('the user list query returned no row');
  return result.answer;
}

/** Built once per database (db/prepared-queries.ts): the statement takes no values at all. */
const listQueries = new PreparedQueries<ReturnType<typeof prepareUsersList>>();

function prepareUsersList(db: Database) {
  const list = jsonArrayText(jsonObjectText(ADMIN_USER_FIELDS), sql`${users.createdAt}, ${users.participantNumber}`);
  return db.select({ answer: wrapJsonText('{"success":true,"users":', list, '}') }).from(users).prepare('');
}
