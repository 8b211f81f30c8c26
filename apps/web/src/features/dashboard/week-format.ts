import { formatOneDecimal, formatSleepDuration } from '@uyku/domain';
import { DASHBOARD_TEXTS } from './texts';

const t = DASHBOARD_TEXTS.week;
const MINUS = '−';

/** +18 dk, −1 sa 5 dk: a change in total sleep, signed, in the diary's units. */
export function minutesChangeText(change: number | null): string {
  if (change === null) return t.noComparison;
  if (change === 0) return t.unchanged;
  const size = Math.abs(change);
  const text = size < 60 ? `${size} dk` : formatSleepDuration(size);
  return t.change(t.minutesChange(change > 0 ? '+' : MINUS, text));
}

/** +3,4 puan: a change in efficiency, in percentage points. */
export function pointsChangeText(change: number | null): string {
  if (change === null) return t.noComparison;
  if (change === 0) return t.unchanged;
  return t.change(t.pointsChange(change > 0 ? '+' : MINUS, formatOneDecimal(Math.abs(change))));
}
