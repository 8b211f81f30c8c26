import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GroupHistoryEntry } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { groupHistory, users } from '../../db/schema/index.js';

const changer = alias(users, 'changer');

/**
 * A participant's groups, oldest first, with the account name of the admin who made each change:
 * admins have no participant code (docs/product.md, "Audit log").
 */
export async function groupHistoryOf(db: Database, userId: string): Promise<GroupHistoryEntry[]> {
  const rows = await db
    .select({
      group: groupHistory.group,
      fromAt: groupHistory.fromAt,
      source: groupHistory.source,
      changerName: changer.name,
    })
    .from(groupHistory)
    .leftJoin(changer, eq(changer.id, groupHistory.changedBy))
    .where(eq(groupHistory.userId, userId))
    .orderBy(asc(groupHistory.fromAt), asc(groupHistory.id));
  return rows.map((row) => ({
    ab_group: row.group,
    from_at: row.fromAt.toISOString(),
    source: row.source,
    changed_by: row.changerName,
  }));
}
