import { sql } from 'drizzle-orm';
import { participantCode, type FormDefinition } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { flag, type ExportColumn } from './export-columns.js';
import { rowsOf } from './rows.js';
import { GROUP_AT_RECORD, PARTICIPANT_SLEEP, readTimeline, timepointOf } from './study-sql.js';

/**
 * The tables of the whole-study export (issue 15). No names, phones or e-mail addresses: a
 * participant is their code. Free-text diary notes are left out too, because participants may
 * write names in them. Each table is read when the ZIP reaches its file.
 */

const GROUPS = 'control, experiment';
const BOOL = '0 = hayır, 1 = evet';
const TIME = 'SS:DD (24 saat)';
const PHASES = 'baseline, intervention, follow-up, outside';
const code = (row: { n: number }) => participantCode(row.n);

interface ParticipantRow {
  n: number;
  grp: string;
  registered: string;
  approved: boolean;
  enrolment: string | null;
  allocated_at: string | null;
  allocation: string | null;
  stratum: string | null;
  block: number | null;
  block_size: number | null;
}

export const participantColumns: ExportColumn<ParticipantRow>[] = [
  { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad (P + 4 hane); ad ve telefon dışa aktarılmaz', value: code },
  { name: 'group_current', label: 'Mevcut grup', meaning: 'Dışa aktarma anındaki grup (atama)', allowed: GROUPS, value: (r) => r.grp },
  { name: 'registered_on', label: 'Kayıt tarihi', meaning: 'Hesabın açıldığı gün (Europe/Istanbul)', unit: 'YYYY-AA-GG', value: (r) => r.registered },
  { name: 'approved', label: 'Onaylı', meaning: 'Yönetici onayı', allowed: BOOL, value: (r) => flag(r.approved) },
  {
    name: 'enrolment_date',
    label: 'Çalışmaya başlama tarihi',
    meaning: 'Çalışma günü 1 (yönetici onayı günü veya yöneticinin girdiği tarih)',
    unit: 'YYYY-AA-GG',
    missing: 'Henüz çalışmaya alınmadıysa boş',
    value: (r) => r.enrolment,
  },
  { name: 'allocated_at', label: 'Atama zamanı', meaning: 'Rastgele atamanın yapıldığı an', unit: 'ISO 8601', missing: 'Katılımcı grubunu kendisi seçtiyse boş', value: (r) => r.allocated_at },
  { name: 'allocation_result', label: 'Atanan grup', meaning: 'Rastgele atamanın sonucu', allowed: GROUPS, missing: 'Rastgele atama yoksa boş', value: (r) => r.allocation },
  { name: 'allocation_stratum', label: 'Tabaka', meaning: 'Tabakalama sorusunun yanıtı', missing: 'Tabakalama yoksa veya atama yoksa boş', value: (r) => r.stratum || null },
  { name: 'allocation_block', label: 'Blok numarası', meaning: 'Tabaka içindeki blok (1’den başlar)', missing: 'Rastgele atama yoksa boş', value: (r) => r.block },
  { name: 'allocation_block_size', label: 'Blok büyüklüğü', meaning: 'Permütasyon bloğunun büyüklüğü', allowed: '4, 6', missing: 'Rastgele atama yoksa boş', value: (r) => r.block_size },
];

export function participantRows(db: Database): Promise<ParticipantRow[]> {
  return rowsOf<ParticipantRow>(
    db,
    sql`select u.participant_number as n, u.ab_group as grp, (u.created_at at time zone 'Europe/Istanbul')::date as registered,
          u.is_approved as approved, u.enrolled_on as enrolment, a.allocated_at, a.result as allocation, a.stratum,
          a.block_number as block, a.block_size
        from users u left join allocation_log a on a.participant_number = u.participant_number
        where not u.is_admin order by u.participant_number`,
  );
}

interface SleepRow {
  n: number;
  sleep_date: string;
  enrolled_on: string | null;
  study_day: number | null;
  phase: string;
  grp: string;
  bedtime: string;
  sleep_time: string;
  wake_time: string;
  tried_to_sleep_time: string | null;
  out_of_bed_time: string | null;
  rem_duration: number;
  deep_sleep_duration: number;
  light_sleep_duration: number;
  awake_duration: number;
  waso_minutes: number | null;
  heart_rate: number | null;
  night_awakenings: number;
  snoring_level: number;
  sleep_quality: number;
  mood_before_sleep: number;
  mood_after_sleep: number;
  stress_level: number;
  screen_time: number;
  meal_time: string | null;
  room_temperature: number;
  caffeine_intake: boolean;
  alcohol_intake: boolean;
  exercise_done: boolean;
  medication_taken: boolean;
  meditation_done: boolean;
  reading_done: boolean;
  long_night_confirmed: boolean;
  time_in_bed: number;
  sleep_onset_latency: number;
  terminal_wakefulness: number;
  total_sleep_minutes: number;
  sleep_efficiency: number;
  tst_source: string;
  created_at: string;
}

const minutes = (name: string, label: string, meaning: string, value: (r: SleepRow) => number | null, extra: Partial<ExportColumn<SleepRow>> = {}): ExportColumn<SleepRow> => ({
  name,
  label,
  meaning,
  unit: 'dakika',
  value,
  ...extra,
});
const notMeasured = '0 veya boş girildiyse (ölçülmedi) boş';
const stage = (v: number) => (v > 0 ? v : null);

export const sleepColumns: ExportColumn<SleepRow>[] = [
  participantColumns[0] as unknown as ExportColumn<SleepRow>,
  { name: 'sleep_date', label: 'Gece', meaning: 'Uykuya dalınan gecenin tarihi', unit: 'YYYY-AA-GG', value: (r) => r.sleep_date },
  { name: 'study_day', label: 'Çalışma günü', meaning: 'Çalışmaya başlama günü 1 olmak üzere gün sırası (önceki günler 0 ve altı)', formula: 'sleep_date − enrolment_date + 1', missing: 'Çalışmaya başlama tarihi yoksa boş', value: (r) => r.study_day },
  { name: 'phase', label: 'Dönem', meaning: 'Çalışma ayarlarındaki sürelere göre dönem', allowed: PHASES, value: (r) => r.phase },
  { name: 'group_at_time', label: 'Kayıt anındaki grup', meaning: 'Bu gece hangi kolda sayıldığı', allowed: GROUPS, value: (r) => r.grp },
  { name: 'bedtime', label: 'Yatağa girme saati', meaning: 'Ham giriş', unit: TIME, value: (r) => r.bedtime },
  { name: 'tried_to_sleep_time', label: 'Uyumaya çalışma saati', meaning: 'Ham giriş (isteğe bağlı)', unit: TIME, missing: 'Girilmediyse boş', value: (r) => r.tried_to_sleep_time },
  { name: 'sleep_time', label: 'Uykuya dalma saati', meaning: 'Ham giriş', unit: TIME, value: (r) => r.sleep_time },
  { name: 'wake_time', label: 'Son uyanma saati', meaning: 'Ham giriş', unit: TIME, value: (r) => r.wake_time },
  { name: 'out_of_bed_time', label: 'Yataktan çıkma saati', meaning: 'Ham giriş (isteğe bağlı)', unit: TIME, missing: 'Girilmediyse boş', value: (r) => r.out_of_bed_time },
  minutes('rem_min', 'REM süresi', 'Ham giriş', (r) => stage(r.rem_duration), { missing: notMeasured }),
  minutes('deep_min', 'Derin uyku süresi', 'Ham giriş', (r) => stage(r.deep_sleep_duration), { missing: notMeasured }),
  minutes('light_min', 'Hafif uyku süresi', 'Ham giriş', (r) => stage(r.light_sleep_duration), { missing: notMeasured }),
  minutes('awake_min', 'Uyanık süre', 'Ham giriş', (r) => r.awake_duration),
  minutes('waso_min', 'Uyku sonrası uyanıklık (WASO)', 'Ham giriş (isteğe bağlı)', (r) => r.waso_minutes, { missing: 'Girilmediyse boş' }),
  { name: 'heart_rate_bpm', label: 'Gece nabzı', meaning: 'Ham giriş', unit: 'atım/dk', missing: notMeasured, value: (r) => r.heart_rate },
  { name: 'night_awakenings', label: 'Gece uyanma sayısı', meaning: 'Ham giriş', unit: 'sayı', value: (r) => r.night_awakenings },
  { name: 'snoring_level', label: 'Horlama düzeyi', meaning: 'Ham giriş', allowed: '0–10', value: (r) => r.snoring_level },
  { name: 'sleep_quality', label: 'Uyku kalitesi', meaning: 'Ham giriş', allowed: '1–10', value: (r) => r.sleep_quality },
  { name: 'mood_before', label: 'Uyku öncesi ruh hali', meaning: 'Ham giriş', allowed: '1–5', value: (r) => r.mood_before_sleep },
  { name: 'mood_after', label: 'Uyku sonrası ruh hali', meaning: 'Ham giriş', allowed: '1–5', value: (r) => r.mood_after_sleep },
  { name: 'stress_level', label: 'Stres düzeyi', meaning: 'Ham giriş', allowed: '1–10', value: (r) => r.stress_level },
  minutes('screen_time_min', 'Yatmadan önce ekran süresi', 'Ham giriş', (r) => r.screen_time),
  { name: 'meal_time', label: 'Son yemek saati', meaning: 'Ham giriş', unit: TIME, missing: 'Girilmediyse boş', value: (r) => r.meal_time },
  { name: 'room_temp_c', label: 'Oda sıcaklığı', meaning: 'Ham giriş', unit: '°C', value: (r) => r.room_temperature },
  { name: 'caffeine', label: 'Kafein', meaning: 'Ham giriş', allowed: BOOL, value: (r) => flag(r.caffeine_intake) },
  { name: 'alcohol', label: 'Alkol', meaning: 'Ham giriş', allowed: BOOL, value: (r) => flag(r.alcohol_intake) },
  { name: 'exercise', label: 'Egzersiz', meaning: 'Ham giriş', allowed: BOOL, value: (r) => flag(r.exercise_done) },
  { name: 'medication', label: 'İlaç', meaning: 'Ham giriş', allowed: BOOL, value: (r) => flag(r.medication_taken) },
  { name: 'meditation', label: 'Meditasyon', meaning: 'Ham giriş', allowed: BOOL, value: (r) => flag(r.meditation_done) },
  { name: 'reading', label: 'Okuma', meaning: 'Ham giriş', allowed: BOOL, value: (r) => flag(r.reading_done) },
  { name: 'long_night_confirmed', label: '16 saati aşan gece onayı', meaning: 'Katılımcı 16 saati aşan yatakta kalma süresini onayladı', allowed: BOOL, value: (r) => flag(r.long_night_confirmed) },
  minutes('time_in_bed_min', 'Yatakta geçen süre (TIB)', 'Türetilmiş', (r) => r.time_in_bed, { formula: 'out_of_bed_time (yoksa wake_time) − bedtime' }),
  minutes('sol_min', 'Uykuya dalma süresi (SOL)', 'Türetilmiş', (r) => r.sleep_onset_latency, { formula: 'sleep_time − tried_to_sleep_time (yoksa bedtime)' }),
  minutes('terminal_wake_min', 'Son uyanıştan kalkışa süre', 'Türetilmiş', (r) => r.terminal_wakefulness, { formula: 'out_of_bed_time − wake_time; yoksa 0' }),
  minutes('tst_min', 'Toplam uyku süresi (TST)', 'Türetilmiş (docs/sleep-metrics.md)', (r) => r.total_sleep_minutes, { formula: 'tst_source = stages: rem + derin + hafif; clock: wake_time − sleep_time − WASO' }),
  { name: 'sleep_efficiency_pct', label: 'Uyku verimliliği (SE)', meaning: 'Türetilmiş', unit: '%', formula: '100 × tst_min ÷ time_in_bed_min, bir ondalık', value: (r) => r.sleep_efficiency },
  { name: 'tst_source', label: 'TST kaynağı', meaning: 'TST nasıl türetildi', allowed: 'stages, clock', value: (r) => r.tst_source },
  { name: 'saved_at', label: 'Kayıt zamanı', meaning: 'Kaydın son kaydedildiği an', unit: 'ISO 8601 (UTC ofsetli)', value: (r) => r.created_at },
];

export async function sleepRows(db: Database): Promise<SleepRow[]> {
  const timeline = await readTimeline(db);
  const rows = await rowsOf<SleepRow>(
    db,
    sql`select u.participant_number as n, u.enrolled_on, s.*, ${GROUP_AT_RECORD} as grp
        from ${PARTICIPANT_SLEEP} order by u.participant_number, s.sleep_date`,
  );
  for (const row of rows) {
    const point = timepointOf(timeline, row.enrolled_on, row.sleep_date);
    row.study_day = point.studyDay;
    row.phase = point.phase;
  }
  return rows;
}

interface HeartRateRow {
  n: number;
  enrolled_on: string | null;
  study_day: number | null;
  phase: string;
  session_date: string;
  created_at: string;
  ab_group: string;
  content_type: string;
  content_id: string;
  content_name: string;
  heart_rate_before: number;
  heart_rate_after: number;
  duration_seconds: number;
  listened_seconds: number;
}

export const heartRateColumns: ExportColumn<HeartRateRow>[] = [
  participantColumns[0] as unknown as ExportColumn<HeartRateRow>,
  { name: 'session_date', label: 'Oturum günü', meaning: 'Europe/Istanbul takvim günü', unit: 'YYYY-AA-GG', value: (r) => r.session_date },
  { name: 'recorded_at', label: 'Kayıt zamanı', meaning: 'Oturumun kaydedildiği an', unit: 'ISO 8601', value: (r) => r.created_at },
  { name: 'study_day', label: 'Çalışma günü', meaning: 'session_date için çalışma günü', formula: 'session_date − enrolment_date + 1', missing: 'Çalışmaya başlama tarihi yoksa boş', value: (r) => r.study_day },
  { name: 'phase', label: 'Dönem', meaning: 'Çalışma ayarlarındaki sürelere göre dönem', allowed: PHASES, value: (r) => r.phase },
  { name: 'group_at_time', label: 'Kayıt anındaki grup', meaning: 'Oturum anındaki grup', allowed: GROUPS, value: (r) => r.ab_group },
  { name: 'content_type', label: 'İçerik türü', meaning: 'Rahatlama veya binaural', allowed: 'relaxation, binaural', value: (r) => r.content_type },
  { name: 'content_id', label: 'İçerik kimliği', meaning: 'Katalog kimliği', value: (r) => r.content_id },
  { name: 'content_name', label: 'İçerik adı', meaning: 'Katalogdaki ad', value: (r) => r.content_name },
  { name: 'hr_before_bpm', label: 'Önceki nabız', meaning: 'Dinlemeden önce', unit: 'atım/dk', allowed: '40–200', value: (r) => r.heart_rate_before },
  { name: 'hr_after_bpm', label: 'Sonraki nabız', meaning: 'Dinlemeden sonra', unit: 'atım/dk', allowed: '40–200', value: (r) => r.heart_rate_after },
  { name: 'hr_change_bpm', label: 'Nabız değişimi', meaning: 'Türetilmiş', unit: 'atım/dk', formula: 'hr_after_bpm − hr_before_bpm', value: (r) => r.heart_rate_after - r.heart_rate_before },
  { name: 'duration_s', label: 'Oturum süresi', meaning: 'Başlangıçtan bitişe', unit: 'saniye', value: (r) => r.duration_seconds },
  { name: 'listened_s', label: 'Dinlenen süre', meaning: 'Duraklatmalar hariç (doz)', unit: 'saniye', value: (r) => r.listened_seconds },
];

export async function heartRateRows(db: Database): Promise<HeartRateRow[]> {
  const timeline = await readTimeline(db);
  const rows = await rowsOf<HeartRateRow>(
    db,
    sql`select u.participant_number as n, u.enrolled_on, (h.created_at at time zone 'Europe/Istanbul')::date as session_date, h.*
        from heart_rate_sessions h join users u on u.id = h.user_id and not u.is_admin
        order by u.participant_number, h.created_at`,
  );
  for (const row of rows) {
    const point = timepointOf(timeline, row.enrolled_on, row.session_date);
    row.study_day = point.studyDay;
    row.phase = point.phase;
  }
  return rows;
}

interface UsageRow {
  n: number;
  day: string;
  diary: number;
  audio: number;
  listened: number;
  messages: number;
}

export const usageColumns: ExportColumn<UsageRow>[] = [
  participantColumns[0] as unknown as ExportColumn<UsageRow>,
  { name: 'date', label: 'Gün', meaning: 'Europe/Istanbul takvim günü (uyku kaydında gece)', unit: 'YYYY-AA-GG', value: (r) => r.day },
  { name: 'diary_entries', label: 'Uyku kaydı', meaning: 'O gecenin kaydı', allowed: '0, 1', value: (r) => r.diary },
  { name: 'audio_sessions', label: 'Ses oturumu', meaning: 'Rahatlama + binaural oturum sayısı', unit: 'sayı', value: (r) => r.audio },
  { name: 'listened_min', label: 'Dinleme süresi', meaning: 'Duraklatmalar hariç', unit: 'dakika', formula: 'Σ listened_s ÷ 60, bir ondalık', value: (r) => r.listened },
  { name: 'messages_sent', label: 'Gönderilen mesaj', meaning: 'Katılımcının destek sohbetine yazdığı mesaj sayısı', unit: 'sayı', value: (r) => r.messages },
];

export function usageRows(db: Database): Promise<UsageRow[]> {
  const local = (column: string) => sql.raw(`(${column} at time zone 'Europe/Istanbul')::date`);
  return rowsOf<UsageRow>(
    db,
    sql`select u.participant_number as n, a.day, sum(a.diary)::int as diary, sum(a.audio)::int as audio,
          round(sum(a.listened) / 60.0, 1)::float8 as listened, sum(a.messages)::int as messages
        from (
          select user_id, sleep_date as day, 1 as diary, 0 as audio, 0 as listened, 0 as messages from sleep_sessions
          union all select user_id, ${local('created_at')}, 0, 1, listened_seconds, 0 from heart_rate_sessions
          union all select user_id, ${local('created_at')}, 0, 0, 0, 1 from messages where sender = 'user'
        ) a join users u on u.id = a.user_id and not u.is_admin
        group by u.participant_number, a.day order by 1, 2`,
  );
}

export interface FormExport {
  file: string;
  title: string;
  definition: FormDefinition | null;
  rows: {
    n: number;
    version: number | null;
    created_at: string;
    ab_group: string;
    timepoint_day: number | null;
    score: number | null;
    band: string | null;
    responses: Record<string, unknown>;
  }[];
}

/** Every form with its responses; a built-in form's questions are those of its newest version. */
export async function formExports(db: Database): Promise<FormExport[]> {
  const forms = await rowsOf<{ id: string; title: string; kind: string; definition: FormDefinition | null }>(
    db,
    sql`select f.id, f.title, f.kind,
          (select v.definition from form_versions v where v.form_id = f.id order by v.version desc limit 1) as definition
        from forms f order by f.created_at, f.id`,
  );
  const result: FormExport[] = [];
  for (const [index, form] of forms.entries()) {
    const rows = await rowsOf<FormExport['rows'][number]>(
      db,
      sql`select u.participant_number as n, v.version, r.created_at, r.ab_group, r.timepoint_day, r.score::float8 as score, r.band, r.responses
          from form_responses r join users u on u.id = r.user_id and not u.is_admin
          left join form_versions v on v.id = r.version_id
          where r.form_id = ${form.id} order by u.participant_number, r.created_at`,
    );
    result.push({ file: `form_${String(index + 1).padStart(2, '0')}_responses.csv`, title: form.title, definition: form.kind === 'builtin' ? form.definition : null, rows });
  }
  return result;
}

interface AudioUsageRow {
  n: number;
  created_at: string;
  ab_group: string;
  content_type: string;
  content_id: string;
  interaction_type: string;
  listened_seconds: number;
}

export const audioUsageColumns: ExportColumn<AudioUsageRow>[] = [
  participantColumns[0] as unknown as ExportColumn<AudioUsageRow>,
  { name: 'recorded_at', label: 'Kayıt zamanı', meaning: 'Etkileşimin kaydedildiği an', unit: 'ISO 8601', value: (r) => r.created_at },
  { name: 'group_at_time', label: 'Kayıt anındaki grup', meaning: 'Etkileşim anındaki grup', allowed: GROUPS, value: (r) => r.ab_group },
  { name: 'content_type', label: 'İçerik türü', meaning: 'Rahatlama veya binaural', allowed: 'relaxation, binaural', value: (r) => r.content_type },
  { name: 'content_id', label: 'İçerik kimliği', meaning: 'Katalog kimliği', value: (r) => r.content_id },
  { name: 'interaction_type', label: 'Etkileşim', meaning: 'Oynatma başladı (view/play) veya durdu (listen)', allowed: 'view, play, listen', value: (r) => r.interaction_type },
  { name: 'listened_s', label: 'Dinlenen süre', meaning: 'listen satırında duyulan saniyeler', unit: 'saniye', value: (r) => r.listened_seconds },
];

export function audioUsageRows(db: Database): Promise<AudioUsageRow[]> {
  return rowsOf<AudioUsageRow>(
    db,
    sql`select u.participant_number as n, a.created_at, a.ab_group, a.content_type, a.content_id, a.interaction_type, a.listened_seconds
        from audio_usage a join users u on u.id = a.user_id and not u.is_admin
        order by u.participant_number, a.created_at`,
  );
}
