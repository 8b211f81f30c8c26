import type { CsvValue } from '../../../lib/csv.js';
import type { ColumnSpec, ExportedFile } from '../export/columns.js';
import { plainText } from './plain-text.js';
import { REDCAP_PARTICIPANT_FILE } from './participant.js';

/**
 * redcap_data_dictionary.csv of the study ZIP: the sleep diary, the heart-rate sessions and each
 * built-in questionnaire as REDCap instruments, written from the same column lists as the CSVs
 * (docs/decisions/023-analysis-bundle.md), so a study can be set up in REDCap with the platform's
 * fields. REDCap's rules: field names of lower-case letters, digits and underscores, at most 26
 * characters, unique across the project, `record_id` first; choices as `code, label | …` with
 * codes of letters, digits and underscores, so a column coded by words gets 1…k in codebook order
 * (as in the Stata do-file). redcap_import.csv holds the data of those instruments in REDCap's
 * import shape: the participant instrument once per record (allocated arm, per-protocol flag,
 * enrolment, allocation mode), then repeating instruments, one instance per night, session or answer.
 */

export const REDCAP_HEADER = [
  'Variable / Field Name',
  'Form Name',
  'Section Header',
  'Field Type',
  'Field Label',
  'Choices, Calculations, OR Slider Labels',
  'Field Note',
  'Text Validation Type OR Show Slider Number',
  'Text Validation Min',
  'Text Validation Max',
  'Identifier?',
  'Branching Logic (Show field only if...)',
  'Required Field?',
  'Custom Alignment',
  'Question Number (surveys only)',
  'Matrix Group Name',
  'Matrix Ranking?',
  'Field Annotation',
];

export const REDCAP_FIELD_NAME_MAX = 26;

/** The CSVs that become instruments, with their form names and the prefix of a name that clashes. */
const INSTRUMENTS: Record<string, { form: string; prefix: string; once?: true }> = {
  [REDCAP_PARTICIPANT_FILE]: { form: 'participant', prefix: 'p_', once: true },
  'sleep_records.csv': { form: 'sleep_diary', prefix: 'sd_' },
  'heart_rate_sessions.csv': { form: 'heart_rate_session', prefix: 'hrs_' },
};
const formInstrument = (file: string) => {
  const number = /^form_(\d+)_responses\.csv$/.exec(file)?.[1];
  return number === undefined ? undefined : { form: `form_${number}`, prefix: `f${number}_` };
};

/** The record id: the participant code, in every instrument's CSV. */
const RECORD_COLUMN = 'participant_code';

function fieldName(column: string, prefix: string, used: Set<string>): string {
  const clean = column.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  let base = clean;
  if (used.has(base) || base.length > REDCAP_FIELD_NAME_MAX) base = `${prefix}${clean}`.slice(0, REDCAP_FIELD_NAME_MAX).replace(/_+$/, '');
  let name = base;
  for (let n = 2; used.has(name); n += 1) name = `${base.slice(0, REDCAP_FIELD_NAME_MAX - String(n).length - 1)}_${n}`;
  used.add(name);
  return name;
}

const wordCoded = (column: ColumnSpec) => (column.values ?? []).some((v) => typeof v.code !== 'number');
const choices = (column: ColumnSpec) =>
  (column.values ?? []).map((v, i) => `${wordCoded(column) ? i + 1 : v.code}, ${plainText(v.label).replace(/\|/g, '/')}`).join(' | ');

/** Field type, choices and validation of a column, from its codebook type. */
function fieldOf(column: ColumnSpec): { type: string; choices: string; validation: string; min: CsvValue; max: CsvValue } {
  const bounded = { min: column.range?.[0] ?? null, max: column.range?.[1] ?? null };
  switch (column.type) {
    case 'boolean':
      return { type: 'yesno', choices: '', validation: '', min: null, max: null };
    case 'categorical':
      return { type: 'radio', choices: choices(column), validation: '', min: null, max: null };
    case 'integer':
      return { type: 'text', choices: '', validation: 'integer', ...bounded };
    case 'decimal':
      return { type: 'text', choices: '', validation: 'number', ...bounded };
    case 'date':
      return { type: 'text', choices: '', validation: 'date_ymd', min: null, max: null };
    case 'time':
      return { type: 'text', choices: '', validation: 'time', min: null, max: null };
    default:
      // A list of chosen options (`1;3`) is a checkbox field; other text (and ISO instants with an offset) stays text.
      return column.values && column.values.length > 0
        ? { type: 'checkbox', choices: choices(column), validation: '', min: null, max: null }
        : { type: 'text', choices: '', validation: '', min: null, max: null };
  }
}

function note(column: ColumnSpec): string {
  const ends = column.type === 'integer' && column.values?.length ? column.values.map((v) => `${v.code} = ${v.label}`).join(', ') : '';
  return plainText([column.unit ?? '', ends].filter(Boolean).join('; '));
}

