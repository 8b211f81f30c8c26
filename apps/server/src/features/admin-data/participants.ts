import { eq } from 'drizzle-orm';
import { ADMIN_DATA_MSG } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

export interface ParticipantRow {
  id: string;
  name: string;
  phone: string;
  group: 'control' | 'experiment';
  /** Study day 1 (decision 009); null before approval. */
  enrolledOn: string | null;
}

/** The account a detail or an export is about; an unknown id answers 404. */
export async function findParticipant(db: Database, userId: string): Promise<ParticipantRow> {
  const [row] = await db
    .select({ id: users.id, name: users.name, phone: users.phone, group: users.group, enrolledOn: users.enrolledOn })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound(ADMIN_DATA_MSG.userNotFound);
  return row;
}
