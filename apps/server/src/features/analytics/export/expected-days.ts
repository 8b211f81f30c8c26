import { sql } from 'drizzle-orm';
import { participantCode, todayInStudyZone } from '@uyku/domain';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { readTimeline } from '../../../core/study/timeline.js';
import { readParticipants } from '../statistics/analysis-data.js';
import { BOOL_VALUES, flag, GROUP_VALUES, PHASE_VALUES, type ExportColumn } from './columns.js';
import { day, rowsOf } from '../rows.js';
import { timepointOf } from '../study-sql.js';

/**
 * expected_days.csv of the whole-study export (docs/decisions/023-analysis-bundle.md): one row per
 * participant per study day from enrolment to the end of follow-up, or to today while the study
 * runs, whether or not anything happened that day: the grid adherence analyses need (daily_usage
 * has rows only for days with activity). A day's group is the one in effect at its end.
 */

const dayRow = z.object({
  n: z.number(),
  enrolled_on: day,
  study_day: z.number(),
  date: day,
  grp: z.string().nullable(),
  diary: z.boolean(),
  audio: z.number(),
  forms_done: z.number(),
});
type DayRow = z.infer<typeof dayRow> & { phase: string; allocatedGroup: string | null; group: string | null; formsDue: number };

export const expectedDayColumns: ExportColumn<DayRow>[] = [
  { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad (P + 4 hane)', type: 'text', source: 'study', value: (r) => participantCode(r.n) },
  { name: 'study_day', label: 'Çalışma günü', meaning: 'Çalışmaya başlama günü 1', type: 'integer', source: 'computed', value: (r) => r.study_day },
  { name: 'date', label: 'Gün', meaning: 'Europe/Istanbul takvim günü; günlük için bu sabah biten gece (sleep_date)', type: 'date', source: 'computed', unit: 'YYYY-AA-GG', value: (r) => r.date },
  { name: 'phase', label: 'Dönem', meaning: 'Çalışma ayarlarındaki sürelere göre dönem', type: 'categorical', source: 'computed', values: PHASE_VALUES, value: (r) => r.phase },
  { name: 'arm_itt', label: 'Atanan kol (ITT)', meaning: 'Grup geçmişinin ilk satırı', type: 'categorical', source: 'study', values: GROUP_VALUES, missing: 'Grup geçmişi yoksa boş', value: (r) => r.allocatedGroup },
  { name: 'group_at_time', label: 'Günün grubu', meaning: 'Günün sonunda geçerli grup (grup geçmişinden)', type: 'categorical', source: 'computed', values: GROUP_VALUES, missing: 'Grup geçmişi yoksa boş', value: (r) => r.group },
  { name: 'diary_night', label: 'Günlük girildi', meaning: 'Bu sabah biten gecenin kaydı var', type: 'boolean', source: 'diary', values: BOOL_VALUES, value: (r) => flag(r.diary) },
  {
    name: 'forms_due',
    label: 'Planlı form sayısı',
    meaning: 'Bu çalışma gününde planlı, etkin ve günün grubuna açık form sayısı',
    type: 'integer',
    source: 'study',
    value: (r) => r.formsDue,
  },
  { name: 'forms_done', label: 'Yanıtlanan planlı form', meaning: 'Bu çalışma günü için verilen planlı form yanıtı sayısı', type: 'integer', source: 'questionnaire', value: (r) => r.forms_done },
  { name: 'audio_sessions', label: 'Ses oturumu', meaning: 'Bu gün yapılan rahatlama + binaural oturum sayısı', type: 'integer', source: 'session', unit: 'sayı', value: (r) => r.audio },
];

const scheduledForm = z.object({ audience: z.string(), days: z.array(z.number()) });

export async function expectedDayRows(db: Database): Promise<DayRow[]> {
  const timeline = await readTimeline(db);
  const total = timeline.baselineDays + timeline.interventionDays + timeline.followUpDays;
  const allocatedGroups = new Map((await readParticipants(db)).map((p) => [p.n, p.allocated]));
  const forms = await rowsOf(db, scheduledForm, sql`select audience, schedule_days as days from forms where is_active`);
  const rows = await rowsOf(
    db,
    dayRow,
    sql`with grid as (
          select u.id, u.participant_number as n, u.enrolled_on, d::int as study_day, (u.enrolled_on + d - 1) as date
          from users u cross join generate_series(1, ${total}::int) d
          where not u.is_admin and u.enrolled_on is not null and u.enrolled_on + d - 1 <= ${todayInStudyZone()}::date
        )
        select g.n, g.enrolled_on, g.study_day, g.date,
          (select h.ab_group from group_history h where h.user_id = g.id and h.from_at < ((g.date + 1)::timestamp at time zone 'Europe/Istanbul')
            order by h.from_at desc, h.id desc limit 1) as grp,
          exists (select 1 from sleep_sessions s where s.user_id = g.id and s.sleep_date = g.date) as diary,
          (select count(*) from heart_rate_sessions h where h.user_id = g.id and (h.occurred_at at time zone 'Europe/Istanbul')::date = g.date)::int as audio,
          (select count(*) from form_responses r where r.user_id = g.id and r.timepoint_day = g.study_day)::int as forms_done
        from grid g order by g.n, g.study_day`,
  );
  return rows.map((row) => {
    const allocatedGroup = allocatedGroups.get(row.n) ?? row.grp;
    const group = row.grp ?? allocatedGroup;
    return {
      ...row,
      phase: timepointOf(timeline, row.enrolled_on, row.date).phase,
      allocatedGroup,
      group,
      formsDue: forms.filter((f) => f.days.includes(row.study_day) && (f.audience === 'both' || f.audience === group)).length,
    };
  });
}
