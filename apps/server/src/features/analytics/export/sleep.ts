import { sql } from 'drizzle-orm';
import {
  CLIENT_CLOCK_SKEW_MINUTES,
  CLIENT_TIME_MAX_AGE_DAYS,
  expandLayout,
  exportedSleepValue,
  isExported,
  LATE_ENTRY_HOURS,
  OTHER_FIELDS,
  QUALITY_FLAG_LABELS,
  QUALITY_FLAGS,
  rowFromWire,
  SLEEP_FIELDS,
  sleepStoredShape,
  sleepCodebookEntry,
  sleepFlags,
  STAGE_MISMATCH_TOLERANCE_MINUTES,
  tstBySource,
  wasoUsed,
  type FlaggableNight,
  type QualityFlag,
  type SleepCatalogue,
  type SleepFieldKey,
  type SleepFieldSpec,
  type SleepFields,
  type SleepLayout,
  type StoredValue,
} from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { BOOL_VALUES, flag, GROUP_VALUES, PHASE_VALUES, type ColumnSource, type ColumnType, type ExportColumn } from './columns.js';
import { participantColumns } from './tables.js';
import { z } from 'zod';
import { day, rowsOf } from '../rows.js';
import { readTimeline } from '../../../core/study/timeline.js';
import { GROUP_AT_RECORD, PARTICIPANT_SLEEP, timepointOf } from '../study-sql.js';

/**
 * sleep_records.csv of the whole-study export: one row per participant-night with every raw input,
 * the derived metrics, the WASO used and both TSTs (docs/sleep-metrics.md), the study day, phase,
 * the group on the night's date and
 * one 0/1 column per data-quality flag (flags describe a night, they never drop it).
 * The diary note is read only for the flags; it is never exported (names may be written in it).
 */

/** A row of `sleepRows`' query: every catalogue field under its column name and what the query adds. */
const sleepRow = z.object({
  ...sleepStoredShape(SLEEP_FIELDS),
  n: z.number(),
  sleep_date: day,
  enrolled_on: day.nullable(),
  grp: z.string(),
  time_in_bed: z.number(),
  sleep_onset_latency: z.number(),
  terminal_wakefulness: z.number(),
  total_sleep_minutes: z.number(),
  sleep_efficiency: z.number(),
  tst_source: z.string(),
  untouched_fields: z.array(z.string()),
  created_at: z.string(),
  client_created_at: z.string().nullable(),
  updated_at: z.string(),
});

export type SleepRow = z.infer<typeof sleepRow> & {
  study_day: number | null;
  phase: string;
  /** Filled after the query, from `sleepFlags`. */
  flags: QualityFlag[];
};

const minutes = (name: string, label: string, meaning: string, value: (r: SleepRow) => number | null, extra: Partial<ExportColumn<SleepRow>> = {}): ExportColumn<SleepRow> => ({
  name,
  label,
  meaning,
  type: 'integer',
  source: 'computed',
  unit: 'dakika',
  value,
  ...extra,
});

/** The stored night in the domain's input shape, for the WASO and TST rules. */
const nightOf = (r: SleepRow) => ({
  sleep_time: r.sleep_time,
  wake_time: r.wake_time,
  awake_duration: r.awake_duration,
  waso_minutes: r.waso_minutes,
  rem_duration: r.rem_duration,
  deep_sleep_duration: r.deep_sleep_duration,
  light_sleep_duration: r.light_sleep_duration,
});
const wasoOf = (r: SleepRow) => wasoUsed(nightOf(r));
const tstOf = (r: SleepRow) => tstBySource(nightOf(r));

/** The entry instant both timing flags read (domain sleep/entry-time.ts, docs/decisions/019-idempotent-writes.md). */
const ENTRY_TIME_RULE = `client_saved_at, ileride değilse (${CLIENT_CLOCK_SKEW_MINUTES} dakika saat farkı payıyla) ve first_saved_at'ten en çok ${CLIENT_TIME_MAX_AGE_DAYS} gün önceyse, ikisinden erken olanı; yoksa first_saved_at`;

