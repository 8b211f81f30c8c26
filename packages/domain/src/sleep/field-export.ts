import type { StoredValue } from './field-kinds.js';
import type { SleepFieldExport, SleepFieldSpec } from './field-spec.js';

/**
 * A catalogue field's column in the whole-study export: its codebook entry (unit, allowed values
 * and missing rule follow from the field's kind and bounds) and its cell (docs/decisions/018-sleep-field-catalogue.md).
 */

export const CODEBOOK_TIME = 'SS:DD (24 saat)';
export const CODEBOOK_BOOL = '0 = hayır, 1 = evet';
export const CODEBOOK_NOT_MEASURED = '0 veya boş girildiyse (ölçülmedi) boş';
const NOT_GIVEN = 'Girilmediyse boş';

export interface SleepCodebookEntry {
  name: string;
  label: string;
  meaning: string;
  unit?: string;
  allowed?: string;
  missing?: string;
}

export type ExportedSleepField = SleepFieldSpec & { export: SleepFieldExport };
export const isExported = (field: SleepFieldSpec): field is ExportedSleepField => field.export !== null;

function unitOf(field: SleepFieldSpec): string | undefined {
  switch (field.kind) {
    case 'clock':
    case 'optionalClock':
      return CODEBOOK_TIME;
    case 'minutes':
    case 'optionalMinutes':
      return 'dakika';
    case 'count':
      return 'sayı';
    case 'measurement':
    case 'decimal':
      return field.bounds?.unit;
    default:
      return undefined;
  }
}

function allowedOf(field: SleepFieldSpec): string | undefined {
  if (field.kind === 'yesNo') return CODEBOOK_BOOL;
  if (field.kind === 'scale' && field.bounds) return `${field.bounds.min}–${field.bounds.max}`;
  return undefined;
}

function missingOf(field: ExportedSleepField): string | undefined {
  if (field.kind === 'measurement' || field.export.zeroIsMissing) return CODEBOOK_NOT_MEASURED;
  if (field.kind === 'optionalClock' || field.kind === 'optionalMinutes') return NOT_GIVEN;
  return undefined;
}

export function sleepCodebookEntry(field: ExportedSleepField): SleepCodebookEntry {
  const { column, label, meaning } = field.export;
  const entry: SleepCodebookEntry = { name: column, label, meaning };
  const unit = unitOf(field);
  const allowed = allowedOf(field);
  const missing = missingOf(field);
  if (unit !== undefined) entry.unit = unit;
  if (allowed !== undefined) entry.allowed = allowed;
  if (missing !== undefined) entry.missing = missing;
  return entry;
}

/** The cell: yes/no as 0/1 (statistics packages read numbers), a "not measured" 0 as empty. */
export function exportedSleepValue(field: ExportedSleepField, value: StoredValue): string | number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (field.export.zeroIsMissing && value === 0) return null;
  return value;
}
