import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_SOURCES, COLUMN_TYPES, MAX_COLUMN_NAME } from '../../../src/features/analytics/export/columns.js';
import { exportedStudy, NOT_TABLES, type StudyExportFixture } from '../../support/study-export-fixture.js';
import { csvRecords, type ExportedCsv } from '../../support/study-export-reader.js';

/**
 * The machine-readable codebook of the study ZIP (docs/decisions/023-analysis-bundle.md): every
 * column of every CSV has a row, in the file's order, with a type, a source, value labels where it
 * is coded and a range where it is bounded, and every cell of the data agrees with its row. Also
 * nights_long.csv (one row per night, with the ITT arm and the analyses' values) and the design
 * tables (allocation, group history, expected days, consent).
 */

let study: StudyExportFixture;
let files: Record<string, ExportedCsv>;
let codebook: Record<string, string>[];

const CELL: Record<string, RegExp> = {
  integer: /^-?\d+$/,
  decimal: /^-?\d+(\.\d+)?(e-?\d+)?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  time: /^\d{2}:\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  boolean: /^[01]$/,
};

beforeAll(async () => {
  study = await exportedStudy();
  ({ files, codebook } = study);
}, 120_000);
afterAll(async () => study?.close());

describe('codebook.csv', () => {
  it('describes every column of every CSV, in the file’s order, with a type, a source and the missing-value code', () => {
    const dataFiles = Object.keys(files).filter((name) => !NOT_TABLES.has(name));
    expect(dataFiles).toEqual(expect.arrayContaining(['nights_long.csv', 'form_01_responses.csv']));
    for (const file of dataFiles) {
      expect(codebook.filter((row) => row.file === file).map((row) => row.column), file).toEqual(files[file]!.header);
    }
    expect(new Set(codebook.map((row) => row.file))).toEqual(new Set(dataFiles));
    for (const row of codebook) {
      const where = `${row.file} ${row.column}`;
      expect(row.column!.length, where).toBeLessThanOrEqual(MAX_COLUMN_NAME);
      expect(COLUMN_TYPES, where).toContain(row.type);
      expect(COLUMN_SOURCES, where).toContain(row.source);
      expect(row.label_tr, where).not.toBe('');
      expect(row.missing_codes, where).toBe(row.missing_rule === 'Eksik değer yok' ? '' : 'empty');
      if (row.type === 'categorical' || row.type === 'boolean') expect(row.value_labels, where).toMatch(/^[^=|]+=[^=|]+(\|[^=|]+=[^=|]+)+$/);
      if (row.range_min !== '') expect(Number(row.range_min), where).toBeLessThanOrEqual(Number(row.range_max));
    }
  });

  it('gives one column name one meaning across every file of the ZIP: the same label wherever it appears', () => {
    const labels = new Map<string, Set<string>>();
    // group_at_time is one rule (the group at the record's own time) whose label names the record.
    for (const row of codebook.filter((r) => r.column !== 'group_at_time')) labels.set(row.column!, (labels.get(row.column!) ?? new Set()).add(row.label_tr!));
    const clashes = [...labels].filter(([, set]) => set.size > 1).map(([name, set]) => `${name}: ${[...set].join(' / ')}`);
    expect(clashes).toEqual([]);
    const fileOf = (column: string) => codebook.filter((row) => row.column === column).map((row) => row.file);
    // The recalled and the used WASO, the diary's stage sum and the imported device night have names of their own.
    expect(fileOf('waso_recalled_min')).toEqual(['sleep_records.csv']);
    expect(fileOf('waso_used_min')).toEqual(['sleep_records.csv', 'nights_long.csv']);
    expect(fileOf('tst_stage_sum_min')).toEqual(['sleep_records.csv', 'nights_long.csv']);
    expect(fileOf('tst_device_min')).toEqual(['nights_long.csv', 'device_nights.csv']);
    expect(fileOf('waso_min')).toEqual([]);
  });

  it('agrees with every cell: its type’s shape, a code it labels, a value within its range', () => {
    let checked = 0;
    for (const row of codebook) {
      const where = `${row.file} ${row.column}`;
      const codes = new Set((row.value_labels ?? '').split('|').filter(Boolean).map((pair) => pair.split('=')[0]));
      const cells = csvRecords(files[row.file!]).map((record) => record[row.column!] ?? '');
      for (const cell of cells) {
        if (cell === '') {
          expect(row.missing_codes, `${where}: an empty cell`).toBe('empty');
          continue;
        }
        checked += 1;
        const shape = CELL[row.type ?? ''];
        if (shape) expect(cell, where).toMatch(shape);
        if (row.type === 'categorical' || row.type === 'boolean') expect(codes.has(cell), `${where}: ${cell}`).toBe(true);
        if (row.range_min !== '') {
          expect(Number(cell), where).toBeGreaterThanOrEqual(Number(row.range_min));
          expect(Number(cell), where).toBeLessThanOrEqual(Number(row.range_max));
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('codes the built-in questions by their kind', () => {
    const form = Object.fromEntries(codebook.filter((row) => row.file === 'form_01_responses.csv').map((row) => [row.column, row]));
    expect(form.q_one).toMatchObject({ type: 'categorical', value_labels: '1=A|2=B', source: 'questionnaire' });
    expect(form.q_many).toMatchObject({ type: 'text', value_labels: '1=X|2=Y' });
    expect(form.q_scale).toMatchObject({ type: 'integer', range_min: '0', range_max: '4', value_labels: '0=Hiç' });
    expect(form.q_count).toMatchObject({ type: 'integer', range_min: '0', range_max: '99' });
    expect(form.q_at).toMatchObject({ type: 'time' });
    expect(form.q_words).toMatchObject({ type: 'text' });
    // A line break would end the case for SPSS's GET DATA: free text is one line.
    expect(csvRecords(files['form_01_responses.csv'])[0]?.q_story).toBe('ilk satır ikinci satır');
    const hr = codebook.find((row) => row.file === 'heart_rate_sessions.csv' && row.column === 'hr_before_missing');
    expect(hr).toMatchObject({ type: 'categorical', value_labels: 'not_measured=Ölçemedim|not_asked=Sorulamadı', missing_codes: 'empty' });
  });
});

describe('nights_long.csv', () => {
  it('has one row per night with the ITT arm, per-protocol membership and the analyses’ values', () => {
    const nights = csvRecords(files['nights_long.csv']);
    const records = csvRecords(files['sleep_records.csv']);
    expect(nights.length).toBe(records.length);
    const byNight = new Map(records.map((r) => [`${r.participant_code}/${r.sleep_date}`, r]));
    for (const night of nights) {
      const record = byNight.get(`${night.participant_code}/${night.sleep_date}`)!;
      expect(record, `${night.participant_code} ${night.sleep_date}`).toBeDefined();
      expect([night.study_day, night.phase, night.group_at_time, night.waso_used_min, night.tst_diary_min, night.tib_min]).toEqual([
        record.study_day,
        record.phase,
        record.group_at_time,
        record.waso_used_min,
        record.tst_diary_min,
        record.time_in_bed_min,
      ]);
      // Unrounded: the primary analysis' sleep efficiency (docs/decisions/017-analysis-itt-participant-unit.md).
      const tib = Number(night.tib_min);
      expect(Number(night.se_diary_pct)).toBeCloseTo(tib > 0 ? (Number(night.tst_diary_min) * 100) / tib : 0, 9);
    }
    // The movers: a night in the other arm, yet counted in the allocated one and left out of per-protocol.
    const moved = nights.filter((n) => n.arm_itt !== n.group_at_time);
    expect(moved.length).toBeGreaterThan(0);
    const movers = new Set(moved.map((n) => n.participant_code));
    expect(movers.size).toBe(2);
    for (const night of nights) expect(night.per_protocol, night.participant_code).toBe(movers.has(night.participant_code!) ? '0' : '1');
  });
});

describe('device_nights.csv', () => {
  it('keeps the device’s own offsets, leaves stage minutes empty where it gave none, and derives its sleep time', () => {
    const rows = csvRecords(study.files['device_nights.csv']);
    expect(rows.map((r) => [r.night_date, r.vendor, r.sleep_onset, r.device_rem_minutes, r.stages_available, r.tst_device_min])).toEqual([
      ['2026-03-03', 'apple', '2026-03-02T23:00:00+00:00', '90', '1', '400'],
      ['2026-03-03', 'garmin', '2026-03-03T00:05:00+03:00', '80', '1', '390'],
      // No stages: onset 23:20 to final wake 06:50 is 450 minutes, less 25 awake.
      ['2026-03-04', 'fitbit', '2026-03-03T23:20:00+03:00', '', '0', '425'],
    ]);
  });
});

describe('nights_long.csv beside the device', () => {
  const DEVICE_COLUMNS = [
    'device_vendor',
    'tst_device_min',
    'device_sol_minutes',
    'device_rem_minutes',
    'device_deep_minutes',
    'device_light_minutes',
    'device_awake_minutes',
    'device_stages_available',
    'misperception_tst_minutes',
    'misperception_sol_minutes',
  ];

  it('carries the most recently imported device night of the date and the misperception indices', () => {
    const nights = csvRecords(files['nights_long.csv']);
    const records = csvRecords(files['sleep_records.csv']);
    const code = csvRecords(files['device_nights.csv'])[0]!.participant_code;
    const mine = nights.filter((n) => n.participant_code === code);
    expect(mine.map((n) => [n.sleep_date, ...DEVICE_COLUMNS.map((c) => n[c])])).toEqual([
      // Garmin, imported after the Apple night of the same date: 80 + 60 + 250 = 390 minutes, its time in
      // bed being its sleep window (latency 0). Diary: its clock's TST, not its stage minutes (410,
      // which 'Cihazdan Doldur' could have copied from the device): asleep 00:10 → awake 07:30 is 440,
      // less 25 awake = 415; in bed 23:30, asleep 00:10 (40 minutes): 415 − 390 = 25 and 40 − 0 = 40.
      ['2026-03-03', 'garmin', '390', '0', '80', '60', '250', '30', '1', '25', '40'],
      // Fitbit classic: 23:20 → 06:50 is 450 minutes less 25 awake = 425, in bed 23:00 → asleep 23:20 = 20;
      // no stage minutes. Diary without stages: 23:50 → 07:30 is 460 less 25 awake = 435, latency
      // 23:30 → 23:50 = 20: 435 − 425 = 10 and 20 − 20 = 0.
      ['2026-03-04', 'fitbit', '425', '20', '', '', '', '25', '0', '10', '0'],
    ]);
    // The index subtracts from the diary's clock TST (tst_diary_min), not the stored one (tst_min, the
    // stage sum when all three stages were entered), as the admin's view does.
    expect(records.filter((r) => r.participant_code === code).map((r) => [r.sleep_date, r.tst_min, r.sol_min])).toEqual([
      ['2026-03-03', '410', '40'],
      ['2026-03-04', '435', '20'],
    ]);
    expect(mine.map((n) => [n.sleep_date, n.tst_diary_min])).toEqual([
      ['2026-03-03', '415'],
      ['2026-03-04', '435'],
    ]);
    // Nights without a device night of their date leave every device column empty.
    const others = nights.filter((n) => n.participant_code !== code);
    expect(others.length).toBeGreaterThan(0);
    for (const night of others) expect(DEVICE_COLUMNS.map((c) => night[c])).toEqual(DEVICE_COLUMNS.map(() => ''));
  });

  it('declares each device column with its type, source and missing rule in the codebook', () => {
    const rows = Object.fromEntries(codebook.filter((r) => r.file === 'nights_long.csv').map((r) => [r.column, r]));
    expect(rows.device_vendor).toMatchObject({ type: 'categorical', source: 'device', value_labels: 'apple=Apple Health|fitbit=Fitbit|samsung=Samsung Health|oura=Oura|garmin=Garmin' });
    expect(rows.device_rem_minutes).toMatchObject({ type: 'integer', source: 'device', unit: 'dakika', missing_codes: 'empty' });
    expect(rows.device_stages_available).toMatchObject({ type: 'boolean', source: 'device' });
    expect(rows.misperception_tst_minutes).toMatchObject({ type: 'integer', source: 'computed', formula: expect.stringContaining('tst_device_min') });
    expect(rows.misperception_sol_minutes).toMatchObject({ type: 'integer', source: 'computed', formula: 'sol_min − device_sol_minutes' });
  });
});

describe('reminders.csv', () => {
  it('logs each reminder attempted, whether the night was then entered and how long after', () => {
    const rows = csvRecords(study.files['reminders.csv']);
    expect(rows.map((r) => [r.scheduled_time, r.outcome, r.devices, r.delivered, r.night_entered, r.entered_after_min])).toEqual([
      // Sorted by date: the unanswered one (2020) first, then the one answered 30 minutes after it went out.
      ['07:30', 'failed', '2', '0', '0', ''],
      ['07:30', 'sent', '1', '1', '1', '30'],
    ]);
    expect(rows[0]?.reminder_date).toBe('2020-01-01');
  });
});

describe('withdrawals.csv', () => {
  it('dates a participant’s leaving by code only, from the audit log, after their rows are gone', () => {
    const rows = csvRecords(study.files['withdrawals.csv']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'withdrew' });
    expect(rows[0]?.participant_code).toMatch(/^P\d{4}$/);
    expect(csvRecords(study.files['participants.csv']).map((r) => r.participant_code)).not.toContain(rows[0]?.participant_code);
  });
});

describe('the design tables', () => {
  it('give every participant their ITT arm and mechanism, and every change of arm with the role of who made it', () => {
    const participants = csvRecords(files['participants.csv']);
    const allocation = csvRecords(files['allocation.csv']);
    expect(allocation.map((r) => r.participant_code)).toEqual(participants.map((r) => r.participant_code));
    const ittGroups = new Map(csvRecords(files['nights_long.csv']).map((n) => [n.participant_code, n.arm_itt]));
    for (const row of allocation) if (ittGroups.has(row.participant_code)) expect(row.arm_allocated, row.participant_code).toBe(ittGroups.get(row.participant_code));
    expect(allocation.filter((r) => r.mechanism === 'block_randomisation').length).toBeGreaterThanOrEqual(10);

    const history = csvRecords(files['group_history.csv']);
    const moves = history.filter((r) => r.seq === '2');
    expect(moves.map((r) => r.participant_code).sort()).toEqual([...new Set(csvRecords(files['nights_long.csv']).filter((n) => n.per_protocol === '0').map((n) => n.participant_code))].sort());
    for (const move of moves) expect(move).toMatchObject({ change_source: 'admin', changed_by_role: 'admin' });
    for (const first of history.filter((r) => r.seq === '1')) {
      expect(first.group, first.participant_code).toBe(allocation.find((r) => r.participant_code === first.participant_code)?.arm_allocated);
    }
    // Every study day up to today, with or without a night: as many diary nights as nights of those days.
    const grid = csvRecords(files['expected_days.csv']);
    for (const row of allocation) {
      const days = grid.filter((d) => d.participant_code === row.participant_code);
      expect(days.map((d) => Number(d.study_day)), row.participant_code).toEqual(days.map((_, i) => i + 1));
    }
    const gridNights = new Set(grid.filter((d) => d.diary_night === '1').map((d) => `${d.participant_code}/${d.date}`));
    const inGrid = new Set(grid.map((d) => `${d.participant_code}/${d.date}`));
    const nights = csvRecords(files['nights_long.csv']).map((n) => `${n.participant_code}/${n.sleep_date}`);
    expect(gridNights).toEqual(new Set(nights.filter((key) => inGrid.has(key))));
    expect(grid.length).toBeGreaterThan(gridNights.size);
    expect(files['consent.csv']!.header).toEqual(['participant_code', 'legal_text', 'text_version', 'accepted_at']);
  });
});
