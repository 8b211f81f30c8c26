import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEVICE_VENDORS, deviceTotalSleepMinutes, isoWithOffset, type ComparedDeviceNight } from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { readTimeline } from '../../../core/study/timeline.js';
import { BOOL_VALUES, flag, PHASE_VALUES, type ExportColumn, type ValueLabel } from './columns.js';
import { participantColumns } from './tables.js';
import { day, rowsOf } from '../rows.js';
import { timepointOf } from '../study-sql.js';

/**
 * `device_nights.csv`: the nights participants imported from their own wearable (docs/sleep-metrics.md,
 * "Device nights"), apart from the diary, one row per participant, vendor and night. Times keep the
 * offset the device recorded; stage minutes are empty where the device gave none.
 */

const VENDOR_LABELS: Record<(typeof DEVICE_VENDORS)[number], string> = {
  apple: 'Apple Health',
  fitbit: 'Fitbit',
  samsung: 'Samsung Health',
  oura: 'Oura',
  garmin: 'Garmin',
};
export const VENDOR_VALUES: readonly ValueLabel[] = DEVICE_VENDORS.map((code) => ({ code, label: VENDOR_LABELS[code] }));

const deviceNightRow = z.object({
  n: z.number(),
  enrolled_on: day.nullable(),
  night_date: day,
  vendor: z.enum(DEVICE_VENDORS),
  in_bed_start_ms: z.number(),
  in_bed_start_offset: z.number(),
  in_bed_end_ms: z.number(),
  in_bed_end_offset: z.number(),
  sleep_onset_ms: z.number(),
  sleep_onset_offset: z.number(),
  final_wake_ms: z.number(),
  final_wake_offset: z.number(),
  rem_minutes: z.number().nullable(),
  deep_minutes: z.number().nullable(),
  light_minutes: z.number().nullable(),
  awake_minutes: z.number(),
  stages_available: z.boolean(),
  imported_at: z.string(),
  /** The last import of the night (a re-import moves it): nights_long.csv picks by it. */
  updated_at_ms: z.number(),
});
export type DeviceNightRow = z.infer<typeof deviceNightRow> & { study_day: number | null; phase: string };

const at = (ms: number, offset: number) => isoWithOffset(ms, offset);

/** The night as the domain's device-night rules read it (docs/sleep-metrics.md, "Device nights"). */
export const comparedNight = (r: DeviceNightRow): ComparedDeviceNight => ({
  in_bed_start: at(r.in_bed_start_ms, r.in_bed_start_offset),
  sleep_onset: at(r.sleep_onset_ms, r.sleep_onset_offset),
  final_wake: at(r.final_wake_ms, r.final_wake_offset),
  rem_minutes: r.rem_minutes,
  deep_minutes: r.deep_minutes,
  light_minutes: r.light_minutes,
  awake_minutes: r.awake_minutes,
  stages_available: r.stages_available,
});

const STAGE_MISSING = 'Cihaz uyku evresi vermediyse boş (stages_available = 0)';