const WASO_SOURCE_VALUES = [
  { code: 'self_report', label: 'Kendi bildirimi (waso_min)' },
  { code: 'awake_minutes', label: 'Uyanık süre (awake_min)' },
] as const;
const TST_SOURCE_VALUES = [
  { code: 'stages', label: 'Evreler' },
  { code: 'clock', label: 'Saatler' },
] as const;

/** What each flag means, for the codebook (the rules of docs/sleep-metrics.md). */
const FLAG_MEANINGS: Record<QualityFlag, string> = {
  late_entry: `Kayıt, gecenin son uyanışından (gece tarihi + uyanma saati, Europe/Istanbul) ${LATE_ENTRY_HOURS} saatten sonra kaydedildi (kayıt anı: ${ENTRY_TIME_RULE})`,
  untouched_defaults: 'Tüm alanlar giriş formunun varsayılan değerlerinde bırakıldı',
  confirmed_implausible: '16 saati aşan yatakta kalma süresi katılımcının onayıyla kaydedildi',
  stage_mismatch: `Üç evre de girildi ve REM + derin + hafif + uyanık toplamı uyku döneminden (dalma → son uyanma) uzun ya da ${STAGE_MISMATCH_TOLERANCE_MINUTES} dakikadan fazla kısa`,
  saved_before_wake: `Kayıt ilk kez gecenin son uyanışından (sleep_date + wake_time, Europe/Istanbul) önce kaydedildi (kayıt anı: ${ENTRY_TIME_RULE})`,
  waso_without_awakenings: 'night_awakenings = 0 ama waso_used_min > 0',
  awakenings_without_waso: 'night_awakenings > 0 ama waso_used_min = 0',
};

/** `flag_late_entry` …: the flag's own name behind a prefix, all within 32 ASCII characters. */
export const flagColumns: ExportColumn<SleepRow>[] = QUALITY_FLAGS.map((name) => ({
  name: `flag_${name}`,
  label: QUALITY_FLAG_LABELS[name],
  meaning: `Veri kalitesi işareti (kaydı analizden çıkarmaz): ${FLAG_MEANINGS[name]}`,
  type: 'boolean',
  source: 'computed',
  values: BOOL_VALUES,
  value: (r) => flag(r.flags.includes(name)),
}));

/**
 * The columns of sleep_records.csv, in order (decision 018): catalogue fields by key, their codebook
 * entry and cell from the catalogue, among the export's derived columns. A new catalogue field that
 * is exported goes after the raw inputs, before the derived metrics.
 */
