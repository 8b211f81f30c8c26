import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { computeSleepMetrics, notAtDefault, rowFromWire, SLEEP_FIELDS, SLEEP_MSG, type NightInput } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { nights, users, type NightRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { groupOnDate, nightEnd } from '../../core/study/group-on-date.js';
import { metricColumns } from '../../db/sleep-metric-columns.js';
import { PreparedQueries } from '../../db/prepared-queries.js';

/**
 * The participant's sleep diary. Every query is scoped to the caller's own user id, so another
 * participant's record is indistinguishable from one that does not exist (404, never 403).
 * One entry per user and night: the unique index decides; a correction (PUT) checks first, to
 * give the clear message before it changes anything.
 */

type NewRow = typeof nights.$inferInsert;

/** Column values of a validated night (its catalogue fields, decision 018), with the derived metrics computed by the domain. */
function rowValues(
  input: NightInput,
  untouchedFields: string[],
): Omit<NewRow, 'id' | 'userId' | 'group' | 'createdAt' | 'clientCreatedAt' | 'updatedAt'> {
  const metrics = computeSleepMetrics(input);
  return {
    sleepDate: input.date,
    ...rowFromWire(SLEEP_FIELDS, input),
    untouchedFields,
    ...metricColumns(metrics),
  };
}

/**
 * A correction's untouched fields: the list it sends, else (an older client) the stored list
 * without the fields the correction moved off their default.
 */
function untouchedAfterEdit(input: NightInput, stored: readonly string[]): string[] {
  if (input.untouched_fields !== undefined) return input.untouched_fields;
  const moved = new Set(notAtDefault(SLEEP_FIELDS, input as unknown as Record<string, unknown>, stored));
  return stored.filter((name) => !moved.has(name));
}

/**
 * The group a night counts for: the participant's group when the night ended (its diary date and
 * wake time), from the group history, read in the saving statement. A night entered late for a
 * day before a group change counts for the group of that day (study/group-on-date.ts).
 */
function nightGroup(userId: string, input: NightInput) {
  return groupOnDate(userId, nightEnd(input.date, input.wake_time));
}

async function dateTaken(db: Database, userId: string, date: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: nights.id })
    .from(nights)
    .where(
      and(
        eq(nights.userId, userId),
        eq(nights.sleepDate, date),
        exceptId ? ne(nights.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Two saves of one night at the same moment: the unique index decides, with the same message. */
async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLEEP_MSG.duplicateDate);
    throw error;
  }
}

export async function getSession(db: Database, userId: string, id: string): Promise<NightRow> {
  const [row] = await db
    .select()
    .from(nights)
    .where(and(eq(nights.id, id), eq(nights.userId, userId)))
    .limit(1);
  if (!row) throw notFound(SLEEP_MSG.notFound);
  return row;
}

/**
 * Saves a new night in one statement. The unique index on (user, night) turns a second save of
 * the same night into no row (409), so no read goes before the insert (decision 011: this is the
 * diary's busiest write). The statement also returns the participant's enrolment date, which
 * dates the night on the study timeline in the answer.
 */
export async function createSession(
  db: Database,
  userId: string,
  input: NightInput,
  /** The device's time of 'Kaydet' (X-Client-Time), stored beside the receipt; null when not sent. */
  clientCreatedAt: Date | null = null,
): Promise<{ row: NightRow; enrolledOn: string | null }> {
  // An older client says nothing of untouched fields: none are recorded.
  const values: SavedValues = { ...rowValues(input, input.untouched_fields ?? []), userId, clientCreatedAt };
  // The statement's shape: which columns are left out (undefined: their default, as drizzle does
  // for an insert it builds) and which are null (written as null; a column's encoder takes no null).
  const columns = (Object.keys(values) as (keyof SavedValues)[]).filter((column) => values[column] !== undefined);
  const nulls = new Set(columns.filter((column) => values[column] === null));
  const shape = columns.map((column) => (nulls.has(column) ? `${column}=null` : column)).join(',');
  const query = saveQueries.get(db, shape, () => prepareSave(db, columns, nulls));
  const [saved] = await query.execute({ ...values, groupDate: input.date, groupWakeTime: input.wake_time });
  if (!saved) throw conflict(SLEEP_MSG.duplicateDate);
  const { enrolledOn: enrolled, ...row } = saved;
  return { row, enrolledOn: enrolled };
}

/** A new night's values as the save binds them; its group is found by the statement itself. */
type SavedValues = Omit<NewRow, 'group'>;

/**
 * The save's insert, built once per set of columns with every value a placeholder
 * (db/prepared-queries.ts): building ~30 columns with the group and enrolment subqueries cost
 * more of the diary's busiest write than the database did
 * (docs/decisions/026-api-against-the-same-work.md).
 */
const saveQueries = new PreparedQueries<ReturnType<typeof prepareSave>>();

function prepareSave(db: Database, columns: (keyof SavedValues)[], nulls: ReadonlySet<keyof SavedValues>) {
  const userId = sql.placeholder('userId');
  const placeholders = Object.fromEntries(columns.map((column) => [column, nulls.has(column) ? null : sql.placeholder(column)]));
  const enrolledOn = sql<string | null>`(select ${users.enrolledOn} from ${users} where ${users.id} = ${userId})`;
  return (
    db
      .insert(nights)
      .values({
        // Every required column is among `columns` (SavedValues types them), each bound at execute.
        ...(placeholders as unknown as SavedValues),
        group: groupOnDate(userId, nightEnd(sql.placeholder('groupDate'), sql.placeholder('groupWakeTime'))),
      })
      // A night already saved (also by a save at the same moment) inserts nothing: no error raised
      // in the database, nothing in its log.
      .onConflictDoNothing({ target: [nights.userId, nights.sleepDate] })
      .returning({ ...getTableColumns(nights), enrolledOn })
      .prepare('')
  );
}

export async function updateSession(
  db: Database,
  userId: string,
  id: string,
  input: NightInput,
): Promise<NightRow> {
  const before = await getSession(db, userId, id);
  if (await dateTaken(db, userId, input.date, id)) throw conflict(SLEEP_MSG.duplicateDate);
  const [row] = await guardDuplicate(() =>
    db
      .update(nights)
      // A corrected date or wake time may move the night to the other side of a group change.
      .set({ ...rowValues(input, untouchedAfterEdit(input, before.untouchedFields)), group: nightGroup(userId, input), updatedAt: new Date() })
      .where(and(eq(nights.id, id), eq(nights.userId, userId)))
      .returning(),
  );
  // Deleted in another tab between the read and the write.
  if (!row) throw notFound(SLEEP_MSG.notFound);
  return row;
}

export async function deleteSession(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(nights)
    .where(and(eq(nights.id, id), eq(nights.userId, userId)))
    .returning({ id: nights.id });
  if (deleted.length === 0) throw notFound(SLEEP_MSG.notFound);
}
