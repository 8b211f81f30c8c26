import { CODEBOOK_BOOL, CODEBOOK_TIME } from '@uyku/domain';
import type { CsvValue } from '../../lib/csv.js';

/**
 * One column of the whole-study export: its ASCII name (≤ 32 characters, so SPSS, R and Stata take
 * it as it is), its codebook entry, and how to read it from a row. The header and the codebook are
 * both made from these lists, so they cannot drift apart.
 */
export interface ExportColumn<T> {
  name: string;
  label: string;
  meaning: string;
  unit?: string;
  allowed?: string;
  formula?: string;
  /** When the cell is empty; default: never. */
  missing?: string;
  value: (row: T) => CsvValue;
}

export const MAX_COLUMN_NAME = 32;

/** Allowed-value texts shared by the tables' codebook rows. */
export const GROUPS = 'control, experiment';
// The sleep fields' codebook rows are written by the domain (sleep/field-export.ts) with the same texts.
export const BOOL = CODEBOOK_BOOL;
export const TIME = CODEBOOK_TIME;
export const PHASES = 'baseline, intervention, follow-up, outside';

/** Booleans as 0/1: statistics packages read numbers, not Evet/Hayır. */
export const flag = (value: boolean | null | undefined): number | null => (value === null || value === undefined ? null : value ? 1 : 0);

export const CODEBOOK_HEADER = ['file', 'column', 'label_tr', 'meaning', 'unit', 'allowed_values', 'formula', 'missing_rule'];

export function codebookRows<T>(file: string, columns: readonly ExportColumn<T>[]): CsvValue[][] {
  return columns.map((c) => [file, c.name, c.label, c.meaning, c.unit ?? '', c.allowed ?? '', c.formula ?? '', c.missing ?? 'Eksik değer yok']);
}
