import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export interface ParticipantAccountFields {
  name: string;
  phone: string;
  group: 'control' | 'experiment';
  enrolledOn: string | null;
}

/**
 * The account fields an export writes on every row of a participant, read once per participant
 * for the whole export: the first batch that has a participant's night reads their account, later
 * batches find it here. A study has hundreds of participants, so the map stays small.
 */
export class ParticipantFields {
  private readonly known = new Map<string, ParticipantAccountFields>();

  constructor(private readonly db: Database) {}

  /** The fields of each of `userIds` (repeats allowed); an id whose account is gone is absent. */
  async of(userIds: readonly string[]): Promise<ReadonlyMap<string, ParticipantAccountFields>> {
    const missing = [...new Set(userIds)].filter((id) => !this.known.has(id));
    if (missing.length > 0) {
      const rows = await this.db
        .select({ id: users.id, name: users.name, phone: users.phone, group: users.group, enrolledOn: users.enrolledOn })
        .from(users)
        .where(inArray(users.id, missing));
      for (const { id, ...fields } of rows) this.known.set(id, fields);
    }
    return this.known;
  }
}
