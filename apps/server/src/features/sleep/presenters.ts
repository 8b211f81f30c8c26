import { SLEEP_FIELDS, wireFromRow, type NightDetail, type NightSummary, type StudyTimepoint } from '@uyku/domain';
import type { NightRow } from '../../db/schema/index.js';
import { SUMMARY_FIELDS, SUMMARY_KEYS, type SummaryValues } from './list.js';

/**
 * Whitelists what a participant reads of their own nights, in the API's snake_case names.
 * `sleep_duration` is the stored total sleep time (see docs/sleep-metrics.md). The list writes the
 * same summary in SQL (`nightListAnswer`); its test pins the two to the same bytes.
 */
export function presentSummary(row: NightRow, timepoint: StudyTimepoint, studyLength: number): NightSummary {
  const values = Object.fromEntries(SUMMARY_KEYS.map((key) => [key, row[SUMMARY_FIELDS[key]]])) as SummaryValues;
  return { ...values, study_day: timepoint.studyDay, phase: timepoint.phase, study_length: studyLength };
}

/** The summary, then every catalogue field (decision 018), in the detail schema's order. */
export function presentDetail(row: NightRow, timepoint: StudyTimepoint, studyLength: number): NightDetail {
  return { ...presentSummary(row, timepoint, studyLength), ...wireFromRow(SLEEP_FIELDS, row), untouched_fields: row.untouchedFields };
}