export const deviceNightColumns: ExportColumn<DeviceNightRow>[] = [
  participantColumns[0] as unknown as ExportColumn<DeviceNightRow>,
  { name: 'night_date', label: 'Gece', meaning: 'Uykunun bittiği sabahın Europe/Istanbul günü (günlükteki tarih)', type: 'date', source: 'device', unit: 'YYYY-AA-GG', value: (r) => r.night_date },
  { name: 'study_day', label: 'Çalışma günü', meaning: 'night_date için çalışma günü', type: 'integer', source: 'computed', formula: 'night_date − enrolment_date + 1', missing: 'Çalışmaya başlama tarihi yoksa boş', value: (r) => r.study_day },
  { name: 'phase', label: 'Dönem', meaning: 'Çalışma ayarlarındaki sürelere göre dönem', type: 'categorical', source: 'computed', values: PHASE_VALUES, value: (r) => r.phase },
  { name: 'vendor', label: 'Cihaz', meaning: 'Dışa aktarımın geldiği uygulama', type: 'categorical', source: 'device', values: VENDOR_VALUES, value: (r) => r.vendor },
  { name: 'in_bed_start', label: 'Yatakta başlangıç', meaning: 'Cihazın ilk kaydı', type: 'datetime', source: 'device', unit: 'ISO 8601 (cihazın ofsetiyle)', value: (r) => at(r.in_bed_start_ms, r.in_bed_start_offset) },
  { name: 'in_bed_end', label: 'Yatakta bitiş', meaning: 'Cihazın son kaydı', type: 'datetime', source: 'device', unit: 'ISO 8601 (cihazın ofsetiyle)', value: (r) => at(r.in_bed_end_ms, r.in_bed_end_offset) },
  { name: 'sleep_onset', label: 'Uykuya dalış', meaning: 'İlk uyku kaydı', type: 'datetime', source: 'device', unit: 'ISO 8601 (cihazın ofsetiyle)', value: (r) => at(r.sleep_onset_ms, r.sleep_onset_offset) },
  { name: 'final_wake', label: 'Son uyanış', meaning: 'Son uyku kaydının bitişi', type: 'datetime', source: 'device', unit: 'ISO 8601 (cihazın ofsetiyle)', value: (r) => at(r.final_wake_ms, r.final_wake_offset) },
  { name: 'device_rem_minutes', label: 'İçe aktarılan cihaz gecesinde REM', meaning: 'Cihaz gecesinin REM dakikaları (uykuya dalış ile son uyanış arasında)', type: 'integer', source: 'device', unit: 'dakika', missing: STAGE_MISSING, value: (r) => r.rem_minutes },
  { name: 'device_deep_minutes', label: 'İçe aktarılan cihaz gecesinde derin uyku', meaning: 'Cihaz gecesinin derin uyku dakikaları (uykuya dalış ile son uyanış arasında)', type: 'integer', source: 'device', unit: 'dakika', missing: STAGE_MISSING, value: (r) => r.deep_minutes },
  { name: 'device_light_minutes', label: 'İçe aktarılan cihaz gecesinde hafif uyku', meaning: 'Cihaz gecesinin hafif uyku dakikaları (uykuya dalış ile son uyanış arasında)', type: 'integer', source: 'device', unit: 'dakika', missing: STAGE_MISSING, value: (r) => r.light_minutes },
  { name: 'device_awake_minutes', label: 'İçe aktarılan cihaz gecesinde uyanık süre', meaning: 'Uykuya dalış ile son uyanış arasında', type: 'integer', source: 'device', unit: 'dakika', value: (r) => r.awake_minutes },
  { name: 'stages_available', label: 'Evreler var', meaning: 'Cihaz uyku evrelerini verdi mi', type: 'boolean', source: 'device', values: BOOL_VALUES, value: (r) => flag(r.stages_available) },
  {
    name: 'tst_device_min',
    label: 'İçe aktarılan cihaz gecesine göre TST',
    meaning: 'Evreler varsa REM + derin + hafif; yoksa uykuya dalıştan son uyanışa, uyanık süre düşülerek',
    type: 'integer',
    source: 'computed',
    unit: 'dakika',
    formula: 'device_rem_minutes + device_deep_minutes + device_light_minutes (veya final_wake − sleep_onset − device_awake_minutes)',
    value: (r) => deviceTotalSleepMinutes(comparedNight(r)),
  },
  { name: 'imported_at', label: 'İçe aktarma zamanı', meaning: 'Gecenin ilk içe aktarıldığı an', type: 'datetime', source: 'app', unit: 'ISO 8601', value: (r) => r.imported_at },
];

export async function deviceNightRows(db: Database): Promise<DeviceNightRow[]> {
  const timeline = await readTimeline(db);
  const epoch = (column: string) => sql.raw(`(extract(epoch from d.${column}) * 1000)::float8 as ${column}_ms, d.${column}_offset::int as ${column}_offset`);
  const rows = await rowsOf(
    db,
    deviceNightRow,
    sql`select u.participant_number as n, u.enrolled_on, d.night_date::text as night_date, d.vendor,
          ${epoch('in_bed_start')}, ${epoch('in_bed_end')}, ${epoch('sleep_onset')}, ${epoch('final_wake')},
          d.rem_minutes, d.deep_minutes, d.light_minutes, d.awake_minutes, d.stages_available, d.imported_at,
          (extract(epoch from d.updated_at) * 1000)::float8 as updated_at_ms
        from device_nights d join users u on u.id = d.user_id and not u.is_admin
        order by u.participant_number, d.night_date, d.vendor`,
  );
  return rows.map((row) => {
    const point = timepointOf(timeline, row.enrolled_on, row.night_date);
    return { ...row, study_day: point.studyDay, phase: point.phase };
  });
}
