import { sql } from 'drizzle-orm';
import {
  LATE_ENTRY_HOURS,
  QUALITY_FLAG_LABELS,
  QUALITY_FLAGS,
  sleepFlags,
  STAGE_MISMATCH_TOLERANCE_MINUTES,
  tstBySource,
  wasoUsed,
  type FlaggableNight,
  type QualityFlag,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { BOOL, flag, GROUPS, PHASES, TIME, type ExportColumn } from './export-columns.js';
import { participantColumns } from './export-tables.js';
import { rowsOf } from './rows.js';
import { GROUP_AT_RECORD, PARTICIPANT_SLEEP, readTimeline, timepointOf } from './study-sql.js';

/**
 * sleep_records.csv of the whole-study export: one row per participant-night with every raw input,
 * the derived metrics, the WASO used and both TSTs (docs/sleep-metrics.md), the study day, phase,
 * the group on the night's date and
 * one 0/1 column per data-quality flag (issue 14: flags describe a night, they never drop it).
 * The diary note is read only for the flags; it is never exported (names may be written in it).
 */

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
  notes: string;
  created_at: string;
  updated_at: string;
  /** Filled after the query, from `sleepFlags`. */
  flags: QualityFlag[];
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

/** What each flag means, for the codebook (the rules of docs/sleep-metrics.md). */
const FLAG_MEANINGS: Record<QualityFlag, string> = {
  late_entry: `Kayıt, gecenin son uyanışından (gece tarihi + uyanma saati, Europe/Istanbul) ${LATE_ENTRY_HOURS} saatten sonra kaydedildi`,
  untouched_defaults: 'Tüm alanlar giriş formunun varsayılan değerlerinde bırakıldı',
  confirmed_implausible: '16 saati aşan yatakta kalma süresi katılımcının onayıyla kaydedildi',
  stage_mismatch: `Üç evre de girildi ve REM + derin + hafif + uyanık toplamı uyku döneminden (dalma → son uyanma) uzun ya da ${STAGE_MISMATCH_TOLERANCE_MINUTES} dakikadan fazla kısa`,
  saved_before_wake: 'Kayıt ilk kez gecenin son uyanışından (sleep_date + wake_time, Europe/Istanbul) önce kaydedildi (first_saved_at)',
  waso_without_awakenings: 'night_awakenings = 0 ama waso_minutes_used > 0',
  awakenings_without_waso: 'night_awakenings > 0 ama waso_minutes_used = 0',
};

/** `flag_late_entry` …: the flag's own name behind a prefix, all within 32 ASCII characters. */
const flagColumns: ExportColumn<SleepRow>[] = QUALITY_FLAGS.map((name) => ({
  name: `flag_${name}`,
  label: QUALITY_FLAG_LABELS[name],
  meaning: `Veri kalitesi işareti (kaydı analizden çıkarmaz): ${FLAG_MEANINGS[name]}`,
  allowed: BOOL,
  value: (r) => flag(r.flags.includes(name)),
}));

export const sleepColumns: ExportColumn<SleepRow>[] = [
  participantColumns[0] as unknown as ExportColumn<SleepRow>,
  {
    name: 'sleep_date',
    label: 'Günlük tarihi',
    meaning: 'Gecenin bittiği sabahın tarihi (Pazartesiyi Salıya bağlayan gece Salı tarihlidir); yatış akşamı bir gün öncesidir',
    unit: 'YYYY-AA-GG',
    value: (r) => r.sleep_date,
  },
  { name: 'study_day', label: 'Çalışma günü', meaning: 'Çalışmaya başlama günü 1 olmak üzere gün sırası (önceki günler 0 ve altı)', formula: 'sleep_date − enrolment_date + 1', missing: 'Çalışmaya başlama tarihi yoksa boş', value: (r) => r.study_day },
  { name: 'phase', label: 'Dönem', meaning: 'Çalışma ayarlarındaki sürelere göre dönem', allowed: PHASES, value: (r) => r.phase },
  {
    name: 'group_at_time',
    label: 'Gecenin tarihindeki grup',
    meaning: 'Bu gecenin sayıldığı kol: gecenin bittiği anda (sleep_date + wake_time, Europe/Istanbul) grup geçmişindeki grup; kaydın girildiği an değil',
    allowed: GROUPS,
    value: (r) => r.grp,
  },
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
  minutes('waso_minutes_used', 'Kullanılan WASO', 'Analizin ve clock TST’nin kullandığı WASO (docs/sleep-metrics.md)', (r) => wasoOf(r).minutes, {
    formula: 'waso_min girildiyse waso_min, yoksa awake_min',
  }),
  {
    name: 'waso_source',
    label: 'Kullanılan WASO kaynağı',
    meaning: 'waso_minutes_used nereden geldi',
    allowed: 'self_report (waso_min), awake_minutes (awake_min)',
    value: (r) => wasoOf(r).source,
  },
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
  { name: 'tst_source', label: 'TST kaynağı', meaning: 'tst_min nasıl türetildi', allowed: 'stages, clock', value: (r) => r.tst_source },
  minutes('tst_diary_minutes', 'Günlüğe göre TST', 'Türetilmiş: günlüğün saatlerinden (Consensus Sleep Diary tanımı), her gece', (r) => tstOf(r).diary, {
    formula: 'wake_time − sleep_time − waso_minutes_used, en az 0',
  }),
  minutes('tst_device_minutes', 'Cihaza göre TST', 'Türetilmiş: giyilebilir cihazın evrelerinden', (r) => tstOf(r).device, {
    formula: 'rem_min + deep_min + light_min',
    missing: 'Üç evre birden girilmediyse boş',
  }),
  { name: 'saved_at', label: 'Son kayıt zamanı', meaning: 'Kaydın son kaydedildiği an (düzeltmeler günceller)', unit: 'ISO 8601 (UTC ofsetli)', value: (r) => r.updated_at },
  { name: 'first_saved_at', label: 'İlk kayıt zamanı', meaning: 'Kaydın ilk kaydedildiği an (late_entry ve saved_before_wake bunu okur)', unit: 'ISO 8601 (UTC ofsetli)', value: (r) => r.created_at },
  ...flagColumns,
];

/** The stored night as the domain's flag rules read it (they take the server's camelCase row). */
function flaggable(r: SleepRow): FlaggableNight {
  return {
    sleepDate: r.sleep_date,
    bedtime: r.bedtime,
    sleepTime: r.sleep_time,
    wakeTime: r.wake_time,
    remDuration: r.rem_duration,
    deepSleepDuration: r.deep_sleep_duration,
    lightSleepDuration: r.light_sleep_duration,
    awakeDuration: r.awake_duration,
    heartRate: r.heart_rate,
    nightAwakenings: r.night_awakenings,
    snoringLevel: r.snoring_level,
    sleepQuality: r.sleep_quality,
    moodBeforeSleep: r.mood_before_sleep,
    moodAfterSleep: r.mood_after_sleep,
    stressLevel: r.stress_level,
    screenTime: r.screen_time,
    mealTime: r.meal_time,
    roomTemperature: r.room_temperature,
    caffeineIntake: r.caffeine_intake,
    alcoholIntake: r.alcohol_intake,
    exerciseDone: r.exercise_done,
    medicationTaken: r.medication_taken,
    meditationDone: r.meditation_done,
    readingDone: r.reading_done,
    notes: r.notes,
    triedToSleepTime: r.tried_to_sleep_time,
    outOfBedTime: r.out_of_bed_time,
    wasoMinutes: r.waso_minutes,
    longNightConfirmed: r.long_night_confirmed,
    createdAt: r.created_at,
  };
}

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
    row.flags = sleepFlags(flaggable(row));
  }
  return rows;
}
