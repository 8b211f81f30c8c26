import { numericCodes, type AnalysisBundle } from './r.js';
import type { ColumnSpec, ExportedFile } from '../export/columns.js';
import { cutText, oneLine, utf8Bytes } from './text.js';

/**
 * analysis/load.sps of the study ZIP (SPSS syntax that GNU PSPP runs too), written from the same
 * column lists as the CSVs (docs/decisions/023-analysis-bundle.md): per CSV, GET DATA with each
 * column's format, VARIABLE LABELS, VALUE LABELS of the coded columns, MISSING VALUES of coded
 * text columns whose empty cell means "missing", and SAVE OUTFILE of a labelled .sav beside it.
 */

/** SPSS's limits on a label, in bytes of UTF-8. */
export const SPSS_LABEL_MAX = { variable: 255, value: 120 } as const;

/**
 * The one writer of an SPSS string: single quotes with an inner quote doubled, on one line (a
 * string cannot cross a line), cut to `max` bytes between whole characters (docs/security.md,
 * "Analysis scripts"). The cut comes before the doubling, so it never splits a doubled quote.
 */
export function spssString(text: string, max = Number.POSITIVE_INFINITY): string {
  return `'${cutText(oneLine(text), max, utf8Bytes).replaceAll("'", "''")}'`;
}

/** Free text of a questionnaire may be long; other text (codes, ids, stratum answers) is short. */
const TEXT_WIDTH = { questionnaire: 4000, other: 255 } as const;

function codeWidth(column: ColumnSpec): number {
  return Math.max(1, ...(column.values ?? []).map((v) => Buffer.byteLength(String(v.code), 'utf8')));
}

/** The input format GET DATA reads the column with. */
export function spssFormat(column: ColumnSpec): string {
  switch (column.type) {
    case 'integer':
      return 'F10.0';
    case 'boolean':
      return 'F1.0';
    case 'decimal':
      return 'F16.6';
    case 'date':
      return 'SDATE10';
    case 'time':
      return 'TIME5';
    // ISO 8601 with its UTC offset: kept as text, which SPSS's date formats cannot hold.
    case 'datetime':
      return 'A40';
    case 'categorical':
      return numericCodes(column) ? 'F8.0' : `A${codeWidth(column)}`;
    default:
      return `A${column.source === 'questionnaire' ? TEXT_WIDTH.questionnaire : TEXT_WIDTH.other}`;
  }
}

// Lists below go one name a line: SPSS reads syntax lines of limited length.
const isString = (column: ColumnSpec) => spssFormat(column).startsWith('A');

function valueLabels(columns: readonly ColumnSpec[]): string[] {
  const labelled = columns.filter((c) => c.values && c.values.length > 0 && (c.type === 'categorical' || c.type === 'boolean' || c.type === 'integer'));
  if (labelled.length === 0) return [];
  const lines = labelled.flatMap((column, index) => [
    `  ${index === 0 ? '' : '/'}${column.name}`,
    ...(column.values ?? []).map((v) => `    ${typeof v.code === 'number' ? String(v.code) : spssString(v.code)} ${spssString(v.label, SPSS_LABEL_MAX.value)}`),
  ]);
  return ['VALUE LABELS', ...lines, '  .'];
}

function measurementLevels(columns: readonly ColumnSpec[]): string[] {
  // Numbers are read as scale; a coded number (a choice, a 0/1 flag) is a category.
  const nominal = columns.filter((c) => (c.type === 'categorical' || c.type === 'boolean') && !isString(c));
  return nominal.length === 0 ? [] : ['VARIABLE LEVEL', ...nominal.map((c) => `  ${c.name}`), '  (NOMINAL).'];
}

function missingValues(columns: readonly ColumnSpec[]): string[] {
  // An empty numeric cell is already system-missing; an empty coded text cell is declared here.
  const coded = columns.filter((c) => c.missing !== undefined && c.type === 'categorical' && isString(c));
  return coded.length === 0 ? [] : ['MISSING VALUES', ...coded.map((c) => `  ${c.name}`), "  ('')."];
}

function fileBlock({ file, columns }: ExportedFile): string {
  const sav = file.replace(/\.csv$/, '.sav');
  return [
    `* ${file}.`,
    'GET DATA',
    '  /TYPE=TXT',
    `  /FILE=${spssString(file)}`,
    "  /ENCODING='UTF-8'",
    '  /ARRANGEMENT=DELIMITED',
    '  /DELCASE=LINE',
    '  /FIRSTCASE=2',
    '  /DELIMITERS=","',
    `  /QUALIFIER='"'`,
    '  /VARIABLES=',
    ...columns.map((c) => `    ${c.name} ${spssFormat(c)}`),
    '  .',
    'VARIABLE LABELS',
    ...columns.map((c, index) => `  ${index === 0 ? '' : '/'}${c.name} ${spssString(c.label, SPSS_LABEL_MAX.variable)}`),
    '  .',
    ...valueLabels(columns),
    ...measurementLevels(columns),
    ...missingValues(columns),
    'EXECUTE.',
    `SAVE OUTFILE=${spssString(sav)}.`,
    '',
  ].join('\n');
}

export function renderLoadSps(bundle: AnalysisBundle): string {
  return [
    '* Uyku ve Stres Platformu: analysis/load.sps (SPSS; GNU PSPP runs it too).',
    '* Written with this export from the same column lists as the CSV files and codebook.csv.',
    '* Run it from the unzipped folder (pspp analysis/load.sps), or in SPSS first',
    "* CD 'the unzipped folder'. Each CSV is read with its formats and labels and saved",
    '* beside it as a labelled .sav file. Dates are SDATE10, clock times TIME5; instants',
    '* (ISO 8601 with a UTC offset) stay text. An empty cell is missing.',
    `* Primary outcome: ${bundle.outcome} (${bundle.outcomeLabel}) in nights_long.sav.`,
    '',
    ...bundle.files.map(fileBlock),
  ].join('\n');
}
