import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedStudy, NOT_TABLES, pairsOf, type StudyExportFixture } from '../../support/study-export-fixture.js';
import { csvRecords, type ExportedCsv } from '../../support/study-export-reader.js';

/**
 * The study ZIP's files for other tools (docs/decisions/023-analysis-bundle.md): the Stata
 * do-file read by a parser (Stata is not installable here), the bilingual README, the REDCap data
 * dictionary checked by REDCap's rules, and the data in REDCap's import shape.
 */

let study: StudyExportFixture;
let files: Record<string, ExportedCsv>;
let codebook: Record<string, string>[];

beforeAll(async () => {
  study = await exportedStudy();
  ({ files, codebook } = study);
}, 120_000);
afterAll(async () => study?.close());

/** A codebook text as Stata's strings carry it: its special characters as look-alikes (analytics/scripts/stata.ts). */
const stataText = (text: string) => text.replace(/[`'"$\\]/g, (ch) => ({ '`': '\u2018', "'": '\u2019', '"': '\u201D', $: '\uFF04' })[ch] ?? '/');

const STATA_COMMANDS = /^(version|clear|set|import delimited|generate|replace|order|drop|rename|format|label (variable|define|values)|save) /;

describe('analysis/load.do', () => {
  it('names only columns of its CSV, and labels only values the codebook allows, with the codebook’s labels', () => {
    const lines = study.analysisFile('load.do').split(/\r?\n/);
    let file = '';
    let header: string[] = [];
    const defined = new Map<string, Map<number, string>>();
    const recoded = new Map<string, Map<number, string>>();
    const seenFiles: string[] = [];
    const finish = () => {
      // Every coded column of the file got its labels, with the codebook's codes and texts.
      for (const row of codebook.filter((r) => r.file === file && r.value_labels !== '' && ['categorical', 'boolean', 'integer'].includes(r.type ?? ''))) {
        const where = `${file} ${row.column}`;
        const labels = defined.get(row.column!);
        expect(labels, where).toBeDefined();
        const pairs = pairsOf(row);
        const words = recoded.get(row.column!);
        if (words) {
          // A column coded by words: 1…k stand for the codes in codebook order.
          expect([...words.entries()], where).toEqual(pairs.map(([code], i) => [i + 1, code]));
          expect([...labels!.entries()], where).toEqual(pairs.map(([, label], i) => [i + 1, stataText(label)]));
        } else {
          expect([...labels!.entries()], where).toEqual(pairs.map(([code, label]) => [Number(code), stataText(label)]));
        }
      }
      defined.clear();
      recoded.clear();
    };
    for (const line of lines) {
      if (line === '' || line.startsWith('*')) continue;
      expect(line).toMatch(STATA_COMMANDS);
      const imported = /^import delimited using "([^"]+)", .*stringcols\(([\d ]+)\)/.exec(line) ?? /^import delimited using "([^"]+)",/.exec(line);
      if (imported) {
        if (file) finish();
        file = imported[1]!;
        seenFiles.push(file);
        header = files[file]?.header ?? [];
        expect(header.length, file).toBeGreaterThan(0);
        const positions = /stringcols\(([\d ]+)\)/.exec(line)?.[1]?.split(' ').map(Number) ?? [];
        for (const position of positions) expect(position, file).toBeLessThanOrEqual(header.length);
        continue;
      }
      const column = (name: string | undefined) => {
        expect(header, `${file}: ${line}`).toContain(name);
        return name!;
      };
      const variable = /^label variable (\S+) "([^"]*)"$/.exec(line);
      if (variable) {
        const row = codebook.find((r) => r.file === file && r.column === column(variable[1]));
        expect(variable[2], line).toBe(stataText(row?.label_tr ?? '').slice(0, 80));
      }
      const define = /^label define (\S+) (.*)$/.exec(line);
      if (define) {
        const name = column(define[1]);
        const pairs = [...define[2]!.matchAll(/(-?\d+) "([^"]*)"/g)].map((m) => [Number(m[1]), m[2]!] as const);
        expect(pairs.length, line).toBeGreaterThan(0);
        defined.set(name, new Map(pairs));
      }
      const values = /^label values (\S+) (\S+)$/.exec(line);
      if (values) {
        column(values[1]);
        expect(defined.has(values[2]!), line).toBe(true);
      }
      const replace = /^replace _v = (\d+) if (\S+) == "([^"]*)"$/.exec(line);
      if (replace) {
        const name = column(replace[2]);
        const map = recoded.get(name) ?? new Map<number, string>();
        map.set(Number(replace[1]), replace[3]!);
        recoded.set(name, map);
      }
      const dropped = /^(?:drop|order _v, after\() ?(\w+)\)?$/.exec(line);
      if (dropped) column(dropped[1]);
    }
    finish();
    expect(seenFiles).toEqual(Object.keys(files).filter((name) => !NOT_TABLES.has(name)));
  });
});

