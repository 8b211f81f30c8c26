import type { TstSource } from './metrics.js';

/** How sleep numbers read in Turkish: durations as hours and minutes, quality to one decimal. */

/** 450 → '7 sa 30 dk' */
export function formatSleepDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)} sa ${whole % 60} dk`;
}

// tr-TR's own number formats, each built once, on first use (decision 011).
let oneDecimal: Intl.NumberFormat | undefined;
let plainNumber: Intl.NumberFormat | undefined;

/** 7.5 → '7,5' (Turkish decimal comma). */
export function formatOneDecimal(value: number): string {
  oneDecimal ??= new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(value);
}

/** A chart's axis numbers and other plain numbers in Turkish: 7.5 → '7,5', 1200 → '1.200'. */
export function formatNumber(value: number): string {
  plainNumber ??= new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
  return plainNumber.format(value);
}

/** Hours to one decimal for the stage total: 450 → '7,5'. */
export function formatMinutesAsHours(minutes: number): string {
  return formatOneDecimal(minutes / 60);
}

/** Where a night's total sleep came from, as exports and screens name it (docs/sleep-metrics.md). */
export const TST_SOURCE_LABELS: Record<TstSource, string> = {
  stages: 'Uyku aşamaları',
  clock: 'Saatler',
};
