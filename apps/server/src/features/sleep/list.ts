import { eq, sql } from 'drizzle-orm';
import type { NightSummary } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { jsonText, jsonTuples, parseJson } from '../../db/json-list.js';
import { nights, users, type NightRow } from '../../db/schema/index.js';

/**
 * The participant's list of nights (`GET /api/sleep/sessions`) as one JSON text the database
 * builds (decision 011): only the columns the list shows. A year of nights was 365 rows × every
 * column for PGlite to decode one field at a time and drizzle to map; now it is one field and one
 * `JSON.parse`.
 */

/** The summary's stored values: everything but the study timepoint, which is computed per night. */
export type SummaryValues = Omit<NightSummary, 'study_day' | 'phase' | 'study_length'>;

/**
 * The one list of the summary's columns: wire key → row key, in the order of the answer. The SQL
 * selects them in this order and `presentSummaryTuple` names the tuple's values from it.
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
const SUMMARY_COLUMNS = SUMMARY_KEYS.map((key) => nights[SUMMARY_FIELDS[key]]);

/** One night as the database writes it: the values of `SUMMARY_FIELDS`, in its order. */
export type SummaryTuple = SummaryValues[keyof SummaryValues][];

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
  const list = jsonTuples(SUMMARY_COLUMNS, sql`${nights.sleepDate} desc, ${nights.createdAt} desc`);
  const [result] = await db
    .select({ answer: jsonText(sql`json_build_array(${enrolledOn}, ${list})`) })
    .from(nights)
    .where(eq(nights.userId, userId));
  const [enrolled, tuples] = parseJson<[string | null, SummaryTuple[]]>(result?.answer);
  return { enrolledOn: enrolled, nights: tuples };
}
