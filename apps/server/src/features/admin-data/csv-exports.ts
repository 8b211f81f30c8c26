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
  expandLayout,
  OTHER_FIELDS,
  rowKey,
  SLEEP_FIELDS,
  type HeartRateMethod,
  type QualityFlag,
  type SleepCatalogue,
  type SleepFieldKey,
  type SleepFields,
  type SleepLayout,
  type StudyTimepoint,
  type StudyTimeline,
} from '@uyku/domain';
import { csvFileName, type CsvValue } from '../../lib/csv.js';
import { heartRateValue, sideOfRow, type MeasurementColumns } from '../../db/heart-rate-values.js';
import type { AdminHeartRateRow } from './heart-rate-data.js';
import type { AdminSleepRow } from './sleep-data.js';

/**
 * Column headers and cells of the per-participant CSV exports: Turkish headers, dates in the
 * Turkish format (21.11.2026), groups and content types as the panel names them. The cells go
 * through the one CSV writer (lib/csv.ts), which neutralises formulas in the free-text cells.
 */

const GROUP_LABELS = { control: 'Kontrol', experiment: 'Deney' } as const;

/** What a sleep row's cells are read from: the row and what is derived from it once per row. */
export interface CsvNight {
  row: AdminSleepRow;
  timepoint: StudyTimepoint;
  flags: QualityFlag[];
  waso: ReturnType<typeof wasoUsed>;
  tst: ReturnType<typeof tstBySource>;
}

/** One column of the sleep CSV: its Turkish header and its cell. */
export interface SleepCsvColumn {
  header: string;
  value: (night: CsvNight) => CsvValue;
}

const derived = (header: string, value: (night: CsvNight) => CsvValue): SleepCsvColumn => ({ header, value });

/**
 * The sleep CSV's columns, in order (decision 018): catalogue fields by key, with their header from
 * the catalogue, among the export's derived columns. A new catalogue field with a CSV header goes
 * before the notes.
 */
const SLEEP_CSV_LAYOUT: SleepLayout<SleepFieldKey, SleepCsvColumn> = [
  derived('Tarih', ({ row }) => formatDateShort(row.sleepDate)),
  derived('Katılımcı', ({ row }) => row.userName),
  derived('Telefon', ({ row }) => row.userPhone),
  derived('Grup', ({ row }) => GROUP_LABELS[row.groupOnDate]),
  'bedtime',
  'sleep_time',
  'wake_time',
  derived('Uyku Süresi (dk)', ({ row }) => row.totalSleepMinutes),
  derived('Uyku Süresi Kaynağı', ({ row }) => TST_SOURCE_LABELS[row.tstSource]),
  'sleep_quality',
  'rem_duration',
  'deep_sleep_duration',
  'light_sleep_duration',
  'awake_duration',
  'heart_rate',
  'stress_level',
  derived('Uyku Verimliliği (%)', ({ row }) => row.sleepEfficiency),
  'screen_time',
  'room_temperature',
  'mood_before_sleep',
  'mood_after_sleep',
  'tried_to_sleep_time',
  'out_of_bed_time',
  'waso_minutes',
  derived('Son Uyanıştan Kalkışa (dk)', ({ row }) => row.terminalWakefulness),
  // The WASO the analysis uses and both total sleep times (docs/sleep-metrics.md).
  derived('Kullanılan WASO (dk)', ({ waso }) => waso.minutes),
  derived('Kullanılan WASO Kaynağı', ({ waso }) => WASO_SOURCE_LABELS[waso.source]),
  derived('Günlüğe Göre Uyku Süresi (dk)', ({ tst }) => tst.diary),
  derived('Cihaza Göre Uyku Süresi (dk)', ({ tst }) => tst.stageSum),
  OTHER_FIELDS,
  'notes',
  // Study day and phase, and one 1/0 column per data-quality flag (never a filter).
  derived('Çalışma Günü', ({ timepoint }) => timepoint.studyDay),
  derived('Çalışma Evresi', ({ timepoint }) => STUDY_PHASE_LABELS[timepoint.phase]),
  ...QUALITY_FLAGS.map((flag) => derived(QUALITY_FLAG_LABELS[flag], ({ flags }) => (flags.includes(flag) ? 1 : 0))),
];

