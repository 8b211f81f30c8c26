import { sql } from 'drizzle-orm';

/**
 * The SQL pieces every analysis shares, so the definition of "a participant's night", "the group
 * of a record" and "the phase of a record" lives in one place.
 */

/** Nights of participants (admins' own test entries are not study data), aliased `s` and `u`. */
export const PARTICIPANT_SLEEP = sql.raw(`sleep_sessions s join users u on u.id = s.user_id and not u.is_admin`);

/** The arm a night counts for. Interim: the participant's current group. */
export const GROUP_AT_RECORD = sql.raw(`u.ab_group`);

/**
 * Interim phases until the study timeline (issue 14) is merged: enrolment is the participant's
 * first night; study days 1–7 are the baseline, day 8 on the intervention.
 */
export const BASELINE_DAYS = 7;
const FIRST_NIGHT = `(select min(f.sleep_date) from sleep_sessions f where f.user_id = u.id)`;
export const PHASE_OF_NIGHT = sql.raw(`case when s.sleep_date - ${FIRST_NIGHT} < ${BASELINE_DAYS} then 'baseline' else 'intervention' end`);
export const PHASE_OF_SESSION = sql.raw(
  `case when ${FIRST_NIGHT} is null then null when (h.created_at at time zone 'Europe/Istanbul')::date - ${FIRST_NIGHT} < ${BASELINE_DAYS} then 'baseline' else 'intervention' end`,
);
export const PHASE_METHOD =
  'Geçici yöntem: çalışmaya başlama = ilk uyku kaydı; çalışma günü 1–7 başlangıç, 8 ve sonrası müdahale dönemi; grup = katılımcının şu anki grubu.';