const SLEEP_EXPORT_LAYOUT: SleepLayout<SleepFieldKey, ExportColumn<SleepRow>> = [
  participantColumns[0] as unknown as ExportColumn<SleepRow>,
  {
    name: 'sleep_date',
    label: 'Günlük tarihi',
    meaning: 'Gecenin bittiği sabahın tarihi (Pazartesiyi Salıya bağlayan gece Salı tarihlidir); yatış akşamı bir gün öncesidir',
    type: 'date',
    source: 'diary',
    unit: 'YYYY-AA-GG',
    value: (r) => r.sleep_date,
  },
  { name: 'study_day', label: 'Çalışma günü', meaning: 'Çalışmaya başlama günü 1 olmak üzere gün sırası (önceki günler 0 ve altı)', type: 'integer', source: 'computed', formula: 'sleep_date − enrolment_date + 1', missing: 'Çalışmaya başlama tarihi yoksa boş', value: (r) => r.study_day },
  { name: 'phase', label: 'Dönem', meaning: 'Çalışma ayarlarındaki sürelere göre dönem', type: 'categorical', source: 'computed', values: PHASE_VALUES, value: (r) => r.phase },
  {
    name: 'group_at_time',
    label: 'Gecenin tarihindeki grup',
    meaning: 'Bu gecenin sayıldığı kol: gecenin bittiği anda (sleep_date + wake_time, Europe/Istanbul) grup geçmişindeki grup; kaydın girildiği an değil',
    type: 'categorical',
    source: 'computed',
    values: GROUP_VALUES,
    value: (r) => r.grp,
  },
  'bedtime',
  'tried_to_sleep_time',
  'sleep_time',
  'wake_time',
  'out_of_bed_time',
  'rem_duration',
  'deep_sleep_duration',
  'light_sleep_duration',
  'awake_duration',
  'waso_minutes',
  minutes('waso_used_min', 'Kullanılan WASO', 'Analizin ve clock TST’nin kullandığı WASO (docs/sleep-metrics.md)', (r) => wasoOf(r).minutes, {
    formula: 'waso_recalled_min girildiyse o, yoksa awake_min',
  }),
  {
    name: 'waso_source',
    label: 'Kullanılan WASO kaynağı',
    meaning: 'waso_used_min nereden geldi',
    type: 'categorical',
    source: 'computed',
    allowed: 'self_report (waso_recalled_min), awake_minutes (awake_min)',
    values: WASO_SOURCE_VALUES,
    value: (r) => wasoOf(r).source,
  },
  'heart_rate',
  'night_awakenings',
  'snoring_level',
  'sleep_quality',
  'mood_before_sleep',
  'mood_after_sleep',
  'stress_level',
  'screen_time',
  'meal_time',
  'room_temperature',
  'caffeine_intake',
  'alcohol_intake',
  'exercise_done',
  'medication_taken',
  'meditation_done',
  'reading_done',
  'long_night_confirmed',
  OTHER_FIELDS,
  minutes('time_in_bed_min', 'Yatakta geçen süre (TIB)', 'Türetilmiş', (r) => r.time_in_bed, { formula: 'out_of_bed_time (yoksa wake_time) − bedtime' }),
  minutes('sol_min', 'Uykuya dalma süresi (SOL)', 'Türetilmiş', (r) => r.sleep_onset_latency, { formula: 'sleep_time − tried_to_sleep_time (yoksa bedtime)' }),
  minutes('terminal_wake_min', 'Son uyanıştan kalkışa süre', 'Türetilmiş', (r) => r.terminal_wakefulness, { formula: 'out_of_bed_time − wake_time; yoksa 0' }),
  minutes('tst_min', 'Toplam uyku süresi (TST)', 'Türetilmiş (docs/sleep-metrics.md)', (r) => r.total_sleep_minutes, { formula: 'tst_source = stages: rem + derin + hafif; clock: wake_time − sleep_time − WASO' }),
  { name: 'sleep_efficiency_pct', label: 'Uyku verimliliği (SE)', meaning: 'Türetilmiş', type: 'decimal', source: 'computed', unit: '%', formula: '100 × tst_min ÷ time_in_bed_min, bir ondalık', value: (r) => r.sleep_efficiency },
  { name: 'tst_source', label: 'TST kaynağı', meaning: 'tst_min nasıl türetildi', type: 'categorical', source: 'computed', values: TST_SOURCE_VALUES, value: (r) => r.tst_source },
  minutes('tst_diary_min', 'Günlüğe göre TST', 'Türetilmiş: günlüğün saatlerinden (Consensus Sleep Diary tanımı), her gece', (r) => tstOf(r).diary, {
    formula: 'wake_time − sleep_time − waso_used_min, en az 0',
  }),
  minutes('tst_stage_sum_min', 'Günlükteki evre toplamı', 'Türetilmiş: günlüğe girilen (ya da cihazdan kopyalanan) REM, derin ve hafif uyku dakikalarının toplamı; içe aktarılan cihaz gecesi değil', (r) => tstOf(r).stageSum, {
    source: 'device',
    formula: 'rem_min + deep_min + light_min',
    missing: 'Üç evre birden girilmediyse boş',
  }),
  { name: 'saved_at', label: 'Son kayıt zamanı', meaning: 'Kaydın son kaydedildiği an (düzeltmeler günceller)', type: 'datetime', source: 'app', unit: 'ISO 8601 (UTC ofsetli)', value: (r) => r.updated_at },
  { name: 'first_saved_at', label: 'İlk kayıt zamanı', meaning: 'Sunucunun kaydı ilk aldığı an (late_entry ve saved_before_wake, client_saved_at inanılır değilse bunu okur)', type: 'datetime', source: 'app', unit: 'ISO 8601 (UTC ofsetli)', value: (r) => r.created_at },
  {
    name: 'client_saved_at',
    label: 'Cihazda kaydedildiği an',
    meaning: `Katılımcının cihazında 'Kaydet'e bastığı an (çevrimdışı kaydedilip sonra gönderilen kayıtlar); gönderildiği gibi saklanır. late_entry ve saved_before_wake bunu okur: ${ENTRY_TIME_RULE}`,
    type: 'datetime',
    source: 'app',
    unit: 'ISO 8601 (UTC ofsetli)',
    missing: 'Cihaz zamanı gönderilmediyse boş',
    value: (r) => r.client_created_at,
  },
  ...flagColumns,
];

