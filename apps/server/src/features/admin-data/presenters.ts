import {
  durationMinutesFromSeconds,
  sleepFlags,
  studyTimepoint,
  type AdminHeartRateSession,
  type AdminParticipant,
  type AdminSleepSession,
  type StudyTimeline,
} from '@uyku/domain';
import type { AdminHeartRateRow } from './heart-rate-service.js';
import type { ParticipantRow } from './participants.js';
import type { AdminSleepRow } from './sleep-service.js';

/** The admin views of spec section 3, whitelisted field by field. */

export function presentAdminSleep(row: AdminSleepRow, timeline: StudyTimeline): AdminSleepSession {
  const timepoint = studyTimepoint(timeline, row.enrolledOn, row.sleepDate);
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_phone: row.userPhone,
    // The group when the night was recorded (issue 14): a later group change does not move it.
    ab_group: row.recordGroup,
    sleep_date: row.sleepDate,
    sleep_duration: row.totalSleepMinutes,
    sleep_quality: row.sleepQuality,
    rem_duration: row.remDuration,
    deep_sleep_duration: row.deepSleepDuration,
    light_sleep_duration: row.lightSleepDuration,
    awake_duration: row.awakeDuration,
    heart_rate: row.heartRate,
    stress_level: row.stressLevel,
    sleep_efficiency: row.sleepEfficiency,
    screen_time_before: row.screenTime,
    room_temperature: row.roomTemperature,
    mood_before: row.moodBeforeSleep,
    mood_after: row.moodAfterSleep,
    notes: row.notes,
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
    // Spec 3 shows minutes; stored in seconds, rounded to the nearest whole minute (half up).
    duration: durationMinutesFromSeconds(row.durationSeconds),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentParticipant(row: ParticipantRow): AdminParticipant {
  return { user_id: row.id, user_name: row.name, user_phone: row.phone, ab_group: row.abGroup };
}
