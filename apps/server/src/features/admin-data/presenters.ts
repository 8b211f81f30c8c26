import {
  adminSleepFields,
  durationMinutesFromSeconds,
  SLEEP_FIELDS,
  sleepFlags,
  studyTimepoint,
  type AdminHeartRateSession,
  type AdminParticipant,
  type AdminNight,
  type StudyTimeline,
  wasoUsed,
  wireFromRow,
} from '@uyku/domain';
import { heartRateValue, measurementsOfRow } from '../../db/heart-rate-values.js';
import type { AdminHeartRateRow } from './heart-rate-data.js';
import type { ParticipantRow } from './participants.js';
import type { AdminSleepRow } from './sleep-data.js';

/** The admin views of the original API, whitelisted field by field. */

export function presentAdminSleep(row: AdminSleepRow, timeline: StudyTimeline): AdminNight {
  const timepoint = studyTimepoint(timeline, row.enrolledOn, row.sleepDate);
  const wire = wireFromRow(SLEEP_FIELDS, row);
  const waso = wasoUsed(wire);
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_phone: row.userPhone,
    // The group when the night was recorded (decision 009): a later group change does not move it.
    ab_group: row.groupOnDate,
    sleep_date: row.sleepDate,
    sleep_duration: row.totalSleepMinutes,
    // The catalogue's admin-view fields under their admin keys (decision 018); the response
    // schema writes them in the view's order.
    ...adminSleepFields(SLEEP_FIELDS, wire),
    sleep_efficiency: row.sleepEfficiency,
    study_day: timepoint.studyDay,
    phase: timepoint.phase,
    quality_flags: sleepFlags(row),
    untouched_fields: row.untouchedFields,
    // Every answer and derived metric for the night's detail (docs/sleep-metrics.md), beside the original keys.
    answers: wire,
    metrics: {
      time_in_bed: row.timeInBed,
      sleep_onset_latency: row.sleepOnsetLatency,
      terminal_wakefulness: row.terminalWakefulness,
      total_sleep_time: row.totalSleepMinutes,
      tst_source: row.tstSource,
      sleep_efficiency: row.sleepEfficiency,
      waso_used: waso.minutes,
      waso_source: waso.source,
    },
  };
}

export function presentAdminHeartRate(row: AdminHeartRateRow): AdminHeartRateSession {
  const how = measurementsOfRow(row);
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_phone: row.userPhone,
    ab_group: row.group,
    content_type: row.contentType,
    content_name: row.contentName,
    heart_rate_before: heartRateValue(row.heartRateBefore, row.heartRateBeforeMissing),
    heart_rate_after: heartRateValue(row.heartRateAfter, row.heartRateAfterMissing),
    heart_rate_before_measurement: how.before,
    heart_rate_after_measurement: how.after,
    // The admin view shows minutes; stored in seconds, rounded to the nearest whole minute (half up).
    duration: durationMinutesFromSeconds(row.durationSeconds),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentParticipant(row: Omit<ParticipantRow, 'enrolledOn'>): AdminParticipant {
  return { user_id: row.id, user_name: row.name, user_phone: row.phone, ab_group: row.group };
}