/** How statistics packages read a catalogue field, from its kind and bounds; stages and the night's pulse come from a wearable. */
function analysisTypeOf(field: SleepFieldSpec): Pick<ExportColumn<SleepRow>, 'type' | 'source' | 'range' | 'values'> {
  const source: ColumnSource = field.formTab === 'stages' ? 'device' : 'diary';
  const range = field.bounds ? ([field.bounds.min, field.bounds.max] as const) : undefined;
  const types: Record<SleepFieldSpec['kind'], ColumnType> = {
    clock: 'time',
    optionalClock: 'time',
    minutes: 'integer',
    optionalMinutes: 'integer',
    count: 'integer',
    scale: 'integer',
    measurement: 'integer',
    decimal: 'decimal',
    yesNo: 'boolean',
    text: 'text',
  };
  return {
    type: types[field.kind],
    source,
    ...(range ? { range } : {}),
    ...(field.kind === 'yesNo' ? { values: BOOL_VALUES } : {}),
  };
}

const storedOf = (r: SleepRow, key: string) => ((r as Record<string, unknown>)[key] ?? null) as StoredValue;

/** The columns for a catalogue that holds the real one's fields (the catalogue test adds one). */
export function sleepExportColumns<C extends SleepFields>(catalogue: C): ExportColumn<SleepRow>[] {
  const specs: SleepCatalogue = catalogue;
  return expandLayout<C, ExportColumn<SleepRow>, ExportColumn<SleepRow>>(
    catalogue,
    SLEEP_EXPORT_LAYOUT,
    isExported,
    (key) => {
      const field = specs[key];
      if (!field || !isExported(field)) throw new Error(`${key} is not exported`);
      // `s.*` reads every column, so a catalogue field is in the row under its key.
      return { ...sleepCodebookEntry(field), ...analysisTypeOf(field), value: (r) => exportedSleepValue(field, storedOf(r, key)) };
    },
    (column) => column,
  );
}

export const sleepColumns = sleepExportColumns(SLEEP_FIELDS);

/** The stored night as the domain's flag rules read it (they take the server's camelCase row). */
function flaggable(r: z.infer<typeof sleepRow>): FlaggableNight {
  return { sleepDate: r.sleep_date, ...rowFromWire(SLEEP_FIELDS, r), createdAt: r.created_at, clientCreatedAt: r.client_created_at };
}

export async function sleepRows(db: Database): Promise<SleepRow[]> {
  const timeline = await readTimeline(db);
  const rows = await rowsOf(
    db,
    sleepRow,
    sql`select u.participant_number as n, u.enrolled_on, s.*, ${GROUP_AT_RECORD} as grp
        from ${PARTICIPANT_SLEEP} order by u.participant_number, s.sleep_date`,
  );
  return rows.map((row) => {
    const point = timepointOf(timeline, row.enrolled_on, row.sleep_date);
    return { ...row, study_day: point.studyDay, phase: point.phase, flags: sleepFlags(flaggable(row)) };
  });
}
