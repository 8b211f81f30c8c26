import { numericCodes, type AnalysisBundle } from './r.js';
import type { ColumnSpec, ExportedFile } from '../export/columns.js';
import { codePoints, cutText, oneLine } from './text.js';

/**
 * analysis/load.do of the study ZIP (Stata 16 or newer), written from the same column lists as the
 * CSVs (docs/decisions/023-analysis-bundle.md): per CSV, `import delimited` with text columns kept
 * text, `label variable`, and `label define`/`label values` for coded columns. Stata labels only
 * numbers, so a column coded by words (control, experiment) becomes the numbers 1…k in codebook
 * order, each labelled with its Turkish label. Dates become %td; instants (ISO 8601 with a UTC
 * offset) stay text. Each file is saved beside its CSV as a .dta.
 */

/** Stata's limit on a variable label. */
const VARIABLE_LABEL_MAX = 80;

/**
 * Characters Stata gives a meaning inside a string: a backtick and an apostrophe open and close a
 * local macro (`` `=expression' `` runs the expression), `$` names a global one, `\` escapes them
 * and a double quote ends the string. Each becomes a look-alike that means nothing to Stata.
 */
const STATA_LOOKALIKES: Record<string, string> = { '`': '\u2018', "'": '\u2019', '"': '\u201D', $: '\uFF04', '\\': '/' };
const STATA_SPECIAL = /[`'"$\\]/g;

/**
 * The one writer of a Stata string: a double-quoted string holding none of Stata's special
 * characters, on one line, cut to `max` characters between whole characters (docs/security.md,
 * "Analysis scripts"). Cutting after the replacement cannot split a macro: none is left.
 */
export function stataString(text: string, max = Number.POSITIVE_INFINITY): string {
  const plain = oneLine(text).replace(STATA_SPECIAL, (ch) => STATA_LOOKALIKES[ch] ?? '');
  return `"${cutText(plain, max, codePoints)}"`;
}

const TEXT_TYPES: ReadonlySet<ColumnSpec['type']> = new Set(['text', 'time', 'date', 'datetime']);
const isWordCoded = (c: ColumnSpec) => c.type === 'categorical' && !numericCodes(c);
const isLabelled = (c: ColumnSpec) => (c.values?.length ?? 0) > 0 && (c.type === 'categorical' || c.type === 'boolean' || c.type === 'integer');

function positions(columns: readonly ColumnSpec[], keep: (c: ColumnSpec) => boolean): string {
  return columns.flatMap((c, i) => (keep(c) ? [String(i + 1)] : [])).join(' ');
}

function importLine(file: string, columns: readonly ColumnSpec[]): string {
  const text = positions(columns, (c) => TEXT_TYPES.has(c.type) || isWordCoded(c));
  const numbers = positions(columns, (c) => !(TEXT_TYPES.has(c.type) || isWordCoded(c)));
  return [
    `import delimited using "${file}", clear varnames(1) encoding("utf-8") case(preserve) bindquote(strict)`,
    text ? ` stringcols(${text})` : '',
    numbers ? ` numericcols(${numbers})` : '',
  ].join('');
}

function dateLines(column: ColumnSpec): string[] {
  if (column.type !== 'date') return [];
  return [
    `generate int _v = date(${column.name}, "YMD")`,
    `format _v %td`,
    `order _v, after(${column.name})`,
    `drop ${column.name}`,
    `rename _v ${column.name}`,
  ];
}

function codeLines(column: ColumnSpec): string[] {
  const values = column.values ?? [];
  if (isWordCoded(column)) {
    return [
      'generate byte _v = .',
      ...values.map((v, i) => `replace _v = ${i + 1} if ${column.name} == ${stataString(String(v.code))}`),
      `order _v, after(${column.name})`,
      `drop ${column.name}`,
      `rename _v ${column.name}`,
      `label define ${column.name} ${values.map((v, i) => `${i + 1} ${stataString(v.label)}`).join(' ')}`,
      `label values ${column.name} ${column.name}`,
    ];
  }
  if (!isLabelled(column)) return [];
  return [`label define ${column.name} ${values.map((v) => `${v.code} ${stataString(v.label)}`).join(' ')}`, `label values ${column.name} ${column.name}`];
}

function fileBlock({ file, columns }: ExportedFile): string {
  return [
    `* ${file}`,
    importLine(file, columns),
    ...columns.flatMap(dateLines),
    ...columns.flatMap(codeLines),
    ...columns.map((c) => `label variable ${c.name} ${stataString(c.label, VARIABLE_LABEL_MAX)}`),
    `save "${file.replace(/\.csv$/, '.dta')}", replace`,
    '',
  ].join('\n');
}

export function renderLoadDo(bundle: AnalysisBundle): string {
  return [
    '* Uyku ve Stres Platformu: analysis/load.do (Stata 16 or newer).',
    '* Written with this export from the same column lists as the CSV files and codebook.csv.',
    '* Run it from the unzipped folder:  do analysis/load.do',
    '* Each CSV is read with its types and labels and saved beside it as a .dta file.',
    `* Primary outcome: ${bundle.outcome} in nights_long.dta.`,
    'version 16',
    'clear all',
    'set more off',
    '',
    ...bundle.files.map(fileBlock),
  ].join('\n');
}
