import { sql } from 'drizzle-orm';
import { participantCode } from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { BOOL_VALUES, flag, GROUP_VALUES, type ExportColumn, type ValueLabel } from '../export/columns.js';
import { z } from 'zod';
import { day, rowsOf, studyGroup } from '../rows.js';

/**
 * The participant-level instrument of the REDCap files (dictionary.ts): one record per
 * participant with the arm allocated (ITT), whether they stayed in it (per protocol), the
 * enrolment date and how the arm was given, so an analyst with REDCap alone can do the ITT and
 * per-protocol analyses (docs/decisions/017-analysis-itt-participant-unit.md). Not a CSV of its own:
 * participants.csv and group_history.csv hold the same facts for the other packages.
 */

export const REDCAP_PARTICIPANT_FILE = 'redcap_participant';

const row = z.object({
  n: z.number(),
  arm: studyGroup,
  source: z.string().nullable(),
  switched: z.boolean(),
  enrolled_on: day.nullable(),
});
type ParticipantInstrumentRow = z.infer<typeof row>;

const ALLOCATION_MODE_VALUES: readonly ValueLabel[] = [
  { code: 'randomised', label: 'Rastgele atandı' },
  { code: 'chosen', label: 'Kayıtta kendisi seçti' },
  { code: 'admin', label: 'Yönetici atadı' },
];

const modeOf = (source: string | null) => (source === 'allocation' ? 'randomised' : source === 'registration' ? 'chosen' : 'admin');

export const redcapParticipantColumns: ExportColumn<ParticipantInstrumentRow>[] = [
  { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad (P + 4 hane)', type: 'text', source: 'study', value: (r) => participantCode(r.n) },
  { name: 'arm_itt', label: 'Atanan kol (ITT)', meaning: 'Grup geçmişinin ilk satırı: rastgele atanan veya kayıtta seçilen kol; sonradan değişse de ITT analizinde bu kol', type: 'categorical', source: 'study', values: GROUP_VALUES, value: (r) => r.arm },
  { name: 'per_protocol', label: 'Protokole uygun', meaning: 'Hiç grup değiştirmedi (protokole göre analize girer)', type: 'boolean', source: 'computed', values: BOOL_VALUES, formula: 'group_history.csv içinde tek grup', value: (r) => flag(!r.switched) },
  { name: 'enrolled_on', label: 'Çalışmaya başlama tarihi', meaning: 'Çalışma günü 1', type: 'date', source: 'study', unit: 'YYYY-AA-GG', missing: 'Henüz başlamadıysa boş', value: (r) => r.enrolled_on },
  { name: 'allocation_mode', label: 'Atama biçimi', meaning: 'Kolun nasıl verildiği', type: 'categorical', source: 'study', values: ALLOCATION_MODE_VALUES, value: (r) => modeOf(r.source) },
];

export function redcapParticipantRows(db: Database): Promise<ParticipantInstrumentRow[]> {
  return rowsOf(
    db,
    row,
    sql`select u.participant_number as n, coalesce(first.ab_group, u.ab_group) as arm, first.source, u.enrolled_on,
          (select count(distinct g.ab_group) from group_history g where g.user_id = u.id) > 1 as switched
        from users u
        left join lateral (select g.ab_group, g.source from group_history g where g.user_id = u.id order by g.from_at, g.id limit 1) first on true
        where not u.is_admin
        order by u.participant_number`,
  );
}
