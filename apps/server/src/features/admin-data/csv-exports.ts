import {
  formatDateShort,
  formatDateTime,
  heartRateChange,
  heartRateContentLabel,
  todayInStudyZone,
  TST_SOURCE_LABELS,
  durationMinutesFromSeconds,
  QUALITY_FLAG_LABELS,
  QUALITY_FLAGS,
  sleepFlags,
  STUDY_PHASE_LABELS,
  studyTimepoint,
  tstBySource,
  WASO_SOURCE_LABELS,
  wasoUsed,
  type StudyTimeline,
} from '@uyku/domain';
import { csvFileName, type CsvValue } from '../../lib/csv.js';
import type { AdminHeartRateRow } from './heart-rate-service.js';
import type { AdminSleepRow } from './sleep-service.js';

/**
 * Column headers and cells of the per-participant CSV exports: Turkish headers, dates in the
 * Turkish format (21.11.2026), groups and content types as the panel names them. The cells go
 * through the one CSV writer (lib/csv.ts), which neutralises formulas in the free-text cells.
 */

const GROUP_LABELS = { control: 'Kontrol', experiment: 'Deney' } as const;

export const SLEEP_CSV_HEADER = [
  'Tarih',
  'Katılımcı',
  'Telefon',
  'Grup',
  'Yatış Saati',
  'Uykuya Dalma Saati',
  'Uyanma Saati',
  'Uyku Süresi (dk)',
  'Uyku Süresi Kaynağı',
  'Uyku Kalitesi (/10)',
  'REM (dk)',
  'Derin Uyku (dk)',
  'Hafif Uyku (dk)',
  'Uyanık (dk)',
  'Kalp Atım Hızı (atım/dk)',
  'Stres (/10)',
  'Uyku Verimliliği (%)',
  'Yatmadan Önce Ekran Süresi (dk)',
  'Oda Sıcaklığı (°C)',
  'Uyku Öncesi Ruh Hali (/5)',
  'Uyanınca Ruh Hali (/5)',
  'Uyumaya Çalıştığı Saat',
  'Yataktan Kalkış Saati',
  'Gece Uyanık Kaldığı Süre, Kendi Bildirimi (dk)',
  'Son Uyanıştan Kalkışa (dk)',
  // The WASO the analysis uses and both total sleep times (docs/sleep-metrics.md).
  'Kullanılan WASO (dk)',
  'Kullanılan WASO Kaynağı',
  'Günlüğe Göre Uyku Süresi (dk)',
  'Cihaza Göre Uyku Süresi (dk)',
  'Notlar',
  // Issue 14: study day and phase, and one 1/0 column per data-quality flag (never a filter).
  'Çalışma Günü',
  'Çalışma Evresi',
  ...QUALITY_FLAGS.map((flag) => QUALITY_FLAG_LABELS[flag]),
] as const;

export function sleepCsvRow(row: AdminSleepRow, timeline: StudyTimeline): CsvValue[] {
  const timepoint = studyTimepoint(timeline, row.enrolledOn, row.sleepDate);
  const flags = sleepFlags(row);
  const night = {
    sleep_time: row.sleepTime,
    wake_time: row.wakeTime,
    awake_duration: row.awakeDuration,
    waso_minutes: row.wasoMinutes,
    rem_duration: row.remDuration,
    deep_sleep_duration: row.deepSleepDuration,
    light_sleep_duration: row.lightSleepDuration,
  };
  const waso = wasoUsed(night);
  const tst = tstBySource(night);
  return [
    formatDateShort(row.sleepDate),
    row.userName,
    row.userPhone,
    GROUP_LABELS[row.recordGroup],
    row.bedtime,
    row.sleepTime,
    row.wakeTime,
    row.totalSleepMinutes,
    TST_SOURCE_LABELS[row.tstSource],
    row.sleepQuality,
    row.remDuration,
    row.deepSleepDuration,
    row.lightSleepDuration,
    row.awakeDuration,
    row.heartRate,
    row.stressLevel,
    row.sleepEfficiency,
    row.screenTime,
    row.roomTemperature,
    row.moodBeforeSleep,
    row.moodAfterSleep,
    row.triedToSleepTime,
    row.outOfBedTime,
    row.wasoMinutes,
    row.terminalWakefulness,
    waso.minutes,
    WASO_SOURCE_LABELS[waso.source],
    tst.diary,
    tst.device,
    row.notes,
    timepoint.studyDay,
    STUDY_PHASE_LABELS[timepoint.phase],
    ...QUALITY_FLAGS.map((flag) => (flags.includes(flag) ? 1 : 0)),
  ];
}

export const HEART_RATE_CSV_HEADER = [
  'Tarih',
  'Katılımcı',
  'Telefon',
  'Grup',
  'İçerik Türü',
  'İçerik',
  'Ses Öncesi Kalp Atım Hızı',
  'Ses Sonrası Kalp Atım Hızı',
  'Değişim (atım/dk)',
  'Değişim (%)',
  'Süre (dk)',
] as const;

export function heartRateCsvRow(row: AdminHeartRateRow): CsvValue[] {
  const { change, percent } = heartRateChange(row.heartRateBefore, row.heartRateAfter);
  return [
    formatDateTime(row.createdAt),
    row.userName,
    row.userPhone,
    GROUP_LABELS[row.abGroup],
    heartRateContentLabel(row.contentType),
    row.contentName,
    row.heartRateBefore,
    row.heartRateAfter,
    change,
    percent,
    durationMinutesFromSeconds(row.durationSeconds),
  ];
}

/** The name part of a study-wide export's file: `uyku-verileri_tum-katilimcilar_2026-11-21.csv`. */
export const ALL_PARTICIPANTS = 'Tüm Katılımcılar';

/** `uyku-verileri_ayse-yilmaz_2026-11-21.csv` and `kalp-atim-verileri_…`: data type, user, the study's today. */
export const sleepCsvFileName = (userName: string) => csvFileName('uyku-verileri', userName, todayInStudyZone());
export const heartRateCsvFileName = (userName: string) => csvFileName('kalp-atim-verileri', userName, todayInStudyZone());

/** Maps an async row source to CSV rows lazily, so the stream pulls one batch from the database at a time. */
export async function* mapRows<T>(rows: AsyncIterable<T>, toCells: (row: T) => CsvValue[]): AsyncGenerator<CsvValue[]> {
  for await (const row of rows) yield toCells(row);
}
