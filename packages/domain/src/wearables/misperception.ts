import { deviceSleepOnsetLatency, deviceTotalSleepMinutes, type DeviceNightInput } from '../api/device-nights.js';

/**
 * A device night beside the diary night of the same date (docs/sleep-metrics.md, "Device nights"):
 * the device's total sleep time and sleep onset latency, the diary's, and the misperception indices
 * (diary − device; positive when the participant reported more sleep, or a longer latency, than the
 * device measured). One rule for the admin's side-by-side view and the study export's
 * nights_long.csv, so the two never disagree about a night.
 */

export type ComparedDeviceNight = Pick<
  DeviceNightInput,
  | 'in_bed_start'
  | 'sleep_onset'
  | 'final_wake'
  | 'rem_minutes'
  | 'deep_minutes'
  | 'light_minutes'
  | 'awake_minutes'
  | 'stages_available'
>;

/**
 * The diary's own figures of that date, or nulls without a diary night: its clock-based total sleep
 * time (`tstBySource(night).diary`, never the stage sum, which may have been copied from the device)
 * and its sleep onset latency.
 */
export interface DiaryFigures {
  totalSleepMinutes: number | null;
  sleepOnsetLatency: number | null;
}

export interface DeviceDiaryComparison {
  device_tst: number;
  diary_tst: number | null;
  misperception: number | null;
  device_sol: number;
  diary_sol: number | null;
  sol_misperception: number | null;
}

export function compareWithDiary(device: ComparedDeviceNight, diary: DiaryFigures): DeviceDiaryComparison {
  const deviceTotalSleep = deviceTotalSleepMinutes(device);
  const deviceSol = deviceSleepOnsetLatency(device);
  return {
    device_tst: deviceTotalSleep,
    diary_tst: diary.totalSleepMinutes,
    misperception: diary.totalSleepMinutes === null ? null : diary.totalSleepMinutes - deviceTotalSleep,
    device_sol: deviceSol,
    diary_sol: diary.sleepOnsetLatency,
    sol_misperception: diary.sleepOnsetLatency === null ? null : diary.sleepOnsetLatency - deviceSol,
  };
}
