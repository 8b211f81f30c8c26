import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { ADMIN_DATA_MSG, heartRateAverages, type HeartRateAverages, type HeartRateMissing } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import type { MeasurementRow } from '../../db/heart-rate-values.js';
import { heartRateSessions, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { decodeCursor, toPage, type Keyset } from './cursor.js';
import { dayEnd, dayStart } from '../../lib/study-days.js';
import { notAnAdmin, participantSearch, STREAM_BATCH_SIZE, type SessionFilters } from './filters.js';
import { findParticipant } from './participants.js';

/**
 * Everyone's heart rate around the audio sessions (docs/product.md, "Heart rate"), newest first, keyset
 * paged on (created_at, id). The cursor carries created_at with its microseconds as Postgres
 * prints them, since a JavaScript Date would drop them and skip or repeat rows at a page edge.
 */

const hr = heartRateSessions;
/** created_at as exact text: `2026-11-21T18:04:05.123456Z`. */
const createdAtKey = sql<string>`to_char(${hr.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const adminHeartRateColumns = {
  id: hr.id,
  userId: hr.userId,
  userName: users.name,
  userPhone: users.phone,
  group: hr.group,
  contentType: hr.contentType,
  contentName: hr.contentName,
  heartRateBefore: hr.heartRateBefore,
  heartRateAfter: hr.heartRateAfter,
  heartRateBeforeMissing: hr.heartRateBeforeMissing,
  heartRateAfterMissing: hr.heartRateAfterMissing,
  beforeMethod: hr.beforeMethod,
  beforeQuality: hr.beforeQuality,
  beforeSeconds: hr.beforeSeconds,
  beforeRmssdMs: hr.beforeRmssdMs,
  beforeRrCount: hr.beforeRrCount,
  beforeReferenceBpm: hr.beforeReferenceBpm,
  afterMethod: hr.afterMethod,
  afterQuality: hr.afterQuality,
  afterSeconds: hr.afterSeconds,
  afterRmssdMs: hr.afterRmssdMs,
  afterRrCount: hr.afterRrCount,
  afterReferenceBpm: hr.afterReferenceBpm,
  durationSeconds: hr.durationSeconds,
  createdAt: hr.createdAt,
  createdAtKey,
};

export interface AdminHeartRateRow extends MeasurementRow {
  id: string;
  userId: string;
  userName: string;
  userPhone: string;
  group: 'control' | 'experiment';
  contentType: string;
  contentName: string;
  heartRateBefore: number | null;
  heartRateAfter: number | null;
  heartRateBeforeMissing: HeartRateMissing | null;
  heartRateAfterMissing: HeartRateMissing | null;
  durationSeconds: number;
  createdAt: Date;
  createdAtKey: string;
}

const keysetOf = (row: { createdAtKey: string; id: string }): Keyset => ({ key: row.createdAtKey, id: row.id });
/** A range on created_at plus a tie-break (not a row comparison), so the created_at index serves every batch. */
const before = (after: Keyset) =>
  sql`${hr.createdAt} <= ${after.key}::timestamptz and (${hr.createdAt} < ${after.key}::timestamptz or ${hr.id} < ${after.id}::uuid)`;

function where(filters: SessionFilters, after: Keyset | undefined): SQL | undefined {
  return and(
    filters.userId ? eq(hr.userId, filters.userId) : undefined,
    filters.from ? gte(hr.createdAt, dayStart(filters.from)) : undefined,
    filters.to ? lt(hr.createdAt, dayEnd(filters.to)) : undefined,
    after ? before(after) : undefined,
  );
}

function readHeartRate(db: Database, filters: SessionFilters, after: Keyset | undefined, limit: number): Promise<AdminHeartRateRow[]> {
  return db
    .select(adminHeartRateColumns)
    .from(hr)
    .innerJoin(users, eq(users.id, hr.userId))
    .where(where(filters, after))
    .orderBy(desc(hr.createdAt), desc(hr.id))
    .limit(limit);
}

export async function* streamHeartRateRows(db: Database, filters: SessionFilters): AsyncGenerator<AdminHeartRateRow> {
  let after: Keyset | undefined;
  for (;;) {
    const rows = await readHeartRate(db, filters, after, STREAM_BATCH_SIZE);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < STREAM_BATCH_SIZE || !last) return;
    after = keysetOf(last);
  }
}

export async function heartRatePage(db: Database, filters: SessionFilters, limit: number, cursor: string | undefined) {
  const rows = await readHeartRate(db, filters, decodeCursor(cursor), limit + 1);
  return toPage(rows, limit, keysetOf);
}

/** The tab's header, of participants only (an admin's own sessions are not study data, as in the sleep tab). */
export async function heartRateOverview(db: Database): Promise<{ totalRecords: number; participants: number }> {
  const [row] = await db
    .select({ totalRecords: sql<number>`count(*)::int`, participants: sql<number>`count(distinct ${hr.userId})::int` })
    .from(hr)
    .where(notAnAdmin(hr.userId));
  return row ?? { totalRecords: 0, participants: 0 };
}

/** Participants with sessions, most recent session first, each with their count and latest session. */
export async function heartRateParticipantsPage(db: Database, searchText: string | undefined, limit: number, cursor: string | undefined) {
  // One row per participant: their count, latest instant and, through the (user_id, created_at)
  // index, the id of their latest session (ties on the instant broken by id, as in the lists).
  // The page of participants is cut before any join, so the joins touch only its rows.
  const search = participantSearch(searchText);
  const perUser = db
    .select({
      userId: hr.userId,
      recordCount: sql<number>`count(*)::int`.as('record_count'),
      latestAt: sql<string>`max(${hr.createdAt})`.as('latest_at'),
      latestId: sql<string>`(select h2.id from heart_rate_sessions h2 where h2.user_id = heart_rate_sessions.user_id
        order by h2.created_at desc, h2.id desc limit 1)`.as('latest_id'),
    })
    .from(hr)
    .where(search ? inArray(hr.userId, db.select({ id: users.id }).from(users).where(search)) : undefined)
    .groupBy(hr.userId)
    .as('per_user');
  const after = decodeCursor(cursor);
  const page = db
    .select({ userId: perUser.userId, recordCount: perUser.recordCount, latestId: perUser.latestId })
    .from(perUser)
    .where(
      after
        ? sql`${perUser.latestAt} <= ${after.key}::timestamptz and (${perUser.latestAt} < ${after.key}::timestamptz or ${perUser.latestId} < ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(perUser.latestAt), desc(perUser.latestId))
    .limit(limit + 1)
    .as('page');
  const rows = await db
    .select({ ...adminHeartRateColumns, recordCount: page.recordCount })
    .from(page)
    .innerJoin(hr, eq(hr.id, page.latestId))
    .innerJoin(users, eq(users.id, page.userId))
    .orderBy(desc(hr.createdAt), desc(hr.id));
  return toPage(rows, limit, keysetOf);
}

/**
 * One participant's average before, after and change (SQL sums, domain rounding), over the sessions
 * with both values measured, so the three averages describe the same sessions.
 */
export async function heartRateDetail(db: Database, userId: string) {
  const participant = await findParticipant(db, userId);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      beforeSum: sql<number>`coalesce(sum(${hr.heartRateBefore}), 0)::float8`,
      afterSum: sql<number>`coalesce(sum(${hr.heartRateAfter}), 0)::float8`,
    })
    .from(hr)
    .where(and(eq(hr.userId, userId), isNotNull(hr.heartRateBefore), isNotNull(hr.heartRateAfter)));
  const averages: HeartRateAverages = heartRateAverages(row ?? { count: 0, beforeSum: 0, afterSum: 0 });
  return { participant, averages };
}

export async function assertHeartRateToExport(db: Database, userId: string) {
  const participant = await findParticipant(db, userId);
  const [any] = await db.select({ id: hr.id }).from(hr).where(eq(hr.userId, userId)).limit(1);
  if (!any) throw notFound(ADMIN_DATA_MSG.nothingToExport);
  return participant;
}