describe('analysis/README.txt', () => {
  it('says in Turkish and English what each file is and the command that runs each script', () => {
    const readme = study.analysisFile('README.txt');
    expect(readme).toContain('TÜRKÇE');
    expect(readme).toContain('ENGLISH');
    for (const command of ['Rscript analysis/load.R', 'pspp analysis/load.sps', 'do analysis/load.do']) expect(readme.split(command).length - 1, command).toBe(2);
    for (const file of Object.keys(files)) expect(readme.split(file).length - 1, file).toBeGreaterThanOrEqual(2);
  });

  it('describes every file with its own text: only questionnaires share the questionnaire line', () => {
    const readme = study.analysisFile('README.txt');
    const lines = readme.split('\n').filter((line) => /^ {2}\S+\.csv /.test(line));
    for (const line of lines.filter((l) => /questionnaire's answers|bir anketin yanıtları/.test(l))) expect(line.trim(), line).toMatch(/^form_\d+_responses\.csv /);
    for (const file of ['device_nights.csv', 'reminders.csv', 'withdrawals.csv']) {
      const own = lines.filter((line) => line.trim().startsWith(`${file} `));
      expect(own, file).toHaveLength(2);
      for (const line of own) expect(line, file).not.toMatch(/questionnaire|anket/);
    }
  });
});

/** REDCap's data dictionary columns, in its order. */
const REDCAP_COLUMNS = [
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
const REDCAP_TYPES = ['text', 'notes', 'dropdown', 'radio', 'checkbox', 'yesno', 'truefalse', 'calc', 'file', 'slider', 'descriptive', 'sql'];
const REDCAP_VALIDATIONS = ['', 'integer', 'number', 'date_ymd', 'date_dmy', 'date_mdy', 'time', 'datetime_ymd', 'datetime_seconds_ymd', 'email', 'phone', 'zipcode', 'alpha_only'];

describe('redcap_data_dictionary.csv', () => {
  it('follows REDCap’s rules: the 18 columns, record_id first, short lower-case unique names, known types, coded choices, contiguous instruments', () => {
    const dictionary = files['redcap_data_dictionary.csv']!;
    expect(dictionary.header).toEqual(REDCAP_COLUMNS);
    const rows = csvRecords(dictionary);
    expect(rows[0]!['Variable / Field Name']).toBe('record_id');
    const names = rows.map((row) => row['Variable / Field Name']!);
    expect(new Set(names).size).toBe(names.length);
    const forms: string[] = [];
    for (const row of rows) {
      const name = row['Variable / Field Name']!;
      const form = row['Form Name']!;
      expect(name, name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(name.length, name).toBeLessThanOrEqual(26);
      expect(form, name).toMatch(/^[a-z][a-z0-9_]*$/);
      if (forms.at(-1) !== form) {
        expect(forms, `${form} is not contiguous`).not.toContain(form);
        forms.push(form);
      }
      const type = row['Field Type']!;
      expect(REDCAP_TYPES, name).toContain(type);
      const choices = row['Choices, Calculations, OR Slider Labels']!;
      if (['radio', 'dropdown', 'checkbox'].includes(type)) expect(choices, name).toMatch(/^[A-Za-z0-9_]+, [^|]+( \| [A-Za-z0-9_]+, [^|]+)*$/);
      else expect(choices, name).toBe('');
      const validation = row['Text Validation Type OR Show Slider Number']!;
      expect(REDCAP_VALIDATIONS, name).toContain(validation);
      if (validation !== '') expect(type, name).toBe('text');
      const [min, max] = [row['Text Validation Min'], row['Text Validation Max']];
      if (min && max) expect(Number(min), name).toBeLessThanOrEqual(Number(max));
      // No identifiers: the export carries none.
      expect(row['Identifier?'], name).toBe('');
    }
    expect(forms).toEqual(['participant', 'sleep_diary', 'heart_rate_session', 'form_01']);
  });

  it('holds every column of the diary, heart-rate sessions and questionnaires, with the codebook’s codes', () => {
    const rows = csvRecords(files['redcap_data_dictionary.csv']);
    const byColumn = new Map(rows.map((row) => [row['Field Annotation'], row]));
    for (const row of codebook.filter((r) => ['sleep_records.csv', 'heart_rate_sessions.csv', 'form_01_responses.csv'].includes(r.file!) && r.column !== 'participant_code')) {
      const where = `${row.file} ${row.column}`;
      const field = byColumn.get(`csv=${row.file}:${row.column}`);
      expect(field, where).toBeDefined();
      expect(field!['Field Label'], where).toBe(row.label_tr);
      if (row.type === 'boolean') expect(field!['Field Type'], where).toBe('yesno');
      if (row.type === 'categorical') {
        const pairs = pairsOf(row);
        const numeric = pairs.every(([code]) => /^-?\d+$/.test(code));
        expect(field!['Field Type'], where).toBe('radio');
        expect(field!['Choices, Calculations, OR Slider Labels'], where).toBe(pairs.map(([code, label], i) => `${numeric ? code : i + 1}, ${label}`).join(' | '));
      }
      if (row.range_min !== '' && row.type !== 'categorical') expect([field!['Text Validation Min'], field!['Text Validation Max']], where).toEqual([row.range_min, row.range_max]);
    }
    expect(byColumn.get('csv=form_01_responses.csv:q_many')?.['Field Type']).toBe('checkbox');
    expect(byColumn.get('csv=sleep_records.csv:flag_awakenings_without_waso')?.['Variable / Field Name']).toBe('sd_flag_awakenings_without');
  });
});

describe('redcap_import.csv', () => {
  it('holds every night, session and answer as a repeated instance, each cell in its field’s shape', () => {
    const fields = csvRecords(files['redcap_data_dictionary.csv']).slice(1);
    const data = files['redcap_import.csv']!;
    const byName = new Map(fields.map((f) => [f['Variable / Field Name']!, f]));
    const expected = fields.flatMap((f) =>
      f['Field Type'] === 'checkbox'
        ? f['Choices, Calculations, OR Slider Labels']!.split(' | ').map((choice) => `${f['Variable / Field Name']}___${choice.split(', ')[0]}`)
        : [f['Variable / Field Name']!],
    );
    expect(data.header).toEqual(['record_id', 'redcap_repeat_instrument', 'redcap_repeat_instance', ...expected]);
    const rows = csvRecords(data);
    const instruments = { sleep_diary: 'sleep_records.csv', heart_rate_session: 'heart_rate_sessions.csv', form_01: 'form_01_responses.csv' } as const;
    for (const [form, file] of Object.entries(instruments)) {
      const source = csvRecords(files[file]);
      const mine = rows.filter((r) => r.redcap_repeat_instrument === form);
      expect(mine.map((r) => r.record_id), form).toEqual(source.map((r) => r.participant_code));
      const counts = new Map<string, number>();
      for (const row of mine) {
        counts.set(row.record_id!, (counts.get(row.record_id!) ?? 0) + 1);
        expect(row.redcap_repeat_instance, form).toBe(String(counts.get(row.record_id!)));
      }
    }
    // The participant instrument is not repeating: one row per record, without instrument and instance.
    const once = rows.filter((r) => r.redcap_repeat_instrument === '');
    expect(once.map((r) => r.record_id)).toEqual(csvRecords(files['participants.csv']).map((r) => r.participant_code));
    expect(once.every((r) => r.redcap_repeat_instance === '')).toBe(true);
    expect(rows.length).toBe(once.length + Object.values(instruments).reduce((sum, file) => sum + files[file]!.rows, 0));
    for (const row of rows) {
      for (const [column, cell] of Object.entries(row)) {
        const name = column.split('___')[0]!;
        const field = byName.get(name);
        if (!field || cell === '') continue;
        // Only the row's own instrument is filled.
        expect(field['Form Name'], column).toBe(row.redcap_repeat_instrument || 'participant');
        const where = `${row.redcap_repeat_instrument} ${column}: ${cell}`;
        const type = field['Field Type'];
        if (type === 'yesno' || type === 'checkbox') expect(cell, where).toMatch(/^[01]$/);
        if (type === 'radio') expect(field['Choices, Calculations, OR Slider Labels']!.split(' | ').map((c) => c.split(', ')[0]), where).toContain(cell);
        const validation = field['Text Validation Type OR Show Slider Number'];
        if (validation === 'integer') expect(cell, where).toMatch(/^-?\d+$/);
        if (validation === 'date_ymd') expect(cell, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (validation === 'time') expect(cell, where).toMatch(/^\d{2}:\d{2}$/);
        const [min, max] = [field['Text Validation Min'], field['Text Validation Max']];
        if (min) expect(Number(cell), where).toBeGreaterThanOrEqual(Number(min));
        if (max) expect(Number(cell), where).toBeLessThanOrEqual(Number(max));
      }
    }
    const answer = rows.find((r) => r.redcap_repeat_instrument === 'form_01')!;
    expect([answer.q_one, answer.q_many___1, answer.q_many___2]).toEqual(['2', '1', '1']);
  });
});

describe('the REDCap participant instrument', () => {
  it('gives each record its allocated arm, per-protocol flag, enrolment date and allocation mode, as group_history.csv and participants.csv say', () => {
    const fields = csvRecords(files['redcap_data_dictionary.csv']).filter((f) => f['Form Name'] === 'participant');
    expect(fields.map((f) => f['Variable / Field Name'])).toEqual(['record_id', 'arm_itt', 'per_protocol', 'enrolled_on', 'allocation_mode']);
    expect(fields.find((f) => f['Variable / Field Name'] === 'arm_itt')?.['Choices, Calculations, OR Slider Labels']).toBe('1, Kontrol | 2, Deney');
    const rows = csvRecords(files['redcap_import.csv']).filter((r) => r.redcap_repeat_instrument === '');
    const history = csvRecords(files['group_history.csv']);
    const participants = new Map(csvRecords(files['participants.csv']).map((r) => [r.participant_code, r]));
    let moved = 0;
    for (const row of rows) {
      const own = history.filter((h) => h.participant_code === row.record_id).sort((a, b) => Number(a.seq) - Number(b.seq));
      const first = own[0]?.group ?? participants.get(row.record_id!)?.group_current;
      expect(row.arm_itt, row.record_id).toBe(first === 'control' ? '1' : '2');
      const switched = new Set(own.map((h) => h.group)).size > 1;
      if (switched) moved += 1;
      expect(row.per_protocol, row.record_id).toBe(switched ? '0' : '1');
      expect(row.enrolled_on, row.record_id).toBe(participants.get(row.record_id!)?.enrolment_date);
      expect(['1', '2', '3'], row.record_id).toContain(row.allocation_mode);
    }
    // The demo's two movers.
    expect(moved).toBe(2);
  });
});
