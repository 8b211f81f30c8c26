import { rowKey, SLEEP_FIELD_KEYS, SLEEP_FIELDS, type SleepCatalogue } from '@uyku/domain';
import { describe, expect, it } from 'vitest';
import { SLEEP_CSV_HEADER, sleepCsvColumns, type CsvNight } from '../../../src/features/admin-data/csv-exports.js';
import { adminSleepColumns } from '../../../src/features/admin-data/sleep-data.js';
import { codebookRows } from '../../../src/features/analytics/export/columns.js';
import { sleepColumns, sleepExportColumns } from '../../../src/features/analytics/export/sleep.js';

/**
 * The server's artefacts of the sleep field catalogue (docs/decisions/018-sleep-field-catalogue.md):
 * the admin CSV and the study export's columns and codebook take a field added to the catalogue
 * with no edit of their own. No database: the columns are built from a catalogue alone.
 */

const WITH_CUPS = {
  ...SLEEP_FIELDS,
  coffee_cups: {
    kind: 'count',
    default: 0,
    bounds: { min: 0, max: 10, unit: 'fincan', integer: true },
    label: 'Kahve (fincan)',
    formTab: 'factors',
    messageLabel: 'Kahve sayısı',
    admin: { key: 'coffee_cups', label: 'Kahve' },
    csvHeader: 'Kahve (fincan)',
    export: { column: 'coffee_cups', label: 'Kahve', meaning: 'Ham giriş' },
  },
} as const satisfies SleepCatalogue;

describe('the sleep field catalogue on the server', () => {
  it('builds the real CSV and study export from the real catalogue', () => {
    expect(sleepCsvColumns(SLEEP_FIELDS).map((column) => column.header)).toEqual(SLEEP_CSV_HEADER);
    expect(sleepExportColumns(SLEEP_FIELDS).map((column) => column.name)).toEqual(sleepColumns.map((column) => column.name));
    // Every catalogue field is read by the admin's query, under its row key.
    for (const key of SLEEP_FIELD_KEYS) expect(Object.keys(adminSleepColumns)).toContain(rowKey(key));
  });

  it('puts a new field in the admin CSV, before the notes, with its header and cell', () => {
    const columns = sleepCsvColumns(WITH_CUPS);
    const headers = columns.map((column) => column.header);
    // The last catalogue field lands right before the notes; every other column stays where it was.
    expect(headers[headers.indexOf(SLEEP_FIELDS.notes.csvHeader) - 1]).toBe('Kahve (fincan)');
    expect(headers.filter((header) => header !== 'Kahve (fincan)')).toEqual(SLEEP_CSV_HEADER);
    const cups = columns.find((column) => column.header === 'Kahve (fincan)');
    // The admin's row holds every catalogue field under its row key; the cell reads it as it is.
    const night = { row: { coffeeCups: 3 } } as unknown as CsvNight;
    expect(cups?.value(night)).toBe(3);
  });

  it('puts a new field in the study export and its codebook, after the raw inputs', () => {
    const columns = sleepExportColumns(WITH_CUPS);
    const names = columns.map((column) => column.name);
    // After the raw inputs: right before the first derived column, the time in bed.
    expect(names[names.indexOf('time_in_bed_min') - 1]).toBe('coffee_cups');
    expect(names.filter((name) => name !== 'coffee_cups')).toEqual(sleepColumns.map((column) => column.name));
    expect(codebookRows('sleep_records.csv', columns)).toContainEqual([
      'sleep_records.csv', 'coffee_cups', 'Kahve', 'Ham giriş', 'sayı', '0–10', '', 'Eksik değer yok', 'integer', 0, 10, '', '', 'diary',
    ]);
  });
});
