import { sql } from 'drizzle-orm';
import { studyTimepoint, type StudyPhase, type StudyTimeline } from '@uyku/domain';

/**
 * What every analysis shares, so "a participant's night", "the group of a record" and "the phase
 * of a record" are defined once. Study day and phase come from the study timeline (decision 009):
 * day 1 is the participant's enrolment date, phases follow the study settings, computed on read
 * by the domain's `studyTimepoint`.
 */

/** Nights of participants (admins' own test entries are not study data), aliased `s` and `u`. */
export const PARTICIPANT_SLEEP = sql.raw(`sleep_sessions s join users u on u.id = s.user_id and not u.is_admin`);

/**
 * The arm a night counts for: the group the participant was in on the night's date (when it
 * ended), which every save and date correction stores from the group history
 * (core/study/group-on-date.ts, docs/decisions/009-study-protocol.md); never the group at the
 * moment it was typed in.
 */
export const GROUP_AT_RECORD = sql.raw(`s.ab_group`);

/** Study day and phase of a record dated `day` for a participant enrolled on `enrolledOn`. */
export function timepointOf(timeline: StudyTimeline, enrolledOn: string | null, day: string): { studyDay: number | null; phase: StudyPhase } {
  return studyTimepoint(timeline, enrolledOn, day);
}

export function phaseMethod(timeline: StudyTimeline): string {
  const b = timeline.baselineDays;
  const i = timeline.interventionDays;
  return (
    `Çalışma günü 1 = katılımcının çalışmaya başlama tarihi; başlangıç dönemi 1–${b}. gün, müdahale dönemi ${b + 1}–${b + i}. gün ` +
    `(çalışma ayarları${timeline.studyStartDate ? `, çalışma başlangıcı ${timeline.studyStartDate}` : ''}); grup = kaydın tarihindeki grup (grup geçmişinden; gece için gecenin bittiği an).`
  );
}

/**
 * Whether allocation_log row `a` belongs to a block that is full. Nothing about a block still being
 * filled is exported (its number or size would tell its last allocations; decision 033).
 */
export const BLOCK_FILLED = sql.raw(
  `(select count(*) from allocation_log f where f.stratum = a.stratum and f.block_number = a.block_number) >= a.block_size`,
);

/**
 * The calendar day of heart-rate session `h` in the study's zone: its own time (the device's time of
 * 'Kaydet' when believable, else the server's), as the export dates it. The one rule every analysis
 * and the CONSORT flow use.
 */
export const SESSION_DAY = sql.raw(`(h.occurred_at at time zone 'Europe/Istanbul')::date`);
