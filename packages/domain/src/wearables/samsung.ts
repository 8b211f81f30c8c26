import { nightsFromSamples, type DeviceNight, type SampleStage, type SleepSample } from './device-night.js';

/**
 * Samsung Health's CSV export: `com.samsung.shealth.sleep_stage.*.csv` (stages) and
 * `com.samsung.shealth.sleep.*.csv` (sleep periods without stages). Each file starts with a line
 * naming the data type, then the header; column names may carry the type as a prefix
 * (`com.samsung.health.sleep_stage.start_time`). Times are UTC (`2026-11-20 20:10:00.000`) with the
 * device's offset beside them (`time_offset`, `UTC+0300`). Stage codes: 40001 awake, 40002 light,
 * 40003 deep, 40004 REM.
 */

const STAGE_CODES: Record<string, SampleStage> = { '40001': 'awake', '40002': 'light', '40003': 'deep', '40004': 'rem' };

/** RFC 4180 lines of a CSV text (quoted cells may hold commas). */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

function offsetOf(text: string | undefined): number {
  const match = /([+-])(\d{2}):?(\d{2})/.exec(text ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

function utc(text: string | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** The rows of one export file as records keyed by the column's own name (the type prefix dropped). */
function records(text: string): Record<string, string>[] {
  const lines = parseCsvRows(text);
  // The first line names the data type; the header is the first line with a start time column.
  const headerAt = lines.findIndex((line) => line.some((cell) => /(^|\.)start_time$/.test(cell.trim())));
  if (headerAt < 0) return [];
  const header = (lines[headerAt] ?? []).map((cell) => cell.trim().split('.').pop() ?? cell);
  return lines.slice(headerAt + 1).map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

function sample(row: Record<string, string>, stage: SampleStage | undefined): SleepSample | null {
  const start = utc(row.start_time);
  const end = utc(row.end_time);
  if (!stage || start === null || end === null || end <= start) return null;
  return { start, end, stage, offsetMinutes: offsetOf(row.time_offset) };
}

/**
 * The nights of a Samsung export: stage rows where there are any; the plain sleep periods count as
 * asleep (no stages) only for nights without stage rows, never both.
 */
export function parseSamsungSleep(files: { stages?: string; sleep?: string }): DeviceNight[] {
  const staged = records(files.stages ?? '')
    .map((row) => sample(row, STAGE_CODES[row.stage?.trim() ?? '']))
    .filter((s): s is SleepSample => s !== null);
  const periods = records(files.sleep ?? '')
    .map((row) => sample(row, 'asleep'))
    .filter((s): s is SleepSample => s !== null)
    .filter((period) => !staged.some((s) => s.start < period.end && period.start < s.end));
  return nightsFromSamples([...staged, ...periods], 'samsung');
}
