import { CODEBOOK_BOOL, CODEBOOK_TIME } from '@uyku/domain';
import type { CsvValue } from '../../../lib/csv.js';

/**
 * One column of the whole-study export: its ASCII name (≤ 32 characters, so SPSS, R and Stata take
 * it as it is), its codebook entry, and how to read it from a row. The header, the codebook and the
 * analysis scripts (analysis/load.R, analysis/load.sps) are all made from these lists, so they
 * cannot drift apart (docs/decisions/023-analysis-bundle.md).
 */

/**
 * How a statistics package reads the column. `time` is a clock time HH:MM (no date): SPSS reads it
 * as TIME5, R and Stata keep the text.
 */
export const COLUMN_TYPES = ['integer', 'decimal', 'text', 'date', 'datetime', 'time', 'boolean', 'categorical'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/**
 * Where the value comes from: the participant's diary, a wearable's reading typed into it, a
 * questionnaire, an audio session the app recorded, the app itself (times, usage), the study's
 * administration (allocation, enrolment), or computed by the platform from the others.
 */
export const COLUMN_SOURCES = ['diary', 'device', 'questionnaire', 'session', 'app', 'study', 'computed'] as const;
export type ColumnSource = (typeof COLUMN_SOURCES)[number];

/** One coded value and its Turkish label: `control` → `Kontrol`, `1` → `evet`. */
export interface ValueLabel {
  code: string | number;
  label: string;
}

export interface ExportColumn<T> {
  name: string;
  label: string;
  meaning: string;
  type: ColumnType;
  source: ColumnSource;
  unit?: string;
  /** Free-text allowed values; by default written from `values` or `range`. */
  allowed?: string;
  /** The values a categorical or boolean column holds (and labels of a scale's ends). */
  values?: readonly ValueLabel[];
  /** Inclusive bounds of a number. */
  range?: readonly [number, number];
  formula?: string;
  /** When the cell is empty; default: never. */
  missing?: string;
  value: (row: T) => CsvValue;
}

/** What the codebook and the scripts know of a column: everything but its cell. */
export type ColumnSpec = Omit<ExportColumn<never>, 'value'>;

/** One CSV of the ZIP as the scripts and the codebook see it. */
export interface ExportedFile {
  file: string;
  columns: readonly ColumnSpec[];
}

export const MAX_COLUMN_NAME = 32;

/** Allowed values shared by the tables' codebook rows. */
export const GROUP_VALUES: readonly ValueLabel[] = [
  { code: 'control', label: 'Kontrol' },
  { code: 'experiment', label: 'Deney' },
];
export const PHASE_VALUES: readonly ValueLabel[] = [
  { code: 'baseline', label: 'Başlangıç' },
  { code: 'intervention', label: 'Müdahale' },
  { code: 'follow-up', label: 'İzlem' },
  { code: 'outside', label: 'Çalışma dışı' },
];
export const BOOL_VALUES: readonly ValueLabel[] = [
  { code: 0, label: 'hayır' },
  { code: 1, label: 'evet' },
];
export const CONTENT_TYPE_VALUES: readonly ValueLabel[] = [
  { code: 'relaxation', label: 'Rahatlama' },
  { code: 'binaural', label: 'Binaural' },
];
// The sleep fields' codebook rows are written by the domain (sleep/field-export.ts) with the same texts.
export const BOOL = CODEBOOK_BOOL;
export const TIME = CODEBOOK_TIME;

/** Booleans as 0/1: statistics packages read numbers, not Evet/Hayır. */
export const flag = (value: boolean | null | undefined): number | null => (value === null || value === undefined ? null : value ? 1 : 0);

/** The cell that means "missing" in every CSV of the ZIP: the empty one. */
export const MISSING_CODE = 'empty';

export const CODEBOOK_HEADER = [
  'file',
  'column',
  'label_tr',
  'meaning',
  'unit',
  'allowed_values',
  'formula',
  'missing_rule',
  'type',
  'range_min',
  'range_max',
  'value_labels',
  'missing_codes',
  'source',
];

/** `control=Kontrol|experiment=Deney`: codes and labels, with `|` and `=` kept out of the labels. */
export function valueLabelsText(values: readonly ValueLabel[] | undefined): string {
  return (values ?? []).map((v) => `${v.code}=${v.label.replace(/[|=]/g, '/')}`).join('|');
}

function allowedText(column: ColumnSpec): string {
  if (column.allowed !== undefined) return column.allowed;
  if (column.values && (column.type === 'categorical' || column.type === 'boolean')) return column.values.map((v) => `${v.code} = ${v.label}`).join(', ');
  if (column.range) return `${column.range[0]}–${column.range[1]}`;
  return '';
}

export function codebookRows(file: string, columns: readonly ColumnSpec[]): CsvValue[][] {
  return columns.map((c) => [
    file,
    c.name,
    c.label,
    c.meaning,
    c.unit ?? '',
    allowedText(c),
    c.formula ?? '',
    c.missing ?? 'Eksik değer yok',
    c.type,
    c.range?.[0] ?? null,
    c.range?.[1] ?? null,
    valueLabelsText(c.values),
    c.missing === undefined ? '' : MISSING_CODE,
    c.source,
  ]);
}
