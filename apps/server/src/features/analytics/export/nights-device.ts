import { compareWithDiary, type DeviceDiaryComparison, type DeviceVendor } from '@uyku/domain';
import { BOOL_VALUES, flag, type ExportColumn } from './columns.js';
import { comparedNight, VENDOR_VALUES, type DeviceNightRow } from './device-nights.js';

/**
 * The device's figures beside the diary's in nights_long.csv (docs/sleep-metrics.md, "Device
 * nights"): per participant-night, the wearable night of the same date, and the misperception
 * indices exactly as the admin's side-by-side view computes them (the domain's `compareWithDiary`).
 * Where several vendors gave a night for one date, the most recently imported one is used
 * (device_nights.updated_at; a batch's ties by vendor name); the others stay in device_nights.csv.
 */

export interface DeviceBeside {
  vendor: DeviceVendor;
  rem: number | null;
  deep: number | null;
  light: number | null;
  awake: number;
  stagesAvailable: boolean;
  comparison: DeviceDiaryComparison;
}

/** What a nights_long.csv row gives these columns: the device night of its date, if any. */
export interface WithDevice {
  besideDevice: DeviceBeside | null;
}

const dateKey = (n: number, date: string) => `${n}/${date}`;

/** The device night used per participant and date: the latest import, ties by vendor name. */
export function latestDeviceNights(rows: readonly DeviceNightRow[]): Map<string, DeviceNightRow> {
  const latest = new Map<string, DeviceNightRow>();
  for (const row of rows) {
    const key = dateKey(row.n, row.night_date);
    const kept = latest.get(key);
    if (!kept || row.updated_at_ms > kept.updated_at_ms || (row.updated_at_ms === kept.updated_at_ms && row.vendor < kept.vendor))
      latest.set(key, row);
  }
  return latest;
}

/**
 * The device night of a diary night, beside the diary's own total sleep time (the clock-based
 * tst_diary_min, never the stage minutes, which 'Cihazdan Doldur' may have copied from this device)
 * and sleep onset latency.
 */
export function deviceBeside(
  latest: ReadonlyMap<string, DeviceNightRow>,
  night: { n: number; sleep_date: string },
  diary: { totalSleep: number | null; sleepOnsetLatency: number | null },
): DeviceBeside | null {
  const row = latest.get(dateKey(night.n, night.sleep_date));
  if (!row) return null;
  return {
    vendor: row.vendor,
    rem: row.rem_minutes,
    deep: row.deep_minutes,
    light: row.light_minutes,
    awake: row.awake_minutes,
    stagesAvailable: row.stages_available,
    comparison: compareWithDiary(comparedNight(row), { totalSleepMinutes: diary.totalSleep, sleepOnsetLatency: diary.sleepOnsetLatency }),
  };
}

const NO_DEVICE = 'Bu tarihte cihaz gecesi yoksa boş';
const NO_STAGES =
  'Bu tarihte cihaz gecesi yoksa ya da cihaz uyku evresi vermediyse (device_stages_available = 0) boş; asla 0 yazılmaz';

const deviceMinutes = (
  name: string,
  label: string,
  meaning: string,
  value: (d: DeviceBeside) => number | null,
  extra: Partial<ExportColumn<WithDevice>> = {},
): ExportColumn<WithDevice> => ({
  name,
  label,
  meaning,
  type: 'integer',
  source: 'device',
  unit: 'dakika',
  missing: NO_DEVICE,
  value: (r) => (r.besideDevice ? value(r.besideDevice) : null),
  ...extra,
});

export const deviceBesideColumns: ExportColumn<WithDevice>[] = [
  {
    name: 'device_vendor',
    label: 'İçe aktarılan cihaz gecesinin cihazı',
    meaning: 'Bu tarihin cihaz gecesinin geldiği uygulama; birden çok cihaz varsa en son içe aktarılanı',
    type: 'categorical',
    source: 'device',
    values: VENDOR_VALUES,
    missing: NO_DEVICE,
    value: (r) => r.besideDevice?.vendor ?? null,
  },
  deviceMinutes(
    'tst_device_min',
    'İçe aktarılan cihaz gecesine göre TST',
    'device_nights.csv’deki tst_device_min: bu tarihin en son içe aktarılan cihaz gecesinin TST’si (günlüğe girilen evrelerin toplamı tst_stage_sum_min)',
    (d) => d.comparison.device_tst,
    {
      source: 'computed',
      formula: 'rem + derin + hafif (evreler varsa), yoksa final_wake − sleep_onset − awake_min',
    },
  ),
  deviceMinutes(
    'device_sol_minutes',
    'İçe aktarılan cihaz gecesine göre SOL',
    'Cihazın yatakta başlangıcından uykuya dalışa',
    (d) => d.comparison.device_sol,
    {
      source: 'computed',
      formula: 'sleep_onset − in_bed_start (en az 0)',
    },
  ),
  deviceMinutes('device_rem_minutes', 'İçe aktarılan cihaz gecesinde REM', 'Cihaz gecesinin REM dakikaları', (d) => d.rem, {
    missing: NO_STAGES,
  }),
  deviceMinutes(
    'device_deep_minutes',
    'İçe aktarılan cihaz gecesinde derin uyku',
    'Cihaz gecesinin derin uyku dakikaları',
    (d) => d.deep,
    { missing: NO_STAGES },
  ),
  deviceMinutes(
    'device_light_minutes',
    'İçe aktarılan cihaz gecesinde hafif uyku',
    'Cihaz gecesinin hafif uyku dakikaları',
    (d) => d.light,
    { missing: NO_STAGES },
  ),
  deviceMinutes(
    'device_awake_minutes',
    'İçe aktarılan cihaz gecesinde uyanık süre',
    'Uykuya dalış ile son uyanış arasında',
    (d) => d.awake,
  ),
  {
    name: 'device_stages_available',
    label: 'İçe aktarılan cihaz gecesinde evreler var',
    meaning: 'Cihaz bu gece için uyku evrelerini verdi mi',
    type: 'boolean',
    source: 'device',
    values: BOOL_VALUES,
    missing: NO_DEVICE,
    value: (r) => flag(r.besideDevice?.stagesAvailable),
  },
  deviceMinutes(
    'misperception_tst_minutes',
    'Uyku algı farkı (TST)',
    'Günlüğün TST’si − cihazın TST’si; artı: bildirilen uyku cihazın ölçtüğünden fazla',
    (d) => d.comparison.misperception,
    {
      source: 'computed',
      formula: 'tst_diary_min (günlüğün saatlerinden TST; evre toplamı değil) − tst_device_min',
    },
  ),
  deviceMinutes(
    'misperception_sol_minutes',
    'Uyku algı farkı (SOL)',
    'Günlüğün uykuya dalma süresi − cihazınki',
    (d) => d.comparison.sol_misperception,
    {
      source: 'computed',
      formula: 'sol_min − device_sol_minutes',
    },
  ),
];
