import { nightValues, participantCode, SLEEP_FIELDS, wasoUsed, type SleepFieldBounds, type NightValues, type PrimaryMetric } from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { readParticipants } from '../statistics/analysis-data.js';
import { BOOL_VALUES, flag, GROUP_VALUES, PHASE_VALUES, type ExportColumn } from './columns.js';
import { deviceNightRows } from './device-nights.js';
import { deviceBeside, deviceBesideColumns, latestDeviceNights, type WithDevice } from './nights-device.js';
import { flagColumns, sleepRows, type SleepRow } from './sleep.js';
import { readSettings } from '../../../core/study/settings-row.js';

/**
 * nights_long.csv of the whole-study export: one row per participant-night, ready for a mixed
 * model without joins (docs/decisions/023-analysis-bundle.md). Beside the night's study day, phase
 * and the group on its date it carries the participant's ITT arm and whether they stayed in it
 * (docs/decisions/017-analysis-itt-participant-unit.md), and the Consensus Sleep Diary measures
 * exactly as the analyses read them (`nightValues`: WASO used, TST from the diary's clock times or
 * the device's stages, sleep efficiency unrounded), each with its source; then the wearable night
 * of the same date beside them (nights-device.ts).
 */

export type NightLongRow = SleepRow & WithDevice & { allocatedGroup: string; perProtocol: boolean; diary: NightValues; device: NightValues };

const stored = (r: SleepRow) => ({
  sleep_time: r.sleep_time,
  wake_time: r.wake_time,
  rem_duration: r.rem_duration,
  deep_sleep_duration: r.deep_sleep_duration,
  light_sleep_duration: r.light_sleep_duration,
  awake_duration: r.awake_duration,
  waso_minutes: r.waso_minutes,
  sleep_quality: r.sleep_quality,
  night_awakenings: r.night_awakenings,
  stress_level: r.stress_level,
  untouched_fields: r.untouched_fields,
  time_in_bed: r.time_in_bed,
  sleep_onset_latency: r.sleep_onset_latency,
});

const rangeOf = (bounds: SleepFieldBounds) => [bounds.min, bounds.max] as const;

/** Untouched catalogue fields under their export column names, ';'-separated, in catalogue order. */
function untouchedColumns(fields: readonly string[]): string {
  return fields
    .map((key) => (SLEEP_FIELDS as Record<string, { export: { column: string } | null } | undefined>)[key]?.export?.column ?? key)
    .join(';');
}

const minutes = (name: string, label: string, meaning: string, value: (r: NightLongRow) => number | null, extra: Partial<ExportColumn<NightLongRow>> = {}): ExportColumn<NightLongRow> => ({
  name,
  label,
  meaning,
  type: 'integer',
  source: 'computed',
  unit: 'dakika',
  value,
  ...extra,
});