/** A field of the dictionary: the CSV column it holds, its instrument and its REDCap shape. */
export interface RedcapField {
  name: string;
  form: string;
  file: string;
  column: ColumnSpec;
  type: string;
  choices: string;
  validation: string;
  min: CsvValue;
  max: CsvValue;
}

/** Every instrument's fields, in file and column order; the record id is not among them. */
export function redcapFields(files: readonly ExportedFile[]): RedcapField[] {
  const used = new Set<string>(['record_id']);
  const fields: RedcapField[] = [];
  for (const { file, columns } of files) {
    const instrument = INSTRUMENTS[file] ?? formInstrument(file);
    if (!instrument) continue;
    for (const column of columns) {
      if (column.name === RECORD_COLUMN) continue;
      fields.push({ name: fieldName(column.name, instrument.prefix, used), form: instrument.form, file, column, ...fieldOf(column) });
    }
  }
  return fields;
}

export function redcapDictionaryRows(fields: readonly RedcapField[]): CsvValue[][] {
  const first = fields[0]?.form ?? 'sleep_diary';
  const record: CsvValue[] = ['record_id', first, '', 'text', 'Katılımcı kodu', '', '', '', '', '', '', '', '', '', '', '', '', `csv=*:${RECORD_COLUMN}`];
  return [
    record,
    ...fields.map((f): CsvValue[] => [f.name, f.form, '', f.type, plainText(f.column.label), f.choices, note(f.column), f.validation, f.min, f.max, '', '', '', '', '', '', '', `csv=${f.file}:${f.column.name}`]),
  ];
}

/** The choice codes of a radio or checkbox field, in order: the codebook's numbers, or 1…k for words. */
export const choiceCodes = (column: ColumnSpec): (string | number)[] => (column.values ?? []).map((v, i) => (wordCoded(column) ? i + 1 : v.code));

/** REDCap's import columns: the record, the repeating instrument and instance, then the fields (a checkbox has one per choice). */
export function redcapImportHeader(fields: readonly RedcapField[]): string[] {
  return [
    'record_id',
    'redcap_repeat_instrument',
    'redcap_repeat_instance',
    ...fields.flatMap((f) => (f.type === 'checkbox' ? choiceCodes(f.column).map((c) => `${f.name}___${c}`) : [f.name])),
  ];
}

/** One exported cell as REDCap imports it. */
function importCells(field: RedcapField, cell: CsvValue): CsvValue[] {
  if (field.type === 'checkbox') {
    const chosen = new Set(cell === null || cell === undefined || cell === '' ? [] : String(cell).split(';'));
    return choiceCodes(field.column).map((c) => (cell === null || cell === undefined || cell === '' ? null : chosen.has(String(c)) ? 1 : 0));
  }
  if (field.type === 'radio' && wordCoded(field.column) && cell !== null && cell !== undefined && cell !== '') {
    const index = (field.column.values ?? []).findIndex((v) => v.code === cell);
    return [index < 0 ? null : index + 1];
  }
  return [cell];
}

/**
 * The rows of one instrument's CSV in REDCap's import shape: each row a repeated instance of the
 * instrument for its participant, numbered 1… in the CSV's order (the participant instrument, not
 * repeating, without instrument and instance); other instruments' cells empty.
 */
export function redcapImportRows(fields: readonly RedcapField[], file: string, header: readonly string[], rows: readonly (readonly CsvValue[])[]): CsvValue[][] {
  const at = new Map(header.map((name, i) => [name, i]));
  const recordAt = at.get(RECORD_COLUMN) ?? 0;
  const instances = new Map<CsvValue, number>();
  const form = fields.find((f) => f.file === file)?.form ?? '';
  const once = INSTRUMENTS[file]?.once === true;
  return rows.map((row) => {
    const record = row[recordAt] ?? null;
    const instance = (instances.get(record) ?? 0) + 1;
    instances.set(record, instance);
    if (once) return [record, null, null, ...fields.flatMap((f) => cellsOf(f, file, row, at))];
    return [record, form, instance, ...fields.flatMap((f) => cellsOf(f, file, row, at))];
  });
}

/** A field's cells in a row of `file`: its value when it belongs to that file, else empty. */
function cellsOf(field: RedcapField, file: string, row: readonly CsvValue[], at: ReadonlyMap<string, number>): CsvValue[] {
  if (field.file !== file) return field.type === 'checkbox' ? choiceCodes(field.column).map(() => null) : [null];
  return importCells(field, row[at.get(field.column.name) ?? -1] ?? null);
}

/** Whether a CSV of the ZIP is one of the dictionary's instruments. */
export const isRedcapInstrument = (file: string): boolean => INSTRUMENTS[file] !== undefined || formInstrument(file) !== undefined;
