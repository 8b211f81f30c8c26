import { and, asc, desc, eq, gte, lte, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ADMIN_ANALYSIS_PERIODS_DAYS,
  ADMIN_DATA_MSG,
  EMPTY_SLEEP_TOTALS,
  periodStart,
  sleepAverages,
  rowKey,
  SLEEP_FIELD_KEYS,
  todayInStudyZone,
  type AdminSleepOverview,
  type RowKey,
  type SleepFieldKey,
  type SleepTotals,
} from '@uyku/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { jsonText, jsonTuples, rowsFromJson } from '../../db/json-list.js';
import { PreparedQueries } from '../../db/prepared-queries.js';
import { nights, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { decodeCursor, toPage, type Keyset } from './cursor.js';
import { notAnAdmin, participantSearch, STREAM_BATCH_SIZE, type SessionFilters } from './filters.js';
import { ALL_PARTICIPANTS, sleepCsvFileName } from './csv-exports.js';
import { findParticipant } from './participants.js';
import { ParticipantFields } from './participant-fields.js';

/**
 * Everyone's sleep diary for the admin (docs/product.md, "Sleep data"). Lists are newest night first, keyset
 * paged on (sleep_date, id); sums and counts come from SQL aggregates over the unique
 * (user_id, sleep_date) index, and the domain rounds them.
 */

/** Every catalogue field's column under its row key (decision 018): a new field is read without an edit here. */
type CatalogueColumns = { [K in SleepFieldKey as RowKey<K>]: (typeof nights)[RowKey<K>] };
const catalogueColumns = Object.fromEntries(
  SLEEP_FIELD_KEYS.map((key) => [rowKey(key), nights[rowKey(key)]]),
) as CatalogueColumns;

export const adminSleepColumns = {
  id: nights.id,
  userId: nights.userId,
  userName: users.name,
  userPhone: users.phone,
  group: users.group,
  sleepDate: nights.sleepDate,
  ...catalogueColumns,
  totalSleepMinutes: nights.totalSleepMinutes,
  sleepEfficiency: nights.sleepEfficiency,
  tstSource: nights.tstSource,
  untouchedFields: nights.untouchedFields,
  timeInBed: nights.timeInBed,
  sleepOnsetLatency: nights.sleepOnsetLatency,
  terminalWakefulness: nights.terminalWakefulness,
  // Decision 009: the group when the night was recorded, the enrolment date (study day) and the
  // entry time the data-quality flags read.
  // Aliased: users.ab_group is in this select list too, and the export's subquery needs distinct names.
  groupOnDate: sql<'control' | 'experiment'>`${nights.group}`.as('record_group'),
  enrolledOn: users.enrolledOn,
  createdAt: nights.createdAt,
  // The device's save time the flags may read instead (domain sleep/entry-time.ts, decision 019).
  clientCreatedAt: nights.clientCreatedAt,
};

/** The admin's query, whose row type is the admin's row (typed by drizzle from the columns above). */
function sleepQuery(db: Database) {
  return db.select(adminSleepColumns).from(nights).innerJoin(users, eq(users.id, nights.userId));
}

/** A night as the admin's lists read it; the save times are ISO text in the exports' JSON batches (db/json-list.ts). */
export type AdminSleepRow = Omit<Awaited<ReturnType<typeof sleepQuery>>[number], 'createdAt' | 'clientCreatedAt'> & {
  createdAt: Date | string;
  clientCreatedAt: Date | string | null;
};

const keysetOf = (row: { sleepDate: string; id: string }): Keyset => ({ key: row.sleepDate, id: row.id });

/**
 * A filter's value, or the placeholder a prepared query fills in for it (`preparePageQuery`): one
 * definition of the conditions for both.
 */
type Bound<T> = T | Placeholder;
type BoundFilters = { [K in keyof SessionFilters]: K extends 'participantsOnly' ? SessionFilters[K] : Bound<NonNullable<SessionFilters[K]>> };
type BoundKeyset = { [K in keyof Keyset]: Bound<Keyset[K]> };

function where(filters: BoundFilters, after: BoundKeyset | undefined): SQL | undefined {
  return and(
    filters.userId ? eq(nights.userId, filters.userId) : undefined,
    filters.from ? gte(nights.sleepDate, filters.from) : undefined,
    filters.to ? lte(nights.sleepDate, filters.to) : undefined,
    filters.participantsOnly ? notAnAdmin(nights.userId) : undefined,
    after ? afterKeyset(after) : undefined,
  );
}

/**
 * Rows after the cursor in (sleep_date desc, id desc) order. Written as a range on sleep_date plus
 * a tie-break, not as a row comparison, so the planner walks the sleep_date index backwards and
 * sorts only within a day: every batch costs the same however deep the export is.
 */
function afterKeyset(after: BoundKeyset): SQL {
  const d = nights.sleepDate;
  return sql`${d} <= ${after.key}::date and (${d} < ${after.key}::date or ${nights.id} < ${after.id}::uuid)`;
}

function readSleep(db: Database, filters: SessionFilters, after: Keyset | undefined, limit: number): Promise<AdminSleepRow[]> {
  return sleepQuery(db)
    .where(where(filters, after))
    .orderBy(desc(nights.sleepDate), desc(nights.id))
    .limit(limit);
}

/** The account fields of a sleep row, which the export reads once per participant (participant-fields.ts). */
const ACCOUNT_FIELDS = ['userName', 'userPhone', 'group', 'enrolledOn'] as const;
type NightFields = Omit<AdminSleepRow, (typeof ACCOUNT_FIELDS)[number]>;
const NIGHT_ROW_NAMES = (Object.keys(adminSleepColumns) as (keyof AdminSleepRow & string)[]).filter(
  (name): name is keyof NightFields & string => !(ACCOUNT_FIELDS as readonly string[]).includes(name),
);
const NIGHT_COLUMNS = Object.fromEntries(NIGHT_ROW_NAMES.map((name) => [name, adminSleepColumns[name]]));

/**
 * One export batch: the rows and order of `readSleep`, picked from sleep_sessions alone, then
 * turned into one JSON text (db/json-list.ts). The participant's name, phone, group and enrolment
 * date are the same on each of their nights: the export reads them once per participant instead
 * of joining them onto every row, which made the database build 4 fields fewer per row and skip
 * the join (the PGlite read of 100,000 nights: 2.2 → 1.8 s).
 */
async function readSleepBatch(
  db: Database,
  filters: SessionFilters,
  after: Keyset | undefined,
  limit: number,
  accounts: ParticipantFields,
): Promise<{ rows: AdminSleepRow[]; next: Keyset | undefined }> {
  const batch = db
    .select(NIGHT_COLUMNS)
    .from(nights)
    .where(where(filters, after))
    .orderBy(desc(nights.sleepDate), desc(nights.id))
    .limit(limit)
    .as('batch');
  const [result] = await db
    .select({
      rows: jsonText(
        jsonTuples(
          NIGHT_ROW_NAMES.map((name) => batch[name] as SQLWrapper),
          sql`${batch.sleepDate} desc, ${batch.id} desc`,
        ),
      ),
    })
    .from(batch);
  const read = rowsFromJson<NightFields>(NIGHT_ROW_NAMES, result?.rows);
  const byId = await accounts.of(read.map((night) => night.userId));
  const rows: AdminSleepRow[] = [];
  for (const night of read) {
    const account = byId.get(night.userId);
    // A night whose account was deleted between the two reads is gone with it (the foreign key
    // cascades): leave it out, as a later read would.
    if (!account) continue;
    const row = night as AdminSleepRow;
    row.userName = account.name;
    row.userPhone = account.phone;
    row.group = account.group;
    row.enrolledOn = account.enrolledOn;
    rows.push(row);
  }
  const last = read.at(-1);
  return { rows, next: read.length === limit && last ? keysetOf(last) : undefined };
}

/**
 * Every matching night in keyset batches: memory stays at two batches whatever the total. The
 * next batch is asked for before this one is handed on, so PostgreSQL reads it while the caller
 * formats and writes (PGlite, in this thread, simply runs it next).
 */
export async function* streamSleepBatches(db: Database, filters: SessionFilters): AsyncGenerator<AdminSleepRow[]> {
  const accounts = new ParticipantFields(db);
  type Batch = Awaited<ReturnType<typeof readSleepBatch>>;
  let next: Promise<Batch> | undefined = readSleepBatch(db, filters, undefined, STREAM_BATCH_SIZE, accounts);
  try {
    while (next) {
      const batch: Batch = await next;
      next = batch.next ? readSleepBatch(db, filters, batch.next, STREAM_BATCH_SIZE, accounts) : undefined;
      if (batch.rows.length > 0) yield batch.rows;
    }
  } finally {
    // A client that hangs up mid-export stops the generator with a read still running: its
    // outcome no longer matters, but a failure must not surface as an unhandled rejection.
    next?.catch(() => undefined);
  }
}

/** Every matching night, one at a time (the whole JSON list). */
export async function* streamSleepRows(db: Database, filters: SessionFilters): AsyncGenerator<AdminSleepRow> {
  for await (const rows of streamSleepBatches(db, filters)) yield* rows;
}

export async function sleepPage(db: Database, filters: SessionFilters, limit: number, cursor: string | undefined) {
  const after = decodeCursor(cursor);
  const rows = await pageQuery(db, filters, after).execute({
    userId: filters.userId,
    from: filters.from,
    to: filters.to,
    afterKey: after?.key,
    afterId: after?.id,
    limit: limit + 1,
  });
  return toPage(rows, limit, keysetOf);
}

/**
 * The admin's busiest list is built once per shape of its filters and kept (db/prepared-queries.ts):
 * building the select of ~60 columns cost more of the page's time than the rows did
 * (docs/decisions/026-api-against-the-same-work.md).
 */
const pageQueries = new PreparedQueries<ReturnType<typeof preparePageQuery>>();

function pageQuery(db: Database, filters: SessionFilters, after: Keyset | undefined) {
  const shape = {
    userId: filters.userId !== undefined,
    from: filters.from !== undefined,
    to: filters.to !== undefined,
    participantsOnly: filters.participantsOnly === true,
    after: after !== undefined,
  };
  return pageQueries.get(db, Object.values(shape).map(Number).join(''), () => preparePageQuery(db, shape));
}

function preparePageQuery(db: Database, shape: Record<'userId' | 'from' | 'to' | 'participantsOnly' | 'after', boolean>) {
  const bound = (name: 'userId' | 'from' | 'to') => (shape[name] ? sql.placeholder(name) : undefined);
  const after = shape.after ? { key: sql.placeholder('afterKey'), id: sql.placeholder('afterId') } : undefined;
  return sleepQuery(db)
    .where(where({ userId: bound('userId'), from: bound('from'), to: bound('to'), participantsOnly: shape.participantsOnly }, after))
    .orderBy(desc(nights.sleepDate), desc(nights.id))
    .limit(sql.placeholder('limit'))
    .prepare('');
}

/** Sums and counts of the nights matching `condition`, in the shape of the domain's `SleepTotals`. */
function totalsColumns(condition: SQL) {
  const s = nights;
  const staged = sql`${condition} and ${s.remDuration} + ${s.deepSleepDuration} + ${s.lightSleepDuration} > 0`;
  const measured = sql`${condition} and ${s.heartRate} > 0`;
  const sum = (column: SQL | AnyPgColumn, filter: SQL) =>
    sql<number>`coalesce(sum(${column}) filter (where ${filter}), 0)::float8`;
  const countWhere = (filter: SQL) => sql<number>`(count(*) filter (where ${filter}))::int`;
  return {
    count: countWhere(condition),
    qualitySum: sum(s.sleepQuality, condition),
    durationSum: sum(s.totalSleepMinutes, condition),
    stageCount: countWhere(staged),
    remSum: sum(s.remDuration, staged),
    deepSum: sum(s.deepSleepDuration, staged),
    lightSum: sum(s.lightSleepDuration, staged),
    heartRateCount: countWhere(measured),
    heartRateSum: sum(s.heartRate, measured),
  };
}

/**
 * The tab's header: records, participants with records, mean quality and mean minutes asleep, of
 * participants only (an admin's own diary is not study data).
 */
export async function sleepOverview(db: Database): Promise<AdminSleepOverview> {
  const [row] = await db
    .select({ ...totalsColumns(sql`true`), participants: sql<number>`count(distinct ${nights.userId})::int` })
    .from(nights)
    .where(notAnAdmin(nights.userId));
  const totals: SleepTotals = row ?? { ...EMPTY_SLEEP_TOTALS };
  const averages = sleepAverages(totals);
  return {
    totalRecords: totals.count,
    participants: row?.participants ?? 0,
    averageQuality: averages.averageQuality,
    averageDuration: averages.averageDuration,
  };
}

/** Participants with nights, most recent night first, each with their count and latest night. */
export async function sleepParticipantsPage(db: Database, search: string | undefined, limit: number, cursor: string | undefined) {
  const perUser = db
    .select({
      userId: nights.userId,
      recordCount: sql<number>`count(*)::int`.as('record_count'),
      latestDate: sql<string>`max(${nights.sleepDate})`.as('latest_date'),
    })
    .from(nights)
    .groupBy(nights.userId)
    .as('per_user');
  const after = decodeCursor(cursor);
  const rows = await db
    .select({ ...adminSleepColumns, recordCount: perUser.recordCount })
    .from(perUser)
    .innerJoin(nights, and(eq(nights.userId, perUser.userId), eq(nights.sleepDate, perUser.latestDate)))
    .innerJoin(users, eq(users.id, perUser.userId))
    .where(and(participantSearch(search), after ? afterKeyset(after) : undefined))
    .orderBy(desc(nights.sleepDate), desc(nights.id))
    .limit(limit + 1);
  return toPage(rows, limit, keysetOf);
}

/** Days of nights the detail's chart shows. */
export const SLEEP_TREND_DAYS = 90;

/** One participant: latest night, the 7/15/30-day averages (the last N days, today included) and the trend. */
export async function sleepDetail(db: Database, userId: string, today = todayInStudyZone()) {
  const participant = await findParticipant(db, userId);
  const mine = eq(nights.userId, userId);
  const periodCondition = (days: number) =>
    sql`${nights.sleepDate} between ${periodStart(today, days)}::date and ${today}::date`;
  const [aggregates] = await db
    .select({
      recordCount: sql<number>`count(*)::int`,
      ...Object.fromEntries(
        ADMIN_ANALYSIS_PERIODS_DAYS.flatMap((days) =>
          Object.entries(totalsColumns(periodCondition(days))).map(([name, column]) => [`p${days}_${name}`, column]),
        ),
      ),
    })
    .from(nights)
    .where(mine);
  const values = (aggregates ?? {}) as Record<string, number>;
  const periods = ADMIN_ANALYSIS_PERIODS_DAYS.map((days) => {
    const totals = Object.fromEntries(
      Object.keys(EMPTY_SLEEP_TOTALS).map((name) => [name, Number(values[`p${days}_${name}`] ?? 0)]),
    ) as unknown as SleepTotals;
    return { days, ...sleepAverages(totals) };
  });
  const [latest] = await readSleep(db, { userId }, undefined, 1);
  const trend = await db
    .select({
      sleep_date: nights.sleepDate,
      sleep_quality: nights.sleepQuality,
      sleep_duration: nights.totalSleepMinutes,
    })
    .from(nights)
    .where(and(mine, sql`${nights.sleepDate} between ${periodStart(today, SLEEP_TREND_DAYS)}::date and ${today}::date`))
    .orderBy(asc(nights.sleepDate));
  return {
    participant,
    recordCount: Number(values.recordCount ?? 0),
    latest: latest ?? null,
    today,
    periods,
    trend,
  };
}

/** The CSV export's guard: a known participant with at least one night. */
export async function assertSleepToExport(db: Database, userId: string) {
  const participant = await findParticipant(db, userId);
  const [any] = await db.select({ id: nights.id }).from(nights).where(eq(nights.userId, userId)).limit(1);
  if (!any) throw notFound(ADMIN_DATA_MSG.nothingToExport);
  return participant;
}

/** The study-wide export's guard and file name: all participants, or the one `userId` names. */
export async function assertStudySleepToExport(db: Database, filters: SessionFilters): Promise<string> {
  const participant = filters.userId ? await findParticipant(db, filters.userId) : undefined;
  const [any] = await db.select({ id: nights.id }).from(nights).where(where(filters, undefined)).limit(1);
  if (!any) throw notFound(ADMIN_DATA_MSG.nothingToExport);
  return sleepCsvFileName(participant?.name ?? ALL_PARTICIPANTS);
}