/** The columns for a catalogue that holds the real one's fields (the catalogue test adds one). */
export function sleepCsvColumns<C extends SleepFields>(catalogue: C): SleepCsvColumn[] {
  const specs: SleepCatalogue = catalogue;
  return expandLayout<C, SleepCsvColumn, SleepCsvColumn>(
    catalogue,
    SLEEP_CSV_LAYOUT,
    (field) => field.csvHeader !== null,
    (key) => ({
      header: specs[key]?.csvHeader ?? key,
      // The row holds every catalogue field under its row key (sleep.ts reads them all).
      value: ({ row }) => (row as Record<string, unknown>)[rowKey(key)] as CsvValue,
    }),
    (column) => column,
  );
}

const SLEEP_CSV_COLUMNS = sleepCsvColumns(SLEEP_FIELDS);
export const SLEEP_CSV_HEADER = SLEEP_CSV_COLUMNS.map((column) => column.header);

export function sleepCsvRow(row: AdminSleepRow, timeline: StudyTimeline): CsvValue[] {
  const night = {
    sleep_time: row.sleepTime,
    wake_time: row.wakeTime,
    awake_duration: row.awakeDuration,
    waso_minutes: row.wasoMinutes,
    rem_duration: row.remDuration,
    deep_sleep_duration: row.deepSleepDuration,
    light_sleep_duration: row.lightSleepDuration,
  };
  const context: CsvNight = {
    row,
    timepoint: studyTimepoint(timeline, row.enrolledOn, row.sleepDate),
    flags: sleepFlags(row),
    waso: wasoUsed(night),
    tst: tstBySource(night),
  };
  return SLEEP_CSV_COLUMNS.map((column) => column.value(context));
}

/** How a value was obtained, as the measurement columns name it (docs/decisions/020-heart-rate-never-invented.md). */
const HEART_RATE_METHOD_LABELS: Record<HeartRateMethod, string> = { manual: 'Elle', camera: 'Kamera', bluetooth: 'Bluetooth' };

/**
 * One side's measurement: method, the camera's quality, seconds, a strap's RMSSD and interval
 * count, and a reference device's value (docs/heart-rate-validation.md). After the spec's columns.
 */
const measurementHeaders = (side: 'Öncesi' | 'Sonrası') => [
  `${side} Ölçüm Yöntemi`,
  `${side} Ölçüm Kalitesi (0-1)`,
  `${side} Ölçüm Süresi (sn)`,
  `${side} RMSSD (ms)`,
  `${side} RR Sayısı`,
  `${side} Referans Cihaz (atım/dk)`,
];

function measurementCells(columns: MeasurementColumns): CsvValue[] {
  return [
    columns.method === null ? null : HEART_RATE_METHOD_LABELS[columns.method],
    columns.quality,
    columns.seconds,
    columns.rmssdMs,
    columns.rrCount,
    columns.referenceBpm,
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
  ...measurementHeaders('Öncesi'),
  ...measurementHeaders('Sonrası'),
];

export function heartRateCsvRow(row: AdminHeartRateRow): CsvValue[] {
  // A value not measured is an empty cell, as everywhere in the CSVs; its reason is in the study export.
  const { change, percent } = heartRateChange(
    heartRateValue(row.heartRateBefore, row.heartRateBeforeMissing),
    heartRateValue(row.heartRateAfter, row.heartRateAfterMissing),
  );
  return [
    formatDateTime(row.createdAt),
    row.userName,
    row.userPhone,
    GROUP_LABELS[row.group],
    heartRateContentLabel(row.contentType),
    row.contentName,
    row.heartRateBefore,
    row.heartRateAfter,
    change,
    percent,
    durationMinutesFromSeconds(row.durationSeconds),
    ...measurementCells(sideOfRow(row, 'before')),
    ...measurementCells(sideOfRow(row, 'after')),
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
