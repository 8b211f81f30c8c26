import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, foldForSearch } from '@uyku/domain';
import { users } from '../../db/schema/index.js';

export interface SessionFilters {
  userId?: string;
  /** Calendar days in the study's time zone, both included. */
  from?: string;
  to?: string;
  /**
   * Leave out admins' own entries: the study-wide views are study data, and an admin's test
   * diary is not (the analysis and the study ZIP leave them out too).
   */
  participantsOnly?: boolean;
}

/** Rows whose `userId` column belongs to a participant, not an admin. */
export function notAnAdmin(userId: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.isAdmin})`;
}

/**
 * Rows read per query while streaming: large enough that the per-query cost (planning, the sort
 * within the first day of the batch) is spread thin, small enough to keep memory flat (a batch of
 * 1,000 sleep rows is about 0.3 MB of JSON text and 0.6 MB of objects). Batches of 5,000 took as
 * long and left up to four times the garbage between collections (docs/benchmarks.md, "CSV export
 * and whole lists").
 */
export const STREAM_BATCH_SIZE = 1000;

/**
 * The participant search of both tabs: name with Turkish letters folded (see `foldForSearch`,
 * which the web app's own filter matches), or any run of the phone's digits.
 */
export function participantSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const byName = sql`position(${foldForSearch(text)} in lower(translate(${users.name}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO}))) > 0`;
  return digits.length >= 3 && digits.length === text.replace(/\s/g, '').length
    ? sql`(${byName} or position(${digits} in ${users.phone}) > 0)`
    : byName;
}
