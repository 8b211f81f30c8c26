import { SLEEP_FIELDS, wireFromRow, type NightDetail, type NightSummary, type StudyTimepoint } from '@uyku/domain';
import type { NightRow } from '../../db/schema/index.js';
import { SUMMARY_FIELDS, SUMMARY_KEYS, type SummaryTuple, type SummaryValues } from './list.js';

/**
 * Whitelists what a participant reads of their own nights, in the API's snake_case names.
 * `sleep_duration` is the stored total sleep time (see docs/sleep-metrics.md).
 */
export function presentSummary(row: NightRow, timepoint: StudyTimepoint, studyLength: number): NightSummary {
  const values = Object.fromEntries(SUMMARY_KEYS.map((key) => [key, row[SUMMARY_FIELDS[key]]])) as SummaryValues;
  return { ...values, study_day: timepoint.studyDay, phase: timepoint.phase, study_length: studyLength };
}

const SLEEP_DATE_INDEX = SUMMARY_KEYS.indexOf('sleep_date');

/**
 * The same summary from the list's JSON row (`list.ts`); the tests pin the two to the same bytes.
 * Built key by key into one object: a year of nights went through `Object.fromEntries` and a spread
 * per night, ~2 ms of the route's CPU (docs/decisions/011-api-performance.md).
 */
export function presentSummaryTuple(
  tuple: SummaryTuple,
  timepoint: (day: string) => StudyTimepoint,
  studyLength: number,
): NightSummary {
  // The database wrote the tuple from SUMMARY_FIELDS, in its order.
  const summary: Record<string, unknown> = {};
  for (let index = 0; index < SUMMARY_KEYS.length; index++) summary[SUMMARY_KEYS[index]!] = tuple[index];
  const { studyDay, phase } = timepoint(tuple[SLEEP_DATE_INDEX] as string);
  summary.study_day = studyDay;
  summary.phase = phase;
  summary.study_length = studyLength;
  return summary as unknown as NightSummary;
}

/** The summary, then every catalogue field (decision 018), in the detail schema's order. */
export function presentDetail(row: NightRow, timepoint: StudyTimepoint, studyLength: number): NightDetail {
  return { ...presentSummary(row, timepoint, studyLength), ...wireFromRow(SLEEP_FIELDS, row), untouched_fields: row.untouchedFields };
}
