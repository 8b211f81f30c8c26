import { eq, sql } from 'drizzle-orm';
import { studyLength, type NightSummary, type StudyTimeline } from '@uyku/domain';
import { studyTimepointSql, TIMEPOINT_PLACEHOLDERS, timepointBounds } from '../../core/study/timepoint-sql.js';
import type { Database } from '../../db/client.js';
import { jsonArrayText, jsonObjectText, wrapJsonText } from '../../db/json-text.js';
import { PreparedQueries } from '../../db/prepared-queries.js';
import { nights, users, type NightRow } from '../../db/schema/index.js';

/**
 * The participant's list of nights (`GET /api/sleep/sessions`) as the one text the database writes
 * (decisions 011 and 026): only the columns the list shows. A year of nights was 365 rows × every
 * column for PGlite to decode and drizzle to map, then a parse, a presenter per night and a writer;
 * now it is one field the route sends as it is.
 */

/** The summary's stored values: everything but the study timepoint and the timeline's length. */
export type SummaryValues = Omit<NightSummary, 'study_day' | 'phase' | 'study_length'>;

/**
 * The one list of the summary's columns: wire key → row key, in the order of the answer, for the
 * SQL that writes the list and for `presentSummary`, which writes one night in JavaScript.
 */
export const SUMMARY_FIELDS = {
  id: 'id',
  sleep_date: 'sleepDate',
  sleep_duration: 'totalSleepMinutes',
  deep_sleep_duration: 'deepSleepDuration',
  rem_duration: 'remDuration',
  light_sleep_duration: 'lightSleepDuration',
  sleep_quality: 'sleepQuality',
  notes: 'notes',
  time_in_bed: 'timeInBed',
  sleep_onset_latency: 'sleepOnsetLatency',
  sleep_efficiency: 'sleepEfficiency',
  tst_source: 'tstSource',
  terminal_wakefulness: 'terminalWakefulness',
} as const satisfies { [K in keyof SummaryValues]: keyof NightRow };

export const SUMMARY_KEYS = Object.keys(SUMMARY_FIELDS) as (keyof SummaryValues)[];

/**
 * The whole answer of `GET /api/sleep/sessions` as the text the route sends (decision 026): every
 * night's summary in `SUMMARY_FIELDS`' order, then its study day and phase, worked out by
 * `studyTimepointSql` from the participant's enrolment date, then the timeline's length. Newest
 * night first; nights of one date cannot repeat, creation order breaks no ties.
 * `sleep-list.test.ts` pins it byte for byte to the answer built in JavaScript from drizzle's rows,
 * `presentSummary` and the zod schema.
 */
export async function nightListAnswer(db: Database, userId: string, timeline: StudyTimeline): Promise<string> {
  const query = listQueries.get(db, 'list', () => prepareNightList(db));
  const [result] = await query.execute({ userId, ...timepointBounds(timeline), studyLength: studyLength(timeline) });
  if (result === undefined) throw new Error('the night list query returned no row');
  return result.answer;
}

/**
 * The list's statement, built once per database with the account and the timeline as placeholders
 * (db/prepared-queries.ts): drizzle wrote its ~20 JSON expressions on every request before.
 */
const listQueries = new PreparedQueries<ReturnType<typeof prepareNightList>>();

function prepareNightList(db: Database) {
  const timepoint = studyTimepointSql(TIMEPOINT_PLACEHOLDERS, users.enrolledOn, nights.sleepDate);
  const night = jsonObjectText([
    ...SUMMARY_KEYS.map((key) => [key, nights[SUMMARY_FIELDS[key]]] as const),
    ['study_day', timepoint.studyDay],
    ['phase', timepoint.phase],
    ['study_length', sql`${sql.placeholder('studyLength')}::int`],
  ]);
  const list = jsonArrayText(night, sql`${nights.sleepDate} desc, ${nights.createdAt} desc`);
  // An aggregate without GROUP BY answers one row, so no nights is `[]`.
  return db
    .select({ answer: wrapJsonText('{"success":true,"sessions":', list, '}') })
    .from(nights)
    .innerJoin(users, eq(users.id, nights.userId))
    .where(eq(nights.userId, sql.placeholder('userId')))
    .prepare('');
}
