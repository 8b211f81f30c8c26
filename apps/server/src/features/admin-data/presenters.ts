import {
  adminSleepFields,
  durationMinutesFromSeconds,
  SLEEP_FIELDS,
  sleepFlags,
  studyTimepoint,
  type AdminHeartRateSession,
  type AdminParticipant,
  type AdminSleepSession,
  type StudyTimeline,
  wireFromRow,
} from '@uyku/domain';
import type { AdminHeartRateRow } from './heart-rate.js';
import type { ParticipantRow } from './participants.js';
import type { AdminSleepRow } from './sleep.js';

/** The admin views of the original API, whitelisted field by field. */

export function presentAdminSleep(row: AdminSleepRow, timeline: StudyTimeline): AdminSleepSession {
  const timepoint = studyTimepoint(timeline, row.enrolledOn, row.sleepDate);
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_phone: row.userPhone,
    // The group when the night was recorded (decision 009): a later group change does not move it.
    ab_group: row.recordGroup,
    sleep_date: row.sleepDate,
    sleep_duration: row.totalSleepMinutes,
    // The catalogue's admin-view fields under their admin keys (decision 018); the response
    // schema writes them in the view's order.
    ...adminSleepFields(SLEEP_FIELDS, wireFromRow(SLEEP_FIELDS, row)),
    sleep_efficiency: row.sleepEfficiency,
    study_day: timepoint.studyDay,
    phase: timepoint.phase,
    quality_flags: sleepFlags(row),
  };
}

export function presentAdminHeartRate(row: AdminHeartRateRow): AdminHeartRateSession {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_phone: row.userPhone,
    ab_group: row.abGroup,
    content_type: row.contentType,
    content_name: row.contentName,
    heart_rate_before: row.heartRateBefore,
    heart_rate_after: row.heartRateAfter,
    // The admin view shows minutes; stored in seconds, rounded to the nearest whole minute (half up).
    duration: durationMinutesFromSeconds(row.durationSeconds),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentParticipant(row: ParticipantRow): AdminParticipant {
  return { user_id: row.id, user_name: row.name, user_phone: row.phone, ab_group: row.abGroup };
}
