import { sql } from 'drizzle-orm';
import { HEART_RATE_AFTER_DELAY_MINUTES, HEART_RATE_METHODS, HEART_RATE_MISSING, maskFreeText, participantCode } from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { BOOL_VALUES, CONTENT_TYPE_VALUES, flag, GROUP_VALUES, PHASE_VALUES, type ExportColumn, type ValueLabel } from './columns.js';
import { z } from 'zod';
import { day, rowsOf } from '../rows.js';
import { readTimeline } from '../../../core/study/timeline.js';
import { BLOCK_FILLED, SESSION_DAY, timepointOf } from '../study-sql.js';
import { AFTER_DELAYED } from '../statistics/heart-rate-analysis.js';

/**
 * The tables of the whole-study export. No names, phones or e-mail addresses: a
 * participant is their code. Free-text diary notes are left out too, because participants may
 * write names in them; other typed text (a session's content name, form text answers) only on the
 * admin's explicit request, masked (forms.ts). Each table is read when the ZIP reaches its file.
 */

const code = (row: { n: number }) => participantCode(row.n);

const participantRow = z.object({
  n: z.number(),
  grp: z.string(),
  registered: day,
  approved: z.boolean(),
  enrolment: day.nullable(),
  allocated_at: z.string().nullable(),
  allocation: z.string().nullable(),
  stratum: z.string().nullable(),
  block: z.number().nullable(),
  block_size: z.number().nullable(),
});
type ParticipantRow = z.infer<typeof participantRow>;