export const nightsLongColumns: ExportColumn<NightLongRow>[] = [
  { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad (P + 4 hane)', type: 'text', source: 'study', value: (r) => participantCode(r.n) },
  { name: 'sleep_date', label: 'Günlük tarihi', meaning: 'Gecenin bittiği sabahın tarihi', type: 'date', source: 'diary', unit: 'YYYY-AA-GG', value: (r) => r.sleep_date },
  {
    name: 'study_day',
    label: 'Çalışma günü',
    meaning: 'Çalışmaya başlama günü 1 olmak üzere gün sırası',
    type: 'integer',
    source: 'computed',
    formula: 'sleep_date − enrolment_date + 1',
    missing: 'Çalışmaya başlama tarihi yoksa boş',
    value: (r) => r.study_day,
  },
  { name: 'phase', label: 'Dönem', meaning: 'Çalışma ayarlarındaki sürelere göre dönem', type: 'categorical', source: 'computed', values: PHASE_VALUES, value: (r) => r.phase },
  {
    name: 'arm_itt',
    label: 'Atanan kol (ITT)',
    meaning: 'Grup geçmişinin ilk satırı: onayda rastgele atanan ya da kayıtta seçilen kol; katılımcının bütün geceleri bu kolda sayılır',
    type: 'categorical',
    source: 'study',
    values: GROUP_VALUES,
    value: (r) => r.allocatedGroup,
  },
  {
    name: 'group_at_time',
    label: 'Gecenin tarihindeki grup',
    meaning: 'Gecenin bittiği anda grup geçmişindeki grup (kol değiştirenlerde arm_itt’ten farklı olabilir)',
    type: 'categorical',
    source: 'computed',
    values: GROUP_VALUES,
    value: (r) => r.grp,
  },
  {
    name: 'per_protocol',
    label: 'Protokole uygun',
    meaning: 'Katılımcı hiç kol değiştirmedi (grup geçmişinde tek kol): protokole uygun analize girer',
    type: 'boolean',
    source: 'computed',
    values: BOOL_VALUES,
    value: (r) => flag(r.perProtocol),
  },
  minutes('tib_min', 'Yatakta geçen süre (TIB)', 'Türetilmiş', (r) => r.time_in_bed, { formula: 'out_of_bed_time (yoksa wake_time) − bedtime' }),
  minutes('sol_min', 'Uykuya dalma süresi (SOL)', 'Türetilmiş', (r) => r.diary.sleepOnsetLatency, { formula: 'sleep_time − tried_to_sleep_time (yoksa bedtime)' }),
  minutes('waso_used_min', 'Kullanılan WASO', 'Analizlerin kullandığı WASO', (r) => r.diary.waso, { formula: 'waso_recalled_min girildiyse o, yoksa awake_min' }),
  {
    name: 'waso_source',
    label: 'Kullanılan WASO kaynağı',
    meaning: 'waso_used_min nereden geldi',
    type: 'categorical',
    source: 'computed',
    values: [
      { code: 'self_report', label: 'Kendi bildirimi' },
      { code: 'awake_minutes', label: 'Uyanık süre' },
    ],
    value: (r) => wasoUsed(stored(r)).source,
  },
  { name: 'nwak', label: 'Gece uyanma sayısı (NWAK)', meaning: 'Ham giriş', type: 'integer', source: 'diary', unit: 'sayı', range: rangeOf(SLEEP_FIELDS.night_awakenings.bounds), value: (r) => r.diary.awakenings },
  minutes('terminal_wake_min', 'Son uyanıştan kalkışa süre', 'Türetilmiş', (r) => r.terminal_wakefulness, { formula: 'out_of_bed_time − wake_time; yoksa 0' }),
  minutes('tst_diary_min', 'Günlüğe göre TST', 'Günlüğün saatlerinden (Consensus Sleep Diary tanımı); analizlerin varsayılanı', (r) => r.diary.totalSleep, {
    formula: 'wake_time − sleep_time − waso_used_min, en az 0',
  }),
  minutes('tst_stage_sum_min', 'Günlükteki evre toplamı', 'Türetilmiş: günlüğe girilen (ya da cihazdan kopyalanan) REM, derin ve hafif uyku dakikalarının toplamı; içe aktarılan cihaz gecesi değil', (r) => r.device.totalSleep, {
    source: 'device',
    formula: 'rem_min + deep_min + light_min',
    missing: 'Üç evre birden girilmediyse boş',
  }),
  {
    name: 'se_diary_pct',
    label: 'Günlüğe göre uyku verimliliği',
    meaning: 'Yuvarlanmamış; analizlerin varsayılanı',
    type: 'decimal',
    source: 'computed',
    unit: '%',
    formula: '100 × tst_diary_min ÷ tib_min (tib_min 0 ise 0)',
    value: (r) => r.diary.sleepEfficiency,
  },
  {
    name: 'se_stage_sum_pct',
    label: 'Günlükteki evre toplamına göre uyku verimliliği',
    meaning: 'Yuvarlanmamış',
    type: 'decimal',
    source: 'device',
    unit: '%',
    formula: '100 × tst_stage_sum_min ÷ tib_min',
    missing: 'Üç evre birden girilmediyse boş',
    value: (r) => r.device.sleepEfficiency,
  },
  { name: 'sleep_quality', label: 'Uyku kalitesi', meaning: 'Ham giriş', type: 'integer', source: 'diary', range: rangeOf(SLEEP_FIELDS.sleep_quality.bounds), value: (r) => r.diary.sleepQuality },
  {
    name: 'stress_level',
    label: 'Stres düzeyi',
    meaning: 'Ham giriş',
    type: 'integer',
    source: 'diary',
    range: rangeOf(SLEEP_FIELDS.stress_level.bounds),
    missing: 'Analiz planı dokunulmadan kaydedilen stresi eksik sayıyorsa ve yanıt dokunulmadan kaydedildiyse boş (untouched_fields)',
    value: (r) => r.diary.stress,
  },
  {
    name: 'untouched_fields',
    label: 'Dokunulmadan kaydedilen alanlar',
    meaning: 'Katılımcının hiç değiştirmeden varsayılan değeriyle kaydettiği günlük alanları (Varsayılan (dokunulmadı))',
    type: 'text',
    source: 'app',
    allowed: 'Bu dosyadaki sütun adları, noktalı virgülle ayrılmış (ör. stress_level;room_temp_c)',
    missing: 'Hiçbiri ya da bilinmiyor (eski istemci) ise boş',
    value: (r) => untouchedColumns(r.untouched_fields),
  },
  ...(flagColumns as unknown as ExportColumn<NightLongRow>[]),
  ...deviceBesideColumns,
];

/** The column of nights_long.csv that holds each primary outcome, as the primary analysis reads it. */
export const PRIMARY_OUTCOME_COLUMN: Record<PrimaryMetric, string> = {
  sleepEfficiency: 'se_diary_pct',
  totalSleep: 'tst_diary_min',
  sleepOnsetLatency: 'sol_min',
  waso: 'waso_used_min',
  sleepQuality: 'sleep_quality',
};

export async function nightsLongRows(db: Database): Promise<NightLongRow[]> {
  const participants = new Map((await readParticipants(db)).map((p) => [p.n, p]));
  const nights = await sleepRows(db);
  const devices = latestDeviceNights(await deviceNightRows(db));
  // The analyses' own reading: a stress level saved untouched is missing when the plan says so.
  const reading = { untouchedStressMissing: (await readSettings(db)).untouchedStressMissing };
  return nights.map((night) => {
    const participant = participants.get(night.n);
    const values = stored(night);
    const diary = nightValues(values, 'diary', null, reading);
    return {
      ...night,
      allocatedGroup: participant?.allocated ?? night.grp,
      perProtocol: participant ? !participant.switched : true,
      diary,
      device: nightValues(values, 'stage_sum', null, reading),
      besideDevice: deviceBeside(devices, night, diary),
    };
  });
}
