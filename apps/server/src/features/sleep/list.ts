import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonText, jsonTuples, parseJson, type TupleOf } from '../../db/json-list.js';
import { sleepSessions, users } from '../../db/schema/index.js';

/**
 * The participant's list of nights (`GET /api/sleep/sessions`) as one JSON text the database
 * builds (decision 011): only the columns the list shows, in the order `presentSummaryTuple`
 * reads them. A year of nights was 365 rows × every column for PGlite to decode one field at a
 * time and drizzle to map; now it is one field and one `JSON.parse`.
 */
const SUMMARY_COLUMNS = [
  sleepSessions.id,
  sleepSessions.sleepDate,
  sleepSessions.totalSleepMinutes,
  sleepSessions.deepSleepDuration,
  sleepSessions.remDuration,
  sleepSessions.lightSleepDuration,
  sleepSessions.sleepQuality,
  sleepSessions.notes,
  sleepSessions.timeInBed,
  sleepSessions.sleepOnsetLatency,
  sleepSessions.sleepEfficiency,
  sleepSessions.tstSource,
  sleepSessions.terminalWakefulness,
] as const;

export type SummaryTuple = TupleOf<typeof SUMMARY_COLUMNS>;

export interface NightList {
  /** The participant's enrolment date (study day 1), read in the same statement for the timepoints. */
  enrolledOn: string | null;
  /** Newest night first; nights of one date cannot repeat, creation order breaks no ties. */
  nights: SummaryTuple[];
}

/**
 * One statement and one text: `[enrolled_on, [night, …]]`. An aggregate without GROUP BY answers
 * one row even for no nights, so the enrolment date always comes along (PGlite runs statements one
 * at a time, each with its own round trip); inside the JSON it is `YYYY-MM-DD` whatever the DateStyle.
 */
export async function listNights(db: Database, userId: string): Promise<NightList> {
  const enrolledOn = sql`(select ${users.enrolledOn} from ${users} where ${users.id} = ${userId})`;
  const nights = jsonTuples(SUMMARY_COLUMNS, sql`${sleepSessions.sleepDate} desc, ${sleepSessions.createdAt} desc`);
  const [result] = await db
    .select({ answer: jsonText(sql`json_build_array(${enrolledOn}, ${nights})`) })
    .from(sleepSessions)
    .where(eq(sleepSessions.userId, userId));
  const [enrolled, tuples] = parseJson<[string | null, SummaryTuple[]]>(result?.answer);
  return { enrolledOn: enrolled, nights: tuples };
}