export const participantColumns: ExportColumn<ParticipantRow>[] = [
  { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad (P + 4 hane); ad ve telefon dışa aktarılmaz', type: 'text', source: 'study', value: code },
  { name: 'group_current', label: 'Mevcut grup', meaning: 'Dışa aktarma anındaki grup (atama)', type: 'categorical', source: 'study', values: GROUP_VALUES, value: (r) => r.grp },
  { name: 'registered_on', label: 'Kayıt tarihi', meaning: 'Hesabın açıldığı gün (Europe/Istanbul)', type: 'date', source: 'app', unit: 'YYYY-AA-GG', value: (r) => r.registered },
  { name: 'approved', label: 'Onaylı', meaning: 'Yönetici onayı', type: 'boolean', source: 'study', values: BOOL_VALUES, value: (r) => flag(r.approved) },
  {
    name: 'enrolment_date',
    label: 'Çalışmaya başlama tarihi',
    meaning: 'Çalışma günü 1 (yönetici onayı günü veya yöneticinin girdiği tarih)',
    type: 'date',
    source: 'study',
    unit: 'YYYY-AA-GG',
    missing: 'Henüz çalışmaya alınmadıysa boş',
    value: (r) => r.enrolment,
  },
  { name: 'allocated_at', label: 'Atama zamanı', meaning: 'Rastgele atamanın yapıldığı an', type: 'datetime', source: 'study', unit: 'ISO 8601', missing: 'Katılımcı grubunu kendisi seçtiyse boş', value: (r) => r.allocated_at },
  { name: 'allocation_result', label: 'Atanan grup', meaning: 'Rastgele atamanın sonucu', type: 'categorical', source: 'study', values: GROUP_VALUES, missing: 'Rastgele atama yoksa boş', value: (r) => r.allocation },
  { name: 'allocation_stratum', label: 'Tabaka', meaning: 'Tabakalama sorusunun yanıtı', type: 'text', source: 'study', missing: 'Tabakalama yoksa veya atama yoksa boş', value: (r) => r.stratum || null },
  { name: 'allocation_block', label: 'Blok numarası', meaning: 'Tabaka içindeki blok (1’den başlar)', type: 'integer', source: 'study', missing: 'Rastgele atama yoksa veya blok henüz dolmadıysa boş', value: (r) => r.block },
  {
    name: 'allocation_block_size',
    label: 'Blok büyüklüğü',
    meaning: 'Permütasyon bloğunun büyüklüğü (gizli atama: dolmamış bloğunki gösterilmez)',
    type: 'integer',
    source: 'study',
    range: [4, 6],
    missing: 'Rastgele atama yoksa veya blok henüz dolmadıysa boş',
    value: (r) => r.block_size,
  },
];

export function participantRows(db: Database): Promise<ParticipantRow[]> {
  return rowsOf(
    db,
    participantRow,
    sql`select u.participant_number as n, u.ab_group as grp, (u.created_at at time zone 'Europe/Istanbul')::date as registered,
          u.is_approved as approved, u.enrolled_on as enrolment, a.allocated_at, a.result as allocation, a.stratum,
          case when ${BLOCK_FILLED} then a.block_number end as block,
          case when ${BLOCK_FILLED} then a.block_size end as block_size
        from users u left join allocation_log a on a.participant_number = u.participant_number
        where not u.is_admin order by u.participant_number`,
  );
}

const heartRateRow = z.object({
  n: z.number(),
  enrolled_on: day.nullable(),
  session_date: day,
  created_at: z.string(),
  client_created_at: z.string().nullable(),
  ab_group: z.string(),
  content_type: z.string(),
  content_id: z.string(),
  content_name: z.string(),
  /** Read only when free text is exported, to mask the participant's name; never written. */
  name: z.string().nullable(),
  heart_rate_before: z.number().nullable(),
  heart_rate_after: z.number().nullable(),
  heart_rate_before_missing: z.enum(HEART_RATE_MISSING).nullable(),
  heart_rate_after_missing: z.enum(HEART_RATE_MISSING).nullable(),
  heart_rate_after_recorded_at: z.string().nullable(),
  after_delayed: z.boolean(),
  before_method: z.enum(HEART_RATE_METHODS).nullable(),
  before_quality: z.number().nullable(),
  before_seconds: z.number().nullable(),
  before_rmssd_ms: z.number().nullable(),
  before_rr_count: z.number().nullable(),
  before_reference_bpm: z.number().nullable(),
  after_method: z.enum(HEART_RATE_METHODS).nullable(),
  after_quality: z.number().nullable(),
  after_seconds: z.number().nullable(),
  after_rmssd_ms: z.number().nullable(),
  after_rr_count: z.number().nullable(),
  after_reference_bpm: z.number().nullable(),
  duration_seconds: z.number(),
  listened_seconds: z.number(),
});
type HeartRateRow = z.infer<typeof heartRateRow> & { study_day: number | null; phase: string };

const contentNameColumn: ExportColumn<HeartRateRow> = {
  name: 'content_name',
  label: 'İçerik adı',
  meaning: 'Uygulamanın gönderdiği ad (serbest metin: telefon, e-posta, bağlantı, @kullanıcı adı ve katılımcının adı ekleriyle maskelendi; en iyi çaba)',
  type: 'text',
  source: 'session',
  value: (r) => maskFreeText(r.content_name, r.name ?? ''),
};

/** The table's columns; the typed content name only when free text is asked for. */
export function heartRateColumns(freeText: boolean): ExportColumn<HeartRateRow>[] {
  return freeText ? HEART_RATE_COLUMNS : HEART_RATE_COLUMNS.filter((column) => column !== contentNameColumn);
}

const HR_MISSING = 'Ölçülmediyse boş; nedeni yanındaki _missing sütununda';
const HR_MISSING_LABELS: Record<(typeof HEART_RATE_MISSING)[number], string> = { not_measured: 'Ölçemedim', not_asked: 'Sorulamadı' };
const HR_MISSING_VALUES: readonly ValueLabel[] = HEART_RATE_MISSING.map((code) => ({ code, label: HR_MISSING_LABELS[code] }));
const HR_METHOD_LABELS: Record<(typeof HEART_RATE_METHODS)[number], string> = { manual: 'Elle yazıldı', camera: 'Kamera ile ölçüldü', bluetooth: 'Bluetooth ölçer' };
const HR_METHOD_VALUES: readonly ValueLabel[] = HEART_RATE_METHODS.map((code) => ({ code, label: HR_METHOD_LABELS[code] }));

/** How one side's value was obtained: its method and the measurement's figures (decision 020). */
function measurementColumns(side: 'before' | 'after'): ExportColumn<HeartRateRow>[] {
  const word = side === 'before' ? 'Önceki' : 'Sonraki';
  const pick = <K extends 'method' | 'quality' | 'seconds' | 'rmssd_ms' | 'rr_count' | 'reference_bpm'>(key: K) => (r: HeartRateRow) => r[`${side}_${key}`];
  return [
    { name: `hr_${side}_method`, label: `${word} nabız yöntemi`, meaning: `hr_${side}_bpm nasıl elde edildi`, type: 'categorical', source: 'session', values: HR_METHOD_VALUES, missing: 'Ölçülmediyse boş', value: pick('method') },
    { name: `hr_${side}_quality`, label: `${word} ölçüm kalitesi`, meaning: 'Kamera ölçümünün sinyal kalitesi (nabzın bant gücündeki payı, şansın üstünde)', type: 'decimal', source: 'device', range: [0, 1], missing: 'Kamera ile ölçülmediyse boş', value: pick('quality') },
    { name: `hr_${side}_seconds`, label: `${word} ölçüm süresi`, meaning: 'Ölçümün sürdüğü saniye', unit: 'saniye', type: 'integer', source: 'device', missing: 'Cihazla ölçülmediyse boş', value: pick('seconds') },
    { name: `hr_${side}_rmssd_ms`, label: `${word} RMSSD`, meaning: 'Bluetooth ölçerin RR aralıklarından RMSSD (artefaktlar atıldı)', unit: 'ms', type: 'decimal', source: 'device', missing: 'Bluetooth ile ölçülmediyse veya RR gelmediyse boş', value: pick('rmssd_ms') },
    { name: `hr_${side}_rr_count`, label: `${word} RR sayısı`, meaning: 'RMSSD’nin dayandığı RR aralığı sayısı', type: 'integer', source: 'device', missing: 'Bluetooth ile ölçülmediyse boş', value: pick('rr_count') },
    // The reference device's value beside the measurement, for the study's own Bland–Altman agreement (docs/heart-rate-validation.md).
    { name: `hr_${side}_reference_bpm`, label: `${word} referans cihaz nabzı`, meaning: `hr_${side}_bpm ölçülürken aynı anda referans cihazın (nabız oksimetresi, göğüs bandı) gösterdiği, katılımcının yazdığı değer`, unit: 'atım/dk', type: 'integer', source: 'device', range: [40, 200], missing: 'Doğrulama kapalıysa, ölçüm kamera veya Bluetooth ile değilse ya da girilmediyse boş', value: pick('reference_bpm') },
  ];
}

const HR_MISSING_CODES = 'not_measured (katılımcı "Ölçemedim" dedi), not_asked (yarıda kalan oturumda sonrası süresi içinde sorulamadı)';

const HEART_RATE_COLUMNS: ExportColumn<HeartRateRow>[] = [
  participantColumns[0] as unknown as ExportColumn<HeartRateRow>,
  { name: 'session_date', label: 'Oturum günü', meaning: 'Europe/Istanbul takvim günü', type: 'date', source: 'session', unit: 'YYYY-AA-GG', value: (r) => r.session_date },
  { name: 'recorded_at', label: 'Kayıt zamanı', meaning: 'Sunucunun oturumu aldığı an', type: 'datetime', source: 'session', unit: 'ISO 8601', value: (r) => r.created_at },
  {
    name: 'client_saved_at',
    label: 'Cihazda kaydedildiği an',
    meaning: "Cihazın bildirdiği 'Kaydet' anı (çevrimdışı kayıtlar sonradan gönderilir); session_date bundan alınır, inanılır değilse recorded_at'ten",
    type: 'datetime', source: 'session', unit: 'ISO 8601',
    missing: 'Cihaz bildirmediyse boş',
    value: (r) => r.client_created_at,
  },
  { name: 'study_day', label: 'Çalışma günü', meaning: 'session_date için çalışma günü', type: 'integer', source: 'computed', formula: 'session_date − enrolment_date + 1', missing: 'Çalışmaya başlama tarihi yoksa boş', value: (r) => r.study_day },
  { name: 'phase', label: 'Dönem', meaning: 'Çalışma ayarlarındaki sürelere göre dönem', type: 'categorical', source: 'computed', values: PHASE_VALUES, value: (r) => r.phase },
  { name: 'group_at_time', label: 'Oturum anındaki grup', meaning: 'Oturum anında grup geçmişindeki grup', type: 'categorical', source: 'computed', values: GROUP_VALUES, value: (r) => r.ab_group },
  { name: 'content_type', label: 'İçerik türü', meaning: 'Rahatlama veya binaural', type: 'categorical', source: 'session', values: CONTENT_TYPE_VALUES, value: (r) => r.content_type },
  { name: 'content_id', label: 'İçerik kimliği', meaning: 'Katalog kimliği', type: 'text', source: 'session', value: (r) => r.content_id },
  contentNameColumn,
  { name: 'hr_before_bpm', label: 'Önceki nabız', meaning: 'Dinlemeden önce', type: 'integer', source: 'session', unit: 'atım/dk', range: [40, 200], missing: HR_MISSING, value: (r) => r.heart_rate_before },
  { name: 'hr_before_missing', label: 'Önceki nabız eksik', meaning: 'hr_before_bpm neden boş', type: 'categorical', source: 'session', allowed: HR_MISSING_CODES, values: HR_MISSING_VALUES, missing: 'Ölçüldüyse boş', value: (r) => r.heart_rate_before_missing },
  { name: 'hr_after_bpm', label: 'Sonraki nabız', meaning: 'Dinlemeden sonra', type: 'integer', source: 'session', unit: 'atım/dk', range: [40, 200], missing: HR_MISSING, value: (r) => r.heart_rate_after },
  { name: 'hr_after_missing', label: 'Sonraki nabız eksik', meaning: 'hr_after_bpm neden boş', type: 'categorical', source: 'session', allowed: HR_MISSING_CODES, values: HR_MISSING_VALUES, missing: 'Ölçüldüyse boş', value: (r) => r.heart_rate_after_missing },
  {
    name: 'heart_rate_after_recorded_at',
    label: 'Sonraki nabzın girildiği an',
    meaning: 'Sonraki değerin kaydedildiği an (cihazın zamanı inanılırsa); yarıda kalan oturumda oturumun bitişinden saatler sonra olabilir',
    type: 'datetime', source: 'session', unit: 'ISO 8601',
    missing: 'Sonraki değer hiç sorulamadıysa (not_asked) boş',
    value: (r) => r.heart_rate_after_recorded_at,
  },
  {
    name: 'after_delayed',
    label: 'Sonraki nabız geç girildi',
    meaning: `Sonraki değer oturum bittikten ${HEART_RATE_AFTER_DELAY_MINUTES} dakikadan sonra girildi; analiz planı açıksa eşleştirilmiş nabız analizine girmez`,
    type: 'boolean', source: 'computed', values: BOOL_VALUES,
    formula: `heart_rate_after_recorded_at − oturumun bitişi > ${HEART_RATE_AFTER_DELAY_MINUTES} dk`,
    value: (r) => flag(r.after_delayed),
  },
  {
    name: 'mixed_methods',
    label: 'Farklı yöntemli çift',
    meaning: 'Önceki ve sonraki nabız farklı yöntemle alındı (ör. önce elle, sonra kamera); eşleştirilmiş analize girer ve ayrıca sayılır',
    type: 'boolean', source: 'computed', values: BOOL_VALUES,
    formula: 'hr_before_method ≠ hr_after_method (yöntemsiz değer elle sayılır)',
    missing: 'İki değerden biri ölçülmediyse boş',
    value: (r) => (r.heart_rate_before === null || r.heart_rate_after === null ? null : (r.before_method ?? 'manual') !== (r.after_method ?? 'manual') ? 1 : 0),
  },
  ...measurementColumns('before'),
  ...measurementColumns('after'),
  {
    name: 'hr_change_bpm',
    label: 'Nabız değişimi',
    meaning: 'Türetilmiş',
    type: 'integer',
    source: 'computed',
    unit: 'atım/dk',
    formula: 'hr_after_bpm − hr_before_bpm',
    missing: 'İki değerden biri ölçülmediyse boş',
    value: (r) => (r.heart_rate_before === null || r.heart_rate_after === null ? null : r.heart_rate_after - r.heart_rate_before),
  },
  { name: 'duration_s', label: 'Oturum süresi', meaning: 'Başlangıçtan bitişe', type: 'integer', source: 'session', unit: 'saniye', value: (r) => r.duration_seconds },
  { name: 'listened_s', label: 'Dinlenen süre', meaning: 'Duraklatmalar hariç (doz)', type: 'integer', source: 'session', unit: 'saniye', value: (r) => r.listened_seconds },
];

export async function heartRateRows(db: Database, freeText: boolean): Promise<HeartRateRow[]> {
  const timeline = await readTimeline(db);
  const rows = await rowsOf(
    db,
    heartRateRow,
    sql`select u.participant_number as n, u.enrolled_on, ${SESSION_DAY} as session_date, h.*, ${AFTER_DELAYED} as after_delayed,
          ${freeText ? sql`u.name` : sql`null`} as name
        from heart_rate_sessions h join users u on u.id = h.user_id and not u.is_admin
        order by u.participant_number, h.occurred_at, h.created_at`,
  );
  return rows.map((row) => {
    const point = timepointOf(timeline, row.enrolled_on, row.session_date);
    return { ...row, study_day: point.studyDay, phase: point.phase };
  });
}

const usageRow = z.object({
  n: z.number(),
  day,
  diary: z.number(),
  audio: z.number(),
  listened: z.number(),
  messages: z.number(),
});
type UsageRow = z.infer<typeof usageRow>;

export const usageColumns: ExportColumn<UsageRow>[] = [
  participantColumns[0] as unknown as ExportColumn<UsageRow>,
  {
    name: 'date',
    label: 'Gün',
    meaning:
      'Europe/Istanbul takvim günü. Uyku kaydı için günlük tarihi, yani gecenin bittiği sabah: D satırındaki kayıt D−1 akşamı yatılıp D sabahı biten gecedir. ' +
      'Ses oturumları ve mesajlar D gününün kendisidir: D akşamı dinlenen ses, D+1 satırındaki gecenin öncesidir (aynı satırdaki gecenin değil).',
    type: 'date',
    source: 'app',
    unit: 'YYYY-AA-GG',
    value: (r) => r.day,
  },
  { name: 'diary_entries', label: 'Uyku kaydı', meaning: 'D sabahı biten gecenin kaydı (sleep_date = D)', type: 'integer', source: 'app', range: [0, 1], value: (r) => r.diary },
  { name: 'audio_sessions', label: 'Ses oturumu', meaning: 'D günü (00:00–24:00) kaydedilen rahatlama + binaural oturum sayısı', type: 'integer', source: 'app', unit: 'sayı', value: (r) => r.audio },
  { name: 'listened_min', label: 'Dinleme süresi', meaning: 'Duraklatmalar hariç', type: 'decimal', source: 'computed', unit: 'dakika', formula: 'Σ listened_s ÷ 60, bir ondalık', value: (r) => r.listened },
  { name: 'messages_sent', label: 'Gönderilen mesaj', meaning: 'Katılımcının destek sohbetine yazdığı mesaj sayısı', type: 'integer', source: 'app', unit: 'sayı', value: (r) => r.messages },
];

export function usageRows(db: Database): Promise<UsageRow[]> {
  const local = (column: string) => sql.raw(`(${column} at time zone 'Europe/Istanbul')::date`);
  return rowsOf(
    db,
    usageRow,
    sql`select u.participant_number as n, a.day, sum(a.diary)::int as diary, sum(a.audio)::int as audio,
          round(sum(a.listened) / 60.0, 1)::float8 as listened, sum(a.messages)::int as messages
        from (
          select user_id, sleep_date as day, 1 as diary, 0 as audio, 0 as listened, 0 as messages from sleep_sessions
          union all select user_id, ${local('occurred_at')}, 0, 1, listened_seconds, 0 from heart_rate_sessions
          union all select user_id, ${local('created_at')}, 0, 0, 0, 1 from messages where sender = 'user'
        ) a join users u on u.id = a.user_id and not u.is_admin
        group by u.participant_number, a.day order by 1, 2`,
  );
}

const audioUsageRow = z.object({
  n: z.number(),
  created_at: z.string(),
  ab_group: z.string(),
  content_type: z.string(),
  content_id: z.string(),
  interaction_type: z.string(),
  listened_seconds: z.number(),
});
type AudioUsageRow = z.infer<typeof audioUsageRow>;

const INTERACTION_VALUES: readonly ValueLabel[] = [
  { code: 'view', label: 'Açıldı' },
  { code: 'play', label: 'Oynatıldı' },
  { code: 'listen', label: 'Durduruldu (dinlenen süreyle)' },
];

export const audioUsageColumns: ExportColumn<AudioUsageRow>[] = [
  participantColumns[0] as unknown as ExportColumn<AudioUsageRow>,
  { name: 'recorded_at', label: 'Kayıt zamanı', meaning: 'Etkileşimin kaydedildiği an', type: 'datetime', source: 'app', unit: 'ISO 8601', value: (r) => r.created_at },
  { name: 'group_at_time', label: 'Kayıt anındaki grup', meaning: 'Etkileşim anındaki grup', type: 'categorical', source: 'computed', values: GROUP_VALUES, value: (r) => r.ab_group },
  { name: 'content_type', label: 'İçerik türü', meaning: 'Rahatlama veya binaural', type: 'categorical', source: 'app', values: CONTENT_TYPE_VALUES, value: (r) => r.content_type },
  { name: 'content_id', label: 'İçerik kimliği', meaning: 'Katalog kimliği', type: 'text', source: 'app', value: (r) => r.content_id },
  { name: 'interaction_type', label: 'Etkileşim', meaning: 'Oynatma başladı (view/play) veya durdu (listen)', type: 'categorical', source: 'app', values: INTERACTION_VALUES, value: (r) => r.interaction_type },
  { name: 'listened_s', label: 'Dinlenen süre', meaning: 'listen satırında duyulan saniyeler', type: 'integer', source: 'app', unit: 'saniye', value: (r) => r.listened_seconds },
];

export function audioUsageRows(db: Database): Promise<AudioUsageRow[]> {
  return rowsOf(
    db,
    audioUsageRow,
    sql`select u.participant_number as n, a.created_at, a.ab_group, a.content_type, a.content_id, a.interaction_type, a.listened_seconds
        from audio_usage a join users u on u.id = a.user_id and not u.is_admin
        order by u.participant_number, a.created_at`,
  );
}
